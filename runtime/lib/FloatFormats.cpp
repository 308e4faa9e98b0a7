//===- FloatFormats.cpp - Bit-exact small float encode/decode -------------===//

#include "kiln/runtime/FloatFormats.h"

#include <cmath>
#include <cstring>
#include <utility>

namespace kiln::runtime {
namespace {

/// How a format spends its special encodings (FloatFormats.h).
enum class Family { IEEE, FN, FNUZ, Finite, E8M0 };

struct Format {
  int expBits;
  int manBits;
  int bias;
  Family family;
};

/// The layout of every float type these functions take: the small formats,
/// and f32/f64 for significandBits and orderedFloatBits.
constexpr std::pair<DType, Format> kFormats[] = {
    {DType::F16, {5, 10, 15, Family::IEEE}},
    {DType::BF16, {8, 7, 127, Family::IEEE}},
    {DType::F8E5M2, {5, 2, 15, Family::IEEE}},
    {DType::F8E4M3, {4, 3, 7, Family::IEEE}},
    {DType::F8E3M4, {3, 4, 3, Family::IEEE}},
    {DType::F8E4M3FN, {4, 3, 7, Family::FN}},
    {DType::F8E4M3FNUZ, {4, 3, 8, Family::FNUZ}},
    {DType::F8E5M2FNUZ, {5, 2, 16, Family::FNUZ}},
    {DType::F8E4M3B11FNUZ, {4, 3, 11, Family::FNUZ}},
    {DType::F6E2M3FN, {2, 3, 1, Family::Finite}},
    {DType::F6E3M2FN, {3, 2, 3, Family::Finite}},
    {DType::F4E2M1FN, {2, 1, 1, Family::Finite}},
    {DType::F8E8M0FNU, {8, 0, 127, Family::E8M0}},
    {DType::F32, {8, 23, 127, Family::IEEE}},
    {DType::F64, {11, 52, 1023, Family::IEEE}},
};

Format formatOf(DType type) {
  for (const auto &[t, format] : kFormats)
    if (t == type)
      return format;
  return {0, 0, 0, Family::IEEE};
}

/// The sign bit; for the unsigned f8E8M0FNU, the bit above its eight.
uint32_t signBitOf(const Format &f) { return 1u << (f.expBits + f.manBits); }
uint32_t expMaskOf(const Format &f) { return (1u << f.expBits) - 1; }
uint32_t manMaskOf(const Format &f) { return (1u << f.manBits) - 1; }

/// The encoding of NaN (positive when the family has signed NaNs).
uint32_t nanBits(const Format &f) {
  switch (f.family) {
  case Family::IEEE: // quiet NaN: all-ones exponent, top mantissa bit set
    return (expMaskOf(f) << f.manBits) | (1u << (f.manBits - 1));
  case Family::FN:
    return (expMaskOf(f) << f.manBits) | manMaskOf(f);
  case Family::FNUZ:
    return signBitOf(f);
  case Family::Finite: // no NaN: it encodes as -0 (as ml_dtypes and XLA)
    return signBitOf(f);
  case Family::E8M0:
    return 0xff;
  }
  return 0;
}

/// The encoding of the largest finite value.
uint32_t maxFiniteBits(const Format &f) {
  switch (f.family) {
  case Family::IEEE:
    return ((expMaskOf(f) - 1) << f.manBits) | manMaskOf(f);
  case Family::FN:
    return ((expMaskOf(f)) << f.manBits) | (manMaskOf(f) - 1);
  case Family::FNUZ:
  case Family::Finite:
    return (expMaskOf(f) << f.manBits) | manMaskOf(f);
  case Family::E8M0:
    return 0xfe;
  }
  return 0;
}

/// f8E8M0FNU: 2^(e - 127) for e < 255 (no zero, no subnormals), NaN for
/// 255.
double e8m0ToDouble(uint32_t bits) {
  bits &= 0xff;
  return bits == 0xff ? std::nan("") : std::ldexp(1.0, int(bits) - 127);
}

/// The f8E8M0FNU nearest to `value`, ties upward (a significand of 1.5 or
/// more rounds up), 2^-127 for anything positive below it; NaN for NaN,
/// zero, negative values, inf and what rounds beyond 2^127.
uint32_t doubleToE8m0(double value) {
  if (!(value > 0) || std::isinf(value))
    return 0xff;
  int e;
  double m = std::frexp(value, &e); // value = m 2^e, m in [0.5, 1)
  int exponent = e - 1 + (m >= 0.75 ? 1 : 0);
  if (exponent < -127)
    return 0;
  if (exponent > 127)
    return 0xff;
  return uint32_t(exponent + 127);
}

} // namespace

int significandBits(DType type) { return formatOf(type).manBits + 1; }

double miniFloatToDouble(DType type, uint32_t bits) {
  Format f = formatOf(type);
  if (f.family == Family::E8M0)
    return e8m0ToDouble(bits);
  bits &= (signBitOf(f) << 1) - 1;
  bool negative = bits & signBitOf(f);
  uint32_t exp = (bits >> f.manBits) & expMaskOf(f);
  uint32_t man = bits & manMaskOf(f);
  switch (f.family) {
  case Family::IEEE:
    if (exp == expMaskOf(f)) {
      if (man != 0)
        return std::nan("");
      return negative ? -HUGE_VAL : HUGE_VAL;
    }
    break;
  case Family::FN:
    if (exp == expMaskOf(f) && man == manMaskOf(f))
      return std::nan("");
    break;
  case Family::FNUZ:
    if (bits == signBitOf(f))
      return std::nan("");
    break;
  case Family::Finite:
  case Family::E8M0:
    break;
  }
  double magnitude;
  if (exp == 0) // zero or subnormal
    magnitude = std::ldexp(double(man), 1 - f.bias - f.manBits);
  else
    magnitude = std::ldexp(double(man | (1u << f.manBits)),
                           int(exp) - f.bias - f.manBits);
  return negative ? -magnitude : magnitude;
}

uint32_t doubleToMiniFloat(DType type, double value) {
  Format f = formatOf(type);
  if (f.family == Family::E8M0)
    return doubleToE8m0(value);
  if (std::isnan(value))
    return nanBits(f);
  uint32_t sign = std::signbit(value) ? signBitOf(f) : 0;
  double magnitude = std::fabs(value);
  uint32_t bits;
  if (std::isinf(magnitude)) {
    bits = maxFiniteBits(f) + 1; // forces the overflow path below
  } else if (magnitude == 0) {
    bits = 0;
  } else {
    // magnitude = m * 2^e with m in [0.5, 1): the unbiased exponent is e - 1.
    int e;
    std::frexp(magnitude, &e);
    int unbiased = e - 1;
    int minNormal = 1 - f.bias;
    if (unbiased < minNormal) {
      // Subnormal: count multiples of the smallest subnormal. Rounding up to
      // 2^manBits lands exactly on the smallest normal's encoding.
      double n =
          std::nearbyint(std::ldexp(magnitude, -(minNormal - f.manBits)));
      bits = uint32_t(n);
    } else if (unbiased + f.bias > int(expMaskOf(f)) + 1) {
      bits = maxFiniteBits(f) + 1;
    } else {
      // n in [2^manBits, 2^(manBits+1)]; a carry out of the mantissa moves
      // into the exponent field, which keeps the encoding monotonic.
      double n = std::nearbyint(std::ldexp(magnitude, f.manBits - unbiased));
      bits = (uint32_t(unbiased + f.bias) << f.manBits) +
             (uint32_t(n) - (1u << f.manBits));
    }
  }
  if (bits > maxFiniteBits(f)) {
    if (f.family == Family::IEEE)
      return sign | (expMaskOf(f) << f.manBits);
    if (f.family == Family::Finite) // saturates
      return sign | maxFiniteBits(f);
    return nanBits(f);
  }
  if (f.family == Family::FNUZ && bits == 0)
    return 0; // no negative zero
  return sign | bits;
}

int64_t orderedFloatBits(DType type, uint64_t bits) {
  Format f = formatOf(type);
  int width = f.expBits + f.manBits + 1;
  uint64_t signBit = uint64_t(1) << (width - 1);
  uint64_t magnitude = bits & (signBit - 1);
  return (bits & signBit) ? -int64_t(magnitude) : int64_t(magnitude);
}

} // namespace kiln::runtime
