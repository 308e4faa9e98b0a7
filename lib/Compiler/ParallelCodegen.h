//===- ParallelCodegen.h - LLVM IR to objects on several threads -*- C++
//-*-===//
//
// Internal to lib/Compiler: the JIT's last step before loading, LLVM's
// optimization and code generation, which is most of a compilation's time
// (docs/compile-time.md). A module with code enough to share is split into
// parts of whole functions, and each part is optimized and compiled to an
// object on a thread of its own, in an LLVMContext of its own; the JIT
// links the objects as one program (JitLoader.h).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_PARALLELCODEGEN_H
#define KILN_LIB_COMPILER_PARALLELCODEGEN_H

#include "kiln/runtime/Status.h"

#include "mlir/Support/Timing.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace kiln {

class CompileGuard;

/// The parts compileObjects splits `module` into for `threads` threads:
/// at most one per thread, per defined function, and per
/// kInstructionsPerPart instructions (splitting costs a bitcode round trip
/// per part, and a part of a few functions gains nothing), and one where
/// the parts but the largest would hold fewer than kInstructionsPerPart
/// (a module of one large kernel).
unsigned codegenParts(const llvm::Module &module, unsigned threads);

/// A part's fewest instructions (before -O2). Kernels once arrived with
/// about ten times the instructions -O2 left of them (2500 was the limit
/// then); with the GEMM kernels' dead edge paths no longer emitted, the MLP
/// on two threads (two kernels of 1900 instructions) compiled in one part
/// in 0.15 s, and in two in 0.11.
constexpr unsigned kInstructionsPerPart = 1000;

/// Compiles `module` (already optimized) to a relocatable object with `tm`:
/// the JIT's parts and `kiln compile`'s artifacts.
runtime::Expected<llvm::SmallVector<char, 0>>
emitObject(llvm::TargetMachine &tm, llvm::Module &module);

/// Compiles `module` (its triple and data layout those of `machine`) to
/// relocatable objects: LLVM's -O2 pipeline, without a cost model, then
/// code generation by a TargetMachine `machine` makes. With `parts` > 1, the
/// module is split into that many parts of whole functions (each global
/// defined in one part, declared in the others that use it), and the parts
/// are optimized and compiled at the same time, each on a thread of its
/// own under `guard` (CompileGuard::runOnThreads), which must be running.
/// `timing` gets the stages, -O2 and code generation, of each part.
runtime::Expected<std::vector<std::string>>
compileObjects(std::unique_ptr<llvm::Module> module,
               const llvm::orc::JITTargetMachineBuilder &machine,
               unsigned parts, CompileGuard &guard, mlir::TimingScope &timing);

} // namespace kiln

#endif // KILN_LIB_COMPILER_PARALLELCODEGEN_H
