//===- NpyTest.cpp - Tests of .npy reading and writing --------------------===//

#include "kiln/runtime/Npy.h"

#include "kiln/runtime/Random.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>

using namespace kiln::runtime;

namespace {

std::string dataPath(const std::string &name) {
  return std::string(KILN_RUNTIME_TEST_DATA_DIR) + "/" + name;
}

std::vector<uint8_t> fileBytes(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

HostBuffer readFixture(const std::string &name,
                       std::optional<DType> as = std::nullopt) {
  Expected<HostBuffer> b = readNpyFile(dataPath(name), as);
  EXPECT_TRUE(b) << b.message();
  return b ? b.take() : *HostBuffer::create(DType::F32, {});
}

std::string readError(const std::string &name) {
  Expected<HostBuffer> b = readNpyFile(dataPath(name));
  EXPECT_FALSE(b);
  std::string prefix = dataPath(name) + ": ";
  // Strip the directory so the expectations do not depend on it.
  return b.message().rfind(prefix, 0) == 0 ? b.message().substr(prefix.size())
                                           : b.message();
}

} // namespace

TEST(Npy, ReadsNumpyFiles) {
  HostBuffer f32 = readFixture("f32_2x3.npy");
  EXPECT_EQ(f32.typeString(), "2x3xf32");
  EXPECT_EQ(f32.getDouble(0), -2.0);
  EXPECT_EQ(f32.getDouble(5), 5.5);

  HostBuffer scalar = readFixture("i64_scalar.npy");
  EXPECT_EQ(scalar.typeString(), "i64");
  EXPECT_EQ(scalar.getSigned(0), -7);

  HostBuffer b = readFixture("bool_4.npy");
  EXPECT_EQ(b.typeString(), "4xi1");
  EXPECT_EQ(b.getBits(0), 1u);
  EXPECT_EQ(b.getBits(1), 0u);

  HostBuffer u8 = readFixture("u8_3.npy");
  EXPECT_EQ(u8.typeString(), "3xui8");
  EXPECT_EQ(u8.getUnsigned(2), 255u);

  HostBuffer i16 = readFixture("i16_2x2.npy");
  EXPECT_EQ(i16.getSigned(0), -32768);
  EXPECT_EQ(i16.getSigned(3), 32767);

  HostBuffer u32 = readFixture("u32_2.npy");
  EXPECT_EQ(u32.getUnsigned(1), 4294967295u);

  HostBuffer f16 = readFixture("f16_5.npy");
  EXPECT_EQ(f16.typeString(), "5xf16");
  EXPECT_EQ(f16.getDouble(1), -0.5);
  EXPECT_EQ(f16.getDouble(2), 65504.0);
  EXPECT_TRUE(std::isinf(f16.getDouble(3)));
  EXPECT_EQ(f16.getDouble(4), std::ldexp(1.0, -24)); // 6e-8 -> subnormal

  HostBuffer c64 = readFixture("c64_2.npy");
  EXPECT_EQ(c64.typeString(), "2xcomplex<f32>");
  EXPECT_EQ(c64.getComplex(1), std::complex<double>(-3.5, -0.25));
  HostBuffer c128 = readFixture("c128_1.npy");
  EXPECT_EQ(c128.getComplex(0), std::complex<double>(0.1, 1e300));

  HostBuffer v2 = readFixture("f64_v2.npy");
  EXPECT_EQ(v2.typeString(), "3xf64");
  EXPECT_EQ(v2.getDouble(2), 1e-300);
  HostBuffer v3 = readFixture("i8_v3.npy");
  EXPECT_EQ(v3.typeString(), "2x1xi8");
  EXPECT_EQ(v3.getSigned(0), -128);

  HostBuffer empty = readFixture("empty_0x2.npy");
  EXPECT_EQ(empty.typeString(), "0x2xf32");
  EXPECT_EQ(empty.byteSize(), 0u);
}

TEST(Npy, ReadsBf16StoredAsU2) {
  HostBuffer raw = readFixture("x.bf16.npy");
  EXPECT_EQ(raw.typeString(), "3xui16");
  HostBuffer bf16 = readFixture("x.bf16.npy", DType::BF16);
  EXPECT_EQ(bf16.typeString(), "3xbf16");
  EXPECT_EQ(bf16.getDouble(0), 1.0);
  EXPECT_EQ(bf16.getDouble(1), -2.5);
  EXPECT_EQ(bf16.getDouble(2), 3.140625);
  // numpy's own file of an ml_dtypes bfloat16 array ('<V2'): raw bits
  // without a type named, bf16 with it, and no 4-byte type.
  EXPECT_EQ(readFixture("bf16_raw.npy").typeString(), "3xui16");
  HostBuffer v2 = readFixture("bf16_raw.npy", DType::BF16);
  EXPECT_EQ(v2.typeString(), "3xbf16");
  EXPECT_EQ(v2.getDouble(2), 3.140625);
  Expected<HostBuffer> wide = readNpyFile(dataPath("bf16_raw.npy"), DType::F32);
  ASSERT_FALSE(wide);
  EXPECT_EQ(wide.message(),
            dataPath("bf16_raw.npy") +
                ": unsupported dtype '<V2' (raw bytes can be read only as a 1- "
                "or 2-byte type the program names)");
  // Reading as the natural type is allowed too.
  EXPECT_EQ(readFixture("f32_2x3.npy", DType::F32).dtype(), DType::F32);
  Expected<HostBuffer> wrong =
      readNpyFile(dataPath("f32_2x3.npy"), DType::BF16);
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.message(), dataPath("f32_2x3.npy") +
                                 ": holds '<f4' (f32), which cannot be read "
                                 "as bf16");
}

TEST(Npy, WritesExactlyWhatNumpyWrites) {
  for (const char *name : {"f32_2x3.npy", "i64_scalar.npy", "bool_4.npy",
                           "u8_3.npy", "c64_2.npy", "empty_0x2.npy"}) {
    HostBuffer b = readFixture(name);
    EXPECT_EQ(serializeNpy(b), fileBytes(dataPath(name))) << name;
  }
  // A bf16 buffer is written as '<u2' raw bits, like the corpus stores it.
  HostBuffer bf16 = readFixture("x.bf16.npy", DType::BF16);
  EXPECT_EQ(serializeNpy(bf16), fileBytes(dataPath("x.bf16.npy")));
}

TEST(Npy, RejectsUnsupportedFiles) {
  EXPECT_EQ(readError("fortran.npy"),
            "Fortran-ordered arrays are not supported; save the array in C "
            "order (np.ascontiguousarray)");
  EXPECT_EQ(readError("bigendian.npy"),
            "big-endian data ('>f4') is not supported; convert with "
            ".astype('<f4')");
  EXPECT_EQ(readError("object.npy"), "object arrays ('|O') are not supported");
  Expected<HostBuffer> missing = readNpyFile("/nonexistent/a.npy");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.message(),
            "/nonexistent/a.npy: cannot open file: No such file or directory");
}

TEST(Npy, RejectsMalformedBytes) {
  auto error = [](std::vector<uint8_t> bytes) {
    Expected<HostBuffer> b = parseNpy(bytes, "t.npy");
    return b ? std::string("<ok>") : b.message();
  };
  EXPECT_EQ(error({'a', 'b'}), "t.npy: not a .npy file (bad magic string)");
  std::vector<uint8_t> good =
      serializeNpy(*makeRandomBuffer(DType::F32, {2, 2}, 1));
  std::vector<uint8_t> truncated(good.begin(), good.end() - 1);
  EXPECT_EQ(error(truncated),
            "t.npy: truncated data: expected 16 bytes, found 15");
  std::vector<uint8_t> version = good;
  version[6] = 4;
  EXPECT_EQ(error(version), "t.npy: unsupported .npy format version 4.0");
  std::vector<uint8_t> descr = good;
  descr[22] = 'V'; // '<f4' -> '<V4'
  EXPECT_EQ(error(descr), "t.npy: unsupported dtype '<V4'");
  // ui4 data must be in range when read as ui4.
  HostBuffer u8 = *HostBuffer::create(DType::UI8, {2});
  u8.setUnsigned(1, 16);
  Expected<HostBuffer> ui4 = parseNpy(serializeNpy(u8), "u.npy", DType::UI4);
  ASSERT_FALSE(ui4);
  EXPECT_EQ(ui4.message(), "u.npy: element 1 (16) is out of range for ui4");
}

TEST(Npy, RoundTripsEveryDType) {
  std::string path = ::testing::TempDir() + "kiln-npy-roundtrip.npy";
  for (int t = 0; t < kNumDTypes; ++t) {
    DType type = static_cast<DType>(t);
    HostBuffer b = *makeRandomBuffer(type, {3, 5}, 42 + uint64_t(t));
    ASSERT_TRUE(writeNpyFile(b, path).isOk());
    Expected<HostBuffer> back = readNpyFile(path, type);
    ASSERT_TRUE(back) << back.message();
    EXPECT_TRUE(*back == b) << mlirName(type);
    // The in-memory form gives the same bytes, 64-byte aligned data.
    std::vector<uint8_t> bytes = serializeNpy(b);
    EXPECT_EQ(bytes, fileBytes(path));
    EXPECT_EQ((bytes.size() - b.byteSize()) % 64, 0u);
  }
  std::remove(path.c_str());
}
