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

namespace kiln::lowering::detail {

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
    Value re = convert(b.create<complex::ReOp>(loc, value), fe, te);
    Value im = convert(b.create<complex::ImOp>(loc, value), fe, te);
    return b.create<complex::CreateOp>(loc, toComplex, re, im);
  }
  if (toComplex) {
    Type te = toComplex.getElementType();
    Value re = convert(value, from, te);
    Value im = b.create<arith::ConstantOp>(loc, te, b.getZeroAttr(te));
    return b.create<complex::CreateOp>(loc, toComplex, re, im);
  }
  Value re = b.create<complex::ReOp>(loc, value);
  return convert(re, fromComplex.getElementType(), to);
}

namespace {
/// Complex functions written out on the parts, for the ones whose upstream
/// expansion needs math.copysign (which kiln's pipeline cannot lower yet).
struct ComplexBuilder {
  OpBuilder &b;
  Location loc;
  ComplexType type;
  Type part;

  Value c(double v) { return floatConst(b, loc, part, v); }
  Value re(Value z) { return b.create<complex::ReOp>(loc, z); }
  Value im(Value z) { return b.create<complex::ImOp>(loc, z); }
  Value make(Value r, Value i) {
    return b.create<complex::CreateOp>(loc, type, r, i);
  }
  Value add(Value x, Value y) { return b.create<arith::AddFOp>(loc, x, y); }
  Value sub(Value x, Value y) { return b.create<arith::SubFOp>(loc, x, y); }
  Value mul(Value x, Value y) { return b.create<arith::MulFOp>(loc, x, y); }
  Value div(Value x, Value y) { return b.create<arith::DivFOp>(loc, x, y); }
  Value neg(Value x) { return b.create<arith::NegFOp>(loc, x); }
  Value abs(Value x) { return b.create<math::AbsFOp>(loc, x); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return b.create<arith::CmpFOp>(loc, p, x, y);
  }
  Value sel(Value cond, Value x, Value y) {
    return b.create<arith::SelectOp>(loc, cond, x, y);
  }
  /// |x| with the sign of y (from y's sign bit, so -0.0 counts).
  Value copySign(Value x, Value y) {
    unsigned width = part.getIntOrFloatBitWidth();
    Type bits = b.getIntegerType(width);
    Value signMask =
        intConst(b, loc, bits, llvm::APInt::getOneBitSet(width, width - 1));
    Value ySign = b.create<arith::AndIOp>(
        loc, b.create<arith::BitcastOp>(loc, bits, y), signMask);
    Value xMag = b.create<arith::BitcastOp>(loc, bits, abs(x));
    return b.create<arith::BitcastOp>(
        loc, part, b.create<arith::OrIOp>(loc, xMag, ySign));
  }

  /// (a + bi) / (c + di) by Smith's method (scaling by the larger of |c|,
  /// |d| to avoid overflow).
  Value divide(Value x, Value y) {
    Value a = re(x), bb = im(x), cc = re(y), d = im(y);
    Value cBigger = cmp(arith::CmpFPredicate::OGE, abs(cc), abs(d));
    // |c| >= |d|: r = d / c, den = c + d r, (a + b r, b - a r) / den
    Value r1 = div(d, cc);
    Value den1 = add(cc, mul(d, r1));
    Value re1 = div(add(a, mul(bb, r1)), den1);
    Value im1 = div(sub(bb, mul(a, r1)), den1);
    // otherwise: r = c / d, den = d + c r, (a r + b, b r - a) / den
    Value r2 = div(cc, d);
    Value den2 = add(d, mul(cc, r2));
    Value re2 = div(add(mul(a, r2), bb), den2);
    Value im2 = div(sub(mul(bb, r2), a), den2);
    return make(sel(cBigger, re1, re2), sel(cBigger, im1, im2));
  }

  /// The principal square root: t = sqrt((|x| + |z|) / 2); for x >= 0 it
  /// is (t, y / 2t), otherwise (|y| / 2t, t with the sign of y).
  Value sqrt(Value z) {
    Value x = re(z), y = im(z);
    Value mag = b.create<complex::AbsOp>(loc, z);
    Value t = b.create<math::SqrtOp>(loc, mul(add(abs(x), mag), c(0.5)));
    Value twoT = mul(t, c(2.0));
    Value nonNegative = cmp(arith::CmpFPredicate::OGE, x, c(0.0));
    Value r = sel(nonNegative, t, div(abs(y), twoT));
    Value i = sel(nonNegative, div(y, twoT), copySign(t, y));
    // sqrt(0 + yi) with y = +-0 is (0, y).
    Value zero = cmp(arith::CmpFPredicate::OEQ, t, c(0.0));
    return make(sel(zero, c(0.0), r), sel(zero, y, i));
  }

  /// tanh(x + yi) = (sinh 2x + i sin 2y) / (cosh 2x + cos 2y), with
  /// sinh/cosh from expm1 (accurate near 0); for large |x| it is +-1.
  Value tanh(Value z) {
    Value x = re(z), y = im(z);
    Value twoX = mul(x, c(2.0)), twoY = mul(y, c(2.0));
    Value em = b.create<math::ExpM1Op>(loc, twoX);
    Value emn = b.create<math::ExpM1Op>(loc, neg(twoX));
    Value sinh2x = mul(sub(em, emn), c(0.5));
    Value cosh2x = add(c(1.0), mul(add(em, emn), c(0.5)));
    Value den = add(cosh2x, b.create<math::CosOp>(loc, twoY));
    Value r = div(sinh2x, den);
    Value i = div(b.create<math::SinOp>(loc, twoY), den);
    Value large = cmp(arith::CmpFPredicate::OGT, abs(x),
                      c(part.isF64() ? 40.0 : 20.0));
    return make(sel(large, copySign(c(1.0), x), r),
                sel(large, copySign(c(0.0), i), i));
  }

  /// tan(z) = -i tanh(iz).
  Value tan(Value z) {
    Value t = tanh(make(neg(im(z)), re(z)));
    return make(im(t), neg(re(t)));
  }
};
} // namespace

Value emitComplexOp(OpBuilder &b, Location loc, Operation *op,
                    Type resultType, ValueRange args) {
  auto type = dyn_cast<ComplexType>(args.front().getType());
  if (!type)
    type = cast<ComplexType>(resultType);
  ComplexBuilder cb{b, loc, type, type.getElementType()};
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](hlo::AddOp) -> Value {
        return b.create<complex::AddOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::SubtractOp) -> Value {
        return b.create<complex::SubOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::MultiplyOp) -> Value {
        return b.create<complex::MulOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::DivideOp) -> Value {
        return cb.divide(args[0], args[1]);
      })
      .Case([&](hlo::PowerOp) -> Value {
        return b.create<complex::PowOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::NegateOp) -> Value {
        return b.create<complex::NegOp>(loc, args[0]);
      })
      .Case([&](hlo::AbsOp) -> Value {
        return b.create<complex::AbsOp>(loc, args[0]);
      })
      .Case([&](hlo::SignOp) -> Value {
        return b.create<complex::SignOp>(loc, args[0]);
      })
      .Case([&](hlo::ExponentialOp) -> Value {
        return b.create<complex::ExpOp>(loc, args[0]);
      })
      .Case([&](hlo::ExponentialMinusOneOp) -> Value {
        return b.create<complex::Expm1Op>(loc, args[0]);
      })
      .Case([&](hlo::LogOp) -> Value {
        return b.create<complex::LogOp>(loc, args[0]);
      })
      .Case([&](hlo::LogPlusOneOp) -> Value {
        return b.create<complex::Log1pOp>(loc, args[0]);
      })
      .Case([&](hlo::SqrtOp) -> Value {
        return cb.sqrt(args[0]);
      })
      .Case([&](hlo::RsqrtOp) -> Value {
        return cb.divide(cb.make(cb.c(1.0), cb.c(0.0)), cb.sqrt(args[0]));
      })
      .Case([&](hlo::SineOp) -> Value {
        return b.create<complex::SinOp>(loc, args[0]);
      })
      .Case([&](hlo::CosineOp) -> Value {
        return b.create<complex::CosOp>(loc, args[0]);
      })
      .Case([&](hlo::TanOp) -> Value {
        return cb.tan(args[0]);
      })
      .Case([&](hlo::TanhOp) -> Value {
        return cb.tanh(args[0]);
      })
      .Case([&](hlo::RealOp) -> Value {
        return b.create<complex::ReOp>(loc, args[0]);
      })
      .Case([&](hlo::ImagOp) -> Value {
        return b.create<complex::ImOp>(loc, args[0]);
      })
      .Case([&](hlo::ComplexOp) -> Value {
        return b.create<complex::CreateOp>(loc, resultType, args[0], args[1]);
      })
      .Case([&](hlo::CompareOp cmp) -> Value {
        switch (cmp.getComparisonDirection()) {
        case hlo::ComparisonDirection::EQ:
          return b.create<complex::EqualOp>(loc, args[0], args[1]);
        case hlo::ComparisonDirection::NE:
          return b.create<complex::NotEqualOp>(loc, args[0], args[1]);
        default:
          return {}; // Complex numbers are not ordered (spec: compare, C3).
        }
      })
      .Default([](Operation *) -> Value { return {}; });
}

} // namespace kiln::lowering::detail
