//===- StablehloDataMovementScatter.cpp - the scatter verifier ------------===//
//
// The verifier of scatter: the numbered constraints of its spec section,
// including the batching dimensions (input_batching_dims /
// scatter_indices_batching_dims) that JAX emits for vmapped indexed updates,
// and the update_computation region. Gather, the inverse, lives in
// StablehloDataMovementGather.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloDataMovementUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::dm;

/// is_promotable(from, to) of the spec as scatter reads it: the same kind of
/// element with at least as many bits; quantized elements promote through
/// their expressed type alone (the combiner of a quantized scatter works on
/// expressed values), unlike the shared isPromotable.
static bool isScatterPromotable(Type from, Type to) {
  if (isCompatibleElementType(from, to))
    return true;
  if (auto quantFrom = llvm::dyn_cast<quant::QuantizedType>(from)) {
    if (auto quantTo = llvm::dyn_cast<quant::QuantizedType>(to))
      return quantFrom.getExpressedType() == quantTo.getExpressedType();
    return false;
  }
  auto intFrom = llvm::dyn_cast<IntegerType>(from);
  auto intTo = llvm::dyn_cast<IntegerType>(to);
  if (intFrom && intTo)
    return intFrom.getSignedness() == intTo.getSignedness() &&
           intFrom.getWidth() <= intTo.getWidth();
  auto floatFrom = llvm::dyn_cast<FloatType>(from);
  auto floatTo = llvm::dyn_cast<FloatType>(to);
  if (floatFrom && floatTo)
    return floatFrom.getWidth() <= floatTo.getWidth();
  auto complexFrom = llvm::dyn_cast<ComplexType>(from);
  auto complexTo = llvm::dyn_cast<ComplexType>(to);
  if (complexFrom && complexTo)
    return isScatterPromotable(complexFrom.getElementType(),
                               complexTo.getElementType());
  return false;
}

LogicalResult ScatterOp::verify() {
  ValueRange inputs = getInputs();
  ValueRange updates = getUpdates();
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  ArrayRef<int64_t> updateWindowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> insertedWindowDims = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatchingDims = dims.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatchingDims = dims.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> dimsToOperandDims = dims.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  auto indicesType = getScatterIndices().getType();
  int64_t indicesRank = indicesType.getRank();
  auto inRange = [](ArrayRef<int64_t> values, int64_t limit) {
    return llvm::all_of(values, [&](int64_t v) { return v >= 0 && v < limit; });
  };

  // (C5)
  if (inputs.empty() || inputs.size() != updates.size())
    return emitOpError("expects as many updates as inputs, at least one (C5), "
                       "but got ")
           << inputs.size() << " inputs and " << updates.size() << " updates";
  auto inputType = llvm::cast<RankedTensorType>(inputs.front().getType());
  auto updateType = llvm::cast<RankedTensorType>(updates.front().getType());
  int64_t inputRank = inputType.getRank();
  int64_t updateRank = updateType.getRank();
  // (C1)
  for (Value input : inputs) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    if (!isCompatibleType(type, RankedTensorType::get(inputType.getShape(),
                                                      type.getElementType())))
      return emitOpError("inputs must have the same shape (C1), but got ")
             << type << " and " << inputType;
  }
  // (C3)
  for (Value update : updates) {
    auto type = llvm::cast<RankedTensorType>(update.getType());
    if (!isCompatibleType(type, RankedTensorType::get(updateType.getShape(),
                                                      type.getElementType())))
      return emitOpError("updates must have the same shape (C3), but got ")
             << type << " and " << updateType;
  }
  // (C6)
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, updates))) {
    Type inElem = getElementTypeOrSelf(std::get<0>(pair).getType());
    Type upElem = getElementTypeOrSelf(std::get<1>(pair).getType());
    if (!isCompatibleElementType(inElem, upElem))
      return emitOpError("updates[")
             << i << "] element type " << upElem
             << " must match the element type " << inElem << " of inputs[" << i
             << "] (C6)";
  }
  // (C2)
  int64_t described = updateWindowDims.size() + insertedWindowDims.size() +
                      inputBatchingDims.size();
  if (inputRank != described)
    return emitOpError("input rank must equal the number of "
                       "update_window_dims, inserted_window_dims and "
                       "input_batching_dims (C2), but got rank ")
           << inputRank << " and " << described << " dimensions";
  // (C7)
  if (!isUnique(updateWindowDims) || !isSorted(updateWindowDims))
    return emitOpError("update_window_dims must be unique and sorted (C7), "
                       "but got ")
           << formatDims(updateWindowDims);
  // (C8)
  if (!inRange(updateWindowDims, updateRank))
    return emitOpError("update_window_dims must be in [0, ")
           << updateRank << ") (C8), but got " << formatDims(updateWindowDims);
  // (C9)
  SmallVector<int64_t> insertedAndBatching(insertedWindowDims);
  llvm::append_range(insertedAndBatching, inputBatchingDims);
  if (!isUnique(insertedAndBatching))
    return emitOpError("inserted_window_dims and input_batching_dims must not "
                       "repeat a dimension (C9), but got ")
           << formatDims(insertedWindowDims) << " and "
           << formatDims(inputBatchingDims);
  // (C10)
  if (!isSorted(insertedWindowDims))
    return emitOpError("inserted_window_dims must be sorted (C10), but got ")
           << formatDims(insertedWindowDims);
  // (C11)
  if (!inRange(insertedWindowDims, inputRank))
    return emitOpError("inserted_window_dims must be in [0, ")
           << inputRank << ") (C11), but got "
           << formatDims(insertedWindowDims);
  // (C12)
  if (!isSorted(inputBatchingDims))
    return emitOpError("input_batching_dims must be sorted (C12), but got ")
           << formatDims(inputBatchingDims);
  // (C13)
  if (!inRange(inputBatchingDims, inputRank))
    return emitOpError("input_batching_dims must be in [0, ")
           << inputRank << ") (C13), but got " << formatDims(inputBatchingDims);
  // (C14)
  if (!isUnique(indicesBatchingDims))
    return emitOpError("scatter_indices_batching_dims must be unique (C14), "
                       "but got ")
           << formatDims(indicesBatchingDims);
  // (C15)
  if (!inRange(indicesBatchingDims, indicesRank))
    return emitOpError("scatter_indices_batching_dims must be in [0, ")
           << indicesRank << ") (C15), but got "
           << formatDims(indicesBatchingDims);
  // (C16)
  if (llvm::is_contained(indicesBatchingDims, indexVectorDim))
    return emitOpError("index_vector_dim must not be one of "
                       "scatter_indices_batching_dims (C16), but got ")
           << indexVectorDim;
  // (C17)
  if (inputBatchingDims.size() != indicesBatchingDims.size())
    return emitOpError("input_batching_dims and scatter_indices_batching_dims "
                       "must have the same size (C17), but got ")
           << inputBatchingDims.size() << " and " << indicesBatchingDims.size();
  // (C18)
  for (auto [id, sd] : llvm::zip(inputBatchingDims, indicesBatchingDims)) {
    int64_t a = inputType.getDimSize(id), b = indicesType.getDimSize(sd);
    if (!isCompatibleDim(a, b))
      return emitOpError("input batching dimension ")
             << id << " has size " << a
             << " but scatter_indices batching dimension " << sd << " has size "
             << b << " (C18)";
  }
  // (C22)
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError("index_vector_dim must be in [0, ")
           << indicesRank << "] (C22), but got " << indexVectorDim;
  // (C19)
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indicesType.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(dimsToOperandDims.size()) != indexVectorSize)
    return emitOpError("scatter_dims_to_operand_dims must have as many "
                       "entries as the index vector (C19): expected ")
           << indexVectorSize << " but got " << dimsToOperandDims.size();
  // (C20)
  SmallVector<int64_t> mapAndBatching(dimsToOperandDims);
  llvm::append_range(mapAndBatching, inputBatchingDims);
  if (!isUnique(mapAndBatching))
    return emitOpError("scatter_dims_to_operand_dims and input_batching_dims "
                       "must not repeat a dimension (C20), but got ")
           << formatDims(dimsToOperandDims) << " and "
           << formatDims(inputBatchingDims);
  // (C21)
  if (!inRange(dimsToOperandDims, inputRank))
    return emitOpError("scatter_dims_to_operand_dims must be in [0, ")
           << inputRank << ") (C21), but got " << formatDims(dimsToOperandDims);

  // (C4) update_scatter_dims take the scatter_indices sizes (without
  // index_vector_dim) in order; update_window_dims take at most the sizes of
  // the input dimensions that are neither inserted nor batching.
  SmallVector<int64_t> scatterSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      scatterSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> windowBounds;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!llvm::is_contained(insertedAndBatching, d))
      windowBounds.push_back(inputType.getDimSize(d));
  int64_t expectedRank = scatterSizes.size() + updateWindowDims.size();
  if (updateRank != expectedRank)
    return emitOpError("updates must have rank ")
           << expectedRank
           << " (the scatter_indices batch dimensions plus "
              "update_window_dims) (C4), but got "
           << updateRank;
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t d = 0; d < updateRank; ++d) {
    int64_t size = updateType.getDimSize(d);
    if (llvm::is_contained(updateWindowDims, d)) {
      int64_t bound = windowBounds[nextWindow++];
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
          size > bound)
        return emitOpError("updates window dimension ")
               << d << " of size " << size
               << " exceeds the input dimension's size " << bound << " (C4)";
      continue;
    }
    int64_t expected = scatterSizes[nextScatter++];
    if (!isCompatibleDim(size, expected))
      return emitOpError("updates scatter dimension ")
             << d << " has size " << size
             << " but the matching scatter_indices dimension has size "
             << expected << " (C4)";
  }

  // (C23) update_computation: (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ...,
  // tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>).
  Block &body = getUpdateComputation().front();
  size_t n = inputs.size();
  if (body.getNumArguments() != 2 * n)
    return emitOpError("update_computation must take ")
           << 2 * n << " arguments (C23), but takes " << body.getNumArguments();
  SmallVector<Type> elementTypes;
  for (size_t i = 0; i < n; ++i) {
    auto lhs = llvm::dyn_cast<RankedTensorType>(body.getArgument(i).getType());
    auto rhs =
        llvm::dyn_cast<RankedTensorType>(body.getArgument(n + i).getType());
    if (!lhs || !rhs || lhs.getRank() != 0 || rhs != lhs)
      return emitOpError("update_computation arguments ")
             << i << " and " << n + i
             << " must be the same 0-dimensional tensor type (C23), but got "
             << body.getArgument(i).getType() << " and "
             << body.getArgument(n + i).getType();
    Type inElem = getElementTypeOrSelf(inputs[i].getType());
    if (!isScatterPromotable(inElem, lhs.getElementType()))
      return emitOpError("update_computation argument type ")
             << lhs << " does not fit inputs[" << i << "] element type "
             << inElem << " (C23)";
    elementTypes.push_back(lhs.getElementType());
  }
  Operation *terminator = body.empty() ? nullptr : &body.back();
  if (terminator) {
    TypeRange returned = terminator->getOperandTypes();
    bool ok = returned.size() == n;
    for (size_t i = 0; ok && i < n; ++i)
      ok = returned[i] == body.getArgument(i).getType();
    if (!ok) {
      auto diag = emitOpError("update_computation must return ")
                  << n << " value(s) of the argument types (";
      llvm::interleaveComma(TypeRange(body.getArgumentTypes()).take_front(n),
                            diag);
      diag << ") (C23), but returns (";
      llvm::interleaveComma(returned, diag);
      return diag << ")";
    }
  }
  // (C24), (C25)
  if (getNumResults() != n)
    return emitOpError("expects ")
           << n << " results, one per input (C24), but got " << getNumResults();
  for (size_t i = 0; i < n; ++i) {
    auto resultType = llvm::cast<RankedTensorType>(getResult(i).getType());
    auto expected = RankedTensorType::get(
        llvm::cast<RankedTensorType>(inputs[i].getType()).getShape(),
        elementTypes[i]);
    if (!isCompatibleType(expected, resultType))
      return emitOpError("result ")
             << i << " has type " << resultType << " but expected " << expected
             << " (the shape of inputs[" << i
             << "] and the update_computation element type) (C24, C25)";
  }
  return success();
}
