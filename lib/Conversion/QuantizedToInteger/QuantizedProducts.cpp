//===- QuantizedProducts.cpp - quantized dot_general and convolution ------===//
//
// A fully quantized dot_general or convolution (quantized lhs, rhs and
// result) computes its product exactly on integers: both operands less
// their zero points, summed exactly, then scaled once to the result:
//
//   result = round_half_even(clamp(S * (s_lhs * s_rhs) / s_result + z_result))
//
// in f64. The exact sums of a dot_general whose storage fits in int8 (a u8
// lhs moved by -128) with rhs zero points 0 come from an i8 x i8 -> i32
// product, which kiln's int8 GEMM kernels compute, less the lhs zero
// point's share (za times the rhs's sums along K). Otherwise they come
// from kiln's f32 GEMM where f32 holds them (every partial sum of centered
// int8 values below 2^24: up to 258 to 1040 products, depending on the zero
// points and ranges; a longer dot_general is split along K into such
// chunks, added in f64), else from an i32 (i64 where i32 could overflow)
// product. The spec defines the op as the float
// product of the dequantized
// operands, quantized; the exact integer sum is that product without the
// float accumulation's rounding, so the two agree except within rounding
// error of a tie. A padded convolution pads the centered integers with 0,
// the real value 0 the spec pads with. Per-axis rhs scales (along an rhs
// dimension the result keeps) scale the matching result dimension. Hybrid
// products (float lhs) and forms this does not match keep the float path
// of QuantizedToInteger.cpp.
//
//===----------------------------------------------------------------------===//

#include "QuantizedToInteger.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <cmath>

using namespace mlir;

namespace kiln::quantized {
namespace {

/// The largest |storage - zero point| of `p`'s values.
double maxCentered(const QuantParams &p) {
  double most = 0;
  for (int64_t zp : p.zeroPoints)
    most = std::max({most, std::abs(double(p.type.getStorageTypeMax() - zp)),
                     std::abs(double(p.type.getStorageTypeMin() - zp))});
  return most;
}

/// The integer type the product's sums of `terms` products fit in exactly.
Type accumulatorFor(OpBuilder &b, const QuantParams &lhs,
                    const QuantParams &rhs, double terms) {
  double bound = terms * maxCentered(lhs) * maxCentered(rhs);
  return bound < 2147483647.0 ? b.getI32Type() : b.getI64Type();
}

/// `op` (a dot_general or convolution) on the centered integers `lhs` and
/// `rhs`, into `sumType`; precision settings, which concern floats, are
/// dropped.
Value integerProduct(OpBuilder &b, Operation *op, Value lhs, Value rhs,
                     RankedTensorType sumType) {
  SmallVector<NamedAttribute> attrs;
  for (NamedAttribute attr : op->getAttrs())
    if (attr.getName() != "precision_config" && attr.getName() != "algorithm")
      attrs.push_back(attr);
  OperationState state(op->getLoc(), op->getName(), ValueRange{lhs, rhs},
                       TypeRange{sumType}, attrs);
  return b.create(state)->getResult(0);
}

/// A scale as its quantized type holds it: in the expressed type.
double asExpressed(double scale, const QuantParams &p) {
  return p.type.getExpressedType().isF32() ? double(float(scale)) : scale;
}

/// The most products of centered operands an f32 sum holds exactly: every
/// partial sum is an integer below 2^24 in magnitude.
double exactF32Terms(const QuantParams &lhs, const QuantParams &rhs) {
  double bound = maxCentered(lhs) * maxCentered(rhs);
  return bound > 0 ? std::floor(16777216.0 / bound) : 1e18;
}

/// The centered integers of `storage` as f32 (exact: they are below 2^24).
Value centeredF32(OpBuilder &b, Location loc, Value storage,
                  const QuantParams &p) {
  return widenStorage(b, loc, storage, p, b.getF32Type());
}

/// `x` summed over its dimensions `dims` (in x's element type).
Value sumOver(OpBuilder &b, Location loc, Value x, ArrayRef<int64_t> dims) {
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (!llvm::is_contained(dims, d))
      shape.push_back(type.getDimSize(d));
  auto scalar = RankedTensorType::get({}, type.getElementType());
  Value zero = hlo::ConstantOp::create(
      b, loc, scalar,
      DenseElementsAttr::get(scalar, b.getZeroAttr(type.getElementType())));
  auto reduce = hlo::ReduceOp::create(b, loc, TypeRange{type.clone(shape)},
                                      ValueRange{x}, ValueRange{zero}, dims);
  OpBuilder::InsertionGuard guard(b);
  Block *body =
      b.createBlock(&reduce.getBody(), {}, {scalar, scalar}, {loc, loc});
  Value sum = hlo::AddOp::create(b, loc, scalar, body->getArgument(0),
                                 body->getArgument(1));
  hlo::ReturnOp::create(b, loc, ValueRange{sum});
  return reduce.getResult(0);
}

/// The exact integer sums of a dot_general of centered operands computed
/// with f32 products (kiln's fast float GEMM), as f64: in one product when
/// its K is small enough for f32 sums to be exact, else with K split into
/// exact chunks (a new batching dimension) whose partial sums add up in
/// f64. Null where the product does not have one contracting dimension on
/// each side and K needs splitting.
Value exactDotSums(OpBuilder &b, hlo::DotGeneralOp op, Value lhsStorage,
                   Value rhsStorage, const QuantParams &lp,
                   const QuantParams &rp, double terms) {
  Location loc = op.getLoc();
  double exact = exactF32Terms(lp, rp);
  auto dims = op.getDotDimensionNumbers();
  auto resultType = cast<RankedTensorType>(op.getType());
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  if (terms <= exact) {
    Value lhs = centeredF32(b, loc, lhsStorage, lp);
    Value rhs = centeredF32(b, loc, rhsStorage, rp);
    Value sums = integerProduct(b, op, lhs, rhs, resultType.clone(f32));
    return hlo::ConvertOp::create(b, loc, resultType.clone(f64), sums);
  }
  if (dims.getLhsContractingDimensions().size() != 1 ||
      dims.getRhsContractingDimensions().size() != 1 || exact < 64)
    return {};
  int64_t kc = int64_t(exact) / 16 * 16;
  int64_t lhsK = dims.getLhsContractingDimensions()[0];
  int64_t rhsK = dims.getRhsContractingDimensions()[0];
  int64_t k = cast<RankedTensorType>(op.getLhs().getType()).getDimSize(lhsK);
  int64_t chunks = (k + kc - 1) / kc;
  // Each operand, centered, padded with zeros (real 0) to chunks * kc along
  // K, and K split into (chunks, kc).
  auto split = [&](Value storage, const QuantParams &p, int64_t kDim) {
    Value v = centeredF32(b, loc, storage, p);
    auto type = cast<RankedTensorType>(v.getType());
    if (chunks * kc != k) {
      SmallVector<int64_t> low(type.getRank(), 0), high(type.getRank(), 0),
          interior(type.getRank(), 0);
      high[kDim] = chunks * kc - k;
      SmallVector<int64_t> shape(type.getShape());
      shape[kDim] = chunks * kc;
      Value zero = hlo::ConstantOp::create(
          b, loc, RankedTensorType::get({}, f32),
          DenseElementsAttr::get(RankedTensorType::get({}, f32),
                                 b.getF32FloatAttr(0)));
      v = hlo::PadOp::create(b, loc, type.clone(shape), v, zero, low, high,
                             interior);
    }
    SmallVector<int64_t> shape(type.getShape());
    shape[kDim] = kc;
    shape.insert(shape.begin() + kDim, chunks);
    return Value(hlo::ReshapeOp::create(b, loc, type.clone(shape), v));
  };
  Value lhs = split(lhsStorage, lp, lhsK);
  Value rhs = split(rhsStorage, rp, rhsK);
  auto shifted = [](ArrayRef<int64_t> list, int64_t at) {
    SmallVector<int64_t> out;
    for (int64_t d : list)
      out.push_back(d > at ? d + 1 : d);
    return out;
  };
  SmallVector<int64_t> lhsBatch =
      shifted(dims.getLhsBatchingDimensions(), lhsK);
  SmallVector<int64_t> rhsBatch =
      shifted(dims.getRhsBatchingDimensions(), rhsK);
  int64_t oldBatches = int64_t(lhsBatch.size());
  lhsBatch.push_back(lhsK);
  rhsBatch.push_back(rhsK);
  auto chunkDims = hlo::DotDimensionNumbersAttr::get(
      b.getContext(), lhsBatch, rhsBatch, {lhsK + 1}, {rhsK + 1});
  SmallVector<int64_t> partialShape(resultType.getShape());
  partialShape.insert(partialShape.begin() + oldBatches, chunks);
  auto partialType = RankedTensorType::get(partialShape, f32);
  OperationState state(loc, op->getName(), ValueRange{lhs, rhs},
                       TypeRange{partialType});
  state.addAttribute("dot_dimension_numbers", chunkDims);
  Value partial = b.create(state)->getResult(0);
  partial = hlo::ConvertOp::create(b, loc, partialType.clone(f64), partial);
  // The chunks' sums, added in f64 (exact below 2^53).
  return sumOver(b, loc, partial, {oldBatches});
}

/// The storage integers `storage` moved by `by` (0, or -128 for u8) as i8.
Value toInt8(OpBuilder &b, Location loc, Value storage, int64_t by) {
  Type i8 = b.getIntegerType(8), i32 = b.getI32Type();
  if (by == 0)
    return withElement(storage, i8) == storage.getType()
               ? storage
               : Value(hlo::ConvertOp::create(b, loc, withElement(storage, i8),
                                              storage));
  Value wide =
      hlo::ConvertOp::create(b, loc, withElement(storage, i32), storage);
  auto type = cast<RankedTensorType>(wide.getType());
  wide = hlo::AddOp::create(b, loc, type, wide,
                            splat(b, loc, type, b.getI32IntegerAttr(by)));
  return hlo::ConvertOp::create(b, loc, withElement(storage, i8), wide);
}

/// The move that brings `p`'s storage range into i8 (0, or -128 for a u8
/// range), or nullopt.
std::optional<int64_t> int8Shift(const QuantParams &p) {
  int64_t lo = p.type.getStorageTypeMin(), hi = p.type.getStorageTypeMax();
  if (lo >= -128 && hi <= 127)
    return 0;
  if (lo >= 0 && hi <= 255)
    return -128;
  return std::nullopt;
}

/// The exact integer sums of a dot_general whose storage values fit in
/// int8 (after moving an unsigned lhs by -128) and whose rhs zero points
/// are 0 (spec C15), as f64: the i8 x i8 product into i32, which kiln's
/// int8 GEMM kernels compute (VNNI, AMX-INT8, vpmaddwd), less the lhs zero
/// point's share, za * (the rhs's sum along K), which folds to a constant
/// for constant weights:
///   sum_k (a - za) * b = sum_k a * b - za * sum_k b.
/// Null where the form does not apply or i32 could overflow.
Value int8DotSums(OpBuilder &b, hlo::DotGeneralOp op, Value lhsStorage,
                  Value rhsStorage, const QuantParams &lp,
                  const QuantParams &rp, double terms) {
  // An unsigned lhs (u8) moves by -128, its zero point with it.
  std::optional<int64_t> shift = int8Shift(lp);
  if (!shift || int8Shift(rp) != 0 ||
      llvm::any_of(rp.zeroPoints, [](int64_t z) { return z != 0; }))
    return {};
  double bound = terms * 128.0 *
                 std::max(std::abs(double(rp.type.getStorageTypeMin())),
                          std::abs(double(rp.type.getStorageTypeMax())));
  if (bound >= 2147483647.0)
    return {};
  Location loc = op.getLoc();
  Type i32 = b.getI32Type(), f64 = b.getF64Type();
  Value lhs = toInt8(b, loc, lhsStorage, *shift);
  Value rhs = toInt8(b, loc, rhsStorage, 0);
  auto resultType = cast<RankedTensorType>(op.getType());
  Value product = integerProduct(b, op, lhs, rhs, resultType.clone(i32));
  auto sumsType = resultType.clone(f64);
  Value sums = hlo::ConvertOp::create(b, loc, sumsType, product);
  int64_t za = lp.zeroPoints[0] + *shift;
  if (za == 0)
    return sums;
  // The rhs summed along K, placed along the result's dimensions: a
  // batching dimension where it is among the result's first, a free one
  // after the lhs's free ones.
  auto dims = op.getDotDimensionNumbers();
  ArrayRef<int64_t> batching = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> contracting = dims.getRhsContractingDimensions();
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  int64_t lhsRank = cast<RankedTensorType>(lhs.getType()).getRank();
  int64_t lhsFree = lhsRank - int64_t(batching.size()) -
                    int64_t(dims.getLhsContractingDimensions().size());
  SmallVector<int64_t> placed;
  int64_t freeSeen = 0;
  for (int64_t d = 0; d < rhsType.getRank(); ++d) {
    if (llvm::is_contained(contracting, d))
      continue;
    auto at = llvm::find(batching, d);
    if (at != batching.end())
      placed.push_back(at - batching.begin());
    else
      placed.push_back(int64_t(batching.size()) + lhsFree + freeSeen++);
  }
  Value wide = hlo::ConvertOp::create(b, loc, withElement(rhs, i32), rhs);
  SmallVector<int64_t> sortedContracting(contracting);
  llvm::sort(sortedContracting);
  Value columnSums = sumOver(b, loc, wide, sortedContracting);
  columnSums =
      hlo::ConvertOp::create(b, loc, withElement(columnSums, f64), columnSums);
  Value spread =
      hlo::BroadcastInDimOp::create(b, loc, sumsType, columnSums, placed);
  Value share = hlo::MultiplyOp::create(
      b, loc, sumsType, spread,
      splat(b, loc, sumsType, b.getF64FloatAttr(double(za))));
  return hlo::SubtractOp::create(b, loc, sumsType, sums, share);
}

/// The exact integer sums of a quantized convolution on 8-bit storage (an
/// i8 or u8 input, an i8 filter with zero points 0), as f64: the storage
/// integers (a u8 input moved by -128 into i8, its zero point with it)
/// convolved into i32, the input padded (and dilated) with its zero point
/// first, so that every window position adds (x - za) * w once za times
/// the filter's sum per output channel is taken off. Null for other
/// storage, or where i32 could overflow.
Value int8ConvolutionSums(OpBuilder &b, hlo::ConvolutionOp op, Value lhsStorage,
                          Value rhsStorage, const QuantParams &lp,
                          const QuantParams &rp, double terms) {
  std::optional<int64_t> shift = int8Shift(lp);
  if (!shift || int8Shift(rp) != 0 ||
      llvm::any_of(rp.zeroPoints, [](int64_t z) { return z != 0; }) ||
      terms * 128.0 * 128.0 >= 2147483647.0)
    return {};
  Location loc = op.getLoc();
  Type i8 = b.getIntegerType(8), i32 = b.getI32Type(), f64 = b.getF64Type();
  Value lhs = toInt8(b, loc, lhsStorage, *shift);
  Value rhs = toInt8(b, loc, rhsStorage, 0);
  int64_t za = lp.zeroPoints[0] + *shift;

  // The padding and lhs dilation as a pad with the zero point.
  auto dims = op.getDimensionNumbers();
  ArrayRef<int64_t> spatial = dims.getInputSpatialDimensions();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  int64_t rank = lhsType.getRank();
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  bool padded = false;
  if (auto padding = op.getPadding()) {
    SmallVector<int64_t> flat(padding->getValues<int64_t>());
    for (size_t i = 0; i < spatial.size() && 2 * i + 1 < flat.size(); ++i) {
      low[spatial[i]] = flat[2 * i];
      high[spatial[i]] = flat[2 * i + 1];
    }
  }
  if (auto dilation = op.getLhsDilation())
    for (size_t i = 0; i < spatial.size() && i < dilation->size(); ++i)
      interior[spatial[i]] = (*dilation)[i] - 1;
  SmallVector<int64_t> shape(lhsType.getShape());
  for (int64_t d = 0; d < rank; ++d) {
    padded |= low[d] || high[d] || interior[d];
    int64_t size = shape[d];
    shape[d] =
        (size == 0 ? 0 : (size - 1) * (interior[d] + 1) + 1) + low[d] + high[d];
    if (shape[d] < 0)
      return {};
  }
  if (padded) {
    auto scalar = RankedTensorType::get({}, i8);
    Value value = hlo::ConstantOp::create(
        b, loc, scalar,
        DenseElementsAttr::get(scalar, b.getIntegerAttr(i8, za)));
    lhs = hlo::PadOp::create(
        b, loc, lhsType.clone(shape), lhs, value, b.getDenseI64ArrayAttr(low),
        b.getDenseI64ArrayAttr(high), b.getDenseI64ArrayAttr(interior));
  }
  auto resultType = cast<RankedTensorType>(op.getType());
  auto sumType = resultType.clone(i32);
  auto conv = hlo::ConvolutionOp::create(
      b, loc, sumType, lhs, rhs, op.getWindowStridesAttr(),
      /*padding=*/nullptr, /*lhs_dilation=*/nullptr, op.getRhsDilationAttr(),
      op.getWindowReversalAttr(), dims, op.getFeatureGroupCountAttr(),
      op.getBatchGroupCountAttr(), /*precision_config=*/nullptr);
  auto sumsType = resultType.clone(f64);
  Value sums = hlo::ConvertOp::create(b, loc, sumsType, conv);
  if (za == 0)
    return sums;
  // za times each output channel's filter sum (over all but its output
  // feature dimension), along the result's feature dimension.
  int64_t kOut = dims.getKernelOutputFeatureDimension();
  SmallVector<int64_t> others;
  for (int64_t d = 0; d < cast<RankedTensorType>(rhs.getType()).getRank(); ++d)
    if (d != kOut)
      others.push_back(d);
  Value wide = hlo::ConvertOp::create(b, loc, withElement(rhs, i32), rhs);
  Value filterSums = sumOver(b, loc, wide, others);
  filterSums =
      hlo::ConvertOp::create(b, loc, withElement(filterSums, f64), filterSums);
  Value spread = hlo::BroadcastInDimOp::create(
      b, loc, sumsType, filterSums,
      ArrayRef<int64_t>{dims.getOutputFeatureDimension()});
  Value share = hlo::MultiplyOp::create(
      b, loc, sumsType, spread,
      splat(b, loc, sumsType, b.getF64FloatAttr(double(za))));
  return hlo::SubtractOp::create(b, loc, sumsType, sums, share);
}

/// The quantized result of the integer product `sums`: its scale is
/// lhs scale times rhs scale, per slice of result dimension `rhsAxisInResult`
/// when the rhs is quantized per axis.
Value scaleToResult(OpBuilder &b, Location loc, Value sums,
                    const QuantParams &lhs, const QuantParams &rhs,
                    int64_t rhsAxisInResult, const QuantParams &result) {
  Type f64 = b.getF64Type();
  auto type = withElement(sums, f64);
  Value y = sums.getType() == type
                ? sums
                : Value(hlo::ConvertOp::create(b, loc, type, sums));
  QuantParams product;
  product.type = rhs.type;
  product.axis = rhs.axis >= 0 ? rhsAxisInResult : -1;
  for (double s : rhs.scales)
    product.scales.push_back(asExpressed(lhs.scales[0], lhs) *
                             asExpressed(s, rhs));
  product.zeroPoints.assign(product.scales.size(), 0);
  QuantParams out = result;
  for (double &s : out.scales)
    s = asExpressed(s, result);
  y = hlo::MultiplyOp::create(b, loc, type, y,
                              scalesOf(b, loc, type, product, f64));
  y = hlo::DivideOp::create(b, loc, type, y, scalesOf(b, loc, type, out, f64));
  y = hlo::AddOp::create(b, loc, type, y, zeroPointsOf(b, loc, type, out, f64));
  return roundToStorage(b, loc, y, result);
}

/// The three quantizations of a fully quantized product with a per-tensor
/// lhs, or nullopt.
struct ProductParams {
  QuantParams lhs, rhs, result;
};
std::optional<ProductParams> productParams(Operation *op) {
  std::optional<QuantParams> lhs = paramsOfTensor(op->getOperand(0).getType());
  std::optional<QuantParams> rhs = paramsOfTensor(op->getOperand(1).getType());
  std::optional<QuantParams> result =
      paramsOfTensor(op->getResult(0).getType());
  if (!lhs || !rhs || !result || lhs->axis >= 0)
    return std::nullopt;
  for (const QuantParams *p : {&*lhs, &*rhs, &*result})
    if (!p->type.getExpressedType().isF32() &&
        !p->type.getExpressedType().isF64())
      return std::nullopt;
  return ProductParams{*lhs, *rhs, *result};
}

struct IntegerDotGeneral : OpConversionPattern<hlo::DotGeneralOp> {
  IntegerDotGeneral(TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(hlo::DotGeneralOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<ProductParams> p = productParams(op);
    if (!p)
      return rewriter.notifyMatchFailure(op, "not fully quantized");
    auto dims = op.getDotDimensionNumbers();
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    // Where the rhs's quantized dimension lands in the result: a batching
    // dimension keeps its place, a free one follows the lhs's free ones.
    int64_t rhsAxisInResult = -1;
    if (p->rhs.axis >= 0) {
      ArrayRef<int64_t> batching = dims.getRhsBatchingDimensions();
      ArrayRef<int64_t> contracting = dims.getRhsContractingDimensions();
      if (llvm::is_contained(contracting, p->rhs.axis))
        return rewriter.notifyMatchFailure(op, "rhs quantized along K");
      auto at = llvm::find(batching, p->rhs.axis);
      if (at != batching.end()) {
        rhsAxisInResult = at - batching.begin();
      } else {
        int64_t lhsFree = lhsType.getRank() - int64_t(batching.size()) -
                          int64_t(dims.getLhsContractingDimensions().size());
        int64_t position = 0;
        for (int64_t d = 0; d < p->rhs.axis; ++d)
          if (!llvm::is_contained(batching, d) &&
              !llvm::is_contained(contracting, d))
            ++position;
        rhsAxisInResult = int64_t(batching.size()) + lhsFree + position;
      }
    }
    double terms = 1;
    for (int64_t d : dims.getRhsContractingDimensions())
      terms *= double(rhsType.getDimSize(d));
    Location loc = op.getLoc();
    Value sums = int8DotSums(rewriter, op, adaptor.getLhs(), adaptor.getRhs(),
                             p->lhs, p->rhs, terms);
    if (!sums)
      sums = exactDotSums(rewriter, op, adaptor.getLhs(), adaptor.getRhs(),
                          p->lhs, p->rhs, terms);
    if (!sums) {
      Type acc = accumulatorFor(rewriter, p->lhs, p->rhs, terms);
      Value lhs = widenStorage(rewriter, loc, adaptor.getLhs(), p->lhs, acc);
      Value rhs = widenStorage(rewriter, loc, adaptor.getRhs(), p->rhs, acc);
      auto sumType = cast<RankedTensorType>(op.getType()).clone(acc);
      sums = integerProduct(rewriter, op, lhs, rhs, sumType);
    }
    rewriter.replaceOp(op, scaleToResult(rewriter, loc, sums, p->lhs, p->rhs,
                                         rhsAxisInResult, p->result));
    return success();
  }
};

struct IntegerConvolution : OpConversionPattern<hlo::ConvolutionOp> {
  IntegerConvolution(TypeConverter &converter, MLIRContext *ctx,
                     bool int8Kernel)
      : OpConversionPattern(converter, ctx, /*benefit=*/2),
        int8Kernel(int8Kernel) {}
  bool int8Kernel;
  LogicalResult
  matchAndRewrite(hlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<ProductParams> p = productParams(op);
    if (!p)
      return rewriter.notifyMatchFailure(op, "not fully quantized");
    auto dims = op.getDimensionNumbers();
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    int64_t outputFeatures =
        rhsType.getDimSize(dims.getKernelOutputFeatureDimension());
    if (p->rhs.axis >= 0 &&
        p->rhs.axis != dims.getKernelOutputFeatureDimension())
      return rewriter.notifyMatchFailure(op, "rhs quantized along another "
                                             "dimension than its outputs");
    if (outputFeatures <= 0)
      return rewriter.notifyMatchFailure(op, "no output features");
    double terms = double(rhsType.getNumElements()) / double(outputFeatures);
    Location loc = op.getLoc();
    if (int8Kernel) {
      if (Value sums =
              int8ConvolutionSums(rewriter, op, adaptor.getLhs(),
                                  adaptor.getRhs(), p->lhs, p->rhs, terms)) {
        rewriter.replaceOp(
            op, scaleToResult(rewriter, loc, sums, p->lhs, p->rhs,
                              dims.getOutputFeatureDimension(), p->result));
        return success();
      }
    }
    // With few enough products per output, f32 sums are exact: kiln's
    // float convolution kernels compute them.
    Type acc = terms <= exactF32Terms(p->lhs, p->rhs)
                   ? rewriter.getF32Type()
                   : accumulatorFor(rewriter, p->lhs, p->rhs, terms);
    Value lhs = widenStorage(rewriter, loc, adaptor.getLhs(), p->lhs, acc);
    Value rhs = widenStorage(rewriter, loc, adaptor.getRhs(), p->rhs, acc);
    auto sumType = cast<RankedTensorType>(op.getType()).clone(acc);
    Value sums = integerProduct(rewriter, op, lhs, rhs, sumType);
    rewriter.replaceOp(op, scaleToResult(rewriter, loc, sums, p->lhs, p->rhs,
                                         dims.getOutputFeatureDimension(),
                                         p->result));
    return success();
  }
};

} // namespace

void populateProductPatterns(TypeConverter &converter,
                             RewritePatternSet &patterns,
                             bool int8Convolutions) {
  patterns.add<IntegerDotGeneral>(converter, patterns.getContext());
  patterns.add<IntegerConvolution>(converter, patterns.getContext(),
                                   int8Convolutions);
}

} // namespace kiln::quantized
