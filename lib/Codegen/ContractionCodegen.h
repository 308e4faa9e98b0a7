//===- ContractionCodegen.h - shared state of the GEMM generators -*- C++
//-*-===//
//
// Internal to lib/Codegen: what kiln-lower-contractions knows about one
// contraction into f32 (its dimension groups) and the GemmEmitter that
// replaces it by loops. LowerContractions.cpp holds the matcher and the
// packed, blocked algorithm, LowerContractionsPass.cpp the pass that drives
// them, GroupedPacking.cpp the packers of K values grouped per 32-bit lane
// (bf16 pairs, int8 quads), AmxProducts.cpp the register tile on AMX
// tiles, ConstantPacking.cpp
// the compile-time packing of constants, DirectContractions.cpp the unpacked
// kernels for skinny products (few rows or few columns), where packing would
// cost more than the arithmetic it serves.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_TRANSFORMS_CONTRACTIONCODEGEN_H
#define KILN_LIB_TRANSFORMS_CONTRACTIONCODEGEN_H

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"

#include <optional>

namespace kiln::contraction {

using namespace mlir;

struct TileSizes {
  int64_t width; // f32 lanes per vector
  int64_t mr, nr, nrVectors, mc, kc, nc;
  int64_t threads;
  /// Vector registers the kernels may use (accumulators, loaded operands
  /// and the broadcast), as the packed tile implies: mr * nrVectors +
  /// nrVectors + 1.
  int64_t registers;
  /// Products with at most this many rows or columns are skinny.
  int64_t skinnyMax;
  /// A plain A of at most this many bytes is read in place, not packed.
  int64_t lhsInPlaceBytes = 0;
  /// The target multiplies pairs of bf16 into f32 lanes (AVX512-BF16,
  /// width 16): two bf16 operands are packed as pairs for it.
  bool bf16Pairs = false;
  /// The target also has AMX-BF16 tiles: products packed as bf16 pairs run
  /// on them instead (AmxProducts.cpp).
  bool amx = false;
  /// The target multiplies quads of u8 by quads of s8 into i32 lanes
  /// (AVX512-VNNI's vpdpbusd, width 16): int8 products are packed as quads
  /// for it. Without it, they are packed as pairs of i16 (vpmaddwd's form).
  bool int8Dot = false;
  /// The target multiplies i16 pairs into i32 lanes at this width
  /// (vpmaddwd; widths 16 and 8).
  bool i16Dot = false;
  /// The target has AMX-INT8 tiles: int8 products run on them
  /// (tdpbssd, signed bytes on both sides).
  bool amxInt8 = false;
};

/// What the generator needs to know about one contraction.
struct Contraction {
  linalg::GenericOp op;
  /// The loop dimensions of each group, most significant first.
  struct {
    SmallVector<unsigned> batch, m, n, k;
  } dims;
  SmallVector<int64_t> ranges;
  int64_t batch = 1, m = 1, n = 1, k = 1;
  /// i8 operands multiplied into an i32 result (else floats into f32).
  bool integer = false;
  /// The result's innermost dimension is the only N dimension and is
  /// contiguous, so whole tiles update the result with vector accesses.
  bool vectorResult = false;
};

/// Matches a multiply-add contraction into f32, of f32, bf16 or f16 inputs
/// (widened to f32 as they are read), or into i32 of sign-extended i8
/// inputs, with at least `minFlops`
/// multiply-adds (LowerContractions.cpp). With `allowMatVec`, the M or the
/// N group may be empty (a matrix-vector product).
std::optional<Contraction> match(linalg::GenericOp op, int64_t minFlops,
                                 bool allowMatVec);

/// The zero fill of `op`'s result right before it (how a dot_general's
/// result starts after bufferization), or null.
linalg::FillOp zeroFillBefore(linalg::GenericOp op);

/// Packs constant operands at compile time into new constant globals of
/// one module (ConstantPacking.cpp), and removes the constants this leaves
/// unread.
class ConstantPacker {
public:
  ConstantPacker(ModuleOp module, int64_t maxElements)
      : module(module), symbols(module), maxElements(maxElements) {}

  /// The values of `v` when it is a `memref.get_global` of a constant
  /// global with a dense f32, bf16 or f16 initializer and an identity
  /// layout, else
  /// null.
  DenseElementsAttr constantOf(Value v);

  /// A `memref.get_global`, created at `b`, of a private constant global
  /// holding `data` as `element` values (f32, or bf16 for values that
  /// came from bf16; one global per distinct packed constant).
  Value global(OpBuilder &b, Location loc, ArrayRef<float> data, Type element);

  /// Erases the `memref.get_global`s of packed constants left without
  /// uses, then the private globals no longer read.
  void eraseUnread();

  /// The most elements a packed constant may have.
  int64_t limit() const { return maxElements; }

private:
  ModuleOp module;
  SymbolTable symbols;
  int64_t maxElements;
  DenseMap<Attribute, memref::GlobalOp> made;
  llvm::SetVector<Operation *> reads;
};

/// Emits the blocked algorithm for one contraction, replacing it.
class GemmEmitter {
public:
  GemmEmitter(Contraction c, const TileSizes &tiles, Block &entry,
              ConstantPacker *packer = nullptr)
      : c(c), t(tiles), b(c.op), loc(c.op.getLoc()), entry(entry),
        packer(packer) {
    // With several K dimensions (a convolution's kh, kw, channels), K
    // blocks hold whole runs of the innermost one, which packing then
    // copies with a plain inner loop.
    int64_t inner = c.dims.k.empty() ? 1 : c.ranges[c.dims.k.back()];
    if (c.dims.k.size() > 1 && inner <= t.kc) {
      t.kc -= t.kc % inner;
      wholeInnerK = true;
    }
    f32 = b.getF32Type();
    accElement = c.integer ? Type(b.getI32Type()) : f32;
    vecType = VectorType::get({t.width}, accElement);
    lhs = c.op.getDpsInputs()[0];
    rhs = c.op.getDpsInputs()[1];
    out = c.op.getDpsInits()[0];
    maps = c.op.getIndexingMapsArray();
  }

  /// Emits the packed, blocked algorithm (LowerContractions.cpp).
  void run();

  /// Emits an unpacked kernel when the product is skinny (few rows or few
  /// columns) and its operands' layout suits one (DirectContractions.cpp);
  /// returns false, emitting nothing, otherwise.
  bool runDirect();

  /// Whether a kernel for `c` may take its sizes of N and K at run time
  /// (takeSizesAtRunTime): products of one M, one N and one K dimension of
  /// any element types the packed algorithm takes (f32, bf16 and f16, mixed,
  /// int8), neither M nor N skinny unless the product is an integer one
  /// (skinny float products run unpacked kernels built for their sizes).
  /// Its code depends on N and K only through sizeChoices then; K stays
  /// built in where A is read in place.
  static bool sizeGenericEligible(const Contraction &c, const TileSizes &t);
  /// The choices run() makes from N and K for such a `c` (A read in place,
  /// B blocks beyond L1), as text: products whose sizes make the same
  /// choices are the same code with their sizes given at run time.
  static std::string sizeChoices(const Contraction &c, const TileSizes &t);
  /// How run() packs `c`'s operands: K values per 32-bit lane, AMX tiles
  /// (which change `t` to their tile sizes), vpdpbusd's u8 offset, and the
  /// packed values' bits.
  struct Packing {
    int64_t group = 1;
    bool amx = false;
    bool vnni = false;
    unsigned bits = 32;
  };
  static Packing packingOf(const Contraction &c, TileSizes &t);
  /// Whether run() reads `c`'s A in place, unpacked (unless a constant A
  /// is packed at compile time): a small f32 matrix contiguous along its
  /// one K dimension.
  static bool lhsReadInPlace(const Contraction &c, const TileSizes &t);
  /// Makes run() read the size of N, and of K where A is packed
  /// (lhsReadInPlace), from the operands (c's own sizes only make
  /// sizeChoices' choices), for a kernel function that products of
  /// several sizes call. Before run().
  void takeSizesAtRunTime();

  /// Whether the emitted code splits work across threads.
  bool emittedParallelLoops() const { return parallelLoops; }

  /// Whether run() packed the constant A or B at compile time.
  bool prepackedLhs() const { return static_cast<bool>(lhsConst); }
  /// Whether run() read A in place.
  bool readsLhsInPlace() const { return lhsInPlace; }
  bool prepackedRhs() const { return static_cast<bool>(rhsConst); }
  /// How run() multiplied, for --explain: "" for f32 vector FMAs, else
  /// the grouped products or AMX tiles it used.
  std::string productKind() const;

  /// Plain integer arithmetic with the interface of the generator's index
  /// arithmetic, for the layout functions below.
  struct IntOps {
    int64_t cst(int64_t v) { return v; }
    int64_t add(int64_t x, int64_t y) { return x + y; }
    int64_t mul(int64_t x, int64_t y) { return x * y; }
  };

  /// The packed layouts, written once for the compile-time packer (on
  /// integers, with IntOps) and for the generated code (on index values,
  /// with the GemmEmitter itself), so the two cannot disagree.
  ///
  /// Packed B: nr-wide column panels one after the other, each `rows` tall
  /// and row-major, the panel of columns [p, p + nr) starting at p * rows.
  /// The runtime packer fills one kc x nc block so (rows = kc, columns
  /// counted from the block's first); a constant packed at compile time
  /// holds the whole matrix so (rows = K, columns padded to a multiple of
  /// nr, one such matrix per batch index).
  template <typename Ops, typename Int>
  static Int rhsPackedOffset(Ops &o, int64_t nr, Int panelColumn, Int rows,
                             Int row, Int lane) {
    return o.add(o.add(o.mul(panelColumn, rows), o.mul(row, o.cst(nr))), lane);
  }
  /// Packed A: panels of mr rows, the panel of rows [p, p + mr) at
  /// p * stride, K-major inside (value k of its row i at k * mr + i). The
  /// runtime packer fills one mc x kc block so (stride = kcMax); a
  /// constant packed at compile time holds the whole matrix so (stride =
  /// K, rows padded to a multiple of mr with zeros, one such matrix per
  /// batch index).
  template <typename Ops, typename Int>
  static Int lhsPackedOffset(Ops &o, int64_t mr, Int panelRow, Int stride,
                             Int k, Int i) {
    return o.add(o.add(o.mul(panelRow, stride), o.mul(k, o.cst(mr))), i);
  }

private:
  Value cst(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value lt(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y);
  }
  /// The size of N and of K: c.n and c.k, or read at run time
  /// (takeSizesAtRunTime).
  Value nSize() { return nRuntime ? nRuntime : cst(c.n); }
  Value kSize() { return kRuntime ? kRuntime : cst(c.k); }
  /// Whether the register tile whose first column is `col0` lies wholly
  /// inside the result (nr columns fit before N), or null where that is
  /// known (N a built-in multiple of nr). Its rows always fit: rowPanels
  /// runs tiles of mr rows only where mr rows are left, and the last
  /// panel's partial rows with a kernel of their height. A tile known
  /// whole needs no check and no partial path, which a bound from the
  /// runtime (a thread's first row) would otherwise keep: on 2 threads the
  /// bf16 GEMM 1024's kernel kept 998 instructions after -O2, against 260
  /// on one.
  Value wholeColumns(Value col0) {
    if (!nRuntime && c.n % t.nr == 0)
      return Value();
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle,
                                 add(col0, cst(t.nr)), nSize());
  }
  /// The bytes of one packed kc x nc block of `c`'s B, with K rounded up
  /// to multiples of `kAlign` and `bytes` per value.
  static int64_t rhsBlockBytes(const Contraction &c, const TileSizes &t,
                               int64_t kAlign, int64_t bytes) {
    return llvm::alignTo(std::min(t.kc, c.k), kAlign) *
           llvm::alignTo(std::min(t.nc, c.n), t.nr) * bytes;
  }
  /// A packed B block larger than this leaves L1.
  static constexpr int64_t kL1Bytes = 32 * 1024;

  /// Runs `body(iv)` in `for iv = lo to hi step step`.
  void loop(Value lo, Value hi, Value step,
            llvm::function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, loc, lo, hi, step);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }

  /// Runs `body(iv)` for the iterations of an scf.parallel loop; the
  /// buffers the body takes with threadBuffer are freed at its end.
  void parallel(Value lo, Value hi, Value step,
                llvm::function_ref<void(Value)> body) {
    auto par = scf::ParallelOp::create(b, loc, ValueRange{lo}, ValueRange{hi},
                                       ValueRange{step});
    parallelLoops = true;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(par.getBody());
    threadBuffers.clear();
    body(par.getInductionVars()[0]);
    for (Value buffer : threadBuffers)
      memref::DeallocOp::create(b, loc, buffer);
    threadBuffers.clear();
  }

  /// The first of `count` units that thread `i` (an index value) takes in
  /// an even split of whole units between t.threads threads:
  /// round(i * count / threads), so thread t.threads starts at `count`.
  Value evenSplit(Value i, int64_t count) { return splitAt(i, cst(2 * count)); }
  /// evenSplit of a count known at run time.
  Value evenSplit(Value i, Value count) {
    return splitAt(i, add(count, count));
  }
  Value splitAt(Value i, Value twiceCount) {
    return arith::DivUIOp::create(
        b, loc, add(mul(i, twiceCount), cst(t.threads)), cst(2 * t.threads));
  }
  /// evenSplit at compile time.
  int64_t evenSplit(int64_t i, int64_t count) const {
    return (2 * i * count + t.threads) / (2 * t.threads);
  }

  /// A scratch buffer private to one iteration of a parallel loop, of the
  /// accumulators' element type unless `element` says otherwise.
  Value threadBuffer(ArrayRef<int64_t> shape, Type element = {}) {
    Value buffer = memref::AllocOp::create(
        b, loc, MemRefType::get(shape, element ? element : accElement),
        b.getI64IntegerAttr(64));
    threadBuffers.push_back(buffer);
    return buffer;
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
    AffineMap map = maps[operand];
    SmallVector<Value> dims;
    for (unsigned d = 0; d < map.getNumDims(); ++d)
      dims.push_back(dimValues.lookup(d));
    SmallVector<Value> result;
    for (AffineExpr e : map.getResults()) {
      if (auto dim = llvm::dyn_cast<AffineDimExpr>(e))
        result.push_back(dims[dim.getPosition()]);
      else
        result.push_back(affine::expandAffineExpr(b, loc, e, dims, {}));
    }
    return result;
  }

  /// Runs `body(i)` for i in [0, count) with the dimensions of `group`
  /// bound to the split of `start + i`: split once, then stepped like an
  /// odometer, so no division runs per element.
  void groupLoop(ArrayRef<unsigned> group, Value start, Value count,
                 llvm::function_ref<void(Value)> body) {
    if (group.size() > 1 && wholeInnerK && group == ArrayRef(c.dims.k)) {
      // Whole runs of the innermost dimension: step the others, then a
      // plain loop over it.
      unsigned last = group.back();
      Value inner = cst(c.ranges[last]);
      Value outerStart = arith::DivUIOp::create(b, loc, start, inner);
      Value outerCount = arith::DivUIOp::create(b, loc, count, inner);
      bool saved = wholeInnerK;
      wholeInnerK = false;
      groupLoop(group.drop_back(), outerStart, outerCount, [&](Value o) {
        Value base = mul(o, inner);
        loop(cst(0), inner, cst(1), [&](Value i) {
          dimValues[last] = i;
          body(add(base, i));
        });
      });
      wholeInnerK = saved;
      return;
    }
    if (group.size() == 1) {
      loop(cst(0), count, cst(1), [&](Value i) {
        bind(group, add(start, i));
        body(i);
      });
      return;
    }
    bind(group, start);
    SmallVector<Value> init;
    for (unsigned d : group)
      init.push_back(dimValues[d]);
    auto forOp = scf::ForOp::create(b, loc, cst(0), count, cst(1), init);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    for (auto [d, arg] : llvm::zip(group, forOp.getRegionIterArgs()))
      dimValues[d] = arg;
    body(forOp.getInductionVar());
    SmallVector<Value> next(group.size());
    Value carry = arith::ConstantIntOp::create(b, loc, 1, 1);
    for (unsigned i = group.size(); i-- > 0;) {
      Value cur = forOp.getRegionIterArgs()[i];
      Value bumped =
          arith::SelectOp::create(b, loc, carry, add(cur, cst(1)), cur);
      Value wrap = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         bumped, cst(c.ranges[group[i]]));
      next[i] = arith::SelectOp::create(b, loc, wrap, cst(0), bumped);
      carry = wrap;
    }
    scf::YieldOp::create(b, loc, next);
  }

  void ifElse(Value cond, llvm::function_ref<void()> thenFn,
              llvm::function_ref<void()> elseFn) {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, cond,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    thenFn();
    b.setInsertionPointToStart(ifOp.elseBlock());
    elseFn();
  }

  /// `v` (a scalar or a vector) widened to f32 where it is narrower: the
  /// kernels compute in f32 whatever the inputs' element type (int8 as a
  /// signed integer).
  Value toF32(Value v) {
    Type type = v.getType();
    Type element = getElementTypeOrSelf(type);
    if (element.isF32())
      return v;
    Type wide = f32;
    if (auto vector = llvm::dyn_cast<VectorType>(type))
      wide = vector.clone(f32);
    if (llvm::isa<IntegerType>(element))
      return arith::SIToFPOp::create(b, loc, wide, v);
    return arith::ExtFOp::create(b, loc, wide, v);
  }
  /// The element of `memref` at `at`, as f32.
  Value load(Value memref, ValueRange at) {
    return toF32(memref::LoadOp::create(b, loc, memref, at));
  }
  /// A vector of t.width elements of `memref` from `at`, as f32; with
  /// `mask`, the lanes off in it are zeros (and not read).
  Value loadVector(Value memref, ValueRange at, Value mask = {}) {
    Type element = llvm::cast<MemRefType>(memref.getType()).getElementType();
    auto type = VectorType::get({t.width}, element);
    if (!mask)
      return toF32(vector::LoadOp::create(b, loc, type, memref, at));
    Value zero = arith::ConstantOp::create(
        b, loc, type, DenseElementsAttr::get(type, b.getZeroAttr(element)));
    return toF32(
        vector::MaskedLoadOp::create(b, loc, type, memref, at, mask, zero));
  }

  Value loadOrZero(Value inBounds, unsigned operand, Value memref) {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{f32}, inBounds,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value v = load(memref, indices(operand));
      scf::YieldOp::create(b, loc, v);
      b.setInsertionPointToStart(ifOp.elseBlock());
      Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
      scf::YieldOp::create(b, loc, zero);
    }
    return ifOp.getResult(0);
  }

  /// Runs `row(i)` for each row i of the mr-row panel of A starting at row
  /// `first` (the M dimensions bound to it), or `pad(i)` for rows past M.
  void panelRows(Value first, Value m, llvm::function_ref<void(Value)> row,
                 llvm::function_ref<void(Value)> pad) {
    loop(cst(0), cst(t.mr), cst(1), [&](Value i) {
      Value rowIndex = add(first, i);
      if (wholePanels()) {
        bind(c.dims.m, rowIndex);
        row(i);
        return;
      }
      ifElse(
          lt(rowIndex, m),
          [&] {
            bind(c.dims.m, rowIndex);
            row(i);
          },
          [&] { pad(i); });
    });
  }
  /// Whether M is a multiple of mr: every packed panel is whole, no row of
  /// one lies past M, and the packers need no check per row (which -O2
  /// folds on one thread but not in a parallel region, where the blocks'
  /// rows start where the runtime says).
  bool wholePanels() const { return c.m % t.mr == 0; }

  void packRhs(Value jc, Value nc, Value pc, Value kc);
  void packLhs(Value ic, Value mc, Value pc, Value kc);
  /// The packers of the grouped layouts (GroupedPacking.cpp; group > 1): B's
  /// K rows group * p to group * p + group - 1 interleaved lane by lane,
  /// A's groups of K values side by side; the block's K rows rounded up to
  /// whole groups, the rest zero. With vnni, B's bytes are stored as u8
  /// (b + 128) and packLhsGroups writes each row's correction,
  /// -128 * (the sum of its K values in the block), to lhsSums.
  void packRhsGroups(Value jc, Value nc, Value pc, Value kc);
  void packLhsGroups(Value ic, Value mc, Value pc, Value kc);
  /// `v` (a scalar or vector of an operand's elements) as packed: widened
  /// to packElement, or with vnni, B's bytes offset to u8.
  Value toPacked(Value v, unsigned operand);
  /// Operand `operand`'s element at K index `k` (the other dimensions
  /// bound) as packed, where `inBounds`; zero elsewhere.
  Value packedOrZero(Value inBounds, unsigned operand, Value k);
  /// kc rounded up to a whole number of groups, or with AMX tiles of
  /// amxDepth() K rows (kc itself without groups).
  Value packedRows(Value kc);
  /// The products of a grouped K step: `acc` plus lane j's group of `lhs`
  /// (one group broadcast to all lanes) times the group of lane j of
  /// `rhs`, summed in the accumulators' type.
  Value groupDot(Value acc, Value lhs, Value rhs);

  // AmxProducts.cpp.
  /// The K rows one AMX tile product consumes: a tile row's 64 bytes (16
  /// bf16 pairs or 16 int8 quads).
  int64_t amxDepth() const { return 512 / packElement.getIntOrFloatBitWidth(); }
  /// The tile sizes AMX products use in place of the vector kernel's.
  static void useAmxTiles(TileSizes &t);
  /// Packs the A block [ic, ic + mc) x [pc, pc + kc) for AMX tiles: row
  /// after row (row i of the block at i * kcMax), each padded with zeros
  /// to packedRows(kc), rows past M (up to whole mr panels) all zeros.
  void packLhsRows(Value ic, Value mc, Value pc, Value kc);
  /// kernel() on AMX tiles, for the packed A rows from `ir` and the B panel
  /// from rhsColumn (rhsRows tall, from row rhsRow): the K block's
  /// products added into the result, in place where the tile is whole and
  /// the result's rows a static stride apart (amxResultRowStride), through
  /// the tile buffer and writeBack otherwise.
  void amxKernel(Value ic, Value ir, Value jc, Value jr, Value pc, Value kc,
                 int64_t rows, Value rhsColumn, Value rhsRows, Value rhsRow);
  /// The K loop of amxKernel over rowTiles rows of 16 x 16 accumulator
  /// tiles, starting from `init`; returns the accumulators.
  SmallVector<Value> amxLoop(Value ir, Value rhsColumn, Value rhsRows,
                             Value rhsRow, Value kc, int64_t rowTiles,
                             ValueRange init);
  /// The stride between rows of the result, where AMX tiles can load and
  /// store whole tiles of it in place (f32 rows contiguous along the one N
  /// dimension, the one M dimension next, its stride static).
  Value amxResultRowStride();
  void transposeSquare(SmallVectorImpl<Value> &rows);
  /// Erases a zero fill of the result right before the contraction, so
  /// that the first K block stores its tiles instead of adding them.
  bool takeZeroFill();
  /// The register tile for the `rows` rows of A from ic + ir (t.mr, or
  /// the m % mr rows of the last, partial panel) and the nr columns of B
  /// from jc + jr, over the K block [pc, pc + kc).
  void kernel(Value ic, Value ir, Value jc, Value jr, Value pc, Value kc,
              int64_t rows);
  /// kernel()'s products on vector registers: A's packed rows from lhsRow
  /// (at K offset lhsK, panels lhsStride apart) or A in place, times B's
  /// panel from rhsColumn (rhsRows tall, from row rhsRow), as rows *
  /// nrVectors f32 vectors (row-major).
  SmallVector<Value> vectorProducts(Value ir, Value lhsRow, Value lhsK,
                                    Value lhsStride, Value ic, Value rhsColumn,
                                    Value rhsRows, Value rhsRow, Value pc,
                                    Value kc, int64_t rows);
  /// Adds kernel()'s products `acc` into the result (stores them, in the
  /// first K block of a zero-filled result).
  void writeBack(Value ic, Value ir, Value jc, Value jr, Value pc,
                 ArrayRef<Value> acc, int64_t rows);
  /// Runs `body(ir, rows)` for the row panels of a block of `blockRows`
  /// rows of A: whole panels of mr rows, then, where the block ends at the
  /// last row of A, its partial panel of m % mr rows. Blocks start at
  /// multiples of mr, so only a block ending at row m has one.
  void rowPanels(Value blockRows,
                 llvm::function_ref<void(Value ir, int64_t rows)> body);

  // ConstantPacking.cpp.
  /// Packs operand `operand` (0: A, 1: B) at compile time when it is a
  /// constant the packer accepts, returning the packed global's
  /// `memref.get_global`; null otherwise.
  Value prepack(unsigned operand);
  /// The rows (A) or columns (B) a constant packed at compile time holds
  /// per batch index: the operand's padded to a multiple of the panel.
  int64_t prepackedPanelSpan(unsigned operand) const;
  /// The K rows a constant packed at compile time holds (K, rounded up to
  /// whole groups).
  int64_t prepackedRows() const {
    if (amx)
      return llvm::alignTo(c.k, amxDepth());
    return llvm::alignTo(c.k, group);
  }

  // DirectContractions.cpp.
  bool contiguousAlong(unsigned operand, unsigned dim) {
    return contiguousAlong(c.op, operand, dim);
  }
  /// Whether operand `operand` of `op` is contiguous along loop dimension
  /// `dim` (its innermost index, stride 1).
  static bool contiguousAlong(linalg::GenericOp op, unsigned operand,
                              unsigned dim);
  /// Whether every run of `chunk` K values that starts at a multiple of
  /// `chunk` (packing reads K in blocks of t.kc from 0) lies contiguously
  /// in `operand`: K is one dimension contiguous in it, or several (a
  /// convolution's kh, kw, channels) whose last one is contiguous with a
  /// multiple of `chunk` values.
  bool contiguousKChunks(unsigned operand, int64_t chunk);
  /// A tile of the result over the K range [k0, k0 + kCount).
  using TileFn = llvm::function_ref<void(Value row0, int64_t rows, Value col0,
                                         int64_t cols, Value k0, Value kCount)>;
  /// Walks the result in rowTile x colTile tiles (smaller at the edges),
  /// split across threads; with `kBlock`, every thread runs all of its
  /// tiles over one block of kBlock values of K before the next block.
  void tiled(bool rowsOuter, int64_t rowTile, int64_t colTile, TileFn tile,
             int64_t kBlock = 0);
  void broadcastTile(Value row0, int64_t rows, Value col0, int64_t cols,
                     Value k0, Value kCount);
  void dotTile(Value row0, int64_t rows, Value col0, int64_t cols);
  Value laneMask(int64_t lanes);

  Contraction c;
  TileSizes t;
  /// The sizes of N and K read at run time (takeSizesAtRunTime), or null.
  Value nRuntime, kRuntime;
  /// K blocks start and end on multiples of the innermost K dimension.
  bool wholeInnerK = false;
  /// The result was zero-filled (the fill erased): the K block at pc = 0
  /// overwrites it.
  bool zeroInit = false;
  /// The kernels read A where it is (no packing).
  bool lhsInPlace = false;
  /// The row stride of packed A panels (the largest K block, rounded up
  /// to whole groups).
  int64_t kcMax = 0;
  /// The K values one 32-bit lane of a packed panel holds: 1 (f32), 2
  /// (bf16 pairs for the target's pair dot product, TileSizes::bf16Pairs,
  /// or int8 widened to i16 pairs) or 4 (int8 quads for vpdpbusd or AMX).
  int64_t group = 1;
  /// int8 products on vpdpbusd: u8 x s8, with B offset to u8 and the
  /// offset's share taken off through lhsSums.
  bool vnni = false;
  /// The groups are multiplied on AMX tiles (TileSizes::amx, amxInt8).
  bool amx = false;
  Type packElement;
  /// The accumulators' and result's element type: f32, or i32 for integer
  /// products.
  Type accElement;
  OpBuilder b;
  Location loc;
  Block &entry;
  Type f32;
  VectorType vecType;
  Value lhs, rhs, out, lhsPack, rhsPack, tile;
  /// With vnni: each packed row of A's correction (packLhsGroups), i32.
  Value lhsSums;
  /// Packs the compile-time packer made (null where the operand is packed
  /// at run time), and the current batch index.
  Value lhsConst, rhsConst, batchIndex;
  ConstantPacker *packer = nullptr;
  SmallVector<AffineMap> maps;
  DenseMap<unsigned, Value> dimValues;
  SmallVector<Value> threadBuffers;
  bool parallelLoops = false;
};

} // namespace kiln::contraction

#endif // KILN_LIB_TRANSFORMS_CONTRACTIONCODEGEN_H
