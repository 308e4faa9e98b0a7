//===- RefineShapesInternal.h - shape refinement helpers --------*- C++ -*-===//
//
// Shared between shape refinement (RefineShapes.cpp) and
// kiln-dynamic-ops-to-static: the rewrite of dynamic ops whose shape
// operands are constants into their static forms (DynamicOpsToStatic.cpp)
// and in-place result type refinement (RefineTypes.cpp). The constant
// folder both use is ConstantFold.h.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_OPTIMIZER_REFINESHAPESINTERNAL_H
#define KILN_LIB_OPTIMIZER_REFINESHAPESINTERNAL_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln::refine {

/// What the static form of a dynamic op does with the op's declared result
/// types.
enum class DeclaredTypes {
  /// Shape refinement: the users see the static form's (refined) types and
  /// are refined after it.
  Refine,
  /// kiln-dynamic-ops-to-static: the users keep the declared types, through
  /// a tensor.cast where the static form's type is more static.
  Keep,
};

/// Rewrites a dynamic op whose shape operands are constants into its
/// static form (dynamic_broadcast_in_dim -> broadcast_in_dim, ...; the ops
/// of kiln-dynamic-ops-to-static). Returns the new op, or null when `op` is
/// not such an op or its shape operands are not constants yet. Fails, after
/// an error at the op, when the constants are invalid for the op.
mlir::FailureOr<mlir::Operation *>
staticizeDynamicOp(mlir::RewriterBase &rewriter, mlir::Operation *op,
                   DeclaredTypes declared);

/// Re-infers the result types of `op` from its (refined) operands and
/// attributes and updates them in place where the inferred type is more
/// static. Fails, with an error at the op, when an inferred static size
/// contradicts a static size in the op's declared type.
mlir::LogicalResult refineResultTypes(mlir::Operation *op);

/// `declared` refined by `inferred`: dynamic sizes of `declared` take the
/// static sizes of `inferred` when both are ranked tensors of one rank;
/// null when they contradict. The element type of `declared` is kept.
mlir::Type refineType(mlir::Type declared, mlir::Type inferred);

} // namespace kiln::refine

#endif // KILN_LIB_OPTIMIZER_REFINESHAPESINTERNAL_H
