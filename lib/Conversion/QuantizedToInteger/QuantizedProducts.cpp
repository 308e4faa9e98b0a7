//===- QuantizedProducts.cpp - quantized dot_general and convolution ------===//
//
// A fully quantized dot_general or convolution (quantized lhs, rhs and
// result) computes its product on integers: both operands less their zero
// points, in i32 (i64 where the sum could overflow i32), so the sum of
// products is exact, then scaled once to the result:
//
//   result = round_half_even(clamp(S * (s_lhs * s_rhs) / s_result + z_result))
//
// in f64. The spec defines the op as the float product of the dequantized
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

/// The quantized result of the integer product `sums`: its scale is
/// lhs scale times rhs scale, per slice of result dimension `rhsAxisInResult`
/// when the rhs is quantized per axis.
Value scaleToResult(OpBuilder &b, Location loc, Value sums,
                    const QuantParams &lhs, const QuantParams &rhs,
                    int64_t rhsAxisInResult, const QuantParams &result) {
  Type f64 = b.getF64Type();
  auto type = withElement(sums, f64);
  Value y = hlo::ConvertOp::create(b, loc, type, sums);
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
    Type acc = accumulatorFor(rewriter, p->lhs, p->rhs, terms);
    Value lhs = widenStorage(rewriter, loc, adaptor.getLhs(), p->lhs, acc);
    Value rhs = widenStorage(rewriter, loc, adaptor.getRhs(), p->rhs, acc);
    auto sumType = cast<RankedTensorType>(op.getType()).clone(acc);
    Value sums = integerProduct(rewriter, op, lhs, rhs, sumType);
    rewriter.replaceOp(op, scaleToResult(rewriter, loc, sums, p->lhs, p->rhs,
                                         rhsAxisInResult, p->result));
    return success();
  }
};

struct IntegerConvolution : OpConversionPattern<hlo::ConvolutionOp> {
  IntegerConvolution(TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
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
    Type acc = accumulatorFor(rewriter, p->lhs, p->rhs, terms);
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
                             RewritePatternSet &patterns) {
  patterns.add<IntegerDotGeneral, IntegerConvolution>(converter,
                                                      patterns.getContext());
}

} // namespace kiln::quantized
