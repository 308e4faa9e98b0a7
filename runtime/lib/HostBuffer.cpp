//===- HostBuffer.cpp - Owned, shaped, typed host memory ------------------===//
//
// HostBuffer's element accessors and its storage: large blocks are cached
// when freed (see allocateBufferBytes), because a fresh 64 MB output costs
// 16,384 page faults, which take longer than a memory-bound program writing
// it. (Transparent huge pages would cut the faults, but where the kernel
// compacts memory for them on demand a first touch took up to 5 times as
// long, for a few percent of bandwidth once the block is reused.)
//
//===----------------------------------------------------------------------===//

#include "kiln/runtime/HostBuffer.h"

#include "kiln/runtime/FloatFormats.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace kiln::runtime {

namespace {
constexpr size_t kLargeBlock = size_t(1) << 20;
constexpr size_t kPage = 4096;
/// Small blocks start on a cache line, as numpy's and XLA's buffers do: from
/// plain malloc (16-byte aligned) every vector of a row straddled two lines
/// in some processes and not in others, and SGEMM 128 on 2 threads took
/// 19-25 us depending on the process.
constexpr size_t kLine = 64;
/// The cache keeps at most this many freed large blocks and bytes.
constexpr size_t kCachedBlocks = 8;
constexpr size_t kCachedBytes = size_t(512) << 20;

size_t roundToPages(size_t size) { return (size + kPage - 1) / kPage * kPage; }

/// Freed large blocks, by their rounded size, for reuse, and the blocks
/// faulted in for compiled programs' outputs, which only allocations for
/// outputs take (an input of the same size read after compiling took the
/// block meant for the output, whose pages the first call then faulted
/// in: a 128 MB stream triad's first call 2.2x its later ones).
struct BlockCache {
  std::mutex mutex;
  struct Block {
    void *address;
    size_t size;
  };
  std::vector<Block> blocks;
  std::vector<Block> reserved;
  /// Of both lists together.
  size_t bytes = 0;
  size_t count() const { return blocks.size() + reserved.size(); }
};

/// Whether this thread's large allocations are outputs
/// (OutputAllocationScope).
thread_local bool allocatingOutputs = false;

/// Takes a block of `rounded` bytes out of `list`; null where it has none.
void *take(std::vector<BlockCache::Block> &list, size_t rounded,
           size_t &bytes) {
  for (size_t i = 0; i < list.size(); ++i) {
    if (list[i].size != rounded)
      continue;
    void *block = list[i].address;
    list.erase(list.begin() + i);
    bytes -= rounded;
    return block;
  }
  return nullptr;
}

BlockCache &blockCache() {
  // Never destroyed: buffers may be freed by other static destructors.
  static BlockCache *cache = new BlockCache;
  return *cache;
}
} // namespace

void *allocateBufferBytes(size_t size) {
  if (size < kLargeBlock)
    return std::aligned_alloc(kLine, (size + kLine) / kLine * kLine);
  size_t rounded = roundToPages(size);
  {
    BlockCache &cache = blockCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    if (allocatingOutputs)
      if (void *block = take(cache.reserved, rounded, cache.bytes))
        return block;
    if (void *block = take(cache.blocks, rounded, cache.bytes))
      return block;
  }
  return std::aligned_alloc(kPage, rounded);
}

void freeBufferBytes(void *block, size_t size) {
  if (!block)
    return;
  if (size < kLargeBlock)
    return std::free(block);
  size_t rounded = roundToPages(size);
  {
    BlockCache &cache = blockCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    if (cache.count() < kCachedBlocks &&
        cache.bytes + rounded <= kCachedBytes) {
      cache.blocks.push_back({block, rounded});
      cache.bytes += rounded;
      return;
    }
  }
  std::free(block);
}

void prefaultBufferBytes(const std::vector<size_t> &sizes) {
  // The blocks the cache lacks (reserved or freed), by rounded size, as far
  // as it has room for them (a block it could not keep would be faulted in
  // for nothing).
  std::vector<size_t> missing;
  {
    BlockCache &cache = blockCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    std::vector<BlockCache::Block> held = cache.reserved;
    held.insert(held.end(), cache.blocks.begin(), cache.blocks.end());
    std::vector<bool> taken(held.size(), false);
    size_t blocks = cache.count(), bytes = cache.bytes;
    for (size_t size : sizes) {
      if (size < kLargeBlock)
        continue;
      size_t rounded = roundToPages(size);
      bool found = false;
      for (size_t i = 0; i < held.size() && !found; ++i)
        if (!taken[i] && held[i].size == rounded)
          found = taken[i] = true;
      if (found || blocks >= kCachedBlocks || bytes + rounded > kCachedBytes)
        continue;
      missing.push_back(rounded);
      ++blocks;
      bytes += rounded;
    }
  }
  // Faulted in now, one write per page, and reserved for outputs.
  std::vector<BlockCache::Block> faulted;
  for (size_t rounded : missing) {
    void *block = std::aligned_alloc(kPage, rounded);
    if (!block)
      break;
    for (size_t offset = 0; offset < rounded; offset += kPage)
      static_cast<volatile char *>(block)[offset] = 0;
    faulted.push_back({block, rounded});
  }
  BlockCache &cache = blockCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  for (const BlockCache::Block &block : faulted) {
    // Another thread may have filled the cache meanwhile.
    if (cache.count() >= kCachedBlocks ||
        cache.bytes + block.size > kCachedBytes) {
      std::free(block.address);
      continue;
    }
    cache.reserved.push_back(block);
    cache.bytes += block.size;
  }
}

OutputAllocationScope::OutputAllocationScope() : outer(allocatingOutputs) {
  allocatingOutputs = true;
}

OutputAllocationScope::~OutputAllocationScope() { allocatingOutputs = outer; }

void releaseCachedBufferBytes() {
  BlockCache &cache = blockCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  for (const BlockCache::Block &block : cache.blocks)
    std::free(block.address);
  for (const BlockCache::Block &block : cache.reserved)
    std::free(block.address);
  cache.blocks.clear();
  cache.reserved.clear();
  cache.bytes = 0;
}

Expected<int64_t> numElementsOf(const std::vector<int64_t> &shape) {
  int64_t count = 1;
  // Cap sizes well below what int64 byte offsets of 16-byte elements hold.
  const int64_t limit = int64_t(1) << 58;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] < 0)
      return Expected<int64_t>::error("dimension " + std::to_string(d) +
                                      " is negative (" +
                                      std::to_string(shape[d]) + ")");
    if (shape[d] != 0 && count > limit / shape[d])
      return Expected<int64_t>::error("shape has too many elements");
    count *= shape[d];
  }
  return count;
}

std::string formatTensorType(DType type, const std::vector<int64_t> &shape) {
  std::string text;
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text + std::string(mlirName(type));
}

/// Whether `size` bytes can be allocated at all. std::vector reports
/// failure by throwing (or aborting without exceptions), so probe with
/// malloc first to turn absurd sizes into an error message.
static bool canAllocate(size_t size) {
  if (size >= kLargeBlock) {
    // Freeing puts the block in the cache, where the buffer then finds it.
    void *probe = allocateBufferBytes(size);
    freeBufferBytes(probe, size);
    return probe != nullptr;
  }
  // Called through a volatile pointer: compilers may otherwise fold an
  // unused malloc/free pair into "success".
  void *(*volatile allocate)(size_t) = std::malloc;
  void *probe = allocate(size == 0 ? 1 : size);
  if (!probe)
    return false;
  std::free(probe);
  return true;
}

Expected<HostBuffer>
HostBuffer::allocate(DType type, std::vector<int64_t> shape, bool zero) {
  Expected<int64_t> count = numElementsOf(shape);
  if (!count)
    return count.status();
  size_t size = size_t(*count) * byteSizeOf(type);
  if (!canAllocate(size))
    return Status::error("cannot allocate " + std::to_string(size) +
                         " bytes for " + formatTensorType(type, shape));
  // BufferAllocator leaves bytes sized this way uninitialized.
  Bytes bytes(size);
  if (zero && size > 0)
    std::memset(bytes.data(), 0, size);
  return HostBuffer(type, std::move(shape), *count, std::move(bytes));
}

Expected<HostBuffer> HostBuffer::create(DType type,
                                        std::vector<int64_t> shape) {
  return allocate(type, std::move(shape), /*zero=*/true);
}

Expected<HostBuffer>
HostBuffer::createUninitialized(DType type, std::vector<int64_t> shape) {
  return allocate(type, std::move(shape), /*zero=*/false);
}

Expected<HostBuffer> HostBuffer::fromBytes(DType type,
                                           std::vector<int64_t> shape,
                                           std::vector<uint8_t> bytes) {
  Expected<int64_t> count = numElementsOf(shape);
  if (!count)
    return count.status();
  size_t expected = size_t(*count) * byteSizeOf(type);
  if (bytes.size() != expected)
    return Status::error(formatTensorType(type, shape) + " needs " +
                         std::to_string(expected) + " bytes, but got " +
                         std::to_string(bytes.size()));
  return HostBuffer(type, std::move(shape), *count,
                    Bytes(bytes.begin(), bytes.end()));
}

std::vector<int64_t> HostBuffer::unflattenIndex(int64_t flat) const {
  std::vector<int64_t> index(dims.size(), 0);
  for (size_t d = dims.size(); d-- > 0;) {
    if (dims[d] == 0)
      continue;
    index[d] = flat % dims[d];
    flat /= dims[d];
  }
  return index;
}

int64_t HostBuffer::flattenIndex(const std::vector<int64_t> &index) const {
  int64_t flat = 0;
  for (size_t d = 0; d < dims.size() && d < index.size(); ++d)
    flat = flat * dims[d] + index[d];
  return flat;
}

uint64_t HostBuffer::getBits(int64_t i) const {
  uint64_t bits = 0;
  size_t size = byteSizeOf(elementType);
  if (size > sizeof(bits))
    size = sizeof(bits);
  // Little-endian host: the low storage of `bits` are the element's storage.
  std::memcpy(&bits, storage.data() + size_t(i) * byteSizeOf(elementType),
              size);
  return bits;
}

void HostBuffer::setBits(int64_t i, uint64_t bits) {
  size_t size = byteSizeOf(elementType);
  if (size > sizeof(bits))
    size = sizeof(bits);
  std::memcpy(storage.data() + size_t(i) * byteSizeOf(elementType), &bits,
              size);
}

int64_t HostBuffer::getSigned(int64_t i) const {
  uint64_t bits = getBits(i);
  if (isSignedInt(elementType)) {
    // Sign-extend from the storage width (sub-byte types are stored
    // sign-extended to a byte already).
    int width = int(byteSizeOf(elementType)) * 8;
    if (width < 64 && (bits >> (width - 1)) & 1)
      bits |= ~uint64_t(0) << width;
    return int64_t(bits);
  }
  if (isUnsignedInt(elementType) || isBool(elementType))
    return int64_t(bits);
  return int64_t(getDouble(i));
}

uint64_t HostBuffer::getUnsigned(int64_t i) const {
  if (isSignedInt(elementType))
    return uint64_t(getSigned(i));
  if (isUnsignedInt(elementType) || isBool(elementType))
    return getBits(i);
  return uint64_t(getDouble(i));
}

double HostBuffer::getDouble(int64_t i) const {
  switch (kindOf(elementType)) {
  case DTypeKind::Bool:
    return getBits(i) != 0 ? 1.0 : 0.0;
  case DTypeKind::SignedInt:
    return double(getSigned(i));
  case DTypeKind::UnsignedInt:
    return double(getUnsigned(i));
  case DTypeKind::Float:
  case DTypeKind::Complex:
    return getComplex(i).real();
  }
  return 0;
}

std::complex<double> HostBuffer::getComplex(int64_t i) const {
  const uint8_t *p = storage.data() + size_t(i) * byteSizeOf(elementType);
  if (elementType == DType::F32) {
    float v;
    std::memcpy(&v, p, sizeof(v));
    return v;
  }
  if (elementType == DType::F64) {
    double v;
    std::memcpy(&v, p, sizeof(v));
    return v;
  }
  if (elementType == DType::C64) {
    float v[2];
    std::memcpy(v, p, sizeof(v));
    return {v[0], v[1]};
  }
  if (elementType == DType::C128) {
    double v[2];
    std::memcpy(v, p, sizeof(v));
    return {v[0], v[1]};
  }
  if (isMiniFloat(elementType))
    return miniFloatToDouble(elementType, uint32_t(getBits(i)));
  return getDouble(i);
}

void HostBuffer::setSigned(int64_t i, int64_t value) {
  if (isBool(elementType))
    return setBits(i, value != 0);
  if (isFloat(elementType) || isComplex(elementType))
    return setComplex(i, double(value));
  int bits = bitWidthOf(elementType);
  uint64_t v = uint64_t(value);
  if (bits < 64) {
    v &= (uint64_t(1) << bits) - 1;
    // Sub-byte signed types are stored sign-extended to their byte.
    if (isSignedInt(elementType) && ((v >> (bits - 1)) & 1))
      v |= ~uint64_t(0) << bits;
  }
  setBits(i, v);
}

void HostBuffer::setUnsigned(int64_t i, uint64_t value) {
  if (isFloat(elementType) || isComplex(elementType))
    return setComplex(i, double(value));
  setSigned(i, int64_t(value));
}

void HostBuffer::setDouble(int64_t i, double value) {
  if (isFloat(elementType) || isComplex(elementType))
    return setComplex(i, value);
  if (isBool(elementType))
    return setBits(i, value != 0);
  // Integers: truncate toward zero, saturate to the elementType's range; NaN is
  // 0.
  if (std::isnan(value))
    return setSigned(i, 0);
  if (isUnsignedInt(elementType)) {
    double max = double(maxUnsignedValue(elementType));
    return setUnsigned(i, value <= 0     ? 0
                          : value >= max ? maxUnsignedValue(elementType)
                                         : uint64_t(value));
  }
  double min = double(minSignedValue(elementType)),
         max = double(maxSignedValue(elementType));
  setSigned(i, value <= min   ? minSignedValue(elementType)
               : value >= max ? maxSignedValue(elementType)
                              : int64_t(value));
}

void HostBuffer::setComplex(int64_t i, std::complex<double> value) {
  uint8_t *p = storage.data() + size_t(i) * byteSizeOf(elementType);
  switch (elementType) {
  case DType::F32: {
    float v = float(value.real());
    std::memcpy(p, &v, sizeof(v));
    return;
  }
  case DType::F64: {
    double v = value.real();
    std::memcpy(p, &v, sizeof(v));
    return;
  }
  case DType::C64: {
    float v[2] = {float(value.real()), float(value.imag())};
    std::memcpy(p, v, sizeof(v));
    return;
  }
  case DType::C128: {
    double v[2] = {value.real(), value.imag()};
    std::memcpy(p, v, sizeof(v));
    return;
  }
  default:
    break;
  }
  if (isMiniFloat(elementType))
    return setBits(i, doubleToMiniFloat(elementType, value.real()));
  setDouble(i, value.real());
}

} // namespace kiln::runtime
