//===- Rng.cpp - rng_bit_generator and rng -------------------------------===//
//
// Lowers stablehlo.rng_bit_generator to one linalg.generic per output whose
// body computes each element independently from its position (linalg.index),
// bit-exact with XLA's CPU backend:
//  - THREE_FRY (state [key, counter]): Threefry-2x32 with 20 rounds, keyed
//    by the two halves of `key`. For 64-bit elements, element e (row-major)
//    uses the counter `counter + e` and packs the two output words (low word
//    first). For narrower elements the output shape is halved along its
//    first even dimension (else its largest one, rounded up): element i uses
//    the counter `counter + linear index of i in the halved shape, with the
//    split dimension's index divided by 2`, and takes output word (index of
//    that dimension) mod 2, truncated to the element width. The new counter
//    is `counter` plus the number of counters used.
//  - PHILOX (state [key, c0] or [key, c0, c1]): Philox-4x32 with 10 rounds,
//    keyed by the halves of `key`, on the 128-bit counter (low 64 bits c0,
//    high 64 bits c1, or `key` itself for a 2-element state) plus k for the
//    k-th block of four 32-bit words. Elements of at most 32 bits take word
//    e mod 4 of block e / 4 (truncated); 64-bit elements take words (0,1)
//    or (2,3) of block e / 2. The new state adds the number of blocks with
//    carry (the carry is lost with a 2-element state).
//  - DEFAULT is PHILOX, as on XLA's CPU backend.
// Integer and floating-point outputs hold the same bits (bitcast).
//
// stablehlo.rng (implementation-defined numbers, docs/rng.md) uses
// Threefry-2x32 keyed by a fixed constant and the op's stream number (its
// position among the module's rng ops, numberRngOps), with the element's
// row-major index as counter: UNIFORM maps the bits to [a, b), NORMAL uses
// Box-Muller.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/ExprBuilder.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <array>
#include <cmath>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

//===----------------------------------------------------------------------===//
// Scalar helpers
//===----------------------------------------------------------------------===//

Value c32(OpBuilder &b, Location loc, uint32_t v) {
  return intConst(b, loc, b.getI32Type(), APInt(32, v));
}

Value c64(OpBuilder &b, Location loc, uint64_t v) {
  return intConst(b, loc, b.getI64Type(), APInt(64, v));
}

/// Low and high 32-bit halves of the i64 `v`.
std::pair<Value, Value> halves(OpBuilder &b, Location loc, Value v) {
  Type i32 = b.getI32Type();
  Value lo = arith::TruncIOp::create(b, loc, i32, v);
  Value shifted = arith::ShRUIOp::create(b, loc, v, c64(b, loc, 32));
  Value hi = arith::TruncIOp::create(b, loc, i32, shifted);
  return {lo, hi};
}

/// The i64 whose low half is `lo` and high half is `hi` (both i32).
Value join(OpBuilder &b, Location loc, Value lo, Value hi) {
  Type i64 = b.getI64Type();
  Value l = arith::ExtUIOp::create(b, loc, i64, lo);
  Value h = arith::ExtUIOp::create(b, loc, i64, hi);
  h = arith::ShLIOp::create(b, loc, h, c64(b, loc, 32));
  return arith::OrIOp::create(b, loc, l, h);
}

Value add(OpBuilder &b, Location loc, Value x, Value y) {
  return arith::AddIOp::create(b, loc, x, y);
}

Value rotl32(OpBuilder &b, Location loc, Value v, unsigned distance) {
  Value l = arith::ShLIOp::create(b, loc, v, c32(b, loc, distance));
  Value r = arith::ShRUIOp::create(b, loc, v, c32(b, loc, 32 - distance));
  return arith::OrIOp::create(b, loc, l, r);
}

/// Threefry-2x32, 20 rounds (Salmon et al., SC'11), on i32 words.
std::pair<Value, Value> threefry2x32(OpBuilder &b, Location loc, Value x0,
                                     Value x1, Value k0, Value k1) {
  static constexpr unsigned kRot[2][4] = {{13, 15, 26, 6}, {17, 29, 16, 24}};
  Value k2 = arith::XOrIOp::create(
      b, loc, arith::XOrIOp::create(b, loc, k0, k1), c32(b, loc, 0x1BD11BDA));
  std::array<Value, 3> ks = {k0, k1, k2};
  x0 = add(b, loc, x0, k0);
  x1 = add(b, loc, x1, k1);
  for (unsigned group = 0; group < 5; ++group) {
    for (unsigned r : kRot[group % 2]) {
      x0 = add(b, loc, x0, x1);
      x1 = arith::XOrIOp::create(b, loc, rotl32(b, loc, x1, r), x0);
    }
    // Key injection after every four rounds.
    x0 = add(b, loc, x0, ks[(group + 1) % 3]);
    x1 = add(b, loc, add(b, loc, x1, ks[(group + 2) % 3]),
             c32(b, loc, group + 1));
  }
  return {x0, x1};
}

/// Philox-4x32, 10 rounds, on i32 words.
std::array<Value, 4> philox4x32(OpBuilder &b, Location loc,
                                std::array<Value, 4> x, Value k0, Value k1) {
  Value mulA = c32(b, loc, 0xD2511F53), mulB = c32(b, loc, 0xCD9E8D57);
  Value bumpA = c32(b, loc, 0x9E3779B9), bumpB = c32(b, loc, 0xBB67AE85);
  for (int round = 0; round < 10; ++round) {
    auto p0 = arith::MulUIExtendedOp::create(b, loc, x[0], mulA);
    auto p1 = arith::MulUIExtendedOp::create(b, loc, x[2], mulB);
    Value n0 = arith::XOrIOp::create(
        b, loc, arith::XOrIOp::create(b, loc, p1.getHigh(), x[1]), k0);
    Value n2 = arith::XOrIOp::create(
        b, loc, arith::XOrIOp::create(b, loc, p0.getHigh(), x[3]), k1);
    x = {n0, p1.getLow(), n2, p0.getLow()};
    k0 = add(b, loc, k0, bumpA);
    k1 = add(b, loc, k1, bumpB);
  }
  return x;
}

/// The 128-bit (lo, hi) plus the unsigned i64 `k`, with carry.
std::pair<Value, Value> add128(OpBuilder &b, Location loc, Value lo, Value hi,
                               Value k) {
  Value sum = add(b, loc, lo, k);
  Value carry =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, sum, lo);
  Value carry64 = arith::ExtUIOp::create(b, loc, b.getI64Type(), carry);
  return {sum, add(b, loc, hi, carry64)};
}

/// Row-major linear index (i64) of the position `ivs` (index values) in a
/// shape of sizes `dims` (i64 values).
Value linearIndex(OpBuilder &b, Location loc, ValueRange ivs,
                  ArrayRef<Value> dims) {
  Value lin = c64(b, loc, 0);
  for (auto [iv, dim] : llvm::zip(ivs, dims)) {
    lin = arith::MulIOp::create(b, loc, lin, dim);
    lin = add(b, loc, lin, iv);
  }
  return lin;
}

Value toI64(OpBuilder &b, Location loc, Value index) {
  return arith::IndexCastUIOp::create(b, loc, b.getI64Type(), index);
}

/// The loop indices of the enclosing linalg.generic of rank `rank`, as i64.
SmallVector<Value> loopIndices(OpBuilder &b, Location loc, int64_t rank) {
  SmallVector<Value> ivs;
  for (int64_t d = 0; d < rank; ++d)
    ivs.push_back(toI64(b, loc, linalg::IndexOp::create(b, loc, d)));
  return ivs;
}

/// Truncates the unsigned bits `bits` (i32 or i64) to `type`'s width and
/// bitcasts them to `type`.
Value bitsTo(OpBuilder &b, Location loc, Value bits, Type type) {
  unsigned width = type.getIntOrFloatBitWidth();
  Type intType = b.getIntegerType(width);
  if (bits.getType().getIntOrFloatBitWidth() > width)
    bits = arith::TruncIOp::create(b, loc, intType, bits);
  if (type != intType)
    bits = arith::BitcastOp::create(b, loc, type, bits);
  return bits;
}

/// A linalg.generic producing `type` (static or with sizes `dynSizes`)
/// whose element at each position is `body(b, loc)`.
Value generate(OpBuilder &rewriter, Location loc, RankedTensorType type,
               ValueRange dynSizes,
               function_ref<Value(OpBuilder &, Location)> body) {
  int64_t rank = type.getRank();
  Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                       type.getElementType(), dynSizes);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{}, ValueRange{init},
      SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
      parallelIterators(rank), [&](OpBuilder &b, Location l, ValueRange) {
        linalg::YieldOp::create(b, l, body(b, l));
      });
  return generic.getResult(0);
}

//===----------------------------------------------------------------------===//
// rng_bit_generator
//===----------------------------------------------------------------------===//

/// The dimension XLA halves for narrow ThreeFry outputs: the first even one,
/// else the largest (the first of equal ones).
int64_t splitDimension(ArrayRef<int64_t> shape) {
  for (auto [d, size] : llvm::enumerate(shape))
    if (size % 2 == 0)
      return d;
  int64_t best = 0;
  for (auto [d, size] : llvm::enumerate(shape))
    if (size > shape[best])
      best = d;
  return best;
}

struct RngBitGeneratorToLinalg : OpConversionPattern<hlo::RngBitGeneratorOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::RngBitGeneratorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto stateType =
        llvm::cast<RankedTensorType>(op.getInitialState().getType());
    auto outType = llvm::cast<RankedTensorType>(op.getOutput().getType());
    Type element = outType.getElementType();
    unsigned width = element.getIntOrFloatBitWidth();
    hlo::RngAlgorithm algorithm = op.getRngAlgorithm();
    bool threefry = algorithm == hlo::RngAlgorithm::THREE_FRY;
    int64_t stateSize = stateType.getDimSize(0);
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return op.emitError()
             << "rng_bit_generator of " << element
             << " elements is not supported by kiln (its generators "
                "produce 8, 16, 32 or 64-bit elements)";
    if (!outType.hasStaticShape() || ShapedType::isDynamic(stateSize))
      return op.emitError() << "rng_bit_generator needs static shapes in "
                               "kiln, but got "
                            << stateType << " and " << outType;
    if ((threefry && stateSize != 2) ||
        (!threefry && stateSize != 2 && stateSize != 3))
      return op.emitError()
             << "rng_bit_generator " << hlo::stringifyRngAlgorithm(algorithm)
             << " needs a state of " << (threefry ? "2" : "2 or 3")
             << " elements, but it has " << stateSize;

    auto convertedOut = llvm::cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(outType));
    auto convertedState = llvm::cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(stateType));
    if (!convertedOut || !convertedState)
      return rewriter.notifyMatchFailure(op, "unconvertible types");

    SmallVector<Value> state;
    for (int64_t i = 0; i < stateSize; ++i) {
      Value at = arith::ConstantIndexOp::create(rewriter, loc, i);
      state.push_back(tensor::ExtractOp::create(
          rewriter, loc, adaptor.getInitialState(), ValueRange{at}));
    }
    Value output;
    SmallVector<Value> newState{state[0]};
    if (threefry)
      output = threefryBits(rewriter, loc, convertedOut, state, newState);
    else
      output = philoxBits(rewriter, loc, convertedOut, state, newState);
    Value stateOut =
        tensor::FromElementsOp::create(rewriter, loc, convertedState, newState);
    rewriter.replaceOp(op, {stateOut, output});
    return success();
  }

private:
  static Value threefryBits(OpBuilder &rewriter, Location loc,
                            RankedTensorType type, ArrayRef<Value> state,
                            SmallVector<Value> &newState) {
    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = type.getRank();
    Type element = type.getElementType();
    bool wide = element.getIntOrFloatBitWidth() == 64;
    Value key = state[0], counter = state[1];
    // The shape whose elements get one counter each.
    SmallVector<int64_t> counterShape(shape);
    int64_t split = -1;
    if (!wide && rank > 0) {
      split = splitDimension(shape);
      counterShape[split] = (shape[split] + 1) / 2;
    }
    int64_t counters = 1;
    for (int64_t size : counterShape)
      counters *= size;
    newState.push_back(
        add(rewriter, loc, counter, c64(rewriter, loc, counters)));
    std::pair<Value, Value> keyHalves = halves(rewriter, loc, key);

    Value output = generate(
        rewriter, loc, type, {}, [&](OpBuilder &b, Location l) -> Value {
          SmallVector<Value> ivs = loopIndices(b, l, rank);
          Value word = c64(b, l, 0);
          if (split >= 0) {
            word = arith::AndIOp::create(b, l, ivs[split], c64(b, l, 1));
            ivs[split] = arith::ShRUIOp::create(b, l, ivs[split], c64(b, l, 1));
          }
          SmallVector<Value> dims;
          for (int64_t size : counterShape)
            dims.push_back(c64(b, l, size));
          Value ctr = add(b, l, counter, linearIndex(b, l, ivs, dims));
          auto [x0, x1] = halves(b, l, ctr);
          auto [y0, y1] =
              threefry2x32(b, l, x0, x1, keyHalves.first, keyHalves.second);
          if (wide)
            return bitsTo(b, l, join(b, l, y0, y1), element);
          Value second = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne,
                                               word, c64(b, l, 0));
          Value bits = arith::SelectOp::create(b, l, second, y1, y0);
          return bitsTo(b, l, bits, element);
        });
    return output;
  }

  static Value philoxBits(OpBuilder &rewriter, Location loc,
                          RankedTensorType type, ArrayRef<Value> state,
                          SmallVector<Value> &newState) {
    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = type.getRank();
    Type element = type.getElementType();
    bool wide = element.getIntOrFloatBitWidth() == 64;
    Value key = state[0], lo = state[1];
    Value hi = state.size() == 3 ? state[2] : state[0];
    int64_t elements = type.getNumElements();
    // Elements per 128-bit block.
    int64_t perBlock = wide ? 2 : 4;
    int64_t blocks = (elements + perBlock - 1) / perBlock;
    auto [nextLo, nextHi] =
        add128(rewriter, loc, lo, hi, c64(rewriter, loc, blocks));
    newState.push_back(nextLo);
    if (state.size() == 3)
      newState.push_back(nextHi);
    std::pair<Value, Value> keyHalves = halves(rewriter, loc, key);

    return generate(
        rewriter, loc, type, {}, [&](OpBuilder &b, Location l) -> Value {
          SmallVector<Value> ivs = loopIndices(b, l, rank);
          SmallVector<Value> dims;
          for (int64_t size : shape)
            dims.push_back(c64(b, l, size));
          Value e = linearIndex(b, l, ivs, dims);
          Value block = arith::DivUIOp::create(b, l, e, c64(b, l, perBlock));
          Value slot = arith::RemUIOp::create(b, l, e, c64(b, l, perBlock));
          auto [ctrLo, ctrHi] = add128(b, l, lo, hi, block);
          auto [x0, x1] = halves(b, l, ctrLo);
          auto [x2, x3] = halves(b, l, ctrHi);
          std::array<Value, 4> y = philox4x32(
              b, l, {x0, x1, x2, x3}, keyHalves.first, keyHalves.second);
          auto pick = [&](int64_t s, Value ifTrue, Value ifFalse) -> Value {
            Value is = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                             slot, c64(b, l, s));
            return arith::SelectOp::create(b, l, is, ifTrue, ifFalse);
          };
          if (wide) {
            Value first = join(b, l, y[0], y[1]);
            Value second = join(b, l, y[2], y[3]);
            return bitsTo(b, l, pick(0, first, second), element);
          }
          Value bits = pick(0, y[0], pick(1, y[1], pick(2, y[2], y[3])));
          return bitsTo(b, l, bits, element);
        });
  }
};

//===----------------------------------------------------------------------===//
// rng
//===----------------------------------------------------------------------===//

/// The attribute numberRngOps puts on each stablehlo.rng op.
constexpr llvm::StringLiteral kStreamAttr = "kiln.rng_stream";

/// The Threefry key half that tells the streams of rng ops apart: the op's
/// number (its position among the module's rng ops), mixed by splitmix64's
/// finalizer.
uint32_t streamOf(Operation *op) {
  uint64_t x = 0;
  if (auto n = op->getAttrOfType<IntegerAttr>(kStreamAttr))
    x = n.getValue().getZExtValue();
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return static_cast<uint32_t>(x);
}

/// The fixed first key half of stablehlo.rng ("kiln").
constexpr uint32_t kRngKey = 0x6b696c6e;

bool isUnsigned(Type type) {
  auto i = llvm::dyn_cast<IntegerType>(type);
  return i && (i.isUnsigned() || i.getWidth() == 1);
}

/// `bits >> drop` as a float of type `t` scaled by 2^-(width - drop), in
/// [0, 1).
Value unitFloat(OpBuilder &b, Location loc, Value bits, unsigned drop,
                FloatType t) {
  unsigned width = bits.getType().getIntOrFloatBitWidth();
  Value kept = arith::ShRUIOp::create(b, loc, bits,
                                      intConst(b, loc, bits.getType(), drop));
  Value f = arith::UIToFPOp::create(b, loc, t, kept);
  Value scale = arith::ConstantOp::create(
      b, loc,
      b.getFloatAttr(t, std::ldexp(1.0, -static_cast<int>(width - drop))));
  return arith::MulFOp::create(b, loc, f, scale);
}

struct RngToLinalg : OpConversionPattern<hlo::RngOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::RngOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto outType = llvm::cast<RankedTensorType>(op.getType());
    Type element = outType.getElementType();
    auto converted = llvm::cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(outType));
    if (!converted)
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    Type cElement = converted.getElementType();
    bool normal = op.getRngDistribution() == hlo::RngDistribution::NORMAL;
    auto floatType = llvm::dyn_cast<FloatType>(element);
    if (floatType && !floatType.isF16() && !floatType.isBF16() &&
        !floatType.isF32() && !floatType.isF64())
      return op.emitError() << "stablehlo.rng of " << element
                            << " is not supported by kiln (f16, bf16, f32, "
                               "f64 and integers are)";
    if (!floatType && !llvm::isa<IntegerType>(element))
      return op.emitError()
             << "stablehlo.rng of " << element << " is not supported by kiln";

    // Sizes of the result, dynamic ones read from the shape operand.
    int64_t rank = outType.getRank();
    SmallVector<Value> dynSizes;
    for (int64_t d = 0; d < rank; ++d) {
      if (!outType.isDynamicDim(d))
        continue;
      Value at = arith::ConstantIndexOp::create(rewriter, loc, d);
      Value size = tensor::ExtractOp::create(rewriter, loc, adaptor.getShape(),
                                             ValueRange{at});
      if (!size.getType().isIndex())
        size = arith::IndexCastOp::create(rewriter, loc,
                                          rewriter.getIndexType(), size);
      dynSizes.push_back(size);
    }
    Value a = tensor::ExtractOp::create(rewriter, loc, adaptor.getA());
    Value bound = tensor::ExtractOp::create(rewriter, loc, adaptor.getB());
    uint32_t stream = streamOf(op);

    Value init = tensor::EmptyOp::create(rewriter, loc, converted.getShape(),
                                         cElement, dynSizes);
    // Sizes as i64, for the linear index (outside the generic).
    SmallVector<Value> dims;
    for (int64_t d = 0; d < rank; ++d) {
      Value size =
          outType.isDynamicDim(d)
              ? tensor::DimOp::create(rewriter, loc, init, d).getResult()
              : arith::ConstantIndexOp::create(rewriter, loc,
                                               outType.getDimSize(d))
                    .getResult();
      dims.push_back(toI64(rewriter, loc, size));
    }
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{converted}, ValueRange{}, ValueRange{init},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        parallelIterators(rank), [&](OpBuilder &b, Location l, ValueRange) {
          SmallVector<Value> ivs = loopIndices(b, l, rank);
          Value e = linearIndex(b, l, ivs, dims);
          auto [x0, x1] = halves(b, l, e);
          auto [y0, y1] =
              threefry2x32(b, l, x0, x1, c32(b, l, kRngKey), c32(b, l, stream));
          Value result;
          if (!floatType)
            result = uniformInt(b, l, element, a, bound, join(b, l, y0, y1));
          else if (normal)
            result = normalFloat(b, l, floatType, a, bound, y0, y1);
          else
            result = uniformFloat(b, l, floatType, a, bound, y0, y1);
          linalg::YieldOp::create(b, l, result);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }

private:
  /// a + bits mod (b - a), computed in 64 bits; `a` when a >= b.
  static Value uniformInt(OpBuilder &b, Location loc, Type element, Value lo,
                          Value hi, Value bits) {
    Type i64 = b.getI64Type();
    Type type = lo.getType();
    auto extend = [&](Value v) -> Value {
      if (type == i64)
        return v;
      if (isUnsigned(element))
        return arith::ExtUIOp::create(b, loc, i64, v);
      return arith::ExtSIOp::create(b, loc, i64, v);
    };
    Value lo64 = extend(lo), hi64 = extend(hi);
    Value range = arith::SubIOp::create(b, loc, hi64, lo64);
    auto pred = isUnsigned(element) ? arith::CmpIPredicate::ult
                                    : arith::CmpIPredicate::slt;
    Value ok = arith::CmpIOp::create(b, loc, pred, lo64, hi64);
    Value divisor = arith::SelectOp::create(b, loc, ok, range, c64(b, loc, 1));
    Value offset = arith::RemUIOp::create(b, loc, bits, divisor);
    Value r = add(b, loc, lo64, offset);
    if (type != i64)
      r = arith::TruncIOp::create(b, loc, type, r);
    return r;
  }

  /// The computation type for `t`: f64 for f64, f32 otherwise.
  static FloatType computeType(OpBuilder &b, FloatType t) {
    return t.isF64() ? FloatType(b.getF64Type()) : FloatType(b.getF32Type());
  }

  static Value castTo(OpBuilder &b, Location loc, Value v, Type t) {
    if (v.getType() == t)
      return v;
    if (v.getType().getIntOrFloatBitWidth() < t.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(b, loc, t, v);
    return arith::TruncFOp::create(b, loc, t, v);
  }

  /// a + u * (b - a) for u in [0, 1); a result that rounds up to b (or
  /// beyond, or is NaN) becomes a, so that it lies in [a, b).
  static Value uniformFloat(OpBuilder &b, Location loc, FloatType t, Value lo,
                            Value hi, Value y0, Value y1) {
    FloatType ct = computeType(b, t);
    Value u = t.isF64() ? unitFloat(b, loc, join(b, loc, y0, y1), 11, ct)
                        : unitFloat(b, loc, y0, 8, ct);
    Value loC = castTo(b, loc, lo, ct), hiC = castTo(b, loc, hi, ct);
    Value span = arith::SubFOp::create(b, loc, hiC, loC);
    Value r = arith::AddFOp::create(b, loc, loC,
                                    arith::MulFOp::create(b, loc, u, span));
    r = castTo(b, loc, r, t);
    Value below =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, r, hi);
    return arith::SelectOp::create(b, loc, below, r, lo);
  }

  /// mu + sigma * sqrt(-2 ln u1) * cos(2 pi u2), u1 in (0, 1], u2 in [0, 1).
  static Value normalFloat(OpBuilder &b, Location loc, FloatType t, Value mu,
                           Value sigma, Value y0, Value y1) {
    FloatType ct = computeType(b, t);
    // f64 uses all 32 bits of each word, the others the top 24.
    unsigned drop = t.isF64() ? 0 : 8;
    auto fc = [&](double v) {
      return arith::ConstantOp::create(b, loc, b.getFloatAttr(ct, v));
    };
    Value step = fc(std::ldexp(1.0, -static_cast<int>(32 - drop)));
    Value u1 =
        arith::AddFOp::create(b, loc, unitFloat(b, loc, y0, drop, ct), step);
    Value u2 = unitFloat(b, loc, y1, drop, ct);
    Value radius = math::SqrtOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, fc(-2.0),
                              math::LogOp::create(b, loc, u1)));
    Value angle = arith::MulFOp::create(b, loc, fc(2.0 * M_PI), u2);
    Value z = arith::MulFOp::create(b, loc, radius,
                                    math::CosOp::create(b, loc, angle));
    Value r = arith::AddFOp::create(
        b, loc, castTo(b, loc, mu, ct),
        arith::MulFOp::create(b, loc, castTo(b, loc, sigma, ct), z));
    return castTo(b, loc, r, t);
  }
};

} // namespace

void numberRngOps(ModuleOp module) {
  int64_t next = 0;
  module.walk([&](hlo::RngOp op) {
    op->setAttr(
        kStreamAttr,
        IntegerAttr::get(IntegerType::get(op.getContext(), 64), next++));
  });
}

void populateRngPatterns(const TypeConverter &converter,
                         RewritePatternSet &patterns) {
  patterns.add<RngBitGeneratorToLinalg, RngToLinalg>(converter,
                                                     patterns.getContext());
}

} // namespace kiln::lowering
