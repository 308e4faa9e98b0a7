//===- MarkEntry.cpp - the entry function gets a C interface --------------===//
//
// Sets llvm.emit_c_interface on the entry function (see Passes.td), so the
// LLVM lowering emits the `_mlir_ciface_<entry>` wrapper that the JIT looks
// up and the ahead-of-time wrapper calls.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace kiln {
#define GEN_PASS_DEF_MARKENTRY
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

struct MarkEntryPass : kiln::impl::MarkEntryBase<MarkEntryPass> {
  using MarkEntryBase::MarkEntryBase;
  void runOnOperation() override {
    auto func = getOperation().lookupSymbol<func::FuncOp>(entry);
    if (!func) {
      getOperation().emitError()
          << "no function @" << entry << " to use as the entry point";
      return signalPassFailure();
    }
    func->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
  }
};

} // namespace
