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

namespace kiln::collectives {

/// Runs `body(device)` for every device of a replicas x partitions grid,
/// each on its own thread with that device's context set, and returns when
/// all have returned.
void runOnDevices(int64_t replicas, int64_t partitions,
                  llvm::function_ref<void(int64_t device)> body);

/// The JIT symbols of the `kiln_collective_*` entry points.
llvm::orc::SymbolMap bindings(llvm::orc::MangleAndInterner &interner);

} // namespace kiln::collectives

#endif // KILN_LIB_COMPILER_COLLECTIVES_H
