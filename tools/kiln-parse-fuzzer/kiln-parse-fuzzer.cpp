//===- kiln-parse-fuzzer.cpp - libFuzzer target for parse + verify --------===//
//
// Feeds arbitrary bytes to kiln's front end: parse them as MLIR text or
// bytecode with every dialect kiln reads (artifacts converted from VHLO),
// then verify. Diagnostics are expected and ignored; a
// crash, hang, sanitizer report or assertion is a bug.
//
//===----------------------------------------------------------------------===//

#include "kiln/Conversion/VhloToStablehlo.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Support/ParseSource.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>
#include <string>

static mlir::MLIRContext &getContext() {
  // One context for the whole run: creating a context per input would
  // dominate the run time. Threading is off so each input runs alone.
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    kiln::registerAllDialects(registry);
    auto *ctx =
        new mlir::MLIRContext(registry, mlir::MLIRContext::Threading::DISABLED);
    ctx->loadAllAvailableDialects();
    return ctx;
  }();
  return *context;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::MLIRContext &context = getContext();
  mlir::ScopedDiagnosticHandler silence(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size), "fuzz"),
      llvm::SMLoc());
  // kiln's own entry point: MLIR text or bytecode, as kiln reads programs.
  mlir::OwningOpRef<mlir::ModuleOp> module =
      kiln::parseSourceModule(sourceMgr, context);
  if (!module)
    return 0;
  // A portable artifact goes on to StableHLO, as parseProgram takes it.
  if (kiln::containsVhlo(*module) &&
      mlir::failed(kiln::convertVhloToStablehlo(*module)))
    return 0;
  (void)mlir::verify(*module);
  // Printing exercises every custom printer on whatever verified (or not).
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  return 0;
}
