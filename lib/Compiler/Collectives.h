//===- Collectives.h - collectives between in-process devices --*- C++ -*-===//
//
// The runtime side of StableHLO's collective ops for programs that run on
// several devices of one process (docs/collectives.md). A program whose
// module says mhlo.num_replicas = R and mhlo.num_partitions = P runs as
// R x P copies on R x P threads, device d = replica * P + partition. The
// lowering (lib/Conversion/StablehloToLinalg/Collectives.cpp) turns each
// collective into a call of a `kiln_collective_*` function bound here; the
// call finds its team and device through thread-local state that
// runOnDevices sets, publishes its operand's address, waits for every
// device, reads the other devices' operands in place, and waits again
// before it returns (so no operand changes while another device reads it).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_COLLECTIVES_H
#define KILN_LIB_COMPILER_COLLECTIVES_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

#include <cstdint>
#include <string>

namespace kiln::collectives {

/// Runs `body(device)` for every device of a replicas x partitions grid,
/// each on its own thread with that device's context set, and returns when
/// all have returned. Under mpirun (processDevice() >= 0) it runs this
/// process' device only, on the calling thread, and the collectives reach
/// the other processes' devices through MPI (runtime/mpi, docs/mpi.md);
/// `failure` then says why an exchange failed, if one did.
void runOnDevices(int64_t replicas, int64_t partitions,
                  llvm::function_ref<void(int64_t device)> body,
                  std::string &failure);

/// Why this process cannot run a program of `devices` devices (under
/// mpirun: MPI failed to load or start, or the process count differs), or
/// empty. Loads and starts MPI on its first call under mpirun.
std::string processError(int64_t devices);
/// Under mpirun with several processes: this process' rank, which is its
/// device; -1 otherwise.
int64_t processDevice();
/// The number of processes mpirun started (1 without mpirun).
int64_t processCount();

/// What this process sent to others through MPI so far.
struct Traffic {
  int64_t bytesSent = 0, collectives = 0;
};
Traffic traffic();

/// The JIT symbols of the `kiln_collective_*` entry points.
llvm::orc::SymbolMap bindings(llvm::orc::MangleAndInterner &interner);

} // namespace kiln::collectives

#endif // KILN_LIB_COMPILER_COLLECTIVES_H
