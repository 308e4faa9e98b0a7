//===- SplitF16Products.cpp - f16 products as four bf16 products ----------===//
//
// kiln-split-f16-products (Passes.td): on targets that multiply bf16 on AMX
// tiles, a compute-bound f16 x f16 dot_general becomes one bf16 x bf16
// product into f32 with four times the contracting dimension. Each f16
// value a splits exactly into a = hi + lo with hi = bf16(a) (8 significant
// bits) and lo = bf16(a - hi) (the 3 bits left; f16's range lies inside
// bf16's), so a * b = hi_a hi_b + hi_a lo_b + lo_a hi_b + lo_a lo_b, each
// product exact in f32: the lhs is [hi, hi, lo, lo] and the rhs
// [hi, lo, hi, lo] along the contracting dimension (the second hi made 0
// for infinities and NaN, see splitOperand), summed in f32 as XLA sums the
// f16 products, and rounded to f16 once: the same sum of the same exact
// products, in another order. (Dropping lo * lo, below 2^-18 of |a b|,
// would save a quarter of the work, but on sums that cancel it moved
// results by up to 17 f16 units from XLA's.) AMX runs bf16 products at
// about six times the f32 rate, so four take less time than the f32
// kernel that widened f16 values (SGEMM-sized 1024: 10.6 ms against 14).
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Support/Explain.h"

namespace kiln {
#define GEN_PASS_DEF_SPLITF16PRODUCTS
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln::hloutils;
namespace hlo = kiln::stablehlo;

namespace {

/// Splitting costs a pass over both operands and saves a few picoseconds a
/// multiply-add (13 on the f32 kernel, 4 or 5 for four bf16 ones on AMX):
/// it pays where rows x columns / (rows + columns), the reuse of each
/// operand value, reaches a few hundred (square products from 512 on). An
/// MLP layer of 128 rows and 512 columns took twice as long split.
constexpr int64_t kMinReuse = 256;

int64_t product(RankedTensorType type, ArrayRef<int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims)
    p *= type.getDimSize(d);
  return p;
}

/// `value` (f16) as [hi, hi', lo, lo] (`loMiddle` false: the lhs) or
/// [hi, lo, hi', lo] (the rhs) along `axis`, where hi' is hi for finite values
/// and 0 for infinities and NaN, as lo is: the cross terms hi' * lo then
/// never multiply an infinity by a zero (inf * 1 would otherwise add
/// inf * lo(1) = inf * 0 = NaN), and hi * hi carries the non-finite values
/// as the f16 product does.
Value splitOperand(OpBuilder &b, Location loc, Value value, int64_t axis,
                   bool loMiddle) {
  auto type = llvm::cast<RankedTensorType>(value.getType());
  auto narrow = type.clone(b.getBF16Type()), wide = type.clone(b.getF32Type());
  // Each part is its own chain of elementwise ops from `value`, so that
  // each fuses into one loop writing it (a value shared by two parts would
  // be stored in between: an i1 tensor, byte by byte).
  auto toBf16 = [&](Value v) -> Value {
    return hlo::ConvertOp::create(b, loc, narrow, v);
  };
  auto toF32 = [&](Value v) -> Value {
    return hlo::ConvertOp::create(b, loc, wide, v);
  };
  // `v` where `value` is finite, 0 elsewhere.
  auto finiteOnly = [&](Value v) -> Value {
    Value finite =
        hlo::IsFiniteOp::create(b, loc, type.clone(b.getI1Type()), value);
    Value zero = hlo::ConstantOp::create(
        b, loc, wide, DenseElementsAttr::get(wide, b.getF32FloatAttr(0)));
    return hlo::SelectOp::create(b, loc, finite, v, zero);
  };
  // lo, built anew for each of its two places; a - hi is exact in f32.
  auto lo = [&]() -> Value {
    return toBf16(finiteOnly(
        hlo::SubtractOp::create(b, loc, toF32(value), toF32(toBf16(value)))));
  };
  Value hi = toBf16(value);
  Value finiteHi = toBf16(finiteOnly(toF32(value)));
  SmallVector<Value> parts = loMiddle
                                 ? SmallVector<Value>{hi, lo(), finiteHi, lo()}
                                 : SmallVector<Value>{hi, finiteHi, lo(), lo()};
  return concatenate(b, loc, parts, axis);
}

struct SplitF16ProductsPass
    : kiln::impl::SplitF16ProductsBase<SplitF16ProductsPass> {
  using SplitF16ProductsBase::SplitF16ProductsBase;

  void runOnOperation() override {
    SmallVector<hlo::DotGeneralOp> dots;
    getOperation().walk([&](hlo::DotGeneralOp dot) {
      if (suits(dot))
        dots.push_back(dot);
    });
    for (hlo::DotGeneralOp dot : dots)
      split(dot);
  }

  static bool suits(hlo::DotGeneralOp dot) {
    auto lhs = llvm::dyn_cast<RankedTensorType>(dot.getLhs().getType());
    auto rhs = llvm::dyn_cast<RankedTensorType>(dot.getRhs().getType());
    auto result = llvm::dyn_cast<RankedTensorType>(dot.getType());
    if (!lhs || !rhs || !result || !lhs.hasStaticShape() ||
        !rhs.hasStaticShape() || !lhs.getElementType().isF16() ||
        !rhs.getElementType().isF16() ||
        !(result.getElementType().isF16() || result.getElementType().isF32()) ||
        dot.getAlgorithmAttr())
      return false;
    auto dn = dot.getDotDimensionNumbers();
    OperandDims l = operandDims(dn, 0), r = operandDims(dn, 1);
    if (l.contract.size() != 1)
      return false;
    int64_t m = product(lhs, freeDims(lhs.getRank(), l.batch, l.contract));
    int64_t n = product(rhs, freeDims(rhs.getRank(), r.batch, r.contract));
    return m > 0 && n > 0 && m * n >= kMinReuse * (m + n);
  }

  void split(hlo::DotGeneralOp dot) {
    OpBuilder b(dot);
    Location loc = dot.getLoc();
    auto dn = dot.getDotDimensionNumbers();
    Value lhs =
        splitOperand(b, loc, dot.getLhs(), operandDims(dn, 0).contract[0],
                     /*loMiddle=*/false);
    Value rhs =
        splitOperand(b, loc, dot.getRhs(), operandDims(dn, 1).contract[0],
                     /*loMiddle=*/true);
    auto resultType = llvm::cast<RankedTensorType>(dot.getType());
    Value sum = hlo::DotGeneralOp::create(
        b, loc, resultType.clone(b.getF32Type()), lhs, rhs, dn,
        dot.getPrecisionConfigAttr(), /*algorithm=*/nullptr);
    if (!resultType.getElementType().isF32())
      sum = hlo::ConvertOp::create(b, loc, resultType, sum);
    kiln::explain(explain, loc, getArgument(),
                  "f16 dot_general as one bf16 product of four times its "
                  "contracting dimension (hi/lo parts, for AMX tiles)");
    dot.replaceAllUsesWith(sum);
    dot.erase();
  }
};

} // namespace
