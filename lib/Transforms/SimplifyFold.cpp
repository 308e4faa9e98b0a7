//===- SimplifyFold.cpp - constant folding for kiln-simplify --------------===//
//
// Folds small constants (at most 1024 elements) through
// elementwise arithmetic and bitwise ops and through the ops that only move
// elements (reshape, transpose, broadcast_in_dim, slice, concatenate), and
// turns small iotas into constants. Integer arithmetic wraps like the
// generated code; float arithmetic rounds to nearest even in the operands'
// own type (f16, bf16, f32, f64), and operands that are NaN or subnormal
// are left alone, so the folded bits are the ones the hardware would give.
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"
#include "kiln/Transforms/Explain.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using kiln::explain;
namespace hlo = kiln::stablehlo;

namespace {

constexpr llvm::StringLiteral kPass = "kiln-simplify";
constexpr int64_t kMaxFoldElements = 1024;

DenseElementsAttr constantOf(Value v) {
  auto constant = v.getDefiningOp<hlo::ConstantOp>();
  if (!constant)
    return {};
  auto dense = llvm::dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense || !llvm::isa<IntegerType, FloatType>(dense.getElementType()))
    return {};
  return dense;
}

bool foldableFloat(Type type) {
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

bool small(ShapedType type) {
  return type.hasStaticShape() && type.getNumElements() <= kMaxFoldElements;
}

void replaceByConstant(PatternRewriter &rewriter, Operation *op,
                       DenseElementsAttr value, bool explainRewrites) {
  explain(explainRewrites, op->getLoc(), kPass,
          llvm::Twine(op->getName().getStringRef()) +
              (llvm::isa<hlo::IotaOp>(op) ? " made a constant"
                                          : " of constants folded"));
  rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, value.getType(), value);
}

/// Elementwise add, subtract, multiply, and, or, xor, max/min (integers),
/// negate and not.
struct FoldElementwise : RewritePattern {
  FoldElementwise(MLIRContext *ctx, bool explain)
      : RewritePattern(MatchAnyOpTypeTag(), 1, ctx), explainRewrites(explain) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::isa<hlo::AddOp, hlo::SubtractOp, hlo::MultiplyOp, hlo::AndOp,
                   hlo::OrOp, hlo::XorOp, hlo::MaximumOp, hlo::MinimumOp,
                   hlo::NegateOp, hlo::NotOp>(op))
      return failure();
    auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !small(type))
      return failure();
    SmallVector<DenseElementsAttr> operands;
    for (Value v : op->getOperands()) {
      operands.push_back(constantOf(v));
      if (!operands.back() || operands.back().getType() != type)
        return failure();
    }
    Type elem = type.getElementType();
    int64_t n = type.getNumElements();
    if (auto intType = llvm::dyn_cast<IntegerType>(elem)) {
      bool isUnsigned = intType.isUnsigned();
      SmallVector<SmallVector<APInt>> in;
      for (DenseElementsAttr a : operands) {
        auto values = a.getValues<APInt>();
        in.emplace_back(values.begin(), values.end());
      }
      SmallVector<APInt> out;
      for (int64_t i = 0; i < n; ++i) {
        const APInt &x = in[0][i];
        const APInt &y = in.size() > 1 ? in[1][i] : x;
        bool pred = intType.getWidth() == 1;
        if (llvm::isa<hlo::AddOp>(op))
          out.push_back(pred ? (x | y) : x + y);
        else if (llvm::isa<hlo::SubtractOp>(op) && !pred)
          out.push_back(x - y);
        else if (llvm::isa<hlo::MultiplyOp>(op))
          out.push_back(pred ? (x & y) : x * y);
        else if (llvm::isa<hlo::AndOp>(op))
          out.push_back(x & y);
        else if (llvm::isa<hlo::OrOp>(op))
          out.push_back(x | y);
        else if (llvm::isa<hlo::XorOp>(op))
          out.push_back(x ^ y);
        else if (llvm::isa<hlo::MaximumOp>(op) && !pred)
          out.push_back((isUnsigned ? x.uge(y) : x.sge(y)) ? x : y);
        else if (llvm::isa<hlo::MinimumOp>(op) && !pred)
          out.push_back((isUnsigned ? x.ule(y) : x.sle(y)) ? x : y);
        else if (llvm::isa<hlo::NegateOp>(op) && !pred)
          out.push_back(-x);
        else if (llvm::isa<hlo::NotOp>(op))
          out.push_back(~x);
        else
          return failure();
      }
      replaceByConstant(rewriter, op, DenseElementsAttr::get(type, out),
                        explainRewrites);
      return success();
    }
    if (!foldableFloat(elem) ||
        !llvm::isa<hlo::AddOp, hlo::SubtractOp, hlo::MultiplyOp, hlo::NegateOp>(
            op))
      return failure();
    SmallVector<SmallVector<APFloat>> in;
    for (DenseElementsAttr a : operands) {
      auto values = a.getValues<APFloat>();
      in.emplace_back(values.begin(), values.end());
      for (const APFloat &v : in.back())
        if (v.isNaN() || v.isDenormal())
          return failure();
    }
    SmallVector<APFloat> out;
    for (int64_t i = 0; i < n; ++i) {
      APFloat x = in[0][i];
      const APFloat &y = in.size() > 1 ? in[1][i] : x;
      auto rm = APFloat::rmNearestTiesToEven;
      if (llvm::isa<hlo::AddOp>(op))
        x.add(y, rm);
      else if (llvm::isa<hlo::SubtractOp>(op))
        x.subtract(y, rm);
      else if (llvm::isa<hlo::MultiplyOp>(op))
        x.multiply(y, rm);
      else
        x.changeSign();
      // A subnormal result may be flushed at run time: leave it.
      if (x.isDenormal() || x.isNaN())
        return failure();
      out.push_back(x);
    }
    replaceByConstant(rewriter, op, DenseElementsAttr::get(type, out),
                      explainRewrites);
    return success();
  }
  bool explainRewrites;
};

/// The row-major multi-index of linear index `i` in `shape`.
SmallVector<int64_t> delinearize(int64_t i, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    index[d] = i % shape[d];
    i /= shape[d];
  }
  return index;
}

int64_t linearize(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  int64_t i = 0;
  for (auto [x, size] : llvm::zip(index, shape))
    i = i * size + x;
  return i;
}

/// reshape, transpose, broadcast_in_dim, slice and concatenate of
/// constants, and iota.
struct FoldDataMovement : RewritePattern {
  FoldDataMovement(MLIRContext *ctx, bool explain)
      : RewritePattern(MatchAnyOpTypeTag(), 1, ctx), explainRewrites(explain) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::isa<hlo::ReshapeOp, hlo::TransposeOp, hlo::BroadcastInDimOp,
                   hlo::SliceOp, hlo::ConcatenateOp, hlo::IotaOp>(op))
      return failure();
    auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !type.hasStaticShape() ||
        !llvm::isa<IntegerType, FloatType>(type.getElementType()))
      return failure();
    if (auto iota = llvm::dyn_cast<hlo::IotaOp>(op)) {
      if (!small(type))
        return failure();
      Type elem = type.getElementType();
      if (llvm::isa<FloatType>(elem) && !foldableFloat(elem))
        return failure();
      int64_t dim = iota.getIotaDimension();
      SmallVector<Attribute> values;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        int64_t v = delinearize(i, type.getShape())[dim];
        if (llvm::isa<IntegerType>(elem))
          values.push_back(IntegerAttr::get(elem, v));
        else
          values.push_back(FloatAttr::get(elem, double(v)));
      }
      replaceByConstant(rewriter, op, DenseElementsAttr::get(type, values),
                        explainRewrites);
      return success();
    }
    SmallVector<DenseElementsAttr> operands;
    for (Value v : op->getOperands()) {
      operands.push_back(constantOf(v));
      if (!operands.back())
        return failure();
    }
    // Splats stay splats (concatenate aside). Large ones stay broadcasts:
    // the identities see through those, and a large constant would become
    // a large global in the generated code.
    if (!small(type))
      return failure();
    if (!llvm::isa<hlo::ConcatenateOp>(op) && operands[0].isSplat()) {
      replaceByConstant(
          rewriter, op,
          DenseElementsAttr::get(type, operands[0].getSplatValue<Attribute>()),
          explainRewrites);
      return success();
    }
    SmallVector<SmallVector<Attribute>> in;
    for (DenseElementsAttr a : operands) {
      auto values = a.getValues<Attribute>();
      in.emplace_back(values.begin(), values.end());
    }
    ArrayRef<int64_t> shape = type.getShape();
    auto inShape =
        llvm::cast<RankedTensorType>(operands[0].getType()).getShape();
    SmallVector<Attribute> out;
    for (int64_t i = 0; i < type.getNumElements(); ++i) {
      SmallVector<int64_t> index = delinearize(i, shape);
      if (llvm::isa<hlo::ReshapeOp>(op)) {
        out.push_back(in[0][i]);
      } else if (auto t = llvm::dyn_cast<hlo::TransposeOp>(op)) {
        SmallVector<int64_t> source(index.size());
        for (auto [d, p] : llvm::enumerate(t.getPermutation()))
          source[p] = index[d];
        out.push_back(in[0][linearize(source, inShape)]);
      } else if (auto b = llvm::dyn_cast<hlo::BroadcastInDimOp>(op)) {
        SmallVector<int64_t> source;
        for (auto [k, d] : llvm::enumerate(b.getBroadcastDimensions()))
          source.push_back(inShape[k] == 1 ? 0 : index[d]);
        out.push_back(in[0][linearize(source, inShape)]);
      } else if (auto s = llvm::dyn_cast<hlo::SliceOp>(op)) {
        SmallVector<int64_t> source;
        for (auto [d, x] : llvm::enumerate(index))
          source.push_back(s.getStartIndices()[d] + x * s.getStrides()[d]);
        out.push_back(in[0][linearize(source, inShape)]);
      } else {
        auto c = llvm::cast<hlo::ConcatenateOp>(op);
        int64_t axis = c.getDimension();
        for (auto [k, a] : llvm::enumerate(operands)) {
          auto part = llvm::cast<RankedTensorType>(a.getType()).getShape();
          if (index[axis] < part[axis]) {
            out.push_back(a.isSplat() ? a.getSplatValue<Attribute>()
                                      : in[k][linearize(index, part)]);
            break;
          }
          index[axis] -= part[axis];
        }
      }
    }
    replaceByConstant(rewriter, op, DenseElementsAttr::get(type, out),
                      explainRewrites);
    return success();
  }
  bool explainRewrites;
};

} // namespace

namespace kiln::simplify {
void populateConstantFolding(RewritePatternSet &patterns, bool explain) {
  patterns.add<FoldElementwise, FoldDataMovement>(patterns.getContext(),
                                                  explain);
}
} // namespace kiln::simplify
