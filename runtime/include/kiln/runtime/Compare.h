//===- Compare.h - Comparing host buffers -----------------------*- C++ -*-===//
//
// Element-wise comparison of an actual buffer against an expected one, for
// kiln's check ops and test drivers. A comparison never fails as an API
// call: differing types or shapes are reported as a mismatch.
//
// Exact equality: bool and integers compare bit-exactly; floats compare by
// value, so +0 equals -0, and NaN equals NaN (any payload); complex numbers
// compare both parts.
//
// Almost-equality (floats and complex; other types fall back to exact):
// a pair matches when both are NaN, or both are the same infinity, or
//   |actual - expected| <= atol + rtol * |expected|, or
//   the ULP distance in the element's own format <= maxUlps (when >= 0).
// Complex numbers must match in both parts.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_COMPARE_H
#define KILN_RUNTIME_COMPARE_H

#include "kiln/runtime/HostBuffer.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kiln::runtime {

struct Tolerance {
  double atol = 0;
  double rtol = 0;
  int64_t maxUlps = -1; // negative: ULP criterion disabled
};

struct Mismatch {
  int64_t flatIndex;
  std::vector<int64_t> index;
  std::string actual;
  std::string expected;
};

struct CompareResult {
  bool matches = true;
  /// Set when types or shapes differ (no element comparison was done).
  std::string typeProblem;
  int64_t elementCount = 0;
  int64_t mismatchCount = 0;
  /// The first few mismatching elements, in row-major order.
  std::vector<Mismatch> mismatches;

  /// "ok", or a text such as
  ///   2 of 6 elements differ (showing 2):
  ///     [0, 1]: actual 1.5, expected 2
  std::string toString() const;
};

/// Default number of mismatches listed in a CompareResult.
inline constexpr size_t kDefaultMaxReported = 10;

CompareResult compareExact(const HostBuffer &actual, const HostBuffer &expected,
                           size_t maxReported = kDefaultMaxReported);
CompareResult compareAlmost(const HostBuffer &actual,
                            const HostBuffer &expected,
                            const Tolerance &tolerance,
                            size_t maxReported = kDefaultMaxReported);

/// The distance between two finite floats of `type` in units in the last
/// place of that format (0 for +0 vs -0). `type` must be a float type.
uint64_t ulpDistance(DType type, double a, double b);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_COMPARE_H
