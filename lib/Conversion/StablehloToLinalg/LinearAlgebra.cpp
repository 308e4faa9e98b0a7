//===- LinearAlgebra.cpp - cholesky and triangular_solve as scf loops -----===//
//
// stablehlo.cholesky and stablehlo.triangular_solve on f32/f64 and complex
// matrices ([batch..., n, n], the batch flattened to one dimension) as scf
// loops over tensor.extract / tensor.insert, with the loop and batch helpers
// of the LAPACK lowerings (LapackInternal.h):
//  - cholesky reads only the `lower` (or upper) triangle and returns zeros
//    in the other triangle, as XLA CPU does; a matrix that is not positive
//    definite comes back all NaN;
//  - triangular_solve is forward or back substitution on M X' = B', with
//    M = op(A) (left side) or op(A)^T, X' = X^T, B' = B^T (right side);
//    f32 systems are solved in f64 and rounded once; f16 and bf16 ones
//    round as XLA does (TriangularSolveHalf.cpp).
//
//===----------------------------------------------------------------------===//

#include "ContractionInternal.h"
#include "LapackInternal.h"
#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// f32/f64 or complex of them.
bool isSolverElementType(Type t) {
  if (auto c = llvm::dyn_cast<ComplexType>(t))
    t = c.getElementType();
  return t.isF32() || t.isF64();
}

/// cholesky on [B, n, n] matrices: reads only the `lower` (or upper)
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
    bool isComplex = llvm::isa<ComplexType>(eType);
    bool lower = op.getLower();
    Location loc = op.getLoc();
    ArithExpr ar(rewriter, loc, eType);
    Value a = flattenBatch(rewriter, loc, adaptor.getA(), 2);
    auto a3 = llvm::cast<RankedTensorType>(a.getType());
    int64_t n = a3.getDimSize(1);
    Value zeroF = emitZero(rewriter, loc, eType);
    Value empty = tensor::EmptyOp::create(rewriter, loc, a3.getShape(), eType);
    Value init =
        linalg::FillOp::create(rewriter, loc, zeroF, empty).getResult(0);
    Value c0 = idx(rewriter, loc, 0);
    Value cn = idx(rewriter, loc, n);
    Value bi0; // the batch index, set inside the batch loop
    Value cb = idx(rewriter, loc, a3.getDimSize(0));
    // Element (i, j) of L (i >= j) lives at (i, j) when lower, else (j, i)
    // (conjugated: U = L^H, and A's upper triangle holds conj of its lower).
    auto at = [&](Value i, Value j) {
      return lower ? std::make_pair(i, j) : std::make_pair(j, i);
    };
    auto load = [&](OpBuilder &b, Location l, Value t, Value i, Value j) {
      auto [p, q] = at(i, j);
      Value v = get(b, l, t, {bi0, p, q});
      return lower ? v : ar.conj(v);
    };
    Value result = forLoop(
        rewriter, loc, c0, cb, init,
        [&](OpBuilder &b, Location l, Value bi, Value out) {
          out = forLoop(
              b, l, c0, cn, out,
              [&](OpBuilder &b, Location l, Value j, Value out) {
                // L[j][j] = sqrt(a[j][j] - sum_k L[j][k]^2).
                bi0 = bi;
                auto [dj0, dj1] = at(j, j);
                Value ajj = get(b, l, a, {bi, dj0, dj1});
                Value s =
                    forLoop(b, l, c0, j, ajj,
                            [&](OpBuilder &b, Location l, Value k, Value acc) {
                              Value v = load(b, l, out, j, k);
                              return ar.sub(acc, ar.mul(v, ar.conj(v)));
                            });
                Value ljj;
                if (isComplex) {
                  // The diagonal is real: its imaginary part is ignored.
                  Value re = ar.re(s);
                  Value zero = ar.realConst(0.0);
                  ljj = ar.make(ar.sqrt(re), zero);
                } else {
                  ljj = ar.sqrt(s);
                }
                out = put(b, l, ljj, out, {bi, dj0, dj1});
                Value j1 = addIdx(b, l, j, 1);
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
                            return ar.sub(acc, ar.mul(x, ar.conj(y)));
                          });
                      Value lij = ar.div(t, ljj);
                      if (!lower)
                        lij = ar.conj(lij);
                      return put(b, l, lij, out, {bi, di0, di1});
                    });
              });
          // Like XLA, a matrix that is not positive definite (a NaN reaches
          // the last diagonal element) comes back all NaN.
          Value last = idx(b, l, n - 1);
          Value lnn = get(b, l, out, {bi, last, last});
          if (isComplex)
            lnn = ar.re(lnn);
          Value failed = ar.cmp(lnn, lnn, arith::CmpFPredicate::UNO);
          Value nan = nanOf(b, l, ar, /*real=*/!isComplex);
          return forLoop(
              b, l, c0, cn, out,
              [&](OpBuilder &b, Location l, Value i, Value out) {
                return forLoop(
                    b, l, c0, cn, out,
                    [&](OpBuilder &b, Location l, Value j, Value out) {
                      Value v = get(b, l, out, {bi, i, j});
                      Value r = ar.select(failed, nan, v);
                      return put(b, l, r, out, {bi, i, j});
                    });
              });
        });
    rewriter.replaceOp(op, unflattenBatch(rewriter, loc, result, type, 2));
    return success();
  }
};

/// triangular_solve by forward / back substitution. The system is
/// normalized to M X' = B' with M = op(A) (left side) or op(A)^T,
/// X' = X^T, B' = B^T (right side).
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
    if (bType.getElementType() != aType.getElementType())
      return rewriter.notifyMatchFailure(op, "a and b of different types");
    // 16-bit floats round as XLA's expansion does (TriangularSolveHalf.cpp).
    if (aType.getElementType().isF16() || aType.getElementType().isBF16())
      return lowerHalfTriangularSolve(op, adaptor.getA(), adaptor.getB(),
                                      rewriter);
    if (!isSolverElementType(aType.getElementType()))
      return rewriter.notifyMatchFailure(
          op, "only f16/bf16/f32/f64/complex triangular_solve");
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
    // f32 systems are solved in f64 (the elements of A and B widened as
    // they are read) and the solution rounded once at the end: each
    // element then carries one rounding instead of those of its whole
    // substitution chain.
    Type eType = aType.getElementType();
    Type work = eType;
    auto complexType = llvm::dyn_cast<ComplexType>(eType);
    Type part = complexType ? complexType.getElementType() : eType;
    bool widen = part.isF32();
    if (widen)
      work = complexType
                 ? static_cast<Type>(ComplexType::get(rewriter.getF64Type()))
                 : static_cast<Type>(rewriter.getF64Type());
    // Element v of type `from` as type `to` (both f32/f64 or complex).
    auto cast = [&](OpBuilder &b, Location l, Value v, Type to) -> Value {
      if (v.getType() == to)
        return v;
      auto toComplex = llvm::dyn_cast<ComplexType>(to);
      Type toPart = toComplex ? toComplex.getElementType() : to;
      auto one = [&](Value x) -> Value {
        if (toPart.isF64())
          return arith::ExtFOp::create(b, l, toPart, x);
        return arith::TruncFOp::create(b, l, toPart, x);
      };
      if (!toComplex)
        return one(v);
      return complex::CreateOp::create(b, l, toComplex,
                                       one(complex::ReOp::create(b, l, v)),
                                       one(complex::ImOp::create(b, l, v)));
    };
    ArithExpr ar(rewriter, loc, work);
    Value a = flattenBatch(rewriter, loc, adaptor.getA(), 2);
    Value bm = flattenBatch(rewriter, loc, adaptor.getB(), 2);
    auto b3 = llvm::cast<RankedTensorType>(bm.getType());
    // The solution, in `work` precision; every element is written before
    // it is read.
    Value init = bm;
    if (widen)
      init = tensor::EmptyOp::create(rewriter, loc, b3.getShape(), work);
    int64_t m = llvm::cast<RankedTensorType>(a.getType()).getDimSize(1);
    int64_t cols = left ? b3.getDimSize(2) : b3.getDimSize(1);
    Value c0 = idx(rewriter, loc, 0);
    Value c1 = idx(rewriter, loc, 1);
    Value cm = idx(rewriter, loc, m);
    Value cmm1 = idx(rewriter, loc, m - 1);
    Value cc = idx(rewriter, loc, cols);
    Value cb = idx(rewriter, loc, b3.getDimSize(0));
    // M(i, k) as an element of A.
    auto mAt = [&](Value i, Value k) {
      return transM ? std::make_pair(k, i) : std::make_pair(i, k);
    };
    // X'(i, c) / B'(i, c) as an element of X / B.
    auto xAt = [&](Value i, Value c) {
      return left ? std::make_pair(i, c) : std::make_pair(c, i);
    };
    Value result = forLoop(
        rewriter, loc, c0, cb, init,
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
                      Value rhs = cast(b, l, get(b, l, bm, {bi, x0, x1}), work);
                      Value t = forLoop(
                          b, l, kLo, kHi, rhs,
                          [&](OpBuilder &b, Location l, Value k, Value acc) {
                            auto [p, q] = mAt(i, k);
                            auto [r, s] = xAt(k, c);
                            Value mik =
                                cast(b, l, get(b, l, a, {bi, p, q}), work);
                            if (conjA)
                              mik = ar.conj(mik);
                            Value xk = get(b, l, x, {bi, r, s});
                            return ar.sub(acc, ar.mul(mik, xk));
                          });
                      if (!unit) {
                        Value d = cast(b, l, get(b, l, a, {bi, i, i}), work);
                        if (conjA)
                          d = ar.conj(d);
                        t = ar.div(t, d);
                      }
                      return put(b, l, t, x, {bi, x0, x1});
                    });
              });
        });
    if (widen) {
      // Rounded back into B's tensor, element by element.
      Value cr = idx(rewriter, loc, b3.getDimSize(1));
      Value cc2 = idx(rewriter, loc, b3.getDimSize(2));
      result = forLoop(
          rewriter, loc, c0, cb, bm,
          [&](OpBuilder &b, Location l, Value bi, Value out) {
            return forLoop(
                b, l, c0, cr, out,
                [&](OpBuilder &b, Location l, Value r, Value out) {
                  return forLoop(
                      b, l, c0, cc2, out,
                      [&](OpBuilder &b, Location l, Value c, Value out) {
                        Value v = get(b, l, result, {bi, r, c});
                        return put(b, l, cast(b, l, v, eType), out, {bi, r, c});
                      });
                });
          });
    }
    rewriter.replaceOp(op, unflattenBatch(rewriter, loc, result, bType, 2));
    return success();
  }
};

} // namespace

void populateLinearAlgebraPatterns(const TypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<CholeskyToLoops, TriangularSolveToLoops>(converter,
                                                        patterns.getContext());
}

} // namespace kiln::lowering
