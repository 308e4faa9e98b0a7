//===- ForwardResultBuffers.cpp - results computed in their out-params ----===//
//
// Replaces a temporary allocation that is copied into an out-parameter at
// the end of the function by the out-parameter itself (see Passes.td). The
// caller owns the out-parameters and passes buffers distinct from the
// inputs, so writing into one early is not observable.
//
//===----------------------------------------------------------------------===//

#include "kiln/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace kiln {
#define GEN_PASS_DEF_FORWARDRESULTBUFFERS
#include "kiln/Transforms/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// Whether `value` has a use in the block of `op` after `op`, or in a
/// region nested there.
bool usedAfter(Value value, Operation *op) {
  for (Operation *user : value.getUsers()) {
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (!ancestor || op->isBeforeInBlock(ancestor))
      return true;
  }
  return false;
}

struct ForwardResultBuffersPass
    : kiln::impl::ForwardResultBuffersBase<ForwardResultBuffersPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    Block &entry = func.getBody().front();
    SmallVector<memref::CopyOp> copies;
    for (auto copy : entry.getOps<memref::CopyOp>())
      copies.push_back(copy);
    for (memref::CopyOp copy : copies) {
      auto target = llvm::dyn_cast<BlockArgument>(copy.getTarget());
      auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
      if (!target || target.getOwner() != &entry || !target.hasOneUse() ||
          !alloc || alloc->getBlock() != &entry ||
          alloc.getType() != target.getType() || usedAfter(alloc, copy))
        continue;
      copy.erase();
      alloc.getResult().replaceAllUsesWith(target);
      alloc.erase();
    }
  }
};

} // namespace
