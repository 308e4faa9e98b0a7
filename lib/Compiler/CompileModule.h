//===- CompileModule.h - the one way from StableHLO to LLVM ---*- C++ -*-===//
//
// Internal to lib/Compiler. Every compilation, JIT (Compiler.cpp) and ahead
// of time (Aot.cpp), takes a module through the same steps:
//
//   parse -> refine shapes -> entry signature -> custom calls -> pipeline
//
// ending in the LLVM dialect. Only what happens after differs: the JIT hands
// the module to the ORC JIT, the object writer to a TargetMachine.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_COMPILEMODULE_H
#define KILN_LIB_COMPILER_COMPILEMODULE_H

#include "CustomCallRuntime.h"

#include "kiln/Compiler/Compiler.h"
#include "kiln/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiln {

/// Collects one compilation's diagnostics as text, for the error message
/// the API returns. Programs parsed from a buffer get mlir-opt's format,
/// with the source line under each message; modules built in memory get
/// "file:line:col: error: message" lines.
class DiagnosticCapture {
public:
  /// Captures diagnostics about `sourceMgr`'s buffers.
  DiagnosticCapture(mlir::MLIRContext &ctx, llvm::SourceMgr &sourceMgr);
  /// Captures diagnostics of a module without a source buffer.
  explicit DiagnosticCapture(mlir::MLIRContext &ctx);
  ~DiagnosticCapture();
  DiagnosticCapture(const DiagnosticCapture &) = delete;
  DiagnosticCapture &operator=(const DiagnosticCapture &) = delete;

  /// The collected text without its last newlines, or `fallback` when
  /// nothing was reported.
  std::string message(llvm::StringRef fallback) const;

private:
  std::string collected;
  llvm::raw_string_ostream stream{collected};
  std::unique_ptr<mlir::ScopedDiagnosticHandler> handler;
};

/// Parses the program in `sourceMgr`'s main buffer into `ctx`; errors go to
/// the active diagnostic handler (a DiagnosticCapture).
mlir::OwningOpRef<mlir::ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                               mlir::MLIRContext &ctx);

/// What the back ends need to know about the code's target CPU.
struct TargetVectors {
  unsigned bits = tuning::kVectorBits;
  unsigned registers = tuning::kVectorRegisters;
  /// The host's, for the JIT.
  static TargetVectors host();
};

/// What front half of the compile path produced besides the module, now in
/// the LLVM dialect.
struct LoweredModule {
  std::vector<TensorSignature> inputs, outputs;
  /// The custom calls the code makes, to bind (JIT) or import (AOT).
  customcall::Bindings customCalls;
  /// The pipeline's options, with the defaults resolved.
  PipelineOptions pipeline;
  /// With CompileOptions::explain: the optimizing passes' reports.
  std::vector<std::string> explanations;
};

/// How the front end's user is told what to change: the verb for the
/// entry ("run", "export") and how shapes of a shape-polymorphic entry are
/// given ("kiln run: pass the inputs with --input").
struct FrontEndWords {
  std::string entryVerb;
  std::string missingShapes;
};

/// Takes `module` in place from StableHLO to the LLVM dialect for the entry
/// and options given: shape refinement of a shape-polymorphic entry, its
/// signature (statically shaped tensors of element types kiln runs),
/// the custom calls of `options.customCalls`, and the pipeline
/// (buildStablehloToLLVMPipeline) with `target`'s vectors. `name` names the
/// program in messages. Errors carry the diagnostics `diagnostics` holds.
runtime::Expected<LoweredModule>
lowerToLLVMDialect(mlir::ModuleOp module, const CompileOptions &options,
                   const TargetVectors &target, const std::string &name,
                   const FrontEndWords &words, DiagnosticCapture &diagnostics);

} // namespace kiln

#endif // KILN_LIB_COMPILER_COMPILEMODULE_H
