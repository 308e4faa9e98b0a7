//===- kiln-opt.cpp - kiln's MLIR driver ----------------------------------===//
//
// Parses, verifies, transforms and prints programs in the dialects kiln
// reads: the IR-level test driver behind kiln's lit tests.
//
//===----------------------------------------------------------------------===//

#include "kiln/Conversion/Passes.h"
#include "kiln/InitAllDialects.h"
#include "kiln/Pipelines/Pipelines.h"
#include "kiln/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  kiln::registerAllDialects(registry);
  kiln::registerCodegenDialects(registry);
  kiln::registerKilnConversionPasses();
  kiln::registerKilnTransformsPasses();
  kiln::registerPipelines();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "kiln optimizer driver\n", registry));
}
