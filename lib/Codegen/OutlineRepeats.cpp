//===- OutlineRepeats.cpp - repeated op sequences emitted once -----------===//
//
// Finds, in each block of straight-line buffer code, a sequence of ops that
// occurs several times in a row (the layers of an unrolled model, as JAX
// exports a Python loop over them) and emits it once, as a private function
// that each occurrence calls (see Passes.td). Everything after this pass
// (kernels, vectorization, the LLVM dialect, LLVM itself) then works on one
// layer instead of all of them.
//
// The ops of a block fall into four roles. Allocations and deallocations
// stay in the caller (so the caller's temporaries buffer keeps every
// layer's temporaries, and the function allocates nothing); pure ops with
// no regions that do not depend on the repeated code (constants, views of
// the arguments such as each layer's slice of a stacked weight array) stay
// where they are, their results passed in. The rest, the body ops, form the
// sequence that is searched for repeats: a period L and a run of blocks of
// L body ops whose ops are pairwise equal (name, attributes, result types,
// regions) and wired alike (an operand made by the block is made at the
// same position in every block; a value from outside stands for the same
// argument each time).
//
//===----------------------------------------------------------------------===//

#include "AnyOffset.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace kiln {
#define GEN_PASS_DEF_OUTLINEREPEATS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// At most this many alignments of a run are tried (a run of blocks may
/// start anywhere in its first block's rotation).
constexpr int64_t kMaxShifts = 16;
/// At most this many periods are tried per round.
constexpr size_t kMaxPeriods = 32;
/// Rounds per block: each outlines one repeated sequence.
constexpr int kMaxRounds = 8;
/// At most this many candidate runs are checked per round (each check
/// costs about the ops it compares), so that a large program without
/// repeats costs little.
constexpr int kMaxChecks = 256;

enum class Role { Body, Kept, Alloc, Dealloc };

/// The body ops of one block and what the others are.
struct Sequence {
  SmallVector<Operation *> ops;
  /// Position of each body op in `ops`.
  llvm::DenseMap<Operation *, int64_t> index;
  SmallVector<llvm::hash_code> hashes;
  llvm::DenseMap<Operation *, Role> roles;
};

bool isConstantLike(Operation *op) {
  return llvm::isa<arith::ConstantOp, memref::GetGlobalOp>(op);
}

Sequence classify(Block &block) {
  Sequence seq;
  for (Operation &op : block.without_terminator()) {
    // An operand made by a body op ties `op` to the repeated code.
    bool dependsOnBody = llvm::any_of(op.getOperands(), [&](Value v) {
      Operation *def = v.getDefiningOp();
      return def && def->getBlock() == &block &&
             seq.roles.lookup(def) == Role::Body;
    });
    Role role = Role::Body;
    if (!dependsOnBody) {
      if (llvm::isa<memref::AllocOp, memref::AllocaOp>(op))
        role = Role::Alloc;
      else if (llvm::isa<memref::DeallocOp>(op))
        role = Role::Dealloc;
      else if (op.getNumRegions() == 0 && isMemoryEffectFree(&op))
        role = Role::Kept;
    }
    seq.roles[&op] = role;
    if (role != Role::Body)
      continue;
    seq.index[&op] = seq.ops.size();
    seq.ops.push_back(&op);
    // The op and those in its regions, values aside.
    llvm::hash_code hash{};
    op.walk([&](Operation *nested) {
      hash = llvm::hash_combine(
          hash, OperationEquivalence::computeHash(
                    nested, OperationEquivalence::ignoreHashValue,
                    OperationEquivalence::ignoreHashValue,
                    OperationEquivalence::IgnoreLocations));
    });
    seq.hashes.push_back(hash);
  }
  return seq;
}

/// Whether two memref types differ in their offset only.
bool differInOffsetOnly(Type a, Type b) {
  auto ma = llvm::dyn_cast<MemRefType>(a);
  auto mb = llvm::dyn_cast<MemRefType>(b);
  return ma && mb && kiln::withAnyOffset(ma) == kiln::withAnyOffset(mb) &&
         kiln::withAnyOffset(ma) != ma;
}

/// A run of `count` blocks of `period` body ops from `start`, checked.
struct Repeat {
  int64_t start = 0, period = 0, count = 0;
  /// The values from outside that block 0 uses, in the order it uses them;
  /// `outside[j][i]` is what block j uses in place of `inputs[i]`.
  SmallVector<Value> inputs;
  SmallVector<SmallVector<Value>> outside;
  /// Inputs taken at any offset (each block passes another slice).
  llvm::SmallDenseSet<unsigned> anyOffset;
  /// Inputs that are the same constant in every block: copied in.
  llvm::SmallDenseSet<unsigned> copied;
  /// Inputs that are each block's own temporaries (or views of them):
  /// allocated in the function instead of passed in.
  llvm::SmallDenseSet<unsigned> local;
  /// (position in the block, result number) of the values the function
  /// returns: those some block's code after it uses.
  SmallVector<std::pair<int64_t, unsigned>> results;
};

/// The position of the body op of `seq` that is `op` or holds it in a
/// region; -1 where none does.
int64_t bodyPosition(const Sequence &seq, Operation *op) {
  for (; op; op = op->getParentOp()) {
    auto it = seq.index.find(op);
    if (it != seq.index.end())
      return it->second;
  }
  return -1;
}

/// The position of the body op that defines `v` or holds its definition.
int64_t bodyPosition(const Sequence &seq, Value v) {
  Operation *op = v.getDefiningOp();
  return bodyPosition(seq, op ? op : v.getParentBlock()->getParentOp());
}

/// Whether `pos` is in the block of `period` ops from `base`.
bool inBlock(int64_t pos, int64_t base, int64_t period) {
  return pos >= base && pos < base + period;
}

/// Whether `a` and `b` are the same op but for their operands and regions:
/// name, attributes, properties, operand count and result types.
bool sameHeader(Operation *a, Operation *b) {
  return a->getName() == b->getName() &&
         a->getDiscardableAttrDictionary() ==
             b->getDiscardableAttrDictionary() &&
         a->getPropertiesAsAttribute() == b->getPropertiesAsAttribute() &&
         a->getNumOperands() == b->getNumOperands() &&
         a->getResultTypes() == b->getResultTypes();
}

/// The values block 0 of `r` uses from outside it (in its ops and their
/// regions), in the order it first uses them.
SmallVector<Value> inputsOf(const Sequence &seq, const Repeat &r) {
  llvm::SetVector<Value> inputs;
  for (int64_t p = 0; p < r.period; ++p)
    seq.ops[r.start + p]->walk([&](Operation *op) {
      for (Value v : op->getOperands()) {
        if (!inBlock(bodyPosition(seq, v), r.start, r.period))
          inputs.insert(v);
      }
    });
  return inputs.takeVector();
}

/// Compares block j of `r` with block 0, op by op and into their regions,
/// filling r.outside[j]; false where they differ.
bool matchBlock(const Sequence &seq, Repeat &r, int64_t j) {
  int64_t base0 = r.start, basej = r.start + j * r.period;
  llvm::DenseMap<Value, unsigned> inputIndex;
  for (auto [i, v] : llvm::enumerate(r.inputs))
    inputIndex[v] = i;
  SmallVector<Value> &outside = r.outside[j];
  outside.assign(r.inputs.size(), Value());
  // Values defined in the regions of block 0's ops, and their twins.
  llvm::DenseMap<Value, Value> regionValues;
  llvm::SmallDenseSet<unsigned> anyOffset;
  // Whether `a` (block 0) and `b` (block j) stand at the same place.
  auto matchValue = [&](Value a, Value b) -> bool {
    if (a.getType() != b.getType() &&
        !differInOffsetOnly(a.getType(), b.getType()))
      return false;
    auto inRegion = regionValues.find(a);
    if (inRegion != regionValues.end())
      return inRegion->second == b;
    auto input = inputIndex.find(a);
    if (input == inputIndex.end()) {
      // Made by block 0's top-level ops: b by the same op of block j.
      auto resultA = llvm::dyn_cast<OpResult>(a);
      auto resultB = llvm::dyn_cast<OpResult>(b);
      if (!resultA || !resultB)
        return false;
      auto posA = seq.index.find(resultA.getOwner());
      auto posB = seq.index.find(resultB.getOwner());
      return posA != seq.index.end() && posB != seq.index.end() &&
             posA->second - base0 == posB->second - basej &&
             resultA.getResultNumber() == resultB.getResultNumber();
    }
    // From outside: b from outside block j too, the same for each use.
    if (inBlock(bodyPosition(seq, b), basej, r.period))
      return false;
    Value &twin = outside[input->second];
    if (twin && twin != b)
      return false;
    twin = b;
    if (a.getType() != b.getType())
      anyOffset.insert(input->second);
    return true;
  };
  std::function<bool(Operation *, Operation *)> matchOp = [&](Operation *a,
                                                              Operation *b) {
    if (!sameHeader(a, b) || a->getNumRegions() != b->getNumRegions() ||
        a->getNumSuccessors() != 0 || b->getNumSuccessors() != 0)
      return false;
    for (auto [x, y] : llvm::zip(a->getOperands(), b->getOperands()))
      if (!matchValue(x, y))
        return false;
    for (auto [ra, rb] : llvm::zip(a->getRegions(), b->getRegions())) {
      if (ra.getBlocks().size() != rb.getBlocks().size())
        return false;
      for (auto [ba, bb] : llvm::zip(ra, rb)) {
        if (ba.getArgumentTypes() != bb.getArgumentTypes() ||
            ba.getOperations().size() != bb.getOperations().size())
          return false;
        for (auto [x, y] : llvm::zip(ba.getArguments(), bb.getArguments()))
          regionValues[x] = y;
        for (auto [oa, ob] : llvm::zip(ba, bb)) {
          if (!matchOp(&oa, &ob))
            return false;
          for (auto [x, y] : llvm::zip(oa.getResults(), ob.getResults()))
            regionValues[x] = y;
        }
      }
    }
    return true;
  };
  for (int64_t p = 0; p < r.period; ++p) {
    Operation *a = seq.ops[base0 + p], *b = seq.ops[basej + p];
    if (seq.hashes[base0 + p] != seq.hashes[basej + p] || !matchOp(a, b))
      return false;
  }
  if (llvm::is_contained(outside, Value()))
    return false;
  r.anyOffset.insert(anyOffset.begin(), anyOffset.end());
  return true;
}

/// Whether every use of `v` in block 0 of `r` takes its buffer at any
/// offset unchanged (structured ops and copies read and write elements;
/// an op deriving a view would need its result type changed too).
bool usableAtAnyOffset(const Sequence &seq, const Repeat &r, Value v) {
  return llvm::all_of(v.getUsers(), [&](Operation *user) {
    int64_t pos = bodyPosition(seq, user);
    if (!inBlock(pos, r.start, r.period))
      return true;
    return seq.ops[pos] == user &&
           llvm::isa<linalg::LinalgOp, memref::CopyOp>(user);
  });
}

/// The view op `op` is, where it derives a view of its first operand from
/// constants otherwise (subviews, reshapes, casts of a buffer).
bool isConstantView(const Sequence &seq, Operation *op) {
  if (!op || seq.roles.lookup(op) != Role::Kept ||
      !llvm::isa<ViewLikeOpInterface>(op) || op->getNumOperands() == 0)
    return false;
  return llvm::all_of(op->getOperands().drop_front(),
                      [](Value v) { return matchPattern(v, m_Constant()); });
}

/// The allocation `v` is a constant view of (or is), where it is one that
/// takes no sizes; null elsewhere.
memref::AllocOp rootAllocation(const Sequence &seq, Value v) {
  Operation *def = v.getDefiningOp();
  while (isConstantView(seq, def))
    def = def->getOperand(0).getDefiningOp();
  auto alloc = llvm::dyn_cast_or_null<memref::AllocOp>(def);
  return alloc && alloc->getNumOperands() == 0 ? alloc : nullptr;
}

/// Whether every use of `v` is by the ops of block [base, base + period),
/// a deallocation, or a constant view whose uses are such uses too.
bool usedInBlockOnly(const Sequence &seq, Value v, int64_t base,
                     int64_t period) {
  return llvm::all_of(v.getUsers(), [&](Operation *user) {
    if (seq.roles.lookup(user) == Role::Dealloc)
      return true;
    if (isConstantView(seq, user) && user->getOperand(0) == v)
      return llvm::all_of(user->getResults(), [&](Value view) {
        return usedInBlockOnly(seq, view, base, period);
      });
    return inBlock(bodyPosition(seq, user), base, period);
  });
}

/// Whether `a` and `b` are made alike: the same allocation, the same
/// constant views of it.
bool sameTemporary(const Sequence &seq, Value a, Value b) {
  if (a.getType() != b.getType())
    return false;
  Operation *defA = a.getDefiningOp(), *defB = b.getDefiningOp();
  if (!defA || !defB || !sameHeader(defA, defB) ||
      llvm::cast<OpResult>(a).getResultNumber() !=
          llvm::cast<OpResult>(b).getResultNumber())
    return false;
  if (llvm::isa<memref::AllocOp>(defA))
    return true;
  if (!sameTemporary(seq, defA->getOperand(0), defB->getOperand(0)))
    return false;
  for (auto [x, y] : llvm::zip(defA->getOperands().drop_front(),
                               defB->getOperands().drop_front())) {
    Attribute ax, ay;
    if (!matchPattern(x, m_Constant(&ax)) ||
        !matchPattern(y, m_Constant(&ay)) || ax != ay)
      return false;
  }
  return true;
}

/// Checks the blocks of a run from `start` and fills `r`; the run keeps its
/// blocks up to the first that differs. False where fewer than two remain.
bool check(const Sequence &seq, int64_t start, int64_t period, int64_t count,
           Repeat &r) {
  r = Repeat();
  r.start = start;
  r.period = period;
  r.outside.resize(count);
  r.inputs = inputsOf(seq, r);
  int64_t matched = 1;
  while (matched < count && matchBlock(seq, r, matched))
    ++matched;

  if (matched < 2)
    return false;
  r.count = matched;
  r.outside.resize(matched);
  r.outside[0] = r.inputs;
  for (unsigned i : r.anyOffset)
    if (!usableAtAnyOffset(seq, r, r.inputs[i]))
      return false;
  // Constants: the same one everywhere is copied in; constant buffers that
  // differ (each layer's own weights) are not outlined, so that GEMMs keep
  // packing them at compile time.
  for (unsigned i = 0; i < r.inputs.size(); ++i) {
    Operation *def = r.inputs[i].getDefiningOp();
    if (!def || !isConstantLike(def))
      continue;
    bool same = llvm::all_of(r.outside, [&](ArrayRef<Value> values) {
      Operation *other = values[i].getDefiningOp();
      return other && OperationEquivalence::isEquivalentTo(
                          def, other, OperationEquivalence::IgnoreLocations);
    });
    if (same)
      r.copied.insert(i);
    else if (llvm::isa<memref::GetGlobalOp>(def))
      return false;
  }
  // Results: values of a block used after it.
  llvm::SetVector<std::pair<int64_t, unsigned>> results;
  for (int64_t j = 0; j < r.count; ++j) {
    int64_t base = start + j * period;
    for (int64_t p = 0; p < period; ++p)
      for (OpResult v : seq.ops[base + p]->getResults())
        for (Operation *user : v.getUsers())
          if (!inBlock(bodyPosition(seq, user), base, period))
            results.insert({p, v.getResultNumber()});
  }
  r.results = results.takeVector();
  llvm::sort(r.results);
  // Temporaries each block allocates for itself become the function's.
  for (unsigned i = 0; i < r.inputs.size(); ++i) {
    bool local = llvm::all_of(llvm::seq<int64_t>(0, r.count), [&](int64_t j) {
      Value v = r.outside[j][i];
      memref::AllocOp root = rootAllocation(seq, v);
      return root &&
             usedInBlockOnly(seq, root.getResult(), start + j * period,
                             period) &&
             sameTemporary(seq, r.inputs[i], v);
    });
    if (local)
      r.local.insert(i);
  }
  // A buffer the function returns (a view of it) must outlive the call:
  // the temporary it views stays the caller's.
  llvm::SmallPtrSet<Operation *, 4> escaping;
  for (auto [p, result] : r.results) {
    Value v = seq.ops[start + p]->getResult(result);
    if (!llvm::isa<BaseMemRefType>(v.getType()))
      continue;
    while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
      v = view.getViewSource();
    if (Operation *def = v.getDefiningOp())
      escaping.insert(def);
    if (inBlock(bodyPosition(seq, v), start, period))
      r.local.clear(); // made inside: what it aliases is not known here
  }
  for (unsigned i : llvm::to_vector(r.local))
    if (escaping.contains(rootAllocation(seq, r.inputs[i])))
      r.local.erase(i);
  // A temporary moves in whole: where one of the inputs viewing it stays
  // an argument (a view at another offset in each block), all do.
  llvm::SmallPtrSet<Operation *, 4> shared;
  for (unsigned i = 0; i < r.inputs.size(); ++i)
    if (!r.local.contains(i))
      if (memref::AllocOp root = rootAllocation(seq, r.inputs[i]))
        shared.insert(root);
  for (unsigned i : llvm::to_vector(r.local))
    if (shared.contains(rootAllocation(seq, r.inputs[i])))
      r.local.erase(i);

  return true;
}

/// The best run of repeats in `seq` (most body ops saved), checked; false
/// where there is none of at least `minOps` ops per block.
bool findRepeat(const Sequence &seq, int64_t minOps, Repeat &best) {
  int64_t n = seq.ops.size();
  if (n < 2 * minOps)
    return false;
  // Periods: distances between successive ops of equal hash, the most
  // frequent first.
  llvm::DenseMap<llvm::hash_code, int64_t> last;
  llvm::MapVector<int64_t, int64_t> gaps;
  for (int64_t i = 0; i < n; ++i) {
    auto [it, added] = last.try_emplace(seq.hashes[i], i);
    if (!added) {
      int64_t gap = i - it->second;
      if (gap >= minOps && 2 * gap <= n)
        ++gaps[gap];
      it->second = i;
    }
  }
  SmallVector<std::pair<int64_t, int64_t>> periods(gaps.begin(), gaps.end());
  llvm::sort(periods, [](auto x, auto y) {
    return std::make_pair(x.second * x.first, x.first) >
           std::make_pair(y.second * y.first, y.first);
  });
  if (periods.size() > kMaxPeriods)
    periods.resize(kMaxPeriods);
  int64_t bestSaved = 0;
  int checks = 0;
  for (auto [period, unused] : periods) {
    // Runs of positions whose op equals the one a period later.
    for (int64_t i = 0; i + period < n;) {
      if (seq.hashes[i] != seq.hashes[i + period]) {
        ++i;
        continue;
      }
      int64_t runStart = i;
      while (i + period < n && seq.hashes[i] == seq.hashes[i + period])
        ++i;
      // Positions [runStart, i) each equal the op a period later: blocks
      // may start anywhere from which a second block ends by i + period.
      for (int64_t shift = 0; shift < std::min(period, kMaxShifts) &&
                              runStart + shift + period <= i;
           ++shift) {
        int64_t start = runStart + shift;
        int64_t count = (i - start) / period + 1;
        if ((count - 1) * period <= bestSaved || ++checks > kMaxChecks)
          break;
        Repeat r;
        if (check(seq, start, period, count, r) &&
            (r.count - 1) * period > bestSaved) {
          bestSaved = (r.count - 1) * period;
          best = std::move(r);
          break;
        }
      }
    }
  }
  return bestSaved > 0;
}

/// Emits block 0 of `r` as a function and replaces every block by a call.
func::FuncOp outline(const Sequence &seq, const Repeat &r,
                     SymbolTable &symbols) {
  Operation *first = seq.ops[r.start];
  Location loc = first->getLoc();
  MLIRContext *ctx = first->getContext();
  SmallVector<Type> argTypes, resultTypes;
  SmallVector<unsigned> argInputs;
  for (auto [i, v] : llvm::enumerate(r.inputs)) {
    if (r.copied.contains(i) || r.local.contains(i))
      continue;
    Type type = v.getType();
    if (r.anyOffset.contains(i))
      type = kiln::withAnyOffset(llvm::cast<MemRefType>(type));
    argTypes.push_back(type);
    argInputs.push_back(i);
  }
  for (auto [p, result] : r.results)
    resultTypes.push_back(seq.ops[r.start + p]->getResult(result).getType());
  OpBuilder b(ctx);
  auto func = func::FuncOp::create(b, loc, "__kiln_repeat",
                                   b.getFunctionType(argTypes, resultTypes));
  func.setPrivate();
  symbols.insert(func); // at the module's end, renamed to be unique
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  IRMapping mapping;
  for (auto [arg, i] : llvm::zip(entry->getArguments(), argInputs))
    mapping.map(r.inputs[i], arg);
  for (unsigned i : r.copied)
    mapping.map(
        r.inputs[i],
        b.clone(*r.inputs[i].getDefiningOp())
            ->getResult(llvm::cast<OpResult>(r.inputs[i]).getResultNumber()));
  // Block 0's temporaries (and their views), allocated and freed here.
  SmallVector<Value> allocated;
  std::function<Value(Value)> cloneTemporary = [&](Value v) -> Value {
    if (Value mapped = mapping.lookupOrNull(v))
      return mapped;
    Operation *def = v.getDefiningOp();
    for (Value operand : def->getOperands())
      if (!mapping.contains(operand)) {
        if (matchPattern(operand, m_Constant()))
          mapping.map(operand, b.clone(*operand.getDefiningOp())->getResult(0));
        else
          cloneTemporary(operand);
      }
    Operation *clone = b.clone(*def, mapping);
    if (llvm::isa<memref::AllocOp>(clone))
      allocated.push_back(clone->getResult(0));
    return mapping.lookup(v);
  };
  for (unsigned i : r.local)
    cloneTemporary(r.inputs[i]);
  for (int64_t p = 0; p < r.period; ++p)
    b.clone(*seq.ops[r.start + p], mapping);
  for (Value buffer : allocated)
    memref::DeallocOp::create(b, loc, buffer);
  SmallVector<Value> returned;
  for (auto [p, result] : r.results)
    returned.push_back(mapping.lookup(seq.ops[r.start + p]->getResult(result)));
  func::ReturnOp::create(b, loc, returned);

  // Each block's values as the calls before it replaced them.
  IRMapping replaced;
  for (int64_t j = 0; j < r.count; ++j) {
    int64_t base = r.start + j * r.period;
    Operation *lastOp = seq.ops[base + r.period - 1];
    b.setInsertionPointAfter(lastOp);
    SmallVector<Value> operands;
    for (auto [i, type] : llvm::zip(argInputs, argTypes)) {
      Value v = replaced.lookupOrDefault(r.outside[j][i]);
      operands.push_back(v.getType() == type ? v
                                             : memref::CastOp::create(
                                                   b, lastOp->getLoc(), type, v)
                                                   .getResult());
    }
    auto call =
        func::CallOp::create(b, seq.ops[base]->getLoc(), func, operands);
    // Deallocations among the block's ops move after the call.
    Operation *firstOp = seq.ops[base];
    SmallVector<Operation *> deallocs;
    for (Operation *op = firstOp; op != lastOp; op = op->getNextNode())
      if (seq.roles.lookup(op) == Role::Dealloc)
        deallocs.push_back(op);
    for (Operation *op : llvm::reverse(deallocs))
      op->moveAfter(call);
    for (auto [k, pr] : llvm::enumerate(r.results)) {
      Value old = seq.ops[base + pr.first]->getResult(pr.second);
      replaced.map(old, call.getResult(k));
      old.replaceAllUsesWith(call.getResult(k));
    }
    for (int64_t p = r.period - 1; p >= 0; --p)
      seq.ops[base + p]->erase();
    // The block's temporaries, now the function's, with their views and
    // deallocations.
    llvm::SetVector<Operation *> roots;
    for (unsigned i : r.local)
      roots.insert(rootAllocation(seq, r.outside[j][i]));
    // (Only views and deallocations use them now: check() made sure.)
    std::function<void(Value)> eraseUsers = [&](Value v) {
      for (Operation *user : llvm::make_early_inc_range(v.getUsers())) {
        assert(
            (llvm::isa<memref::DeallocOp>(user) || isConstantView(seq, user)) &&
            "a moved temporary still used in the caller");
        for (Value view : user->getResults())
          eraseUsers(view);
        user->erase();
      }
    };
    for (Operation *root : roots) {
      eraseUsers(root->getResult(0));
      root->erase();
    }
  }
  return func;
}

struct OutlineRepeatsPass : kiln::impl::OutlineRepeatsBase<OutlineRepeatsPass> {
  using OutlineRepeatsBase::OutlineRepeatsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<Block *> blocks;
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>()))
      // Inner blocks first: outlining a block erases the ops it repeats.
      func->walk([&](Operation *op) {
        if (!llvm::isa<func::FuncOp, scf::ForOp, scf::WhileOp, scf::IfOp,
                       scf::ExecuteRegionOp>(op))
          return;
        for (Region &region : op->getRegions())
          for (Block &block : region)
            blocks.push_back(&block);
      });
    for (Block *block : blocks)
      for (int round = 0; round < kMaxRounds; ++round) {
        Sequence seq = classify(*block);
        Repeat r;
        if (!findRepeat(seq, minOps, r))
          break;
        Location loc = seq.ops[r.start]->getLoc();
        func::FuncOp func = outline(seq, r, symbols);
        kiln::explain(explain, loc, "kiln-outline-repeats",
                      llvm::Twine(r.count) + " repeats of " +
                          llvm::Twine(r.period) + " ops call one function, " +
                          func.getName());
      }
  }
};

} // namespace
