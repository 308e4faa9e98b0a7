//===- ScalarOpsF8.cpp - conversions to and from 8-bit floats -------------===//
//
// LLVM has no 8-bit float types, so values of the f8 formats are decoded to
// f32 and encoded from f32 with integer arithmetic on their bits. Encoding
// rounds to nearest even; values beyond the largest finite one become inf
// (formats with inf) or NaN (the FN and FNUZ formats, which have none), as
// XLA does. Every f8 value is exact in f32, so any other conversion goes
// through f32 (f64 sources round to odd on the way, so nothing is rounded
// twice).
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;

namespace kiln::lowering {

namespace {
/// The parameters of one f8 format, from its APFloat semantics.
struct F8Format {
  int mantissaBits; // stored mantissa bits
  int minExponent;  // unbiased exponent of the smallest normal
  int exponentBits;
  bool hasInf;     // IEEE-like: all-ones exponent is inf/NaN
  bool hasNegZero; // false for the FNUZ formats (0x80 is NaN)
  uint32_t nanBits, overflowBits, maxFiniteBits;

  explicit F8Format(FloatType type) {
    const llvm::fltSemantics &sem = type.getFloatSemantics();
    mantissaBits = int(llvm::APFloat::semanticsPrecision(sem)) - 1;
    minExponent = llvm::APFloat::semanticsMinExponent(sem);
    exponentBits = 7 - mantissaBits;
    hasInf = llvm::APFloat::semanticsHasInf(sem);
    hasNegZero = llvm::APFloat::getZero(sem, /*Negative=*/true).isNegative();
    nanBits = llvm::APFloat::getQNaN(sem).bitcastToAPInt().getZExtValue();
    overflowBits =
        hasInf ? llvm::APFloat::getInf(sem).bitcastToAPInt().getZExtValue()
               : nanBits;
    maxFiniteBits =
        llvm::APFloat::getLargest(sem).bitcastToAPInt().getZExtValue();
  }
};

/// 2^k as an f32, for the i32 k in the normal range, from its bits.
Value pow2(const IntExpr &ib, Value k) {
  return arith::BitcastOp::create(
      ib.b, ib.loc, ib.b.getF32Type(),
      ib.bin<arith::ShLIOp>(ib.add(k, ib.c(127)), ib.c(23)));
}
} // namespace

bool isF8Type(Type type) {
  return isFloatType(type) && type.getIntOrFloatBitWidth() == 8;
}

Value emitF8ToF32(OpBuilder &b, Location loc, Value value) {
  F8Format f(cast<FloatType>(value.getType()));
  IntExpr ib(b, loc, b.getI32Type());
  Type f32 = b.getF32Type();
  Value byte = arith::BitcastOp::create(b, loc, b.getI8Type(), value);
  Value bits = arith::ExtUIOp::create(b, loc, ib.type, byte);
  Value mag = ib.bitAnd(bits, ib.c(0x7f));
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
  Value negative =
      ib.cmp(ib.bitAnd(bits, ib.c(0x80)), ib.c(0), arith::CmpIPredicate::ne);
  Value result =
      ib.select(negative, arith::NegFOp::create(b, loc, magnitude), magnitude);
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
  Value isNaN = f.hasNegZero
                    ? ib.cmp(mag, ib.c(0x7f), arith::CmpIPredicate::eq)
                    : ib.cmp(bits, ib.c(f.nanBits), arith::CmpIPredicate::eq);
  return ib.select(isNaN, nan, result);
}

Value emitF32ToF8(OpBuilder &b, Location loc, Value x, Type to) {
  F8Format f(cast<FloatType>(to));
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
  Value signBit = ib.select(negative, ib.c(0x80), ib.c(0));
  if (!f.hasNegZero)
    signBit = ib.select(ib.cmp(mag, ib.c(0), arith::CmpIPredicate::eq), ib.c(0),
                        signBit);
  Value result = ib.bitOr(mag, signBit);
  Value overflowBits = ib.c(f.overflowBits);
  if (f.hasInf || f.hasNegZero)
    overflowBits =
        ib.bitOr(overflowBits, ib.select(negative, ib.c(0x80), ib.c(0)));
  result = ib.select(overflow, overflowBits, result);
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  result = ib.select(
      isNaN, ib.bitOr(ib.c(f.nanBits), f.hasNegZero ? signBit : ib.c(0)),
      result);
  Value byte = arith::TruncIOp::create(b, loc, b.getI8Type(), result);
  return arith::BitcastOp::create(b, loc, to, byte);
}

} // namespace kiln::lowering
