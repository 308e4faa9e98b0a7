//===- Fft.cpp - stablehlo.fft as direct DFT contractions -----------------===//
//
// stablehlo.fft (FFT, IFFT, RFFT, IRFFT over the last 1-3 dimensions) as a
// direct discrete Fourier transform: one linalg.generic contraction per
// transformed axis against a constant twiddle matrix computed at compile
// time (each root of unity from its angle reduced exactly in integers,
// then evaluated in long double and rounded to f64). Every element type is
// transformed in complex<f64> and rounded once at the end, so complex<f32>
// results are correctly rounded but for rare ties (on [15, 16, 17]
// transforms XLA's are off by about 2 ulps of the largest output), and
// complex<f64> ones carry the rounding of n products per axis (about 2
// ulps of the largest output on [15, 16, 17] transforms, where XLA's
// pocketfft reaches 1.5; test/Execution/Fft/fft_accuracy.mlir). Correctness
// first: this is O(n^2) per axis.
//
// Normalization follows the spec / XLA: IFFT and IRFFT divide by the
// product of the transformed lengths. IRFFT reads only the first n/2+1
// elements of the last axis, treating them as the non-redundant half of a
// Hermitian sequence (the imaginary parts of the DC and, for even n, the
// Nyquist terms do not contribute), as pocketfft's c2r does.
//
//===----------------------------------------------------------------------===//

#include "ContractionInternal.h"
#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Transforms/DialectConversion.h"

#include <cmath>
#include <complex>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// (cos, sin) of 2 pi m / n for 0 <= m < n, with the angle reduced exactly
/// in integers: to a quarter turn q and 2 pi r / (4n) within it, the
/// complement taken beyond an eighth of a turn, and cos and sin of what is
/// left (at most pi / 4) evaluated in long double. Multiples of a quarter
/// turn come out exact (sin(pi) is 0, not 1.2e-16, so the imaginary part
/// of a real transform's Nyquist term is 0), symmetric angles give
/// symmetric values, and the others are rounded correctly but for rare
/// ties.
std::complex<double> unitRoot(int64_t m, int64_t n) {
  const long double halfPi = 1.5707963267948966192313216916397514L;
  int64_t q = (4 * m) / n, r = (4 * m) % n;
  long double c, s;
  if (2 * r <= n) {
    long double a = halfPi * static_cast<long double>(r) / n;
    c = std::cos(a);
    s = std::sin(a);
  } else {
    long double a = halfPi * static_cast<long double>(n - r) / n;
    c = std::sin(a);
    s = std::cos(a);
  }
  switch (q) {
  case 0:
    return {double(c), double(s)};
  case 1:
    return {double(-s), double(c)};
  case 2:
    return {double(-c), double(-s)};
  default:
    return {double(s), double(-c)};
  }
}

/// Constant [nOut x nIn] matrix w[o][i] = coef(i) * exp(sign*2*pi*i*o*i/n),
/// with the angle reduced modulo n exactly in integers (unitRoot).
Value twiddleMatrix(OpBuilder &b, Location loc, ComplexType type, int64_t nOut,
                    int64_t nIn, int64_t n, bool inverse, bool halfHermitian) {
  double scale = inverse ? 1.0 / static_cast<double>(n) : 1.0;
  SmallVector<std::complex<double>> values;
  values.reserve(nOut * nIn);
  for (int64_t o = 0; o < nOut; ++o) {
    for (int64_t i = 0; i < nIn; ++i) {
      double coef = scale;
      if (halfHermitian) {
        // Terms k and n-k of the Hermitian sequence are folded into k.
        bool self = i == 0 || (n % 2 == 0 && i == n / 2);
        coef *= self ? 1.0 : 2.0;
        if (i > n / 2)
          coef = 0.0;
      }
      std::complex<double> root = unitRoot((o * i) % n, n);
      if (!inverse)
        root = std::conj(root);
      values.push_back(coef * root);
    }
  }
  auto tensorType = RankedTensorType::get({nOut, nIn}, type);
  DenseElementsAttr attr;
  if (type.getElementType().isF64()) {
    attr = DenseElementsAttr::get(tensorType, ArrayRef(values));
  } else {
    SmallVector<std::complex<float>> narrow;
    for (auto v : values)
      narrow.emplace_back(static_cast<float>(v.real()),
                          static_cast<float>(v.imag()));
    attr = DenseElementsAttr::get(tensorType, ArrayRef(narrow));
  }
  return arith::ConstantOp::create(b, loc, tensorType, attr);
}

/// out[..., o, ...] = sum_i x[..., i, ...] * w[o, i] along `axis`; with
/// `realOut` the real part of each product is accumulated into a real
/// tensor.
Value contractAxis(OpBuilder &b, Location loc, Value x, int64_t axis, Value w,
                   RankedTensorType outType, bool realOut) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = outType.getRank();
  int64_t numLoops = rank + 1;
  AffineExpr red = getAffineDimExpr(rank, ctx);
  SmallVector<AffineExpr> xExprs, outExprs;
  for (int64_t d = 0; d < rank; ++d) {
    outExprs.push_back(getAffineDimExpr(d, ctx));
    xExprs.push_back(d == axis ? red : getAffineDimExpr(d, ctx));
  }
  SmallVector<AffineMap> maps = {
      AffineMap::get(numLoops, 0, xExprs, ctx),
      AffineMap::get(numLoops, 0, {getAffineDimExpr(axis, ctx), red}, ctx),
      AffineMap::get(numLoops, 0, outExprs, ctx)};
  SmallVector<utils::IteratorType> iterators = parallelIterators(rank);
  iterators.push_back(utils::IteratorType::reduction);
  Type acc = outType.getElementType();
  Value zero = emitZero(b, loc, acc);
  Value empty = tensor::EmptyOp::create(b, loc, outType.getShape(), acc);
  Value init = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
  return linalg::GenericOp::create(
             b, loc, TypeRange{outType}, ValueRange{x, w}, ValueRange{init},
             maps, iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value prod = complex::MulOp::create(nb, l, args[0], args[1]);
               Value sum;
               if (realOut)
                 sum = arith::AddFOp::create(
                     nb, l, args[2], complex::ReOp::create(nb, l, prod));
               else
                 sum = complex::AddOp::create(nb, l, args[2], prod);
               linalg::YieldOp::create(nb, l, sum);
             })
      .getResult(0);
}

/// `x` (real or complex elements) with element type `to` (real or
/// complex): each part extended or rounded to `to`'s precision, a real
/// becoming the real part (imaginary part 0) and a complex number keeping
/// its real part.
Value convertElements(OpBuilder &b, Location loc, Value x, Type to) {
  auto xType = llvm::cast<RankedTensorType>(x.getType());
  if (xType.getElementType() == to)
    return x;
  auto outType = RankedTensorType::get(xType.getShape(), to);
  auto toComplex = llvm::dyn_cast<ComplexType>(to);
  Type toPart = toComplex ? toComplex.getElementType() : to;
  int64_t rank = xType.getRank();
  AffineMap id = b.getMultiDimIdentityMap(rank);
  Value empty = tensor::EmptyOp::create(b, loc, outType.getShape(), to);
  return linalg::GenericOp::create(
             b, loc, TypeRange{outType}, ValueRange{x}, ValueRange{empty},
             SmallVector<AffineMap>{id, id}, parallelIterators(rank),
             [&](OpBuilder &nb, Location l, ValueRange args) {
               auto part = [&](Value v) -> Value {
                 unsigned from = v.getType().getIntOrFloatBitWidth();
                 unsigned width = toPart.getIntOrFloatBitWidth();
                 if (from < width)
                   return arith::ExtFOp::create(nb, l, toPart, v);
                 if (from > width)
                   return arith::TruncFOp::create(nb, l, toPart, v);
                 return v;
               };
               Value v = args[0];
               Value re = v, im;
               if (llvm::isa<ComplexType>(v.getType())) {
                 re = complex::ReOp::create(nb, l, v);
                 im = part(complex::ImOp::create(nb, l, v));
               }
               re = part(re);
               Value r = re;
               if (toComplex) {
                 if (!im)
                   im = arith::ConstantOp::create(nb, l, toPart,
                                                  nb.getZeroAttr(toPart));
                 r = complex::CreateOp::create(nb, l, toComplex, re, im);
               }
               linalg::YieldOp::create(nb, l, r);
             })
      .getResult(0);
}

struct FftToLinalg : OpConversionPattern<hlo::FftOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::FftOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto inType =
        llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    auto outType = llvm::dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!inType || !outType || !inType.hasStaticShape() ||
        !outType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic fft not lowered yet");
    ArrayRef<int64_t> lengths = op.getFftLength();
    int64_t rank = inType.getRank();
    int64_t k = lengths.size();
    if (k < 1 || k > 3 || k > rank)
      return rewriter.notifyMatchFailure(op, "unsupported fft_length");
    hlo::FftType kind = op.getFftType();
    ComplexType ctype;
    if (auto c = llvm::dyn_cast<ComplexType>(inType.getElementType()))
      ctype = c;
    else if (auto c = llvm::dyn_cast<ComplexType>(outType.getElementType()))
      ctype = c;
    else
      return rewriter.notifyMatchFailure(op, "no complex type");
    if (!ctype.getElementType().isF32() && !ctype.getElementType().isF64())
      return rewriter.notifyMatchFailure(op, "only f32/f64 fft");
    for (int64_t d = 0; d < k; ++d)
      if (lengths[d] < 1)
        return rewriter.notifyMatchFailure(op, "empty fft_length");

    // Validate everything before emitting any op.
    {
      SmallVector<int64_t> expect(inType.getShape());
      for (int64_t d = 0; d < k; ++d) {
        int64_t axis = rank - k + d;
        bool lastAxis = d == k - 1;
        if (kind == hlo::FftType::IRFFT && lastAxis) {
          if (expect[axis] < lengths[d] / 2 + 1)
            return rewriter.notifyMatchFailure(op, "irfft operand too short");
          expect[axis] = lengths[d];
          continue;
        }
        if (expect[axis] != lengths[d])
          return rewriter.notifyMatchFailure(op, "fft operand size mismatch");
        if (kind == hlo::FftType::RFFT && lastAxis)
          expect[axis] = lengths[d] / 2 + 1;
      }
      Type outElement = kind == hlo::FftType::IRFFT ? ctype.getElementType()
                                                    : static_cast<Type>(ctype);
      Type inElement = kind == hlo::FftType::RFFT ? ctype.getElementType()
                                                  : static_cast<Type>(ctype);
      if (inType.getElementType() != inElement ||
          RankedTensorType::get(expect, outElement) != outType)
        return rewriter.notifyMatchFailure(op, "fft types do not match");
    }

    Location loc = op.getLoc();
    SmallVector<int64_t> shape(inType.getShape());
    int64_t last = rank - 1;
    bool inverse = kind == hlo::FftType::IFFT || kind == hlo::FftType::IRFFT;
    // Every transform is computed in complex<f64> and rounded once at the
    // end: complex<f32> results are then the correctly rounded transform
    // up to a few units in f64's last place, instead of a sum of n rounded
    // f32 products per axis.
    Type resultElement = outType.getElementType();
    ctype = ComplexType::get(rewriter.getF64Type());
    Value x = convertElements(rewriter, loc, adaptor.getOperand(), ctype);
    // Full complex transforms along the axes not handled specially (all for
    // FFT/IFFT; all but the last for RFFT/IRFFT).
    bool special = kind == hlo::FftType::RFFT || kind == hlo::FftType::IRFFT;
    // RFFT transforms the last axis first (real to half spectrum).
    if (kind == hlo::FftType::RFFT) {
      int64_t n = lengths[k - 1];
      int64_t nOut = n / 2 + 1;
      Value w = twiddleMatrix(rewriter, loc, ctype, nOut, n, n, false, false);
      shape[last] = nOut;
      x = contractAxis(rewriter, loc, x, last, w,
                       RankedTensorType::get(shape, ctype), false);
    }
    for (int64_t d = 0; d < k; ++d) {
      if (special && d == k - 1)
        continue;
      int64_t axis = rank - k + d;
      int64_t n = lengths[d];
      Value w = twiddleMatrix(rewriter, loc, ctype, n, n, n, inverse, false);
      x = contractAxis(rewriter, loc, x, axis, w,
                       RankedTensorType::get(shape, ctype), false);
    }
    if (kind == hlo::FftType::IRFFT) {
      int64_t n = lengths[k - 1];
      int64_t nUse = n / 2 + 1;
      if (shape[last] > nUse) {
        SmallVector<int64_t> sliced = shape;
        sliced[last] = nUse;
        SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(rank, rewriter.getIndexAttr(1));
        for (int64_t s : sliced)
          sizes.push_back(rewriter.getIndexAttr(s));
        x = tensor::ExtractSliceOp::create(rewriter, loc,
                                           RankedTensorType::get(sliced, ctype),
                                           x, offsets, sizes, strides);
        shape = sliced;
      }
      Value w = twiddleMatrix(rewriter, loc, ctype, n, nUse, n, true, true);
      shape[last] = n;
      x = contractAxis(rewriter, loc, x, last, w,
                       RankedTensorType::get(shape, ctype.getElementType()),
                       true);
    }
    rewriter.replaceOp(op, convertElements(rewriter, loc, x, resultElement));
    return success();
  }
};

} // namespace

void populateFftPatterns(const TypeConverter &converter,
                         RewritePatternSet &patterns) {
  patterns.add<FftToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
