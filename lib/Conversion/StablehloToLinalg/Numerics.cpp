//===- Numerics.cpp - fft as direct DFT contractions ------------------ ===//
//
// stablehlo.fft (FFT, IFFT, RFFT, IRFFT over the last 1-3 dimensions) as a
// direct discrete Fourier transform: one linalg.generic contraction per
// transformed axis against a constant twiddle matrix computed at compile
// time in double precision (then rounded to the element type). Correctness
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
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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

/// Constant [nOut x nIn] matrix w[o][i] = coef(i) * exp(sign*2*pi*i*o*i/n),
/// with the angle reduced modulo n exactly in integers.
Value twiddleMatrix(OpBuilder &b, Location loc, ComplexType type, int64_t nOut,
                    int64_t nIn, int64_t n, bool inverse, bool halfHermitian) {
  const double pi = 3.14159265358979323846;
  double sign = inverse ? 1.0 : -1.0;
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
      int64_t m = (o * i) % n;
      double angle = sign * 2.0 * pi * static_cast<double>(m) /
                     static_cast<double>(n);
      values.push_back(std::polar(coef, angle));
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

/// Real tensor to complex with zero imaginary parts.
Value realToComplex(OpBuilder &b, Location loc, Value x, ComplexType type) {
  auto xType = llvm::cast<RankedTensorType>(x.getType());
  auto outType = RankedTensorType::get(xType.getShape(), type);
  int64_t rank = xType.getRank();
  AffineMap id = b.getMultiDimIdentityMap(rank);
  Value empty = tensor::EmptyOp::create(b, loc, outType.getShape(), type);
  return linalg::GenericOp::create(
             b, loc, TypeRange{outType}, ValueRange{x}, ValueRange{empty},
             SmallVector<AffineMap>{id, id}, parallelIterators(rank),
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value im = arith::ConstantOp::create(
                   nb, l, type.getElementType(),
                   nb.getZeroAttr(type.getElementType()));
               linalg::YieldOp::create(
                   nb, l,
                   complex::CreateOp::create(nb, l, type, args[0], im)
                       .getResult());
             })
      .getResult(0);
}

/// Reshapes a [batch..., m, n] tensor to [B, m, n].
Value toBatched3d(OpBuilder &b, Location loc, Value x) {
  auto type = llvm::cast<RankedTensorType>(x.getType());
  int64_t rank = type.getRank();
  ArrayRef<int64_t> shape = type.getShape();
  if (rank == 3)
    return x;
  if (rank == 2) {
    auto out = RankedTensorType::get({1, shape[0], shape[1]},
                                     type.getElementType());
    return tensor::ExpandShapeOp::create(
        b, loc, out, x, SmallVector<ReassociationIndices>{{0, 1}, {2}});
  }
  int64_t batch = 1;
  ReassociationIndices lead;
  for (int64_t d = 0; d < rank - 2; ++d) {
    batch *= shape[d];
    lead.push_back(d);
  }
  auto out = RankedTensorType::get({batch, shape[rank - 2], shape[rank - 1]},
                                   type.getElementType());
  return tensor::CollapseShapeOp::create(
      b, loc, out, x,
      SmallVector<ReassociationIndices>{lead, {rank - 2}, {rank - 1}});
}

/// Inverse of toBatched3d.
Value fromBatched3d(OpBuilder &b, Location loc, Value x,
                    RankedTensorType type) {
  int64_t rank = type.getRank();
  if (rank == 3)
    return x;
  if (rank == 2)
    return tensor::CollapseShapeOp::create(
        b, loc, type, x, SmallVector<ReassociationIndices>{{0, 1}, {2}});
  ReassociationIndices lead;
  for (int64_t d = 0; d < rank - 2; ++d)
    lead.push_back(d);
  return tensor::ExpandShapeOp::create(
      b, loc, type, x,
      SmallVector<ReassociationIndices>{lead, {rank - 2}, {rank - 1}});
}

Value indexConst(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// scf.for from lb to ub carrying one value; `body` returns the new value.
Value forLoop(OpBuilder &b, Location loc, Value lb, Value ub, Value init,
              function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  Value one = indexConst(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, one, ValueRange{init},
      [&](OpBuilder &nb, Location l, Value iv, ValueRange args) {
        scf::YieldOp::create(nb, l, body(nb, l, iv, args[0]));
      });
  return loop.getResult(0);
}

Value extract3(OpBuilder &b, Location loc, Value t, Value i, Value j,
               Value k) {
  return tensor::ExtractOp::create(b, loc, t, ValueRange{i, j, k});
}

/// Scalar arithmetic on f32/f64 or complex<f32/f64> values.
Value subOf(OpBuilder &b, Location l, Value x, Value y) {
  if (llvm::isa<ComplexType>(x.getType()))
    return complex::SubOp::create(b, l, x, y);
  return arith::SubFOp::create(b, l, x, y);
}
Value mulOf(OpBuilder &b, Location l, Value x, Value y) {
  if (llvm::isa<ComplexType>(x.getType()))
    return complex::MulOp::create(b, l, x, y);
  return arith::MulFOp::create(b, l, x, y);
}
/// Complex division by Smith's algorithm (complex.div's lowering needs
/// math.copysign, which kiln's pipeline does not lower).
Value divOf(OpBuilder &b, Location l, Value x, Value y) {
  auto cType = llvm::dyn_cast<ComplexType>(x.getType());
  if (!cType)
    return arith::DivFOp::create(b, l, x, y);
  Value a = complex::ReOp::create(b, l, x), bi = complex::ImOp::create(b, l, x);
  Value c = complex::ReOp::create(b, l, y), d = complex::ImOp::create(b, l, y);
  auto add = [&](Value p, Value q) {
    return arith::AddFOp::create(b, l, p, q);
  };
  auto sub = [&](Value p, Value q) {
    return arith::SubFOp::create(b, l, p, q);
  };
  auto mul = [&](Value p, Value q) {
    return arith::MulFOp::create(b, l, p, q);
  };
  auto div = [&](Value p, Value q) {
    return arith::DivFOp::create(b, l, p, q);
  };
  Value cBig = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGE,
                                     math::AbsFOp::create(b, l, c),
                                     math::AbsFOp::create(b, l, d));
  // |c| >= |d|: r = d/c, den = c + d*r, ((a + b*r) + (b - a*r)i) / den.
  Value r1 = div(d, c), den1 = add(c, mul(d, r1));
  Value re1 = div(add(a, mul(bi, r1)), den1);
  Value im1 = div(sub(bi, mul(a, r1)), den1);
  // otherwise: r = c/d, den = c*r + d, ((a*r + b) + (b*r - a)i) / den.
  Value r2 = div(c, d), den2 = add(mul(c, r2), d);
  Value re2 = div(add(mul(a, r2), bi), den2);
  Value im2 = div(sub(mul(bi, r2), a), den2);
  Value re = arith::SelectOp::create(b, l, cBig, re1, re2);
  Value im = arith::SelectOp::create(b, l, cBig, im1, im2);
  return complex::CreateOp::create(b, l, cType, re, im);
}
Value conjOf(OpBuilder &b, Location l, Value x) {
  if (llvm::isa<ComplexType>(x.getType()))
    return complex::ConjOp::create(b, l, x);
  return x;
}
/// f32/f64 or complex of them.
bool isSolverElementType(Type t) {
  if (auto c = llvm::dyn_cast<ComplexType>(t))
    t = c.getElementType();
  return t.isF32() || t.isF64();
}

/// cholesky on [B, n, n] real matrices: reads only the `lower` (or upper)
/// triangle and returns zeros in the other triangle, as XLA CPU does.
struct CholeskyToLoops : OpConversionPattern<hlo::CholeskyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CholeskyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<RankedTensorType>(adaptor.getA().getType());
    if (!type || !type.hasStaticShape() || type.getRank() < 2)
      return rewriter.notifyMatchFailure(op, "dynamic cholesky");
    Type eType = type.getElementType();
    if (!isSolverElementType(eType))
      return rewriter.notifyMatchFailure(op, "only f32/f64/complex cholesky");
    auto cType = llvm::dyn_cast<ComplexType>(eType);
    auto fType = llvm::cast<FloatType>(cType ? cType.getElementType() : eType);
    bool lower = op.getLower();
    Location loc = op.getLoc();
    Value a = toBatched3d(rewriter, loc, adaptor.getA());
    auto a3 = llvm::cast<RankedTensorType>(a.getType());
    int64_t n = a3.getDimSize(1);
    Value zeroF = emitZero(rewriter, loc, eType);
    Value empty = tensor::EmptyOp::create(rewriter, loc, a3.getShape(), eType);
    Value init =
        linalg::FillOp::create(rewriter, loc, zeroF, empty).getResult(0);
    Value c0 = indexConst(rewriter, loc, 0);
    Value cn = indexConst(rewriter, loc, n);
    Value bi0; // the batch index, set inside the batch loop
    Value cb = indexConst(rewriter, loc, a3.getDimSize(0));
    // Element (i, j) of L (i >= j) lives at (i, j) when lower, else (j, i)
    // (conjugated: U = L^H, and A's upper triangle holds conj of its lower).
    auto at = [&](Value i, Value j) {
      return lower ? std::make_pair(i, j) : std::make_pair(j, i);
    };
    auto load = [&](OpBuilder &b, Location l, Value t, Value i, Value j) {
      auto [p, q] = at(i, j);
      Value v = extract3(b, l, t, bi0, p, q);
      return lower ? v : conjOf(b, l, v);
    };
    Value result = forLoop(
        rewriter, loc, c0, cb, init,
        [&](OpBuilder &b, Location l, Value bi, Value out) {
          out = forLoop(
              b, l, c0, cn, out, [&](OpBuilder &b, Location l, Value j, Value out) {
                // L[j][j] = sqrt(a[j][j] - sum_k L[j][k]^2).
                bi0 = bi;
                auto [dj0, dj1] = at(j, j);
                Value ajj = extract3(b, l, a, bi, dj0, dj1);
                Value s = forLoop(
                    b, l, c0, j, ajj,
                    [&](OpBuilder &b, Location l, Value k, Value acc) {
                      Value v = load(b, l, out, j, k);
                      return subOf(b, l, acc, mulOf(b, l, v, conjOf(b, l, v)));
                    });
                Value ljj;
                if (cType) {
                  // The diagonal is real: its imaginary part is ignored.
                  Value re = complex::ReOp::create(b, l, s);
                  Value zero = arith::ConstantOp::create(
                      b, l, fType, b.getFloatAttr(fType, 0.0));
                  ljj = complex::CreateOp::create(
                      b, l, cType, math::SqrtOp::create(b, l, re), zero);
                } else {
                  ljj = math::SqrtOp::create(b, l, s);
                }
                out = tensor::InsertOp::create(b, l, ljj, out,
                                               ValueRange{bi, dj0, dj1});
                Value j1 = arith::AddIOp::create(b, l, j, indexConst(b, l, 1));
                return forLoop(
                    b, l, j1, cn, out,
                    [&](OpBuilder &b, Location l, Value i, Value out) {
                      auto [di0, di1] = at(i, j);
                      Value aij = load(b, l, a, i, j);
                      Value t = forLoop(
                          b, l, c0, j, aij,
                          [&](OpBuilder &b, Location l, Value k, Value acc) {
                            Value x = load(b, l, out, i, k);
                            Value y = load(b, l, out, j, k);
                            return subOf(b, l, acc,
                                         mulOf(b, l, x, conjOf(b, l, y)));
                          });
                      Value lij = divOf(b, l, t, ljj);
                      if (!lower)
                        lij = conjOf(b, l, lij);
                      return tensor::InsertOp::create(b, l, lij, out,
                                                      ValueRange{bi, di0, di1});
                    });
              });
          // Like XLA, a matrix that is not positive definite (a NaN reaches
          // the last diagonal element) comes back all NaN.
          Value last = indexConst(b, l, n - 1);
          Value lnn = extract3(b, l, out, bi, last, last);
          if (cType)
            lnn = complex::ReOp::create(b, l, lnn);
          Value failed =
              arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO, lnn, lnn);
          Value nan = arith::ConstantOp::create(
              b, l, fType,
              b.getFloatAttr(fType,
                             APFloat::getNaN(fType.getFloatSemantics())));
          if (cType)
            nan = complex::CreateOp::create(b, l, cType, nan, nan);
          return forLoop(
              b, l, c0, cn, out, [&](OpBuilder &b, Location l, Value i, Value out) {
                return forLoop(
                    b, l, c0, cn, out,
                    [&](OpBuilder &b, Location l, Value j, Value out) {
                      Value v = extract3(b, l, out, bi, i, j);
                      Value r = arith::SelectOp::create(b, l, failed, nan, v);
                      return tensor::InsertOp::create(b, l, r, out,
                                                      ValueRange{bi, i, j});
                    });
              });
        });
    rewriter.replaceOp(op, fromBatched3d(rewriter, loc, result, type));
    return success();
  }
};

/// triangular_solve on real matrices by forward / back substitution. The
/// system is normalized to M X' = B' with M = op(A) (left side) or
/// op(A)^T, X' = X^T, B' = B^T (right side).
struct TriangularSolveToLoops : OpConversionPattern<hlo::TriangularSolveOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TriangularSolveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto aType = llvm::dyn_cast<RankedTensorType>(adaptor.getA().getType());
    auto bType = llvm::dyn_cast<RankedTensorType>(adaptor.getB().getType());
    if (!aType || !bType || !aType.hasStaticShape() ||
        !bType.hasStaticShape() || aType.getRank() < 2 ||
        bType.getRank() != aType.getRank())
      return rewriter.notifyMatchFailure(op, "dynamic triangular_solve");
    if (!isSolverElementType(aType.getElementType()) ||
        bType.getElementType() != aType.getElementType())
      return rewriter.notifyMatchFailure(op, "only f32/f64/complex triangular_solve");
    hlo::Transpose trans = op.getTransposeA();
    if (trans == hlo::Transpose::TRANSPOSE_INVALID)
      return rewriter.notifyMatchFailure(op, "invalid transpose_a");
    bool left = op.getLeftSide();
    bool transA = trans != hlo::Transpose::NO_TRANSPOSE;
    bool conjA = trans == hlo::Transpose::ADJOINT;
    bool transM = transA != !left;
    bool lowerM = op.getLower() != (transA != !left);
    bool unit = op.getUnitDiagonal();
    Location loc = op.getLoc();
    Value a = toBatched3d(rewriter, loc, adaptor.getA());
    Value bm = toBatched3d(rewriter, loc, adaptor.getB());
    auto b3 = llvm::cast<RankedTensorType>(bm.getType());
    int64_t m = llvm::cast<RankedTensorType>(a.getType()).getDimSize(1);
    int64_t cols = left ? b3.getDimSize(2) : b3.getDimSize(1);
    Value c0 = indexConst(rewriter, loc, 0);
    Value c1 = indexConst(rewriter, loc, 1);
    Value cm = indexConst(rewriter, loc, m);
    Value cmm1 = indexConst(rewriter, loc, m - 1);
    Value cc = indexConst(rewriter, loc, cols);
    Value cb = indexConst(rewriter, loc, b3.getDimSize(0));
    // M(i, k) as an element of A.
    auto mAt = [&](Value i, Value k) {
      return transM ? std::make_pair(k, i) : std::make_pair(i, k);
    };
    // X'(i, c) / B'(i, c) as an element of X / B.
    auto xAt = [&](Value i, Value c) {
      return left ? std::make_pair(i, c) : std::make_pair(c, i);
    };
    Value result = forLoop(
        rewriter, loc, c0, cb, bm,
        [&](OpBuilder &b, Location l, Value bi, Value x) {
          return forLoop(
              b, l, c0, cc, x, [&](OpBuilder &b, Location l, Value c, Value x) {
                return forLoop(
                    b, l, c0, cm, x,
                    [&](OpBuilder &b, Location l, Value step, Value x) {
                      Value i = lowerM ? step
                                       : arith::SubIOp::create(b, l, cmm1, step)
                                             .getResult();
                      Value kLo =
                          lowerM
                              ? c0
                              : arith::AddIOp::create(b, l, i, c1).getResult();
                      Value kHi = lowerM ? i : cm;
                      auto [x0, x1] = xAt(i, c);
                      Value rhs = extract3(b, l, x, bi, x0, x1);
                      Value t = forLoop(
                          b, l, kLo, kHi, rhs,
                          [&](OpBuilder &b, Location l, Value k, Value acc) {
                            auto [p, q] = mAt(i, k);
                            auto [r, s] = xAt(k, c);
                            Value mik = extract3(b, l, a, bi, p, q);
                            if (conjA)
                              mik = conjOf(b, l, mik);
                            Value xk = extract3(b, l, x, bi, r, s);
                            return subOf(b, l, acc, mulOf(b, l, mik, xk));
                          });
                      if (!unit) {
                        Value d = extract3(b, l, a, bi, i, i);
                        if (conjA)
                          d = conjOf(b, l, d);
                        t = divOf(b, l, t, d);
                      }
                      return tensor::InsertOp::create(b, l, t, x,
                                                      ValueRange{bi, x0, x1});
                    });
              });
        });
    rewriter.replaceOp(op, fromBatched3d(rewriter, loc, result, bType));
    return success();
  }
};

struct FftToLinalg : OpConversionPattern<hlo::FftOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::FftOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto inType = llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
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
      Type outElement = kind == hlo::FftType::IRFFT
                            ? ctype.getElementType()
                            : static_cast<Type>(ctype);
      Type inElement = kind == hlo::FftType::RFFT ? ctype.getElementType()
                                                  : static_cast<Type>(ctype);
      if (inType.getElementType() != inElement ||
          RankedTensorType::get(expect, outElement) != outType)
        return rewriter.notifyMatchFailure(op, "fft types do not match");
    }

    Location loc = op.getLoc();
    Value x = adaptor.getOperand();
    SmallVector<int64_t> shape(inType.getShape());
    int64_t last = rank - 1;
    bool inverse = kind == hlo::FftType::IFFT || kind == hlo::FftType::IRFFT;

    if (kind == hlo::FftType::RFFT) {
      x = realToComplex(rewriter, loc, x, ctype);
    }
    // Full complex transforms along the axes not handled specially (all for
    // FFT/IFFT; all but the last for RFFT/IRFFT).
    bool special = kind == hlo::FftType::RFFT || kind == hlo::FftType::IRFFT;
    // RFFT transforms the last axis first (real to half spectrum).
    if (kind == hlo::FftType::RFFT) {
      int64_t n = lengths[k - 1];
      int64_t nOut = n / 2 + 1;
      Value w = twiddleMatrix(rewriter, loc, ctype, nOut, n, n, false, false);
      shape[last] = nOut;
      x = contractAxis(rewriter, loc, x, last,
                       w, RankedTensorType::get(shape, ctype), false);
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
        SmallVector<OpFoldResult> sizes, strides(rank, rewriter.getIndexAttr(1));
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
    rewriter.replaceOp(op, x);
    return success();
  }
};

} // namespace

void populateNumericsPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns) {
  patterns.add<FftToLinalg, CholeskyToLoops, TriangularSolveToLoops>(converter, patterns.getContext());
}

} // namespace kiln::lowering
