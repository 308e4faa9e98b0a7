//===- ConstantFold.cpp - fold the shape arithmetic of dynamic programs ---===//
//
// Programs exported with symbolic dimensions compute the shape operands of
// their dynamic ops from `get_dimension_size` results with small integer
// tensor ops: reshape, concatenate, convert, broadcast_in_dim, slice,
// elementwise arithmetic, compare and select. Once the dimension sizes are
// constants, this file evaluates those ops on their constant operands
// (following the spec: two's complement wrap-around, truncating division,
// signedness from the element type) so the dynamic ops and the
// shape_assertion predicates see constants. Division or remainder by zero
// and INT_MIN / -1 are not folded (the op then stays and, if it feeds a
// shape, refinement reports the shape as unknown).
//
//===----------------------------------------------------------------------===//

#include "RefineShapesInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::refine {

namespace {
/// Folding is for shapes: larger constants are left to the generated code.
constexpr int64_t kMaxFoldedElements = 4096;

/// A constant integer tensor: elements in row-major order.
struct IntTensor {
  SmallVector<int64_t> shape;
  SmallVector<APInt> values;
  bool isUnsigned = false;
};

std::optional<IntTensor> getIntTensor(Value value) {
  DenseElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  auto type = llvm::dyn_cast<RankedTensorType>(attr.getType());
  if (!type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxFoldedElements)
    return std::nullopt;
  Type element = type.getElementType();
  if (!element.isIntOrIndex())
    return std::nullopt;
  IntTensor tensor;
  tensor.shape.assign(type.getShape().begin(), type.getShape().end());
  tensor.isUnsigned = element.isUnsignedInteger() || element.isInteger(1);
  auto values = attr.getValues<APInt>();
  tensor.values.assign(values.begin(), values.end());
  return tensor;
}

SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

SmallVector<int64_t> delinearize(int64_t index, ArrayRef<int64_t> strides) {
  SmallVector<int64_t> indices(strides.size());
  for (size_t d = 0; d < strides.size(); ++d) {
    indices[d] = index / strides[d];
    index %= strides[d];
  }
  return indices;
}

/// The result type of `op`, when it is a small static tensor.
RankedTensorType smallStaticResult(Operation *op) {
  if (op->getNumResults() != 1)
    return {};
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxFoldedElements)
    return {};
  return type;
}

DenseElementsAttr makeInt(RankedTensorType type, ArrayRef<APInt> values) {
  if (!type.getElementType().isIntOrIndex())
    return {};
  return DenseElementsAttr::get(type, values);
}

/// Elementwise integer binary op; nullopt when not foldable.
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

/// Element `i` of `t`, broadcasting a 0-d tensor.
const APInt &at(const IntTensor &t, size_t i) {
  return t.values.size() == 1 ? t.values[0] : t.values[i];
}

DenseElementsAttr foldConvert(RankedTensorType type, const IntTensor &in) {
  Type element = type.getElementType();
  if (auto intType = llvm::dyn_cast<IntegerType>(element)) {
    unsigned width = intType.getWidth();
    SmallVector<APInt> out;
    for (const APInt &v : in.values) {
      if (width == 1)
        out.push_back(APInt(1, v.isZero() ? 0 : 1));
      else
        out.push_back(in.isUnsigned ? v.zextOrTrunc(width)
                                    : v.sextOrTrunc(width));
    }
    return DenseElementsAttr::get(type, out);
  }
  if (element.isIndex()) {
    SmallVector<APInt> out;
    for (const APInt &v : in.values)
      out.push_back(in.isUnsigned ? v.zextOrTrunc(64) : v.sextOrTrunc(64));
    return DenseElementsAttr::get(type, out);
  }
  if (auto floatType = llvm::dyn_cast<FloatType>(element)) {
    SmallVector<APFloat> out;
    for (const APInt &v : in.values) {
      APFloat f(floatType.getFloatSemantics());
      f.convertFromAPInt(v, /*IsSigned=*/!in.isUnsigned,
                         APFloat::rmNearestTiesToEven);
      out.push_back(f);
    }
    return DenseElementsAttr::get(type, out);
  }
  return {};
}

DenseElementsAttr foldBroadcastInDim(hlo::BroadcastInDimOp op,
                                     RankedTensorType type,
                                     const IntTensor &in) {
  ArrayRef<int64_t> dims = op.getBroadcastDimensions();
  SmallVector<int64_t> resultStrides = stridesOf(type.getShape());
  SmallVector<int64_t> inStrides = stridesOf(in.shape);
  SmallVector<APInt> out;
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    SmallVector<int64_t> index = delinearize(i, resultStrides);
    int64_t source = 0;
    for (auto [d, resultDim] : llvm::enumerate(dims))
      if (in.shape[d] != 1)
        source += index[resultDim] * inStrides[d];
    out.push_back(in.values[source]);
  }
  return makeInt(type, out);
}

DenseElementsAttr foldConcatenate(hlo::ConcatenateOp op, RankedTensorType type,
                                  ArrayRef<IntTensor> inputs) {
  int64_t axis = op.getDimension();
  SmallVector<int64_t> resultStrides = stridesOf(type.getShape());
  SmallVector<APInt> out;
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    SmallVector<int64_t> index = delinearize(i, resultStrides);
    for (const IntTensor &in : inputs) {
      if (index[axis] >= in.shape[axis]) {
        index[axis] -= in.shape[axis];
        continue;
      }
      SmallVector<int64_t> inStrides = stridesOf(in.shape);
      int64_t source = 0;
      for (size_t d = 0; d < index.size(); ++d)
        source += index[d] * inStrides[d];
      out.push_back(in.values[source]);
      break;
    }
  }
  if (static_cast<int64_t>(out.size()) != type.getNumElements())
    return {};
  return makeInt(type, out);
}

DenseElementsAttr foldSlice(hlo::SliceOp op, RankedTensorType type,
                            const IntTensor &in) {
  ArrayRef<int64_t> starts = op.getStartIndices();
  ArrayRef<int64_t> strides = op.getStrides();
  SmallVector<int64_t> resultStrides = stridesOf(type.getShape());
  SmallVector<int64_t> inStrides = stridesOf(in.shape);
  SmallVector<APInt> out;
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    SmallVector<int64_t> index = delinearize(i, resultStrides);
    int64_t source = 0;
    for (size_t d = 0; d < index.size(); ++d)
      source += (starts[d] + index[d] * strides[d]) * inStrides[d];
    if (source >= static_cast<int64_t>(in.values.size()))
      return {};
    out.push_back(in.values[source]);
  }
  return makeInt(type, out);
}
} // namespace

std::optional<SmallVector<int64_t>> getConstantInts(Value value) {
  std::optional<IntTensor> tensor = getIntTensor(value);
  if (!tensor || tensor->shape.size() > 1)
    return std::nullopt;
  SmallVector<int64_t> result;
  for (const APInt &v : tensor->values)
    result.push_back(tensor->isUnsigned ? static_cast<int64_t>(v.getZExtValue())
                                        : v.getSExtValue());
  return result;
}

DenseElementsAttr foldSmallTensorOp(Operation *op) {
  if (isa<hlo::ConstantOp>(op) || op->getNumRegions() != 0)
    return {};
  RankedTensorType type = smallStaticResult(op);
  if (!type || op->getNumOperands() == 0)
    return {};
  SmallVector<IntTensor> operands;
  for (Value operand : op->getOperands()) {
    std::optional<IntTensor> tensor = getIntTensor(operand);
    if (!tensor)
      return {};
    operands.push_back(std::move(*tensor));
  }
  int64_t count = type.getNumElements();
  const IntTensor &first = operands.front();
  auto sameCount = [&](const IntTensor &t) {
    return static_cast<int64_t>(t.values.size()) == count ||
           t.values.size() == 1;
  };

  if (isa<hlo::ConvertOp>(op))
    return foldConvert(type, first);
  if (isa<hlo::ReshapeOp>(op)) {
    if (static_cast<int64_t>(first.values.size()) != count)
      return {};
    return makeInt(type, first.values);
  }
  if (auto bcast = dyn_cast<hlo::BroadcastInDimOp>(op))
    return foldBroadcastInDim(bcast, type, first);
  if (auto concat = dyn_cast<hlo::ConcatenateOp>(op))
    return foldConcatenate(concat, type, operands);
  if (auto slice = dyn_cast<hlo::SliceOp>(op))
    return foldSlice(slice, type, first);

  if (auto cmp = dyn_cast<hlo::CompareOp>(op)) {
    if (!sameCount(operands[0]) || !sameCount(operands[1]))
      return {};
    SmallVector<APInt> out;
    for (int64_t i = 0; i < count; ++i)
      out.push_back(
          APInt(1, compare(cmp.getComparisonDirection(), at(operands[0], i),
                           at(operands[1], i), first.isUnsigned)));
    return makeInt(type, out);
  }
  if (isa<hlo::SelectOp>(op)) {
    SmallVector<APInt> out;
    for (int64_t i = 0; i < count; ++i)
      out.push_back(at(operands[0], i).isZero() ? at(operands[2], i)
                                                : at(operands[1], i));
    return makeInt(type, out);
  }
  if (isa<hlo::ClampOp>(op)) {
    bool u = operands[1].isUnsigned;
    SmallVector<APInt> out;
    for (int64_t i = 0; i < count; ++i) {
      APInt lo = at(operands[0], i), x = at(operands[1], i),
            hi = at(operands[2], i);
      APInt clamped = (u ? x.ult(lo) : x.slt(lo)) ? lo : x;
      out.push_back((u ? clamped.ugt(hi) : clamped.sgt(hi)) ? hi : clamped);
    }
    return makeInt(type, out);
  }
  if (isa<hlo::NegateOp, hlo::NotOp, hlo::AbsOp, hlo::SignOp>(op)) {
    SmallVector<APInt> out;
    for (const APInt &v : first.values) {
      if (isa<hlo::NegateOp>(op))
        out.push_back(-v);
      else if (isa<hlo::NotOp>(op))
        out.push_back(~v);
      else if (isa<hlo::AbsOp>(op))
        out.push_back(first.isUnsigned ? v : v.abs());
      else
        out.push_back(v.isZero() ? v
                      : (!first.isUnsigned && v.isNegative())
                          ? APInt::getAllOnes(v.getBitWidth())
                          : APInt(v.getBitWidth(), 1));
    }
    return makeInt(type, out);
  }
  if (op->getNumOperands() == 2 && sameCount(operands[0]) &&
      sameCount(operands[1])) {
    SmallVector<APInt> out;
    for (int64_t i = 0; i < count; ++i) {
      std::optional<APInt> v =
          binary(op, at(operands[0], i), at(operands[1], i), first.isUnsigned);
      if (!v)
        return {};
      out.push_back(*v);
    }
    return makeInt(type, out);
  }
  return {};
}

} // namespace kiln::refine
