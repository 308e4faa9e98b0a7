//===- FuseElementwise.cpp - fuse elementwise producers into consumers ----===//
//
// Upstream linalg's elementwise fusion, controlled so that it never hides a
// contraction from kiln-lower-contractions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "kiln/Transforms/Explain.h"
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
  if (!producer)
    return false;
  auto consumer = llvm::dyn_cast<linalg::GenericOp>(operand->getOwner());
  if (consumer && linalg::isaContractionOpInterface(consumer))
    return producer->hasOneUse() && isPureTranspose(producer);
  if (producer->hasOneUse())
    return true;
  // A producer with other uses fuses only into a reduction, which then
  // recomputes it from the producer's inputs (softmax's exp inside its
  // sum, as XLA does): reading the inputs again costs less than writing
  // the producer's result and reading it back.
  return consumer && consumer.getNumReductionLoops() > 0 &&
         producer->getNumResults() == 1 &&
         consumer.getMatchingIndexingMap(operand).isPermutation();
}

/// linalg.reduce as a linalg.generic, so that its producers can fuse.
void generalizeReductions(func::FuncOp func) {
  SmallVector<linalg::ReduceOp> reductions;
  func.walk([&](linalg::ReduceOp op) { reductions.push_back(op); });
  IRRewriter rewriter(func.getContext());
  for (linalg::ReduceOp op : reductions) {
    rewriter.setInsertionPoint(op);
    (void)linalg::generalizeNamedOp(rewriter, op);
  }
}

struct FuseElementwisePass
    : kiln::impl::FuseElementwiseBase<FuseElementwisePass> {
  using FuseElementwiseBase::FuseElementwiseBase;
  void runOnOperation() override {
    generalizeReductions(getOperation());
    // The explain log (kiln/Transforms/Explain.h) counts the producers
    // fused away.
    auto countGenerics = [&] {
      int64_t n = 0;
      getOperation().walk([&](linalg::GenericOp) { ++n; });
      return n;
    };
    int64_t before = explain ? countGenerics() : 0;
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    GreedyRewriteConfig config;
    // Only fuse: no folding or region simplification elsewhere.
    config.enableFolding(false).enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      return signalPassFailure();
    if (explain) {
      int64_t after = countGenerics();
      kiln::explain(true, getOperation().getLoc(), "kiln-fuse-elementwise",
                    llvm::Twine(before - after) +
                        " elementwise fusion(s) in @" +
                        getOperation().getSymName() + ", " +
                        llvm::Twine(after) + " loop nest(s) left");
    }
  }
};

} // namespace
