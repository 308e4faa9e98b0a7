//===- RefineTypes.cpp - re-infer result types from refined operands -----===//
//
// Shape refinement and kiln-dynamic-ops-to-static make types more static:
// refineResultTypes re-infers the result types of an op from its operands
// (InferTypeOpInterface, InferShapedTypeOpInterface, or the operand shape
// for elementwise ops, bitcast_convert and scatter) and updates them in
// place; refineType is the rule both use to combine a declared type with
// an inferred one.
//
//===----------------------------------------------------------------------===//

#include "RefineShapesInternal.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::refine {

Type refineType(Type declared, Type inferred) {
  auto d = llvm::dyn_cast<RankedTensorType>(declared);
  auto i = llvm::dyn_cast<RankedTensorType>(inferred);
  if (!d || !i || d.getRank() != i.getRank())
    return declared;
  SmallVector<int64_t> shape;
  for (auto [a, b] : llvm::zip(d.getShape(), i.getShape())) {
    if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b)
      return {};
    shape.push_back(ShapedType::isDynamic(a) ? b : a);
  }
  return RankedTensorType::get(shape, d.getElementType(), d.getEncoding());
}

namespace {
/// The shape of the operands of an elementwise op: each dimension static
/// when some ranked operand has it static.
std::optional<SmallVector<int64_t>> elementwiseShape(Operation *op) {
  std::optional<SmallVector<int64_t>> shape;
  for (Value operand : op->getOperands()) {
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      continue;
    if (!shape) {
      shape = SmallVector<int64_t>(type.getShape());
      continue;
    }
    if (static_cast<int64_t>(shape->size()) != type.getRank())
      continue; // a 0-d operand (select's pred, clamp's bounds)
    for (auto [s, t] : llvm::zip(*shape, type.getShape()))
      if (ShapedType::isDynamic(s))
        s = t;
  }
  return shape;
}

SmallVector<Type> inferTypes(Operation *op) {
  MLIRContext *ctx = op->getContext();
  SmallVector<Type> inferred;
  if (auto iface = dyn_cast<InferTypeOpInterface>(op)) {
    if (succeeded(iface.inferReturnTypes(
            ctx, std::nullopt, op->getOperands(), op->getRawDictionaryAttrs(),
            op->getPropertiesStorage(), op->getRegions(), inferred)))
      return inferred;
    inferred.clear();
  }
  if (auto iface = dyn_cast<InferShapedTypeOpInterface>(op)) {
    SmallVector<ShapedTypeComponents> components;
    if (succeeded(iface.inferReturnTypeComponents(
            ctx, std::nullopt, op->getOperands(), op->getRawDictionaryAttrs(),
            op->getPropertiesStorage(), op->getRegions(), components)) &&
        components.size() == op->getNumResults()) {
      for (auto [c, result] : llvm::zip(components, op->getResults())) {
        auto declared = llvm::dyn_cast<RankedTensorType>(result.getType());
        if (!declared || !c.hasRank()) {
          inferred.push_back(result.getType());
          continue;
        }
        inferred.push_back(
            RankedTensorType::get(c.getDims(), declared.getElementType()));
      }
      return inferred;
    }
  }
  if (isa<hlo::BitcastConvertOp>(op)) {
    // Same width: same shape; narrower result elements: a trailing
    // dimension of the width ratio; wider: the last dimension goes.
    auto in = llvm::dyn_cast<RankedTensorType>(op->getOperand(0).getType());
    auto out = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!in || !out)
      return {};
    unsigned inBits = in.getElementTypeBitWidth();
    unsigned outBits = out.getElementTypeBitWidth();
    SmallVector<int64_t> shape(in.getShape());
    if (inBits > outBits && outBits)
      shape.push_back(inBits / outBits);
    else if (inBits < outBits && !shape.empty())
      shape.pop_back();
    inferred.push_back(RankedTensorType::get(shape, out.getElementType()));
    return inferred;
  }
  if (isa<hlo::ScatterOp>(op)) {
    // Results have the types of the N inputs: (inputs, indices, updates).
    unsigned n = (op->getNumOperands() - 1) / 2;
    if (n != op->getNumResults())
      return {};
    for (Value input : op->getOperands().take_front(n))
      inferred.push_back(input.getType());
    return inferred;
  }
  if (op->hasTrait<OpTrait::SameOperandsAndResultShape>() ||
      op->hasTrait<OpTrait::Elementwise>()) {
    std::optional<SmallVector<int64_t>> shape = elementwiseShape(op);
    if (!shape)
      return {};
    for (Value result : op->getResults()) {
      auto declared = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (!declared) {
        inferred.push_back(result.getType());
        continue;
      }
      inferred.push_back(
          RankedTensorType::get(*shape, declared.getElementType()));
    }
  }
  return inferred;
}
} // namespace

LogicalResult refineResultTypes(Operation *op) {
  SmallVector<Type> inferred = inferTypes(op);
  if (inferred.size() != op->getNumResults())
    return success();
  for (auto [result, type] : llvm::zip(op->getResults(), inferred)) {
    Type refined = refineType(result.getType(), type);
    if (!refined)
      return op->emitOpError("has result type ")
             << result.getType() << " but its operands give " << type;
    result.setType(refined);
  }
  return success();
}

} // namespace kiln::refine
