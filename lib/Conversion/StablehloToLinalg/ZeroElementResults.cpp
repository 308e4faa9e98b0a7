//===- ZeroElementResults.cpp - ops whose results have no elements --------===//
//
// An op without side effects whose results all have a static shape with a
// zero-sized dimension computes nothing anyone can read: before the
// conversion, its results become empty constants (`dense<>`). The
// lowerings then never see an op such as a slice that starts at the end
// of its dimension, or a concatenate, convolution or reduce_window of
// empty tensors, whose tensor-dialect forms would have out-of-bounds
// offsets. Ops with a zero-sized operand and a result with elements (a
// reduce over an empty dimension, a pad of an empty tensor) still go
// through their lowerings, which handle them.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Whether `type` is a static tensor of integers, floats or complex numbers
/// with no elements.
bool isEmptyTensor(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && tensor.getNumElements() == 0 &&
         llvm::isa<IntegerType, FloatType, ComplexType>(
             tensor.getElementType());
}

bool hasOnlyEmptyResults(Operation *op) {
  return op->getNumResults() > 0 &&
         llvm::all_of(op->getResultTypes(), isEmptyTensor) &&
         !llvm::isa<hlo::ConstantOp>(op) && isMemoryEffectFree(op);
}

} // namespace

void replaceZeroElementResults(ModuleOp module) {
  SmallVector<Operation *> ops;
  // Outermost first: an op inside a replaced one goes with it.
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!llvm::isa<hlo::StableHLODialect>(op->getDialect()) ||
        !hasOnlyEmptyResults(op))
      return WalkResult::advance();
    ops.push_back(op);
    return WalkResult::skip();
  });
  for (Operation *op : ops) {
    OpBuilder b(op);
    for (OpResult result : op->getResults()) {
      auto type = llvm::cast<RankedTensorType>(result.getType());
      auto empty = DenseElementsAttr::get(type, ArrayRef<Attribute>{});
      result.replaceAllUsesWith(
          hlo::ConstantOp::create(b, op->getLoc(), type, empty));
    }
    op->erase();
  }
}

} // namespace kiln::lowering
