//===- Compiler.cpp - compile StableHLO and run it through the ORC JIT ----===//

#include "kiln/Compiler/Compiler.h"

#include "CheckRuntime.h"
#include "Collectives.h"
#include "CompileCache.h"
#include "CompileModule.h"
#include "CustomCallRuntime.h"
#include "JitLoader.h"
#include "ParallelCodegen.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Partitioner/Passes.h"
#include "kiln/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
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

/// Keeps `exe`'s machine code, `objects`, in the compile cache under
/// `key`.
void store(const Executable &exe, std::vector<std::string> objects,
           ModuleOp module, const JitSymbols &symbols,
           const std::string &directory, const std::string &key) {
  cache::Entry entry;
  entry.inputs = exe.inputs();
  entry.outputs = exe.outputs();
  entry.explanations = exe.explanations();
  entry.checkSymbols = checkruntime::checkRuntimeSymbols(module);
  entry.threads = symbols.threads;
  entry.threadHeapBytes = symbols.threadHeapBytes;
  entry.objects = std::move(objects);
  cache::write(directory, key, entry);
}
} // namespace

// The objects loaded into a JIT of their own; null if that fails (the
// program is then compiled instead).
std::unique_ptr<Executable>
Compiler::loadCached(cache::Entry &entry, const CompileOptions &options) {
  JitSymbols symbols;
  symbols.threads = entry.threads;
  symbols.threadHeapBytes = entry.threadHeapBytes;
  symbols.checkSymbols = entry.checkSymbols;
  Expected<LoadedCode> code =
      loadObjects(entry.objects, symbols, "_mlir_ciface_" + options.entry);
  if (!code)
    return nullptr;
  auto exe = std::unique_ptr<Executable>(new Executable());
  exe->entry = options.entry;
  exe->inputTypes = std::move(entry.inputs);
  exe->outputTypes = std::move(entry.outputs);
  exe->explainLog = std::move(entry.explanations);
  exe->entryFunction = code->entry;
  exe->jit = std::move(code->jit);
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

  // LLVM IR, optimized and compiled to objects (on several threads for a
  // large program), loaded into a JIT of the executable's own. Errors LLVM
  // reports through an LLVMContext (which it would print before exiting)
  // fail the compilation (CompileGuard).
  std::vector<std::string> objects;
  // What each thread's heap should hold warm (kiln-reuse-temporaries).
  uint64_t threadHeapBytes = 0;
  if (auto attr = module->getAttrOfType<IntegerAttr>(kThreadHeapBytesAttr)) {
    threadHeapBytes = attr.getValue().getZExtValue();
    module->removeAttr(kThreadHeapBytesAttr);
  }
  {
    TimingScope translating = root.nest("LLVM: translation to LLVM IR");
    auto context = std::make_unique<llvm::LLVMContext>();
    guard.watch(*context);
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, *context, bufferName);
    if (!llvmModule)
      return Result::error(diagnostics.message("translation of " + bufferName +
                                               " to LLVM IR failed"));
    auto machine = llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!machine)
      return Result::error("no LLVM target for this host: " +
                           llvm::toString(machine.takeError()));
    machine->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
    auto dataLayout = machine->getDefaultDataLayoutForTarget();
    if (!dataLayout)
      return Result::error("no LLVM target for this host: " +
                           llvm::toString(dataLayout.takeError()));
    llvmModule->setDataLayout(*dataLayout);
    llvmModule->setTargetTriple(machine->getTargetTriple());
    if (!definePackedEntry(*llvmModule, "_mlir_ciface_" + options.entry))
      return Result::error("internal error: @" + options.entry +
                           " has no C interface to call");
    translating.stop();
    unsigned parts = codegenParts(*llvmModule, options.compileThreads
                                                   ? options.compileThreads
                                                   : availableThreads());
    auto compiled =
        compileObjects(std::move(llvmModule), *machine, parts, guard, root);
    if (!compiled)
      return Result::error("compiling " + bufferName +
                           " failed: " + compiled.message());
    objects = compiled.take();
  }
  // Code for the check ops, the f16/bf16 conversion helpers LLVM may call
  // and the collectives resolves into kiln itself.
  JitSymbols symbols;
  symbols.threads = lowered->pipeline.threads;
  symbols.threadHeapBytes = threadHeapBytes;
  symbols.checkSymbols = checkruntime::checkRuntimeSymbols(module);
  symbols.customCalls = &lowered->customCalls;
  TimingScope loadTiming = root.nest("LLVM: linking into the JIT");
  Expected<LoadedCode> code =
      loadObjects(objects, symbols, "_mlir_ciface_" + options.entry);
  loadTiming.stop();
  if (timingManager) {
    root.stop();
    timingManager->print();
    exe->timingReport = std::move(timingReport);
  }
  if (!code)
    return Result::error("JIT compilation of " + bufferName +
                         " failed: " + code.message());
  exe->entryFunction = code->entry;
  exe->jit = std::move(code->jit);
  if (exe->numReplicas * exe->numPartitions == 1)
    prefaultOutputs(exe->outputTypes);
  // The cache keeps single-device programs (its entries do not record the
  // device grid).
  if (cacheKey && exe->numReplicas * exe->numPartitions == 1 &&
      !exe->pointToPoint)
    store(*exe, std::move(objects), module, symbols, options.cacheDir,
          *cacheKey);
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
  {
    // The blocks faulted in for them when compiled (prefaultOutputs).
    runtime::OutputAllocationScope outputScope;
    for (const TensorSignature &sig : outputTypes) {
      auto buffer = HostBuffer::createUninitialized(sig.dtype, sig.shape);
      if (!buffer)
        return Result::error(buffer.message());
      outputs.push_back(buffer.take());
    }
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
