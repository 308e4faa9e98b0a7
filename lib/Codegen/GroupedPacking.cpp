//===- GroupedPacking.cpp - GEMM panels of K values grouped per lane ------===//
//
// The packers of kiln-lower-contractions for the dot products that add
// several narrow products into one 32-bit lane: lane j of the result gains
// a[g*j] * b[g*j] + ... + a[g*j+g-1] * b[g*j+g-1] for a group of g K values.
// - bf16 pairs (g = 2) into f32: AVX512-BF16's vdpbf16ps;
// - int8 quads (g = 4) into i32: AVX512-VNNI's vpdpbusd (u8 x s8), and the
//   B tiles of AMX (bf16 pairs or int8 quads, AmxProducts.cpp);
// - int8 widened to i16 pairs (g = 2) into i32: vpmaddwd's form, where the
//   target has no int8 dot product.
// Both operands keep the narrow type and each micro-kernel step consumes g
// K rows:
//
// - a B panel (nr columns) holds K rows g*p .. g*p + g - 1 interleaved,
//   lane by lane: B(g*p + h, j) at g*p * nr + g*j + h, so one g * width
//   vector feeds width 32-bit lanes;
// - an A panel (mr rows) holds row i's values of K g*p .. g*p + g - 1 side
//   by side at g*p * mr + g*i: one 32-bit word the kernel broadcasts.
//
// These are the f32 layouts (GemmEmitter::rhsPackedOffset and
// lhsPackedOffset) at row g*p, with g times the lanes. A block whose K
// rows are not whole groups gets a last group padded with zeros in both
// operands, so it adds nothing.
//
// vpdpbusd multiplies unsigned bytes by signed ones. Both int8 operands are
// signed, so B is packed as u8 (b + 128, its sign bit flipped) and the
// kernel computes sum_k a * (b + 128) = sum_k a * b + 128 * sum_k a: each
// row's accumulators start from -128 * (the sum of its A values in the
// K block), which the A packer adds up as it packs (lhsSums). Products stay
// exact: |a * (b + 128)| <= 128 * 255 and vpdpbusd does not saturate.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"
#include "GroupedDot.h"

#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

namespace kiln::contraction {

Value GemmEmitter::packedRows(Value kc) {
  if (group == 1)
    return kc;
  int64_t depth = amx ? amxDepth() : group;
  return mul(
      arith::DivUIOp::create(b, loc, add(kc, cst(depth - 1)), cst(depth)),
      cst(depth));
}

Value GemmEmitter::toPacked(Value v, unsigned operand) {
  Type element = getElementTypeOrSelf(v.getType());
  if (element != packElement) {
    Type wide = packElement;
    if (auto vector = llvm::dyn_cast<VectorType>(v.getType()))
      wide = vector.clone(packElement);
    v = arith::ExtSIOp::create(b, loc, wide, v);
  }
  if (vnni && operand == 1) {
    TypedAttr bit = b.getIntegerAttr(packElement, 0x80);
    if (auto vector = llvm::dyn_cast<VectorType>(v.getType()))
      bit = DenseElementsAttr::get(vector, Attribute(bit));
    Value flip = arith::ConstantOp::create(b, loc, v.getType(), bit);
    v = arith::XOrIOp::create(b, loc, v, flip);
  }
  return v;
}

Value GemmEmitter::groupDot(Value acc, Value lhs, Value rhs) {
  if (!c.integer) // bf16 pairs into f32: vdpbf16ps
    return x86vector::DotBF16Op::create(b, loc, vecType, acc, lhs, rhs);
  // vpdpbusd takes the unsigned bytes (B, offset) first.
  GroupedDot kind = vnni       ? GroupedDot::U8xI8Quads
                    : t.i16Dot ? GroupedDot::I16PairsMadd
                               : GroupedDot::I16Pairs;
  return emitGroupedDot(b, loc, kind, acc, /*u=*/rhs, /*s=*/lhs);
}

Value GemmEmitter::packedOrZero(Value inBounds, unsigned operand, Value k) {
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{packElement}, inBounds,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  bind(c.dims.k, k);
  Value memref = operand == 0 ? lhs : rhs;
  scf::YieldOp::create(
      b, loc,
      toPacked(memref::LoadOp::create(b, loc, memref, indices(operand)),
               operand));
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(
      b, loc,
      arith::ConstantOp::create(b, loc, b.getZeroAttr(packElement))
          .getResult());
  return ifOp.getResult(0);
}

void GemmEmitter::packRhsGroups(Value jc, Value nc, Value pc, Value kc) {
  Value nr = cst(t.nr), one = cst(1), zero = cst(0), n = nSize();
  Value rows = packedRows(kc);
  bool vectorRows = c.dims.n.size() == 1 && contiguousAlong(1, c.dims.n[0]);
  Type rhsElement = llvm::cast<MemRefType>(rhs.getType()).getElementType();
  // The group's `group` rows of `width` columns, interleaved in one vector:
  // lane j * group + h from row h's column j.
  SmallVector<int64_t> interleave;
  for (int64_t j = 0; j < t.width; ++j)
    for (int64_t h = 0; h < group; ++h)
      interleave.push_back(h * t.width + j);
  auto rowVec = VectorType::get({t.width}, rhsElement);
  // The groups from `firstGroup` of the panel of columns [jc + jr, + nr),
  // element by element, zero past N and past the block's K rows.
  auto scalarGroups = [&](Value jr, Value firstGroup) {
    Value col0 = add(jc, jr);
    Value panel = rhsPackedOffset(*this, t.nr, jr, rows, zero, zero);
    loop(firstGroup, arith::DivUIOp::create(b, loc, rows, cst(group)), one,
         [&](Value p) {
           loop(zero, nr, one, [&](Value j) {
             Value col = add(col0, j);
             bind(c.dims.n, col);
             for (int64_t h = 0; h < group; ++h) {
               Value k = add(mul(p, cst(group)), cst(h));
               Value inBounds =
                   arith::AndIOp::create(b, loc, lt(col, n), lt(k, kc));
               Value at = add(add(panel, mul(p, cst(group * t.nr))),
                              add(mul(j, cst(group)), cst(h)));
               memref::StoreOp::create(b, loc,
                                       packedOrZero(inBounds, 1, add(pc, k)),
                                       rhsPack, ValueRange{at});
             }
           });
         });
  };
  if (!vectorRows) {
    loop(zero, nc, nr, [&](Value jr) { scalarGroups(jr, zero); });
    return;
  }
  // B contiguous along N: whole groups of rows of the block's whole panels
  // as vector loads interleaved in registers, group after group across the
  // panels, so B is read in order (panel by panel, each group of rows was
  // `group` runs of nr values with the next group a row of B further on,
  // for large N a page: a sixth of a 2048 x 2048 bf16 product's time on
  // AMX tiles). A partial last group, the padding to whole packed rows and
  // a partial last panel go element by element.
  Value columns = min(nc, arith::SubIOp::create(b, loc, n, jc));
  Value wholeColumns = arith::SubIOp::create(
      b, loc, columns, arith::RemUIOp::create(b, loc, columns, nr));
  Value wholeGroups = arith::DivUIOp::create(b, loc, kc, cst(group));
  // Concatenates two vectors of the same length.
  auto concat = [&](Value x, Value y) -> Value {
    int64_t lanes = llvm::cast<VectorType>(x.getType()).getNumElements();
    SmallVector<int64_t> all;
    for (int64_t l = 0; l < 2 * lanes; ++l)
      all.push_back(l);
    return vector::ShuffleOp::create(b, loc, x, y, all);
  };
  loop(zero, wholeGroups, one, [&](Value p) {
    Value k = add(pc, mul(p, cst(group)));
    loop(zero, wholeColumns, nr, [&](Value jr) {
      Value panel = rhsPackedOffset(*this, t.nr, jr, rows, zero, zero);
      Value col0 = add(jc, jr);
      for (int64_t jv = 0; jv < t.nrVectors; ++jv) {
        bind(c.dims.n, add(col0, cst(jv * t.width)));
        SmallVector<Value> rowsOfGroup;
        for (int64_t h = 0; h < group; ++h) {
          bind(c.dims.k, add(k, cst(h)));
          rowsOfGroup.push_back(toPacked(
              vector::LoadOp::create(b, loc, rowVec, rhs, indices(1)), 1));
        }
        // Rows 0 and 1 (with quads: 0 1 and 2 3 side by side), then one
        // shuffle picks the lanes in interleaved order.
        Value first = rowsOfGroup[0], second = rowsOfGroup[1];
        if (group == 4) {
          first = concat(rowsOfGroup[0], rowsOfGroup[1]);
          second = concat(rowsOfGroup[2], rowsOfGroup[3]);
        }
        Value packed =
            vector::ShuffleOp::create(b, loc, first, second, interleave);
        Value at = add(add(panel, mul(p, cst(group * t.nr))),
                       cst(group * jv * t.width));
        vector::StoreOp::create(b, loc, packed, rhsPack, ValueRange{at});
      }
    });
  });
  loop(zero, wholeColumns, nr,
       [&](Value jr) { scalarGroups(jr, wholeGroups); });
  loop(wholeColumns, nc, nr, [&](Value jr) { scalarGroups(jr, zero); });
}

void GemmEmitter::packLhsGroups(Value ic, Value mc, Value pc, Value kc) {
  Value mr = cst(t.mr), one = cst(1), zero = cst(0), m = cst(c.m);
  Value stride = cst(kcMax);
  Value wholeGroups = arith::DivUIOp::create(b, loc, kc, cst(group));
  Value allGroups = arith::DivUIOp::create(b, loc, packedRows(kc), cst(group));
  Type lhsElement = llvm::cast<MemRefType>(lhs.getType()).getElementType();
  auto sourceGroup = VectorType::get({group}, lhsElement);
  auto groupType = VectorType::get({group}, packElement);
  Value zeroGroup = arith::ConstantOp::create(
      b, loc, groupType,
      DenseElementsAttr::get(groupType, b.getZeroAttr(packElement)));
  Type i32 = b.getI32Type();
  auto sumsType = VectorType::get({group}, i32);
  Value zeroSum = arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0));
  bool contiguous = contiguousKChunks(0, group);
  loop(zero, mc, mr, [&](Value ir) {
    auto at = [&](Value p, Value i) {
      return lhsPackedOffset(*this, t.mr, ir, stride, mul(p, cst(group)),
                             mul(i, cst(group)));
    };
    // The sum of a group's values (for lhsSums), added to `sum`.
    auto addGroup = [&](Value sum, Value values) -> Value {
      Value wide = arith::ExtSIOp::create(b, loc, sumsType, values);
      return arith::AddIOp::create(
          b, loc, sum,
          vector::ReductionOp::create(b, loc, vector::CombiningKind::ADD,
                                      wide));
    };
    panelRows(
        add(ic, ir), m,
        [&](Value i) {
          // Row i's whole groups: one 32-bit copy each where A is
          // contiguous along K.
          auto groups = scf::ForOp::create(b, loc, zero, wholeGroups, one,
                                           ValueRange{zeroSum});
          Value sum;
          {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPointToStart(groups.getBody());
            Value p = groups.getInductionVar();
            Value k = add(pc, mul(p, cst(group)));
            Value values;
            if (contiguous) {
              bind(c.dims.k, k);
              values =
                  vector::LoadOp::create(b, loc, sourceGroup, lhs, indices(0));
            } else {
              SmallVector<Value> elements;
              for (int64_t h = 0; h < group; ++h) {
                bind(c.dims.k, add(k, cst(h)));
                elements.push_back(
                    memref::LoadOp::create(b, loc, lhs, indices(0)));
              }
              values =
                  vector::FromElementsOp::create(b, loc, sourceGroup, elements);
            }
            vector::StoreOp::create(b, loc, toPacked(values, 0), lhsPack,
                                    ValueRange{at(p, i)});
            Value next = groups.getRegionIterArgs()[0];
            if (vnni)
              next = addGroup(next, values);
            scf::YieldOp::create(b, loc, next);
          }
          sum = groups.getResult(0);
          // A partial last group, with zeros for its missing values.
          Value partial = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, wholeGroups, allGroups);
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{i32}, partial,
                                        /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            Value first = mul(wholeGroups, cst(group));
            SmallVector<Value> elements;
            for (int64_t h = 0; h < group; ++h) {
              Value k = add(first, cst(h));
              elements.push_back(packedOrZero(lt(k, kc), 0, add(pc, k)));
            }
            Value values =
                vector::FromElementsOp::create(b, loc, groupType, elements);
            vector::StoreOp::create(b, loc, values, lhsPack,
                                    ValueRange{at(wholeGroups, i)});
            scf::YieldOp::create(b, loc, vnni ? addGroup(sum, values) : sum);
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, loc, sum);
          }
          if (vnni) {
            Value correction = arith::MulIOp::create(
                b, loc, ifOp.getResult(0),
                arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(-128)));
            memref::StoreOp::create(b, loc, correction, lhsSums,
                                    ValueRange{add(ir, i)});
          }
        },
        [&](Value i) {
          // Rows past M: zeros.
          loop(zero, allGroups, one, [&](Value p) {
            vector::StoreOp::create(b, loc, zeroGroup, lhsPack,
                                    ValueRange{at(p, i)});
          });
          if (vnni)
            memref::StoreOp::create(b, loc, zeroSum, lhsSums,
                                    ValueRange{add(ir, i)});
        });
  });
}

} // namespace kiln::contraction
