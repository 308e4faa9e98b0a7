//===- AotThreads.h - the thread runtime linked into artifacts -*- C++ -*-===//
//
// See AotThreads.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_AOTTHREADS_H
#define KILN_LIB_COMPILER_AOTTHREADS_H

#include "kiln/runtime/Status.h"

namespace llvm {
class Module;
class Triple;
} // namespace llvm

namespace kiln::aot {

/// The most threads an artifact's team may have (Threads.c's
/// KILN_MAX_THREADS).
inline constexpr unsigned kMaxArtifactThreads = 256;

/// OK if kiln's artifact thread runtime exists for `triple` (Linux on
/// x86-64, AArch64, RISC-V 64); otherwise an error saying so.
runtime::Status checkThreadRuntimeTarget(const llvm::Triple &triple);

/// Links kiln's artifact thread runtime (runtime/artifact/Threads.c) for
/// the module's target into `module`, whose threaded code calls the libomp
/// ABI (nothing, when it forks no parallel region). Fails if the code calls
/// a part of that ABI the runtime lacks.
runtime::Status linkThreadRuntime(llvm::Module &module);

} // namespace kiln::aot

#endif // KILN_LIB_COMPILER_AOTTHREADS_H
