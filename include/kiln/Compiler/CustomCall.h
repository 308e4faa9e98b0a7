//===- CustomCall.h - user functions for custom_call, composite -*- C++ -*-===//
//
// A CustomCallRegistry tells kiln how to run what it cannot lower itself:
//  - a `stablehlo.custom_call` target bound to a C function with one fixed
//    ABI (CustomCallFunction), which the compiled code calls with contiguous
//    row-major buffers;
//  - a `stablehlo.composite` name mapped to such a target (instead of
//    inlining its decomposition), or to a C++ rewrite run at compile time.
// Pass it to Compiler::compile* with CompileOptions::customCalls. See
// docs/custom-calls.md for the ABI and the symbol naming.
//
// A registry is not synchronized: fill it first, then share it (read-only)
// with any number of compilations.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_COMPILER_CUSTOMCALL_H
#define KILN_COMPILER_CUSTOMCALL_H

#include "kiln/Compiler/Compiler.h"
#include "kiln/Conversion/RuntimeSymbols.h"

#include "mlir/Support/LogicalResult.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class OpBuilder;
class Operation;
} // namespace mlir

namespace kiln {

/// The C ABI of every custom call function. `results[i]` and `operands[i]`
/// point to dense row-major buffers of the call site's static types (each
/// element in its natural size; i1 as one byte holding 0 or 1; results are
/// uninitialized on entry). `backendConfig` is the call's backend_config
/// (for api_version 4, the dictionary as printed MLIR attribute text; for a
/// mapped composite, its composite_attributes) with `backendConfigSize`
/// bytes and a terminating NUL not counted. Returns 0 on success; any other
/// value makes Executable::run fail naming the target and the value.
using CustomCallFunction = int32_t (*)(void **results,
                                       const void *const *operands,
                                       const char *backendConfig,
                                       size_t backendConfigSize);

/// The operand and result types a custom call target accepts; a call site
/// with other types is a compile error at the call.
struct CustomCallSignature {
  std::vector<TensorSignature> operands;
  std::vector<TensorSignature> results;
};

/// An in-compiler lowering of one composite: builds replacement ops at `b`
/// (positioned before `composite`) and replaces every use of the
/// composite's results. kiln erases the composite afterwards; the callback
/// must not. A failure (after emitting an error at the op) fails the
/// compilation.
using CompositeRewrite = std::function<mlir::LogicalResult(
    mlir::OpBuilder &b, mlir::Operation *composite)>;

/// Finds the function of a target that was not added explicitly, by its
/// symbol name (see customCallSymbol); returns null when there is none.
using CustomCallResolver =
    std::function<CustomCallFunction(const std::string &symbol)>;

class CustomCallRegistry {
public:
  struct Target {
    std::string name;
    /// The C symbol the compiled code calls (customCallSymbol(name)).
    std::string symbol;
    CustomCallFunction function = nullptr;
    std::optional<CustomCallSignature> signature;
  };

  /// Binds custom call target `name` to `function`. Fails on an empty name,
  /// a null function, a name added before, or one whose symbol collides with
  /// another target's or with a symbol kiln's generated code uses itself.
  runtime::Status add(const std::string &name, CustomCallFunction function,
                      std::optional<CustomCallSignature> signature = {});
  /// Lowers every `stablehlo.composite` named `composite` to a custom call
  /// of `target` (which must be registered when compiling) with the
  /// composite's operands, results and attributes, instead of its
  /// decomposition.
  runtime::Status mapComposite(const std::string &composite,
                               const std::string &target);
  /// Lowers every composite named `composite` with `rewrite`.
  runtime::Status addCompositeRewrite(const std::string &composite,
                                      CompositeRewrite rewrite);
  /// Consulted, at compile time, for custom call targets of a program that
  /// were not added (except the check.* targets kiln runs itself); a
  /// function it returns is used as if added without a signature.
  void setResolver(CustomCallResolver resolver) {
    this->resolver = std::move(resolver);
  }

  /// The target named `name`, or null.
  const Target *lookup(const std::string &name) const;
  const std::map<std::string, Target> &targets() const { return entries; }
  const std::map<std::string, std::string> &compositeTargets() const {
    return composites;
  }
  const std::map<std::string, CompositeRewrite> &compositeRewrites() const {
    return rewrites;
  }
  const CustomCallResolver &getResolver() const { return resolver; }

private:
  std::map<std::string, Target> entries;
  std::map<std::string, std::string> composites;
  std::map<std::string, CompositeRewrite> rewrites;
  CustomCallResolver resolver;
};

} // namespace kiln

#endif // KILN_COMPILER_CUSTOMCALL_H
