//===- HloUtils.cpp - helpers shared by kiln's StableHLO rewrites ---------===//
//
// Slice runs, unit-dimension insertions, dot_general dimension numbers and
// explicit-type op builders (HloUtils.h).
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::hloutils {

namespace {
/// A unit-stride slice that is whole in every axis but `axis`.
std::optional<std::pair<int64_t, int64_t>> sliceAlong(hlo::SliceOp slice,
                                                      int64_t axis) {
  auto type = llvm::cast<RankedTensorType>(slice.getOperand().getType());
  if (!type.hasStaticShape() || axis >= type.getRank())
    return std::nullopt;
  ArrayRef<int64_t> start = slice.getStartIndices(),
                    limit = slice.getLimitIndices(),
                    strides = slice.getStrides();
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (strides[d] != 1)
      return std::nullopt;
    if (d != axis && (start[d] != 0 || limit[d] != type.getDimSize(d)))
      return std::nullopt;
  }
  return std::make_pair(start[axis], limit[axis]);
}

/// Checks that the slices of `slices` are consecutive along `axis` of one
/// source.
std::optional<SliceRun> runOf(ArrayRef<hlo::SliceOp> slices, int64_t axis) {
  SliceRun run;
  run.axis = axis;
  for (size_t i = 0; i < slices.size(); ++i) {
    hlo::SliceOp slice = slices[i];
    if (!slice)
      return std::nullopt;
    auto range = sliceAlong(slice, axis);
    if (!range)
      return std::nullopt;
    if (i == 0) {
      run.source = slice.getOperand();
      run.start = range->first;
    } else if (slice.getOperand() != run.source || range->first != run.limit) {
      return std::nullopt;
    }
    run.limit = range->second;
  }
  return run;
}
} // namespace

std::optional<SliceRun> matchSliceRun(ArrayRef<Value> parts, int64_t axis) {
  SmallVector<hlo::SliceOp> slices;
  for (Value part : parts)
    slices.push_back(part.getDefiningOp<hlo::SliceOp>());
  return runOf(slices, axis);
}

std::optional<SliceRun> matchStackedSliceRun(ArrayRef<Value> parts) {
  SmallVector<hlo::SliceOp> slices;
  for (Value part : parts) {
    auto reshape = part.getDefiningOp<hlo::ReshapeOp>();
    if (!reshape)
      return std::nullopt;
    slices.push_back(reshape.getOperand().getDefiningOp<hlo::SliceOp>());
    if (!slices.back())
      return std::nullopt;
  }
  // The axis: the one unit dimension the reshape drops.
  auto sliced = llvm::cast<RankedTensorType>(slices[0].getType());
  auto part = llvm::cast<RankedTensorType>(parts[0].getType());
  if (!sliced.hasStaticShape() || sliced.getRank() != part.getRank() + 1)
    return std::nullopt;
  for (int64_t axis = 0; axis < sliced.getRank(); ++axis) {
    if (sliced.getDimSize(axis) != 1)
      continue;
    SmallVector<int64_t> dropped(sliced.getShape());
    dropped.erase(dropped.begin() + axis);
    if (ArrayRef<int64_t>(dropped) != part.getShape())
      continue;
    auto run = runOf(slices, axis);
    if (run && run->limit - run->start == int64_t(parts.size()))
      return run;
  }
  return std::nullopt;
}

Value materialize(OpBuilder &b, Location loc, const SliceRun &run) {
  auto type = llvm::cast<RankedTensorType>(run.source.getType());
  if (run.start == 0 && run.limit == type.getDimSize(run.axis))
    return run.source;
  SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
      strides(type.getRank(), 1), shape(type.getShape());
  start[run.axis] = run.start;
  limit[run.axis] = run.limit;
  shape[run.axis] = run.limit - run.start;
  return hlo::SliceOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), run.source,
      b.getDenseI64ArrayAttr(start), b.getDenseI64ArrayAttr(limit),
      b.getDenseI64ArrayAttr(strides));
}

Value concatenate(OpBuilder &b, Location loc, ArrayRef<Value> parts,
                  int64_t axis) {
  if (parts.size() == 1)
    return parts[0];
  if (auto run = matchSliceRun(parts, axis))
    return materialize(b, loc, *run);
  auto first = llvm::cast<RankedTensorType>(parts[0].getType());
  SmallVector<int64_t> shape(first.getShape());
  shape[axis] = 0;
  for (Value part : parts)
    shape[axis] +=
        llvm::cast<RankedTensorType>(part.getType()).getDimSize(axis);
  return hlo::ConcatenateOp::create(
      b, loc, RankedTensorType::get(shape, first.getElementType()), parts,
      b.getI64IntegerAttr(axis));
}

Value stack(OpBuilder &b, Location loc, ArrayRef<Value> parts, int64_t axis) {
  auto type = llvm::cast<RankedTensorType>(parts[0].getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.insert(shape.begin() + axis, 1);
  auto unitType = RankedTensorType::get(shape, type.getElementType());
  SmallVector<Value> units;
  for (Value part : parts)
    units.push_back(hlo::ReshapeOp::create(b, loc, unitType, part));
  return concatenate(b, loc, units, axis);
}

Value transpose(OpBuilder &b, Location loc, Value value,
                ArrayRef<int64_t> perm) {
  if (isIdentity(perm))
    return value;
  auto type = llvm::cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  return hlo::TransposeOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), value,
      b.getDenseI64ArrayAttr(perm));
}

Value reshape(OpBuilder &b, Location loc, Value value, RankedTensorType type) {
  if (value.getType() == type)
    return value;
  return hlo::ReshapeOp::create(b, loc, type, value);
}

bool isIdentity(ArrayRef<int64_t> perm) {
  for (auto [i, p] : llvm::enumerate(perm))
    if (p != int64_t(i))
      return false;
  return true;
}

std::optional<SmallVector<int64_t>> unitInsertion(Operation *op) {
  if (!op || op->getNumOperands() != 1 || op->getNumResults() != 1)
    return std::nullopt;
  auto in = llvm::dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto out = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!in || !out || !in.hasStaticShape() || !out.hasStaticShape())
    return std::nullopt;
  SmallVector<int64_t> source(out.getRank(), -1);
  if (auto bcast = llvm::dyn_cast<hlo::BroadcastInDimOp>(op)) {
    ArrayRef<int64_t> dims = bcast.getBroadcastDimensions();
    for (auto [i, d] : llvm::enumerate(dims)) {
      if ((i > 0 && d <= dims[i - 1]) || in.getDimSize(i) != out.getDimSize(d))
        return std::nullopt;
      source[d] = i;
    }
    for (int64_t d = 0; d < out.getRank(); ++d)
      if (source[d] < 0 && out.getDimSize(d) != 1)
        return std::nullopt;
    return source;
  }
  if (!llvm::isa<hlo::ReshapeOp>(op))
    return std::nullopt;
  // Match the operand's non-unit dimensions in order; the rest of the
  // result's dimensions must be units. Operand units map where they can.
  int64_t i = 0;
  for (int64_t d = 0; d < out.getRank(); ++d) {
    if (i < in.getRank() && in.getDimSize(i) == out.getDimSize(d)) {
      source[d] = i++;
      continue;
    }
    if (out.getDimSize(d) != 1)
      return std::nullopt;
  }
  if (i != in.getRank())
    return std::nullopt;
  return source;
}

SmallVector<int64_t> freeDims(int64_t rank, ArrayRef<int64_t> batch,
                              ArrayRef<int64_t> contracting) {
  SmallVector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
      free.push_back(d);
  return free;
}

OperandDims operandDims(hlo::DotDimensionNumbersAttr dims, int side) {
  if (side == 0)
    return {dims.getLhsBatchingDimensions(),
            dims.getLhsContractingDimensions()};
  return {dims.getRhsBatchingDimensions(), dims.getRhsContractingDimensions()};
}

hlo::DotDimensionNumbersAttr dotDims(MLIRContext *ctx, OperandDims lhs,
                                     OperandDims rhs) {
  return hlo::DotDimensionNumbersAttr::get(ctx, lhs.batch, rhs.batch,
                                           lhs.contract, rhs.contract);
}

ArrayAttr swapPrecision(Builder &b, ArrayAttr precision) {
  if (!precision || precision.size() != 2)
    return precision;
  return b.getArrayAttr({precision[1], precision[0]});
}

SmallVector<int64_t> shiftPastInserted(ArrayRef<int64_t> dims,
                                       int64_t inserted) {
  SmallVector<int64_t> shifted;
  for (int64_t d : dims)
    shifted.push_back(d >= inserted ? d + 1 : d);
  return shifted;
}

GreedyRewriteConfig rewriteConfig() {
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  config.enableFolding(false);
  config.enableConstantCSE(false);
  return config;
}

void inlineCall(func::CallOp call, func::FuncOp callee) {
  Block &body = callee.front();
  IRMapping mapping;
  for (auto [arg, operand] : llvm::zip(body.getArguments(), call.getOperands()))
    mapping.map(arg, operand);
  OpBuilder builder(call);
  for (Operation &op : body.without_terminator())
    builder.clone(op, mapping);
  SmallVector<Value> results;
  for (Value v : body.getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  call.replaceAllUsesWith(results);
  call.erase();
}

LogicalResult inlineAllCalls(func::FuncOp func, int maxDepth,
                             func::CallOp &failedCall) {
  failedCall = nullptr;
  // Each round inlines the calls present, bringing in the next level.
  for (int round = 0; round < maxDepth; ++round) {
    SmallVector<func::CallOp> calls;
    func.walk([&](func::CallOp call) { calls.push_back(call); });
    if (calls.empty())
      return success();
    for (func::CallOp call : calls) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock()) {
        failedCall = call;
        return failure();
      }
      inlineCall(call, callee);
    }
  }
  return failure();
}

} // namespace kiln::hloutils
