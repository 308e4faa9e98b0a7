//===- ScalarOps.cpp - scalar bodies of elementwise StableHLO ops ---------===//
//
// The per-element computation of each elementwise StableHLO op, as arith and
// math ops on signless scalars. Signedness comes from the original StableHLO
// element types.
//
//===----------------------------------------------------------------------===//

#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

Type toCodegenElementType(Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return IntegerType::get(type.getContext(), intType.getWidth());
  return type;
}

StablehloTypeConverter::StablehloTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](RankedTensorType type) -> Type {
    return RankedTensorType::get(type.getShape(),
                                 toCodegenElementType(type.getElementType()));
  });
}

static bool isUnsigned(Type type) {
  auto intType = llvm::dyn_cast<IntegerType>(type);
  return intType && intType.isUnsigned();
}

static bool isFloat(Type type) { return llvm::isa<FloatType>(type); }
static bool isInt(Type type) { return llvm::isa<IntegerType>(type); }

Value emitConvert(OpBuilder &b, Location loc, Value value, Type from,
                  Type to) {
  Type target = toCodegenElementType(to);
  if (from == to)
    return value;
  // To i1: compare with zero (spec: convert to boolean is `x != 0`).
  if (to.isInteger(1)) {
    Value zero = b.create<arith::ConstantOp>(loc, value.getType(),
                                             b.getZeroAttr(value.getType()));
    if (isFloat(from))
      return b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::UNE, value,
                                     zero);
    return b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, value, zero);
  }
  if (isInt(from) && isInt(to)) {
    unsigned fromWidth = from.getIntOrFloatBitWidth();
    unsigned toWidth = to.getIntOrFloatBitWidth();
    if (fromWidth == toWidth)
      return value;
    if (fromWidth > toWidth)
      return b.create<arith::TruncIOp>(loc, target, value);
    // i1 and unsigned sources zero-extend.
    if (isUnsigned(from) || from.isInteger(1))
      return b.create<arith::ExtUIOp>(loc, target, value);
    return b.create<arith::ExtSIOp>(loc, target, value);
  }
  if (isInt(from) && isFloat(to)) {
    if (isUnsigned(from) || from.isInteger(1))
      return b.create<arith::UIToFPOp>(loc, target, value);
    return b.create<arith::SIToFPOp>(loc, target, value);
  }
  if (isFloat(from) && isInt(to)) {
    if (isUnsigned(to))
      return b.create<arith::FPToUIOp>(loc, target, value);
    return b.create<arith::FPToSIOp>(loc, target, value);
  }
  if (isFloat(from) && isFloat(to)) {
    if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
      return b.create<arith::ExtFOp>(loc, target, value);
    if (from.getIntOrFloatBitWidth() > to.getIntOrFloatBitWidth())
      return b.create<arith::TruncFOp>(loc, target, value);
    // Same width, different format (bf16 <-> f16): go through f32.
    Value wide = b.create<arith::ExtFOp>(loc, b.getF32Type(), value);
    return b.create<arith::TruncFOp>(loc, target, wide);
  }
  return {};
}

static Value emitCompare(OpBuilder &b, Location loc, hlo::CompareOp op,
                         Type elementType, Value lhs, Value rhs) {
  hlo::ComparisonDirection dir = op.getComparisonDirection();
  if (isFloat(elementType)) {
    arith::CmpFPredicate pred;
    switch (dir) {
    case hlo::ComparisonDirection::EQ: pred = arith::CmpFPredicate::OEQ; break;
    case hlo::ComparisonDirection::NE: pred = arith::CmpFPredicate::UNE; break;
    case hlo::ComparisonDirection::GE: pred = arith::CmpFPredicate::OGE; break;
    case hlo::ComparisonDirection::GT: pred = arith::CmpFPredicate::OGT; break;
    case hlo::ComparisonDirection::LE: pred = arith::CmpFPredicate::OLE; break;
    case hlo::ComparisonDirection::LT: pred = arith::CmpFPredicate::OLT; break;
    }
    // TOTALORDER comparisons are not lowered yet.
    if (auto type = op.getCompareType())
      if (*type == hlo::ComparisonType::TOTALORDER)
        return {};
    return b.create<arith::CmpFOp>(loc, pred, lhs, rhs);
  }
  if (!isInt(elementType))
    return {};
  bool isUnsignedCmp = isUnsigned(elementType) || elementType.isInteger(1);
  arith::CmpIPredicate pred;
  switch (dir) {
  case hlo::ComparisonDirection::EQ: pred = arith::CmpIPredicate::eq; break;
  case hlo::ComparisonDirection::NE: pred = arith::CmpIPredicate::ne; break;
  case hlo::ComparisonDirection::GE:
    pred = isUnsignedCmp ? arith::CmpIPredicate::uge : arith::CmpIPredicate::sge;
    break;
  case hlo::ComparisonDirection::GT:
    pred = isUnsignedCmp ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt;
    break;
  case hlo::ComparisonDirection::LE:
    pred = isUnsignedCmp ? arith::CmpIPredicate::ule : arith::CmpIPredicate::sle;
    break;
  case hlo::ComparisonDirection::LT:
    pred = isUnsignedCmp ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
    break;
  }
  return b.create<arith::CmpIOp>(loc, pred, lhs, rhs);
}

Value emitScalarOp(OpBuilder &b, Location loc, Operation *op,
                   ArrayRef<Type> operandTypes, Type resultType,
                   ValueRange args) {
  Type t = operandTypes.empty() ? resultType : operandTypes.front();
  bool f = isFloat(t);
  bool i = isInt(t);
  bool u = isUnsigned(t) || t.isInteger(1);
  Type target = toCodegenElementType(resultType);
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](hlo::AddOp) -> Value {
        if (f) return b.create<arith::AddFOp>(loc, args[0], args[1]);
        if (t.isInteger(1)) return b.create<arith::OrIOp>(loc, args[0], args[1]);
        if (i) return b.create<arith::AddIOp>(loc, args[0], args[1]);
        return {};
      })
      .Case([&](hlo::SubtractOp) -> Value {
        if (f) return b.create<arith::SubFOp>(loc, args[0], args[1]);
        if (i) return b.create<arith::SubIOp>(loc, args[0], args[1]);
        return {};
      })
      .Case([&](hlo::MultiplyOp) -> Value {
        if (f) return b.create<arith::MulFOp>(loc, args[0], args[1]);
        if (t.isInteger(1)) return b.create<arith::AndIOp>(loc, args[0], args[1]);
        if (i) return b.create<arith::MulIOp>(loc, args[0], args[1]);
        return {};
      })
      .Case([&](hlo::DivideOp) -> Value {
        if (f) return b.create<arith::DivFOp>(loc, args[0], args[1]);
        return {}; // Integer division needs the spec's zero/overflow rules.
      })
      .Case([&](hlo::MaximumOp) -> Value {
        if (f) return b.create<arith::MaximumFOp>(loc, args[0], args[1]);
        if (i && u) return b.create<arith::MaxUIOp>(loc, args[0], args[1]);
        if (i) return b.create<arith::MaxSIOp>(loc, args[0], args[1]);
        return {};
      })
      .Case([&](hlo::MinimumOp) -> Value {
        if (f) return b.create<arith::MinimumFOp>(loc, args[0], args[1]);
        if (i && u) return b.create<arith::MinUIOp>(loc, args[0], args[1]);
        if (i) return b.create<arith::MinSIOp>(loc, args[0], args[1]);
        return {};
      })
      .Case([&](hlo::AndOp) -> Value {
        return i ? b.create<arith::AndIOp>(loc, args[0], args[1]) : Value();
      })
      .Case([&](hlo::OrOp) -> Value {
        return i ? b.create<arith::OrIOp>(loc, args[0], args[1]) : Value();
      })
      .Case([&](hlo::XorOp) -> Value {
        return i ? b.create<arith::XOrIOp>(loc, args[0], args[1]) : Value();
      })
      .Case([&](hlo::NegateOp) -> Value {
        if (f) return b.create<arith::NegFOp>(loc, args[0]);
        if (i) {
          Value zero = b.create<arith::ConstantOp>(loc, target,
                                                   b.getZeroAttr(target));
          return b.create<arith::SubIOp>(loc, zero, args[0]);
        }
        return {};
      })
      .Case([&](hlo::ExponentialOp) -> Value {
        return f ? b.create<math::ExpOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::LogOp) -> Value {
        return f ? b.create<math::LogOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::SqrtOp) -> Value {
        return f ? b.create<math::SqrtOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::RsqrtOp) -> Value {
        return f ? b.create<math::RsqrtOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::TanhOp) -> Value {
        return f ? b.create<math::TanhOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::SineOp) -> Value {
        return f ? b.create<math::SinOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::CosineOp) -> Value {
        return f ? b.create<math::CosOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::FloorOp) -> Value {
        return f ? b.create<math::FloorOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::CeilOp) -> Value {
        return f ? b.create<math::CeilOp>(loc, args[0]) : Value();
      })
      .Case([&](hlo::AbsOp) -> Value {
        if (f) return b.create<math::AbsFOp>(loc, args[0]);
        if (i && !u) return b.create<math::AbsIOp>(loc, args[0]);
        return {};
      })
      .Case([&](hlo::LogisticOp) -> Value {
        if (!f) return {};
        // 1 / (1 + exp(-x))
        Value one = b.create<arith::ConstantOp>(loc, b.getFloatAttr(target, 1.0));
        Value negX = b.create<arith::NegFOp>(loc, args[0]);
        Value e = b.create<math::ExpOp>(loc, negX);
        return b.create<arith::DivFOp>(loc, one,
                                       b.create<arith::AddFOp>(loc, one, e));
      })
      .Case([&](hlo::CompareOp cmp) -> Value {
        return emitCompare(b, loc, cmp, t, args[0], args[1]);
      })
      .Case([&](hlo::SelectOp) -> Value {
        return b.create<arith::SelectOp>(loc, args[0], args[1], args[2]);
      })
      .Case([&](hlo::ClampOp) -> Value {
        // clamp(min, x, max) = min(max(x, min), max); types are uniform.
        Type xt = operandTypes[1];
        bool xu = isUnsigned(xt);
        if (isFloat(xt)) {
          Value lo = b.create<arith::MaximumFOp>(loc, args[1], args[0]);
          return b.create<arith::MinimumFOp>(loc, lo, args[2]);
        }
        if (!isInt(xt))
          return {};
        Value lo = xu ? b.create<arith::MaxUIOp>(loc, args[1], args[0]).getResult()
                      : b.create<arith::MaxSIOp>(loc, args[1], args[0]).getResult();
        return xu ? b.create<arith::MinUIOp>(loc, lo, args[2]).getResult()
                  : b.create<arith::MinSIOp>(loc, lo, args[2]).getResult();
      })
      .Case([&](hlo::ConvertOp) -> Value {
        return emitConvert(b, loc, args[0], t, resultType);
      })
      .Default([](Operation *) -> Value { return {}; });
}

} // namespace kiln::lowering
