//===- StablehloElementwiseUtils.cpp - elementwise type helpers -----------===//

#include "StablehloElementwiseUtils.h"

using namespace mlir;

namespace kiln::stablehlo::elementwise {

RankedTensorType withElementType(Type tensor, Type element) {
  auto type = llvm::cast<RankedTensorType>(tensor);
  return RankedTensorType::get(type.getShape(), element, type.getEncoding());
}

Type getComplexPartOrSelf(Type element) {
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    return complex.getElementType();
  return element;
}

int64_t getElementBitWidth(Type element) {
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(element))
    return quant.getStorageTypeIntegralWidth();
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    return 2 * getElementBitWidth(complex.getElementType());
  if (element.isIntOrFloat())
    return element.getIntOrFloatBitWidth();
  return 0;
}

} // namespace kiln::stablehlo::elementwise
