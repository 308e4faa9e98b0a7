//===- Aot.cpp - ahead-of-time compilation to objects and libraries -------===//
//
// kiln compile: the object-writer back end of the compile path. The program
// is taken to the LLVM dialect as for the JIT (lowerToLLVMDialect in
// CompileModule.h) with the vector registers of the chosen target, is
// translated to LLVM IR, gets a generated flat-pointer wrapper
// around the entry's `_mlir_ciface_` function, has every other symbol made
// internal (so several models link into one program), gets the descriptor
// of AotManifest.cpp, is optimized and compiled by the target's
// TargetMachine, and is written as an object, an archive (LLVM's archive
// writer) or a shared library (linked by ld.lld).
// The artifact depends on libc and libm only: programs with check ops are
// rejected, the custom call status recorder and the f16/bf16 conversion
// helpers code generation calls are defined inside it (AotHelpers.cpp),
// and custom call targets are allowed only on request. See docs/aot.md.
// Everything from parsing to the object runs under a CompileGuard, which
// turns LLVM giving up into an error (docs/errors.md).
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Aot.h"

#include "AotHelpers.h"
#include "AotManifest.h"
#include "AotThreads.h"
#include "CompileModule.h"
#include "CustomCallRuntime.h"
#include "ParallelCodegen.h"

#include "kiln/Compiler/CustomCall.h"

#include "kiln/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ArchiveWriter.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cstdlib>

using namespace mlir;
using kiln::runtime::Expected;

namespace kiln::aot {
namespace {

using Result = Expected<AotResult>;

/// The artifact's thread-local custom call status.
constexpr const char *kStatusVariable = "kiln_aot_custom_call_status";

/// `text` as a C identifier: other characters become '_'.
std::string cIdentifier(StringRef text) {
  std::string id;
  for (char c : text)
    id += llvm::isAlnum(c) || c == '_' ? c : '_';
  if (id.empty() || llvm::isDigit(id.front()))
    id.insert(id.begin(), '_');
  return id;
}

/// The host's CPU features as an LLVM feature string.
std::string hostFeatures() {
  llvm::SubtargetFeatures features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    features.AddFeature(feature.first(), feature.second);
  return features.getString();
}

/// A TargetMachine for the options' triple and CPU; fills in `result`'s
/// normalized triple and CPU.
Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const AotOptions &options, AotResult &result) {
  using TMResult = Expected<std::unique_ptr<llvm::TargetMachine>>;
  static bool initialized = [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
    // Inline assembly (the thread runtime's spin-wait hints) is parsed
    // when the object is emitted.
    llvm::InitializeAllAsmParsers();
    return true;
  }();
  (void)initialized;
  std::string hostTriple = llvm::sys::getDefaultTargetTriple();
  llvm::Triple triple(llvm::Triple::normalize(
      options.triple.empty() ? hostTriple : options.triple));
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target || triple.getArch() == llvm::Triple::UnknownArch)
    return TMResult::error("unknown target triple '" + options.triple +
                           "' (e.g. x86_64-linux-gnu, aarch64-linux-gnu, "
                           "riscv64-linux-gnu)");
  if (!triple.isArch64Bit())
    return TMResult::error("target '" + triple.str() +
                           "' is not 64-bit; kiln compiles for 64-bit "
                           "targets only");
  bool native = triple.getArch() == llvm::Triple(hostTriple).getArch() &&
                triple.getOS() == llvm::Triple(hostTriple).getOS();
  std::string cpu = options.cpu;
  std::string features = options.features;
  if (cpu.empty() || cpu == "native" || cpu == "host") {
    if (native) {
      cpu = llvm::sys::getHostCPUName().str();
      std::string host = hostFeatures();
      features = features.empty() ? host : host + "," + features;
    } else {
      cpu = "generic";
    }
  }
  // RISC-V Linux distributions build for RV64GC with the hard-float ABI
  // (as clang does by default); objects must agree to link with their libc.
  llvm::TargetOptions targetOptions;
  // The thread runtime of threaded artifacts stops its workers in a
  // destructor, which ELF loaders run from .fini_array.
  targetOptions.UseInitArray = true;
  if (triple.isRISCV64() && triple.isOSLinux()) {
    std::string gc = "+m,+a,+f,+d,+c,+zicsr,+zifencei";
    features = features.empty() ? gc : gc + "," + features;
    targetOptions.MCOptions.ABIName = "lp64d";
  }
  // Subtargets print unknown CPUs to stderr and carry on: ask first.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  if (subtarget && !subtarget->isCPUStringValid(cpu))
    return TMResult::error(
        "unknown CPU '" + cpu + "' for target " + triple.str() +
        " (list them with llc -mtriple=" + triple.str() + " -mcpu=help)");
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, targetOptions, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
  if (!machine)
    return TMResult::error("LLVM cannot generate code for " + triple.str());
  result.triple = triple.str();
  result.cpu = cpu;
  return TMResult(std::move(machine));
}

/// Adds `symbol`, the flat-pointer entry point: it builds one memref
/// descriptor per buffer on the stack (contiguous row-major strides), over
/// a low-bits copy for i2/i4 inputs, and calls `ciface`, inputs first,
/// then the results as out-parameters.
llvm::Function *addWrapper(llvm::Module &module, llvm::Function *ciface,
                           const AotResult &result) {
  llvm::LLVMContext &ctx = module.getContext();
  llvm::Type *ptr = llvm::PointerType::getUnqual(ctx);
  llvm::Type *i64 = llvm::Type::getInt64Ty(ctx);
  llvm::Type *i32 = llvm::Type::getInt32Ty(ctx);
  auto *type = llvm::FunctionType::get(i32, {ptr, ptr}, /*isVarArg=*/false);
  llvm::Function *wrapper = llvm::Function::Create(
      type, llvm::GlobalValue::ExternalLinkage, result.symbol, module);
  wrapper->addFnAttr(llvm::Attribute::NoUnwind);
  wrapper->getArg(0)->setName("inputs");
  wrapper->getArg(1)->setName("outputs");
  llvm::BasicBlock *entry = llvm::BasicBlock::Create(ctx, "entry", wrapper);
  llvm::IRBuilder<> b(entry);
  // Descriptors are static allocas, at the top of the entry block even
  // when masking loops (below) come first.
  llvm::IRBuilder<> allocas(entry);
  std::vector<llvm::Value *> descriptors;
  // LLVM keeps byte-sized i2/i4 values zero-extended in memory and may
  // rely on it, while callers (kiln::runtime's host storage) may keep them
  // sign-extended: such inputs are passed as malloc'ed copies with only
  // their low bits, as kiln run does (Compiler.cpp), and freed after.
  std::vector<llvm::Value *> copies;
  auto lowBitsCopy = [&](llvm::Value *data, const TensorSignature &sig) {
    int64_t n = 1;
    for (int64_t d : sig.shape)
      n *= d;
    llvm::Type *i8 = b.getInt8Ty();
    llvm::FunctionCallee mallocFn =
        module.getOrInsertFunction("malloc", ptr, i64);
    llvm::Value *copy = b.CreateCall(mallocFn, {b.getInt64(n ? n : 1)});
    copies.push_back(copy);
    if (n == 0)
      return copy;
    llvm::BasicBlock *before = b.GetInsertBlock();
    llvm::BasicBlock *loop = llvm::BasicBlock::Create(ctx, "mask", wrapper);
    llvm::BasicBlock *after = llvm::BasicBlock::Create(ctx, "masked", wrapper);
    b.CreateBr(loop);
    b.SetInsertPoint(loop);
    llvm::PHINode *i = b.CreatePHI(i64, 2);
    i->addIncoming(b.getInt64(0), before);
    llvm::Value *byte = b.CreateLoad(i8, b.CreateInBoundsGEP(i8, data, i));
    uint8_t mask = uint8_t((1u << runtime::bitWidthOf(sig.dtype)) - 1);
    b.CreateStore(b.CreateAnd(byte, b.getInt8(mask)),
                  b.CreateInBoundsGEP(i8, copy, i));
    llvm::Value *next = b.CreateAdd(i, b.getInt64(1));
    i->addIncoming(next, loop);
    b.CreateCondBr(b.CreateICmpEQ(next, b.getInt64(n)), after, loop);
    b.SetInsertPoint(after);
    return copy;
  };
  auto addDescriptor = [&](llvm::Value *table, size_t index,
                           const TensorSignature &sig, bool input) {
    size_t rank = sig.shape.size();
    std::vector<llvm::Type *> fields = {ptr, ptr, i64};
    if (rank) {
      fields.push_back(llvm::ArrayType::get(i64, rank));
      fields.push_back(llvm::ArrayType::get(i64, rank));
    }
    auto *descriptorType = llvm::StructType::get(ctx, fields);
    allocas.SetInsertPoint(entry, entry->getFirstInsertionPt());
    llvm::Value *slot = allocas.CreateAlloca(descriptorType);
    llvm::Value *data =
        b.CreateLoad(ptr, b.CreateConstInBoundsGEP1_64(ptr, table, index));
    if (input && runtime::isInteger(sig.dtype) &&
        runtime::bitWidthOf(sig.dtype) < 8)
      data = lowBitsCopy(data, sig);
    b.CreateStore(data, b.CreateStructGEP(descriptorType, slot, 0));
    b.CreateStore(data, b.CreateStructGEP(descriptorType, slot, 1));
    b.CreateStore(b.getInt64(0), b.CreateStructGEP(descriptorType, slot, 2));
    int64_t stride = 1;
    for (size_t d = rank; d-- > 0;) {
      b.CreateStore(
          b.getInt64(sig.shape[d]),
          b.CreateConstInBoundsGEP2_32(
              fields[3], b.CreateStructGEP(descriptorType, slot, 3), 0, d));
      b.CreateStore(
          b.getInt64(stride),
          b.CreateConstInBoundsGEP2_32(
              fields[4], b.CreateStructGEP(descriptorType, slot, 4), 0, d));
      stride *= sig.shape[d];
    }
    descriptors.push_back(slot);
  };
  for (auto [i, sig] : llvm::enumerate(result.inputs))
    addDescriptor(wrapper->getArg(0), i, sig, /*input=*/true);
  for (auto [i, sig] : llvm::enumerate(result.outputs))
    addDescriptor(wrapper->getArg(1), i, sig, /*input=*/false);
  // Custom calls report their codes to kiln_custom_call_status (see
  // defineStatusRecorder); the wrapper returns the first non-zero one. The
  // previous value is restored for a model called from a custom call.
  llvm::GlobalVariable *status =
      module.getGlobalVariable(kStatusVariable, true);
  llvm::Value *previous = nullptr;
  if (status) {
    previous = b.CreateLoad(i32, status);
    b.CreateStore(b.getInt32(0), status);
  }
  b.CreateCall(ciface, descriptors);
  if (!copies.empty()) {
    llvm::FunctionCallee freeFn =
        module.getOrInsertFunction("free", llvm::Type::getVoidTy(ctx), ptr);
    for (llvm::Value *copy : copies)
      b.CreateCall(freeFn, {copy});
  }
  if (!status) {
    b.CreateRet(b.getInt32(0));
    return wrapper;
  }
  llvm::Value *code = b.CreateLoad(i32, status);
  b.CreateStore(previous, status);
  b.CreateRet(code);
  return wrapper;
}

/// Defines the `kiln_custom_call_status(name, name_size, code)` the custom
/// call lowering declares (lib/Conversion/StablehloToLinalg/CustomCall.cpp),
/// if it does: it keeps the first non-zero code in a thread-local variable
/// of the artifact (initial-exec TLS: no __tls_get_addr, so nothing beyond
/// libc), which the wrapper returns.
void defineStatusRecorder(llvm::Module &module) {
  llvm::Function *recorder = module.getFunction("kiln_custom_call_status");
  if (!recorder || !recorder->isDeclaration() || recorder->arg_size() != 3)
    return;
  llvm::LLVMContext &ctx = module.getContext();
  llvm::Type *i32 = llvm::Type::getInt32Ty(ctx);
  auto *status = new llvm::GlobalVariable(
      module, i32, /*isConstant=*/false, llvm::GlobalValue::InternalLinkage,
      llvm::ConstantInt::get(i32, 0), kStatusVariable, nullptr,
      llvm::GlobalValue::InitialExecTLSModel);
  (void)status;
  recorder->setLinkage(llvm::GlobalValue::InternalLinkage);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", recorder));
  llvm::BasicBlock *record = llvm::BasicBlock::Create(ctx, "record", recorder);
  llvm::BasicBlock *done = llvm::BasicBlock::Create(ctx, "done", recorder);
  llvm::Value *code = recorder->getArg(2);
  llvm::Value *current = b.CreateLoad(i32, status);
  b.CreateCondBr(b.CreateAnd(b.CreateICmpNE(code, b.getInt32(0)),
                             b.CreateICmpEQ(current, b.getInt32(0))),
                 record, done);
  b.SetInsertPoint(record);
  b.CreateStore(code, status);
  b.CreateBr(done);
  b.SetInsertPoint(done);
  b.CreateRetVoid();
}

/// Rejects programs whose lowered code calls kiln's check runtime or its
/// device runtime, which only kiln run provides.
LogicalResult checkNoRuntimeCalls(ModuleOp module, std::string &error) {
  for (auto fn : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!fn.isExternal())
      continue;
    StringRef name = fn.getName();
    if (name.starts_with("kiln_check_")) {
      error = "the program has check ops (check.* or custom_call @check.*), "
              "which need kiln's check runtime; kiln compile rejects them "
              "(run the program with kiln run, or remove them)";
      return failure();
    }
    if (name.starts_with("kiln_collective_")) {
      error = "the program has collective ops or device ids (replica_id, "
              "partition_id, all_reduce, ...), which need kiln's device "
              "runtime; ahead-of-time artifacts do not have it yet (run the "
              "program with kiln run)";
      return failure();
    }
  }
  return success();
}

/// Writes `bytes` to `path`.
runtime::Status writeFile(const std::string &path, StringRef bytes) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return runtime::Status::error("cannot write " + path + ": " + ec.message());
  out.os() << bytes;
  out.os().flush();
  if (out.os().has_error())
    return runtime::Status::error("cannot write " + path + ": " +
                                  out.os().error().message());
  out.keep();
  return runtime::Status::ok();
}

/// Links `object` into the shared library `path` with ld.lld.
runtime::Status linkShared(const std::string &path, StringRef object,
                           const std::string &linkerOption) {
  Expected<std::string> linker = findLinker(linkerOption);
  if (!linker)
    return runtime::Status::error(linker.message());
  llvm::SmallString<128> objectPath;
  int fd;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kiln-aot", "o", fd, objectPath))
    return runtime::Status::error("cannot create a temporary file: " +
                                  ec.message());
  llvm::FileRemover remover(objectPath);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << object;
  }
  std::string soname = llvm::sys::path::filename(path).str();
  std::string errorText;
  llvm::SmallString<128> errorPath;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("kiln-aot-ld", "txt", errorPath))
    return runtime::Status::error("cannot create a temporary file: " +
                                  ec.message());
  llvm::FileRemover errorRemover(errorPath);
  // -Bsymbolic: the descriptor's function pointers and the manifest bind
  // to this library's own definitions, even where another library or the
  // program exports the same names.
  std::vector<StringRef> args = {*linker,   "-shared",     "--gc-sections",
                                 "-z",      "noexecstack", "-Bsymbolic",
                                 "-soname", soname,        "-o",
                                 path,      objectPath};
  std::optional<StringRef> redirects[] = {std::nullopt, errorPath.str(),
                                          errorPath.str()};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(*linker, args, std::nullopt, redirects, 0,
                                     0, &execError);
  if (rc != 0) {
    auto text = llvm::MemoryBuffer::getFile(errorPath);
    std::string output = text ? (*text)->getBuffer().trim().str() : "";
    return runtime::Status::error("linking " + path + " with " + *linker +
                                  " failed" +
                                  (execError.empty() ? "" : ": " + execError) +
                                  (output.empty() ? "" : ":\n" + output));
  }
  return runtime::Status::ok();
}

/// The compiler runtime helpers (`__*` symbols: soft float, f16/bf16
/// conversions on targets without instructions for them) `object` calls.
std::vector<std::string> runtimeHelpersCalled(StringRef object) {
  auto file = llvm::object::ObjectFile::createObjectFile(
      llvm::MemoryBufferRef(object, "artifact"));
  if (!file) {
    llvm::consumeError(file.takeError());
    return {};
  }
  std::vector<std::string> helpers;
  for (const llvm::object::SymbolRef &symbol : (*file)->symbols()) {
    auto flags = symbol.getFlags();
    auto name = symbol.getName();
    if (!flags || !name) {
      if (!flags)
        llvm::consumeError(flags.takeError());
      if (!name)
        llvm::consumeError(name.takeError());
      continue;
    }
    if ((*flags & llvm::object::SymbolRef::SF_Undefined) &&
        name->starts_with("__"))
      helpers.push_back(name->str());
  }
  return helpers;
}

/// The compilation proper, under `guard`: parses the program in
/// `sourceMgr`, takes it through the compile path and LLVM, and leaves the
/// object in `objectBytes` and what it learnt in `result`.
runtime::Status compileToObject(const std::string &path,
                                const AotOptions &options,
                                llvm::TargetMachine &tm,
                                llvm::SourceMgr &sourceMgr, MLIRContext &ctx,
                                DiagnosticCapture &diagnostics,
                                CompileGuard &guard, AotResult &result,
                                llvm::SmallVector<char, 0> &objectBytes) {
  OwningOpRef<ModuleOp> module = parseProgram(sourceMgr, ctx);
  if (!module)
    return runtime::Status::error(
        diagnostics.message("failed to parse " + path));
  guard.setModule(*module);

  // Custom call targets: with externalCustomCalls, every one kiln does not
  // run itself resolves (to a placeholder: the symbol is left undefined);
  // otherwise they are errors, as in kiln run without --custom-call-lib.
  CompileOptions compileOptions = options;
  if (options.externalCustomCalls) {
    auto registry =
        options.customCalls
            ? std::make_shared<CustomCallRegistry>(*options.customCalls)
            : std::make_shared<CustomCallRegistry>();
    registry->setResolver([](const std::string &) {
      return +[](void **, const void *const *, const char *, size_t) {
        return int32_t(0);
      };
    });
    compileOptions.customCalls = std::move(registry);
  }
  TargetVectors target;
  PipelineOptions vectors;
  setTargetVectorRegisters(
      vectors, tm.getTargetTriple(), [&](StringRef feature) {
        return tm.getMCSubtargetInfo()->checkFeatures(("+" + feature).str());
      });
  target.bits = vectors.vectorBits;
  target.registers = vectors.vectorRegisters;
  target.bf16DotProduct = vectors.bf16DotProduct;
  // Code on AMX tiles needs the OS's permission, which kiln asks Linux
  // for (requestAmxTilesAtLoad); elsewhere bf16 products use vdpbf16ps.
  target.amxTiles = vectors.amxTiles && tm.getTargetTriple().isOSLinux();
  target.int8DotProduct = vectors.int8DotProduct;
  target.i16DotProduct = vectors.i16DotProduct;
  target.amxInt8Tiles =
      vectors.amxInt8Tiles && tm.getTargetTriple().isOSLinux();
  target.ownThreadRuntime = true;
  static const FrontEndWords kExportWords = {
      "export", "give the shape of every argument of a shape-polymorphic "
                "entry with --input-shape"};
  Expected<LoweredModule> lowered = lowerToLLVMDialect(
      *module, compileOptions, target, path, kExportWords, diagnostics);
  if (!lowered) {
    std::string message = lowered.message();
    if (!options.externalCustomCalls &&
        StringRef(message).contains("'stablehlo.custom_call' target"))
      message += "\nnote: kiln compile --extern-custom-calls calls such "
                 "targets as C functions defined where the artifact is "
                 "linked";
    return runtime::Status::error(message);
  }
  result.inputs = lowered->inputs;
  result.outputs = lowered->outputs;
  for (const std::string &callTarget : lowered->customCalls.targets)
    result.customCallSymbols.push_back(customCallSymbol(callTarget));
  std::string name = options.name;
  if (name.empty())
    name = module->getSymName() ? module->getSymName()->str()
                                : llvm::sys::path::stem(path).str();
  result.name = cIdentifier(name);
  result.entry = options.entry;
  result.symbol = "kiln_" + result.name + "_" + cIdentifier(options.entry);
  result.artifactSymbol = result.symbol + "_artifact";

  std::string runtimeError;
  if (failed(checkNoRuntimeCalls(*module, runtimeError)))
    return runtime::Status::error(path + ": " + runtimeError);

  // Errors LLVM reports through the context (which it would print before
  // exiting) fail the compilation (CompileGuard).
  llvm::LLVMContext llvmContext;
  guard.watch(llvmContext);
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmContext, name);
  if (!llvmModule)
    return runtime::Status::error(
        diagnostics.message("translation of " + path + " to LLVM IR failed"));
  llvmModule->setTargetTriple(tm.getTargetTriple());
  llvmModule->setDataLayout(tm.createDataLayout());
  if (!tm.Options.MCOptions.ABIName.empty())
    llvmModule->addModuleFlag(
        llvm::Module::Error, "target-abi",
        llvm::MDString::get(llvmContext, tm.Options.MCOptions.ABIName));
  llvm::Function *ciface =
      llvmModule->getFunction("_mlir_ciface_" + options.entry);
  if (!ciface ||
      ciface->arg_size() != result.inputs.size() + result.outputs.size())
    return runtime::Status::error(
        "internal error: @" + options.entry +
        " has no C interface taking one descriptor per "
        "input and output");
  for (const std::string &symbol : {result.symbol, result.artifactSymbol})
    if (llvmModule->getNamedValue(symbol))
      return runtime::Status::error(path + ": the program already defines " +
                                    symbol + "; choose another --name");
  // Threaded code gets kiln's thread runtime (AotThreads.cpp), made
  // internal below with the rest.
  if (lowered->pipeline.threads > 1)
    if (runtime::Status linked = linkThreadRuntime(*llvmModule); !linked)
      return linked;
  result.threads = lowered->pipeline.threads;
  if ((lowered->pipeline.amxTiles || lowered->pipeline.amxInt8Tiles) &&
      usesAmxTiles(*llvmModule))
    requestAmxTilesAtLoad(*llvmModule);
  defineStatusRecorder(*llvmModule);
  llvm::Function *wrapper = addWrapper(*llvmModule, ciface, result);
  // Only the wrapper is exported: models compiled separately (each with a
  // function @main, say) link into one program.
  for (llvm::Function &fn : *llvmModule)
    if (!fn.isDeclaration() && &fn != wrapper)
      fn.setLinkage(llvm::GlobalValue::InternalLinkage);
  for (llvm::GlobalVariable &global : llvmModule->globals())
    if (!global.isDeclaration() && !global.getName().starts_with("llvm."))
      global.setLinkage(llvm::GlobalValue::InternalLinkage);
  addManifest(*llvmModule, result, wrapper,
              /*exportManifest=*/options.format == Format::SharedLibrary);
  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return runtime::Status::error(
        "internal error: the generated LLVM IR is invalid");

  // LLVM's -O2 pipeline, as the JIT's (docs/compile-time.md: -O3's
  // additions find nothing to improve in kiln's kernels), with the
  // target's cost model, which the JIT does without. At -O3 with it,
  // threaded programs took 1.9-2.4 s to compile on 2 cores (an MLP, a
  // transformer block); at -O2 0.6-0.8 s, and their run times stayed
  // within 2% (bench/run.py --peers kiln-aot).
  auto optimize =
      makeOptimizingTransformer(/*optLevel=*/2, /*sizeLevel=*/0, &tm);
  if (llvm::Error error = optimize(llvmModule.get()))
    return runtime::Status::error(
        "optimizing " + path + " failed: " + llvm::toString(std::move(error)));
  // Code generation may call compiler runtime helpers; those kiln can
  // define (AotHelpers.cpp) are added to a copy of the optimized module,
  // which is compiled again, so that the artifact needs only libc and libm.
  std::unique_ptr<llvm::Module> pristine = llvm::CloneModule(*llvmModule);
  auto object = emitObject(tm, *llvmModule);
  if (!object)
    return runtime::Status::error(object.message());
  std::vector<std::string> helpers =
      runtimeHelpersCalled(StringRef(object->data(), object->size()));
  if (!defineConversionHelpers(*pristine, helpers).empty()) {
    object = emitObject(tm, *pristine);
    if (!object)
      return runtime::Status::error(object.message());
    helpers = runtimeHelpersCalled(StringRef(object->data(), object->size()));
  }
  if (!helpers.empty())
    result.warnings.push_back(
        "for " + result.triple + " the code calls compiler runtime helpers (" +
        llvm::join(helpers, ", ") +
        "): link the artifact with libgcc or compiler-rt besides libc and "
        "libm");
  objectBytes = std::move(*object);
  return runtime::Status::ok();
}

} // namespace

Expected<std::string> findLinker(const std::string &explicitPath) {
  if (!explicitPath.empty()) {
    if (!llvm::sys::fs::can_execute(explicitPath))
      return Expected<std::string>::error("linker " + explicitPath +
                                          " is not an executable");
    return explicitPath;
  }
  if (const char *env = std::getenv("KILN_LD"); env && *env) {
    if (!llvm::sys::fs::can_execute(env))
      return Expected<std::string>::error(std::string("$KILN_LD (") + env +
                                          ") is not an executable");
    return std::string(env);
  }
#ifdef KILN_LLVM_TOOLS_DIR
  std::string beside = std::string(KILN_LLVM_TOOLS_DIR) + "/ld.lld";
  if (llvm::sys::fs::can_execute(beside))
    return beside;
#endif
  for (StringRef name : {"ld.lld-22", "ld.lld"})
    if (auto found = llvm::sys::findProgramByName(name))
      return *found;
  return Expected<std::string>::error(
      "building a shared library needs ld.lld, which was not found (install "
      "lld-22, put ld.lld on PATH, or set $KILN_LD or --linker)");
}

Expected<AotResult> compileFile(const std::string &path,
                                const std::string &outputPath,
                                const AotOptions &options) {
  AotResult result;
  // An unwritable output fails now rather than after compiling.
  StringRef parent = llvm::sys::path::parent_path(outputPath);
  if (parent.empty())
    parent = ".";
  if (!llvm::sys::fs::is_directory(parent))
    return Result::error("cannot write " + outputPath + ": " + parent.str() +
                         " is not a directory");
  if (llvm::sys::fs::access(parent, llvm::sys::fs::AccessMode::Write))
    return Result::error("cannot write " + outputPath + ": " + parent.str() +
                         " is not writable");
  if (llvm::sys::fs::is_directory(outputPath))
    return Result::error("cannot write " + outputPath + ": it is a directory");
  auto machine = createTargetMachine(options, result);
  if (!machine)
    return Result::error(machine.message());
  llvm::TargetMachine &tm = **machine;

  if (options.threads == 0)
    return Result::error("kiln compile needs the number of threads the "
                         "artifact runs on (1 or more)");
  if (options.threads > kMaxArtifactThreads)
    return Result::error("kiln compile --threads takes at most " +
                         std::to_string(kMaxArtifactThreads) +
                         " (the artifact thread runtime's largest team), got " +
                         std::to_string(options.threads));
  if (options.threads > 1)
    if (runtime::Status supported =
            checkThreadRuntimeTarget(tm.getTargetTriple());
        !supported)
      return Result::error(supported.message());
  Compiler compiler;
  MLIRContext &ctx = compiler.context();
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return Result::error("cannot open " + path + ": " +
                         file.getError().message());
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
  DiagnosticCapture diagnostics(ctx, sourceMgr);
  // From parse to machine code under the guard: LLVM's fatal errors become
  // errors (docs/errors.md).
  CompileGuard guard(ctx, &diagnostics, path);
  llvm::SmallVector<char, 0> object;
  runtime::Status compiled = guard.run([&] {
    return compileToObject(path, options, tm, sourceMgr, ctx, diagnostics,
                           guard, result, object);
  });
  if (!compiled)
    return Result::error(compiled.message());
  StringRef bytes(object.data(), object.size());

  runtime::Status written = runtime::Status::ok();
  switch (options.format) {
  case Format::Object:
    written = writeFile(outputPath, bytes);
    break;
  case Format::Archive: {
    std::string member = result.symbol + ".o";
    llvm::NewArchiveMember newMember(llvm::MemoryBufferRef(bytes, member));
    newMember.MemberName = member;
    if (llvm::Error error = llvm::writeArchive(
            outputPath, {std::move(newMember)},
            llvm::SymtabWritingMode::NormalSymtab, llvm::object::Archive::K_GNU,
            /*Deterministic=*/true,
            /*Thin=*/false))
      written = runtime::Status::error("cannot write " + outputPath + ": " +
                                       llvm::toString(std::move(error)));
    break;
  }
  case Format::SharedLibrary:
    written = linkShared(outputPath, bytes, options.linker);
    break;
  }
  if (!written)
    return Result::error(written.message());
  result.header = generateHeader(result, llvm::sys::path::filename(path).str());
  return Result(std::move(result));
}

} // namespace kiln::aot
