//===- Lapack.cpp - JAX's lapack_*_ffi custom calls without LAPACK --------===//
//
// JAX on CPU exports linear algebra as `stablehlo.custom_call
// @lapack_<t><routine>_ffi` (typed FFI, attributes in mhlo.backend_config,
// column-major operand/result layouts). kiln computes the routine's results
// itself, on the logical tensors (layouts describe physical memory only), as
// scf loops on tensors, so a program stays self-contained:
//
//   getrf  LU with partial pivoting (BLAS i?amax pivot choice): lu, ipiv
//          (1-based int32), info (first zero pivot, 1-based).
//   potrf  Cholesky of the `uplo` triangle; the other triangle is left as
//          it was; info > 0 at the first non-positive pivot (then the
//          factorization stops, like LAPACK).
//   trsm   triangular solve: becomes stablehlo.triangular_solve (lowered by
//          LinearAlgebra.cpp), after scaling B by the optional alpha operand.
//   geqrf, orgqr/ungqr: LapackQr.cpp; geqp3 (pivoted QR): LapackQp3.cpp.
//   syevd/heevd (eigh): LapackEig.cpp.
//   gesdd, gesvd (svd): LapackSvd.cpp.
//   gtsv (tridiagonal solve): LapackGtsv.cpp.
//   gehrd (Hessenberg form): LapackHessenberg.cpp.
//   sytrd/hetrd (tridiagonal form): LapackTridiagonal.cpp.
//
// for t in s, d, c, z (f32, f64, complex<f32>, complex<f64>), with any
// number of leading batch dimensions.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"
#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Splits `lapack_<t><routine>_ffi` into its type letter and routine.
bool parseTarget(StringRef name, char &letter, StringRef &routine) {
  if (!name.consume_front("lapack_") || !name.consume_back("_ffi") ||
      name.size() < 2)
    return false;
  letter = name.front();
  routine = name.drop_front();
  return StringRef("sdcz").contains(letter);
}

bool isRoutineLowered(char letter, StringRef routine) {
  bool complex = letter == 'c' || letter == 'z';
  if (routine == "getrf" || routine == "geqrf" || routine == "potrf" ||
      routine == "trsm" || routine == "gesdd" || routine == "gesvd" ||
      routine == "geqp3" || routine == "gtsv" || routine == "gehrd")
    return true;
  return routine == (complex ? "ungqr" : "orgqr") ||
         routine == (complex ? "heevd" : "syevd") ||
         routine == (complex ? "hetrd" : "sytrd");
}

/// The element type the routine letter stands for.
bool elementTypeMatches(char letter, Type t) {
  if (auto c = llvm::dyn_cast<ComplexType>(t))
    return (letter == 'c' && c.getElementType().isF32()) ||
           (letter == 'z' && c.getElementType().isF64());
  return (letter == 's' && t.isF32()) || (letter == 'd' && t.isF64());
}

/// A character attribute of the FFI call (`uplo = 76 : ui8`), or `dflt`.
char charAttr(Operation *op, StringRef name, char dflt) {
  return static_cast<char>(intAttr(op, name, dflt));
}

RankedTensorType staticMatrix(Value v, int64_t minRank) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  if (!t || !t.hasStaticShape() || t.getRank() < minRank)
    return nullptr;
  return t;
}

Value zerosI32(OpBuilder &b, Location loc, ArrayRef<int64_t> shape) {
  Value empty = tensor::EmptyOp::create(b, loc, shape, b.getI32Type());
  return linalg::FillOp::create(b, loc, i32(b, loc, 0), empty).getResult(0);
}

Value indexToI32(OpBuilder &b, Location loc, Value v) {
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
}

/// 1 / x; for complex x = p + qi by the ratio of the smaller to the larger
/// part (with r = q/p: (1 - ri) / (p (1 + r^2))).
Value reciprocal(OpBuilder &b, Location l, const ArithExpr &ar, Value x) {
  Value one = ar.realConst(1.0);
  if (!ar.isComplex())
    return arith::DivFOp::create(b, l, one, x);
  Value p = ar.re(x), q = ar.im(x);
  Value pBig = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGE,
                                     math::AbsFOp::create(b, l, p),
                                     math::AbsFOp::create(b, l, q));
  auto part = [&](Value big, Value other) {
    Value ratio = arith::DivFOp::create(b, l, other, big);
    Value den = arith::DivFOp::create(
        b, l, one,
        arith::MulFOp::create(
            b, l, big,
            arith::AddFOp::create(b, l, one,
                                  arith::MulFOp::create(b, l, ratio, ratio))));
    return std::make_pair(ratio, den);
  };
  auto [r1, d1] = part(p, q);
  auto [r2, d2] = part(q, p);
  // |p| >= |q|: (den, -ratio den); else (ratio den, -den).
  Value re = arith::SelectOp::create(b, l, pBig, d1,
                                     arith::MulFOp::create(b, l, r2, d2));
  Value im = arith::SelectOp::create(
      b, l, pBig,
      arith::NegFOp::create(b, l, arith::MulFOp::create(b, l, r1, d1)),
      arith::NegFOp::create(b, l, d2));
  return ar.make(re, im);
}

/// getrf: results lu, ipiv, info.
LogicalResult lowerGetrf(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  RankedTensorType aType = staticMatrix(operands[0], 2);
  if (!aType || op->getNumResults() != 3)
    return failure();
  int64_t r = aType.getRank();
  int64_t m = aType.getDimSize(r - 2), n = aType.getDimSize(r - 1);
  int64_t k = std::min(m, n);
  ArithExpr ar(b, loc, aType.getElementType());
  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cm = idx(b, loc, m), cn = idx(b, loc, n);
  Value piv0 = zerosI32(b, loc, {batch, k});
  Value info0 = zerosI32(b, loc, {batch});
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, piv0, info0},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        SmallVector<Value> st = forLoop(
            b, l, c0, idx(b, l, k), {args[0], args[1], i32(b, l, 0)},
            [&](OpBuilder &b, Location l, Value j, ValueRange s) {
              Value lu = s[0], piv = s[1], info = s[2];
              Value j1 = addIdx(b, l, j, 1);
              // The first row with the largest |re| + |im| in column j.
              Value best0 = ar.cabs1(get(b, l, lu, {bi, j, j}));
              SmallVector<Value> pr =
                  forLoop(b, l, j1, cm, {j, best0},
                          [&](OpBuilder &b, Location l, Value i, ValueRange t) {
                            Value v = ar.cabs1(get(b, l, lu, {bi, i, j}));
                            Value gt = arith::CmpFOp::create(
                                b, l, arith::CmpFPredicate::OGT, v, t[1]);
                            return SmallVector<Value>{
                                arith::SelectOp::create(b, l, gt, i, t[0]),
                                arith::SelectOp::create(b, l, gt, v, t[1])};
                          });
              Value p = pr[0];
              piv =
                  put(b, l, indexToI32(b, l, addIdx(b, l, p, 1)), piv, {bi, j});
              Value pv = get(b, l, lu, {bi, p, j});
              Value nz = ar.isNonZero(pv);
              Value noInfo = arith::CmpIOp::create(
                  b, l, arith::CmpIPredicate::eq, info, i32(b, l, 0));
              Value zeroPivot = arith::XOrIOp::create(
                  b, l, nz, arith::ConstantIntOp::create(b, l, 1, 1));
              Value first = arith::AndIOp::create(b, l, noInfo, zeroPivot);
              info = arith::SelectOp::create(b, l, first, indexToI32(b, l, j1),
                                             info);
              // Swap rows j and p (a no-op when p == j).
              lu = forLoop(
                  b, l, c0, cn, {lu},
                  [&](OpBuilder &b, Location l, Value c, ValueRange t) {
                    Value x = get(b, l, t[0], {bi, j, c});
                    Value y = get(b, l, t[0], {bi, p, c});
                    Value u = put(b, l, y, t[0], {bi, j, c});
                    return SmallVector<Value>{put(b, l, x, u, {bi, p, c})};
                  })[0];
              // Multipliers and the rank-1 update of the trailing matrix,
              // skipped for a zero pivot (its column is zero below it).
              lu = ifThenElse(
                  b, l, nz, {lu.getType()},
                  [&](OpBuilder &b, Location l) {
                    // Multipliers scaled by the pivot's reciprocal, as
                    // LAPACK and OpenBLAS compute them.
                    Value recip = reciprocal(b, l, ar, pv);
                    return forLoop(
                        b, l, j1, cm, {lu},
                        [&](OpBuilder &b, Location l, Value i, ValueRange t) {
                          Value lij =
                              ar.mul(get(b, l, t[0], {bi, i, j}), recip);
                          Value u = put(b, l, lij, t[0], {bi, i, j});
                          return forLoop(b, l, j1, cn, {u},
                                         [&](OpBuilder &b, Location l, Value c,
                                             ValueRange w) {
                                           Value x =
                                               get(b, l, w[0], {bi, i, c});
                                           Value y =
                                               get(b, l, w[0], {bi, j, c});
                                           Value v = ar.sub(x, ar.mul(lij, y));
                                           return SmallVector<Value>{
                                               put(b, l, v, w[0], {bi, i, c})};
                                         });
                        });
                  },
                  [&](OpBuilder &, Location) {
                    return SmallVector<Value>{lu};
                  })[0];
              return SmallVector<Value>{lu, piv, info};
            });
        return SmallVector<Value>{st[0], st[1],
                                  put(b, l, st[2], args[2], {bi})};
      });
  auto pivType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  results = {unflattenBatch(b, loc, out[0], aType, 2),
             unflattenBatch(b, loc, out[1], pivType, 1),
             unflattenBatch(b, loc, out[2], infoType, 0)};
  return success();
}

/// potrf: results a (the factor in the `uplo` triangle), info.
LogicalResult lowerPotrf(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  RankedTensorType aType = staticMatrix(operands[0], 2);
  if (!aType || op->getNumResults() != 2)
    return failure();
  int64_t r = aType.getRank();
  int64_t n = aType.getDimSize(r - 1);
  if (aType.getDimSize(r - 2) != n)
    return failure();
  char uplo = charAttr(op, "uplo", 'L');
  if (uplo != 'L' && uplo != 'U')
    return failure();
  bool lower = uplo == 'L';
  ArithExpr ar(b, loc, aType.getElementType());
  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cn = idx(b, loc, n);
  Value info0 = zerosI32(b, loc, {batch});
  // L(i, j) (i >= j) lives at (i, j) when lower, else conjugated at (j, i).
  auto load = [&](OpBuilder &b, Location l, Value t, Value bi, Value i,
                  Value j) {
    if (lower)
      return get(b, l, t, {bi, i, j});
    return ar.conj(get(b, l, t, {bi, j, i}));
  };
  auto store = [&](OpBuilder &b, Location l, Value v, Value t, Value bi,
                   Value i, Value j) {
    if (lower)
      return put(b, l, v, t, {bi, i, j});
    return put(b, l, ar.conj(v), t, {bi, j, i});
  };
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, info0},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        SmallVector<Value> st = forLoop(
            b, l, c0, cn, {args[0], i32(b, l, 0)},
            [&](OpBuilder &b, Location l, Value j, ValueRange s) {
              Value f = s[0], info = s[1];
              Value ok = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                               info, i32(b, l, 0));
              return ifThenElse(
                  b, l, ok, {f.getType(), info.getType()},
                  [&](OpBuilder &b, Location l) {
                    // ajj = re(a(j, j)) - sum_k |L(j, k)|^2.
                    Value ajj = ar.re(get(b, l, f, {bi, j, j}));
                    ajj = forLoop(
                        b, l, c0, j, {ajj},
                        [&](OpBuilder &b, Location l, Value kk, ValueRange t) {
                          Value v = load(b, l, f, bi, j, kk);
                          return SmallVector<Value>{
                              arith::SubFOp::create(b, l, t[0], ar.abs2(v))};
                        })[0];
                    Value pos =
                        arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT,
                                              ajj, ar.realConst(0.0));
                    return ifThenElse(
                        b, l, pos, {f.getType(), info.getType()},
                        [&](OpBuilder &b, Location l) {
                          Value ljjR = math::SqrtOp::create(b, l, ajj);
                          Value ljj = ar.make(ljjR);
                          Value g = put(b, l, ljj, f, {bi, j, j});
                          g = forLoop(b, l, addIdx(b, l, j, 1), cn, {g},
                                      [&](OpBuilder &b, Location l, Value i,
                                          ValueRange t) {
                                        Value aij = load(b, l, t[0], bi, i, j);
                                        Value v = forLoop(
                                            b, l, c0, j, {aij},
                                            [&](OpBuilder &b, Location l,
                                                Value kk, ValueRange w) {
                                              Value x =
                                                  load(b, l, t[0], bi, i, kk);
                                              Value y = ar.conj(
                                                  load(b, l, t[0], bi, j, kk));
                                              return SmallVector<Value>{
                                                  ar.sub(w[0], ar.mul(x, y))};
                                            })[0];
                                        v = ar.div(v, ljj);
                                        return SmallVector<Value>{
                                            store(b, l, v, t[0], bi, i, j)};
                                      })[0];
                          return SmallVector<Value>{g, info};
                        },
                        [&](OpBuilder &b, Location l) {
                          // Not positive definite: LAPACK stores ajj and
                          // stops at this column.
                          Value g = put(b, l, ar.make(ajj), f, {bi, j, j});
                          return SmallVector<Value>{
                              g, indexToI32(b, l, addIdx(b, l, j, 1))};
                        });
                  },
                  [&](OpBuilder &, Location) {
                    return SmallVector<Value>{f, info};
                  });
            });
        return SmallVector<Value>{st[0], put(b, l, st[1], args[1], {bi})};
      });
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  results = {unflattenBatch(b, loc, out[0], aType, 2),
             unflattenBatch(b, loc, out[1], infoType, 0)};
  return success();
}

/// trsm: op(A) X = alpha B (side L) or X op(A) = alpha B (side R), as
/// stablehlo.triangular_solve.
LogicalResult lowerTrsm(Operation *op, ValueRange operands, OpBuilder &b,
                        SmallVector<Value> &results) {
  Location loc = op->getLoc();
  if (operands.size() != 2 && operands.size() != 3)
    return failure();
  RankedTensorType aType = staticMatrix(operands[0], 2);
  RankedTensorType bType = staticMatrix(operands[1], 2);
  if (!aType || !bType || aType.getRank() != bType.getRank() ||
      op->getNumResults() != 1)
    return failure();
  char side = charAttr(op, "side", 'L'), uplo = charAttr(op, "uplo", 'L');
  char trans = charAttr(op, "trans_x", 'N'), diag = charAttr(op, "diag", 'N');
  if ((side != 'L' && side != 'R') || (uplo != 'L' && uplo != 'U') ||
      (diag != 'U' && diag != 'N'))
    return failure();
  hlo::Transpose t;
  if (trans == 'N')
    t = hlo::Transpose::NO_TRANSPOSE;
  else if (trans == 'T')
    t = hlo::Transpose::TRANSPOSE;
  else if (trans == 'C')
    t = hlo::Transpose::ADJOINT;
  else
    return failure();
  Value rhs = operands[1];
  if (operands.size() == 3) {
    auto alphaType = llvm::dyn_cast<RankedTensorType>(operands[2].getType());
    if (!alphaType || alphaType.getRank() != 0)
      return failure();
    Value alpha = tensor::ExtractOp::create(b, loc, operands[2]);
    ArithExpr ar(b, loc, bType.getElementType());
    AffineMap id = b.getMultiDimIdentityMap(bType.getRank());
    Value empty = tensor::EmptyOp::create(b, loc, bType.getShape(), ar.type);
    rhs =
        linalg::GenericOp::create(
            b, loc, TypeRange{bType}, ValueRange{rhs}, ValueRange{empty},
            SmallVector<AffineMap>{id, id}, parallelIterators(bType.getRank()),
            [&](OpBuilder &nb, Location l, ValueRange args) {
              linalg::YieldOp::create(nb, l, ar.mul(alpha, args[0]));
            })
            .getResult(0);
  }
  Value x =
      hlo::TriangularSolveOp::create(b, loc, bType, operands[0], rhs,
                                     side == 'L', uplo == 'L', diag == 'U', t);
  results = {x};
  return success();
}

struct LapackCustomCall : OpConversionPattern<hlo::CustomCallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    char letter;
    StringRef routine;
    if (!parseTarget(op.getCallTargetName(), letter, routine) ||
        !isRoutineLowered(letter, routine))
      return rewriter.notifyMatchFailure(op, "not a lowered LAPACK target");
    ValueRange operands = adaptor.getInputs();
    if (operands.empty())
      return rewriter.notifyMatchFailure(op, "no operands");
    for (Value v : operands.take_front(routine == "trsm" ? 2 : 1))
      if (!llvm::isa<RankedTensorType>(v.getType()) ||
          !elementTypeMatches(
              letter,
              llvm::cast<RankedTensorType>(v.getType()).getElementType()))
        return rewriter.notifyMatchFailure(op, "element type mismatch");
    SmallVector<Value> results;
    LogicalResult ok = failure();
    if (routine == "getrf")
      ok = lowerGetrf(op, operands, rewriter, results);
    else if (routine == "potrf")
      ok = lowerPotrf(op, operands, rewriter, results);
    else if (routine == "trsm")
      ok = lowerTrsm(op, operands, rewriter, results);
    else if (routine == "geqrf")
      ok = lowerGeqrf(op, operands, rewriter, results);
    else if (routine == "sytrd" || routine == "hetrd")
      ok = lowerSytrd(op, operands, rewriter, results,
                      charAttr(op, "uplo", 'L') != 'U');
    else if (routine == "gehrd")
      ok = lowerGehrd(op, operands, rewriter, results);
    else if (routine == "gtsv")
      ok = lowerGtsv(op, operands, rewriter, results);
    else if (routine == "geqp3")
      ok = lowerGeqp3(op, operands, rewriter, results);
    else if (routine == "gesdd" || routine == "gesvd")
      ok = lowerGesdd(op, operands, rewriter, results);
    else if (routine == "syevd" || routine == "heevd")
      ok = lowerSyevd(op, operands, rewriter, results,
                      charAttr(op, "uplo", 'L') != 'U');
    else
      ok = lowerOrgqr(op, operands, rewriter, results);
    if (failed(ok))
      return rewriter.notifyMatchFailure(op, "unsupported LAPACK call form");
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

bool isLoweredLapackTarget(StringRef name) {
  char letter;
  StringRef routine;
  return parseTarget(name, letter, routine) &&
         isRoutineLowered(letter, routine);
}

void populateLapackPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<LapackCustomCall>(converter, patterns.getContext());
}

} // namespace kiln::lowering
