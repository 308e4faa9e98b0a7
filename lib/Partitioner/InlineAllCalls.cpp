//===- InlineAllCalls.cpp - a sharded program's calls, inlined ------------===//

#include "InlineAllCalls.h"

#include "../Optimizer/HloUtils.h"

using namespace mlir;

namespace kiln::partitioner {

LogicalResult inlineAllCalls(func::FuncOp func) {
  // A call chain deeper than this is taken as recursion.
  func::CallOp stuck;
  if (succeeded(hloutils::inlineAllCalls(func, 64, stuck)))
    return success();
  if (stuck)
    return stuck.emitError()
           << "a call kiln cannot inline in a sharded program";
  return func.emitError() << "calls nested too deeply (recursion?) in a "
                             "sharded program";
}

} // namespace kiln::partitioner
