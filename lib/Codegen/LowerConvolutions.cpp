//===- LowerConvolutions.cpp - direct convolution micro-kernels -----------===//
//
// Replaces f32 convolution linalg.generic ops on memrefs (the form
// StablehloToLinalg/Convolution.cpp produces, after bufferization) by a
// direct convolution: no im2col, the input is read in place. Every operand
// is viewed as a flat buffer, and each loop dimension then moves through it
// by a constant number of elements (its "step"), which the affine maps and
// the memrefs' static strides give. From the steps the dimensions sort
// into roles:
//
//  - output channels: not in the input, in the filter and the result, with
//    result step 1. Held as vectors; the filter is packed once per call
//    into blocks of `vectors * width` channels, zero-padded.
//  - pixels: not in the filter (batch, output rows and columns). The one
//    with the smallest result step is tiled by `pixels` in the register
//    tile; the others are outer loops, parallel ones with threads > 1.
//  - reductions: window positions and input channels, ordered by input
//    step; neighbours whose steps chain (kw and channels in NHWC) are
//    walked as one loop, so a 3x3 NHWC kernel runs 3 loops of kw*C steps.
//
// The micro-kernel keeps `pixels x vectors` accumulators in registers; per
// reduction step it loads `vectors` filter vectors and broadcasts one
// input value per pixel. A zero-padded input is read in place, with the
// window loops bounded to the data (per row, and per pixel for the columns
// whose window reaches into the padding). Matching and the plan are in
// ConvolutionPlan.cpp; anything else (groups, reversed windows, outputs
// whose channels are not contiguous) is left for kiln-lower-contractions.
//
// Integer convolutions (u8 input, i8 filter, i32 sums) use the same kernel
// with a group of g consecutive steps of the innermost reduction loop per
// 32-bit lane: the filter is packed as groups of g values per channel, one
// load of g input bytes is broadcast as a 32-bit word, and GroupedDot.h's
// instruction (vpdpbusd for quads, vpmaddwd for pairs widened to i16) adds
// the g products into each i32 accumulator. Exact: u8 x i8 products of a
// group fit in i32, and the sums wrap modulo 2^32 as the spec's i32 does.
//
//===----------------------------------------------------------------------===//

#include "ConvolutionPlan.h"
#include "GroupedDot.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace kiln {
#define GEN_PASS_DEF_LOWERCONVOLUTIONS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln::conv;

namespace {

struct KernelShape {
  int64_t width;   // f32 or i32 lanes per vector
  int64_t vectors; // vectors of output channels in the register tile
  int64_t pixels;  // output pixels in the register tile
  int64_t threads;
  /// Integer kernels: reduction steps per 32-bit lane and the instruction.
  int64_t group = 1;
  kiln::GroupedDot dot = kiln::GroupedDot::I16Pairs;
};

class ConvKernelEmitter {
public:
  ConvKernelEmitter(Convolution c, const KernelShape &k)
      : c(c), k(k), b(c.op), loc(c.op.getLoc()) {
    acc = c.integer ? Type(b.getI32Type()) : Type(b.getF32Type());
    packType = !c.integer     ? Type(b.getF32Type())
               : k.group == 2 ? Type(b.getI16Type())
                              : Type(b.getI8Type());
    block = k.vectors * k.width;
    lower.resize(c.reductions.size());
    upper.resize(c.reductions.size());
  }

  void run();

private:
  Value cst(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, loc, x, cst(y));
  }
  VectorType vecType() { return VectorType::get({k.width}, acc); }
  Value addAcc(Value x, Value y) {
    return c.integer ? Value(arith::AddIOp::create(b, loc, x, y))
                     : Value(arith::AddFOp::create(b, loc, x, y));
  }
  Value zeroVector() {
    VectorType type = vecType();
    return arith::ConstantOp::create(
        b, loc, type, DenseElementsAttr::get(type, b.getZeroAttr(acc)));
  }

  /// A 1-D view of `memref` that starts at its first element.
  Value flatten(Value memref, int64_t offset, int64_t size) {
    auto type = MemRefType::get(
        {size}, llvm::cast<MemRefType>(memref.getType()).getElementType(),
        StridedLayoutAttr::get(b.getContext(), offset, {1}));
    return memref::ReinterpretCastOp::create(b, loc, type, memref, offset,
                                             ArrayRef<int64_t>{size},
                                             ArrayRef<int64_t>{1});
  }

  void forLoop(int64_t lo, int64_t hi, int64_t step,
               llvm::function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, loc, cst(lo), cst(hi), cst(step));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }

  void packFilter();
  void bound(const PaddedWindow &w, Value pixel);
  void rowBody(Value row);
  void tile(Value lhsAt, Value outAt, int64_t pixels, Value channelBlock,
            int64_t lanes);
  SmallVector<Value> reduce(unsigned level, Value lhsAt, Value rhsAt,
                            int64_t pixels, int64_t vectors, ValueRange init);
  SmallVector<Value> splitInnermost(Value lhsAt, Value rhsAt, int64_t pixels,
                                    int64_t vectors, ValueRange init);
  SmallVector<Value> step(Value lhsAt, Value rhsAt, Value i, int64_t pixels,
                          int64_t vectors, ValueRange acc);

  Convolution c;
  KernelShape k;
  OpBuilder b;
  Location loc;
  /// The accumulators' element type and the packed filter's.
  Type acc, packType;
  int64_t block;
  Value lhs, out, packed, channelInit;
  /// Bounds of each reduction loop for the tile being generated.
  SmallVector<Value> lower, upper;
};

// packed[blk][r][j] = filter[r-th reduction step, channel blk*block + j],
// zero past the last channel; reduction steps in the kernel's order. With
// groups of g steps (integer kernels), packed[blk][r / g][j][r % g].
void ConvKernelEmitter::packFilter() {
  int64_t blocks = llvm::divideCeil(c.channels.extent, block);
  packed = memref::AllocOp::create(
      b, loc, MemRefType::get({blocks * c.reductionSize * block}, packType),
      b.getI64IntegerAttr(64));
  Value rhs = flatten(c.rhs, c.rhsOffset, c.rhsSize);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(packType));
  SmallVector<Dim> dims;
  for (const ReductionLoop &loop : c.reductions)
    dims.append(loop.dims.begin(), loop.dims.end());
  forLoop(0, blocks, 1, [&](Value blk) {
    forLoop(0, c.reductionSize, 1, [&](Value r) {
      // The filter offset of reduction step r (split into its dimensions).
      Value at = cst(0), rest = r;
      for (const Dim &dim : llvm::reverse(dims)) {
        Value extent = cst(dim.extent);
        Value index = arith::RemUIOp::create(b, loc, rest, extent);
        rest = arith::DivUIOp::create(b, loc, rest, extent);
        at = add(at, mul(index, dim.rhs));
      }
      Value h = arith::RemUIOp::create(b, loc, r, cst(k.group));
      Value groupStart = arith::SubIOp::create(b, loc, r, h);
      Value dst =
          add(mul(add(mul(blk, c.reductionSize), groupStart), block), h);
      forLoop(0, block, 1, [&](Value j) {
        Value channel = add(mul(blk, block), j);
        Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                             channel, cst(c.channels.extent));
        auto ifOp =
            scf::IfOp::create(b, loc, TypeRange{packType}, inside, true);
        {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(ifOp.thenBlock());
          Value v = memref::LoadOp::create(
              b, loc, rhs, ValueRange{add(at, mul(channel, c.channels.rhs))});
          if (v.getType() != packType)
            v = arith::ExtSIOp::create(b, loc, packType, v);
          scf::YieldOp::create(b, loc, v);
          b.setInsertionPointToStart(ifOp.elseBlock());
          scf::YieldOp::create(b, loc, zero);
        }
        memref::StoreOp::create(b, loc, ifOp.getResult(0), packed,
                                ValueRange{add(dst, mul(j, k.group))});
      });
    });
  });
}

// One step of the innermost reduction loop at position i: the filter
// vectors, one broadcast per pixel and the FMAs into `acc`.
SmallVector<Value> ConvKernelEmitter::step(Value lhsAt, Value rhsAt, Value i,
                                           int64_t pixels, int64_t vectors,
                                           ValueRange acc) {
  const ReductionLoop &loop = c.reductions.back();
  Value lhsHere = add(lhsAt, mul(i, loop.lhsStep));
  Value rhsHere = add(rhsAt, mul(i, block));
  SmallVector<Value> filter, next;
  auto filterType = VectorType::get({k.width * k.group}, packType);
  for (int64_t v = 0; v < vectors; ++v)
    filter.push_back(vector::LoadOp::create(
        b, loc, filterType, packed,
        ValueRange{add(rhsHere, cst(v * k.width * k.group))}));
  for (int64_t p = 0; p < pixels; ++p) {
    Value at = add(lhsHere, cst(p * c.columns.lhs));
    if (!c.integer) {
      Value x = memref::LoadOp::create(b, loc, lhs, ValueRange{at});
      Value splat = vector::BroadcastOp::create(b, loc, vecType(), x);
      for (int64_t v = 0; v < vectors; ++v)
        next.push_back(vector::FMAOp::create(b, loc, splat, filter[v],
                                             acc[p * vectors + v]));
      continue;
    }
    // The group's g input bytes (u8), widened to i16 for pairs, as one
    // 32-bit word broadcast to every lane.
    Value group = vector::LoadOp::create(
        b, loc, VectorType::get({k.group}, b.getI8Type()), lhs, at);
    if (packType != b.getI8Type())
      group = arith::ExtUIOp::create(
          b, loc, VectorType::get({k.group}, packType), group);
    Value word = vector::ExtractOp::create(
        b, loc,
        vector::BitCastOp::create(b, loc, VectorType::get({1}, b.getI32Type()),
                                  group),
        ArrayRef<int64_t>{0});
    Value splat = vector::BroadcastOp::create(b, loc, vecType(), word);
    for (int64_t v = 0; v < vectors; ++v)
      next.push_back(kiln::emitGroupedDot(b, loc, k.dot, acc[p * vectors + v],
                                          /*u=*/splat, /*s=*/filter[v]));
  }
  return next;
}

// The innermost reduction loop for a small tile (a single pixel at the
// edges): its few accumulators would make the loop wait on the FMA
// latency, so even and odd steps go to two sets, added at the end.
SmallVector<Value> ConvKernelEmitter::splitInnermost(Value lhsAt, Value rhsAt,
                                                     int64_t pixels,
                                                     int64_t vectors,
                                                     ValueRange init) {
  unsigned level = c.reductions.size() - 1;
  Value lo = lower[level], hi = upper[level];
  int64_t g = k.group;
  Value count = arith::SubIOp::create(b, loc, hi, lo);
  Value pairsEnd =
      add(lo, mul(arith::DivUIOp::create(b, loc, count, cst(2 * g)), 2 * g));
  SmallVector<Value> both(init.begin(), init.end());
  both.append(init.size(), zeroVector());
  auto pairs = scf::ForOp::create(b, loc, lo, pairsEnd, cst(2 * g), both);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(pairs.getBody());
    Value i = pairs.getInductionVar();
    ValueRange acc = pairs.getRegionIterArgs();
    SmallVector<Value> next =
        step(lhsAt, rhsAt, i, pixels, vectors, acc.take_front(init.size()));
    SmallVector<Value> odd = step(lhsAt, rhsAt, add(i, cst(g)), pixels, vectors,
                                  acc.drop_front(init.size()));
    next.append(odd);
    scf::YieldOp::create(b, loc, next);
  }
  ValueRange results = pairs.getResults();
  // The last step when the count is odd.
  auto rest = scf::ForOp::create(b, loc, pairsEnd, hi, cst(g),
                                 results.take_front(init.size()));
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(rest.getBody());
    scf::YieldOp::create(b, loc,
                         step(lhsAt, rhsAt, rest.getInductionVar(), pixels,
                              vectors, rest.getRegionIterArgs()));
  }
  SmallVector<Value> sums;
  for (auto [x, y] :
       llvm::zip(rest.getResults(), results.drop_front(init.size())))
    sums.push_back(addAcc(x, y));
  return sums;
}

// The reduction loops from `level` inward, carrying the accumulators.
SmallVector<Value> ConvKernelEmitter::reduce(unsigned level, Value lhsAt,
                                             Value rhsAt, int64_t pixels,
                                             int64_t vectors, ValueRange init) {
  bool innermost = level + 1 == c.reductions.size();
  // Fewer than 8 accumulators leave FMA units idle on current x86 and
  // AArch64 cores (4-cycle latency, 2 per cycle).
  if (innermost && pixels * vectors < 8)
    return splitInnermost(lhsAt, rhsAt, pixels, vectors, init);
  const ReductionLoop &loop = c.reductions[level];
  // Packed filter elements per step of this loop.
  int64_t inner = block;
  for (unsigned l = level + 1; l < c.reductions.size(); ++l)
    inner *= c.reductions[l].extent;
  auto forOp = scf::ForOp::create(b, loc, lower[level], upper[level],
                                  cst(innermost ? k.group : 1), init);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forOp.getBody());
  Value i = forOp.getInductionVar();
  SmallVector<Value> next =
      innermost
          ? step(lhsAt, rhsAt, i, pixels, vectors, forOp.getRegionIterArgs())
          : reduce(level + 1, add(lhsAt, mul(i, loop.lhsStep)),
                   add(rhsAt, mul(i, inner)), pixels, vectors,
                   forOp.getRegionIterArgs());
  scf::YieldOp::create(b, loc, next);
  return SmallVector<Value>(forOp.getResults());
}

// One register tile: `pixels` consecutive columns from lhsAt / outAt, the
// channels of block `channelBlock` of which `lanes` are real.
void ConvKernelEmitter::tile(Value lhsAt, Value outAt, int64_t pixels,
                             Value channelBlock, int64_t lanes) {
  int64_t vectors = llvm::divideCeil(lanes, k.width);
  VectorType type = vecType();
  Value zero = zeroVector();
  Value channel0 = mul(channelBlock, block);
  auto laneMask = [&](int64_t v) {
    return vector::ConstantMaskOp::create(
        b, loc, VectorType::get({k.width}, b.getI1Type()),
        ArrayRef<int64_t>{std::min(k.width, lanes - v * k.width)});
  };
  SmallVector<Value> init(pixels * vectors, zero);
  if (c.channelInit)
    for (int64_t v = 0; v < vectors; ++v) {
      Value at = add(channel0, cst(v * k.width));
      Value start =
          lanes - v * k.width >= k.width
              ? Value(vector::LoadOp::create(b, loc, type, channelInit, at))
              : Value(vector::MaskedLoadOp::create(b, loc, type, channelInit,
                                                   at, laneMask(v), zero));
      for (int64_t p = 0; p < pixels; ++p)
        init[p * vectors + v] = start;
    }
  Value rhsAt = mul(channelBlock, c.reductionSize * block);
  SmallVector<Value> acc = reduce(0, lhsAt, rhsAt, pixels, vectors, init);
  // The sums replace the result when it was only initialized for them.
  bool store = c.zeroFill || c.channelInit;
  for (int64_t p = 0; p < pixels; ++p) {
    for (int64_t v = 0; v < vectors; ++v) {
      Value at = add(add(outAt, cst(p * c.columns.out)),
                     add(channel0, cst(v * k.width)));
      Value sum = acc[p * vectors + v];
      int64_t real = std::min(k.width, lanes - v * k.width);
      if (real == k.width) {
        if (!store)
          sum = addAcc(vector::LoadOp::create(b, loc, type, out, at), sum);
        vector::StoreOp::create(b, loc, sum, out, at);
        continue;
      }
      // The last, partial vector of the channels.
      Value mask = laneMask(v);
      if (!store)
        sum = addAcc(
            vector::MaskedLoadOp::create(b, loc, type, out, at, mask, zero),
            sum);
      vector::MaskedStoreOp::create(b, loc, out, at, mask, sum);
    }
  }
}

// One row: all columns (tiles of k.pixels, then the rest) and all channel
// blocks.
// The steps of reduction loop `w.loop` that read data rather than padding
// for pixel index `pixel`: window positions r with
// low <= pixel * stride + r * dilation < low + size.
void ConvKernelEmitter::bound(const PaddedWindow &w, Value pixel) {
  Value zero = cst(0), at = mul(pixel, w.stride);
  auto positions = [&](int64_t edge) {
    // ceil(max(edge - at, 0) / dilation), on non-negative values.
    Value gap = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, cst(edge), at), zero);
    return arith::DivUIOp::create(b, loc, add(gap, cst(w.dilation - 1)),
                                  cst(w.dilation));
  };
  Value lo = positions(w.low);
  Value hi =
      arith::MinSIOp::create(b, loc, positions(w.low + w.size), cst(w.extent));
  hi = arith::MaxSIOp::create(b, loc, hi, lo);
  lower[w.loop] = mul(lo, w.inner);
  upper[w.loop] = mul(hi, w.inner);
}

// One row: all columns (tiles of k.pixels, then the rest, and single
// pixels where the window reaches into the padding) and all channel
// blocks.
void ConvKernelEmitter::rowBody(Value row) {
  Value lhsAt = cst(c.lhsBase), outAt = cst(0), rest = row;
  for (auto [l, loop] : llvm::enumerate(c.reductions)) {
    lower[l] = cst(0);
    upper[l] = cst(loop.extent);
  }
  DenseMap<unsigned, Value> rowIndex;
  for (const Dim &dim : llvm::reverse(c.rows)) {
    Value extent = cst(dim.extent);
    Value index = arith::RemUIOp::create(b, loc, rest, extent);
    rest = arith::DivUIOp::create(b, loc, rest, extent);
    lhsAt = add(lhsAt, mul(index, dim.lhs));
    outAt = add(outAt, mul(index, dim.out));
    rowIndex[dim.pos] = index;
  }
  if (c.padding)
    for (const PaddedWindow &w : c.padding->windows)
      if (w.pixel != c.columns.pos)
        bound(w, rowIndex.lookup(w.pixel));
  // Columns [first, last) have their whole window in the data.
  int64_t columns = c.columns.extent, first = 0, last = columns;
  std::optional<PaddedWindow> edge;
  if (c.columnWindow) {
    edge = c.padding->windows[*c.columnWindow];
    int64_t reach = (edge->extent - 1) * edge->dilation;
    auto ceilDiv = [](int64_t x, int64_t y) { return (x + y - 1) / y; };
    first = std::min(columns, ceilDiv(edge->low, edge->stride));
    // Exclusive bound on column * stride.
    int64_t end = edge->low + edge->size - reach;
    last = end <= 0 ? 0 : std::min(columns, ceilDiv(end, edge->stride));
    last = std::max(last, first);
  }
  // The whole row for one block of channels. Blocks are the outer loop so
  // that one block of the packed filter stays in cache across the row.
  auto allColumns = [&](Value blk, int64_t lanes) {
    auto columnTile = [&](Value col, int64_t pixels) {
      tile(add(lhsAt, mul(col, c.columns.lhs)),
           add(outAt, mul(col, c.columns.out)), pixels, blk, lanes);
    };
    auto edgeColumns = [&](int64_t from, int64_t to) {
      if (!edge || from >= to)
        return;
      forLoop(from, to, 1, [&](Value col) {
        Value lo = lower[edge->loop], hi = upper[edge->loop];
        bound(*edge, col);
        columnTile(col, 1);
        lower[edge->loop] = lo;
        upper[edge->loop] = hi;
      });
    };
    edgeColumns(0, first);
    int64_t whole = first + (last - first) / k.pixels * k.pixels;
    if (whole > first)
      forLoop(first, whole, k.pixels,
              [&](Value col) { columnTile(col, k.pixels); });
    if (last > whole)
      columnTile(cst(whole), last - whole);
    edgeColumns(last, columns);
  };
  int64_t fullBlocks = c.channels.extent / block;
  int64_t lastLanes = c.channels.extent % block;
  if (fullBlocks == 1)
    allColumns(cst(0), block);
  else if (fullBlocks > 1)
    forLoop(0, fullBlocks, 1, [&](Value blk) { allColumns(blk, block); });
  if (lastLanes)
    allColumns(cst(fullBlocks), lastLanes);
}

void ConvKernelEmitter::run() {
  packFilter();
  lhs = flatten(c.lhs, c.lhsOffset, c.lhsSize);
  out = flatten(c.out, c.outOffset, c.outSize);
  if (c.channelInit)
    channelInit =
        flatten(c.channelInitSource, c.channelInitOffset, c.channels.extent);
  int64_t rows = 1;
  for (const Dim &dim : c.rows)
    rows *= dim.extent;
  if (k.threads > 1 && rows > 1) {
    auto par = scf::ParallelOp::create(
        b, loc, ValueRange{cst(0)}, ValueRange{cst(rows)}, ValueRange{cst(1)});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(par.getBody());
    rowBody(par.getInductionVars()[0]);
  } else {
    forLoop(0, rows, 1, [&](Value row) { rowBody(row); });
  }
  memref::DeallocOp::create(b, loc, packed);
  if (c.zeroFill)
    c.zeroFill.erase();
  if (c.channelInit)
    c.channelInit.erase();
  c.op.erase();
  if (c.padding)
    for (Operation *padOp : c.padding->ops)
      padOp->erase();
}

struct LowerConvolutionsPass
    : kiln::impl::LowerConvolutionsBase<LowerConvolutionsPass> {
  using LowerConvolutionsBase::LowerConvolutionsBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    if (vectorBits < 32 || vectorBits % 32 || vectorRegisters < 4) {
      func.emitError("kiln-lower-convolutions: inconsistent vector sizes");
      return signalPassFailure();
    }
    // The integer kernels' instruction: vpdpbusd on quads, or vpmaddwd on
    // i16 pairs, at the vector widths those exist for.
    std::optional<kiln::GroupedDot> dot;
    if (int8Dot && vectorBits == 512)
      dot = kiln::GroupedDot::U8xI8Quads;
    else if (i16Dot && (vectorBits == 512 || vectorBits == 256))
      dot = kiln::GroupedDot::I16PairsMadd;
    int64_t group = dot == kiln::GroupedDot::U8xI8Quads ? 4 : 2;
    std::vector<Convolution> work;
    func.walk([&](linalg::GenericOp op) {
      std::optional<Convolution> c =
          matchConvolution(op, minFlops, dot.has_value());
      // An integer kernel reads each group's input bytes with one load: the
      // innermost reduction loop must be contiguous in the input and made
      // of whole groups.
      if (c && c->integer &&
          (c->reductions.back().lhsStep != 1 ||
           c->reductions.back().extent % group != 0))
        return;
      if (c)
        work.push_back(*c);
    });
    for (Convolution &c : work) {
      KernelShape k;
      k.width = vectorBits / 32;
      k.threads = threads;
      if (c.integer) {
        k.group = group;
        k.dot = *dot;
      }
      // Up to 4 vectors of channels (2 with 16 registers), and as many
      // pixels as the remaining registers hold after the filter vectors
      // and the broadcast.
      int64_t maxVectors =
          tileVectors ? tileVectors : (vectorRegisters >= 32 ? 4 : 2);
      k.vectors = std::min<int64_t>(
          maxVectors, llvm::divideCeil(c.channels.extent, k.width));
      k.pixels =
          tilePixels
              ? tilePixels
              : std::max<int64_t>(
                    1, std::min<int64_t>(12, (vectorRegisters - k.vectors - 1) /
                                                 k.vectors));
      k.pixels = std::min(k.pixels, c.columns.extent);
      kiln::explain(explain, c.op.getLoc(), "kiln-lower-convolutions",
                    "convolution made a direct kernel: " +
                        llvm::Twine(c.channels.extent) + " channels in " +
                        llvm::Twine(k.vectors) + " vectors x " +
                        llvm::Twine(k.pixels) + " pixels, " +
                        llvm::Twine(c.reductionSize) + " reduction steps in " +
                        llvm::Twine(c.reductions.size()) + " loops" +
                        (c.padding ? ", padding read in place" : "") +
                        (!c.integer     ? ""
                         : k.group == 4 ? ", u8 x i8 quads (vpdpbusd)"
                                        : ", u8 x i8 as i16 pairs (vpmaddwd)"));
      ConvKernelEmitter(c, k).run();
    }
  }
};

} // namespace
