//===- StablehloElementwiseUtils.h - elementwise type helpers --*- C++ -*-===//
//
// Element-type helpers the elementwise family's verifiers and type inference
// share. Type compatibility (shapes with `?` and bounds, baseline element
// types) is the one of every op, in StablehloTypeUtils.h.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

namespace kiln::stablehlo::elementwise {

/// `tensor` with its element type replaced, keeping shape and encoding.
mlir::RankedTensorType withElementType(mlir::Type tensor, mlir::Type element);

/// The part type of a complex element type; other types are returned as is.
mlir::Type getComplexPartOrSelf(mlir::Type element);

/// The number of bits of an element type; quantized types count their
/// storage type and complex types both parts.
int64_t getElementBitWidth(mlir::Type element);

} // namespace kiln::stablehlo::elementwise

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOELEMENTWISEUTILS_H
