//===- Buffer.cpp - kiln_buffer of kiln's runtime C API -------------------===//
//
// A buffer is a dtype, a shape and row-major bytes, either owned (zeroed,
// 64-byte aligned, freed with the buffer) or borrowed from the caller
// (writable, or read-only for inputs). Sizes are checked for overflow.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>

using kiln::capi::invalidArgument;
using kiln::capi::makeStatus;

namespace {

constexpr size_t kAlignment = 64;

/// A buffer without data of `dtype` and shape `dims`, checked.
kiln_status makeShell(kiln_dtype dtype, size_t rank, const int64_t *dims,
                      kiln_buffer **out) {
  *out = nullptr;
  if (!kiln::capi::isKnownDType(dtype))
    return invalidArgument("unknown dtype " + std::to_string(int(dtype)));
  if (rank > 0 && !dims)
    return invalidArgument("dims is NULL for a rank-" + std::to_string(rank) +
                           " buffer");
  size_t elementSize = kiln_dtype_size(dtype);
  int64_t elements = 1;
  for (size_t i = 0; i < rank; ++i) {
    if (dims[i] < 0)
      return invalidArgument("negative size " + std::to_string(dims[i]) +
                             " in " + kiln::capi::shapeText(dtype, rank, dims));
    if (dims[i] != 0 &&
        elements > std::numeric_limits<int64_t>::max() / 64 / dims[i])
      return invalidArgument("the byte size of " +
                             kiln::capi::shapeText(dtype, rank, dims) +
                             " overflows");
    elements *= dims[i];
  }
  auto *buffer = new (std::nothrow) kiln_buffer;
  int64_t *copy =
      rank ? static_cast<int64_t *>(std::malloc(rank * sizeof(int64_t)))
           : nullptr;
  if (!buffer || (rank && !copy)) {
    delete buffer;
    std::free(copy);
    return makeStatus(KILN_STATUS_OUT_OF_MEMORY, "out of memory");
  }
  if (rank)
    std::memcpy(copy, dims, rank * sizeof(int64_t));
  buffer->dtype = dtype;
  buffer->rank = rank;
  buffer->dims = copy;
  buffer->numElements = elements;
  buffer->sizeBytes = size_t(elements) * elementSize;
  *out = buffer;
  return KILN_OK;
}

kiln_status wrap(kiln_dtype dtype, size_t rank, const int64_t *dims,
                 const void *data, size_t dataSize, bool readOnly,
                 kiln_buffer **out) {
  if (!out)
    return invalidArgument("out_buffer is NULL");
  *out = nullptr;
  kiln_buffer *buffer;
  if (kiln_status s = makeShell(dtype, rank, dims, &buffer))
    return s;
  std::string shape = kiln::capi::shapeText(dtype, rank, dims);
  kiln_status error = KILN_OK;
  if (!data && buffer->sizeBytes)
    error = invalidArgument("data is NULL for a " + shape + " buffer");
  else if (dataSize != buffer->sizeBytes)
    error = invalidArgument("a " + shape + " buffer takes " +
                            std::to_string(buffer->sizeBytes) + " bytes, got " +
                            std::to_string(dataSize));
  else if (reinterpret_cast<uintptr_t>(data) % kiln_dtype_size(dtype))
    error = invalidArgument("data for a " + shape + " buffer must be " +
                            std::to_string(kiln_dtype_size(dtype)) +
                            "-byte aligned");
  if (error) {
    kiln_buffer_release(buffer);
    *out = nullptr;
    return error;
  }
  buffer->data = const_cast<void *>(data);
  buffer->readOnly = readOnly;
  *out = buffer;
  return KILN_OK;
}

kiln_status allocateFor(const kiln_entry *entry, size_t index, bool input,
                        kiln_buffer **out) {
  if (out)
    *out = nullptr;
  const kiln_tensor_info *info;
  kiln_status s = input ? kiln_entry_borrow_input_info(entry, index, &info)
                        : kiln_entry_borrow_output_info(entry, index, &info);
  if (s)
    return s;
  return kiln_buffer_allocate(info->dtype, size_t(info->rank), info->shape,
                              out);
}

} // namespace

extern "C" {

kiln_status kiln_buffer_allocate(kiln_dtype dtype, size_t rank,
                                 const int64_t *dims,
                                 kiln_buffer **out_buffer) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!out_buffer)
      return invalidArgument("out_buffer is NULL");
    *out_buffer = nullptr;
    kiln_buffer *buffer;
    if (kiln_status s = makeShell(dtype, rank, dims, &buffer))
      return s;
    // aligned_alloc wants a multiple of the alignment, and at least one byte.
    size_t bytes = (buffer->sizeBytes + kAlignment) / kAlignment * kAlignment;
    buffer->data = std::aligned_alloc(kAlignment, bytes);
    if (!buffer->data) {
      kiln_buffer_release(buffer);
      *out_buffer = nullptr;
      return makeStatus(KILN_STATUS_OUT_OF_MEMORY,
                        "cannot allocate " + std::to_string(bytes) + " bytes");
    }
    std::memset(buffer->data, 0, bytes);
    buffer->ownsData = true;
    *out_buffer = buffer;
    return KILN_OK;
  });
}

kiln_status kiln_buffer_allocate_for_input(const kiln_entry *entry,
                                           size_t index,
                                           kiln_buffer **out_buffer) {
  return kiln::capi::guard([&]() -> kiln_status {
    return allocateFor(entry, index, /*input=*/true, out_buffer);
  });
}

kiln_status kiln_buffer_allocate_for_output(const kiln_entry *entry,
                                            size_t index,
                                            kiln_buffer **out_buffer) {
  return kiln::capi::guard([&]() -> kiln_status {
    return allocateFor(entry, index, /*input=*/false, out_buffer);
  });
}

kiln_status kiln_buffer_wrap_borrowed(kiln_dtype dtype, size_t rank,
                                      const int64_t *dims, void *data,
                                      size_t data_size,
                                      kiln_buffer **out_buffer) {
  return kiln::capi::guard([&]() -> kiln_status {
    return wrap(dtype, rank, dims, data, data_size, /*readOnly=*/false,
                out_buffer);
  });
}

kiln_status kiln_buffer_wrap_borrowed_readonly(kiln_dtype dtype, size_t rank,
                                               const int64_t *dims,
                                               const void *data,
                                               size_t data_size,
                                               kiln_buffer **out_buffer) {
  return kiln::capi::guard([&]() -> kiln_status {
    return wrap(dtype, rank, dims, data, data_size, /*readOnly=*/true,
                out_buffer);
  });
}

void kiln_buffer_release(kiln_buffer *buffer) {
  if (!buffer)
    return;
  if (buffer->ownsData)
    std::free(buffer->data);
  std::free(buffer->dims);
  delete buffer;
}

kiln_status kiln_buffer_copy_from_host(kiln_buffer *buffer, const void *data,
                                       size_t size) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!buffer)
      return invalidArgument("kiln_buffer_copy_from_host: buffer is NULL");
    if (buffer->readOnly)
      return invalidArgument(
          "kiln_buffer_copy_from_host: the buffer is read-only");
    if (size != buffer->sizeBytes)
      return invalidArgument(
          "kiln_buffer_copy_from_host: the " +
          kiln::capi::shapeText(buffer->dtype, buffer->rank, buffer->dims) +
          " buffer takes " + std::to_string(buffer->sizeBytes) +
          " bytes, got " + std::to_string(size));
    if (!data && size)
      return invalidArgument("kiln_buffer_copy_from_host: data is NULL");
    if (size)
      std::memmove(buffer->data, data, size);
    return KILN_OK;
  });
}

kiln_status kiln_buffer_copy_to_host(const kiln_buffer *buffer, void *data,
                                     size_t size) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!buffer)
      return invalidArgument("kiln_buffer_copy_to_host: buffer is NULL");
    if (size != buffer->sizeBytes)
      return invalidArgument(
          "kiln_buffer_copy_to_host: the " +
          kiln::capi::shapeText(buffer->dtype, buffer->rank, buffer->dims) +
          " buffer holds " + std::to_string(buffer->sizeBytes) +
          " bytes, asked for " + std::to_string(size));
    if (!data && size)
      return invalidArgument("kiln_buffer_copy_to_host: data is NULL");
    if (size)
      std::memmove(data, buffer->data, size);
    return KILN_OK;
  });
}

void *kiln_buffer_borrow_data(kiln_buffer *buffer) {
  return buffer && !buffer->readOnly ? buffer->data : nullptr;
}

const void *kiln_buffer_borrow_const_data(const kiln_buffer *buffer) {
  return buffer ? buffer->data : nullptr;
}

kiln_dtype kiln_buffer_dtype(const kiln_buffer *buffer) {
  return buffer ? buffer->dtype : KILN_DTYPE_INVALID;
}

size_t kiln_buffer_rank(const kiln_buffer *buffer) {
  return buffer ? buffer->rank : 0;
}

const int64_t *kiln_buffer_borrow_dims(const kiln_buffer *buffer) {
  return buffer ? buffer->dims : nullptr;
}

int64_t kiln_buffer_num_elements(const kiln_buffer *buffer) {
  return buffer ? buffer->numElements : 0;
}

size_t kiln_buffer_size_bytes(const kiln_buffer *buffer) {
  return buffer ? buffer->sizeBytes : 0;
}

} // extern "C"
