//===- PropagateShardings.cpp - give every value of a program a sharding --===//
//
// Shardy-style propagation over kiln's factor rules (ShardingRules.h): the
// shardings the program states (its arguments' and results', sharding
// constraints, manual computations' operands and results) spread through
// the ops of each public function until nothing changes; first through the
// ops that only move or map elements, then through all (dots, reductions),
// as Shardy's op priorities order them. A dimension stated closed keeps its
// sharding; any other grows when an op's factors say it can, never shrinks.
// The decisions become `sdy.sharding` attributes of the ops' results and
// the functions' arguments, which kiln-partition-spmd reads.
//
//===----------------------------------------------------------------------===//

#include "InlineAllCalls.h"
#include "Mesh.h"
#include "ShardingRules.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Partitioner/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

#include <map>
#include <set>

namespace kiln {
#define GEN_PASS_DEF_PROPAGATESHARDINGS
#include "kiln/Partitioner/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::partitioner {

namespace {

constexpr llvm::StringLiteral kPass = "kiln-propagate-shardings";

class Propagation {
public:
  /// Takes `sharding` as what `value` is stated to be: closed dimensions
  /// as they are; open ones unless propagation already grew them from it.
  void state(Value value, const Sharding &sharding) {
    auto it = known.find(value);
    if (it == known.end() || it->second.rank() != sharding.rank()) {
      known[value] = sharding;
      return;
    }
    Sharding &current = it->second;
    for (int64_t d = 0; d < sharding.rank(); ++d) {
      if (sharding.open[d] && current.open[d] &&
          isPrefix(sharding.dims[d], current.dims[d]))
        continue;
      current.dims[d] = sharding.dims[d];
      current.open[d] = sharding.open[d];
    }
  }

  /// Grows `value`'s sharding towards `proposal`: each open dimension whose
  /// axes are a prefix of the proposal's takes them, unless an axis is used
  /// by another dimension already. Returns whether anything changed.
  bool update(Value value, const Sharding &proposal) {
    if (!llvm::isa<RankedTensorType>(value.getType()))
      return false;
    auto it = known.find(value);
    if (it == known.end()) {
      Sharding fresh = proposal;
      fresh.open.assign(proposal.rank(), true);
      if (fresh.isReplicated())
        return false;
      known[value] = fresh;
      return true;
    }
    Sharding &current = it->second;
    bool changed = false;
    for (int64_t d = 0; d < current.rank(); ++d) {
      if (!current.open[d] || current.dims[d] == proposal.dims[d] ||
          !isPrefix(current.dims[d], proposal.dims[d]))
        continue;
      bool clash = false;
      for (int64_t e = 0; e < current.rank(); ++e)
        if (e != d)
          for (const Axis &a : current.dims[e])
            for (const Axis &b : proposal.dims[d])
              clash |= a.overlaps(b);
      if (clash)
        continue;
      current.dims[d] = proposal.dims[d];
      changed = true;
    }
    return changed;
  }

  const Sharding *lookup(Value value) const {
    auto it = known.find(value);
    return it == known.end() ? nullptr : &it->second;
  }

  /// One step: the factors' axes from the shardings the tensors have, given
  /// to all of them.
  bool step(ValueRange opOperands, ValueRange opResults,
            const FactorRule &rule) {
    SmallVector<const Sharding *> operands, results;
    for (Value v : opOperands)
      operands.push_back(lookup(v));
    for (Value v : opResults)
      results.push_back(lookup(v));
    if (llvm::all_of(operands, [](const Sharding *s) { return !s; }) &&
        llvm::all_of(results, [](const Sharding *s) { return !s; }))
      return false;
    SmallVector<AxisList> assignment = assignAxes(rule, operands, results);
    bool changed = false;
    for (auto [v, factors] : llvm::zip(opOperands, rule.operands))
      changed |= update(v, project(factors, assignment));
    for (auto [v, factors] : llvm::zip(opResults, rule.results))
      changed |= update(v, project(factors, assignment));
    return changed;
  }

private:
  llvm::DenseMap<Value, Sharding> known;
};

/// One propagation step: tensors related by a factor rule.
struct Step {
  SmallVector<Value> operands, results;
  FactorRule rule;
};

/// The ops of `block` and of the loops and branches in it, in program
/// order, and the steps they make: one per op with a rule; for a while loop
/// one per carried value tying its operand, region arguments, yielded value
/// and result to one sharding; for if and case one per result tying it to
/// what each branch yields.
void collect(Block &block, SmallVector<Operation *> &ops,
             std::vector<Step> &steps) {
  for (Operation &op : block) {
    ops.push_back(&op);
    if (std::optional<FactorRule> rule = factorRule(&op)) {
      steps.push_back({SmallVector<Value>(op.getOperands()),
                       SmallVector<Value>(op.getResults()), std::move(*rule)});
      continue;
    }
    if (llvm::isa<hlo::IfOp, hlo::CaseOp>(op)) {
      // Each result shares its sharding with what every branch yields.
      for (auto [i, result] : llvm::enumerate(op.getResults())) {
        auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
        if (!type || !type.hasStaticShape())
          continue;
        SmallVector<Value> tied = {result};
        for (Region &region : op.getRegions())
          tied.push_back(region.front().getTerminator()->getOperand(i));
        steps.push_back(
            {tied, {}, sameSharding(type.getShape(), int64_t(tied.size()))});
      }
      for (Region &region : op.getRegions())
        collect(region.front(), ops, steps);
      continue;
    }
    auto loop = llvm::dyn_cast<hlo::WhileOp>(op);
    if (!loop)
      continue;
    Block &cond = loop.getCond().front(), &body = loop.getBody().front();
    for (auto [i, result] : llvm::enumerate(loop.getResults())) {
      auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (!type || !type.hasStaticShape())
        continue;
      steps.push_back(
          {{loop->getOperand(i), cond.getArgument(i), body.getArgument(i),
            body.getTerminator()->getOperand(i), result},
           {},
           sameSharding(type.getShape(), 5)});
    }
    collect(cond, ops, steps);
    collect(body, ops, steps);
  }
}

LogicalResult propagate(func::FuncOp func, const Mesh &mesh, bool explain) {
  if (failed(inlineAllCalls(func)))
    return failure();
  Propagation prop;
  MLIRContext *ctx = func.getContext();
  auto readAttr = [&](Attribute attr,
                      Operation *anchor) -> FailureOr<Sharding> {
    return mesh.read(llvm::cast<sdy::TensorShardingAttr>(attr), anchor);
  };
  // What the program states: shardings values have (`fixed`), and ones
  // their uses suggest (a constraint's input, a manual computation's
  // operands, the results).
  struct Statement {
    Value value;
    Sharding sharding;
    bool fixed;
  };
  std::vector<Statement> statements;
  auto state = [&](Value v, const Sharding &s) {
    statements.push_back({v, s, true});
  };
  auto hint = [&](Value v, const Sharding &s) {
    statements.push_back({v, s, false});
  };
  for (BlockArgument arg : func.getArguments())
    if (Attribute attr =
            func.getArgAttr(arg.getArgNumber(), sdy::kShardingAttrName)) {
      FailureOr<Sharding> s = readAttr(attr, func);
      if (failed(s))
        return failure();
      state(arg, *s);
    }
  SmallVector<Operation *> ops;
  std::vector<Step> steps;
  collect(func.front(), ops, steps);
  // The members of a sharding group share one sharding (Shardy's
  // sdy.sharding_group): a step over each group's values of one shape.
  std::map<int64_t, SmallVector<Value>> groups;
  for (Operation *op : ops)
    if (auto group = llvm::dyn_cast<sdy::ShardingGroupOp>(op))
      groups[group.getGroupId()].push_back(group.getInput());
  for (auto &entry : groups) {
    SmallVector<Value> &members = entry.second;
    Type first = members.front().getType();
    auto type = llvm::dyn_cast<RankedTensorType>(first);
    if (!type || !type.hasStaticShape() ||
        llvm::any_of(members, [&](Value v) { return v.getType() != first; }))
      continue;
    steps.push_back(
        {members, {}, sameSharding(type.getShape(), int64_t(members.size()))});
  }
  for (Operation *opPointer : ops) {
    Operation &op = *opPointer;
    if (sdy::TensorShardingAttr attr = statedSharding(&op)) {
      // The result is as stated; a constraint's input is suggested it.
      FailureOr<Sharding> s = mesh.read(attr, &op);
      if (failed(s))
        return failure();
      Sharding closed = *s;
      closed.open.assign(closed.rank(), false);
      state(op.getResult(0), closed);
      if (llvm::isa<sdy::ShardingConstraintOp>(op))
        hint(op.getOperand(0), *s);
    } else if (auto m = llvm::dyn_cast<sdy::ManualComputationOp>(op)) {
      for (auto [v, attr] :
           llvm::zip(m.getResults(), m.getOutShardings().getShardings())) {
        FailureOr<Sharding> s = mesh.read(attr, &op);
        if (failed(s))
          return failure();
        Sharding closed = *s;
        closed.open.assign(closed.rank(), false);
        state(v, closed);
      }
      for (auto [v, attr] :
           llvm::zip(m.getTensors(), m.getInShardings().getShardings())) {
        FailureOr<Sharding> s = mesh.read(attr, &op);
        if (failed(s))
          return failure();
        hint(v, *s);
      }
    } else if (auto ret = llvm::dyn_cast<func::ReturnOp>(op)) {
      for (auto [i, v] : llvm::enumerate(ret.getOperands()))
        if (Attribute attr = func.getResultAttr(i, sdy::kShardingAttrName)) {
          FailureOr<Sharding> s = readAttr(attr, func);
          if (failed(s))
            return failure();
          hint(v, *s);
        }
    } else if (auto attr = op.getAttrOfType<sdy::TensorShardingPerValueAttr>(
                   sdy::kShardingAttrName)) {
      for (auto [v, sharding] :
           llvm::zip(op.getResults(), attr.getShardings())) {
        FailureOr<Sharding> s = mesh.read(sharding, &op);
        if (failed(s))
          return failure();
        state(v, *s);
      }
    }
  }

  // User priorities: round k propagates the dimension shardings of
  // priority k or less (and those without one); a dimension of a later
  // priority stays as it is stated until its round (no propagation
  // overrides it), Shardy's outermost level of conflict resolution.
  std::set<int64_t> rounds = {-1};
  for (const Statement &statement : statements)
    for (int64_t p : statement.sharding.priority)
      rounds.insert(p);
  for (int64_t round : rounds) {
    for (const Statement &statement : statements) {
      Sharding now = statement.sharding;
      for (int64_t d = 0; d < now.rank(); ++d)
        if (now.priority[d] > round) {
          now.dims[d].clear();
          now.open[d] = false;
        }
      if (statement.fixed)
        prop.state(statement.value, now);
      else
        prop.update(statement.value, now);
    }
    for (bool all : {false, true}) {
      // Forward and backward sweeps until a fixed point (each change only
      // adds axes, so this ends).
      for (bool changed = true; changed;) {
        changed = false;
        for (Step &step : steps)
          if (all || step.rule.passThrough)
            changed |= prop.step(step.operands, step.results, step.rule);
        for (Step &step : llvm::reverse(steps))
          if (all || step.rule.passThrough)
            changed |= prop.step(step.operands, step.results, step.rule);
      }
    }
  }

  // The decisions, as Shardy writes them.
  for (BlockArgument arg : func.getArguments())
    if (const Sharding *s = prop.lookup(arg)) {
      // The stated unreduced axes stay (partitioning checks them).
      sdy::TensorShardingAttr decided = mesh.attr(ctx, *s);
      if (auto stated = func.getArgAttrOfType<sdy::TensorShardingAttr>(
              arg.getArgNumber(), sdy::kShardingAttrName);
          stated && !stated.getUnreducedAxes().empty())
        decided = sdy::TensorShardingAttr::get(
            ctx, decided.getMeshOrRef(), decided.getDimShardings(),
            decided.getReplicatedAxes(), stated.getUnreducedAxes());
      func.setArgAttr(arg.getArgNumber(), sdy::kShardingAttrName, decided);
    }
  for (Operation *opPointer : ops) {
    Operation &op = *opPointer;
    if (op.getNumResults() == 0 ||
        llvm::isa<sdy::ShardingConstraintOp, sdy::ReshardOp,
                  sdy::ManualComputationOp>(op))
      continue;
    SmallVector<sdy::TensorShardingAttr> shardings;
    bool any = false;
    for (Value v : op.getResults()) {
      auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
      const Sharding *s = prop.lookup(v);
      if (!type) {
        shardings.clear();
        break;
      }
      any |= s && !s->isReplicated();
      shardings.push_back(
          mesh.attr(ctx, s ? *s : Sharding::replicated(type.getRank())));
    }
    if (!any || shardings.empty())
      continue;
    op.setAttr(sdy::kShardingAttrName,
               sdy::TensorShardingPerValueAttr::get(ctx, shardings));
    if (explain)
      for (auto [i, v] : llvm::enumerate(op.getResults()))
        kiln::explain(true, op.getLoc(), kPass,
                      op.getName().getStringRef() +
                          (op.getNumResults() > 1
                               ? " result " + std::to_string(i)
                               : std::string()) +
                          " sharded " +
                          (prop.lookup(v) ? mesh.str(*prop.lookup(v))
                                          : std::string("replicated")));
  }
  return success();
}

struct PropagateShardingsPass
    : kiln::impl::PropagateShardingsBase<PropagateShardingsPass> {
  using PropagateShardingsBase::PropagateShardingsBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::unique_ptr<Mesh> storage;
    FailureOr<Mesh *> mesh = Mesh::find(module, storage);
    if (failed(mesh))
      return signalPassFailure();
    if (!*mesh)
      return;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal() &&
          failed(propagate(func, **mesh, explain)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace kiln::partitioner
