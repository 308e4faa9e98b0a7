//===- kiln-opt.cpp - kiln's MLIR driver ----------------------------------===//
//
// Parses, verifies, transforms and prints programs in the dialects kiln
// reads: the IR-level test driver behind kiln's lit tests.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"
#include "kiln/Conversion/Passes.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  kiln::registerAllDialects(registry);
  kiln::registerCodegenDialects(registry);
  kiln::registerKilnConversionPasses();
  kiln::registerKilnOptimizerPasses();
  kiln::registerKilnCodegenPasses();
  kiln::registerPipelines();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "kiln optimizer driver\n", registry));
}
