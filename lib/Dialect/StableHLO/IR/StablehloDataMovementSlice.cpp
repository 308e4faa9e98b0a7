//===- StablehloDataMovementSlice.cpp - slices, concatenation and padding ===//
//
// Verifiers and type inference of slice, dynamic_slice, dynamic_update_slice,
// real_dynamic_slice, concatenate, pad and dynamic_pad.
//
//===----------------------------------------------------------------------===//

#include "StablehloDataMovementUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::dm;

/// Checks that `indices` (scalar index operands) all have one type.
static LogicalResult verifySameIndexTypes(std::optional<Location> loc,
                                          StringRef opName, ValueRange indices,
                                          StringRef rule) {
  for (Value index : indices)
    if (index.getType() != indices.front().getType())
      return opError(loc, opName, "start_indices must all have the same type (",
                     rule, "), but got ", index.getType(), " and ",
                     indices.front().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> starts = adaptor.getStartIndices();
  ArrayRef<int64_t> limits = adaptor.getLimitIndices();
  ArrayRef<int64_t> strides = adaptor.getStrides();
  int64_t rank = operandType.getRank();
  // (C2)
  if (static_cast<int64_t>(starts.size()) != rank ||
      static_cast<int64_t>(limits.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank)
    return opError(loc, getOperationName(),
                   "start_indices, limit_indices and strides must have one "
                   "entry per operand dimension (C2): expected ",
                   rank, " but got ", starts.size(), ", ", limits.size(),
                   " and ", strides.size());
  SmallVector<int64_t> shape;
  ArrayRef<int64_t> operandBounds = getBounds(operandType);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    int64_t limit = ShapedType::isDynamic(size) && !operandBounds.empty()
                        ? operandBounds[d]
                        : size;
    // (C3)
    if (starts[d] < 0 || starts[d] > limits[d] ||
        (!ShapedType::isDynamic(limit) && limits[d] > limit))
      return opError(loc, getOperationName(), "dimension ", d, " slice ",
                     starts[d], ":", limits[d],
                     " must satisfy 0 <= start <= limit <= ",
                     ShapedType::isDynamic(limit) ? std::string("?")
                                                  : std::to_string(limit),
                     " (C3)");
    // (C4)
    if (strides[d] <= 0)
      return opError(loc, getOperationName(),
                     "strides must be positive (C4), but got ",
                     formatDims(strides));
    // (C5); a slice of a dynamic dimension has the size the limits give.
    int64_t extent = limits[d] - starts[d]; // 0 <= start <= limit (C3)
    shape.push_back(extent / strides[d] + (extent % strides[d] != 0));
  }
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_slice and dynamic_update_slice
//===----------------------------------------------------------------------===//

LogicalResult
DynamicSliceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                 Adaptor adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> sizes = adaptor.getSliceSizes();
  int64_t rank = operandType.getRank();
  // (C2)
  if (static_cast<int64_t>(adaptor.getStartIndices().size()) != rank)
    return opError(loc, getOperationName(),
                   "start_indices must have one entry per operand dimension "
                   "(C2): expected ",
                   rank, " but got ", adaptor.getStartIndices().size());
  if (static_cast<int64_t>(sizes.size()) != rank)
    return opError(loc, getOperationName(),
                   "slice_sizes must have one entry per operand dimension "
                   "(C2): expected ",
                   rank, " but got ", sizes.size());
  // (C3)
  if (failed(verifySameIndexTypes(loc, getOperationName(),
                                  adaptor.getStartIndices(), "C3")))
    return failure();
  // (C4)
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (sizes[d] < 0 || (!ShapedType::isDynamic(size) && sizes[d] > size))
      return opError(loc, getOperationName(), "slice_sizes[", d,
                     "] = ", sizes[d], " must be in [0, ", size, "] (C4)");
  }
  // (C5)
  inferred.push_back(
      RankedTensorType::get(sizes, operandType.getElementType()));
  return success();
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto updateType = llvm::cast<RankedTensorType>(adaptor.getUpdate().getType());
  int64_t rank = operandType.getRank();
  // (C2)
  if (!isCompatibleElementType(updateType.getElementType(),
                               operandType.getElementType()))
    return opError(loc, getOperationName(), "update element type ",
                   updateType.getElementType(),
                   " must match the operand element type ",
                   operandType.getElementType(), " (C2)");
  // (C3)
  if (updateType.getRank() != rank)
    return opError(loc, getOperationName(), "update rank ",
                   updateType.getRank(), " must match the operand rank ", rank,
                   " (C3)");
  // (C4)
  if (static_cast<int64_t>(adaptor.getStartIndices().size()) != rank)
    return opError(loc, getOperationName(),
                   "start_indices must have one entry per operand dimension "
                   "(C4): expected ",
                   rank, " but got ", adaptor.getStartIndices().size());
  // (C5)
  if (failed(verifySameIndexTypes(loc, getOperationName(),
                                  adaptor.getStartIndices(), "C5")))
    return failure();
  // (C6)
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = updateType.getDimSize(d);
    int64_t limit = operandType.getDimSize(d);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(limit) &&
        size > limit)
      return opError(loc, getOperationName(), "update dimension ", d,
                     " of size ", size, " exceeds the operand's size ", limit,
                     " (C6)");
  }
  // (C1)
  inferred.push_back(operandType);
  return success();
}

//===----------------------------------------------------------------------===//
// real_dynamic_slice
//===----------------------------------------------------------------------===//

LogicalResult RealDynamicSliceOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  // (C1)
  if (failed(verifyResultElementType(getOperation(), operandType, resultType)))
    return failure();
  if (resultType.getRank() != operandType.getRank())
    return emitOpError("result rank ")
           << resultType.getRank() << " must match the operand rank "
           << operandType.getRank();
  // (C2)
  Type indexType = getStartIndices().getType();
  if (getLimitIndices().getType() != indexType ||
      getStrides().getType() != indexType)
    return emitOpError("start_indices, limit_indices and strides must have "
                       "the same type (C2), but got ")
           << indexType << ", " << getLimitIndices().getType() << " and "
           << getStrides().getType();
  // (C3)
  int64_t size = getStartIndices().getType().getDimSize(0);
  if (!ShapedType::isDynamic(size) && size != operandType.getRank())
    return emitOpError("start_indices, limit_indices and strides must have "
                       "one entry per operand dimension (C3): expected ")
           << operandType.getRank() << " but got " << size;
  return success();
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

LogicalResult ConcatenateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  // (C3)
  if (inputs.empty())
    return opError(loc, getOperationName(), "expects at least one input (C3)");
  auto firstType = llvm::cast<RankedTensorType>(inputs.front().getType());
  int64_t rank = firstType.getRank();
  int64_t dim = adaptor.getDimension();
  // (C4)
  if (dim < 0 || dim >= rank)
    return opError(loc, getOperationName(), "dimension must be in [0, ", rank,
                   ") (C4), but got ", dim);
  SmallVector<int64_t> shape(firstType.getShape());
  shape[dim] = 0;
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    // (C1)
    if (!isCompatibleElementType(type.getElementType(),
                                 firstType.getElementType()))
      return opError(loc, getOperationName(),
                     "inputs must have the same element type (C1), but input ",
                     i, " has ", type.getElementType(), " and input 0 has ",
                     firstType.getElementType());
    // (C2)
    if (type.getRank() != rank)
      return opError(loc, getOperationName(),
                     "inputs must have the same rank (C2), but input ", i,
                     " has rank ", type.getRank(), " and input 0 has rank ",
                     rank);
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = type.getDimSize(d);
      if (d == dim) {
        shape[d] =
            ShapedType::isDynamic(size) || ShapedType::isDynamic(shape[d])
                ? ShapedType::kDynamic
                : shape[d] + size;
        continue;
      }
      if (!isCompatibleDim(size, shape[d]))
        return opError(loc, getOperationName(),
                       "inputs must have the same shape except in dimension ",
                       dim, " (C2), but input ", i, " has size ", size,
                       " in dimension ", d, " where another input has ",
                       shape[d]);
      if (ShapedType::isDynamic(shape[d]))
        shape[d] = size;
    }
  }
  // (C5), (C6)
  inferred.push_back(RankedTensorType::get(shape, firstType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// pad and dynamic_pad
//===----------------------------------------------------------------------===//

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto valueType =
      llvm::cast<RankedTensorType>(adaptor.getPaddingValue().getType());
  ArrayRef<int64_t> low = adaptor.getEdgePaddingLow();
  ArrayRef<int64_t> high = adaptor.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = adaptor.getInteriorPadding();
  int64_t rank = operandType.getRank();
  // (C1)
  if (valueType.getRank() != 0)
    return opError(loc, getOperationName(),
                   "padding_value must be a 0-dimensional tensor, but got ",
                   valueType);
  if (!isCompatibleElementType(valueType.getElementType(),
                               operandType.getElementType()))
    return opError(loc, getOperationName(), "padding_value element type ",
                   valueType.getElementType(),
                   " must match the operand element type ",
                   operandType.getElementType(), " (C1)");
  // (C2)
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank)
    return opError(loc, getOperationName(),
                   "edge_padding_low, edge_padding_high and interior_padding "
                   "must have one entry per operand dimension (C2): expected ",
                   rank, " but got ", low.size(), ", ", high.size(), " and ",
                   interior.size());
  // (C3)
  if (llvm::any_of(interior, [](int64_t v) { return v < 0; }))
    return opError(loc, getOperationName(),
                   "interior_padding must be non-negative (C3), but got ",
                   formatDims(interior));
  // (C4)
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      shape.push_back(ShapedType::kDynamic);
      continue;
    }
    // Attributes are input: every step is checked for 64-bit overflow.
    std::optional<int64_t> padded = llvm::checkedMulAdd<int64_t>(
        std::max<int64_t>(size - 1, 0), interior[d], size);
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, low[d]);
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, high[d]);
    if (!padded)
      return opError(loc, getOperationName(), "padding of dimension ", d,
                     " overflows 64-bit sizes (C4)");
    if (*padded < 0)
      return opError(loc, getOperationName(), "padding makes dimension ", d,
                     " negative (", *padded, ") (C4)");
    shape.push_back(*padded);
  }
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType()));
  return success();
}

LogicalResult DynamicPadOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  auto valueType = getPaddingValue().getType();
  // (C1)
  if (valueType.getRank() != 0)
    return emitOpError("padding_value must be a 0-dimensional tensor, but got ")
           << valueType;
  if (!isCompatibleElementType(valueType.getElementType(),
                               operandType.getElementType()) ||
      !isCompatibleElementType(resultType.getElementType(),
                               operandType.getElementType()))
    return emitOpError("operand, padding_value and result must have the same "
                       "element type (C1)");
  if (resultType.getRank() != operandType.getRank())
    return emitOpError("result rank ")
           << resultType.getRank() << " must match the operand rank "
           << operandType.getRank();
  // (C2)
  for (Value padding :
       {getEdgePaddingLow(), getEdgePaddingHigh(), getInteriorPadding()}) {
    int64_t size =
        llvm::cast<RankedTensorType>(padding.getType()).getDimSize(0);
    if (!ShapedType::isDynamic(size) && size != operandType.getRank())
      return emitOpError("edge_padding_low, edge_padding_high and "
                         "interior_padding must have one entry per operand "
                         "dimension (C2): expected ")
             << operandType.getRank() << " but got " << size;
  }
  return success();
}
