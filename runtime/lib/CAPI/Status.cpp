//===- Status.cpp - kiln_status of kiln's runtime C API -------------------===//
//
// A status is a malloc'ed code, entry result and message; KILN_OK is NULL.
// When memory for a status itself runs out, a static out-of-memory status
// is returned instead, which kiln_status_free recognizes and keeps.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "kiln/runtime/DType.h"

#include <cstdlib>
#include <cstring>

struct kiln_status_s {
  kiln_status_code code;
  int entryResult;
  char *message;
};

namespace {
char outOfMemoryText[] = "out of memory";
kiln_status_s outOfMemoryStatus = {KILN_STATUS_OUT_OF_MEMORY, 0,
                                   outOfMemoryText};
} // namespace

kiln_status kiln::capi::makeStatus(kiln_status_code code,
                                   const std::string &message,
                                   int entryResult) {
  auto *status =
      static_cast<kiln_status_s *>(std::malloc(sizeof(kiln_status_s)));
  char *text = static_cast<char *>(std::malloc(message.size() + 1));
  if (!status || !text) {
    std::free(status);
    std::free(text);
    return &outOfMemoryStatus;
  }
  std::memcpy(text, message.c_str(), message.size() + 1);
  *status = {code, entryResult, text};
  return status;
}

kiln_status kiln::capi::outOfMemory() { return &outOfMemoryStatus; }

bool kiln::capi::isKnownDType(int dtype) {
  return dtype >= 0 && dtype < kiln::runtime::kNumDTypes;
}

std::string kiln::capi::shapeText(kiln_dtype dtype, size_t rank,
                                  const int64_t *dims) {
  std::string text;
  for (size_t i = 0; i < rank; ++i)
    text += std::to_string(dims[i]) + "x";
  const char *name = kiln_dtype_name(dtype);
  return text + (name ? name : "<dtype " + std::to_string(dtype) + ">");
}

extern "C" {

kiln_status_code kiln_status_get_code(kiln_status status) {
  return status ? status->code : KILN_STATUS_OK;
}

const char *kiln_status_get_message(kiln_status status) {
  return status ? status->message : "OK";
}

int kiln_status_get_entry_result(kiln_status status) {
  return status ? status->entryResult : 0;
}

const char *kiln_status_code_name(kiln_status_code code) {
  switch (code) {
  case KILN_STATUS_OK:
    return "OK";
  case KILN_STATUS_INVALID_ARGUMENT:
    return "INVALID_ARGUMENT";
  case KILN_STATUS_NOT_FOUND:
    return "NOT_FOUND";
  case KILN_STATUS_FAILED_PRECONDITION:
    return "FAILED_PRECONDITION";
  case KILN_STATUS_OUT_OF_MEMORY:
    return "OUT_OF_MEMORY";
  case KILN_STATUS_ENTRY_FAILED:
    return "ENTRY_FAILED";
  case KILN_STATUS_INTERNAL:
    return "INTERNAL";
  case KILN_STATUS_CODE_MAX_ENUM:
    break;
  }
  return "UNKNOWN";
}

void kiln_status_free(kiln_status status) {
  if (!status || status == &outOfMemoryStatus)
    return;
  std::free(status->message);
  std::free(status);
}

const char *kiln_dtype_name(kiln_dtype dtype) {
  if (!kiln::capi::isKnownDType(dtype))
    return nullptr;
  // mlirName's views are NUL-terminated literals.
  return kiln::runtime::mlirName(static_cast<kiln::runtime::DType>(dtype))
      .data();
}

size_t kiln_dtype_size(kiln_dtype dtype) {
  if (!kiln::capi::isKnownDType(dtype))
    return 0;
  return kiln::runtime::byteSizeOf(static_cast<kiln::runtime::DType>(dtype));
}

} // extern "C"
