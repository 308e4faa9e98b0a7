//===- StablehloTypeUtils.cpp - type checks shared by all op families -----===//

#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace kiln::stablehlo {

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

bool isCompatibleShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleDim(x, y))
      return false;
  return true;
}

bool isUnique(ArrayRef<int64_t> values) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t v : values)
    if (!seen.insert(v).second)
      return false;
  return true;
}

bool isCompatibleTensorType(Type a, Type b) {
  if (a == b)
    return true;
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  return ta && tb && ta.getElementType() == tb.getElementType() &&
         isCompatibleShape(ta.getShape(), tb.getShape());
}

bool areCompatibleTensorTypes(TypeRange a, TypeRange b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleTensorType(x, y))
      return false;
  return true;
}

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
