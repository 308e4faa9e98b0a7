//===- BesselFunctions.cpp - chlo.bessel_i1e to StableHLO -----------------===//
//
// bessel_i1e(x) = e^-|x| I1(x), evaluated in f64 whatever the operand type
// (the result is rounded back): for |x| < 22 the power series
//   I1(x) = (x/2) sum_k (x^2/4)^k / (k! (k+1)!)
// (45 terms, all positive), beyond it Hankel's asymptotic expansion
//   I1e(x) ~ 1/sqrt(2 pi x) sum_k (-1)^k a_k / x^k,
//   a_k = prod_{j<=k} (4 - (2j-1)^2) / (8 k!)
// (25 terms); odd in x.
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

Value besselI1eF64(StablehloExpr &e, Value x) {
  constexpr double kSplit = 22.0;
  Value a = e.abs(x);
  // The series on min(a, split).
  Value s = e.min(a, e.c(kSplit));
  SmallVector<double> coeffs;
  double c = 1.0;
  for (int k = 0; k < 45; ++k) {
    if (k > 0)
      c /= double(k) * double(k + 1);
    coeffs.push_back(c);
  }
  std::reverse(coeffs.begin(), coeffs.end());
  Value series =
      e.mul(e.mul(e.poly(e.mul(e.mul(s, s), 0.25), coeffs), e.mul(s, 0.5)),
            e.exp(e.neg(s)));
  // The asymptotic expansion on max(a, split).
  Value l = e.max(a, e.c(kSplit));
  SmallVector<double> asym;
  double ak = 1.0;
  asym.push_back(ak);
  for (int k = 1; k < 25; ++k) {
    ak *= (4.0 - double(2 * k - 1) * double(2 * k - 1)) / (8.0 * k);
    asym.push_back(k % 2 ? -ak : ak);
  }
  std::reverse(asym.begin(), asym.end());
  Value big = e.div(e.poly(e.div(e.c(1.0), l), asym),
                    e.mul(e.sqrt(l), std::sqrt(2 * kPi)));
  Value r = e.select(e.cmp(a, kSplit, Dir::LT), series, big);
  // Odd: the sign of x (keeps -0; NaN stays NaN through the series).
  Value neg = e.cmp(x, 0.0, Dir::LT);
  r = e.select(neg, e.neg(r), r);
  return e.select(e.cmp(x, 0.0, Dir::EQ), x, r);
}

} // namespace

void populateBesselFunctionPatterns(RewritePatternSet &patterns) {
  patterns.add<SpecialFunction<chlo::BesselI1eOp>>(patterns.getContext(),
                                                   besselI1eF64);
}

} // namespace kiln::chlo_lowering
