//===- CheckDialect.cpp - registers the check dialect and its ops --------===//

#include "kiln/Dialect/Check/IR/CheckOps.h"

using namespace mlir;
using namespace kiln::check;

#include "kiln/Dialect/Check/IR/CheckDialect.cpp.inc"

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/Check/IR/CheckOps.cpp.inc"
      >();
}
