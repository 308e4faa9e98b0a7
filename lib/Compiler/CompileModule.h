//===- CompileModule.h - the one way from StableHLO to LLVM ---*- C++ -*-===//
//
// Internal to lib/Compiler. Every compilation, JIT (Compiler.cpp) and ahead
// of time (Aot.cpp), takes a module through the same steps:
//
//   parse -> refine shapes -> entry signature -> custom calls -> pipeline
//
// ending in the LLVM dialect. Only what happens after differs: the JIT hands
// the module to the ORC JIT, the object writer to a TargetMachine. Both run
// the whole compilation, from parse to machine code, under a CompileGuard,
// which turns LLVM's and MLIR's fatal errors into diagnostics
// (docs/errors.md).
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
#include "mlir/Support/Timing.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
} // namespace llvm

namespace mlir {
class PassManager;
} // namespace mlir

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
  // One of the two is set. They are kept apart because
  // ScopedDiagnosticHandler's destructor is not virtual: deleting a
  // SourceMgrDiagnosticHandler through it would skip the derived part.
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> sourceHandler;
  std::unique_ptr<mlir::ScopedDiagnosticHandler> plainHandler;
};

/// Keeps one compilation from ending the process when LLVM or MLIR gives up
/// inside it (docs/errors.md). A fatal error (report_fatal_error: LLVM's
/// "Cannot select" and type legalization failures, a broken module), an
/// error LLVM reports through an LLVMContext without a handler (which would
/// print it and exit), or a crash (a signal) during run() becomes an error
/// diagnostic, at the op being compiled where it is known (the op of the
/// MLIR pass running, or the function LLVM was compiling) and at the module
/// otherwise, and run() returns an error.
///
/// Thread safety: guards on different threads are independent. The first
/// run() installs the process-wide pieces once: LLVM's fatal error handler,
/// which hands the error to the guard running on the calling thread (and on
/// other threads prints it and lets LLVM end the process, as LLVM's default
/// does), and LLVM's crash recovery signal handlers. A fatal error on another
/// thread, such as an MLIR worker thread running function passes in
/// parallel, still ends the process: no thread can unwind another's stack.
/// LLVM's work on several threads goes through runOnThreads, which guards
/// each of them.
class CompileGuard {
public:
  /// Errors are emitted into `ctx`, where `diagnostics` collects them for
  /// run()'s message (without one, the message is the error alone and the
  /// context's handlers have the diagnostic); `name` names the program.
  CompileGuard(mlir::MLIRContext &ctx, DiagnosticCapture *diagnostics,
               std::string name);
  ~CompileGuard();
  CompileGuard(const CompileGuard &) = delete;
  CompileGuard &operator=(const CompileGuard &) = delete;

  /// Runs `compile` on this thread under the guard and returns its status,
  /// or the guard's error when LLVM gave up inside it or an LLVMContext it
  /// watches reported an error. After a fatal error or a crash, what
  /// `compile` had allocated is leaked (its destructors never run), and the
  /// MLIRContext stays usable for other compilations.
  runtime::Status run(llvm::function_ref<runtime::Status()> compile);

  /// The module compiled, once there is one: the ops of its functions
  /// locate errors in LLVM's code generation.
  void setModule(mlir::ModuleOp module);

  /// Runs `work(i)` for i in [0, count) on `count` threads of its own, each
  /// under a guard of its own that shares this one's module and LLVM errors,
  /// and waits for them. Called inside run(): a fatal error or a crash on
  /// one of the threads then fails run() as one on its own thread would
  /// (the first thread's by index where several fail), after every thread
  /// has stopped.
  void runOnThreads(unsigned count, llvm::function_ref<void(unsigned)> work);

  /// Errors `context` reports fail this compilation instead of ending the
  /// process. The context may outlive the guard.
  void watch(llvm::LLVMContext &context);

  /// Lets the guard of the thread running `pm`'s passes know which op each
  /// pass runs on, to locate a fatal error inside one.
  static void instrument(mlir::PassManager &pm);

  struct State;

private:
  std::unique_ptr<State> state;
};

/// Parses the program in `sourceMgr`'s main buffer into `ctx`; errors go to
/// the active diagnostic handler (a DiagnosticCapture). Hex constants of i1
/// tensors are read in JAX's form, one byte (0x00 or 0x01) per element, as
/// well as in MLIR 22's, one bit per element (docs/errors.md).
mlir::OwningOpRef<mlir::ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                               mlir::MLIRContext &ctx);

/// What the back ends need to know about the code's target CPU.
struct TargetVectors {
  unsigned bits = tuning::kVectorBits;
  unsigned registers = tuning::kVectorRegisters;
  /// It multiplies bf16 pairs into f32 (PipelineOptions::bf16DotProduct).
  bool bf16DotProduct = false;
  /// It has AMX-BF16 tiles, and bf16 products run on them
  /// (PipelineOptions::amxTiles).
  bool amxTiles = false;
  /// It multiplies int8 quads into i32 (PipelineOptions::int8DotProduct).
  bool int8DotProduct = false;
  /// It multiplies i16 pairs into i32 (PipelineOptions::i16DotProduct).
  bool i16DotProduct = false;
  /// It has AMX-INT8 tiles, and int8 products run on them
  /// (PipelineOptions::amxInt8Tiles).
  bool amxInt8Tiles = false;
  /// Threaded code runs on kiln's own thread runtime, linked into the
  /// artifact (kiln compile), rather than on libomp (the JIT).
  bool ownThreadRuntime = false;
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
                   const FrontEndWords &words, DiagnosticCapture &diagnostics,
                   mlir::TimingScope *timing = nullptr);

} // namespace kiln

#endif // KILN_LIB_COMPILER_COMPILEMODULE_H
