//===- AotHelpers.cpp - runtime helpers defined inside AOT artifacts ------===//
//
// On targets without instructions for f16/bf16 conversions (RV64GC, x86-64
// without F16C) LLVM's code generator calls the compiler runtime helpers
// __extendhfsf2, __truncsfhf2 and __truncsfbf2, which libgcc or compiler-rt
// provide (GCC 12's libgcc has no __truncsfbf2 for RISC-V). So that an
// artifact needs nothing beyond libc and libm, kiln compile defines the ones
// the object calls inside it, with internal linkage: the code generator's
// calls then bind to these local definitions. They are written with integer
// and f32 operations only, so compiling them calls no helper again; both the
// calls and the definitions go through the same backend, so they agree on
// how half and bfloat values are passed.
//
//===----------------------------------------------------------------------===//

#include "AotHelpers.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace kiln::aot {
namespace {

/// Creates an internal function `name` of `type` (kept through
/// optimization) and positions `b` in its entry block.
Function *startHelper(Module &module, StringRef name, FunctionType *type,
                      IRBuilder<> &b) {
  Function *fn =
      Function::Create(type, GlobalValue::InternalLinkage, name, module);
  fn->addFnAttr(Attribute::NoUnwind);
  fn->addFnAttr(Attribute::NoInline);
  appendToCompilerUsed(module, {fn});
  b.SetInsertPoint(BasicBlock::Create(module.getContext(), "entry", fn));
  return fn;
}

/// f16 -> f32, exactly.
void defineExtendHalf(Module &module) {
  LLVMContext &ctx = module.getContext();
  IRBuilder<> b(ctx);
  Type *f32 = b.getFloatTy(), *i32 = b.getInt32Ty();
  Function *fn = startHelper(module, "__extendhfsf2",
                             FunctionType::get(f32, {b.getHalfTy()}, false), b);
  Value *bits =
      b.CreateZExt(b.CreateBitCast(fn->getArg(0), b.getInt16Ty()), i32);
  Value *sign = b.CreateShl(b.CreateAnd(bits, 0x8000), 16);
  Value *exponent = b.CreateAnd(b.CreateLShr(bits, 10), 0x1f);
  Value *mantissa = b.CreateAnd(bits, 0x3ff);
  // Normal numbers: rebias the exponent (15 -> 127).
  Value *normal =
      b.CreateOr(b.CreateShl(b.CreateAdd(exponent, b.getInt32(112)), 23),
                 b.CreateShl(mantissa, 13));
  // Infinities and NaNs keep their payload.
  Value *special =
      b.CreateOr(b.getInt32(0x7f800000), b.CreateShl(mantissa, 13));
  // Zeros and subnormals: mantissa * 2^-24, exact in f32.
  Value *small = b.CreateBitCast(b.CreateFMul(b.CreateUIToFP(mantissa, f32),
                                              ConstantFP::get(f32, 0x1p-24)),
                                 i32);
  Value *magnitude =
      b.CreateSelect(b.CreateICmpEQ(exponent, b.getInt32(0)), small,
                     b.CreateSelect(b.CreateICmpEQ(exponent, b.getInt32(0x1f)),
                                    special, normal));
  b.CreateRet(b.CreateBitCast(b.CreateOr(sign, magnitude), f32));
}

/// f32 -> f16, rounding to nearest even.
void defineTruncateToHalf(Module &module) {
  LLVMContext &ctx = module.getContext();
  IRBuilder<> b(ctx);
  Type *f32 = b.getFloatTy(), *i32 = b.getInt32Ty();
  Function *fn = startHelper(module, "__truncsfhf2",
                             FunctionType::get(b.getHalfTy(), {f32}, false), b);
  Value *bits = b.CreateBitCast(fn->getArg(0), i32);
  Value *sign = b.CreateAnd(b.CreateLShr(bits, 16), 0x8000);
  Value *abs = b.CreateAnd(bits, 0x7fffffff);
  // NaN: quiet, with the top of the payload.
  Value *nan =
      b.CreateOr(b.getInt32(0x7e00), b.CreateAnd(b.CreateLShr(abs, 13), 0x3ff));
  // Normal halves: rebias (127 -> 15) and round the 13 dropped bits to
  // nearest even; a carry correctly rounds up into the exponent.
  Value *odd = b.CreateAnd(b.CreateLShr(abs, 13), 1);
  Value *normal = b.CreateLShr(
      b.CreateAdd(b.CreateAdd(b.CreateSub(abs, b.getInt32(0x38000000)),
                              b.getInt32(0xfff)),
                  odd),
      13);
  // Below 2^-14: adding 0.5 leaves the value in units of 2^-24 in the low
  // mantissa bits, rounded to nearest even by the FPU.
  Value *half = ConstantFP::get(f32, 0.5);
  Value *shifted =
      b.CreateBitCast(b.CreateFAdd(b.CreateBitCast(abs, f32), half), i32);
  Value *subnormal = b.CreateSub(shifted, b.getInt32(0x3f000000));
  Value *magnitude = b.CreateSelect(
      b.CreateICmpUGT(abs, b.getInt32(0x7f800000)), nan,
      b.CreateSelect(
          // 65520 and above round to infinity.
          b.CreateICmpUGE(abs, b.getInt32(0x477ff000)), b.getInt32(0x7c00),
          b.CreateSelect(b.CreateICmpUGE(abs, b.getInt32(0x38800000)), normal,
                         subnormal)));
  Value *result = b.CreateTrunc(b.CreateOr(sign, magnitude), b.getInt16Ty());
  b.CreateRet(b.CreateBitCast(result, b.getHalfTy()));
}

/// f32 -> bf16, rounding to nearest even.
void defineTruncateToBFloat(Module &module) {
  LLVMContext &ctx = module.getContext();
  IRBuilder<> b(ctx);
  Type *f32 = b.getFloatTy(), *i32 = b.getInt32Ty();
  Function *fn =
      startHelper(module, "__truncsfbf2",
                  FunctionType::get(b.getBFloatTy(), {f32}, false), b);
  Value *bits = b.CreateBitCast(fn->getArg(0), i32);
  Value *odd = b.CreateAnd(b.CreateLShr(bits, 16), 1);
  Value *rounded =
      b.CreateLShr(b.CreateAdd(b.CreateAdd(bits, b.getInt32(0x7fff)), odd), 16);
  Value *nan = b.CreateOr(b.CreateLShr(bits, 16), 0x40);
  Value *isNan =
      b.CreateICmpUGT(b.CreateAnd(bits, 0x7fffffff), b.getInt32(0x7f800000));
  Value *result =
      b.CreateTrunc(b.CreateSelect(isNan, nan, rounded), b.getInt16Ty());
  b.CreateRet(b.CreateBitCast(result, b.getBFloatTy()));
}

} // namespace

std::vector<std::string> defineConversionHelpers(Module &module,
                                                 ArrayRef<std::string> needed) {
  std::vector<std::string> defined;
  for (const std::string &name : needed) {
    if (module.getFunction(name))
      continue;
    if (name == "__extendhfsf2")
      defineExtendHalf(module);
    else if (name == "__truncsfhf2")
      defineTruncateToHalf(module);
    else if (name == "__truncsfbf2")
      defineTruncateToBFloat(module);
    else
      continue;
    defined.push_back(name);
  }
  return defined;
}

bool usesAmxTiles(const llvm::Module &module) {
  return llvm::any_of(module.functions(), [](const Function &fn) {
    return fn.getName().starts_with("llvm.x86.tile") ||
           fn.getName().starts_with("llvm.x86.tdp");
  });
}

void requestAmxTilesAtLoad(llvm::Module &module) {
  LLVMContext &ctx = module.getContext();
  IRBuilder<> b(ctx);
  Type *i64 = b.getInt64Ty();
  Function *fn =
      startHelper(module, "__kiln_request_amx_tiles",
                  FunctionType::get(b.getVoidTy(), /*isVarArg=*/false), b);
  FunctionCallee syscall = module.getOrInsertFunction(
      "syscall", FunctionType::get(i64, {i64}, /*isVarArg=*/true));
  // SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA.
  b.CreateCall(syscall, {b.getInt64(158), b.getInt64(0x1023), b.getInt64(18)});
  b.CreateRetVoid();
  appendToGlobalCtors(module, fn, /*Priority=*/0);
}

} // namespace kiln::aot
