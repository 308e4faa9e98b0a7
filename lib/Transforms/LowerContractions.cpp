//===- LowerContractions.cpp - packed, register-blocked GEMM code ---------===//
//
// Replaces f32 contraction linalg.generic ops on memrefs by the blocked GEMM
// algorithm (the pass description in Passes.td gives the structure). All
// code is generated as scf/memref/vector ops, so LLVM compiles the same
// algorithm for every target; the tile sizes are pass options.
//
// The contraction's dimensions fall into groups: batch, M (lhs and result),
// N (rhs and result) and K (lhs and rhs). A group with several dimensions is
// walked through one linear index that is split back into the dimensions
// only where an operand is read or written (packing and the result update),
// so any dot_general dimension numbers reach the same micro-kernel.
//
//===----------------------------------------------------------------------===//

#include "kiln/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace kiln {
#define GEN_PASS_DEF_LOWERCONTRACTIONS
#include "kiln/Transforms/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

struct TileSizes {
  int64_t width; // f32 lanes per vector
  int64_t mr, nr, nrVectors, mc, kc, nc;
};

/// What the generator needs to know about one contraction.
struct Contraction {
  linalg::GenericOp op;
  linalg::ContractionDimensions dims;
  SmallVector<int64_t> ranges;
  int64_t batch = 1, m = 1, n = 1, k = 1;
  /// The result's innermost dimension is the only N dimension and is
  /// contiguous, so whole tiles update the result with vector accesses.
  bool vectorResult = false;
};

int64_t product(ArrayRef<unsigned> group, ArrayRef<int64_t> ranges) {
  int64_t p = 1;
  for (unsigned d : group)
    p *= ranges[d];
  return p;
}

bool isF32MemRef(Value v) {
  auto type = llvm::dyn_cast<MemRefType>(v.getType());
  return type && type.getElementType().isF32();
}

/// Whether the body is exactly `out + lhs * rhs` in f32.
bool isMulAddBody(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (body.getOperations().size() != 3)
    return false;
  auto mul = llvm::dyn_cast<arith::MulFOp>(&body.front());
  auto add = llvm::dyn_cast<arith::AddFOp>(mul ? mul->getNextNode() : nullptr);
  if (!mul || !add)
    return false;
  Value lhs = body.getArgument(0), rhs = body.getArgument(1),
        acc = body.getArgument(2);
  bool mulOk = (mul.getLhs() == lhs && mul.getRhs() == rhs) ||
               (mul.getLhs() == rhs && mul.getRhs() == lhs);
  bool addOk = (add.getLhs() == acc && add.getRhs() == mul.getResult()) ||
               (add.getRhs() == acc && add.getLhs() == mul.getResult());
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  return mulOk && addOk && yield.getNumOperands() == 1 &&
         yield.getOperand(0) == add.getResult();
}

std::optional<Contraction> match(linalg::GenericOp op, int64_t minFlops) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureBufferSemantics())
    return std::nullopt;
  for (Value v : op->getOperands())
    if (!isF32MemRef(v))
      return std::nullopt;
  if (!linalg::isaContractionOpInterface(op) || !isMulAddBody(op))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  Contraction c;
  c.op = op;
  c.dims = *dims;
  c.ranges = op.getStaticLoopRanges();
  if (llvm::any_of(c.ranges, ShapedType::isDynamic))
    return std::nullopt;
  // Every loop dimension must be in exactly one group.
  if (c.dims.batch.size() + c.dims.m.size() + c.dims.n.size() +
          c.dims.k.size() !=
      c.ranges.size())
    return std::nullopt;
  c.batch = product(c.dims.batch, c.ranges);
  c.m = product(c.dims.m, c.ranges);
  c.n = product(c.dims.n, c.ranges);
  c.k = product(c.dims.k, c.ranges);
  if (c.batch * c.m * c.n * c.k < minFlops)
    return std::nullopt;

  AffineMap outMap = op.getIndexingMapsArray()[2];
  auto outType = llvm::cast<MemRefType>(op.getDpsInits()[0].getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (c.dims.n.size() == 1 && outMap.getNumResults() > 0 &&
      outMap.getResult(outMap.getNumResults() - 1) ==
          getAffineDimExpr(c.dims.n[0], op.getContext()) &&
      succeeded(outType.getStridesAndOffset(strides, offset)) &&
      strides.back() == 1)
    c.vectorResult = true;
  return c;
}

/// Emits the blocked algorithm for one contraction, replacing it.
class Generator {
public:
  Generator(Contraction c, const TileSizes &t, Block &entry)
      : c(c), t(t), b(c.op), loc(c.op.getLoc()), entry(entry) {
    f32 = b.getF32Type();
    vecType = VectorType::get({t.width}, f32);
    lhs = c.op.getDpsInputs()[0];
    rhs = c.op.getDpsInputs()[1];
    out = c.op.getDpsInits()[0];
    maps = c.op.getIndexingMapsArray();
  }

  void run();

private:
  Value cst(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value lt(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y);
  }

  /// Runs `body(iv)` in `for iv = lo to hi step step`.
  void loop(Value lo, Value hi, Value step,
            llvm::function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, loc, lo, hi, step);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }

  /// Splits a group's linear index into its dimensions' indices.
  void bind(ArrayRef<unsigned> group, Value linear) {
    for (unsigned i = group.size(); i-- > 0;) {
      unsigned d = group[i];
      if (i == 0) {
        dimValues[d] = linear;
        break;
      }
      Value size = cst(c.ranges[d]);
      dimValues[d] = arith::RemUIOp::create(b, loc, linear, size);
      linear = arith::DivUIOp::create(b, loc, linear, size);
    }
  }

  /// The indices of operand `i` from the currently bound dimension values.
  SmallVector<Value> indices(unsigned operand) {
    SmallVector<Value> result;
    for (AffineExpr e : maps[operand].getResults())
      result.push_back(dimValues.lookup(llvm::cast<AffineDimExpr>(e).getPosition()));
    return result;
  }

  Value loadOrZero(Value inBounds, unsigned operand, Value memref) {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{f32}, inBounds,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value v = memref::LoadOp::create(b, loc, memref, indices(operand));
      scf::YieldOp::create(b, loc, v);
      b.setInsertionPointToStart(ifOp.elseBlock());
      Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
      scf::YieldOp::create(b, loc, zero);
    }
    return ifOp.getResult(0);
  }

  void packRhs(Value jc, Value nc, Value pc, Value kc);
  void packLhs(Value ic, Value mc, Value pc, Value kc);
  void kernel(Value ic, Value ir, Value jc, Value jr, Value kc);

  Contraction c;
  const TileSizes &t;
  OpBuilder b;
  Location loc;
  Block &entry;
  Type f32;
  VectorType vecType;
  Value lhs, rhs, out, lhsPack, rhsPack, tile;
  SmallVector<AffineMap> maps;
  DenseMap<unsigned, Value> dimValues;
};

// Right-hand-side block [pc, pc+kc) x [jc, jc+nc) into nr-wide panels:
// panel p holds kc rows of nr values at p*kc*nr, zero past the last column.
void Generator::packRhs(Value jc, Value nc, Value pc, Value kc) {
  Value nr = cst(t.nr), one = cst(1), zero = cst(0), n = cst(c.n);
  loop(zero, nc, nr, [&](Value jr) {
    Value panel = mul(jr, kc);
    loop(zero, kc, one, [&](Value kk) {
      bind(c.dims.k, add(pc, kk));
      Value row = add(panel, mul(kk, nr));
      loop(zero, nr, one, [&](Value j) {
        Value col = add(add(jc, jr), j);
        bind(c.dims.n, col);
        Value v = loadOrZero(lt(col, n), 1, rhs);
        memref::StoreOp::create(b, loc, v, rhsPack, ValueRange{add(row, j)});
      });
    });
  });
}

// Left-hand-side block [ic, ic+mc) x [pc, pc+kc) into mr-tall panels: panel
// p holds, for each of kc steps, mr values at p*kc*mr + k*mr.
void Generator::packLhs(Value ic, Value mc, Value pc, Value kc) {
  Value mr = cst(t.mr), one = cst(1), zero = cst(0), m = cst(c.m);
  loop(zero, mc, mr, [&](Value ir) {
    Value panel = mul(ir, kc);
    loop(zero, mr, one, [&](Value i) {
      Value rowIndex = add(add(ic, ir), i);
      bind(c.dims.m, rowIndex);
      Value inBounds = lt(rowIndex, m);
      loop(zero, kc, one, [&](Value kk) {
        bind(c.dims.k, add(pc, kk));
        Value v = loadOrZero(inBounds, 0, lhs);
        Value at = add(add(panel, mul(kk, mr)), i);
        memref::StoreOp::create(b, loc, v, lhsPack, ValueRange{at});
      });
    });
  });
}

void Generator::kernel(Value ic, Value ir, Value jc, Value jr, Value kc) {
  int64_t numAcc = t.mr * t.nrVectors;
  Value zeroVec = arith::ConstantOp::create(
      b, loc, vecType, DenseElementsAttr::get(vecType, b.getF32FloatAttr(0)));
  SmallVector<Value> init(numAcc, zeroVec);
  Value lhsBase = mul(ir, kc), rhsBase = mul(jr, kc);
  auto kLoop = scf::ForOp::create(b, loc, cst(0), kc, cst(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    Value kk = kLoop.getInductionVar();
    Value rhsAt = add(rhsBase, mul(kk, cst(t.nr)));
    Value lhsAt = add(lhsBase, mul(kk, cst(t.mr)));
    SmallVector<Value> rhsVecs;
    for (int64_t j = 0; j < t.nrVectors; ++j)
      rhsVecs.push_back(vector::LoadOp::create(
          b, loc, vecType, rhsPack, ValueRange{add(rhsAt, cst(j * t.width))}));
    SmallVector<Value> next;
    for (int64_t i = 0; i < t.mr; ++i) {
      Value a = memref::LoadOp::create(b, loc, lhsPack,
                                       ValueRange{add(lhsAt, cst(i))});
      Value splat = vector::BroadcastOp::create(b, loc, vecType, a);
      for (int64_t j = 0; j < t.nrVectors; ++j)
        next.push_back(vector::FMAOp::create(
            b, loc, splat, rhsVecs[j],
            kLoop.getRegionIterArgs()[i * t.nrVectors + j]));
    }
    scf::YieldOp::create(b, loc, next);
  }
  ValueRange acc = kLoop.getResults();

  // Add the tile to the result.
  Value row0 = add(ic, ir), col0 = add(jc, jr);
  Value rowsLeft = arith::SubIOp::create(b, loc, cst(c.m), row0);
  Value colsLeft = arith::SubIOp::create(b, loc, cst(c.n), col0);
  auto slowPath = [&] {
    for (int64_t i = 0; i < t.mr; ++i)
      for (int64_t j = 0; j < t.nrVectors; ++j)
        vector::StoreOp::create(b, loc, acc[i * t.nrVectors + j], tile,
                                ValueRange{cst(i), cst(j * t.width)});
    Value one = cst(1), zero = cst(0);
    loop(zero, min(rowsLeft, cst(t.mr)), one, [&](Value i) {
      bind(c.dims.m, add(row0, i));
      loop(zero, min(colsLeft, cst(t.nr)), one, [&](Value j) {
        bind(c.dims.n, add(col0, j));
        SmallVector<Value> at = indices(2);
        Value old = memref::LoadOp::create(b, loc, out, at);
        Value v = memref::LoadOp::create(b, loc, tile, ValueRange{i, j});
        Value sum = arith::AddFOp::create(b, loc, old, v);
        memref::StoreOp::create(b, loc, sum, out, at);
      });
    });
  };
  if (!c.vectorResult) {
    slowPath();
    return;
  }
  Value whole = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, rowsLeft,
                            cst(t.mr)),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, colsLeft,
                            cst(t.nr)));
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, whole,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  for (int64_t i = 0; i < t.mr; ++i) {
    bind(c.dims.m, add(row0, cst(i)));
    for (int64_t j = 0; j < t.nrVectors; ++j) {
      bind(c.dims.n, add(col0, cst(j * t.width)));
      SmallVector<Value> at = indices(2);
      Value old = vector::LoadOp::create(b, loc, vecType, out, at);
      Value sum =
          arith::AddFOp::create(b, loc, old, acc[i * t.nrVectors + j]);
      vector::StoreOp::create(b, loc, sum, out, at);
    }
  }
  b.setInsertionPointToStart(ifOp.elseBlock());
  slowPath();
}

void Generator::run() {
  int64_t kcMax = std::min(t.kc, c.k);
  int64_t mcMax = llvm::alignTo(std::min(t.mc, c.m), t.mr);
  int64_t ncMax = llvm::alignTo(std::min(t.nc, c.n), t.nr);
  {
    // Scratch buffers live for the whole function; the tile buffer is a
    // stack slot in the entry block so loops don't grow the stack.
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&entry);
    tile = memref::AllocaOp::create(
        b, loc, MemRefType::get({t.mr, t.nr}, f32), b.getI64IntegerAttr(64));
  }
  IntegerAttr align = b.getI64IntegerAttr(64);
  lhsPack = memref::AllocOp::create(
      b, loc, MemRefType::get({mcMax * kcMax}, f32), align);
  rhsPack = memref::AllocOp::create(
      b, loc, MemRefType::get({kcMax * ncMax}, f32), align);

  Value zero = cst(0), one = cst(1);
  loop(zero, cst(c.batch), one, [&](Value bIdx) {
    bind(c.dims.batch, bIdx);
    loop(zero, cst(c.n), cst(t.nc), [&](Value jc) {
      Value nc = min(cst(t.nc), arith::SubIOp::create(b, loc, cst(c.n), jc));
      loop(zero, cst(c.k), cst(t.kc), [&](Value pc) {
        Value kc =
            min(cst(t.kc), arith::SubIOp::create(b, loc, cst(c.k), pc));
        packRhs(jc, nc, pc, kc);
        loop(zero, cst(c.m), cst(t.mc), [&](Value ic) {
          Value mc =
              min(cst(t.mc), arith::SubIOp::create(b, loc, cst(c.m), ic));
          packLhs(ic, mc, pc, kc);
          loop(zero, nc, cst(t.nr), [&](Value jr) {
            loop(zero, mc, cst(t.mr), [&](Value ir) {
              kernel(ic, ir, jc, jr, kc);
            });
          });
        });
      });
    });
  });
  memref::DeallocOp::create(b, loc, lhsPack);
  memref::DeallocOp::create(b, loc, rhsPack);
  c.op.erase();
}

struct LowerContractionsPass
    : kiln::impl::LowerContractionsBase<LowerContractionsPass> {
  using LowerContractionsBase::LowerContractionsBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    if (vectorBits < 32 || vectorBits % 32 || mr == 0 || nrVectors == 0 ||
        kc == 0 || mc % mr || nc % ((vectorBits / 32) * nrVectors)) {
      func.emitError("kiln-lower-contractions: inconsistent tile sizes");
      return signalPassFailure();
    }
    TileSizes t;
    t.width = vectorBits / 32;
    t.mr = mr;
    t.nrVectors = nrVectors;
    t.nr = t.width * nrVectors;
    t.mc = mc;
    t.kc = kc;
    t.nc = nc;
    SmallVector<Contraction> work;
    func.walk([&](linalg::GenericOp op) {
      if (auto c = match(op, minFlops))
        work.push_back(*c);
    });
    for (Contraction &c : work)
      Generator(c, t, func.getBody().front()).run();
  }
};

} // namespace
