//===- StablehloDataMovementUtils.cpp - helpers of the data movement ops --===//

#include "StablehloDataMovementUtils.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace kiln::stablehlo::dm {

bool isSorted(ArrayRef<int64_t> values) { return llvm::is_sorted(values); }

LogicalResult verifyResultElementType(Operation *op, ShapedType operandType,
                                      ShapedType resultType) {
  if (isCompatibleElementType(operandType.getElementType(),
                              resultType.getElementType()))
    return success();
  return op->emitOpError("result element type ")
         << resultType.getElementType()
         << " must match the operand element type "
         << operandType.getElementType() << " (C1)";
}

LogicalResult verifySameNumElements(Operation *op, ShapedType operandType,
                                    ShapedType resultType) {
  if (!operandType.hasStaticShape() || !resultType.hasStaticShape() ||
      operandType.getNumElements() == resultType.getNumElements())
    return success();
  return op->emitOpError("operand and result must have the same number of "
                         "elements (C2), but got ")
         << operandType.getNumElements() << " and "
         << resultType.getNumElements();
}

//===----------------------------------------------------------------------===//
// Gather shape inference (spec: gather)
//===----------------------------------------------------------------------===//

LogicalResult inferGatherShape(std::optional<Location> loc, StringRef opName,
                               RankedTensorType operandType,
                               RankedTensorType indicesType,
                               const GatherDims &dims,
                               std::optional<ArrayRef<int64_t>> sliceSizes,
                               SmallVectorImpl<int64_t> &resultShape) {
  int64_t operandRank = operandType.getRank();
  int64_t indicesRank = indicesType.getRank();
  auto inRange = [](ArrayRef<int64_t> values, int64_t limit) {
    return llvm::all_of(values, [&](int64_t v) { return v >= 0 && v < limit; });
  };

  // (C1)
  int64_t described = dims.offsetDims.size() + dims.collapsedSliceDims.size() +
                      dims.operandBatchingDims.size();
  if (operandRank != described)
    return opError(loc, opName,
                   "operand rank must equal the number of offset_dims, "
                   "collapsed_slice_dims and operand_batching_dims (C1), but "
                   "got rank ",
                   operandRank, " and ", described, " dimensions");
  // (C2)
  if (dims.indexVectorDim < 0 || dims.indexVectorDim > indicesRank)
    return opError(loc, opName, "index_vector_dim must be in [0, ", indicesRank,
                   "] (C2), but got ", dims.indexVectorDim);
  // (C3)
  int64_t indexVectorSize = dims.indexVectorDim < indicesRank
                                ? indicesType.getDimSize(dims.indexVectorDim)
                                : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(dims.startIndexMap.size()) != indexVectorSize)
    return opError(loc, opName,
                   "start_index_map must have as many entries as the index "
                   "vector (C3): expected ",
                   indexVectorSize, " but got ", dims.startIndexMap.size());
  // (C4)
  if (!isUnique(dims.offsetDims) || !isSorted(dims.offsetDims))
    return opError(loc, opName,
                   "offset_dims must be unique and sorted (C4), but got ",
                   formatDims(dims.offsetDims));
  // (C6)
  SmallVector<int64_t> collapsedAndBatching(dims.collapsedSliceDims);
  llvm::append_range(collapsedAndBatching, dims.operandBatchingDims);
  if (!isUnique(collapsedAndBatching))
    return opError(loc, opName,
                   "collapsed_slice_dims and operand_batching_dims must not "
                   "repeat a dimension (C6), but got ",
                   formatDims(dims.collapsedSliceDims), " and ",
                   formatDims(dims.operandBatchingDims));
  // (C7)
  if (!isSorted(dims.collapsedSliceDims))
    return opError(loc, opName,
                   "collapsed_slice_dims must be sorted (C7), "
                   "but got ",
                   formatDims(dims.collapsedSliceDims));
  // (C8)
  if (!inRange(dims.collapsedSliceDims, operandRank))
    return opError(loc, opName, "collapsed_slice_dims must be in [0, ",
                   operandRank, ") (C8), but got ",
                   formatDims(dims.collapsedSliceDims));
  // (C10)
  if (!isSorted(dims.operandBatchingDims))
    return opError(loc, opName,
                   "operand_batching_dims must be sorted (C10), but got ",
                   formatDims(dims.operandBatchingDims));
  // (C11)
  if (!inRange(dims.operandBatchingDims, operandRank))
    return opError(loc, opName, "operand_batching_dims must be in [0, ",
                   operandRank, ") (C11), but got ",
                   formatDims(dims.operandBatchingDims));
  // (C13)
  if (!isUnique(dims.startIndicesBatchingDims))
    return opError(loc, opName,
                   "start_indices_batching_dims must be unique (C13), but got ",
                   formatDims(dims.startIndicesBatchingDims));
  // (C14)
  if (!inRange(dims.startIndicesBatchingDims, indicesRank))
    return opError(loc, opName, "start_indices_batching_dims must be in [0, ",
                   indicesRank, ") (C14), but got ",
                   formatDims(dims.startIndicesBatchingDims));
  // (C15)
  if (llvm::is_contained(dims.startIndicesBatchingDims, dims.indexVectorDim))
    return opError(loc, opName,
                   "index_vector_dim must not be one of "
                   "start_indices_batching_dims (C15), but got ",
                   dims.indexVectorDim);
  // (C16)
  if (dims.operandBatchingDims.size() != dims.startIndicesBatchingDims.size())
    return opError(loc, opName,
                   "operand_batching_dims and start_indices_batching_dims "
                   "must have the same size (C16), but got ",
                   dims.operandBatchingDims.size(), " and ",
                   dims.startIndicesBatchingDims.size());
  // (C17)
  for (auto [od, id] :
       llvm::zip(dims.operandBatchingDims, dims.startIndicesBatchingDims)) {
    int64_t a = operandType.getDimSize(od), b = indicesType.getDimSize(id);
    if (!isCompatibleDim(a, b))
      return opError(loc, opName, "operand batching dimension ", od,
                     " has size ", a, " but start_indices batching dimension ",
                     id, " has size ", b, " (C17)");
  }
  // (C18)
  SmallVector<int64_t> mapAndBatching(dims.startIndexMap);
  llvm::append_range(mapAndBatching, dims.operandBatchingDims);
  if (!isUnique(mapAndBatching))
    return opError(loc, opName,
                   "start_index_map and operand_batching_dims must not repeat "
                   "a dimension (C18), but got ",
                   formatDims(dims.startIndexMap), " and ",
                   formatDims(dims.operandBatchingDims));
  // (C19)
  if (!inRange(dims.startIndexMap, operandRank))
    return opError(loc, opName, "start_index_map must be in [0, ", operandRank,
                   ") (C19), but got ", formatDims(dims.startIndexMap));

  if (sliceSizes) {
    ArrayRef<int64_t> sizes = *sliceSizes;
    // (C20)
    if (static_cast<int64_t>(sizes.size()) != operandRank)
      return opError(loc, opName,
                     "slice_sizes must have one entry per operand dimension "
                     "(C20): expected ",
                     operandRank, " but got ", sizes.size());
    // (C21)
    for (auto [d, size] : llvm::enumerate(sizes)) {
      int64_t bound = operandType.getDimSize(d);
      if (size < 0 || (!ShapedType::isDynamic(bound) && size > bound))
        return opError(loc, opName, "slice_sizes[", d, "] = ", size,
                       " must be in [0, ", bound, "] (C21)");
    }
    // (C9)
    for (int64_t d : dims.collapsedSliceDims)
      if (sizes[d] > 1)
        return opError(loc, opName, "slice_sizes[", d,
                       "] of a collapsed dimension must be at most 1 (C9), "
                       "but got ",
                       sizes[d]);
    // (C12)
    for (int64_t d : dims.operandBatchingDims)
      if (sizes[d] > 1)
        return opError(loc, opName, "slice_sizes[", d,
                       "] of an operand batching dimension must be at most 1 "
                       "(C12), but got ",
                       sizes[d]);
  }

  // (C22) batch_dim_sizes: start_indices' shape without index_vector_dim;
  // offset_dim_sizes: slice_sizes without the collapsed and batching dims.
  SmallVector<int64_t> batchSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != dims.indexVectorDim)
      batchSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < operandRank; ++d) {
    if (llvm::is_contained(collapsedAndBatching, d))
      continue;
    offsetSizes.push_back(sliceSizes ? (*sliceSizes)[d] : ShapedType::kDynamic);
  }
  int64_t resultRank = batchSizes.size() + offsetSizes.size();
  // (C5)
  if (!inRange(dims.offsetDims, resultRank))
    return opError(loc, opName, "offset_dims must be in [0, ", resultRank,
                   ") (C5), but got ", formatDims(dims.offsetDims));
  resultShape.clear();
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t d = 0; d < resultRank; ++d) {
    if (llvm::is_contained(dims.offsetDims, d))
      resultShape.push_back(offsetSizes[nextOffset++]);
    else
      resultShape.push_back(batchSizes[nextBatch++]);
  }
  return success();
}

} // namespace kiln::stablehlo::dm
