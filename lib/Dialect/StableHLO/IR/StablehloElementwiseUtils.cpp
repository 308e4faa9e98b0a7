//===- StablehloElementwiseUtils.cpp - type rules of elementwise ops ------===//

#include "StablehloElementwiseUtils.h"

using namespace mlir;

namespace kiln::stablehlo::elementwise {

ArrayRef<int64_t> getBounds(RankedTensorType type) {
  Attribute encoding = type.getEncoding();
  if (auto bounds = llvm::dyn_cast_or_null<BoundsAttr>(encoding))
    return bounds.getBounds();
  if (auto ext = llvm::dyn_cast_or_null<TypeExtensionsAttr>(encoding))
    return ext.getBounds();
  return {};
}

// A static size fits a dynamic dimension unless a finite bound excludes it.
static bool fitsBound(RankedTensorType dynType, int64_t dim, int64_t size) {
  ArrayRef<int64_t> bounds = getBounds(dynType);
  if (dim >= static_cast<int64_t>(bounds.size()))
    return true;
  int64_t bound = bounds[dim];
  return ShapedType::isDynamic(bound) || size <= bound;
}

bool isCompatibleDim(RankedTensorType a, RankedTensorType b, int64_t dimA,
                     int64_t dimB) {
  int64_t sizeA = a.getDimSize(dimA), sizeB = b.getDimSize(dimB);
  bool dynA = ShapedType::isDynamic(sizeA), dynB = ShapedType::isDynamic(sizeB);
  if (dynA && dynB)
    return true;
  if (dynA)
    return fitsBound(a, dimA, sizeB);
  if (dynB)
    return fitsBound(b, dimB, sizeA);
  return sizeA == sizeB;
}

bool isCompatibleShape(Type a, Type b) {
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (!ta || !tb)
    return a == b;
  if (ta.getRank() != tb.getRank())
    return false;
  for (int64_t i = 0, e = ta.getRank(); i < e; ++i)
    if (!isCompatibleDim(ta, tb, i, i))
      return false;
  return true;
}

bool isSameBaselineElementType(Type a, Type b) {
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::QuantizedType>(a);
  auto qb = llvm::dyn_cast<quant::QuantizedType>(b);
  if (!qa || !qb)
    return false;
  if (qa.getStorageType() != qb.getStorageType() ||
      qa.getExpressedType() != qb.getExpressedType() ||
      qa.getFlags() != qb.getFlags() ||
      qa.getStorageTypeMin() != qb.getStorageTypeMin() ||
      qa.getStorageTypeMax() != qb.getStorageTypeMax())
    return false;
  auto pa = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(a);
  auto pb = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(b);
  if (pa || pb)
    return pa && pb && pa.getQuantizedDimension() == pb.getQuantizedDimension();
  return llvm::isa<quant::UniformQuantizedType>(a) &&
         llvm::isa<quant::UniformQuantizedType>(b);
}

bool isCompatibleBaselineType(Type a, Type b) {
  if (!isCompatibleShape(a, b))
    return false;
  return isSameBaselineElementType(getElementTypeOrSelf(a),
                                   getElementTypeOrSelf(b));
}

bool isCompatibleBaselineTypes(TypeRange a, TypeRange b) {
  if (a.size() != b.size())
    return false;
  for (auto [ta, tb] : llvm::zip(a, b))
    if (!isCompatibleBaselineType(ta, tb))
      return false;
  return true;
}

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
