//===- FuseElementwise.cpp - fuse elementwise producers into consumers ----===//
//
// Upstream linalg's elementwise fusion, controlled so that it never hides a
// contraction from kiln-lower-contractions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "kiln/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "kiln/Transforms/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// A generic that only moves its single input: its body yields the input
/// element, its input map is a permutation and its output map the identity.
bool isPureTranspose(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1)
    return false;
  Block &body = op.getRegion().front();
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 || yield.getNumOperands() != 1 ||
      yield.getOperand(0) != body.getArgument(0))
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return maps[0].isPermutation() && maps[1].isIdentity();
}

bool shouldFuse(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  if (!producer || !producer->hasOneUse())
    return false;
  auto consumer = llvm::dyn_cast<linalg::GenericOp>(operand->getOwner());
  if (consumer && linalg::isaContractionOpInterface(consumer))
    return isPureTranspose(producer);
  return true;
}

struct FuseElementwisePass
    : kiln::impl::FuseElementwiseBase<FuseElementwisePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    GreedyRewriteConfig config;
    // Only fuse: no folding or region simplification elsewhere.
    config.enableFolding(false).enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      return signalPassFailure();
  }
};

} // namespace
