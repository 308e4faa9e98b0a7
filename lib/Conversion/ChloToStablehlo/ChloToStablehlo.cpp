//===- ChloToStablehlo.cpp - CHLO to StableHLO decompositions -------------===//
//
// The pass `kiln-chlo-legalize-to-stablehlo`, the helpers its pattern
// families share (Patterns.h), and the decompositions that are a few ops
// each: square, conj, is_inf / is_pos_inf / is_neg_inf, next_after, mulhi,
// top_k, the constants and the broadcast_* ops. The other families live in
// files named for them: ErrorFunctions.cpp (erf, erfc, erf_inv),
// GammaFunctions.cpp (lgamma, digamma, polygamma, zeta),
// BesselFunctions.cpp (bessel_i1e), TrigonometricFunctions.cpp (tan, asin,
// sinh, ... on real and complex operands), RaggedDot.cpp and Scan.cpp.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Conversion/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>

namespace kiln {
#define GEN_PASS_DEF_CHLOLEGALIZETOSTABLEHLO
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace kiln::chlo_lowering {

Value broadcastTo(PatternRewriter &rewriter, Location loc, Value v,
                  RankedTensorType target,
                  std::optional<ArrayRef<int64_t>> dims) {
  auto type = cast<RankedTensorType>(v.getType());
  auto result = RankedTensorType::get(target.getShape(), type.getElementType());
  if (type == result)
    return v;
  SmallVector<int64_t> map;
  if (dims && (int64_t)dims->size() == type.getRank())
    map.assign(dims->begin(), dims->end());
  else
    for (int64_t i = 0; i < type.getRank(); ++i)
      map.push_back(target.getRank() - type.getRank() + i);
  return hlo::BroadcastInDimOp::create(rewriter, loc, result, v, map);
}

std::pair<Value, Value>
broadcastBinaryOperands(PatternRewriter &rewriter, Location loc, Value lhs,
                        Value rhs, RankedTensorType result,
                        std::optional<ArrayRef<int64_t>> dims) {
  int64_t lhsRank = cast<RankedTensorType>(lhs.getType()).getRank();
  int64_t rhsRank = cast<RankedTensorType>(rhs.getType()).getRank();
  return {broadcastTo(rewriter, loc, lhs, result,
                      lhsRank < rhsRank ? dims : std::nullopt),
          broadcastTo(rewriter, loc, rhs, result,
                      rhsRank < lhsRank ? dims : std::nullopt)};
}

Value intSplat(OpBuilder &b, Location loc, RankedTensorType type, int64_t v) {
  auto elem = cast<IntegerType>(type.getElementType());
  APInt bits(elem.getWidth(), v, /*isSigned=*/true, /*implicitTrunc=*/true);
  return hlo::ConstantOp::create(
      b, loc, type, DenseElementsAttr::get(type, b.getIntegerAttr(elem, bits)));
}

void replaceInF64(Operation *op, PatternRewriter &rewriter,
                  RankedTensorType resultType,
                  function_ref<Value(StablehloExpr &, ValueRange)> fn) {
  Location loc = op->getLoc();
  auto shape = cast<RankedTensorType>(op->getOperand(0).getType()).getShape();
  auto f64 = RankedTensorType::get(shape, rewriter.getF64Type());
  SmallVector<Value> operands;
  for (Value x : op->getOperands())
    operands.push_back(
        x.getType() == f64 ? x : hlo::ConvertOp::create(rewriter, loc, f64, x));
  StablehloExpr e{rewriter, loc, f64};
  Value r = fn(e, operands);
  if (resultType != f64)
    r = hlo::ConvertOp::create(rewriter, loc, resultType, r);
  rewriter.replaceOp(op, r);
}

LogicalResult rewriteInF64(Operation *op, PatternRewriter &rewriter,
                           function_ref<Value(StablehloExpr &, Value)> fn) {
  auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !resultType || !isa<FloatType>(type.getElementType()))
    return rewriter.notifyMatchFailure(op, "needs a ranked float tensor");
  replaceInF64(op, rewriter, resultType,
               [&](StablehloExpr &e, ValueRange x) { return fn(e, x[0]); });
  return success();
}

namespace {

using Dir = hlo::ComparisonDirection;

struct SquareToMul : OpRewritePattern<chlo::SquareOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::SquareOp op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    rewriter.replaceOpWithNewOp<hlo::MultiplyOp>(op, op.getType(), x, x);
    return success();
  }
};

struct ConjToComplex : OpRewritePattern<chlo::ConjOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConjOp op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    auto type = cast<RankedTensorType>(x.getType());
    auto complex = dyn_cast<ComplexType>(type.getElementType());
    if (!complex) {
      rewriter.replaceOp(op, x);
      return success();
    }
    Location loc = op.getLoc();
    auto partType =
        RankedTensorType::get(type.getShape(), complex.getElementType());
    Value re = hlo::RealOp::create(rewriter, loc, partType, x);
    Value im = hlo::ImagOp::create(rewriter, loc, partType, x);
    im = hlo::NegateOp::create(rewriter, loc, partType, im);
    rewriter.replaceOpWithNewOp<hlo::ComplexOp>(op, type, re, im);
    return success();
  }
};

/// is_inf / is_pos_inf / is_neg_inf: compare with the infinity.
template <typename Op, int Which> struct IsInfToCompare : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    auto type = cast<RankedTensorType>(x.getType());
    StablehloExpr e{rewriter, op.getLoc(), type};
    Value v = Which == 0 ? e.abs(x) : x;
    Value r = e.cmp(v, Which < 0 ? -INFINITY : INFINITY, Dir::EQ);
    rewriter.replaceOp(op, r);
    return success();
  }
};

/// next_after(x, y) steps the bit pattern of x by one toward y.
struct NextAfterToBits : OpRewritePattern<chlo::NextAfterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::NextAfterOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getLhs().getType());
    if (!type || !isa<FloatType>(type.getElementType()))
      return failure();
    unsigned width = type.getElementType().getIntOrFloatBitWidth();
    auto intType =
        RankedTensorType::get(type.getShape(), rewriter.getIntegerType(width));
    Location loc = op.getLoc();
    StablehloExpr e{rewriter, loc, type};
    Value x = op.getLhs(), y = op.getRhs();
    auto intConst = [&](int64_t v) {
      return intSplat(rewriter, loc, intType, v);
    };
    Value bits = hlo::BitcastConvertOp::create(rewriter, loc, intType, x);
    // Away from zero when x and y - x have the same sign: +1 on the bits.
    Value xPos = e.cmp(x, 0.0, Dir::GT);
    Value up = e.cmp(x, y, Dir::LT);
    Value away = hlo::CompareOp::create(rewriter, loc, xPos.getType(), xPos, up,
                                        Dir::EQ, hlo::ComparisonTypeAttr());
    Value step = hlo::SelectOp::create(rewriter, loc, intType, away,
                                       intConst(1), intConst(-1));
    Value stepped = hlo::AddOp::create(rewriter, loc, intType, bits, step);
    Value r = hlo::BitcastConvertOp::create(rewriter, loc, type, stepped);
    // From zero: the smallest subnormal with y's sign.
    Value tiny =
        hlo::BitcastConvertOp::create(rewriter, loc, type, intConst(1));
    Value signedTiny = e.select(e.cmp(y, 0.0, Dir::LT), e.neg(tiny), tiny);
    r = e.select(e.cmp(x, 0.0, Dir::EQ), signedTiny, r);
    // Equal: y (so next_after(0, -0) is -0); unordered: NaN.
    r = e.select(e.cmp(x, y, Dir::EQ), y, r);
    // (x + y is NaN then, but also for x = -y = inf, which steps to the
    // largest finite value.)
    Value unordered = hlo::OrOp::create(rewriter, loc, e.cmp(x, x, Dir::NE),
                                        e.cmp(y, y, Dir::NE));
    rewriter.replaceOp(op, e.select(unordered, e.add(x, y), r));
    return success();
  }
};

/// mulhi: the high half of the double-width product, from four half-width
/// partial products (so i64 needs no i128), with the signed correction
/// hi_s = hi_u - (a < 0 ? b : 0) - (b < 0 ? a : 0).
struct MulhiToHalves : OpRewritePattern<chlo::MulhiOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::MulhiOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || type != op.getLhs().getType() || type != op.getRhs().getType())
      return rewriter.notifyMatchFailure(op, "needs equal operand types");
    auto elem = dyn_cast<IntegerType>(type.getElementType());
    if (!elem || elem.getWidth() % 2 != 0)
      return rewriter.notifyMatchFailure(op, "needs an even-width integer");
    Location loc = op.getLoc();
    unsigned n = elem.getWidth(), h = n / 2;
    StablehloExpr e{rewriter, loc, type};
    auto k = [&](int64_t v) { return intSplat(rewriter, loc, type, v); };
    auto shr = [&](Value x) -> Value {
      return e.bin<hlo::ShiftRightLogicalOp>(x, k(h));
    };
    Value lowMask = k((int64_t)((uint64_t(1) << h) - 1));
    auto low = [&](Value x) -> Value { return e.bitAnd(x, lowMask); };
    Value a = op.getLhs(), b = op.getRhs();
    Value al = low(a), ah = shr(a), bl = low(b), bh = shr(b);
    Value ll = e.mul(al, bl), lh = e.mul(al, bh), hl = e.mul(ah, bl),
          hh = e.mul(ah, bh);
    Value mid = e.add(e.add(shr(ll), low(lh)), low(hl));
    Value hi = e.add(e.add(hh, shr(lh)), e.add(shr(hl), shr(mid)));
    if (elem.isSignless() || elem.isSigned()) {
      auto predType =
          RankedTensorType::get(type.getShape(), rewriter.getI1Type());
      auto signedCmp = hlo::ComparisonTypeAttr::get(
          op.getContext(), hlo::ComparisonType::SIGNED);
      Value zero = k(0);
      auto negPart = [&](Value x, Value y) -> Value {
        Value neg = hlo::CompareOp::create(rewriter, loc, predType, x, zero,
                                           Dir::LT, signedCmp);
        return e.select(neg, y, zero);
      };
      hi = e.sub(hi, negPart(a, b));
      hi = e.sub(hi, negPart(b, a));
    }
    rewriter.replaceOp(op, hi);
    return success();
  }
};

struct BroadcastSelect : OpRewritePattern<chlo::BroadcastSelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::BroadcastSelectOp op,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<RankedTensorType>(op.getType());
    if (!result || !result.hasStaticShape())
      return failure();
    Location loc = op.getLoc();
    Value p = broadcastTo(rewriter, loc, op.getPred(), result, std::nullopt);
    Value t = broadcastTo(rewriter, loc, op.getOnTrue(), result, std::nullopt);
    Value f = broadcastTo(rewriter, loc, op.getOnFalse(), result, std::nullopt);
    rewriter.replaceOpWithNewOp<hlo::SelectOp>(op, result, p, t, f);
    return success();
  }
};

struct ConstantToHlo : OpRewritePattern<chlo::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, op.getType(),
                                                 op.getValue());
    return success();
  }
};

struct ConstantLikeToHlo : OpRewritePattern<chlo::ConstantLikeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConstantLikeOp op,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<RankedTensorType>(op.getType());
    if (!result || !result.hasStaticShape())
      return failure();
    auto value = dyn_cast<Attribute>(op.getValue());
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(
        op, result, DenseElementsAttr::get(result, value));
    return success();
  }
};

/// top_k: a stable descending sort of (values, iota) on the last dimension,
/// then the first k of each row.
struct TopKToSort : OpRewritePattern<chlo::TopKOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::TopKOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
    if (!type || !type.hasStaticShape() || type.getRank() == 0)
      return failure();
    Location loc = op.getLoc();
    int64_t last = type.getRank() - 1;
    auto indexType =
        RankedTensorType::get(type.getShape(), rewriter.getI32Type());
    Value iota = hlo::IotaOp::create(rewriter, loc, indexType, last);
    auto sort = hlo::SortOp::create(rewriter, loc, TypeRange{type, indexType},
                                    ValueRange{op.getOperand(), iota},
                                    rewriter.getI64IntegerAttr(last),
                                    rewriter.getBoolAttr(true));
    {
      OpBuilder::InsertionGuard guard(rewriter);
      Block *block = rewriter.createBlock(&sort.getComparator());
      auto scalar = RankedTensorType::get({}, type.getElementType());
      auto scalarIdx = RankedTensorType::get({}, rewriter.getI32Type());
      Value a = block->addArgument(scalar, loc);
      Value b = block->addArgument(scalar, loc);
      block->addArgument(scalarIdx, loc);
      block->addArgument(scalarIdx, loc);
      // Floats: total order, so NaN sorts first like XLA's top_k.
      hlo::ComparisonTypeAttr ct;
      if (isa<FloatType>(type.getElementType()))
        ct = hlo::ComparisonTypeAttr::get(op.getContext(),
                                          hlo::ComparisonType::TOTALORDER);
      Value gt = hlo::CompareOp::create(
          rewriter, loc, RankedTensorType::get({}, rewriter.getI1Type()), a, b,
          Dir::GT, ct);
      hlo::ReturnOp::create(rewriter, loc, gt);
    }
    SmallVector<int64_t> start(type.getRank(), 0);
    SmallVector<int64_t> limit(type.getShape());
    SmallVector<int64_t> strides(type.getRank(), 1);
    limit[last] = op.getK();
    Value values =
        hlo::SliceOp::create(rewriter, loc, op.getValues().getType(),
                             sort.getResult(0), start, limit, strides);
    Value indices =
        hlo::SliceOp::create(rewriter, loc, op.getIndices().getType(),
                             sort.getResult(1), start, limit, strides);
    rewriter.replaceOp(op, {values, indices});
    return success();
  }
};

/// Every CHLO decomposition; the pass applies exactly these patterns.
void populateChloToStablehloPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<SquareToMul, ConjToComplex, NextAfterToBits, MulhiToHalves,
               TopKToSort, ConstantToHlo, ConstantLikeToHlo, BroadcastSelect,
               IsInfToCompare<chlo::IsInfOp, 0>,
               IsInfToCompare<chlo::IsPosInfOp, 1>,
               IsInfToCompare<chlo::IsNegInfOp, -1>>(ctx);
  patterns.add<BroadcastBinary<chlo::BroadcastAddOp, hlo::AddOp>,
               BroadcastBinary<chlo::BroadcastSubOp, hlo::SubtractOp>,
               BroadcastBinary<chlo::BroadcastMulOp, hlo::MultiplyOp>,
               BroadcastBinary<chlo::BroadcastDivOp, hlo::DivideOp>,
               BroadcastBinary<chlo::BroadcastMaxOp, hlo::MaximumOp>,
               BroadcastBinary<chlo::BroadcastMinOp, hlo::MinimumOp>,
               BroadcastBinary<chlo::BroadcastPowOp, hlo::PowerOp>,
               BroadcastBinary<chlo::BroadcastRemOp, hlo::RemainderOp>,
               BroadcastBinary<chlo::BroadcastAtan2Op, hlo::Atan2Op>,
               BroadcastBinary<chlo::BroadcastAndOp, hlo::AndOp>,
               BroadcastBinary<chlo::BroadcastOrOp, hlo::OrOp>,
               BroadcastBinary<chlo::BroadcastXorOp, hlo::XorOp>,
               BroadcastBinary<chlo::BroadcastShiftLeftOp, hlo::ShiftLeftOp>,
               BroadcastBinary<chlo::BroadcastShiftRightArithmeticOp,
                               hlo::ShiftRightArithmeticOp>,
               BroadcastBinary<chlo::BroadcastShiftRightLogicalOp,
                               hlo::ShiftRightLogicalOp>,
               BroadcastBinary<chlo::BroadcastComplexOp, hlo::ComplexOp>,
               BroadcastBinary<chlo::BroadcastNextAfterOp, chlo::NextAfterOp>,
               BroadcastBinary<chlo::BroadcastCompareOp, hlo::CompareOp>>(ctx);
  populateErrorFunctionPatterns(patterns);
  populateGammaFunctionPatterns(patterns);
  populateBesselFunctionPatterns(patterns);
  populateTrigonometricFunctionPatterns(patterns);
  populateRaggedDotPatterns(patterns);
  populateScanPatterns(patterns);
}

struct ChloLegalizeToStablehloPass
    : kiln::impl::ChloLegalizeToStablehloBase<ChloLegalizeToStablehloPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    populateChloToStablehloPatterns(patterns);
    // Only rewrite CHLO: no folding, constant hoisting or region
    // simplification, which would move constants out of sort/reduce bodies.
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
} // namespace kiln::chlo_lowering

mlir::FailureOr<std::vector<kiln::OpHandling>>
kiln::chloToStablehloRewrites(MLIRContext *ctx) {
  RewritePatternSet patterns(ctx);
  chlo_lowering::populateChloToStablehloPatterns(patterns);
  std::vector<OpHandling> out;
  auto noGenericPatterns = [](const RewritePattern &,
                              std::vector<OpHandling> &) { return failure(); };
  if (failed(collectPatternRoots(ctx, patterns, noGenericPatterns, out)))
    return failure();
  return out;
}
