//===- KilnMpi.cpp - kiln's MPI transport ---------------------------------===//
//
// See KilnMpi.h.
//
//===----------------------------------------------------------------------===//

#include "KilnMpi.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
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

/// Messages kiln_mpi_post sent whose receipt is not known yet, with the
/// copies they send from.
struct Posted {
  std::vector<char> data;
  std::vector<MPI_Request> requests;
};
std::vector<Posted> &posted() {
  static std::vector<Posted> list;
  return list;
}

/// Waits until every request completed or `timeoutSeconds` passed; on the
/// timeout cancels the rest and returns 2.
int waitAll(std::vector<MPI_Request> &requests, double timeoutSeconds) {
  auto start = std::chrono::steady_clock::now();
  auto pause = std::chrono::microseconds(1);
  while (true) {
    int done = 0;
    if (MPI_Testall(int(requests.size()), requests.data(), &done,
                    MPI_STATUSES_IGNORE) != MPI_SUCCESS)
      return 1;
    if (done)
      return 0;
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count() > timeoutSeconds) {
      for (MPI_Request &request : requests)
        if (request != MPI_REQUEST_NULL) {
          MPI_Cancel(&request);
          MPI_Request_free(&request);
        }
      return 2;
    }
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(1000));
  }
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

extern "C" int kiln_mpi_exchange(const void *const *send,
                                 const int64_t *sendBytes,
                                 const int32_t *sendTo, int32_t numSend,
                                 void *const *recv, const int64_t *recvBytes,
                                 const int32_t *recvFrom, int32_t numRecv,
                                 int32_t tag) {
  std::vector<MPI_Request> requests;
  // Each message in pieces of at most kPiece bytes (one, possibly empty,
  // when it is short), posted receives first.
  auto post = [&](char *data, int64_t bytes, int32_t rank, bool receive) {
    int64_t pieces = std::max<int64_t>(1, (bytes + kPiece - 1) / kPiece);
    for (int64_t p = 0; p < pieces; ++p) {
      int count = int(std::min(kPiece, bytes - p * kPiece));
      requests.emplace_back();
      int status = receive ? MPI_Irecv(data + p * kPiece, count, MPI_BYTE, rank,
                                       tag, MPI_COMM_WORLD, &requests.back())
                           : MPI_Isend(data + p * kPiece, count, MPI_BYTE, rank,
                                       tag, MPI_COMM_WORLD, &requests.back());
      if (status != MPI_SUCCESS)
        return false;
    }
    return true;
  };
  for (int32_t i = 0; i < numRecv; ++i)
    if (!post(static_cast<char *>(recv[i]), recvBytes[i], recvFrom[i], true))
      return 1;
  for (int32_t i = 0; i < numSend; ++i)
    if (!post(const_cast<char *>(static_cast<const char *>(send[i])),
              sendBytes[i], sendTo[i], false))
      return 1;
  return MPI_Waitall(int(requests.size()), requests.data(),
                     MPI_STATUSES_IGNORE) == MPI_SUCCESS
             ? 0
             : 1;
}

extern "C" int kiln_mpi_post(const void *data, int64_t bytes, int32_t to,
                             int32_t tag) {
  Posted message;
  message.data.assign(static_cast<const char *>(data),
                      static_cast<const char *>(data) + bytes);
  int64_t pieces = std::max<int64_t>(1, (bytes + kPiece - 1) / kPiece);
  for (int64_t p = 0; p < pieces; ++p) {
    message.requests.emplace_back();
    if (MPI_Isend(message.data.data() + p * kPiece,
                  int(std::min(kPiece, bytes - p * kPiece)), MPI_BYTE, to, tag,
                  MPI_COMM_WORLD, &message.requests.back()) != MPI_SUCCESS)
      return 1;
  }
  posted().push_back(std::move(message));
  return 0;
}

extern "C" int kiln_mpi_take(void *into, int64_t bytes, int32_t from,
                             int32_t tag, double timeoutSeconds) {
  int64_t pieces = std::max<int64_t>(1, (bytes + kPiece - 1) / kPiece);
  for (int64_t p = 0; p < pieces; ++p) {
    int expected = int(std::min(kPiece, bytes - p * kPiece));
    // Probe first: a message of another size is reported, not truncated.
    auto start = std::chrono::steady_clock::now();
    auto pause = std::chrono::microseconds(1);
    MPI_Status status;
    while (true) {
      int found = 0;
      if (MPI_Iprobe(from, tag, MPI_COMM_WORLD, &found, &status) != MPI_SUCCESS)
        return 1;
      if (found)
        break;
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        start)
              .count() > timeoutSeconds)
        return 2;
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, std::chrono::microseconds(1000));
    }
    int count = 0;
    MPI_Get_count(&status, MPI_BYTE, &count);
    if (count != expected)
      return 3;
    if (MPI_Recv(static_cast<char *>(into) + p * kPiece, expected, MPI_BYTE,
                 from, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE) != MPI_SUCCESS)
      return 1;
  }
  return 0;
}

extern "C" int kiln_mpi_finish_posts(double timeoutSeconds) {
  std::vector<MPI_Request> requests;
  for (Posted &message : posted())
    requests.insert(requests.end(), message.requests.begin(),
                    message.requests.end());
  int result = waitAll(requests, timeoutSeconds);
  posted().clear();
  return result;
}
