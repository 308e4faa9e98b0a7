//===- ChloRaggedDot.cpp - chlo.ragged_dot verification and shape -------===//
//
// ragged_dot is dot_general with one lhs dimension split into groups. Its
// three modes follow from the kind of that lhs ragged dimension:
//   non-contracting (m): lhs [b,m,k], rhs [g,b,k,n], group_sizes [b,g]
//                        -> [b,m,n]; the rhs has exactly one group dimension.
//   contracting (k):     lhs [b,m,k], rhs [b,k,n], group_sizes [b,g]
//                        -> [g,b,m,n]; no rhs group dimension.
//   batch (b):           lhs [b,m,k], rhs [b,k,n], group_sizes [g]
//                        -> [b,m,n]; no rhs group dimension.
// group_sizes is either [g] or [prefix..., g], where the prefix is the sizes
// of the lhs batch dimensions before the ragged one (batch mode), or of all
// lhs batch dimensions followed by the lhs dimensions of the ragged
// dimension's own kind that come before it (the other modes).
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"

#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace kiln::chlo;
using kiln::stablehlo::formatDims;
using kiln::stablehlo::isCompatibleDim;

/// Every entry of `dims` lies in [0, rank).
static LogicalResult checkInRange(Operation *op, ArrayRef<int64_t> dims,
                                  int64_t rank, StringRef name) {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return op->emitOpError() << name << " entry " << d
                               << " is out of range [0, " << rank << ")";
  return success();
}

/// No dimension occurs twice across `a` and `b`.
static LogicalResult checkUnique(Operation *op, ArrayRef<int64_t> a,
                                 ArrayRef<int64_t> b, StringRef side) {
  llvm::SmallSet<int64_t, 8> seen;
  for (ArrayRef<int64_t> dims : {a, b})
    for (int64_t d : dims)
      if (!seen.insert(d).second)
        return op->emitOpError()
               << side << " batching and contracting dimensions must be "
               << "unique, but dimension " << d << " appears more than once";
  return success();
}

LogicalResult RaggedDotOp::verify() {
  Operation *op = getOperation();
  auto lhsType = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhsType = llvm::cast<RankedTensorType>(getRhs().getType());
  auto groupType = llvm::cast<RankedTensorType>(getGroupSizes().getType());
  auto resultType = llvm::cast<RankedTensorType>(getResult().getType());
  RaggedDotDimensionNumbersAttr dn = getRaggedDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dn.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatch = dn.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContract = dn.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContract = dn.getRhsContractingDimensions();
  ArrayRef<int64_t> lhsRagged = dn.getLhsRaggedDimensions();
  ArrayRef<int64_t> rhsGroup = dn.getRhsGroupDimensions();
  int64_t lhsRank = lhsType.getRank(), rhsRank = rhsType.getRank();
  ArrayRef<int64_t> lhsShape = lhsType.getShape();
  ArrayRef<int64_t> rhsShape = rhsType.getShape();

  // The dot_general rules (spec: dot_general, C1-C11).
  if (lhsBatch.size() != rhsBatch.size())
    return emitOpError() << "lhs and rhs must have the same number of batching "
                         << "dimensions, but have " << lhsBatch.size()
                         << " and " << rhsBatch.size();
  if (lhsContract.size() != rhsContract.size())
    return emitOpError() << "lhs and rhs must have the same number of "
                         << "contracting dimensions, but have "
                         << lhsContract.size() << " and " << rhsContract.size();
  if (failed(checkUnique(op, lhsBatch, lhsContract, "lhs")) ||
      failed(checkUnique(op, rhsBatch, rhsContract, "rhs")) ||
      failed(checkInRange(op, lhsBatch, lhsRank, "lhs_batching_dimensions")) ||
      failed(checkInRange(op, lhsContract, lhsRank,
                          "lhs_contracting_dimensions")) ||
      failed(checkInRange(op, rhsBatch, rhsRank, "rhs_batching_dimensions")) ||
      failed(
          checkInRange(op, rhsContract, rhsRank, "rhs_contracting_dimensions")))
    return failure();
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (!isCompatibleDim(lhsShape[l], rhsShape[r]))
      return emitOpError() << "batching dimension sizes must match, but lhs "
                           << "dimension " << l << " has size " << lhsShape[l]
                           << " and rhs dimension " << r << " has size "
                           << rhsShape[r];
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (!isCompatibleDim(lhsShape[l], rhsShape[r]))
      return emitOpError() << "contracting dimension sizes must match, but lhs "
                           << "dimension " << l << " has size " << lhsShape[l]
                           << " and rhs dimension " << r << " has size "
                           << rhsShape[r];
  if (std::optional<ArrayAttr> precision = getPrecisionConfig())
    if (precision->size() > 2)
      return emitOpError() << "precision_config must have at most 2 entries, "
                           << "but has " << precision->size();

  // Exactly one lhs ragged dimension; its kind picks the mode.
  if (lhsRagged.size() != 1)
    return emitOpError() << "lhs_ragged_dimensions must have exactly one "
                         << "entry, but has " << lhsRagged.size();
  int64_t ragged = lhsRagged.front();
  if (failed(checkInRange(op, lhsRagged, lhsRank, "lhs_ragged_dimensions")))
    return failure();
  enum class Mode { NonContracting, Contracting, Batch };
  Mode mode = Mode::NonContracting;
  if (llvm::is_contained(lhsBatch, ragged))
    mode = Mode::Batch;
  else if (llvm::is_contained(lhsContract, ragged))
    mode = Mode::Contracting;

  // group_sizes: [g] or [prefix..., g].
  SmallVector<int64_t> prefixDims;
  if (mode == Mode::Batch) {
    prefixDims.assign(lhsBatch.begin(), llvm::find(lhsBatch, ragged));
  } else {
    prefixDims.assign(lhsBatch.begin(), lhsBatch.end());
    if (mode == Mode::Contracting)
      prefixDims.append(lhsContract.begin(), llvm::find(lhsContract, ragged));
    else
      for (int64_t i = 0; i < ragged; ++i)
        if (!llvm::is_contained(lhsBatch, i) &&
            !llvm::is_contained(lhsContract, i))
          prefixDims.push_back(i);
  }
  if (groupType.getRank() == 0)
    return emitOpError() << "group_sizes must have rank at least 1";
  if (groupType.getRank() != 1) {
    SmallVector<int64_t> expected;
    for (int64_t d : prefixDims)
      expected.push_back(lhsShape[d]);
    int64_t expectedRank = expected.size() + 1;
    ArrayRef<int64_t> groupShape = groupType.getShape();
    if (groupType.getRank() != expectedRank)
      return emitOpError() << "group_sizes must have rank 1 or " << expectedRank
                           << ", but has rank " << groupType.getRank();
    expected.push_back(groupShape.back());
    for (auto [e, g] : llvm::zip(expected, groupShape))
      if (!isCompatibleDim(e, g))
        return emitOpError()
               << "group_sizes must have shape " << formatDims(expected)
               << ", but has shape " << formatDims(groupShape);
  }
  int64_t numGroups = groupType.getShape().back();

  // The rhs group dimension exists only in the non-contracting mode.
  if (failed(checkInRange(op, rhsGroup, rhsRank, "rhs_group_dimensions")))
    return failure();
  for (int64_t g : rhsGroup)
    if (llvm::is_contained(rhsBatch, g) || llvm::is_contained(rhsContract, g))
      return emitOpError() << "rhs group dimension " << g
                           << " must not be a batching or contracting "
                           << "dimension";
  if (mode != Mode::NonContracting && !rhsGroup.empty())
    return emitOpError() << "rhs_group_dimensions must be empty when the lhs "
                         << "ragged dimension is a "
                         << (mode == Mode::Batch ? "batching" : "contracting")
                         << " dimension";
  if (mode == Mode::NonContracting) {
    if (rhsGroup.size() != 1)
      return emitOpError() << "rhs_group_dimensions must have exactly one "
                           << "entry when the lhs ragged dimension is a "
                           << "non-contracting dimension, but has "
                           << rhsGroup.size();
    int64_t groupSize = rhsShape[rhsGroup.front()];
    if (!isCompatibleDim(groupSize, numGroups))
      return emitOpError() << "rhs group dimension must have size " << numGroups
                           << " (the number of groups), but has "
                           << "size " << groupSize;
  }

  // Result: [g] (contracting mode), lhs batch, lhs free, rhs free dims.
  SmallVector<int64_t> shape;
  if (mode == Mode::Contracting)
    shape.push_back(numGroups);
  for (int64_t d : lhsBatch)
    shape.push_back(lhsShape[d]);
  for (int64_t i = 0; i < lhsRank; ++i)
    if (!llvm::is_contained(lhsBatch, i) && !llvm::is_contained(lhsContract, i))
      shape.push_back(lhsShape[i]);
  for (int64_t i = 0; i < rhsRank; ++i)
    if (!llvm::is_contained(rhsBatch, i) &&
        !llvm::is_contained(rhsContract, i) && !llvm::is_contained(rhsGroup, i))
      shape.push_back(rhsShape[i]);
  if (failed(verifyCompatibleShape(shape, resultType.getShape())))
    return emitOpError() << "result shape must be " << formatDims(shape)
                         << ", but the result type is " << resultType;
  return success();
}
