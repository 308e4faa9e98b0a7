//===- MergeDots.cpp - merge dot_generals that share an operand -----------===//
//
// kiln-merge-dots (Passes.td): a concatenate (or a stack: a concatenate of
// results reshaped/broadcast to insert a unit dimension) of dot_generals
// that share one operand becomes a single dot_general whose other operand is
// the others stacked (or concatenated) together, followed by the transpose
// and reshape that give the concatenate's layout. Each result element is the
// same sum of the same products as before.
//
// The merged product gets the stacked operand on whichever side (and, when
// the pass builds the stack itself, the stacking dimension at whichever
// position) lets it produce the concatenate's order directly, so that in
// the common cases no transpose is left.
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_MERGEDOTS
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln::hloutils;
using kiln::describeLocation;
namespace hlo = kiln::stablehlo;

namespace {

/// Independent products are batched when each has at most this many
/// multiply-adds (kiln-lower-contractions' smallest GEMM) or when their
/// operands need no copy.
constexpr int64_t kSmall = 32768;

/// A result dimension of a dot_general: a batching dimension (index in the
/// batching lists), a free dimension of the shared or the other operand
/// (dimension of that operand), or the new stacking dimension.
struct Label {
  enum Kind { Batch, Shared, Other, Stack } kind;
  int64_t index;
  bool operator==(const Label &o) const {
    return kind == o.kind && index == o.index;
  }
};

/// The dimension numbers of a dot, seen from the shared/other operands.
struct Sides {
  OperandDims shared, other;
  int64_t sharedRank, otherRank;
};

/// The labels of a dot_general's result dimensions, with `firstIsOther`
/// saying which operand is the lhs and `otherFree` the other operand's free
/// dimensions (in order).
SmallVector<Label> resultLabels(const Sides &s, bool firstIsOther,
                                ArrayRef<Label> otherFree) {
  SmallVector<Label> labels;
  for (int64_t k = 0; k < int64_t(s.shared.batch.size()); ++k)
    labels.push_back({Label::Batch, k});
  SmallVector<Label> shared;
  for (int64_t d : freeDims(s.sharedRank, s.shared.batch, s.shared.contract))
    shared.push_back({Label::Shared, d});
  auto first = firstIsOther ? otherFree : ArrayRef<Label>(shared);
  auto second = firstIsOther ? ArrayRef<Label>(shared) : otherFree;
  labels.append(first.begin(), first.end());
  labels.append(second.begin(), second.end());
  return labels;
}

/// The explain remark of `pattern`: how many dots became which product.
template <typename OpTy>
void report(const ExplainedPattern<OpTy> &pattern,
            ArrayRef<hlo::DotGeneralOp> dots, hlo::DotGeneralOp merged,
            StringRef how) {
  auto lhs = llvm::cast<RankedTensorType>(merged.getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(merged.getRhs().getType());
  auto dn = merged.getDotDimensionNumbers();
  int64_t batch = 1, m = 1, n = 1, k = 1;
  for (int64_t d : dn.getLhsBatchingDimensions())
    batch *= lhs.getDimSize(d);
  for (int64_t d : dn.getLhsContractingDimensions())
    k *= lhs.getDimSize(d);
  for (int64_t d : freeDims(lhs.getRank(), dn.getLhsBatchingDimensions(),
                            dn.getLhsContractingDimensions()))
    m *= lhs.getDimSize(d);
  for (int64_t d : freeDims(rhs.getRank(), dn.getRhsBatchingDimensions(),
                            dn.getRhsContractingDimensions()))
    n *= rhs.getDimSize(d);
  std::string gemm = (batch > 1 ? std::to_string(batch) + "x(" : "") +
                     std::to_string(m) + "x" + std::to_string(n) + "x" +
                     std::to_string(k) + (batch > 1 ? ")" : "");
  Location front = hlo::DotGeneralOp(dots.front()).getLoc();
  Location back = hlo::DotGeneralOp(dots.back()).getLoc();
  pattern.explain(front, llvm::Twine(dots.size()) + " dot_general at " +
                             describeLocation(front) + ".." +
                             describeLocation(back) + " merged into one " +
                             gemm + " (MxNxK) dot_general (" + how + ")");
}

struct MergeConcatenatedDots : ExplainedPattern<hlo::ConcatenateOp> {
  using ExplainedPattern::ExplainedPattern;

  LogicalResult matchAndRewrite(hlo::ConcatenateOp concat,
                                PatternRewriter &rewriter) const override {
    int64_t axis = concat.getDimension();
    OperandRange inputs = concat.getInputs();
    if (inputs.size() < 2)
      return rewriter.notifyMatchFailure(concat, "fewer than two inputs");
    // Each input: a dot_general, possibly with unit dimensions inserted.
    SmallVector<hlo::DotGeneralOp> dots;
    std::optional<SmallVector<int64_t>> expansion;
    for (Value input : inputs) {
      Value value = input;
      SmallVector<int64_t> map;
      if (auto inserted = unitInsertion(input.getDefiningOp())) {
        if (!input.hasOneUse())
          return failure();
        map = *inserted;
        value = input.getDefiningOp()->getOperand(0);
      }
      auto dot = value.getDefiningOp<hlo::DotGeneralOp>();
      if (!dot || !dot->hasOneUse())
        return rewriter.notifyMatchFailure(concat, "input is not a dot");
      if (map.empty())
        map = llvm::to_vector(llvm::seq<int64_t>(
            0, llvm::cast<RankedTensorType>(dot.getType()).getRank()));
      if (expansion && *expansion != map)
        return failure();
      expansion = map;
      dots.push_back(dot);
    }
    hlo::DotGeneralOp first = dots.front();
    // Products of different sizes can only be concatenated along a free
    // dimension of their other operand (below).
    bool sameTypes = true;
    for (hlo::DotGeneralOp dot : dots) {
      sameTypes &= dot.getLhs().getType() == first.getLhs().getType() &&
                   dot.getRhs().getType() == first.getRhs().getType() &&
                   dot.getType() == first.getType();
      if (dot.getDotDimensionNumbers() != first.getDotDimensionNumbers() ||
          dot.getPrecisionConfigAttr() != first.getPrecisionConfigAttr() ||
          dot.getAlgorithmAttr() != first.getAlgorithmAttr())
        return rewriter.notifyMatchFailure(concat, "dots differ");
    }
    bool sharedLhs = llvm::all_of(
        dots, [&](auto d) { return d.getLhs() == first.getLhs(); });
    bool sharedRhs = llvm::all_of(
        dots, [&](auto d) { return d.getRhs() == first.getRhs(); });
    if (sharedLhs && sharedRhs)
      return rewriter.notifyMatchFailure(concat, "the same product twice");
    if (!sharedLhs && !sharedRhs) {
      if (!sameTypes)
        return rewriter.notifyMatchFailure(concat, "nothing shared");
      return batchIndependent(concat, dots, *expansion, rewriter);
    }
    auto resultType = llvm::cast<RankedTensorType>(first.getType());
    auto lhsType = llvm::cast<RankedTensorType>(first.getLhs().getType());
    auto rhsType = llvm::cast<RankedTensorType>(first.getRhs().getType());
    if (!lhsType.hasStaticShape() || !rhsType.hasStaticShape() ||
        !resultType.hasStaticShape())
      return failure();

    auto dn = first.getDotDimensionNumbers();
    bool otherIsLhs = sharedRhs;
    Sides s;
    s.shared = operandDims(dn, otherIsLhs ? 1 : 0);
    s.other = operandDims(dn, otherIsLhs ? 0 : 1);
    s.sharedRank = (otherIsLhs ? rhsType : lhsType).getRank();
    s.otherRank = (otherIsLhs ? lhsType : rhsType).getRank();
    Value shared = otherIsLhs ? first.getRhs() : first.getLhs();
    SmallVector<Value> others;
    for (hlo::DotGeneralOp dot : dots)
      others.push_back(otherIsLhs ? dot.getLhs() : dot.getRhs());

    SmallVector<Label> otherFree;
    for (int64_t d : freeDims(s.otherRank, s.other.batch, s.other.contract))
      otherFree.push_back({Label::Other, d});
    SmallVector<Label> original = resultLabels(s, otherIsLhs, otherFree);
    Location loc = concat.getLoc();

    // The concatenate's inputs are the dots' results in order: concatenate
    // along a free dimension of the other operand is a dot of the other
    // operands concatenated along it.
    bool plain = isIdentity(*expansion) &&
                 expansion->size() == size_t(resultType.getRank());
    if (plain && original[axis].kind == Label::Other) {
      Value merged = concatenate(rewriter, loc, others, original[axis].index);
      Value lhs = otherIsLhs ? merged : shared;
      Value rhs = otherIsLhs ? shared : merged;
      auto dot = hlo::DotGeneralOp::create(
          rewriter, loc, concat.getType(), lhs, rhs, dn,
          first.getPrecisionConfigAttr(), first.getAlgorithmAttr());
      report(*this, dots, dot, "concatenate along a free dimension");
      rewriter.replaceOp(concat, dot.getResult());
      return success();
    }

    if (!sameTypes)
      return rewriter.notifyMatchFailure(concat, "products of other shapes");

    // Otherwise the other operands are stacked along a new dimension,
    // which the product keeps as a free dimension: its result, transposed
    // so that the new dimension comes right before `axis`, reshapes to the
    // concatenate's result.
    SmallVector<Label> wanted;
    auto concatType = llvm::cast<RankedTensorType>(concat.getType());
    for (int64_t j = 0; j < int64_t(expansion->size()); ++j) {
      if (j == axis)
        wanted.push_back({Label::Stack, 0});
      if ((*expansion)[j] >= 0)
        wanted.push_back(original[(*expansion)[j]]);
    }
    std::optional<SliceRun> run = matchStackedSliceRun(others);
    // Candidates: the stacking position (fixed by a slice run) and which
    // side the stacked operand goes to; the first that needs no transpose
    // wins, else the first one.
    struct Choice {
      int64_t position;
      bool stackedIsLhs;
      SmallVector<int64_t> perm;
    };
    std::optional<Choice> best;
    SmallVector<int64_t> positions;
    if (run)
      positions.push_back(run->axis);
    else
      for (int64_t p = 0; p <= s.otherRank; ++p)
        positions.push_back(p);
    for (int64_t position : positions) {
      for (bool stackedIsLhs : {otherIsLhs, !otherIsLhs}) {
        if (stackedIsLhs != otherIsLhs && first.getAlgorithmAttr())
          continue;
        // The stacked operand's free dimensions, in its dimension order.
        SmallVector<Label> stackedFree;
        for (Label l : otherFree) {
          if (l.index >= position && llvm::none_of(stackedFree, [](Label x) {
                return x.kind == Label::Stack;
              }))
            stackedFree.push_back({Label::Stack, 0});
          stackedFree.push_back(l);
        }
        if (llvm::none_of(stackedFree,
                          [](Label x) { return x.kind == Label::Stack; }))
          stackedFree.push_back({Label::Stack, 0});
        SmallVector<Label> merged = resultLabels(s, stackedIsLhs, stackedFree);
        SmallVector<int64_t> perm;
        for (Label l : wanted)
          perm.push_back(llvm::find(merged, l) - merged.begin());
        Choice choice{position, stackedIsLhs, perm};
        if (isIdentity(perm)) {
          best = choice;
          break;
        }
        if (!best)
          best = choice;
      }
      if (best && isIdentity(best->perm))
        break;
    }

    // The stacked operand and the merged dimension numbers.
    Value stacked = run ? materialize(rewriter, loc, *run)
                        : stack(rewriter, loc, others, best->position);
    SmallVector<int64_t> stackedBatch =
        shiftPastInserted(s.other.batch, best->position);
    SmallVector<int64_t> stackedContract =
        shiftPastInserted(s.other.contract, best->position);
    OperandDims stackedDims{stackedBatch, stackedContract};
    bool lhsStacked = best->stackedIsLhs;
    auto dims = lhsStacked
                    ? dotDims(rewriter.getContext(), stackedDims, s.shared)
                    : dotDims(rewriter.getContext(), s.shared, stackedDims);
    ArrayAttr precision = first.getPrecisionConfigAttr();
    if (lhsStacked != otherIsLhs)
      precision = swapPrecision(rewriter, precision);
    // The merged result's shape, from its labels.
    auto stackedType = llvm::cast<RankedTensorType>(stacked.getType());
    auto sharedType = llvm::cast<RankedTensorType>(shared.getType());
    SmallVector<int64_t> shape;
    for (int64_t b : s.shared.batch)
      shape.push_back(sharedType.getDimSize(b));
    auto appendFree = [&](RankedTensorType type, ArrayRef<int64_t> batch,
                          ArrayRef<int64_t> contract) {
      for (int64_t d : freeDims(type.getRank(), batch, contract))
        shape.push_back(type.getDimSize(d));
    };
    if (lhsStacked) {
      appendFree(stackedType, stackedBatch, stackedContract);
      appendFree(sharedType, s.shared.batch, s.shared.contract);
    } else {
      appendFree(sharedType, s.shared.batch, s.shared.contract);
      appendFree(stackedType, stackedBatch, stackedContract);
    }
    auto mergedType = RankedTensorType::get(shape, resultType.getElementType());
    auto dot = hlo::DotGeneralOp::create(rewriter, loc, mergedType,
                                         lhsStacked ? stacked : shared,
                                         lhsStacked ? shared : stacked, dims,
                                         precision, first.getAlgorithmAttr());
    Value result = transpose(rewriter, loc, dot.getResult(), best->perm);
    result = reshape(rewriter, loc, result, concatType);
    report(*this, dots, dot,
           isIdentity(best->perm) ? "stacked" : "stacked, with a transpose");
    rewriter.replaceOp(concat, result);
    return success();
  }

  /// Same-shaped products with no shared operand: both operands are
  /// stacked along a new batching dimension (placed among the batching
  /// dimensions where the result needs no transpose, if it can be), and the
  /// result is transposed and reshaped like a stacked product's. Stacking
  /// copies the operands unless they are slices of one tensor, so other
  /// operands are only batched for small products, where one loop nest
  /// instead of many is the gain.
  LogicalResult batchIndependent(hlo::ConcatenateOp concat,
                                 ArrayRef<hlo::DotGeneralOp> dots,
                                 ArrayRef<int64_t> expansion,
                                 PatternRewriter &rewriter) const {
    hlo::DotGeneralOp first = dots.front();
    auto dn = first.getDotDimensionNumbers();
    auto lhsType = llvm::cast<RankedTensorType>(first.getLhs().getType());
    auto rhsType = llvm::cast<RankedTensorType>(first.getRhs().getType());
    auto resultType = llvm::cast<RankedTensorType>(first.getType());
    if (!lhsType.hasStaticShape() || !rhsType.hasStaticShape())
      return failure();
    SmallVector<Value> lhs, rhs;
    for (hlo::DotGeneralOp dot : dots) {
      lhs.push_back(hlo::DotGeneralOp(dot).getLhs());
      rhs.push_back(hlo::DotGeneralOp(dot).getRhs());
    }
    std::optional<SliceRun> lhsRun = matchStackedSliceRun(lhs);
    std::optional<SliceRun> rhsRun = matchStackedSliceRun(rhs);
    int64_t k = 1;
    for (int64_t d : dn.getLhsContractingDimensions())
      k *= lhsType.getDimSize(d);
    if ((!lhsRun || !rhsRun) && resultType.getNumElements() * k > kSmall)
      return rewriter.notifyMatchFailure(concat, "large independent products");
    int64_t gl = lhsRun ? lhsRun->axis : 0, gr = rhsRun ? rhsRun->axis : 0;
    ArrayRef<int64_t> lb = dn.getLhsBatchingDimensions(),
                      rb = dn.getRhsBatchingDimensions(),
                      lc = dn.getLhsContractingDimensions(),
                      rc = dn.getRhsContractingDimensions();
    int64_t nb = lb.size();
    // Labels: batching pair, lhs free (as Shared), rhs free (as Other).
    SmallVector<Label> lhsFree, rhsFree;
    for (int64_t d : freeDims(lhsType.getRank(), lb, lc))
      lhsFree.push_back({Label::Shared, d});
    for (int64_t d : freeDims(rhsType.getRank(), rb, rc))
      rhsFree.push_back({Label::Other, d});
    SmallVector<Label> original;
    for (int64_t b = 0; b < nb; ++b)
      original.push_back({Label::Batch, b});
    original.append(lhsFree);
    original.append(rhsFree);
    SmallVector<Label> wanted;
    for (int64_t j = 0; j < int64_t(expansion.size()); ++j) {
      if (j == int64_t(concat.getDimension()))
        wanted.push_back({Label::Stack, 0});
      if (expansion[j] >= 0)
        wanted.push_back(original[expansion[j]]);
    }
    int64_t position = 0;
    SmallVector<int64_t> perm;
    for (int64_t p = nb; p >= 0; --p) {
      SmallVector<Label> merged(original);
      merged.insert(merged.begin() + p, {Label::Stack, 0});
      SmallVector<int64_t> candidate;
      for (Label l : wanted)
        candidate.push_back(llvm::find(merged, l) - merged.begin());
      if (perm.empty() || isIdentity(candidate)) {
        perm = candidate;
        position = p;
      }
      if (isIdentity(candidate))
        break;
    }
    Location loc = concat.getLoc();
    Value stackedLhs = lhsRun ? materialize(rewriter, loc, *lhsRun)
                              : stack(rewriter, loc, lhs, gl);
    Value stackedRhs = rhsRun ? materialize(rewriter, loc, *rhsRun)
                              : stack(rewriter, loc, rhs, gr);
    SmallVector<int64_t> newLb = shiftPastInserted(lb, gl),
                         newRb = shiftPastInserted(rb, gr);
    newLb.insert(newLb.begin() + position, gl);
    newRb.insert(newRb.begin() + position, gr);
    SmallVector<int64_t> shape;
    auto stackedLhsType = llvm::cast<RankedTensorType>(stackedLhs.getType());
    for (int64_t d : newLb)
      shape.push_back(stackedLhsType.getDimSize(d));
    for (Label l : lhsFree)
      shape.push_back(lhsType.getDimSize(l.index));
    for (Label l : rhsFree)
      shape.push_back(rhsType.getDimSize(l.index));
    auto dims = hlo::DotDimensionNumbersAttr::get(
        rewriter.getContext(), newLb, newRb, shiftPastInserted(lc, gl),
        shiftPastInserted(rc, gr));
    auto dot = hlo::DotGeneralOp::create(
        rewriter, loc,
        RankedTensorType::get(shape, resultType.getElementType()), stackedLhs,
        stackedRhs, dims, first.getPrecisionConfigAttr(),
        first.getAlgorithmAttr());
    Value result = transpose(rewriter, loc, dot.getResult(), perm);
    result = reshape(rewriter, loc, result,
                     llvm::cast<RankedTensorType>(concat.getType()));
    report(*this, dots, dot, "batched: no shared operand");
    rewriter.replaceOp(concat, result);
    return success();
  }
};

/// Whether the product's only use is a concatenate (directly or through a
/// unit-dimension insertion): the concatenate pattern merges it better.
bool feedsConcatenate(hlo::DotGeneralOp dot) {
  if (!dot->hasOneUse())
    return false;
  Operation *user = *dot->getUsers().begin();
  if (unitInsertion(user) && user->hasOneUse())
    user = *user->getUsers().begin();
  return llvm::isa<hlo::ConcatenateOp>(user);
}

/// Products sharing an operand whose results are used separately: one
/// product of the shared operand with the others stacked, whose result's
/// slices (one per product) replace them. Merged when the other operands
/// are consecutive slices of one tensor (no copy) or together no larger
/// than the shared one (the stacking copy costs less than reading the
/// shared operand once per product).
struct MergeSiblingDots : ExplainedPattern<hlo::DotGeneralOp> {
  using ExplainedPattern::ExplainedPattern;

  LogicalResult matchAndRewrite(hlo::DotGeneralOp dot,
                                PatternRewriter &rewriter) const override {
    if (feedsConcatenate(dot))
      return failure();
    for (int side = 0; side < 2; ++side)
      if (succeeded(mergeOn(dot, side, rewriter)))
        return success();
    return failure();
  }

  LogicalResult mergeOn(hlo::DotGeneralOp dot, int side,
                        PatternRewriter &rewriter) const {
    Value shared = dot->getOperand(side);
    auto resultType = llvm::dyn_cast<RankedTensorType>(dot.getType());
    auto sharedType = llvm::dyn_cast<RankedTensorType>(shared.getType());
    auto otherType =
        llvm::dyn_cast<RankedTensorType>(dot->getOperand(1 - side).getType());
    if (!resultType || !sharedType || !otherType ||
        !resultType.hasStaticShape() || !sharedType.hasStaticShape() ||
        !otherType.hasStaticShape())
      return failure();
    Block *block = dot->getBlock();
    SmallVector<hlo::DotGeneralOp> group;
    for (Operation *user : shared.getUsers()) {
      auto d = llvm::dyn_cast<hlo::DotGeneralOp>(user);
      if (!d || d->getBlock() != block || d->getOperand(side) != shared ||
          d->getOperand(1 - side) == shared || llvm::is_contained(group, d) ||
          d.getType() != dot.getType() ||
          d->getOperand(1 - side).getType() != otherType ||
          d.getDotDimensionNumbers() != dot.getDotDimensionNumbers() ||
          d.getPrecisionConfigAttr() != dot.getPrecisionConfigAttr() ||
          d.getAlgorithmAttr() != dot.getAlgorithmAttr() || feedsConcatenate(d))
        continue;
      group.push_back(d);
    }
    llvm::sort(group, [](hlo::DotGeneralOp a, hlo::DotGeneralOp b) {
      return a->isBeforeInBlock(b);
    });
    // The merged product goes right after the last definition of an other
    // operand when every product's users come after it; otherwise where
    // the first product is, with the products whose other operand is
    // already defined there.
    if (group.size() < 2)
      return failure();
    Operation *latest = nullptr;
    for (hlo::DotGeneralOp d : group)
      if (Operation *def = d->getOperand(1 - side).getDefiningOp())
        if (def->getBlock() == block &&
            (!latest || latest->isBeforeInBlock(def)))
          latest = def;
    // Stacked slices of one tensor only need that tensor, which is defined
    // before the first product.
    SmallVector<Value> allOthers;
    for (hlo::DotGeneralOp d : group)
      allOthers.push_back(d->getOperand(1 - side));
    bool sliced = matchStackedSliceRun(allOthers).has_value();
    bool afterLatest =
        !sliced && latest && group.front()->isBeforeInBlock(latest);
    for (hlo::DotGeneralOp d : group)
      for (Operation *user : d->getUsers()) {
        Operation *inBlock = block->findAncestorOpInBlock(*user);
        if (afterLatest && (!inBlock || !latest->isBeforeInBlock(inBlock)))
          afterLatest = false;
      }
    if (afterLatest) {
      rewriter.setInsertionPointAfter(latest);
    } else if (sliced) {
      rewriter.setInsertionPoint(group.front());
    } else {
      Operation *first = group.front();
      DominanceInfo dominance(first->getParentOp());
      llvm::erase_if(group, [&](hlo::DotGeneralOp d) {
        return d != first &&
               !dominance.properlyDominates(d->getOperand(1 - side), first);
      });
      rewriter.setInsertionPoint(first);
    }
    if (group.size() < 2 || !llvm::is_contained(group, dot))
      return failure();
    SmallVector<Value> others;
    for (hlo::DotGeneralOp d : group)
      others.push_back(d->getOperand(1 - side));
    std::optional<SliceRun> run = matchStackedSliceRun(others);
    if (!run && int64_t(group.size()) * otherType.getNumElements() >
                    sharedType.getNumElements())
      return rewriter.notifyMatchFailure(dot, "stacking would cost more");

    Location loc = dot.getLoc();
    int64_t g = run ? run->axis : 0;
    Value stacked = run ? materialize(rewriter, loc, *run)
                        : stack(rewriter, loc, others, g);
    auto dn = dot.getDotDimensionNumbers();
    auto [ob, oc] = operandDims(dn, 1 - side);
    OperandDims sharedDims = operandDims(dn, side);
    ArrayRef<int64_t> sb = sharedDims.batch, sc = sharedDims.contract;
    SmallVector<int64_t> stackedBatch = shiftPastInserted(ob, g),
                         stackedContract = shiftPastInserted(oc, g);
    OperandDims stackedDims{stackedBatch, stackedContract};
    auto dims = side == 0
                    ? dotDims(rewriter.getContext(), sharedDims, stackedDims)
                    : dotDims(rewriter.getContext(), stackedDims, sharedDims);
    // The merged shape: the result's, with the stacking dimension inserted
    // among the stacked operand's free dimensions.
    int64_t nb = sb.size();
    SmallVector<int64_t> otherFree = freeDims(otherType.getRank(), ob, oc);
    int64_t sharedFree = freeDims(sharedType.getRank(), sb, sc).size();
    int64_t before =
        llvm::count_if(otherFree, [&](int64_t d) { return d < g; });
    int64_t position = nb + before + (side == 0 ? sharedFree : 0);
    SmallVector<int64_t> shape(resultType.getShape());
    shape.insert(shape.begin() + position, group.size());
    auto merged = hlo::DotGeneralOp::create(
        rewriter, loc,
        RankedTensorType::get(shape, resultType.getElementType()),
        side == 0 ? shared : stacked, side == 0 ? stacked : shared, dims,
        dot.getPrecisionConfigAttr(), dot.getAlgorithmAttr());
    report(*this, group, merged, "siblings, results sliced");
    SmallVector<int64_t> start(shape.size(), 0), limit(shape),
        strides(shape.size(), 1);
    SmallVector<int64_t> unitShape(shape);
    unitShape[position] = 1;
    auto unitType =
        RankedTensorType::get(unitShape, resultType.getElementType());
    for (auto [i, d] : llvm::enumerate(group)) {
      start[position] = i;
      limit[position] = i + 1;
      Value slice =
          hlo::SliceOp::create(rewriter, loc, unitType, merged.getResult(),
                               rewriter.getDenseI64ArrayAttr(start),
                               rewriter.getDenseI64ArrayAttr(limit),
                               rewriter.getDenseI64ArrayAttr(strides));
      rewriter.replaceOp(d, reshape(rewriter, loc, slice, resultType));
    }
    return success();
  }
};

struct MergeDots : kiln::impl::MergeDotsBase<MergeDots> {
  using MergeDotsBase::MergeDotsBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MergeConcatenatedDots, MergeSiblingDots>(
        &getContext(), getArgument(), explain);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     rewriteConfig())))
      return signalPassFailure();
  }
};

} // namespace
