//===- StablehloTypeUtils.h - shared type checks ----------------*- C++ -*-===//
//
// Dimension, shape and element-type checks and the list renderings used in
// diagnostics that the StableHLO op families (and CHLO) share. Helpers whose
// rules differ between families (bounds-aware compatibility, baseline
// element types, ...) stay with their family.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H
#define KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace kiln::stablehlo {

/// `[1, ?, 3]`: dimension sizes (or other integers) for diagnostics, with
/// dynamic sizes printed as `?`.
std::string formatDims(llvm::ArrayRef<int64_t> dims);

/// `[0, 1]`: an integer list for diagnostics, every value printed as a number.
std::string formatIntList(llvm::ArrayRef<int64_t> values);

/// `(T0, T1)`: a type list for diagnostics.
std::string formatTypeList(mlir::TypeRange types);

/// Whether two dimension sizes can be equal: either is `?`, or they are equal.
inline bool isCompatibleDim(int64_t a, int64_t b) {
  return mlir::ShapedType::isDynamic(a) || mlir::ShapedType::isDynamic(b) ||
         a == b;
}

/// Same rank, and sizes that agree wherever both are static.
bool isCompatibleShape(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b);

/// True when no value repeats.
bool isUnique(llvm::ArrayRef<int64_t> values);

/// Same type, or ranked tensors with equal element types and compatible
/// shapes (`?` matches any size; encodings such as bounds are ignored).
bool isCompatibleTensorType(mlir::Type a, mlir::Type b);
/// Element-wise `isCompatibleTensorType` over two lists of equal length.
bool areCompatibleTensorTypes(mlir::TypeRange a, mlir::TypeRange b);

/// `from` can be promoted to `to` (spec: is_promotable): the same type, or a
/// type of the same kind that is at least as wide. Quantized types must
/// agree in expressed type and storage signedness.
bool isPromotable(mlir::Type from, mlir::Type to);

} // namespace kiln::stablehlo

#endif // KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H
