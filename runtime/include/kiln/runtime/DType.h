//===- DType.h - Host element types of kiln's runtime -----------*- C++ -*-===//
//
// Every element type a StableHLO program can exchange with the host. Storage
// on the host:
//   - i1 is one byte holding 0 or 1;
//   - the 2- and 4-bit integers take one byte per element (signed ones are
//     kept sign-extended, unsigned ones zero-extended);
//   - f16, bf16 and the f8, f6 and f4 types are kept as their raw bit
//     patterns (2 bytes, and 1 byte holding the low bits);
//   - complex<f32> / complex<f64> are (real, imag) pairs, like std::complex.
// All multi-byte values are in the host's (little-endian) byte order.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_DTYPE_H
#define KILN_RUNTIME_DTYPE_H

#include "kiln/runtime/Status.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kiln::runtime {

enum class DType : uint8_t {
  I1,
  SI2,
  SI4,
  SI8,
  SI16,
  SI32,
  SI64,
  UI2,
  UI4,
  UI8,
  UI16,
  UI32,
  UI64,
  F16,
  BF16,
  F32,
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E4M3FNUZ,
  F8E5M2FNUZ,
  F8E4M3B11FNUZ,
  F8E4M3,
  F8E3M4,
  C64,  // complex<f32>
  C128, // complex<f64>
  // Added after the complex types, so the earlier numbers stay as the C
  // API and compiled artifacts know them.
  F4E2M1FN,
  F6E2M3FN,
  F6E3M2FN,
  F8E8M0FNU,
};

/// Number of DType enumerators, for iterating over all of them.
inline constexpr int kNumDTypes = static_cast<int>(DType::F8E8M0FNU) + 1;

enum class DTypeKind { Bool, SignedInt, UnsignedInt, Float, Complex };

DTypeKind kindOf(DType type);
inline bool isBool(DType t) { return kindOf(t) == DTypeKind::Bool; }
inline bool isSignedInt(DType t) { return kindOf(t) == DTypeKind::SignedInt; }
inline bool isUnsignedInt(DType t) {
  return kindOf(t) == DTypeKind::UnsignedInt;
}
inline bool isInteger(DType t) { return isSignedInt(t) || isUnsignedInt(t); }
inline bool isFloat(DType t) { return kindOf(t) == DTypeKind::Float; }
inline bool isComplex(DType t) { return kindOf(t) == DTypeKind::Complex; }
/// f16, bf16 and the f8, f6 and f4 types: floats kiln encodes and decodes
/// itself.
bool isMiniFloat(DType type);

/// Bytes one element occupies on the host.
size_t byteSizeOf(DType type);
/// Bits of the logical type (1 for i1, 4 for si4, 64 for complex<f32>).
int bitWidthOf(DType type);

/// The MLIR element-type spelling: "i1", "i8" (signless means signed), "ui8",
/// "f32", "bf16", "f8E4M3FN", "complex<f32>", ...
std::string_view mlirName(DType type);
/// Parses an MLIR element-type spelling; accepts "siN" as well as "iN".
Expected<DType> parseDType(std::string_view name);

/// The numpy / ml_dtypes dtype name: "float32", "int4", "bfloat16",
/// "float8_e4m3fn", "complex64", "bool", ...
std::string_view numpyName(DType type);

/// Smallest / largest value of an integer or bool type.
int64_t minSignedValue(DType type);
int64_t maxSignedValue(DType type);
uint64_t maxUnsignedValue(DType type);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_DTYPE_H
