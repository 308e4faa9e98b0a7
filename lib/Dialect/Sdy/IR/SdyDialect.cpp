//===- SdyDialect.cpp - sdy dialect registration --------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

using namespace mlir;
using namespace kiln::sdy;

#include "kiln/Dialect/Sdy/IR/SdyDialect.cpp.inc"

void SdyDialect::initialize() {
  registerAttributes();
  registerOps();
  addBytecodeInterface(this);
}
