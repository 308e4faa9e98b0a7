//===- Internal.h - the objects behind kiln's runtime C API -----*- C++ -*-===//
//
// The definitions of the opaque kiln/runtime.h types, shared by the files
// of runtime/lib/CAPI, and the helpers they use to make statuses and
// describe shapes.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_LIB_CAPI_INTERNAL_H
#define KILN_RUNTIME_LIB_CAPI_INTERNAL_H

#include "kiln/runtime.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <new>
#include <string>
#include <vector>

struct kiln_entry {
  const kiln_artifact_entry *descriptor = nullptr;
};

struct kiln_module {
  std::atomic<int> references{1};
  /// The dlopen handle; null for a linked artifact.
  void *library = nullptr;
  std::string path;
  const kiln_artifact *artifact = nullptr;
  std::vector<kiln_entry> entries;
};

struct kiln_buffer {
  kiln_dtype dtype = KILN_DTYPE_F32;
  size_t rank = 0;
  /// `rank` sizes, malloc'ed; null for rank 0.
  int64_t *dims = nullptr;
  int64_t numElements = 0;
  size_t sizeBytes = 0;
  void *data = nullptr;
  /// Whether `data` was allocated by the buffer (and is freed with it).
  bool ownsData = false;
  /// Wrapped const memory: an input only.
  bool readOnly = false;
};

namespace kiln::capi {

/// A new status; never null (a static status stands in when memory runs
/// out).
kiln_status makeStatus(kiln_status_code code, const std::string &message,
                       int entryResult = 0);

inline kiln_status invalidArgument(const std::string &message) {
  return makeStatus(KILN_STATUS_INVALID_ARGUMENT, message);
}

/// The status for memory that ran out.
kiln_status outOfMemory();

/// Runs `body`, a kiln_status-returning function of the C API, turning
/// C++ exceptions (std::bad_alloc from a container or string) into
/// statuses: none crosses the C boundary.
template <typename Body> kiln_status guard(Body &&body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc &) {
    return outOfMemory();
  } catch (const std::exception &e) {
    return makeStatus(KILN_STATUS_INTERNAL, e.what());
  } catch (...) {
    return makeStatus(KILN_STATUS_INTERNAL, "unexpected C++ exception");
  }
}

/// Whether `dtype` is one of the kiln_dtype enumerators.
bool isKnownDType(int dtype);

/// "4x8xf32"; "f32" for rank 0.
std::string shapeText(kiln_dtype dtype, size_t rank, const int64_t *dims);

} // namespace kiln::capi

#endif // KILN_RUNTIME_LIB_CAPI_INTERNAL_H
