//===- SpecialFunctions2.cpp - bessel_i1e, zeta, polygamma ----------------===//
//
// Like SpecialFunctions.cpp, these are evaluated in f64 whatever the operand
// type and rounded back:
//  - bessel_i1e(x) = e^-|x| I1(x): for |x| < 22 the power series
//      I1(x) = (x/2) sum_k (x^2/4)^k / (k! (k+1)!)
//    (45 terms, all positive), beyond it Hankel's asymptotic expansion
//      I1e(x) ~ 1/sqrt(2 pi x) sum_k (-1)^k a_k / x^k,
//      a_k = prod_{j<=k} (4 - (2j-1)^2) / (8 k!)
//    (25 terms); odd in x;
//  - zeta(x, q) = sum_k (q + k)^-x: ten terms directly, then the
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

#include "ChloBuilder.h"

#include <algorithm>
#include <cmath>

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;
constexpr double kPi = 3.14159265358979323846;

Value andOp(Expr &e, Value a, Value b) {
  return hlo::AndOp::create(e.b, e.loc, a.getType(), a, b);
}
Value orOp(Expr &e, Value a, Value b) {
  return hlo::OrOp::create(e.b, e.loc, a.getType(), a, b);
}
Value pow(Expr &e, Value a, Value b) { return e.bin<hlo::PowerOp>(a, b); }

Value besselI1eF64(Expr &e, Value x) {
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

Value zetaF64(Expr &e, Value x, Value q) {
  constexpr int kDirect = 10;
  // B_2j / (2j)!, j = 1..12.
  constexpr double kB[] = {
      1.0 / 6,       -1.0 / 30,       1.0 / 42,       -1.0 / 30,
      5.0 / 66,      -691.0 / 2730,   7.0 / 6,        -3617.0 / 510,
      43867.0 / 798, -174611.0 / 330, 854513.0 / 138, -236364091.0 / 2730};
  Value negX = e.neg(x);
  Value s = pow(e, q, negX);
  for (int k = 1; k < kDirect; ++k)
    s = e.add(s, pow(e, e.add(q, double(k)), negX));
  Value w = e.add(q, double(kDirect));
  Value t = pow(e, w, negX);
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
  r = e.select(andOp(e, qNonPos, xNotInt), nan, r);
  r = e.select(
      orOp(e, e.cmp(q, INFINITY, Dir::EQ), e.cmp(x, INFINITY, Dir::EQ)), nan,
      r);
  Value pole = andOp(e, qNonPos, e.cmp(q, e.floor(q), Dir::EQ));
  Value half = e.mul(x, 0.5);
  Value even = andOp(e, andOp(e, xInt, e.cmp(x, INFINITY, Dir::LT)),
                     e.cmp(half, e.floor(half), Dir::EQ));
  r = e.select(pole, e.select(even, inf, nan), r);
  return e.select(e.cmp(x, 1.0, Dir::EQ), inf, r);
}

Value polygammaF64(Expr &e, Value n, Value x) {
  Value digamma = chlo::DigammaOp::create(e.b, e.loc, e.type, x);
  Value np1 = e.add(n, 1.0);
  Value factorial = e.exp(chlo::LgammaOp::create(e.b, e.loc, e.type, np1));
  // (-1)^(n+1): +1 for odd n.
  Value half = e.mul(n, 0.5);
  Value odd = e.cmp(half, e.floor(half), Dir::NE);
  Value sign = e.select(odd, e.c(1.0), e.c(-1.0));
  Value r = e.mul(e.mul(sign, factorial), zetaF64(e, np1, x));
  r = e.select(e.cmp(n, 0.0, Dir::EQ), digamma, r);
  Value bad = orOp(e, e.cmp(n, e.floor(n), Dir::NE), e.cmp(n, 0.0, Dir::LT));
  return e.select(bad, e.c(NAN), r);
}

/// Rewrites a binary float op as `fn` on both operands converted to f64.
LogicalResult rewriteBinaryInF64(Operation *op, PatternRewriter &rewriter,
                                 function_ref<Value(Expr &, Value, Value)> fn) {
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !isa<FloatType>(type.getElementType()) ||
      op->getOperand(0).getType() != type ||
      op->getOperand(1).getType() != type)
    return rewriter.notifyMatchFailure(op, "needs equal float tensor types");
  replaceInF64(op, rewriter, type,
               [&](Expr &e, ValueRange x) { return fn(e, x[0], x[1]); });
  return success();
}

struct BesselI1e : OpRewritePattern<chlo::BesselI1eOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::BesselI1eOp op,
                                PatternRewriter &rewriter) const override {
    return rewriteInF64(op, rewriter, besselI1eF64);
  }
};

struct Zeta : OpRewritePattern<chlo::ZetaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ZetaOp op,
                                PatternRewriter &rewriter) const override {
    return rewriteBinaryInF64(op, rewriter, zetaF64);
  }
};

struct Polygamma : OpRewritePattern<chlo::PolygammaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::PolygammaOp op,
                                PatternRewriter &rewriter) const override {
    return rewriteBinaryInF64(op, rewriter, polygammaF64);
  }
};

} // namespace

void populateSpecialFunction2Patterns(RewritePatternSet &patterns) {
  patterns.add<BesselI1e, Zeta, Polygamma,
               BroadcastBinary<chlo::BroadcastZetaOp, chlo::ZetaOp>,
               BroadcastBinary<chlo::BroadcastPolygammaOp, chlo::PolygammaOp>>(
      patterns.getContext());
}

} // namespace kiln::chlo_lowering
