//===- ScalarOpsInternal.h - helpers of the ScalarOps files -----*- C++ -*-===//
//
// Private to lib/Conversion/StablehloToLinalg: the per-class scalar emitters
// (floats, integers, complex numbers, narrow floats) that emitScalarOp
// dispatches to. Their formulas are written with ArithExpr
// (kiln/Conversion/ExprBuilder.h), which also provides intConst/floatConst.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPSINTERNAL_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPSINTERNAL_H

#include "kiln/Conversion/ExprBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

namespace kiln::lowering {

inline bool isUnsignedType(mlir::Type type) {
  auto intType = llvm::dyn_cast<mlir::IntegerType>(type);
  return intType && intType.isUnsigned();
}
inline bool isFloatType(mlir::Type type) {
  return llvm::isa<mlir::FloatType>(type);
}
inline bool isIntType(mlir::Type type) {
  return llvm::isa<mlir::IntegerType>(type);
}
/// Floats that arithmetic is done on directly (f32, f64); narrower formats
/// are computed in f32 and rounded back.
inline bool isNativeFloat(mlir::Type type) {
  return type.isF32() || type.isF64();
}

/// ArithExpr on signless integers of one type, with integer constants.
struct IntExpr : ArithExpr {
  using ArithExpr::ArithExpr;
  /// The constant `v` of `type` (sign-extended or truncated).
  mlir::Value c(int64_t v) const { return intConst(b, loc, type, v); }
  mlir::Value eq(mlir::Value x, mlir::Value y) const {
    return cmp(x, y, mlir::arith::CmpIPredicate::eq);
  }
};

/// A case of the emitters' TypeSwitch tables: StableHLO op `HloOp` becomes
/// the one op `ScalarOp` on the converted operands `args` (one or two, as
/// HloOp takes).
template <typename HloOp, typename ScalarOp>
auto oneOp(mlir::OpBuilder &b, mlir::Location loc, mlir::ValueRange args) {
  return [&b, loc, args](HloOp) -> mlir::Value {
    if constexpr (HloOp::template hasTrait<mlir::OpTrait::OneOperand>())
      return ScalarOp::create(b, loc, args[0]);
    else
      return ScalarOp::create(b, loc, args[0], args[1]);
  };
}

/// The arith.cmpi predicate comparing integers, signed or `isUnsigned`, in
/// direction `dir` (also the order of TOTALORDER's signed keys).
mlir::arith::CmpIPredicate intPredicate(stablehlo::ComparisonDirection dir,
                                        bool isUnsigned);

/// Scalar bodies of float ops on f32/f64 operands (narrower formats are
/// promoted by the caller).
mlir::Value emitFloatOp(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Operation *op, mlir::ValueRange args);
/// Scalar bodies of integer (and i1) ops; `type` is the original element
/// type, deciding signedness.
mlir::Value emitIntOp(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::Operation *op, mlir::Type type,
                      mlir::ValueRange args);
/// atan2(y, x) on float scalars, IEEE's values on two zeros included.
mlir::Value emitAtan2(mlir::OpBuilder &b, mlir::Location loc, mlir::Value y,
                      mlir::Value x);
/// x^y on f32/f64 scalars `args` = {x, y} as a call to the C library's
/// pow/powf, declared in the module of `op` (null outside a module).
mlir::Value emitLibmPow(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Operation *op, mlir::ValueRange args);
/// Float compare (FLOAT or TOTALORDER) on promoted operands.
mlir::Value emitFloatCompare(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::Operation *op, mlir::Value lhs,
                             mlir::Value rhs);
/// reduce_precision on a f32/f64 value.
mlir::Value emitReducePrecision(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::Value x, int exponentBits,
                                int mantissaBits);
/// Complex elementwise ops (operands or result complex); `resultType` is
/// the result element type.
mlir::Value emitComplexOp(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Operation *op, mlir::Type resultType,
                          mlir::ValueRange args);
/// convert with a complex source or result; `convert` converts between
/// real element types.
mlir::Value emitComplexConvert(
    mlir::OpBuilder &b, mlir::Location loc, mlir::Value value, mlir::Type from,
    mlir::Type to,
    llvm::function_ref<mlir::Value(mlir::Value, mlir::Type, mlir::Type)>
        convert);
/// The float formats narrower than 16 bits (f8, f6, f4), decoded to f32 /
/// encoded from f32 with integer arithmetic (LLVM has no such types),
/// ScalarOpsNarrowFloat.cpp.
bool isNarrowFloatType(mlir::Type type);
mlir::Value emitNarrowToF32(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value value);
mlir::Value emitF32ToNarrow(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::Type to);
/// bitcast_convert between same-width element types.
mlir::Value emitBitcast(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Value value, mlir::Type to);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_SCALAROPSINTERNAL_H
