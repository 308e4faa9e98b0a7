//===- ScalarBody.cpp - region bodies of StableHLO ops as scalar code -----===//
//
// The bodies of reduce, reduce_window, map and sort (and the comparators of
// sort) are blocks of StableHLO ops on 0-d tensors. They are lowered op by op
// to arith/math code on the scalars those tensors hold, reusing the scalar
// bodies of the elementwise ops.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ScalarOps.h"
#include "ScalarOpsInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

namespace {

/// The element type of a 0-d ranked tensor, or null.
Type scalarElementType(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() != 0)
    return {};
  return tensor.getElementType();
}

/// compare with TOTALORDER on floats (spec: compare): the bit patterns,
/// read as sign-magnitude integers and mapped to two's complement, order as
/// -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
Value emitTotalOrderCompare(OpBuilder &b, Location loc, hlo::CompareOp op,
                            Value lhs, Value rhs) {
  auto floatType = llvm::cast<FloatType>(lhs.getType());
  unsigned width = floatType.getWidth();
  Type intType = b.getIntegerType(width);
  auto key = [&](Value x) -> Value {
    Value bits = arith::BitcastOp::create(b, loc, intType, x);
    // Negative values (sign set): flip every bit but the sign.
    Value shift =
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(intType, width - 1));
    Value sign = arith::ShRSIOp::create(b, loc, bits, shift);
    Value magnitudeMask = arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(intType, APInt::getSignedMaxValue(width)));
    Value flip = arith::AndIOp::create(b, loc, sign, magnitudeMask);
    return arith::XOrIOp::create(b, loc, bits, flip);
  };
  return arith::CmpIOp::create(
      b, loc, intPredicate(op.getComparisonDirection(), /*isUnsigned=*/false),
      key(lhs), key(rhs));
}

/// arith.constant holding the splat value of a 0-d StableHLO constant.
Value emitScalarConstant(OpBuilder &b, Location loc, hlo::ConstantOp op) {
  auto attr = llvm::dyn_cast<DenseElementsAttr>(op.getValue());
  if (!attr)
    return {};
  Type type = toCodegenElementType(attr.getElementType());
  if (llvm::isa<FloatType>(type))
    return arith::ConstantOp::create(
        b, loc, b.getFloatAttr(type, attr.getSplatValue<APFloat>()));
  if (llvm::isa<IntegerType>(type))
    return arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(type, attr.getSplatValue<APInt>()));
  return {};
}

} // namespace

FailureOr<SmallVector<Value>> emitScalarBody(OpBuilder &b, Location loc,
                                             Block &body, ValueRange args,
                                             Operation *owner) {
  IRMapping scalars;
  for (auto [arg, value] : llvm::zip(body.getArguments(), args))
    scalars.map(arg, value);
  // A body may use 0-d constants defined outside it (jax.export hoists them
  // out of comparators): each becomes a scalar constant here.
  auto lookup = [&](Value v) -> Value {
    if (scalars.contains(v))
      return scalars.lookup(v);
    auto constant = v.getDefiningOp<hlo::ConstantOp>();
    if (!constant || constant->getBlock() == &body ||
        !scalarElementType(v.getType()))
      return {};
    Value scalar = emitScalarConstant(b, loc, constant);
    if (scalar)
      scalars.map(v, scalar);
    return scalar;
  };
  auto unsupported = [&](Operation &op) {
    op.emitError() << "'" << op.getName() << "' in the body of '"
                   << owner->getName() << "' is not supported by kiln yet";
    return failure();
  };
  for (Operation &op : body) {
    if (llvm::isa<hlo::ReturnOp>(op)) {
      SmallVector<Value> results;
      for (Value v : op.getOperands()) {
        Value scalar = lookup(v);
        if (!scalar)
          return unsupported(op);
        results.push_back(scalar);
      }
      return results;
    }
    if (!llvm::isa<hlo::StableHLODialect>(op.getDialect()) ||
        op.getNumRegions() != 0 || op.getNumResults() != 1 ||
        !scalarElementType(op.getResult(0).getType()))
      return unsupported(op);
    SmallVector<Type> operandTypes;
    SmallVector<Value> operands;
    for (Value v : op.getOperands()) {
      Type element = scalarElementType(v.getType());
      Value scalar = element ? lookup(v) : Value();
      if (!scalar)
        return unsupported(op);
      operandTypes.push_back(element);
      operands.push_back(scalar);
    }
    Type resultType = scalarElementType(op.getResult(0).getType());
    Value result;
    if (auto constant = llvm::dyn_cast<hlo::ConstantOp>(op)) {
      result = emitScalarConstant(b, loc, constant);
    } else if (llvm::isa<hlo::ReshapeOp, hlo::BroadcastInDimOp>(op)) {
      // 0-d to 0-d: the value itself.
      result = operands[0];
    } else if (auto cmp = llvm::dyn_cast<hlo::CompareOp>(op);
               cmp && llvm::isa<FloatType>(operandTypes[0]) &&
               cmp.getCompareType() &&
               *cmp.getCompareType() == hlo::ComparisonType::TOTALORDER) {
      result = emitTotalOrderCompare(b, loc, cmp, operands[0], operands[1]);
    } else {
      result = emitScalarOp(b, loc, &op, operandTypes, resultType, operands);
    }
    if (!result)
      return unsupported(op);
    scalars.map(op.getResult(0), result);
  }
  return failure();
}

namespace {

/// Whether `op` lies in the body of an op whose body becomes scalar code.
bool isInScalarBody(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (llvm::isa<hlo::ReduceOp, hlo::ReduceWindowOp, hlo::SortOp, hlo::MapOp,
                  hlo::SelectAndScatterOp>(parent))
      return true;
  return false;
}

} // namespace

void inlineCallsInScalarBodies(ModuleOp module) {
  // Callees may call further functions: repeat until no call is left (a
  // bound guards against recursion, which StableHLO does not allow).
  for (int round = 0; round < 64; ++round) {
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (isInScalarBody(call))
        calls.push_back(call);
    });
    if (calls.empty())
      return;
    for (func::CallOp call : calls) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock())
        continue;
      Block &body = callee.getBody().front();
      auto ret = llvm::dyn_cast<func::ReturnOp>(body.getTerminator());
      if (!ret)
        continue;
      OpBuilder b(call);
      IRMapping mapping;
      mapping.map(body.getArguments(), call.getOperands());
      for (Operation &op : body.without_terminator())
        b.clone(op, mapping);
      for (auto [result, value] :
           llvm::zip(call.getResults(), ret.getOperands()))
        result.replaceAllUsesWith(mapping.lookupOrDefault(value));
      call.erase();
    }
  }
}

} // namespace kiln::lowering
