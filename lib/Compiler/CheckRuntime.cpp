//===- CheckRuntime.cpp - executing check ops in JIT-compiled code --------===//

#include "CheckRuntime.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/runtime/Compare.h"
#include "kiln/runtime/NumpyPrinter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <mutex>

using kiln::runtime::DType;
using kiln::runtime::HostBuffer;

namespace kiln {

size_t CheckReport::numPassed() const {
  size_t n = 0;
  for (const Entry &e : entries)
    n += e.passed;
  return n;
}

size_t CheckReport::numFailed() const { return entries.size() - numPassed(); }

std::string CheckReport::failureText() const {
  std::string text;
  for (const Entry &e : entries) {
    if (e.passed)
      continue;
    text += "check failed: " + e.where + "\n";
    // Indent the detail under its header.
    size_t start = 0;
    while (start <= e.detail.size() && !e.detail.empty()) {
      size_t end = e.detail.find('\n', start);
      if (end == std::string::npos)
        end = e.detail.size();
      text += "  " + e.detail.substr(start, end - start) + "\n";
      start = end + 1;
    }
  }
  return text;
}

namespace checkruntime {
namespace {

/// The report a run records into.
struct Sink {
  CheckReport *report;
  std::mutex mutex;
};

thread_local Sink *currentSink = nullptr;

/// Must match CheckKind in Check.cpp.
enum Kind : int32_t { Exact = 0, Almost = 1, Ulp = 2 };

/// A memref descriptor of any rank, as the LLVM lowering lays it out:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct Descriptor {
  void *allocated;
  uint8_t *aligned;
  int64_t offset;
  int64_t sizesAndStrides[];
};

/// Copies a strided memref into a dense, row-major host buffer of `dtype`.
runtime::Expected<HostBuffer> readBuffer(int64_t rank, const void *raw,
                                         DType dtype) {
  auto *desc = static_cast<const Descriptor *>(raw);
  std::vector<int64_t> shape(desc->sizesAndStrides,
                             desc->sizesAndStrides + rank);
  const int64_t *strides = desc->sizesAndStrides + rank;
  auto created = HostBuffer::create(dtype, shape);
  if (!created)
    return created;
  HostBuffer buffer = created.take();
  size_t size = buffer.elementByteSize();
  int bits = runtime::bitWidthOf(dtype);
  bool subByte =
      !runtime::isFloat(dtype) && !runtime::isComplex(dtype) && bits < 8;
  std::vector<int64_t> index(rank, 0);
  for (int64_t flat = 0; flat < buffer.numElements(); ++flat) {
    int64_t element = desc->offset;
    for (int64_t d = 0; d < rank; ++d)
      element += index[d] * strides[d];
    const uint8_t *src = desc->aligned + element * int64_t(size);
    if (subByte) {
      // Only the low bits of a byte-sized i1/i2/i4 are defined.
      uint64_t value = *src & ((1u << bits) - 1);
      if (runtime::isSignedInt(dtype) && (value >> (bits - 1)))
        buffer.setSigned(flat, int64_t(value) - (int64_t(1) << bits));
      else
        buffer.setUnsigned(flat, value);
    } else {
      std::memcpy(buffer.data() + flat * size, src, size);
    }
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
  return runtime::Expected<HostBuffer>(std::move(buffer));
}

/// The text of a 1-D i8 memref.
std::string readString(int64_t rank, const void *raw) {
  auto *desc = static_cast<const Descriptor *>(raw);
  if (rank != 1)
    return "<unknown location>";
  std::string text;
  for (int64_t i = 0; i < desc->sizesAndStrides[0]; ++i)
    text += char(desc->aligned[desc->offset + i * desc->sizesAndStrides[1]]);
  return text;
}

std::string indexText(const std::vector<int64_t> &index) {
  std::string text = "[";
  for (size_t d = 0; d < index.size(); ++d)
    text += (d ? ", " : "") + std::to_string(index[d]);
  return text + "]";
}

/// A ULP difference too large to count: one part is not finite and differs
/// from the other.
constexpr uint64_t kUnboundedUlps = std::numeric_limits<uint64_t>::max();

/// The ULP difference of expect_close between two real parts of `type`, as
/// the StableHLO reference interpreter counts it: 0 for two NaNs (whatever
/// their payloads: which NaN a function returns is the implementation's
/// choice) and for the same infinity, unbounded when only one part is
/// finite or the infinities differ, and otherwise the number of floats of
/// the format between them (+0 and -0 are 0 apart).
uint64_t ulpDifference(DType type, double a, double e) {
  if (std::isnan(a) && std::isnan(e))
    return 0;
  if (std::isfinite(a) && std::isfinite(e))
    return runtime::ulpDistance(type, a, e);
  return a == e ? 0 : kUnboundedUlps;
}

/// expect_close: every element's ULP difference lies in [minUlp, maxUlp]. A
/// complex element takes the larger difference of its parts. Two equal
/// non-finite elements are 0 apart, so they fail a minimum above 0 like
/// any other equal pair. Returns the failure text, or "".
std::string compareUlps(const HostBuffer &actual, const HostBuffer &expected,
                        uint64_t maxUlp, uint64_t minUlp) {
  DType type = actual.dtype();
  int64_t count = actual.numElements(), mismatches = 0;
  std::string lines;
  for (int64_t i = 0; i < count; ++i) {
    std::complex<double> a = actual.getComplex(i), e = expected.getComplex(i);
    uint64_t distance = ulpDifference(type, a.real(), e.real());
    if (runtime::isComplex(type))
      distance = std::max(distance, ulpDifference(type, a.imag(), e.imag()));
    if (distance >= minUlp && distance <= maxUlp)
      continue;
    if (++mismatches > int64_t(runtime::kDefaultMaxReported))
      continue;
    lines += "\n  " + indexText(actual.unflattenIndex(i)) + ": actual " +
             runtime::formatElement(actual, i) + ", expected " +
             runtime::formatElement(expected, i);
    lines += distance == kUnboundedUlps
                 ? ", not finite"
                 : ", " + std::to_string(distance) + " ULP apart";
  }
  if (!mismatches)
    return "";
  int64_t shown = std::min<int64_t>(mismatches, runtime::kDefaultMaxReported);
  return std::to_string(mismatches) + " of " + std::to_string(count) +
         " element" + (count == 1 ? " differs" : "s differ") +
         " (ULP distance allowed: " + std::to_string(minUlp) + " to " +
         std::to_string(maxUlp) + "; showing " + std::to_string(shown) +
         "):" + lines;
}

/// Whether two real parts pass expect_almost_eq with `tolerance`, as the
/// StableHLO reference interpreter decides it: equal values pass (so +0
/// and -0, and the same infinity); a NaN matches only a NaN; an infinity
/// matches no other non-zero value; values of opposite signs never match,
/// however close (-1e-9 is not almost 1e-9); otherwise the absolute
/// difference, computed in double whatever the element type, must not
/// exceed the tolerance.
bool almostEqual(double a, double e, double tolerance) {
  if (a == e)
    return true;
  if (std::isnan(a) || std::isnan(e))
    return std::isnan(a) && std::isnan(e);
  if ((std::isinf(a) || std::isinf(e)) && a != 0 && e != 0)
    return false;
  if (std::signbit(a) != std::signbit(e))
    return false;
  return std::fabs(a - e) <= tolerance;
}

/// expect_almost_eq: every element passes almostEqual, both parts of a
/// complex one.
runtime::CompareResult compareWithin(const HostBuffer &actual,
                                     const HostBuffer &expected,
                                     double tolerance) {
  runtime::CompareResult result;
  result.elementCount = actual.numElements();
  for (int64_t i = 0; i < result.elementCount; ++i) {
    std::complex<double> a = actual.getComplex(i), e = expected.getComplex(i);
    if (almostEqual(a.real(), e.real(), tolerance) &&
        almostEqual(a.imag(), e.imag(), tolerance))
      continue;
    result.matches = false;
    if (result.mismatchCount++ < int64_t(runtime::kDefaultMaxReported))
      result.mismatches.push_back({i, actual.unflattenIndex(i),
                                   runtime::formatElement(actual, i),
                                   runtime::formatElement(expected, i)});
  }
  return result;
}

void record(CheckReport::Entry entry) {
  if (Sink *sink = currentSink) {
    std::lock_guard<std::mutex> lock(sink->mutex);
    sink->report->entries.push_back(std::move(entry));
    return;
  }
  if (!entry.passed) {
    CheckReport report;
    report.entries.push_back(std::move(entry));
    llvm::errs() << report.failureText();
  }
}

} // namespace

/// The one entry point all `kiln_check_*` declarations are bound to.
extern "C" void kilnCheckRuntime(int64_t actualRank, void *actualDesc,
                                 int64_t expectedRank, void *expectedDesc,
                                 int64_t labelRank, void *labelDesc,
                                 int32_t kind, int32_t dtypeCode,
                                 double tolerance, int64_t maxUlp,
                                 int64_t minUlp) {
  CheckReport::Entry entry;
  entry.where = readString(labelRank, labelDesc);
  entry.passed = false;
  if (dtypeCode < 0 || dtypeCode >= runtime::kNumDTypes) {
    entry.detail = "invalid element type code " + std::to_string(dtypeCode);
    return record(std::move(entry));
  }
  auto dtype = static_cast<DType>(dtypeCode);
  auto actual = readBuffer(actualRank, actualDesc, dtype);
  auto expected = readBuffer(expectedRank, expectedDesc, dtype);
  if (!actual || !expected) {
    entry.detail = !actual ? actual.message() : expected.message();
    return record(std::move(entry));
  }
  bool inexact = runtime::isFloat(dtype) || runtime::isComplex(dtype);
  if (actual->shape() != expected->shape()) {
    entry.detail = "type mismatch: actual " + actual->typeString() +
                   ", expected " + expected->typeString();
    return record(std::move(entry));
  }
  if (kind == Ulp && inexact) {
    entry.detail =
        compareUlps(*actual, *expected, uint64_t(maxUlp), uint64_t(minUlp));
    entry.passed = entry.detail.empty();
    return record(std::move(entry));
  }
  runtime::CompareResult result =
      kind == Almost && inexact ? compareWithin(*actual, *expected, tolerance)
                                : runtime::compareExact(*actual, *expected);
  entry.passed = result.matches;
  if (!result.matches) {
    entry.detail = result.toString();
    if (kind == Almost) {
      char text[32];
      std::snprintf(text, sizeof(text), "%g", tolerance);
      entry.detail += std::string("\n(tolerance ") + text + ")";
    }
  }
  record(std::move(entry));
}

ScopedCheckReport::ScopedCheckReport(CheckReport &report)
    : previous(currentSink), sink(new Sink{&report, {}}) {
  currentSink = static_cast<Sink *>(sink);
}

ScopedCheckReport::~ScopedCheckReport() {
  currentSink = static_cast<Sink *>(previous);
  delete static_cast<Sink *>(sink);
}

std::vector<std::string> checkRuntimeSymbols(mlir::ModuleOp module) {
  std::vector<std::string> names;
  module.walk([&](mlir::LLVM::LLVMFuncOp fn) {
    if (fn.isExternal() && fn.getName().starts_with(kCheckRuntimePrefix))
      names.push_back(fn.getName().str());
  });
  return names;
}

llvm::orc::SymbolMap
checkRuntimeBindings(const std::vector<std::string> &names,
                     llvm::orc::MangleAndInterner &interner) {
  llvm::orc::SymbolMap map;
  for (const std::string &name : names)
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(&kilnCheckRuntime),
                           llvm::JITSymbolFlags::Exported};
  return map;
}

} // namespace checkruntime
} // namespace kiln
