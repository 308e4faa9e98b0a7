//===- ExprBuilder.h - formulas as StableHLO or arith ops -------*- C++ -*-===//
//
// kiln writes its numerical algorithms (the CHLO special functions, the
// scalar bodies of elementwise ops, the LAPACK routines, cholesky and
// triangular_solve) as formulas, and ExprBuilder is the one helper they are
// written with. It holds a builder, a location and the type of the values,
// and emits one op per call: `e.add(x, e.c(0.5))`, `e.select(e.cmp(x, y,
// lt), x, y)`. Which ops those are is its parameter, an op set:
//  - StablehloOpSet: StableHLO elementwise ops on tensors of one shape, for
//    the CHLO decompositions (StablehloExpr);
//  - ArithOpSet: arith and math ops on float and integer scalars, complex
//    ops on complex scalars, for the StableHLO-to-linalg lowering (ArithExpr).
// An op set only maps each primitive to one op; what is built from the
// primitives (Horner's rule, Smith's complex division, the scaled |z|, the
// double-operand shorthands) is written once, in ExprBuilder. A family of
// algorithms that needs more derives from it (ComplexPartsExpr in
// TrigonometricFunctions.cpp, FloatOpExpr in ScalarOpsFloat.cpp, ...).
//
// Calls rather than overloaded operators: each op is made where its call is
// written and in the order of the calls, which the lit tests' checks of the
// generated IR rely on, and comparisons and selects, which take a
// predicate, read like the rest.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_EXPRBUILDER_H
#define KILN_CONVERSION_EXPRBUILDER_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace kiln {

/// arith.constant `value` of float type `type`.
inline mlir::Value floatConst(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Type type, double value) {
  return mlir::arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

/// arith.constant `value` (sign-extended or truncated) of signless integer
/// type `type`.
inline mlir::Value intConst(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type type, int64_t value) {
  return mlir::arith::ConstantOp::create(
      b, loc,
      b.getIntegerAttr(type, llvm::APInt(type.getIntOrFloatBitWidth(), value,
                                         /*isSigned=*/true,
                                         /*implicitTrunc=*/true)));
}
inline mlir::Value intConst(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type type, const llvm::APInt &value) {
  return mlir::arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

/// StableHLO elementwise ops on tensors of one shape. Results take the type
/// of the first operand, comparisons the shape of the builder's type.
struct StablehloOpSet {
  using ValueType = mlir::RankedTensorType;
  using Predicate = stablehlo::ComparisonDirection;
  static constexpr bool kComplexScalars = false;

  /// A splat constant of float tensor type `type`.
  static mlir::Value constant(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::RankedTensorType type, double v) {
    return stablehlo::ConstantOp::create(
        b, loc, type,
        mlir::DenseElementsAttr::get(type,
                                     b.getFloatAttr(type.getElementType(), v)));
  }
  template <typename Op>
  static mlir::Value unary(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value x) {
    return Op::create(b, loc, x.getType(), x);
  }
  template <typename Op>
  static mlir::Value binary(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::Value y) {
    return Op::create(b, loc, x.getType(), x, y);
  }
  // One StableHLO op per primitive.
  static constexpr auto add = binary<stablehlo::AddOp>;
  static constexpr auto sub = binary<stablehlo::SubtractOp>;
  static constexpr auto mul = binary<stablehlo::MultiplyOp>;
  static constexpr auto div = binary<stablehlo::DivideOp>;
  static constexpr auto min = binary<stablehlo::MinimumOp>;
  static constexpr auto max = binary<stablehlo::MaximumOp>;
  static constexpr auto neg = unary<stablehlo::NegateOp>;
  static constexpr auto abs = unary<stablehlo::AbsOp>;
  static constexpr auto sqrt = unary<stablehlo::SqrtOp>;
  static constexpr auto exp = unary<stablehlo::ExponentialOp>;
  static constexpr auto log = unary<stablehlo::LogOp>;
  static constexpr auto log1p = unary<stablehlo::LogPlusOneOp>;
  static constexpr auto floor = unary<stablehlo::FloorOp>;
  static constexpr auto sign = unary<stablehlo::SignOp>;
  static constexpr auto bitAnd = binary<stablehlo::AndOp>;
  static constexpr auto bitOr = binary<stablehlo::OrOp>;
  static constexpr auto bitNot = unary<stablehlo::NotOp>;
  static mlir::Value compare(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::RankedTensorType type, mlir::Value x,
                             mlir::Value y, Predicate dir) {
    auto i1 = mlir::RankedTensorType::get(type.getShape(), b.getI1Type());
    return stablehlo::CompareOp::create(b, loc, i1, x, y, dir,
                                        stablehlo::ComparisonTypeAttr());
  }
  static mlir::Value select(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value p, mlir::Value t, mlir::Value f) {
    return stablehlo::SelectOp::create(b, loc, t.getType(), p, t, f);
  }
  static mlir::Value reduceSum(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value x, mlir::Value init,
                               llvm::ArrayRef<int64_t> dims,
                               mlir::RankedTensorType resultType) {
    auto scalar = llvm::cast<mlir::RankedTensorType>(init.getType());
    auto reduce = stablehlo::ReduceOp::create(
        b, loc, mlir::TypeRange{resultType}, mlir::ValueRange{x},
        mlir::ValueRange{init}, b.getDenseI64ArrayAttr(dims));
    mlir::Block *body = new mlir::Block();
    reduce.getBody().push_back(body);
    body->addArgument(scalar, loc);
    body->addArgument(scalar, loc);
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(body);
    mlir::Value sum = stablehlo::AddOp::create(
        b, loc, scalar, body->getArgument(0), body->getArgument(1));
    stablehlo::ReturnOp::create(b, loc, mlir::ValueRange{sum});
    return reduce.getResult(0);
  }
};

/// arith/math ops on float and signless integer scalars, and complex ops on
/// complex scalars: each primitive picks its op by the operand's type.
struct ArithOpSet {
  using ValueType = mlir::Type;
  using Predicate = mlir::arith::CmpFPredicate;
  static constexpr bool kComplexScalars = true;

  static bool isComplex(mlir::Value x) {
    return llvm::isa<mlir::ComplexType>(x.getType());
  }
  static bool isInteger(mlir::Value x) {
    return llvm::isa<mlir::IntegerType>(x.getType());
  }

  /// A constant of float type `type`.
  static mlir::Value constant(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Type type, double v) {
    return floatConst(b, loc, type, v);
  }
  template <typename Op>
  static mlir::Value unary(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value x) {
    return Op::create(b, loc, x);
  }
  template <typename Op>
  static mlir::Value binary(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::Value y) {
    return Op::create(b, loc, x, y);
  }
  /// The op of x's kind: complex, integer or float.
  template <typename ComplexOp, typename IntOp, typename FloatOp>
  static mlir::Value byKind(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::Value y) {
    if (isComplex(x))
      return ComplexOp::create(b, loc, x, y);
    if (isInteger(x))
      return IntOp::create(b, loc, x, y);
    return FloatOp::create(b, loc, x, y);
  }
  static constexpr auto add =
      byKind<mlir::complex::AddOp, mlir::arith::AddIOp, mlir::arith::AddFOp>;
  static constexpr auto sub =
      byKind<mlir::complex::SubOp, mlir::arith::SubIOp, mlir::arith::SubFOp>;
  static constexpr auto mul =
      byKind<mlir::complex::MulOp, mlir::arith::MulIOp, mlir::arith::MulFOp>;
  /// Float division (ExprBuilder::div divides complex numbers itself).
  static constexpr auto div = binary<mlir::arith::DivFOp>;
  /// The NaN-propagating float maximum.
  static constexpr auto max = binary<mlir::arith::MaximumFOp>;
  static mlir::Value neg(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value x) {
    if (isComplex(x))
      return mlir::complex::NegOp::create(b, loc, x);
    return mlir::arith::NegFOp::create(b, loc, x);
  }
  /// |x| of a float (ExprBuilder::abs measures complex numbers itself).
  static constexpr auto abs = unary<mlir::math::AbsFOp>;
  static constexpr auto sqrt = unary<mlir::math::SqrtOp>;
  static constexpr auto bitAnd = binary<mlir::arith::AndIOp>;
  static constexpr auto bitOr = binary<mlir::arith::OrIOp>;
  static mlir::Value compare(mlir::OpBuilder &b, mlir::Location loc, mlir::Type,
                             mlir::Value x, mlir::Value y,
                             mlir::arith::CmpFPredicate pred) {
    return mlir::arith::CmpFOp::create(b, loc, pred, x, y);
  }
  static mlir::Value compare(mlir::OpBuilder &b, mlir::Location loc, mlir::Type,
                             mlir::Value x, mlir::Value y,
                             mlir::arith::CmpIPredicate pred) {
    return mlir::arith::CmpIOp::create(b, loc, pred, x, y);
  }
  static mlir::Value select(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value p, mlir::Value t, mlir::Value f) {
    return mlir::arith::SelectOp::create(b, loc, p, t, f);
  }
  // The parts of complex numbers.
  static constexpr auto re = unary<mlir::complex::ReOp>;
  static constexpr auto im = unary<mlir::complex::ImOp>;
  static constexpr auto conj = unary<mlir::complex::ConjOp>;
  static mlir::Value makeComplex(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::ComplexType type, mlir::Value re,
                                 mlir::Value im) {
    return mlir::complex::CreateOp::create(b, loc, type, re, im);
  }
};

/// Builds ops of `OpSet` at the builder's insertion point, all at `loc`, on
/// values of type `type` (a tensor type for StableHLO, an element type for
/// arith). The builder is held by reference: the body builders of scf.for
/// and scf.if are handed that same builder, so an ExprBuilder made before a
/// loop emits into the loop's body when called from there.
template <typename OpSet> struct ExprBuilder {
  using ValueType = typename OpSet::ValueType;
  using Predicate = typename OpSet::Predicate;

  ExprBuilder(mlir::OpBuilder &b, mlir::Location loc, ValueType type)
      : b(b), loc(loc), type(type) {}

  mlir::OpBuilder &b;
  mlir::Location loc;
  ValueType type;

  /// The constant `v` of `type` (a complex `type` gets imaginary part 0).
  mlir::Value c(double v) const {
    if constexpr (OpSet::kComplexScalars)
      if (isComplex())
        return make(realConst(v));
    return OpSet::constant(b, loc, type, v);
  }

  /// One op of type `Op` on x (and y), with the result type of x.
  template <typename Op> mlir::Value un(mlir::Value x) const {
    return OpSet::template unary<Op>(b, loc, x);
  }
  template <typename Op> mlir::Value bin(mlir::Value x, mlir::Value y) const {
    return OpSet::template binary<Op>(b, loc, x, y);
  }

  mlir::Value add(mlir::Value x, mlir::Value y) const {
    return OpSet::add(b, loc, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) const {
    return OpSet::sub(b, loc, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) const {
    return OpSet::mul(b, loc, x, y);
  }
  /// x / y; complex scalars by Smith's algorithm (complex.div's own
  /// expansion needs math.copysign, which kiln's pipeline does not lower).
  mlir::Value div(mlir::Value x, mlir::Value y) const {
    if constexpr (OpSet::kComplexScalars)
      if (OpSet::isComplex(x))
        return smithDivide(x, y);
    return OpSet::div(b, loc, x, y);
  }
  mlir::Value add(mlir::Value x, double y) const { return add(x, c(y)); }
  mlir::Value mul(mlir::Value x, double y) const { return mul(x, c(y)); }
  mlir::Value sqr(mlir::Value x) const { return mul(x, x); }
  mlir::Value min(mlir::Value x, mlir::Value y) const {
    return OpSet::min(b, loc, x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) const {
    return OpSet::max(b, loc, x, y);
  }
  mlir::Value neg(mlir::Value x) const { return OpSet::neg(b, loc, x); }
  /// |x|; for complex scalars sqrt(re^2 + im^2) scaled by the larger part,
  /// so that the squares neither overflow nor underflow.
  mlir::Value abs(mlir::Value x) const {
    if constexpr (OpSet::kComplexScalars) {
      mlir::Value r = OpSet::abs(b, loc, re(x));
      if (!OpSet::isComplex(x))
        return r;
      mlir::Value i = OpSet::abs(b, loc, im(x));
      mlir::Value big = max(r, i);
      mlir::Value p = div(r, big);
      mlir::Value q = div(i, big);
      mlir::Value sum = add(mul(p, p), mul(q, q));
      mlir::Value h = mul(big, sqrt(sum));
      mlir::Value zero = realConst(0.0);
      mlir::Value isZero = cmp(big, zero, Predicate::OEQ);
      return select(isZero, zero, h);
    } else {
      return OpSet::abs(b, loc, x);
    }
  }
  mlir::Value sqrt(mlir::Value x) const { return OpSet::sqrt(b, loc, x); }
  mlir::Value exp(mlir::Value x) const { return OpSet::exp(b, loc, x); }
  mlir::Value log(mlir::Value x) const { return OpSet::log(b, loc, x); }
  mlir::Value log1p(mlir::Value x) const { return OpSet::log1p(b, loc, x); }
  mlir::Value floor(mlir::Value x) const { return OpSet::floor(b, loc, x); }
  mlir::Value sign(mlir::Value x) const { return OpSet::sign(b, loc, x); }
  /// Bitwise (for i1: logical) and, or and not.
  mlir::Value bitAnd(mlir::Value x, mlir::Value y) const {
    return OpSet::bitAnd(b, loc, x, y);
  }
  mlir::Value bitOr(mlir::Value x, mlir::Value y) const {
    return OpSet::bitOr(b, loc, x, y);
  }
  mlir::Value bitNot(mlir::Value x) const { return OpSet::bitNot(b, loc, x); }

  /// `x pred y`; arith takes float and integer predicates.
  template <typename P>
  mlir::Value cmp(mlir::Value x, mlir::Value y, P pred) const {
    return OpSet::compare(b, loc, type, x, y, pred);
  }
  mlir::Value cmp(mlir::Value x, double y, Predicate pred) const {
    return cmp(x, c(y), pred);
  }
  mlir::Value select(mlir::Value p, mlir::Value t, mlir::Value f) const {
    return OpSet::select(b, loc, p, t, f);
  }

  /// The sum of `x` over dimensions `dims`, from the 0-d `init`, of type
  /// `resultType` (a stablehlo.reduce whose body adds).
  mlir::Value reduceSum(mlir::Value x, mlir::Value init,
                        llvm::ArrayRef<int64_t> dims,
                        mlir::RankedTensorType resultType) const {
    return OpSet::reduceSum(b, loc, x, init, dims, resultType);
  }

  /// Horner evaluation of sum coeffs[i] * x^(n-1-i) (highest power first).
  mlir::Value poly(mlir::Value x, llvm::ArrayRef<double> coeffs) const {
    mlir::Value r = c(coeffs.front());
    for (double k : coeffs.drop_front())
      r = add(mul(r, x), k);
    return r;
  }

  // Complex scalars (ArithOpSet). A real `type` makes the complex
  // operations the identity where that is meaningful: re(x) = x,
  // im(x) = 0, conj(x) = x, make(re, im) = re.

  bool isComplex() const { return llvm::isa<mlir::ComplexType>(type); }
  /// The type of the real and imaginary parts of `type` (`type` if real).
  mlir::FloatType realType() const {
    if (auto complex = llvm::dyn_cast<mlir::ComplexType>(type))
      return llvm::cast<mlir::FloatType>(complex.getElementType());
    return llvm::cast<mlir::FloatType>(type);
  }
  mlir::Value realConst(double v) const {
    return OpSet::constant(b, loc, realType(), v);
  }
  mlir::Value re(mlir::Value x) const {
    return OpSet::isComplex(x) ? OpSet::re(b, loc, x) : x;
  }
  /// The imaginary part (a real zero for real x).
  mlir::Value im(mlir::Value x) const {
    return OpSet::isComplex(x) ? OpSet::im(b, loc, x) : realConst(0.0);
  }
  mlir::Value conj(mlir::Value x) const {
    return OpSet::isComplex(x) ? OpSet::conj(b, loc, x) : x;
  }
  /// The element of `type` with real part `re` and imaginary part `im`
  /// (zero when not given).
  mlir::Value make(mlir::Value re, mlir::Value im = nullptr) const {
    if (!isComplex())
      return re;
    if (!im)
      im = realConst(0.0);
    return OpSet::makeComplex(b, loc, llvm::cast<mlir::ComplexType>(type), re,
                              im);
  }
  /// |re|^2 + |im|^2, a real.
  mlir::Value abs2(mlir::Value x) const {
    mlir::Value r = re(x);
    mlir::Value sq = mul(r, r);
    if (!OpSet::isComplex(x))
      return sq;
    mlir::Value i = im(x);
    return add(sq, mul(i, i));
  }
  /// |re| + |im| (BLAS i?amax's measure; |x| for reals).
  mlir::Value cabs1(mlir::Value x) const {
    mlir::Value r = OpSet::abs(b, loc, re(x));
    if (!OpSet::isComplex(x))
      return r;
    return add(r, OpSet::abs(b, loc, im(x)));
  }
  /// x != 0: either part nonzero or NaN.
  mlir::Value isNonZero(mlir::Value x) const {
    mlir::Value zero = realConst(0.0);
    mlir::Value r = cmp(re(x), zero, Predicate::UNE);
    if (!OpSet::isComplex(x))
      return r;
    mlir::Value i = cmp(im(x), zero, Predicate::UNE);
    return bitOr(r, i);
  }

private:
  /// x / y for complex x = (xr, xi), y = (yr, yi), scaled by the larger of
  /// |yr| and |yi| so that no intermediate overflows.
  mlir::Value smithDivide(mlir::Value x, mlir::Value y) const {
    mlir::Value xr = re(x), xi = im(x);
    mlir::Value yr = re(y), yi = im(y);
    mlir::Value realBig = cmp(abs(yr), abs(yi), Predicate::OGE);
    // |yr| >= |yi|: r = yi/yr, den = yr + yi*r,
    // ((xr + xi*r) + (xi - xr*r)i) / den.
    mlir::Value r1 = div(yi, yr), den1 = add(yr, mul(yi, r1));
    mlir::Value re1 = div(add(xr, mul(xi, r1)), den1);
    mlir::Value im1 = div(sub(xi, mul(xr, r1)), den1);
    // Otherwise: r = yr/yi, den = yr*r + yi,
    // ((xr*r + xi) + (xi*r - xr)i) / den.
    mlir::Value r2 = div(yr, yi), den2 = add(mul(yr, r2), yi);
    mlir::Value re2 = div(add(mul(xr, r2), xi), den2);
    mlir::Value im2 = div(sub(mul(xi, r2), xr), den2);
    return OpSet::makeComplex(
        b, loc, llvm::cast<mlir::ComplexType>(x.getType()),
        select(realBig, re1, re2), select(realBig, im1, im2));
  }
};

/// StableHLO tensor formulas (the CHLO decompositions).
using StablehloExpr = ExprBuilder<StablehloOpSet>;
/// arith/math/complex scalar formulas (the StableHLO-to-linalg lowering).
using ArithExpr = ExprBuilder<ArithOpSet>;

} // namespace kiln

#endif // KILN_CONVERSION_EXPRBUILDER_H
