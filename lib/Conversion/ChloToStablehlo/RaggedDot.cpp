//===- RaggedDot.cpp - chlo.ragged_dot to StableHLO -----------------------===//
//
// chlo.ragged_dot, by the kind of the lhs ragged dimension r:
//  - non-contracting: the lhs is broadcast to [g, lhs...] and zeroed outside
//    each group's rows (start[g] <= i_r < end[g]); one dot_general then
//    contracts the new leading dimension with the rhs group dimension as well
//    as the ordinary contracting dimensions, so each row meets its own group;
//  - contracting: the same masked [g, lhs...] keeps g as the first lhs free
//    dimension; dot_general gives [batch..., g, free...] and a transpose
//    moves g to the front;
//  - batch: the groups partition a batch dimension, so it is a dot_general.
// group_sizes may carry a prefix of lhs dimensions ([prefix..., g]); the
// group bounds are its running sum along the last dimension.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;

/// Running sum of `sizes` ([prefix..., g]) along its last dimension.
Value inclusiveCumsum(OpBuilder &b, Location loc, Value sizes) {
  auto type = cast<RankedTensorType>(sizes.getType());
  int64_t rank = type.getRank(), g = type.getShape().back();
  SmallVector<int64_t> wideShape(type.getShape());
  wideShape.push_back(g); // [prefix..., i, j]
  auto wide = RankedTensorType::get(wideShape, type.getElementType());
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    dims.push_back(d);
  Value bcast = hlo::BroadcastInDimOp::create(b, loc, wide, sizes, dims);
  auto idxType = RankedTensorType::get(wideShape, b.getI32Type());
  Value i = hlo::IotaOp::create(b, loc, idxType, rank - 1);
  Value j = hlo::IotaOp::create(b, loc, idxType, rank);
  auto predType = RankedTensorType::get(wideShape, b.getI1Type());
  Value keep = hlo::CompareOp::create(b, loc, predType, i, j, Dir::LE,
                                      hlo::ComparisonTypeAttr());
  Value masked = hlo::SelectOp::create(b, loc, wide, keep, bcast,
                                       intSplat(b, loc, wide, 0));
  auto scalar = RankedTensorType::get({}, type.getElementType());
  Value zero = intSplat(b, loc, scalar, 0);
  return StablehloExpr(b, loc, type).reduceSum(masked, zero, {rank - 1}, type);
}

struct RaggedDotToDotGeneral : OpRewritePattern<chlo::RaggedDotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::RaggedDotOp op,
                                PatternRewriter &rewriter) const override {
    auto lhsType = dyn_cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = dyn_cast<RankedTensorType>(op.getRhs().getType());
    auto gsType = dyn_cast<RankedTensorType>(op.getGroupSizes().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!lhsType || !rhsType || !gsType || !resultType ||
        !lhsType.hasStaticShape() || !rhsType.hasStaticShape() ||
        !gsType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto dn = op.getRaggedDotDimensionNumbers();
    ArrayRef<int64_t> lhsBatch = dn.getLhsBatchingDimensions();
    ArrayRef<int64_t> rhsBatch = dn.getRhsBatchingDimensions();
    ArrayRef<int64_t> lhsContract = dn.getLhsContractingDimensions();
    ArrayRef<int64_t> rhsContract = dn.getRhsContractingDimensions();
    int64_t ragged = dn.getLhsRaggedDimensions().front();

    ArrayAttr precision;
    if (auto p = op.getPrecisionConfig()) {
      SmallVector<Attribute> ps;
      for (Attribute a : *p)
        ps.push_back(hlo::PrecisionAttr::get(
            ctx, static_cast<hlo::Precision>(static_cast<uint32_t>(
                     cast<chlo::PrecisionAttr>(a).getValue()))));
      precision = rewriter.getArrayAttr(ps);
    }

    if (llvm::is_contained(lhsBatch, ragged)) {
      auto dims = hlo::DotDimensionNumbersAttr::get(ctx, lhsBatch, rhsBatch,
                                                    lhsContract, rhsContract);
      rewriter.replaceOpWithNewOp<hlo::DotGeneralOp>(
          op, resultType, op.getLhs(), op.getRhs(), dims, precision,
          hlo::DotAlgorithmAttr());
      return success();
    }
    bool contracting = llvm::is_contained(lhsContract, ragged);

    // The group bounds, [prefix..., g].
    Value sizes = op.getGroupSizes();
    Value end = inclusiveCumsum(rewriter, loc, sizes);
    Value start = hlo::SubtractOp::create(rewriter, loc, gsType, end, sizes);
    int64_t g = gsType.getShape().back();

    // The prefix dimensions of group_sizes, as lhs dimensions.
    SmallVector<int64_t> prefix;
    if (gsType.getRank() > 1) {
      prefix.assign(lhsBatch.begin(), lhsBatch.end());
      if (contracting)
        prefix.append(lhsContract.begin(), llvm::find(lhsContract, ragged));
      else
        for (int64_t i = 0; i < ragged; ++i)
          if (!llvm::is_contained(lhsBatch, i) &&
              !llvm::is_contained(lhsContract, i))
            prefix.push_back(i);
    }

    // The masked lhs, [g, lhs...].
    SmallVector<int64_t> maskedShape{g};
    llvm::append_range(maskedShape, lhsType.getShape());
    auto maskedType =
        RankedTensorType::get(maskedShape, lhsType.getElementType());
    SmallVector<int64_t> lhsMap;
    for (int64_t d = 0; d < lhsType.getRank(); ++d)
      lhsMap.push_back(d + 1);
    Value lhs = hlo::BroadcastInDimOp::create(rewriter, loc, maskedType,
                                              op.getLhs(), lhsMap);
    auto boundType =
        RankedTensorType::get(maskedShape, gsType.getElementType());
    SmallVector<int64_t> boundMap;
    for (int64_t d : prefix)
      boundMap.push_back(d + 1);
    boundMap.push_back(0);
    Value lo = hlo::BroadcastInDimOp::create(rewriter, loc, boundType, start,
                                             boundMap);
    Value hi =
        hlo::BroadcastInDimOp::create(rewriter, loc, boundType, end, boundMap);
    Value idx = hlo::IotaOp::create(rewriter, loc, boundType, ragged + 1);
    auto predType = RankedTensorType::get(maskedShape, rewriter.getI1Type());
    Value inLo = hlo::CompareOp::create(rewriter, loc, predType, lo, idx,
                                        Dir::LE, hlo::ComparisonTypeAttr());
    Value inHi = hlo::CompareOp::create(rewriter, loc, predType, idx, hi,
                                        Dir::LT, hlo::ComparisonTypeAttr());
    Value in = hlo::AndOp::create(rewriter, loc, predType, inLo, inHi);
    Value zero = hlo::ConstantOp::create(
        rewriter, loc, maskedType,
        cast<DenseElementsAttr>(rewriter.getZeroAttr(maskedType)));
    lhs = hlo::SelectOp::create(rewriter, loc, maskedType, in, lhs, zero);

    SmallVector<int64_t> lb, lc;
    for (int64_t d : lhsBatch)
      lb.push_back(d + 1);
    for (int64_t d : lhsContract)
      lc.push_back(d + 1);
    SmallVector<int64_t> rc(rhsContract);
    if (!contracting) {
      // Contract g with the rhs group dimension too.
      lc.push_back(0);
      rc.push_back(dn.getRhsGroupDimensions().front());
      auto dims = hlo::DotDimensionNumbersAttr::get(ctx, lb, rhsBatch, lc, rc);
      rewriter.replaceOpWithNewOp<hlo::DotGeneralOp>(
          op, resultType, lhs, op.getRhs(), dims, precision,
          hlo::DotAlgorithmAttr());
      return success();
    }
    // g is the first lhs free dimension: [batch..., g, free...].
    auto dims = hlo::DotDimensionNumbersAttr::get(ctx, lb, rhsBatch, lc, rc);
    int64_t nb = lhsBatch.size();
    SmallVector<int64_t> perm{nb};
    SmallVector<int64_t> dotShape;
    for (int64_t d = 0; d < nb; ++d) {
      perm.push_back(d);
      dotShape.push_back(resultType.getDimSize(d + 1));
    }
    dotShape.push_back(g);
    for (int64_t d = nb + 1; d < resultType.getRank(); ++d) {
      perm.push_back(d);
      dotShape.push_back(resultType.getDimSize(d));
    }
    auto dotType = RankedTensorType::get(dotShape, resultType.getElementType());
    Value dot =
        hlo::DotGeneralOp::create(rewriter, loc, dotType, lhs, op.getRhs(),
                                  dims, precision, hlo::DotAlgorithmAttr());
    if (nb == 0) {
      rewriter.replaceOp(op, dot);
      return success();
    }
    rewriter.replaceOpWithNewOp<hlo::TransposeOp>(op, resultType, dot, perm);
    return success();
  }
};

} // namespace

void populateRaggedDotPatterns(RewritePatternSet &patterns) {
  patterns.add<RaggedDotToDotGeneral>(patterns.getContext());
}

} // namespace kiln::chlo_lowering
