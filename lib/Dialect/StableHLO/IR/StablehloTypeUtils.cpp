//===- StablehloTypeUtils.cpp - type compatibility of StableHLO and CHLO --===//

#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace kiln::stablehlo {

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

std::string formatDims(ArrayRef<int64_t> dims) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(dims, os, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      os << '?';
    else
      os << d;
  });
  os << ']';
  return text;
}

std::string formatIntList(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
  return text;
}

std::string formatTypeList(TypeRange types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '(';
  llvm::interleaveComma(types, os);
  os << ')';
  return text;
}

bool isUnique(ArrayRef<int64_t> values) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t v : values)
    if (!seen.insert(v).second)
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

ArrayRef<int64_t> getBounds(RankedTensorType type) {
  ArrayRef<int64_t> bounds;
  Attribute encoding = type.getEncoding();
  if (auto attr = llvm::dyn_cast_or_null<BoundsAttr>(encoding))
    bounds = attr.getBounds();
  else if (auto attr = llvm::dyn_cast_or_null<TypeExtensionsAttr>(encoding))
    bounds = attr.getBounds();
  // A list of the wrong length cannot say which dimension a bound belongs
  // to, so it bounds nothing.
  if (static_cast<int64_t>(bounds.size()) != type.getRank())
    return {};
  return bounds;
}

/// Whether a static `size` fits dimension `dim` of `type`: always, unless
/// that dimension is dynamic with a smaller bound.
static bool fitsBound(RankedTensorType type, int64_t dim, int64_t size) {
  if (!type.isDynamicDim(dim))
    return true;
  ArrayRef<int64_t> bounds = getBounds(type);
  return bounds.empty() || ShapedType::isDynamic(bounds[dim]) ||
         size <= bounds[dim];
}

bool isCompatibleDim(RankedTensorType a, RankedTensorType b, int64_t dimA,
                     int64_t dimB) {
  int64_t sizeA = a.getDimSize(dimA), sizeB = b.getDimSize(dimB);
  if (!isCompatibleDim(sizeA, sizeB))
    return false;
  return fitsBound(a, dimA, sizeB) && fitsBound(b, dimB, sizeA);
}

bool isCompatibleShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleDim(x, y))
      return false;
  return true;
}

bool isCompatibleShape(Type a, Type b) {
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (!ta || !tb)
    return a == b;
  if (ta.getRank() != tb.getRank())
    return false;
  for (int64_t d = 0, e = ta.getRank(); d < e; ++d)
    if (!isCompatibleDim(ta, tb, d, d))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Compatibility
//===----------------------------------------------------------------------===//

bool isCompatibleElementType(Type a, Type b) {
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::QuantizedType>(a);
  auto qb = llvm::dyn_cast<quant::QuantizedType>(b);
  if (!qa || !qb)
    return false;
  // The storage type of `!quant.uniform<u8:...>` is a signless i8 like that
  // of `<i8:...>`: the flags carry the signedness. The type ids tell
  // per-tensor from per-axis quantization.
  return qa.getTypeID() == qb.getTypeID() &&
         qa.getStorageType() == qb.getStorageType() &&
         qa.getFlags() == qb.getFlags() &&
         qa.getStorageTypeMin() == qb.getStorageTypeMin() &&
         qa.getStorageTypeMax() == qb.getStorageTypeMax() &&
         qa.getExpressedType() == qb.getExpressedType();
}

bool isCompatibleType(Type a, Type b) {
  if (a == b)
    return true;
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (ta && tb)
    return isCompatibleShape(ta, tb) &&
           isCompatibleElementType(ta.getElementType(), tb.getElementType());
  auto tupleA = llvm::dyn_cast<TupleType>(a);
  auto tupleB = llvm::dyn_cast<TupleType>(b);
  if (tupleA && tupleB)
    return isCompatibleTypes(tupleA.getTypes(), tupleB.getTypes());
  return false;
}

bool isCompatibleTypes(TypeRange a, TypeRange b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleType(x, y))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Promotion
//===----------------------------------------------------------------------===//

bool isPromotable(Type from, Type to) {
  if (from == to)
    return true;
  auto fromQuant = llvm::dyn_cast<quant::QuantizedType>(from);
  auto toQuant = llvm::dyn_cast<quant::QuantizedType>(to);
  if (fromQuant || toQuant) {
    if (!fromQuant || !toQuant)
      return false;
    return fromQuant.getExpressedType() == toQuant.getExpressedType() &&
           fromQuant.isSigned() == toQuant.isSigned() &&
           fromQuant.getStorageTypeIntegralWidth() <=
               toQuant.getStorageTypeIntegralWidth();
  }
  auto width = [](Type t) { return t.getIntOrFloatBitWidth(); };
  if (isSignedIntType(from) && isSignedIntType(to))
    return width(from) <= width(to);
  if (isUnsignedIntType(from) && isUnsignedIntType(to))
    return width(from) <= width(to);
  if (isFloatType(from) && isFloatType(to))
    return width(from) <= width(to);
  auto fromComplex = llvm::dyn_cast<ComplexType>(from);
  auto toComplex = llvm::dyn_cast<ComplexType>(to);
  if (fromComplex && toComplex)
    return width(fromComplex.getElementType()) <=
           width(toComplex.getElementType());
  return false;
}

} // namespace kiln::stablehlo
