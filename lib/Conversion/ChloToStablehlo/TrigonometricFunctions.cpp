//===- TrigonometricFunctions.cpp - tan, asin, sinh, ... to StableHLO -----===//
//
// chlo.tan, asin, acos, atan (trigonometric), sinh, cosh, asinh, acosh,
// atanh (hyperbolic) and _asin_acos_kernel, evaluated in f64 whatever the
// operand type (the result is rounded back).
//
// On reals, by formulas accurate near 0 and free of overflow up to the
// largest finite results:
//  - sinh(x) = (expm1(x) - expm1(-x)) / 2 for |x| < 1, else
//    e^(x - ln 2) - e^(-x - ln 2); cosh(x) = e^(x - ln 2) + e^(-x - ln 2);
//  - asin, acos, atan through atan2; asinh(x) = sign(x) log1p(a + a^2 /
//    (1 + sqrt(1 + a^2))), a = |x|; acosh(x) = log1p((x - 1) +
//    sqrt((x - 1)(x + 1))); both log(a) + ln 2 beyond 1e150;
//    atanh(x) = (log1p(x) - log1p(-x)) / 2.
//
// On complex<f32>/complex<f64>, the real and imaginary parts are evaluated
// in f64 with formulas that stay accurate for tiny and huge parts:
//  - the kernel (Hull, Fairgrieve and Tang's asin/acos algorithm):
//      A = (|z + 1| + |z - 1|) / 2,  w = (sqrt(A^2 - |x|^2), acosh(A)),
//    with A^2 - x^2 and A - 1 formed without cancellation; then
//      asin = (atan2(x, w.re), copysign(w.im, y)),
//      acos = (atan2(w.re, x), -copysign(w.im, y)),
//      acosh = (w.im, copysign(atan2(w.re, x), y)),
//      asinh(z) = -i asin(iz);
//  - atanh(x + iy) = (log1p(4x / ((1 - x)^2 + y^2)) / 4,
//                     atan2(2y, (1 - x)(1 + x) - y^2) / 2),
//    the real part on |x|, as (log|1 + z| - log|1 - z|) / 2 near z = 1;
//    atan(z) = -i atanh(iz);
//  - tan(z) = -i tanh(iz) by Kahan's tanh: with t = tan(x), s = sinh(y),
//    tan = (t, (1 + t^2) s cosh(y)) / (1 + (1 + t^2) s^2);
//  - sinh = (sinh x cos y, cosh x sin y), cosh = (cosh x cos y,
//    sinh x sin y), with the zero imaginary part kept for real z.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include <cmath>

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;
constexpr double kPi = 3.14159265358979323846;
constexpr double kLn2 = 0.69314718055994530942;
/// Beyond this magnitude squares of f64 parts would overflow.
constexpr double kHuge = 1e150;

Value atan2(const StablehloExpr &e, Value y, Value x) {
  return e.bin<hlo::Atan2Op>(y, x);
}

//===----------------------------------------------------------------------===//
// Real operands
//===----------------------------------------------------------------------===//

Value sinhF64(StablehloExpr &e, Value x) {
  // (expm1(x) - expm1(-x)) / 2 is accurate near 0; for |x| >= 1,
  // e^(x - ln 2) - e^(-x - ln 2) avoids the overflow of e^x just below the
  // largest finite sinh.
  Value small = e.mul(e.sub(e.un<hlo::ExponentialMinusOneOp>(x),
                            e.un<hlo::ExponentialMinusOneOp>(e.neg(x))),
                      0.5);
  Value big = e.sub(e.exp(e.add(x, -kLn2)), e.exp(e.add(e.neg(x), -kLn2)));
  return e.select(e.cmp(e.abs(x), 1.0, Dir::LT), small, big);
}

Value coshF64(StablehloExpr &e, Value x) {
  return e.add(e.exp(e.add(x, -kLn2)), e.exp(e.add(e.neg(x), -kLn2)));
}

Value tanF64(StablehloExpr &e, Value x) { return e.un<hlo::TanOp>(x); }

Value asinF64(StablehloExpr &e, Value x) {
  Value one = e.c(1.0);
  return atan2(e, x, e.sqrt(e.mul(e.sub(one, x), e.add(one, x))));
}

Value acosF64(StablehloExpr &e, Value x) {
  Value one = e.c(1.0);
  return atan2(e, e.sqrt(e.mul(e.sub(one, x), e.add(one, x))), x);
}

Value atanF64(StablehloExpr &e, Value x) { return atan2(e, x, e.c(1.0)); }

Value asinhF64(StablehloExpr &e, Value x) {
  // asinh(a) = log1p(a + a^2 / (1 + sqrt(1 + a^2))), a = |x|; for huge a,
  // log(a) + ln 2.
  Value a = e.abs(x);
  Value a2 = e.mul(a, a);
  Value mid = e.log1p(e.add(a, e.div(a2, e.add(e.sqrt(e.add(a2, 1.0)), 1.0))));
  Value big = e.add(e.log(a), kLn2);
  Value r = e.select(e.cmp(a, 1e150, Dir::GT), big, mid);
  return e.mul(e.sign(x), r);
}

Value acoshF64(StablehloExpr &e, Value x) {
  // acosh(x) = log1p((x - 1) + sqrt((x - 1)(x + 1))); NaN below 1.
  Value xm1 = e.add(x, -1.0);
  Value mid = e.log1p(e.add(xm1, e.sqrt(e.mul(xm1, e.add(x, 1.0)))));
  Value big = e.add(e.log(x), kLn2);
  return e.select(e.cmp(x, 1e150, Dir::GT), big, mid);
}

Value atanhF64(StablehloExpr &e, Value x) {
  return e.mul(e.sub(e.log1p(x), e.log1p(e.neg(x))), 0.5);
}

//===----------------------------------------------------------------------===//
// Complex operands
//===----------------------------------------------------------------------===//

struct Parts {
  Value re, im;
};

/// StablehloExpr with the helpers of the complex functions, on f64 parts.
struct ComplexPartsExpr : StablehloExpr {
  /// sqrt(a^2 + b^2) for a, b >= 0 without overflow; inf if either is.
  Value hypot(Value a, Value bv) const {
    Value m = max(a, bv), n = min(a, bv);
    Value q = div(n, m);
    Value r = mul(m, sqrt(add(mul(q, q), 1.0)));
    r = select(cmp(m, 0.0, Dir::EQ), c(0.0), r);
    Value inf = bitOr(cmp(a, INFINITY, Dir::EQ), cmp(bv, INFINITY, Dir::EQ));
    return select(inf, c(INFINITY), r);
  }
  /// v where s < 0 (NaN and -0 count as positive), else -v: the sign
  /// rule XLA uses on the branch cuts.
  Value signOf(Value v, Value s) const {
    return select(cmp(s, 0.0, Dir::LT), neg(v), v);
  }
  /// Not below kHuge, NaN included.
  Value notBelow(Value v, double k) const { return bitNot(cmp(v, k, Dir::LT)); }
  /// |x| with the sign of s (bitwise, so -0 and NaN signs count).
  Value copysign(Value x, Value s) const {
    auto i64 = RankedTensorType::get(type.getShape(), b.getI64Type());
    auto k = [&](uint64_t v) -> Value {
      return hlo::ConstantOp::create(
          b, loc, i64,
          DenseElementsAttr::get(
              i64, b.getIntegerAttr(b.getI64Type(), APInt(64, v))));
    };
    Value xb = hlo::BitcastConvertOp::create(b, loc, i64, x);
    Value sb = hlo::BitcastConvertOp::create(b, loc, i64, s);
    xb = hlo::AndOp::create(b, loc, i64, xb, k(0x7fffffffffffffffULL));
    sb = hlo::AndOp::create(b, loc, i64, sb, k(0x8000000000000000ULL));
    Value r = hlo::OrOp::create(b, loc, i64, xb, sb);
    return hlo::BitcastConvertOp::create(b, loc, type, r);
  }
  template <typename ChloOp> Value real(Value x) const {
    return ChloOp::create(b, loc, type, x);
  }
};

/// w = _asin_acos_kernel(x + iy) (even in x and y).
Parts kernel(ComplexPartsExpr &e, Value x, Value y) {
  Value ax = e.abs(x), ay = e.abs(y);
  Value one = e.c(1.0);
  Value r = e.hypot(e.add(ax, 1.0), ay);
  Value s = e.hypot(e.abs(e.sub(ax, one)), ay);
  Value a = e.mul(e.add(r, s), 0.5);
  Value apx = e.add(a, ax);
  Value rpx1 = e.add(e.add(r, ax), 1.0);  // r + x + 1
  Value smx1 = e.add(s, e.sub(one, ax));  // s + (1 - x)   (x <= 1)
  Value spx1 = e.add(s, e.add(ax, -1.0)); // s + (x - 1)  (x >= 1)
  Value xLe1 = e.cmp(ax, 1.0, Dir::LE);
  Value xLt1 = e.cmp(ax, 1.0, Dir::LT);
  // w.re = sqrt((A + x)(A - x)).
  Value dSmall =
      e.sqrt(e.mul(e.mul(apx, 0.5), e.add(e.div(e.sqr(ay), rpx1), smx1)));
  Value dBig = e.mul(ay, e.sqrt(e.add(e.div(e.mul(apx, 0.5), rpx1),
                                      e.div(e.mul(apx, 0.5), spx1))));
  Value d = e.select(xLe1, dSmall, dBig);
  // w.im = acosh(A) = log1p(Am1 + sqrt(Am1 (A + 1))), Am1 = A - 1.
  Value q = e.mul(e.add(e.div(one, rpx1), e.div(one, smx1)), 0.5);
  Value am1Lt = e.mul(e.mul(ay, ay), q);
  Value sqLt = e.mul(ay, e.sqrt(e.mul(q, e.add(a, 1.0))));
  Value am1Ge = e.mul(e.add(e.mul(ay, e.div(ay, rpx1)), spx1), 0.5);
  Value sqGe = e.sqrt(e.mul(am1Ge, e.add(a, 1.0)));
  Value am1 = e.select(xLt1, am1Lt, am1Ge);
  Value sq = e.select(xLt1, sqLt, sqGe);
  Value imNear = e.log1p(e.add(am1, sq));
  Value imFar = e.log(e.add(a, e.sqrt(e.mul(e.add(a, -1.0), e.add(a, 1.0)))));
  Value im = e.select(e.cmp(a, 1.5, Dir::LE), imNear, imFar);
  // Huge |z|: w = (|y|, log 2|z|).
  Value m = e.max(ax, ay);
  Value huge = e.notBelow(m, kHuge);
  d = e.select(huge, ay, d);
  im = e.select(huge, e.add(e.log(e.hypot(ax, ay)), kLn2), im);
  return {d, im};
}

Parts asinParts(ComplexPartsExpr &e, Value x, Value y) {
  Parts w = kernel(e, x, y);
  return {atan2(e, x, w.re), e.signOf(w.im, y)};
}

Parts acosParts(ComplexPartsExpr &e, Value x, Value y) {
  Parts w = kernel(e, x, y);
  return {atan2(e, w.re, x), e.neg(e.signOf(w.im, y))};
}

Parts acoshParts(ComplexPartsExpr &e, Value x, Value y) {
  Parts w = kernel(e, x, y);
  return {w.im, e.signOf(atan2(e, w.re, x), y)};
}

Parts asinhParts(ComplexPartsExpr &e, Value x, Value y) {
  // asinh(z) = -i asin(iz), iz = (-y, x).
  Parts a = asinParts(e, e.neg(y), x);
  return {a.im, e.neg(a.re)};
}

Parts atanhParts(ComplexPartsExpr &e, Value x, Value y) {
  Value one = e.c(1.0);
  Value ax = e.abs(x), ay = e.abs(y);
  Value omx = e.sub(one, x);
  // On |x| (atanh is odd): log1p(q), q = 4|x| / |1 - z|^2 >= 0, unless
  // z is near +1 (q >= 1, where |1 - z|^2 may underflow): then the
  // difference of logs, which does not cancel there (1 +- x exact).
  Value omax = e.sub(one, ax);
  Value q = e.div(e.mul(ax, 4.0), e.add(e.sqr(omax), e.sqr(y)));
  Value reFar = e.mul(e.log1p(q), 0.25);
  Value reNear = e.mul(e.sub(e.log(e.hypot(e.add(ax, 1.0), ay)),
                             e.log(e.hypot(e.abs(omax), ay))),
                       0.5);
  Value re = e.signOf(e.select(e.cmp(q, 1.0, Dir::LT), reFar, reNear), x);
  Value im = e.mul(
      atan2(e, e.mul(y, 2.0), e.sub(e.mul(omx, e.add(x, 1.0)), e.sqr(y))), 0.5);
  // Huge, infinite or NaN parts: re = x / |z|^2 (0 when a part is
  // infinite), im = pi/2 signed by y >= 0 (as XLA).
  Value huge = e.notBelow(e.max(ax, ay), kHuge);
  Value h = e.hypot(ax, ay);
  Value reHuge = e.div(e.div(x, h), h);
  Value infPart =
      e.bitOr(e.cmp(ax, INFINITY, Dir::EQ), e.cmp(ay, INFINITY, Dir::EQ));
  reHuge = e.select(infPart, e.c(0.0), reHuge);
  re = e.select(huge, reHuge, re);
  Value halfPi = e.c(kPi / 2);
  im = e.select(huge, e.select(e.cmp(y, 0.0, Dir::GE), halfPi, e.neg(halfPi)),
                im);
  return {re, im};
}

Parts atanParts(ComplexPartsExpr &e, Value x, Value y) {
  // atan(z) = -i atanh(iz), iz = (-y, x).
  Parts a = atanhParts(e, e.neg(y), x);
  return {a.im, e.neg(a.re)};
}

Parts tanParts(ComplexPartsExpr &e, Value x, Value y) {
  Value t = e.un<hlo::TanOp>(x);
  Value s = e.real<chlo::SinhOp>(y);
  Value ch = e.real<chlo::CoshOp>(y);
  Value beta = e.add(e.sqr(t), 1.0);
  Value den = e.add(e.mul(beta, e.sqr(s)), 1.0);
  Value re = e.div(t, den);
  Value im = e.div(e.mul(e.mul(beta, s), ch), den);
  // Large |y|: tanh saturates (and s^2 may overflow).
  Value big = e.cmp(e.abs(y), 20.0, Dir::GT);
  im = e.select(big, e.copysign(e.c(1.0), y), im);
  re = e.select(big, e.div(e.div(t, e.mul(beta, s)), s), re);
  // C99's (and XLA's) edges: tan(0 + i nan) = (0, nan), infinite y gives
  // a zero real part, x = inf/NaN with finite y gives NaN.
  re = e.select(e.cmp(x, 0.0, Dir::EQ), x, re);
  Value yInf = e.cmp(e.abs(y), INFINITY, Dir::EQ);
  re = e.select(yInf, e.c(0.0), re);
  Value tNan = e.cmp(t, t, Dir::NE);
  Value yFinite = e.bitNot(yInf);
  im = e.select(e.bitAnd(tNan, yFinite), e.c(NAN), im);
  return {re, im};
}

Parts sinhParts(ComplexPartsExpr &e, Value x, Value y) {
  Value re = e.mul(e.real<chlo::SinhOp>(x), e.un<hlo::CosineOp>(y));
  Value im = e.mul(e.real<chlo::CoshOp>(x), e.un<hlo::SineOp>(y));
  return {re, e.select(e.cmp(y, 0.0, Dir::EQ), y, im)};
}

Parts coshParts(ComplexPartsExpr &e, Value x, Value y) {
  Value re = e.mul(e.real<chlo::CoshOp>(x), e.un<hlo::CosineOp>(y));
  Value im = e.mul(e.real<chlo::SinhOp>(x), e.un<hlo::SineOp>(y));
  return {re, e.select(e.cmp(y, 0.0, Dir::EQ), y, im)};
}

Parts kernelParts(ComplexPartsExpr &e, Value x, Value y) {
  return kernel(e, x, y);
}

template <typename Op> struct ComplexFunction : OpRewritePattern<Op> {
  using Fn = Parts (*)(ComplexPartsExpr &, Value, Value);
  ComplexFunction(MLIRContext *ctx, Fn fn)
      : OpRewritePattern<Op>(ctx), fn(fn) {}
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
    if (!type || type != op.getType())
      return rewriter.notifyMatchFailure(op, "needs equal tensor types");
    auto complex = dyn_cast<ComplexType>(type.getElementType());
    if (!complex || !isa<FloatType>(complex.getElementType()))
      return rewriter.notifyMatchFailure(op, "needs a complex float tensor");
    Location loc = op.getLoc();
    auto partType =
        RankedTensorType::get(type.getShape(), complex.getElementType());
    auto f64 = RankedTensorType::get(type.getShape(), rewriter.getF64Type());
    Value z = op.getOperand();
    Value x = hlo::RealOp::create(rewriter, loc, partType, z);
    Value y = hlo::ImagOp::create(rewriter, loc, partType, z);
    if (partType != f64) {
      x = hlo::ConvertOp::create(rewriter, loc, f64, x);
      y = hlo::ConvertOp::create(rewriter, loc, f64, y);
    }
    ComplexPartsExpr e{{rewriter, loc, f64}};
    Parts r = fn(e, x, y);
    if (partType != f64) {
      r.re = hlo::ConvertOp::create(rewriter, loc, partType, r.re);
      r.im = hlo::ConvertOp::create(rewriter, loc, partType, r.im);
    }
    rewriter.replaceOpWithNewOp<hlo::ComplexOp>(op, type, r.re, r.im);
    return success();
  }
  Fn fn;
};

} // namespace

void populateTrigonometricFunctionPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<RealFunction<chlo::SinhOp>>(ctx, sinhF64);
  patterns.add<RealFunction<chlo::CoshOp>>(ctx, coshF64);
  patterns.add<RealFunction<chlo::TanOp>>(ctx, tanF64);
  patterns.add<RealFunction<chlo::AsinOp>>(ctx, asinF64);
  patterns.add<RealFunction<chlo::AcosOp>>(ctx, acosF64);
  patterns.add<RealFunction<chlo::AtanOp>>(ctx, atanF64);
  patterns.add<RealFunction<chlo::AsinhOp>>(ctx, asinhF64);
  patterns.add<RealFunction<chlo::AcoshOp>>(ctx, acoshF64);
  patterns.add<RealFunction<chlo::AtanhOp>>(ctx, atanhF64);
  patterns.add<ComplexFunction<chlo::TanOp>>(ctx, tanParts);
  patterns.add<ComplexFunction<chlo::SinhOp>>(ctx, sinhParts);
  patterns.add<ComplexFunction<chlo::CoshOp>>(ctx, coshParts);
  patterns.add<ComplexFunction<chlo::AsinOp>>(ctx, asinParts);
  patterns.add<ComplexFunction<chlo::AcosOp>>(ctx, acosParts);
  patterns.add<ComplexFunction<chlo::AtanOp>>(ctx, atanParts);
  patterns.add<ComplexFunction<chlo::AsinhOp>>(ctx, asinhParts);
  patterns.add<ComplexFunction<chlo::AcoshOp>>(ctx, acoshParts);
  patterns.add<ComplexFunction<chlo::AtanhOp>>(ctx, atanhParts);
  patterns.add<ComplexFunction<chlo::AsinAcosKernelOp>>(ctx, kernelParts);
}

} // namespace kiln::chlo_lowering
