//===- ConstantPacking.cpp - GEMM operands packed at compile time ---------===//
//
// When an operand of a contraction kiln-lower-contractions turns into the
// packed GEMM is a constant (weights closure-captured by jax.jit reach the
// pass as a memref.get_global of a constant memref.global), the packing the
// generated code would redo on every call is done here, once, at compile
// time: the operand is read through the contraction's own indexing map
// (transposed weights, a convolution's several K dimensions) and written
// into a new constant global in the layout the micro-kernel reads, which
// GemmEmitter::rhsPackedOffset / lhsPackedOffset define for both. The
// original global is erased when nothing else reads it, so the object
// holds the weights once, plus the padding of the last panel.
//
//===----------------------------------------------------------------------===//

#include "ContractionCodegen.h"

#include "llvm/Support/MathExtras.h"

#include <vector>

using namespace mlir;

namespace kiln::contraction {
namespace {

/// The value of `e` at the loop indices `dims` (the arithmetic of
/// affine::expandAffineExpr, on integers).
int64_t evaluate(AffineExpr e, ArrayRef<int64_t> dims) {
  if (auto dim = llvm::dyn_cast<AffineDimExpr>(e))
    return dims[dim.getPosition()];
  if (auto value = llvm::dyn_cast<AffineConstantExpr>(e))
    return value.getValue();
  auto bin = llvm::cast<AffineBinaryOpExpr>(e);
  int64_t x = evaluate(bin.getLHS(), dims), y = evaluate(bin.getRHS(), dims);
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return x + y;
  case AffineExprKind::Mul:
    return x * y;
  case AffineExprKind::FloorDiv:
    return llvm::divideFloorSigned(x, y);
  case AffineExprKind::CeilDiv:
    return llvm::divideCeilSigned(x, y);
  case AffineExprKind::Mod:
    return llvm::mod(x, y);
  default:
    llvm_unreachable("not a binary affine expression");
  }
}

/// `e` as a linear function of the loop dimensions (`coefficients[d]` per
/// dimension, plus `constant`), where it is one: sums of dimensions and
/// constants times constants, no floordiv, ceildiv or mod.
bool linearForm(AffineExpr e, MutableArrayRef<int64_t> coefficients,
                int64_t &constant, int64_t scale = 1) {
  if (auto dim = llvm::dyn_cast<AffineDimExpr>(e)) {
    coefficients[dim.getPosition()] += scale;
    return true;
  }
  if (auto value = llvm::dyn_cast<AffineConstantExpr>(e)) {
    constant += scale * value.getValue();
    return true;
  }
  auto bin = llvm::cast<AffineBinaryOpExpr>(e);
  if (e.getKind() == AffineExprKind::Add)
    return linearForm(bin.getLHS(), coefficients, constant, scale) &&
           linearForm(bin.getRHS(), coefficients, constant, scale);
  if (e.getKind() != AffineExprKind::Mul)
    return false;
  // One side of a product of affine expressions is a constant.
  if (auto factor = llvm::dyn_cast<AffineConstantExpr>(bin.getRHS()))
    return linearForm(bin.getLHS(), coefficients, constant,
                      scale * factor.getValue());
  if (auto factor = llvm::dyn_cast<AffineConstantExpr>(bin.getLHS()))
    return linearForm(bin.getRHS(), coefficients, constant,
                      scale * factor.getValue());
  return false;
}

/// Where `map` (a contraction's operand map) reads its operand of `shape`,
/// flattened row-major, for loops of `ranges`: `stride[d]` elements per
/// step of loop dimension d from `base`, when every result is linear and
/// stays in bounds over the whole iteration space (a linear function is
/// extreme at the corners of the box). nullopt otherwise: the packer then
/// evaluates the map element by element.
struct LinearReads {
  SmallVector<int64_t> stride;
  int64_t base = 0;
};
std::optional<LinearReads> linearReads(AffineMap map, ArrayRef<int64_t> shape,
                                       ArrayRef<int64_t> ranges) {
  LinearReads reads;
  reads.stride.assign(map.getNumDims(), 0);
  int64_t rowStride = 1;
  for (int64_t r = map.getNumResults() - 1; r >= 0; --r) {
    SmallVector<int64_t> coefficients(map.getNumDims(), 0);
    int64_t constant = 0;
    if (!linearForm(map.getResult(r), coefficients, constant))
      return std::nullopt;
    int64_t low = constant, high = constant;
    for (auto [coefficient, range] : llvm::zip(coefficients, ranges)) {
      int64_t span = coefficient * (range - 1);
      low += std::min<int64_t>(0, span);
      high += std::max<int64_t>(0, span);
    }
    if (low < 0 || high >= shape[r])
      return std::nullopt;
    for (auto [d, coefficient] : llvm::enumerate(coefficients))
      reads.stride[d] += coefficient * rowStride;
    reads.base += constant * rowStride;
    rowStride *= shape[r];
  }
  return reads;
}

/// Splits a group's linear index into its dimensions' indices, most
/// significant first (GemmEmitter::bind on integers).
void split(ArrayRef<unsigned> group, ArrayRef<int64_t> ranges, int64_t linear,
           MutableArrayRef<int64_t> dims) {
  for (unsigned i = group.size(); i-- > 0;) {
    dims[group[i]] = i == 0 ? linear : linear % ranges[group[i]];
    linear /= ranges[group[i]];
  }
}

/// Whether every reader of `global` in `module` is a contraction (so that
/// once they are packed, the original can go).
bool onlyContractionsRead(memref::GlobalOp global, ModuleOp module) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(global, module);
  if (!uses)
    return false;
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto get = llvm::dyn_cast<memref::GetGlobalOp>(use.getUser());
    if (!get)
      return false;
    for (Operation *user : get->getUsers()) {
      auto generic = llvm::dyn_cast<linalg::GenericOp>(user);
      if (!generic || !match(generic, /*minFlops=*/1, /*allowMatVec=*/true))
        return false;
    }
  }
  return true;
}

} // namespace

DenseElementsAttr ConstantPacker::constantOf(Value v) {
  auto get = v.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return {};
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
      get, get.getNameAttr());
  if (!global || !global.getConstant() ||
      !global.getType().getLayout().isIdentity())
    return {};
  auto values = llvm::dyn_cast_if_present<DenseElementsAttr>(
      global.getInitialValueAttr());
  if (!values || !llvm::isa<Float32Type, BFloat16Type, Float16Type>(
                     values.getElementType()))
    return {};
  // The original stays where something else reads it: packing would then
  // add a second copy of the weights to the object.
  if (!onlyContractionsRead(global, module))
    return {};
  reads.insert(get.getOperation());
  return values;
}

Value ConstantPacker::global(OpBuilder &b, Location loc, ArrayRef<float> data,
                             Type element) {
  auto memrefType =
      MemRefType::get({static_cast<int64_t>(data.size())}, element);
  auto tensorType = RankedTensorType::get(memrefType.getShape(), element);
  DenseElementsAttr values;
  if (element.isF32()) {
    values = DenseElementsAttr::get(tensorType, data);
  } else {
    // Exact: the values came from this type.
    const llvm::fltSemantics &semantics =
        llvm::cast<FloatType>(element).getFloatSemantics();
    SmallVector<APFloat> narrow;
    narrow.reserve(data.size());
    for (float v : data) {
      APFloat x(v);
      bool lost;
      x.convert(semantics, APFloat::rmNearestTiesToEven, &lost);
      narrow.push_back(x);
    }
    values = DenseElementsAttr::get(tensorType, narrow);
  }
  memref::GlobalOp &global = made[values];
  if (!global) {
    auto moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    global = memref::GlobalOp::create(
        moduleBuilder, loc, "__kiln_packed", b.getStringAttr("private"),
        memrefType, values, /*constant=*/true, b.getI64IntegerAttr(64));
    symbols.insert(global); // renames it if the name is taken
  }
  return memref::GetGlobalOp::create(
      b, loc, memrefType, FlatSymbolRefAttr::get(global.getSymNameAttr()));
}

void ConstantPacker::eraseUnread() {
  llvm::SetVector<Operation *> globals;
  for (Operation *get : reads) {
    if (!get->use_empty())
      continue;
    if (auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
            get, llvm::cast<memref::GetGlobalOp>(get).getNameAttr()))
      globals.insert(global);
    get->erase();
  }
  for (Operation *op : globals) {
    auto global = llvm::cast<memref::GlobalOp>(op);
    if (global.isPrivate() && SymbolTable::symbolKnownUseEmpty(global, module))
      symbols.erase(global);
  }
  reads.clear();
}

int64_t GemmEmitter::prepackedPanelSpan(unsigned operand) const {
  return operand == 1 ? llvm::alignTo(c.n, t.nr) : llvm::alignTo(c.m, t.mr);
}

Value GemmEmitter::prepack(unsigned operand) {
  DenseElementsAttr values = packer->constantOf(operand == 1 ? rhs : lhs);
  if (!values)
    return {};
  ArrayRef<unsigned> outer = operand == 1 ? c.dims.n : c.dims.m;
  int64_t extent = operand == 1 ? c.n : c.m;
  int64_t span = prepackedPanelSpan(operand);
  // Size guard: the packed constant holds each element the contraction
  // reads once, plus the zero padding of the last panel of each batch;
  // an operand read more often than it has elements (a sliding window)
  // would grow in the object, so it is packed at run time.
  int64_t rows = prepackedRows();
  int64_t size = c.batch * span * rows;
  if (c.batch * extent * c.k > values.getNumElements() ||
      size > packer->limit())
    return {};

  AffineMap map = maps[operand];
  ArrayRef<int64_t> shape = values.getType().getShape();
  std::vector<float> data(size, 0.0f);
  // Narrower inputs are widened here, as the run-time packers widen them.
  std::vector<float> elements;
  elements.reserve(values.getNumElements());
  if (values.getElementType().isF32())
    llvm::append_range(elements, values.getValues<float>());
  else
    for (const APFloat &v : values.getValues<APFloat>())
      elements.push_back(v.convertToFloat());
  SmallVector<int64_t> dims(map.getNumDims(), 0);
  IntOps ints;
  // Where value k of lane i sits: with groups, in group row k - k % group,
  // at lane group * i + k % group (GroupedPacking.cpp).
  auto packedAt = [&](int64_t line, int64_t i, int64_t k) {
    int64_t row = k - k % group;
    int64_t half = k % group, lanes = group;
    return operand == 1 ? rhsPackedOffset(ints, t.nr, line - i % t.nr, rows,
                                          row, lanes * (i % t.nr) + half)
                        : lhsPackedOffset(ints, t.mr, line - i % t.mr, rows,
                                          row, lanes * (i % t.mr) + half);
  };
  if (std::optional<LinearReads> reads = linearReads(map, shape, c.ranges)) {
    // Each group's offsets in the operand once, then a sum per element: a
    // 512 x 512 layer's weights took 20 ns per element evaluating the map
    // for each.
    auto offsets = [&](ArrayRef<unsigned> group, int64_t count) {
      SmallVector<int64_t> result(count);
      SmallVector<int64_t> at(map.getNumDims(), 0);
      for (int64_t i = 0; i < count; ++i) {
        split(group, c.ranges, i, at);
        int64_t offset = 0;
        for (unsigned d : group)
          offset += reads->stride[d] * at[d];
        result[i] = offset;
      }
      return result;
    };
    SmallVector<int64_t> batchAt = offsets(c.dims.batch, c.batch),
                         outerAt = offsets(outer, extent),
                         kAt = offsets(c.dims.k, c.k);
    for (int64_t batch = 0; batch < c.batch; ++batch)
      for (int64_t i = 0; i < extent; ++i) {
        int64_t line = batch * span + i;
        int64_t from = reads->base + batchAt[batch] + outerAt[i];
        for (int64_t k = 0; k < c.k; ++k)
          data[packedAt(line, i, k)] = elements[from + kAt[k]];
      }
    return packer->global(b, loc, data, packElement);
  }
  for (int64_t batch = 0; batch < c.batch; ++batch) {
    split(c.dims.batch, c.ranges, batch, dims);
    for (int64_t i = 0; i < extent; ++i) {
      split(outer, c.ranges, i, dims);
      // Batches are further rows (A) or panels (B) of the packed matrix.
      int64_t line = batch * span + i;
      for (int64_t k = 0; k < c.k; ++k) {
        split(c.dims.k, c.ranges, k, dims);
        int64_t flat = 0;
        for (auto [e, dimSize] : llvm::zip(map.getResults(), shape)) {
          int64_t index = evaluate(e, dims);
          // Reads out of bounds (a malformed program) are left to run time.
          if (index < 0 || index >= dimSize)
            return {};
          flat = flat * dimSize + index;
        }
        data[packedAt(line, i, k)] = elements[flat];
      }
    }
  }
  return packer->global(b, loc, data, packElement);
}

} // namespace kiln::contraction
