//===- ExpandBf16Conversions.cpp - f32 to bf16 as integer code ------------===//
//
// `arith.truncf` from f32 to bf16 (scalar or vector) as integer operations
// on the bits (see Passes.td for why): round to nearest even, and NaNs keep
// their sign and top payload bits with the quiet bit set, as XLA and
// ml_dtypes convert them. `arith.extf` from bf16 to f32 likewise, as a
// shift.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_EXPANDBF16CONVERSIONS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// `type` with its element type replaced by `element`.
Type withElement(Type type, Type element) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

struct TruncF32ToBf16 : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type in = getElementTypeOrSelf(op.getIn().getType());
    Type out = getElementTypeOrSelf(op.getType());
    if (!in.isF32() || !out.isBF16() || op.getRoundingmodeAttr())
      return failure();
    Location loc = op.getLoc();
    Type i32 = withElement(op.getIn().getType(), rewriter.getI32Type());
    Type i16 = withElement(op.getType(), rewriter.getI16Type());
    auto constant = [&](int64_t v) -> Value {
      Type element = getElementTypeOrSelf(i32);
      TypedAttr attr = rewriter.getIntegerAttr(element, v);
      if (auto shaped = llvm::dyn_cast<ShapedType>(i32))
        attr = SplatElementsAttr::get(shaped, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    Value bits = arith::BitcastOp::create(rewriter, loc, i32, op.getIn());
    Value high = arith::ShRUIOp::create(rewriter, loc, bits, constant(16));
    // Round to nearest, ties to even: add 0x7fff plus the lowest kept bit.
    Value lsb = arith::AndIOp::create(rewriter, loc, high, constant(1));
    Value bias = arith::AddIOp::create(rewriter, loc, lsb, constant(0x7fff));
    Value rounded = arith::ShRUIOp::create(
        rewriter, loc, arith::AddIOp::create(rewriter, loc, bits, bias),
        constant(16));
    // NaN: truncate and set the quiet bit.
    Value quiet = arith::OrIOp::create(rewriter, loc, high, constant(0x40));
    Value isNan = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::UNO, op.getIn(), op.getIn());
    Value result =
        arith::SelectOp::create(rewriter, loc, isNan, quiet, rounded);
    Value narrow = arith::TruncIOp::create(rewriter, loc, i16, result);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), narrow);
    return success();
  }
};

/// bf16 to f32 is exact: the bf16 bits are the high half of the f32's.
/// Written out, so that LLVM's own extension (which, without optimization,
/// can go through a runtime helper) is never used.
struct ExtBf16ToF32 : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Type in = getElementTypeOrSelf(op.getIn().getType());
    Type out = getElementTypeOrSelf(op.getType());
    if (!in.isBF16() || !out.isF32())
      return failure();
    Location loc = op.getLoc();
    Type i16 = withElement(op.getIn().getType(), rewriter.getI16Type());
    Type i32 = withElement(op.getType(), rewriter.getI32Type());
    TypedAttr sixteen = rewriter.getI32IntegerAttr(16);
    if (auto shaped = llvm::dyn_cast<ShapedType>(i32))
      sixteen = SplatElementsAttr::get(shaped, sixteen);
    Value bits = arith::BitcastOp::create(rewriter, loc, i16, op.getIn());
    Value wide = arith::ExtUIOp::create(rewriter, loc, i32, bits);
    Value shifted = arith::ShLIOp::create(
        rewriter, loc, wide, arith::ConstantOp::create(rewriter, loc, sixteen));
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), shifted);
    return success();
  }
};

struct ExpandBf16ConversionsPass
    : kiln::impl::ExpandBf16ConversionsBase<ExpandBf16ConversionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<TruncF32ToBf16, ExtBf16ToF32>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
