//===- HostBufferTest.cpp - Tests of HostBuffer ---------------------------===//

#include "kiln/runtime/HostBuffer.h"

#include <gtest/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace kiln::runtime;

TEST(HostBuffer, CreateIsZeroFilled) {
  Expected<HostBuffer> b = HostBuffer::create(DType::F32, {2, 3});
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(b->numElements(), 6);
  EXPECT_EQ(b->byteSize(), 24u);
  EXPECT_EQ(b->rank(), 2);
  EXPECT_EQ(b->typeString(), "2x3xf32");
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(b->getDouble(i), 0.0);
  Expected<HostBuffer> scalar = HostBuffer::create(DType::C64, {});
  ASSERT_TRUE(scalar);
  EXPECT_EQ(scalar->numElements(), 1);
  EXPECT_EQ(scalar->typeString(), "complex<f32>");
}

TEST(HostBuffer, BadShapes) {
  Expected<HostBuffer> negative = HostBuffer::create(DType::F32, {2, -1});
  ASSERT_FALSE(negative);
  EXPECT_EQ(negative.message(), "dimension 1 is negative (-1)");
  Expected<HostBuffer> huge =
      HostBuffer::create(DType::F32, {1 << 30, 1 << 30, 1 << 30});
  ASSERT_FALSE(huge);
  EXPECT_EQ(huge.message(), "shape has too many elements");
  Expected<HostBuffer> tooBig =
      HostBuffer::create(DType::C128, {int64_t(1) << 28, int64_t(1) << 28});
  ASSERT_FALSE(tooBig);
  EXPECT_EQ(tooBig.message(), "cannot allocate 1152921504606846976 bytes for "
                              "268435456x268435456xcomplex<f64>");
  Expected<HostBuffer> size =
      HostBuffer::fromBytes(DType::SI32, {2}, std::vector<uint8_t>(7));
  ASSERT_FALSE(size);
  EXPECT_EQ(size.message(), "2xi32 needs 8 bytes, but got 7");
}

TEST(HostBuffer, IntegerAccessWrapsAndSignExtends) {
  HostBuffer b = *HostBuffer::create(DType::SI4, {3});
  b.setSigned(0, -8);
  b.setSigned(1, 7);
  b.setSigned(2, 9); // wraps to -7
  EXPECT_EQ(b.getSigned(0), -8);
  EXPECT_EQ(b.getSigned(1), 7);
  EXPECT_EQ(b.getSigned(2), -7);
  EXPECT_EQ(b.data()[0], 0xF8); // stored sign-extended to a byte
  HostBuffer u = *HostBuffer::create(DType::UI64, {1});
  u.setUnsigned(0, UINT64_MAX);
  EXPECT_EQ(u.getUnsigned(0), UINT64_MAX);
  EXPECT_EQ(u.getDouble(0), 18446744073709551615.0);
  HostBuffer i16 = *HostBuffer::create(DType::SI16, {1});
  i16.setSigned(0, -2);
  EXPECT_EQ(i16.getSigned(0), -2);
  EXPECT_EQ(i16.getBits(0), 0xFFFEu);
}

TEST(HostBuffer, FloatAccess) {
  HostBuffer b = *HostBuffer::create(DType::BF16, {2});
  b.setDouble(0, 3.14159);
  EXPECT_EQ(b.getBits(0), 0x4049u);
  EXPECT_EQ(b.getDouble(0), 3.140625);
  HostBuffer f = *HostBuffer::create(DType::F32, {1});
  f.setDouble(0, 0.1);
  EXPECT_EQ(f.getDouble(0), double(0.1f));
  HostBuffer c = *HostBuffer::create(DType::C128, {1});
  c.setComplex(0, {1.5, -2});
  EXPECT_EQ(c.getComplex(0), std::complex<double>(1.5, -2));
  EXPECT_EQ(c.getDouble(0), 1.5);
  HostBuffer i = *HostBuffer::create(DType::SI8, {3});
  i.setDouble(0, -3.9);
  i.setDouble(1, std::nan(""));
  i.setDouble(2, 1e10);
  EXPECT_EQ(i.getSigned(0), -3);
  EXPECT_EQ(i.getSigned(1), 0);
  EXPECT_EQ(i.getSigned(2), 127); // saturates
}

TEST(HostBuffer, Indexing) {
  HostBuffer b = *HostBuffer::create(DType::I1, {2, 3, 4});
  EXPECT_EQ(b.unflattenIndex(17), (std::vector<int64_t>{1, 1, 1}));
  EXPECT_EQ(b.flattenIndex({1, 2, 3}), 23);
  HostBuffer other = b;
  EXPECT_TRUE(other == b);
  other.setBits(5, 1);
  EXPECT_TRUE(other != b);
}

TEST(HostBuffer, UninitializedAndReusedStorage) {
  // Small and empty buffers without zero fill still have their sizes.
  Expected<HostBuffer> small = HostBuffer::createUninitialized(DType::F32, {5});
  ASSERT_TRUE(small) << small.message();
  EXPECT_EQ(small->byteSize(), 20u);
  // Every buffer starts on a cache line, small ones too (malloc gives 16
  // bytes), whatever came before it.
  std::vector<HostBuffer> odd;
  for (int64_t n : {1, 3, 5, 17, 1000, 16384 + 3}) {
    odd.push_back(*HostBuffer::createUninitialized(DType::UI8, {n}));
    EXPECT_EQ(reinterpret_cast<uintptr_t>(odd.back().data()) % 64, 0u) << n;
  }
  EXPECT_EQ(reinterpret_cast<uintptr_t>(small->data()) % 64, 0u);
  Expected<HostBuffer> empty =
      HostBuffer::createUninitialized(DType::F32, {0, 7});
  ASSERT_TRUE(empty) << empty.message();
  EXPECT_EQ(empty->byteSize(), 0u);
  EXPECT_EQ(empty->numElements(), 0);

  // A large block freed dirty and reused by create() is zeroed again.
  const std::vector<int64_t> shape = {3, 1 << 20};
  {
    HostBuffer dirty = *HostBuffer::createUninitialized(DType::UI8, shape);
    EXPECT_EQ(dirty.byteSize(), size_t(3) << 20);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(dirty.data()) % 64, 0u);
    std::memset(dirty.data(), 0xAB, dirty.byteSize());
  }
  HostBuffer zeroed = *HostBuffer::create(DType::UI8, shape);
  size_t nonzero = 0;
  for (size_t i = 0; i < zeroed.byteSize(); ++i)
    nonzero += zeroed.data()[i] != 0;
  EXPECT_EQ(nonzero, 0u);

  // Copies own their bytes; a moved-from cache block is not shared.
  HostBuffer copy = zeroed;
  copy.data()[0] = 1;
  EXPECT_EQ(zeroed.data()[0], 0);
  EXPECT_NE(copy.data(), zeroed.data());
  releaseCachedBufferBytes();
}

TEST(HostBuffer, PrefaultedBlocksServeTheFirstBuffers) {
  // How many of a buffer's pages are not in memory (would fault when
  // written).
  auto missingPages = [](HostBuffer &buffer) {
    size_t page = size_t(sysconf(_SC_PAGESIZE));
    auto start = reinterpret_cast<uintptr_t>(buffer.data());
    size_t pages = (buffer.byteSize() + page - 1) / page;
    std::vector<unsigned char> resident(pages);
    EXPECT_EQ(0, mincore(reinterpret_cast<void *>(start), pages * page,
                         resident.data()));
    size_t missing = 0;
    for (unsigned char r : resident)
      missing += !(r & 1);
    return missing;
  };
  releaseCachedBufferBytes();
  // Two outputs of 3 MiB and one of 5 MiB (a small one is skipped): three
  // blocks, faulted in now.
  const size_t mib = size_t(1) << 20;
  prefaultBufferBytes({3 * mib, 5 * mib, 3 * mib, 1000});
  // An input of an output's size allocated after compiling does not take
  // the block reserved for the output (the output below would then be a
  // fresh block).
  HostBuffer input =
      HostBuffer::createUninitialized(DType::UI8, {5 << 20}).take();
  std::vector<HostBuffer> outputs;
  {
    OutputAllocationScope scope;
    for (int64_t size : {3, 5, 3})
      outputs.push_back(
          HostBuffer::createUninitialized(DType::UI8, {size << 20}).take());
  }
  // Every page of them is in memory: the cache gave out the faulted-in
  // blocks (a fresh block has none of its 768 or 1280 pages).
  for (HostBuffer &output : outputs)
    EXPECT_EQ(missingPages(output), 0u);
  // Blocks the cache already holds are not added again: the three freed
  // ones serve the next three buffers.
  for (HostBuffer &output : outputs)
    std::memset(output.data(), 1, output.byteSize());
  std::vector<const uint8_t *> first;
  for (HostBuffer &output : outputs)
    first.push_back(output.data());
  outputs.clear();
  prefaultBufferBytes({3 * mib, 3 * mib, 5 * mib});
  OutputAllocationScope scope;
  for (int64_t size : {3, 5, 3}) {
    outputs.push_back(
        HostBuffer::createUninitialized(DType::UI8, {size << 20}).take());
    EXPECT_TRUE(std::find(first.begin(), first.end(), outputs.back().data()) !=
                first.end());
    EXPECT_EQ(missingPages(outputs.back()), 0u);
  }
  outputs.clear();
  releaseCachedBufferBytes();
}
