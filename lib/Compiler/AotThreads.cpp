//===- AotThreads.cpp - kiln's thread runtime linked into artifacts -------===//
//
// Threaded code (kiln compile --threads N) calls the libomp ABI, as the
// JIT's does. An artifact must not need libomp, so the module gets kiln's
// own implementation of the calls it makes, runtime/artifact/Threads.c,
// compiled to bitcode for each supported target at kiln's build and linked
// here; the artifact then makes it internal with everything else.
//
//===----------------------------------------------------------------------===//

#include "AotThreads.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace kiln::aot {
namespace {

struct ThreadsBitcode {
  const char *arch;
  const unsigned char *data;
  size_t size;
};

#include "ThreadsBitcode.inc"

/// The most arguments a parallel region may pass (Threads.c's
/// KILN_MAX_ARGS).
constexpr uint64_t kMaxRegionArguments = 16;

const ThreadsBitcode *bitcodeFor(const Triple &triple) {
  if (!triple.isOSLinux())
    return nullptr;
  StringRef arch = Triple::getArchTypeName(triple.getArch());
  for (const ThreadsBitcode &entry : kThreadsBitcode)
    if (arch == entry.arch)
      return &entry;
  return nullptr;
}

} // namespace

runtime::Status checkThreadRuntimeTarget(const Triple &triple) {
  if (bitcodeFor(triple))
    return runtime::Status::ok();
  std::string supported;
  for (const ThreadsBitcode &entry : kThreadsBitcode)
    supported += std::string(supported.empty() ? "" : ", ") + entry.arch;
  return runtime::Status::error(
      "kiln compile --threads N (N > 1) builds artifacts with kiln's thread "
      "runtime, which supports Linux on " +
      supported + "; the target " + triple.str() +
      " gets single-threaded artifacts only (--threads 1)");
}

runtime::Status linkThreadRuntime(Module &module) {
  // Code without parallel regions needs no runtime (nor its destructor).
  Function *fork = module.getFunction("__kmpc_fork_call");
  if (!fork || fork->use_empty())
    return runtime::Status::ok();
  const ThreadsBitcode *bitcode = bitcodeFor(module.getTargetTriple());
  if (!bitcode)
    return checkThreadRuntimeTarget(module.getTargetTriple());
  // The runtime runs a region's function with at most kMaxRegionArguments
  // arguments; LLVM's OpenMP lowering passes one (a struct of captures).
  for (User *user : fork->users()) {
    auto *call = dyn_cast<CallInst>(user);
    auto *count =
        call ? dyn_cast<ConstantInt>(call->getArgOperand(1)) : nullptr;
    if (!count || count->getZExtValue() > kMaxRegionArguments)
      return runtime::Status::error(
          "internal error: a parallel region passes its function more "
          "arguments than kiln's artifact thread runtime takes");
  }

  MemoryBufferRef buffer(
      StringRef(reinterpret_cast<const char *>(bitcode->data), bitcode->size),
      "kiln-artifact-threads");
  Expected<std::unique_ptr<Module>> parsed =
      parseBitcodeFile(buffer, module.getContext());
  if (!parsed)
    return runtime::Status::error(
        "internal error: kiln's artifact thread runtime does not load: " +
        toString(parsed.takeError()));
  std::unique_ptr<Module> threads = std::move(*parsed);
  // Compiled for the architecture's baseline; the artifact's CPU, features
  // and module flags (the RISC-V ABI, say) are the module's.
  threads->setTargetTriple(module.getTargetTriple());
  threads->setDataLayout(module.getDataLayout());
  for (Function &fn : *threads) {
    fn.removeFnAttr("target-cpu");
    fn.removeFnAttr("target-features");
    fn.removeFnAttr("tune-cpu");
  }
  for (StringRef metadata : {"llvm.module.flags", "llvm.ident"})
    if (NamedMDNode *node = threads->getNamedMetadata(metadata))
      threads->eraseNamedMetadata(node);
  if (Linker::linkModules(module, std::move(threads)))
    return runtime::Status::error(
        "internal error: kiln's artifact thread runtime does not link");

  for (Function &fn : module)
    if (fn.isDeclaration() && !fn.use_empty() &&
        (fn.getName().starts_with("__kmpc_") ||
         fn.getName().starts_with("omp_")))
      return runtime::Status::error(
          "internal error: the threaded code calls " + fn.getName().str() +
          ", which kiln's artifact thread runtime does not provide");
  return runtime::Status::ok();
}

} // namespace kiln::aot
