//===- JitLoader.cpp - machine code into the ORC JIT ----------------------===//

#include "JitLoader.h"

#include "CheckRuntime.h"
#include "Collectives.h"
#include "JitHelpers.h"

#include "llvm/ExecutionEngine/JITEventListener.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h"
#include "llvm/ExecutionEngine/SectionMemoryManager.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

using kiln::runtime::Expected;

namespace kiln {

std::string packedEntryName(llvm::StringRef function) {
  return ("_kiln_packed_" + function).str();
}

bool definePackedEntry(llvm::Module &module, llvm::StringRef function) {
  llvm::Function *callee = module.getFunction(function);
  if (!callee || callee->isDeclaration() ||
      !callee->getReturnType()->isVoidTy())
    return false;
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *pointer = llvm::PointerType::getUnqual(context);
  auto *type = llvm::FunctionType::get(llvm::Type::getVoidTy(context),
                                       {pointer}, /*isVarArg=*/false);
  auto *packed =
      llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                             packedEntryName(function), module);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", packed));
  llvm::SmallVector<llvm::Value *> arguments;
  for (auto [i, parameter] : llvm::enumerate(callee->args())) {
    llvm::Value *slot = b.CreateConstGEP1_64(pointer, packed->getArg(0), i);
    llvm::Value *address = b.CreateLoad(pointer, slot);
    arguments.push_back(b.CreateLoad(parameter.getType(), address));
  }
  b.CreateCall(callee, arguments);
  b.CreateRetVoid();
  return true;
}

namespace {

// The parts of libomp's ABI (the one clang's and MLIR's OpenMP code calls)
// that start its worker threads.
struct OmpIdent {
  int32_t reserved1 = 0, flags = 2 /* KMP_IDENT_KMPC */, reserved2 = 0,
          reserved3 = 0;
  const char *source = ";kiln;start threads;0;0;;";
};
using OmpMicrotask = void (*)(int32_t *, int32_t *);
using OmpForkCall = void (*)(OmpIdent *, int32_t, OmpMicrotask, ...);
using OmpGlobalThreadNum = int32_t (*)(OmpIdent *);
using OmpPushNumThreads = void (*)(OmpIdent *, int32_t, int32_t);

/// The heap each thread warms up (below glibc's trim threshold, 128 KiB,
/// so that freeing it keeps its pages).
constexpr size_t kWarmHeapBytes = 96 << 10;
/// The most a thread warms for the program's parallel loops: a body
/// allocating more does that much work per iteration that its first call's
/// page faults are a small share of it, and loading should not touch
/// gigabytes per thread.
constexpr uint64_t kMaxWarmLoopBytes = 8 << 20;

/// Faults in the top of the calling thread's malloc arena: a worker's
/// parallel regions allocate their packing buffers there, and the first
/// call would otherwise fault in their pages (3 on SGEMM 128 on 2 threads,
/// 5 with the worker's arena itself; 146 on SGEMM 512, whose B blocks take
/// 512 KB per thread). `*bytes`: what one thread's iteration allocates.
/// A block above the C library's mmap threshold is mapped and unmapped
/// again, which raises the threshold to its size: the second round then
/// faults in arena pages, which stay with the arena when freed.
void warmThread(int32_t *, int32_t *, const uint64_t *bytes) {
  uint64_t loopBytes = std::min(*bytes, kMaxWarmLoopBytes);
  size_t size = kWarmHeapBytes + loopBytes;
  for (int round = 0; round < (loopBytes ? 2 : 1); ++round) {
    void *block = std::malloc(size);
    if (!block)
      return;
    std::memset(block, 0, size);
    // An empty asm that may read the block keeps the writes.
    asm volatile("" : : "r"(block) : "memory");
    std::free(block);
  }
}

/// Runs one empty parallel region of `threads` threads in the OpenMP
/// runtime `jit` loaded, so that its workers exist before the first call:
/// started there, they made a transformer block's first call on 2 threads
/// take 3.3 ms where later ones take 1.4.
void startThreads(llvm::orc::LLJIT &jit, unsigned threads, uint64_t heapBytes) {
  auto lookup = [&](llvm::StringRef name) -> void * {
    auto address = jit.lookup(name);
    if (!address) {
      llvm::consumeError(address.takeError());
      return nullptr;
    }
    return address->toPtr<void *>();
  };
  void *fork = lookup("__kmpc_fork_call");
  void *threadNum = lookup("__kmpc_global_thread_num");
  void *pushThreads = lookup("__kmpc_push_num_threads");
  // Not found is not fatal: the first call starts them instead.
  if (!fork || !threadNum || !pushThreads)
    return;
  OmpIdent ident;
  int32_t self = reinterpret_cast<OmpGlobalThreadNum>(threadNum)(&ident);
  reinterpret_cast<OmpPushNumThreads>(pushThreads)(&ident, self, threads);
  reinterpret_cast<OmpForkCall>(fork)(
      &ident, 1, reinterpret_cast<OmpMicrotask>(warmThread), &heapBytes);
}

} // namespace

Expected<LoadedCode> loadObjects(const std::vector<std::string> &objects,
                                 const JitSymbols &symbols,
                                 llvm::StringRef entry) {
  using Result = Expected<LoadedCode>;
  auto fail = [](llvm::Error error) {
    return Result::error("loading the compiled code failed: " +
                         llvm::toString(std::move(error)));
  };
  // RuntimeDyld with the debugger's and perf's listeners (where LLVM has
  // them), so that gdb and `perf inject --jit` see the code.
  auto created =
      llvm::orc::LLJITBuilder()
          .setObjectLinkingLayerCreator(
              [](llvm::orc::ExecutionSession &session)
                  -> llvm::Expected<std::unique_ptr<llvm::orc::ObjectLayer>> {
                auto layer =
                    std::make_unique<llvm::orc::RTDyldObjectLinkingLayer>(
                        session, [](const llvm::MemoryBuffer &) {
                          return std::make_unique<llvm::SectionMemoryManager>();
                        });
                if (llvm::JITEventListener *gdb =
                        llvm::JITEventListener::createGDBRegistrationListener())
                  layer->registerJITEventListener(*gdb);
                if (llvm::JITEventListener *perf =
                        llvm::JITEventListener::createPerfJITEventListener())
                  layer->registerJITEventListener(*perf);
                return layer;
              })
          .create();
  if (!created)
    return fail(created.takeError());
  std::unique_ptr<llvm::orc::LLJIT> jit = std::move(*created);
  llvm::orc::JITDylib &main = jit->getMainJITDylib();
  char prefix = jit->getDataLayout().getGlobalPrefix();
  auto process =
      llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process)
    return fail(process.takeError());
  main.addGenerator(std::move(*process));
#ifdef KILN_LIBOMP_PATH
  // Threaded code calls the OpenMP runtime.
  if (symbols.threads > 1) {
    auto omp = llvm::orc::DynamicLibrarySearchGenerator::Load(KILN_LIBOMP_PATH,
                                                              prefix);
    if (!omp)
      return fail(omp.takeError());
    main.addGenerator(std::move(*omp));
  }
#endif
  llvm::orc::MangleAndInterner interner(jit->getExecutionSession(),
                                        jit->getDataLayout());
  llvm::orc::SymbolMap bound = conversionHelperBindings(interner);
  for (auto &binding : collectives::bindings(interner))
    bound.insert(binding);
  for (auto &binding :
       checkruntime::checkRuntimeBindings(symbols.checkSymbols, interner))
    bound.insert(binding);
  if (symbols.customCalls)
    for (auto &binding :
         customcall::customCallBindings(*symbols.customCalls, interner))
      bound.insert(binding);
  if (llvm::Error error = main.define(llvm::orc::absoluteSymbols(bound)))
    return fail(std::move(error));
  for (const std::string &object : objects)
    if (llvm::Error error = jit->addObjectFile(
            llvm::MemoryBuffer::getMemBufferCopy(object, "kiln-code")))
      return fail(std::move(error));
  // Links the objects.
  auto address = jit->lookup(packedEntryName(entry));
  if (!address)
    return fail(address.takeError());
  if (llvm::Error error = jit->initialize(main))
    return fail(std::move(error));
  if (symbols.threads > 1)
    startThreads(*jit, symbols.threads, symbols.threadHeapBytes);
  LoadedCode code;
  code.entry = address->toPtr<void (*)(void **)>();
  code.jit = std::move(jit);
  return Result(std::move(code));
}

} // namespace kiln
