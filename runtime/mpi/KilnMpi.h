/*===- KilnMpi.h - kiln's MPI transport, as a C ABI ----------------------===*
 *
 * libkiln_mpi.so is the one part of kiln that links MPI (OpenMPI from
 * Debian, built against its mpi.h, so no ABI is guessed). kiln loads it with
 * dlopen only when it runs under mpirun with more than one process
 * (lib/Compiler/Collectives.cpp), so kiln itself, its Python package and
 * its PJRT plugin never load MPI otherwise. Every process is one device;
 * a collective exchanges operands point to point with the devices it reads.
 *
 *===---------------------------------------------------------------------===*/

#ifndef KILN_RUNTIME_MPI_KILNMPI_H
#define KILN_RUNTIME_MPI_KILNMPI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Initializes MPI (once; later calls return the same) and reports this
 * process' rank and the number of processes. Registers MPI_Finalize to run
 * at exit. Returns 0, or non-zero after MPI failed (`error` then holds a
 * message of at most `errorSize` bytes). */
int kiln_mpi_init(int32_t *rank, int32_t *size, char *error, int32_t errorSize);

/* Sends `sendBytes[i]` bytes at `send[i]` to rank `sendTo[i]` for each of
 * the `numSend` messages and receives `recvBytes[j]` bytes from rank
 * `recvFrom[j]` into `recv[j]` for each of the `numRecv`, all under `tag`;
 * returns when all are done. A rank sends one message per tag to another.
 * Returns 0, or non-zero after an MPI error. */
int kiln_mpi_exchange(const void *const *send, const int64_t *sendBytes,
                      const int32_t *sendTo, int32_t numSend, void *const *recv,
                      const int64_t *recvBytes, const int32_t *recvFrom,
                      int32_t numRecv, int32_t tag);

/* Point to point (send/recv ops). kiln_mpi_post sends a copy of `bytes`
 * bytes at `data` to rank `to` under `tag` without waiting for the
 * receiver; kiln_mpi_take receives `bytes` bytes from rank `from` under
 * `tag` into `into`, waiting at most `timeoutSeconds`; kiln_mpi_finish_posts
 * waits (at most `timeoutSeconds`) until every posted message was received
 * and frees the copies. Each returns 0, 1 after an MPI error, 2 after the
 * timeout (the message is cancelled), or 3 when kiln_mpi_take received a
 * message of another size. */
int kiln_mpi_post(const void *data, int64_t bytes, int32_t to, int32_t tag);
int kiln_mpi_take(void *into, int64_t bytes, int32_t from, int32_t tag,
                  double timeoutSeconds);
int kiln_mpi_finish_posts(double timeoutSeconds);

#ifdef __cplusplus
}
#endif

#endif /* KILN_RUNTIME_MPI_KILNMPI_H */
