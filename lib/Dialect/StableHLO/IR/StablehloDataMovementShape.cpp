//===- StablehloDataMovementShape.cpp - broadcasts, reshapes, iota, tuples ===//
//
// Verifiers and type inference of the data movement ops that change a
// tensor's shape without selecting elements: broadcast_in_dim, broadcast,
// dynamic_broadcast_in_dim, reshape, dynamic_reshape, transpose, reverse,
// iota, dynamic_iota, get/set_dimension_size, tuple and get_tuple_element.
//
//===----------------------------------------------------------------------===//

#include "StablehloDataMovementUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::dm;

//===----------------------------------------------------------------------===//
// broadcast_in_dim and dynamic_broadcast_in_dim
//===----------------------------------------------------------------------===//

/// The constraints broadcast_in_dim and dynamic_broadcast_in_dim share
/// (spec: broadcast_in_dim, C1-C5).
static LogicalResult verifyBroadcastDims(Operation *op,
                                         RankedTensorType operandType,
                                         RankedTensorType resultType,
                                         ArrayRef<int64_t> dims) {
  // (C1)
  if (failed(verifyResultElementType(op, operandType, resultType)))
    return failure();
  // (C2)
  if (static_cast<int64_t>(dims.size()) != operandType.getRank())
    return op->emitOpError("broadcast_dimensions must have one entry per "
                           "operand dimension (C2): expected ")
           << operandType.getRank() << " but got " << dims.size();
  // (C3)
  for (int64_t d : dims)
    if (d < 0 || d >= resultType.getRank())
      return op->emitOpError("broadcast_dimensions must be in [0, ")
             << resultType.getRank() << ") (C3), but got " << formatDims(dims);
  // (C4)
  if (!isUnique(dims))
    return op->emitOpError("broadcast_dimensions must be unique (C4), but got ")
           << formatDims(dims);
  // (C5)
  for (auto [d, resultDim] : llvm::enumerate(dims)) {
    int64_t from = operandType.getDimSize(d);
    int64_t to = resultType.getDimSize(resultDim);
    if (from == 1 || isCompatibleDim(from, to))
      continue;
    return op->emitOpError("operand dimension ")
           << d << " of size " << from
           << " cannot be broadcast to result dimension " << resultDim
           << " of size " << to << " (C5)";
  }
  return success();
}

/// Reports at `op` unless the 1-d shape operand `shape`, named `name`, has
/// one entry per result dimension (`rank`) or a count known only at run
/// time; `rule` is the constraint of the spec.
static LogicalResult verifyShapeOperandSize(Operation *op, Value shape,
                                            int64_t rank, StringRef name,
                                            StringRef rule) {
  int64_t size = llvm::cast<ShapedType>(shape.getType()).getDimSize(0);
  if (ShapedType::isDynamic(size) || size == rank)
    return success();
  return op->emitOpError(name)
         << " must have one entry per result dimension (" << rule
         << "): expected " << rank << " but got " << size;
}

/// The per-axis quantized element type of `type`, if it has one.
static quant::UniformQuantizedPerAxisType getPerAxis(RankedTensorType type) {
  return llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      type.getElementType());
}

LogicalResult BroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (failed(
          verifyBroadcastDims(getOperation(), operandType, resultType, dims)))
    return failure();
  // (C6) A per-axis quantized result is quantized along the dimension the
  // operand's quantized dimension maps to; a broadcast size-1 quantized
  // dimension repeats its one scale and zero point.
  auto resultQuant = getPerAxis(resultType);
  auto operandQuant = getPerAxis(operandType);
  if (!resultQuant || !operandQuant)
    return success();
  int64_t operandDim = operandQuant.getQuantizedDimension();
  if (operandDim >= operandType.getRank())
    return emitOpError("operand quantization dimension ")
           << operandDim << " is out of range (C6)";
  int64_t expectedDim = dims[operandDim];
  if (resultQuant.getQuantizedDimension() != expectedDim)
    return emitOpError("result quantization dimension ")
           << resultQuant.getQuantizedDimension()
           << " must be broadcast_dimensions[" << operandDim
           << "] = " << expectedDim << " (C6)";
  if (operandType.getDimSize(operandDim) == 1) {
    double scale = operandQuant.getScales().front();
    int64_t zeroPoint = operandQuant.getZeroPoints().front();
    if (llvm::any_of(resultQuant.getScales(),
                     [&](double s) { return s != scale; }) ||
        llvm::any_of(resultQuant.getZeroPoints(),
                     [&](int64_t z) { return z != zeroPoint; }))
      return emitOpError("a broadcast quantized dimension of size 1 must "
                         "repeat the operand's scale and zero point (C6)");
  }
  return success();
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  if (failed(verifyBroadcastDims(getOperation(), operandType, resultType,
                                 getBroadcastDimensions())))
    return failure();
  if (failed(verifyShapeOperandSize(getOperation(), getOutputDimensions(),
                                    resultType.getRank(), "output_dimensions",
                                    "C7")))
    return failure();
  ArrayRef<int64_t> expanding, nonExpanding;
  if (auto attr = getKnownExpandingDimensionsAttr())
    expanding = attr.asArrayRef();
  if (auto attr = getKnownNonexpandingDimensionsAttr())
    nonExpanding = attr.asArrayRef();
  // (C8)
  SmallVector<int64_t> hints(expanding);
  llvm::append_range(hints, nonExpanding);
  if (!isUnique(hints))
    return emitOpError("known_expanding_dimensions and "
                       "known_nonexpanding_dimensions must not repeat a "
                       "dimension (C8), but got ")
           << formatDims(expanding) << " and " << formatDims(nonExpanding);
  // (C9), (C10)
  for (auto [name, list, rule] :
       {std::make_tuple("known_expanding_dimensions", expanding, "C9"),
        std::make_tuple("known_nonexpanding_dimensions", nonExpanding,
                        "C10")}) {
    for (int64_t d : list)
      if (d < 0 || d >= operandType.getRank())
        return emitOpError(name)
               << " must be in [0, " << operandType.getRank() << ") (" << rule
               << "), but got " << formatDims(list);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// broadcast (legacy)
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> sizes = adaptor.getBroadcastSizes();
  for (int64_t size : sizes)
    if (size < 0)
      return opError(loc, getOperationName(),
                     "broadcast_sizes must be non-negative, but got ",
                     formatDims(sizes));
  SmallVector<int64_t> shape(sizes);
  llvm::append_range(shape, operandType.getShape());
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// reshape and dynamic_reshape
//===----------------------------------------------------------------------===//

/// The constraints reshape and dynamic_reshape share: (C1) the element
/// type is kept and (C2) so is the number of elements, checked when both
/// sizes are known (bounded dynamic shapes are only known at run time).
static LogicalResult verifyReshapeTypes(Operation *op, ShapedType operandType,
                                        ShapedType resultType) {
  if (failed(verifyResultElementType(op, operandType, resultType)))
    return failure();
  return verifySameNumElements(op, operandType, resultType);
}

LogicalResult ReshapeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  if (failed(verifyReshapeTypes(getOperation(), operandType, resultType)))
    return failure();
  // (C3) A per-axis quantized dimension must survive the reshape: the same
  // number of elements before it and the same size.
  auto operandQuant = getPerAxis(operandType);
  auto resultQuant = getPerAxis(resultType);
  if (operandQuant && resultQuant && operandType.hasStaticShape() &&
      resultType.hasStaticShape()) {
    int64_t operandDim = operandQuant.getQuantizedDimension();
    int64_t resultDim = resultQuant.getQuantizedDimension();
    if (resultDim >= resultType.getRank() ||
        operandDim >= operandType.getRank())
      return emitOpError("quantization dimensions ")
             << operandDim << " and " << resultDim
             << " must be dimensions of the operand and result (C3)";
    // The element count before the dimension; nullopt when it overflows.
    auto prefix = [](RankedTensorType type,
                     int64_t dim) -> std::optional<int64_t> {
      std::optional<int64_t> product = 1;
      for (int64_t size : type.getShape().take_front(dim))
        if (product)
          product = llvm::checkedMul<int64_t>(*product, size);
      return product;
    };
    if (prefix(operandType, operandDim) != prefix(resultType, resultDim) ||
        operandType.getDimSize(operandDim) != resultType.getDimSize(resultDim))
      return emitOpError("reshape must keep the quantized dimension ")
             << operandDim << " of the operand as dimension " << resultDim
             << " of the result (C3)";
  }
  return success();
}

LogicalResult DynamicReshapeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getType();
  if (failed(verifyReshapeTypes(getOperation(), operandType, resultType)))
    return failure();
  return verifyShapeOperandSize(getOperation(), getOutputShape(),
                                resultType.getRank(), "output_shape", "C3");
}

//===----------------------------------------------------------------------===//
// transpose and reverse
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> perm = adaptor.getPermutation();
  int64_t rank = operandType.getRank();
  // (C2)
  if (static_cast<int64_t>(perm.size()) != rank || !isUnique(perm) ||
      llvm::any_of(perm, [&](int64_t d) { return d < 0 || d >= rank; }))
    return opError(loc, getOperationName(),
                   "permutation must be a permutation of [0, ", rank,
                   ") (C2), but got ", formatDims(perm));
  // (C3); bounds move with their dimensions.
  SmallVector<int64_t> shape, bounds;
  ArrayRef<int64_t> operandBounds = getBounds(operandType);
  for (int64_t d : perm) {
    shape.push_back(operandType.getDimSize(d));
    if (!operandBounds.empty())
      bounds.push_back(operandBounds[d]);
  }
  Attribute encoding;
  if (!operandBounds.empty())
    encoding = BoundsAttr::get(operandType.getContext(), bounds);
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType(), encoding));
  return success();
}

LogicalResult TransposeOp::verify() {
  // (C4) A per-axis quantized result is quantized along the dimension that
  // the operand's quantized dimension moves to.
  auto operandQuant = getPerAxis(getOperand().getType());
  auto resultQuant = getPerAxis(getType());
  if (!operandQuant || !resultQuant)
    return success();
  ArrayRef<int64_t> perm = getPermutation();
  int64_t resultDim = resultQuant.getQuantizedDimension();
  if (resultDim >= static_cast<int64_t>(perm.size()) ||
      perm[resultDim] != operandQuant.getQuantizedDimension())
    return emitOpError("result quantization dimension ")
           << resultDim << " must map to the operand quantization dimension "
           << operandQuant.getQuantizedDimension()
           << " through the permutation (C4)";
  return success();
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  // (C2)
  if (!isUnique(dims))
    return opError(loc, getOperationName(),
                   "dimensions must be unique (C2), but got ",
                   formatDims(dims));
  // (C3)
  for (int64_t d : dims)
    if (d < 0 || d >= operandType.getRank())
      return opError(loc, getOperationName(), "dimensions must be in [0, ",
                     operandType.getRank(), ") (C3), but got ",
                     formatDims(dims));
  // (C1)
  inferred.push_back(operandType);
  return success();
}

//===----------------------------------------------------------------------===//
// iota and dynamic_iota
//===----------------------------------------------------------------------===//

/// (iota and dynamic_iota C1) iota_dimension is a result dimension.
static LogicalResult verifyIotaDimension(Operation *op, int64_t rank,
                                         uint64_t iotaDimension) {
  auto dim = static_cast<int64_t>(iotaDimension);
  if (dim < 0 || dim >= rank)
    return op->emitOpError("iota_dimension must be in [0, ")
           << rank << ") (C1), but got " << dim;
  return success();
}

LogicalResult IotaOp::verify() {
  return verifyIotaDimension(getOperation(), getType().getRank(),
                             getIotaDimension());
}

LogicalResult DynamicIotaOp::verify() {
  int64_t rank = getType().getRank();
  if (failed(verifyIotaDimension(getOperation(), rank, getIotaDimension())))
    return failure();
  // (C2)
  return verifyShapeOperandSize(getOperation(), getOutputShape(), rank,
                                "output_shape", "C2");
}

//===----------------------------------------------------------------------===//
// get_dimension_size and set_dimension_size
//===----------------------------------------------------------------------===//

LogicalResult GetDimensionSizeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  int64_t dim = adaptor.getDimension();
  // (C1)
  if (dim < 0 || dim >= operandType.getRank())
    return opError(loc, getOperationName(), "dimension must be in [0, ",
                   operandType.getRank(), ") (C1), but got ", dim);
  inferred.push_back(RankedTensorType::get({}, IntegerType::get(context, 32)));
  return success();
}

// The dimension becomes the runtime `size`: a constant size makes it static,
// any other size makes it dynamic and bounded by the operand's size.
LogicalResult SetDimensionSizeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  int64_t dim = adaptor.getDimension();
  int64_t rank = operandType.getRank();
  if (dim < 0 || dim >= rank)
    return opError(loc, getOperationName(), "dimension must be in [0, ", rank,
                   "), but got ", dim);
  SmallVector<int64_t> shape(operandType.getShape());
  SmallVector<int64_t> bounds(getBounds(operandType));
  if (bounds.empty())
    bounds.assign(rank, ShapedType::kDynamic);
  // Read a `stablehlo.constant` size directly: the constant op is matched by
  // its class rather than through folding.
  DenseIntElementsAttr constantSize;
  if (auto constant = adaptor.getSize().getDefiningOp<ConstantOp>())
    constantSize = llvm::dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (constantSize && constantSize.getNumElements() == 1) {
    int64_t size = (*constantSize.value_begin<APInt>()).getSExtValue();
    int64_t limit =
        ShapedType::isDynamic(shape[dim]) ? bounds[dim] : shape[dim];
    if (size < 0 || (!ShapedType::isDynamic(limit) && size > limit))
      return opError(loc, getOperationName(), "size ", size, " must be in [0, ",
                     limit, "]");
    shape[dim] = size;
    bounds[dim] = ShapedType::kDynamic;
  } else if (!ShapedType::isDynamic(shape[dim])) {
    bounds[dim] = shape[dim];
    shape[dim] = ShapedType::kDynamic;
  }
  Attribute encoding;
  if (llvm::any_of(bounds, [](int64_t b) { return !ShapedType::isDynamic(b); }))
    encoding = BoundsAttr::get(context, bounds);
  inferred.push_back(
      RankedTensorType::get(shape, operandType.getElementType(), encoding));
  return success();
}

//===----------------------------------------------------------------------===//
// tuple and get_tuple_element
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C1)
  inferred.push_back(TupleType::get(context, TypeRange(adaptor.getVal())));
  return success();
}

LogicalResult
GetTupleElementOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                    Adaptor adaptor,
                                    SmallVectorImpl<Type> &inferred) {
  auto tupleType = llvm::cast<TupleType>(adaptor.getOperand().getType());
  int64_t index = static_cast<int32_t>(adaptor.getIndex());
  // (C1)
  if (index < 0 || index >= static_cast<int64_t>(tupleType.size()))
    return opError(loc, getOperationName(), "index must be in [0, ",
                   tupleType.size(), ") (C1), but got ", index);
  // (C2)
  inferred.push_back(tupleType.getType(index));
  return success();
}
