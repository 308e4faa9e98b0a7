//===- StablehloTypeUtils.h - type compatibility, shared checks -*- C++ -*-===//
//
// The one definition of type compatibility for the StableHLO and CHLO ops,
// plus the dimension checks and list renderings their verifiers share.
//
// Compatibility is the StableHLO specification's, as StableHLO's own type
// inference applies it when it compares a declared type with an inferred one:
//   - shapes: the same rank, and each pair of sizes equal or one of them `?`;
//     a static size must also fit the other side's bound when that side is a
//     bounded dynamic dimension (`tensor<?xf32, #stablehlo.bounds<4>>` accepts
//     `tensor<3xf32>` but not `tensor<5xf32>`);
//   - element types: equal, or both quantized with the same storage type
//     (width, signedness and storage range), the same expressed type and the
//     same granularity (per-tensor or per-axis); scales, zero points and the
//     quantization dimension may differ. A quantized element type is never
//     compatible with a non-quantized one.
// Where the spec asks for `baseline_type(x) = baseline_type(y)` (operands of
// binary elementwise ops, select, clamp, cholesky, ...) the ops accept only
// per-tensor quantization, for which equal baseline types and compatible
// types are the same thing; so those checks use this rule too.
//
// Every op takes `isCompatibleReturnTypes` from this file through the
// CompatibleReturnTypesTrait of its dialect's op base class (StablehloBase.td,
// ChloBase.td); ops whose result types follow other rules (compare's i1,
// complex, real/imag, is_finite, uniform_dequantize) say so in their type
// inference.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H
#define KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace kiln::stablehlo {

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

/// `[1, ?, 3]`: dimension sizes (or other integers) for diagnostics, with
/// dynamic sizes printed as `?`.
std::string formatDims(llvm::ArrayRef<int64_t> dims);

/// `[0, 1]`: an integer list for diagnostics, every value printed as a number.
std::string formatIntList(llvm::ArrayRef<int64_t> values);

/// `(T0, T1)`: a type list for diagnostics.
std::string formatTypeList(mlir::TypeRange types);

/// True when no value repeats.
bool isUnique(llvm::ArrayRef<int64_t> values);

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

/// The bounds of a tensor type's dimensions, one per dimension (`?` where a
/// dimension has none), from a `#stablehlo.bounds<...>` or
/// `#stablehlo.type_extensions<...>` encoding; empty when the type has none
/// or when the list does not have one entry per dimension.
llvm::ArrayRef<int64_t> getBounds(mlir::RankedTensorType type);

/// Whether two dimension sizes, known only as numbers, can be equal: either
/// is `?`, or they are equal.
inline bool isCompatibleDim(int64_t a, int64_t b) {
  return mlir::ShapedType::isDynamic(a) || mlir::ShapedType::isDynamic(b) ||
         a == b;
}

/// Whether dimension `dimA` of `a` and dimension `dimB` of `b` can have the
/// same size: as above, and a static size must not exceed the bound of a
/// bounded dynamic dimension on the other side.
bool isCompatibleDim(mlir::RankedTensorType a, mlir::RankedTensorType b,
                     int64_t dimA, int64_t dimB);

/// Same rank, and sizes that agree wherever both are static. Plain shapes
/// carry no bounds; compare tensor types to take bounds into account.
bool isCompatibleShape(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b);

/// Ranked tensor types of the same rank whose dimensions are pairwise
/// compatible (bounds included); element types are not compared. Other
/// types only when equal.
bool isCompatibleShape(mlir::Type a, mlir::Type b);

//===----------------------------------------------------------------------===//
// Compatibility
//===----------------------------------------------------------------------===//

/// Element types that compatible tensor types may have (see the file
/// comment): equal, or quantized types that differ at most in scales, zero
/// points and quantization dimension.
bool isCompatibleElementType(mlir::Type a, mlir::Type b);

/// The compatibility of two types: ranked tensors with compatible shapes and
/// compatible element types, tuples whose elements are pairwise compatible,
/// and any other types (tokens) when equal.
bool isCompatibleType(mlir::Type a, mlir::Type b);
/// `isCompatibleType` over two lists of equal length. This is the rule every
/// StableHLO and CHLO op applies to its declared and inferred result types.
bool isCompatibleTypes(mlir::TypeRange a, mlir::TypeRange b);

//===----------------------------------------------------------------------===//
// Promotion
//===----------------------------------------------------------------------===//

/// `from` can be promoted to `to` (spec: is_promotable): the same type, or a
/// type of the same kind that is at least as wide. Quantized types must
/// agree in expressed type and storage signedness.
bool isPromotable(mlir::Type from, mlir::Type to);

//===----------------------------------------------------------------------===//
// The op trait that carries the rule
//===----------------------------------------------------------------------===//

/// Attached to every StableHLO and CHLO op by its dialect's op base class.
/// The TableGen side (HLO_CompatibleReturnTypes in StablehloBase.td) declares
/// `isCompatibleReturnTypes` in each op class, which InferTypeOpInterface
/// calls to compare declared and inferred result types; it forwards to
/// `isCompatibleTypes`. The method has to be a member of the op class itself
/// rather than of this trait, or it would be ambiguous with the interface's
/// default; the trait class only names the property. (It is not put in a
/// namespace called OpTrait, which would make `OpTrait::` ambiguous wherever
/// both mlir and kiln::stablehlo are used.)
template <typename ConcreteType>
class CompatibleReturnTypesTrait
    : public mlir::OpTrait::TraitBase<ConcreteType,
                                      CompatibleReturnTypesTrait> {};

} // namespace kiln::stablehlo

#endif // KILN_DIALECT_STABLEHLO_IR_STABLEHLOTYPEUTILS_H
