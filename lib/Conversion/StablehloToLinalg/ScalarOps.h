//===- ScalarOps.h - scalar bodies of elementwise StableHLO ops -*- C++ -*-===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPS_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPS_H

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// Converts StableHLO's tensor types for code generation: unsigned integer
/// elements become signless integers of the same width (arith is signless;
/// signedness is carried by the ops chosen), everything else is unchanged.
class StablehloTypeConverter : public mlir::TypeConverter {
public:
  StablehloTypeConverter();
};

/// Emits the scalar computation of elementwise op `op` on converted scalar
/// operands `args`. `operandElementTypes` are the original (StableHLO)
/// element types of the operands, so that signedness is known;
/// `resultElementType` is the original result element type. Returns null
/// when the op/type combination is not lowered yet.
mlir::Value emitScalarOp(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Operation *op,
                         mlir::ArrayRef<mlir::Type> operandElementTypes,
                         mlir::Type resultElementType, mlir::ValueRange args);

/// Converts scalar `value` of original element type `from` to original
/// element type `to` with StableHLO's convert semantics.
mlir::Value emitConvert(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Value value, mlir::Type from, mlir::Type to);

/// `fn` of every element of `value` (a static tensor), as one elementwise
/// linalg.generic into a tensor of `to` elements.
mlir::Value
emitMapTensor(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
              mlir::Type to,
              llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location,
                                             mlir::Value)>
                  fn);

/// emitConvert on every element of `value`, a static tensor of original
/// element type `from` (its converted type's elements), as one elementwise
/// linalg.generic into `to`.
mlir::Value emitConvertTensor(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Value value, mlir::Type from,
                              mlir::Type to);

/// The signless type used in generated code for a StableHLO element type.
mlir::Type toCodegenElementType(mlir::Type type);

/// Bits of one element of `type`, a (converted) integer, float or complex
/// type: complex<f32> has 64.
unsigned bitWidthOfElement(mlir::Type type);

/// The bits of scalar `value` as a signless integer of its width; a complex
/// value has its real part in the low half (the order in memory, little-
/// endian, as XLA on CPU).
mlir::Value emitToBits(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Value value);

/// The inverse of emitToBits: signless integer `bits` as a value of the
/// (converted) element type `to` of the same width.
mlir::Value emitFromBits(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value bits, mlir::Type to);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPS_H
