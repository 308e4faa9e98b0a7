//===- LowerContractions.cpp - packed, register-blocked GEMM code ---------===//
//
// The matcher of kiln-lower-contractions and the blocked GEMM algorithm it
// replaces contraction linalg.generic ops on memrefs by (the pass
// description in Passes.td gives the structure; LowerContractionsPass.cpp
// drives it). All code is generated as scf/memref/vector ops, so LLVM
// compiles the same algorithm for every target; the tile sizes are pass
// options.
//
// The contraction's dimensions fall into groups: batch, M (lhs and result),
// N (rhs and result) and K (lhs and rhs). A group with several dimensions is
// walked through one linear index that is split back into the dimensions
// only where an operand is read or written (packing and the result update),
// so any dot_general dimension numbers reach the same micro-kernel.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"
#include "LinalgMatchers.h"

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace kiln::contraction {
namespace {

int64_t product(ArrayRef<unsigned> group, ArrayRef<int64_t> ranges) {
  int64_t p = 1;
  for (unsigned d : group)
    p *= ranges[d];
  return p;
}

/// Whether `v` is a memref of `f32`, or with `narrow`, also of bf16, f16
/// or i8 (inputs the generated code widens to f32 as it reads them; i8 as
/// a signed integer).
bool isF32MemRef(Value v, bool narrow = false) {
  auto type = llvm::dyn_cast<MemRefType>(v.getType());
  if (!type)
    return false;
  Type element = type.getElementType();
  return element.isF32() || (narrow && (element.isBF16() || element.isF16() ||
                                        element.isSignlessInteger(8)));
}

/// Whether `op` multiplies two i8 memrefs into an i32 one, both inputs
/// sign-extended (a signed integer dot_general of int8 storage).
bool isInt8Product(linalg::GenericOp op) {
  auto elementIs = [](Value v, unsigned width) {
    auto type = llvm::dyn_cast<MemRefType>(v.getType());
    return type && type.getElementType().isSignlessInteger(width);
  };
  return elementIs(op.getDpsInputs()[0], 8) &&
         elementIs(op.getDpsInputs()[1], 8) &&
         elementIs(op.getDpsInits()[0], 32) && kiln::isSignedMulAddBody(op);
}

/// The first result of `map` that uses loop dimension `d`, or -1.
int firstUse(AffineMap map, unsigned d) {
  for (auto [i, e] : llvm::enumerate(map.getResults()))
    if (e.isFunctionOfDim(d))
      return i;
  return -1;
}

/// Sorts a group's dimensions by where `map` first uses them, so that the
/// last one is the operand's fastest-varying: packing then reads memory in
/// order (for a convolution's K group: kh, kw, then the channels).
void orderBy(SmallVector<unsigned> &group, AffineMap map) {
  // Keyed by (first use, position), so dimensions the map uses equally keep
  // their order without a stable sort (whose libstdc++ buffer is deprecated).
  SmallVector<std::tuple<int64_t, size_t, unsigned>> keyed;
  for (auto [i, dim] : llvm::enumerate(group))
    keyed.emplace_back(firstUse(map, dim), i, dim);
  llvm::sort(keyed);
  for (auto [i, key] : llvm::enumerate(keyed))
    group[i] = std::get<2>(key);
}

/// Matches a multiply-add `linalg.generic` whose result map is a projected
/// permutation. The inputs may index with any affine expressions (a
/// convolution reads its input at `oh * stride + kh`), since packing
/// evaluates them; the loop dimensions are classified by which operands use
/// them: batch (both inputs and the result), M (lhs and result), N (rhs and
/// result), K (reductions).
} // namespace

std::optional<Contraction> match(linalg::GenericOp op, int64_t minFlops,
                                 bool allowMatVec) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureBufferSemantics())
    return std::nullopt;
  // i8 times i8 into i32 (the integer products of quantized programs), or
  // floats into f32.
  bool integer = isInt8Product(op);
  if (!integer && (!isF32MemRef(op.getDpsInputs()[0], /*narrow=*/true) ||
                   !isF32MemRef(op.getDpsInputs()[1], /*narrow=*/true) ||
                   !isF32MemRef(op.getDpsInits()[0]) ||
                   !kiln::isMulAddBodyWithIntegers(op)))
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap lhsMap = maps[0], rhsMap = maps[1], outMap = maps[2];
  if (!outMap.isProjectedPermutation() || lhsMap.getNumSymbols() ||
      rhsMap.getNumSymbols())
    return std::nullopt;
  Contraction c;
  c.op = op;
  c.integer = integer;
  c.ranges = op.getStaticLoopRanges();
  if (llvm::any_of(c.ranges, ShapedType::isDynamic))
    return std::nullopt;
  for (auto [d, iterator] : llvm::enumerate(op.getIteratorTypesArray())) {
    bool inLhs = firstUse(lhsMap, d) >= 0, inRhs = firstUse(rhsMap, d) >= 0,
         inOut = firstUse(outMap, d) >= 0;
    if (iterator == utils::IteratorType::reduction) {
      if (inOut)
        return std::nullopt;
      c.dims.k.push_back(d);
    } else if (!inOut) {
      return std::nullopt;
    } else if (inLhs && inRhs) {
      c.dims.batch.push_back(d);
    } else if (inLhs) {
      c.dims.m.push_back(d);
    } else if (inRhs) {
      c.dims.n.push_back(d);
    } else {
      return std::nullopt; // the result is constant along d
    }
  }
  // The integer kernels take K as one dimension (their packers read runs
  // of four or more K values).
  if (integer && c.dims.k.size() != 1)
    return std::nullopt;
  if (c.dims.k.empty() || (c.dims.m.empty() && c.dims.n.empty()) ||
      (!allowMatVec && (c.dims.m.empty() || c.dims.n.empty())))
    return std::nullopt;
  orderBy(c.dims.m, outMap);
  orderBy(c.dims.n, outMap);
  orderBy(c.dims.k, lhsMap);
  c.batch = product(c.dims.batch, c.ranges);
  c.m = product(c.dims.m, c.ranges);
  c.n = product(c.dims.n, c.ranges);
  c.k = product(c.dims.k, c.ranges);
  if (c.batch * c.m * c.n * c.k < minFlops)
    return std::nullopt;

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

// Right-hand-side block [pc, pc+kc) x [jc, jc+nc) into nr-wide panels:
// panel p holds kc rows of nr values at p*kc*nr, zero past the last column.
void GemmEmitter::packRhs(Value jc, Value nc, Value pc, Value kc) {
  if (group > 1)
    return packRhsGroups(jc, nc, pc, kc);
  Value nr = cst(t.nr), one = cst(1), zero = cst(0), n = nSize();
  bool vectorRows = c.dims.n.size() == 1 && contiguousAlong(1, c.dims.n[0]);
  Value firstPanel = zero;
  if (vectorRows) {
    // B contiguous along N: row by row across the block's whole panels,
    // with vector copies, so B is read in order. Panel by panel, each row
    // of B gave a run of nr values, the next one a row (a page, for large
    // N) further on, each a fresh miss: 8% of SGEMM 2048's time. Only a
    // partial last panel (the columns past N; a single panel's block may
    // be one) is left for the loop below.
    Value columns = min(nc, arith::SubIOp::create(b, loc, n, jc));
    firstPanel = arith::SubIOp::create(
        b, loc, columns, arith::RemUIOp::create(b, loc, columns, nr));
    loop(zero, kc, one, [&](Value kk) {
      bind(c.dims.k, add(pc, kk));
      loop(zero, firstPanel, nr, [&](Value jr) {
        Value row = rhsPackedOffset(*this, t.nr, jr, kc, kk, zero);
        for (int64_t j = 0; j < t.nrVectors; ++j) {
          bind(c.dims.n, add(add(jc, jr), cst(j * t.width)));
          Value v = loadVector(rhs, indices(1));
          vector::StoreOp::create(b, loc, v, rhsPack,
                                  ValueRange{add(row, cst(j * t.width))});
        }
      });
    });
  }
  loop(firstPanel, nc, nr, [&](Value jr) {
    Value panel = mul(jr, kc);
    Value col0 = add(jc, jr);
    // B contiguous along K (`x @ w.T`, `q @ k.T`): whole panels are packed
    // width x width squares at a time, one vector load along K per column,
    // transposed in registers; the last kc % width rows take the scalar
    // path below.
    bool vectorSquares = !vectorRows && c.dims.k.size() == 1 &&
                         llvm::isPowerOf2_64(t.width) && t.width > 1 &&
                         contiguousAlong(1, c.dims.k[0]);
    auto pack = [&](bool edge) {
      Value rowsStart = zero;
      if (!edge && vectorSquares) {
        Value w = cst(t.width);
        rowsStart = mul(arith::DivUIOp::create(b, loc, kc, w), w);
        loop(zero, rowsStart, w, [&](Value kk) {
          dimValues[c.dims.k[0]] = add(pc, kk);
          for (int64_t jv = 0; jv < t.nrVectors; ++jv) {
            SmallVector<Value> square;
            for (int64_t j = 0; j < t.width; ++j) {
              bind(c.dims.n, add(col0, cst(jv * t.width + j)));
              square.push_back(loadVector(rhs, indices(1)));
            }
            transposeSquare(square);
            for (int64_t q = 0; q < t.width; ++q) {
              Value at =
                  add(add(panel, mul(add(kk, cst(q)), nr)), cst(jv * t.width));
              vector::StoreOp::create(b, loc, square[q], rhsPack,
                                      ValueRange{at});
            }
          }
        });
      }
      loop(rowsStart, kc, one, [&](Value kk) {
        bind(c.dims.k, add(pc, kk));
        Value row = rhsPackedOffset(*this, t.nr, jr, kc, kk, zero);
        loop(zero, nr, one, [&](Value j) {
          Value col = add(col0, j);
          bind(c.dims.n, col);
          Value v =
              edge ? loadOrZero(lt(col, n), 1, rhs) : load(rhs, indices(1));
          memref::StoreOp::create(b, loc, v, rhsPack, ValueRange{add(row, j)});
        });
      });
    };
    // Contiguous along N, all but a partial last panel went above.
    if (vectorRows) {
      pack(/*edge=*/true);
      return;
    }
    // Whole panels (all but the last) load without bounds checks.
    ifElse(
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, add(col0, nr),
                              n),
        [&] { pack(false); }, [&] { pack(true); });
  });
}

// Transposes the square matrix held as `rows` (width vectors of width
// lanes, width a power of two) in log2(width) rounds: each round swaps the
// off-diagonal blocks of every 2d x 2d block (d halving from width / 2 to
// 1) with one two-source shuffle per row, which x86 does in one
// instruction (vpermt2ps with AVX-512).
void GemmEmitter::transposeSquare(SmallVectorImpl<Value> &rows) {
  int64_t w = rows.size();
  for (int64_t d = w / 2; d >= 1; d /= 2) {
    SmallVector<int64_t> low, high;
    for (int64_t block = 0; block < w; block += 2 * d) {
      for (int64_t e = 0; e < d; ++e)
        low.push_back(block + e);
      for (int64_t e = 0; e < d; ++e)
        low.push_back(w + block + e);
      for (int64_t e = 0; e < d; ++e)
        high.push_back(block + d + e);
      for (int64_t e = 0; e < d; ++e)
        high.push_back(w + block + d + e);
    }
    for (int64_t i = 0; i < w; ++i) {
      if (i & d)
        continue;
      Value x = rows[i], y = rows[i + d];
      rows[i] = vector::ShuffleOp::create(b, loc, x, y, low);
      rows[i + d] = vector::ShuffleOp::create(b, loc, x, y, high);
    }
  }
}

// A zero fill of the result right before the contraction (how a
// dot_general's result starts after bufferization) only makes the first K
// block read zeros: it is erased and that block stores its tiles instead
// (zeroInit), which saves writing the result once more and reading it back.
linalg::FillOp zeroFillBefore(linalg::GenericOp op) {
  auto fill = llvm::dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
  Value out = op.getDpsInits()[0];
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getDpsInitOperand(0)->get() != out ||
      llvm::is_contained(op.getDpsInputs(), out))
    return {};
  auto value =
      fill.getDpsInputOperand(0)->get().getDefiningOp<arith::ConstantOp>();
  if (!value || (!matchPattern(value.getResult(), m_AnyZeroFloat()) &&
                 !matchPattern(value.getResult(), m_Zero())))
    return {};
  return fill;
}

bool GemmEmitter::takeZeroFill() {
  linalg::FillOp fill = zeroFillBefore(c.op);
  if (!fill)
    return false;
  fill.erase();
  return true;
}

// Left-hand-side block [ic, ic+mc) x [pc, pc+kc) in panels of mr rows
// (lhsPackedOffset): panel ir at ir*kcMax (kcMax: the largest K block),
// K-major inside, so the micro-kernel's mr broadcasts for one k read
// neighbouring values. Row-major panels (each row a run of kc values, the
// broadcasts a row apart) left the kernel 1-4% slower. Rows past the end
// are zeros.
void GemmEmitter::packLhs(Value ic, Value mc, Value pc, Value kc) {
  if (amx)
    return packLhsRows(ic, mc, pc, kc);
  if (group > 1)
    return packLhsGroups(ic, mc, pc, kc);
  Value mr = cst(t.mr), one = cst(1), zero = cst(0), m = cst(c.m);
  Value stride = cst(kcMax);
  bool vectorRows = c.dims.k.size() == 1 && contiguousAlong(0, c.dims.k[0]) &&
                    llvm::isPowerOf2_64(t.width) && t.width > 1;
  loop(zero, mc, mr, [&](Value ir) {
    auto at = [&](Value kk, Value i) {
      return lhsPackedOffset(*this, t.mr, ir, stride, kk, i);
    };
    Value rowsStart = zero;
    if (vectorRows) {
      // Rows contiguous along K: width x width squares (width rows of
      // width values of K), loaded with vectors and transposed in
      // registers, so each vector holds one k of width rows. Column k of
      // the panel (mr values) is stored as a whole vector at k*mr, its
      // width - mr extra lanes spilling into column k+1, which the next
      // store overwrites: stores go in address order. The last spill
      // lands past the K block, in the next panel (packed later) or in
      // the buffer's padding.
      Value w = cst(t.width);
      rowsStart = mul(arith::DivUIOp::create(b, loc, kc, w), w);
      int64_t groups = llvm::divideCeil(t.mr, t.width);
      Value zeroVec = arith::ConstantOp::create(
          b, loc, vecType,
          DenseElementsAttr::get(vecType, b.getF32FloatAttr(0)));
      loop(zero, rowsStart, w, [&](Value kk) {
        dimValues[c.dims.k[0]] = add(pc, kk);
        SmallVector<SmallVector<Value>> squares(groups);
        for (int64_t g = 0; g < groups; ++g) {
          for (int64_t r = 0; r < t.width; ++r) {
            int64_t row = g * t.width + r;
            if (row >= t.mr) {
              squares[g].push_back(zeroVec);
              continue;
            }
            Value rowIndex = add(add(ic, ir), cst(row));
            if (wholePanels()) {
              bind(c.dims.m, rowIndex);
              squares[g].push_back(loadVector(lhs, indices(0)));
              continue;
            }
            auto ifOp =
                scf::IfOp::create(b, loc, TypeRange{vecType}, lt(rowIndex, m),
                                  /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPointToStart(ifOp.thenBlock());
              bind(c.dims.m, rowIndex);
              Value v = loadVector(lhs, indices(0));
              scf::YieldOp::create(b, loc, v);
              b.setInsertionPointToStart(ifOp.elseBlock());
              scf::YieldOp::create(b, loc, zeroVec);
            }
            squares[g].push_back(ifOp.getResult(0));
          }
          transposeSquare(squares[g]);
        }
        for (int64_t q = 0; q < t.width; ++q)
          for (int64_t g = 0; g < groups; ++g)
            vector::StoreOp::create(
                b, loc, squares[g][q], lhsPack,
                ValueRange{at(add(kk, cst(q)), cst(g * t.width))});
      });
    }
    // The rest of the K block (all of it where A is not contiguous along
    // K) value by value.
    panelRows(
        add(ic, ir), m,
        [&](Value i) {
          if (vectorRows) {
            loop(rowsStart, kc, one, [&](Value kk) {
              dimValues[c.dims.k[0]] = add(pc, kk);
              Value v = load(lhs, indices(0));
              memref::StoreOp::create(b, loc, v, lhsPack,
                                      ValueRange{at(kk, i)});
            });
            return;
          }
          groupLoop(c.dims.k, pc, kc, [&](Value kk) {
            Value v = load(lhs, indices(0));
            memref::StoreOp::create(b, loc, v, lhsPack, ValueRange{at(kk, i)});
          });
        },
        [&](Value i) {
          Value zeroF = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
          loop(rowsStart, kc, one, [&](Value kk) {
            memref::StoreOp::create(b, loc, zeroF, lhsPack,
                                    ValueRange{at(kk, i)});
          });
        });
  });
}

void GemmEmitter::rowPanels(
    Value blockRows, llvm::function_ref<void(Value ir, int64_t rows)> body) {
  Value mr = cst(t.mr);
  int64_t edge = c.m % t.mr;
  if (!edge) {
    loop(cst(0), blockRows, mr, [&](Value ir) { body(ir, t.mr); });
    return;
  }
  // The partial panel gets a kernel of its own height: with the full one,
  // the 2 rows left of a 128-row product cost as much as 14.
  if (std::optional<int64_t> known = getConstantIntValue(blockRows)) {
    int64_t full = *known - *known % t.mr;
    loop(cst(0), cst(full), mr, [&](Value ir) { body(ir, t.mr); });
    if (full < *known)
      body(cst(full), edge);
    return;
  }
  Value full = arith::SubIOp::create(
      b, loc, blockRows, arith::RemUIOp::create(b, loc, blockRows, mr));
  loop(cst(0), full, mr, [&](Value ir) { body(ir, t.mr); });
  auto ifOp = scf::IfOp::create(
      b, loc, TypeRange{},
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, full, blockRows),
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  body(full, edge);
}

void GemmEmitter::kernel(Value ic, Value ir, Value jc, Value jr, Value pc,
                         Value kc, int64_t rows) {
  // Where the tile's packed rows of A and its panel of B are: in the
  // blocks packed at run time, or in the constants packed at compile time
  // (whole matrices, one per batch index, read at the block's K offset).
  Value zero = cst(0);
  Value lhsRow = ir, lhsK = zero, lhsStride = cst(kcMax);
  if (lhsConst) {
    lhsRow = add(add(ic, ir), mul(batchIndex, cst(prepackedPanelSpan(0))));
    lhsK = pc;
    lhsStride = cst(prepackedRows());
  }
  Value rhsColumn = jr, rhsRows = packedRows(kc), rhsRow = zero;
  if (rhsConst) {
    rhsColumn = add(add(jc, jr), mul(batchIndex, cst(prepackedPanelSpan(1))));
    rhsRows = cst(prepackedRows());
    rhsRow = pc;
  }
  if (c.vectorResult && !amx) {
    // The tile's rows of the result are far apart (a row of the result
    // each) and rarely cached: start loading them now, so the misses
    // overlap the K loop instead of stalling the update after it. (AMX
    // tiles start by loading the result's rows, with no K loop to hide
    // the prefetches behind.)
    int64_t lineFloats = 64 / 4;
    for (int64_t i = 0; i < rows; ++i) {
      bind(c.dims.m, min(add(add(ic, ir), cst(i)), cst(c.m - 1)));
      for (int64_t j = 0; j < t.nr; j += lineFloats) {
        bind(c.dims.n, min(add(add(jc, jr), cst(j)),
                           arith::SubIOp::create(b, loc, nSize(), cst(1))));
        memref::PrefetchOp::create(b, loc, out, indices(2), b.getBoolAttr(true),
                                   b.getI32IntegerAttr(3), b.getBoolAttr(true));
      }
    }
  }
  if (amx) {
    amxKernel(ic, ir, jc, jr, pc, kc, rows, rhsColumn, rhsRows, rhsRow);
    return;
  }
  SmallVector<Value> acc =
      vectorProducts(ir, lhsRow, lhsK, lhsStride, ic, rhsColumn, rhsRows,
                     rhsRow, pc, kc, rows);
  writeBack(ic, ir, jc, jr, pc, acc, rows);
}

SmallVector<Value>
GemmEmitter::vectorProducts(Value ir, Value lhsRow, Value lhsK, Value lhsStride,
                            Value ic, Value rhsColumn, Value rhsRows,
                            Value rhsRow, Value pc, Value kc, int64_t rows) {
  Value zeroVec = arith::ConstantOp::create(
      b, loc, vecType,
      DenseElementsAttr::get(vecType, b.getZeroAttr(accElement)));
  SmallVector<Value> init(rows * t.nrVectors, zeroVec);
  // With vpdpbusd, each row starts from its correction (GroupedPacking.cpp).
  if (vnni)
    for (int64_t i = 0; i < rows; ++i) {
      Value start = vector::BroadcastOp::create(
          b, loc, vecType,
          memref::LoadOp::create(b, loc, lhsSums,
                                 ValueRange{add(lhsRow, cst(i))}));
      for (int64_t j = 0; j < t.nrVectors; ++j)
        init[i * t.nrVectors + j] = start;
    }
  // With groups, each step takes `group` K rows.
  Value steps = group > 1
                    ? arith::DivUIOp::create(b, loc, packedRows(kc), cst(group))
                          .getResult()
                    : kc;
  auto kLoop = scf::ForOp::create(b, loc, cst(0), steps, cst(1), init);
  if (group > 1) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    Value row = mul(kLoop.getInductionVar(), cst(group));
    Value rhsRowHere = add(rhsRow, row), lhsKHere = add(lhsK, row);
    auto groupVec = VectorType::get({group * t.width}, packElement);
    auto words = VectorType::get({t.width}, b.getI32Type());
    SmallVector<Value> rhsVecs, next;
    for (int64_t j = 0; j < t.nrVectors; ++j)
      rhsVecs.push_back(vector::LoadOp::create(
          b, loc, groupVec, rhsPack,
          ValueRange{rhsPackedOffset(*this, t.nr, rhsColumn, rhsRows,
                                     rhsRowHere, cst(group * j * t.width))}));
    for (int64_t i = 0; i < rows; ++i) {
      // Row i's group of A as one 32-bit word, in every lane.
      Value values = vector::LoadOp::create(
          b, loc, VectorType::get({group}, packElement), lhsPack,
          ValueRange{lhsPackedOffset(*this, t.mr, lhsRow, lhsStride, lhsKHere,
                                     cst(group * i))});
      Value word = vector::ExtractOp::create(
          b, loc,
          vector::BitCastOp::create(
              b, loc, VectorType::get({1}, b.getI32Type()), values),
          ArrayRef<int64_t>{0});
      Value splat = vector::BitCastOp::create(
          b, loc, groupVec, vector::BroadcastOp::create(b, loc, words, word));
      for (int64_t j = 0; j < t.nrVectors; ++j)
        next.push_back(groupDot(kLoop.getRegionIterArgs()[i * t.nrVectors + j],
                                splat, rhsVecs[j]));
    }
    scf::YieldOp::create(b, loc, next);
  } else {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    Value kk = kLoop.getInductionVar();
    Value rhsRowHere = add(rhsRow, kk), lhsKHere = add(lhsK, kk);
    SmallVector<Value> rhsVecs;
    for (int64_t j = 0; j < t.nrVectors; ++j)
      rhsVecs.push_back(vector::LoadOp::create(
          b, loc, vecType, rhsPack,
          ValueRange{rhsPackedOffset(*this, t.nr, rhsColumn, rhsRows,
                                     rhsRowHere, cst(j * t.width))}));
    SmallVector<Value> next;
    if (lhsInPlace)
      bind(c.dims.k, add(pc, kk));
    for (int64_t i = 0; i < rows; ++i) {
      Value a;
      if (lhsInPlace) {
        bind(c.dims.m, add(add(ic, ir), cst(i)));
        a = load(lhs, indices(0));
      } else {
        a = memref::LoadOp::create(
            b, loc, lhsPack,
            ValueRange{lhsPackedOffset(*this, t.mr, lhsRow, lhsStride, lhsKHere,
                                       cst(i))});
      }
      Value splat = vector::BroadcastOp::create(b, loc, vecType, a);
      for (int64_t j = 0; j < t.nrVectors; ++j)
        next.push_back(vector::FMAOp::create(
            b, loc, splat, rhsVecs[j],
            kLoop.getRegionIterArgs()[i * t.nrVectors + j]));
    }
    scf::YieldOp::create(b, loc, next);
  }
  return SmallVector<Value>(kLoop.getResults());
}

void GemmEmitter::writeBack(Value ic, Value ir, Value jc, Value jr, Value pc,
                            ArrayRef<Value> acc, int64_t rows) {
  // Add the tile to the result (store it, in the first K block of a
  // zero-filled result).
  Value overwrite;
  if (zeroInit)
    overwrite =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, pc, cst(0));
  auto addAcc = [&](Value x, Value y) -> Value {
    if (c.integer)
      return arith::AddIOp::create(b, loc, x, y);
    return arith::AddFOp::create(b, loc, x, y);
  };
  // The tile's `rows` rows all lie in the result (rowPanels); its
  // columns may run past N.
  Value row0 = add(ic, ir), col0 = add(jc, jr);
  auto slowPath = [&] {
    Value colsLeft = arith::SubIOp::create(b, loc, nSize(), col0);
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < t.nrVectors; ++j)
        vector::StoreOp::create(b, loc, acc[i * t.nrVectors + j], tile,
                                ValueRange{cst(i), cst(j * t.width)});
    Value one = cst(1), zero = cst(0);
    loop(zero, cst(rows), one, [&](Value i) {
      bind(c.dims.m, add(row0, i));
      loop(zero, min(colsLeft, cst(t.nr)), one, [&](Value j) {
        bind(c.dims.n, add(col0, j));
        SmallVector<Value> at = indices(2);
        Value old = memref::LoadOp::create(b, loc, out, at);
        Value v = memref::LoadOp::create(b, loc, tile, ValueRange{i, j});
        Value sum = addAcc(old, v);
        if (overwrite)
          sum = arith::SelectOp::create(b, loc, overwrite, v, sum);
        memref::StoreOp::create(b, loc, sum, out, at);
      });
    });
  };
  if (!c.vectorResult) {
    slowPath();
    return;
  }
  auto wholeTile = [&](bool accumulate) {
    for (int64_t i = 0; i < rows; ++i) {
      bind(c.dims.m, add(row0, cst(i)));
      for (int64_t j = 0; j < t.nrVectors; ++j) {
        bind(c.dims.n, add(col0, cst(j * t.width)));
        SmallVector<Value> at = indices(2);
        Value sum = acc[i * t.nrVectors + j];
        if (accumulate)
          sum = addAcc(vector::LoadOp::create(b, loc, vecType, out, at), sum);
        vector::StoreOp::create(b, loc, sum, out, at);
      }
    }
  };
  auto fastPath = [&] {
    if (overwrite)
      ifElse(overwrite, [&] { wholeTile(false); }, [&] { wholeTile(true); });
    else
      wholeTile(true);
  };
  if (Value whole = wholeColumns(col0))
    ifElse(whole, fastPath, slowPath);
  else
    fastPath();
}

std::string GemmEmitter::productKind() const {
  if (c.integer)
    return amx    ? "int8 products on AMX tiles"
           : vnni ? "int8 quad products (vpdpbusd)"
                  : "int8 products widened to i16 pairs";
  if (amx)
    return "bf16 products on AMX tiles";
  return group > 1 ? "bf16 pair products" : "";
}

GemmEmitter::Packing GemmEmitter::packingOf(const Contraction &c,
                                            TileSizes &t) {
  auto elementOf = [](Value v) {
    return llvm::cast<MemRefType>(v.getType()).getElementType();
  };
  linalg::GenericOp op = c.op;
  Packing p;
  if (c.integer) {
    // int8 products: quads on AMX-INT8 tiles or for vpdpbusd, else pairs
    // widened to i16.
    p.amx = t.amxInt8;
    p.vnni = !p.amx && t.int8Dot;
    p.group = p.amx || p.vnni ? 4 : 2;
    p.bits = p.group == 4 ? 8 : 16;
  } else if (t.bf16Pairs && elementOf(op.getDpsInputs()[0]).isBF16() &&
             elementOf(op.getDpsInputs()[1]).isBF16()) {
    // Two bf16 operands keep bf16 panels, in pairs of K rows, for the
    // target's pair dot product, or on AMX tiles.
    p.group = 2;
    p.amx = t.amx;
    p.bits = 16;
  }
  // On AMX tiles, with tile sizes of their own.
  if (p.amx)
    useAmxTiles(t);
  return p;
}

void GemmEmitter::run() {
  Packing packing = packingOf(c, t);
  group = packing.group;
  amx = packing.amx;
  vnni = packing.vnni;
  if (packing.bits == 32)
    packElement = f32;
  else if (c.integer)
    packElement = b.getIntegerType(packing.bits);
  else
    packElement = b.getBF16Type();
  int64_t kAlign = amx ? amxDepth() : group;
  // With K given at run time, the packed A panels have room for the
  // largest K block.
  kcMax = llvm::alignTo(kRuntime ? t.kc : std::min(t.kc, c.k), kAlign);
  zeroInit = takeZeroFill();
  int64_t mBlocks = llvm::divideCeil(c.m, t.mc);
  IntegerAttr align = b.getI64IntegerAttr(64);
  auto stackBuffer = [&](ArrayRef<int64_t> shape) -> Value {
    return memref::AllocaOp::create(b, loc, MemRefType::get(shape, accElement),
                                    align);
  };
  Value zero = cst(0), one = cst(1);
  // Where the kernels read A for blocks of `rows` rows: the compile-time
  // pack, nothing (A read in place), or a new buffer (one thread's, inside
  // a parallel region), with room for the vector packer's spill past the
  // last panel.
  // With vnni, also the rows' corrections (lhsSums).
  auto lhsBuffer = [&](int64_t rows, bool perThread) -> Value {
    if (lhsConst || lhsInPlace)
      return lhsConst;
    int64_t size = rows * kcMax + t.width;
    if (vnni)
      lhsSums = perThread ? threadBuffer({rows}, b.getI32Type())
                          : memref::AllocOp::create(
                                b, loc, MemRefType::get({rows}, b.getI32Type()),
                                align);
    if (perThread)
      return threadBuffer({size}, packElement);
    return memref::AllocOp::create(b, loc, MemRefType::get({size}, packElement),
                                   align);
  };
  // Constant operands packed at compile time: the kernel reads their
  // panels in place and no packing code is emitted for them.
  // (Integer constants are packed at run time.)
  if (packer && !c.integer) {
    rhsConst = prepack(1);
    // AMX tiles read A row-major, a layout the compile-time packer does
    // not write: A is packed at run time.
    if (!amx)
      lhsConst = prepack(0);
  }
  // A small A that is a plain matrix contiguous along K (one M and one K
  // dimension) is read in place by the kernels: it stays in L2, and its
  // rows a row apart cost the kernel less than packing costs, all of it
  // on every thread when the threads split the columns. SGEMM 128 on 2
  // threads took 15.5-16.6 us instead of 18-20, 256 on one thread 3-6%
  // less; at 512 (1 MiB), packing won.
  // A narrower than f32 is packed instead, widened once per value rather
  // than once per broadcast.
  lhsInPlace = !lhsConst && lhsReadInPlace(c, t);
  auto batchLoop = [&](llvm::function_ref<void()> body) {
    loop(zero, cst(c.batch), one, [&](Value bIdx) {
      bind(c.dims.batch, bIdx);
      batchIndex = bIdx;
      body();
    });
  };
  auto freeBuffer = [&](Value buffer, Value constant) {
    if (buffer && !constant)
      memref::DeallocOp::create(b, loc, buffer);
  };
  auto kBlock = [&](Value pc) {
    return min(cst(t.kc), arith::SubIOp::create(b, loc, kSize(), pc));
  };
  // The two loop nests, each emitted on one thread or by every thread over
  // its share. Blocked: the rows [first, last) in A blocks of up to
  // `mcStep` rows against each kc x nc block of B, packed first. A row
  // panel of A (mr x kc) stays in L1 while the B panels of the block
  // stream past it from L2.
  // Without `colFirst`, all columns; with it, those in [colFirst, colLast).
  auto blocked = [&](Value first, Value last, int64_t mcStep,
                     Value colFirst = {}, Value colLast = {}) {
    if (!colFirst) {
      colFirst = zero;
      colLast = nSize();
    }
    batchLoop([&] {
      loop(colFirst, colLast, cst(t.nc), [&](Value jc) {
        Value nc = min(cst(t.nc), arith::SubIOp::create(b, loc, colLast, jc));
        loop(zero, kSize(), cst(t.kc), [&](Value pc) {
          Value kc = kBlock(pc);
          if (!rhsConst)
            packRhs(jc, nc, pc, kc);
          loop(first, last, cst(mcStep), [&](Value ic) {
            Value mc =
                min(cst(mcStep), arith::SubIOp::create(b, loc, last, ic));
            if (!lhsConst && !lhsInPlace)
              packLhs(ic, mc, pc, kc);
            rowPanels(mc, [&](Value ir, int64_t rows) {
              loop(zero, nc, cst(t.nr),
                   [&](Value jr) { kernel(ic, ir, jc, jr, pc, kc, rows); });
            });
          });
        });
      });
    });
  };
  // Panel by panel: all rows of A, packed once per K block, against the
  // column panels [first, last) of B, each packed right before the kernels
  // that use it.
  auto panelByPanel = [&](Value first, Value last) {
    batchLoop([&] {
      loop(zero, kSize(), cst(t.kc), [&](Value pc) {
        Value kc = kBlock(pc);
        if (!lhsConst && !lhsInPlace)
          packLhs(zero, cst(c.m), pc, kc);
        loop(first, last, cst(t.nr), [&](Value col0) {
          if (!rhsConst)
            packRhs(col0, cst(t.nr), pc, kc);
          rowPanels(cst(c.m), [&](Value ir, int64_t rows) {
            kernel(zero, ir, col0, zero, pc, kc, rows);
          });
        });
      });
    });
  };
  int64_t mAll = llvm::alignTo(c.m, t.mr);
  // With N given at run time, the B buffers have room for the widest
  // block.
  int64_t ncMax = llvm::alignTo(nRuntime ? t.nc : std::min(t.nc, c.n), t.nr);
  // The choices from this product's sizes, which the products sharing a
  // size-generic kernel make alike (sizeChoices).
  int64_t rhsBytes = rhsBlockBytes(c, t, kAlign, packing.bits / 8);
  if (t.threads <= 1) {
    {
      // The tile is a stack slot in the entry block so loops don't grow
      // the stack.
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&entry);
      tile = stackBuffer({t.mr, t.nr});
    }
    if (c.m <= t.mc && rhsBytes > kL1Bytes && !rhsConst && !lhsConst &&
        !c.integer) {
      // One block of rows, so each B panel is used by one pass of the
      // kernels: packed panel by panel into one panel's buffer that stays
      // in L1. Packing the whole B block first wrote it out to L2 or
      // beyond and read it back (a tenth of a transformer block's time).
      lhsPack = lhsBuffer(mAll, /*perThread=*/false);
      rhsPack = memref::AllocOp::create(
          b, loc, MemRefType::get({kcMax * t.nr}, packElement), align);
      panelByPanel(zero, nSize());
    } else {
      // Each B block packed once and each A block once per B block.
      int64_t mcMax = llvm::alignTo(std::min(t.mc, c.m), t.mr);
      lhsPack = lhsBuffer(mcMax, /*perThread=*/false);
      rhsPack = rhsConst
                    ? rhsConst
                    : memref::AllocOp::create(
                          b, loc, MemRefType::get({kcMax * ncMax}, packElement),
                          align);
      blocked(zero, cst(c.m), mcMax);
    }
    freeBuffer(lhsPack, lhsConst);
    if (vnni)
      memref::DeallocOp::create(b, loc, lhsSums);
    freeBuffer(rhsPack, rhsConst);
    c.op.erase();
    return;
  }

  // Several threads: one parallel region for the whole product, one
  // iteration per thread. Each thread packs what it reads into buffers of
  // its own, so no thread reads what another core wrote: packing a shared
  // B block in parallel and reading the other thread's half back across
  // cores made SGEMM 256 take 130 us on 2 threads against 111 us with each
  // thread packing the whole block itself (7-14% at 512 and 1024, even at
  // 2048), and it took a second parallel region and a barrier per block.
  int64_t threads = t.threads;
  // The most units one thread gets in an even split.
  auto largestShare = [&](int64_t count) {
    int64_t most = 0;
    for (int64_t i = 0; i < threads; ++i)
      most = std::max(most, evenSplit(i + 1, count) - evenSplit(i, count));
    return most;
  };

  if (mBlocks >= t.threads) {
    // Enough rows: each thread takes a contiguous run of rows, the whole
    // mr panels split as evenly as they allow, and the last thread also
    // takes the partial panel (m % mr rows, which its own kernel runs in
    // a fraction of a whole panel's time). Counting the partial panel as
    // a whole one gave a 256-row product (18 panels and 4 rows) 10 panels
    // on one thread and 8 and the 4 rows on the other. Each thread walks
    // its rows in A blocks of up to mc rows against its own copy of each
    // B block.
    int64_t fullPanels = c.m / t.mr;
    int64_t edgeRows = c.m % t.mr;
    int64_t mcMax = llvm::alignTo(
        std::min(t.mc, largestShare(fullPanels) * t.mr + edgeRows), t.mr);
    parallel(zero, cst(threads), one, [&](Value thread) {
      lhsPack = lhsBuffer(mcMax, /*perThread=*/true);
      rhsPack =
          rhsConst ? rhsConst : threadBuffer({kcMax * ncMax}, packElement);
      tile = threadBuffer({t.mr, t.nr});
      auto rowOf = [&](Value i) {
        Value row = mul(evenSplit(i, fullPanels), cst(t.mr));
        if (!edgeRows)
          return row;
        // Thread `threads` (the end of the last one's run) is at m.
        Value last = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, i,
                                           cst(threads));
        return arith::SelectOp::create(b, loc, last, cst(c.m), row).getResult();
      };
      Value first = rowOf(thread), last = rowOf(add(thread, one));
      blocked(first, last, mcMax);
    });
    c.op.erase();
    return;
  }

  // Few rows (fewer A blocks than threads): the threads split the columns,
  // whole nr panels as evenly as they allow. Each packs all of A, one K
  // block at a time (the same time a single packer would take, with the
  // other threads waiting), and each of its B panels right before the
  // kernels that use it.
  // The first panel of thread i's share of the ceil(N / nr) panels.
  auto firstPanel = [&](Value i) {
    if (!nRuntime)
      return evenSplit(i, llvm::divideCeil(c.n, t.nr));
    return evenSplit(i, arith::DivUIOp::create(
                            b, loc, add(nRuntime, cst(t.nr - 1)), cst(t.nr))
                            .getResult());
  };
  if (c.integer) {
    // int8 panels: each thread packs whole blocks of its columns, reading
    // B's rows in runs, as one thread does (the rows of one panel are a row
    // of B apart, a page at N = 4096: packed panel by panel, a 16 x 4096 x
    // 4096 product took 6.8 ms on two threads, 2.8 ms on one).
    int64_t mcMax = llvm::alignTo(std::min(t.mc, c.m), t.mr);
    parallel(zero, cst(threads), one, [&](Value thread) {
      lhsPack = lhsBuffer(mcMax, /*perThread=*/true);
      rhsPack = threadBuffer({kcMax * ncMax}, packElement);
      tile = threadBuffer({t.mr, t.nr});
      auto columnOf = [&](Value i) {
        return min(mul(firstPanel(i), cst(t.nr)), nSize());
      };
      blocked(zero, cst(c.m), mcMax, columnOf(thread),
              columnOf(add(thread, one)));
    });
    c.op.erase();
    return;
  }
  parallel(zero, cst(threads), one, [&](Value thread) {
    lhsPack = lhsBuffer(mAll, /*perThread=*/true);
    rhsPack = rhsConst ? rhsConst : threadBuffer({kcMax * t.nr}, packElement);
    tile = threadBuffer({t.mr, t.nr});
    auto columnOf = [&](Value i) { return mul(firstPanel(i), cst(t.nr)); };
    Value first = columnOf(thread), last = columnOf(add(thread, one));
    panelByPanel(first, last);
  });
  c.op.erase();
}

bool GemmEmitter::sizeGenericEligible(const Contraction &c,
                                      const TileSizes &t) {
  // Skinny products run unpacked kernels built for their sizes (runDirect),
  // except integer ones, which always run the packed algorithm.
  return c.dims.m.size() == 1 && c.dims.n.size() == 1 && c.dims.k.size() == 1 &&
         (c.integer || (c.m > t.skinnyMax && c.n > t.skinnyMax));
}

bool GemmEmitter::lhsReadInPlace(const Contraction &c, const TileSizes &t) {
  linalg::GenericOp op = c.op;
  Value lhs = op.getDpsInputs()[0];
  return isF32MemRef(lhs) && c.dims.m.size() == 1 && c.dims.k.size() == 1 &&
         contiguousAlong(op, 0, c.dims.k[0]) &&
         4 * c.batch * c.m * c.k <= t.lhsInPlaceBytes;
}

std::string GemmEmitter::sizeChoices(const Contraction &c, const TileSizes &t) {
  // As run() decides them, with the tiles its packing uses.
  TileSizes tiles = t;
  Packing p = packingOf(c, tiles);
  int64_t kAlign = p.amx ? 512 / p.bits : p.group;
  return std::string(lhsReadInPlace(c, t) ? "A in place" : "A packed") +
         (rhsBlockBytes(c, tiles, kAlign, p.bits / 8) > kL1Bytes
              ? ", B blocks beyond L1"
              : ", B blocks in L1");
}

void GemmEmitter::takeSizesAtRunTime() {
  auto position = [&](unsigned operand, unsigned dim) {
    AffineMap map = maps[operand];
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      if (map.getResult(i) == getAffineDimExpr(dim, b.getContext()))
        return i;
    llvm_unreachable("the dimension is one of the operand's");
  };
  // At the top of the kernel's body: between a zero fill and the
  // contraction they would hide the fill from takeZeroFill.
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&entry);
  nRuntime = memref::DimOp::create(b, loc, out, position(2, c.dims.n[0]));
  // K only where A is packed: the kernels reading A in place step through
  // its rows at their stride, which a constant lets the broadcasts take
  // as displacements (with the stride in a register, the 14-row f32
  // kernel added an address computation per row and k: 1.5% slower).
  if (!lhsReadInPlace(c, t))
    kRuntime = memref::DimOp::create(b, loc, lhs, position(0, c.dims.k[0]));
}

} // namespace kiln::contraction
