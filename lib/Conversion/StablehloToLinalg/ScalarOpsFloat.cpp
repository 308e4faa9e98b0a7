//===- ScalarOpsFloat.cpp - scalar bodies of float elementwise ops --------===//
//
// Float elementwise ops as arith/math ops on f32/f64 scalars. Narrower
// formats (f16, bf16, f8) are extended to f32 by the caller and the result
// rounded back, which is how XLA computes them on CPU.
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

namespace {
/// ArithExpr with the float algorithms of the elementwise ops.
struct FloatOpExpr : ArithExpr {
  using ArithExpr::ArithExpr;

  /// sign: -1, 0 or 1; -0.0, +0.0 and NaN map to themselves.
  Value sign(Value x) {
    Value pos = select(cmp(x, c(0.0), arith::CmpFPredicate::OGT), c(1.0), x);
    return select(cmp(x, c(0.0), arith::CmpFPredicate::OLT), c(-1.0), pos);
  }

  /// |x| with the sign bit of s (so -0.0 and NaN signs count).
  Value copySign(Value x, Value s) {
    unsigned width = type.getIntOrFloatBitWidth();
    Type bits = b.getIntegerType(width);
    Value signMask =
        intConst(b, loc, bits, llvm::APInt::getOneBitSet(width, width - 1));
    Value sBits = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, bits, s), signMask);
    Value xBits =
        arith::BitcastOp::create(b, loc, bits, math::AbsFOp::create(b, loc, x));
    return arith::BitcastOp::create(b, loc, type,
                                    arith::OrIOp::create(b, loc, xBits, sBits));
  }

  /// tanh. Below |x| = 0.625 it is -t / (t + 2) with t = expm1(-2|x|),
  /// signed like x, which keeps the relative accuracy of expm1: the
  /// expansion of math.tanh through exp (without kiln-approximate-math,
  /// at -O0 and for f64) cancels there, by 72 ulp in f64 at |x| = 1e-3, and
  /// returns 0 for |x| below 2^-25 in f32. Beyond 0.625, where that
  /// expansion is accurate, math.tanh. kiln-approximate-math recognizes
  /// this select by its condition (|x| < 0.625, x the operand of the
  /// math.tanh) and keeps only the math.tanh, which it approximates itself
  /// in f32.
  /// (For f32 the small branch is evaluated in f64 and rounded once, which
  /// makes it correctly rounded but for rare ties; f32 only takes it at -O0,
  /// where speed is not the point.)
  Value tanh(Value x) {
    Value a = math::AbsFOp::create(b, loc, x);
    FloatOpExpr wide(b, loc, type.isF32() ? b.getF64Type() : type);
    Value aw = type.isF32() ? arith::ExtFOp::create(b, loc, wide.type, a)
                            : static_cast<Value>(a);
    Value t = math::ExpM1Op::create(b, loc, wide.mul(aw, wide.c(-2.0)));
    Value q = wide.div(wide.neg(t), wide.add(t, wide.c(2.0)));
    if (type.isF32())
      q = arith::TruncFOp::create(b, loc, type, q);
    Value small = copySign(q, x);
    Value isSmall = cmp(a, c(0.625), arith::CmpFPredicate::OLT);
    return select(isSmall, small, math::TanhOp::create(b, loc, x));
  }

  /// atan2(y, x), with IEEE's value where both are zero (+-0 for x = +0,
  /// +-pi for x = -0, signed like y) made explicit: MLIR folds math.atan2
  /// of two constant zeros to NaN.
  Value atan2(Value y, Value x) {
    Value r = math::Atan2Op::create(b, loc, y, x);
    Value bothZero =
        arith::AndIOp::create(b, loc, cmp(y, c(0.0), arith::CmpFPredicate::OEQ),
                              cmp(x, c(0.0), arith::CmpFPredicate::OEQ));
    Value xNegative =
        cmp(copySign(c(1.0), x), c(0.0), arith::CmpFPredicate::OLT);
    Value onZeros = copySign(select(xNegative, c(M_PI), c(0.0)), y);
    return select(bothZero, onZeros, r);
  }

  /// 1 / (1 + exp(-x)).
  Value logistic(Value x) {
    Value e = math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
    return arith::DivFOp::create(b, loc, c(1.0),
                                 arith::AddFOp::create(b, loc, c(1.0), e));
  }

  enum class Rounding { Floor, Ceil, AwayFromZero, NearestEven };
  /// Rounds to an integral value through an integer (i32 for formats of
  /// up to 32 bits, whose values below 2^mantissa fit it, so the
  /// conversions vectorize; i64 for f64): values of magnitude 2^mantissa
  /// and beyond (and inf, NaN) are integral already and returned as they
  /// are (the conversion's result for them is not used); a zero result
  /// keeps the sign of x (floor(-0.0) = -0.0, ceil(-0.5) = -0.0).
  Value round(Value x, Rounding mode) {
    auto floatType = cast<FloatType>(type);
    unsigned width = floatType.getWidth();
    Type i64 = width <= 32 ? b.getI32Type() : b.getI64Type();
    Type bitsType = b.getIntegerType(width);
    Value asInt = arith::FPToSIOp::create(b, loc, i64, x);
    Value t = arith::SIToFPOp::create(b, loc, type, asInt); // toward zero
    Value one = c(1.0);
    Value r;
    switch (mode) {
    case Rounding::Floor:
      r = select(cmp(t, x, arith::CmpFPredicate::OGT),
                 arith::SubFOp::create(b, loc, t, one), t);
      break;
    case Rounding::Ceil:
      r = select(cmp(t, x, arith::CmpFPredicate::OLT),
                 arith::AddFOp::create(b, loc, t, one), t);
      break;
    case Rounding::AwayFromZero:
    case Rounding::NearestEven: {
      Value frac =
          math::AbsFOp::create(b, loc, arith::SubFOp::create(b, loc, x, t));
      Value away = select(cmp(x, c(0.0), arith::CmpFPredicate::OLT),
                          arith::SubFOp::create(b, loc, t, one),
                          arith::AddFOp::create(b, loc, t, one));
      Value up = cmp(frac, c(0.5), arith::CmpFPredicate::OGE);
      if (mode == Rounding::NearestEven) {
        Value odd = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ne,
            arith::AndIOp::create(b, loc, asInt, intConst(b, loc, i64, 1)),
            intConst(b, loc, i64, 0));
        Value half = cmp(frac, c(0.5), arith::CmpFPredicate::OEQ);
        up = select(half, odd, cmp(frac, c(0.5), arith::CmpFPredicate::OGT));
      }
      r = select(up, away, t);
      break;
    }
    }
    // Zero results take x's sign.
    Value rBits = arith::BitcastOp::create(b, loc, bitsType, r);
    Value signBit = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, bitsType, x),
        intConst(b, loc, bitsType,
                 llvm::APInt::getOneBitSet(width, width - 1)));
    Value signedZero = arith::BitcastOp::create(
        b, loc, type, arith::OrIOp::create(b, loc, rBits, signBit));
    r = select(cmp(r, c(0.0), arith::CmpFPredicate::OEQ), signedZero, r);
    // Large, infinite and NaN values are returned unchanged.
    double limit = std::ldexp(1.0, floatType.getFPMantissaWidth() - 1);
    Value small = cmp(math::AbsFOp::create(b, loc, x), c(limit),
                      arith::CmpFPredicate::OLT);
    return select(small, r, x);
  }

  Value isFinite(Value x) {
    Value mag = math::AbsFOp::create(b, loc, x);
    // Ordered: false for NaN.
    return cmp(mag, c(std::numeric_limits<double>::infinity()),
               arith::CmpFPredicate::ONE);
  }
};

} // namespace

/// power as a call to the C library's pow/powf: it handles negative bases
/// with integral exponents, pow(x, 0) = 1 for every x and the other special
/// cases of IEEE pow, which an exp(y * log(x)) expansion does not.
Value emitLibmPow(OpBuilder &b, Location loc, Operation *op, ValueRange args) {
  Type type = args[0].getType();
  StringRef name = type.isF64() ? "pow" : "powf";
  auto module = op->getParentOfType<ModuleOp>();
  if (!module)
    return {};
  if (!module.lookupSymbol<func::FuncOp>(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                     b.getFunctionType({type, type}, {type}));
    decl.setPrivate();
  }
  return func::CallOp::create(b, loc, name, TypeRange{type}, args).getResult(0);
}

Value emitAtan2(OpBuilder &b, Location loc, Value y, Value x) {
  return FloatOpExpr(b, loc, y.getType()).atan2(y, x);
}

Value emitFloatOp(OpBuilder &b, Location loc, Operation *op, ValueRange args) {
  FloatOpExpr fb(b, loc, args.front().getType());
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case(oneOp<hlo::AddOp, arith::AddFOp>(b, loc, args))
      .Case(oneOp<hlo::SubtractOp, arith::SubFOp>(b, loc, args))
      .Case(oneOp<hlo::MultiplyOp, arith::MulFOp>(b, loc, args))
      .Case(oneOp<hlo::DivideOp, arith::DivFOp>(b, loc, args))
      // remainder has the sign of the dividend, like C's fmod.
      .Case(oneOp<hlo::RemainderOp, arith::RemFOp>(b, loc, args))
      .Case([&](hlo::PowerOp) { return emitLibmPow(b, loc, op, args); })
      .Case([&](hlo::Atan2Op) { return fb.atan2(args[0], args[1]); })
      // maximum/minimum propagate NaN; -0.0 < +0.0.
      .Case(oneOp<hlo::MaximumOp, arith::MaximumFOp>(b, loc, args))
      .Case(oneOp<hlo::MinimumOp, arith::MinimumFOp>(b, loc, args))
      .Case([&](hlo::ClampOp) -> Value {
        Value lo = arith::MaximumFOp::create(b, loc, args[1], args[0]);
        return arith::MinimumFOp::create(b, loc, lo, args[2]);
      })
      .Case(oneOp<hlo::NegateOp, arith::NegFOp>(b, loc, args))
      .Case(oneOp<hlo::AbsOp, math::AbsFOp>(b, loc, args))
      .Case([&](hlo::SignOp) { return fb.sign(args[0]); })
      .Case(oneOp<hlo::ExponentialOp, math::ExpOp>(b, loc, args))
      .Case(oneOp<hlo::ExponentialMinusOneOp, math::ExpM1Op>(b, loc, args))
      .Case(oneOp<hlo::LogOp, math::LogOp>(b, loc, args))
      .Case(oneOp<hlo::LogPlusOneOp, math::Log1pOp>(b, loc, args))
      .Case([&](hlo::LogisticOp) { return fb.logistic(args[0]); })
      .Case(oneOp<hlo::SqrtOp, math::SqrtOp>(b, loc, args))
      .Case(oneOp<hlo::RsqrtOp, math::RsqrtOp>(b, loc, args))
      .Case(oneOp<hlo::CbrtOp, math::CbrtOp>(b, loc, args))
      .Case(oneOp<hlo::SineOp, math::SinOp>(b, loc, args))
      .Case(oneOp<hlo::CosineOp, math::CosOp>(b, loc, args))
      .Case(oneOp<hlo::TanOp, math::TanOp>(b, loc, args))
      .Case([&](hlo::TanhOp) { return fb.tanh(args[0]); })
      .Case([&](hlo::FloorOp) {
        return fb.round(args[0], FloatOpExpr::Rounding::Floor);
      })
      .Case([&](hlo::CeilOp) {
        return fb.round(args[0], FloatOpExpr::Rounding::Ceil);
      })
      .Case([&](hlo::RoundNearestAfzOp) {
        return fb.round(args[0], FloatOpExpr::Rounding::AwayFromZero);
      })
      .Case([&](hlo::RoundNearestEvenOp) {
        return fb.round(args[0], FloatOpExpr::Rounding::NearestEven);
      })
      .Case([&](hlo::IsFiniteOp) { return fb.isFinite(args[0]); })
      // real(x) = x and imag(x) = 0 for real x (spec: real, imag).
      .Case([&](hlo::RealOp) -> Value { return args[0]; })
      .Case([&](hlo::ImagOp) { return fb.c(0.0); })
      .Default([](Operation *) -> Value { return {}; });
}

Value emitFloatCompare(OpBuilder &b, Location loc, Operation *op, Value lhs,
                       Value rhs) {
  auto cmpOp = cast<hlo::CompareOp>(op);
  hlo::ComparisonDirection dir = cmpOp.getComparisonDirection();
  auto compareType = cmpOp.getCompareType();
  if (compareType && *compareType == hlo::ComparisonType::TOTALORDER) {
    // -NaN < -Inf < -finite < -0 < +0 < +finite < +Inf < +NaN: the bits
    // as a signed integer, with the non-sign bits of negatives flipped,
    // are in that order (spec: compare). f8E8M0FNU has no sign: its bits
    // are in order as an unsigned integer (NaN last). The FNUZ formats'
    // only NaN (the sign bit alone, where -0 would be) orders first, as
    // XLA orders it: a key one bit wider has room below the most
    // negative value.
    auto format = cast<FloatType>(lhs.getType());
    unsigned width = format.getWidth();
    Type intType = b.getIntegerType(width);
    if (isa<Float8E8M0FNUType>(format))
      return arith::CmpIOp::create(
          b, loc, intPredicate(dir, /*isUnsigned=*/true),
          arith::BitcastOp::create(b, loc, intType, lhs),
          arith::BitcastOp::create(b, loc, intType, rhs));
    bool hasNegZero =
        llvm::APFloat::getZero(format.getFloatSemantics(), /*Negative=*/true)
            .isNegative();
    Type keyType = b.getIntegerType(hasNegZero ? width : width + 1);
    auto key = [&](Value x) -> Value {
      Value bits = arith::BitcastOp::create(b, loc, intType, x);
      Value signFill = arith::ShRSIOp::create(
          b, loc, bits, intConst(b, loc, intType, width - 1));
      Value mask = arith::ShRUIOp::create(b, loc, signFill,
                                          intConst(b, loc, intType, 1));
      Value k = arith::XOrIOp::create(b, loc, bits, mask);
      if (hasNegZero)
        return k;
      k = arith::ExtSIOp::create(b, loc, keyType, k);
      Value nan = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, bits,
          intConst(b, loc, intType, llvm::APInt::getSignMask(width)));
      Value lowest =
          intConst(b, loc, keyType, llvm::APInt::getSignedMinValue(width + 1));
      return arith::SelectOp::create(b, loc, nan, lowest, k);
    };
    return arith::CmpIOp::create(
        b, loc, intPredicate(dir, /*isUnsigned=*/false), key(lhs), key(rhs));
  }
  arith::CmpFPredicate pred;
  switch (dir) {
  case hlo::ComparisonDirection::EQ:
    pred = arith::CmpFPredicate::OEQ;
    break;
  case hlo::ComparisonDirection::NE:
    pred = arith::CmpFPredicate::UNE;
    break;
  case hlo::ComparisonDirection::GE:
    pred = arith::CmpFPredicate::OGE;
    break;
  case hlo::ComparisonDirection::GT:
    pred = arith::CmpFPredicate::OGT;
    break;
  case hlo::ComparisonDirection::LE:
    pred = arith::CmpFPredicate::OLE;
    break;
  case hlo::ComparisonDirection::LT:
    pred = arith::CmpFPredicate::OLT;
    break;
  }
  return arith::CmpFOp::create(b, loc, pred, lhs, rhs);
}

Value emitReducePrecision(OpBuilder &b, Location loc, Value x, int exponentBits,
                          int mantissaBits) {
  auto floatType = cast<FloatType>(x.getType());
  unsigned width = floatType.getWidth();
  int srcMantissa = floatType.getFPMantissaWidth() - 1;
  int srcExponent = int(width) - 1 - srcMantissa;
  Type intType = b.getIntegerType(width);
  auto c = [&](const llvm::APInt &v) { return intConst(b, loc, intType, v); };
  auto ci = [&](uint64_t v) { return c(llvm::APInt(width, v)); };
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  if (mantissaBits < srcMantissa) {
    // Round to nearest even at the new last mantissa bit.
    unsigned shift = srcMantissa - mantissaBits;
    llvm::APInt last = llvm::APInt::getOneBitSet(width, shift);
    Value lastBit = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, bits, ci(shift)), ci(1));
    Value bias = arith::AddIOp::create(b, loc, lastBit, c(last.lshr(1) - 1));
    Value rounded = arith::AddIOp::create(b, loc, bits, bias);
    bits = arith::AndIOp::create(b, loc, rounded, c(~(last - 1)));
  }
  if (exponentBits < srcExponent) {
    llvm::APInt signMask = llvm::APInt::getOneBitSet(width, width - 1);
    llvm::APInt expMask =
        llvm::APInt::getBitsSet(width, srcMantissa, width - 1);
    uint64_t srcBias = (uint64_t(1) << (srcExponent - 1)) - 1;
    uint64_t newBias = (uint64_t(1) << (exponentBits - 1)) - 1;
    Value exponent = arith::AndIOp::create(b, loc, bits, c(expMask));
    Value overflow =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, exponent,
                              ci((srcBias + newBias) << srcMantissa));
    Value underflow =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, exponent,
                              ci((srcBias - newBias) << srcMantissa));
    Value signedZero = arith::AndIOp::create(b, loc, bits, c(signMask));
    Value signedInf = arith::OrIOp::create(b, loc, signedZero, c(expMask));
    bits = arith::SelectOp::create(
        b, loc, overflow, signedInf,
        arith::SelectOp::create(b, loc, underflow, signedZero, bits));
  }
  Value result = arith::BitcastOp::create(b, loc, floatType, bits);
  // NaN stays NaN. A format with no mantissa bits has no NaN, and the
  // spec's conversion to it and back makes a NaN +inf, which is what the
  // StableHLO reference interpreter returns (XLA keeps the NaN).
  Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value nanResult =
      mantissaBits > 0
          ? x
          : arith::ConstantOp::create(
                b, loc,
                b.getFloatAttr(floatType, llvm::APFloat::getInf(
                                              floatType.getFloatSemantics())));
  return arith::SelectOp::create(b, loc, nan, nanResult, result);
}

} // namespace kiln::lowering
