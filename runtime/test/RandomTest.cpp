//===- RandomTest.cpp - Tests of deterministic random buffers -------------===//

#include "kiln/runtime/Random.h"

#include "kiln/runtime/NumpyPrinter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kiln::runtime;

TEST(Random, SplitMix64KnownValues) {
  // The published first outputs of SplitMix64 seeded with 1234567.
  SplitMix64 rng(1234567);
  EXPECT_EQ(rng.next(), 6457827717110365317ULL);
  EXPECT_EQ(rng.next(), 3203168211198807973ULL);
  EXPECT_EQ(rng.next(), 9817491932198370423ULL);
}

TEST(Random, Xoshiro256KnownValues) {
  // Checked against an independent implementation of xoshiro256** seeded
  // through SplitMix64(0).
  Xoshiro256 rng(0);
  EXPECT_EQ(rng.next(), 11091344671253066420ULL);
  EXPECT_EQ(rng.next(), 13793997310169335082ULL);
  EXPECT_EQ(rng.next(), 1900383378846508768ULL);
}

TEST(Random, FixedFirstValues) {
  auto repr = [](DType t) {
    return formatNumpyRepr(*makeRandomBuffer(t, {6}, 7));
  };
  EXPECT_EQ(repr(DType::F32),
            "array([ 0.40115285, -0.4424976 ,  0.6792549 ,  0.9621954 ,  "
            "0.98172045,\n        0.7455478 ], dtype=float32)");
  EXPECT_EQ(repr(DType::F64),
            "array([ 0.40115296, -0.44249754,  0.67925492,  0.96219545,  "
            "0.98172056,\n        0.74554788])");
  EXPECT_EQ(repr(DType::BF16),
            "array([0.398438, -0.445312, 0.671875, 0.960938, 0.976562, "
            "0.742188],\n      dtype=bfloat16)");
  EXPECT_EQ(repr(DType::SI32),
            "array([-10,  10,   5,  -9,  10,  -5], dtype=int32)");
  EXPECT_EQ(repr(DType::UI8), "array([ 6,  2, 10,  8,  3,  1], dtype=uint8)");
  EXPECT_EQ(repr(DType::I1),
            "array([ True, False,  True,  True,  True,  True])");
  EXPECT_EQ(repr(DType::SI4), "array([2, -6, -2, -8, 0, 1], dtype=int4)");
  EXPECT_EQ(repr(DType::F8E4M3FN),
            "array([0.375, -0.5, 0.625, 0.875, 0.875, 0.625], "
            "dtype='float8_e4m3fn')");
}

TEST(Random, DeterministicAndSeedDependent) {
  HostBuffer a = *makeRandomBuffer(DType::F16, {4, 4}, 99);
  HostBuffer b = *makeRandomBuffer(DType::F16, {4, 4}, 99);
  HostBuffer c = *makeRandomBuffer(DType::F16, {4, 4}, 100);
  EXPECT_TRUE(a == b);
  EXPECT_TRUE(a != c);
}

TEST(Random, Ranges) {
  for (int t = 0; t < kNumDTypes; ++t) {
    DType type = static_cast<DType>(t);
    HostBuffer b = *makeRandomBuffer(type, {2000}, 5);
    bool sawLow = false, sawHigh = false;
    for (int64_t i = 0; i < b.numElements(); ++i) {
      if (type == DType::F8E8M0FNU) {
        double v = b.getDouble(i);
        ASSERT_TRUE(v >= 1.0 / 256 && v <= 0.5) << v;
        sawLow = sawLow || v == 1.0 / 256;
        sawHigh = sawHigh || v == 0.5;
      } else if (isFloat(type) || isComplex(type)) {
        std::complex<double> v = b.getComplex(i);
        for (double part : {v.real(), v.imag()}) {
          ASSERT_TRUE(part >= -1.0 && part < 1.0) << mlirName(type);
        }
        sawLow = sawLow || v.real() < -0.5;
        // f4E2M1FN's grid (p = 2) is -1, -0.5, 0 and 0.5.
        sawHigh = sawHigh || v.real() > 0.5 ||
                  (type == DType::F4E2M1FN && v.real() == 0.5);
      } else if (isSignedInt(type)) {
        int64_t v = b.getSigned(i);
        ASSERT_GE(v, std::max<int64_t>(-10, minSignedValue(type)));
        ASSERT_LE(v, std::min<int64_t>(10, maxSignedValue(type)));
        sawLow = sawLow || v == std::max<int64_t>(-10, minSignedValue(type));
        sawHigh = sawHigh || v == std::min<int64_t>(10, maxSignedValue(type));
      } else {
        uint64_t v = b.getUnsigned(i);
        ASSERT_LE(v, std::min<uint64_t>(10, maxUnsignedValue(type)));
        sawLow = sawLow || v == 0;
        sawHigh =
            sawHigh || v == std::min<uint64_t>(10, maxUnsignedValue(type));
      }
    }
    EXPECT_TRUE(sawLow && sawHigh) << mlirName(type);
  }
}

TEST(Random, BoolsAreBalanced) {
  HostBuffer b = *makeRandomBuffer(DType::I1, {10000}, 1);
  int64_t trues = 0;
  for (int64_t i = 0; i < b.numElements(); ++i)
    trues += int64_t(b.getBits(i));
  EXPECT_GT(trues, 4800);
  EXPECT_LT(trues, 5200);
}

TEST(Random, BadShape) {
  Expected<HostBuffer> b = makeRandomBuffer(DType::F32, {-2}, 0);
  ASSERT_FALSE(b);
  EXPECT_EQ(b.message(), "dimension 0 is negative (-2)");
}
