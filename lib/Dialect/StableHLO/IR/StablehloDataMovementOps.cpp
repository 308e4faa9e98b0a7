//===- StablehloDataMovementOps.cpp - data movement ops ---------------------------------===//

#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloDataMovementOps.cpp.inc"

void StableHLODialect::registerDataMovementOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloDataMovementOps.cpp.inc"
      >();
}
