//===- VhloOps.h - kiln's VHLO dialect -------------------------*- C++ -*-===//
//
// The one header clients include for the VHLO dialect: the dialect, its
// types, attributes and ops, and the bytecode codes that name the types and
// attributes in portable artifacts.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_VHLO_IR_VHLOOPS_H
#define KILN_DIALECT_VHLO_IR_VHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <optional>

namespace kiln::vhlo {

/// The bytecode codes of VHLO's types. They are fixed by the artifact
/// format: a code never changes meaning.
enum class TypeCode : uint64_t {
  Bool = 0,
  Complex = 1,
  BF16 = 2,
  F16 = 3,
  F32 = 4,
  F64 = 5,
  F8E4M3FN = 6,
  F8E5M2 = 7,
  Function = 8,
  Index = 9,
  SI4 = 10,
  SI8 = 11,
  SI16 = 12,
  SI32 = 13,
  SI64 = 14,
  UI4 = 15,
  UI8 = 16,
  UI16 = 17,
  UI32 = 18,
  UI64 = 19,
  RankedTensor = 20,
  RankedTensorWithEncoding = 21,
  Token = 22,
  Tuple = 23,
  UniformQuantized = 24,
  UnrankedTensor = 25,
  Witness = 26,
  F8E4M3FNUZ = 27,
  F8E5M2FNUZ = 28,
  F8E4M3B11FNUZ = 29,
  UniformQuantizedPerAxis = 30,
  SI2 = 31,
  UI2 = 32,
  None = 33,
  TF32 = 34,
  F8E4M3 = 35,
  F8E3M4 = 36,
  F4E2M1FN = 37,
  F6E2M3FN = 38,
  F6E3M2FN = 39,
  F8E8M0FNU = 40,
  RankedBuffer = 41,
};

/// The bytecode codes of VHLO's attributes (0 is retired).
enum class AttrCode : uint64_t {
  Array = 1,
  Boolean = 2,
  ComparisonDirection = 3,
  ComparisonType = 4,
  CustomCallApiVersion = 5,
  Dictionary = 6,
  FftType = 7,
  Float = 8,
  Integer = 9,
  OutputOperandAlias = 10,
  Precision = 11,
  RngAlgorithm = 12,
  RngDistribution = 13,
  String = 14,
  Tensor = 15,
  Transpose = 16,
  Type = 17,
  TypeExtensions = 18,
  ResultAccuracyMode = 19,
  ResultAccuracy = 20,
};

/// The name an element type without parameters has in VHLO's text form
/// (`f32` for `!vhlo.f32_v1`), or nullopt if `code` is not such a type.
std::optional<llvm::StringRef> elementTypeName(TypeCode code);

/// The name of an enum attribute in VHLO's text form (`comparison_direction`
/// for `#vhlo<comparison_direction_v1 EQ>`) and the names of its values, or
/// nullopt if `code` is not an enum.
struct EnumInfo {
  llvm::StringRef name;
  llvm::ArrayRef<llvm::StringRef> values; // indexed by value; "" if unused
};
std::optional<EnumInfo> enumInfo(AttrCode code);

} // namespace kiln::vhlo

#include "kiln/Dialect/VHLO/IR/VhloDialect.h.inc"

namespace kiln::vhlo {
/// Adds the interface that reads and writes VHLO's types and attributes in
/// bytecode (VhloBytecode.cpp).
void addBytecodeInterface(VhloDialect *dialect);
} // namespace kiln::vhlo

#define GET_TYPEDEF_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloAttrs.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloOps.h.inc"

#endif // KILN_DIALECT_VHLO_IR_VHLOOPS_H
