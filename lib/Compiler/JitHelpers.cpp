//===- JitHelpers.cpp - compiler runtime helpers for JIT code -------------===//
//
// LLVM lowers f32/f64 -> bf16/f16 truncation (and f16 -> f32 extension)
// to calls of compiler runtime helpers when the CPU has no instruction for
// it (x86-64 without AVX512-BF16 for bf16, without F16C for f16). Artifacts
// define the helpers inside themselves (AotHelpers.cpp); JIT code gets the
// definitions below, bit-exact and rounding to nearest even like the
// instructions.
//
// The helpers pass bf16/f16 values in the first floating-point register
// (its low 16 bits). kiln's own C++ never holds a __bf16 or _Float16 value:
// on such CPUs clang keeps them as f32 in registers and would itself call
// __truncsfbf2 to get the bits back. So they are declared with float in
// those places, the 16 bits in the float's low half and ones above (the
// NaN-boxing RISC-V's ABI asks of narrower values; x86-64 and AArch64
// ignore the upper bits).
//
//===----------------------------------------------------------------------===//

#include "JitHelpers.h"

#include "kiln/runtime/FloatFormats.h"

#include "llvm/ADT/bit.h"

#include <cstdint>

namespace kiln {
namespace {

using runtime::DType;

/// A 16-bit float as the helpers' callers read it (see above).
float narrow(uint32_t bits) {
  return llvm::bit_cast<float>(0xffff0000u | bits);
}
uint16_t bitsOf(float narrowValue) {
  return uint16_t(llvm::bit_cast<uint32_t>(narrowValue));
}

float truncSfBf2(float value) {
  uint32_t bits = llvm::bit_cast<uint32_t>(value);
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return narrow((bits >> 16) | 0x40); // NaN, kept quiet.
  return narrow((bits + 0x7fffu + ((bits >> 16) & 1)) >> 16);
}

float truncDfBf2(double value) {
  return narrow(runtime::doubleToMiniFloat(DType::BF16, value));
}

float truncSfHf2(float value) {
  return narrow(runtime::doubleToMiniFloat(DType::F16, value));
}

float truncDfHf2(double value) {
  return narrow(runtime::doubleToMiniFloat(DType::F16, value));
}

float extendHfSf2(float half) {
  return float(runtime::miniFloatToDouble(DType::F16, bitsOf(half)));
}

} // namespace

llvm::orc::SymbolMap
conversionHelperBindings(llvm::orc::MangleAndInterner &interner) {
  llvm::orc::SymbolMap map;
  auto bind = [&](const char *name, auto *function) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(function),
                           llvm::JITSymbolFlags::Exported};
  };
  bind("__truncsfbf2", &truncSfBf2);
  bind("__truncdfbf2", &truncDfBf2);
  bind("__truncsfhf2", &truncSfHf2);
  bind("__truncdfhf2", &truncDfHf2);
  bind("__extendhfsf2", &extendHfSf2);
  return map;
}

} // namespace kiln
