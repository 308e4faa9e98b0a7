//===- Quantization.cpp - uniform_quantize / uniform_dequantize -----------===//
//
// Lowers uniform_quantize (float to quantized) and uniform_dequantize
// (quantized to float), per tensor and per axis, for f32/f64 expressed
// types; quantized tensors are converted to their storage integers (see the
// type converter). Following the spec:
//   quantize:   clamp(x / scale + zero_point, storage_min, storage_max),
//               rounded to nearest even, converted to the storage type;
//   dequantize: (storage - zero_point) * scale, where the subtraction is
//               done exactly in 64-bit integers.
// NaN inputs quantize to storage_min (minnum/maxnum clamp); the rounded
// value is clamped again in 64-bit integers, so bounds that round outward in
// the float type (i32 storage in f32) saturate.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Scales (as `expressed`) and zero points (as i64) of `type`, one per
/// quantized slice (a single one per tensor), and the quantized dimension
/// (-1 per tensor).
struct QuantParams {
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t axis = -1;
};

std::optional<QuantParams> paramsOf(Type element) {
  QuantParams p;
  if (auto t = llvm::dyn_cast<quant::UniformQuantizedType>(element)) {
    p.scales.push_back(t.getScale());
    p.zeroPoints.push_back(t.getZeroPoint());
    return p;
  }
  if (auto t = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(element)) {
    p.scales.assign(t.getScales().begin(), t.getScales().end());
    p.zeroPoints.assign(t.getZeroPoints().begin(), t.getZeroPoints().end());
    p.axis = t.getQuantizedDimension();
    return p;
  }
  return std::nullopt;
}

bool supportedExpressed(Type type) { return type.isF32() || type.isF64(); }

/// The float and the quantized side of uniform_quantize (float to
/// quantized) or uniform_dequantize.
struct QuantizedConversion {
  Type floatType;
  quant::QuantizedType quantType;
  QuantParams params;
};

/// Those of `op` when the lowering handles it: an f32/f64 float side, a
/// uniform quantized side and an operand of static shape.
std::optional<QuantizedConversion> matchConversion(Operation *op) {
  auto inType = llvm::cast<RankedTensorType>(op->getOperand(0).getType());
  auto outType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  bool quantize = llvm::isa<hlo::UniformQuantizeOp>(op);
  Type floatType = (quantize ? inType : outType).getElementType();
  Type quantized = (quantize ? outType : inType).getElementType();
  std::optional<QuantParams> params = paramsOf(quantized);
  if (!params || !supportedExpressed(floatType) || !inType.hasStaticShape())
    return std::nullopt;
  return QuantizedConversion{
      floatType, llvm::cast<quant::QuantizedType>(quantized), *params};
}

/// A parallel linalg.generic computing a tensor of the static type
/// `resultType` from `operand` (of the same shape) element by element, with
/// `p`'s scales (in `scaleType`) and zero points (in `zpType`) as constant
/// inputs: `body` gets (element, scale, zero point).
Value emitWithParams(
    OpBuilder &b, Location loc, Value operand, const QuantParams &p,
    Type scaleType, Type zpType, RankedTensorType resultType,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  int64_t rank = resultType.getRank();
  SmallVector<Value> inputs{operand};
  SmallVector<AffineMap> maps{b.getMultiDimIdentityMap(rank)};
  SmallVector<int64_t> shape;
  AffineMap map = AffineMap::get(rank, 0, {}, b.getContext());
  if (p.axis >= 0) {
    shape.push_back(static_cast<int64_t>(p.scales.size()));
    map = AffineMap::get(rank, 0, {b.getAffineDimExpr(p.axis)}, b.getContext());
  }
  SmallVector<Attribute> scales, zps;
  for (double s : p.scales)
    scales.push_back(b.getFloatAttr(scaleType, s));
  for (int64_t z : p.zeroPoints) {
    if (llvm::isa<FloatType>(zpType))
      zps.push_back(b.getFloatAttr(zpType, static_cast<double>(z)));
    else
      zps.push_back(b.getIntegerAttr(zpType, z));
  }
  auto st = RankedTensorType::get(shape, scaleType);
  auto zt = RankedTensorType::get(shape, zpType);
  inputs.push_back(
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(st, scales)));
  inputs.push_back(
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(zt, zps)));
  maps.push_back(map);
  maps.push_back(map);
  maps.push_back(b.getMultiDimIdentityMap(rank));
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  return linalg::GenericOp::create(b, loc, TypeRange{resultType}, inputs,
                                   ValueRange{init}, maps,
                                   parallelIterators(rank), body)
      .getResult(0);
}

struct QuantizeToLinalg : OpConversionPattern<hlo::UniformQuantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::UniformQuantizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<QuantizedConversion> conversion = matchConversion(op);
    if (!conversion)
      return rewriter.notifyMatchFailure(
          op, "only static float (f32/f64) to uniform quantized");
    Type fType = conversion->floatType;
    quant::QuantizedType quantType = conversion->quantType;
    auto convertedType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    double lo = static_cast<double>(quantType.getStorageTypeMin());
    double hi = static_cast<double>(quantType.getStorageTypeMax());
    Type storage = convertedType.getElementType();
    Value result = emitWithParams(
        rewriter, op.getLoc(), adaptor.getOperand(), conversion->params, fType,
        fType, convertedType, [&](OpBuilder &b, Location l, ValueRange a) {
          auto fc = [&](double v) {
            return arith::ConstantOp::create(b, l, b.getFloatAttr(fType, v));
          };
          Value x = arith::DivFOp::create(b, l, a[0], a[1]);
          x = arith::AddFOp::create(b, l, x, a[2]);
          x = arith::MaxNumFOp::create(b, l, x, fc(lo));
          x = arith::MinNumFOp::create(b, l, x, fc(hi));
          // Round to nearest even in i64 (x is within the storage range).
          Type i64 = b.getI64Type();
          Value t = arith::FPToSIOp::create(b, l, i64, x);
          Value diff = arith::SubFOp::create(
              b, l, x, arith::SIToFPOp::create(b, l, fType, t));
          auto ic = [&](int64_t v) {
            return arith::ConstantOp::create(b, l, b.getI64IntegerAttr(v));
          };
          auto fcmp = [&](arith::CmpFPredicate pred, double v) {
            return arith::CmpFOp::create(b, l, pred, diff, fc(v));
          };
          Value odd = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::ne,
              arith::AndIOp::create(b, l, t, ic(1)), ic(0));
          Value up = arith::OrIOp::create(
              b, l, fcmp(arith::CmpFPredicate::OGT, 0.5),
              arith::AndIOp::create(b, l, fcmp(arith::CmpFPredicate::OEQ, 0.5),
                                    odd));
          Value down = arith::OrIOp::create(
              b, l, fcmp(arith::CmpFPredicate::OLT, -0.5),
              arith::AndIOp::create(b, l, fcmp(arith::CmpFPredicate::OEQ, -0.5),
                                    odd));
          Value r = arith::SelectOp::create(
              b, l, up, arith::AddIOp::create(b, l, t, ic(1)), t);
          r = arith::SelectOp::create(b, l, down,
                                      arith::SubIOp::create(b, l, t, ic(1)), r);
          // Clamp again in i64: the float clamp bounds may round outward
          // (i32 storage in f32).
          r = arith::MaxSIOp::create(b, l, r,
                                     ic(quantType.getStorageTypeMin()));
          r = arith::MinSIOp::create(b, l, r,
                                     ic(quantType.getStorageTypeMax()));
          if (storage.getIntOrFloatBitWidth() < 64)
            r = arith::TruncIOp::create(b, l, storage, r);
          linalg::YieldOp::create(b, l, r);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct DequantizeToLinalg : OpConversionPattern<hlo::UniformDequantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::UniformDequantizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<QuantizedConversion> conversion = matchConversion(op);
    if (!conversion || conversion->quantType.getStorageTypeIntegralWidth() > 32)
      return rewriter.notifyMatchFailure(
          op, "only static uniform quantized (<= 32 bits) to f32/f64");
    Type fType = conversion->floatType;
    quant::QuantizedType quantType = conversion->quantType;
    auto outType = llvm::cast<RankedTensorType>(op.getType());
    Type i64 = rewriter.getI64Type();
    bool isSigned = quantType.isSigned();
    Value result = emitWithParams(
        rewriter, op.getLoc(), adaptor.getOperand(), conversion->params, fType,
        i64, outType, [&](OpBuilder &b, Location l, ValueRange a) {
          Value v = isSigned ? Value(arith::ExtSIOp::create(b, l, i64, a[0]))
                             : Value(arith::ExtUIOp::create(b, l, i64, a[0]));
          v = arith::SubIOp::create(b, l, v, a[2]);
          Value f = arith::SIToFPOp::create(b, l, fType, v);
          f = arith::MulFOp::create(b, l, f, a[1]);
          linalg::YieldOp::create(b, l, f);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateQuantizationPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<QuantizeToLinalg, DequantizeToLinalg>(converter,
                                                     patterns.getContext());
}

} // namespace kiln::lowering
