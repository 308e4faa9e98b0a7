//===- DataMovementDynamicSlice.cpp - runtime-indexed slices to tensor ----===//
//
// dynamic_slice and dynamic_update_slice become tensor.extract_slice /
// tensor.insert_slice at clamped start indices. Also the index helpers
// gather and scatter share (reading a start index as i64, clamping it).
//
//===----------------------------------------------------------------------===//

#include "DataMovementPatterns.h"
#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

static bool isUnsigned(Type elementType) {
  auto intType = llvm::dyn_cast<IntegerType>(elementType);
  return intType && intType.isUnsigned();
}

Value extendToI64(OpBuilder &b, Location loc, Value value, Type elementType) {
  Type i64 = b.getI64Type();
  unsigned width = llvm::cast<IntegerType>(value.getType()).getWidth();
  if (width == 64)
    return value;
  if (width > 64)
    return arith::TruncIOp::create(b, loc, i64, value);
  if (isUnsigned(elementType) || width == 1)
    return arith::ExtUIOp::create(b, loc, i64, value);
  return arith::ExtSIOp::create(b, loc, i64, value);
}

Value loadIndexAsI64(OpBuilder &b, Location loc, Value scalarTensor,
                     Type elementType) {
  Value value = tensor::ExtractOp::create(b, loc, scalarTensor, ValueRange{});
  return extendToI64(b, loc, value, elementType);
}

Value clampToIndex(OpBuilder &b, Location loc, Value value, Type elementType,
                   int64_t upper) {
  Value hi = arith::ConstantIntOp::create(b, loc, b.getI64Type(), upper);
  Value clamped;
  if (isUnsigned(elementType)) {
    clamped = arith::MinUIOp::create(b, loc, value, hi);
  } else {
    Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
    clamped = arith::MaxSIOp::create(
        b, loc, arith::MinSIOp::create(b, loc, value, hi), zero);
  }
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), clamped);
}

namespace {

/// The clamped start index of each dimension (spec: dynamic_slice /
/// dynamic_update_slice: clamp(start, 0, dim(operand) - size)).
SmallVector<OpFoldResult> clampedStarts(OpBuilder &b, Location loc,
                                        ValueRange originalStarts,
                                        ValueRange convertedStarts,
                                        ArrayRef<int64_t> operandShape,
                                        ArrayRef<int64_t> sizes) {
  SmallVector<OpFoldResult> starts;
  for (auto [d, original, converted] :
       llvm::enumerate(originalStarts, convertedStarts)) {
    Type element = getElementTypeOrSelf(original.getType());
    Value value = loadIndexAsI64(b, loc, converted, element);
    starts.push_back(
        clampToIndex(b, loc, value, element, operandShape[d] - sizes[d]));
  }
  return starts;
}

struct DynamicSliceToTensor : OpConversionPattern<hlo::DynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = convertedResultType(getTypeConverter(), op);
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!resultType || !resultType.hasStaticShape() ||
        !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, op.getStartIndices(), adaptor.getStartIndices(),
        operandType.getShape(), op.getSliceSizes());
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, adaptor.getOperand(), offsets,
        getAsIndexOpFoldResult(rewriter.getContext(), op.getSliceSizes()),
        unitStrides(rewriter, resultType.getRank()));
    return success();
  }
};

struct DynamicUpdateSliceToTensor
    : OpConversionPattern<hlo::DynamicUpdateSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DynamicUpdateSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    auto updateType =
        llvm::cast<RankedTensorType>(adaptor.getUpdate().getType());
    if (!operandType.hasStaticShape() || !updateType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, op.getStartIndices(), adaptor.getStartIndices(),
        operandType.getShape(), updateType.getShape());
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, adaptor.getUpdate(), adaptor.getOperand(), offsets,
        getAsIndexOpFoldResult(rewriter.getContext(), updateType.getShape()),
        unitStrides(rewriter, operandType.getRank()));
    return success();
  }
};

} // namespace

void populateDynamicSlicePatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<DynamicSliceToTensor, DynamicUpdateSliceToTensor>(
      converter, patterns.getContext());
}

} // namespace kiln::lowering
