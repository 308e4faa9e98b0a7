//===- AmxProducts.cpp - bf16 and int8 GEMM tiles on AMX ------------------===//
//
// The register tile of kiln-lower-contractions on targets with AMX
// (Sapphire Rapids and later): a product of two bf16 operands that the
// vector kernel would multiply with vdpbf16ps, or of two int8 operands,
// runs on AMX tiles instead. `tdpbf16ps` multiplies a 16 x 32 bf16 tile of
// A (16 rows, 16 pairs of K values each) by a tile of B holding 16 pairs of
// K rows for 16 columns, lane by lane (the grouped layout of
// GroupedPacking.cpp), into a 16 x 16 f32 accumulator tile: 8192
// multiply-adds per instruction, against 32 for vdpbf16ps. `tdpbssd` does
// the same with 16 x 64 int8 tiles (16 quads per row) into i32: 16384.
//
// The register tile is 32 x 32: four accumulator tiles, and per step of
// amxDepth() K values (a tile row's 64 bytes) two A tiles and two B tiles,
// the eight tile registers AMX has. So:
// - B's panels are the grouped panels, 32 columns wide: B tile h of a step
//   is the panel's 16 group rows at lanes [32h, 32h + 32) (times the
//   group), a row of the panel (group * nr values) apart;
// - A's panels are row-major (packLhsRows): A tile g of a step is 16 rows
//   of amxDepth() values, a packed row (kcMax values) apart;
// - packed K is padded with zeros to a multiple of amxDepth(), so every
//   step is a whole tile; rows past M and columns past N are zeros in the
//   packs and are never written back.
// The accumulators stay in tile registers across the K block (LLVM's tile
// configuration pass configures the shapes once per function), and the K
// loop is software-pipelined (amxLoop). A whole tile of a result with
// a static row stride is loaded into them and stored back in place; other
// tiles go through the kernel's tile buffer and the vector kernel's
// write-back (amxKernel). docs/codegen.md, "AMX tiles", has the figures.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"

#include "kiln/Codegen/Tuning.h"

#include "mlir/Dialect/AMX/AMXDialect.h"

namespace kiln::contraction {

namespace {
/// Rows and columns of an AMX accumulator tile (and rows of an input tile).
constexpr int64_t kTileRows = 16;
} // namespace

void GemmEmitter::useAmxTiles(TileSizes &t) {
  t.mr = 2 * kTileRows;
  t.nr = 2 * kTileRows;
  t.nrVectors = t.nr / t.width;
  t.kc = tuning::kGemmAmxKc;
  t.mc = tuning::kGemmAmxMc;
  t.nc = std::max<int64_t>(t.nr, t.nc - t.nc % t.nr);
}

void GemmEmitter::packLhsRows(Value ic, Value mc, Value pc, Value kc) {
  Value one = cst(1), zero = cst(0), m = cst(c.m), stride = cst(kcMax);
  Value rows = packedRows(kc);
  Value zeroValue =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(packElement));
  auto chunk = VectorType::get({amxDepth()}, packElement);
  Value zeroChunk = arith::ConstantOp::create(
      b, loc, chunk, DenseElementsAttr::get(chunk, b.getZeroAttr(packElement)));
  // Rows contiguous along K are copied a tile row (32 values) at a time.
  bool contiguous = contiguousKChunks(0, amxDepth());
  Value whole = zero;
  if (contiguous)
    whole = mul(arith::DivUIOp::create(b, loc, kc, cst(amxDepth())),
                cst(amxDepth()));
  loop(zero, mc, cst(t.mr), [&](Value ir) {
    panelRows(
        add(ic, ir), m,
        [&](Value i) {
          Value base = mul(add(ir, i), stride);
          if (contiguous)
            loop(zero, whole, cst(amxDepth()), [&](Value kk) {
              bind(c.dims.k, add(pc, kk));
              Value v = vector::LoadOp::create(b, loc, chunk, lhs, indices(0));
              vector::StoreOp::create(b, loc, v, lhsPack,
                                      ValueRange{add(base, kk)});
            });
          // The rest of the row value by value, zeros past the block.
          loop(whole, rows, one, [&](Value kk) {
            auto ifOp = scf::IfOp::create(b, loc, TypeRange{packElement},
                                          lt(kk, kc), /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPointToStart(ifOp.thenBlock());
              bind(c.dims.k, add(pc, kk));
              scf::YieldOp::create(
                  b, loc,
                  memref::LoadOp::create(b, loc, lhs, indices(0)).getResult());
              b.setInsertionPointToStart(ifOp.elseBlock());
              scf::YieldOp::create(b, loc, zeroValue);
            }
            memref::StoreOp::create(b, loc, ifOp.getResult(0), lhsPack,
                                    ValueRange{add(base, kk)});
          });
        },
        [&](Value i) {
          // Rows past M: zeros.
          Value base = mul(add(ir, i), stride);
          loop(zero, rows, cst(amxDepth()), [&](Value kk) {
            vector::StoreOp::create(b, loc, zeroChunk, lhsPack,
                                    ValueRange{add(base, kk)});
          });
        });
  });
}

SmallVector<Value> GemmEmitter::amxLoop(Value ir, Value rhsColumn,
                                        Value rhsRows, Value rhsRow, Value kc,
                                        int64_t rowTiles, ValueRange init) {
  auto inputTile = amx::TileType::get({kTileRows, amxDepth()}, packElement);
  auto accTile = amx::TileType::get({kTileRows, kTileRows}, accElement);
  int64_t colTiles = t.nr / kTileRows;
  Value lhsStride = cst(kcMax), rhsStride = cst(group * t.nr);
  auto loadLhs = [&](Value step, int64_t g) -> Value {
    Value at = add(mul(add(ir, cst(g * kTileRows)), lhsStride),
                   mul(step, cst(amxDepth())));
    return amx::TileLoadOp::create(b, loc, inputTile, lhsPack, ValueRange{at},
                                   lhsStride);
  };
  auto loadRhs = [&](Value step, int64_t h) -> Value {
    Value at = rhsPackedOffset(*this, t.nr, rhsColumn, rhsRows,
                               add(rhsRow, mul(step, cst(amxDepth()))),
                               cst(group * h * kTileRows));
    return amx::TileLoadOp::create(b, loc, inputTile, rhsPack, ValueRange{at},
                                   rhsStride);
  };
  // One step's products, from the tiles of A and B in `in` (A's rows of
  // tiles, then B's columns). With `next`, each input tile register is
  // loaded with step `next`'s tile right after its last product here:
  // tile registers are not renamed, so a load waits for every product
  // reading the register's old value, and loads issued after all four
  // products left the multiplier idle while they completed.
  auto products = [&](ValueRange acc, ValueRange in, Value next,
                      SmallVector<Value> &nextIn) {
    SmallVector<Value> out;
    nextIn.assign(in.begin(), in.end());
    for (int64_t g = 0; g < rowTiles; ++g)
      for (int64_t h = 0; h < colTiles; ++h) {
        Value a = in[g], bTile = in[rowTiles + h], sum = acc[g * colTiles + h];
        // Signed bytes on both sides (tdpbssd), or bf16 pairs (tdpbf16ps).
        out.push_back(
            c.integer ? amx::TileMulIOp::create(b, loc, accTile, a, bTile, sum)
                            .getResult()
                      : amx::TileMulFOp::create(b, loc, accTile, a, bTile, sum)
                            .getResult());
        if (!next)
          continue;
        if (h == colTiles - 1)
          nextIn[g] = loadLhs(next, g);
        if (g == rowTiles - 1)
          nextIn[rowTiles + h] = loadRhs(next, h);
      }
    return out;
  };
  Value zero = cst(0);
  SmallVector<Value> state(init.begin(), init.end());
  for (int64_t g = 0; g < rowTiles; ++g)
    state.push_back(loadLhs(zero, g));
  for (int64_t h = 0; h < colTiles; ++h)
    state.push_back(loadRhs(zero, h));
  int64_t numAcc = init.size();
  // Every step but the last loads the next one's tiles; the last step's
  // products follow the loop.
  Value steps = arith::DivUIOp::create(b, loc, packedRows(kc), cst(amxDepth()));
  auto kLoop = scf::ForOp::create(b, loc, zero,
                                  arith::SubIOp::create(b, loc, steps, cst(1)),
                                  cst(1), state);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    ValueRange args = kLoop.getRegionIterArgs();
    SmallVector<Value> nextIn;
    SmallVector<Value> yielded =
        products(args.take_front(numAcc), args.drop_front(numAcc),
                 add(kLoop.getInductionVar(), cst(1)), nextIn);
    llvm::append_range(yielded, nextIn);
    scf::YieldOp::create(b, loc, yielded);
  }
  ValueRange last = kLoop.getResults();
  SmallVector<Value> unused;
  return products(last.take_front(numAcc), last.drop_front(numAcc), Value(),
                  unused);
}

Value GemmEmitter::amxResultRowStride() {
  // One M and one N dimension, the result's two innermost, N contiguous.
  auto type = llvm::cast<MemRefType>(out.getType());
  AffineMap map = maps[2];
  int64_t rank = type.getRank();
  if (!c.vectorResult || c.dims.m.size() != 1 || rank < 2 ||
      map.getResult(rank - 2) != b.getAffineDimExpr(c.dims.m[0]))
    return {};
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return {};
  if (!ShapedType::isDynamic(strides[rank - 2]))
    return cst(strides[rank - 2]);
  // A kernel taking N at run time: the stride of its caller's result.
  return memref::ExtractStridedMetadataOp::create(b, loc, out)
      .getStrides()[rank - 2];
}

void GemmEmitter::amxKernel(Value ic, Value ir, Value jc, Value jr, Value pc,
                            Value kc, int64_t rows, Value rhsColumn,
                            Value rhsRows, Value rhsRow) {
  auto accTile = amx::TileType::get({kTileRows, kTileRows}, accElement);
  int64_t rowTiles = llvm::divideCeil(rows, kTileRows);
  int64_t colTiles = t.nr / kTileRows;
  Value row0 = add(ic, ir), col0 = add(jc, jr);
  // Through the tile buffer: the products of the K block, added into the
  // result by the vector kernel's write-back.
  auto buffered = [&] {
    SmallVector<Value> init;
    for (int64_t i = 0; i < rowTiles * colTiles; ++i)
      init.push_back(amx::TileZeroOp::create(b, loc, accTile));
    SmallVector<Value> acc =
        amxLoop(ir, rhsColumn, rhsRows, rhsRow, kc, rowTiles, init);
    for (int64_t g = 0; g < rowTiles; ++g)
      for (int64_t h = 0; h < colTiles; ++h)
        amx::TileStoreOp::create(
            b, loc, tile, ValueRange{cst(g * kTileRows), cst(h * kTileRows)},
            acc[g * colTiles + h], /*stride=*/Value());
    SmallVector<Value> vectors;
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < t.nrVectors; ++j)
        vectors.push_back(vector::LoadOp::create(
            b, loc, vecType, tile, ValueRange{cst(i), cst(j * t.width)}));
    writeBack(ic, ir, jc, jr, pc, vectors, rows);
  };
  Value rowStride = rows == t.mr ? amxResultRowStride() : Value();
  if (!rowStride) {
    buffered();
    return;
  }
  // A whole tile of the result (its mr rows fit: wholeColumns) with rows
  // a static stride apart: the accumulators start from the result (zeros
  // in the first K block of a zero-filled one) and are stored back into
  // it, with no buffer between.
  auto wholeTile = [&] {
    Value stride = rowStride;
    SmallVector<SmallVector<Value>> at;
    for (int64_t g = 0; g < rowTiles; ++g)
      for (int64_t h = 0; h < colTiles; ++h) {
        bind(c.dims.m, add(row0, cst(g * kTileRows)));
        bind(c.dims.n, add(col0, cst(h * kTileRows)));
        at.push_back(indices(2));
      }
    auto loadResult = [&] {
      SmallVector<Value> tiles;
      for (ArrayRef<Value> where : at)
        tiles.push_back(
            amx::TileLoadOp::create(b, loc, accTile, out, where, stride));
      return tiles;
    };
    SmallVector<Value> init;
    if (zeroInit) {
      SmallVector<Type> types(at.size(), accTile);
      auto first = scf::IfOp::create(
          b, loc, types,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, pc, cst(0)),
          /*withElseRegion=*/true);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(first.thenBlock());
      SmallVector<Value> zeros;
      for (size_t i = 0; i < at.size(); ++i)
        zeros.push_back(amx::TileZeroOp::create(b, loc, accTile));
      scf::YieldOp::create(b, loc, zeros);
      b.setInsertionPointToStart(first.elseBlock());
      scf::YieldOp::create(b, loc, loadResult());
      init = SmallVector<Value>(first.getResults());
    } else {
      init = loadResult();
    }
    SmallVector<Value> acc =
        amxLoop(ir, rhsColumn, rhsRows, rhsRow, kc, rowTiles, init);
    for (auto [where, value] : llvm::zip(at, acc))
      amx::TileStoreOp::create(b, loc, out, where, value, stride);
  };
  if (Value whole = wholeColumns(col0))
    ifElse(whole, wholeTile, buffered);
  else
    wholeTile();
}

} // namespace kiln::contraction
