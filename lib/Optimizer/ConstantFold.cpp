//===- ConstantFold.cpp - evaluate StableHLO ops on constants -------------===//
//
// kiln's one constant folder (ConstantFold.h). Shape refinement folds the
// shape arithmetic of shape-polymorphic programs with it (JAX computes the
// shape operands of dynamic ops from get_dimension_size with small integer
// ops: reshape, concatenate, convert, elementwise arithmetic, compare,
// select), and kiln-simplify folds every small constant computation.
//
// Integer arithmetic follows the spec: two's complement wrap-around,
// truncating division, signedness from the element type. Float arithmetic
// rounds to nearest even in the operands' own type, and NaN or subnormal
// operands and results are left to the generated code, so a folded value
// has the bits the generated code would compute. What the spec leaves to
// the implementation, or what would trap (division or remainder by zero,
// INT_MIN / -1), is not folded: the op stays, and if it feeds a shape,
// refinement reports that shape as unknown.
//
//===----------------------------------------------------------------------===//

#include "ConstantFold.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Support/Explain.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::fold {
namespace {

/// A constant operand, read element by element (without copying a large
/// constant that a small slice reads from).
struct Constant {
  DenseElementsAttr value;
  RankedTensorType type;

  bool isInt() const { return type.getElementType().isIntOrIndex(); }
  /// Integer elements compare and extend as unsigned (i1 too: true is 1).
  bool isUnsigned() const {
    Type element = type.getElementType();
    return element.isUnsignedInteger() || element.isInteger(1);
  }
  /// Element `i`, where a one-element constant (select's 0-d predicate,
  /// clamp's 0-d bounds) stands for every element.
  int64_t index(int64_t i) const { return type.getNumElements() == 1 ? 0 : i; }
  APInt intAt(int64_t i) const {
    return *(value.value_begin<APInt>() + index(i));
  }
  APFloat floatAt(int64_t i) const {
    return *(value.value_begin<APFloat>() + index(i));
  }
  Attribute attrAt(int64_t i) const {
    return *(value.value_begin<Attribute>() + i);
  }
};

std::optional<Constant> constantOf(Value v) {
  DenseElementsAttr value;
  if (!matchPattern(v, m_Constant(&value)))
    return std::nullopt;
  auto type = llvm::dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() ||
      !llvm::isa<IntegerType, IndexType, FloatType>(type.getElementType()))
    return std::nullopt;
  return Constant{value, type};
}

/// The float types whose arithmetic the folder rounds exactly as the
/// generated code does.
bool isFoldableFloat(Type type) {
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

/// The row-major multi-index of linear index `i` in `shape`.
SmallVector<int64_t> delinearize(int64_t i, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = shape[d] == 0 ? 0 : i % shape[d];
    i = shape[d] == 0 ? 0 : i / shape[d];
  }
  return index;
}

/// The linear index of `index` in `shape`, or -1 when it is out of bounds.
int64_t linearize(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  if (index.size() != shape.size())
    return -1;
  int64_t i = 0;
  for (auto [x, size] : llvm::zip(index, shape)) {
    if (x < 0 || x >= size)
      return -1;
    i = i * size + x;
  }
  return i;
}

//===----------------------------------------------------------------------===//
// Ops that only move elements: any element type.
//===----------------------------------------------------------------------===//

/// The element of `op`'s operands that result element `index` reads, as
/// (operand number, linear index in it); std::nullopt when the attributes
/// do not fit the shapes.
std::optional<std::pair<size_t, int64_t>> sourceOf(Operation *op,
                                                   ArrayRef<Constant> in,
                                                   ArrayRef<int64_t> index,
                                                   int64_t linear) {
  ArrayRef<int64_t> inShape = in[0].type.getShape();
  auto single = [&](int64_t i) -> std::optional<std::pair<size_t, int64_t>> {
    if (i < 0)
      return std::nullopt;
    return std::pair<size_t, int64_t>{0, i};
  };
  if (llvm::isa<hlo::ReshapeOp>(op))
    return single(linear);
  if (auto t = llvm::dyn_cast<hlo::TransposeOp>(op)) {
    ArrayRef<int64_t> perm = t.getPermutation();
    if (perm.size() != index.size())
      return std::nullopt;
    SmallVector<int64_t> source(index.size());
    for (auto [d, p] : llvm::enumerate(perm)) {
      if (p < 0 || p >= static_cast<int64_t>(index.size()))
        return std::nullopt;
      source[p] = index[d];
    }
    return single(linearize(source, inShape));
  }
  if (auto b = llvm::dyn_cast<hlo::BroadcastInDimOp>(op)) {
    SmallVector<int64_t> source;
    for (auto [k, d] : llvm::enumerate(b.getBroadcastDimensions())) {
      if (k >= inShape.size() || d < 0 ||
          d >= static_cast<int64_t>(index.size()))
        return std::nullopt;
      source.push_back(inShape[k] == 1 ? 0 : index[d]);
    }
    return single(linearize(source, inShape));
  }
  if (auto s = llvm::dyn_cast<hlo::SliceOp>(op)) {
    ArrayRef<int64_t> starts = s.getStartIndices(), strides = s.getStrides();
    if (starts.size() != index.size() || strides.size() != index.size())
      return std::nullopt;
    SmallVector<int64_t> source;
    for (auto [d, x] : llvm::enumerate(index))
      source.push_back(starts[d] + x * strides[d]);
    return single(linearize(source, inShape));
  }
  auto c = llvm::cast<hlo::ConcatenateOp>(op);
  int64_t axis = c.getDimension();
  if (axis < 0 || axis >= static_cast<int64_t>(index.size()))
    return std::nullopt;
  SmallVector<int64_t> source(index);
  for (auto [k, part] : llvm::enumerate(in)) {
    ArrayRef<int64_t> shape = part.type.getShape();
    if (shape.size() != source.size())
      return std::nullopt;
    if (source[axis] < shape[axis]) {
      int64_t i = linearize(source, shape);
      if (i < 0)
        return std::nullopt;
      return std::pair<size_t, int64_t>{k, i};
    }
    source[axis] -= shape[axis];
  }
  return std::nullopt;
}

DenseElementsAttr foldDataMovement(Operation *op, RankedTensorType type,
                                   ArrayRef<Constant> in) {
  if (in.empty() || type.getElementType() != in[0].type.getElementType())
    return {};
  if (!llvm::isa<hlo::ConcatenateOp>(op) && in.size() != 1)
    return {};
  // A splat stays a splat (concatenate aside: its inputs may differ).
  if (!llvm::isa<hlo::ConcatenateOp>(op) && in[0].value.isSplat()) {
    if (llvm::isa<hlo::ReshapeOp>(op) &&
        type.getNumElements() != in[0].type.getNumElements())
      return {};
    return DenseElementsAttr::get(type, in[0].value.getSplatValue<Attribute>());
  }
  if (llvm::isa<hlo::ReshapeOp>(op) &&
      type.getNumElements() != in[0].type.getNumElements())
    return {};
  SmallVector<Attribute> out;
  out.reserve(type.getNumElements());
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    SmallVector<int64_t> index = delinearize(i, type.getShape());
    std::optional<std::pair<size_t, int64_t>> source =
        sourceOf(op, in, index, i);
    if (!source)
      return {};
    out.push_back(in[source->first].attrAt(source->second));
  }
  return DenseElementsAttr::get(type, out);
}

DenseElementsAttr foldIota(hlo::IotaOp iota, RankedTensorType type) {
  Type element = type.getElementType();
  if (!llvm::isa<IntegerType>(element) && !isFoldableFloat(element))
    return {};
  int64_t dim = iota.getIotaDimension();
  if (dim < 0 || dim >= type.getRank())
    return {};
  SmallVector<Attribute> values;
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    int64_t v = delinearize(i, type.getShape())[dim];
    // An i1 iota is the index converted to a boolean (index != 0), as
    // the lowering computes it, not its low bit.
    if (element.isInteger(1))
      values.push_back(IntegerAttr::get(element, v != 0));
    else if (llvm::isa<IntegerType>(element))
      values.push_back(IntegerAttr::get(element, v));
    else
      values.push_back(FloatAttr::get(element, static_cast<double>(v)));
  }
  return DenseElementsAttr::get(type, values);
}

//===----------------------------------------------------------------------===//
// Integer arithmetic.
//===----------------------------------------------------------------------===//

/// Elementwise integer binary op `op` on `a` and `b`; std::nullopt when it
/// is not one or must not be folded.
std::optional<APInt> binary(Operation *op, const APInt &a, const APInt &b,
                            bool isUnsigned) {
  unsigned width = a.getBitWidth();
  if (isa<hlo::AddOp>(op))
    return width == 1 ? (a | b) : a + b;
  if (isa<hlo::SubtractOp>(op))
    return a - b;
  if (isa<hlo::MultiplyOp>(op))
    return width == 1 ? (a & b) : a * b;
  if (isa<hlo::AndOp>(op))
    return a & b;
  if (isa<hlo::OrOp>(op))
    return a | b;
  if (isa<hlo::XorOp>(op))
    return a ^ b;
  if (isa<hlo::MaximumOp>(op))
    return isUnsigned ? (a.uge(b) ? a : b) : (a.sge(b) ? a : b);
  if (isa<hlo::MinimumOp>(op))
    return isUnsigned ? (a.ule(b) ? a : b) : (a.sle(b) ? a : b);
  if (isa<hlo::DivideOp, hlo::RemainderOp>(op)) {
    if (b.isZero() || (!isUnsigned && a.isMinSignedValue() && b.isAllOnes()))
      return std::nullopt;
    if (isa<hlo::DivideOp>(op))
      return isUnsigned ? a.udiv(b) : a.sdiv(b);
    return isUnsigned ? a.urem(b) : a.srem(b);
  }
  return std::nullopt;
}

bool compare(hlo::ComparisonDirection direction, const APInt &a, const APInt &b,
             bool isUnsigned) {
  switch (direction) {
  case hlo::ComparisonDirection::EQ:
    return a == b;
  case hlo::ComparisonDirection::NE:
    return a != b;
  case hlo::ComparisonDirection::GE:
    return isUnsigned ? a.uge(b) : a.sge(b);
  case hlo::ComparisonDirection::GT:
    return isUnsigned ? a.ugt(b) : a.sgt(b);
  case hlo::ComparisonDirection::LE:
    return isUnsigned ? a.ule(b) : a.sle(b);
  case hlo::ComparisonDirection::LT:
    return isUnsigned ? a.ult(b) : a.slt(b);
  }
  return false;
}

/// convert of integers: to integers (extended as the operand's signedness
/// says, or truncated; i1 is "nonzero"), to index, or to floats when every
/// value converts exactly.
DenseElementsAttr foldConvert(RankedTensorType type, const Constant &in) {
  Type element = type.getElementType();
  int64_t count = type.getNumElements();
  if (element.isIntOrIndex()) {
    unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
    SmallVector<APInt> out;
    for (int64_t i = 0; i < count; ++i) {
      APInt v = in.intAt(i);
      if (width == 1)
        out.push_back(APInt(1, v.isZero() ? 0 : 1));
      else
        out.push_back(in.isUnsigned() ? v.zextOrTrunc(width)
                                      : v.sextOrTrunc(width));
    }
    return DenseElementsAttr::get(type, out);
  }
  auto floatType = llvm::dyn_cast<FloatType>(element);
  if (!floatType)
    return {};
  SmallVector<APFloat> out;
  for (int64_t i = 0; i < count; ++i) {
    APFloat f(floatType.getFloatSemantics());
    if (f.convertFromAPInt(in.intAt(i), /*IsSigned=*/!in.isUnsigned(),
                           APFloat::rmNearestTiesToEven) != APFloat::opOK)
      return {};
    out.push_back(f);
  }
  return DenseElementsAttr::get(type, out);
}

DenseElementsAttr foldIntegerOp(Operation *op, RankedTensorType type,
                                ArrayRef<Constant> in) {
  if (isa<hlo::ConvertOp>(op))
    return foldConvert(type, in[0]);
  if (!type.getElementType().isIntOrIndex())
    return {};
  int64_t count = type.getNumElements();
  // Every operand has the result's element count, or one element.
  for (const Constant &c : in)
    if (c.type.getNumElements() != count && c.type.getNumElements() != 1)
      return {};
  SmallVector<APInt> out;
  out.reserve(count);
  if (auto cmp = dyn_cast<hlo::CompareOp>(op)) {
    if (in.size() != 2)
      return {};
    for (int64_t i = 0; i < count; ++i)
      out.push_back(
          APInt(1, compare(cmp.getComparisonDirection(), in[0].intAt(i),
                           in[1].intAt(i), in[0].isUnsigned())));
  } else if (isa<hlo::SelectOp>(op)) {
    if (in.size() != 3)
      return {};
    for (int64_t i = 0; i < count; ++i)
      out.push_back(in[0].intAt(i).isZero() ? in[2].intAt(i) : in[1].intAt(i));
  } else if (isa<hlo::ClampOp>(op)) {
    if (in.size() != 3)
      return {};
    bool u = in[1].isUnsigned();
    for (int64_t i = 0; i < count; ++i) {
      APInt lo = in[0].intAt(i), x = in[1].intAt(i), hi = in[2].intAt(i);
      APInt clamped = (u ? x.ult(lo) : x.slt(lo)) ? lo : x;
      out.push_back((u ? clamped.ugt(hi) : clamped.sgt(hi)) ? hi : clamped);
    }
  } else if (isa<hlo::NegateOp, hlo::NotOp, hlo::AbsOp, hlo::SignOp>(op)) {
    if (in.size() != 1)
      return {};
    bool u = in[0].isUnsigned();
    for (int64_t i = 0; i < count; ++i) {
      APInt v = in[0].intAt(i);
      if (isa<hlo::NegateOp>(op))
        out.push_back(-v);
      else if (isa<hlo::NotOp>(op))
        out.push_back(~v);
      else if (isa<hlo::AbsOp>(op))
        out.push_back(u ? v : v.abs());
      else
        out.push_back(v.isZero() ? v
                      : (!u && v.isNegative())
                          ? APInt::getAllOnes(v.getBitWidth())
                          : APInt(v.getBitWidth(), 1));
    }
  } else {
    if (in.size() != 2)
      return {};
    for (int64_t i = 0; i < count; ++i) {
      std::optional<APInt> v =
          binary(op, in[0].intAt(i), in[1].intAt(i), in[0].isUnsigned());
      if (!v)
        return {};
      out.push_back(*v);
    }
  }
  return DenseElementsAttr::get(type, out);
}

//===----------------------------------------------------------------------===//
// Float arithmetic.
//===----------------------------------------------------------------------===//

DenseElementsAttr foldFloatOp(Operation *op, RankedTensorType type,
                              ArrayRef<Constant> in) {
  if (!isa<hlo::AddOp, hlo::SubtractOp, hlo::MultiplyOp, hlo::NegateOp>(op) ||
      !isFoldableFloat(type.getElementType()))
    return {};
  for (const Constant &c : in)
    if (c.type != type)
      return {};
  SmallVector<APFloat> out;
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    APFloat x = in[0].floatAt(i);
    APFloat y = in.size() > 1 ? in[1].floatAt(i) : x;
    if (x.isNaN() || x.isDenormal() || y.isNaN() || y.isDenormal())
      return {};
    auto rm = APFloat::rmNearestTiesToEven;
    if (isa<hlo::AddOp>(op))
      x.add(y, rm);
    else if (isa<hlo::SubtractOp>(op))
      x.subtract(y, rm);
    else if (isa<hlo::MultiplyOp>(op))
      x.multiply(y, rm);
    else
      x.changeSign();
    // A subnormal result may be flushed at run time: leave it.
    if (x.isDenormal() || x.isNaN())
      return {};
    out.push_back(x);
  }
  return DenseElementsAttr::get(type, out);
}

} // namespace

DenseElementsAttr foldConstantOp(Operation *op, FoldScope scope) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      isa<hlo::ConstantOp>(op))
    return {};
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxFoldedElements ||
      !llvm::isa<IntegerType, IndexType, FloatType>(type.getElementType()))
    return {};
  if (auto iota = dyn_cast<hlo::IotaOp>(op))
    return scope == FoldScope::All ? foldIota(iota, type) : DenseElementsAttr();
  if (op->getNumOperands() == 0)
    return {};
  SmallVector<Constant> in;
  for (Value operand : op->getOperands()) {
    std::optional<Constant> c = constantOf(operand);
    if (!c || (scope == FoldScope::ShapeArithmetic && !c->isInt()))
      return {};
    in.push_back(*c);
  }
  if (isa<hlo::ReshapeOp, hlo::TransposeOp, hlo::BroadcastInDimOp, hlo::SliceOp,
          hlo::ConcatenateOp>(op))
    return foldDataMovement(op, type, in);
  if (llvm::all_of(in, [](const Constant &c) { return c.isInt(); }))
    return foldIntegerOp(op, type, in);
  return foldFloatOp(op, type, in);
}

std::optional<SmallVector<int64_t>> getConstantInts(Value value) {
  std::optional<Constant> c = constantOf(value);
  if (!c || !c->isInt() || c->type.getRank() > 1 ||
      c->type.getNumElements() > kMaxFoldedElements)
    return std::nullopt;
  SmallVector<int64_t> result;
  for (int64_t i = 0, e = c->type.getNumElements(); i < e; ++i) {
    APInt v = c->intAt(i);
    result.push_back(c->isUnsigned() ? static_cast<int64_t>(v.getZExtValue())
                                     : v.getSExtValue());
  }
  return result;
}

namespace {
/// Every op foldConstantOp evaluates becomes a constant.
struct FoldConstants : RewritePattern {
  FoldConstants(MLIRContext *ctx, bool explain)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx),
        explainRewrites(explain) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    DenseElementsAttr value = foldConstantOp(op, FoldScope::All);
    if (!value)
      return failure();
    explain(explainRewrites, op->getLoc(), "kiln-simplify",
            llvm::Twine(op->getName().getStringRef()) +
                (isa<hlo::IotaOp>(op) ? " made a constant"
                                      : " of constants folded"));
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, value.getType(), value);
    return success();
  }
  bool explainRewrites;
};
} // namespace

void populateConstantFoldPatterns(RewritePatternSet &patterns, bool explain) {
  patterns.add<FoldConstants>(patterns.getContext(), explain);
}

} // namespace kiln::fold
