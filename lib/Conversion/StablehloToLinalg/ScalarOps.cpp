//===- ScalarOps.cpp - scalar bodies of elementwise StableHLO ops ---------===//
//
// The per-element computation of each elementwise StableHLO op, as arith and
// math ops on signless scalars. Signedness comes from the original StableHLO
// element types. This file dispatches by element type class (floats in
// ScalarOpsFloat.cpp, integers in ScalarOpsInt.cpp) and holds convert,
// bitcast_convert, select and integer compare.
//
//===----------------------------------------------------------------------===//

#include "ScalarOps.h"
#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

Type toCodegenElementType(Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return IntegerType::get(type.getContext(), intType.getWidth());
  return type;
}

StablehloTypeConverter::StablehloTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](RankedTensorType type) -> Type {
    // Uniform quantized elements become their (signless) storage integers.
    if (auto quantType =
            llvm::dyn_cast<quant::QuantizedType>(type.getElementType()))
      return RankedTensorType::get(
          type.getShape(),
          IntegerType::get(type.getContext(),
                           quantType.getStorageTypeIntegralWidth()));
    return RankedTensorType::get(type.getShape(),
                                 toCodegenElementType(type.getElementType()));
  });
}

namespace {

/// Float to integer: truncates toward zero, saturates out-of-range values
/// (and infinities) to the integer type's range, NaN gives 0 (what XLA
/// does; the spec leaves it to the implementation).
Value emitFloatToInt(OpBuilder &b, Location loc, Value value, Type from,
                     Type to) {
  if (!isNativeFloat(from)) {
    value = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    from = b.getF32Type();
  }
  unsigned width = to.getIntOrFloatBitWidth();
  Type target = b.getIntegerType(width);
  bool isUnsigned = isUnsignedType(to);
  auto cmp = [&](arith::CmpFPredicate p, double bound) {
    return arith::CmpFOp::create(b, loc, p, value,
                                 floatConst(b, loc, from, bound));
  };
  auto sel = [&](Value cond, const llvm::APInt &v, Value other) -> Value {
    return arith::SelectOp::create(b, loc, cond, intConst(b, loc, target, v),
                                   other);
  };
  Value result;
  if (isUnsigned) {
    result = arith::FPToUIOp::create(b, loc, target, value);
    result = sel(cmp(arith::CmpFPredicate::OGE, std::ldexp(1.0, width)),
                 llvm::APInt::getMaxValue(width), result);
    result = sel(cmp(arith::CmpFPredicate::OLT, 0.0),
                 llvm::APInt::getZero(width), result);
  } else {
    result = arith::FPToSIOp::create(b, loc, target, value);
    result = sel(cmp(arith::CmpFPredicate::OGE, std::ldexp(1.0, width - 1)),
                 llvm::APInt::getSignedMaxValue(width), result);
    result = sel(cmp(arith::CmpFPredicate::OLT, -std::ldexp(1.0, width - 1)),
                 llvm::APInt::getSignedMinValue(width), result);
  }
  Value nan =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
  return sel(nan, llvm::APInt::getZero(width), result);
}

/// Whether LLVM converts to/from this float type directly (the 16-bit
/// formats and wider); narrower formats go through f32.
bool isLLVMFloat(Type type) {
  return isFloatType(type) && type.getIntOrFloatBitWidth() >= 16;
}

/// f64 to f32 rounding to odd (truncate toward zero, then set the last bit
/// if anything was cut off): rounding that to bf16 to nearest even gives the
/// correctly rounded bf16 of the f64 (no double rounding).
Value emitTruncToF32RoundToOdd(OpBuilder &b, Location loc, Value x) {
  Type f32 = b.getF32Type();
  Type i32 = b.getI32Type();
  Value t = arith::TruncFOp::create(b, loc, f32, x);
  Value back = arith::ExtFOp::create(b, loc, b.getF64Type(), t);
  Value inexact =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, back, x);
  Value roundedAway = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT,
                                            math::AbsFOp::create(b, loc, back),
                                            math::AbsFOp::create(b, loc, x));
  Value bits = arith::BitcastOp::create(b, loc, i32, t);
  Value truncated = arith::SelectOp::create(
      b, loc, roundedAway,
      arith::SubIOp::create(b, loc, bits, intConst(b, loc, i32, 1)), bits);
  Value odd = arith::OrIOp::create(b, loc, truncated, intConst(b, loc, i32, 1));
  Value result = arith::SelectOp::create(b, loc, inexact, odd, bits);
  return arith::BitcastOp::create(b, loc, f32, result);
}

} // namespace

Value emitConvert(OpBuilder &b, Location loc, Value value, Type from, Type to) {
  Type target = toCodegenElementType(to);
  if (from == to)
    return value;
  if (isa<ComplexType>(from) || isa<ComplexType>(to))
    return emitComplexConvert(
        b, loc, value, from, to,
        [&](Value v, Type f, Type t) { return emitConvert(b, loc, v, f, t); });
  // Floats narrower than 16 bits go through f32 (exact for all of them).
  if (isNarrowFloatType(from) && !isNarrowFloatType(to))
    return emitConvert(b, loc, emitNarrowToF32(b, loc, value), b.getF32Type(),
                       to);
  if (isNarrowFloatType(to) && isFloatType(from)) {
    if (from.isF64())
      value = emitTruncToF32RoundToOdd(b, loc, value);
    else if (isNarrowFloatType(from))
      value = emitNarrowToF32(b, loc, value);
    else if (!from.isF32())
      value = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return emitF32ToNarrow(b, loc, value, to);
  }
  // To i1: compare with zero (spec: convert to boolean is `x != 0`).
  if (to.isInteger(1)) {
    Value zero = arith::ConstantOp::create(b, loc, value.getType(),
                                           b.getZeroAttr(value.getType()));
    if (isFloatType(from))
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, value,
                                   zero);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value, zero);
  }
  if (isIntType(from) && isIntType(to)) {
    unsigned fromWidth = from.getIntOrFloatBitWidth();
    unsigned toWidth = to.getIntOrFloatBitWidth();
    if (fromWidth == toWidth)
      return value;
    if (fromWidth > toWidth)
      return arith::TruncIOp::create(b, loc, target, value);
    // i1 and unsigned sources zero-extend.
    if (isUnsignedType(from) || from.isInteger(1))
      return arith::ExtUIOp::create(b, loc, target, value);
    return arith::ExtSIOp::create(b, loc, target, value);
  }
  if (isIntType(from) && isFloatType(to)) {
    Type via = isLLVMFloat(to) ? target : b.getF32Type();
    Value result;
    if (isUnsignedType(from) || from.isInteger(1))
      result = arith::UIToFPOp::create(b, loc, via, value);
    else
      result = arith::SIToFPOp::create(b, loc, via, value);
    return via == target ? result : emitConvert(b, loc, result, via, to);
  }
  if (isFloatType(from) && isIntType(to))
    return emitFloatToInt(b, loc, value, from, to);
  if (isFloatType(from) && isFloatType(to)) {
    unsigned fromWidth = from.getIntOrFloatBitWidth();
    unsigned toWidth = to.getIntOrFloatBitWidth();
    if (fromWidth == toWidth) {
      // Same width, different format: go through f32 (exact).
      Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
      return arith::TruncFOp::create(b, loc, target, wide);
    }
    if (fromWidth < toWidth)
      return arith::ExtFOp::create(b, loc, target, value);
    if (from.isF64() && to.isBF16())
      return arith::TruncFOp::create(b, loc, target,
                                     emitTruncToF32RoundToOdd(b, loc, value));
    return arith::TruncFOp::create(b, loc, target, value);
  }
  return {};
}

Value emitMapTensor(
    OpBuilder &b, Location loc, Value value, Type to,
    llvm::function_ref<Value(OpBuilder &, Location, Value)> fn) {
  auto type = llvm::cast<RankedTensorType>(value.getType());
  int64_t rank = type.getRank();
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), to);
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type.clone(to)}, ValueRange{value},
             ValueRange{init}, maps, iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               linalg::YieldOp::create(nb, l, fn(nb, l, args[0]));
             })
      .getResult(0);
}

Value emitConvertTensor(OpBuilder &b, Location loc, Value value, Type from,
                        Type to) {
  return emitMapTensor(b, loc, value, to,
                       [&](OpBuilder &nb, Location l, Value x) {
                         return emitConvert(nb, l, x, from, to);
                       });
}

unsigned bitWidthOfElement(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  return type.getIntOrFloatBitWidth();
}

Value emitToBits(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  Type bits = b.getIntegerType(bitWidthOfElement(type));
  if (type == bits)
    return value;
  auto complex = dyn_cast<ComplexType>(type);
  if (!complex)
    return arith::BitcastOp::create(b, loc, bits, value);
  // The real part is stored first, so it is the low half.
  unsigned half = complex.getElementType().getIntOrFloatBitWidth();
  auto part = [&](Value v) -> Value {
    Value raw = arith::BitcastOp::create(b, loc, b.getIntegerType(half), v);
    return arith::ExtUIOp::create(b, loc, bits, raw);
  };
  Value re = part(complex::ReOp::create(b, loc, value));
  Value im = part(complex::ImOp::create(b, loc, value));
  Value high =
      arith::ShLIOp::create(b, loc, im, intConst(b, loc, bits, int64_t(half)));
  return arith::OrIOp::create(b, loc, high, re);
}

Value emitFromBits(OpBuilder &b, Location loc, Value bits, Type to) {
  if (bits.getType() == to)
    return bits;
  auto complex = dyn_cast<ComplexType>(to);
  if (!complex)
    return arith::BitcastOp::create(b, loc, to, bits);
  Type partType = complex.getElementType();
  unsigned half = partType.getIntOrFloatBitWidth();
  Type halfBits = b.getIntegerType(half);
  auto part = [&](Value v) -> Value {
    return arith::BitcastOp::create(
        b, loc, partType, arith::TruncIOp::create(b, loc, halfBits, v));
  };
  Value re = part(bits);
  Value im = part(arith::ShRUIOp::create(
      b, loc, bits, intConst(b, loc, bits.getType(), int64_t(half))));
  return complex::CreateOp::create(b, loc, complex, re, im);
}

Value emitBitcast(OpBuilder &b, Location loc, Value value, Type to) {
  if (value.getType() == to)
    return value;
  if (isa<ComplexType>(value.getType()) || isa<ComplexType>(to))
    return emitFromBits(b, loc, emitToBits(b, loc, value), to);
  return arith::BitcastOp::create(b, loc, to, value);
}

arith::CmpIPredicate intPredicate(hlo::ComparisonDirection dir,
                                  bool isUnsigned) {
  using Pred = arith::CmpIPredicate;
  switch (dir) {
  case hlo::ComparisonDirection::EQ:
    return Pred::eq;
  case hlo::ComparisonDirection::NE:
    return Pred::ne;
  case hlo::ComparisonDirection::GE:
    return isUnsigned ? Pred::uge : Pred::sge;
  case hlo::ComparisonDirection::GT:
    return isUnsigned ? Pred::ugt : Pred::sgt;
  case hlo::ComparisonDirection::LE:
    return isUnsigned ? Pred::ule : Pred::sle;
  case hlo::ComparisonDirection::LT:
    return isUnsigned ? Pred::ult : Pred::slt;
  }
  llvm_unreachable("unknown comparison direction");
}

namespace {

Value emitIntCompare(OpBuilder &b, Location loc, hlo::CompareOp op,
                     Type elementType, Value lhs, Value rhs) {
  bool isUnsignedCmp = isUnsignedType(elementType) || elementType.isInteger(1);
  if (auto type = op.getCompareType()) {
    if (*type == hlo::ComparisonType::UNSIGNED)
      isUnsignedCmp = true;
    else if (*type == hlo::ComparisonType::SIGNED)
      isUnsignedCmp = false;
  }
  return arith::CmpIOp::create(
      b, loc, intPredicate(op.getComparisonDirection(), isUnsignedCmp), lhs,
      rhs);
}

} // namespace

Value emitScalarOp(OpBuilder &b, Location loc, Operation *op,
                   ArrayRef<Type> operandTypes, Type resultType,
                   ValueRange args) {
  if (isa<hlo::ConvertOp>(op))
    return emitConvert(b, loc, args[0], operandTypes[0], resultType);
  if (isa<hlo::BitcastConvertOp>(op))
    return emitBitcast(b, loc, args[0], toCodegenElementType(resultType));
  if (isa<hlo::SelectOp>(op))
    return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
  // reduce_precision works on the bits of the operand's own format.
  if (auto rp = dyn_cast<hlo::ReducePrecisionOp>(op)) {
    int exponentBits = rp.getExponentBits(),
        mantissaBits = rp.getMantissaBits();
    if (!isNarrowFloatType(resultType))
      return emitReducePrecision(b, loc, args[0], exponentBits, mantissaBits);
    // Narrower formats: on the exact f16 value (f8E8M0FNU, beyond f16's
    // range: f32), then back, as XLA computes them. f16 has as many
    // exponent bits as the widest of them (5), so their subnormals stay
    // subnormals there, which f32 would round as normal numbers.
    Type wide = isa<Float8E8M0FNUType>(resultType) ? Type(b.getF32Type())
                                                   : Type(b.getF16Type());
    Value value = emitConvert(b, loc, args[0], resultType, wide);
    value = emitReducePrecision(b, loc, value, exponentBits, mantissaBits);
    return emitConvert(b, loc, value, wide, resultType);
  }
  if (llvm::any_of(operandTypes,
                   [](Type type) { return isa<ComplexType>(type); }) ||
      isa<ComplexType>(resultType))
    return emitComplexOp(b, loc, op, resultType, args);
  // Clamp's operand 0 may be a broadcast scalar; all share one type.
  Type t = operandTypes.empty() ? resultType : operandTypes.back();
  if (isFloatType(t) && isNarrowFloatType(t))
    if (auto cmp = dyn_cast<hlo::CompareOp>(op))
      if (cmp.getCompareType() &&
          *cmp.getCompareType() == hlo::ComparisonType::TOTALORDER)
        // On the format's own bits: its NaNs have no f32 counterpart with
        // the same sign.
        return emitFloatCompare(b, loc, op, args[0], args[1]);
  if (isFloatType(t)) {
    // Narrow formats: compute in f32, round the result back.
    SmallVector<Value> wide(args.begin(), args.end());
    Type f32 = b.getF32Type();
    if (!isNativeFloat(t))
      for (Value &v : wide)
        v = emitConvert(b, loc, v, t, f32);
    if (isa<hlo::CompareOp>(op))
      return emitFloatCompare(b, loc, op, wide[0], wide[1]);
    Value result = emitFloatOp(b, loc, op, wide);
    if (!result || isNativeFloat(t) || !isFloatType(result.getType()))
      return result;
    return emitConvert(b, loc, result, f32, t);
  }
  if (isIntType(t)) {
    if (auto cmp = dyn_cast<hlo::CompareOp>(op))
      return emitIntCompare(b, loc, cmp, t, args[0], args[1]);
    return emitIntOp(b, loc, op, t, args);
  }
  return {};
}

} // namespace kiln::lowering
