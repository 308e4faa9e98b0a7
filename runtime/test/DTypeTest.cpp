//===- DTypeTest.cpp - Tests of DType and the small float formats ---------===//

#include "kiln/runtime/DType.h"
#include "kiln/runtime/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kiln::runtime;

TEST(DType, NamesRoundTrip) {
  for (int i = 0; i < kNumDTypes; ++i) {
    DType t = static_cast<DType>(i);
    Expected<DType> parsed = parseDType(mlirName(t));
    ASSERT_TRUE(parsed) << parsed.message();
    EXPECT_EQ(*parsed, t) << mlirName(t);
  }
}

TEST(DType, Spellings) {
  EXPECT_EQ(*parseDType("i32"), DType::SI32);
  EXPECT_EQ(*parseDType("si32"), DType::SI32);
  EXPECT_EQ(*parseDType("si4"), DType::SI4);
  EXPECT_EQ(*parseDType("ui8"), DType::UI8);
  EXPECT_EQ(*parseDType("complex<f32>"), DType::C64);
  EXPECT_EQ(*parseDType("f8E4M3FN"), DType::F8E4M3FN);
  EXPECT_EQ(mlirName(DType::SI16), "i16");
  EXPECT_EQ(numpyName(DType::F8E4M3FN), "float8_e4m3fn");
  EXPECT_EQ(numpyName(DType::C64), "complex64");
  Expected<DType> bad = parseDType("f31");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.message(), "unknown element type 'f31'");
  EXPECT_FALSE(parseDType("si1"));
  EXPECT_FALSE(parseDType("complex<i32>"));
}

TEST(DType, SizesAndRanges) {
  EXPECT_EQ(byteSizeOf(DType::I1), 1u);
  EXPECT_EQ(byteSizeOf(DType::SI4), 1u);
  EXPECT_EQ(byteSizeOf(DType::BF16), 2u);
  EXPECT_EQ(byteSizeOf(DType::F8E5M2), 1u);
  EXPECT_EQ(byteSizeOf(DType::C64), 8u);
  EXPECT_EQ(byteSizeOf(DType::C128), 16u);
  EXPECT_EQ(bitWidthOf(DType::SI2), 2);
  EXPECT_EQ(minSignedValue(DType::SI4), -8);
  EXPECT_EQ(maxSignedValue(DType::SI4), 7);
  EXPECT_EQ(minSignedValue(DType::SI64), INT64_MIN);
  EXPECT_EQ(maxUnsignedValue(DType::UI2), 3u);
  EXPECT_EQ(maxUnsignedValue(DType::UI64), UINT64_MAX);
}

TEST(FloatFormats, Float16) {
  EXPECT_EQ(miniFloatToDouble(DType::F16, 0x3C00), 1.0);
  EXPECT_EQ(miniFloatToDouble(DType::F16, 0xC000), -2.0);
  EXPECT_EQ(miniFloatToDouble(DType::F16, 0x7BFF), 65504.0);
  EXPECT_EQ(miniFloatToDouble(DType::F16, 0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(miniFloatToDouble(DType::F16, 0x03FF), std::ldexp(1023.0, -24));
  EXPECT_TRUE(std::isinf(miniFloatToDouble(DType::F16, 0xFC00)));
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F16, 0x7E00)));
  EXPECT_TRUE(std::signbit(miniFloatToDouble(DType::F16, 0x8000)));
  EXPECT_EQ(doubleToMiniFloat(DType::F16, 0.1), 0x2E66u);
  EXPECT_EQ(doubleToMiniFloat(DType::F16, 65520.0), 0x7C00u); // rounds to inf
  EXPECT_EQ(doubleToMiniFloat(DType::F16, 65519.0), 0x7BFFu);
  EXPECT_EQ(doubleToMiniFloat(DType::F16, std::ldexp(1.0, -25)), 0u); // tie
  EXPECT_EQ(doubleToMiniFloat(DType::F16, std::ldexp(3.0, -26)), 1u);
  EXPECT_EQ(doubleToMiniFloat(DType::F16, -0.0), 0x8000u);
  // 1 + 2^-11 is halfway between 1 and the next f16: ties to even (1).
  EXPECT_EQ(doubleToMiniFloat(DType::F16, 1.0 + std::ldexp(1.0, -11)), 0x3C00u);
  EXPECT_EQ(doubleToMiniFloat(DType::F16, 1.0 + std::ldexp(3.0, -11)), 0x3C02u);
}

TEST(FloatFormats, BFloat16) {
  EXPECT_EQ(miniFloatToDouble(DType::BF16, 0x3F80), 1.0);
  EXPECT_EQ(miniFloatToDouble(DType::BF16, 0x4049), 3.140625);
  EXPECT_EQ(doubleToMiniFloat(DType::BF16, 3.14159), 0x4049u);
  EXPECT_EQ(miniFloatToDouble(DType::BF16, 0x0001), std::ldexp(1.0, -133));
  EXPECT_TRUE(std::isinf(miniFloatToDouble(DType::BF16, 0x7F80)));
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::BF16, 0x7FC0)));
  EXPECT_EQ(doubleToMiniFloat(DType::BF16, 1e39), 0x7F80u);
}

TEST(FloatFormats, Float8) {
  // f8E4M3FN: max 448, no infinity, NaN = 0x7F / 0xFF.
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3FN, 0x7E), 448.0);
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F8E4M3FN, 0x7F)));
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F8E4M3FN, 0xFF)));
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3FN, 0x78), 256.0);
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3FN, 0x01), std::ldexp(1.0, -9));
  EXPECT_EQ(doubleToMiniFloat(DType::F8E4M3FN, 0.1), 0x1Du);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E4M3FN, 1000.0), 0x7Fu);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E4M3FN, HUGE_VAL), 0x7Fu);
  // f8E5M2: IEEE-like, max 57344.
  EXPECT_EQ(miniFloatToDouble(DType::F8E5M2, 0x7B), 57344.0);
  EXPECT_TRUE(std::isinf(miniFloatToDouble(DType::F8E5M2, 0x7C)));
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F8E5M2, 0x7D)));
  EXPECT_EQ(doubleToMiniFloat(DType::F8E5M2, -HUGE_VAL), 0xFCu);
  // FNUZ: 0x80 is the only NaN, no negative zero.
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F8E4M3FNUZ, 0x80)));
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3FNUZ, 0x7F), 240.0);
  EXPECT_EQ(miniFloatToDouble(DType::F8E5M2FNUZ, 0x7F), 57344.0);
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3B11FNUZ, 0x7F), 30.0);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E4M3FNUZ, -0.0), 0u);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E5M2FNUZ, HUGE_VAL), 0x80u);
  // f8E4M3 (IEEE-like, max 240) and f8E3M4 (max 15.5).
  EXPECT_EQ(miniFloatToDouble(DType::F8E4M3, 0x77), 240.0);
  EXPECT_TRUE(std::isinf(miniFloatToDouble(DType::F8E4M3, 0x78)));
  EXPECT_EQ(miniFloatToDouble(DType::F8E3M4, 0x6F), 15.5);
  EXPECT_EQ(miniFloatToDouble(DType::F8E3M4, 0x01), 0.015625);
}

// The formats without NaN or inf and f8E8M0FNU, against ml_dtypes' values.
TEST(FloatFormats, FiniteOnlyAndE8M0) {
  // f4E2M1FN: 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives.
  EXPECT_EQ(miniFloatToDouble(DType::F4E2M1FN, 0x1), 0.5);
  EXPECT_EQ(miniFloatToDouble(DType::F4E2M1FN, 0x7), 6.0);
  EXPECT_EQ(miniFloatToDouble(DType::F4E2M1FN, 0xF), -6.0);
  EXPECT_EQ(doubleToMiniFloat(DType::F4E2M1FN, 0.25), 0x0u);  // tie to even
  EXPECT_EQ(doubleToMiniFloat(DType::F4E2M1FN, 5.0), 0x6u);   // tie to even
  EXPECT_EQ(doubleToMiniFloat(DType::F4E2M1FN, 100.0), 0x7u); // saturates
  EXPECT_EQ(doubleToMiniFloat(DType::F4E2M1FN, -HUGE_VAL), 0xFu);
  EXPECT_EQ(doubleToMiniFloat(DType::F4E2M1FN, std::nan("")), 0x8u); // -0
  // f6E2M3FN (max 7.5, smallest subnormal 0.125) and f6E3M2FN (max 28,
  // smallest subnormal 0.0625).
  EXPECT_EQ(miniFloatToDouble(DType::F6E2M3FN, 0x1F), 7.5);
  EXPECT_EQ(miniFloatToDouble(DType::F6E2M3FN, 0x01), 0.125);
  EXPECT_EQ(miniFloatToDouble(DType::F6E3M2FN, 0x1F), 28.0);
  EXPECT_EQ(miniFloatToDouble(DType::F6E3M2FN, 0x21), -0.0625);
  EXPECT_EQ(doubleToMiniFloat(DType::F6E3M2FN, HUGE_VAL), 0x1Fu);
  EXPECT_EQ(doubleToMiniFloat(DType::F6E2M3FN, -8.0), 0x3Fu);
  // f8E8M0FNU: 2^(e - 127); 0xFF is NaN; rounds ties upward.
  EXPECT_EQ(miniFloatToDouble(DType::F8E8M0FNU, 0x7F), 1.0);
  EXPECT_EQ(miniFloatToDouble(DType::F8E8M0FNU, 0x00), std::ldexp(1.0, -127));
  EXPECT_EQ(miniFloatToDouble(DType::F8E8M0FNU, 0xFE), std::ldexp(1.0, 127));
  EXPECT_TRUE(std::isnan(miniFloatToDouble(DType::F8E8M0FNU, 0xFF)));
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, 3.0), 0x81u);  // up to 4
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, 2.9), 0x80u);  // down to 2
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, 0.75), 0x7Fu); // up to 1
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, std::ldexp(1.0, -140)), 0x0u);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, 0.0), 0xFFu);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, -1.0), 0xFFu);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, HUGE_VAL), 0xFFu);
  EXPECT_EQ(doubleToMiniFloat(DType::F8E8M0FNU, std::ldexp(1.5, 127)), 0xFFu);
}

TEST(FloatFormats, EveryMiniFloatValueRoundTrips) {
  for (int t = 0; t < kNumDTypes; ++t) {
    DType type = static_cast<DType>(t);
    if (!isMiniFloat(type))
      continue;
    uint32_t count = uint32_t(1) << bitWidthOf(type);
    for (uint32_t bits = 0; bits < count; ++bits) {
      double v = miniFloatToDouble(type, bits);
      if (std::isnan(v))
        continue;
      ASSERT_EQ(doubleToMiniFloat(type, v), bits)
          << mlirName(type) << " bits " << bits;
    }
  }
}
