//===- ConvolutionPlan.cpp - recognize convolutions for direct kernels ---===//
//
// Matches the convolution linalg.generic StablehloToLinalg produces (after
// bufferization) and describes it by flat steps (ConvolutionPlan.h): the
// affine maps are linear in the loop dimensions and the memrefs have static
// strides, so each dimension moves each operand by a constant. Also finds
// the zero-padded input copy and the result's zero fill and out-parameter
// copy that the kernel can do without.
//
//===----------------------------------------------------------------------===//

#include "ConvolutionPlan.h"
#include "LinalgMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace kiln::conv {
namespace {

bool isStaticMemRefOf(Value v, Type element) {
  auto type = llvm::dyn_cast<MemRefType>(v.getType());
  return type && type.getElementType() == element && type.hasStaticShape();
}

/// Whether `op` sums u8 x i8 products into i32: its body widens the input
/// with arith.extui and the filter with arith.extsi, from i8 memrefs into
/// an i32 one.
bool isU8xI8Convolution(linalg::GenericOp op) {
  Builder b(op.getContext());
  if (!isStaticMemRefOf(op.getDpsInputs()[0], b.getI8Type()) ||
      !isStaticMemRefOf(op.getDpsInputs()[1], b.getI8Type()) ||
      !isStaticMemRefOf(op.getDpsInits()[0], b.getI32Type()) ||
      !kiln::isMulAddBodyOf<arith::MulIOp, arith::AddIOp, arith::ExtUIOp,
                            arith::ExtSIOp>(op))
    return false;
  Block &body = op.getRegion().front();
  auto widenedBy = [&](unsigned arg, auto cast) {
    Value v = body.getArgument(arg);
    return v.hasOneUse() && llvm::isa<decltype(cast)>(*v.user_begin());
  };
  return widenedBy(0, arith::ExtUIOp()) && widenedBy(1, arith::ExtSIOp());
}

/// Adds `scale * e` to the per-dimension coefficients of a linear form;
/// false when `e` is not a sum of constant multiples of dimensions.
bool addLinear(AffineExpr e, int64_t scale, SmallVector<int64_t> &coefs,
               int64_t &constant) {
  if (auto dim = llvm::dyn_cast<AffineDimExpr>(e)) {
    coefs[dim.getPosition()] += scale;
    return true;
  }
  if (auto c = llvm::dyn_cast<AffineConstantExpr>(e)) {
    constant += scale * c.getValue();
    return true;
  }
  auto bin = llvm::dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return addLinear(bin.getLHS(), scale, coefs, constant) &&
           addLinear(bin.getRHS(), scale, coefs, constant);
  if (bin.getKind() == AffineExprKind::Mul) {
    if (auto c = llvm::dyn_cast<AffineConstantExpr>(bin.getRHS()))
      return addLinear(bin.getLHS(), scale * c.getValue(), coefs, constant);
    if (auto c = llvm::dyn_cast<AffineConstantExpr>(bin.getLHS()))
      return addLinear(bin.getRHS(), scale * c.getValue(), coefs, constant);
  }
  return false;
}

/// The flat element steps of each loop dimension through `operand` read by
/// `map`, its static offset and the extent of its flat view.
bool flatSteps(Value operand, AffineMap map, SmallVector<int64_t> &steps,
               int64_t &offset, int64_t &size) {
  auto type = llvm::cast<MemRefType>(operand.getType());
  SmallVector<int64_t> strides;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return false;
  if (type.getNumElements() == 0)
    return false;
  steps.assign(map.getNumDims(), 0);
  size = 1;
  for (auto [i, e] : llvm::enumerate(map.getResults())) {
    SmallVector<int64_t> coefs(map.getNumDims(), 0);
    int64_t constant = 0;
    if (!addLinear(e, 1, coefs, constant) || constant != 0)
      return false;
    for (unsigned d = 0; d < coefs.size(); ++d)
      steps[d] += coefs[d] * strides[i];
    if (strides[i] < 0)
      return false;
    size += (type.getDimSize(i) - 1) * strides[i];
  }
  return llvm::all_of(steps, [](int64_t s) { return s >= 0; });
}

/// The linalg.fill of zero that immediately precedes `op` on its result.
linalg::FillOp precedingZeroFill(linalg::GenericOp op, Value out) {
  auto fill = llvm::dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
  if (!fill || fill.getOutputs().size() != 1 || fill.getOutputs()[0] != out)
    return {};
  Attribute value;
  if (!matchPattern(fill.getInputs()[0], m_Constant(&value)))
    return {};
  if (auto f = llvm::dyn_cast<FloatAttr>(value))
    return f.getValue().isPosZero() ? fill : linalg::FillOp();
  auto i = llvm::dyn_cast<IntegerAttr>(value);
  return i && i.getValue().isZero() ? fill : linalg::FillOp();
}

/// The linalg.generic right before `op` that only copies a contiguous 1-D
/// buffer of `channels` values into `out` along result dimension
/// `channelDim` (every other dimension broadcast), and the buffer's offset.
std::optional<std::pair<linalg::GenericOp, int64_t>>
precedingChannelInit(linalg::GenericOp op, Value out, unsigned channelDim,
                     int64_t channels) {
  auto init = llvm::dyn_cast_or_null<linalg::GenericOp>(op->getPrevNode());
  if (!init || init.getNumDpsInputs() != 1 || init.getNumDpsInits() != 1 ||
      init.getDpsInits()[0] != out || !init.hasPureBufferSemantics() ||
      init.getNumReductionLoops() != 0)
    return std::nullopt;
  Block &body = init.getRegion().front();
  auto yield = llvm::cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 ||
      yield.getOperand(0) != body.getArgument(0))
    return std::nullopt;
  SmallVector<AffineMap> maps = init.getIndexingMapsArray();
  auto source = llvm::dyn_cast<MemRefType>(init.getDpsInputs()[0].getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!source || source.getRank() != 1 || source.getDimSize(0) != channels ||
      failed(source.getStridesAndOffset(strides, offset)) || strides[0] != 1 ||
      ShapedType::isDynamic(offset) || !maps[1].isIdentity() ||
      maps[0].getNumResults() != 1 ||
      maps[0].getResult(0) != getAffineDimExpr(channelDim, op.getContext()))
    return std::nullopt;
  return std::make_pair(init, offset);
}

/// Fills in `c.channelInit` when the result starts as a per-channel vector
/// (`outMap`: the convolution's result map).
void findChannelInit(Convolution &c, AffineMap outMap) {
  if (c.zeroFill)
    return;
  // The result dimension the channel loop writes.
  for (auto [d, e] : llvm::enumerate(outMap.getResults()))
    if (e == getAffineDimExpr(c.channels.pos, c.op.getContext()))
      if (auto init = precedingChannelInit(c.op, c.out, d, c.channels.extent)) {
        c.channelInit = init->first;
        c.channelInitSource = init->first.getDpsInputs()[0];
        c.channelInitOffset = init->second;
      }
}

/// The buffer `v` is a view of: an allocation or a function argument.
Value rootBuffer(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

/// Recognizes the input as a zero-filled buffer into which the original
/// was copied (how StablehloToLinalg pads a convolution's input), read
/// through `map`, possibly via an expand_shape that only adds unit
/// dimensions to each padded dimension.
std::optional<Padding> findPadding(linalg::GenericOp op, AffineMap map,
                                   ArrayRef<int64_t> ranges) {
  Value lhs = op.getDpsInputs()[0];
  auto lhsType = llvm::cast<MemRefType>(lhs.getType());
  Value buffer = lhs;
  SmallVector<ReassociationIndices> groups;
  auto expand = lhs.getDefiningOp<memref::ExpandShapeOp>();
  if (expand) {
    if (!expand->hasOneUse())
      return std::nullopt;
    buffer = expand.getSrc();
    groups = expand.getReassociationIndices();
  }
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != op->getBlock() ||
      !alloc.getType().getLayout().isIdentity())
    return std::nullopt;
  MemRefType allocType = alloc.getType();
  if (!expand)
    for (int64_t i = 0; i < allocType.getRank(); ++i)
      groups.push_back({i});

  linalg::FillOp fill;
  memref::SubViewOp view;
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers()) {
    if (user == expand.getOperation() || user == op.getOperation())
      continue;
    if (auto f = llvm::dyn_cast<linalg::FillOp>(user); f && !fill)
      fill = f;
    else if (auto v = llvm::dyn_cast<memref::SubViewOp>(user); v && !view)
      view = v;
    else if (auto d = llvm::dyn_cast<memref::DeallocOp>(user); d && !dealloc)
      dealloc = d;
    else
      return std::nullopt;
  }
  FloatAttr zero;
  if (!fill || !view || !view->hasOneUse() || !view.hasUnitStride() ||
      !matchPattern(fill.getInputs()[0], m_Constant(&zero)) ||
      !zero.getValue().isZero())
    return std::nullopt;
  auto copy = llvm::dyn_cast<linalg::CopyOp>(*view->getUsers().begin());
  if (!copy || copy.getOutputs()[0] != view.getResult() ||
      fill->getBlock() != op->getBlock() ||
      copy->getBlock() != op->getBlock() || !fill->isBeforeInBlock(copy) ||
      !copy->isBeforeInBlock(op))
    return std::nullopt;
  // Nothing between the copy and the convolution may write memory but
  // fills of other buffers (fresh ones, or out-parameters, which the
  // caller passes distinct from the inputs), so the original still holds
  // what was copied.
  Value source = rootBuffer(copy.getInputs()[0]);
  for (Operation *it = copy->getNextNode(); it != op.getOperation();
       it = it->getNextNode()) {
    if (llvm::isa<memref::ExpandShapeOp, memref::CollapseShapeOp,
                  memref::SubViewOp, memref::AllocOp, arith::ConstantOp>(it))
      continue;
    auto f = llvm::dyn_cast<linalg::FillOp>(it);
    Value filled = f ? rootBuffer(f.getOutputs()[0]) : Value();
    if (!filled || filled == source ||
        !(filled.getDefiningOp<memref::AllocOp>() ||
          llvm::isa<BlockArgument>(filled)))
      return std::nullopt;
  }

  Padding pad;
  pad.source = copy.getInputs()[0];
  auto sourceType = llvm::dyn_cast<MemRefType>(pad.source.getType());
  SmallVector<int64_t> strides;
  if (!sourceType || !sourceType.getElementType().isF32() ||
      !sourceType.hasStaticShape() || sourceType.getNumElements() == 0 ||
      failed(sourceType.getStridesAndOffset(strides, pad.offset)) ||
      ShapedType::isDynamic(pad.offset) ||
      llvm::any_of(
          strides,
          [](int64_t s) { return ShapedType::isDynamic(s) || s < 0; }) ||
      llvm::any_of(view.getStaticOffsets(), ShapedType::isDynamic))
    return std::nullopt;
  pad.size = 1;
  for (int64_t i = 0; i < sourceType.getRank(); ++i)
    pad.size += (sourceType.getDimSize(i) - 1) * strides[i];
  pad.steps.assign(map.getNumDims(), 0);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [a, group] : llvm::enumerate(groups)) {
    // The padded dimension's index is that of its one non-unit part.
    std::optional<int64_t> part;
    for (int64_t e : group) {
      if (lhsType.getDimSize(e) == 1)
        continue;
      if (part)
        return std::nullopt;
      part = e;
    }
    int64_t low = view.getStaticOffsets()[a];
    int64_t size = sourceType.getDimSize(a);
    bool padded = low != 0 || size != allocType.getDimSize(a);
    if (!part) {
      if (padded)
        return std::nullopt;
      continue;
    }
    SmallVector<int64_t> coefs(map.getNumDims(), 0);
    int64_t constant = 0;
    if (!addLinear(map.getResult(*part), 1, coefs, constant) || constant)
      return std::nullopt;
    for (unsigned d = 0; d < coefs.size(); ++d)
      pad.steps[d] += coefs[d] * strides[a];
    pad.base -= low * strides[a];
    if (!padded)
      continue;
    // Padded: the index must be `pixel * stride + window * dilation`.
    std::optional<unsigned> pixel, window;
    PaddedWindow w;
    for (unsigned d = 0; d < coefs.size(); ++d) {
      if (coefs[d] == 0 || ranges[d] == 1)
        continue;
      if (coefs[d] < 0)
        return std::nullopt;
      bool reduction = iterators[d] == utils::IteratorType::reduction;
      std::optional<unsigned> &slot = reduction ? window : pixel;
      if (slot)
        return std::nullopt;
      slot = d;
      (reduction ? w.dilation : w.stride) = coefs[d];
    }
    if (!pixel || !window)
      return std::nullopt;
    w.pixel = *pixel;
    w.window = *window;
    w.low = low;
    w.size = size;
    w.extent = ranges[*window];
    pad.windows.push_back(w);
  }
  if (llvm::any_of(pad.steps, [](int64_t s) { return s < 0; }))
    return std::nullopt;
  if (expand)
    pad.ops.push_back(expand);
  pad.ops.append({copy, view, fill});
  if (dealloc)
    pad.ops.push_back(dealloc);
  pad.ops.push_back(alloc);
  return pad;
}

/// Sorts the loop dimensions into channels, pixels and reduction loops
/// (see the file header) from the operands' flat steps.
bool classify(Convolution &c, ArrayRef<int64_t> lhsSteps,
              ArrayRef<int64_t> rhsSteps, ArrayRef<int64_t> outSteps,
              ArrayRef<int64_t> ranges) {
  bool haveChannels = false;
  SmallVector<Dim> pixels, reductions;
  c.flops = 1;
  for (auto [d, iterator] : llvm::enumerate(c.op.getIteratorTypesArray())) {
    c.flops *= ranges[d];
    // Unit dimensions (the groups of an ungrouped convolution) only ever
    // take index 0.
    if (ranges[d] == 1)
      continue;
    Dim dim{static_cast<unsigned>(d), ranges[d], lhsSteps[d], rhsSteps[d],
            outSteps[d]};
    if (iterator == utils::IteratorType::reduction) {
      if (dim.out != 0 || dim.lhs == 0 || dim.rhs == 0)
        return false;
      reductions.push_back(dim);
    } else if (dim.out == 0) {
      return false;
    } else if (dim.rhs == 0) {
      pixels.push_back(dim);
    } else if (dim.lhs == 0 && dim.out == 1 && !haveChannels) {
      c.channels = dim;
      haveChannels = true;
    } else {
      // Groups, or output channels that are not contiguous in the result.
      return false;
    }
  }
  if (!haveChannels || pixels.empty() || reductions.empty())
    return false;

  // The pixel with the smallest result step is tiled; the others, by
  // decreasing step, are the rows.
  llvm::sort(pixels, [](const Dim &a, const Dim &b) {
    return a.out > b.out || (a.out == b.out && a.pos < b.pos);
  });
  c.columns = pixels.back();
  c.rows.assign(pixels.begin(), pixels.end() - 1);

  // Reductions by decreasing input step; a dimension whose step is the
  // next one's step times its extent continues it.
  llvm::sort(reductions, [](const Dim &a, const Dim &b) {
    return a.lhs > b.lhs || (a.lhs == b.lhs && a.pos < b.pos);
  });
  c.reductions.clear();
  c.reductionSize = 1;
  for (const Dim &dim : reductions) {
    c.reductionSize *= dim.extent;
    if (!c.reductions.empty() &&
        c.reductions.back().lhsStep == dim.lhs * dim.extent) {
      ReductionLoop &loop = c.reductions.back();
      loop.extent *= dim.extent;
      loop.lhsStep = dim.lhs;
      loop.dims.push_back(dim);
      continue;
    }
    ReductionLoop loop;
    loop.extent = dim.extent;
    loop.lhsStep = dim.lhs;
    loop.dims.push_back(dim);
    c.reductions.push_back(loop);
  }
  return true;
}

/// Ties each padded window to the reduction loop it leads; false when the
/// kernel cannot bound it (the window is not the loop's outer dimension,
/// two windows share a loop, or the pixel is not a row or the columns).
bool resolveWindows(Convolution &c) {
  SmallVector<bool> bounded(c.reductions.size(), false);
  for (unsigned i = 0; i < c.padding->windows.size(); ++i) {
    PaddedWindow &w = c.padding->windows[i];
    auto it = llvm::find_if(c.reductions, [&](const ReductionLoop &loop) {
      return loop.dims.front().pos == w.window;
    });
    if (it == c.reductions.end())
      return false;
    w.loop = it - c.reductions.begin();
    w.inner = it->extent / w.extent;
    if (bounded[w.loop])
      return false;
    bounded[w.loop] = true;
    if (w.pixel == c.columns.pos) {
      if (c.columnWindow)
        return false;
      c.columnWindow = i;
    } else if (llvm::none_of(c.rows,
                             [&](const Dim &d) { return d.pos == w.pixel; })) {
      return false;
    }
  }
  return true;
}

} // namespace

std::optional<Convolution> matchConvolution(linalg::GenericOp op,
                                            int64_t minFlops, bool integers) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureBufferSemantics())
    return std::nullopt;
  Type f32 = Float32Type::get(op.getContext());
  bool integer = integers && isU8xI8Convolution(op);
  if (!integer &&
      (!kiln::isMulAddBody(op) || llvm::any_of(op->getOperands(), [&](Value v) {
        return !isStaticMemRefOf(v, f32);
      })))
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[2].isProjectedPermutation())
    return std::nullopt;
  // A convolution reads its input through a sliding window: some input
  // index is a function of two loops (output position and window offset).
  if (llvm::none_of(maps[0].getResults(), [](AffineExpr e) {
        return !llvm::isa<AffineDimExpr, AffineConstantExpr>(e);
      }))
    return std::nullopt;

  Convolution c;
  c.op = op;
  c.integer = integer;
  c.lhs = op.getDpsInputs()[0];
  c.rhs = op.getDpsInputs()[1];
  c.out = op.getDpsInits()[0];
  SmallVector<int64_t> lhsSteps, rhsSteps, outSteps;
  if (!flatSteps(c.lhs, maps[0], lhsSteps, c.lhsOffset, c.lhsSize) ||
      !flatSteps(c.rhs, maps[1], rhsSteps, c.rhsOffset, c.rhsSize) ||
      !flatSteps(c.out, maps[2], outSteps, c.outOffset, c.outSize))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  c.zeroFill = precedingZeroFill(op, c.out);

  // Read the unpadded input in place where possible (f32 only: an integer
  // input's padding is its zero point, not zero).
  std::optional<Padding> pad;
  if (!integer)
    pad = findPadding(op, maps[0], ranges);
  if (pad) {
    Convolution direct = c;
    direct.padding = std::move(pad);
    direct.lhs = direct.padding->source;
    direct.lhsOffset = direct.padding->offset;
    direct.lhsSize = direct.padding->size;
    direct.lhsBase = direct.padding->base;
    if (direct.lhs != c.out &&
        classify(direct, direct.padding->steps, rhsSteps, outSteps, ranges) &&
        resolveWindows(direct)) {
      if (direct.flops < minFlops)
        return std::nullopt;
      findChannelInit(direct, maps[2]);
      return direct;
    }
  }
  if (!classify(c, lhsSteps, rhsSteps, outSteps, ranges) || c.flops < minFlops)
    return std::nullopt;
  findChannelInit(c, maps[2]);
  return c;
}

} // namespace kiln::conv
