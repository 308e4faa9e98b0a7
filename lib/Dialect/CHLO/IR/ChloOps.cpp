//===- ChloOps.cpp - CHLO op definitions, type inference and verifiers ---===//
//
// Most CHLO ops get their inference from TableGen (unary, binary and
// broadcasting ops call the helpers in ChloDialect.cpp); this file holds the
// ops with their own rules. ragged_dot lives in ChloRaggedDot.cpp.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/CHLO/IR/ChloOps.h"

using namespace mlir;
using namespace kiln::chlo;

#define GET_OP_CLASSES
#include "kiln/Dialect/CHLO/IR/ChloOps.cpp.inc"

void ChloDialect::registerOperations() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/CHLO/IR/ChloOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// broadcast_select
//===----------------------------------------------------------------------===//

LogicalResult BroadcastSelectOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &types) {
  auto onTrue = llvm::cast<RankedTensorType>(adaptor.getOnTrue().getType());
  auto onFalse = llvm::cast<RankedTensorType>(adaptor.getOnFalse().getType());
  if (onTrue.getElementType() != onFalse.getElementType())
    return emitOptionalError(
        location, "'", getOperationName(),
        "' op on_true and on_false must have the same element type, but got ",
        onTrue.getElementType(), " and ", onFalse.getElementType());
  // Broadcast the three shapes pairwise: pred with on_true, then the result
  // with on_false. The predicate's i1 elements are replaced by the values'.
  SmallVector<Type, 1> first;
  Type pred =
      withElementType(adaptor.getPred().getType(), onTrue.getElementType());
  if (failed(inferBroadcastBinaryType(location, getOperationName(), pred,
                                      onTrue, std::nullopt, nullptr, first)) ||
      failed(inferBroadcastBinaryType(location, getOperationName(),
                                      first.front(), onFalse, std::nullopt,
                                      nullptr, types)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// constant, constant_like
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &types) {
  auto value = llvm::dyn_cast_or_null<ElementsAttr>(adaptor.getValueAttr());
  if (!value)
    return emitOptionalError(location, "'", getOperationName(),
                             "' op expected a tensor constant value");
  types.push_back(value.getType());
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantLikeOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &types) {
  auto value = llvm::dyn_cast_or_null<TypedAttr>(adaptor.getValueAttr());
  if (!value)
    return emitOptionalError(location, "'", getOperationName(),
                             "' op expected a typed value");
  Type element = value.getType();
  if (!kiln::stablehlo::isFloatType(element) &&
      !kiln::stablehlo::isIntType(element) && !element.isInteger(1) &&
      !kiln::stablehlo::isComplexType(element))
    return emitOptionalError(
        location, "'", getOperationName(),
        "' op value must have a tensor element type, but has ", element);
  types.push_back(withElementType(adaptor.getOperand().getType(), element));
  return success();
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

LogicalResult TopKOp::inferReturnTypes(MLIRContext *context,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &types) {
  auto operand = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  int64_t k = adaptor.getK();
  if (operand.getRank() < 1)
    return emitOptionalError(
        location, "'", getOperationName(),
        "' op operand must have rank at least 1, but has rank 0");
  if (k < 0)
    return emitOptionalError(location, "'", getOperationName(),
                             "' op k must be non-negative, but is ", k);
  int64_t last = operand.getShape().back();
  if (!ShapedType::isDynamic(last) && last < k)
    return emitOptionalError(location, "'", getOperationName(), "' op k (", k,
                             ") must not exceed the operand's last dimension (",
                             last, ")");
  SmallVector<int64_t> shape(operand.getShape());
  shape.back() = k;
  types.push_back(RankedTensorType::get(shape, operand.getElementType()));
  types.push_back(RankedTensorType::get(shape, IntegerType::get(context, 32)));
  return success();
}

void TopKOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getValues(), "values");
  setNameFn(getIndices(), "indices");
}
