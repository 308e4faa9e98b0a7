//===- InlineAllCalls.cpp - a sharded program's calls, inlined ------------===//

#include "InlineAllCalls.h"

#include "../Optimizer/HloUtils.h"

using namespace mlir;

namespace kiln::partitioner {

LogicalResult inlineAllCalls(func::FuncOp func) {
  // Each round inlines the calls present; a call chain deeper than this is
  // taken as recursion.
  for (int round = 0; round < 64; ++round) {
    SmallVector<func::CallOp> calls;
    func.walk([&](func::CallOp call) { calls.push_back(call); });
    if (calls.empty())
      return success();
    for (func::CallOp call : calls) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock())
        return call.emitError()
               << "a call kiln cannot inline in a sharded program";
      hloutils::inlineCall(call, callee);
    }
  }
  return func.emitError() << "calls nested too deeply (recursion?) in a "
                             "sharded program";
}

} // namespace kiln::partitioner
