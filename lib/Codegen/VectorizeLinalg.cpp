//===- VectorizeLinalg.cpp - vector loops for elementwise and reductions -===//
//
// Rewrites linalg ops on memrefs with static shapes (elementwise chains,
// broadcasts, transposes, fills, copies and reductions) into scf loops whose
// innermost loop processes a whole vector of the innermost loop dimension
// per step. The scalar body is cloned once per step with vector types; an
// operand is read and written with vector loads and stores where its
// innermost dimension is the vectorized one and is contiguous, through lane
// by lane loads and stores where it is strided (transposes), and as one
// broadcast scalar where it does not depend on that dimension. The remainder
// of the dimension is a few more steps with shorter vectors of decreasing
// power-of-two widths (17 = 16 + 1), so there are no masks and no scalar
// epilogue loop.
//
// When the innermost dimension is a reduction, results that do not depend on
// it are accumulated in vectors (the first step initializes them, so no
// neutral element is needed) and reduced horizontally once per row:
// floating-point sums are reassociated, as XLA's CPU backend does; integer
// reductions stay exact. Anything else (other element types, bodies with
// regions, dynamic shapes) is left to the loop lowering.
//
// With `threads` > 1, the outermost loop of a large op (or of a group of ops
// sharing a loop over rows) becomes an scf.parallel, which
// convert-scf-to-openmp turns into an OpenMP worksharing loop: the loop over
// dimension 0 where it is parallel and every result depends on it, or, for a
// one-dimensional elementwise op, its vector loop. Ops with fewer than
// `min-parallel-elements` iterations stay serial.
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/ADT/bit.h"

#include <cmath>

namespace kiln {
#define GEN_PASS_DEF_VECTORIZELINALG
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

/// How an operand is accessed along the vectorized dimension.
enum class Access {
  Invariant,  // does not depend on it: one scalar, broadcast
  Contiguous, // it is the operand's innermost, unit-stride dimension
  Strided,    // anything else: lane by lane
};

/// What the generator needs to know about one linalg.generic.
struct Plan {
  linalg::GenericOp op;
  SmallVector<int64_t> ranges;
  unsigned vdim = 0;
  int64_t lanes = 0;
  bool reduceV = false;
  SmallVector<Access> access; // per operand
  /// Per init operand: the combining op of a result accumulated across the
  /// vectorized (reduction) dimension, or null.
  SmallVector<Operation *> combiner;
};

unsigned storageBits(Type type) {
  if (type.isIndex())
    return 64;
  return std::max(8u, type.getIntOrFloatBitWidth());
}

bool isScalarType(Type type) { return type.isIntOrIndexOrFloat(); }

/// The vector.reduction kind of a combining op, if it is one.
std::optional<vector::CombiningKind> combiningKind(Operation *op) {
  using K = vector::CombiningKind;
  return llvm::TypeSwitch<Operation *, std::optional<K>>(op)
      .Case<arith::AddFOp, arith::AddIOp>([](auto) { return K::ADD; })
      .Case<arith::MulFOp, arith::MulIOp>([](auto) { return K::MUL; })
      .Case<arith::MaximumFOp>([](auto) { return K::MAXIMUMF; })
      .Case<arith::MinimumFOp>([](auto) { return K::MINIMUMF; })
      .Case<arith::MaxNumFOp>([](auto) { return K::MAXNUMF; })
      .Case<arith::MinNumFOp>([](auto) { return K::MINNUMF; })
      .Case<arith::AndIOp>([](auto) { return K::AND; })
      .Case<arith::OrIOp>([](auto) { return K::OR; })
      .Case<arith::XOrIOp>([](auto) { return K::XOR; })
      .Case<arith::MaxSIOp>([](auto) { return K::MAXSI; })
      .Case<arith::MinSIOp>([](auto) { return K::MINSI; })
      .Case<arith::MaxUIOp>([](auto) { return K::MAXUI; })
      .Case<arith::MinUIOp>([](auto) { return K::MINUI; })
      .Default([](Operation *) { return std::nullopt; });
}

/// Whether `map`'s results are all loop dimensions or constants.
bool isSimpleMap(AffineMap map) {
  return llvm::all_of(map.getResults(), [](AffineExpr e) {
    return llvm::isa<AffineDimExpr, AffineConstantExpr>(e);
  });
}

Access accessOf(OpOperand &operand, AffineMap map, unsigned vdim) {
  auto type = llvm::dyn_cast<MemRefType>(operand.get().getType());
  if (!type || !map.isFunctionOfDim(vdim))
    return Access::Invariant;
  AffineExpr last = map.getResults().back();
  auto dim = llvm::dyn_cast<AffineDimExpr>(last);
  // Memrefs of i1 (or i4) hold a byte per element, vectors pack the lanes.
  Type element = type.getElementType();
  bool byteSized =
      element.isIndex() || element.getIntOrFloatBitWidth() % 8 == 0;
  if (dim && dim.getPosition() == vdim && byteSized) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (succeeded(type.getStridesAndOffset(strides, offset)) &&
        strides.back() == 1)
      return Access::Contiguous;
  }
  return Access::Strided;
}

/// The plan for `op`, or nullopt where it stays loops.
std::optional<Plan> analyze(linalg::GenericOp op, unsigned vectorBits) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0)
    return std::nullopt;
  Plan plan;
  plan.op = op;
  plan.ranges = op.getStaticLoopRanges();
  if (llvm::any_of(plan.ranges, ShapedType::isDynamic))
    return std::nullopt;
  plan.vdim = op.getNumLoops() - 1;
  if (plan.ranges[plan.vdim] < 2)
    return std::nullopt;
  plan.reduceV =
      linalg::isReductionIterator(op.getIteratorTypesArray()[plan.vdim]);

  // Element types: lanes are sized by the widest one.
  unsigned widest = 8;
  for (OpOperand &operand : op->getOpOperands()) {
    Type element = getElementTypeOrSelf(operand.get().getType());
    if (!isScalarType(element))
      return std::nullopt;
    widest = std::max(widest, storageBits(element));
  }
  Block &body = op.getRegion().front();
  for (Operation &inner : body.without_terminator()) {
    if (inner.getNumRegions() != 0)
      return std::nullopt;
    for (Type type : inner.getResultTypes())
      if (!isScalarType(type))
        return std::nullopt;
    if (llvm::isa<linalg::IndexOp>(inner) ||
        inner.hasTrait<OpTrait::ConstantLike>())
      continue;
    if (!OpTrait::hasElementwiseMappableTraits(&inner))
      return std::nullopt;
    for (Type type : inner.getResultTypes())
      widest = std::max(widest, storageBits(type));
  }
  plan.lanes = std::max<int64_t>(2, vectorBits / widest);

  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!isSimpleMap(map))
      return std::nullopt;
    plan.access.push_back(accessOf(operand, map, plan.vdim));
  }

  // Results: written per step where they depend on the vectorized
  // dimension; accumulated where it is a reduction they do not depend on.
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  SmallVector<Value> accArgs;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    unsigned k = init.getOperandNumber() - op.getNumDpsInputs();
    AffineMap map = op.getMatchingIndexingMap(&init);
    if (map.isFunctionOfDim(plan.vdim)) {
      plan.combiner.push_back(nullptr);
      continue;
    }
    if (!plan.reduceV)
      return std::nullopt;
    Value acc = op.getMatchingBlockArgument(&init);
    Operation *comb = yield.getOperand(k).getDefiningOp();
    if (!comb || comb->getBlock() != &body || !combiningKind(comb) ||
        !acc.hasOneUse() || *acc.getUsers().begin() != comb ||
        !comb->hasOneUse())
      return std::nullopt;
    plan.combiner.push_back(comb);
    accArgs.push_back(acc);
  }
  // The accumulated values must not depend on any accumulator.
  llvm::SmallPtrSet<Operation *, 8> tainted;
  for (Value acc : accArgs)
    for (Operation *user : acc.getUsers())
      tainted.insert(user);
  for (Operation &inner : body.without_terminator()) {
    if (tainted.contains(&inner))
      continue;
    for (Value v : inner.getOperands())
      if (Operation *def = v.getDefiningOp(); def && tainted.contains(def))
        return std::nullopt;
  }
  return plan;
}

/// Emits the vector code of one plan in place of its op.
class VectorLoopEmitter {
public:
  VectorLoopEmitter(const Plan &plan, OpBuilder &b)
      : plan(plan), op(plan.op), b(b), loc(op.getLoc()) {}

  /// Emits the loops in place of the op, or, given `row`, inside an
  /// enclosing loop over dimension 0 whose induction variable it is. With
  /// `split`, the outermost loop is an scf.parallel (see canSplit).
  void run(Value row = Value(), bool split = false);

private:
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// The memref indices of `operand` at the current point, with the
  /// vectorized dimension at `base` (plus `lane`).
  SmallVector<Value> indices(OpOperand &operand, Value base, int64_t lane);
  Value load(OpOperand &operand, Value base, int64_t width);
  void store(OpOperand &operand, Value value, Value base, int64_t width);
  Value broadcast(Value v, int64_t width) {
    // A step of one element is scalar code (vector<1x...> buys nothing
    // and some targets lower it differently, e.g. maximumf of signed
    // zeros).
    if (width == 1 || llvm::isa<VectorType>(v.getType()))
      return v;
    return vector::BroadcastOp::create(
        b, loc, VectorType::get({width}, v.getType()), v);
  }
  Value combine(Operation *comb, Value acc, Value x);
  Value divideByInvariant(arith::DivFOp div, Value x, Value s);
  /// One step over `width` elements from `base`: writes the results that
  /// depend on the vectorized dimension and returns the partial values of
  /// the accumulated ones (in init order).
  SmallVector<Value> step(Value base, int64_t width);
  void accumulate(ArrayRef<Value> partials);

  const Plan &plan;
  linalg::GenericOp op;
  OpBuilder &b;
  Location loc;
  SmallVector<Value> ivs;
};

SmallVector<Value> VectorLoopEmitter::indices(OpOperand &operand, Value base,
                                              int64_t lane) {
  SmallVector<Value> result;
  for (AffineExpr e : op.getMatchingIndexingMap(&operand).getResults()) {
    if (auto c = llvm::dyn_cast<AffineConstantExpr>(e)) {
      result.push_back(index(c.getValue()));
      continue;
    }
    unsigned d = llvm::cast<AffineDimExpr>(e).getPosition();
    if (d != plan.vdim) {
      result.push_back(ivs[d]);
    } else if (lane == 0) {
      result.push_back(base);
    } else {
      result.push_back(arith::AddIOp::create(b, loc, base, index(lane)));
    }
  }
  return result;
}

Value VectorLoopEmitter::load(OpOperand &operand, Value base, int64_t width) {
  Value source = operand.get();
  if (!llvm::isa<MemRefType>(source.getType()))
    return source;
  Type element = getElementTypeOrSelf(source.getType());
  Access access = plan.access[operand.getOperandNumber()];
  if (width == 1)
    access = Access::Invariant;
  switch (access) {
  case Access::Invariant:
    return memref::LoadOp::create(b, loc, source, indices(operand, base, 0));
  case Access::Contiguous:
    return vector::LoadOp::create(b, loc, VectorType::get({width}, element),
                                  source, indices(operand, base, 0));
  case Access::Strided: {
    SmallVector<Value> lanes;
    for (int64_t l = 0; l < width; ++l)
      lanes.push_back(
          memref::LoadOp::create(b, loc, source, indices(operand, base, l)));
    return vector::FromElementsOp::create(
        b, loc, VectorType::get({width}, element), lanes);
  }
  }
  llvm_unreachable("unknown access");
}

void VectorLoopEmitter::store(OpOperand &operand, Value value, Value base,
                              int64_t width) {
  value = broadcast(value, width);
  Value target = operand.get();
  if (width == 1) {
    memref::StoreOp::create(b, loc, value, target, indices(operand, base, 0));
    return;
  }
  if (plan.access[operand.getOperandNumber()] == Access::Contiguous) {
    vector::StoreOp::create(b, loc, value, target, indices(operand, base, 0));
    return;
  }
  for (int64_t l = 0; l < width; ++l) {
    Value lane = vector::ExtractOp::create(b, loc, value, l);
    memref::StoreOp::create(b, loc, lane, target, indices(operand, base, l));
  }
}

Value VectorLoopEmitter::combine(Operation *comb, Value acc, Value x) {
  // The accumulator is the combiner's operand defined by the block argument
  // (the other one is the new value); keep its operand order and flags.
  Block &body = op.getRegion().front();
  IRMapping map;
  for (Value v : comb->getOperands()) {
    bool isAcc =
        llvm::isa<BlockArgument>(v) &&
        llvm::cast<BlockArgument>(v).getOwner() == &body &&
        llvm::cast<BlockArgument>(v).getArgNumber() >= op.getNumDpsInputs();
    map.map(v, isAcc ? acc : x);
  }
  Operation *clone = b.clone(*comb, map);
  clone->getResult(0).setType(x.getType());
  return clone->getResult(0);
}

/// `x / s` for a vector `x` and a scalar `s` (softmax's sum, layer norm's
/// deviation) without a vector division, which costs several times a
/// multiplication, where the reciprocal `r = 1 / s` is a normal number
/// (`|s|` in [2^-126, 2^126] for f32): `q = x * r` is corrected by one
/// fused multiply-add of the exact residual `x - q * s`, which (r being
/// correctly rounded) gives the correctly rounded quotient (Markstein)
/// except where the residual underflows. Where the residual is zero (exact
/// quotients, signed zeros) or the correction is NaN (infinite x or
/// quotient, NaN), `q` itself is the quotient. Elsewhere it divides. A
/// constant power of two (softmax's 1 / sqrt(64)) has an exact reciprocal:
/// `x * r` is then the correctly rounded quotient itself.
Value VectorLoopEmitter::divideByInvariant(arith::DivFOp div, Value x,
                                           Value s) {
  auto type = llvm::cast<FloatType>(s.getType());
  int exponent = type.isF32() ? 126 : 1022;
  auto constant = [&](double v) {
    return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, v))
        .getResult();
  };
  arith::FastMathFlags flags = div.getFastmath();
  int64_t lanes = llvm::cast<VectorType>(x.getType()).getNumElements();
  if (auto known = s.getDefiningOp<arith::ConstantOp>()) {
    auto value = llvm::dyn_cast<FloatAttr>(known.getValue());
    APFloat inverse(0.0);
    if (value && value.getValue().getExactInverse(&inverse)) {
      Value r = arith::ConstantOp::create(b, loc, type,
                                          b.getFloatAttr(type, inverse));
      return arith::MulFOp::create(b, loc, x, broadcast(r, lanes), flags);
    }
  }
  Value magnitude =
      arith::MaximumFOp::create(b, loc, s, arith::NegFOp::create(b, loc, s));
  Value notTiny =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, magnitude,
                            constant(std::ldexp(1.0, -exponent)));
  Value notHuge =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, magnitude,
                            constant(std::ldexp(1.0, exponent)));
  Value normal = arith::AndIOp::create(b, loc, notTiny, notHuge);
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{x.getType()}, normal,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    int64_t width = llvm::cast<VectorType>(x.getType()).getNumElements();
    Value inverse = broadcast(
        arith::DivFOp::create(b, loc, constant(1.0), s, flags), width);
    Value divisor = broadcast(s, width);
    Value product = arith::MulFOp::create(b, loc, x, inverse, flags);
    Value residual = vector::FMAOp::create(
        b, loc, arith::NegFOp::create(b, loc, product), divisor, x);
    Value corrected = vector::FMAOp::create(b, loc, residual, inverse, product);
    Value zero = arith::ConstantOp::create(
        b, loc, x.getType(),
        DenseElementsAttr::get(llvm::cast<ShapedType>(x.getType()),
                               b.getFloatAttr(type, 0.0)));
    Value exact = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                        residual, zero);
    Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO,
                                      corrected, corrected);
    Value keep = arith::OrIOp::create(b, loc, exact, nan);
    Value result = arith::SelectOp::create(b, loc, keep, product, corrected);
    scf::YieldOp::create(b, loc, result);
    b.setInsertionPointToStart(ifOp.elseBlock());
    Value quotient =
        arith::DivFOp::create(b, loc, x, broadcast(s, width), flags);
    scf::YieldOp::create(b, loc, quotient);
  }
  return ifOp.getResult(0);
}

SmallVector<Value> VectorLoopEmitter::step(Value base, int64_t width) {
  Block &body = op.getRegion().front();
  IRMapping map;
  llvm::SmallPtrSet<Operation *, 4> combiners;
  for (Operation *comb : plan.combiner)
    if (comb)
      combiners.insert(comb);
  // Accumulators are only read by their combiners, which run per row.
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    unsigned n = operand.getOperandNumber();
    bool isAcc =
        n >= op.getNumDpsInputs() && plan.combiner[n - op.getNumDpsInputs()];
    if (!arg.use_empty() && !isAcc)
      map.map(arg, load(operand, base, width));
  }
  for (Operation &inner : body.without_terminator()) {
    if (combiners.contains(&inner))
      continue;
    if (auto idx = llvm::dyn_cast<linalg::IndexOp>(inner)) {
      unsigned d = idx.getDim();
      if (d != plan.vdim) {
        map.map(idx.getResult(), ivs[d]);
        continue;
      }
      if (width == 1) {
        map.map(idx.getResult(), base);
        continue;
      }
      auto type = VectorType::get({width}, b.getIndexType());
      SmallVector<APInt> iota;
      for (int64_t l = 0; l < width; ++l)
        iota.push_back(APInt(64, l));
      Value steps = arith::ConstantOp::create(
          b, loc, type, DenseElementsAttr::get(type, iota));
      map.map(idx.getResult(),
              arith::AddIOp::create(b, loc, broadcast(base, width), steps));
      continue;
    }
    bool vectorized = llvm::any_of(inner.getOperands(), [&](Value v) {
      return llvm::isa<VectorType>(map.lookupOrDefault(v).getType());
    });
    if (!vectorized) {
      b.clone(inner, map);
      continue;
    }
    if (auto div = llvm::dyn_cast<arith::DivFOp>(inner)) {
      Value x = map.lookupOrDefault(div.getLhs());
      Value s = map.lookupOrDefault(div.getRhs());
      Type type = s.getType();
      if (llvm::isa<VectorType>(x.getType()) &&
          (type.isF32() || type.isF64())) {
        map.map(div.getResult(), divideByInvariant(div, x, s));
        continue;
      }
    }
    for (Value v : inner.getOperands())
      map.map(v, broadcast(map.lookupOrDefault(v), width));
    Operation *clone = b.clone(inner, map);
    for (OpResult r : clone->getResults())
      r.setType(VectorType::get({width}, r.getType()));
  }
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  SmallVector<Value> partials;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    unsigned k = init.getOperandNumber() - op.getNumDpsInputs();
    if (Operation *comb = plan.combiner[k]) {
      Value acc = op.getMatchingBlockArgument(&init);
      Value x = comb->getOperand(0) == acc ? comb->getOperand(1)
                                           : comb->getOperand(0);
      partials.push_back(broadcast(map.lookupOrDefault(x), width));
      continue;
    }
    store(init, map.lookupOrDefault(yield.getOperand(k)), base, width);
  }
  return partials;
}

/// Folds one row's partial vectors into the accumulated results.
void VectorLoopEmitter::accumulate(ArrayRef<Value> partials) {
  unsigned p = 0;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    unsigned k = init.getOperandNumber() - op.getNumDpsInputs();
    Operation *comb = plan.combiner[k];
    if (!comb)
      continue;
    SmallVector<Value> at = indices(init, Value(), 0);
    Value old = memref::LoadOp::create(b, loc, init.get(), at);
    // Horizontal reduction in any order (reassociation), then the
    // accumulated result combined as the scalar body would.
    auto flags = arith::FastMathFlags::reassoc;
    Value partial = partials[p++];
    Value sum = partial;
    if (llvm::isa<VectorType>(partial.getType()))
      sum = vector::ReductionOp::create(b, loc, *combiningKind(comb), partial,
                                        flags);
    memref::StoreOp::create(b, loc, combine(comb, old, sum), init.get(), at);
  }
}

/// The widths of the steps that cover the `rest` elements after the whole
/// vectors: its binary digits, largest first (17 = 16 + 1). LLVM splits a
/// vector whose length is not a power of two into such pieces anyway, but
/// its x86 back end fails on some of those splits: a load of <17 x bfloat>
/// (any length 8k + 1 above 8) on a CPU with AVX512-BF16 aborts in type
/// legalization, on the one-element piece. Power-of-two widths only keep
/// every vector on the path LLVM legalizes directly, for every element type.
SmallVector<int64_t> remainderWidths(int64_t rest) {
  SmallVector<int64_t> widths;
  for (int64_t width = int64_t(llvm::bit_floor(uint64_t(rest))); width > 0;
       width /= 2)
    if (rest & width)
      widths.push_back(width);
  return widths;
}

/// Creates a loop from `lb` to `ub` by `step`, an scf.parallel where
/// `parallel` is set, and moves `b` into its body; returns the induction
/// variable.
Value createLoop(OpBuilder &b, Location loc, int64_t lb, int64_t ub,
                 int64_t step, bool parallel) {
  Value lower = arith::ConstantIndexOp::create(b, loc, lb);
  Value upper = arith::ConstantIndexOp::create(b, loc, ub);
  Value stride = arith::ConstantIndexOp::create(b, loc, step);
  if (parallel) {
    auto loop = scf::ParallelOp::create(b, loc, ValueRange{lower},
                                        ValueRange{upper}, ValueRange{stride});
    b.setInsertionPoint(loop.getBody()->getTerminator());
    return loop.getInductionVars()[0];
  }
  auto loop = scf::ForOp::create(b, loc, lower, upper, stride);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  return loop.getInductionVar();
}

void VectorLoopEmitter::run(Value row, bool split) {
  OpBuilder::InsertionGuard guard(b);
  ivs.assign(op.getNumLoops(), Value());
  if (row) {
    ivs[0] = row;
    // A one-dimensional op inside a row loop: one element per row.
    if (plan.vdim == 0) {
      step(row, 1);
      return;
    }
  } else {
    b.setInsertionPoint(op);
  }
  // Loops over every dimension but the vectorized one, in order; with
  // `split`, dimension 0 (or the vector loop where it is dimension 0) is
  // shared among threads.
  for (unsigned d = 0; d < op.getNumLoops(); ++d) {
    if (d == plan.vdim || (row && d == 0))
      continue;
    ivs[d] = createLoop(b, loc, 0, plan.ranges[d], 1, split && d == 0);
  }
  int64_t n = plan.ranges[plan.vdim], w = plan.lanes;
  int64_t whole = n / w * w, rest = n % w;
  bool reduces = llvm::any_of(plan.combiner, [](Operation *c) { return c; });

  if (!reduces) {
    if (whole == w) {
      step(index(0), w);
    } else if (whole > 0) {
      OpBuilder::InsertionGuard guard(b);
      Value iv = createLoop(b, loc, 0, whole, w, split && plan.vdim == 0);
      step(iv, w);
    }
    int64_t at = whole;
    for (int64_t width : remainderWidths(rest)) {
      step(index(at), width);
      at += width;
    }
    return;
  }

  // Reductions: the first whole steps initialize the accumulators, the
  // others combine into them; each shorter last step is reduced on its own.
  // Rows of at least 8 steps keep 4 independent chains of accumulators
  // (steps 4k, 4k+1, ...), so that the combining ops' latency (4 cycles
  // for a float add) does not bound a loop whose row is in cache.
  if (whole > 0) {
    int64_t steps = whole / w;
    int64_t chains = steps >= 8 ? 4 : 1;
    SmallVector<SmallVector<Value>> accs;
    for (int64_t c = 0; c < chains; ++c)
      accs.push_back(step(index(c * w), w));
    unsigned n = accs[0].size();
    SmallVector<Operation *> combiners;
    for (Operation *comb : plan.combiner)
      if (comb)
        combiners.push_back(comb);
    int64_t stride = chains * w, end = steps / chains * stride;
    if (end > stride) {
      // With iteration arguments the loop is created without a
      // terminator: the yield of the combined accumulators ends it.
      SmallVector<Value> flat;
      for (ArrayRef<Value> chain : accs)
        flat.append(chain.begin(), chain.end());
      auto loop = scf::ForOp::create(b, loc, index(stride), index(end),
                                     index(stride), flat);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(loop.getBody());
      SmallVector<Value> next;
      for (int64_t c = 0; c < chains; ++c) {
        Value at = loop.getInductionVar();
        if (c > 0)
          at = arith::AddIOp::create(b, loc, at, index(c * w));
        SmallVector<Value> partials = step(at, w);
        for (unsigned p = 0; p < n; ++p)
          next.push_back(combine(combiners[p], loop.getRegionIterArg(c * n + p),
                                 partials[p]));
      }
      scf::YieldOp::create(b, loc, next);
      for (int64_t c = 0; c < chains; ++c)
        for (unsigned p = 0; p < n; ++p)
          accs[c][p] = loop.getResult(c * n + p);
    }
    // The chains into one, then the whole steps after the unrolled loop
    // (fewer than `chains`).
    SmallVector<Value> acc = accs[0];
    for (int64_t c = 1; c < chains; ++c)
      for (unsigned p = 0; p < n; ++p)
        acc[p] = combine(combiners[p], acc[p], accs[c][p]);
    for (int64_t at = std::max(end, stride); at < whole; at += w) {
      SmallVector<Value> partials = step(index(at), w);
      for (unsigned p = 0; p < n; ++p)
        acc[p] = combine(combiners[p], acc[p], partials[p]);
    }
    accumulate(acc);
  }
  int64_t at = whole;
  for (int64_t width : remainderWidths(rest)) {
    accumulate(step(index(at), width));
    at += width;
  }
}

/// Whether the outermost loop of `plan` can be shared among threads: it is
/// parallel (for a one-dimensional op: an elementwise vector loop of at
/// least two steps), every result depends on it, and no result buffer is
/// also read through another indexing, so iterations touch disjoint
/// elements of what they write. `inRowLoop`: the op runs inside a loop over
/// rows shared with other ops, which is the loop split.
bool canSplit(const Plan &plan, bool inRowLoop) {
  linalg::GenericOp op = plan.op;
  if (linalg::isReductionIterator(op.getIteratorTypesArray()[0]))
    return false;
  if (!inRowLoop && plan.vdim == 0 && plan.ranges[0] / plan.lanes < 2)
    return false;
  if (plan.ranges[0] < 2)
    return false;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    bool usesD0 = llvm::any_of(map.getResults(), [](AffineExpr e) {
      auto dim = llvm::dyn_cast<AffineDimExpr>(e);
      return dim && dim.getPosition() == 0;
    });
    if (!usesD0)
      return false;
    for (OpOperand &other : op->getOpOperands())
      if (&other != &init && other.get() == init.get() &&
          (op.isDpsInit(&other) || op.getMatchingIndexingMap(&other) != map))
        return false;
  }
  return true;
}

/// The number of iterations of `plan`'s loop nest.
int64_t iterations(const Plan &plan) {
  int64_t count = 1;
  for (int64_t r : plan.ranges)
    count *= r;
  return count;
}

/// Whether `v` is a whole buffer of its own: an allocation or an argument
/// of the function (the caller passes distinct buffers for the results).
bool isRootBuffer(Value v) {
  if (auto arg = llvm::dyn_cast<BlockArgument>(v))
    return llvm::isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return v.getDefiningOp<memref::AllocOp>() ||
         v.getDefiningOp<memref::AllocaOp>();
}

/// Whether `operand` is accessed only in row d0 of its first dimension.
bool isRowLocal(linalg::GenericOp op, OpOperand &operand) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  if (map.getNumResults() == 0)
    return false;
  auto dim = llvm::dyn_cast<AffineDimExpr>(map.getResult(0));
  return dim && dim.getPosition() == 0;
}

/// Whether `plan` can run one row at a time inside a loop over its
/// dimension 0 shared with other ops.
bool isRowWise(const Plan &plan) {
  linalg::GenericOp op = plan.op;
  if (linalg::isReductionIterator(op.getIteratorTypesArray()[0]))
    return false;
  return llvm::all_of(op->getOpOperands(), [](OpOperand &operand) {
    return !llvm::isa<MemRefType>(operand.get().getType()) ||
           isRootBuffer(operand.get());
  });
}

/// Whether `later` can run row by row interleaved with `earlier`: every
/// buffer one writes and the other uses is accessed by both only in the
/// row of the shared dimension 0.
bool rowsIndependent(linalg::GenericOp earlier, linalg::GenericOp later) {
  for (OpOperand &a : earlier->getOpOperands())
    for (OpOperand &b : later->getOpOperands()) {
      if (a.get() != b.get() || !llvm::isa<MemRefType>(a.get().getType()))
        continue;
      bool written = earlier.isDpsInit(&a) || later.isDpsInit(&b);
      if (written && !(isRowLocal(earlier, a) && isRowLocal(later, b)))
        return false;
    }
  return true;
}

/// Whether only allocations and ops without memory effects lie between
/// `first` and `second` (in the same block).
bool onlyPureBetween(Operation *first, Operation *second) {
  if (first->getBlock() != second->getBlock() ||
      !first->isBeforeInBlock(second))
    return false;
  for (Operation *op = first->getNextNode(); op != second;
       op = op->getNextNode())
    if (!isMemoryEffectFree(op) && !llvm::isa<memref::AllocOp>(op))
      return false;
  return true;
}

struct VectorizeLinalgPass
    : kiln::impl::VectorizeLinalgBase<VectorizeLinalgPass> {
  using VectorizeLinalgBase::VectorizeLinalgBase;

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    SmallVector<Plan> plans;
    for (linalg::LinalgOp linalgOp : ops) {
      auto generic = llvm::dyn_cast<linalg::GenericOp>(*linalgOp);
      if (!generic) {
        // Convolutions and the like keep their named form for the loop
        // lowering; the ops vectorized here generalize.
        if (!llvm::isa<linalg::ReduceOp, linalg::MapOp, linalg::BroadcastOp,
                       linalg::TransposeOp, linalg::FillOp, linalg::CopyOp,
                       linalg::ElementwiseOp>(*linalgOp))
          continue;
        rewriter.setInsertionPoint(linalgOp);
        FailureOr<linalg::GenericOp> g =
            linalg::generalizeNamedOp(rewriter, linalgOp);
        if (failed(g))
          continue;
        generic = *g;
      }
      if (std::optional<Plan> plan = analyze(generic, vectorBits))
        plans.push_back(std::move(*plan));
    }

    // Consecutive ops over the same rows (softmax's max, sum and divide;
    // layer norm's passes) share one loop over dimension 0, so each row
    // is read from memory once and stays in cache for the next op.
    for (size_t i = 0; i < plans.size();) {
      size_t j = i + 1;
      if (isRowWise(plans[i]))
        while (j < plans.size() && isRowWise(plans[j]) &&
               plans[j].ranges[0] == plans[i].ranges[0] &&
               onlyPureBetween(plans[j - 1].op, plans[j].op) &&
               llvm::all_of(
                   llvm::seq(i, j),
                   [&](size_t k) {
                     return rowsIndependent(plans[k].op, plans[j].op);
                   }))
          ++j;
      // Rows of one element would turn vector code into scalar code.
      bool wide = llvm::any_of(llvm::seq(i, j), [&](size_t k) {
        return plans[k].op.getNumLoops() > 1;
      });
      if (!wide)
        j = i + 1;
      // Threads share the outermost loop of large ops (or of the group).
      int64_t work = 0;
      bool splittable = threads > 1;
      for (size_t k = i; k < j; ++k) {
        work += iterations(plans[k]);
        splittable = splittable && canSplit(plans[k], j - i > 1);
      }
      bool split = splittable && work >= minParallelElements;
      if (j - i == 1) {
        OpBuilder b(plans[i].op);
        VectorLoopEmitter(plans[i], b).run(Value(), split);
      } else {
        OpBuilder b(plans[j - 1].op);
        Value row = createLoop(b, plans[i].op.getLoc(), 0, plans[i].ranges[0],
                               1, split);
        for (size_t k = i; k < j; ++k)
          VectorLoopEmitter(plans[k], b).run(row);
      }
      for (size_t k = i; k < j; ++k)
        plans[k].op.erase();
      i = j;
    }
  }
};

} // namespace
