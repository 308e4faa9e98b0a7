//===- VhloDialect.cpp - registers the VHLO dialect -----------------------===//
//
// The dialect, its generated types, attributes and ops, and the names the
// text form gives to element types and enum values.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::vhlo;

#include "kiln/Dialect/VHLO/IR/VhloDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/VHLO/IR/VhloOps.cpp.inc"

void VhloDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/VHLO/IR/VhloOps.cpp.inc"
      >();
  addBytecodeInterface(this);
}

void VhloDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "kiln/Dialect/VHLO/IR/VhloTypes.cpp.inc"
      >();
}

void VhloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "kiln/Dialect/VHLO/IR/VhloAttrs.cpp.inc"
      >();
}

std::optional<StringRef> kiln::vhlo::elementTypeName(TypeCode code) {
  switch (code) {
  case TypeCode::Bool:
    return StringRef("bool");
  case TypeCode::BF16:
    return StringRef("bf16");
  case TypeCode::F16:
    return StringRef("f16");
  case TypeCode::F32:
    return StringRef("f32");
  case TypeCode::F64:
    return StringRef("f64");
  case TypeCode::TF32:
    return StringRef("tf32");
  case TypeCode::F4E2M1FN:
    return StringRef("f4E2M1FN");
  case TypeCode::F6E2M3FN:
    return StringRef("f6E2M3FN");
  case TypeCode::F6E3M2FN:
    return StringRef("f6E3M2FN");
  case TypeCode::F8E3M4:
    return StringRef("f8E3M4");
  case TypeCode::F8E4M3:
    return StringRef("f8E4M3");
  case TypeCode::F8E4M3FN:
    return StringRef("f8E4M3FN");
  case TypeCode::F8E4M3FNUZ:
    return StringRef("f8E4M3FNUZ");
  case TypeCode::F8E4M3B11FNUZ:
    return StringRef("f8E4M3B11FNUZ");
  case TypeCode::F8E5M2:
    return StringRef("f8E5M2");
  case TypeCode::F8E5M2FNUZ:
    return StringRef("f8E5M2FNUZ");
  case TypeCode::F8E8M0FNU:
    return StringRef("f8E8M0FNU");
  case TypeCode::Index:
    return StringRef("index");
  case TypeCode::SI2:
    return StringRef("i2");
  case TypeCode::SI4:
    return StringRef("i4");
  case TypeCode::SI8:
    return StringRef("i8");
  case TypeCode::SI16:
    return StringRef("i16");
  case TypeCode::SI32:
    return StringRef("i32");
  case TypeCode::SI64:
    return StringRef("i64");
  case TypeCode::UI2:
    return StringRef("ui2");
  case TypeCode::UI4:
    return StringRef("ui4");
  case TypeCode::UI8:
    return StringRef("ui8");
  case TypeCode::UI16:
    return StringRef("ui16");
  case TypeCode::UI32:
    return StringRef("ui32");
  case TypeCode::UI64:
    return StringRef("ui64");
  case TypeCode::None:
    return StringRef("none");
  case TypeCode::Token:
    return StringRef("token");
  case TypeCode::Witness:
    return StringRef("witness");
  default:
    return std::nullopt;
  }
}

std::optional<EnumInfo> kiln::vhlo::enumInfo(AttrCode code) {
  static const StringRef comparisonDirection[] = {"EQ", "NE", "GE",
                                                  "GT", "LE", "LT"};
  static const StringRef comparisonType[] = {"NOTYPE", "FLOAT", "TOTALORDER",
                                             "SIGNED", "UNSIGNED"};
  static const StringRef apiVersion[] = {
      "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
      "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED",
      "API_VERSION_TYPED_FFI"};
  static const StringRef fftType[] = {"FFT", "IFFT", "RFFT", "IRFFT"};
  static const StringRef precision[] = {"DEFAULT", "HIGH", "HIGHEST"};
  static const StringRef rngAlgorithm[] = {"DEFAULT", "THREE_FRY", "PHILOX"};
  static const StringRef rngDistribution[] = {"", "UNIFORM", "NORMAL"};
  static const StringRef transpose[] = {"TRANSPOSE_INVALID", "NO_TRANSPOSE",
                                        "TRANSPOSE", "ADJOINT"};
  static const StringRef accuracyMode[] = {"DEFAULT", "HIGHEST", "TOLERANCE"};
  switch (code) {
  case AttrCode::ComparisonDirection:
    return EnumInfo{"comparison_direction", comparisonDirection};
  case AttrCode::ComparisonType:
    return EnumInfo{"comparison_type", comparisonType};
  case AttrCode::CustomCallApiVersion:
    return EnumInfo{"api_version", apiVersion};
  case AttrCode::FftType:
    return EnumInfo{"fft_type", fftType};
  case AttrCode::Precision:
    return EnumInfo{"precision", precision};
  case AttrCode::RngAlgorithm:
    return EnumInfo{"rng_algorithm", rngAlgorithm};
  case AttrCode::RngDistribution:
    return EnumInfo{"rng_distribution", rngDistribution};
  case AttrCode::Transpose:
    return EnumInfo{"transpose", transpose};
  case AttrCode::ResultAccuracyMode:
    return EnumInfo{"result_accuracy_mode", accuracyMode};
  default:
    return std::nullopt;
  }
}
