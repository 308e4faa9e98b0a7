//===- SpecialFunctions.cpp - erf, erfc, erf_inv, lgamma, digamma ---------===//
//
// The special functions are evaluated in f64 whatever the operand type (the
// result is rounded back), which makes the f32/bf16/f16 results correctly
// rounded in practice:
//  - erf(x), |x| < 2.2: Kummer's series
//      erf(x) = 2x/sqrt(pi) e^{-x^2} sum_n (2x^2)^n / (1*3*...*(2n+1)),
//    all terms positive (33 terms reach f64 precision there);
//  - erfc(x), x >= 2.2: the continued fraction
//      erfc(x) = e^{-x^2}/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
//    evaluated bottom-up from depth 48; elsewhere erfc = 1 - erf;
//  - erf_inv: Giles' single-precision approximation as the start, then two
//    Newton steps on erf (on erfc near |y| = 1);
//  - lgamma/digamma: the Lanczos approximation (g = 7, 9 terms) for
//    x >= 0.5 and the reflection formulas below.
//
//===----------------------------------------------------------------------===//

#include "ChloBuilder.h"

#include <algorithm>
#include <cmath>

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;
constexpr double kPi = 3.14159265358979323846;

constexpr double kSplit = 2.2;

/// erf(a) for 0 <= a <= kSplit: Kummer's series as a polynomial in 2a^2
/// (33 terms reach f64 precision there).
Value erfKummer(Expr &e, Value a) {
  SmallVector<double> coeffs;
  double c = 1.0;
  for (int n = 0; n <= 32; ++n) {
    c /= 2 * n + 1;
    coeffs.push_back(c);
  }
  std::reverse(coeffs.begin(), coeffs.end());
  Value s = e.poly(e.mul(e.mul(a, a), 2.0), coeffs);
  Value pre = e.mul(e.mul(a, 2.0 / std::sqrt(kPi)), e.exp(e.neg(e.mul(a, a))));
  return e.mul(pre, s);
}

/// erfc(a) for a >= kSplit (depth 48 reaches f64 precision there).
Value erfcContinuedFraction(Expr &e, Value a) {
  Value t = a;
  for (int k = 48; k >= 1; --k)
    t = e.add(a, e.div(e.c(k / 2.0), t));
  Value g = e.mul(e.exp(e.neg(e.mul(a, a))), 1.0 / std::sqrt(kPi));
  return e.div(g, t);
}

/// erf(x) and erfc(x), sharing one series and one continued fraction.
std::pair<Value, Value> erfPair(Expr &e, Value x) {
  Value a = e.abs(x);
  Value k = erfKummer(e, e.min(a, e.c(kSplit)));
  Value cf = erfcContinuedFraction(e, e.max(a, e.c(kSplit)));
  Value one = e.c(1.0);
  Value erfAbs = e.select(e.cmp(a, kSplit, Dir::LT), k, e.sub(one, cf));
  // sign(x) keeps -0 and NaN.
  Value erf = e.mul(e.sign(x), erfAbs);
  Value erfc = e.select(e.cmp(x, kSplit, Dir::GE), cf, e.sub(one, erf));
  return {erf, erfc};
}

Value erfF64(Expr &e, Value x) { return erfPair(e, x).first; }
Value erfcF64(Expr &e, Value x) { return erfPair(e, x).second; }

Value erfInvF64(Expr &e, Value y) {
  Value w = e.abs(y);
  Value one = e.c(1.0);
  Value u = e.neg(e.log(e.mul(e.sub(one, w), e.add(one, w))));
  // Giles, "Approximating the erfinv function" (single precision).
  Value central = e.poly(e.add(u, -2.5),
                         {2.81022636e-08, 3.43273939e-07, -3.5233877e-06,
                          -4.39150654e-06, 0.00021858087, -0.00125372503,
                          -0.00417768164, 0.246640727, 1.50140941});
  Value tail = e.poly(e.add(e.sqrt(u), -3.0),
                      {-0.000200214257, 0.000100950558, 0.00134934322,
                       -0.00367342844, 0.00573950773, -0.0076224613,
                       0.00943887047, 1.00167406, 2.83297682});
  Value x = e.mul(e.select(e.cmp(u, 5.0, Dir::LT), central, tail), w);
  // Newton on erf(x) - w; near 1 the residual is taken as (1-w) - erfc(x)
  // so that it keeps its relative precision.
  Value nearOne = e.cmp(w, 0.5, Dir::GT);
  for (int i = 0; i < 2; ++i) {
    auto [erf, erfc] = erfPair(e, x);
    Value r = e.select(nearOne, e.sub(e.sub(one, w), erfc), e.sub(erf, w));
    Value d = e.mul(e.exp(e.neg(e.mul(x, x))), 2.0 / std::sqrt(kPi));
    x = e.sub(x, e.div(r, d));
  }
  x = e.select(e.cmp(w, 1.0, Dir::EQ), e.c(INFINITY), x);
  return e.mul(e.sign(y), x);
}

constexpr double kLanczosG = 7.0;
constexpr double kLanczos[] = {
    0.99999999999980993,  676.5203681218851,     -1259.1392167224028,
    771.32342877765313,   -176.61502916214059,   12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};

/// For x >= 0.5: lgamma(x) and, when `deriv`, digamma(x).
Value lanczos(Expr &e, Value x, bool deriv) {
  Value z = e.add(x, -1.0);
  Value a = e.c(kLanczos[0]);
  Value da = e.c(0.0);
  for (int i = 1; i < 9; ++i) {
    Value q = e.add(z, double(i));
    a = e.add(a, e.div(e.c(kLanczos[i]), q));
    if (deriv)
      da = e.sub(da, e.div(e.c(kLanczos[i]), e.mul(q, q)));
  }
  Value t = e.add(z, kLanczosG + 0.5);
  if (deriv)
    return e.add(e.sub(e.log(t), e.div(e.c(kLanczosG), t)), e.div(da, a));
  Value r = e.add(e.mul(e.add(z, 0.5), e.log(t)), e.neg(t));
  return e.add(e.add(r, e.log(a)), 0.5 * std::log(2 * kPi));
}

Value lgammaF64(Expr &e, Value x) {
  Value one = e.c(1.0);
  Value reflect = e.cmp(x, 0.5, Dir::LT);
  Value xr = e.select(reflect, e.sub(one, x), x);
  Value lg = lanczos(e, xr, /*deriv=*/false);
  // lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x).
  Value frac = e.sub(x, e.floor(x));
  Value s = e.un<hlo::SineOp>(
      e.mul(e.min(frac, e.sub(one, frac)), kPi));
  Value lref = e.sub(e.sub(e.c(std::log(kPi)), e.log(s)), lg);
  Value r = e.select(reflect, lref, lg);
  return e.select(e.cmp(e.abs(x), e.c(INFINITY), Dir::EQ), e.c(INFINITY), r);
}

Value digammaF64(Expr &e, Value x) {
  Value one = e.c(1.0);
  Value reflect = e.cmp(x, 0.5, Dir::LT);
  Value xr = e.select(reflect, e.sub(one, x), x);
  Value dg = lanczos(e, xr, /*deriv=*/true);
  // digamma(x) = digamma(1 - x) - pi / tan(pi x), with x reduced to
  // [-1/2, 1/2] around the nearest integer.
  Value red = e.mul(e.sub(x, e.floor(e.add(x, 0.5))), kPi);
  Value cot = e.div(e.un<hlo::CosineOp>(red), e.un<hlo::SineOp>(red));
  Value dref = e.sub(dg, e.mul(cot, kPi));
  Value r = e.select(reflect, dref, dg);
  // Poles: digamma is NaN at 0, -1, -2, ... (as in XLA).
  Value pole = hlo::AndOp::create(e.b, 
      e.loc, reflect.getType(), reflect,
      e.cmp(x, e.floor(x), Dir::EQ));
  return e.select(pole, e.c(NAN), r);
}

template <typename Op>
struct SpecialFunction : OpRewritePattern<Op> {
  using Fn = Value (*)(Expr &, Value);
  SpecialFunction(MLIRContext *ctx, Fn fn)
      : OpRewritePattern<Op>(ctx), fn(fn) {}
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    return rewriteInF64(op, rewriter, fn);
  }
  Fn fn;
};

} // namespace

void populateSpecialFunctionPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<SpecialFunction<chlo::ErfOp>>(ctx, erfF64);
  patterns.add<SpecialFunction<chlo::ErfcOp>>(ctx, erfcF64);
  patterns.add<SpecialFunction<chlo::ErfInvOp>>(ctx, erfInvF64);
  patterns.add<SpecialFunction<chlo::LgammaOp>>(ctx, lgammaF64);
  patterns.add<SpecialFunction<chlo::DigammaOp>>(ctx, digammaF64);
}

} // namespace kiln::chlo_lowering
