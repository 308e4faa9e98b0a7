//===- Random.h - Deterministic pseudo-random host buffers ------*- C++ -*-===//
//
// kiln fills inputs from a seed with its own generator so that the values
// are identical on every platform and compiler: SplitMix64 expands the seed
// into the state of a xoshiro256** generator, which produces the stream.
//
// Distributions (elements are filled in row-major order; each takes one
// 64-bit draw, complex elements two, real part first; integers redraw in the
// astronomically rare case a draw falls in the rejected biased tail):
//   - i1: true or false with probability 1/2 each (top bit of the draw);
//   - signed integers: uniform in [max(-10, min), min(10, max)];
//   - unsigned integers: uniform in [0, min(10, max)];
//   - floats with a significand of p bits (f32: 24, f16: 11, bf16: 8,
//     f8E4M3FN: 4, ...): uniform over the 2^p values k * 2^(1-p) - 1 for
//     k in [0, 2^p), i.e. in [-1, 1) and exactly representable (no rounding);
//   - f8E8M0FNU, whose values are positive powers of two: 2^-k for k
//     uniform in [1, 8];
//   - complex: real and imaginary parts each as their float type.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_RANDOM_H
#define KILN_RUNTIME_RANDOM_H

#include "kiln/runtime/HostBuffer.h"

#include <cstdint>

namespace kiln::runtime {

/// SplitMix64: a 64-bit generator used to seed xoshiro256**.
class SplitMix64 {
public:
  explicit SplitMix64(uint64_t seed) : state(seed) {}
  uint64_t next();

private:
  uint64_t state;
};

/// xoshiro256**: the generator behind makeRandomBuffer.
class Xoshiro256 {
public:
  explicit Xoshiro256(uint64_t seed);
  uint64_t next();
  /// Uniform in [0, bound) without modulo bias; bound must be > 0.
  uint64_t nextBelow(uint64_t bound);

private:
  uint64_t s[4];
};

/// A buffer of the given type and shape filled as documented above.
Expected<HostBuffer> makeRandomBuffer(DType type, std::vector<int64_t> shape,
                                      uint64_t seed);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_RANDOM_H
