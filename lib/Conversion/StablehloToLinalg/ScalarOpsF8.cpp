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

namespace kiln::lowering::detail {

namespace {
/// The parameters of one f8 format, from its APFloat semantics.
struct F8Format {
  int mantissaBits;      // stored mantissa bits
  int minExponent;       // unbiased exponent of the smallest normal
  int exponentBits;
  bool hasInf;           // IEEE-like: all-ones exponent is inf/NaN
  bool hasNegZero;       // false for the FNUZ formats (0x80 is NaN)
  uint32_t nanBits, overflowBits, maxFiniteBits;

  explicit F8Format(FloatType type) {
    const llvm::fltSemantics &sem = type.getFloatSemantics();
    mantissaBits = int(llvm::APFloat::semanticsPrecision(sem)) - 1;
    minExponent = llvm::APFloat::semanticsMinExponent(sem);
    exponentBits = 7 - mantissaBits;
    hasInf = llvm::APFloat::semanticsHasInf(sem);
    hasNegZero = llvm::APFloat::getZero(sem, /*Negative=*/true).isNegative();
    nanBits = llvm::APFloat::getQNaN(sem).bitcastToAPInt().getZExtValue();
    overflowBits = hasInf
                       ? llvm::APFloat::getInf(sem).bitcastToAPInt().getZExtValue()
                       : nanBits;
    maxFiniteBits =
        llvm::APFloat::getLargest(sem).bitcastToAPInt().getZExtValue();
  }
};

struct I32Builder {
  OpBuilder &b;
  Location loc;
  Type i32;
  Value c(int64_t v) { return intConst(b, loc, i32, v); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value shl(Value x, Value y) { return arith::ShLIOp::create(b, loc, x, y); }
  Value shr(Value x, Value y) { return arith::ShRUIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value sel(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// 2^k as an f32, for k in the normal range, from its bits.
  Value pow2(Value k) {
    return arith::BitcastOp::create(b, loc, b.getF32Type(),
                                    shl(add(k, c(127)), c(23)));
  }
};
} // namespace

bool isF8Type(Type type) {
  return isFloatType(type) && type.getIntOrFloatBitWidth() == 8;
}

Value emitF8ToF32(OpBuilder &b, Location loc, Value value) {
  F8Format f(cast<FloatType>(value.getType()));
  I32Builder ib{b, loc, b.getI32Type()};
  Type f32 = b.getF32Type();
  Value byte = arith::BitcastOp::create(b, loc, b.getI8Type(), value);
  Value bits = arith::ExtUIOp::create(b, loc, ib.i32, byte);
  Value mag = ib.andI(bits, ib.c(0x7f));
  Value field = ib.shr(mag, ib.c(f.mantissaBits));
  Value mant = ib.andI(mag, ib.c((1 << f.mantissaBits) - 1));
  Value isSubnormal = ib.cmp(arith::CmpIPredicate::eq, field, ib.c(0));
  // value = significand * 2^(max(field, 1) - 1 + minExponent - mantissaBits)
  Value significand =
      ib.sel(isSubnormal, mant, ib.add(mant, ib.c(1 << f.mantissaBits)));
  Value exponent = ib.add(ib.sel(isSubnormal, ib.c(1), field),
                          ib.c(f.minExponent - 1 - f.mantissaBits));
  Value magnitude = arith::MulFOp::create(
      b, loc, arith::UIToFPOp::create(b, loc, f32, significand),
      ib.pow2(exponent));
  Value negative = ib.cmp(arith::CmpIPredicate::ne,
                          ib.andI(bits, ib.c(0x80)), ib.c(0));
  Value result =
      ib.sel(negative, arith::NegFOp::create(b, loc, magnitude), magnitude);
  Value nan = floatConst(b, loc, f32, std::numeric_limits<double>::quiet_NaN());
  if (f.hasInf) {
    Value special = ib.cmp(arith::CmpIPredicate::eq, field,
                           ib.c((1 << f.exponentBits) - 1));
    Value inf = floatConst(b, loc, f32, std::numeric_limits<double>::infinity());
    Value signedInf = ib.sel(negative, arith::NegFOp::create(b, loc, inf), inf);
    Value isInf = ib.cmp(arith::CmpIPredicate::eq, mant, ib.c(0));
    return ib.sel(special, ib.sel(isInf, signedInf, nan), result);
  }
  Value isNaN = f.hasNegZero ? ib.cmp(arith::CmpIPredicate::eq, mag, ib.c(0x7f))
                             : ib.cmp(arith::CmpIPredicate::eq, bits,
                                      ib.c(f.nanBits));
  return ib.sel(isNaN, nan, result);
}

Value emitF32ToF8(OpBuilder &b, Location loc, Value x, Type to) {
  F8Format f(cast<FloatType>(to));
  I32Builder ib{b, loc, b.getI32Type()};
  Type f32 = b.getF32Type();
  Value xBits = arith::BitcastOp::create(b, loc, ib.i32, x);
  Value negative = ib.cmp(arith::CmpIPredicate::ne,
                          ib.andI(xBits, ib.c(0x80000000)), ib.c(0));
  Value absBits = ib.andI(xBits, ib.c(0x7fffffff));
  Value a = arith::BitcastOp::create(b, loc, f32, absBits);
  // The binade of |x|, no lower than the smallest normal one (subnormals
  // share its spacing); above 2^30 everything overflows anyway.
  Value e = arith::SubIOp::create(b, loc, ib.shr(absBits, ib.c(23)), ib.c(127));
  e = arith::MaxSIOp::create(b, loc, e, ib.c(f.minExponent));
  e = arith::MinSIOp::create(b, loc, e, ib.c(30));
  // |x| in units of the last mantissa bit: exact (a power-of-two scale),
  // below 2^(mantissaBits + 1); round it to nearest even.
  Value scaled = arith::MulFOp::create(
      b, loc, a,
      ib.pow2(arith::SubIOp::create(b, loc, ib.c(f.mantissaBits), e)));
  scaled = arith::MinimumFOp::create(
      b, loc, scaled,
      floatConst(b, loc, f32, double(1 << (f.mantissaBits + 2))));
  Value t = arith::FPToSIOp::create(b, loc, ib.i32, scaled);
  Value frac = arith::SubFOp::create(b, loc, scaled,
                                     arith::SIToFPOp::create(b, loc, f32, t));
  Value half = floatConst(b, loc, f32, 0.5);
  Value odd = ib.cmp(arith::CmpIPredicate::ne, ib.andI(t, ib.c(1)), ib.c(0));
  Value up = arith::OrIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, frac, half),
      arith::AndIOp::create(
          b, loc,
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, frac, half),
          odd));
  Value r = ib.add(t, arith::ExtUIOp::create(b, loc, ib.i32, up));
  // The significand carries the implicit bit, so adding it to the binade's
  // offset gives the encoding, carries into the next binade included.
  Value mag =
      ib.add(ib.shl(arith::SubIOp::create(b, loc, e, ib.c(f.minExponent)),
                    ib.c(f.mantissaBits)),
             r);
  Value overflow = ib.cmp(arith::CmpIPredicate::ugt, mag, ib.c(f.maxFiniteBits));
  Value signBit = ib.sel(negative, ib.c(0x80), ib.c(0));
  if (!f.hasNegZero)
    signBit = ib.sel(ib.cmp(arith::CmpIPredicate::eq, mag, ib.c(0)), ib.c(0),
                     signBit);
  Value result = ib.orI(mag, signBit);
  Value overflowBits = ib.c(f.overflowBits);
  if (f.hasInf || f.hasNegZero)
    overflowBits = ib.orI(overflowBits, ib.sel(negative, ib.c(0x80), ib.c(0)));
  result = ib.sel(overflow, overflowBits, result);
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  result = ib.sel(isNaN, ib.orI(ib.c(f.nanBits),
                                f.hasNegZero ? signBit : ib.c(0)),
                  result);
  Value byte = arith::TruncIOp::create(b, loc, b.getI8Type(), result);
  return arith::BitcastOp::create(b, loc, to, byte);
}

} // namespace kiln::lowering::detail
