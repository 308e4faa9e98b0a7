//===- FoldDotOperands.cpp - fold layout changes into dot_general ---------===//
//
// kiln-fold-dot-operands (Passes.td): the transposes and broadcasts around a
// dot_general that only rename its dimensions are absorbed into its
// dimension numbers (or operand order), so that the product reads its
// operands where they are and writes its result in the order its user
// wants, with no copy in between:
//
// - transpose feeding an operand: the dimension numbers name the
//   transposed operand's dimensions instead, when its free dimensions keep
//   their relative order (which fixes the result's layout);
// - transpose of a result: the product is rebuilt with its operands swapped
//   and/or its batching dimensions reordered, when that gives the order;
// - broadcast_in_dim feeding an operand that only adds batching dimensions:
//   those dimensions become free dimensions of the other operand (a product
//   over fewer dimensions), when the result keeps its order.
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_FOLDDOTOPERANDS
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln::hloutils;
using kiln::describeLocation;
namespace hlo = kiln::stablehlo;

namespace {

SmallVector<int64_t> mapDims(ArrayRef<int64_t> dims, ArrayRef<int64_t> map) {
  SmallVector<int64_t> out;
  for (int64_t d : dims)
    out.push_back(map[d]);
  return out;
}

/// dot_general(transpose(x)) -> dot_general(x) with renamed dimensions.
struct FoldOperandTranspose : ExplainedPattern<hlo::DotGeneralOp> {
  using ExplainedPattern::ExplainedPattern;

  LogicalResult matchAndRewrite(hlo::DotGeneralOp dot,
                                PatternRewriter &rewriter) const override {
    auto dn = dot.getDotDimensionNumbers();
    for (int side = 0; side < 2; ++side) {
      Value operand = dot->getOperand(side);
      auto transpose = operand.getDefiningOp<hlo::TransposeOp>();
      if (!transpose)
        continue;
      ArrayRef<int64_t> perm = transpose.getPermutation();
      OperandDims mine = operandDims(dn, side);
      // The free dimensions must keep their order for the result's sake.
      SmallVector<int64_t> free =
          mapDims(freeDims(perm.size(), mine.batch, mine.contract), perm);
      if (!llvm::is_sorted(free))
        continue;
      SmallVector<int64_t> newBatch = mapDims(mine.batch, perm),
                           newContract = mapDims(mine.contract, perm);
      OperandDims renamed{newBatch, newContract};
      OperandDims other = operandDims(dn, 1 - side);
      auto dims = side == 0 ? dotDims(rewriter.getContext(), renamed, other)
                            : dotDims(rewriter.getContext(), other, renamed);
      explain(dot.getLoc(),
              llvm::Twine("transpose at ") +
                  describeLocation(transpose.getLoc()) + " folded into the " +
                  (side == 0 ? "lhs" : "rhs") + " of dot_general");
      rewriter.modifyOpInPlace(dot, [&] {
        dot.setDotDimensionNumbersAttr(dims);
        dot->setOperand(side, transpose.getOperand());
      });
      return success();
    }
    return failure();
  }
};

/// transpose(dot_general(a, b)) -> dot_general(b, a) or dot_general(a, b)
/// with reordered batching dimensions, when that is the transposed order.
struct FoldResultTranspose : ExplainedPattern<hlo::TransposeOp> {
  using ExplainedPattern::ExplainedPattern;

  LogicalResult matchAndRewrite(hlo::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    auto dot = transpose.getOperand().getDefiningOp<hlo::DotGeneralOp>();
    if (!dot || !dot->hasOneUse())
      return failure();
    auto dn = dot.getDotDimensionNumbers();
    auto lhsType = llvm::cast<RankedTensorType>(dot.getLhs().getType());
    auto rhsType = llvm::cast<RankedTensorType>(dot.getRhs().getType());
    int64_t nb = dn.getLhsBatchingDimensions().size();
    int64_t nl = freeDims(lhsType.getRank(), dn.getLhsBatchingDimensions(),
                          dn.getLhsContractingDimensions())
                     .size();
    int64_t nr = freeDims(rhsType.getRank(), dn.getRhsBatchingDimensions(),
                          dn.getRhsContractingDimensions())
                     .size();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    // The batching dimensions must stay in front (in any order).
    SmallVector<int64_t> batchOrder(perm.begin(), perm.begin() + nb);
    if (llvm::any_of(batchOrder, [&](int64_t p) { return p >= nb; }))
      return failure();
    SmallVector<int64_t> rest(perm.begin() + nb, perm.end());
    SmallVector<int64_t> same, swap;
    for (int64_t i = 0; i < nl + nr; ++i)
      same.push_back(nb + i);
    for (int64_t i = 0; i < nr; ++i)
      swap.push_back(nb + nl + i);
    for (int64_t i = 0; i < nl; ++i)
      swap.push_back(nb + i);
    bool swapOperands;
    if (rest == same)
      swapOperands = false;
    else if (rest == swap && !dot.getAlgorithmAttr())
      swapOperands = true;
    else
      return failure();
    if (!swapOperands && isIdentity(batchOrder))
      return failure();
    auto lb = mapDims(batchOrder, dn.getLhsBatchingDimensions());
    auto rb = mapDims(batchOrder, dn.getRhsBatchingDimensions());
    OperandDims lhs{lb, dn.getLhsContractingDimensions()},
        rhs{rb, dn.getRhsContractingDimensions()};
    auto dims = swapOperands ? dotDims(rewriter.getContext(), rhs, lhs)
                             : dotDims(rewriter.getContext(), lhs, rhs);
    explain(transpose.getLoc(),
            llvm::Twine("transpose of the dot_general at ") +
                describeLocation(dot.getLoc()) + " folded into it" +
                (swapOperands ? " (operands swapped)" : ""));
    rewriter.replaceOpWithNewOp<hlo::DotGeneralOp>(
        transpose, transpose.getType(),
        swapOperands ? dot.getRhs() : dot.getLhs(),
        swapOperands ? dot.getLhs() : dot.getRhs(), dims,
        swapOperands ? swapPrecision(rewriter, dot.getPrecisionConfigAttr())
                     : dot.getPrecisionConfigAttr(),
        dot.getAlgorithmAttr());
    return success();
  }
};

/// dot_general(broadcast_in_dim(a), b) where the broadcast only adds
/// batching dimensions -> dot_general(a, b) with those dimensions free in b.
struct FoldBatchBroadcast : ExplainedPattern<hlo::DotGeneralOp> {
  using ExplainedPattern::ExplainedPattern;

  LogicalResult matchAndRewrite(hlo::DotGeneralOp dot,
                                PatternRewriter &rewriter) const override {
    auto dn = dot.getDotDimensionNumbers();
    for (int side = 0; side < 2; ++side) {
      Value operand = dot->getOperand(side);
      Value other = dot->getOperand(1 - side);
      auto bcast = operand.getDefiningOp<hlo::BroadcastInDimOp>();
      if (!bcast)
        continue;
      auto srcType = llvm::cast<RankedTensorType>(bcast.getOperand().getType());
      auto outType = llvm::cast<RankedTensorType>(bcast.getType());
      auto otherType = llvm::cast<RankedTensorType>(other.getType());
      if (!srcType.hasStaticShape() || !outType.hasStaticShape())
        continue;
      ArrayRef<int64_t> bdims = bcast.getBroadcastDimensions();
      // Broadcast operand dimension of each result dimension (-1: added).
      SmallVector<int64_t> source(outType.getRank(), -1);
      bool ok = true;
      for (auto [i, d] : llvm::enumerate(bdims)) {
        ok &= srcType.getDimSize(i) == outType.getDimSize(d);
        source[d] = i;
      }
      auto [batch, contract] = operandDims(dn, side);
      auto [otherBatch, otherContract] = operandDims(dn, 1 - side);
      for (int64_t d = 0; d < outType.getRank(); ++d)
        if (source[d] < 0 && !llvm::is_contained(batch, d))
          ok = false;
      if (!ok)
        continue;
      // The kept batching pairs and the other operand's new free dims.
      SmallVector<int64_t> keptBatch, keptOtherBatch, keptPairs;
      for (auto [k, d] : llvm::enumerate(batch)) {
        if (source[d] < 0)
          continue;
        keptBatch.push_back(source[d]);
        keptOtherBatch.push_back(otherBatch[k]);
        keptPairs.push_back(k);
      }
      if (keptPairs.size() == batch.size())
        continue;
      SmallVector<int64_t> newContract = mapDims(contract, source);
      // The original result, labelled: batching pair k -> (0, k); free
      // dimension d of the broadcast operand -> (1, source d); free
      // dimension d of the other -> (2, d). Dropped pairs become other
      // free dimensions.
      using Lab = std::pair<int, int64_t>;
      SmallVector<Lab> original, bFree, oFree;
      for (auto [k, d] : llvm::enumerate(batch))
        original.push_back(source[d] < 0 ? Lab{2, otherBatch[k]}
                                         : Lab{0, int64_t(k)});
      for (int64_t d : freeDims(outType.getRank(), batch, contract))
        bFree.push_back({1, source[d]});
      for (int64_t d : freeDims(otherType.getRank(), otherBatch, otherContract))
        oFree.push_back({2, d});
      original.append(side == 0 ? bFree : oFree);
      original.append(side == 0 ? oFree : bFree);
      // The new product's free dims: the broadcast operand's in its order,
      // the other's (with the dropped batch dims) in its order.
      SmallVector<Lab> newB, newO;
      for (int64_t d : freeDims(srcType.getRank(), keptBatch, newContract))
        newB.push_back({1, d});
      for (int64_t d :
           freeDims(otherType.getRank(), keptOtherBatch, otherContract))
        newO.push_back({2, d});
      for (bool bFirst : {side == 0, side != 0}) {
        if (bFirst != (side == 0) && dot.getAlgorithmAttr())
          continue;
        SmallVector<Lab> labels;
        for (int64_t k : keptPairs)
          labels.push_back({0, k});
        labels.append(bFirst ? newB : newO);
        labels.append(bFirst ? newO : newB);
        if (labels != original)
          continue;
        OperandDims bDims{keptBatch, newContract},
            oDims{keptOtherBatch, otherContract};
        auto dims = bFirst ? dotDims(rewriter.getContext(), bDims, oDims)
                           : dotDims(rewriter.getContext(), oDims, bDims);
        ArrayAttr precision = dot.getPrecisionConfigAttr();
        if (bFirst != (side == 0))
          precision = swapPrecision(rewriter, precision);
        explain(dot.getLoc(), llvm::Twine("broadcast_in_dim at ") +
                                  describeLocation(bcast.getLoc()) +
                                  " folded into dot_general: " +
                                  llvm::Twine(batch.size() - keptPairs.size()) +
                                  " batching dimension(s) fewer");
        rewriter.replaceOpWithNewOp<hlo::DotGeneralOp>(
            dot, dot.getType(), bFirst ? bcast.getOperand() : other,
            bFirst ? other : bcast.getOperand(), dims, precision,
            dot.getAlgorithmAttr());
        return success();
      }
    }
    return failure();
  }
};

/// dot_general(x, multiply(w, broadcast(s))) where the broadcast factor
/// varies only along free dimensions of w (per-output-channel scales, as a
/// weight-only quantized layer multiplies its widened int8 weights) ->
/// multiply(dot_general(x, w), broadcast(s)): the scale applied once per
/// sum instead of once per product, and the product reading w (an int8
/// convert the GEMM widens as it reads) instead of a scaled f32 copy.
struct HoistOperandScale : ExplainedPattern<hlo::DotGeneralOp> {
  using ExplainedPattern::ExplainedPattern;

  /// The value `factor` broadcasts and, for each of that value's
  /// dimensions, the dimension of `factor` it lies along (-1 for a
  /// dimension of size 1), through a chain of broadcast_in_dims; null
  /// where `factor` is no broadcast.
  static Value broadcastSource(Value factor, SmallVectorImpl<int64_t> &along) {
    auto bcast = factor.getDefiningOp<hlo::BroadcastInDimOp>();
    if (!bcast)
      return {};
    auto outType = llvm::cast<RankedTensorType>(factor.getType());
    SmallVector<int64_t> map(bcast.getBroadcastDimensions());
    Value source = bcast.getOperand();
    while (auto inner = source.getDefiningOp<hlo::BroadcastInDimOp>()) {
      SmallVector<int64_t> composed;
      for (int64_t d : inner.getBroadcastDimensions())
        composed.push_back(map[d]);
      map = composed;
      source = inner.getOperand();
    }
    auto sourceType = llvm::cast<RankedTensorType>(source.getType());
    if (!sourceType.hasStaticShape() || !outType.hasStaticShape())
      return {};
    along.clear();
    for (auto [i, d] : llvm::enumerate(map))
      along.push_back(sourceType.getDimSize(i) == 1 ? -1 : d);
    return source;
  }

  LogicalResult matchAndRewrite(hlo::DotGeneralOp dot,
                                PatternRewriter &rewriter) const override {
    auto dn = dot.getDotDimensionNumbers();
    auto resultType = llvm::cast<RankedTensorType>(dot.getType());
    if (!llvm::isa<FloatType>(resultType.getElementType()) ||
        !resultType.hasStaticShape())
      return failure();
    for (int side = 0; side < 2; ++side) {
      auto mul = dot->getOperand(side).getDefiningOp<hlo::MultiplyOp>();
      if (!mul || !mul->hasOneUse())
        continue;
      auto operandType = llvm::cast<RankedTensorType>(mul.getType());
      // The factor then multiplies the result: it must have the result's
      // element type (not so for bf16 operands summed into f32).
      if (operandType.getElementType() != resultType.getElementType())
        continue;
      auto [batch, contract] = operandDims(dn, side);
      SmallVector<int64_t> free =
          freeDims(operandType.getRank(), batch, contract);
      // The result dimension of each of this operand's free dimensions.
      int64_t nb = batch.size();
      int64_t otherFree = 0;
      if (side == 1) {
        auto lhsType = llvm::cast<RankedTensorType>(dot.getLhs().getType());
        otherFree = lhsType.getRank() - nb -
                    int64_t(dn.getLhsContractingDimensions().size());
      }
      for (int factorSide = 0; factorSide < 2; ++factorSide) {
        Value factor = mul->getOperand(factorSide);
        Value kept = mul->getOperand(1 - factorSide);
        SmallVector<int64_t> along;
        Value source = broadcastSource(factor, along);
        if (!source)
          continue;
        // Every dimension the factor varies along must be free, and they
        // keep their order in the result.
        SmallVector<int64_t> resultDims, shape;
        bool ok = true;
        for (auto [i, d] : llvm::enumerate(along)) {
          if (d < 0)
            continue;
          auto at = llvm::find(free, d);
          if (at == free.end()) {
            ok = false;
            break;
          }
          int64_t position = at - free.begin();
          resultDims.push_back(side == 0 ? nb + position
                                         : nb + otherFree + position);
          shape.push_back(operandType.getDimSize(d));
        }
        if (!ok || !llvm::is_sorted(resultDims))
          continue;
        Location loc = dot.getLoc();
        auto sourceType = llvm::cast<RankedTensorType>(source.getType());
        Value values = source;
        if (sourceType.getShape() != ArrayRef<int64_t>(shape))
          values = hlo::ReshapeOp::create(rewriter, loc,
                                          sourceType.clone(shape), source);
        explain(loc, llvm::Twine("the factor of its ") +
                         (side == 0 ? "lhs" : "rhs") + " multiplied at " +
                         describeLocation(mul.getLoc()) +
                         " moved after dot_general (it varies along free "
                         "dimensions only)");
        SmallVector<Value> operands = {dot.getLhs(), dot.getRhs()};
        operands[side] = kept;
        auto product = hlo::DotGeneralOp::create(
            rewriter, loc, resultType, operands[0], operands[1], dn,
            dot.getPrecisionConfigAttr(), dot.getAlgorithmAttr());
        Value spread = hlo::BroadcastInDimOp::create(rewriter, loc, resultType,
                                                     values, resultDims);
        rewriter.replaceOpWithNewOp<hlo::MultiplyOp>(dot, resultType, product,
                                                     spread);
        return success();
      }
    }
    return failure();
  }
};

struct FoldDotOperands : kiln::impl::FoldDotOperandsBase<FoldDotOperands> {
  using FoldDotOperandsBase::FoldDotOperandsBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldOperandTranspose, FoldResultTranspose, FoldBatchBroadcast,
                 HoistOperandScale>(&getContext(), getArgument(), explain);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     rewriteConfig())))
      return signalPassFailure();
  }
};

} // namespace
