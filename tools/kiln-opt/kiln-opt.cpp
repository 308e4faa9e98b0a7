//===- kiln-opt.cpp - kiln's MLIR driver ----------------------------------===//
//
// Parses, verifies, transforms and prints programs in the dialects kiln
// reads: the IR-level test driver behind kiln's lit tests. With
// `--emit-portable[=VERSION]` it writes its input (StableHLO text, or an
// artifact) as a portable artifact instead: VHLO bytecode for StableHLO
// VERSION (default: the newest kiln writes).
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"
#include "kiln/Conversion/Passes.h"
#include "kiln/Conversion/VhloToStablehlo.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Partitioner/Passes.h"
#include "kiln/Pipelines/Pipelines.h"
#include "kiln/Support/ParseSource.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

namespace {

/// kiln-opt INPUT --emit-portable[=VERSION] [-o OUTPUT].
int emitPortable(int argc, char **argv, mlir::DialectRegistry &registry) {
  std::string input = "-", output = "-";
  std::string version = kiln::currentPortableVersion().str();
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg.consume_front("--emit-portable")) {
      if (arg.consume_front("="))
        version = arg.str();
    } else if (arg == "-o" && i + 1 < argc) {
      output = argv[++i];
    } else if (arg.starts_with("-o")) {
      output = arg.drop_front(2).str();
    } else if (arg.starts_with("-")) {
      llvm::errs() << "kiln-opt: --emit-portable takes only an input file and "
                      "-o OUTPUT, not '"
                   << arg << "'\n";
      return 1;
    } else {
      input = arg.str();
    }
  }
  mlir::MLIRContext ctx(registry);
  std::string error;
  auto file = mlir::openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "kiln-opt: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      kiln::parseSourceModule(sourceMgr, ctx);
  if (!module)
    return 1;
  if (kiln::containsVhlo(*module) &&
      mlir::failed(kiln::convertVhloToStablehlo(*module)))
    return 1;
  auto out = mlir::openOutputFile(output, &error);
  if (!out) {
    llvm::errs() << "kiln-opt: " << error << "\n";
    return 1;
  }
  if (mlir::failed(kiln::writePortableArtifact(*module, version, out->os())))
    return 1;
  out->keep();
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::DialectRegistry registry;
  kiln::registerAllDialects(registry);
  kiln::registerCodegenDialects(registry);
  for (int i = 1; i < argc; ++i)
    if (llvm::StringRef(argv[i]).starts_with("--emit-portable"))
      return emitPortable(argc, argv, registry);
  kiln::registerKilnConversionPasses();
  kiln::registerKilnOptimizerPasses();
  kiln::registerKilnPartitionerPasses();
  kiln::registerKilnCodegenPasses();
  kiln::registerPipelines();
  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "kiln optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, output, registry));
  std::string error;
  auto file = mlir::openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "kiln-opt: " << error << "\n";
    return 1;
  }
  // MlirOptMain reads bytecode without kiln's bounds (ParseSource.h): an
  // artifact is read once with them first, so that a damaged one is an
  // error instead of a hang.
  if (mlir::isBytecode(*file)) {
    mlir::MLIRContext ctx(registry);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(file->getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
    if (!kiln::parseSourceModule(sourceMgr, ctx))
      return 1;
  }
  auto out = mlir::openOutputFile(output, &error);
  if (!out) {
    llvm::errs() << "kiln-opt: " << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(out->os(), std::move(file), registry, config)))
    return 1;
  out->keep();
  return 0;
}
