//===- CustomCallRuntime.h - user custom calls in the JIT --*- C++ -*-===//
//
// What the Compiler does with a CustomCallRegistry: before the pipeline,
// composite rewrites run, targets not added explicitly are resolved, and
// call sites are checked against registered signatures; after JIT
// compilation, every target's C symbol is bound to its function and the
// status symbol the lowering calls (kiln_custom_call_status, see
// lib/Conversion/StablehloToLinalg/CustomCall.cpp) to a recorder of the
// calling thread's current run.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_CUSTOMCALLRUNTIME_H
#define KILN_LIB_COMPILER_CUSTOMCALLRUNTIME_H

#include "kiln/Compiler/CustomCall.h"

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

#include <map>
#include <string>
#include <vector>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace kiln::customcall {

/// The custom calls one compilation lowers and binds.
struct Bindings {
  /// Targets with a C function, for the conversion pass.
  std::vector<std::string> targets;
  /// "NAME=TARGET" for each composite mapped to a target.
  std::vector<std::string> compositeTargets;
  /// C symbol -> function, for the JIT.
  std::map<std::string, CustomCallFunction> functions;
};

/// Applies `registry`'s composite rewrites to `module`, resolves its
/// targets and checks call sites against registered signatures, emitting
/// errors at the ops. `registry` may be null.
mlir::LogicalResult prepare(mlir::ModuleOp module,
                            const CustomCallRegistry *registry,
                            Bindings &bindings);

/// The JIT symbols binding the functions of `bindings` (and the status
/// recorder they report through), none where it has none.
llvm::orc::SymbolMap customCallBindings(const Bindings &bindings,
                                        llvm::orc::MangleAndInterner &interner);

/// While alive, custom calls returning non-zero on the calling thread are
/// recorded here; scopes nest, the innermost wins. Without a scope, such
/// failures are printed to stderr.
class ScopedCustomCallStatus {
public:
  ScopedCustomCallStatus();
  ~ScopedCustomCallStatus();
  ScopedCustomCallStatus(const ScopedCustomCallStatus &) = delete;
  ScopedCustomCallStatus &operator=(const ScopedCustomCallStatus &) = delete;
  /// "custom call @T returned error code N" for the first failure (and how
  /// many more there were), or "" when every call returned 0.
  std::string error() const;

private:
  void *previous;
  void *state;
};

} // namespace kiln::customcall

#endif // KILN_LIB_COMPILER_CUSTOMCALLRUNTIME_H
