//===- Compare.cpp - Comparing host buffers -------------------------------===//

#include "kiln/runtime/Compare.h"

#include "kiln/runtime/FloatFormats.h"
#include "kiln/runtime/NumpyPrinter.h"

#include <cmath>
#include <cstring>

namespace kiln::runtime {
namespace {

uint64_t bitsOf(DType type, double v) {
  if (type == DType::F64) {
    uint64_t bits;
    std::memcpy(&bits, &v, sizeof(bits));
    return bits;
  }
  if (type == DType::F32) {
    float f = float(v);
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    return bits;
  }
  return doubleToMiniFloat(type, v);
}

bool realEqual(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || a == b;
}

bool realClose(DType type, double a, double e, const Tolerance &tol) {
  if (std::isnan(a) || std::isnan(e))
    return std::isnan(a) && std::isnan(e);
  if (std::isinf(a) || std::isinf(e))
    return a == e;
  if (std::fabs(a - e) <= tol.atol + tol.rtol * std::fabs(e))
    return true;
  return tol.maxUlps >= 0 && ulpDistance(type, a, e) <= uint64_t(tol.maxUlps);
}

template <typename Equal>
CompareResult compareWith(const HostBuffer &actual, const HostBuffer &expected,
                          size_t maxReported, Equal equal) {
  CompareResult result;
  if (actual.dtype() != expected.dtype() ||
      actual.shape() != expected.shape()) {
    result.matches = false;
    result.typeProblem = "type mismatch: actual " + actual.typeString() +
                         ", expected " + expected.typeString();
    return result;
  }
  result.elementCount = actual.numElements();
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    if (equal(i))
      continue;
    result.matches = false;
    ++result.mismatchCount;
    if (result.mismatches.size() < maxReported)
      result.mismatches.push_back({i, actual.unflattenIndex(i),
                                   formatElement(actual, i),
                                   formatElement(expected, i)});
  }
  return result;
}

} // namespace

uint64_t ulpDistance(DType type, double a, double b) {
  if (isComplex(type))
    type = type == DType::C64 ? DType::F32 : DType::F64;
  int64_t x = orderedFloatBits(type, bitsOf(type, a));
  int64_t y = orderedFloatBits(type, bitsOf(type, b));
  // The difference of two such integers fits in uint64 even at the ends.
  return x > y ? uint64_t(x) - uint64_t(y) : uint64_t(y) - uint64_t(x);
}

CompareResult compareExact(const HostBuffer &actual, const HostBuffer &expected,
                           size_t maxReported) {
  DType type = actual.dtype();
  return compareWith(actual, expected, maxReported, [&](int64_t i) {
    if (isFloat(type) || isComplex(type)) {
      std::complex<double> a = actual.getComplex(i), e = expected.getComplex(i);
      return realEqual(a.real(), e.real()) && realEqual(a.imag(), e.imag());
    }
    return actual.getBits(i) == expected.getBits(i);
  });
}

CompareResult compareAlmost(const HostBuffer &actual,
                            const HostBuffer &expected,
                            const Tolerance &tolerance, size_t maxReported) {
  DType type = actual.dtype();
  if (!isFloat(type) && !isComplex(type))
    return compareExact(actual, expected, maxReported);
  DType part = type == DType::C64    ? DType::F32
               : type == DType::C128 ? DType::F64
                                     : type;
  return compareWith(actual, expected, maxReported, [&](int64_t i) {
    std::complex<double> a = actual.getComplex(i), e = expected.getComplex(i);
    return realClose(part, a.real(), e.real(), tolerance) &&
           realClose(part, a.imag(), e.imag(), tolerance);
  });
}

std::string CompareResult::toString() const {
  if (matches)
    return "ok";
  if (!typeProblem.empty())
    return typeProblem;
  std::string text = std::to_string(mismatchCount) + " of " +
                     std::to_string(elementCount) + " element" +
                     (elementCount == 1 ? " differs" : "s differ") +
                     " (showing " + std::to_string(mismatches.size()) + "):";
  for (const Mismatch &m : mismatches) {
    text += "\n  [";
    for (size_t d = 0; d < m.index.size(); ++d)
      text += (d ? ", " : "") + std::to_string(m.index[d]);
    text += "]: actual " + m.actual + ", expected " + m.expected;
  }
  return text;
}

} // namespace kiln::runtime
