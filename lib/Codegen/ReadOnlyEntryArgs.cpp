//===- ReadOnlyEntryArgs.cpp - callers' input buffers are not written -----===//
//
// Marks the tensor arguments of public functions `bufferization.writable =
// false` (see Passes.td), so that one-shot bufferization copies an input
// before an in-place update writes into it: the caller owns those buffers.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace kiln {
#define GEN_PASS_DEF_READONLYENTRYARGS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

struct ReadOnlyEntryArgsPass
    : kiln::impl::ReadOnlyEntryArgsBase<ReadOnlyEntryArgsPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        if (llvm::isa<TensorType>(type))
          func.setArgAttr(i, "bufferization.writable",
                          BoolAttr::get(&getContext(), false));
    }
  }
};

} // namespace
