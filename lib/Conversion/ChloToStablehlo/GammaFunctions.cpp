//===- GammaFunctions.cpp - lgamma, digamma, polygamma, zeta to StableHLO -===//
//
// The gamma family, evaluated in f64 whatever the operand type (the result
// is rounded back):
//  - lgamma/digamma: CHLO's Lanczos decompositions (g = 7, 9 terms, with
//    the reflection formulas below 1/2);
//  - zeta(x, q) = sum_k (q + k)^-x (Hurwitz): ten terms directly, then the
//    Euler-Maclaurin tail with twelve Bernoulli terms; the domain follows
//    XLA: NaN for x < 1, for q <= 0 with non-integer x and at q = +inf or
//    x = +inf; at the poles q = 0, -1, ... +inf for even integer x, NaN
//    otherwise; +inf at x = 1;
//  - polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x), digamma(x) for n = 0,
//    NaN unless n is a non-negative integer (n! = exp(lgamma(n + 1)), via
//    chlo.lgamma / chlo.digamma, which the same pass lowers).
// broadcast_zeta and broadcast_polygamma broadcast and become zeta/polygamma.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include <cmath>

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;
constexpr double kPi = 3.14159265358979323846;

constexpr double kLanczosG = 7.0;
constexpr double kLanczos[] = {
    0.99999999999980993,  676.5203681218851,     -1259.1392167224028,
    771.32342877765313,   -176.61502916214059,   12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};

// lgamma and digamma follow CHLO's decompositions (those XLA evaluates):
// with z = x - 1 (z = -x where the reflection formula is used, x < 1/2),
// g = 7 and t = z + g + 1/2,
//   lgamma(x) = (z + 1/2 - t / log t) log t + log sqrt(2 pi) + log a(z),
//   digamma(x) = log t + a'(z) / a(z) - g / t,
// a(z) the Lanczos sum, log t = log1p(z / (g + 1/2)) + log(g + 1/2), in
// f64 for every operand type. For f64 operands that is XLA's evaluation
// (but for its fused multiply-adds); narrower ones are more accurate than
// XLA's, which evaluates in f32 and is off by hundreds of ulp near the
// zeros of lgamma at 1 and 2.

/// z of the Lanczos approximation: x - 1, or -x where x < 1/2 (`reflect`).
Value lanczosZ(StablehloExpr &e, Value x, Value reflect) {
  return e.select(reflect, e.neg(x), e.add(x, -1.0));
}

/// log(z + g + 1/2) as log1p(z / (g + 1/2)) + log(g + 1/2).
Value lanczosLogT(StablehloExpr &e, Value z) {
  return e.add(e.log1p(e.mul(z, 1.0 / (kLanczosG + 0.5))),
               std::log(kLanczosG + 0.5));
}

/// a(z) = c0 + sum_i c_i / (z + i), summed from the first fraction.
Value lanczosSum(StablehloExpr &e, Value z) {
  Value a = e.add(e.div(e.c(kLanczos[1]), e.add(z, 1.0)), kLanczos[0]);
  for (int i = 2; i < 9; ++i)
    a = e.add(a, e.div(e.c(kLanczos[i]), e.add(z, double(i))));
  return a;
}

Value lgammaF64(StablehloExpr &e, Value x) {
  Value one = e.c(1.0);
  Value reflect = e.cmp(x, 0.5, Dir::LT);
  Value z = lanczosZ(e, x, reflect);
  Value t = e.add(z, kLanczosG + 0.5);
  Value logT = lanczosLogT(e, z);
  Value logY = e.add(e.mul(e.sub(e.add(z, 0.5), e.div(t, logT)), logT),
                     0.5 * std::log(2 * kPi));
  logY = e.add(logY, e.log(lanczosSum(e, z)));
  // Reflection: lgamma(x) = log(pi) - log|sin(pi x)| - lgamma(1 - x), the
  // sine taken of the distance of |x| to the nearest integer; at the poles
  // (where that log is -inf) +inf.
  Value a = e.abs(x);
  Value frac = e.sub(a, e.floor(a));
  Value reduced =
      e.select(e.cmp(e.c(0.5), frac, Dir::LT), e.sub(one, frac), frac);
  Value logSin = e.log(e.un<hlo::SineOp>(e.mul(reduced, kPi)));
  Value finite = e.cmp(e.abs(logSin), INFINITY, Dir::LT);
  Value lref = e.select(finite, e.sub(e.sub(e.c(std::log(kPi)), logSin), logY),
                        e.neg(logSin));
  Value r = e.select(reflect, lref, logY);
  return e.select(e.cmp(a, e.c(INFINITY), Dir::EQ), e.c(INFINITY), r);
}

Value digammaF64(StablehloExpr &e, Value x) {
  Value reflect = e.cmp(x, 0.5, Dir::LT);
  Value z = lanczosZ(e, x, reflect);
  // a'(z) = -sum_i c_i / (z + i)^2.
  Value da = e.c(0.0);
  for (int i = 1; i < 9; ++i) {
    Value q = e.add(z, double(i));
    da = e.sub(da, e.div(e.c(kLanczos[i]), e.mul(q, q)));
  }
  Value r = e.add(lanczosLogT(e, z), e.div(da, lanczosSum(e, z)));
  r = e.sub(r, e.div(e.c(kLanczosG), e.add(z, kLanczosG + 0.5)));
  // Reflection: digamma(x) = digamma(1 - x) - pi / tan(pi x), with x moved
  // by the integer nearest to it.
  Value red = e.mul(e.add(x, e.abs(e.floor(e.add(x, 0.5)))), kPi);
  Value cot =
      e.div(e.mul(e.un<hlo::CosineOp>(red), kPi), e.un<hlo::SineOp>(red));
  r = e.select(reflect, e.sub(r, cot), r);
  // Poles: digamma is NaN at 0, -1, -2, ...
  Value pole = e.bitAnd(e.cmp(x, 0.0, Dir::LE), e.cmp(x, e.floor(x), Dir::EQ));
  return e.select(pole, e.c(NAN), r);
}

Value zetaF64(StablehloExpr &e, Value x, Value q) {
  constexpr int kDirect = 10;
  // B_2j / (2j)!, j = 1..12.
  constexpr double kB[] = {
      1.0 / 6,       -1.0 / 30,       1.0 / 42,       -1.0 / 30,
      5.0 / 66,      -691.0 / 2730,   7.0 / 6,        -3617.0 / 510,
      43867.0 / 798, -174611.0 / 330, 854513.0 / 138, -236364091.0 / 2730};
  Value negX = e.neg(x);
  Value s = e.bin<hlo::PowerOp>(q, negX);
  for (int k = 1; k < kDirect; ++k)
    s = e.add(s, e.bin<hlo::PowerOp>(e.add(q, double(k)), negX));
  Value w = e.add(q, double(kDirect));
  Value t = e.bin<hlo::PowerOp>(w, negX);
  s = e.add(s, e.div(e.mul(w, t), e.add(x, -1.0)));
  s = e.add(s, e.mul(t, 0.5));
  Value fac = e.div(e.mul(x, t), w);
  Value w2 = e.mul(w, w);
  double fact = 2.0; // (2j)!
  for (int j = 1; j <= 12; ++j) {
    s = e.add(s, e.mul(fac, kB[j - 1] / fact));
    fact *= double(2 * j + 1) * double(2 * j + 2);
    fac =
        e.div(e.mul(fac, e.mul(e.add(x, 2.0 * j - 1), e.add(x, 2.0 * j))), w2);
  }
  Value nan = e.c(NAN), inf = e.c(INFINITY);
  // The domain, in XLA's order.
  Value r = e.select(e.cmp(x, 1.0, Dir::LT), nan, s);
  Value qNonPos = e.cmp(q, 0.0, Dir::LE);
  Value xInt = e.cmp(x, e.floor(x), Dir::EQ);
  Value xNotInt = e.cmp(x, e.floor(x), Dir::NE);
  r = e.select(e.bitAnd(qNonPos, xNotInt), nan, r);
  r = e.select(
      e.bitOr(e.cmp(q, INFINITY, Dir::EQ), e.cmp(x, INFINITY, Dir::EQ)), nan,
      r);
  Value pole = e.bitAnd(qNonPos, e.cmp(q, e.floor(q), Dir::EQ));
  Value half = e.mul(x, 0.5);
  Value even = e.bitAnd(e.bitAnd(xInt, e.cmp(x, INFINITY, Dir::LT)),
                        e.cmp(half, e.floor(half), Dir::EQ));
  r = e.select(pole, e.select(even, inf, nan), r);
  return e.select(e.cmp(x, 1.0, Dir::EQ), inf, r);
}

Value polygammaF64(StablehloExpr &e, Value n, Value x) {
  Value digamma = chlo::DigammaOp::create(e.b, e.loc, e.type, x);
  Value np1 = e.add(n, 1.0);
  Value factorial = e.exp(chlo::LgammaOp::create(e.b, e.loc, e.type, np1));
  // (-1)^(n+1): +1 for odd n.
  Value half = e.mul(n, 0.5);
  Value odd = e.cmp(half, e.floor(half), Dir::NE);
  Value sign = e.select(odd, e.c(1.0), e.c(-1.0));
  Value r = e.mul(e.mul(sign, factorial), zetaF64(e, np1, x));
  r = e.select(e.cmp(n, 0.0, Dir::EQ), digamma, r);
  Value bad = e.bitOr(e.cmp(n, e.floor(n), Dir::NE), e.cmp(n, 0.0, Dir::LT));
  return e.select(bad, e.c(NAN), r);
}

/// Rewrites `Op` (two float operands of the result's type) as `fn` on both
/// operands converted to f64 (see replaceInF64).
template <typename Op> struct BinarySpecialFunction : OpRewritePattern<Op> {
  using Fn = Value (*)(StablehloExpr &, Value, Value);
  BinarySpecialFunction(MLIRContext *ctx, Fn fn)
      : OpRewritePattern<Op>(ctx), fn(fn) {}
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !isa<FloatType>(type.getElementType()) ||
        op->getOperand(0).getType() != type ||
        op->getOperand(1).getType() != type)
      return rewriter.notifyMatchFailure(op, "needs equal float tensor types");
    replaceInF64(op, rewriter, type, [&](StablehloExpr &e, ValueRange x) {
      return fn(e, x[0], x[1]);
    });
    return success();
  }
  Fn fn;
};

} // namespace

void populateGammaFunctionPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<SpecialFunction<chlo::LgammaOp>>(ctx, lgammaF64);
  patterns.add<SpecialFunction<chlo::DigammaOp>>(ctx, digammaF64);
  patterns.add<BinarySpecialFunction<chlo::ZetaOp>>(ctx, zetaF64);
  patterns.add<BinarySpecialFunction<chlo::PolygammaOp>>(ctx, polygammaF64);
  patterns.add<BroadcastBinary<chlo::BroadcastZetaOp, chlo::ZetaOp>,
               BroadcastBinary<chlo::BroadcastPolygammaOp, chlo::PolygammaOp>>(
      ctx);
}

} // namespace kiln::chlo_lowering
