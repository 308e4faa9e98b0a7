//===- DataMovementGather.cpp - gather to linalg --------------------------===//
//
// gather becomes a linalg.generic over the result whose body computes the
// operand index of each element and reads it with tensor.extract.
// dynamic_gather reaches the lowering as gather once its slice sizes are
// constants (kiln-dynamic-ops-to-static).
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
        op,
        emitGather(rewriter, op.getLoc(), adaptor.getOperand(),
                   adaptor.getStartIndices(),
                   getElementTypeOrSelf(op.getStartIndices().getType()),
                   resultType, op.getDimensionNumbers(), op.getSliceSizes()));
    return success();
  }
};

} // namespace

void populateGatherPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<GatherToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
