//===- CompileModule.cpp - the one way from StableHLO to LLVM -------------===//

#include "CompileModule.h"

#include "kiln/Optimizer/RefineShapes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <sched.h>
#include <thread>

using namespace mlir;
using kiln::runtime::DType;
using kiln::runtime::Expected;

namespace kiln {

unsigned availableThreads() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

DiagnosticCapture::DiagnosticCapture(MLIRContext &ctx,
                                     llvm::SourceMgr &sourceMgr)
    : handler(std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, &ctx,
                                                           stream)) {}

DiagnosticCapture::DiagnosticCapture(MLIRContext &ctx) {
  // Messages as the text handler prints them, without the source lines.
  handler =
      std::make_unique<ScopedDiagnosticHandler>(&ctx, [this](Diagnostic &diag) {
        auto print = [&](Diagnostic &d) {
          Location loc = d.getLocation();
          if (auto file = loc->findInstanceOf<FileLineColLoc>())
            stream << file.getFilename().getValue() << ":" << file.getLine()
                   << ":" << file.getColumn() << ": ";
          else if (!llvm::isa<UnknownLoc>(loc))
            stream << loc << ": ";
          switch (d.getSeverity()) {
          case DiagnosticSeverity::Error:
            stream << "error: ";
            break;
          case DiagnosticSeverity::Warning:
            stream << "warning: ";
            break;
          case DiagnosticSeverity::Note:
            stream << "note: ";
            break;
          case DiagnosticSeverity::Remark:
            stream << "remark: ";
            break;
          }
          stream << d << "\n";
        };
        print(diag);
        for (Diagnostic &note : diag.getNotes())
          print(note);
        return success();
      });
}

DiagnosticCapture::~DiagnosticCapture() = default;

std::string DiagnosticCapture::message(StringRef fallback) const {
  std::string text = collected.empty() ? fallback.str() : collected;
  while (!text.empty() && text.back() == '\n')
    text.pop_back();
  return text;
}

OwningOpRef<ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                   MLIRContext &ctx) {
  return parseSourceFile<ModuleOp>(sourceMgr, &ctx);
}

//===----------------------------------------------------------------------===//
// The entry's signature
//===----------------------------------------------------------------------===//

namespace {

/// The host buffer type of an entry argument or result type.
Expected<TensorSignature> signatureOf(Type type, const std::string &what) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  if (!tensor || !tensor.hasStaticShape())
    return Expected<TensorSignature>::error(
        what + " has type " + text +
        "; kiln compiles entries with statically shaped tensors only");
  Type element = tensor.getElementType();
  // Quantized elements travel as their storage integers.
  if (auto quantType = llvm::dyn_cast<quant::QuantizedType>(element))
    element = IntegerType::get(
        type.getContext(), quantType.getStorageTypeIntegralWidth(),
        quantType.isSigned() ? IntegerType::Signless : IntegerType::Unsigned);
  std::string name;
  llvm::raw_string_ostream ns(name);
  ns << element;
  Expected<DType> dtype = runtime::parseDType(name);
  if (!dtype)
    return Expected<TensorSignature>::error(what + " has element type " + name +
                                            ", which kiln cannot compile yet");
  return TensorSignature{*dtype, std::vector<int64_t>(tensor.getShape().begin(),
                                                      tensor.getShape().end())};
}

/// The pipeline options `options` ask for, with their defaults resolved:
/// -O0 runs on one thread, as does code built without libomp.
PipelineOptions pipelineOptionsFor(const CompileOptions &options,
                                   const TargetVectors &target) {
  PipelineOptions pipeline;
  pipeline.entry = options.entry;
  pipeline.optLevel = options.optLevel;
  pipeline.explain = options.explain;
  pipeline.vectorBits = target.bits;
  pipeline.vectorRegisters = target.registers;
  pipeline.threads = options.threads ? options.threads : availableThreads();
  if (!pipeline.optimize())
    pipeline.threads = 1;
#ifndef KILN_LIBOMP_PATH
  // Without libomp the generated code stays single-threaded.
  pipeline.threads = 1;
#endif
  return pipeline;
}

} // namespace

TargetVectors TargetVectors::host() {
  PipelineOptions options;
  setHostVectorRegisters(options);
  return {options.vectorBits, options.vectorRegisters};
}

//===----------------------------------------------------------------------===//
// The compile path
//===----------------------------------------------------------------------===//

Expected<LoweredModule>
lowerToLLVMDialect(ModuleOp module, const CompileOptions &options,
                   const TargetVectors &target, const std::string &name,
                   const FrontEndWords &words, DiagnosticCapture &diagnostics) {
  using Result = Expected<LoweredModule>;
  if (!isValidOptLevel(options.optLevel))
    return Result::error("optimization level " +
                         std::to_string(options.optLevel) +
                         " does not exist: kiln has -O0 (the reference "
                         "lowering) and -O2 (optimized)");
  auto entry = module.lookupSymbol<func::FuncOp>(options.entry);
  if (!entry || entry.isExternal())
    return Result::error(name + ": no function @" + options.entry + " to " +
                         words.entryVerb + " (choose one with --entry)");
  // A shape-polymorphic entry is first specialized to the argument shapes.
  std::string shapeError;
  if (failed(refineEntryToShapes(module, options.entry, options.argumentShapes,
                                 words.missingShapes, shapeError)))
    return shapeError.empty() ? Result::error(diagnostics.message(
                                    "shape refinement of " + name + " failed"))
                              : Result::error(name + ": " + shapeError);

  LoweredModule lowered;
  FunctionType fnType = entry.getFunctionType();
  for (auto [i, type] : llvm::enumerate(fnType.getInputs())) {
    auto sig = signatureOf(type, "argument " + std::to_string(i) + " of @" +
                                     options.entry);
    if (!sig)
      return Result::error(name + ": " + sig.message());
    lowered.inputs.push_back(*sig);
  }
  for (auto [i, type] : llvm::enumerate(fnType.getResults())) {
    auto sig = signatureOf(type, "result " + std::to_string(i) + " of @" +
                                     options.entry);
    if (!sig)
      return Result::error(name + ": " + sig.message());
    lowered.outputs.push_back(*sig);
  }

  // User custom calls and composite lowerings (CustomCall.cpp).
  if (failed(customcall::prepare(module, options.customCalls.get(),
                                 lowered.customCalls)))
    return Result::error(
        diagnostics.message("compilation of " + name + " failed"));

  lowered.pipeline = pipelineOptionsFor(options, target);
  lowered.pipeline.customCallTargets = lowered.customCalls.targets;
  lowered.pipeline.compositeTargets = lowered.customCalls.compositeTargets;
  PassManager pm(module->getContext());
  buildStablehloToLLVMPipeline(pm, lowered.pipeline);
  // The passes' explain remarks (kiln/Support/Explain.h) are collected;
  // other diagnostics go on to `diagnostics`.
  ScopedDiagnosticHandler explainLog(
      module->getContext(), [&](Diagnostic &diag) {
        if (!options.explain ||
            diag.getSeverity() != DiagnosticSeverity::Remark)
          return failure();
        lowered.explanations.push_back(describeLocation(diag.getLocation()) +
                                       ": " + diag.str());
        return success();
      });
  if (failed(pm.run(module)))
    return Result::error(
        diagnostics.message("compilation of " + name + " failed"));
  return Result(std::move(lowered));
}

} // namespace kiln
