//===- ShareLoopNests.cpp - repeated loop nests emitted once -------------===//
//
// Emits each loop nest that occurs more than once in a module (the same
// loops over the same kinds of buffers, as the identical layers of an
// unrolled model give) once, as a private function, and replaces every
// occurrence by a call of it (see Passes.td). A loop nest's function takes
// the values the nest uses from outside it (constants are copied in); its
// memref arguments take any offset where the nest only loads and stores
// through them, so that one layer's slice of a stacked weight array, at an
// offset of its own, calls the same function as the next layer's. Two nests
// are the same when their functions print the same.
//
//===----------------------------------------------------------------------===//

#include "AnyOffset.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace kiln {
#define GEN_PASS_DEF_SHARELOOPNESTS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// Whether `loop` is a loop nest the pass may outline: an outermost
/// scf.for or scf.parallel that allocates nothing (temporaries stay in the
/// function kiln-reuse-temporaries places them in).
bool isCandidate(Operation *loop) {
  if (!llvm::isa<scf::ForOp, scf::ParallelOp>(loop))
    return false;
  for (Operation *parent = loop->getParentOp(); parent;
       parent = parent->getParentOp())
    if (llvm::isa<scf::ForOp, scf::ParallelOp>(parent))
      return false;
  WalkResult allocates = loop->walk([](Operation *op) {
    return llvm::isa<memref::AllocOp, memref::AllocaOp, memref::DeallocOp,
                     memref::AllocaScopeOp>(op)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return !allocates.wasInterrupted();
}

/// The buffer `op` reads or writes elements of, where it is one of the
/// element accesses kiln's loops use; null elsewhere.
Value accessedBuffer(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<memref::LoadOp, memref::StoreOp, memref::PrefetchOp>(
          [](auto access) { return access.getMemref(); })
      .Case<vector::LoadOp, vector::StoreOp, vector::MaskedLoadOp,
            vector::MaskedStoreOp, vector::TransferReadOp,
            vector::TransferWriteOp>(
          [](auto access) { return access.getBase(); })
      .Default([](Operation *) { return Value(); });
}

/// Whether every use of `buffer` inside `loop` only reads or writes
/// elements through it, so that the nest works unchanged on the buffer
/// typed with a dynamic offset (an op deriving a view of it would need its
/// result type changed too).
bool onlyAccessedInside(Value buffer, Operation *loop) {
  return llvm::all_of(buffer.getUsers(), [&](Operation *user) {
    return !loop->isAncestor(user) || accessedBuffer(user) == buffer;
  });
}

/// One loop nest as a function of its own, not yet in the module.
struct Outlined {
  Operation *loop;
  /// The values the function takes, in the order of its arguments.
  SmallVector<Value> operands;
  func::FuncOp func;
  /// The function as printed: nests of equal keys share one function.
  std::string key;
};

/// Builds `loop`'s function (detached) and its key.
Outlined outline(Operation *loop) {
  Outlined result{loop, {}, nullptr, {}};
  // The values the nest uses from outside it, in the order it uses them.
  llvm::SetVector<Value> inputs;
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Value v : op->getOperands())
      if (!loop->isAncestor(v.getParentRegion()->getParentOp()))
        inputs.insert(v);
  });
  Location loc = loop->getLoc();
  OpBuilder b(loop->getContext());
  SmallVector<Type> argTypes;
  for (Value v : inputs) {
    if (matchPattern(v, m_Constant()))
      continue;
    Type type = v.getType();
    if (auto memref = llvm::dyn_cast<MemRefType>(type))
      if (onlyAccessedInside(v, loop))
        type = kiln::withAnyOffset(memref);
    result.operands.push_back(v);
    argTypes.push_back(type);
  }
  // Built without an insertion point: detached until it is kept.
  auto func = func::FuncOp::create(
      b, loc, "loop_nest", b.getFunctionType(argTypes, loop->getResultTypes()));
  Block *body = func.addEntryBlock();
  b.setInsertionPointToStart(body);
  IRMapping mapping;
  mapping.map(result.operands, body->getArguments());
  for (Value v : inputs)
    if (!mapping.contains(v))
      mapping.map(v,
                  b.clone(*v.getDefiningOp())
                      ->getResult(llvm::cast<OpResult>(v).getResultNumber()));
  Operation *clone = b.clone(*loop, mapping);
  func::ReturnOp::create(b, loc, clone->getResults());
  result.func = func;
  llvm::raw_string_ostream os(result.key);
  func->print(os, OpPrintingFlags().printGenericOpForm());
  return result;
}

struct ShareLoopNestsPass : kiln::impl::ShareLoopNestsBase<ShareLoopNestsPass> {
  using ShareLoopNestsBase::ShareLoopNestsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> loops;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal())
        func.walk([&](Operation *op) {
          if (isCandidate(op))
            loops.push_back(op);
        });
    // Printing a nest costs about what lowering it does: only nests that
    // may have a twin (as many ops, of the same results) are printed.
    auto shape = [](Operation *loop) {
      int64_t ops = 0;
      loop->walk([&](Operation *) { ++ops; });
      return std::make_pair(ops, loop->getResultTypes());
    };
    SmallVector<std::pair<int64_t, TypeRange>> loopShapes;
    llvm::DenseMap<std::pair<int64_t, TypeRange>, int> shapes;
    for (Operation *loop : loops)
      ++shapes[loopShapes.emplace_back(shape(loop))];
    // Nests grouped by key, in the order of their first occurrence.
    llvm::MapVector<StringRef, SmallVector<Outlined, 1>> groups;
    std::vector<std::unique_ptr<std::string>> keys;
    for (auto [loop, loopShape] : llvm::zip(loops, loopShapes)) {
      if (shapes[loopShape] < 2)
        continue;
      Outlined o = outline(loop);
      auto it = groups.find(o.key);
      if (it == groups.end()) {
        keys.push_back(std::make_unique<std::string>(std::move(o.key)));
        it = groups.insert({*keys.back(), {}}).first;
      }
      it->second.push_back(std::move(o));
    }
    SymbolTable symbols(module);
    // A nest may use an earlier nest's results, which its call replaced.
    IRMapping replaced;
    for (auto &[key, nests] : groups) {
      // Each but the first occurrence only needed its key.
      for (Outlined &o : llvm::drop_begin(nests))
        o.func.erase();
      func::FuncOp shared = nests.front().func;
      if (nests.size() < 2) {
        shared.erase();
        continue;
      }
      shared.setPrivate();
      shared.setName("__kiln_loop_nest");
      symbols.insert(shared); // at the module's end, renamed to be unique
      Location first = nests.front().loop->getLoc();
      for (Outlined &o : nests) {
        OpBuilder b(o.loop);
        SmallVector<Value> operands;
        for (auto [operand, type] :
             llvm::zip(o.operands, shared.getFunctionType().getInputs())) {
          Value v = replaced.lookupOrDefault(operand);
          operands.push_back(
              v.getType() == type
                  ? v
                  : memref::CastOp::create(b, o.loop->getLoc(), type, v));
        }
        auto call = func::CallOp::create(b, o.loop->getLoc(), shared, operands);
        replaced.map(o.loop->getResults(), call.getResults());
        o.loop->replaceAllUsesWith(call.getResults());
        o.loop->erase();
      }
      kiln::explain(explain, first, "kiln-share-loop-nests",
                    llvm::Twine(nests.size()) +
                        " identical loop nests call one function, " +
                        shared.getName());
    }
  }
};

} // namespace
