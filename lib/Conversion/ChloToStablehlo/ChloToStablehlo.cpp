//===- ChloToStablehlo.cpp - CHLO to StableHLO decompositions -------------===//
//
// The pass `kiln-chlo-legalize-to-stablehlo`: square, is_inf*, conj,
// the trigonometric/hyperbolic family, next_after, top_k, the broadcast_*
// binary ops and the constants; the special functions live in
// SpecialFunctions.cpp.
//
//===----------------------------------------------------------------------===//

#include "ChloBuilder.h"

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

void replaceInF64(Operation *op, PatternRewriter &rewriter,
                  RankedTensorType resultType,
                  function_ref<Value(Expr &, ValueRange)> fn) {
  Location loc = op->getLoc();
  auto shape = cast<RankedTensorType>(op->getOperand(0).getType()).getShape();
  auto f64 = RankedTensorType::get(shape, rewriter.getF64Type());
  SmallVector<Value> operands;
  for (Value x : op->getOperands())
    operands.push_back(
        x.getType() == f64 ? x : hlo::ConvertOp::create(rewriter, loc, f64, x));
  Expr e{rewriter, loc, f64};
  Value r = fn(e, operands);
  if (resultType != f64)
    r = hlo::ConvertOp::create(rewriter, loc, resultType, r);
  rewriter.replaceOp(op, r);
}

LogicalResult rewriteInF64(Operation *op, PatternRewriter &rewriter,
                           function_ref<Value(Expr &, Value)> fn) {
  auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !resultType || !isa<FloatType>(type.getElementType()))
    return rewriter.notifyMatchFailure(op, "needs a ranked float tensor");
  replaceInF64(op, rewriter, resultType,
               [&](Expr &e, ValueRange x) { return fn(e, x[0]); });
  return success();
}

namespace {

using Dir = hlo::ComparisonDirection;
constexpr double kLn2 = 0.69314718055994530942;

Value sinhF64(Expr &e, Value x) {
  // (expm1(x) - expm1(-x)) / 2 is accurate near 0; for |x| >= 1,
  // e^(x - ln 2) - e^(-x - ln 2) avoids the overflow of e^x just below the
  // largest finite sinh.
  Value small = e.mul(e.sub(e.un<hlo::ExponentialMinusOneOp>(x),
                            e.un<hlo::ExponentialMinusOneOp>(e.neg(x))),
                      0.5);
  Value big = e.sub(e.exp(e.add(x, -kLn2)), e.exp(e.add(e.neg(x), -kLn2)));
  return e.select(e.cmp(e.abs(x), 1.0, Dir::LT), small, big);
}

Value coshF64(Expr &e, Value x) {
  return e.add(e.exp(e.add(x, -kLn2)), e.exp(e.add(e.neg(x), -kLn2)));
}

Value tanF64(Expr &e, Value x) { return e.un<hlo::TanOp>(x); }

Value atan2(Expr &e, Value y, Value x) { return e.bin<hlo::Atan2Op>(y, x); }

Value asinF64(Expr &e, Value x) {
  Value one = e.c(1.0);
  return atan2(e, x, e.sqrt(e.mul(e.sub(one, x), e.add(one, x))));
}

Value acosF64(Expr &e, Value x) {
  Value one = e.c(1.0);
  return atan2(e, e.sqrt(e.mul(e.sub(one, x), e.add(one, x))), x);
}

Value atanF64(Expr &e, Value x) { return atan2(e, x, e.c(1.0)); }

Value asinhF64(Expr &e, Value x) {
  // asinh(a) = log1p(a + a^2 / (1 + sqrt(1 + a^2))), a = |x|; for huge a,
  // log(a) + ln 2.
  Value a = e.abs(x);
  Value a2 = e.mul(a, a);
  Value mid = e.log1p(
      e.add(a, e.div(a2, e.add(e.sqrt(e.add(a2, 1.0)), 1.0))));
  Value big = e.add(e.log(a), kLn2);
  Value r = e.select(e.cmp(a, 1e150, Dir::GT), big, mid);
  return e.mul(e.sign(x), r);
}

Value acoshF64(Expr &e, Value x) {
  // acosh(x) = log1p((x - 1) + sqrt((x - 1)(x + 1))); NaN below 1.
  Value xm1 = e.add(x, -1.0);
  Value mid = e.log1p(e.add(xm1, e.sqrt(e.mul(xm1, e.add(x, 1.0)))));
  Value big = e.add(e.log(x), kLn2);
  return e.select(e.cmp(x, 1e150, Dir::GT), big, mid);
}

Value atanhF64(Expr &e, Value x) {
  return e.mul(e.sub(e.log1p(x), e.log1p(e.neg(x))), 0.5);
}

template <typename Op>
struct RealFunction : OpRewritePattern<Op> {
  using Fn = Value (*)(Expr &, Value);
  RealFunction(MLIRContext *ctx, Fn fn) : OpRewritePattern<Op>(ctx), fn(fn) {}
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    return rewriteInF64(op, rewriter, fn);
  }
  Fn fn;
};

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
    auto partType = RankedTensorType::get(type.getShape(), complex.getElementType());
    Value re = hlo::RealOp::create(rewriter, loc, partType, x);
    Value im = hlo::ImagOp::create(rewriter, loc, partType, x);
    im = hlo::NegateOp::create(rewriter, loc, partType, im);
    rewriter.replaceOpWithNewOp<hlo::ComplexOp>(op, type, re, im);
    return success();
  }
};

/// is_inf / is_pos_inf / is_neg_inf: compare with the infinity.
template <typename Op, int Which>
struct IsInfToCompare : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    auto type = cast<RankedTensorType>(x.getType());
    Expr e{rewriter, op.getLoc(), type};
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
    auto intType = RankedTensorType::get(type.getShape(), rewriter.getIntegerType(width));
    Location loc = op.getLoc();
    Expr e{rewriter, loc, type};
    Value x = op.getLhs(), y = op.getRhs();
    auto intConst = [&](int64_t v) -> Value {
      return hlo::ConstantOp::create(rewriter, 
          loc, intType,
          DenseElementsAttr::get(
              intType, rewriter.getIntegerAttr(intType.getElementType(), v)));
    };
    Value bits = hlo::BitcastConvertOp::create(rewriter, loc, intType, x);
    // Away from zero when x and y - x have the same sign: +1 on the bits.
    Value xPos = e.cmp(x, 0.0, Dir::GT);
    Value up = e.cmp(x, y, Dir::LT);
    Value away = hlo::CompareOp::create(rewriter, 
        loc, xPos.getType(), xPos, up, Dir::EQ, hlo::ComparisonTypeAttr());
    Value step = hlo::SelectOp::create(rewriter, loc, intType, away,
                                                intConst(1), intConst(-1));
    Value stepped = hlo::AddOp::create(rewriter, loc, intType, bits, step);
    Value r = hlo::BitcastConvertOp::create(rewriter, loc, type, stepped);
    // From zero: the smallest subnormal with y's sign.
    Value tiny = hlo::BitcastConvertOp::create(rewriter, loc, type,
                                                        intConst(1));
    Value signedTiny = e.select(e.cmp(y, 0.0, Dir::LT), e.neg(tiny), tiny);
    r = e.select(e.cmp(x, 0.0, Dir::EQ), signedTiny, r);
    // Equal: y (so next_after(0, -0) is -0); unordered: NaN.
    r = e.select(e.cmp(x, y, Dir::EQ), y, r);
    Value nan = e.add(x, y);
    Value unordered = e.cmp(nan, nan, Dir::NE);
    rewriter.replaceOp(op, e.select(unordered, nan, r));
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
    auto indexType = RankedTensorType::get(type.getShape(), rewriter.getI32Type());
    Value iota = hlo::IotaOp::create(rewriter, loc, indexType, last);
    auto sort = hlo::SortOp::create(rewriter, 
        loc, TypeRange{type, indexType}, ValueRange{op.getOperand(), iota},
        rewriter.getI64IntegerAttr(last), rewriter.getBoolAttr(true));
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
      Value gt = hlo::CompareOp::create(rewriter, 
          loc, RankedTensorType::get({}, rewriter.getI1Type()), a, b, Dir::GT,
          ct);
      hlo::ReturnOp::create(rewriter, loc, gt);
    }
    SmallVector<int64_t> start(type.getRank(), 0);
    SmallVector<int64_t> limit(type.getShape());
    SmallVector<int64_t> strides(type.getRank(), 1);
    limit[last] = op.getK();
    Value values = hlo::SliceOp::create(rewriter, 
        loc, op.getValues().getType(), sort.getResult(0), start, limit,
        strides);
    Value indices = hlo::SliceOp::create(rewriter, 
        loc, op.getIndices().getType(), sort.getResult(1), start, limit,
        strides);
    rewriter.replaceOp(op, {values, indices});
    return success();
  }
};

} // namespace

/// Every CHLO decomposition; the pass applies exactly these patterns.
static void populateChloToStablehloPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<SquareToMul, ConjToComplex, NextAfterToBits, TopKToSort,
               ConstantToHlo, ConstantLikeToHlo, BroadcastSelect,
               IsInfToCompare<chlo::IsInfOp, 0>,
               IsInfToCompare<chlo::IsPosInfOp, 1>,
               IsInfToCompare<chlo::IsNegInfOp, -1>>(ctx);
  patterns.add<RealFunction<chlo::SinhOp>>(ctx, sinhF64);
  patterns.add<RealFunction<chlo::CoshOp>>(ctx, coshF64);
  patterns.add<RealFunction<chlo::TanOp>>(ctx, tanF64);
  patterns.add<RealFunction<chlo::AsinOp>>(ctx, asinF64);
  patterns.add<RealFunction<chlo::AcosOp>>(ctx, acosF64);
  patterns.add<RealFunction<chlo::AtanOp>>(ctx, atanF64);
  patterns.add<RealFunction<chlo::AsinhOp>>(ctx, asinhF64);
  patterns.add<RealFunction<chlo::AcoshOp>>(ctx, acoshF64);
  patterns.add<RealFunction<chlo::AtanhOp>>(ctx, atanhF64);
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
               BroadcastBinary<chlo::BroadcastCompareOp, hlo::CompareOp>>(
      ctx);
  populateSpecialFunctionPatterns(patterns);
  populateRaggedDotAndMulhiPatterns(patterns);
  populateSpecialFunction2Patterns(patterns);
  populateComplexFunctionPatterns(patterns);
  populateScanPatterns(patterns);
}

namespace {

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
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
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
