//===- JitHelpersTest.cpp - the JIT's f16/bf16 conversion helpers ---------===//
//
// The helpers lib/Compiler/JitHelpers.cpp binds for JIT code on CPUs
// without conversion instructions, called through the addresses the JIT
// gets, against kiln's generic mini-float encoder and decoder
// (runtime/lib/FloatFormats.cpp): every bf16/f16 result bit for bit, over a
// sweep of f32 bit patterns (all exponents, rounding ties, subnormals,
// infinities and NaNs) and of f64 values. The 16-bit values travel in the
// low half of a float register, as JitHelpers.cpp explains.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Compiler/JitHelpers.h"

#include "kiln/runtime/FloatFormats.h"

#include "llvm/ADT/bit.h"
#include "llvm/ExecutionEngine/Orc/SelfExecutorProcessControl.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

using namespace kiln;
using runtime::DType;

namespace {

uint16_t bitsOf(float narrowValue) {
  return uint16_t(llvm::bit_cast<uint32_t>(narrowValue));
}
float narrow(uint32_t bits) {
  return llvm::bit_cast<float>(0xffff0000u | bits);
}

class JitHelpersTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto control = llvm::orc::SelfExecutorProcessControl::Create();
    ASSERT_TRUE(bool(control));
    session =
        std::make_unique<llvm::orc::ExecutionSession>(std::move(*control));
    llvm::DataLayout layout("e-m:e-i64:64-n32:64-S128");
    llvm::orc::MangleAndInterner interner(*session, layout);
    for (auto &[name, symbol] : conversionHelperBindings(interner))
      addresses[(*name).str()] = symbol.getAddress().toPtr<void *>();
  }
  void TearDown() override {
    if (session)
      llvm::cantFail(session->endSession());
  }
  template <typename Fn> Fn helper(const char *name) {
    EXPECT_TRUE(addresses.count(name)) << name;
    return reinterpret_cast<Fn>(addresses[name]);
  }

  std::unique_ptr<llvm::orc::ExecutionSession> session;
  std::map<std::string, void *> addresses;
};

/// f32 bit patterns: every exponent with assorted mantissas, the halfway
/// cases of bf16 and f16 rounding, and the specials.
std::vector<uint32_t> floatPatterns() {
  std::vector<uint32_t> patterns;
  for (uint64_t bits = 0; bits <= 0xffffffffu; bits += 65521)
    patterns.push_back(uint32_t(bits));
  for (uint32_t exponent = 0; exponent < 256; ++exponent)
    for (uint32_t low : {0x0u, 0x1u, 0x7fffu, 0x8000u, 0x8001u, 0x18000u,
                         0xfffu, 0x1000u, 0x1001u, 0x3000u, 0x7fffffu})
      for (uint32_t sign : {0u, 0x80000000u})
        patterns.push_back(sign | exponent << 23 | low);
  return patterns;
}

TEST_F(JitHelpersTest, FloatToBf16) {
  auto truncSfBf2 = helper<float (*)(float)>("__truncsfbf2");
  for (uint32_t bits : floatPatterns()) {
    float value = llvm::bit_cast<float>(bits);
    uint16_t got = bitsOf(truncSfBf2(value));
    if (std::isnan(value)) {
      ASSERT_EQ(got & 0x7fc0, 0x7fc0) << std::hex << bits; // a quiet NaN
      ASSERT_EQ(got >> 15, bits >> 31) << std::hex << bits;
      continue;
    }
    ASSERT_EQ(got, runtime::doubleToMiniFloat(DType::BF16, value))
        << std::hex << bits;
  }
}

TEST_F(JitHelpersTest, FloatToF16AndBack) {
  auto truncSfHf2 = helper<float (*)(float)>("__truncsfhf2");
  auto extendHfSf2 = helper<float (*)(float)>("__extendhfsf2");
  for (uint32_t bits : floatPatterns()) {
    float value = llvm::bit_cast<float>(bits);
    if (std::isnan(value))
      continue;
    ASSERT_EQ(bitsOf(truncSfHf2(value)),
              runtime::doubleToMiniFloat(DType::F16, value))
        << std::hex << bits;
  }
  for (uint32_t half = 0; half <= 0xffff; ++half) {
    double want = runtime::miniFloatToDouble(DType::F16, half);
    float got = extendHfSf2(narrow(half));
    if (std::isnan(want))
      ASSERT_TRUE(std::isnan(got)) << std::hex << half;
    else
      ASSERT_EQ(llvm::bit_cast<uint32_t>(got),
                llvm::bit_cast<uint32_t>(float(want)))
          << std::hex << half;
  }
}

TEST_F(JitHelpersTest, DoubleToBf16AndF16) {
  auto truncDfBf2 = helper<float (*)(double)>("__truncdfbf2");
  auto truncDfHf2 = helper<float (*)(double)>("__truncdfhf2");
  // Doubles just beside the rounding ties of each format, where rounding
  // through f32 first would go wrong.
  for (double value : {1.0 + 1.0 / 256 + 1e-12, 1.0 + 1.0 / 256 - 1e-12,
                       1.0 + 1.0 / 2048 + 1e-12, 65519.99, 65520.0, -3.3e38,
                       1e-8, -5.9604644775390625e-08, 0.0, -0.0,
                       std::ldexp(1.0, -133), 3.0e38, 1e300}) {
    EXPECT_EQ(bitsOf(truncDfBf2(value)),
              runtime::doubleToMiniFloat(DType::BF16, value))
        << value;
    EXPECT_EQ(bitsOf(truncDfHf2(value)),
              runtime::doubleToMiniFloat(DType::F16, value))
        << value;
  }
}

} // namespace
