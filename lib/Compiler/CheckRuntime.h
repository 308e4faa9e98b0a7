//===- CheckRuntime.h - executing check ops in JIT-compiled code -*- C++
//-*-===//
//
// The check lowering (lib/Conversion/StablehloToLinalg/Check.cpp) turns each
// check op into a call of a `kiln_check_<element>` declaration. All of those
// symbols are bound to one C++ entry point here, which reads the memref
// descriptors, compares the buffers (exactly, or as the StableHLO reference
// interpreter decides closeness, docs/check.md) and records the outcome in
// the CheckReport of the calling thread's current run.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_CHECKRUNTIME_H
#define KILN_LIB_COMPILER_CHECKRUNTIME_H

#include "kiln/Compiler/Compiler.h"

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace kiln::checkruntime {

/// The external `kiln_check_*` functions `module` calls.
std::vector<std::string> checkRuntimeSymbols(mlir::ModuleOp module);

/// The JIT symbols binding `names` (kiln_check_* functions) to the check
/// runtime (JitLoader.h binds them).
llvm::orc::SymbolMap
checkRuntimeBindings(const std::vector<std::string> &names,
                     llvm::orc::MangleAndInterner &interner);

/// While alive, the checks that the calling thread executes are appended to
/// `report` (guarded by a mutex, so work shared with other threads may record
/// into it too). Scopes nest; the innermost wins. Without a scope, failed
/// checks are printed to stderr.
class ScopedCheckReport {
public:
  explicit ScopedCheckReport(CheckReport &report);
  ~ScopedCheckReport();
  ScopedCheckReport(const ScopedCheckReport &) = delete;
  ScopedCheckReport &operator=(const ScopedCheckReport &) = delete;

private:
  void *previous;
  void *sink;
};

} // namespace kiln::checkruntime

#endif // KILN_LIB_COMPILER_CHECKRUNTIME_H
