//===- PartitionSpmd.cpp - one program per device, with its collectives ---===//
//
// Rewrites a sharded program (its values' shardings as kiln-propagate-
// shardings left them in `sdy.sharding` attributes) into the program every
// device runs on its shards (SPMD), taking and returning global arrays:
//  - each argument is cut to the device's shard (a dynamic_slice at offsets
//    looked up by partition_id; nothing is sent);
//  - an op with a factor rule (ShardingRules.h) runs on shards: its operands
//    are first resharded to what its factors' axes require, and a reduction
//    factor with axes (a dot's split contracting dimension, a reduce over a
//    split dimension) adds an all_reduce of the partial results;
//  - any other op runs whole on every device, its operands gathered;
//  - sharding constraints and reshards reshard; a manual_computation's
//    operands are resharded to its in_shardings (over its manual axes) and
//    its body runs as written, collectives included;
//  - each result is gathered whole before it is returned.
// Resharding gathers (all_gather over the axes a dimension loses) and then
// cuts locally (a dimension gaining axes costs nothing to send). Shards are
// equal-sized: a dimension its axes do not divide is padded at the end.
// The module's mesh, shardings and sdy ops are gone afterwards; the module
// keeps mhlo.num_partitions (the mesh's size) and is marked
// `kiln.global_arrays`, which tells the runtime that every device takes the
// same (global) arguments and returns the same (global) results.
// With `local-shards` (the PJRT plugin's form) nothing is cut or gathered
// at the edges: each device takes its shard of every argument and returns
// its shard of every result (in the closed sharding the function states
// for it, else the one propagation decided), and the module records the
// shardings of each public function's arguments and results, in GSPMD's
// tiled form, in `kiln.local_shards`.
//
//===----------------------------------------------------------------------===//

#include "InlineAllCalls.h"
#include "SpmdPartitioner.h"

#include "kiln/Partitioner/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/ScopeExit.h"

namespace kiln {
#define GEN_PASS_DEF_PARTITIONSPMD
#include "kiln/Partitioner/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::partitioner {

FailureOr<Sharding> Partitioner::decided(Value value) {
  auto type = globalType(value);
  if (auto arg = llvm::dyn_cast<BlockArgument>(value)) {
    if (auto attr = func.getArgAttrOfType<sdy::TensorShardingAttr>(
            arg.getArgNumber(), sdy::kShardingAttrName))
      return mesh.read(attr, func);
    return Sharding::replicated(type.getRank());
  }
  Operation *op = value.getDefiningOp();
  auto attr = op->getAttrOfType<sdy::TensorShardingPerValueAttr>(
      sdy::kShardingAttrName);
  unsigned index = llvm::cast<OpResult>(value).getResultNumber();
  if (!attr || index >= attr.getShardings().size())
    return Sharding::replicated(type.getRank());
  return mesh.read(attr.getShardings()[index], op);
}

LogicalResult Partitioner::partitionRuled(Operation *op,
                                          const FactorRule &rule) {
  SmallVector<const Sharding *> operands, results;
  SmallVector<Sharding> resultShardings;
  for (Value v : op->getOperands())
    operands.push_back(&local(v).sharding);
  for (Value v : op->getResults()) {
    FailureOr<Sharding> s = decided(v);
    if (failed(s))
      return failure();
    resultShardings.push_back(*s);
  }
  for (const Sharding &s : resultShardings)
    results.push_back(&s);
  SmallVector<AxisList> assignment =
      assignAxes(rule, operands, results, /*resultsFirst=*/true);

  // A split dimension with a halo (a convolution's window): each shard
  // must be at least as long as the halo, which comes from one neighbour;
  // otherwise the dimension stays whole.
  for (int64_t f = 0; f < rule.numFactors(); ++f) {
    auto [lo, hi] = rule.halo[f];
    int64_t count = shardCount(assignment[f]);
    if (count > 1 && (lo || hi) &&
        (rule.sizes[f] % count || rule.sizes[f] / count < std::max(lo, hi)))
      assignment[f].clear();
  }
  IRMapping mapping;
  for (auto [v, factors] : llvm::zip(op->getOperands(), rule.operands))
    mapping.map(v, shardOf(op->getLoc(), v, project(factors, assignment)));
  // A convolution over split spatial dimensions reads each shard with its
  // halo, which takes the place of the window's padding there.
  SmallVector<size_t> haloed;
  auto conv = llvm::dyn_cast<hlo::ConvolutionOp>(op);
  if (conv && conv.getLhs() != conv.getRhs()) {
    ArrayRef<int64_t> spatial =
        conv.getDimensionNumbers().getInputSpatialDimensions();
    Value lhs = mapping.lookup(conv.getLhs());
    for (auto [i, d] : llvm::enumerate(spatial)) {
      int64_t f = rule.operands[0][d].front();
      auto [lo, hi] = rule.halo[f];
      if (assignment[f].empty() || (!lo && !hi))
        continue;
      lhs = withHalo(op->getLoc(), lhs, d, assignment[f], lo, hi);
      haloed.push_back(i);
    }
    mapping.map(conv.getLhs(), lhs);
  }
  Operation *clone = b.clone(*op, mapping);
  clone->removeAttr(sdy::kShardingAttrName);
  if (!haloed.empty()) {
    auto local = llvm::cast<hlo::ConvolutionOp>(clone);
    SmallVector<int64_t> padding(local.getPaddingAttr().getValues<int64_t>());
    for (size_t i : haloed)
      padding[2 * i] = padding[2 * i + 1] = 0;
    local.setPaddingAttr(DenseIntElementsAttr::get(
        local.getPaddingAttr().getType(), ArrayRef<int64_t>(padding)));
  }
  SmallVector<Sharding> shardings;
  for (auto [v, factors] : llvm::zip(clone->getResults(), rule.results)) {
    shardings.push_back(project(factors, assignment));
    v.setType(
        localType(llvm::cast<RankedTensorType>(v.getType()), shardings.back()));
  }
  // A slice keeps the split dimensions whole: their limits are the shard's.
  if (auto slice = llvm::dyn_cast<hlo::SliceOp>(clone)) {
    SmallVector<int64_t> limits(slice.getLimitIndices());
    auto shape = slice.getType().getShape();
    for (size_t d = 0; d < limits.size(); ++d)
      if (!shardings.front().dims[d].empty())
        limits[d] = shape[d];
    slice.setLimitIndices(limits);
  }
  // A dynamic_slice takes the split dimensions' shards whole.
  if (auto slice = llvm::dyn_cast<hlo::DynamicSliceOp>(clone))
    slice.setSliceSizes(slice.getType().getShape());
  // Partial results of split reduction factors are combined.
  AxisList reduced;
  for (int64_t f = 0; f < rule.numFactors(); ++f)
    if (rule.reduction[f])
      llvm::append_range(reduced, assignment[f]);
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    Value result = clone->getResult(i);
    if (!reduced.empty()) {
      Region *reducer = nullptr;
      if (auto reduce = llvm::dyn_cast<hlo::ReduceOp>(clone))
        reducer = &reduce.getBody();
      // Where the result is wanted split over reduction axes (they follow
      // a dimension's own), a reduce_scatter leaves each device its part;
      // the other reduction axes are all-reduced.
      const Sharding &want = resultShardings[i];
      int64_t scatterDim = -1;
      AxisList scattered;
      auto shape = llvm::cast<RankedTensorType>(result.getType()).getShape();
      for (int64_t d = 0; d < int64_t(shape.size()) && scatterDim < 0; ++d) {
        const AxisList &mine = shardings[i].dims[d];
        if (!isPrefix(mine, want.dims[d]) || want.dims[d].size() == mine.size())
          continue;
        AxisList extra(want.dims[d].begin() + mine.size(), want.dims[d].end());
        // The longest run of them that are reduction axes.
        AxisList run;
        for (const Axis &axis : extra) {
          if (!llvm::is_contained(reduced, axis))
            break;
          run.push_back(axis);
        }
        while (!run.empty() && shape[d] % shardCount(run) != 0)
          run.pop_back();
        if (!run.empty()) {
          scatterDim = d;
          scattered = run;
        }
      }
      AxisList rest;
      for (const Axis &axis : reduced)
        if (!llvm::is_contained(scattered, axis))
          rest.push_back(axis);
      if (!rest.empty())
        result = allReduce(op->getLoc(), result, rest, reducer, op);
      if (scatterDim >= 0) {
        result = reduceScatter(op->getLoc(), result, scatterDim, scattered,
                               reducer, op);
        llvm::append_range(shardings[i].dims[scatterDim], scattered);
      }
    }
    locals[v] = Local{result, shardings[i]};
  }
  return success();
}

LogicalResult Partitioner::partitionWhole(Operation *op) {
  IRMapping mapping;
  auto whole = [&](Value v) {
    auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
    auto it = locals.find(v);
    if (it == locals.end())
      return;
    if (!type) {
      mapping.map(v, it->second.value);
      return;
    }
    mapping.map(v,
                shardOf(op->getLoc(), v, Sharding::replicated(type.getRank())));
  };
  for (Value v : op->getOperands())
    whole(v);
  llvm::SetVector<Value> above;
  getUsedValuesDefinedAbove(op->getRegions(), above);
  for (Value v : above)
    whole(v);
  Operation *clone = b.clone(*op, mapping);
  clone->removeAttr(sdy::kShardingAttrName);
  for (auto [v, result] : llvm::zip(op->getResults(), clone->getResults())) {
    auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
    locals[v] = Local{result, Sharding::replicated(type ? type.getRank() : 0)};
  }
  return success();
}

LogicalResult Partitioner::partitionManual(sdy::ManualComputationOp op) {
  ArrayRef<StringAttr> manualNames = op.getManualAxes().getValue();
  for (StringAttr name : manualNames)
    if (llvm::is_contained(enclosingManualAxes, name))
      return op.emitError()
             << "manual_computation over axis \"" << name.getValue()
             << "\", which an enclosing manual_computation "
                "already made manual";
  llvm::append_range(enclosingManualAxes, manualNames);
  auto restore = llvm::make_scope_exit([&] {
    enclosingManualAxes.resize(enclosingManualAxes.size() - manualNames.size());
  });
  auto automatic = [&](const Axis &axis) {
    return !llvm::is_contained(manualNames,
                               StringAttr::get(op.getContext(), axis.name));
  };
  auto manualOnly = [&](sdy::TensorShardingAttr attr) -> FailureOr<Sharding> {
    FailureOr<Sharding> s = mesh.read(attr, op);
    if (failed(s))
      return failure();
    for (AxisList &axes : s->dims)
      llvm::erase_if(axes, automatic);
    return s;
  };
  // The manual axes a sharding leaves unreduced: over them the body's
  // value is a partial sum, the logical value the sum of the devices'.
  auto unreducedManual = [&](sdy::TensorShardingAttr attr) {
    AxisList axes = mesh.axes(attr.getUnreducedAxes());
    llvm::erase_if(axes, automatic);
    return axes;
  };
  Block &body = op.getBody().front();
  IRMapping mapping;
  for (auto [v, attr, arg] :
       llvm::zip(op.getTensors(), op.getInShardings().getShardings(),
                 body.getArguments())) {
    FailureOr<Sharding> s = manualOnly(attr);
    if (failed(s))
      return failure();
    Value shard = shardOf(op.getLoc(), v, *s);
    if (shard.getType() != arg.getType())
      return op.emitError()
             << "manual_computation operand of local type " << shard.getType()
             << " but its body takes " << arg.getType();
    // Outside, every device holds the logical value; a body taking it
    // unreduced gets parts that sum to it: the whole on the first device
    // of each group over those axes, zeros on the others.
    AxisList unreduced = unreducedManual(attr);
    if (!unreduced.empty())
      shard = firstOfGroupOnly(op.getLoc(), shard, unreduced);
    mapping.map(arg, shard);
  }
  for (Operation &inner : body.without_terminator()) {
    if (llvm::isa<sdy::ShardingConstraintOp, sdy::ReshardOp>(inner)) {
      mapping.map(inner.getResult(0),
                  mapping.lookupOrDefault(inner.getOperand(0)));
      continue;
    }
    if (llvm::isa<sdy::ShardingGroupOp>(inner))
      continue;
    if (auto nested = llvm::dyn_cast<sdy::ManualComputationOp>(inner)) {
      // A shard_map inside a shard_map, manual over axes the outer one
      // left automatic: the outer body's values are whole over those axes
      // (the body runs as written), so the nested one cuts its operands
      // over its own axes like a top-level one, and its results are
      // gathered whole again for the rest of the body.
      for (Value v : nested.getTensors())
        if (!locals.count(v))
          locals[v] = Local{mapping.lookupOrDefault(v),
                            Sharding::replicated(globalType(v).getRank())};
      if (failed(partitionManual(nested)))
        return failure();
      for (Value v : nested.getResults())
        mapping.map(v, shardOf(nested.getLoc(), v,
                               Sharding::replicated(globalType(v).getRank())));
      continue;
    }
    if (inner.getDialect() && inner.getDialect()->getNamespace() == "sdy")
      return inner.emitError()
             << "nested " << inner.getName() << " is not supported by kiln's "
             << "partitioner yet";
    b.clone(inner, mapping)->removeAttr(sdy::kShardingAttrName);
  }
  for (auto [v, attr, ret] :
       llvm::zip(op.getResults(), op.getOutShardings().getShardings(),
                 body.getTerminator()->getOperands())) {
    FailureOr<Sharding> s = manualOnly(attr);
    if (failed(s))
      return failure();
    // A result the body leaves unreduced is summed over those axes: the
    // logical value, which every device holds outside.
    Value value = mapping.lookupOrDefault(ret);
    AxisList unreduced = unreducedManual(attr);
    if (!unreduced.empty())
      value = allReduce(op.getLoc(), value, unreduced, nullptr, op);
    locals[v] = Local{value, *s};
  }
  note(op.getLoc(), "manual_computation over " +
                        std::to_string(manualNames.size()) +
                        " manual axes: its body runs as written on every "
                        "device");
  return success();
}

LogicalResult Partitioner::partitionOp(Operation *op) {
  if (sdy::TensorShardingAttr target = statedSharding(op)) {
    FailureOr<Sharding> s = mesh.read(target, op);
    if (failed(s))
      return failure();
    locals[op->getResult(0)] =
        Local{shardOf(op->getLoc(), op->getOperand(0), *s), *s};
    return success();
  }
  if (llvm::isa<sdy::ShardingGroupOp>(op))
    return success();
  if (auto m = llvm::dyn_cast<sdy::ManualComputationOp>(op))
    return partitionManual(m);
  if (op->getDialect() && op->getDialect()->getNamespace() == "sdy")
    return op->emitError() << op->getName()
                           << " is not supported by kiln's partitioner yet";
  if (auto w = llvm::dyn_cast<hlo::WhileOp>(op))
    return partitionWhile(w);
  if (llvm::isa<hlo::IfOp, hlo::CaseOp>(op))
    return partitionBranches(op);
  if (std::optional<FactorRule> rule = factorRule(op))
    return partitionRuled(op, *rule);
  return partitionWhole(op);
}

LogicalResult Partitioner::partitionRegion(Region &from, Region &to,
                                           TypeRange argTypes,
                                           ArrayRef<Sharding> argShardings,
                                           ArrayRef<Sharding> yielded) {
  OpBuilder::InsertionGuard guard(b);
  Block &old = from.front();
  SmallVector<Location> locs(argTypes.size(), from.getLoc());
  Block *block = b.createBlock(&to, {}, argTypes, locs);
  for (auto [arg, s, local] :
       llvm::zip(old.getArguments(), argShardings, block->getArguments()))
    locals[arg] = Local{local, s};
  for (Operation &inner : old.without_terminator()) {
    b.setInsertionPointToEnd(block);
    if (failed(partitionOp(&inner)))
      return failure();
  }
  b.setInsertionPointToEnd(block);
  Operation *ret = old.getTerminator();
  SmallVector<Value> results;
  for (auto [v, s] : llvm::zip(ret->getOperands(), yielded)) {
    auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
    results.push_back(type ? shardOf(ret->getLoc(), v, s) : local(v).value);
  }
  b.clone(*ret)->setOperands(results);
  return success();
}

LogicalResult Partitioner::partitionWhile(hlo::WhileOp op) {
  // The carried values keep one sharding through the loop (propagation
  // gave the results the carried values' sharding).
  SmallVector<Sharding> carried;
  SmallVector<Type> types;
  if (failed(resultShardings(op, carried, types)))
    return failure();
  SmallVector<Value> operands;
  for (auto [v, s] : llvm::zip(op->getOperands(), carried)) {
    auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
    operands.push_back(type ? shardOf(op.getLoc(), v, s) : local(v).value);
  }
  auto loop = hlo::WhileOp::create(b, op.getLoc(), types, operands);
  loop->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  loop->removeAttr(sdy::kShardingAttrName);
  // The body yields the carried values as they came in; the condition
  // its predicate, whole.
  Block &cond = op.getCond().front();
  SmallVector<Sharding> whole = {
      Sharding::replicated(llvm::cast<RankedTensorType>(
                               cond.getTerminator()->getOperand(0).getType())
                               .getRank())};
  if (failed(partitionRegion(op.getCond(), loop.getCond(), types, carried,
                             whole)) ||
      failed(partitionRegion(op.getBody(), loop.getBody(), types, carried,
                             carried)))
    return failure();
  for (auto [v, s, result] :
       llvm::zip(op.getResults(), carried, loop.getResults()))
    locals[v] = Local{result, s};
  return success();
}

LogicalResult Partitioner::resultShardings(Operation *op,
                                           SmallVector<Sharding> &shardings,
                                           SmallVector<Type> &types) {
  for (Value result : op->getResults()) {
    auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
    if (!type) {
      shardings.push_back(Sharding::replicated(0));
      types.push_back(result.getType());
      continue;
    }
    FailureOr<Sharding> s = decided(result);
    if (failed(s))
      return failure();
    shardings.push_back(*s);
    types.push_back(localType(type, *s));
  }
  return success();
}

LogicalResult Partitioner::partitionBranches(Operation *op) {
  SmallVector<Sharding> shardings;
  SmallVector<Type> types;
  if (failed(resultShardings(op, shardings, types)))
    return failure();
  // The predicate or index is a scalar: the same on every device.
  OperationState state(op->getLoc(), op->getName());
  for (Value v : op->getOperands())
    state.addOperands(local(v).value);
  state.addTypes(types);
  state.addAttributes(llvm::to_vector(op->getDiscardableAttrs()));
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  Operation *branches = b.create(state);
  branches->removeAttr(sdy::kShardingAttrName);
  for (auto [from, to] : llvm::zip(op->getRegions(), branches->getRegions()))
    if (failed(partitionRegion(from, to, {}, {}, shardings)))
      return failure();
  for (auto [v, s, result] :
       llvm::zip(op->getResults(), shardings, branches->getResults()))
    locals[v] = Local{result, s};
  return success();
}

LogicalResult Partitioner::run() {
  if (failed(inlineAllCalls(func)))
    return failure();
  // Shards are cut at sizes known at compile time.
  auto dynamic = [](Type type) {
    auto tensor = llvm::dyn_cast<RankedTensorType>(type);
    return tensor && !tensor.hasStaticShape();
  };
  for (Type type : func.getArgumentTypes())
    if (dynamic(type))
      return func.emitError()
             << "kiln partitions programs of static shapes; an argument is "
             << type << " (kiln run refines the shapes first)";
  WalkResult shapes = func.walk([&](Operation *op) {
    if (llvm::any_of(op->getResultTypes(), dynamic)) {
      op->emitError() << "kiln partitions programs of static shapes; this "
                         "op's result is not (kiln run refines the shapes "
                         "first)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (shapes.wasInterrupted())
    return failure();
  // Constraints inside other ops' regions (a reduction body's scalars, a
  // loop body run whole) say nothing the partitioner uses.
  SmallVector<Operation *> nested;
  func.walk([&](Operation *op) {
    Operation *parent = op->getParentOp();
    if (llvm::isa<sdy::ShardingConstraintOp, sdy::ReshardOp>(op) &&
        !llvm::isa<func::FuncOp, sdy::ManualComputationOp>(parent))
      nested.push_back(op);
  });
  for (Operation *op : nested) {
    op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    op->erase();
  }
  Block &body = func.front();
  SmallVector<Operation *> ops;
  for (Operation &op : body)
    ops.push_back(&op);
  b.setInsertionPointToStart(&body);
  Location loc = func.getLoc();
  Value id = hlo::PartitionIdOp::create(
      b, loc, RankedTensorType::get({}, b.getIntegerType(32, false)));
  deviceIndex = hlo::ConvertOp::create(
      b, loc, RankedTensorType::get({}, b.getI64Type()), id);
  // With local shards, a device's part of an argument or result whose
  // sharding has unreduced axes is a partial value (the logical one is the
  // sum over those axes), which kiln does not compute with yet. (With
  // global arrays every device holds the logical value, and a value stated
  // unreduced inside the program is reduced at once: the same value.)
  if (localShards) {
    auto unreduced = [](Attribute attr) {
      auto sharding = llvm::dyn_cast_or_null<sdy::TensorShardingAttr>(attr);
      return sharding && !sharding.getUnreducedAxes().empty();
    };
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      if (unreduced(func.getArgAttr(i, sdy::kShardingAttrName)))
        return emitError(func.getArgument(i).getLoc())
               << "argument " << i
               << " has unreduced axes: kiln does not take partial values "
                  "on its devices yet";
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      if (unreduced(func.getResultAttr(i, sdy::kShardingAttrName)))
        return func.emitError()
               << "result " << i
               << " has unreduced axes: kiln does not return partial "
                  "values from its devices yet";
  }
  // Arguments: global in, each device's shard cut out (with local shards:
  // each device's shard in, as a new argument).
  SmallVector<BlockArgument> arguments(func.getArguments());
  for (BlockArgument arg : arguments) {
    auto type = llvm::dyn_cast<RankedTensorType>(arg.getType());
    if (!type) {
      locals[arg] = Local{
          localShards ? func.front().addArgument(arg.getType(), arg.getLoc())
                      : Value(arg),
          Sharding::replicated(0)};
      entryArgShardings.push_back(Sharding::replicated(0));
      continue;
    }
    FailureOr<Sharding> s = decided(arg);
    if (failed(s))
      return failure();
    entryArgShardings.push_back(*s);
    if (localShards) {
      if (failed(checkEven(arg.getLoc(), type, *s,
                           "argument " + std::to_string(arg.getArgNumber()))))
        return failure();
      // The shard comes as an argument of its own; the global one goes
      // once nothing uses it (the rules read the global types meanwhile).
      locals[arg] = Local{
          func.front().addArgument(localType(type, *s), arg.getLoc()), *s};
    } else {
      locals[arg] = Local{
          reshard(arg.getLoc(),
                  Local{arg, Sharding::replicated(type.getRank())}, *s, type),
          *s};
    }
    if (!s->isReplicated())
      note(arg.getLoc(), "argument " + std::to_string(arg.getArgNumber()) +
                             " sharded " + mesh.str(*s) + ": each device " +
                             "holds " +
                             describeShape(s->localShape(type.getShape())));
  }
  for (Operation *op : ops) {
    b.setInsertionPoint(op);
    if (auto ret = llvm::dyn_cast<func::ReturnOp>(op)) {
      // Results: gathered whole (with local shards: each device's shard
      // of the result in its sharding).
      SmallVector<Value> returned;
      for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
        auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
        if (!type) {
          returned.push_back(local(v).value);
          entryResultShardings.push_back(Sharding::replicated(0));
          continue;
        }
        Sharding to = Sharding::replicated(type.getRank());
        if (localShards) {
          FailureOr<Sharding> s = resultSharding(unsigned(i), v);
          if (failed(s) || failed(checkEven(op->getLoc(), type, *s,
                                            "result " + std::to_string(i))))
            return failure();
          to = *s;
        }
        entryResultShardings.push_back(to);
        returned.push_back(shardOf(op->getLoc(), v, to));
      }
      ret->setOperands(returned);
      continue;
    }
    if (failed(partitionOp(op)))
      return failure();
  }
  // The global ops go, users first.
  for (Operation *op : llvm::reverse(ops))
    if (!llvm::isa<func::ReturnOp>(op)) {
      op->dropAllUses();
      op->erase();
    }
  if (localShards) {
    // The global arguments, which nothing uses now, give way to the
    // shards'.
    unsigned global = func.getNumArguments();
    for (BlockArgument arg : body.getArguments().take_front(global))
      if (!arg.use_empty())
        return func.emitError() << "kiln-partition-spmd left a use of global "
                                   "argument "
                                << arg.getArgNumber();
    body.eraseArguments(0, global);
    func.setFunctionType(
        FunctionType::get(func.getContext(), body.getArgumentTypes(),
                          body.getTerminator()->getOperandTypes()));
  }
  return success();
}

FailureOr<Sharding> Partitioner::resultSharding(unsigned index, Value value) {
  // A result the program states a closed sharding for returns in it (JAX's
  // out_shardings); otherwise in the sharding propagation decided for the
  // returned value.
  if (auto attr = func.getResultAttrOfType<sdy::TensorShardingAttr>(
          index, sdy::kShardingAttrName)) {
    FailureOr<Sharding> stated = mesh.read(attr, func);
    if (failed(stated))
      return failure();
    if (llvm::none_of(stated->open, [](bool open) { return open; }))
      return stated;
  }
  return decided(value);
}

LogicalResult Partitioner::checkEven(Location loc, RankedTensorType type,
                                     const Sharding &sharding,
                                     const std::string &what) {
  SmallVector<int64_t> shard = sharding.localShape(type.getShape());
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (shard[d] * shardCount(sharding.dims[d]) != type.getDimSize(d))
      return emitError(loc)
             << what << " (" << type << ") is sharded " << mesh.str(sharding)
             << ", whose " << shardCount(sharding.dims[d])
             << " shards do not divide dimension " << d
             << "; kiln takes and returns local shards of "
                "equal size only";
  return success();
}

namespace {

/// `shardings` in GSPMD's tiled form, as the runtime reports them (an
/// xla.OpSharding's tile assignment): per tensor `tiles`, the shard count
/// of each dimension, followed by the number of devices holding each shard
/// when that is more than one, and `devices`, the devices holding each tile
/// in row-major order of the tiles.
ArrayAttr tileForms(const Mesh &mesh, ArrayRef<Sharding> shardings,
                    ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  SmallVector<Attribute> forms;
  for (const Sharding &sharding : shardings) {
    SmallVector<int64_t> tiles;
    int64_t count = 1;
    for (const AxisList &axes : sharding.dims) {
      tiles.push_back(shardCount(axes));
      count *= tiles.back();
    }
    // The devices of each tile, by the tile's row-major index.
    SmallVector<SmallVector<int64_t>> holders;
    holders.resize(size_t(count));
    for (int64_t device = 0; device < mesh.devices(); ++device) {
      int64_t index = 0;
      for (auto [axes, size] : llvm::zip(sharding.dims, tiles))
        index = index * size + mesh.shardIndex(device, axes);
      holders[index].push_back(device);
    }
    if (mesh.devices() > count)
      tiles.push_back(mesh.devices() / count);
    SmallVector<int64_t> devices;
    for (const SmallVector<int64_t> &tile : holders)
      devices.append(tile.begin(), tile.end());
    forms.push_back(DictionaryAttr::get(
        ctx, {NamedAttribute(StringAttr::get(ctx, "tiles"),
                             DenseI64ArrayAttr::get(ctx, tiles)),
              NamedAttribute(StringAttr::get(ctx, "devices"),
                             DenseI64ArrayAttr::get(ctx, devices))}));
  }
  return ArrayAttr::get(ctx, forms);
}

struct PartitionSpmdPass : kiln::impl::PartitionSpmdBase<PartitionSpmdPass> {
  using PartitionSpmdBase::PartitionSpmdBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::unique_ptr<Mesh> storage;
    FailureOr<Mesh *> found = Mesh::find(module, storage);
    if (failed(found))
      return signalPassFailure();
    if (!*found)
      return;
    const Mesh &mesh = **found;
    auto count = [&](StringRef name) -> int64_t {
      auto attr = module->getAttrOfType<IntegerAttr>(name);
      return attr ? attr.getInt() : 1;
    };
    if (count("mhlo.num_replicas") > 1) {
      module.emitError() << "a sharded program with mhlo.num_replicas = "
                         << count("mhlo.num_replicas")
                         << ": kiln partitions over partitions only";
      return signalPassFailure();
    }
    if (module->hasAttr("mhlo.num_partitions") &&
        count("mhlo.num_partitions") != mesh.devices()) {
      module.emitError() << "mhlo.num_partitions = "
                         << count("mhlo.num_partitions") << " but the mesh "
                         << mesh.meshAttr() << " has " << mesh.devices()
                         << " devices";
      return signalPassFailure();
    }
    // Channel ids after the program's own.
    int64_t channel = 0;
    module.walk([&](Operation *op) {
      if (auto handle =
              op->getAttrOfType<hlo::ChannelHandleAttr>("channel_handle"))
        channel = std::max(channel, handle.getHandle());
    });
    SmallVector<NamedAttribute> localForms;
    for (auto func :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (!func.isPublic() || func.isExternal())
        continue;
      Partitioner partitioner(mesh, func, explain, localShards, channel);
      if (failed(partitioner.run()))
        return signalPassFailure();
      if (localShards)
        localForms.push_back(NamedAttribute(
            func.getSymNameAttr(),
            DictionaryAttr::get(
                module.getContext(),
                {NamedAttribute(
                     StringAttr::get(module.getContext(), "inputs"),
                     tileForms(mesh, partitioner.entryArgShardings, module)),
                 NamedAttribute(StringAttr::get(module.getContext(), "outputs"),
                                tileForms(mesh,
                                          partitioner.entryResultShardings,
                                          module))})));
    }
    // Functions only the inlined calls used, and the meshes, go.
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (func.isPrivate() && SymbolTable::symbolKnownUseEmpty(func, module))
        func.erase();
    for (auto meshOp : llvm::make_early_inc_range(module.getOps<sdy::MeshOp>()))
      meshOp.erase();
    // What is left of Shardy's annotations (the sharding rules JAX puts on
    // custom calls, shardings on ops the partitioner copied, the functions'
    // shardings) has no meaning in the partitioned program.
    module.walk([](Operation *op) { sdy::dropShardyAttributes(op); });
    OpBuilder b(module.getContext());
    module->setAttr("mhlo.num_partitions",
                    b.getI32IntegerAttr(int32_t(mesh.devices())));
    if (localShards)
      module->setAttr(kLocalShardsAttrName,
                      DictionaryAttr::get(module.getContext(), localForms));
    else
      module->setAttr(kGlobalArraysAttrName, b.getUnitAttr());
  }
};

} // namespace
} // namespace kiln::partitioner
