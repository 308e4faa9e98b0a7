//===- JitLoader.h - machine code into the ORC JIT ---------------*- C++
//-*-===//
//
// Internal to lib/Compiler: the one way compiled code becomes callable in
// the process, for a fresh compilation (ParallelCodegen.h's objects) and a
// compile cache hit (the objects stored) alike. The objects are linked into
// one JIT with the process's symbols, libomp for threaded code, and the
// symbols kiln itself defines for the code: the f16/bf16 conversion
// helpers, the collectives, the check runtime and the custom calls.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_JITLOADER_H
#define KILN_LIB_COMPILER_JITLOADER_H

#include "CustomCallRuntime.h"

#include "kiln/runtime/Status.h"

#include "llvm/ExecutionEngine/Orc/LLJIT.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace kiln {

/// The name of the packed entry definePackedEntry adds for `function`.
std::string packedEntryName(llvm::StringRef function);

/// Adds to `module` `void <packedEntryName(function)>(void **args)`, which
/// calls `function` with its i-th argument loaded from the pointer in
/// args[i] (the form Executable::run calls). False where `module` has no
/// such function with a void result.
bool definePackedEntry(llvm::Module &module, llvm::StringRef function);

/// What the code needs bound besides the process's own symbols.
struct JitSymbols {
  /// Threads the code runs on (> 1: it calls libomp).
  unsigned threads = 1;
  /// The most heap bytes one thread's iteration of a parallel loop
  /// allocates (kThreadHeapBytesAttr), faulted in on each thread at load.
  uint64_t threadHeapBytes = 0;
  /// The check runtime's functions it calls (kiln_check_*).
  std::vector<std::string> checkSymbols;
  /// Its custom calls' functions (none for code from the cache).
  const customcall::Bindings *customCalls = nullptr;
};

/// Machine code loaded and linked.
struct LoadedCode {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  /// The packed entry (definePackedEntry).
  void (*entry)(void **) = nullptr;
};

/// A JIT holding `objects`, linked with `symbols` bound (the lookup of the
/// packed entry of function `entry` links them), its static initializers
/// run; starts libomp's workers for threaded code, so that the first call
/// does not.
runtime::Expected<LoadedCode>
loadObjects(const std::vector<std::string> &objects, const JitSymbols &symbols,
            llvm::StringRef entry);

} // namespace kiln

#endif // KILN_LIB_COMPILER_JITLOADER_H
