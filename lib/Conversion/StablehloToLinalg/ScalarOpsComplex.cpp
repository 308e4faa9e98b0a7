//===- ScalarOpsComplex.cpp - scalar bodies of complex elementwise ops ----===//
//
// Elementwise ops on complex<f32>/complex<f64> as complex dialect ops (the
// code generation pipeline lowers them to arith/math on the two parts), plus
// complex/real/imag and conversions between complex and real types.
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

/// Converts between complex types and from/to real types: a real value
/// becomes the real part (imaginary part 0); a complex value converted to a
/// real type keeps its real part (spec: convert).
Value emitComplexConvert(OpBuilder &b, Location loc, Value value, Type from,
                         Type to,
                         llvm::function_ref<Value(Value, Type, Type)> convert) {
  auto fromComplex = dyn_cast<ComplexType>(from);
  auto toComplex = dyn_cast<ComplexType>(to);
  if (fromComplex && toComplex) {
    Type fe = fromComplex.getElementType(), te = toComplex.getElementType();
    Value re = convert(complex::ReOp::create(b, loc, value), fe, te);
    Value im = convert(complex::ImOp::create(b, loc, value), fe, te);
    return complex::CreateOp::create(b, loc, toComplex, re, im);
  }
  if (toComplex) {
    Type te = toComplex.getElementType();
    Value re = convert(value, from, te);
    Value im = arith::ConstantOp::create(b, loc, te, b.getZeroAttr(te));
    return complex::CreateOp::create(b, loc, toComplex, re, im);
  }
  Value re = complex::ReOp::create(b, loc, value);
  return convert(re, fromComplex.getElementType(), to);
}

namespace {
/// Complex functions written out on the parts, for the ones whose upstream
/// expansion needs math.copysign (which kiln's pipeline cannot lower yet).
/// `type` is the complex type; division is ArithExpr's (Smith's algorithm).
struct ComplexOpExpr : ArithExpr {
  using ArithExpr::ArithExpr;

  /// |x| with the sign of y (from y's sign bit, so -0.0 counts).
  Value copySign(Value x, Value y) {
    unsigned width = realType().getIntOrFloatBitWidth();
    Type bits = b.getIntegerType(width);
    Value signMask =
        intConst(b, loc, bits, llvm::APInt::getOneBitSet(width, width - 1));
    Value ySign = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, bits, y), signMask);
    Value xMag = arith::BitcastOp::create(b, loc, bits, abs(x));
    return arith::BitcastOp::create(b, loc, realType(),
                                    arith::OrIOp::create(b, loc, xMag, ySign));
  }

  /// The principal square root: t = sqrt((|x| + |z|) / 2); for x >= 0 it
  /// is (t, y / 2t), otherwise (|y| / 2t, t with the sign of y).
  Value complexSqrt(Value z) {
    Value x = re(z), y = im(z);
    Value mag = complex::AbsOp::create(b, loc, z);
    Value t =
        math::SqrtOp::create(b, loc, mul(add(abs(x), mag), realConst(0.5)));
    Value twoT = mul(t, realConst(2.0));
    Value nonNegative = cmp(x, realConst(0.0), arith::CmpFPredicate::OGE);
    Value r = select(nonNegative, t, div(abs(y), twoT));
    Value i = select(nonNegative, div(y, twoT), copySign(t, y));
    // sqrt(0 + yi) with y = +-0 is (0, y).
    Value zero = cmp(t, realConst(0.0), arith::CmpFPredicate::OEQ);
    return make(select(zero, realConst(0.0), r), select(zero, y, i));
  }

  // The functions below follow XLA's CPU backend formula for formula (in
  // the parts' own precision), so that results agree with XLA's within a
  // few ulp even where a formula loses accuracy (a small part next to a
  // large one), which is how kiln's tests compare them.

  template <typename Op> Value fn(Value v) { return un<Op>(v); }
  Value isZero(Value v) {
    return cmp(v, realConst(0.0), arith::CmpFPredicate::OEQ);
  }
  Value minimum(Value x, Value y) {
    return arith::MinimumFOp::create(b, loc, x, y);
  }

  /// |x + yi| as XLA computes it, m sqrt(1 + (n / m)^2) with m the larger
  /// and n the smaller of |x| and |y|; n where that is NaN (both zero, both
  /// infinite, a NaN part). sign's results must equal XLA's bit for bit.
  Value scaledAbs(Value x, Value y) {
    Value ax = abs(x), ay = abs(y);
    Value m = max(ax, ay), n = minimum(ax, ay);
    Value q = div(n, m);
    Value r = mul(m, sqrt(add(realConst(1.0), mul(q, q))));
    return select(cmp(r, r, arith::CmpFPredicate::UNO), n, r);
  }

  /// sign(z) = z / |z|, and 0 for z = 0.
  Value complexSign(Value z) {
    Value x = re(z), y = im(z);
    Value r = scaledAbs(x, y);
    Value zero = realConst(0.0);
    Value isZeroAbs = isZero(r);
    return make(select(isZeroAbs, zero, div(x, r)),
                select(isZeroAbs, zero, div(y, r)));
  }

  /// e^(x + yi) = e^x (cos y + i sin y). Where e^x overflows, e^(x/2) is
  /// multiplied in twice, so that e^x cos y stays finite when it is; for
  /// y = 0 the imaginary part is 0 (not e^x 0, NaN for infinite e^x).
  Value complexExp(Value z) {
    Value x = re(z), y = im(z);
    Value ex = fn<math::ExpOp>(x);
    Value overflow = cmp(ex, realConst(INFINITY), arith::CmpFPredicate::OEQ);
    Value half = fn<math::ExpOp>(mul(x, realConst(0.5)));
    Value cy = fn<math::CosOp>(y), sy = fn<math::SinOp>(y);
    Value r = select(overflow, mul(mul(half, cy), half), mul(ex, cy));
    Value i = select(overflow, mul(mul(half, sy), half), mul(ex, sy));
    return make(r, select(isZero(y), realConst(0.0), i));
  }

  /// cos(y) - 1. Where it cancels, for y^2 <= 0.61685 (about (pi/4)^2),
  /// -y^2/2 + y^4 P(y^2) with P the Taylor series of (cos y - 1 + y^2/2)
  /// / y^4 up to its y^12 term (truncated below 1e-17 relative there);
  /// beyond, cos(y) - 1.
  Value cosm1(Value y) {
    // 1/16!, -1/14!, ..., 1/4!: highest power of y^2 first.
    static const double kTaylor[] = {1.0 / 20922789888000.0,
                                     -1.0 / 87178291200.0,
                                     1.0 / 479001600.0,
                                     -1.0 / 3628800.0,
                                     1.0 / 40320.0,
                                     -1.0 / 720.0,
                                     1.0 / 24.0};
    Value yy = mul(y, y);
    Value p = realConst(kTaylor[0]);
    for (double k : ArrayRef(kTaylor).drop_front())
      p = add(mul(p, yy), realConst(k));
    Value small = add(mul(mul(yy, yy), p), mul(realConst(-0.5), yy));
    Value large = sub(fn<math::CosOp>(y), realConst(1.0));
    Value far = cmp(yy, realConst(0.61685), arith::CmpFPredicate::OGT);
    return select(far, large, small);
  }

  /// e^z - 1 = (expm1(x) cos y + cosm1(y)) + i e^x sin y, e^x as
  /// expm1(x) + 1; accurate for small x and y, where e^x cos y - 1
  /// cancels.
  Value complexExpm1(Value z) {
    Value x = re(z), y = im(z);
    Value em = fn<math::ExpM1Op>(x);
    Value cm = cosm1(y);
    Value r = add(mul(em, add(cm, realConst(1.0))), cm);
    Value i = mul(add(em, realConst(1.0)), fn<math::SinOp>(y));
    return make(r, select(isZero(y), realConst(0.0), i));
  }

  /// x^2 = hi + lo exactly (Dekker): hi = x * x and lo its rounding error,
  /// from the halves of x split by Veltkamp's constant 2^ceil(p/2) + 1.
  std::pair<Value, Value> exactSquare(Value x) {
    Value c = realConst(realType().isF64() ? 134217729.0 : 4097.0);
    Value cx = mul(c, x);
    Value xh = add(cx, sub(x, cx));
    Value xl = sub(x, xh);
    Value hi = mul(x, x);
    Value hl = mul(xh, xl);
    Value lo = add(add(add(add(neg(hi), mul(xh, xh)), hl), hl), mul(xl, xl));
    return {hi, lo};
  }

  /// The sum of `terms` with Knuth's 2Sum along them, the rounding errors
  /// added at the end: accurate where the terms cancel.
  Value accurateSum(ArrayRef<Value> terms) {
    Value hi = terms.front(), lo;
    for (Value t : terms.drop_front()) {
      Value s = add(hi, t);
      Value tt = sub(s, hi);
      Value err = add(sub(hi, sub(s, tt)), sub(t, tt));
      lo = lo ? add(lo, err) : err;
      hi = s;
    }
    return add(hi, lo);
  }

  /// log(m) + log1p((n / m)^2) / 2 = log sqrt(m^2 + n^2) for m = max(|x|,
  /// |y|), n = min(|x|, |y|), without overflow (n / m is 1 for n = m,
  /// zeros and infinities included).
  Value logHypot(Value m, Value n) {
    Value q =
        select(cmp(n, m, arith::CmpFPredicate::OEQ), realConst(1.0), div(n, m));
    return add(fn<math::LogOp>(m),
               mul(fn<math::Log1pOp>(mul(q, q)), realConst(0.5)));
  }

  /// log(z) = log|z| + i atan2(y, x). Near |z| = 1, log|z| =
  /// log1p(t) / 2 with t = m^2 - 1 + n^2 summed from exact squares (no
  /// cancellation); elsewhere logHypot.
  Value complexLog(Value z) {
    Value x = re(z), y = im(z);
    Value ax = abs(x), ay = abs(y);
    Value m = max(ax, ay), n = minimum(ax, ay);
    auto [mh, ml] = exactSquare(m);
    auto [nh, nl] = exactSquare(n);
    Value t = accurateSum({sub(mh, realConst(1.0)), nh, ml, nl});
    Value nearOne = cmp(abs(t), realConst(0.5), arith::CmpFPredicate::OLT);
    Value r = select(nearOne, mul(fn<math::Log1pOp>(t), realConst(0.5)),
                     logHypot(m, n));
    return make(r, emitAtan2(b, loc, y, x));
  }

  /// log(1 + z) = log|1 + z| + i atan2(y, x + 1), with log|1 + z| =
  /// log1p(2x + x^2 + y^2) / 2, the sum formed from exact squares (it
  /// cancels for x near -y^2 / 2); near z = -1 as log((x + 1)^2 + y^2) / 2;
  /// for huge parts (whose squares overflow) as logHypot.
  Value complexLog1p(Value z) {
    Value x = re(z), y = im(z);
    Value ax = abs(x), ay = abs(y);
    Value m = max(ax, ay), n = minimum(ax, ay);
    const llvm::fltSemantics &sem = realType().getFloatSemantics();
    double largest = llvm::APFloat::getLargest(sem).convertToDouble();
    Value huge =
        cmp(m, realConst(std::sqrt(largest) * 0.01), arith::CmpFPredicate::OGT);
    Value xp1 = add(x, realConst(1.0));
    Value nearMinusOne =
        cmp(add(abs(xp1), ay), realConst(0.2), arith::CmpFPredicate::OLT);
    Value half = realConst(0.5);
    Value rNear = mul(half, fn<math::LogOp>(add(mul(xp1, xp1), mul(y, y))));
    auto [yh, yl] = exactSquare(y);
    auto [xh, xl] = exactSquare(x);
    Value s = accurateSum({add(x, x), yh, xh, yl, xl});
    Value rMid = mul(half, fn<math::Log1pOp>(s));
    Value r = select(huge, logHypot(m, n), select(nearMinusOne, rNear, rMid));
    return make(r, emitAtan2(b, loc, y, xp1));
  }

  /// z^w = |z|^c e^(-d arg z) (cos q + i sin q), q = c arg z + d log|z|,
  /// w = c + di, with XLA's special cases: z^0 = 1, 1^w = 1, 0^c = 0 for
  /// real c > 0, inf^c = inf (c > 0) or 0 (c < 0) for real c.
  Value complexPow(Value lhs, Value rhs, Operation *op) {
    Value a = re(lhs), bi = im(lhs), c = re(rhs), d = im(rhs);
    Value r = scaledAbs(a, bi);
    Value rToC = emitLibmPow(b, loc, op, {r, c});
    if (!rToC)
      return {};
    Value arg = emitAtan2(b, loc, bi, a);
    Value coeff = mul(rToC, fn<math::ExpOp>(mul(neg(d), arg)));
    Value q = add(mul(c, arg), mul(d, fn<math::LogOp>(r)));
    Value general =
        make(mul(coeff, fn<math::CosOp>(q)), mul(coeff, fn<math::SinOp>(q)));
    using P = arith::CmpFPredicate;
    Value zero = realConst(0.0), one = realConst(1.0);
    Value inf = realConst(INFINITY);
    Value dZero = isZero(d), bZero = isZero(bi);
    Value zeroBase = bitAnd(bitAnd(isZero(r), dZero), cmp(zero, c, P::OLE));
    Value result =
        select(zeroBase, make(select(isZero(c), one, zero), zero), general);
    result = select(bitAnd(isZero(c), dZero), make(one, zero), result);
    result =
        select(bitAnd(cmp(a, one, P::OEQ), bZero), make(one, zero), result);
    Value infBase = bitAnd(bitAnd(cmp(a, inf, P::OEQ), bZero), dZero);
    result =
        select(bitAnd(infBase, cmp(c, zero, P::OGT)), make(inf, zero), result);
    result =
        select(bitAnd(infBase, cmp(c, zero, P::OLT)), make(zero, zero), result);
    return result;
  }

  /// tanh(x + yi) = (e^2x - e^-2x + 4i cos y sin y) / (e^2x + e^-2x +
  /// 2 cos 2y), with e^2x - e^-2x and e^2x + e^-2x - 2 from expm1 and
  /// 2 cos 2y + 2 as 4 cos^2 y; +-1 where e^2x + e^-2x overflows, with
  /// C99's edges (NaN for an infinite or NaN y with finite x, a zero
  /// imaginary part for y = 0).
  std::pair<Value, Value> tanhParts(Value x, Value y) {
    using P = arith::CmpFPredicate;
    Value twoX = add(x, x);
    Value ep = fn<math::ExpM1Op>(twoX), en = fn<math::ExpM1Op>(neg(twoX));
    Value cy = fn<math::CosOp>(y), sy = fn<math::SinOp>(y);
    Value four = realConst(4.0);
    Value sumM2 = add(ep, en);
    Value den = add(sumM2, mul(mul(cy, cy), four));
    Value imNum = mul(four, mul(cy, sy));
    Value overflow = cmp(sumM2, realConst(INFINITY), P::OEQ);
    Value r =
        select(overflow, copySign(realConst(1.0), x), div(sub(ep, en), den));
    Value i = div(imNum, den);
    Value xFinite = cmp(abs(x), realConst(INFINITY), P::UNE);
    Value sinNaN = cmp(imNum, imNum, P::UNO);
    r = select(bitAnd(sinNaN, xFinite), realConst(NAN), r);
    Value xInf = cmp(abs(x), realConst(INFINITY), P::OEQ);
    Value imZero = bitOr(isZero(y), bitAnd(xInf, sinNaN));
    i = select(imZero, realConst(0.0), i);
    return {r, i};
  }

  Value complexTanh(Value z) {
    auto [r, i] = tanhParts(re(z), im(z));
    return make(r, i);
  }

  /// tan(z) = -i tanh(iz).
  Value complexTan(Value z) {
    auto [r, i] = tanhParts(neg(im(z)), re(z));
    return make(i, neg(r));
  }

  /// maximum (`greater`) or minimum of x and y in the spec's lexicographic
  /// order on (real, imaginary): x when its real part is greater (less), or
  /// the real parts are equal and its imaginary part is; y otherwise, which
  /// includes every comparison a NaN makes unordered (as the reference
  /// interpreter and XLA pick).
  Value lexicographicPick(Value x, Value y, bool greater) {
    using P = arith::CmpFPredicate;
    P order = greater ? P::OGT : P::OLT;
    Value xr = re(x), yr = re(y);
    Value realWins = cmp(xr, yr, order);
    Value imagWins = bitAnd(cmp(xr, yr, P::OEQ), cmp(im(x), im(y), order));
    return select(bitOr(realWins, imagWins), x, y);
  }

  /// atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)) for complex x and y
  /// (spec: atan2), -i w written out as (im w, -re w).
  Value complexAtan2(Value y, Value x) {
    Value iy = make(neg(im(y)), re(y));
    Value norm = complexSqrt(add(mul(x, x), mul(y, y)));
    Value w = complexLog(div(add(x, iy), norm));
    return make(im(w), neg(re(w)));
  }

  /// The principal cube root |z|^(1/3) (cos t, sin t), t = arg(z) / 3
  /// (the spec's cbrt, as the reference interpreter computes it; XLA has
  /// no complex cbrt).
  Value complexCbrt(Value z) {
    Value x = re(z), y = im(z);
    Value r = un<math::CbrtOp>(scaledAbs(x, y));
    Value t = div(emitAtan2(b, loc, y, x), realConst(3.0));
    return make(mul(r, fn<math::CosOp>(t)), mul(r, fn<math::SinOp>(t)));
  }

  /// logistic(z) = 1 / (1 + e^-z), as XLA computes it.
  Value complexLogistic(Value z) {
    Value one = c(1.0);
    return div(one, add(complexExp(neg(z)), one));
  }
};
} // namespace

Value emitComplexOp(OpBuilder &b, Location loc, Operation *op, Type resultType,
                    ValueRange args) {
  auto type = dyn_cast<ComplexType>(args.front().getType());
  if (!type)
    type = cast<ComplexType>(resultType);
  ComplexOpExpr cb(b, loc, type);
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case(oneOp<hlo::AddOp, complex::AddOp>(b, loc, args))
      .Case(oneOp<hlo::SubtractOp, complex::SubOp>(b, loc, args))
      .Case(oneOp<hlo::MultiplyOp, complex::MulOp>(b, loc, args))
      .Case([&](hlo::DivideOp) -> Value { return cb.div(args[0], args[1]); })
      .Case([&](hlo::PowerOp) -> Value {
        return cb.complexPow(args[0], args[1], op);
      })
      .Case(oneOp<hlo::NegateOp, complex::NegOp>(b, loc, args))
      .Case(oneOp<hlo::AbsOp, complex::AbsOp>(b, loc, args))
      .Case([&](hlo::SignOp) -> Value { return cb.complexSign(args[0]); })
      .Case([&](hlo::ExponentialOp) -> Value { return cb.complexExp(args[0]); })
      .Case([&](hlo::ExponentialMinusOneOp) -> Value {
        return cb.complexExpm1(args[0]);
      })
      .Case([&](hlo::LogOp) -> Value { return cb.complexLog(args[0]); })
      .Case(
          [&](hlo::LogPlusOneOp) -> Value { return cb.complexLog1p(args[0]); })
      .Case([&](hlo::SqrtOp) -> Value { return cb.complexSqrt(args[0]); })
      .Case([&](hlo::RsqrtOp) -> Value {
        return cb.div(cb.make(cb.realConst(1.0), cb.realConst(0.0)),
                      cb.complexSqrt(args[0]));
      })
      .Case(oneOp<hlo::SineOp, complex::SinOp>(b, loc, args))
      .Case(oneOp<hlo::CosineOp, complex::CosOp>(b, loc, args))
      .Case([&](hlo::TanOp) -> Value { return cb.complexTan(args[0]); })
      .Case([&](hlo::TanhOp) -> Value { return cb.complexTanh(args[0]); })
      .Case([&](hlo::MaximumOp) -> Value {
        return cb.lexicographicPick(args[0], args[1], /*greater=*/true);
      })
      .Case([&](hlo::MinimumOp) -> Value {
        return cb.lexicographicPick(args[0], args[1], /*greater=*/false);
      })
      // clamp(min, x, max) = minimum(maximum(x, min), max), in the same
      // lexicographic order.
      .Case([&](hlo::ClampOp) -> Value {
        Value lo = cb.lexicographicPick(args[1], args[0], /*greater=*/true);
        return cb.lexicographicPick(lo, args[2], /*greater=*/false);
      })
      .Case([&](hlo::Atan2Op) -> Value {
        return cb.complexAtan2(args[0], args[1]);
      })
      .Case([&](hlo::CbrtOp) -> Value { return cb.complexCbrt(args[0]); })
      .Case(
          [&](hlo::LogisticOp) -> Value { return cb.complexLogistic(args[0]); })
      .Case(oneOp<hlo::RealOp, complex::ReOp>(b, loc, args))
      .Case(oneOp<hlo::ImagOp, complex::ImOp>(b, loc, args))
      .Case([&](hlo::ComplexOp) -> Value {
        return complex::CreateOp::create(b, loc, resultType, args[0], args[1]);
      })
      .Case([&](hlo::CompareOp cmp) -> Value {
        switch (cmp.getComparisonDirection()) {
        case hlo::ComparisonDirection::EQ:
          return complex::EqualOp::create(b, loc, args[0], args[1]);
        case hlo::ComparisonDirection::NE:
          return complex::NotEqualOp::create(b, loc, args[0], args[1]);
        default:
          return {}; // Complex numbers are not ordered (spec: compare, C3).
        }
      })
      .Default([](Operation *) -> Value { return {}; });
}

} // namespace kiln::lowering
