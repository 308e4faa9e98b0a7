//===- ImportGspmdShardings.cpp - GSPMD's shardings in Shardy's terms -----===//
//
// JAX without Shardy (jax_use_shardy_partitioner=False) writes XLA's older
// GSPMD annotations: `mhlo.sharding = "{devices=[2,1,2]<=[4]
// last_tile_dim_replicate}"` strings on arguments and results, and
// `custom_call @Sharding` for with_sharding_constraint. They describe a tile
// array of device ids; when it is an iota reshaped and transposed (what
// JAX's meshes give, `<=[dims]T(perm)`), every tile dimension is a run of
// sub-axes of one mesh axis of all devices, so the annotations become
// Shardy shardings over the mesh `@gspmd_mesh = <["devices"=N]>` that
// propagation and partitioning take as they come. shard_map's form, a call
// of the body on @SPMDFullToShardShape results whose results go through
// @SPMDShardToFullShape, becomes an sdy.manual_computation over all
// devices.
//
//===----------------------------------------------------------------------===//

#include "Mesh.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Partitioner/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringExtras.h"

#include <numeric>

namespace kiln {
#define GEN_PASS_DEF_IMPORTGSPMDSHARDINGS
#include "kiln/Partitioner/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::partitioner {
namespace {

constexpr llvm::StringLiteral kGspmdAttr = "mhlo.sharding";
constexpr llvm::StringLiteral kAxis = "devices";

/// What a GSPMD sharding's braces hold, without its metadata (where the
/// sharding came from, which does not change it); none without braces.
std::optional<StringRef> gspmdBody(StringRef text) {
  StringRef s = text.trim();
  if (!s.consume_front("{") || !s.consume_back("}"))
    return std::nullopt;
  s = s.trim();
  if (size_t at = s.find(" metadata="); at != StringRef::npos)
    s = s.take_front(at).trim();
  return s;
}

/// One GSPMD sharding, as the sdy dimension shardings of a tensor of `rank`
/// dimensions over the axis "devices" of `devices` devices; an error message
/// for forms kiln does not read.
FailureOr<SmallVector<AxisList>>
parseGspmd(StringRef text, int64_t rank, int64_t devices, std::string &error) {
  std::optional<StringRef> body = gspmdBody(text);
  if (!body) {
    error = "a sharding in braces";
    return failure();
  }
  StringRef s = *body;
  SmallVector<AxisList> dims(rank);
  if (s == "replicated" || s.starts_with("maximal"))
    return dims; // One device holding it all reads as every device holding it.
  if (s == "manual" || s.contains("manual")) {
    error = "manual shardings outside shard_map's full form (a shard_map "
            "manual over some of the mesh's axes)";
    return failure();
  }
  if (!s.consume_front("devices=[")) {
    error = "this form";
    return failure();
  }
  auto parseList = [&](StringRef &in, char close,
                       SmallVector<int64_t> &out) -> bool {
    size_t end = in.find(close);
    if (end == StringRef::npos)
      return false;
    SmallVector<StringRef> parts;
    in.take_front(end).split(parts, ',');
    for (StringRef part : parts) {
      int64_t v;
      if (part.trim().getAsInteger(10, v) || v <= 0)
        return false;
      out.push_back(v);
    }
    in = in.drop_front(end + 1);
    return true;
  };
  SmallVector<int64_t> tile, reshape, perm;
  if (!parseList(s, ']', tile)) {
    error = "its tile dimensions";
    return failure();
  }
  if (s.consume_front("<=[")) {
    if (!parseList(s, ']', reshape)) {
      error = "its iota dimensions";
      return failure();
    }
    if (s.consume_front("T(")) {
      size_t end = s.find(')');
      SmallVector<StringRef> parts;
      s.take_front(end).split(parts, ',');
      for (StringRef part : parts) {
        int64_t v;
        if (part.trim().getAsInteger(10, v)) {
          error = "its transpose";
          return failure();
        }
        perm.push_back(v);
      }
      s = s.drop_front(end + 1);
    }
  } else {
    // An explicit device list: read when it is 0, 1, 2, ... (an iota).
    StringRef list = s.take_until([](char c) { return c == ' '; });
    s = s.drop_front(list.size());
    SmallVector<StringRef> parts;
    list.split(parts, ',');
    for (auto [i, part] : llvm::enumerate(parts)) {
      int64_t v;
      if (part.trim().getAsInteger(10, v) || v != int64_t(i)) {
        error = "an explicit device order other than 0, 1, 2, ...";
        return failure();
      }
    }
    reshape.push_back(int64_t(parts.size()));
  }
  s = s.trim();
  int64_t replicatedTail = 0;
  if (s == "last_tile_dim_replicate") {
    replicatedTail = 1;
  } else if (s.consume_front("last_tile_dims={")) {
    SmallVector<StringRef> kinds;
    s.take_until([](char c) { return c == '}'; }).split(kinds, ',');
    for (StringRef kind : kinds) {
      if (kind.trim() != "replicated") {
        error = "subgroups of kind " + kind.trim().str();
        return failure();
      }
      ++replicatedTail;
    }
  } else if (!s.empty()) {
    error = "'" + s.str() + "'";
    return failure();
  }
  int64_t total = 1;
  for (int64_t t : tile)
    total *= t;
  int64_t iota = 1;
  for (int64_t r : reshape)
    iota *= r;
  if (total != devices || iota != devices ||
      int64_t(tile.size()) != rank + replicatedTail) {
    error = "a tile array of " + std::to_string(total) + " devices for " +
            std::to_string(devices) + " partitions and rank " +
            std::to_string(rank);
    return failure();
  }
  if (perm.empty()) {
    perm.resize(reshape.size());
    std::iota(perm.begin(), perm.end(), 0);
  }
  // A transpose names every iota dimension once.
  SmallVector<int64_t> sorted(perm);
  llvm::sort(sorted);
  for (auto [i, p] : llvm::enumerate(sorted))
    if (sorted.size() != reshape.size() || p != int64_t(i)) {
      error = "its transpose";
      return failure();
    }
  // The iota's dimensions as sub-axes of "devices" (the first the most
  // major), in the transposed order the tile array reads them.
  SmallVector<Axis> order;
  for (int64_t p : perm) {
    int64_t pre = 1;
    for (int64_t j = 0; j < p; ++j)
      pre *= reshape[j];
    order.push_back(Axis{kAxis.str(), pre, reshape[p]});
  }
  // Each tile dimension takes sub-axes in that order, splitting one where
  // its size ends inside it (its major part first).
  size_t next = 0;
  for (int64_t d = 0; d < int64_t(tile.size()); ++d) {
    AxisList axes;
    int64_t need = tile[d];
    while (need > 1) {
      if (next >= order.size()) {
        error = "its tile dimensions";
        return failure();
      }
      Axis &axis = order[next];
      if (axis.size <= need) {
        if (need % axis.size) {
          error = "tile dimensions that cut a device dimension unevenly";
          return failure();
        }
        need /= axis.size;
        if (axis.size > 1)
          axes.push_back(axis);
        ++next;
      } else {
        if (axis.size % need) {
          error = "tile dimensions that cut a device dimension unevenly";
          return failure();
        }
        axes.push_back(Axis{axis.name, axis.pre, need});
        axis = Axis{axis.name, axis.pre * need, axis.size / need};
        need = 1;
      }
    }
    if (d < rank)
      dims[d] = axes;
  }
  // Adjacent sub-axes that continue each other are one (Shardy's canonical
  // form); the whole axis is the axis.
  for (AxisList &axes : dims) {
    AxisList merged;
    for (const Axis &axis : axes) {
      if (!merged.empty() &&
          merged.back().pre * merged.back().size == axis.pre) {
        merged.back().size *= axis.size;
        continue;
      }
      merged.push_back(axis);
    }
    axes = merged;
  }
  return dims;
}

/// The custom_call @`target` defining `v`, if it is one.
hlo::CustomCallOp customCall(Value v, StringRef target) {
  auto call = v ? v.getDefiningOp<hlo::CustomCallOp>() : hlo::CustomCallOp();
  return call && call.getCallTargetName() == target ? call
                                                    : hlo::CustomCallOp();
}

/// The one user of `v` that is a custom_call @`target`, if that is its only
/// use.
hlo::CustomCallOp onlyUserCall(Value v, StringRef target) {
  if (!v.hasOneUse())
    return {};
  auto call = llvm::dyn_cast<hlo::CustomCallOp>(*v.getUsers().begin());
  return call && call.getCallTargetName() == target ? call
                                                    : hlo::CustomCallOp();
}

struct ImportGspmdShardingsPass
    : kiln::impl::ImportGspmdShardingsBase<ImportGspmdShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto partitions = module->getAttrOfType<IntegerAttr>("mhlo.num_partitions");
    int64_t devices = partitions ? partitions.getInt() : 1;
    bool hasMesh = !module.getOps<sdy::MeshOp>().empty();
    bool any = false;
    module.walk([&](Operation *op) {
      if (op->hasAttr(kGspmdAttr))
        any = true;
      if (auto func = llvm::dyn_cast<func::FuncOp>(op)) {
        for (unsigned i = 0; i < func.getNumArguments(); ++i)
          any |= bool(func.getArgAttr(i, kGspmdAttr));
        for (unsigned i = 0; i < func.getNumResults(); ++i)
          any |= bool(func.getResultAttr(i, kGspmdAttr));
      }
    });
    if (!any || hasMesh || devices <= 1)
      return;
    MLIRContext *ctx = &getContext();
    OpBuilder b(ctx);
    b.setInsertionPointToStart(module.getBody());
    auto axis = sdy::MeshAxisAttr::get(ctx, kAxis, devices);
    auto meshAttr = sdy::MeshAttr::get(ctx, {axis}, {});
    sdy::MeshOp::create(b, module.getLoc(), "gspmd_mesh", meshAttr);
    auto ref = FlatSymbolRefAttr::get(ctx, "gspmd_mesh");
    // The Shardy attribute of a GSPMD string for a value of `type`.
    auto convert = [&](Attribute attr, Type type,
                       Operation *at) -> FailureOr<sdy::TensorShardingAttr> {
      auto text = llvm::dyn_cast<StringAttr>(attr);
      auto tensor = llvm::dyn_cast<RankedTensorType>(type);
      if (!text || !tensor)
        return at->emitError() << "mhlo.sharding on a value kiln does not "
                                  "partition (not a string on a tensor)";
      std::string error;
      FailureOr<SmallVector<AxisList>> dims =
          parseGspmd(text.getValue(), tensor.getRank(), devices, error);
      if (failed(dims))
        return at->emitError() << "GSPMD sharding \"" << text.getValue()
                               << "\" is not supported by kiln yet: " << error;
      SmallVector<sdy::DimensionShardingAttr> shardings;
      for (const AxisList &axes : *dims) {
        SmallVector<sdy::AxisRefAttr> refs;
        for (const Axis &a : axes) {
          sdy::SubAxisInfoAttr sub;
          if (a.size != devices)
            sub = sdy::SubAxisInfoAttr::get(ctx, a.pre, a.size);
          refs.push_back(sdy::AxisRefAttr::get(ctx, a.name, sub));
        }
        shardings.push_back(sdy::DimensionShardingAttr::get(
            ctx, refs, /*is_closed=*/true, std::nullopt));
      }
      return sdy::TensorShardingAttr::get(ctx, ref, shardings, {}, {});
    };
    bool failedAny = false;
    auto fail = [&] { failedAny = true; };
    // shard_map in GSPMD form: a call whose operands are
    // @SPMDFullToShardShape(@Sharding(x) {S_in}) and whose results reach
    // @SPMDShardToFullShape {S_out} (through @Sharding {manual}) is a
    // manual computation over all devices.
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) { calls.push_back(call); });
    for (func::CallOp call : calls) {
      SmallVector<hlo::CustomCallOp> toShard, toFull, manualMarks;
      SmallVector<Value> tensors;
      SmallVector<sdy::TensorShardingAttr> ins, outs;
      bool matches = call->getNumOperands() > 0;
      for (Value operand : call.getOperands()) {
        hlo::CustomCallOp fts = customCall(operand, "SPMDFullToShardShape");
        hlo::CustomCallOp mark =
            fts ? customCall(fts->getOperand(0), "Sharding") : nullptr;
        if (!fts || !mark || !mark->hasAttr(kGspmdAttr)) {
          matches = false;
          break;
        }
        auto s = convert(mark->getAttr(kGspmdAttr),
                         mark->getResult(0).getType(), mark);
        if (failed(s)) {
          fail();
          matches = false;
          break;
        }
        toShard.push_back(fts);
        tensors.push_back(mark->getResult(0));
        ins.push_back(*s);
      }
      for (Value result : call.getResults()) {
        if (!matches)
          break;
        Value v = result;
        if (hlo::CustomCallOp mark = onlyUserCall(v, "Sharding")) {
          manualMarks.push_back(mark);
          v = mark->getResult(0);
        }
        hlo::CustomCallOp stf = onlyUserCall(v, "SPMDShardToFullShape");
        if (!stf || !stf->hasAttr(kGspmdAttr)) {
          matches = false;
          break;
        }
        auto s =
            convert(stf->getAttr(kGspmdAttr), stf->getResult(0).getType(), stf);
        if (failed(s)) {
          fail();
          matches = false;
          break;
        }
        toFull.push_back(stf);
        outs.push_back(*s);
      }
      if (!matches)
        continue;
      b.setInsertionPoint(call);
      SmallVector<Type> types;
      for (hlo::CustomCallOp stf : toFull)
        types.push_back(stf->getResult(0).getType());
      auto manual = sdy::ManualComputationOp::create(
          b, call.getLoc(), types, tensors,
          sdy::TensorShardingPerValueAttr::get(ctx, ins),
          sdy::TensorShardingPerValueAttr::get(ctx, outs),
          sdy::ManualAxesAttr::get(ctx, {StringAttr::get(ctx, kAxis)}));
      SmallVector<Type> local;
      SmallVector<Location> locs;
      for (hlo::CustomCallOp fts : toShard) {
        local.push_back(fts->getResult(0).getType());
        locs.push_back(fts.getLoc());
      }
      {
        OpBuilder::InsertionGuard guard(b);
        Block *body = b.createBlock(&manual.getBody(), {}, local, locs);
        auto inner =
            func::CallOp::create(b, call.getLoc(), call.getCallee(),
                                 call.getResultTypes(), body->getArguments());
        sdy::ReturnOp::create(b, call.getLoc(), inner.getResults());
      }
      for (auto [stf, result] : llvm::zip(toFull, manual.getResults()))
        stf->getResult(0).replaceAllUsesWith(result);
      for (hlo::CustomCallOp stf : toFull)
        stf->erase();
      for (hlo::CustomCallOp mark : manualMarks)
        mark->erase();
      call->erase();
      for (hlo::CustomCallOp fts : toShard)
        if (fts->use_empty())
          fts->erase();
    }
    for (auto func : module.getOps<func::FuncOp>()) {
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        if (Attribute attr = func.getArgAttr(i, kGspmdAttr)) {
          auto s = convert(attr, func.getArgument(i).getType(), func);
          if (failed(s)) {
            fail();
            continue;
          }
          func.removeArgAttr(i, kGspmdAttr);
          func.setArgAttr(i, sdy::kShardingAttrName, *s);
        }
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        if (Attribute attr = func.getResultAttr(i, kGspmdAttr)) {
          auto s = convert(attr, func.getFunctionType().getResult(i), func);
          if (failed(s)) {
            fail();
            continue;
          }
          func.removeResultAttr(i, StringAttr::get(ctx, kGspmdAttr));
          func.setResultAttr(i, sdy::kShardingAttrName, *s);
        }
    }
    SmallVector<Operation *> annotated;
    module.walk([&](Operation *op) {
      if (op->hasAttr(kGspmdAttr))
        annotated.push_back(op);
    });
    for (Operation *op : annotated) {
      auto call = llvm::dyn_cast<hlo::CustomCallOp>(op);
      if (call && (call.getCallTargetName() == "SPMDFullToShardShape" ||
                   call.getCallTargetName() == "SPMDShardToFullShape")) {
        op->emitError() << "a GSPMD manual region kiln does not read yet "
                           "(custom_call @"
                        << call.getCallTargetName()
                        << " outside the shard_map form: @SPMDFullToShardShape "
                           "operands of a call whose results reach "
                           "@SPMDShardToFullShape)";
        fail();
        continue;
      }
      if (op->getNumResults() != 1) {
        op->emitError() << "mhlo.sharding on an op of " << op->getNumResults()
                        << " results is not supported by kiln yet";
        fail();
        continue;
      }
      // shard_alike: `{unknown shard_as N}` (or `shard_like N`) leaves the
      // sharding to propagation, shared by every value of group N.
      if (auto text = llvm::dyn_cast<StringAttr>(op->getAttr(kGspmdAttr));
          text && call && call.getCallTargetName() == "Sharding" &&
          call->getNumOperands() == 1) {
        StringRef body = gspmdBody(text.getValue()).value_or("");
        if (body.consume_front("unknown")) {
          body = body.trim();
          int64_t group = -1;
          if (!body.empty() && !((body.consume_front("shard_as") ||
                                  body.consume_front("shard_like")) &&
                                 !body.trim().getAsInteger(10, group))) {
            op->emitError() << "GSPMD sharding \"" << text.getValue()
                            << "\" is not supported by kiln yet: this form";
            fail();
            continue;
          }
          Value input = op->getOperand(0);
          if (group >= 0) {
            b.setInsertionPoint(op);
            sdy::ShardingGroupOp::create(b, op->getLoc(), input,
                                         b.getI64IntegerAttr(group));
          }
          op->getResult(0).replaceAllUsesWith(input);
          op->erase();
          continue;
        }
      }
      auto s = convert(op->getAttr(kGspmdAttr), op->getResult(0).getType(), op);
      if (failed(s)) {
        fail();
        continue;
      }
      if (call && call.getCallTargetName() == "Sharding" &&
          call->getNumOperands() == 1) {
        // with_sharding_constraint.
        b.setInsertionPoint(op);
        auto constraint = sdy::ShardingConstraintOp::create(
            b, op->getLoc(), op->getResult(0).getType(), op->getOperand(0), *s);
        op->getResult(0).replaceAllUsesWith(constraint.getResult());
        op->erase();
        continue;
      }
      op->removeAttr(kGspmdAttr);
      op->setAttr(sdy::kShardingAttrName,
                  sdy::TensorShardingPerValueAttr::get(ctx, {*s}));
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
} // namespace kiln::partitioner
