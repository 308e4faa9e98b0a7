//===- CollectiveReductions.cpp - combining collectives' operands ---------===//
//
// See CollectiveReductions.h.
//
//===----------------------------------------------------------------------===//

#include "CollectiveReductions.h"

#include <cstring>
#include <type_traits>

namespace kiln::collectives {
namespace {

using Reduction = CollectiveReduction;
using runtime::DType;

template <typename T> T combine(T a, T b, Reduction r) {
  if constexpr (std::is_integral_v<T>) {
    // Integers wrap (two's complement), as the spec's add and multiply do:
    // computed unsigned, at least as wide as unsigned int (narrower ones
    // would be promoted to int, whose overflow is undefined).
    using U = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned,
                                 std::make_unsigned_t<T>>;
    if (r == Reduction::Add)
      return T(U(a) + U(b));
    if (r == Reduction::Multiply)
      return T(U(a) * U(b));
  }
  switch (r) {
  case Reduction::Add:
    return T(a + b);
  case Reduction::Multiply:
    return T(a * b);
  case Reduction::Minimum:
    return b < a ? b : a;
  case Reduction::Maximum:
    return a < b ? b : a;
  default:
    break;
  }
  if constexpr (std::is_integral_v<T>) {
    if (r == Reduction::And)
      return T(a & b);
    if (r == Reduction::Or)
      return T(a | b);
    return T(a ^ b);
  }
  return a;
}

/// Floats keep the spec's NaN propagation for min/max.
template <typename T> T combineFloat(T a, T b, Reduction r) {
  if ((r == Reduction::Minimum || r == Reduction::Maximum) &&
      (a != a || b != b))
    return a != a ? a : b;
  return combine(a, b, r);
}

float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &wide, 4);
  return f;
}

uint16_t floatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if ((bits & 0x7fffffffu) > 0x7f800000u) // NaN stays a quiet NaN
    return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1); // round to nearest even
  return uint16_t(bits >> 16);
}

} // namespace

/// out[i] = reduction over `sources` (in order) of source[i], for `count`
/// elements starting at element `first` of each source.
void reduceInto(void *out, const std::vector<const void *> &sources,
                int64_t first, int64_t count, DType element, Reduction r) {
  auto run = [&](auto tag, auto load, auto store) {
    using T = decltype(tag);
    for (int64_t i = 0; i < count; ++i) {
      T acc = load(sources[0], first + i);
      for (size_t s = 1; s < sources.size(); ++s) {
        T x = load(sources[s], first + i);
        if constexpr (std::is_floating_point_v<T>)
          acc = combineFloat(acc, x, r);
        else
          acc = combine(acc, x, r);
      }
      store(out, i, acc);
    }
  };
  auto plain = [&](auto tag) {
    using T = decltype(tag);
    run(
        tag,
        [](const void *p, int64_t i) { return static_cast<const T *>(p)[i]; },
        [](void *p, int64_t i, T v) { static_cast<T *>(p)[i] = v; });
  };
  switch (element) {
  case DType::I1:
    return run(
        uint8_t(),
        [](const void *p, int64_t i) {
          return uint8_t(static_cast<const uint8_t *>(p)[i] != 0);
        },
        // and/or/xor/min/max of booleans; add is or, multiply is and.
        [](void *p, int64_t i, uint8_t v) {
          static_cast<uint8_t *>(p)[i] = v != 0;
        });
  case DType::SI8:
    return plain(int8_t());
  case DType::SI16:
    return plain(int16_t());
  case DType::SI32:
    return plain(int32_t());
  case DType::SI64:
    return plain(int64_t());
  case DType::UI8:
    return plain(uint8_t());
  case DType::UI16:
    return plain(uint16_t());
  case DType::UI32:
    return plain(uint32_t());
  case DType::UI64:
    return plain(uint64_t());
  case DType::F32:
    return plain(float());
  case DType::F64:
    return plain(double());
  case DType::F16:
    return run(
        float(),
        [](const void *p, int64_t i) {
          return float(static_cast<const _Float16 *>(p)[i]);
        },
        [](void *p, int64_t i, float v) {
          static_cast<_Float16 *>(p)[i] = _Float16(v);
        });
  case DType::BF16:
    return run(
        float(),
        [](const void *p, int64_t i) {
          return bf16ToFloat(static_cast<const uint16_t *>(p)[i]);
        },
        [](void *p, int64_t i, float v) {
          static_cast<uint16_t *>(p)[i] = floatToBf16(v);
        });
  default: // the lowering passes no other element type
    return;
  }
}

} // namespace kiln::collectives
