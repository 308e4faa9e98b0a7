//===- TrigonometricFunctions.cpp - tan, asin, sinh, ... to StableHLO -----===//
//
// chlo.tan, asin, acos, atan (trigonometric), sinh, cosh, asinh, acosh,
// atanh (hyperbolic) and _asin_acos_kernel. All but sinh and cosh are
// evaluated in f64 whatever the operand type (the result is rounded back);
// sinh and cosh are CHLO's own decompositions in the operand's precision
// (f32 for narrower formats), as XLA evaluates them.
//
// On reals, by formulas accurate near 0 and free of overflow up to the
// largest finite results:
//  - sinh(x) = (t + t / (t + 1)) / 2, t = expm1(x), for |x| < 1, else
//    e^(x - ln 2) - e^(-x - ln 2); cosh(x) = e^(x - ln 2) + e^(-x - ln 2);
//  - asin, acos, atan through atan2; asinh(x) = sign(x) log1p(a + a^2 /
//    (1 + sqrt(1 + a^2))), a = |x|; acosh(x) = log1p((x - 1) +
//    sqrt((x - 1)(x + 1))); both log(a) + ln 2 beyond 1e150;
//    atanh(x) = (log1p(x) - log1p(-x)) / 2.
//
// On complex<f32>/complex<f64>, the real and imaginary parts are evaluated
// (in f64 but for tan, sinh and cosh) with formulas that stay accurate for tiny
// and huge parts:
//  - the kernel (Hull, Fairgrieve and Tang's asin/acos algorithm):
//      A = (|z + 1| + |z - 1|) / 2,  w = (sqrt(A^2 - |x|^2), acosh(A)),
//    with A^2 - x^2 and A - 1 formed without cancellation, and
//    w = (|y|, log|z| + ln 2) for huge |z|; then
//      asin = (atan2(x, w.re), copysign(w.im, y)),
//      acos = (atan2(w.re, x), -copysign(w.im, y)),
//      acosh = (w.im, copysign(atan2(w.re, x), y)),
//      asinh(z) = -i asin(iz);
//  - atanh(x + iy) = (log1p(4x / ((1 - x)^2 + y^2)) / 4,
//                     atan2(2y, (1 - x)(1 + x) - y^2) / 2),
//    the real part on |x|, as (log|1 + z| - log|1 - z|) / 2 near z = 1;
//    atan(z) = -i atanh(iz);
//  - tan is stablehlo.tan (ComplexTan);
//  - sinh(z) = e^(z - ln 2) - e^(-z - ln 2), cosh(z) = e^(z - ln 2) +
//    e^(-z - ln 2) with stablehlo.exponential (ComplexHyperbolic).
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

// sinh and cosh are CHLO's own decompositions, evaluated in the operand's
// precision (f32 for the narrower formats), which is what XLA computes:
// for large |x| the rounding of x - ln 2 then costs up to 23 ulp in f32
// (and a few hundred in f64 near the overflow threshold) against the true
// value, and kiln follows XLA there rather than the true value, since the
// tests compare with XLA's results to 3 ulp.

/// sinh: for |x| < 1, (t + t / (t + 1)) / 2 with t = expm1(x), which is
/// e^x - 1 + 1 - e^-x without cancellation (in f64 for f32, rounded once:
/// that branch owes nothing to the rounding of x - ln 2, and f32's expm1
/// is up to 4 ulp off in XLA and 2 in kiln's vectorized code); beyond,
/// e^(x - ln 2) - e^(-x - ln 2), which avoids the overflow of e^x just
/// below the largest finite sinh.
Value sinhNative(StablehloExpr &e, Value x) {
  auto f64 = RankedTensorType::get(e.type.getShape(), e.b.getF64Type());
  StablehloExpr wide{e.b, e.loc, f64};
  Value xw = x.getType() == f64
                 ? x
                 : hlo::ConvertOp::create(e.b, e.loc, f64, x).getResult();
  Value t = wide.un<hlo::ExponentialMinusOneOp>(xw);
  Value small = wide.mul(wide.add(t, wide.div(t, wide.add(t, 1.0))), 0.5);
  if (small.getType() != e.type)
    small = hlo::ConvertOp::create(e.b, e.loc, e.type, small);
  Value halfLog = e.c(-kLn2);
  Value big = e.sub(e.exp(e.add(x, halfLog)), e.exp(e.sub(halfLog, x)));
  return e.select(e.cmp(e.abs(x), 1.0, Dir::LT), small, big);
}

/// cosh = e^(x - ln 2) + e^(-x - ln 2).
Value coshNative(StablehloExpr &e, Value x) {
  Value halfLog = e.c(-kLn2);
  return e.add(e.exp(e.add(x, halfLog)), e.exp(e.sub(halfLog, x)));
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
  /// log(sqrt(a^2 + b^2)) for a, b >= 0 as log(m) + log1p((n / m)^2) / 2,
  /// m = max(a, b), n = min(a, b): finite up to the largest parts, where
  /// hypot itself overflows (n / m is taken as 1 when n = m, for zeros and
  /// infinities); inf if either is, like hypot.
  Value logHypot(Value a, Value bv) const {
    Value m = max(a, bv), n = min(a, bv);
    Value q = select(cmp(n, m, Dir::EQ), c(1.0), div(n, m));
    Value r = add(log(m), mul(log1p(mul(q, q)), 0.5));
    Value inf = bitOr(cmp(a, INFINITY, Dir::EQ), cmp(bv, INFINITY, Dir::EQ));
    return select(inf, c(INFINITY), r);
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
  im = e.select(huge, e.add(e.logHypot(ax, ay), kLn2), im);
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

Parts kernelParts(ComplexPartsExpr &e, Value x, Value y) {
  return kernel(e, x, y);
}

/// The tensor type of the parts of `type` (same shape, the complex
/// element's float type), if `type` is a complex float tensor equal to
/// `resultType`; null otherwise.
RankedTensorType complexPartType(RankedTensorType type, Type resultType) {
  if (!type || type != resultType)
    return {};
  auto complex = dyn_cast<ComplexType>(type.getElementType());
  if (!complex || !isa<FloatType>(complex.getElementType()))
    return {};
  return RankedTensorType::get(type.getShape(), complex.getElementType());
}

/// A complex function of `Op`, evaluated on the parts in f64.
template <typename Op> struct ComplexFunction : OpRewritePattern<Op> {
  using Fn = Parts (*)(ComplexPartsExpr &, Value, Value);
  ComplexFunction(MLIRContext *ctx, Fn fn)
      : OpRewritePattern<Op>(ctx), fn(fn) {}
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
    RankedTensorType partType = complexPartType(type, op.getType());
    if (!partType)
      return rewriter.notifyMatchFailure(
          op, "needs a complex float tensor and an equal result type");
    Location loc = op.getLoc();
    auto work = RankedTensorType::get(type.getShape(), rewriter.getF64Type());
    Value z = op.getOperand();
    Value x = hlo::RealOp::create(rewriter, loc, partType, z);
    Value y = hlo::ImagOp::create(rewriter, loc, partType, z);
    if (partType != work) {
      x = hlo::ConvertOp::create(rewriter, loc, work, x);
      y = hlo::ConvertOp::create(rewriter, loc, work, y);
    }
    ComplexPartsExpr e{{rewriter, loc, work}};
    Parts r = fn(e, x, y);
    if (partType != work) {
      r.re = hlo::ConvertOp::create(rewriter, loc, partType, r.re);
      r.im = hlo::ConvertOp::create(rewriter, loc, partType, r.im);
    }
    rewriter.replaceOpWithNewOp<hlo::ComplexOp>(op, type, r.re, r.im);
    return success();
  }
  Fn fn;
};

/// Complex tan is stablehlo.tan, as CHLO decomposes it (its lowering
/// evaluates tan(z) = -i tanh(iz) as XLA does).
struct ComplexTan : OpRewritePattern<chlo::TanOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::TanOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
    if (!type || type != op.getType() ||
        !isa<ComplexType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "needs a complex tensor");
    rewriter.replaceOpWithNewOp<hlo::TanOp>(op, type, op.getOperand());
    return success();
  }
};

/// Complex sinh (`IsSinh`) and cosh as CHLO decomposes them, e^(z - ln 2)
/// -+ e^(-z - ln 2) with stablehlo.exponential on the complex operand, in
/// its own precision: the exponential's lowering evaluates it as XLA does,
/// so these agree with XLA's (against the true value, a part that is small
/// next to the other can be off by hundreds of ulp, as in XLA).
template <typename Op, bool IsSinh>
struct ComplexHyperbolic : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
    RankedTensorType partType = complexPartType(type, op.getType());
    if (!partType)
      return rewriter.notifyMatchFailure(
          op, "needs a complex float tensor and an equal result type");
    Location loc = op.getLoc();
    StablehloExpr e{rewriter, loc, partType};
    Value halfLog =
        hlo::ComplexOp::create(rewriter, loc, type, e.c(-kLn2), e.c(0.0));
    Value z = op.getOperand();
    Value up = hlo::ExponentialOp::create(
        rewriter, loc, type,
        hlo::AddOp::create(rewriter, loc, type, z, halfLog));
    Value down = hlo::ExponentialOp::create(
        rewriter, loc, type,
        hlo::SubtractOp::create(rewriter, loc, type, halfLog, z));
    if (IsSinh)
      rewriter.replaceOpWithNewOp<hlo::SubtractOp>(op, type, up, down);
    else
      rewriter.replaceOpWithNewOp<hlo::AddOp>(op, type, up, down);
    return success();
  }
};

} // namespace

void populateTrigonometricFunctionPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<NativeRealFunction<chlo::SinhOp>>(ctx, sinhNative);
  patterns.add<NativeRealFunction<chlo::CoshOp>>(ctx, coshNative);
  patterns.add<RealFunction<chlo::TanOp>>(ctx, tanF64);
  patterns.add<RealFunction<chlo::AsinOp>>(ctx, asinF64);
  patterns.add<RealFunction<chlo::AcosOp>>(ctx, acosF64);
  patterns.add<RealFunction<chlo::AtanOp>>(ctx, atanF64);
  patterns.add<RealFunction<chlo::AsinhOp>>(ctx, asinhF64);
  patterns.add<RealFunction<chlo::AcoshOp>>(ctx, acoshF64);
  patterns.add<RealFunction<chlo::AtanhOp>>(ctx, atanhF64);
  patterns.add<ComplexTan>(ctx);
  patterns.add<ComplexHyperbolic<chlo::SinhOp, true>,
               ComplexHyperbolic<chlo::CoshOp, false>>(ctx);
  patterns.add<ComplexFunction<chlo::AsinOp>>(ctx, asinParts);
  patterns.add<ComplexFunction<chlo::AcosOp>>(ctx, acosParts);
  patterns.add<ComplexFunction<chlo::AtanOp>>(ctx, atanParts);
  patterns.add<ComplexFunction<chlo::AsinhOp>>(ctx, asinhParts);
  patterns.add<ComplexFunction<chlo::AcoshOp>>(ctx, acoshParts);
  patterns.add<ComplexFunction<chlo::AtanhOp>>(ctx, atanhParts);
  patterns.add<ComplexFunction<chlo::AsinAcosKernelOp>>(ctx, kernelParts);
}

} // namespace kiln::chlo_lowering
