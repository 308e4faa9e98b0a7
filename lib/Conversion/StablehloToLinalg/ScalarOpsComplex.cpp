//===- ScalarOpsComplex.cpp - scalar bodies of complex elementwise ops ----===//
//
// Elementwise ops on complex<f32>/complex<f64> as complex dialect ops (the
// code generation pipeline lowers them to arith/math on the two parts), plus
// complex/real/imag and conversions between complex and real types.
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

/// Converts between complex types and from/to real types: a real value
/// becomes the real part (imaginary part 0); a complex value converted to a
/// real type keeps its real part (spec: convert).
Value emitComplexConvert(OpBuilder &b, Location loc, Value value, Type from,
                         Type to,
                         llvm::function_ref<Value(Value, Type, Type)> convert) {
  auto fromComplex = dyn_cast<ComplexType>(from);
  auto toComplex = dyn_cast<ComplexType>(to);
  if (fromComplex && toComplex) {
    Type fe = fromComplex.getElementType(), te = toComplex.getElementType();
    Value re = convert(complex::ReOp::create(b, loc, value), fe, te);
    Value im = convert(complex::ImOp::create(b, loc, value), fe, te);
    return complex::CreateOp::create(b, loc, toComplex, re, im);
  }
  if (toComplex) {
    Type te = toComplex.getElementType();
    Value re = convert(value, from, te);
    Value im = arith::ConstantOp::create(b, loc, te, b.getZeroAttr(te));
    return complex::CreateOp::create(b, loc, toComplex, re, im);
  }
  Value re = complex::ReOp::create(b, loc, value);
  return convert(re, fromComplex.getElementType(), to);
}

namespace {
/// Complex functions written out on the parts, for the ones whose upstream
/// expansion needs math.copysign (which kiln's pipeline cannot lower yet).
/// `type` is the complex type; division is ArithExpr's (Smith's algorithm).
struct ComplexOpExpr : ArithExpr {
  using ArithExpr::ArithExpr;

  /// |x| with the sign of y (from y's sign bit, so -0.0 counts).
  Value copySign(Value x, Value y) {
    unsigned width = realType().getIntOrFloatBitWidth();
    Type bits = b.getIntegerType(width);
    Value signMask =
        intConst(b, loc, bits, llvm::APInt::getOneBitSet(width, width - 1));
    Value ySign = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, bits, y), signMask);
    Value xMag = arith::BitcastOp::create(b, loc, bits, abs(x));
    return arith::BitcastOp::create(b, loc, realType(),
                                    arith::OrIOp::create(b, loc, xMag, ySign));
  }

  /// The principal square root: t = sqrt((|x| + |z|) / 2); for x >= 0 it
  /// is (t, y / 2t), otherwise (|y| / 2t, t with the sign of y).
  Value complexSqrt(Value z) {
    Value x = re(z), y = im(z);
    Value mag = complex::AbsOp::create(b, loc, z);
    Value t =
        math::SqrtOp::create(b, loc, mul(add(abs(x), mag), realConst(0.5)));
    Value twoT = mul(t, realConst(2.0));
    Value nonNegative = cmp(x, realConst(0.0), arith::CmpFPredicate::OGE);
    Value r = select(nonNegative, t, div(abs(y), twoT));
    Value i = select(nonNegative, div(y, twoT), copySign(t, y));
    // sqrt(0 + yi) with y = +-0 is (0, y).
    Value zero = cmp(t, realConst(0.0), arith::CmpFPredicate::OEQ);
    return make(select(zero, realConst(0.0), r), select(zero, y, i));
  }

  /// tanh(x + yi) = (sinh 2x + i sin 2y) / (cosh 2x + cos 2y), with
  /// sinh/cosh from expm1 (accurate near 0); for large |x| it is +-1.
  Value complexTanh(Value z) {
    Value x = re(z), y = im(z);
    Value twoX = mul(x, realConst(2.0)), twoY = mul(y, realConst(2.0));
    Value em = math::ExpM1Op::create(b, loc, twoX);
    Value emn = math::ExpM1Op::create(b, loc, neg(twoX));
    Value sinh2x = mul(sub(em, emn), realConst(0.5));
    Value cosh2x = add(realConst(1.0), mul(add(em, emn), realConst(0.5)));
    Value den = add(cosh2x, math::CosOp::create(b, loc, twoY));
    Value r = div(sinh2x, den);
    Value i = div(math::SinOp::create(b, loc, twoY), den);
    Value large = cmp(abs(x), realConst(realType().isF64() ? 40.0 : 20.0),
                      arith::CmpFPredicate::OGT);
    return make(select(large, copySign(realConst(1.0), x), r),
                select(large, copySign(realConst(0.0), i), i));
  }

  /// tan(z) = -i tanh(iz).
  Value complexTan(Value z) {
    Value t = complexTanh(make(neg(im(z)), re(z)));
    return make(im(t), neg(re(t)));
  }
};
} // namespace

Value emitComplexOp(OpBuilder &b, Location loc, Operation *op, Type resultType,
                    ValueRange args) {
  auto type = dyn_cast<ComplexType>(args.front().getType());
  if (!type)
    type = cast<ComplexType>(resultType);
  ComplexOpExpr cb(b, loc, type);
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case(oneOp<hlo::AddOp, complex::AddOp>(b, loc, args))
      .Case(oneOp<hlo::SubtractOp, complex::SubOp>(b, loc, args))
      .Case(oneOp<hlo::MultiplyOp, complex::MulOp>(b, loc, args))
      .Case([&](hlo::DivideOp) -> Value { return cb.div(args[0], args[1]); })
      .Case(oneOp<hlo::PowerOp, complex::PowOp>(b, loc, args))
      .Case(oneOp<hlo::NegateOp, complex::NegOp>(b, loc, args))
      .Case(oneOp<hlo::AbsOp, complex::AbsOp>(b, loc, args))
      .Case(oneOp<hlo::SignOp, complex::SignOp>(b, loc, args))
      .Case(oneOp<hlo::ExponentialOp, complex::ExpOp>(b, loc, args))
      .Case(oneOp<hlo::ExponentialMinusOneOp, complex::Expm1Op>(b, loc, args))
      .Case(oneOp<hlo::LogOp, complex::LogOp>(b, loc, args))
      .Case(oneOp<hlo::LogPlusOneOp, complex::Log1pOp>(b, loc, args))
      .Case([&](hlo::SqrtOp) -> Value { return cb.complexSqrt(args[0]); })
      .Case([&](hlo::RsqrtOp) -> Value {
        return cb.div(cb.make(cb.realConst(1.0), cb.realConst(0.0)),
                      cb.complexSqrt(args[0]));
      })
      .Case(oneOp<hlo::SineOp, complex::SinOp>(b, loc, args))
      .Case(oneOp<hlo::CosineOp, complex::CosOp>(b, loc, args))
      .Case([&](hlo::TanOp) -> Value { return cb.complexTan(args[0]); })
      .Case([&](hlo::TanhOp) -> Value { return cb.complexTanh(args[0]); })
      .Case(oneOp<hlo::RealOp, complex::ReOp>(b, loc, args))
      .Case(oneOp<hlo::ImagOp, complex::ImOp>(b, loc, args))
      .Case([&](hlo::ComplexOp) -> Value {
        return complex::CreateOp::create(b, loc, resultType, args[0], args[1]);
      })
      .Case([&](hlo::CompareOp cmp) -> Value {
        switch (cmp.getComparisonDirection()) {
        case hlo::ComparisonDirection::EQ:
          return complex::EqualOp::create(b, loc, args[0], args[1]);
        case hlo::ComparisonDirection::NE:
          return complex::NotEqualOp::create(b, loc, args[0], args[1]);
        default:
          return {}; // Complex numbers are not ordered (spec: compare, C3).
        }
      })
      .Default([](Operation *) -> Value { return {}; });
}

} // namespace kiln::lowering
