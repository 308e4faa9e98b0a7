//===- Convolution.cpp - convolution to a linalg contraction --------------===//
//
// stablehlo.convolution in the generality of the spec: the input is padded
// (negative padding slices it) and lhs-dilated into a zero-filled tensor,
// batch and feature groups are exposed by expand_shape, and the windowed dot
// products are one linalg.generic whose input map reads
// `out * stride + k * rhs_dilation` (or the reversed window position).
// dynamic_conv with static shapes and a padding known only at run time
// becomes static ops and a convolution first.
//
// 8-bit integer convolutions into i32 take one of two forms. Where the
// target has an int8 convolution kernel (kiln-lower-convolutions with
// int8-dot or i16-dot) and the layout suits it (channels innermost in input
// and result, a multiple of 4 input channels, no groups), the kernel's
// u8 x i8 form: the input is offset by 128 to u8 (its sign bit flipped,
// the padding 128 too) and the result starts from -128 times each
// output channel's sum of filter values, so that
// sum (x + 128) * w - 128 * sum w = sum x * w exactly (modulo 2^32, as i32
// wraps). Otherwise, when f32 holds every partial sum exactly, the operands
// convert to f32 for kiln's f32 convolution kernel.
//
//===----------------------------------------------------------------------===//

#include "ContractionInternal.h"
#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

#include <complex>
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

/// Whether an integer convolution of `lhs` and `rhs` elements (at most 8
/// bits each) into `result` has sums f32 holds exactly: every partial sum
/// below 2^24 in magnitude.
bool exactInF32(Type lhs, Type rhs, Type result, RankedTensorType rhsType,
                hlo::ConvDimensionNumbersAttr dims) {
  auto largest = [](Type t) -> double {
    auto integer = llvm::dyn_cast<IntegerType>(t);
    if (!integer || integer.getWidth() > 8 || integer.getWidth() == 1)
      return -1;
    return integer.isUnsigned() ? double((1 << integer.getWidth()) - 1)
                                : double(1 << (integer.getWidth() - 1));
  };
  auto out = llvm::dyn_cast<IntegerType>(result);
  double l = largest(lhs), r = largest(rhs);
  if (!out || out.getWidth() < 24 || l < 0 || r < 0)
    return false;
  double terms =
      double(rhsType.getDimSize(dims.getKernelInputFeatureDimension()));
  for (int64_t d : dims.getKernelSpatialDimensions())
    terms *= double(rhsType.getDimSize(d));
  return terms * l * r <= 16777216.0;
}

/// Whether the int8 convolution kernel takes a convolution of `lhs` and
/// `rhs` elements into `result` with these dimensions: i8 operands, i32
/// sums, input and output channels innermost, whole groups of 4 input
/// channels, no feature or batch groups, no window reversal.
bool suitsInt8Kernel(Type lhs, Type rhs, Type result, RankedTensorType lhsType,
                     RankedTensorType resultType, hlo::ConvolutionOp op) {
  auto dims = op.getDimensionNumbers();
  if (!lhs.isSignlessInteger(8) || !rhs.isSignlessInteger(8) ||
      !result.isSignlessInteger(32) || op.getFeatureGroupCount() != 1 ||
      op.getBatchGroupCount() != 1)
    return false;
  if (auto reversal = op.getWindowReversal())
    if (llvm::is_contained(*reversal, true))
      return false;
  int64_t inFeature = dims.getInputFeatureDimension();
  return inFeature == lhsType.getRank() - 1 &&
         lhsType.getDimSize(inFeature) % 4 == 0 &&
         dims.getOutputFeatureDimension() == resultType.getRank() - 1;
}

/// -128 times the sum of `filter` (i8) over all but dimension `outFeature`,
/// as an i32 vector over that dimension.
Value filterCorrection(OpBuilder &b, Location loc, Value filter,
                       int64_t outFeature) {
  auto type = llvm::cast<RankedTensorType>(filter.getType());
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type();
  int64_t rank = type.getRank();
  Value empty = tensor::EmptyOp::create(
      b, loc, ArrayRef<int64_t>{type.getDimSize(outFeature)}, i32);
  Value init =
      linalg::FillOp::create(b, loc, emitZero(b, loc, i32), empty).getResult(0);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  iterators[outFeature] = utils::IteratorType::parallel;
  SmallVector<AffineMap> maps = {
      AffineMap::getMultiDimIdentityMap(rank, ctx),
      AffineMap::get(rank, 0, getAffineDimExpr(outFeature, ctx))};
  return linalg::GenericOp::create(
             b, loc, TypeRange{init.getType()}, ValueRange{filter},
             ValueRange{init}, maps, iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value w = arith::ExtSIOp::create(nb, l, i32, args[0]);
               Value scaled = arith::MulIOp::create(
                   nb, l, w,
                   arith::ConstantOp::create(nb, l,
                                             nb.getI32IntegerAttr(-128)));
               linalg::YieldOp::create(
                   nb, l,
                   ValueRange{arith::AddIOp::create(nb, l, args[1], scaled)});
             })
      .getResult(0);
}

/// `x` (an i8 tensor) with each element's sign bit flipped: x + 128 as u8.
Value offsetToUnsigned(OpBuilder &b, Location loc, Value x) {
  Type i8 = llvm::cast<RankedTensorType>(x.getType()).getElementType();
  return emitMapTensor(b, loc, x, i8, [&](OpBuilder &nb, Location l, Value v) {
    Value bit = arith::ConstantOp::create(nb, l, nb.getIntegerAttr(i8, -128));
    return Value(arith::XOrIOp::create(nb, l, v, bit));
  });
}

struct ConvolutionToLinalg : ContractionPattern<hlo::ConvolutionOp> {
  ConvolutionToLinalg(const TypeConverter &converter, MLIRContext *ctx,
                      const ConvolutionKernels &kernels)
      : ContractionPattern(converter, ctx), kernels(kernels) {}
  ConvolutionKernels kernels;

  LogicalResult lower(hlo::ConvolutionOp op, OpAdaptor adaptor,
                      const ContractionTypes &types,
                      ConversionPatternRewriter &rewriter) const override {
    auto [lhsType, rhsType, originalResult, resultType] = types;
    if (!originalResult.hasStaticShape())
      return rewriter.notifyMatchFailure(op,
                                         "dynamic convolution not lowered yet");
    // An operand without elements (an empty input feature or kernel
    // dimension, an empty spatial extent that padding alone fills): every
    // output element sums no products, or products with padding only.
    // (The padding below would insert the empty input at an offset past
    // its dilated dimension's end.)
    if (lhsType.getNumElements() == 0 || rhsType.getNumElements() == 0) {
      Value empty =
          tensor::EmptyOp::create(rewriter, op.getLoc(), resultType.getShape(),
                                  resultType.getElementType());
      Value zero = emitZero(rewriter, op.getLoc(), resultType.getElementType());
      rewriter.replaceOp(
          op, linalg::FillOp::create(rewriter, op.getLoc(), zero, empty)
                  .getResult(0));
      return success();
    }
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

    // The integer sums of 8-bit operands where f32 holds every partial sum
    // exactly (an int8 layer's 3 x 3 x 64 window: 576 products of at most
    // 128 * 128) are computed on the operands converted to f32, by kiln's
    // f32 convolution kernels, and the exact sums convert back to the
    // integer result (below).
    Value lhsOperand = adaptor.getLhs(), rhsOperand = adaptor.getRhs();
    bool int8Kernel =
        kernels.int8 && suitsInt8Kernel(lhsElement, rhsElement, accType,
                                        lhsType, originalResult, op);
    // The int8 kernel's u8 input: offset by 128, its padding (a zero) with
    // it, and the result's correction (file header).
    Value correction;
    std::optional<int64_t> padByte;
    if (int8Kernel) {
      lhsOperand = offsetToUnsigned(rewriter, loc, lhsOperand);
      lhsElement = IntegerType::get(ctx, 8, IntegerType::Unsigned);
      padByte = -128;
      correction = filterCorrection(rewriter, loc, rhsOperand,
                                    dims.getKernelOutputFeatureDimension());
    }
    bool sumsInF32 = !int8Kernel &&
                     exactInF32(lhsElement, rhsElement, accType, rhsType, dims);
    // Narrow-float operands convert to f32 once, here, rather than on
    // every read by the kernel (the body widens them to f32 before it
    // multiplies anyway): the f32 convolution kernel, which reads its
    // operands in place, then takes them. bf16 x bf16 stays bf16 where the
    // target multiplies bf16 natively.
    bool narrow = isNarrowFloat(lhsElement) || isNarrowFloat(rhsElement);
    bool nativeBf16 =
        kernels.bf16 && lhsElement.isBF16() && rhsElement.isBF16();
    bool floatsInF32 = kernels.narrowFloatsInF32 && narrow && !nativeBf16 &&
                       llvm::isa<FloatType>(lhsElement) &&
                       llvm::isa<FloatType>(rhsElement) &&
                       (accType.isF32() || isNarrowFloat(accType));
    if (sumsInF32 || floatsInF32) {
      Type f32 = rewriter.getF32Type();
      if (lhsElement != f32)
        lhsOperand = emitConvertTensor(rewriter, op.getLoc(), lhsOperand,
                                       lhsElement, f32);
      if (rhsElement != f32)
        rhsOperand = emitConvertTensor(rewriter, op.getLoc(), rhsOperand,
                                       rhsElement, f32);
      lhsElement = rhsElement = f32;
      if (sumsInF32)
        accType = f32;
    }

    // Pad and dilate the input: non-negative padding and lhs dilation by
    // inserting into a zero-filled tensor, negative padding by slicing.
    Value lhs = lhsOperand;
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
      Value zero = padByte ? Value(arith::ConstantOp::create(
                                 rewriter, loc,
                                 rewriter.getIntegerAttr(lhsCodegen, *padByte)))
                           : emitZero(rewriter, loc, lhsCodegen);
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
    Value rhs = expandDims(rewriter, loc, rhsOperand, rhsSplits, rhsPos);

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

    // Float results narrower than f32 are accumulated in f32 and rounded
    // once at the end, as for dot_general (Contraction.cpp); exact integer
    // sums computed in f32 convert back the same way.
    Type acc = resultType.getElementType();
    if (isNarrowFloat(accType) || sumsInF32) {
      accType = rewriter.getF32Type();
      acc = accType;
    }
    Value zero = emitZero(rewriter, loc, acc);
    Value empty = tensor::EmptyOp::create(rewriter, loc, outShape, acc);
    Value init =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    if (correction) {
      // Every output starts from its channel's correction.
      int64_t rank = outShape.size();
      SmallVector<AffineMap> spread = {
          AffineMap::get(rank, 0, dim(outPos[outFeature] + 2)),
          AffineMap::getMultiDimIdentityMap(rank, ctx)};
      init = linalg::GenericOp::create(
                 rewriter, loc, TypeRange{empty.getType()},
                 ValueRange{correction}, ValueRange{empty}, spread,
                 SmallVector<utils::IteratorType>(
                     rank, utils::IteratorType::parallel),
                 [&](OpBuilder &b, Location l, ValueRange args) {
                   linalg::YieldOp::create(b, l, args[0]);
                 })
                 .getResult(0);
    }
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = emitConvert(b, l, args[0], lhsElement, accType);
          Value y = emitConvert(b, l, args[1], rhsElement, accType);
          linalg::YieldOp::create(b, l,
                                  emitMultiplyAdd(b, l, acc, args[2], x, y));
        });
    auto sumType = RankedTensorType::get(resultType.getShape(), acc);
    Value sum = tensor::CollapseShapeOp::create(
        rewriter, loc, sumType, generic.getResult(0), outReassociation);
    if (sumType != resultType)
      sum = emitRoundProduct(rewriter, loc, sum,
                             originalResult.getElementType(), resultType);
    rewriter.replaceOp(op, sum);
    return success();
  }
};

/// dynamic_conv with static shapes whose padding is only known at run time
/// (a constant one became a convolution in kiln-dynamic-ops-to-static) as
/// static ops: the static result shape fixes how much padded input each
/// spatial dimension reads, P = (out - 1) * stride + (k - 1) *
/// rhs_dilation + 1, whatever the padding; the input is lhs-dilated and
/// padded by P zeros on both sides (pad), the P elements starting at
/// P - low are read (dynamic_slice, whose clamping of the start keeps a
/// window lying wholly in the padding inside it), and a convolution
/// without padding or lhs dilation does the rest.
struct DynamicConvToConvolution : OpConversionPattern<hlo::DynamicConvOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::DynamicConvOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lhsType = llvm::dyn_cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = llvm::dyn_cast<RankedTensorType>(op.getRhs().getType());
    auto resultType = llvm::dyn_cast<RankedTensorType>(op.getType());
    auto padType = llvm::dyn_cast<RankedTensorType>(op.getPadding().getType());
    if (!lhsType || !rhsType || !resultType || !padType ||
        !lhsType.hasStaticShape() || !rhsType.hasStaticShape() ||
        !resultType.hasStaticShape() || !padType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes");
    Type element = lhsType.getElementType();
    Attribute zero;
    auto scalarType = RankedTensorType::get({}, element);
    if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
      auto part = llvm::cast<FloatType>(complex.getElementType());
      APFloat z = APFloat::getZero(part.getFloatSemantics());
      zero = DenseElementsAttr::get(scalarType,
                                    ArrayRef<std::complex<APFloat>>{{z, z}});
    } else if (llvm::isa<IntegerType, FloatType>(element)) {
      zero = rewriter.getZeroAttr(scalarType);
    }
    if (!zero)
      return rewriter.notifyMatchFailure(op, "element type without a zero");

    hlo::ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
    size_t n = inSpatial.size();
    auto attrOr = [&](std::optional<ArrayRef<int64_t>> values, size_t i) {
      return values && i < values->size() ? (*values)[i] : int64_t(1);
    };
    int64_t rank = lhsType.getRank();
    SmallVector<int64_t> low(rank, 0), interior(rank, 0);
    SmallVector<int64_t> sizes(lhsType.getShape());
    SmallVector<int64_t> paddedShape(lhsType.getShape());
    SmallVector<int64_t> read(n);
    for (size_t i = 0; i < n; ++i) {
      int64_t d = inSpatial[i];
      int64_t in = lhsType.getDimSize(d);
      int64_t dilated =
          in == 0 ? 0 : (in - 1) * attrOr(op.getLhsDilation(), i) + 1;
      int64_t out = resultType.getDimSize(outSpatial[i]);
      int64_t span = (rhsType.getDimSize(kSpatial[i]) - 1) *
                         attrOr(op.getRhsDilation(), i) +
                     1;
      read[i] =
          out == 0 ? 0 : (out - 1) * attrOr(op.getWindowStrides(), i) + span;
      low[d] = read[i];
      interior[d] = in == 0 ? 0 : attrOr(op.getLhsDilation(), i) - 1;
      paddedShape[d] = dilated + 2 * read[i];
      sizes[d] = read[i];
    }
    Location loc = op.getLoc();
    Value padValue = hlo::ConstantOp::create(rewriter, loc, scalarType,
                                             llvm::cast<ElementsAttr>(zero));
    Value padded = hlo::PadOp::create(
        rewriter, loc, RankedTensorType::get(paddedShape, element), op.getLhs(),
        padValue, rewriter.getDenseI64ArrayAttr(low),
        rewriter.getDenseI64ArrayAttr(low),
        rewriter.getDenseI64ArrayAttr(interior));
    auto i64Scalar = RankedTensorType::get({}, rewriter.getI64Type());
    auto i64Const = [&](int64_t v) -> Value {
      return hlo::ConstantOp::create(
          rewriter, loc, i64Scalar,
          DenseElementsAttr::get(i64Scalar, rewriter.getI64IntegerAttr(v)));
    };
    SmallVector<Value> starts(rank);
    for (int64_t d = 0; d < rank; ++d)
      starts[d] = i64Const(0);
    Type padElement = padType.getElementType();
    for (size_t i = 0; i < n; ++i) {
      int64_t ii = static_cast<int64_t>(i);
      Value lowPad = hlo::SliceOp::create(
          rewriter, loc, RankedTensorType::get({1, 1}, padElement),
          op.getPadding(), rewriter.getDenseI64ArrayAttr({ii, 0}),
          rewriter.getDenseI64ArrayAttr({ii + 1, 1}),
          rewriter.getDenseI64ArrayAttr({1, 1}));
      lowPad = hlo::ReshapeOp::create(
          rewriter, loc, RankedTensorType::get({}, padElement), lowPad);
      if (padElement != rewriter.getI64Type())
        lowPad = hlo::ConvertOp::create(rewriter, loc, i64Scalar, lowPad);
      starts[inSpatial[i]] =
          hlo::SubtractOp::create(rewriter, loc, i64Const(read[i]), lowPad);
    }
    Value window = hlo::DynamicSliceOp::create(
        rewriter, loc, RankedTensorType::get(sizes, element), padded, starts,
        rewriter.getDenseI64ArrayAttr(sizes));
    rewriter.replaceOpWithNewOp<hlo::ConvolutionOp>(
        op, resultType, window, op.getRhs(), op.getWindowStridesAttr(),
        /*padding=*/nullptr, /*lhs_dilation=*/nullptr, op.getRhsDilationAttr(),
        op.getWindowReversalAttr(), dims, op.getFeatureGroupCountAttr(),
        op.getBatchGroupCountAttr(), op.getPrecisionConfigAttr());
    return success();
  }
};

} // namespace

void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns,
                                 const ConvolutionKernels &kernels) {
  patterns.add<ConvolutionToLinalg>(converter, patterns.getContext(), kernels);
  patterns.add<DynamicConvToConvolution>(converter, patterns.getContext());
}

} // namespace kiln::lowering
