//===- CompositesAndShardy.cpp - composites and sdy before the conversion -===//
//
// Runs before the StableHLO-to-linalg conversion:
//  - stablehlo.composite becomes a func.call of its decomposition (which is
//    lowered like any private function);
//  - on single-device programs, Shardy's annotations are removed: sdy.mesh
//    and sdy.sharding_group are erased, `sdy.*` attributes dropped,
//    sdy.sharding_constraint / sdy.reshard become their input and
//    sdy.manual_computation is inlined (its local shapes are the global ones).
//  Sharded programs for more than one device have been partitioned before
//  (lib/Partitioner); GSPMD-style ones are rejected with an error.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/Sdy/IR/SdyOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

void replaceCompositesWithCalls(ModuleOp module) {
  SmallVector<hlo::CompositeOp> composites;
  module.walk([&](hlo::CompositeOp op) { composites.push_back(op); });
  for (hlo::CompositeOp op : composites) {
    OpBuilder b(op);
    auto call = func::CallOp::create(b, op.getLoc(), op.getDecomposition(),
                                     op->getResultTypes(), op.getInputs());
    op->replaceAllUsesWith(call->getResults());
    op->erase();
  }
}

int64_t moduleCount(ModuleOp module, StringRef name) {
  if (auto attr = module->getAttrOfType<IntegerAttr>(name))
    return attr.getInt();
  return 1;
}

} // namespace

std::vector<OpHandling> singleDeviceRewrites() {
  auto entry = [](StringRef op, StringRef how) {
    return OpHandling{op.str(), how.str()};
  };
  return {
      entry(hlo::CompositeOp::getOperationName(),
            "a call of its decomposition (or of a registered custom call)"),
      entry(sdy::MeshOp::getOperationName(), "erased (one device)"),
      entry(sdy::ShardingGroupOp::getOperationName(), "erased (one device)"),
      entry(sdy::ShardingConstraintOp::getOperationName(),
            "replaced by its input (one device)"),
      entry(sdy::ReshardOp::getOperationName(),
            "replaced by its input (one device)"),
      entry(sdy::ManualComputationOp::getOperationName(),
            "inlined (one device)"),
      entry(sdy::ReturnOp::getOperationName(),
            "inlined with its manual_computation (one device)")};
}

/// Whether anything in `module` says how values are sharded.
static bool hasShardings(ModuleOp module) {
  auto sharding = [](DictionaryAttr dict) {
    return dict && llvm::any_of(dict, [](NamedAttribute attr) {
             StringRef name = attr.getName().getValue();
             return name == "mhlo.sharding" || name.starts_with("sdy.");
           });
  };
  bool found = false;
  module.walk([&](Operation *op) {
    if (op->getDialect() && op->getDialect()->getNamespace() == "sdy")
      found = true;
    if (auto call = llvm::dyn_cast<hlo::CustomCallOp>(op)) {
      StringRef target = call.getCallTargetName();
      found |= target == "Sharding" || target == "SPMDFullToShardShape" ||
               target == "SPMDShardToFullShape";
    }
    found |= sharding(op->getAttrDictionary());
    if (auto func = llvm::dyn_cast<func::FuncOp>(op)) {
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        found |= sharding(func.getArgAttrDict(i));
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        found |= sharding(func.getResultAttrDict(i));
    }
  });
  return found;
}

LogicalResult prepareForSingleDevice(ModuleOp module) {
  replaceCompositesWithCalls(module);

  bool multiDevice = moduleCount(module, "mhlo.num_partitions") > 1 ||
                     moduleCount(module, "mhlo.num_replicas") > 1;
  bool singleDeviceMesh = false;
  Operation *bigMesh = nullptr;
  module.walk([&](sdy::MeshOp mesh) {
    if (mesh.getMesh().getTotalSize() > 1)
      bigMesh = mesh;
    else
      singleDeviceMesh = true;
  });
  // A multi-device program without shardings is SPMD as written: every
  // device runs it, its collectives communicate (Collectives.cpp). Sharded
  // ones are partitioned before (kiln-partition-spmd), which leaves no
  // mesh; GSPMD's annotations kiln does not read yet.
  if (bigMesh) {
    bigMesh->emitError()
        << "a sharded program (mesh of "
        << llvm::cast<sdy::MeshOp>(bigMesh).getMesh().getTotalSize()
        << " devices) reached the lowering unpartitioned: run "
           "kiln-propagate-shardings and kiln-partition-spmd first";
    return failure();
  }
  if (multiDevice && !singleDeviceMesh && hasShardings(module)) {
    module.emitError()
        << "GSPMD-style shardings (mhlo.sharding, custom_call @Sharding) "
           "are not supported yet: kiln partitions programs with Shardy "
           "annotations (mhlo.num_partitions = "
        << moduleCount(module, "mhlo.num_partitions")
        << ", mhlo.num_replicas = " << moduleCount(module, "mhlo.num_replicas")
        << ")";
    return failure();
  }

  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops)
    sdy::dropShardyAttributes(op);

  // Manual computations, outermost first, become their bodies.
  SmallVector<sdy::ManualComputationOp> manuals;
  module.walk<WalkOrder::PreOrder>(
      [&](sdy::ManualComputationOp op) { manuals.push_back(op); });
  for (sdy::ManualComputationOp op : manuals) {
    Block &body = op.getBody().front();
    auto ret = llvm::cast<sdy::ReturnOp>(body.getTerminator());
    for (auto [arg, operand] : llvm::zip(body.getArguments(), op.getTensors()))
      if (arg.getType() != operand.getType())
        return op.emitError() << "manual_computation with local shapes that "
                                 "differ from the global ones on one device";
    for (auto [arg, operand] : llvm::zip(body.getArguments(), op.getTensors()))
      arg.replaceAllUsesWith(operand);
    SmallVector<Value> results(ret.getResults());
    Block *parent = op->getBlock();
    parent->getOperations().splice(op->getIterator(), body.getOperations(),
                                   body.begin(), ret->getIterator());
    op->replaceAllUsesWith(results);
    op->erase();
  }

  SmallVector<Operation *> erase;
  module.walk([&](Operation *op) {
    if (auto c = llvm::dyn_cast<sdy::ShardingConstraintOp>(op)) {
      c.getResult().replaceAllUsesWith(c.getInput());
      erase.push_back(op);
    } else if (auto r = llvm::dyn_cast<sdy::ReshardOp>(op)) {
      r.getResult().replaceAllUsesWith(r.getInput());
      erase.push_back(op);
    } else if (llvm::isa<sdy::ShardingGroupOp, sdy::MeshOp>(op)) {
      erase.push_back(op);
    }
  });
  for (Operation *op : erase)
    op->erase();
  return success();
}

} // namespace kiln::lowering
