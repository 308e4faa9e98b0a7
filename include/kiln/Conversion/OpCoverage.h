//===- OpCoverage.h - which ops the pipeline handles, and how --*- C++ -*-===//
//
// Queries answered by the code that does the work, for `kiln ops` and the
// generated op tables (docs/ops.md): each stage of the compile pipeline
// reports the ops it rewrites, lowers or erases. Pattern-based stages read
// the root op of every pattern of the very pattern sets their passes apply;
// the stages that rewrite ops by hand return the names their code matches
// on, so the tables follow the code.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_OPCOVERAGE_H
#define KILN_CONVERSION_OPCOVERAGE_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace kiln {

/// One op one stage handles: `op` is its name (`stablehlo.add`), `how` a
/// few words or the name of the pattern that handles it.
struct OpHandling {
  std::string op;
  std::string how;
};

/// The ops kiln-chlo-legalize-to-stablehlo rewrites into StableHLO: the
/// root of every pattern it applies, with the pattern's name.
mlir::FailureOr<std::vector<OpHandling>>
chloToStablehloRewrites(mlir::MLIRContext *ctx);

/// The dynamic ops kiln-dynamic-ops-to-static rewrites into their static
/// forms (dynamic_conv -> convolution, ...) when their shape operands are
/// constants: the root of every pattern it applies, with the pattern's
/// name. It runs at every -O level; shape refinement applies the same
/// rewrites to shape-polymorphic entries.
mlir::FailureOr<std::vector<OpHandling>>
dynamicOpsToStaticRewrites(mlir::MLIRContext *ctx);

/// The ops kiln-quantized-to-integer rewrites into integer and float
/// arithmetic whatever their types (every other op it rewrites only on
/// quantized tensors, by its storage or dequantize-compute-quantize
/// patterns).
std::vector<OpHandling> quantizedToIntegerRewrites();

/// interpreter.run_parallel, which kiln-run-parallel-to-spmd rewrites into
/// the program every device runs.
std::vector<OpHandling> runParallelRewrites();

/// The ops kiln-stablehlo-legalize-to-linalg rewrites, erases or inlines
/// by hand before its conversion patterns run (composites, Shardy
/// annotations, batch norm, device ids).
std::vector<OpHandling> preLoweringRewrites();

/// The ops the StableHLO-to-linalg conversion patterns lower (to linalg,
/// tensor, arith, math, scf, complex and calls of kiln's runtime): the root
/// of every pattern of the pass's pattern set, with the pattern's name.
/// A pattern that may match any op contributes the registered ops its
/// match predicate accepts. A pattern set can still reject a particular
/// use of an op (an element type, a form) with an error at the op.
mlir::FailureOr<std::vector<OpHandling>>
stablehloToLinalgLowerings(mlir::MLIRContext *ctx);

/// The class name of a pattern, without namespaces.
inline std::string patternName(const mlir::RewritePattern &pattern) {
  // `ns::(anonymous namespace)::Name<ns::Arg>` -> `Name`.
  llvm::StringRef name = pattern.getDebugName();
  name = name.take_until([](char c) { return c == '<'; });
  size_t colons = name.rfind("::");
  return (colons == llvm::StringRef::npos ? name : name.substr(colons + 2))
      .str();
}

/// Appends to `out`, for each pattern of `patterns`, the registered ops of
/// `ctx` it can match: its root op, or every op with its root interface or
/// trait, with the pattern's class name as `how`. A pattern that may match
/// any op is passed to `matchAny`, which appends the ops it matches and
/// fails for a pattern it does not know; then this function fails too,
/// with an error naming the pattern.
inline mlir::LogicalResult collectPatternRoots(
    mlir::MLIRContext *ctx, mlir::RewritePatternSet &patterns,
    llvm::function_ref<mlir::LogicalResult(const mlir::RewritePattern &,
                                           std::vector<OpHandling> &)>
        matchAny,
    std::vector<OpHandling> &out) {
  for (const auto &pattern : patterns.getNativePatterns()) {
    std::string how = patternName(*pattern);
    if (std::optional<mlir::OperationName> root = pattern->getRootKind()) {
      out.push_back({root->getStringRef().str(), how});
      continue;
    }
    std::optional<mlir::TypeID> interface = pattern->getRootInterfaceID();
    std::optional<mlir::TypeID> trait = pattern->getRootTraitID();
    if (!interface && !trait) {
      if (mlir::failed(matchAny(*pattern, out))) {
        mlir::emitError(mlir::UnknownLoc::get(ctx))
            << "pattern " << how
            << " may match any op, and no predicate says which";
        return mlir::failure();
      }
      continue;
    }
    for (mlir::RegisteredOperationName name : ctx->getRegisteredOperations())
      if ((interface && name.hasInterface(*interface)) ||
          (trait && name.hasTrait(*trait)))
        out.push_back({name.getStringRef().str(), how});
  }
  return mlir::success();
}

} // namespace kiln

#endif // KILN_CONVERSION_OPCOVERAGE_H
