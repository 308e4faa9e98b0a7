//===- Bf16PairPacking.cpp - GEMM panels of bf16 pairs --------------------===//
//
// The packers of kiln-lower-contractions for targets that multiply pairs of
// bf16 into f32 lanes (AVX512-BF16's vdpbf16ps: lane j of the result gains
// a[2j] * b[2j] + a[2j+1] * b[2j+1]). Both operands stay bf16 and each
// micro-kernel step consumes two K rows:
//
// - a B panel (nr columns) holds K rows 2p and 2p+1 interleaved, lane by
//   lane: B(2p, j) at 2p * nr + 2j and B(2p+1, j) next to it, so one
//   2 * width vector of bf16 feeds width f32 lanes;
// - an A panel (mr rows) holds row i's values of K 2p and 2p+1 side by
//   side at 2p * mr + 2i: one 32-bit word the kernel broadcasts.
//
// These are the f32 layouts (GemmEmitter::rhsPackedOffset and
// lhsPackedOffset) at row 2p, with twice the lanes. A block with an odd
// number of K rows gets a last pair whose second half is zero in both
// operands, so it adds nothing.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"

namespace kiln::contraction {

Value GemmEmitter::packedRows(Value kc) {
  if (!pairs)
    return kc;
  int64_t depth = amx ? kAmxDepth : 2;
  return mul(
      arith::DivUIOp::create(b, loc, add(kc, cst(depth - 1)), cst(depth)),
      cst(depth));
}

void GemmEmitter::packRhsPairs(Value jc, Value nc, Value pc, Value kc) {
  Value nr = cst(t.nr), one = cst(1), zero = cst(0), n = cst(c.n);
  Value rows = packedRows(kc);
  Value zeroValue =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(packElement));
  bool vectorRows = c.dims.n.size() == 1 && contiguousAlong(1, c.dims.n[0]);
  // Rows 2p and 2p+1 of `width` columns, interleaved in one vector.
  SmallVector<int64_t> interleave;
  for (int64_t j = 0; j < t.width; ++j) {
    interleave.push_back(j);
    interleave.push_back(t.width + j);
  }
  auto rowVec = VectorType::get({t.width}, packElement);
  // The pairs from `firstPair` of the panel of columns [jc + jr, + nr),
  // element by element, zero past N and past the block's K rows.
  auto scalarPairs = [&](Value jr, Value firstPair) {
    Value col0 = add(jc, jr);
    Value panel = rhsPackedOffset(*this, t.nr, jr, rows, zero, zero);
    loop(firstPair, arith::DivUIOp::create(b, loc, rows, cst(2)), one,
         [&](Value p) {
           loop(zero, nr, one, [&](Value j) {
             Value col = add(col0, j);
             bind(c.dims.n, col);
             for (int64_t h = 0; h < 2; ++h) {
               Value k = add(mul(p, cst(2)), cst(h));
               Value inBounds =
                   arith::AndIOp::create(b, loc, lt(col, n), lt(k, kc));
               auto ifOp =
                   scf::IfOp::create(b, loc, TypeRange{packElement}, inBounds,
                                     /*withElseRegion=*/true);
               {
                 OpBuilder::InsertionGuard guard(b);
                 b.setInsertionPointToStart(ifOp.thenBlock());
                 bind(c.dims.k, add(pc, k));
                 scf::YieldOp::create(
                     b, loc,
                     memref::LoadOp::create(b, loc, rhs, indices(1))
                         .getResult());
                 b.setInsertionPointToStart(ifOp.elseBlock());
                 scf::YieldOp::create(b, loc, zeroValue);
               }
               Value at = add(add(panel, mul(p, cst(2 * t.nr))),
                              add(mul(j, cst(2)), cst(h)));
               memref::StoreOp::create(b, loc, ifOp.getResult(0), rhsPack,
                                       ValueRange{at});
             }
           });
         });
  };
  if (!vectorRows) {
    loop(zero, nc, nr, [&](Value jr) { scalarPairs(jr, zero); });
    return;
  }
  // B contiguous along N: whole pairs of rows of the block's whole panels
  // as vector loads interleaved in registers, pair after pair across the
  // panels, so B is read in order (panel by panel, each pair of rows was
  // two runs of nr values with the next pair a row of B further on, for
  // large N a page: a sixth of a 2048 x 2048 product's time on AMX tiles).
  // An odd last row, the padding to whole packed rows and a partial last
  // panel go element by element.
  Value columns = min(nc, arith::SubIOp::create(b, loc, n, jc));
  Value wholeColumns = arith::SubIOp::create(
      b, loc, columns, arith::RemUIOp::create(b, loc, columns, nr));
  Value wholePairs = arith::DivUIOp::create(b, loc, kc, cst(2));
  loop(zero, wholePairs, one, [&](Value p) {
    Value k = add(pc, mul(p, cst(2)));
    loop(zero, wholeColumns, nr, [&](Value jr) {
      Value panel = rhsPackedOffset(*this, t.nr, jr, rows, zero, zero);
      Value col0 = add(jc, jr);
      for (int64_t jv = 0; jv < t.nrVectors; ++jv) {
        bind(c.dims.n, add(col0, cst(jv * t.width)));
        bind(c.dims.k, k);
        Value even = vector::LoadOp::create(b, loc, rowVec, rhs, indices(1));
        bind(c.dims.k, add(k, one));
        Value odd = vector::LoadOp::create(b, loc, rowVec, rhs, indices(1));
        Value pair = vector::ShuffleOp::create(b, loc, even, odd, interleave);
        Value at =
            add(add(panel, mul(p, cst(2 * t.nr))), cst(2 * jv * t.width));
        vector::StoreOp::create(b, loc, pair, rhsPack, ValueRange{at});
      }
    });
  });
  loop(zero, wholeColumns, nr, [&](Value jr) { scalarPairs(jr, wholePairs); });
  loop(wholeColumns, nc, nr, [&](Value jr) { scalarPairs(jr, zero); });
}

void GemmEmitter::packLhsPairs(Value ic, Value mc, Value pc, Value kc) {
  Value mr = cst(t.mr), one = cst(1), zero = cst(0), m = cst(c.m);
  Value stride = cst(kcMax);
  Value wholePairs = arith::DivUIOp::create(b, loc, kc, cst(2));
  Value allPairs = arith::DivUIOp::create(b, loc, packedRows(kc), cst(2));
  auto pairType = VectorType::get({2}, packElement);
  Value zeroPair = arith::ConstantOp::create(
      b, loc, pairType,
      DenseElementsAttr::get(pairType, b.getZeroAttr(packElement)));
  Value zeroValue =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(packElement));
  bool contiguous = contiguousAlong(0, c.dims.k[0]);
  loop(zero, mc, mr, [&](Value ir) {
    auto at = [&](Value p, Value i) {
      return lhsPackedOffset(*this, t.mr, ir, stride, mul(p, cst(2)),
                             mul(i, cst(2)));
    };
    panelRows(
        add(ic, ir), m,
        [&](Value i) {
          // Row i's whole pairs: one 32-bit copy each where A is contiguous
          // along K.
          loop(zero, wholePairs, one, [&](Value p) {
            Value k = add(pc, mul(p, cst(2)));
            bind(c.dims.k, k);
            Value pair;
            if (contiguous) {
              pair = vector::LoadOp::create(b, loc, pairType, lhs, indices(0));
            } else {
              Value x = memref::LoadOp::create(b, loc, lhs, indices(0));
              bind(c.dims.k, add(k, one));
              Value y = memref::LoadOp::create(b, loc, lhs, indices(0));
              pair = vector::FromElementsOp::create(b, loc, pairType,
                                                    ValueRange{x, y});
            }
            vector::StoreOp::create(b, loc, pair, lhsPack,
                                    ValueRange{at(p, i)});
          });
          // An odd last K row, with a zero for its pair's second half.
          auto ifOp = scf::IfOp::create(
              b, loc, TypeRange{},
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                    wholePairs, allPairs),
              /*withElseRegion=*/false);
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(ifOp.thenBlock());
          bind(c.dims.k, add(pc, mul(wholePairs, cst(2))));
          Value x = memref::LoadOp::create(b, loc, lhs, indices(0));
          Value pair = vector::FromElementsOp::create(b, loc, pairType,
                                                      ValueRange{x, zeroValue});
          vector::StoreOp::create(b, loc, pair, lhsPack,
                                  ValueRange{at(wholePairs, i)});
        },
        [&](Value i) {
          // Rows past M: zeros.
          loop(zero, allPairs, one, [&](Value p) {
            vector::StoreOp::create(b, loc, zeroPair, lhsPack,
                                    ValueRange{at(p, i)});
          });
        });
  });
}

} // namespace kiln::contraction
