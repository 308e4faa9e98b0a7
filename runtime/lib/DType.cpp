//===- DType.cpp - Host element types of kiln's runtime -------------------===//

#include "kiln/runtime/DType.h"

#include <string>

namespace kiln::runtime {
namespace {

struct DTypeInfo {
  DType type;
  DTypeKind kind;
  uint8_t byteSize;
  uint8_t bitWidth;
  const char *mlir;
  const char *numpy;
};

// Indexed by the DType enumerator value.
constexpr DTypeInfo kInfos[] = {
    {DType::I1, DTypeKind::Bool, 1, 1, "i1", "bool"},
    {DType::SI2, DTypeKind::SignedInt, 1, 2, "i2", "int2"},
    {DType::SI4, DTypeKind::SignedInt, 1, 4, "i4", "int4"},
    {DType::SI8, DTypeKind::SignedInt, 1, 8, "i8", "int8"},
    {DType::SI16, DTypeKind::SignedInt, 2, 16, "i16", "int16"},
    {DType::SI32, DTypeKind::SignedInt, 4, 32, "i32", "int32"},
    {DType::SI64, DTypeKind::SignedInt, 8, 64, "i64", "int64"},
    {DType::UI2, DTypeKind::UnsignedInt, 1, 2, "ui2", "uint2"},
    {DType::UI4, DTypeKind::UnsignedInt, 1, 4, "ui4", "uint4"},
    {DType::UI8, DTypeKind::UnsignedInt, 1, 8, "ui8", "uint8"},
    {DType::UI16, DTypeKind::UnsignedInt, 2, 16, "ui16", "uint16"},
    {DType::UI32, DTypeKind::UnsignedInt, 4, 32, "ui32", "uint32"},
    {DType::UI64, DTypeKind::UnsignedInt, 8, 64, "ui64", "uint64"},
    {DType::F16, DTypeKind::Float, 2, 16, "f16", "float16"},
    {DType::BF16, DTypeKind::Float, 2, 16, "bf16", "bfloat16"},
    {DType::F32, DTypeKind::Float, 4, 32, "f32", "float32"},
    {DType::F64, DTypeKind::Float, 8, 64, "f64", "float64"},
    {DType::F8E4M3FN, DTypeKind::Float, 1, 8, "f8E4M3FN", "float8_e4m3fn"},
    {DType::F8E5M2, DTypeKind::Float, 1, 8, "f8E5M2", "float8_e5m2"},
    {DType::F8E4M3FNUZ, DTypeKind::Float, 1, 8, "f8E4M3FNUZ",
     "float8_e4m3fnuz"},
    {DType::F8E5M2FNUZ, DTypeKind::Float, 1, 8, "f8E5M2FNUZ",
     "float8_e5m2fnuz"},
    {DType::F8E4M3B11FNUZ, DTypeKind::Float, 1, 8, "f8E4M3B11FNUZ",
     "float8_e4m3b11fnuz"},
    {DType::F8E4M3, DTypeKind::Float, 1, 8, "f8E4M3", "float8_e4m3"},
    {DType::F8E3M4, DTypeKind::Float, 1, 8, "f8E3M4", "float8_e3m4"},
    {DType::C64, DTypeKind::Complex, 8, 64, "complex<f32>", "complex64"},
    {DType::C128, DTypeKind::Complex, 16, 128, "complex<f64>", "complex128"},
    {DType::F4E2M1FN, DTypeKind::Float, 1, 4, "f4E2M1FN", "float4_e2m1fn"},
    {DType::F6E2M3FN, DTypeKind::Float, 1, 6, "f6E2M3FN", "float6_e2m3fn"},
    {DType::F6E3M2FN, DTypeKind::Float, 1, 6, "f6E3M2FN", "float6_e3m2fn"},
    {DType::F8E8M0FNU, DTypeKind::Float, 1, 8, "f8E8M0FNU", "float8_e8m0fnu"},
};
static_assert(sizeof(kInfos) / sizeof(kInfos[0]) == kNumDTypes,
              "one DTypeInfo per DType");

const DTypeInfo &info(DType type) { return kInfos[static_cast<int>(type)]; }

} // namespace

DTypeKind kindOf(DType type) { return info(type).kind; }

bool isMiniFloat(DType type) {
  return isFloat(type) && type != DType::F32 && type != DType::F64;
}

size_t byteSizeOf(DType type) { return info(type).byteSize; }
int bitWidthOf(DType type) { return info(type).bitWidth; }
std::string_view mlirName(DType type) { return info(type).mlir; }
std::string_view numpyName(DType type) { return info(type).numpy; }

Expected<DType> parseDType(std::string_view name) {
  for (const DTypeInfo &i : kInfos)
    if (name == i.mlir)
      return i.type;
  // "siN" is the explicitly signed spelling of the signless "iN".
  if (name.size() > 2 && name.substr(0, 2) == "si" && name != "si1") {
    std::string signless(name.substr(1));
    for (const DTypeInfo &i : kInfos)
      if (i.kind == DTypeKind::SignedInt && signless == i.mlir)
        return i.type;
  }
  return Expected<DType>::error("unknown element type '" + std::string(name) +
                                "'");
}

int64_t minSignedValue(DType type) {
  if (!isSignedInt(type))
    return 0;
  int bits = bitWidthOf(type);
  return bits == 64 ? INT64_MIN : -(int64_t(1) << (bits - 1));
}

int64_t maxSignedValue(DType type) {
  if (isBool(type))
    return 1;
  if (isUnsignedInt(type))
    return maxUnsignedValue(type) > uint64_t(INT64_MAX)
               ? INT64_MAX
               : int64_t(maxUnsignedValue(type));
  if (!isSignedInt(type))
    return 0;
  int bits = bitWidthOf(type);
  return bits == 64 ? INT64_MAX : (int64_t(1) << (bits - 1)) - 1;
}

uint64_t maxUnsignedValue(DType type) {
  if (isBool(type))
    return 1;
  if (isSignedInt(type))
    return uint64_t(maxSignedValue(type));
  if (!isUnsignedInt(type))
    return 0;
  int bits = bitWidthOf(type);
  return bits == 64 ? UINT64_MAX : (uint64_t(1) << bits) - 1;
}

} // namespace kiln::runtime
