//===- Utils.cpp - helpers shared by the StableHLO to linalg patterns -----===//

#include "Patterns.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

/// tensor.empty of `type` whose dynamic sizes are read from `like`, which
/// has the same shape.
Value emptyLike(OpBuilder &b, Location loc, RankedTensorType type,
                Value like) {
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(size))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, like, dim));
  return tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType(),
                                 dynamicSizes);
}

SmallVector<utils::IteratorType> parallelIterators(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

} // namespace kiln::lowering
