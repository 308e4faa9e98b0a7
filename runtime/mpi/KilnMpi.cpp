//===- KilnMpi.cpp - kiln's MPI transport ---------------------------------===//
//
// See KilnMpi.h.
//
//===----------------------------------------------------------------------===//

#include "KilnMpi.h"

#include <mpi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

/// MPI counts are ints: messages go in pieces of at most 1 GiB, in order
/// (MPI never reorders messages between two ranks with one tag).
constexpr int64_t kPiece = int64_t(1) << 30;

void finalize() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Finalize();
}

} // namespace

extern "C" int kiln_mpi_init(int32_t *rank, int32_t *size, char *error,
                             int32_t errorSize) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    // Collectives are called from the thread that runs the device.
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided) !=
        MPI_SUCCESS) {
      std::snprintf(error, size_t(errorSize), "MPI_Init_thread failed");
      return 1;
    }
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    std::atexit(finalize);
  }
  int r = 0, s = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  MPI_Comm_size(MPI_COMM_WORLD, &s);
  *rank = r;
  *size = s;
  return 0;
}

extern "C" int kiln_mpi_exchange(const void *send, int64_t bytes,
                                 const int32_t *sendTo, int32_t numSend,
                                 void *const *recv, const int32_t *recvFrom,
                                 int32_t numRecv, int32_t tag) {
  std::vector<MPI_Request> requests;
  int64_t pieces = std::max<int64_t>(1, (bytes + kPiece - 1) / kPiece);
  requests.reserve(size_t((numSend + numRecv) * pieces));
  auto piece = [&](int64_t i) {
    return int(std::min(kPiece, bytes - i * kPiece));
  };
  for (int32_t i = 0; i < numRecv; ++i)
    for (int64_t p = 0; p < pieces; ++p) {
      requests.emplace_back();
      if (MPI_Irecv(static_cast<char *>(recv[i]) + p * kPiece, piece(p),
                    MPI_BYTE, recvFrom[i], tag, MPI_COMM_WORLD,
                    &requests.back()) != MPI_SUCCESS)
        return 1;
    }
  for (int32_t i = 0; i < numSend; ++i)
    for (int64_t p = 0; p < pieces; ++p) {
      requests.emplace_back();
      if (MPI_Isend(static_cast<const char *>(send) + p * kPiece, piece(p),
                    MPI_BYTE, sendTo[i], tag, MPI_COMM_WORLD,
                    &requests.back()) != MPI_SUCCESS)
        return 1;
    }
  return MPI_Waitall(int(requests.size()), requests.data(),
                     MPI_STATUSES_IGNORE) == MPI_SUCCESS
             ? 0
             : 1;
}
