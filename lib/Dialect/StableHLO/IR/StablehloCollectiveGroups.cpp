//===- StablehloCollectiveGroups.cpp - collectives over process groups ---===//
//
// Type inference and verification of all_gather, all_reduce,
// reduce_scatter, all_to_all, collective_broadcast and collective_permute.
// Constraints that the inferred types depend on are checked by type
// inference; verify() runs inference first (MLIR calls verify() before it
// compares inferred and declared types), then checks the rest, including
// what depends on the enclosing module's process grid.
//
//===----------------------------------------------------------------------===//

#include "StablehloCollectiveUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
namespace coll = kiln::stablehlo::collective;

// `what` must be a dimension of a rank-`rank` operand.
static LogicalResult checkDimension(std::optional<Location> loc,
                                    StringRef opName, StringRef what,
                                    int64_t dim, int64_t rank,
                                    StringRef label) {
  if (dim >= 0 && dim < rank)
    return success();
  return coll::fail(loc, opName,
                    what + " must be in [0, " + Twine(rank) + ") (" + label +
                        "), but got " + Twine(dim));
}

// (C6 of all_gather, C9 of all_to_all) one result per operand.
static LogicalResult checkResultCount(Operation *op, StringRef label) {
  if (op->getNumResults() == op->getNumOperands())
    return success();
  return op->emitOpError("must have one result per operand (")
         << label << "), but has " << op->getNumOperands() << " operand(s) and "
         << op->getNumResults() << " result(s)";
}

static RankedTensorType withShape(RankedTensorType type,
                                  ArrayRef<int64_t> shape,
                                  Type element = nullptr) {
  return RankedTensorType::get(shape, element ? element : type.getElementType(),
                               type.getEncoding());
}

// dim(result, d) = dim(operand, d) * factor, or `?` when either is unknown.
static int64_t scaleDim(int64_t size, std::optional<int64_t> factor) {
  if (ShapedType::isDynamic(size) || !factor)
    return ShapedType::kDynamic;
  return size * *factor;
}

// The process group checks of the ops with use_global_device_ids
// (all_gather, all_reduce, reduce_scatter): that attribute needs a channel
// (constraint `idsLabel`), and replica_groups follow `rules` in the group
// mode the two give, which is returned.
template <typename Op>
static FailureOr<coll::GroupMode>
verifyGlobalIdGroups(Op op, StringRef idsLabel,
                     const coll::ReplicaGroupRules &rules) {
  if (failed(coll::verifyGlobalDeviceIds(op, op.getChannelHandleAttr(),
                                         op.getUseGlobalDeviceIds(), idsLabel)))
    return failure();
  coll::GroupMode mode = coll::groupModeWithGlobalIds(
      op.getChannelHandleAttr(), op.getUseGlobalDeviceIds());
  if (failed(coll::verifyReplicaGroups(op, op.getReplicaGroups(), mode, rules)))
    return failure();
  return mode;
}

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

LogicalResult
AllGatherOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                              ValueRange operands, DictionaryAttr attributes,
                              OpaqueProperties properties, RegionRange regions,
                              SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto dim = static_cast<int64_t>(adaptor.getAllGatherDim());
  coll::GroupMode mode = coll::groupModeWithGlobalIds(
      adaptor.getChannelHandleAttr(), adaptor.getUseGlobalDeviceIds());
  // The process grid is not known here; verify() checks what depends on it.
  std::optional<int64_t> groupSize =
      coll::processGroupSize(adaptor.getReplicaGroups(), mode, {});
  for (Type type : operands.getTypes()) {
    auto tensor = llvm::cast<RankedTensorType>(type);
    if (failed(checkDimension(loc, getOperationName(), "all_gather_dim", dim,
                              tensor.getRank(), "C1")))
      return failure();
    // (C6) the results have the operand types except along all_gather_dim.
    SmallVector<int64_t> shape(tensor.getShape());
    shape[dim] = scaleDim(shape[dim], groupSize);
    inferred.push_back(withShape(tensor, shape));
  }
  return success();
}

LogicalResult AllGatherOp::verify() {
  if (failed(checkResultCount(*this, "C6")) ||
      failed(coll::verifyInference(*this, "C6")))
    return failure();
  coll::ReplicaGroupRules rules("C2", "C3", "C4");
  FailureOr<coll::GroupMode> mode = verifyGlobalIdGroups(*this, "C5", rules);
  if (failed(mode))
    return failure();

  // (C6) along all_gather_dim, results are group-size times the operands.
  std::optional<int64_t> groupSize = coll::processGroupSize(
      getReplicaGroups(), *mode, coll::getProcessGrid(*this));
  auto dim = static_cast<int64_t>(getAllGatherDim());
  for (auto [i, operand, result] :
       llvm::enumerate(getOperands().getTypes(), getResultTypes())) {
    int64_t in = llvm::cast<RankedTensorType>(operand).getDimSize(dim);
    int64_t out = llvm::cast<RankedTensorType>(result).getDimSize(dim);
    if (ShapedType::isDynamic(in) || ShapedType::isDynamic(out))
      continue;
    if (groupSize && out != in * *groupSize)
      return emitOpError("dim(result #")
             << i << ", all_gather_dim) must be " << in << " * " << *groupSize
             << " = " << in * *groupSize
             << " (operand size times process group size) (C6), but got "
             << out;
    if (!groupSize && in == 0 && out != 0)
      return emitOpError("dim(result #")
             << i << ", all_gather_dim) must be 0 like the operand's (C6), "
             << "but got " << out;
    if (!groupSize && in != 0 && out % in != 0)
      return emitOpError("dim(result #")
             << i << ", all_gather_dim) must be a multiple of " << in
             << " (C6), but got " << out;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

LogicalResult
AllReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                              ValueRange operands, DictionaryAttr attributes,
                              OpaqueProperties properties, RegionRange regions,
                              SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<Type> element = coll::verifyReductionRegion(
      loc, getOperationName(), adaptor.getComputation(), operands.getTypes(),
      "C5");
  if (failed(element))
    return failure();
  // (C6) shape(results...) = shape(operands...), (C7) with element type E.
  for (Type type : operands.getTypes()) {
    auto tensor = llvm::cast<RankedTensorType>(type);
    inferred.push_back(withShape(tensor, tensor.getShape(), *element));
  }
  return success();
}

LogicalResult AllReduceOp::verify() {
  if (failed(checkResultCount(*this, "C6")) ||
      failed(coll::verifyInference(*this, "C6, C7")))
    return failure();
  coll::ReplicaGroupRules rules("C1", "C2", "C3");
  rules.allowPadding = true;
  return verifyGlobalIdGroups(*this, "C4", rules);
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

// (C1) the scattered dimension splits evenly over the process group.
static LogicalResult checkScatterSplit(std::optional<Location> loc,
                                       int64_t size, int64_t groupSize) {
  if (ShapedType::isDynamic(size) || groupSize <= 0 || size % groupSize == 0)
    return success();
  return coll::fail(loc, ReduceScatterOp::getOperationName(),
                    "dim(operand, scatter_dimension) = " + Twine(size) +
                        " must be divisible by the process group size " +
                        Twine(groupSize) + " (C1)");
}

LogicalResult ReduceScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto tensor = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto dim = static_cast<int64_t>(adaptor.getScatterDimension());
  if (failed(checkDimension(loc, getOperationName(), "scatter_dimension", dim,
                            tensor.getRank(), "C2")))
    return failure();
  FailureOr<Type> element = coll::verifyReductionRegion(
      loc, getOperationName(), adaptor.getComputation(), tensor, "C7");
  if (failed(element))
    return failure();
  coll::GroupMode mode = coll::groupModeWithGlobalIds(
      adaptor.getChannelHandleAttr(), adaptor.getUseGlobalDeviceIds());
  std::optional<int64_t> groupSize =
      coll::processGroupSize(adaptor.getReplicaGroups(), mode, {});
  // (C8) shape(result) = shape(operand) except the scattered dimension is
  // divided by the group size; (C9) element_type(result) = E.
  SmallVector<int64_t> shape(tensor.getShape());
  if (groupSize && *groupSize > 0 && !ShapedType::isDynamic(shape[dim])) {
    if (failed(checkScatterSplit(loc, shape[dim], *groupSize)))
      return failure();
    shape[dim] /= *groupSize;
  } else {
    shape[dim] = ShapedType::kDynamic;
  }
  inferred.push_back(withShape(tensor, shape, *element));
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  if (failed(coll::verifyInference(*this, "C8, C9")))
    return failure();
  coll::ReplicaGroupRules rules("C3", "C4", "C5");
  FailureOr<coll::GroupMode> mode = verifyGlobalIdGroups(*this, "C6", rules);
  if (failed(mode))
    return failure();

  // With the process grid the group size may now be known (C1, C8).
  std::optional<int64_t> groupSize = coll::processGroupSize(
      getReplicaGroups(), *mode, coll::getProcessGrid(*this));
  if (!groupSize || *groupSize <= 0)
    return success();
  auto dim = static_cast<int64_t>(getScatterDimension());
  int64_t in = getOperand().getType().getDimSize(dim);
  int64_t out = getType().getDimSize(dim);
  if (failed(checkScatterSplit(getLoc(), in, *groupSize)))
    return failure();
  if (!ShapedType::isDynamic(in) && !ShapedType::isDynamic(out) &&
      out != in / *groupSize)
    return emitOpError("dim(result, scatter_dimension) must be ")
           << in << " / " << *groupSize << " = " << in / *groupSize
           << " (C8), but got " << out;
  return success();
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

LogicalResult
AllToAllOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                             ValueRange operands, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange regions,
                             SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto splitDim = static_cast<int64_t>(adaptor.getSplitDimension());
  auto concatDim = static_cast<int64_t>(adaptor.getConcatDimension());
  auto count = static_cast<int64_t>(adaptor.getSplitCount());
  if (count <= 0)
    return coll::fail(loc, getOperationName(),
                      "split_count must be positive (C4), but got " +
                          Twine(count));
  for (auto [i, type] : llvm::enumerate(operands.getTypes())) {
    auto tensor = llvm::cast<RankedTensorType>(type);
    if (failed(checkDimension(loc, getOperationName(), "split_dimension",
                              splitDim, tensor.getRank(), "C1")) ||
        failed(checkDimension(loc, getOperationName(), "concat_dimension",
                              concatDim, tensor.getRank(), "C3")))
      return failure();
    SmallVector<int64_t> shape(tensor.getShape());
    if (!ShapedType::isDynamic(shape[splitDim]) && shape[splitDim] % count != 0)
      return coll::fail(loc, getOperationName(),
                        "dim(operand #" + Twine(i) +
                            ", split_dimension) = " + Twine(shape[splitDim]) +
                            " must be divisible by split_count " +
                            Twine(count) + " (C2)");
    // (C9) split_dimension shrinks and concat_dimension grows by
    // split_count, unless they are the same dimension.
    if (splitDim != concatDim) {
      if (!ShapedType::isDynamic(shape[splitDim]))
        shape[splitDim] /= count;
      shape[concatDim] = scaleDim(shape[concatDim], count);
    }
    inferred.push_back(withShape(tensor, shape));
  }
  return success();
}

LogicalResult AllToAllOp::verify() {
  if (failed(checkResultCount(*this, "C9")) ||
      failed(coll::verifyInference(*this, "C9")))
    return failure();
  coll::ReplicaGroupRules rules("C5", "C6", "C7");
  if (failed(coll::verifyReplicaGroups(
          *this, getReplicaGroups(),
          coll::groupModeWithoutGlobalIds(getChannelHandleAttr()), rules)))
    return failure();
  // (C8) each group has split_count processes.
  auto groups = llvm::cast<ShapedType>(getReplicaGroups().getType());
  auto count = static_cast<int64_t>(getSplitCount());
  if (groups.getNumElements() != 0 && groups.getDimSize(1) != count)
    return emitOpError("dim(replica_groups, 1) must be split_count = ")
           << count << " (C8), but got " << groups.getDimSize(1);
  return success();
}

//===----------------------------------------------------------------------===//
// collective_broadcast / collective_permute
//===----------------------------------------------------------------------===//

// (C3 / C5) type(result) = type(operand).
LogicalResult CollectiveBroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  inferred.push_back(operands.front().getType());
  return success();
}

LogicalResult CollectivePermuteOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  inferred.push_back(operands.front().getType());
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  if (failed(coll::verifyInference(*this, "C3")))
    return failure();
  coll::ReplicaGroupRules rules("C1", /*sizeLabel=*/"", "C2");
  // Ids need not cover every process: the others receive zeros.
  rules.coverAllIds = false;
  return coll::verifyReplicaGroups(
      *this, getReplicaGroups(),
      coll::groupModeWithoutGlobalIds(getChannelHandleAttr()), rules);
}

LogicalResult CollectivePermuteOp::verify() {
  if (failed(coll::verifyInference(*this, "C5")))
    return failure();
  coll::GroupMode mode =
      coll::groupModeWithoutGlobalIds(getChannelHandleAttr());
  return coll::verifySourceTargetPairs(
      *this, getSourceTargetPairs(),
      coll::idBound(mode, coll::getProcessGrid(*this)),
      coll::idBoundName(mode));
}
