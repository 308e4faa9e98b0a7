//===- DataMovementDynamicSlice.cpp - runtime-indexed slices to tensor ----===//
//
// dynamic_slice and dynamic_update_slice become tensor.extract_slice /
// tensor.insert_slice at clamped start indices; gather (and dynamic_gather
// with constant slice sizes) becomes a
// linalg.generic over the result whose body computes the operand index and
// reads it with tensor.extract.
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

Value loadStartIndex(OpBuilder &b, Location loc, Value indices,
                     ValueRange batchIndex, int64_t indexVectorDim, int64_t k,
                     Type indexElement) {
  auto indicesType = llvm::cast<RankedTensorType>(indices.getType());
  SmallVector<Value> position;
  for (int64_t d = 0; d < indicesType.getRank(); ++d) {
    if (d == indexVectorDim)
      position.push_back(arith::ConstantIndexOp::create(b, loc, k));
    else
      position.push_back(batchIndexFor(batchIndex, d, indexVectorDim));
  }
  Value raw = tensor::ExtractOp::create(b, loc, indices, position);
  return extendToI64(b, loc, raw, indexElement);
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

/// gather (spec: gather) into the static type `resultType`. For each result
/// index the body computes
///   batch_index = result dims not in offset_dims,
///   start_index = start_indices[batch_index with index_vector_dim
///                 spliced in], clamped per start_index_map dimension to
///                 [0, dim(operand) - slice_sizes],
///   batching index from operand_batching_dims/start_indices_batching_dims,
///   offset index = result dims in offset_dims, zeros inserted at
///                 collapsed_slice_dims and operand_batching_dims,
/// and reads the operand at their sum.
Value emitGather(OpBuilder &rewriter, Location loc, Value operand,
                 Value indices, Type indexElement, RankedTensorType resultType,
                 hlo::GatherDimensionNumbersAttr dims,
                 ArrayRef<int64_t> sliceSizes) {
  auto operandType = llvm::cast<RankedTensorType>(operand.getType());
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatching = dims.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t rank = resultType.getRank();
  int64_t operandRank = operandType.getRank();

  SmallVector<int64_t> batchDims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(offsetDims, d))
      batchDims.push_back(d);
  // Operand dims that receive offset_index entries, in order.
  SmallVector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsetOperandDims.push_back(d);

  Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                       resultType.getElementType());
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{resultType}, ValueRange{}, ValueRange{init},
      SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
      parallelIterators(rank), [&](OpBuilder &b, Location l, ValueRange) {
        SmallVector<Value> resultIndex;
        for (int64_t d = 0; d < rank; ++d)
          resultIndex.push_back(linalg::IndexOp::create(b, l, d));
        SmallVector<Value> batchIndex;
        for (int64_t d : batchDims)
          batchIndex.push_back(resultIndex[d]);
        Value zero = arith::ConstantIndexOp::create(b, l, 0);
        SmallVector<Value> operandIndex(operandRank, zero);
        // Start index, clamped.
        for (auto [k, operandDim] : llvm::enumerate(startIndexMap)) {
          Value wide = loadStartIndex(b, l, indices, batchIndex, indexVectorDim,
                                      k, indexElement);
          operandIndex[operandDim] = clampToIndex(
              b, l, wide, indexElement,
              operandType.getDimSize(operandDim) - sliceSizes[operandDim]);
        }
        // Batching dimensions.
        for (auto [operandDim, indicesDim] :
             llvm::zip(operandBatching, indicesBatching)) {
          operandIndex[operandDim] = arith::AddIOp::create(
              b, l, operandIndex[operandDim],
              batchIndexFor(batchIndex, indicesDim, indexVectorDim));
        }
        // Offsets within the slice.
        for (auto [j, operandDim] : llvm::enumerate(offsetOperandDims))
          operandIndex[operandDim] = arith::AddIOp::create(
              b, l, operandIndex[operandDim], resultIndex[offsetDims[j]]);
        Value value = tensor::ExtractOp::create(b, l, operand, operandIndex);
        linalg::YieldOp::create(b, l, value);
      });
  return generic.getResult(0);
}

struct GatherToLinalg : OpConversionPattern<hlo::GatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = convertedResultType(getTypeConverter(), op);
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    auto indicesType =
        llvm::cast<RankedTensorType>(adaptor.getStartIndices().getType());
    if (!resultType || !resultType.hasStaticShape() ||
        !operandType.hasStaticShape() || !indicesType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    rewriter.replaceOp(
        op, emitGather(rewriter, op.getLoc(), adaptor.getOperand(),
                       adaptor.getStartIndices(),
                       getElementTypeOrSelf(op.getStartIndices().getType()),
                       resultType, op.getDimensionNumbers(),
                       op.getSliceSizes()));
    return success();
  }
};

/// dynamic_gather whose slice sizes are constants: a static gather, cast to
/// the declared result type.
struct DynamicGatherToLinalg : OpConversionPattern<hlo::DynamicGatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DynamicGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = convertedResultType(getTypeConverter(), op);
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    auto indicesType =
        llvm::cast<RankedTensorType>(adaptor.getStartIndices().getType());
    auto sliceSizes = constantIntValues(op.getSliceSizes());
    if (!resultType || !operandType.hasStaticShape() ||
        !indicesType.hasStaticShape() || failed(sliceSizes) ||
        static_cast<int64_t>(sliceSizes->size()) != operandType.getRank())
      return rewriter.notifyMatchFailure(op, "slice sizes known only at run time");
    auto dims = op.getDimensionNumbers();
    for (auto [d, size] : llvm::enumerate(*sliceSizes))
      if (size < 0 || size > operandType.getDimSize(d))
        return rewriter.notifyMatchFailure(op, "slice sizes out of range");
    // Result shape (spec: gather): batch dims are the start_indices dims
    // but index_vector_dim, offset dims the kept slice sizes.
    SmallVector<int64_t> batchSizes, offsetSizes;
    for (int64_t d = 0; d < indicesType.getRank(); ++d)
      if (d != dims.getIndexVectorDim())
        batchSizes.push_back(indicesType.getDimSize(d));
    for (int64_t d = 0; d < operandType.getRank(); ++d)
      if (!llvm::is_contained(dims.getCollapsedSliceDims(), d) &&
          !llvm::is_contained(dims.getOperandBatchingDims(), d))
        offsetSizes.push_back((*sliceSizes)[d]);
    int64_t rank = batchSizes.size() + offsetSizes.size();
    if (rank != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "unexpected result rank");
    SmallVector<int64_t> shape;
    size_t nextBatch = 0, nextOffset = 0;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(llvm::is_contained(dims.getOffsetDims(), d)
                          ? offsetSizes[nextOffset++]
                          : batchSizes[nextBatch++]);
    Value result = emitGather(
        rewriter, op.getLoc(), adaptor.getOperand(), adaptor.getStartIndices(),
        getElementTypeOrSelf(op.getStartIndices().getType()),
        resultType.clone(shape), dims, *sliceSizes);
    rewriter.replaceOp(op,
                       castToResult(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

} // namespace

void populateDynamicSlicePatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<DynamicSliceToTensor, DynamicUpdateSliceToTensor,
               GatherToLinalg, DynamicGatherToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
