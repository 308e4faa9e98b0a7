//===- InterpreterDialect.cpp - the interpreter dialect and run_parallel --===//

#include "kiln/Dialect/Interpreter/IR/InterpreterOps.h"

using namespace mlir;
using namespace kiln::interpreter;

#include "kiln/Dialect/Interpreter/IR/InterpreterDialect.cpp.inc"

void InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/Interpreter/IR/InterpreterOps.cpp.inc"
      >();
}

LogicalResult RunParallelOp::verify() {
  ArrayAttr rows = getPrograms();
  if (rows.empty())
    return emitOpError("needs programs for at least one replica");
  size_t partitions = 0;
  for (Attribute row : rows) {
    auto list = llvm::dyn_cast<ArrayAttr>(row);
    if (!list || list.empty())
      return emitOpError("programs must be a non-empty list of function "
                         "names per replica");
    if (partitions && list.size() != partitions)
      return emitOpError("every replica must name as many programs (one per "
                         "partition)");
    partitions = list.size();
    for (Attribute name : list)
      if (!llvm::isa<FlatSymbolRefAttr>(name))
        return emitOpError("programs must name functions (@name), not ")
               << name;
  }
  return success();
}

#define GET_OP_CLASSES
#include "kiln/Dialect/Interpreter/IR/InterpreterOps.cpp.inc"
