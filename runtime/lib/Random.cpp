//===- Random.cpp - Deterministic pseudo-random host buffers --------------===//

#include "kiln/runtime/Random.h"

#include "kiln/runtime/FloatFormats.h"

#include <algorithm>
#include <cmath>

namespace kiln::runtime {
namespace {

uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/// A float in [-1, 1) on a grid of 2^p points, p = the type's significand;
/// for f8E8M0FNU, which holds only positive powers of two, 2^-k for k in
/// [1, 8].
double drawFloat(Xoshiro256 &rng, DType floatType) {
  if (floatType == DType::F8E8M0FNU)
    return std::ldexp(1.0, -1 - int(rng.next() >> 61));
  int p = significandBits(floatType);
  uint64_t k = rng.next() >> (64 - p);
  return std::ldexp(double(k), 1 - p) - 1.0;
}

} // namespace

uint64_t SplitMix64::next() {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Xoshiro256::Xoshiro256(uint64_t seed) {
  SplitMix64 init(seed);
  for (uint64_t &word : s)
    word = init.next();
}

uint64_t Xoshiro256::next() {
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint64_t Xoshiro256::nextBelow(uint64_t bound) {
  // Reject the top partial copy of [0, bound) so every value is equally
  // likely.
  uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t x;
  do
    x = next();
  while (x >= limit);
  return x % bound;
}

Expected<HostBuffer> makeRandomBuffer(DType type, std::vector<int64_t> shape,
                                      uint64_t seed) {
  Expected<HostBuffer> buffer = HostBuffer::create(type, std::move(shape));
  if (!buffer)
    return buffer;
  Xoshiro256 rng(seed);
  HostBuffer &b = *buffer;
  for (int64_t i = 0; i < b.numElements(); ++i) {
    switch (kindOf(type)) {
    case DTypeKind::Bool:
      b.setBits(i, rng.next() >> 63);
      break;
    case DTypeKind::SignedInt: {
      int64_t lo = std::max<int64_t>(-10, minSignedValue(type));
      int64_t hi = std::min<int64_t>(10, maxSignedValue(type));
      b.setSigned(i, lo + int64_t(rng.nextBelow(uint64_t(hi - lo + 1))));
      break;
    }
    case DTypeKind::UnsignedInt: {
      uint64_t hi = std::min<uint64_t>(10, maxUnsignedValue(type));
      b.setUnsigned(i, rng.nextBelow(hi + 1));
      break;
    }
    case DTypeKind::Float:
      b.setDouble(i, drawFloat(rng, type));
      break;
    case DTypeKind::Complex: {
      DType part = type == DType::C64 ? DType::F32 : DType::F64;
      double re = drawFloat(rng, part);
      double im = drawFloat(rng, part);
      b.setComplex(i, {re, im});
      break;
    }
    }
  }
  return buffer;
}

} // namespace kiln::runtime
