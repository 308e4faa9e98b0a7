//===- StablehloElementwiseUtils.h - elementwise type rules ----*- C++ -*-===//
//
// Type comparisons the elementwise family's verifiers and type inference
// share: shape compatibility that honours `?` dimensions and bounds, and the
// spec's baseline types, which ignore quantization scales and zero points.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

namespace kiln::stablehlo::elementwise {

/// The bounds of a tensor type's dynamic dimensions, from a
/// `#stablehlo.bounds<...>` or `#stablehlo.type_extensions<...>` encoding;
/// empty when the type has none.
llvm::ArrayRef<int64_t> getBounds(mlir::RankedTensorType type);

/// Whether dimension `i` of `a` and `b` may denote the same size: equal,
/// or one of them `?` (a static size must then fit the other's bound).
bool isCompatibleDim(mlir::RankedTensorType a, mlir::RankedTensorType b,
                     int64_t dimA, int64_t dimB);

/// Same rank and compatible dimensions.
bool isCompatibleShape(mlir::Type a, mlir::Type b);

/// The spec's baseline_element_type equality: equal types, or quantized types
/// that differ only in scales and zero points.
bool isSameBaselineElementType(mlir::Type a, mlir::Type b);

/// Compatible shapes and the same baseline element type.
bool isCompatibleBaselineType(mlir::Type a, mlir::Type b);
bool isCompatibleBaselineTypes(mlir::TypeRange a, mlir::TypeRange b);

/// `tensor` with its element type replaced, keeping shape and encoding.
mlir::RankedTensorType withElementType(mlir::Type tensor, mlir::Type element);

/// The part type of a complex element type; other types are returned as is.
mlir::Type getComplexPartOrSelf(mlir::Type element);

/// The number of bits of an element type; quantized types count their
/// storage type and complex types both parts.
int64_t getElementBitWidth(mlir::Type element);

} // namespace kiln::stablehlo::elementwise

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H
