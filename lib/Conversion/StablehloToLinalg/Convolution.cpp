//===- Convolution.cpp - convolution to a linalg contraction --------------===//
//
// stablehlo.convolution in the generality of the spec: the input is padded
// (negative padding slices it) and lhs-dilated into a zero-filled tensor,
// batch and feature groups are exposed by expand_shape, and the windowed dot
// products are one linalg.generic whose input map reads
// `out * stride + k * rhs_dilation` (or the reversed window position).
//
//===----------------------------------------------------------------------===//

#include "ContractionInternal.h"
#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

#include <map>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Splits dimension d of `value` into `splits[d]` (sizes multiplying to its
/// size); `first[d]` becomes the position of d's first part in the result.
Value expandDims(OpBuilder &b, Location loc, Value value,
                 const std::map<int64_t, SmallVector<int64_t>> &splits,
                 SmallVector<int64_t> &first) {
  auto type = llvm::cast<RankedTensorType>(value.getType());
  SmallVector<ReassociationIndices> reassociation;
  SmallVector<int64_t> shape;
  first.assign(type.getRank(), 0);
  for (int64_t d = 0; d < type.getRank(); ++d) {
    first[d] = shape.size();
    ReassociationIndices group;
    auto it = splits.find(d);
    if (it == splits.end()) {
      group.push_back(shape.size());
      shape.push_back(type.getDimSize(d));
    } else {
      for (int64_t size : it->second) {
        group.push_back(shape.size());
        shape.push_back(size);
      }
    }
    reassociation.push_back(group);
  }
  if (static_cast<int64_t>(shape.size()) == type.getRank())
    return value;
  return tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), value,
      reassociation);
}

struct ConvolutionToLinalg : ContractionPattern<hlo::ConvolutionOp> {
  using ContractionPattern::ContractionPattern;
  LogicalResult lower(hlo::ConvolutionOp op, OpAdaptor adaptor,
                      const ContractionTypes &types,
                      ConversionPatternRewriter &rewriter) const override {
    auto [lhsType, rhsType, originalResult, resultType] = types;
    if (!originalResult.hasStaticShape())
      return rewriter.notifyMatchFailure(op,
                                         "dynamic convolution not lowered yet");
    Type accType = originalResult.getElementType();
    Type lhsElement = lhsType.getElementType();
    Type rhsElement = rhsType.getElementType();

    auto dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
    int64_t numSpatial = inSpatial.size();
    auto orDefault = [&](std::optional<ArrayRef<int64_t>> values,
                         int64_t fallback) {
      SmallVector<int64_t> result(numSpatial, fallback);
      if (values && !values->empty())
        result.assign(values->begin(), values->end());
      return result;
    };
    SmallVector<int64_t> strides = orDefault(op.getWindowStrides(), 1);
    SmallVector<int64_t> lhsDilation = orDefault(op.getLhsDilation(), 1);
    SmallVector<int64_t> rhsDilation = orDefault(op.getRhsDilation(), 1);
    SmallVector<int64_t> padLow(numSpatial, 0), padHigh(numSpatial, 0);
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> flat(padding->getValues<int64_t>());
      for (int64_t i = 0; i < numSpatial && 2 * i + 1 < (int64_t)flat.size();
           ++i) {
        padLow[i] = flat[2 * i];
        padHigh[i] = flat[2 * i + 1];
      }
    }
    SmallVector<bool> reversal(numSpatial, false);
    if (auto rev = op.getWindowReversal())
      for (auto [i, r] : llvm::enumerate(*rev))
        if (static_cast<int64_t>(i) < numSpatial)
          reversal[i] = r;
    int64_t featureGroups = op.getFeatureGroupCount();
    int64_t batchGroups = op.getBatchGroupCount();

    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();

    // Pad and dilate the input: non-negative padding and lhs dilation by
    // inserting into a zero-filled tensor, negative padding by slicing.
    Value lhs = adaptor.getLhs();
    Type lhsCodegen =
        llvm::cast<RankedTensorType>(lhs.getType()).getElementType();
    int64_t lhsRank = lhsType.getRank();
    SmallVector<int64_t> bigShape(lhsType.getShape());
    SmallVector<int64_t> finalShape(lhsType.getShape());
    SmallVector<OpFoldResult> insertOffsets(lhsRank, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> insertSizes,
        insertStrides(lhsRank, rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> sliceOffsets(lhsRank, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> sliceSizes,
        unitStrides(lhsRank, rewriter.getIndexAttr(1));
    for (int64_t size : lhsType.getShape())
      insertSizes.push_back(rewriter.getIndexAttr(size));
    bool needInsert = false, needSlice = false;
    for (int64_t i = 0; i < numSpatial; ++i) {
      int64_t d = inSpatial[i];
      int64_t size = lhsType.getDimSize(d);
      int64_t dilated = size == 0 ? 0 : (size - 1) * lhsDilation[i] + 1;
      int64_t low = padLow[i], high = padHigh[i];
      bigShape[d] =
          dilated + std::max<int64_t>(low, 0) + std::max<int64_t>(high, 0);
      finalShape[d] = std::max<int64_t>(dilated + low + high, 0);
      insertOffsets[d] = rewriter.getIndexAttr(std::max<int64_t>(low, 0));
      insertStrides[d] = rewriter.getIndexAttr(lhsDilation[i]);
      sliceOffsets[d] = rewriter.getIndexAttr(
          std::min<int64_t>(std::max<int64_t>(-low, 0), bigShape[d]));
      needInsert |= lhsDilation[i] != 1 || low > 0 || high > 0;
      needSlice |= low < 0 || high < 0;
    }
    if (needInsert) {
      Value empty =
          tensor::EmptyOp::create(rewriter, loc, bigShape, lhsCodegen);
      Value zero = emitZero(rewriter, loc, lhsCodegen);
      Value filled =
          linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
      lhs = tensor::InsertSliceOp::create(rewriter, loc, lhs, filled,
                                          insertOffsets, insertSizes,
                                          insertStrides);
    }
    if (needSlice) {
      for (int64_t size : finalShape)
        sliceSizes.push_back(rewriter.getIndexAttr(size));
      lhs = tensor::ExtractSliceOp::create(
          rewriter, loc, RankedTensorType::get(finalShape, lhsCodegen), lhs,
          sliceOffsets, sliceSizes, unitStrides);
    }

    // Groups: lhs batch -> [B, N/B], lhs feature -> [G, C/G], kernel output
    // feature and result feature -> [B, G, O/(B*G)].
    int64_t lhsBatch = dims.getInputBatchDimension();
    int64_t lhsFeature = dims.getInputFeatureDimension();
    int64_t kIn = dims.getKernelInputFeatureDimension();
    int64_t kOut = dims.getKernelOutputFeatureDimension();
    int64_t outBatch = dims.getOutputBatchDimension();
    int64_t outFeature = dims.getOutputFeatureDimension();
    int64_t batchSize = lhsType.getDimSize(lhsBatch);
    int64_t inFeatures = lhsType.getDimSize(lhsFeature);
    int64_t outFeatures = rhsType.getDimSize(kOut);
    if (batchGroups <= 0 || featureGroups <= 0 ||
        batchSize % batchGroups != 0 || inFeatures % featureGroups != 0 ||
        outFeatures % (batchGroups * featureGroups) != 0)
      return rewriter.notifyMatchFailure(op, "invalid group counts");
    int64_t groupOut = outFeatures / (batchGroups * featureGroups);

    SmallVector<int64_t> lhsPos, rhsPos, outPos;
    std::map<int64_t, SmallVector<int64_t>> lhsSplits = {
        {lhsBatch, {batchGroups, batchSize / batchGroups}},
        {lhsFeature, {featureGroups, inFeatures / featureGroups}}};
    lhs = expandDims(rewriter, loc, lhs, lhsSplits, lhsPos);
    std::map<int64_t, SmallVector<int64_t>> rhsSplits = {
        {kOut, {batchGroups, featureGroups, groupOut}}};
    Value rhs = expandDims(rewriter, loc, adaptor.getRhs(), rhsSplits, rhsPos);

    SmallVector<int64_t> outShape;
    SmallVector<ReassociationIndices> outReassociation;
    outPos.assign(resultType.getRank(), 0);
    for (int64_t d = 0; d < resultType.getRank(); ++d) {
      outPos[d] = outShape.size();
      ReassociationIndices group;
      if (d == outFeature) {
        for (int64_t size : {batchGroups, featureGroups, groupOut}) {
          group.push_back(outShape.size());
          outShape.push_back(size);
        }
      } else {
        group.push_back(outShape.size());
        outShape.push_back(resultType.getDimSize(d));
      }
      outReassociation.push_back(group);
    }

    // Loops: n', b, g, o', out spatial..., c', window spatial...
    int64_t numLoops = 5 + 2 * numSpatial;
    auto dim = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    AffineExpr n = dim(0), bg = dim(1), fg = dim(2), o = dim(3),
               c = dim(4 + numSpatial);
    auto outSpatialLoop = [&](int64_t i) { return dim(4 + i); };
    auto windowLoop = [&](int64_t i) { return dim(5 + numSpatial + i); };

    SmallVector<AffineExpr> lhsExprs(lhsRank + 2),
        rhsExprs(rhsType.getRank() + 2), outExprs(outShape.size());
    lhsExprs[lhsPos[lhsBatch]] = bg;
    lhsExprs[lhsPos[lhsBatch] + 1] = n;
    lhsExprs[lhsPos[lhsFeature]] = fg;
    lhsExprs[lhsPos[lhsFeature] + 1] = c;
    for (int64_t i = 0; i < numSpatial; ++i) {
      int64_t window = rhsType.getDimSize(kSpatial[i]);
      AffineExpr k = reversal[i] ? (window - 1) - windowLoop(i) : windowLoop(i);
      lhsExprs[lhsPos[inSpatial[i]]] =
          outSpatialLoop(i) * strides[i] + k * rhsDilation[i];
    }
    rhsExprs[rhsPos[kIn]] = c;
    rhsExprs[rhsPos[kOut]] = bg;
    rhsExprs[rhsPos[kOut] + 1] = fg;
    rhsExprs[rhsPos[kOut] + 2] = o;
    for (int64_t i = 0; i < numSpatial; ++i)
      rhsExprs[rhsPos[kSpatial[i]]] = windowLoop(i);
    outExprs[outPos[outBatch]] = n;
    outExprs[outPos[outFeature]] = bg;
    outExprs[outPos[outFeature] + 1] = fg;
    outExprs[outPos[outFeature] + 2] = o;
    for (int64_t i = 0; i < numSpatial; ++i)
      outExprs[outPos[outSpatial[i]]] = outSpatialLoop(i);

    SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, lhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, rhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, outExprs, ctx)};
    SmallVector<utils::IteratorType> iterators(4 + numSpatial,
                                               utils::IteratorType::parallel);
    iterators.append(1 + numSpatial, utils::IteratorType::reduction);

    Type acc = resultType.getElementType();
    Value zero = emitZero(rewriter, loc, acc);
    Value empty = tensor::EmptyOp::create(rewriter, loc, outShape, acc);
    Value init =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = emitConvert(b, l, args[0], lhsElement, accType);
          Value y = emitConvert(b, l, args[1], rhsElement, accType);
          linalg::YieldOp::create(b, l,
                                  emitMultiplyAdd(b, l, acc, args[2], x, y));
        });
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
        op, resultType, generic.getResult(0), outReassociation);
    return success();
  }
};

} // namespace

void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<ConvolutionToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
