//===- ScalarOpsNarrowFloat.cpp - the 8-, 6- and 4-bit float formats ------===//
//
// LLVM has no float types narrower than 16 bits, so values of the f8, f6
// and f4 formats are decoded to f32 and encoded from f32 with integer
// arithmetic on their bits. Encoding rounds to nearest even; values beyond
// the largest finite one become inf (formats with inf), NaN (formats with
// a NaN but no inf: the FN and FNUZ f8 formats) or the largest finite
// value of their sign (f6E2M3FN, f6E3M2FN and f4E2M1FN, which have
// neither; a NaN becomes -0 there), as XLA and ml_dtypes do.
// f8E8M0FNU, an unsigned power of two 2^(e - 127) with 0xFF for NaN, has
// its own pair: it has no zero, so zero, negative values, inf and NaN all
// encode as NaN, and a value between two powers rounds to the nearer one,
// ties upward. Every value of these formats is exact in f32, so any other
// conversion goes through f32 (f64 sources round to odd on the way, so
// nothing is rounded twice).
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;

namespace kiln::lowering {

namespace {
/// The parameters of one narrow format, from its APFloat semantics.
struct NarrowFormat {
  unsigned width;
  int mantissaBits; // stored mantissa bits
  int minExponent;  // unbiased exponent of the smallest normal
  int exponentBits;
  bool hasInf;     // IEEE-like: all-ones exponent is inf/NaN
  bool hasNaN;     // f6 and f4 formats have none
  bool hasNegZero; // false for the FNUZ formats (the sign bit alone is NaN)
  uint32_t signBit, nanBits, overflowBits, maxFiniteBits;

  explicit NarrowFormat(FloatType type) {
    const llvm::fltSemantics &sem = type.getFloatSemantics();
    width = type.getWidth();
    mantissaBits = int(llvm::APFloat::semanticsPrecision(sem)) - 1;
    minExponent = llvm::APFloat::semanticsMinExponent(sem);
    exponentBits = int(width) - 1 - mantissaBits;
    hasInf = llvm::APFloat::semanticsHasInf(sem);
    hasNaN = llvm::APFloat::semanticsHasNaN(sem);
    hasNegZero = llvm::APFloat::getZero(sem, /*Negative=*/true).isNegative();
    signBit = 1u << (width - 1);
    auto bitsOf = [](const llvm::APFloat &v) {
      return uint32_t(v.bitcastToAPInt().getZExtValue());
    };
    maxFiniteBits = bitsOf(llvm::APFloat::getLargest(sem));
    nanBits = hasNaN ? bitsOf(llvm::APFloat::getQNaN(sem)) : signBit;
    overflowBits = hasInf   ? bitsOf(llvm::APFloat::getInf(sem))
                   : hasNaN ? nanBits
                            : maxFiniteBits;
  }
};

/// 2^k as an f32, for the i32 k in the normal range, from its bits.
Value pow2(const IntExpr &ib, Value k) {
  return arith::BitcastOp::create(
      ib.b, ib.loc, ib.b.getF32Type(),
      ib.bin<arith::ShLIOp>(ib.add(k, ib.c(127)), ib.c(23)));
}

/// The bits of narrow float `value`, zero-extended to i32.
Value bitsOf(const IntExpr &ib, Value value) {
  unsigned width = cast<FloatType>(value.getType()).getWidth();
  Value raw =
      arith::BitcastOp::create(ib.b, ib.loc, ib.b.getIntegerType(width), value);
  return arith::ExtUIOp::create(ib.b, ib.loc, ib.type, raw);
}

/// The narrow float of type `to` whose bits are the low bits of i32 `bits`.
Value fromBits(const IntExpr &ib, Value bits, Type to) {
  unsigned width = cast<FloatType>(to).getWidth();
  Value raw =
      arith::TruncIOp::create(ib.b, ib.loc, ib.b.getIntegerType(width), bits);
  return arith::BitcastOp::create(ib.b, ib.loc, to, raw);
}

/// f8E8M0FNU to f32: 2^(e - 127), e = 0 being the f32 subnormal 2^-127.
Value e8m0ToF32(OpBuilder &b, Location loc, Value value) {
  IntExpr ib(b, loc, b.getI32Type());
  Value e = bitsOf(ib, value);
  Value normal = ib.bin<arith::ShLIOp>(e, ib.c(23));
  Value bits = ib.select(ib.eq(e, ib.c(0)), ib.c(0x00400000), normal);
  Value result = arith::BitcastOp::create(b, loc, b.getF32Type(), bits);
  Value nan = floatConst(b, loc, b.getF32Type(),
                         std::numeric_limits<double>::quiet_NaN());
  return ib.select(ib.eq(e, ib.c(0xff)), nan, result);
}

/// f32 to f8E8M0FNU: the power of two nearer to x (ties upward, so a
/// significand of 1.5 or more goes up), 2^-127 for anything smaller down
/// to the subnormals, NaN for x <= 0, inf, NaN and beyond 2^127.
Value f32ToE8m0(OpBuilder &b, Location loc, Value x, Type to) {
  IntExpr ib(b, loc, b.getI32Type());
  Value bits = arith::BitcastOp::create(b, loc, ib.type, x);
  Value field = ib.bin<arith::ShRUIOp>(bits, ib.c(23));
  Value mant = ib.bitAnd(bits, ib.c(0x7fffff));
  Value up = arith::ExtUIOp::create(
      b, loc, ib.type, ib.cmp(mant, ib.c(0x400000), arith::CmpIPredicate::uge));
  Value normal = ib.add(field, up);
  // An f32 subnormal is m 2^-149: 2^-126 from 1.5 2^-127 = 3 2^-128 on.
  Value subnormal = arith::ExtUIOp::create(
      b, loc, ib.type, ib.cmp(mant, ib.c(3 << 21), arith::CmpIPredicate::uge));
  Value e = ib.select(ib.eq(field, ib.c(0)), subnormal, normal);
  // Negative values (the sign bit makes field exceed 255) and overflow.
  Value invalid = ib.cmp(e, ib.c(0xff), arith::CmpIPredicate::uge);
  Value notPositive = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::ULE, x, floatConst(b, loc, x.getType(), 0));
  e = ib.select(ib.bitOr(invalid, notPositive), ib.c(0xff), e);
  return fromBits(ib, e, to);
}
} // namespace

bool isNarrowFloatType(Type type) {
  return isFloatType(type) && type.getIntOrFloatBitWidth() < 16;
}

Value emitNarrowToF32(OpBuilder &b, Location loc, Value value) {
  auto type = cast<FloatType>(value.getType());
  if (isa<Float8E8M0FNUType>(type))
    return e8m0ToF32(b, loc, value);
  NarrowFormat f(type);
  IntExpr ib(b, loc, b.getI32Type());
  Type f32 = b.getF32Type();
  Value bits = bitsOf(ib, value);
  Value mag = ib.bitAnd(bits, ib.c(f.signBit - 1));
  Value field = ib.bin<arith::ShRUIOp>(mag, ib.c(f.mantissaBits));
  Value mant = ib.bitAnd(mag, ib.c((1 << f.mantissaBits) - 1));
  Value isSubnormal = ib.cmp(field, ib.c(0), arith::CmpIPredicate::eq);
  // value = significand * 2^(max(field, 1) - 1 + minExponent - mantissaBits)
  Value significand =
      ib.select(isSubnormal, mant, ib.add(mant, ib.c(1 << f.mantissaBits)));
  Value exponent = ib.add(ib.select(isSubnormal, ib.c(1), field),
                          ib.c(f.minExponent - 1 - f.mantissaBits));
  Value magnitude = arith::MulFOp::create(
      b, loc, arith::UIToFPOp::create(b, loc, f32, significand),
      pow2(ib, exponent));
  Value negative = ib.cmp(ib.bitAnd(bits, ib.c(f.signBit)), ib.c(0),
                          arith::CmpIPredicate::ne);
  Value result =
      ib.select(negative, arith::NegFOp::create(b, loc, magnitude), magnitude);
  if (!f.hasNaN)
    return result;
  Value nan = floatConst(b, loc, f32, std::numeric_limits<double>::quiet_NaN());
  if (f.hasInf) {
    Value special = ib.cmp(field, ib.c((1 << f.exponentBits) - 1),
                           arith::CmpIPredicate::eq);
    Value inf =
        floatConst(b, loc, f32, std::numeric_limits<double>::infinity());
    Value signedInf =
        ib.select(negative, arith::NegFOp::create(b, loc, inf), inf);
    Value isInf = ib.cmp(mant, ib.c(0), arith::CmpIPredicate::eq);
    return ib.select(special, ib.select(isInf, signedInf, nan), result);
  }
  Value isNaN = f.hasNegZero ? ib.eq(mag, ib.c(f.signBit - 1))
                             : ib.eq(bits, ib.c(f.nanBits));
  return ib.select(isNaN, nan, result);
}

Value emitF32ToNarrow(OpBuilder &b, Location loc, Value x, Type to) {
  if (isa<Float8E8M0FNUType>(to))
    return f32ToE8m0(b, loc, x, to);
  NarrowFormat f(cast<FloatType>(to));
  IntExpr ib(b, loc, b.getI32Type());
  Type f32 = b.getF32Type();
  Value xBits = arith::BitcastOp::create(b, loc, ib.type, x);
  Value negative = ib.cmp(ib.bitAnd(xBits, ib.c(0x80000000)), ib.c(0),
                          arith::CmpIPredicate::ne);
  Value absBits = ib.bitAnd(xBits, ib.c(0x7fffffff));
  Value a = arith::BitcastOp::create(b, loc, f32, absBits);
  // The binade of |x|, no lower than the smallest normal one (subnormals
  // share its spacing); above 2^30 everything overflows anyway.
  Value e = arith::SubIOp::create(
      b, loc, ib.bin<arith::ShRUIOp>(absBits, ib.c(23)), ib.c(127));
  e = arith::MaxSIOp::create(b, loc, e, ib.c(f.minExponent));
  e = arith::MinSIOp::create(b, loc, e, ib.c(30));
  // |x| in units of the last mantissa bit: exact (a power-of-two scale),
  // below 2^(mantissaBits + 1); round it to nearest even.
  Value scaled = arith::MulFOp::create(
      b, loc, a,
      pow2(ib, arith::SubIOp::create(b, loc, ib.c(f.mantissaBits), e)));
  scaled = arith::MinimumFOp::create(
      b, loc, scaled,
      floatConst(b, loc, f32, double(1 << (f.mantissaBits + 2))));
  Value t = arith::FPToSIOp::create(b, loc, ib.type, scaled);
  Value frac = arith::SubFOp::create(b, loc, scaled,
                                     arith::SIToFPOp::create(b, loc, f32, t));
  Value half = floatConst(b, loc, f32, 0.5);
  Value odd = ib.cmp(ib.bitAnd(t, ib.c(1)), ib.c(0), arith::CmpIPredicate::ne);
  Value up = arith::OrIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, frac, half),
      arith::AndIOp::create(
          b, loc,
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, frac, half),
          odd));
  Value r = ib.add(t, arith::ExtUIOp::create(b, loc, ib.type, up));
  // The significand carries the implicit bit, so adding it to the binade's
  // offset gives the encoding, carries into the next binade included.
  Value mag = ib.add(ib.bin<arith::ShLIOp>(
                         arith::SubIOp::create(b, loc, e, ib.c(f.minExponent)),
                         ib.c(f.mantissaBits)),
                     r);
  Value overflow =
      ib.cmp(mag, ib.c(f.maxFiniteBits), arith::CmpIPredicate::ugt);
  Value sign = ib.select(negative, ib.c(f.signBit), ib.c(0));
  Value signBit = sign;
  if (!f.hasNegZero)
    signBit = ib.select(ib.eq(mag, ib.c(0)), ib.c(0), signBit);
  Value result = ib.bitOr(mag, signBit);
  Value overflowBits = ib.c(f.overflowBits);
  if (f.hasInf || f.hasNegZero)
    overflowBits = ib.bitOr(overflowBits, sign);
  result = ib.select(overflow, overflowBits, result);
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value nanBits = ib.c(f.nanBits);
  if (f.hasNaN && f.hasNegZero)
    nanBits = ib.bitOr(nanBits, signBit);
  result = ib.select(isNaN, nanBits, result);
  return fromBits(ib, result, to);
}

} // namespace kiln::lowering
