//===- HostBuffer.h - Owned, shaped, typed host memory ----------*- C++ -*-===//
//
// A HostBuffer owns the bytes of one dense, row-major array of a DType (see
// DType.h for how each type is stored). Element accessors take a flat
// row-major index and convert between the stored representation and the
// widest C++ type of the element's kind; they do no range checking of
// values (parsers do that before storing).
//
// Thread safety: a HostBuffer is a plain value; concurrent reads are safe,
// writes need external synchronization.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_HOSTBUFFER_H
#define KILN_RUNTIME_HOSTBUFFER_H

#include "kiln/runtime/DType.h"
#include "kiln/runtime/Status.h"

#include <complex>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <utility>
#include <vector>

namespace kiln::runtime {

/// Storage for buffer bytes. Large blocks (at least 1 MiB) are page-aligned
/// and kept in a small process-wide cache when freed (at most 8 blocks and
/// 512 MiB), so that a program run again and again reuses its output
/// buffers instead of faulting in fresh pages every time. Small blocks come
/// from malloc.
void *allocateBufferBytes(size_t size);
void freeBufferBytes(void *block, size_t size);
/// Puts large blocks of `sizes` (one each; those under 1 MiB are skipped)
/// into the cache with their pages faulted in, as far as the cache lacks
/// them and has room, reserved for outputs: a compiled program's first run
/// then writes its outputs without page faults, like the runs after it,
/// whatever same-sized inputs were allocated in between.
void prefaultBufferBytes(const std::vector<size_t> &sizes);
/// While one lives, this thread's buffer allocations are outputs: they
/// take the blocks prefaultBufferBytes reserved first.
class OutputAllocationScope {
public:
  OutputAllocationScope();
  ~OutputAllocationScope();
  OutputAllocationScope(const OutputAllocationScope &) = delete;
  OutputAllocationScope &operator=(const OutputAllocationScope &) = delete;

private:
  bool outer;
};
/// Frees the cached large blocks (they are otherwise kept until exit).
void releaseCachedBufferBytes();

/// A std::allocator that leaves default-constructed bytes uninitialized (a
/// vector of it can be sized without writing every byte) and allocates
/// through allocateBufferBytes.
template <typename T> struct BufferAllocator {
  using value_type = T;
  BufferAllocator() = default;
  template <typename U> BufferAllocator(const BufferAllocator<U> &) {}
  T *allocate(size_t n) {
    // Out of memory ends the process, as std::allocator does without
    // exceptions; HostBuffer checks that the size can be allocated first.
    void *block = allocateBufferBytes(n * sizeof(T));
    if (!block)
      std::abort();
    return static_cast<T *>(block);
  }
  void deallocate(T *p, size_t n) { freeBufferBytes(p, n * sizeof(T)); }
  template <typename U> void construct(U *p) {
    ::new (static_cast<void *>(p)) U;
  }
  template <typename U, typename... Args> void construct(U *p, Args &&...args) {
    ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
  }
  template <typename U> bool operator==(const BufferAllocator<U> &) const {
    return true;
  }
  template <typename U> bool operator!=(const BufferAllocator<U> &) const {
    return false;
  }
};

/// Number of elements of a shape, or an error for negative dimensions or a
/// count that does not fit the address space.
Expected<int64_t> numElementsOf(const std::vector<int64_t> &shape);

/// "2x3xf32" for a [2, 3] f32 shape, "f32" for a scalar.
std::string formatTensorType(DType type, const std::vector<int64_t> &shape);

class HostBuffer {
public:
  using Bytes = std::vector<uint8_t, BufferAllocator<uint8_t>>;

  /// A zero-filled buffer.
  static Expected<HostBuffer> create(DType type, std::vector<int64_t> shape);
  /// A buffer whose bytes are left as they are (not zeroed): for outputs
  /// that are then written in full, such as a compiled program's results.
  static Expected<HostBuffer> createUninitialized(DType type,
                                                  std::vector<int64_t> shape);
  /// A buffer holding a copy of `bytes`, whose size must match the shape.
  static Expected<HostBuffer> fromBytes(DType type, std::vector<int64_t> shape,
                                        std::vector<uint8_t> bytes);

  DType dtype() const { return elementType; }
  const std::vector<int64_t> &shape() const { return dims; }
  int64_t rank() const { return int64_t(dims.size()); }
  int64_t numElements() const { return elementCount; }
  size_t byteSize() const { return storage.size(); }
  size_t elementByteSize() const { return byteSizeOf(elementType); }
  uint8_t *data() { return storage.data(); }
  const uint8_t *data() const { return storage.data(); }
  const Bytes &rawBytes() const { return storage; }
  /// "2x3xf32", as in MLIR's tensor<2x3xf32>.
  std::string typeString() const { return formatTensorType(elementType, dims); }

  /// Row-major flat index <-> multi-dimensional index.
  std::vector<int64_t> unflattenIndex(int64_t flat) const;
  int64_t flattenIndex(const std::vector<int64_t> &index) const;

  /// Raw bits of element `i`, zero-extended (complex: not meaningful).
  uint64_t getBits(int64_t i) const;
  void setBits(int64_t i, uint64_t bits);

  /// Bool and integers: the value as a signed / unsigned 64-bit integer.
  int64_t getSigned(int64_t i) const;
  uint64_t getUnsigned(int64_t i) const;
  /// Any type: the value as a double (real part for complex, 0/1 for bool).
  double getDouble(int64_t i) const;
  /// Any type: the value as a complex number (imaginary part 0 if real).
  std::complex<double> getComplex(int64_t i) const;

  /// Stores a value converted to the element type: setSigned/setUnsigned
  /// wrap integers to the type's width, setDouble/setComplex truncate toward
  /// zero and saturate into an integer type's range (NaN gives 0), floats
  /// round to nearest even, bool stores value != 0.
  void setSigned(int64_t i, int64_t value);
  void setUnsigned(int64_t i, uint64_t value);
  void setDouble(int64_t i, double value);
  void setComplex(int64_t i, std::complex<double> value);

  bool operator==(const HostBuffer &other) const {
    return elementType == other.elementType && dims == other.dims &&
           storage == other.storage;
  }
  bool operator!=(const HostBuffer &other) const { return !(*this == other); }

private:
  HostBuffer(DType type, std::vector<int64_t> shape, int64_t count, Bytes bytes)
      : elementType(type), dims(std::move(shape)), elementCount(count),
        storage(std::move(bytes)) {}
  static Expected<HostBuffer> allocate(DType type, std::vector<int64_t> shape,
                                       bool zero);

  DType elementType;
  std::vector<int64_t> dims;
  int64_t elementCount;
  Bytes storage;
};

} // namespace kiln::runtime

#endif // KILN_RUNTIME_HOSTBUFFER_H
