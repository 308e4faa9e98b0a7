//===- StablehloDataMovementGather.cpp - gather and dynamic_gather --------===//
//
// Type inference of gather and the verifier of dynamic_gather. Their
// dimension numbers include batching dimensions (operand_batching_dims /
// start_indices_batching_dims), which JAX emits for vmapped indexing; the
// shape rules both ops share are inferGatherShape (StablehloDataMovementUtils).
// Scatter, the inverse, lives in StablehloDataMovementScatter.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloDataMovementUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::dm;

static GatherDims toGatherDims(GatherDimensionNumbersAttr attr) {
  return GatherDims{
      attr.getOffsetDims(),          attr.getCollapsedSliceDims(),
      attr.getOperandBatchingDims(), attr.getStartIndicesBatchingDims(),
      attr.getStartIndexMap(),       attr.getIndexVectorDim()};
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto indicesType =
      llvm::cast<RankedTensorType>(adaptor.getStartIndices().getType());
  SmallVector<int64_t> shape;
  if (failed(inferGatherShape(loc, getOperationName(), operandType, indicesType,
                              toGatherDims(adaptor.getDimensionNumbers()),
                              adaptor.getSliceSizes(), shape)))
    return failure();
  // (C22), (C23)
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_gather
//===----------------------------------------------------------------------===//

LogicalResult DynamicGatherOp::verify() {
  auto operandType = getOperand().getType();
  auto indicesType = getStartIndices().getType();
  auto resultType = getType();
  // slice_sizes is a runtime value: its count must still be rank(operand).
  int64_t sizesCount = getSliceSizes().getType().getDimSize(0);
  if (!ShapedType::isDynamic(sizesCount) && sizesCount != operandType.getRank())
    return emitOpError("slice_sizes must have one entry per operand "
                       "dimension (C20): expected ")
           << operandType.getRank() << " but got " << sizesCount;
  SmallVector<int64_t> shape;
  if (failed(inferGatherShape(getLoc(), getOperationName(), operandType,
                              indicesType, toGatherDims(getDimensionNumbers()),
                              std::nullopt, shape)))
    return failure();
  // (C22) with unknown slice sizes: the rank and the batch dimensions.
  auto expected = RankedTensorType::get(shape, operandType.getElementType());
  if (!isCompatibleType(expected, resultType))
    return emitOpError("result type ")
           << resultType << " is incompatible with the inferred type "
           << expected << " (C22)";
  return success();
}
