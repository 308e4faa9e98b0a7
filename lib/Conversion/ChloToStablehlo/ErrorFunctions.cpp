//===- ErrorFunctions.cpp - chlo.erf, erfc and erf_inv to StableHLO -------===//
//
// The error functions are evaluated in f64 whatever the operand type (the
// result is rounded back), which makes the f32/bf16/f16 results correctly
// rounded in practice:
//  - erf(x), |x| < 2.2: Kummer's series
//      erf(x) = 2x/sqrt(pi) e^{-x^2} sum_n (2x^2)^n / (1*3*...*(2n+1)),
//    all terms positive (33 terms reach f64 precision there);
//  - erfc(x), x >= 2.2: the continued fraction
//      erfc(x) = e^{-x^2}/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
//    evaluated bottom-up from depth 48; elsewhere erfc = 1 - erf;
//  - erf_inv: Giles' single-precision approximation as the start, then two
//    Newton steps on erf (on erfc near |y| = 1).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

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
Value erfKummer(StablehloExpr &e, Value a) {
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
Value erfcContinuedFraction(StablehloExpr &e, Value a) {
  Value t = a;
  for (int k = 48; k >= 1; --k)
    t = e.add(a, e.div(e.c(k / 2.0), t));
  Value g = e.mul(e.exp(e.neg(e.mul(a, a))), 1.0 / std::sqrt(kPi));
  return e.div(g, t);
}

/// erf(x) and erfc(x), sharing one series and one continued fraction.
std::pair<Value, Value> erfPair(StablehloExpr &e, Value x) {
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

Value erfF64(StablehloExpr &e, Value x) { return erfPair(e, x).first; }
Value erfcF64(StablehloExpr &e, Value x) { return erfPair(e, x).second; }

Value erfInvF64(StablehloExpr &e, Value y) {
  Value w = e.abs(y);
  Value one = e.c(1.0);
  Value u = e.neg(e.log(e.mul(e.sub(one, w), e.add(one, w))));
  // Giles, "Approximating the erfinv function" (single precision).
  Value central =
      e.poly(e.add(u, -2.5), {2.81022636e-08, 3.43273939e-07, -3.5233877e-06,
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

} // namespace

void populateErrorFunctionPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<SpecialFunction<chlo::ErfOp>>(ctx, erfF64);
  patterns.add<SpecialFunction<chlo::ErfcOp>>(ctx, erfcF64);
  patterns.add<SpecialFunction<chlo::ErfInvOp>>(ctx, erfInvF64);
}

} // namespace kiln::chlo_lowering
