//===- DirectContractions.cpp - unpacked kernels for skinny products ------===//
//
// The packed algorithm (LowerContractions.cpp) copies every block of both
// operands before the micro-kernel runs. That pays off when each packed
// value is used by many register tiles; in a skinny product (a few rows, as
// a batch of 16 vectors times a weight matrix, or a few columns) each value
// of the large operand is used once or twice, and copying it costs as much
// as the arithmetic. These kernels read the operands where they are:
//
// - broadcast kernel, when the right-hand side and the result are
//   contiguous along the single N dimension: a tile of `rows` x `vecs`
//   vectors of the result stays in registers over the whole K loop; per
//   step it loads `vecs` vectors of one row of B and broadcasts `rows`
//   scalars of A (any layout);
// - dot kernel, when both inputs are contiguous along the single K
//   dimension (`x @ w.T`, or `w @ v`): a `rows` x `cols` tile of vector
//   accumulators runs along K (one vector of A per row and of B per
//   column each step) and each is summed across lanes at the end.
//
// Edges are static (the shapes are), so the remainder tiles are emitted
// with their own sizes, and partial vectors use masked loads and stores.
// With threads, the outer tile loop (or, if it is too short, the inner one)
// becomes an scf.parallel loop; tiles write disjoint parts of the result.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace kiln::contraction {

namespace {
// Tile limits of the broadcast kernel, measured on AVX-512 (16 rows of x
// times a 1024x1024 w: 8 rows x 3 vectors beat 4 x 6 and 16 x 1; one row:
// 4 vectors beat 2, 8 and 15, keeping a few rows of B in flight).
constexpr int64_t kMaxRows = 8;
constexpr int64_t kMaxVectors = 4;
/// Rows of a broadcast tile when the product has few columns instead.
constexpr int64_t kMaxTileSide = 16;
/// K values per block of the broadcast kernel over few rows: each thread
/// runs all its column tiles over one block of rows of B before the next,
/// so B is read a block of whole rows (its part of them) at a time.
/// Without blocks, a tile of 64 columns read 256 bytes of every row of B,
/// rows a page apart at N = 1024. A block holds at most 64 rows and
/// kBroadcastBlockBytes of B as f32: for a 1 x 4096 times 4096 x 4096 f32
/// product, 64 rows (1 MiB) took 8.1 ms, 32 rows 4.4 ms (XLA: 4.2 ms).
constexpr int64_t kBroadcastKBlock = 64;
constexpr int64_t kBroadcastBlockBytes = 512 * 1024;
} // namespace

bool GemmEmitter::contiguousAlong(linalg::GenericOp op, unsigned operand,
                                  unsigned dim) {
  AffineMap map = op.getIndexingMapsArray()[operand];
  if (map.getNumResults() == 0 || map.getResult(map.getNumResults() - 1) !=
                                      getAffineDimExpr(dim, op.getContext()))
    return false;
  auto type = llvm::cast<MemRefType>(op->getOperand(operand).getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

bool GemmEmitter::contiguousKChunks(unsigned operand, int64_t chunk) {
  if (!contiguousAlong(operand, c.dims.k.back()))
    return false;
  if (c.dims.k.size() == 1)
    return true;
  return c.ranges[c.dims.k.back()] % chunk == 0 && t.kc % chunk == 0;
}

Value GemmEmitter::laneMask(int64_t lanes) {
  auto maskType = VectorType::get({t.width}, b.getI1Type());
  SmallVector<bool> bits(t.width, false);
  for (int64_t i = 0; i < lanes; ++i)
    bits[i] = true;
  return arith::ConstantOp::create(b, loc, maskType,
                                   DenseElementsAttr::get(maskType, bits));
}

void GemmEmitter::tiled(bool rowsOuter, int64_t rowTile, int64_t colTile,
                        TileFn tile, int64_t kBlock) {
  struct Extent {
    int64_t total, tile;
    int64_t fullTiles() const { return total / tile; }
    int64_t rest() const { return total - fullTiles() * tile; }
  };
  Extent rows{c.m, rowTile}, cols{c.n, colTile};
  Extent outer = rowsOuter ? rows : cols, inner = rowsOuter ? cols : rows;
  bool outerParallel = t.threads > 1 && outer.fullTiles() >= t.threads;
  bool innerParallel =
      t.threads > 1 && !outerParallel && inner.fullTiles() >= t.threads;
  // K blocks around a parallel inner loop would start the threads once
  // per block and outer tile.
  if (innerParallel || kBlock >= c.k)
    kBlock = 0;

  // Runs `body(start, size)` over the whole tiles of `e` in [first, last),
  // then, if `rest`, once over the remainder.
  auto walkRange = [&](const Extent &e, Value first, Value last, Value rest,
                       llvm::function_ref<void(Value, int64_t)> body) {
    if (e.fullTiles())
      loop(first, last, cst(e.tile), [&](Value start) { body(start, e.tile); });
    if (!e.rest() || !rest)
      return;
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, rest,
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    body(cst(e.fullTiles() * e.tile), e.rest());
  };
  Value always = arith::ConstantIntOp::create(b, loc, 1, 1);
  // All of `e`, in parallel (each thread a run of whole tiles, an even
  // split, the last one the remainder too, all in one region) or not.
  auto walk = [&](const Extent &e, bool par,
                  llvm::function_ref<void(Value, Value, Value)> body) {
    if (!par) {
      body(cst(0), cst(e.fullTiles() * e.tile), always);
      return;
    }
    parallel(cst(0), cst(t.threads), cst(1), [&](Value thread) {
      Value first = mul(evenSplit(thread, e.fullTiles()), cst(e.tile));
      Value last =
          mul(evenSplit(add(thread, cst(1)), e.fullTiles()), cst(e.tile));
      Value isLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           thread, cst(t.threads - 1));
      body(first, last, isLast);
    });
  };
  auto emitTile = [&](Value o, int64_t oSize, Value i, int64_t iSize, Value k0,
                      Value kCount) {
    if (rowsOuter)
      tile(o, oSize, i, iSize, k0, kCount);
    else
      tile(i, iSize, o, oSize, k0, kCount);
  };
  walk(outer, outerParallel, [&](Value first, Value last, Value rest) {
    auto overK = [&](Value k0, Value kCount) {
      walkRange(outer, first, last, rest, [&](Value o, int64_t oSize) {
        walk(inner, innerParallel, [&](Value iFirst, Value iLast, Value iRest) {
          walkRange(inner, iFirst, iLast, iRest, [&](Value i, int64_t iSize) {
            emitTile(o, oSize, i, iSize, k0, kCount);
          });
        });
      });
    };
    if (!kBlock) {
      overK(cst(0), cst(c.k));
      return;
    }
    loop(cst(0), cst(c.k), cst(kBlock), [&](Value k0) {
      overK(k0, min(cst(kBlock), arith::SubIOp::create(b, loc, cst(c.k), k0)));
    });
  });
}

void GemmEmitter::broadcastTile(Value row0, int64_t rows, Value col0,
                                int64_t cols, Value k0, Value kCount) {
  int64_t vecs = llvm::divideCeil(cols, t.width);
  int64_t lastLanes = cols - (vecs - 1) * t.width;
  Value mask = lastLanes < t.width ? laneMask(lastLanes) : Value();
  Value zeroVec = arith::ConstantOp::create(
      b, loc, vecType, DenseElementsAttr::get(vecType, b.getF32FloatAttr(0)));
  // Loads or stores vector `j` of the tile's columns at `memref`'s indices
  // for the bound dimensions: masked for a partial last vector.
  auto loadAt = [&](Value memref, ValueRange at, int64_t j) -> Value {
    return loadVector(memref, at, j == vecs - 1 ? mask : Value());
  };
  unsigned kDim = c.dims.k[0];

  SmallVector<Value> init(rows * vecs, zeroVec);
  std::optional<int64_t> kStart = getConstantIntValue(k0),
                         kSize = getConstantIntValue(kCount);
  Value kEnd = kStart && kSize ? cst(*kStart + *kSize) : add(k0, kCount);
  auto kLoop = scf::ForOp::create(b, loc, k0, kEnd, cst(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    dimValues[kDim] = kLoop.getInductionVar();
    SmallVector<Value> rhsVecs;
    for (int64_t j = 0; j < vecs; ++j) {
      bind(c.dims.n, add(col0, cst(j * t.width)));
      rhsVecs.push_back(loadAt(rhs, indices(1), j));
    }
    SmallVector<Value> next;
    for (int64_t i = 0; i < rows; ++i) {
      bind(c.dims.m, add(row0, cst(i)));
      Value a = load(lhs, indices(0));
      Value splat = vector::BroadcastOp::create(b, loc, vecType, a);
      for (int64_t j = 0; j < vecs; ++j)
        next.push_back(
            vector::FMAOp::create(b, loc, splat, rhsVecs[j],
                                  kLoop.getRegionIterArgs()[i * vecs + j]));
    }
    scf::YieldOp::create(b, loc, next);
  }
  // Adds the tile to the result, or stores it where the result was
  // zero-filled and this is the first K block.
  auto update = [&](bool accumulate) {
    for (int64_t i = 0; i < rows; ++i) {
      bind(c.dims.m, add(row0, cst(i)));
      for (int64_t j = 0; j < vecs; ++j) {
        bind(c.dims.n, add(col0, cst(j * t.width)));
        SmallVector<Value> at = indices(2);
        Value sum = kLoop.getResult(i * vecs + j);
        if (accumulate)
          sum = arith::AddFOp::create(b, loc, loadAt(out, at, j), sum);
        if (j == vecs - 1 && mask)
          vector::MaskedStoreOp::create(b, loc, out, at, mask, sum);
        else
          vector::StoreOp::create(b, loc, sum, out, at);
      }
    }
  };
  if (!zeroInit) {
    update(/*accumulate=*/true);
    return;
  }
  if (kStart && *kStart == 0) {
    update(/*accumulate=*/false);
    return;
  }
  ifElse(
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, k0, cst(0)),
      [&] { update(false); }, [&] { update(true); });
}

void GemmEmitter::dotTile(Value row0, int64_t rows, Value col0, int64_t cols) {
  unsigned kDim = c.dims.k[0];
  int64_t kVec = c.k / t.width * t.width, kRest = c.k - kVec;
  Value zeroVec = arith::ConstantOp::create(
      b, loc, vecType, DenseElementsAttr::get(vecType, b.getF32FloatAttr(0)));

  // One step of the K loop at `k`: rows x cols fused multiply-adds.
  auto step = [&](Value k, ValueRange acc, Value mask) {
    dimValues[kDim] = k;
    SmallVector<Value> lhsVecs, rhsVecs, next;
    for (int64_t i = 0; i < rows; ++i) {
      bind(c.dims.m, add(row0, cst(i)));
      lhsVecs.push_back(loadVector(lhs, indices(0), mask));
    }
    for (int64_t j = 0; j < cols; ++j) {
      bind(c.dims.n, add(col0, cst(j)));
      rhsVecs.push_back(loadVector(rhs, indices(1), mask));
    }
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        next.push_back(vector::FMAOp::create(b, loc, lhsVecs[i], rhsVecs[j],
                                             acc[i * cols + j]));
    return next;
  };

  SmallVector<Value> acc(rows * cols, zeroVec);
  if (kVec) {
    auto kLoop =
        scf::ForOp::create(b, loc, cst(0), cst(kVec), cst(t.width), acc);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    scf::YieldOp::create(
        b, loc, step(kLoop.getInductionVar(), kLoop.getRegionIterArgs(), {}));
    acc.assign(kLoop.getResults().begin(), kLoop.getResults().end());
  }
  if (kRest)
    acc = step(cst(kVec), acc, laneMask(kRest));

  for (int64_t i = 0; i < rows; ++i) {
    bind(c.dims.m, add(row0, cst(i)));
    for (int64_t j = 0; j < cols; ++j) {
      bind(c.dims.n, add(col0, cst(j)));
      // Lanes summed in any order (a tree), as the K loop already
      // reassociates the sum.
      Value sum = vector::ReductionOp::create(
          b, loc, vector::CombiningKind::ADD, acc[i * cols + j],
          arith::FastMathFlags::reassoc);
      SmallVector<Value> at = indices(2);
      if (!zeroInit)
        sum = arith::AddFOp::create(
            b, loc, memref::LoadOp::create(b, loc, out, at), sum);
      memref::StoreOp::create(b, loc, sum, out, at);
    }
  }
}

bool GemmEmitter::runDirect() {
  bool fewRows = c.m <= t.skinnyMax, fewCols = c.n <= t.skinnyMax;
  // The unpacked kernels compute in f32.
  if ((!fewRows && !fewCols) || c.dims.k.size() != 1 || c.integer)
    return false;
  unsigned kDim = c.dims.k[0];
  int64_t regs = t.registers;

  // Row-by-row over B: B and the result contiguous along N.
  bool broadcast =
      c.dims.n.size() == 1 && c.vectorResult && contiguousAlong(1, c.dims.n[0]);
  // Dot products along K: both inputs contiguous along it.
  bool dot = !broadcast && contiguousAlong(0, kDim) && contiguousAlong(1, kDim);
  if (!broadcast && !dot)
    return false;

  auto emit = [&](auto body) {
    // A zero fill right before the product is dropped: the kernels then
    // store each element of the result instead of adding to it.
    zeroInit = takeZeroFill();
    Value zero = cst(0), one = cst(1);
    loop(zero, cst(c.batch), one, [&](Value bIdx) {
      bind(c.dims.batch, bIdx);
      body();
    });
    c.op.erase();
  };

  if (broadcast) {
    // rows x vecs accumulators + vecs loaded vectors + 1 broadcast.
    int64_t colVecs = llvm::divideCeil(c.n, t.width);
    int64_t rows = std::min({c.m, kMaxRows, regs - 2});
    int64_t vecs = std::min({colVecs, kMaxVectors, (regs - 1) / (rows + 1)});
    if (vecs < 1)
      return false;
    if (!fewRows) // few columns: as many rows as the registers allow
      rows = std::min({c.m, kMaxTileSide, (regs - 1 - vecs) / vecs});
    // A narrower B (int8 weights) reads fewer bytes per row of a tile:
    // fewer rows per block kept it streaming (16 rows: 1.0-1.1 ms for the
    // 4096 x 4096 int8 product, 32: 1.2, 64: 1.75).
    int64_t kBlock = std::clamp<int64_t>(kBroadcastBlockBytes / (4 * c.n), 8,
                                         kBroadcastKBlock);
    if (llvm::cast<MemRefType>(rhs.getType()).getElementTypeBitWidth() < 32)
      kBlock = std::max<int64_t>(8, kBlock / 2);
    emit([&] {
      tiled(
          /*rowsOuter=*/!fewRows, rows, vecs * t.width,
          [&](Value row0, int64_t r, Value col0, int64_t cols, Value k0,
              Value kCount) { broadcastTile(row0, r, col0, cols, k0, kCount); },
          fewRows ? kBlock : 0);
    });
    return true;
  }

  // rows x cols accumulators + rows + cols loaded vectors; the short side
  // takes up to 4 so the long side's tiles are wide.
  int64_t shortSide = std::min<int64_t>(fewRows ? c.m : c.n, 4);
  int64_t longSide = std::min<int64_t>((regs - shortSide) / (shortSide + 1), 8);
  int64_t rows = fewRows ? shortSide : std::min(longSide, c.m);
  int64_t cols = fewRows ? std::min(longSide, c.n) : shortSide;
  if (rows < 1 || cols < 1)
    return false;
  emit([&] {
    // The outer loop walks the large operand, each of its tiles read once.
    tiled(/*rowsOuter=*/!fewRows, rows, cols,
          [&](Value row0, int64_t r, Value col0, int64_t n, Value, Value) {
            dotTile(row0, r, col0, n);
          });
  });
  return true;
}

} // namespace kiln::contraction
