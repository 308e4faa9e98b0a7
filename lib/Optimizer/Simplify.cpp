//===- Simplify.cpp - algebraic simplification of StableHLO ---------------===//
//
// kiln-simplify (Passes.td): rewrites that keep every result bit for bit
// (NaN, -0 and integer wrap-around included) and remove work or expose it
// to later passes:
//
// - identities: x + 0 (integers; -0.0 for floats, since -0 + +0 is +0),
//   x - 0 (integers; +0.0 for floats), x * 1, x * 0 -> 0 (integers only:
//   NaN * 0 and inf * 0 are NaN, and the sign of a float zero depends on
//   x), negate(negate(x)), convert to the same type, select with a splat
//   constant predicate;
// - chains: transpose of transpose, reshape of reshape, broadcast_in_dim
//   of broadcast_in_dim, and the identity forms of each;
// - slices: of a constant, of a concatenate within one of its inputs;
//   concatenates of one input or of consecutive slices of one tensor;
// - constant folding of small integer and float constants and iotas with
//   kiln's one constant folder (ConstantFold.cpp), the one shape
//   refinement uses too.
//
//===----------------------------------------------------------------------===//

#include "ConstantFold.h"
#include "HloUtils.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/IR/BuiltinAttributes.h"

namespace kiln {
#define GEN_PASS_DEF_SIMPLIFY
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln::hloutils;
using kiln::explain;
namespace hlo = kiln::stablehlo;

namespace {

constexpr llvm::StringLiteral kPass = "kiln-simplify";

/// The dense value of a constant with integer or float elements.
DenseElementsAttr constantOf(Value v) {
  auto constant = v.getDefiningOp<hlo::ConstantOp>();
  if (!constant)
    return {};
  auto dense = llvm::dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense)
    return {};
  Type elem = dense.getElementType();
  if (!llvm::isa<IntegerType, FloatType>(elem))
    return {};
  return dense;
}

/// The splat constant `v` is, directly or as a broadcast_in_dim of one
/// (JAX broadcasts scalar constants), or null.
DenseElementsAttr splatOf(Value v) {
  while (auto bcast = v.getDefiningOp<hlo::BroadcastInDimOp>())
    v = bcast.getOperand();
  DenseElementsAttr dense = constantOf(v);
  return dense && dense.isSplat() ? dense : DenseElementsAttr();
}

bool isIntOrFloat(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() &&
         llvm::isa<IntegerType, FloatType>(tensor.getElementType());
}

/// Every element of `v` (a constant) equals the integer `i` (integers) or
/// the float `f` bit for bit (floats, `f` given with its sign).
bool isSplatOf(Value v, int64_t i, std::optional<double> f) {
  DenseElementsAttr dense = splatOf(v);
  if (!dense)
    return false;
  if (llvm::isa<IntegerType>(dense.getElementType()))
    return dense.getSplatValue<APInt>() ==
           APInt(dense.getElementType().getIntOrFloatBitWidth(), i, true);
  if (!f)
    return false;
  APFloat value = dense.getSplatValue<APFloat>();
  APFloat want(*f);
  bool lost;
  want.convert(value.getSemantics(), APFloat::rmNearestTiesToEven, &lost);
  return value.bitwiseIsEqual(want);
}

/// Replaces `op` by `value` and reports it.
LogicalResult replace(PatternRewriter &rewriter, Operation *op, Value value,
                      bool explainRewrites, StringRef what) {
  if (value.getType() != op->getResult(0).getType())
    return failure();
  explain(explainRewrites, op->getLoc(), kPass, what);
  rewriter.replaceOp(op, value);
  return success();
}

/// Replaces `op`, when its operand is the result of another op of its kind,
/// by the value `merge` makes of that inner op (one op doing both), and
/// reports it as `what`.
template <typename OpTy>
LogicalResult mergeWithInner(PatternRewriter &rewriter, OpTy op,
                             bool explainRewrites, StringRef what,
                             function_ref<Value(OpTy inner)> merge) {
  auto inner = op.getOperand().template getDefiningOp<OpTy>();
  if (!inner)
    return failure();
  explain(explainRewrites, op->getLoc(), kPass, what);
  rewriter.replaceOp(op, merge(inner));
  return success();
}

struct Pattern : RewritePattern {
  Pattern(MLIRContext *ctx, bool explain)
      : RewritePattern(MatchAnyOpTypeTag(), 1, ctx), explainRewrites(explain) {}
  bool explainRewrites;
};

/// x + 0, x - 0, x * 1, x * 0, negate(negate(x)), convert to the same
/// type, select with a splat predicate.
struct Identities : Pattern {
  using Pattern::Pattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1 || !isIntOrFloat(op->getResult(0).getType()))
      return failure();
    bool isInt = llvm::isa<IntegerType>(
        getElementTypeOrSelf(op->getResult(0).getType()));
    auto binary = [&](auto typed, auto fn) -> LogicalResult {
      Value a = typed.getLhs(), b = typed.getRhs();
      if (succeeded(fn(a, b)))
        return success();
      return failure();
    };
    if (auto add = llvm::dyn_cast<hlo::AddOp>(op)) {
      // For i1, add is logical or: x or false is x.
      return binary(add, [&](Value a, Value b) -> LogicalResult {
        for (auto [x, c] : {std::pair{a, b}, std::pair{b, a}})
          if (isSplatOf(c, 0, -0.0))
            return replace(rewriter, op, x, explainRewrites, "x + 0 -> x");
        return failure();
      });
    }
    if (auto sub = llvm::dyn_cast<hlo::SubtractOp>(op)) {
      if (isSplatOf(sub.getRhs(), 0, 0.0))
        return replace(rewriter, op, sub.getLhs(), explainRewrites,
                       "x - 0 -> x");
      return failure();
    }
    if (auto mul = llvm::dyn_cast<hlo::MultiplyOp>(op)) {
      // i1 multiply is logical and: x * 1 is still x.
      for (auto [x, c] : {std::pair{mul.getLhs(), mul.getRhs()},
                          std::pair{mul.getRhs(), mul.getLhs()}}) {
        if (isSplatOf(c,
                      getElementTypeOrSelf(c.getType()).isInteger(1) ? -1 : 1,
                      1.0))
          return replace(rewriter, op, x, explainRewrites, "x * 1 -> x");
        if (isInt && isSplatOf(c, 0, std::nullopt))
          return replace(rewriter, op, c, explainRewrites, "x * 0 -> 0");
      }
      return failure();
    }
    if (auto neg = llvm::dyn_cast<hlo::NegateOp>(op)) {
      if (auto inner = neg.getOperand().getDefiningOp<hlo::NegateOp>())
        return replace(rewriter, op, inner.getOperand(), explainRewrites,
                       "negate(negate(x)) -> x");
      return failure();
    }
    if (auto convert = llvm::dyn_cast<hlo::ConvertOp>(op))
      return replace(rewriter, op, convert.getOperand(), explainRewrites,
                     "convert to the same type removed");
    if (auto select = llvm::dyn_cast<hlo::SelectOp>(op)) {
      DenseElementsAttr pred = splatOf(select.getPred());
      if (!pred)
        return failure();
      bool which = pred.getSplatValue<APInt>().getBoolValue();
      return replace(rewriter, op,
                     which ? select.getOnTrue() : select.getOnFalse(),
                     explainRewrites, "select with a constant predicate");
    }
    return failure();
  }
};

/// transpose/reshape/broadcast_in_dim chains and identities.
struct Chains : Pattern {
  using Pattern::Pattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    if (auto t = llvm::dyn_cast<hlo::TransposeOp>(op)) {
      if (isIdentity(t.getPermutation()))
        return replace(rewriter, op, t.getOperand(), explainRewrites,
                       "identity transpose removed");
      return mergeWithInner<hlo::TransposeOp>(
          rewriter, t, explainRewrites, "transpose of transpose merged",
          [&](hlo::TransposeOp inner) {
            SmallVector<int64_t> perm;
            for (int64_t p : t.getPermutation())
              perm.push_back(inner.getPermutation()[p]);
            return transpose(rewriter, loc, inner.getOperand(), perm);
          });
    }
    if (auto r = llvm::dyn_cast<hlo::ReshapeOp>(op)) {
      if (r.getOperand().getType() == r.getType())
        return replace(rewriter, op, r.getOperand(), explainRewrites,
                       "identity reshape removed");
      return mergeWithInner<hlo::ReshapeOp>(
          rewriter, r, explainRewrites, "reshape of reshape merged",
          [&](hlo::ReshapeOp inner) -> Value {
            return hlo::ReshapeOp::create(rewriter, loc, r.getType(),
                                          inner.getOperand());
          });
    }
    if (auto b = llvm::dyn_cast<hlo::BroadcastInDimOp>(op)) {
      if (b.getOperand().getType() == b.getType() &&
          isIdentity(b.getBroadcastDimensions()))
        return replace(rewriter, op, b.getOperand(), explainRewrites,
                       "identity broadcast_in_dim removed");
      return mergeWithInner<hlo::BroadcastInDimOp>(
          rewriter, b, explainRewrites,
          "broadcast_in_dim of broadcast_in_dim merged",
          [&](hlo::BroadcastInDimOp inner) -> Value {
            SmallVector<int64_t> dims;
            for (int64_t d : inner.getBroadcastDimensions())
              dims.push_back(b.getBroadcastDimensions()[d]);
            return hlo::BroadcastInDimOp::create(
                rewriter, loc, b.getType(), inner.getOperand(),
                rewriter.getDenseI64ArrayAttr(dims));
          });
    }
    return failure();
  }
};

/// Slices of concatenates and concatenates of slices or of one input.
struct SlicesAndConcatenates : Pattern {
  using Pattern::Pattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (auto concat = llvm::dyn_cast<hlo::ConcatenateOp>(op)) {
      SmallVector<Value> inputs(concat.getInputs());
      if (inputs.size() == 1)
        return replace(rewriter, op, inputs[0], explainRewrites,
                       "concatenate of one input removed");
      auto run = matchSliceRun(inputs, concat.getDimension());
      if (!run)
        return failure();
      explain(explainRewrites, op->getLoc(), kPass,
              "concatenate of consecutive slices -> their source");
      rewriter.replaceOp(op, materialize(rewriter, op->getLoc(), *run));
      return success();
    }
    auto slice = llvm::dyn_cast<hlo::SliceOp>(op);
    if (!slice)
      return failure();
    auto concat = slice.getOperand().getDefiningOp<hlo::ConcatenateOp>();
    if (!concat)
      return failure();
    int64_t axis = concat.getDimension();
    int64_t start = slice.getStartIndices()[axis],
            limit = slice.getLimitIndices()[axis];
    int64_t offset = 0;
    for (Value input : concat.getInputs()) {
      int64_t size =
          llvm::cast<RankedTensorType>(input.getType()).getDimSize(axis);
      if (start >= offset && limit <= offset + size) {
        SmallVector<int64_t> starts(slice.getStartIndices()),
            limits(slice.getLimitIndices());
        starts[axis] -= offset;
        limits[axis] -= offset;
        explain(explainRewrites, op->getLoc(), kPass,
                "slice of a concatenate -> slice of one input");
        bool whole =
            input.getType() == slice.getType() &&
            llvm::all_of(slice.getStrides(), [](int64_t s) { return s == 1; });
        if (whole) {
          rewriter.replaceOp(op, input);
          return success();
        }
        rewriter.replaceOpWithNewOp<hlo::SliceOp>(
            op, slice.getType(), input, rewriter.getDenseI64ArrayAttr(starts),
            rewriter.getDenseI64ArrayAttr(limits), slice.getStridesAttr());
        return success();
      }
      offset += size;
    }
    return failure();
  }
};

} // namespace

namespace {
struct Simplify : kiln::impl::SimplifyBase<Simplify> {
  using SimplifyBase::SimplifyBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<Identities, Chains, SlicesAndConcatenates>(&getContext(),
                                                            explain);
    kiln::fold::populateConstantFoldPatterns(patterns, explain);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     rewriteConfig())))
      return signalPassFailure();
  }
};
} // namespace
