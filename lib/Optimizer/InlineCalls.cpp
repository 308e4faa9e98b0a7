//===- InlineCalls.cpp - inline small and single-use private functions ---===//
//
// kiln-inline-calls (Passes.td): calls of private functions become copies
// of their bodies where that costs little code (a small function, or one
// with a single call), so that fusion sees across what JAX exported as
// helper functions.
//
//===----------------------------------------------------------------------===//

#include "HloUtils.h"

#include "kiln/Optimizer/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace kiln {
#define GEN_PASS_DEF_INLINECALLS
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kPass = "kiln-inline-calls";

struct InlineCalls : kiln::impl::InlineCallsBase<InlineCalls> {
  using InlineCallsBase::InlineCallsBase;

  /// The functions of `module` that can reach themselves through calls:
  /// never inlined, so that a recursive program (which StableHLO does not
  /// allow, but a malformed input may be) does not grow without end.
  static DenseSet<Operation *> recursive(ModuleOp module,
                                         SymbolTable &symbols) {
    DenseMap<Operation *, SmallVector<Operation *>> callees;
    for (auto func : module.getOps<func::FuncOp>())
      func.walk([&](func::CallOp call) {
        if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
          callees[func].push_back(callee);
      });
    DenseSet<Operation *> result;
    for (auto func : module.getOps<func::FuncOp>()) {
      SmallVector<Operation *> stack(callees.lookup(func));
      DenseSet<Operation *> seen;
      while (!stack.empty()) {
        Operation *next = stack.pop_back_val();
        if (next == func.getOperation()) {
          result.insert(next);
          break;
        }
        if (seen.insert(next).second)
          llvm::append_range(stack, callees.lookup(next));
      }
    }
    return result;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    DenseSet<Operation *> cycles = recursive(module, symbols);
    // Each round inlines the calls present; the copies may bring calls of
    // their own, of functions that are not recursive, so the rounds end
    // (the bound is a second guard).
    for (int round = 0; round < 64; ++round) {
      DenseMap<Operation *, int64_t> calls, size;
      SmallVector<func::CallOp> sites;
      module.walk([&](func::CallOp call) {
        auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
        if (!callee || !callee.isPrivate() || callee.isExternal() ||
            !callee.getBody().hasOneBlock() || cycles.contains(callee))
          return;
        ++calls[callee];
        sites.push_back(call);
      });
      bool changed = false;
      for (func::CallOp call : sites) {
        auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
        auto [it, fresh] = size.try_emplace(callee, 0);
        if (fresh)
          callee.getBody().walk([&](Operation *) { ++it->second; });
        if (calls[callee] != 1 && it->second > int64_t(maxOps))
          continue;
        kiln::explain(explain, call.getLoc(), kPass,
                      "call of @" + call.getCallee().str() + " inlined");
        kiln::hloutils::inlineCall(call, callee);
        changed = true;
      }
      if (!changed)
        break;
    }
    // Private functions nothing refers to any more.
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (func.isPrivate() && SymbolTable::symbolKnownUseEmpty(func, module))
        func.erase();
  }
};

} // namespace
