//===- ScalarOpsInt.cpp - scalar bodies of integer elementwise ops --------===//
//
// Integer and boolean elementwise ops as arith/math ops on signless scalars.
// Signedness comes from the original StableHLO element type. Where the spec
// leaves results to the implementation (division by zero, INT_MIN / -1,
// negative integer exponents) kiln gives what XLA gives: x / 0 is all ones,
// x % 0 is x, INT_MIN / -1 is INT_MIN and INT_MIN % -1 is 0.
//
//===----------------------------------------------------------------------===//

#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

namespace {
/// Builds integer scalar code for one element type.
struct IntOpExpr : IntExpr {
  IntOpExpr(OpBuilder &b, Location loc, Type type, bool isUnsigned)
      : IntExpr(b, loc, type), width(type.getIntOrFloatBitWidth()),
        isUnsigned(isUnsigned) {}
  unsigned width;
  bool isUnsigned; // unsigned ints and i1

  Value minValue() const {
    return intConst(b, loc, type, llvm::APInt::getSignedMinValue(width));
  }

  /// The divisor to divide by: 1 where the spec's special cases apply
  /// (division by zero; INT_MIN / -1 for signed types), so that the
  /// division itself never traps.
  Value safeDivisor(Value x, Value y, Value &isZero) {
    isZero = eq(y, c(0));
    Value bad = isZero;
    if (!isUnsigned)
      bad = bitOr(bad, bitAnd(eq(x, minValue()), eq(y, c(-1))));
    return select(bad, c(1), y);
  }

  Value divide(Value x, Value y) {
    Value isZero;
    Value d = safeDivisor(x, y, isZero);
    Value q = isUnsigned ? arith::DivUIOp::create(b, loc, x, d).getResult()
                         : arith::DivSIOp::create(b, loc, x, d).getResult();
    // x / 0 is all ones; INT_MIN / -1 divided by 1 already gives INT_MIN.
    return select(isZero, c(-1), q);
  }

  Value remainder(Value x, Value y) {
    Value isZero;
    Value d = safeDivisor(x, y, isZero);
    Value r = isUnsigned ? arith::RemUIOp::create(b, loc, x, d).getResult()
                         : arith::RemSIOp::create(b, loc, x, d).getResult();
    // x % 0 is x; INT_MIN % -1 computed as INT_MIN % 1 is 0.
    return select(isZero, x, r);
  }

  /// x ** y by repeated squaring over every bit of y (unrolled: no loops in
  /// a linalg body). A negative signed exponent gives 1 for x == 1, +-1 for
  /// x == -1 and 0 otherwise (the integer part of 1 / x**|y|).
  Value power(Value x, Value y) {
    Value result = c(1);
    Value base = x;
    unsigned bits = isUnsigned ? width : width - 1;
    for (unsigned k = 0; k < bits; ++k) {
      Value bit = bitAnd(arith::ShRUIOp::create(b, loc, y, c(k)), c(1));
      result = select(eq(bit, c(1)), mul(result, base), result);
      if (k + 1 < bits)
        base = mul(base, base);
    }
    if (isUnsigned)
      return result;
    Value odd = eq(bitAnd(y, c(1)), c(1));
    Value negative = cmp(y, c(0), arith::CmpIPredicate::slt);
    Value minusOnePow = select(odd, c(-1), c(1));
    Value special =
        select(eq(x, c(1)), c(1), select(eq(x, c(-1)), minusOnePow, c(0)));
    return select(negative, special, result);
  }

  /// Shift amounts are read as unsigned; amounts >= the width shift every
  /// bit out (spec: shift_left, shift_right_*).
  Value shift(Operation *op, Value x, Value y) {
    Value inRange = cmp(y, c(width), arith::CmpIPredicate::ult);
    if (isa<hlo::ShiftLeftOp>(op))
      return select(inRange, arith::ShLIOp::create(b, loc, x, y), c(0));
    if (isa<hlo::ShiftRightLogicalOp>(op))
      return select(inRange, arith::ShRUIOp::create(b, loc, x, y), c(0));
    Value amount = select(inRange, y, c(width - 1));
    return arith::ShRSIOp::create(b, loc, x, amount);
  }

  Value sign(Value x) {
    if (isUnsigned)
      return select(eq(x, c(0)), c(0), c(1));
    Value pos = select(cmp(x, c(0), arith::CmpIPredicate::sgt), c(1), c(0));
    return select(cmp(x, c(0), arith::CmpIPredicate::slt), c(-1), pos);
  }

  /// Bit count by summing adjacent fields (widths that are multiples of 8).
  Value popcount(Value x) {
    auto splat = [&](uint64_t byte) {
      return intConst(b, loc, type,
                      llvm::APInt::getSplat(width, llvm::APInt(8, byte)));
    };
    auto shr = [&](Value v, unsigned k) -> Value {
      return arith::ShRUIOp::create(b, loc, v, c(k));
    };
    if (width < 8) {
      // i2/i4: add up the bits (the byte masks below need 8 bits).
      Value sum = bitAnd(x, c(1));
      for (unsigned k = 1; k < width; ++k)
        sum = add(sum, bitAnd(shr(x, k), c(1)));
      return sum;
    }
    Value pairs =
        arith::SubIOp::create(b, loc, x, bitAnd(shr(x, 1), splat(0x55)));
    Value nibbles =
        add(bitAnd(pairs, splat(0x33)), bitAnd(shr(pairs, 2), splat(0x33)));
    Value bytes = bitAnd(add(nibbles, shr(nibbles, 4)), splat(0x0f));
    if (width == 8)
      return bytes;
    return shr(mul(bytes, splat(0x01)), width - 8);
  }

  Value maxOrMin(bool isMax, Value x, Value y) {
    if (isUnsigned)
      return isMax ? arith::MaxUIOp::create(b, loc, x, y).getResult()
                   : arith::MinUIOp::create(b, loc, x, y).getResult();
    return isMax ? arith::MaxSIOp::create(b, loc, x, y).getResult()
                 : arith::MinSIOp::create(b, loc, x, y).getResult();
  }
};
} // namespace

Value emitIntOp(OpBuilder &b, Location loc, Operation *op, Type type,
                ValueRange args) {
  unsigned width = type.getIntOrFloatBitWidth();
  Type codegen = IntegerType::get(b.getContext(), width);
  bool isBool = width == 1;
  IntOpExpr ib(b, loc, codegen, isUnsignedType(type) || isBool);
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](hlo::AddOp) -> Value {
        if (isBool)
          return ib.bitOr(args[0], args[1]);
        return arith::AddIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](hlo::SubtractOp) -> Value {
        if (isBool)
          return arith::XOrIOp::create(b, loc, args[0], args[1]);
        return arith::SubIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](hlo::MultiplyOp) -> Value {
        if (isBool)
          return ib.bitAnd(args[0], args[1]);
        return ib.mul(args[0], args[1]);
      })
      .Case([&](hlo::DivideOp) { return ib.divide(args[0], args[1]); })
      .Case([&](hlo::RemainderOp) { return ib.remainder(args[0], args[1]); })
      .Case([&](hlo::PowerOp) { return ib.power(args[0], args[1]); })
      .Case([&](hlo::MaximumOp) {
        return ib.maxOrMin(/*isMax=*/true, args[0], args[1]);
      })
      .Case([&](hlo::MinimumOp) {
        return ib.maxOrMin(/*isMax=*/false, args[0], args[1]);
      })
      .Case([&](hlo::AndOp) { return ib.bitAnd(args[0], args[1]); })
      .Case([&](hlo::OrOp) { return ib.bitOr(args[0], args[1]); })
      .Case(oneOp<hlo::XorOp, arith::XOrIOp>(b, loc, args))
      .Case([&](hlo::NotOp) -> Value {
        return arith::XOrIOp::create(b, loc, args[0], ib.c(-1));
      })
      .Case([&](hlo::NegateOp) -> Value {
        return arith::SubIOp::create(b, loc, ib.c(0), args[0]);
      })
      .Case([&](hlo::AbsOp) -> Value {
        if (ib.isUnsigned)
          return args[0];
        // |INT_MIN| wraps to INT_MIN.
        Value negated = arith::SubIOp::create(b, loc, ib.c(0), args[0]);
        return ib.select(ib.cmp(args[0], ib.c(0), arith::CmpIPredicate::slt),
                         negated, args[0]);
      })
      .Case([&](hlo::SignOp) { return ib.sign(args[0]); })
      .Case(oneOp<hlo::CountLeadingZerosOp, math::CountLeadingZerosOp>(b, loc,
                                                                       args))
      .Case(
          [&](hlo::PopulationCountOp) -> Value { return ib.popcount(args[0]); })
      .Case<hlo::ShiftLeftOp, hlo::ShiftRightArithmeticOp,
            hlo::ShiftRightLogicalOp>([&](Operation *shiftOp) {
        return ib.shift(shiftOp, args[0], args[1]);
      })
      .Case([&](hlo::ClampOp) -> Value {
        Value lo = ib.maxOrMin(/*isMax=*/true, args[1], args[0]);
        return ib.maxOrMin(/*isMax=*/false, lo, args[2]);
      })
      .Default([](Operation *) -> Value { return {}; });
}

} // namespace kiln::lowering
