//===- LapackInternal.h - helpers of the matrix loop lowerings --*- C++ -*-===//
//
// Batch flattening, scf.for / scf.if builders and column operations used by
// the lowerings of JAX's `lapack_*_ffi` custom calls (Lapack*.cpp) and of
// cholesky and triangular_solve (LinearAlgebra.cpp, TriangularSolveHalf.cpp).
// Matrices are handled as [B, rows, cols] tensors and the routines are
// written as scalar loops over tensor.extract / tensor.insert, on logical
// (row-major MLIR) indices, with the element arithmetic (f32/f64 or
// complex) of an ArithExpr.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_LAPACKINTERNAL_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_LAPACKINTERNAL_H

#include "kiln/Conversion/ExprBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace kiln::lowering {

/// Builds a body from the loop's induction variable and carried values and
/// returns the values to carry on.
using LoopBody = llvm::function_ref<llvm::SmallVector<mlir::Value>(
    mlir::OpBuilder &, mlir::Location, mlir::Value, mlir::ValueRange)>;

/// scf.for lb..ub (step 1) carrying `inits`; returns the final values.
llvm::SmallVector<mlir::Value> forLoop(mlir::OpBuilder &b, mlir::Location loc,
                                       mlir::Value lb, mlir::Value ub,
                                       mlir::ValueRange inits, LoopBody body);
/// scf.for lb..ub (step 1) carrying the one value `init`; `body` returns
/// the value to carry on, and the loop the final one.
mlir::Value
forLoop(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lb, mlir::Value ub,
        mlir::Value init,
        llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location,
                                       mlir::Value, mlir::Value)>
            body);
/// The same loop visiting ub-1 down to lb.
llvm::SmallVector<mlir::Value>
forLoopDown(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lb,
            mlir::Value ub, mlir::ValueRange inits, LoopBody body);
/// scf.if yielding the values `thenBody` / `elseBody` return.
llvm::SmallVector<mlir::Value>
ifThenElse(mlir::OpBuilder &b, mlir::Location loc, mlir::Value cond,
           mlir::TypeRange types,
           llvm::function_ref<llvm::SmallVector<mlir::Value>(mlir::OpBuilder &,
                                                             mlir::Location)>
               thenBody,
           llvm::function_ref<llvm::SmallVector<mlir::Value>(mlir::OpBuilder &,
                                                             mlir::Location)>
               elseBody);

mlir::Value idx(mlir::OpBuilder &b, mlir::Location loc, int64_t v);
mlir::Value i32(mlir::OpBuilder &b, mlir::Location loc, int64_t v);
mlir::Value addIdx(mlir::OpBuilder &b, mlir::Location loc, mlir::Value x,
                   int64_t c);

/// Reshapes `x`, whose last `trailing` dimensions are the per-problem ones,
/// to [B, trailing...] (B = product of the batch dimensions, 1 if none).
mlir::Value flattenBatch(mlir::OpBuilder &b, mlir::Location loc, mlir::Value x,
                         int64_t trailing);
/// Inverse of flattenBatch, back to `type`.
mlir::Value unflattenBatch(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value x, mlir::RankedTensorType type,
                           int64_t trailing);

mlir::Value get(mlir::OpBuilder &b, mlir::Location loc, mlir::Value t,
                mlir::ValueRange ids);
mlir::Value put(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
                mlir::Value t, mlir::ValueRange ids);

/// Swaps columns i and j (rows 0..len-1) of batch entry bi of the
/// [B, rows, cols] tensor `t`.
mlir::Value swapColumns(mlir::OpBuilder &b, mlir::Location l, mlir::Value t,
                        mlir::Value bi, mlir::Value i, mlir::Value j,
                        mlir::Value len);

/// Sets columns from..to-1 (rows 0..rows-1) of batch entry bi of the
/// [B, rows, cols] tensor `t` to those of the identity.
mlir::Value identityColumns(mlir::OpBuilder &b, mlir::Location l,
                            const ArithExpr &ar, mlir::Value t, mlir::Value bi,
                            mlir::Value from, mlir::Value to, mlir::Value rows);

/// t(r, col) *= scale for rows r in from..to-1 of batch entry bi of the
/// [B, rows, cols] tensor `t` (a reflector's vector scaled in place).
mlir::Value scaleColumn(mlir::OpBuilder &b, mlir::Location l,
                        const ArithExpr &ar, mlir::Value t, mlir::Value bi,
                        mlir::Value col, mlir::Value scale, mlir::Value from,
                        mlir::Value to);

/// t(r, dst) -= t(r, src) * scale for rows r in from..to-1 of batch entry
/// bi of the [B, rows, cols] tensor `t`.
mlir::Value subtractScaledColumn(mlir::OpBuilder &b, mlir::Location l,
                                 const ArithExpr &ar, mlir::Value t,
                                 mlir::Value bi, mlir::Value dst,
                                 mlir::Value src, mlir::Value scale,
                                 mlir::Value from, mlir::Value to);

/// One step of a selection sort of batch entry bi of the real [B, n] vector
/// `v`: the first entry of i..n-1 that no later one beats by `pred` (OGT
/// for a descending sort, OLT for an ascending one) is swapped with entry
/// i. Returns the new vector and the chosen index j (i when none beats it).
struct SortStep {
  mlir::Value sorted, j;
};
SortStep selectionSortStep(mlir::OpBuilder &b, mlir::Location l, mlir::Value v,
                           mlir::Value bi, mlir::Value i, mlir::Value n,
                           mlir::arith::CmpFPredicate pred);

/// t with every element of batch entry bi (t is [B, ...], rank 2 or 3) set
/// to v.
mlir::Value fillBatch(mlir::OpBuilder &b, mlir::Location loc, mlir::Value t,
                      mlir::Value bi, mlir::Value v);
/// A quiet NaN of the element type (both parts NaN for complex).
mlir::Value nanOf(mlir::OpBuilder &b, mlir::Location loc, const ArithExpr &ar,
                  bool real);

/// The integer attribute `name` of the FFI call's backend_config (or
/// mhlo.backend_config), sign-extended, or `dflt`.
int64_t intAttr(mlir::Operation *op, llvm::StringRef name, int64_t dflt);

/// The type of the single operand of an FFI call `op` with `numResults`
/// results when it is a static batch of square matrices ([..., n, n]),
/// else null.
mlir::RankedTensorType squareMatrixOperand(mlir::Operation *op,
                                           mlir::ValueRange operands,
                                           unsigned numResults);

/// The patterns of LapackQr.cpp: geqrf and orgqr/ungqr.
mlir::LogicalResult lowerGeqrf(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results);
mlir::LogicalResult lowerOrgqr(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results);

/// The elementary reflector of ?larfg for (alpha, x) with |x|^2 = xn2:
/// H = I - tau v v^H, v = [1; x * scale], H^H [alpha; x] = [beta; 0];
/// `trivial` (x = 0 and alpha real) means H = I (tau = 0), and the other
/// values are then meaningless.
struct Reflector {
  mlir::Value trivial, beta, tau, scale;
};
Reflector larfg(mlir::OpBuilder &b, mlir::Location l, const ArithExpr &ar,
                mlir::Value alpha, mlir::Value xn2);
/// gehrd (LapackHessenberg.cpp) and sytrd/hetrd (LapackTridiagonal.cpp).
mlir::LogicalResult lowerGehrd(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results);

mlir::LogicalResult lowerSytrd(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results,
                               bool lower);

/// Step i of geqr2 on [B, m, n] `f` (batch bi): the reflector of column i
/// (rows i..m-1) by ?larfg, tau(bi, i), and H^H applied to columns i+1..n-1.
/// Returns the new f and tau.
llvm::SmallVector<mlir::Value>
householderStep(mlir::OpBuilder &b, mlir::Location l, const ArithExpr &ar,
                mlir::Value f, mlir::Value tau, mlir::Value bi, mlir::Value i,
                mlir::Value cm, mlir::Value cn);
/// geqp3 (QR with column pivoting, LapackQp3.cpp).
mlir::LogicalResult lowerGeqp3(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results);

/// gtsv (LapackGtsv.cpp).
mlir::LogicalResult lowerGtsv(mlir::Operation *op, mlir::ValueRange operands,
                              mlir::OpBuilder &b,
                              llvm::SmallVector<mlir::Value> &results);

/// syevd/heevd by Jacobi (LapackEig.cpp), reading the `lower` or upper
/// triangle.
mlir::LogicalResult lowerSyevd(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results,
                               bool lower);
/// gesdd by one-sided Jacobi (LapackSvd.cpp).
mlir::LogicalResult lowerGesdd(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::OpBuilder &b,
                               llvm::SmallVector<mlir::Value> &results);

/// The Jacobi rotation (c, s real; e = apq / r) that zeroes the (p, q)
/// entry of the Hermitian 2x2 [[app, apq], [conj(apq), aqq]], r = |apq| > 0.
struct JacobiRotation {
  mlir::Value c, s, e;
};
JacobiRotation jacobiRotation(mlir::OpBuilder &b, mlir::Location l,
                              const ArithExpr &ar, mlir::Value app,
                              mlir::Value aqq, mlir::Value apq, mlir::Value r);
/// Applies a rotation to columns p, q of the [B, rows, cn] tensor `t`
/// (col_p' = c col_p - s conj(e) col_q, col_q' = s col_p + c conj(e)
/// col_q), or with `rows` to rows p, q of a [B, cn, cols] tensor with e in
/// place of conj(e).
mlir::Value rotate(mlir::OpBuilder &b, mlir::Location l, const ArithExpr &ar,
                   mlir::Value t, mlir::Value bi, mlir::Value p, mlir::Value q,
                   mlir::Value c, mlir::Value s, mlir::Value e, mlir::Value cn,
                   bool rows);
/// One Jacobi rotation zeroing h(p, q) (= apq, |apq| = r > 0) of the
/// Hermitian h, accumulated into v; returns the new h and v.
llvm::SmallVector<mlir::Value>
rotatePair(mlir::OpBuilder &b, mlir::Location l, const ArithExpr &ar,
           mlir::Value h, mlir::Value v, mlir::Value bi, mlir::Value p,
           mlir::Value q, mlir::Value apq, mlir::Value r, mlir::Value cn);

/// triangular_solve `op` on f16 or bf16 operands `a`, `b` (static shapes),
/// with the rounding of XLA's CPU backend (TriangularSolveHalf.cpp).
mlir::LogicalResult
lowerHalfTriangularSolve(stablehlo::TriangularSolveOp op, mlir::Value a,
                         mlir::Value b,
                         mlir::ConversionPatternRewriter &rewriter);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_LAPACKINTERNAL_H
