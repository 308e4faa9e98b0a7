//===- ForwardResultBuffers.cpp - results computed in their out-params ----===//
//
// Replaces a temporary allocation that is copied into an out-parameter at
// the end of the function by the out-parameter itself (see Passes.td). The
// caller owns the out-parameters and passes buffers distinct from the
// inputs, so writing into one early is not observable. The copy may read
// the temporary through reshapes (bufferization leaves a result that was
// reshaped last that way); the temporary then becomes the inverse reshape
// of the out-parameter, which has the same elements in the same order.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace kiln {
#define GEN_PASS_DEF_FORWARDRESULTBUFFERS
#include "kiln/Codegen/Passes.h.inc"
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

bool isReshape(Operation *op) {
  return llvm::isa_and_present<memref::ExpandShapeOp, memref::CollapseShapeOp>(
      op);
}

/// Builds `view` of the out-parameter that the temporary becomes: the
/// reshapes the copy reads through, undone from the copy's side on
/// (`reshapes` lists them in that order).
/// Returns null, leaving no new op behind, when a reshape has dynamic sizes
/// or the view's type is not the temporary's.
Value inverseView(OpBuilder &b, Value target, ArrayRef<Operation *> reshapes,
                  MemRefType tempType) {
  for (Operation *op : reshapes)
    if (!llvm::cast<MemRefType>(op->getOperand(0).getType()).hasStaticShape())
      return {};
  Value view = target;
  SmallVector<Operation *> built;
  for (Operation *op : reshapes) {
    auto sourceType = llvm::cast<MemRefType>(op->getOperand(0).getType());
    if (auto expand = llvm::dyn_cast<memref::ExpandShapeOp>(op))
      view = memref::CollapseShapeOp::create(b, op->getLoc(), view,
                                             expand.getReassociationIndices());
    else
      view = memref::ExpandShapeOp::create(
          b, op->getLoc(), sourceType.getShape(), view,
          llvm::cast<memref::CollapseShapeOp>(op).getReassociationIndices());
    built.push_back(view.getDefiningOp());
  }
  if (view.getType() == tempType)
    return view;
  for (Operation *op : llvm::reverse(built))
    op->erase();
  return {};
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
      if (!target || target.getOwner() != &entry || !target.hasOneUse() ||
          !llvm::cast<MemRefType>(target.getType()).getLayout().isIdentity())
        continue;
      // The reshapes between the temporary and the copy, each used once.
      SmallVector<Operation *> reshapes;
      Value source = copy.getSource();
      while (isReshape(source.getDefiningOp()) && source.hasOneUse()) {
        reshapes.push_back(source.getDefiningOp());
        source = source.getDefiningOp()->getOperand(0);
      }
      auto alloc = source.getDefiningOp<memref::AllocOp>();
      if (!alloc || alloc->getBlock() != &entry || usedAfter(alloc, copy))
        continue;
      OpBuilder b(alloc);
      Value view = inverseView(b, target, reshapes, alloc.getType());
      if (!view)
        continue;
      copy.erase();
      for (Operation *op : reshapes)
        op->erase();
      alloc.getResult().replaceAllUsesWith(view);
      alloc.erase();
    }
  }
};

} // namespace
