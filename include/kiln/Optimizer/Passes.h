//===- Passes.h - kiln's graph optimizer passes -----------------*- C++ -*-===//
//
// StableHLO -> StableHLO passes (include/kiln/Optimizer/Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_OPTIMIZER_PASSES_H
#define KILN_OPTIMIZER_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace kiln {

#define GEN_PASS_DECL
#include "kiln/Optimizer/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kiln/Optimizer/Passes.h.inc"

/// The patterns of kiln-dynamic-ops-to-static, one per dynamic op: each
/// rewrites an op whose shape operands are constants into its static form,
/// keeping the declared result types (through tensor.cast), and leaves an
/// op whose constants make an invalid static op unchanged.
void populateDynamicOpsToStaticPatterns(mlir::RewritePatternSet &patterns);

} // namespace kiln

#endif // KILN_OPTIMIZER_PASSES_H
