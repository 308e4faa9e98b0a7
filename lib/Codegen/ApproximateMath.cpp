//===- ApproximateMath.cpp - polynomial f32 transcendental functions ------===//
//
// Rewrites f32 math.exp/expm1/log/log1p/log2/tanh/erf (scalars and vectors)
// into the polynomial approximations of MLIR's math dialect, so that the
// loops kiln-vectorize-linalg produces stay vector code instead of calling
// libm per lane. The set is limited to functions whose approximations stay
// within a few ulp of XLA's (measured in docs/codegen.md); f64 and every
// other function keep their libm calls. gelu's 0.5 * (1 + tanh(y)) is
// first rewritten as the logistic function of 2y, which costs less. The
// lowering of stablehlo.tanh guards math.tanh with an expm1 form for
// |x| < 0.625 (accurate where math.tanh's libm-less expansion is not); here
// the guard goes first, since this pass's tanh is accurate near 0 itself.
// expm1 in the bodies of linalg ops on complex numbers is left to libm.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_APPROXIMATEMATH
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

bool isApproximated(StringRef name) {
  name.consume_front("math.");
  return llvm::is_contained(
      {"exp", "expm1", "log", "log1p", "log2", "tanh", "erf"}, name);
}

/// The f32 constant `v` of `type` (f32, or a vector of f32).
Value splat(OpBuilder &b, Location loc, Type type, float v) {
  Attribute attr = b.getF32FloatAttr(v);
  if (auto vec = llvm::dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vec, attr);
  return arith::ConstantOp::create(b, loc, type, llvm::cast<TypedAttr>(attr));
}

/// tanh for f32: below |x| = 0.625 the odd polynomial x + x^3 P(x^2) (a
/// least-squares fit of degree 5 in x^2 on Chebyshev nodes, 0.7 ulp), above
/// it sign(x) * (1 - 2 / (exp(2 |x|) + 1)) with |x| clamped to 20 (where
/// tanh is 1 in f32), 1.5 ulp plus exp's error. It reaches +-1 exactly,
/// which upstream's rational approximation does not (1 + tanh(x) is then
/// 2e-7 instead of 0, visible in gelu), and costs one exp and one
/// division; the former expm1(2|x|) / (expm1(2|x|) + 2) also took a log.
struct TanhByExp : OpRewritePattern<math::TanhOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::TanhOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    auto constant = [&](float v) { return splat(rewriter, loc, type, v); };
    Value x = op.getOperand();
    Value a = math::AbsFOp::create(rewriter, loc, x);

    // Small |x|: x + x * s * P(s), s = x^2, by Horner's rule.
    static const float kCoefficients[] = {-0.333333343f,   0.133333042f,
                                          -0.0539594069f,  0.0217699651f,
                                          -0.00834698789f, 0.00229584426f};
    Value s = arith::MulFOp::create(rewriter, loc, x, x);
    Value p = constant(kCoefficients[5]);
    for (int k = 4; k >= 0; --k)
      p = math::FmaOp::create(rewriter, loc, p, s, constant(kCoefficients[k]));
    Value xs = arith::MulFOp::create(rewriter, loc, x, s);
    Value poly = math::FmaOp::create(rewriter, loc, xs, p, x);

    // Larger |x|: 1 - 2 / (exp(2|x|) + 1), with the sign of x.
    Value c = arith::MinimumFOp::create(rewriter, loc, a, constant(20.0f));
    Value e = math::ExpOp::create(rewriter, loc,
                                  arith::AddFOp::create(rewriter, loc, c, c));
    Value q = arith::DivFOp::create(
        rewriter, loc, constant(2.0f),
        arith::AddFOp::create(rewriter, loc, e, constant(1.0f)));
    Value r = arith::SubFOp::create(rewriter, loc, constant(1.0f), q);
    // The sign of x onto r >= 0, as bits.
    Type bits = rewriter.getI32Type();
    if (auto vec = llvm::dyn_cast<VectorType>(type))
      bits = vec.clone(bits);
    Attribute mask = rewriter.getI32IntegerAttr(INT32_MIN);
    if (llvm::isa<VectorType>(type))
      mask = DenseElementsAttr::get(llvm::cast<ShapedType>(bits), mask);
    Value sign = arith::AndIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, bits, x),
        arith::ConstantOp::create(rewriter, loc, bits,
                                  llvm::cast<TypedAttr>(mask)));
    Value large = arith::BitcastOp::create(
        rewriter, loc, type,
        arith::OrIOp::create(rewriter, loc,
                             arith::BitcastOp::create(rewriter, loc, bits, r),
                             sign));

    Value small = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OLT, a, constant(0.625f));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, poly, large);
    return success();
  }
};

/// Whether `v` is the f32 constant `c` (a scalar, a splat vector or a
/// broadcast scalar).
bool isConstant(Value v, float c) {
  if (auto broadcast = v.getDefiningOp<vector::BroadcastOp>())
    v = broadcast.getSource();
  auto op = v.getDefiningOp<arith::ConstantOp>();
  if (!op)
    return false;
  Attribute attr = op.getValue();
  if (auto splat = llvm::dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  auto f = llvm::dyn_cast<FloatAttr>(attr);
  return f && f.getType().isF32() && f.getValueAsDouble() == c;
}

/// The operand of the binary op `op` other than the constant `c`, or null.
Value otherThan(Operation *op, float c) {
  if (isConstant(op->getOperand(0), c))
    return op->getOperand(1);
  if (isConstant(op->getOperand(1), c))
    return op->getOperand(0);
  return {};
}

/// 0.5 * (1 + tanh(y)) (gelu's tanh form) is the logistic function of 2y,
/// e / (e + 1) with e = exp(2y): one exp and one division instead of
/// tanh's polynomial, exp, division and sign handling and the two
/// operations after it, and without 1 + tanh's cancellation for negative
/// y. 2y is clamped to 40, where the quotient is 1 in f32 (and e / (e + 1)
/// not inf / inf).
void rewriteHalfOnePlusTanh(func::FuncOp func) {
  SmallVector<arith::MulFOp> candidates;
  func.walk([&](arith::MulFOp op) { candidates.push_back(op); });
  for (arith::MulFOp half : candidates) {
    if (!getElementTypeOrSelf(half.getType()).isF32())
      continue;
    Value sum = otherThan(half, 0.5f);
    auto plus = sum ? sum.getDefiningOp<arith::AddFOp>() : nullptr;
    if (!plus || !sum.hasOneUse())
      continue;
    Value t = otherThan(plus, 1.0f);
    auto tanh = t ? t.getDefiningOp<math::TanhOp>() : nullptr;
    if (!tanh || !t.hasOneUse())
      continue;
    OpBuilder b(half);
    Location loc = half.getLoc();
    Type type = half.getType();
    auto constant = [&](float v) { return splat(b, loc, type, v); };
    Value y = tanh.getOperand();
    Value twoY = arith::MinimumFOp::create(
        b, loc, arith::AddFOp::create(b, loc, y, y), constant(40.0f));
    Value e = math::ExpOp::create(b, loc, twoY);
    Value logistic = arith::DivFOp::create(
        b, loc, e, arith::AddFOp::create(b, loc, e, constant(1.0f)));
    half.getResult().replaceAllUsesWith(logistic);
    half.erase();
    plus.erase();
    tanh.erase();
  }
}

/// The guard the lowering of stablehlo.tanh (ScalarOpsFloat.cpp) puts
/// around math.tanh: select(|x| < 0.625, small, tanh(x)), where `small` is
/// an expm1 form accurate near 0. TanhByExp is accurate there too, so the
/// select becomes the math.tanh alone (its other branch is then dead), and
/// the gelu rewrite sees the tanh.
void stripTanhGuards(func::FuncOp func) {
  SmallVector<arith::SelectOp> guards;
  func.walk([&](arith::SelectOp op) {
    auto tanh = op.getFalseValue().getDefiningOp<math::TanhOp>();
    if (!tanh || !getElementTypeOrSelf(tanh.getType()).isF32())
      return;
    auto cond = op.getCondition().getDefiningOp<arith::CmpFOp>();
    if (!cond || cond.getPredicate() != arith::CmpFPredicate::OLT ||
        !isConstant(cond.getRhs(), 0.625f))
      return;
    auto abs = cond.getLhs().getDefiningOp<math::AbsFOp>();
    if (abs && abs.getOperand() == tanh.getOperand())
      guards.push_back(op);
  });
  for (arith::SelectOp op : guards) {
    op.getResult().replaceAllUsesWith(op.getFalseValue());
    op.erase();
  }
}

/// Whether `op` is part of the body of a linalg op with complex operands or
/// results. There expm1 keeps libm, like at -O0: complex expm1 and tanh
/// take e^x as expm1(x) + 1, which turns the approximation's last-bit
/// differences near -1 into thousands of ulp of a small imaginary part,
/// and those loops are not vectorized anyway. (exp stays approximated:
/// this polynomial is also the one whose results XLA's agree with.)
bool inComplexBody(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp()) {
    if (!isa<linalg::LinalgOp>(p))
      continue;
    auto isComplex = [](Value v) {
      return isa<ComplexType>(getElementTypeOrSelf(v.getType()));
    };
    return llvm::any_of(p->getOperands(), isComplex) ||
           llvm::any_of(p->getResults(), isComplex);
  }
  return false;
}

struct ApproximateMathPass
    : kiln::impl::ApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    stripTanhGuards(getOperation());
    rewriteHalfOnePlusTanh(getOperation());
    RewritePatternSet patterns(&getContext());
    patterns.add<TanhByExp>(&getContext(), /*benefit=*/2);
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    // The ops to approximate; what their rewrites create (the exp inside
    // tanh's) is rewritten too.
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::MathDialect>(op->getDialect()) &&
          isApproximated(op->getName().getStringRef()) &&
          !(isa<math::ExpM1Op>(op) && inComplexBody(op)))
        ops.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
    // Folding and constant deduplication over the whole function, as a
    // greedy rewrite of it would have done.
    if (failed(applyPatternsGreedily(getOperation(),
                                     RewritePatternSet(&getContext()))))
      return signalPassFailure();
  }
};

} // namespace
