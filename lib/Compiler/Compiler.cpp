//===- Compiler.cpp - compile StableHLO and run it through the ORC JIT ----===//

#include "kiln/Compiler/Compiler.h"

#include "CheckRuntime.h"
#include "Collectives.h"
#include "CompileCache.h"
#include "CompileModule.h"
#include "CustomCallRuntime.h"
#include "JitHelpers.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Partitioner/Passes.h"
#include "kiln/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <unistd.h>

using namespace mlir;
using kiln::runtime::DType;
using kiln::runtime::Expected;
using kiln::runtime::HostBuffer;

namespace kiln {

std::string TensorSignature::str() const {
  return "tensor<" + runtime::formatTensorType(dtype, shape) + ">";
}

Compiler::Compiler() {
  static bool initialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;
  DialectRegistry registry;
  registerAllDialects(registry);
  registerCodegenDialects(registry);
  ctx = std::make_unique<MLIRContext>(registry);
  ctx->loadAllAvailableDialects();
}

Compiler::~Compiler() = default;
Executable::~Executable() = default;

namespace {
/// The JIT's words in the compile path's messages.
const FrontEndWords kRunWords = {
    "run", "its shape must be given to specialize the program (kiln run: "
           "pass the inputs with --input)"};
} // namespace

/// Runs `compile`, which sets `exe`, under a CompileGuard: the compilation
/// from parse to machine code (the JIT generates it in compileModule).
static Expected<std::unique_ptr<Executable>>
guarded(MLIRContext &ctx, DiagnosticCapture &diagnostics,
        const std::string &name,
        llvm::function_ref<runtime::Status(CompileGuard &,
                                           std::unique_ptr<Executable> &)>
            compile) {
  CompileGuard guard(ctx, &diagnostics, name);
  std::unique_ptr<Executable> exe;
  runtime::Status status = guard.run([&] { return compile(guard, exe); });
  if (!status)
    return Expected<std::unique_ptr<Executable>>::error(status.message());
  return Expected<std::unique_ptr<Executable>>(std::move(exe));
}

OwningOpRef<ModuleOp> Compiler::parse(llvm::SourceMgr &sourceMgr) {
  // Under the guard too, without a capture: its errors, like the parser's,
  // go to the handlers of context().
  OwningOpRef<ModuleOp> module;
  CompileGuard guard(*ctx, /*diagnostics=*/nullptr, "the program");
  runtime::Status parsed = guard.run([&] {
    module = parseProgram(sourceMgr, *ctx);
    return runtime::Status::ok();
  });
  if (!parsed)
    return nullptr;
  return module;
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

void noWork(int32_t *, int32_t *) {}

/// Runs one empty parallel region of `threads` threads in the OpenMP
/// runtime the JIT loaded for `engine`'s code, so that its workers exist
/// before the first call: started there, they made a transformer block's
/// first call on 2 threads take 3.3 ms where later ones take 1.4.
void startThreads(llvm::function_ref<void *(llvm::StringRef)> lookup,
                  unsigned threads) {
  void *fork = lookup("__kmpc_fork_call");
  void *threadNum = lookup("__kmpc_global_thread_num");
  void *pushThreads = lookup("__kmpc_push_num_threads");
  // Not found is not fatal: the first call starts them instead.
  if (!fork || !threadNum || !pushThreads)
    return;
  OmpIdent ident;
  int32_t self = reinterpret_cast<OmpGlobalThreadNum>(threadNum)(&ident);
  reinterpret_cast<OmpPushNumThreads>(pushThreads)(&ident, self, threads);
  reinterpret_cast<OmpForkCall>(fork)(&ident, 0, noWork);
}

/// Faults in the pages of blocks the size of `exe`'s outputs, kept for
/// its runs (runtime::prefaultBufferBytes), so that its first call does not
/// fault in fresh output pages (4 MB of results took 1025 faults, 2.9 ms
/// of an int8 GEMM's first call, against 1.2 ms for the later ones).
void prefaultOutputs(const std::vector<TensorSignature> &outputs) {
  std::vector<size_t> sizes;
  for (const TensorSignature &sig : outputs) {
    Expected<int64_t> count = runtime::numElementsOf(sig.shape);
    if (count)
      sizes.push_back(size_t(*count) * runtime::byteSizeOf(sig.dtype));
  }
  runtime::prefaultBufferBytes(sizes);
}

void startThreads(ExecutionEngine &engine, unsigned threads) {
  startThreads(
      [&](llvm::StringRef name) -> void * {
        auto address = engine.lookup(name);
        if (!address) {
          llvm::consumeError(address.takeError());
          return nullptr;
        }
        return *address;
      },
      threads);
}

void startThreads(llvm::orc::LLJIT &jit, unsigned threads) {
  startThreads(
      [&](llvm::StringRef name) -> void * {
        auto address = jit.lookup(name);
        if (!address) {
          llvm::consumeError(address.takeError());
          return nullptr;
        }
        return address->toPtr<void *>();
      },
      threads);
}

/// Keeps `exe`'s machine code (`engine` compiled `module` with its object
/// kept) in the compile cache under `key`.
void store(const Executable &exe, ExecutionEngine &engine, ModuleOp module,
           unsigned threads, const std::string &directory,
           const std::string &key) {
  if (llvm::sys::fs::create_directories(directory))
    return;
  int fd;
  llvm::SmallString<256> temporary;
  if (llvm::sys::fs::createTemporaryFile("kiln-object", "o", fd, temporary))
    return;
  ::close(fd);
  engine.dumpToObjectFile(temporary);
  auto object = llvm::MemoryBuffer::getFile(temporary, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  llvm::sys::fs::remove(temporary);
  if (!object || (*object)->getBufferSize() == 0)
    return;
  cache::Entry entry;
  entry.inputs = exe.inputs();
  entry.outputs = exe.outputs();
  entry.explanations = exe.explanations();
  entry.checkSymbols = checkruntime::checkRuntimeSymbols(module);
  entry.threads = threads;
  entry.object = (*object)->getBuffer().str();
  cache::write(directory, key, entry);
}
} // namespace

// The object loaded into a JIT of its own, its external symbols bound as
// compileModule binds them (the process, libomp, the check runtime); null
// if that fails (the program is then compiled instead).
std::unique_ptr<Executable>
Compiler::loadCached(cache::Entry &entry, const CompileOptions &options) {
  auto created = llvm::orc::LLJITBuilder().create();
  if (!created) {
    llvm::consumeError(created.takeError());
    return nullptr;
  }
  std::unique_ptr<llvm::orc::LLJIT> jit = std::move(*created);
  llvm::orc::JITDylib &main = jit->getMainJITDylib();
  char prefix = jit->getDataLayout().getGlobalPrefix();
  auto process =
      llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process) {
    llvm::consumeError(process.takeError());
    return nullptr;
  }
  main.addGenerator(std::move(*process));
#ifdef KILN_LIBOMP_PATH
  if (entry.threads > 1) {
    auto omp = llvm::orc::DynamicLibrarySearchGenerator::Load(KILN_LIBOMP_PATH,
                                                              prefix);
    if (!omp) {
      llvm::consumeError(omp.takeError());
      return nullptr;
    }
    main.addGenerator(std::move(*omp));
  }
#endif
  llvm::orc::MangleAndInterner interner(jit->getExecutionSession(),
                                        jit->getDataLayout());
  llvm::orc::SymbolMap helpers = conversionHelperBindings(interner);
  for (auto &binding : collectives::bindings(interner))
    helpers.insert(binding);
  if (llvm::Error error =
          main.define(llvm::orc::absoluteSymbols(std::move(helpers)))) {
    llvm::consumeError(std::move(error));
    return nullptr;
  }
  if (!entry.checkSymbols.empty()) {
    if (llvm::Error error = main.define(
            llvm::orc::absoluteSymbols(checkruntime::checkRuntimeBindings(
                entry.checkSymbols, interner)))) {
      llvm::consumeError(std::move(error));
      return nullptr;
    }
  }
  if (llvm::Error error = jit->addObjectFile(
          llvm::MemoryBuffer::getMemBufferCopy(entry.object, "kiln-cache"))) {
    llvm::consumeError(std::move(error));
    return nullptr;
  }
  // The packed wrapper ExecutionEngine made: _mlir_ + the C interface.
  auto address = jit->lookup("_mlir__mlir_ciface_" + options.entry);
  if (!address) {
    llvm::consumeError(address.takeError());
    return nullptr;
  }
  if (llvm::Error error = jit->initialize(main)) {
    llvm::consumeError(std::move(error));
    return nullptr;
  }
  auto exe = std::unique_ptr<Executable>(new Executable());
  exe->entry = options.entry;
  exe->inputTypes = std::move(entry.inputs);
  exe->outputTypes = std::move(entry.outputs);
  exe->explainLog = std::move(entry.explanations);
  exe->entryFunction = address->toPtr<void (*)(void **)>();
  exe->cachedJit = std::move(jit);
  if (entry.threads > 1)
    startThreads(*exe->cachedJit, entry.threads);
  prefaultOutputs(exe->outputTypes);
  return exe;
}

Expected<std::unique_ptr<Executable>>
Compiler::compileString(const std::string &text, const std::string &bufferName,
                        const CompileOptions &options) {
  std::optional<std::string> cacheKey;
  if (!options.cacheDir.empty())
    cacheKey = cache::keyFor(text, bufferName, options);
  if (cacheKey) {
    if (std::optional<cache::Entry> entry =
            cache::read(options.cacheDir, *cacheKey)) {
      if (std::unique_ptr<Executable> exe = loadCached(*entry, options))
        return Expected<std::unique_ptr<Executable>>(std::move(exe));
    }
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, bufferName), llvm::SMLoc());
  DiagnosticCapture diagnostics(*ctx, sourceMgr);
  return guarded(*ctx, diagnostics, bufferName,
                 [&](CompileGuard &guard, std::unique_ptr<Executable> &exe) {
                   OwningOpRef<ModuleOp> module = parseProgram(sourceMgr, *ctx);
                   if (!module)
                     return runtime::Status::error(
                         diagnostics.message("failed to parse " + bufferName));
                   guard.setModule(*module);
                   auto compiled =
                       compileModule(*module, bufferName, options, diagnostics,
                                     guard, cacheKey ? &*cacheKey : nullptr);
                   if (!compiled)
                     return compiled.status();
                   exe = compiled.take();
                   return runtime::Status::ok();
                 });
}

Expected<std::unique_ptr<Executable>>
Compiler::compile(ModuleOp module, const CompileOptions &options) {
  if (module->getContext() != ctx.get())
    return Expected<std::unique_ptr<Executable>>::error(
        "the module to compile must live in the Compiler's context()");
  DiagnosticCapture diagnostics(*ctx);
  return guarded(*ctx, diagnostics, "the module",
                 [&](CompileGuard &guard, std::unique_ptr<Executable> &exe) {
                   OwningOpRef<ModuleOp> copy(module.clone());
                   guard.setModule(*copy);
                   auto compiled = compileModule(*copy, "the module", options,
                                                 diagnostics, guard);
                   if (!compiled)
                     return compiled.status();
                   exe = compiled.take();
                   return runtime::Status::ok();
                 });
}

Expected<std::unique_ptr<Executable>>
Compiler::compileModule(ModuleOp module, const std::string &bufferName,
                        const CompileOptions &options,
                        DiagnosticCapture &diagnostics, CompileGuard &guard,
                        const std::string *cacheKey) {
  using Result = Expected<std::unique_ptr<Executable>>;
  // With options.timing, every stage below runs under a timer of one tree
  // (an empty scope times nothing).
  std::string timingReport;
  llvm::raw_string_ostream timingStream(timingReport);
  std::optional<DefaultTimingManager> timingManager;
  TimingScope root;
  if (options.timing) {
    timingManager.emplace();
    timingManager->setEnabled(true);
    timingManager->setDisplayMode(DefaultTimingManager::DisplayMode::Tree);
    timingManager->setOutput(createOutputStrategy(
        DefaultTimingManager::OutputFormat::Text, timingStream));
    root = timingManager->getRootScope();
  }
  // The devices a multi-device program runs on (runOnDevices), read after
  // the lowering: partitioning sets mhlo.num_partitions to its mesh's size.
  auto count = [&](llvm::StringRef name) -> int64_t {
    auto attr = module->getAttrOfType<IntegerAttr>(name);
    return attr ? std::max<int64_t>(1, attr.getInt()) : 1;
  };
  if (options.devices < 0 || options.devices > INT32_MAX)
    return Result::error("the device count must be positive and fit "
                         "mhlo.num_partitions (an i32), not " +
                         std::to_string(options.devices));
  // A program that says nothing of its devices runs SPMD on the ones asked
  // for.
  if (options.devices > 1 && !module->hasAttr("mhlo.num_replicas") &&
      !module->hasAttr("mhlo.num_partitions") &&
      module.getOps<sdy::MeshOp>().empty())
    module->setAttr("mhlo.num_partitions",
                    Builder(module.getContext())
                        .getI32IntegerAttr(int32_t(options.devices)));
  TimingScope mlirTiming = root.nest("MLIR: StableHLO to the LLVM dialect");
  Expected<LoweredModule> lowered = lowerToLLVMDialect(
      module, options, TargetVectors::host(), bufferName, kRunWords,
      diagnostics, options.timing ? &mlirTiming : nullptr);
  mlirTiming.stop();
  if (!lowered)
    return Result::error(lowered.message());
  auto exe = std::unique_ptr<Executable>(new Executable());
  exe->entry = options.entry;
  exe->inputTypes = lowered->inputs;
  exe->outputTypes = lowered->outputs;
  exe->explainLog = lowered->explanations;
  exe->numReplicas = count("mhlo.num_replicas");
  exe->numPartitions = count("mhlo.num_partitions");
  exe->partitioned = module->hasAttr(kGlobalArraysAttrName);
  if (auto forms = module->getAttrOfType<DictionaryAttr>(kLocalShardsAttrName))
    if (auto entryForms = forms.getAs<DictionaryAttr>(options.entry)) {
      exe->localShardsMode = true;
      auto read = [&](StringRef name, std::vector<TileSharding> &out) {
        auto list = entryForms.getAs<ArrayAttr>(name);
        for (auto form : list.getAsRange<DictionaryAttr>()) {
          TileSharding tile;
          if (auto tiles = form.getAs<DenseI64ArrayAttr>("tiles"))
            tile.tiles.assign(tiles.asArrayRef().begin(),
                              tiles.asArrayRef().end());
          if (auto devices = form.getAs<DenseI64ArrayAttr>("devices"))
            tile.devices.assign(devices.asArrayRef().begin(),
                                devices.asArrayRef().end());
          out.push_back(std::move(tile));
        }
      };
      read("inputs", exe->inputTiles);
      read("outputs", exe->outputTiles);
      // The entry's signature was read before partitioning: each device
      // takes and returns shards (even ones: kiln-partition-spmd checks).
      auto shrink = [](std::vector<TensorSignature> &types,
                       const std::vector<TileSharding> &tiles) {
        for (size_t i = 0; i < types.size() && i < tiles.size(); ++i)
          for (size_t d = 0;
               d < types[i].shape.size() && d < tiles[i].tiles.size(); ++d)
            types[i].shape[d] /= std::max<int64_t>(1, tiles[i].tiles[d]);
      };
      shrink(exe->inputTypes, exe->inputTiles);
      shrink(exe->outputTypes, exe->outputTiles);
    }
  if (options.devices > 0 &&
      exe->numReplicas * exe->numPartitions != options.devices)
    return Result::error(
        bufferName + " runs on " +
        std::to_string(exe->numReplicas * exe->numPartitions) +
        " device(s) (mhlo.num_replicas = " + std::to_string(exe->numReplicas) +
        " x mhlo.num_partitions = " + std::to_string(exe->numPartitions) +
        (exe->partitioned ? ", its mesh" : "") + "), not the " +
        std::to_string(options.devices) + " asked for");
  exe->pointToPoint = module.lookupSymbol(kCollectiveSendSymbol) ||
                      module.lookupSymbol(kCollectiveRecvSymbol);

  // LLVM's -O2 pipeline without a TargetMachine (no cost model), unlike
  // `kiln compile` (-O3 with the target's): with the host's, the MLP took
  // 1.7-2.2 s to compile for 2 threads instead of 0.45 (one thread: 0.25
  // either way), for a difference in run time within this machine's noise
  // (SGEMM 2048 on 2 threads ran 1-3% faster, 1024 on one 1-4% slower).
  // kiln's kernels arrive vectorized and unrolled, so -O3's additions do
  // not pay here: -O2 compiled SGEMM 1024, the MLP, the transformer block
  // and the 12-layer decoder in 15-20% less time, their run times within
  // the noise (docs/compile-time.md).
  // The options refer to the transformer; it must outlive create().
  // Errors LLVM reports through the module's context (which it would print
  // before exiting) fail the compilation (CompileGuard).
  TimingScope translateTiming =
      root.nest("LLVM: translation to LLVM IR and -O2");
  std::function<llvm::Error(llvm::Module *)> optimize =
      [&guard, &translateTiming,
       transform = makeOptimizingTransformer(
           /*optLevel=*/2, /*sizeLevel=*/0,
           /*targetMachine=*/nullptr)](llvm::Module *llvmModule) {
        guard.watch(llvmModule->getContext());
        TimingScope optimizeTiming = translateTiming.nest("LLVM -O2");
        return transform(llvmModule);
      };
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = optimize;
  // The machine code is kept for the compile cache.
  engineOptions.enableObjectDump = cacheKey != nullptr;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
#ifdef KILN_LIBOMP_PATH
  // Threaded code calls the OpenMP runtime.
  llvm::SmallVector<llvm::StringRef, 1> libraries;
  if (lowered->pipeline.threads > 1)
    libraries.push_back(KILN_LIBOMP_PATH);
  engineOptions.sharedLibPaths = libraries;
#endif
  auto engine = ExecutionEngine::create(module, engineOptions);
  translateTiming.stop();
  if (!engine)
    return Result::error("JIT compilation of " + bufferName +
                         " failed: " + llvm::toString(engine.takeError()));
  exe->engine = std::move(*engine);
  // The check ops' runtime calls (kiln_check_*) resolve into kiln itself,
  // as do the f16/bf16 conversion helpers LLVM may call.
  checkruntime::registerCheckRuntime(*exe->engine, module);
  exe->engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map = conversionHelperBindings(interner);
    for (auto &binding : collectives::bindings(interner))
      map.insert(binding);
    return map;
  });
  customcall::registerCustomCalls(*exe->engine, lowered->customCalls);
  // The JIT generates machine code lazily, at the first lookup: do it now,
  // so compile time covers code generation and runs start at once.
  TimingScope codegenTiming = root.nest("LLVM: code generation");
  auto entryFunction =
      exe->engine->lookupPacked("_mlir_ciface_" + options.entry);
  codegenTiming.stop();
  if (timingManager) {
    root.stop();
    timingManager->print();
    exe->timingReport = std::move(timingReport);
  }
  if (!entryFunction)
    return Result::error("JIT compilation of " + bufferName + " failed: " +
                         llvm::toString(entryFunction.takeError()));
  exe->entryFunction = *entryFunction;
  if (lowered->pipeline.threads > 1)
    startThreads(*exe->engine, lowered->pipeline.threads);
  if (exe->numReplicas * exe->numPartitions == 1)
    prefaultOutputs(exe->outputTypes);
  // The cache keeps single-device programs (its entries do not record the
  // device grid).
  if (cacheKey && exe->numReplicas * exe->numPartitions == 1 &&
      !exe->pointToPoint)
    store(*exe, *exe->engine, module, lowered->pipeline.threads,
          options.cacheDir, *cacheKey);
  return Result(std::move(exe));
}

Expected<std::unique_ptr<Executable>>
Compiler::compileFile(const std::string &path, const CompileOptions &options) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return Expected<std::unique_ptr<Executable>>::error(
        "cannot open " + path + ": " + file.getError().message());
  return compileString((*file)->getBuffer().str(), path, options);
}

namespace {
/// A memref descriptor laid out as LLVM lowering expects it:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct Descriptor {
  std::vector<int64_t> words;
  Descriptor(void *data, const std::vector<int64_t> &shape) {
    int64_t rank = shape.size();
    words.resize(3 + 2 * rank);
    auto address = reinterpret_cast<int64_t>(data);
    words[0] = address;
    words[1] = address;
    words[2] = 0;
    int64_t stride = 1;
    for (int64_t d = rank - 1; d >= 0; --d) {
      words[3 + d] = shape[d];
      words[3 + rank + d] = stride;
      stride *= shape[d];
    }
  }
};
} // namespace

Expected<std::vector<HostBuffer>>
Executable::run(const std::vector<HostBuffer> &inputs,
                CheckReport *checks) const {
  std::vector<const HostBuffer *> borrowed;
  borrowed.reserve(inputs.size());
  for (const HostBuffer &input : inputs)
    borrowed.push_back(&input);
  return runBorrowed(borrowed, checks);
}

Expected<std::vector<HostBuffer>>
Executable::runBorrowed(const std::vector<const HostBuffer *> &inputs,
                        CheckReport *checks) const {
  using Result = Expected<std::vector<HostBuffer>>;
  if (partitioned) {
    std::string error = inputError(inputs);
    if (!error.empty())
      return Result::error(error);
    auto outputs = runAllDevices(std::vector<std::vector<const HostBuffer *>>(
                                     numReplicas * numPartitions, inputs),
                                 checks, /*firstChecksOnly=*/true);
    if (!outputs)
      return Result::error(outputs.message());
    int64_t own = collectives::processDevice();
    return Result(std::move(outputs.take()[own >= 0 ? own : 0]));
  }
  if (numReplicas * numPartitions > 1)
    return Result::error(
        "@" + entry + " runs on " + std::to_string(numReplicas) + " x " +
        std::to_string(numPartitions) +
        " devices (mhlo.num_replicas x mhlo.num_partitions): run it on "
        "all of them (Executable::runOnDevices; kiln run does)");
  std::string error = inputError(inputs);
  if (!error.empty())
    return Result::error(error);
  if (pointToPoint) {
    auto outputs = runAllDevices({inputs}, checks, /*firstChecksOnly=*/false);
    if (!outputs)
      return Result::error(outputs.message());
    return Result(std::move(outputs.take()[0]));
  }
  return runDevice(inputs, checks);
}

std::string
Executable::inputError(const std::vector<const HostBuffer *> &inputs) const {
  if (inputs.size() != inputTypes.size())
    return "@" + entry + " takes " + std::to_string(inputTypes.size()) +
           " inputs but " + std::to_string(inputs.size()) + " were given";
  for (auto [i, input] : llvm::enumerate(inputs)) {
    const TensorSignature &expected = inputTypes[i];
    if (input->dtype() != expected.dtype || input->shape() != expected.shape)
      return "input " + std::to_string(i) + " of @" + entry + " must be " +
             expected.str() + " but is tensor<" + input->typeString() + ">";
  }
  return "";
}

Expected<std::vector<std::vector<HostBuffer>>>
Executable::runOnDevices(const std::vector<std::vector<HostBuffer>> &inputs,
                         CheckReport *checks) const {
  std::vector<std::vector<const HostBuffer *>> borrowed(inputs.size());
  for (size_t d = 0; d < inputs.size(); ++d)
    for (const HostBuffer &input : inputs[d])
      borrowed[d].push_back(&input);
  return runOnDevicesBorrowed(borrowed, checks);
}

Expected<std::vector<std::vector<HostBuffer>>> Executable::runOnDevicesBorrowed(
    const std::vector<std::vector<const HostBuffer *>> &borrowed,
    CheckReport *checks) const {
  using Result = Expected<std::vector<std::vector<HostBuffer>>>;
  int64_t devices = numReplicas * numPartitions;
  if (int64_t(borrowed.size()) != devices)
    return Result::error("@" + entry + " runs on " + std::to_string(devices) +
                         " devices but inputs for " +
                         std::to_string(borrowed.size()) + " were given");
  // Every device's inputs are checked before any device starts: one that
  // stopped early would leave the others waiting in a collective.
  for (int64_t d = 0; d < devices; ++d) {
    std::string error = inputError(borrowed[d]);
    if (!error.empty())
      return Result::error("device " + std::to_string(d) + ": " + error);
  }
  return runAllDevices(borrowed, checks, /*firstChecksOnly=*/false);
}

Expected<std::vector<std::vector<HostBuffer>>> Executable::runAllDevices(
    const std::vector<std::vector<const HostBuffer *>> &borrowed,
    CheckReport *checks, bool firstChecksOnly) const {
  using Result = Expected<std::vector<std::vector<HostBuffer>>>;
  int64_t devices = borrowed.size();
  // Under mpirun this process runs one device (its rank).
  std::string processError = collectives::processError(devices);
  if (!processError.empty())
    return Result::error(processError);
  // In one process every device is a thread: a grid beyond what threads can
  // be started for is an error, not a failed thread start (which aborts).
  constexpr int64_t kMaxInProcessDevices = 1024;
  if (collectives::processDevice() < 0 && devices > kMaxInProcessDevices)
    return Result::error("@" + entry + " runs on " + std::to_string(devices) +
                         " devices; kiln runs at most " +
                         std::to_string(kMaxInProcessDevices) +
                         " in one process (more across processes: "
                         "docs/mpi.md)");
  // Each device records its checks in a report of its own; they are
  // appended to `checks` in device order afterwards.
  std::vector<std::optional<Expected<std::vector<HostBuffer>>>> results(
      devices);
  std::vector<CheckReport> reports(devices);
  std::string failure;
  collectives::runOnDevices(
      numReplicas, numPartitions,
      [&](int64_t d) {
        results[d].emplace(
            runDevice(borrowed[d], checks ? &reports[d] : nullptr));
      },
      failure);
  if (!failure.empty())
    return Result::error(failure);
  if (checks)
    for (CheckReport &report : reports) {
      if (report.entries.empty() && firstChecksOnly)
        continue;
      for (CheckReport::Entry &entry : report.entries)
        checks->entries.push_back(std::move(entry));
      if (firstChecksOnly)
        break;
    }
  std::vector<std::vector<HostBuffer>> outputs;
  for (int64_t d = 0; d < devices; ++d) {
    if (!results[d]) { // another process' device
      outputs.emplace_back();
      continue;
    }
    if (!*results[d])
      return Result::error("device " + std::to_string(d) + ": " +
                           results[d]->message());
    outputs.push_back(results[d]->take());
  }
  return outputs;
}

ProcessInfo processInfo() {
  ProcessInfo info;
  info.count = collectives::processCount();
  info.rank = std::max<int64_t>(0, collectives::processDevice());
  collectives::Traffic traffic = collectives::traffic();
  info.bytesSent = traffic.bytesSent;
  info.collectives = traffic.collectives;
  return info;
}

Expected<std::vector<HostBuffer>>
Executable::runDevice(const std::vector<const HostBuffer *> &inputs,
                      CheckReport *checks) const {
  using Result = Expected<std::vector<HostBuffer>>;
  // The generated code writes every element of every result (bufferized
  // results are computed or copied into these out-parameters in full), so
  // they are not zeroed first.
  std::vector<HostBuffer> outputs;
  for (const TensorSignature &sig : outputTypes) {
    auto buffer = HostBuffer::createUninitialized(sig.dtype, sig.shape);
    if (!buffer)
      return Result::error(buffer.message());
    outputs.push_back(buffer.take());
  }
  // The generated code only reads its inputs; the descriptors need mutable
  // pointers.
  std::vector<Descriptor> descriptors;
  descriptors.reserve(inputs.size() + outputs.size());
  // LLVM keeps byte-sized i2/i4 values zero-extended in memory: such inputs
  // are passed as copies with only their low bits set.
  std::vector<HostBuffer> narrowInputs;
  narrowInputs.reserve(inputs.size());
  for (const HostBuffer *input : inputs) {
    const uint8_t *data = input->data();
    DType dtype = input->dtype();
    int bits = runtime::bitWidthOf(dtype);
    if (!runtime::isFloat(dtype) && !runtime::isComplex(dtype) && bits < 8) {
      narrowInputs.push_back(*input);
      HostBuffer &copy = narrowInputs.back();
      for (int64_t i = 0; i < copy.numElements(); ++i)
        copy.data()[i] &= uint8_t((1u << bits) - 1);
      data = copy.data();
    }
    descriptors.emplace_back(const_cast<uint8_t *>(data), input->shape());
  }
  for (HostBuffer &output : outputs)
    descriptors.emplace_back(output.data(), output.shape());
  std::vector<void *> pointers;
  for (Descriptor &d : descriptors)
    pointers.push_back(d.words.data());
  std::vector<void *> packed;
  for (void *&p : pointers)
    packed.push_back(&p);
  CheckReport localChecks;
  {
    checkruntime::ScopedCheckReport scope(checks ? *checks : localChecks);
    customcall::ScopedCustomCallStatus customCalls;
    entryFunction(packed.data());
    // A custom call that returned non-zero fails the run.
    std::string failed = customCalls.error();
    if (!failed.empty())
      return Result::error("running @" + entry + " failed: " + failed);
  }
  // Generated code defines only the low bits of byte-sized i1/i2/i4/ui2/ui4
  // outputs: sign- or zero-extend them like the inputs.
  for (HostBuffer &output : outputs) {
    DType dtype = output.dtype();
    int bits = runtime::bitWidthOf(dtype);
    if (runtime::isFloat(dtype) || runtime::isComplex(dtype) || bits >= 8)
      continue;
    for (int64_t i = 0; i < output.numElements(); ++i) {
      uint64_t value = output.getBits(i) & ((uint64_t(1) << bits) - 1);
      if (runtime::isSignedInt(dtype) && (value >> (bits - 1)))
        output.setSigned(i, int64_t(value) - (int64_t(1) << bits));
      else
        output.setUnsigned(i, value);
    }
  }
  if (!checks && localChecks.numFailed()) {
    std::string text = localChecks.failureText();
    text.pop_back();
    return Result::error(std::to_string(localChecks.numFailed()) + " of " +
                         std::to_string(localChecks.entries.size()) +
                         " checks failed:\n" + text);
  }
  return Result(std::move(outputs));
}

} // namespace kiln
