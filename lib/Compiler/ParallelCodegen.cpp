//===- ParallelCodegen.cpp - LLVM IR to objects on several threads --------===//

#include "ParallelCodegen.h"

#include "CompileModule.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using kiln::runtime::Expected;

namespace kiln {

namespace {
/// Places the items of `sizes` (largest first) one after the other in the
/// least loaded of `parts` parts; returns the parts' loads, and where
/// `placed` is given, each item's part.
std::vector<uint64_t> balance(llvm::ArrayRef<uint64_t> sizes, uint64_t parts,
                              std::vector<unsigned> *placed = nullptr) {
  std::vector<uint64_t> load(parts, 0);
  for (uint64_t size : sizes) {
    auto least = std::min_element(load.begin(), load.end());
    *least += size;
    if (placed)
      placed->push_back(unsigned(least - load.begin()));
  }
  return load;
}

/// A function's weight in the split: its instructions, at least one.
uint64_t weightOf(const llvm::Function &fn) {
  return fn.getInstructionCount() + 1;
}
} // namespace

unsigned codegenParts(const llvm::Module &module, unsigned threads) {
  std::vector<uint64_t> sizes;
  uint64_t total = 0;
  for (const llvm::Function &fn : module) {
    if (fn.isDeclaration())
      continue;
    sizes.push_back(weightOf(fn));
    total += sizes.back();
  }
  uint64_t parts =
      std::min<uint64_t>({threads, sizes.size(), total / kInstructionsPerPart});
  if (parts <= 1)
    return 1;
  // Worth it only where the largest part (as split() fills them: the
  // largest function first to the least loaded) leaves enough of the work
  // to the others: a module that is mostly one kernel paid the split's
  // cost for nothing (a bf16 GEMM on two threads took 0.18 s instead of
  // 0.13).
  llvm::sort(sizes, std::greater<uint64_t>());
  std::vector<uint64_t> load = balance(sizes, parts);
  uint64_t largest = *std::max_element(load.begin(), load.end());
  if (total - largest < kInstructionsPerPart)
    return 1;
  return unsigned(parts);
}

namespace {

/// Optimizes `module` and compiles it to an object.
Expected<std::string>
optimizeAndEmit(llvm::Module &module,
                const llvm::orc::JITTargetMachineBuilder &machine,
                mlir::TimingScope &timing) {
  // LLVM's -O2 pipeline without a TargetMachine (no cost model), unlike
  // `kiln compile` (-O2 with the target's): with the host's, at -O3, the
  // MLP took 1.7-2.2 s to compile for 2 threads instead of 0.45 (one
  // thread: 0.25 either way), for a difference in run time within this
  // machine's noise.
  // kiln's kernels arrive vectorized and unrolled, so -O3's additions do
  // not pay here: -O2 compiled SGEMM 1024, the MLP, the transformer block
  // and the 12-layer decoder in 15-20% less time, their run times within
  // the noise (docs/compile-time.md).
  {
    mlir::TimingScope optimizing = timing.nest("LLVM -O2");
    auto optimize = mlir::makeOptimizingTransformer(
        /*optLevel=*/2, /*sizeLevel=*/0, /*targetMachine=*/nullptr);
    if (llvm::Error error = optimize(&module))
      return Expected<std::string>::error("LLVM's optimization failed: " +
                                          llvm::toString(std::move(error)));
  }
  mlir::TimingScope generating = timing.nest("LLVM: code generation");
  // Each thread its own (a TargetMachine is not shared between threads).
  llvm::orc::JITTargetMachineBuilder builder = machine;
  auto tm = builder.createTargetMachine();
  if (!tm)
    return Expected<std::string>::error(
        "no LLVM target machine for this host: " +
        llvm::toString(tm.takeError()));
  Expected<llvm::SmallVector<char, 0>> bytes = emitObject(**tm, module);
  if (!bytes)
    return Expected<std::string>::error(bytes.message());
  return Expected<std::string>(std::string(bytes->data(), bytes->size()));
}

/// Splits `module` into at most `parts` modules, each defining whole
/// functions and every global variable in exactly one of them (declared
/// where others use it), and writes each as bitcode to `bitcode`. Local
/// symbols become hidden external ones, so that the parts link as one
/// program. Functions go to the part with the fewest instructions so far,
/// the largest first; a global variable goes with its first user.
void split(llvm::Module &module, unsigned parts,
           std::vector<llvm::SmallVector<char, 0>> &bitcode) {
  unsigned unnamed = 0;
  for (llvm::GlobalValue &value : module.global_values()) {
    if (value.isDeclaration())
      continue;
    if (!value.hasName())
      value.setName("__kiln_part_value_" + llvm::Twine(unnamed++));
    if (value.hasLocalLinkage()) {
      value.setLinkage(llvm::GlobalValue::ExternalLinkage);
      value.setVisibility(llvm::GlobalValue::HiddenVisibility);
    }
  }
  std::vector<llvm::Function *> functions;
  for (llvm::Function &fn : module)
    if (!fn.isDeclaration())
      functions.push_back(&fn);
  llvm::stable_sort(functions, [](llvm::Function *a, llvm::Function *b) {
    return a->getInstructionCount() > b->getInstructionCount();
  });
  std::vector<uint64_t> sizes;
  for (llvm::Function *fn : functions)
    sizes.push_back(weightOf(*fn));
  std::vector<unsigned> placed;
  std::vector<uint64_t> load = balance(sizes, parts, &placed);
  llvm::DenseMap<const llvm::GlobalValue *, unsigned> partOf;
  for (auto [fn, part] : llvm::zip(functions, placed))
    partOf[fn] = part;
  for (llvm::GlobalValue &value : module.global_values()) {
    if (value.isDeclaration() || llvm::isa<llvm::Function>(value))
      continue;
    unsigned part = 0;
    for (const llvm::User *user : value.users())
      if (auto *instruction = llvm::dyn_cast<llvm::Instruction>(user)) {
        part = partOf.lookup(instruction->getFunction());
        break;
      }
    partOf[&value] = part;
  }
  for (unsigned part = 0; part < parts; ++part) {
    if (load[part] == 0)
      continue;
    llvm::ValueToValueMapTy map;
    std::unique_ptr<llvm::Module> piece =
        llvm::CloneModule(module, map, [&](const llvm::GlobalValue *value) {
          auto it = partOf.find(value);
          return it != partOf.end() && it->second == part;
        });
    bitcode.emplace_back();
    llvm::raw_svector_ostream os(bitcode.back());
    llvm::WriteBitcodeToFile(*piece, os);
  }
}

} // namespace

Expected<llvm::SmallVector<char, 0>> emitObject(llvm::TargetMachine &tm,
                                                llvm::Module &module) {
  llvm::SmallVector<char, 0> object;
  llvm::raw_svector_ostream os(object);
  llvm::legacy::PassManager codegen;
  if (tm.addPassesToEmitFile(codegen, os, nullptr,
                             llvm::CodeGenFileType::ObjectFile))
    return Expected<llvm::SmallVector<char, 0>>::error(
        "LLVM cannot emit objects for " + tm.getTargetTriple().str());
  codegen.run(module);
  return Expected<llvm::SmallVector<char, 0>>(std::move(object));
}

Expected<std::vector<std::string>>
compileObjects(std::unique_ptr<llvm::Module> module,
               const llvm::orc::JITTargetMachineBuilder &machine,
               unsigned parts, CompileGuard &guard, mlir::TimingScope &timing) {
  using Result = Expected<std::vector<std::string>>;
  if (parts <= 1) {
    mlir::TimingScope stage = timing.nest("LLVM: -O2 and code generation");
    Expected<std::string> object = optimizeAndEmit(*module, machine, stage);
    if (!object)
      return Result::error(object.message());
    return Result(std::vector<std::string>{object.take()});
  }
  // Each part travels to its thread as bitcode: an LLVMContext and what
  // lives in it belong to one thread at a time.
  std::vector<llvm::SmallVector<char, 0>> bitcode;
  {
    mlir::TimingScope splitting = timing.nest("LLVM: splitting the module");
    split(*module, parts, bitcode);
    module.reset();
  }
  mlir::TimingScope stage =
      timing.nest("LLVM: -O2 and code generation, " +
                  std::to_string(bitcode.size()) + " parts on as many threads");
  std::vector<std::string> objects(bitcode.size());
  std::vector<std::string> errors(bitcode.size());
  guard.runOnThreads(bitcode.size(), [&](unsigned i) {
    llvm::LLVMContext context;
    guard.watch(context);
    auto part = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(
            llvm::StringRef(bitcode[i].data(), bitcode[i].size()), "part"),
        context);
    if (!part) {
      errors[i] = "internal error: a part of the split module does not read "
                  "back: " +
                  llvm::toString(part.takeError());
      return;
    }
    Expected<std::string> object = optimizeAndEmit(**part, machine, stage);
    if (!object)
      errors[i] = object.message();
    else
      objects[i] = object.take();
  });
  for (const std::string &error : errors)
    if (!error.empty())
      return Result::error(error);
  return Result(std::move(objects));
}

} // namespace kiln
