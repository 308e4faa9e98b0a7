//===- RefineShapesInternal.h - shape refinement helpers --------*- C++ -*-===//
//
// Shared between the files of kiln-stablehlo-refine-shapes: constant folding
// of the small integer tensors that carry shapes (ConstantFold.cpp), the
// rewrite of dynamic_* ops whose shape operands became constants into their
// static forms (DynamicOps.cpp), and in-place result type refinement.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_REFINESHAPES_REFINESHAPESINTERNAL_H
#define KILN_LIB_CONVERSION_REFINESHAPES_REFINESHAPESINTERNAL_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace kiln::refine {

/// The integer elements of a constant shape-like value (a 0-d or 1-d
/// tensor of integers or index defined by a constant), sign-extended.
std::optional<llvm::SmallVector<int64_t>> getConstantInts(mlir::Value value);

/// Evaluates `op` when all its operands are constants and its result is a
/// small statically shaped integer or boolean tensor (or a convert of such
/// a tensor to float): the shape arithmetic JAX emits between dimension
/// sizes and dynamic ops. Returns the result value, or null when `op` is
/// not foldable.
mlir::DenseElementsAttr foldSmallTensorOp(mlir::Operation *op);

/// Rewrites a dynamic_* op whose shape operands are constants into its
/// static form (dynamic_broadcast_in_dim -> broadcast_in_dim, ...), with
/// refined result types. Returns the new op, or null when `op` is not such
/// an op or its shape operands are not constants yet. Fails (after an
/// error at the op) when the constants are invalid for the op.
mlir::FailureOr<mlir::Operation *> staticizeDynamicOp(mlir::Operation *op);

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

#endif // KILN_LIB_CONVERSION_REFINESHAPES_REFINESHAPESINTERNAL_H
