//===- FloatFormats.h - Bit-exact small float encode/decode -----*- C++ -*-===//
//
// Decoding and encoding of the floating-point formats that C++ has no type
// for: f16, bf16 and the f8, f6 and f4 families. Decoding is exact (every
// value of these formats is a double); encoding rounds to nearest, ties to
// even.
//
// Format families:
//   - IEEE-like (f16, bf16, f8E5M2, f8E4M3, f8E3M4): all-ones exponent means
//     infinity (zero mantissa) or NaN.
//   - "FN" (f8E4M3FN): no infinities; only S.1111.111 is NaN.
//   - "FNUZ" (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ): no infinities, no
//     negative zero; the single NaN is 0x80.
//   - finite only (f6E2M3FN, f6E3M2FN, f4E2M1FN): every encoding is a
//     number; encoding saturates at the largest finite value and turns NaN
//     into -0, as ml_dtypes and XLA do.
//   - f8E8M0FNU: unsigned powers of two 2^(e - 127), 0xFF is NaN; no zero,
//     so zero and negative values encode as NaN, and rounding goes to the
//     nearer power of two, ties upward.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_FLOATFORMATS_H
#define KILN_RUNTIME_FLOATFORMATS_H

#include "kiln/runtime/DType.h"

#include <cstdint>

namespace kiln::runtime {

/// Decodes the raw bits of a mini-float type (see isMiniFloat) to a double.
double miniFloatToDouble(DType type, uint32_t bits);

/// Encodes a double into a mini-float type, rounding to nearest even. Values
/// beyond the largest finite value become infinity (IEEE-like formats), NaN
/// (formats without infinity) or the largest finite value (finite-only
/// formats); NaN becomes the format's NaN (-0 in finite-only formats).
/// f8E8M0FNU rounds as said above.
uint32_t doubleToMiniFloat(DType type, double value);

/// Significand bits of a floating-point type, counting the implicit bit
/// (11 for f16, 8 for bf16, 24 for f32, 53 for f64, 4 for f8E4M3FN...).
int significandBits(DType type);

/// Maps a float's bits (of any float type, f32/f64 included) to an integer
/// that increases with the value, so the difference of two such integers is
/// their distance in units in the last place. Both zeros map to 0.
int64_t orderedFloatBits(DType type, uint64_t bits);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_FLOATFORMATS_H
