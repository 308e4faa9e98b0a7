//===- ReuseTemporaries.cpp - temporaries in a buffer kept across calls ---===//
//
// Places the statically shaped temporaries a function allocates and frees
// in its top-level block at fixed offsets of one global buffer (see
// Passes.td). Heap blocks of the sizes tensors have are returned to the
// operating system when freed, so every call paid page faults for its
// temporaries; the global buffer stays mapped. The buffer is taken with an
// atomic exchange on a busy flag; a call that finds it taken (another
// thread, or recursion) allocates a private buffer of the same size.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

namespace kiln {
#define GEN_PASS_DEF_REUSETEMPORARIES
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

constexpr int64_t kAlignment = 64;

/// The byte size of a temporary the pass may place, or nullopt: a static
/// shape, the identity layout, no symbol operands, an alignment of at most
/// 64 bytes, and integer or float elements of whole bytes.
std::optional<int64_t> placeableBytes(memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      !alloc.getSymbolOperands().empty() || type.getMemorySpace() ||
      alloc.getAlignment().value_or(1) > kAlignment)
    return std::nullopt;
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8)
    return std::nullopt;
  return type.getNumElements() * (element.getIntOrFloatBitWidth() / 8);
}

/// Whether `op` runs at most once at a time per call of `func`: every op
/// around it up to the function is a sequential loop or a branch (no
/// scf.parallel, whose iterations run at the same time on threads).
bool runsOneAtATime(Operation *op, func::FuncOp func) {
  for (Operation *parent = op->getParentOp(); parent != func;
       parent = parent->getParentOp())
    if (!llvm::isa<scf::ForOp, scf::WhileOp, scf::IfOp>(parent))
      return false;
  return true;
}

/// The one `memref.dealloc` of `alloc`, when it is in `block`.
memref::DeallocOp deallocIn(memref::AllocOp alloc, Block &block) {
  memref::DeallocOp found;
  for (Operation *user : alloc->getUsers()) {
    auto dealloc = llvm::dyn_cast<memref::DeallocOp>(user);
    if (!dealloc)
      continue;
    if (found || dealloc->getBlock() != &block)
      return {};
    found = dealloc;
  }
  return found;
}

struct Temporary {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  int64_t offset;
};

struct ReuseTemporariesPass
    : kiln::impl::ReuseTemporariesBase<ReuseTemporariesPass> {
  using ReuseTemporariesBase::ReuseTemporariesBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs)
      if (!func.isExternal() && func.getBody().hasOneBlock())
        rewrite(func, symbols);
    recordThreadHeap(module);
  }

  /// Temporaries in an scf.parallel's body stay heap blocks of the thread
  /// that runs the iteration (each needs its own). Records the most bytes
  /// one iteration allocates as the module's kThreadHeapBytesAttr, so that
  /// the JIT can fault that much of each worker's heap in at load instead
  /// of leaving it to the first call.
  static void recordThreadHeap(ModuleOp module) {
    int64_t most = 0;
    module.walk([&](scf::ParallelOp parallel) {
      int64_t bytes = 0;
      parallel.getBody()->walk([&](memref::AllocOp alloc) {
        if (std::optional<int64_t> size = placeableBytes(alloc))
          bytes += llvm::alignTo(*size, kAlignment);
      });
      most = std::max(most, bytes);
    });
    if (most)
      module->setAttr(
          kiln::kThreadHeapBytesAttr,
          IntegerAttr::get(IntegerType::get(module.getContext(), 64), most));
  }

  void rewrite(func::FuncOp func, SymbolTable &symbols) {
    Block &body = func.getBody().front();
    auto ret = llvm::dyn_cast<func::ReturnOp>(body.getTerminator());
    if (!ret)
      return;
    SmallVector<Temporary> temps;
    int64_t total = 0;
    // Those of the top-level block, and those a loop body (or a branch)
    // allocates and frees in its own block: one iteration's temporaries
    // are gone before the next one's, so each keeps one place.
    SmallVector<memref::AllocOp> allocs;
    func.walk([&](memref::AllocOp alloc) {
      if (runsOneAtATime(alloc, func))
        allocs.push_back(alloc);
    });
    for (memref::AllocOp alloc : allocs) {
      std::optional<int64_t> bytes = placeableBytes(alloc);
      memref::DeallocOp dealloc = deallocIn(alloc, *alloc->getBlock());
      if (!bytes || !*bytes || !dealloc)
        continue;
      int64_t offset = llvm::alignTo(total, kAlignment);
      if (offset + *bytes > maxBytes)
        continue;
      temps.push_back({alloc, dealloc, offset});
      total = offset + *bytes;
    }
    if (temps.empty())
      return;

    MLIRContext *ctx = func.getContext();
    Location loc = func.getLoc();
    OpBuilder b(ctx);
    auto slabType = MemRefType::get({total}, b.getI8Type());
    auto flagType = MemRefType::get({}, b.getI32Type());
    auto makeGlobal = [&](StringRef suffix, MemRefType type, Attribute init) {
      b.setInsertionPoint(func);
      auto global = memref::GlobalOp::create(
          b, loc, (func.getSymName() + suffix).str(),
          b.getStringAttr("private"), type, init, /*constant=*/false,
          b.getI64IntegerAttr(kAlignment));
      symbols.insert(global); // renames it if the name is taken
      return global;
    };
    memref::GlobalOp slabGlobal =
        makeGlobal("_kiln_temporaries", slabType, b.getUnitAttr());
    memref::GlobalOp flagGlobal = makeGlobal(
        "_kiln_temporaries_busy", flagType,
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                               b.getI32IntegerAttr(0)));

    // Take the buffer, or allocate a private one when it is busy.
    b.setInsertionPointToStart(&body);
    Value flag =
        memref::GetGlobalOp::create(b, loc, flagType, flagGlobal.getSymName());
    Value one = arith::ConstantIntOp::create(b, loc, 1, 32);
    Value zero = arith::ConstantIntOp::create(b, loc, 0, 32);
    Value was = memref::AtomicRMWOp::create(
        b, loc, arith::AtomicRMWKind::assign, one, flag, ValueRange{});
    Value free =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, was, zero);
    auto take = scf::IfOp::create(b, loc, TypeRange{slabType}, free,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(take.thenBlock());
      Value global = memref::GetGlobalOp::create(b, loc, slabType,
                                                 slabGlobal.getSymName());
      scf::YieldOp::create(b, loc, global);
      b.setInsertionPointToStart(take.elseBlock());
      Value own = memref::AllocOp::create(b, loc, slabType,
                                          b.getI64IntegerAttr(kAlignment));
      scf::YieldOp::create(b, loc, own);
    }
    Value slab = take.getResult(0);

    for (Temporary &temp : temps) {
      b.setInsertionPoint(temp.alloc);
      Value offset = arith::ConstantIndexOp::create(b, loc, temp.offset);
      Value view =
          memref::ViewOp::create(b, temp.alloc.getLoc(), temp.alloc.getType(),
                                 slab, offset, ValueRange{});
      temp.dealloc.erase();
      temp.alloc.getResult().replaceAllUsesWith(view);
      temp.alloc.erase();
    }

    // Give the buffer back (or free the private one) before returning.
    b.setInsertionPoint(ret);
    auto give = scf::IfOp::create(b, loc, TypeRange{}, free,
                                  /*withElseRegion=*/true);
    b.setInsertionPointToStart(give.thenBlock());
    memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::assign, zero,
                                flag, ValueRange{});
    b.setInsertionPointToStart(give.elseBlock());
    memref::DeallocOp::create(b, loc, slab);
  }
};

} // namespace
