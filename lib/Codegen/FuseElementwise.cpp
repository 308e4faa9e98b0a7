//===- FuseElementwise.cpp - fuse elementwise producers into consumers ----===//
//
// Upstream linalg's elementwise fusion, controlled so that it never hides a
// contraction from kiln-lower-contractions (see Passes.td).
//
// A producer with several uses is normally recomputed inside the reductions
// that read it, unless it reads another such shared result itself (one
// level deep, so a residual stream is not recomputed layer after layer).
// One that calls a transcendental function (softmax's exp)
// and whose last use is an elementwise op of its own shape is instead
// computed once: it stays a separate op, the reductions read it, and the
// last consumer overwrites it in place (it becomes that op's init), so its
// buffer is the result's and no temporary array is added.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "kiln/Codegen/Passes.h.inc"
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

/// A generic that only widens its single input elementwise for a product:
/// bf16 or f16 to f32 (arith.extf), or int8 to f32 (arith.sitofp: the
/// weights of a weight-only quantized layer), with identity maps.
bool isWideningCast(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1)
    return false;
  Block &body = op.getRegion().front();
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 2 || yield.getNumOperands() != 1)
    return false;
  Operation *cast = &body.front();
  if (cast->getNumOperands() != 1 ||
      cast->getOperand(0) != body.getArgument(0) ||
      yield.getOperand(0) != cast->getResult(0) ||
      !cast->getResult(0).getType().isF32())
    return false;
  Type in = cast->getOperand(0).getType();
  bool widens =
      (llvm::isa<arith::ExtFOp>(cast) && (in.isBF16() || in.isF16())) ||
      (llvm::isa<arith::SIToFPOp>(cast) && in.isSignlessInteger(8));
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return widens && maps[0].isIdentity() && maps[1].isIdentity();
}

/// Whether `op`'s body calls a transcendental function: math ops other
/// than the cheap ones (rounding, sign, fma, roots, bit counts).
bool isExpensive(linalg::GenericOp op) {
  for (Operation &inner : op.getRegion().front()) {
    if (!llvm::isa<math::MathDialect>(inner.getDialect()))
      continue;
    if (!llvm::isa<math::AbsFOp, math::AbsIOp, math::FmaOp, math::CopySignOp,
                   math::FloorOp, math::CeilOp, math::RoundOp,
                   math::RoundEvenOp, math::TruncOp, math::SqrtOp,
                   math::RsqrtOp, math::CountLeadingZerosOp,
                   math::CountTrailingZerosOp, math::CtPopOp>(inner))
      return true;
  }
  return false;
}

bool allParallel(linalg::GenericOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

/// The elementwise consumer that can overwrite `producer` in place, if
/// `producer` should be computed once rather than recomputed by the
/// reductions that read it: an expensive elementwise producer whose uses
/// are reductions followed, last, by one elementwise op of the same result
/// type that reads it once through the identity and has a tensor.empty
/// init.
linalg::GenericOp inPlaceConsumer(linalg::GenericOp producer) {
  if (producer->getNumResults() != 1 || !allParallel(producer) ||
      producer->hasOneUse() || !isExpensive(producer))
    return nullptr;
  Value result = producer->getResult(0);
  linalg::GenericOp last;
  for (OpOperand &use : result.getUses()) {
    auto user = llvm::dyn_cast<linalg::GenericOp>(use.getOwner());
    if (!user || user->getBlock() != producer->getBlock() ||
        user.isDpsInit(&use))
      return nullptr;
    if (user.getNumReductionLoops() > 0)
      continue;
    if (last)
      return nullptr;
    last = user;
  }
  if (!last || last.getNumDpsInits() != 1 || !allParallel(last) ||
      last->getResult(0).getType() != result.getType() ||
      !last.getDpsInitOperand(0)->get().getDefiningOp<tensor::EmptyOp>() ||
      !last.getMatchingIndexingMap(last.getDpsInitOperand(0)).isIdentity() ||
      !last.getMatchingBlockArgument(last.getDpsInitOperand(0)).use_empty())
    return nullptr;
  int reads = 0;
  for (OpOperand *input : last.getDpsInputOperands())
    if (input->get() == result) {
      ++reads;
      if (!last.getMatchingIndexingMap(input).isIdentity())
        return nullptr;
    }
  if (reads != 1)
    return nullptr;
  for (Operation *user : result.getUsers())
    if (user != last && !user->isBeforeInBlock(last))
      return nullptr;
  return last;
}

/// Rewrites `consumer` to take `producer`'s result as its init instead of
/// an input, so that bufferization computes it in the producer's buffer;
/// returns the op that replaces `consumer`.
linalg::GenericOp overwriteInPlace(linalg::GenericOp consumer, Value produced) {
  unsigned index = 0;
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : consumer.getDpsInputOperands()) {
    if (input->get() == produced) {
      index = input->getOperandNumber();
      continue;
    }
    inputs.push_back(input->get());
    maps.push_back(consumer.getMatchingIndexingMap(input));
  }
  maps.push_back(
      consumer.getMatchingIndexingMap(consumer.getDpsInitOperand(0)));
  OpBuilder b(consumer);
  auto rewritten = linalg::GenericOp::create(
      b, consumer.getLoc(), consumer->getResultTypes(), inputs,
      ValueRange{produced}, maps, consumer.getIteratorTypesArray());
  rewritten.getRegion().takeBody(consumer.getRegion());
  Block &body = rewritten.getRegion().front();
  body.getArgument(index).replaceAllUsesWith(body.getArguments().back());
  body.eraseArgument(index);
  consumer->replaceAllUsesWith(rewritten->getResults());
  consumer->erase();
  return rewritten;
}

/// Whether `producer` reads an elementwise result that has other uses.
/// Recomputing such a producer inside a reduction would fuse that result
/// in after it, and so on up the chain: each residual add of an unrolled
/// model (x + attention, then + MLP, layer after layer) recomputed inside
/// every layer norm from the first layer's input on, each reading 2L + 1
/// arrays instead of one, and every layer's loops different from the last.
bool readsSharedElementwise(linalg::GenericOp producer) {
  return llvm::any_of(producer.getDpsInputs(), [](Value input) {
    auto def = input.getDefiningOp<linalg::GenericOp>();
    return def && allParallel(def) && !def->hasOneUse();
  });
}

/// Whether `producer`'s body reads one of its inits (a dot_general without
/// contracting dimensions accumulates into its zero-filled init).
bool readsInit(linalg::GenericOp producer) {
  return llvm::any_of(producer.getDpsInitsMutable(), [&](OpOperand &init) {
    return !producer.getMatchingBlockArgument(&init).use_empty();
  });
}

bool shouldFuse(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  if (!producer)
    return false;
  // Fusing a producer that reads its init keeps the init as an output of
  // the fused op, indexed the way the consumer reads the producer: where
  // that map broadcasts, every element of the init is read and written
  // again for each broadcast index (the fused op accumulated the product
  // 12 times into a dot's result that a broadcast_in_dim then read).
  if (auto user = llvm::dyn_cast<linalg::LinalgOp>(operand->getOwner()))
    if (readsInit(producer) &&
        !user.getMatchingIndexingMap(operand).isPermutation())
      return false;
  // Computed once and overwritten in place (see inPlaceConsumer).
  if (inPlaceConsumer(producer))
    return false;
  auto consumer = llvm::dyn_cast<linalg::GenericOp>(operand->getOwner());
  // A contraction reads a transposed or widened operand itself (the GEMM
  // kernels widen narrow inputs as they read them).
  if (consumer && linalg::isaContractionOpInterface(consumer))
    return producer->hasOneUse() &&
           (isPureTranspose(producer) || isWideningCast(producer));
  if (producer->hasOneUse())
    return true;
  // A producer with other uses fuses only into a reduction, which then
  // recomputes it from the producer's inputs (softmax's exp inside its
  // sum, as XLA does): reading the inputs again costs less than writing
  // the producer's result and reading it back.
  // Only one level deep: a producer that itself reads a shared
  // elementwise result is computed once and read back.
  return consumer && consumer.getNumReductionLoops() > 0 &&
         producer->getNumResults() == 1 &&
         consumer.getMatchingIndexingMap(operand).isPermutation() &&
         !readsSharedElementwise(producer);
}

/// Folds a transpose of a contraction's result into the contraction: the
/// contraction writes its result in the transposed order directly (its
/// result map permuted), which the GEMM code does at no cost, instead of
/// writing a temporary that the transpose then copies. Only a contraction
/// whose init is a fill (a fresh result) and whose result has no other use
/// folds, and only a transpose that keeps the innermost dimension; the
/// fill is redone on the transpose's init.
bool foldResultTranspose(linalg::LinalgOp transpose) {
  if (transpose.getNumDpsInputs() != 1 || transpose.getNumDpsInits() != 1 ||
      transpose->getNumResults() != 1 || !transpose.hasPureTensorSemantics())
    return false;
  Block &body = transpose->getRegion(0).front();
  auto yield = llvm::dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || body.getOperations().size() != 1 ||
      yield.getNumOperands() != 1 || yield.getOperand(0) != body.getArgument(0))
    return false;
  AffineMap in = transpose.getIndexingMapsArray()[0];
  AffineMap out = transpose.getIndexingMapsArray()[1];
  if (!in.isPermutation() || !out.isPermutation())
    return false;
  Value source = transpose.getDpsInputOperand(0)->get();
  auto dot = source.getDefiningOp<linalg::GenericOp>();
  if (!dot || !source.hasOneUse() || dot->getNumResults() != 1 ||
      dot.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(dot))
    return false;
  auto fill = dot.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  if (!fill)
    return false;
  // out[Q(y)] = in[P(y)] and in[R(x)] = dot(x): the contraction writes
  // element x at Q(P^-1(R(x))).
  SmallVector<AffineMap> maps = dot.getIndexingMapsArray();
  AffineMap result = maps.back();
  maps.back() = out.compose(inversePermutation(in)).compose(result);
  // The innermost dimension must stay: the GEMM updates the result with
  // vectors along it, and element by element otherwise.
  unsigned rank = result.getNumResults();
  if (rank == 0 ||
      maps.back().getResult(rank - 1) != result.getResult(rank - 1))
    return false;
  OpBuilder b(transpose);
  Value init = linalg::FillOp::create(b, fill.getLoc(),
                                      fill.getDpsInputOperand(0)->get(),
                                      transpose.getDpsInitOperand(0)->get())
                   .getResult(0);
  auto folded = linalg::GenericOp::create(b, dot.getLoc(), init.getType(),
                                          dot.getDpsInputs(), ValueRange{init},
                                          maps, dot.getIteratorTypesArray());
  folded.getRegion().takeBody(dot.getRegion());
  transpose->replaceAllUsesWith(folded->getResults());
  transpose->erase();
  dot->erase();
  if (fill->use_empty())
    fill->erase();
  return true;
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
    // The explain log (kiln/Support/Explain.h) counts the producers
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
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    // A producer fused into every consumer whose body calls a libm function
    // (a call, not known to be free of effects) stays behind with no
    // operands and no results: it computes nothing anyone reads, and no
    // later lowering takes a linalg op without operands.
    SmallVector<linalg::GenericOp> empty;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op->getNumOperands() == 0 && op->getNumResults() == 0)
        empty.push_back(op);
    });
    for (linalg::GenericOp op : empty)
      op->erase();
    // The producers left unfused for it are overwritten by their last use.
    SmallVector<std::pair<linalg::GenericOp, linalg::GenericOp>> inPlace;
    llvm::SmallPtrSet<Operation *, 4> consumers;
    getOperation().walk([&](linalg::GenericOp op) {
      linalg::GenericOp consumer = inPlaceConsumer(op);
      if (consumer && consumers.insert(consumer).second)
        inPlace.push_back({op, consumer});
    });
    // A consumer may be the next pair's producer (a residual stream whose
    // every step calls tanh overwrites the step before it): that pair
    // takes the op that replaced it.
    llvm::DenseMap<Operation *, linalg::GenericOp> rewritten;
    for (auto [producer, consumer] : inPlace) {
      linalg::GenericOp current = rewritten.lookup(producer);
      if (!current)
        current = producer;
      rewritten[consumer] = overwriteInPlace(consumer, current->getResult(0));
    }
    SmallVector<linalg::LinalgOp> transposes;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (llvm::isa<linalg::TransposeOp>(op) ||
          (llvm::isa<linalg::GenericOp>(op) &&
           isPureTranspose(llvm::cast<linalg::GenericOp>(op))))
        transposes.push_back(op);
    });
    int64_t foldedTransposes = 0;
    for (linalg::LinalgOp op : transposes)
      foldedTransposes += foldResultTranspose(op);
    if (foldedTransposes)
      kiln::explain(explain, getOperation().getLoc(), "kiln-fuse-elementwise",
                    llvm::Twine(foldedTransposes) +
                        " transposed contraction result(s) written in place");
    // Functions without loop nests (kiln's own check-runtime helpers, among
    // others) have nothing to report.
    if (explain && before > 0) {
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
