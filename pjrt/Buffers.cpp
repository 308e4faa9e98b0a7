//===- Buffers.cpp - PJRT buffers -----------------------------------------===//
//
// A buffer's data lives in a kiln HostBuffer (row-major, one element per
// byte for sub-byte types, as frameworks hand them over), once the run
// that computes it is done; reads wait for it. Transfers copy:
// from the host at once (so every host buffer semantics is honoured and
// the done event is complete on return), to the host in the layout asked
// for (row-major, a minor-to-major order without tiles, or byte strides).
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"

#include <cstring>

namespace kiln::pjrt {

using runtime::DType;

std::optional<DType> dtypeOf(PJRT_Buffer_Type type) {
  switch (type) {
  case PJRT_Buffer_Type_PRED:
    return DType::I1;
  case PJRT_Buffer_Type_S2:
    return DType::SI2;
  case PJRT_Buffer_Type_S4:
    return DType::SI4;
  case PJRT_Buffer_Type_S8:
    return DType::SI8;
  case PJRT_Buffer_Type_S16:
    return DType::SI16;
  case PJRT_Buffer_Type_S32:
    return DType::SI32;
  case PJRT_Buffer_Type_S64:
    return DType::SI64;
  case PJRT_Buffer_Type_U2:
    return DType::UI2;
  case PJRT_Buffer_Type_U4:
    return DType::UI4;
  case PJRT_Buffer_Type_U8:
    return DType::UI8;
  case PJRT_Buffer_Type_U16:
    return DType::UI16;
  case PJRT_Buffer_Type_U32:
    return DType::UI32;
  case PJRT_Buffer_Type_U64:
    return DType::UI64;
  case PJRT_Buffer_Type_F16:
    return DType::F16;
  case PJRT_Buffer_Type_BF16:
    return DType::BF16;
  case PJRT_Buffer_Type_F32:
    return DType::F32;
  case PJRT_Buffer_Type_F64:
    return DType::F64;
  case PJRT_Buffer_Type_C64:
    return DType::C64;
  case PJRT_Buffer_Type_C128:
    return DType::C128;
  case PJRT_Buffer_Type_F8E5M2:
    return DType::F8E5M2;
  case PJRT_Buffer_Type_F8E4M3FN:
    return DType::F8E4M3FN;
  case PJRT_Buffer_Type_F8E4M3B11FNUZ:
    return DType::F8E4M3B11FNUZ;
  case PJRT_Buffer_Type_F8E5M2FNUZ:
    return DType::F8E5M2FNUZ;
  case PJRT_Buffer_Type_F8E4M3FNUZ:
    return DType::F8E4M3FNUZ;
  case PJRT_Buffer_Type_F8E4M3:
    return DType::F8E4M3;
  case PJRT_Buffer_Type_F8E3M4:
    return DType::F8E3M4;
  case PJRT_Buffer_Type_F8E8M0FNU:
    return DType::F8E8M0FNU;
  case PJRT_Buffer_Type_F4E2M1FN:
    return DType::F4E2M1FN;
  default:
    return std::nullopt;
  }
}

PJRT_Buffer_Type bufferTypeOf(DType type) {
  for (int raw = 1; raw <= PJRT_Buffer_Type_U1; ++raw) {
    auto candidate = static_cast<PJRT_Buffer_Type>(raw);
    if (dtypeOf(candidate) == type)
      return candidate;
  }
  return PJRT_Buffer_Type_INVALID;
}

namespace {

/// Row-major byte strides of `dims` for elements of `elementSize` bytes.
std::vector<int64_t> denseStrides(const std::vector<int64_t> &dims,
                                  int64_t elementSize) {
  std::vector<int64_t> strides(dims.size());
  int64_t stride = elementSize;
  for (size_t d = dims.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= dims[d];
  }
  return strides;
}

/// Copies every element between a row-major buffer and one laid out with
/// `strides` (bytes per step along each dimension): `toStrided` picks the
/// direction.
void copyStrided(uint8_t *rowMajor, uint8_t *strided,
                 const std::vector<int64_t> &dims,
                 const std::vector<int64_t> &strides, int64_t elementSize,
                 bool toStrided) {
  int64_t count = 1;
  for (int64_t dim : dims)
    count *= dim;
  std::vector<int64_t> index(dims.size(), 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t offset = 0;
    for (size_t d = 0; d < dims.size(); ++d)
      offset += index[d] * strides[d];
    uint8_t *element = rowMajor + i * elementSize;
    if (toStrided)
      std::memcpy(strided + offset, element, elementSize);
    else
      std::memcpy(element, strided + offset, elementSize);
    for (size_t d = dims.size(); d-- > 0;) {
      if (++index[d] < dims[d])
        break;
      index[d] = 0;
    }
  }
}

/// The byte strides `layout` describes for `dims`, or an error for layouts
/// kiln does not write (tiled ones).
PJRT_Error *stridesOf(const PJRT_Buffer_MemoryLayout *layout,
                      const std::vector<int64_t> &dims, int64_t elementSize,
                      std::vector<int64_t> &strides) {
  strides = denseStrides(dims, elementSize);
  if (!layout)
    return nullptr;
  if (layout->type == PJRT_Buffer_MemoryLayout_Type_Strides) {
    if (layout->strides.num_byte_strides != dims.size())
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: the layout has " +
                           std::to_string(layout->strides.num_byte_strides) +
                           " strides for " + std::to_string(dims.size()) +
                           " dimensions");
    strides.assign(layout->strides.byte_strides,
                   layout->strides.byte_strides + dims.size());
    return nullptr;
  }
  const PJRT_Buffer_MemoryLayout_Tiled &tiled = layout->tiled;
  if (tiled.num_tiles != 0)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "kiln: tiled host layouts are not supported");
  if (tiled.minor_to_major_size != dims.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the layout's minor-to-major order has " +
                         std::to_string(tiled.minor_to_major_size) +
                         " entries for " + std::to_string(dims.size()) +
                         " dimensions");
  std::vector<bool> seen(dims.size(), false);
  int64_t stride = elementSize;
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = tiled.minor_to_major[i];
    if (d < 0 || size_t(d) >= dims.size() || seen[d])
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: the layout's minor-to-major order is not a "
                       "permutation of the dimensions");
    seen[d] = true;
    strides[d] = stride;
    stride *= dims[d];
  }
  return nullptr;
}

} // namespace

PJRT_Error *valueOf(PJRT_Buffer *buffer,
                    std::shared_ptr<KilnBufferValue> &value) {
  if (!buffer)
    return missing("buffer");
  std::lock_guard<std::mutex> lock(buffer->mutex);
  if (!buffer->value)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "kiln: the buffer was deleted or donated");
  value = buffer->value;
  return nullptr;
}

PJRT_Error *dataOf(PJRT_Buffer *buffer,
                   std::shared_ptr<runtime::HostBuffer> &data) {
  std::shared_ptr<KilnBufferValue> value;
  if (PJRT_Error *error = valueOf(buffer, value))
    return error;
  if (std::optional<PJRT_Error> error = awaitEvent(*value->ready))
    return new PJRT_Error(*error);
  data = value->data;
  return nullptr;
}

PJRT_Error *
PJRT_Client_BufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args *args) {
  if (!args->client)
    return missing("client");
  PJRT_Device *device = args->device;
  if (!device && args->memory && !args->memory->devices.empty())
    device = args->memory->devices.front();
  if (!device)
    device = args->client->devices.front();
  std::optional<DType> dtype = dtypeOf(args->type);
  if (!dtype)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "kiln: buffers of PJRT element type " +
                         std::to_string(int(args->type)) +
                         " are not supported");
  if (args->device_layout)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "kiln: device layouts are not supported (kiln keeps "
                     "buffers row-major)");
  std::vector<int64_t> dims(args->dims, args->dims + args->num_dims);
  for (int64_t dim : dims)
    if (dim < 0)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: negative dimension " + std::to_string(dim));
  runtime::Expected<runtime::HostBuffer> host =
      runtime::HostBuffer::createUninitialized(*dtype, dims);
  if (!host)
    return makeError(PJRT_Error_Code_RESOURCE_EXHAUSTED,
                     "kiln: " + host.message());
  int64_t elementSize = int64_t(host->elementByteSize());
  if (host->byteSize() != 0) {
    if (!args->data)
      return missing("host data");
    if (args->byte_strides && args->num_byte_strides != dims.size())
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: " + std::to_string(args->num_byte_strides) +
                           " byte strides for " + std::to_string(dims.size()) +
                           " dimensions");
    auto *source = static_cast<uint8_t *>(const_cast<void *>(args->data));
    std::vector<int64_t> strides =
        args->byte_strides
            ? std::vector<int64_t>(args->byte_strides,
                                   args->byte_strides + dims.size())
            : denseStrides(dims, elementSize);
    if (strides == denseStrides(dims, elementSize))
      std::memcpy(host->data(), source, host->byteSize());
    else
      copyStrided(host->data(), source, dims, strides, elementSize,
                  /*toStrided=*/false);
  }
  auto *buffer = new PJRT_Buffer;
  buffer->client = args->client;
  buffer->device = device;
  buffer->type = args->type;
  buffer->dims = std::move(dims);
  buffer->value = std::make_shared<KilnBufferValue>();
  buffer->value->data = std::make_shared<runtime::HostBuffer>(host.take());
  completeEvent(*buffer->value->ready, std::nullopt);
  args->buffer = buffer;
  // The data was copied: the host buffer is free again at once.
  args->done_with_host_buffer = makeReadyEvent();
  return nullptr;
}

PJRT_Error *PJRT_Buffer_Destroy(PJRT_Buffer_Destroy_Args *args) {
  delete args->buffer;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_ElementType(PJRT_Buffer_ElementType_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->type = args->buffer->type;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_Dimensions(PJRT_Buffer_Dimensions_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error *
PJRT_Buffer_UnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->unpadded_dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error *PJRT_Buffer_DynamicDimensionIndices(
    PJRT_Buffer_DynamicDimensionIndices_Args *args) {
  args->dynamic_dim_indices = nullptr;
  args->num_dynamic_dims = 0;
  return nullptr;
}

PJRT_Error *
PJRT_Buffer_OnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  // Known from the type alone: no need to wait for the value.
  std::optional<DType> dtype = dtypeOf(args->buffer->type);
  size_t size = dtype ? runtime::byteSizeOf(*dtype) : 0;
  for (int64_t dim : args->buffer->dims)
    size *= size_t(dim);
  args->on_device_size_in_bytes = size;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_Device(PJRT_Buffer_Device_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->device = args->buffer->device;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_Memory(PJRT_Buffer_Memory_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->memory = args->buffer->device->memory;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_Delete(PJRT_Buffer_Delete_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  args->buffer->value.reset();
  return nullptr;
}

PJRT_Error *PJRT_Buffer_IsDeleted(PJRT_Buffer_IsDeleted_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  args->is_deleted = !args->buffer->value;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_IsOnCpu(PJRT_Buffer_IsOnCpu_Args *args) {
  args->is_on_cpu = true;
  return nullptr;
}

PJRT_Error *PJRT_Buffer_ReadyEvent(PJRT_Buffer_ReadyEvent_Args *args) {
  std::shared_ptr<KilnBufferValue> value;
  if (PJRT_Error *error = valueOf(args->buffer, value))
    return error;
  args->event = new PJRT_Event{value->ready};
  return nullptr;
}

PJRT_Error *PJRT_Buffer_ToHostBuffer(PJRT_Buffer_ToHostBuffer_Args *args) {
  std::shared_ptr<runtime::HostBuffer> value;
  if (PJRT_Error *error = dataOf(args->src, value))
    return error;
  runtime::HostBuffer &data = *value;
  int64_t elementSize = int64_t(data.elementByteSize());
  std::vector<int64_t> strides;
  if (PJRT_Error *error =
          stridesOf(args->host_layout, data.shape(), elementSize, strides))
    return error;
  // The bytes the layout spans: one past the farthest element.
  size_t needed = 0;
  if (data.numElements() > 0) {
    int64_t last = 0;
    for (size_t d = 0; d < strides.size(); ++d)
      last += (data.shape()[d] - 1) * strides[d];
    needed = size_t(last + elementSize);
  }
  if (!args->dst) {
    args->dst_size = needed;
    return nullptr;
  }
  if (args->dst_size < needed)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the host buffer has " +
                         std::to_string(args->dst_size) + " bytes; " +
                         data.typeString() + " needs " +
                         std::to_string(needed));
  if (strides == denseStrides(data.shape(), elementSize))
    std::memcpy(args->dst, data.data(), data.byteSize());
  else
    copyStrided(data.data(), static_cast<uint8_t *>(args->dst), data.shape(),
                strides, elementSize, /*toStrided=*/true);
  args->event = makeReadyEvent();
  return nullptr;
}

namespace {

/// A copy of `source` on `device`: a buffer of its own whose value the
/// client's worker copies once the source's value is complete (after the
/// runs queued before it).
PJRT_Error *copyBuffer(PJRT_Buffer *source, PJRT_Device *device,
                       PJRT_Buffer *&copy) {
  std::shared_ptr<KilnBufferValue> value;
  if (PJRT_Error *error = valueOf(source, value))
    return error;
  if (!device)
    return missing("destination device or memory");
  if (device->client != source->client)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the destination belongs to another client");
  auto *buffer = new PJRT_Buffer;
  buffer->client = source->client;
  buffer->device = device;
  buffer->type = source->type;
  buffer->dims = source->dims;
  buffer->value = std::make_shared<KilnBufferValue>();
  std::shared_ptr<KilnBufferValue> target = buffer->value;
  source->client->worker.post([value, target] {
    std::optional<PJRT_Error> error = awaitEvent(*value->ready);
    if (!error)
      target->data = std::make_shared<runtime::HostBuffer>(*value->data);
    completeEvent(*target->ready, error);
  });
  copy = buffer;
  return nullptr;
}

} // namespace

PJRT_Error *PJRT_Buffer_CopyToDevice(PJRT_Buffer_CopyToDevice_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  return copyBuffer(args->buffer, args->dst_device, args->dst_buffer);
}

PJRT_Error *PJRT_Buffer_CopyToMemory(PJRT_Buffer_CopyToMemory_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  if (!args->dst_memory)
    return missing("destination memory");
  if (args->dst_memory->devices.empty())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the destination memory has no device");
  return copyBuffer(args->buffer, args->dst_memory->devices.front(),
                    args->dst_buffer);
}

PJRT_Error *PJRT_Buffer_UnsafePointer(PJRT_Buffer_UnsafePointer_Args *args) {
  std::shared_ptr<runtime::HostBuffer> data;
  if (PJRT_Error *error = dataOf(args->buffer, data))
    return error;
  args->buffer_pointer = reinterpret_cast<uintptr_t>(data->data());
  return nullptr;
}

PJRT_Error *PJRT_Buffer_OpaqueDeviceMemoryDataPointer(
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args *args) {
  std::shared_ptr<runtime::HostBuffer> data;
  if (PJRT_Error *error = dataOf(args->buffer, data))
    return error;
  args->device_memory_ptr = data->data();
  return nullptr;
}

PJRT_Error *PJRT_Buffer_IncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args *args) {
  std::shared_ptr<runtime::HostBuffer> data;
  if (PJRT_Error *error = dataOf(args->buffer, data))
    return error;
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  if (args->buffer->externalReferences++ == 0)
    args->buffer->externallyHeld = std::move(data);
  return nullptr;
}

PJRT_Error *PJRT_Buffer_DecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  if (args->buffer->externalReferences == 0)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "kiln: the buffer has no external references");
  if (--args->buffer->externalReferences == 0)
    args->buffer->externallyHeld.reset();
  return nullptr;
}

PJRT_Error *
PJRT_Buffer_GetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  PJRT_Buffer &buffer = *args->buffer;
  buffer.minorToMajor.clear();
  for (size_t d = buffer.dims.size(); d-- > 0;)
    buffer.minorToMajor.push_back(int64_t(d));
  args->layout = PJRT_Buffer_MemoryLayout{};
  args->layout.struct_size = PJRT_Buffer_MemoryLayout_STRUCT_SIZE;
  args->layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  args->layout.tiled.struct_size = PJRT_Buffer_MemoryLayout_Tiled_STRUCT_SIZE;
  args->layout.tiled.minor_to_major = buffer.minorToMajor.data();
  args->layout.tiled.minor_to_major_size = buffer.minorToMajor.size();
  return nullptr;
}

} // namespace kiln::pjrt
