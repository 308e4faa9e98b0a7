//===- ApproximateMath.cpp - polynomial f32 transcendental functions ------===//
//
// Rewrites f32 math.exp/expm1/log/log1p/log2/tanh/erf (scalars and vectors)
// into the polynomial approximations of MLIR's math dialect, so that the
// loops kiln-vectorize-linalg produces stay vector code instead of calling
// libm per lane. The set is limited to functions whose approximations stay
// within a few ulp of XLA's (measured in docs/codegen.md); f64 and every
// other function keep their libm calls.
//
//===----------------------------------------------------------------------===//

#include "kiln/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_APPROXIMATEMATH
#include "kiln/Transforms/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

bool isApproximated(StringRef name) {
  name.consume_front("math.");
  return llvm::is_contained({"exp", "expm1", "log", "log1p", "log2", "tanh",
                             "erf"},
                            name);
}

/// tanh(x) = sign(x) * t / (t + 2) with t = expm1(2 |x|), |x| clamped to
/// 9 (where tanh rounds to 1 in f32). Replaces the upstream rational
/// approximation, which stops short of +-1 for large |x| (1 + tanh(x) is
/// then 2e-7 instead of 0, visible in gelu).
struct TanhByExpm1 : OpRewritePattern<math::TanhOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::TanhOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    auto constant = [&](float v) -> Value {
      Attribute attr = rewriter.getF32FloatAttr(v);
      if (auto vec = llvm::dyn_cast<VectorType>(type))
        attr = DenseElementsAttr::get(vec, attr);
      return arith::ConstantOp::create(rewriter, loc, type,
                                       llvm::cast<TypedAttr>(attr));
    };
    Value x = op.getOperand();
    Value a = math::AbsFOp::create(rewriter, loc, x);
    a = arith::MinimumFOp::create(rewriter, loc, a, constant(9.0f));
    Value twice = arith::AddFOp::create(rewriter, loc, a, a);
    Value t = math::ExpM1Op::create(rewriter, loc, twice);
    Value den = arith::AddFOp::create(rewriter, loc, t, constant(2.0f));
    Value q = arith::DivFOp::create(rewriter, loc, t, den);
    // The sign of x (including -0) onto q >= 0, as bits.
    Type bits = rewriter.getI32Type();
    if (auto vec = llvm::dyn_cast<VectorType>(type))
      bits = vec.clone(bits);
    Value signMask = arith::ConstantOp::create(
        rewriter, loc, bits,
        llvm::cast<TypedAttr>(
            llvm::isa<VectorType>(type)
                ? Attribute(DenseElementsAttr::get(
                      llvm::cast<ShapedType>(bits),
                      rewriter.getI32IntegerAttr(INT32_MIN)))
                : Attribute(rewriter.getI32IntegerAttr(INT32_MIN))));
    Value sign = arith::AndIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, bits, x),
        signMask);
    Value result = arith::OrIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, bits, q), sign);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, result);
    return success();
  }
};

struct ApproximateMathPass
    : kiln::impl::ApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<TanhByExpm1>(&getContext(), /*benefit=*/2);
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
