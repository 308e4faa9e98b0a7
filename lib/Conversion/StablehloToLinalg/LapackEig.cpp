//===- LapackEig.cpp - syevd/heevd (eigh) by cyclic Jacobi ----------------===//
//
// The Hermitian eigendecomposition of `lapack_?syevd_ffi` / `?heevd_ffi`
// (results: eigenvectors in place of a, eigenvalues ascending, info = 0) by
// the cyclic Jacobi method instead of LAPACK's divide and conquer: the
// Hermitian matrix is built from the `uplo` triangle, then sweeps of plane
// rotations G (G_pp = c, G_pq = s, G_qp = -s conj(e), G_qq = c conj(e),
// e = a_pq / |a_pq|) zero each off-diagonal pair until the off-diagonal
// mass is below (n eps)^2 of the total (at most kMaxSweeps sweeps), and the
// eigenvalues are sorted with their vectors. Eigenvalues agree with LAPACK's
// to rounding; eigenvectors are determined only up to sign (phase).
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <limits>

using namespace mlir;

namespace kiln::lowering {

namespace {

constexpr int64_t kMaxSweeps = 40;

} // namespace

/// Applies the rotation (c, s, e) to columns p, q of rows 0..n-1 of `t`
/// (batch bi): col_p' = c col_p - s conj(e) col_q, col_q' = s col_p +
/// c conj(e) col_q; with `rows`, to rows p, q instead using e:
/// row_p' = c row_p - s e row_q, row_q' = s row_p + c e row_q.
Value rotate(OpBuilder &b, Location l, const ArithExpr &ar, Value t, Value bi,
             Value p, Value q, Value c, Value s, Value e, Value cn, bool rows) {
  Value f = rows ? e : ar.conj(e);
  Value cc = ar.make(c), ss = ar.make(s);
  Value sf = ar.mul(ss, f), cf = ar.mul(cc, f);
  return forLoop(b, l, idx(b, l, 0), cn, {t},
                 [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                   SmallVector<Value> ip = rows ? SmallVector<Value>{bi, p, k}
                                                : SmallVector<Value>{bi, k, p};
                   SmallVector<Value> iq = rows ? SmallVector<Value>{bi, q, k}
                                                : SmallVector<Value>{bi, k, q};
                   Value xp = get(b, l, z[0], ip), xq = get(b, l, z[0], iq);
                   Value np = ar.sub(ar.mul(cc, xp), ar.mul(sf, xq));
                   Value nq = ar.add(ar.mul(ss, xp), ar.mul(cf, xq));
                   Value u = put(b, l, np, z[0], ip);
                   return SmallVector<Value>{put(b, l, nq, u, iq)};
                 })[0];
}

namespace {

/// Sum of |h_ij|^2 over i != j (or all i, j with `all`).
Value mass(OpBuilder &b, Location l, const ArithExpr &ar, Value h, Value bi,
           Value cn, bool all) {
  Value zero = ar.realConst(0.0);
  return forLoop(
      b, l, idx(b, l, 0), cn, {zero},
      [&](OpBuilder &b, Location l, Value i, ValueRange acc) {
        return forLoop(
            b, l, idx(b, l, 0), cn, {acc[0]},
            [&](OpBuilder &b, Location l, Value j, ValueRange acc2) {
              Value v = ar.abs2(get(b, l, h, {bi, i, j}));
              if (!all) {
                Value off =
                    arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, i, j);
                v = arith::SelectOp::create(b, l, off, v, ar.realConst(0.0));
              }
              return SmallVector<Value>{
                  arith::AddFOp::create(b, l, acc2[0], v)};
            });
      })[0];
}

} // namespace

LogicalResult lowerSyevd(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results, bool lower) {
  Location loc = op->getLoc();
  auto aType = llvm::dyn_cast<RankedTensorType>(operands[0].getType());
  if (!aType || !aType.hasStaticShape() || aType.getRank() < 2 ||
      op->getNumResults() != 3)
    return failure();
  int64_t r = aType.getRank();
  int64_t n = aType.getDimSize(r - 1);
  if (aType.getDimSize(r - 2) != n)
    return failure();
  ArithExpr ar(b, loc, aType.getElementType());
  auto wType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  if (wType.getElementType() != ar.realType())
    return failure();
  double eps = ar.realType().isF32() ? 0x1p-24 : 0x1p-53;
  double tolerance = (n * eps) * (n * eps);
  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cn = idx(b, loc, n);
  Value wInit = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch, n},
                                        ar.realType());
  Value vInit = tensor::EmptyOp::create(
      b, loc, llvm::cast<RankedTensorType>(a.getType()).getShape(), ar.type);
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, vInit, wInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // The Hermitian matrix from the `uplo` triangle, and V = I.
        SmallVector<Value> hv = forLoop(
            b, l, c0, cn, {args[0], args[1]},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              return forLoop(
                  b, l, c0, cn, {s[0], s[1]},
                  [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                    Value keep =
                        arith::CmpIOp::create(b, l,
                                              lower ? arith::CmpIPredicate::uge
                                                    : arith::CmpIPredicate::ule,
                                              i, j);
                    Value mine = get(b, l, args[0], {bi, i, j});
                    Value mirror = ar.conj(get(b, l, args[0], {bi, j, i}));
                    Value v = arith::SelectOp::create(b, l, keep, mine, mirror);
                    Value diag = arith::CmpIOp::create(
                        b, l, arith::CmpIPredicate::eq, i, j);
                    v = arith::SelectOp::create(b, l, diag, ar.make(ar.re(v)),
                                                v);
                    Value id = arith::SelectOp::create(b, l, diag, ar.c(1.0),
                                                       ar.c(0.0));
                    return SmallVector<Value>{put(b, l, v, z[0], {bi, i, j}),
                                              put(b, l, id, z[1], {bi, i, j})};
                  });
            });
        Value total = mass(b, l, ar, hv[0], bi, cn, /*all=*/true);
        Value threshold =
            arith::MulFOp::create(b, l, total, ar.realConst(tolerance));
        hv = forLoop(
            b, l, c0, idx(b, l, kMaxSweeps), hv,
            [&](OpBuilder &b, Location l, Value, ValueRange s) {
              Value off = mass(b, l, ar, s[0], bi, cn, /*all=*/false);
              // (An overflowing total mass keeps sweeping, to the limit.)
              Value more = arith::OrIOp::create(
                  b, l,
                  arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, off,
                                        threshold),
                  arith::CmpFOp::create(
                      b, l, arith::CmpFPredicate::OEQ, total,
                      ar.realConst(std::numeric_limits<double>::infinity())));
              return ifThenElse(
                  b, l, more, {s[0].getType(), s[1].getType()},
                  [&](OpBuilder &b, Location l) {
                    return forLoop(
                        b, l, c0, cn, {s[0], s[1]},
                        [&](OpBuilder &b, Location l, Value p, ValueRange s2) {
                          return forLoop(
                              b, l, addIdx(b, l, p, 1), cn, {s2[0], s2[1]},
                              [&](OpBuilder &b, Location l, Value q,
                                  ValueRange z) {
                                Value apq = get(b, l, z[0], {bi, p, q});
                                Value rr = ar.abs(apq);
                                Value nz = arith::CmpFOp::create(
                                    b, l, arith::CmpFPredicate::OGT, rr,
                                    ar.realConst(0.0));
                                return ifThenElse(
                                    b, l, nz, {z[0].getType(), z[1].getType()},
                                    [&](OpBuilder &b, Location l) {
                                      return rotatePair(b, l, ar, z[0], z[1],
                                                        bi, p, q, apq, rr, cn);
                                    },
                                    [&](OpBuilder &, Location) {
                                      return SmallVector<Value>{z[0], z[1]};
                                    });
                              });
                        });
                  },
                  [&](OpBuilder &, Location) {
                    return SmallVector<Value>{s[0], s[1]};
                  });
            });
        // Eigenvalues ascending (selection sort), vectors alongside.
        Value w =
            forLoop(b, l, c0, cn, {args[2]},
                    [&](OpBuilder &b, Location l, Value i, ValueRange z) {
                      Value d = ar.re(get(b, l, hv[0], {bi, i, i}));
                      return SmallVector<Value>{put(b, l, d, z[0], {bi, i})};
                    })[0];
        SmallVector<Value> wv = forLoop(
            b, l, c0, cn, {w, hv[1]},
            [&](OpBuilder &b, Location l, Value i, ValueRange z) {
              SortStep step = selectionSortStep(b, l, z[0], bi, i, cn,
                                                arith::CmpFPredicate::OLT);
              return SmallVector<Value>{
                  step.sorted, swapColumns(b, l, z[1], bi, i, step.j, cn)};
            });
        // A NaN anywhere: no usable decomposition, all NaN (LAPACK's
        // results are NaN garbage there too).
        Value bad = arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO,
                                          total, total);
        return ifThenElse(
            b, l, bad, {hv[0].getType(), wv[1].getType(), wv[0].getType()},
            [&](OpBuilder &b, Location l) {
              return SmallVector<Value>{
                  hv[0], fillBatch(b, l, wv[1], bi, nanOf(b, l, ar, false)),
                  fillBatch(b, l, wv[0], bi, nanOf(b, l, ar, true))};
            },
            [&](OpBuilder &, Location) {
              return SmallVector<Value>{hv[0], wv[1], wv[0]};
            });
      });
  Value info =
      tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch}, b.getI32Type());
  info = linalg::FillOp::create(b, loc, i32(b, loc, 0), info).getResult(0);
  results = {unflattenBatch(b, loc, out[1], aType, 2),
             unflattenBatch(b, loc, out[2], wType, 1),
             unflattenBatch(b, loc, info, infoType, 0)};
  return success();
}

JacobiRotation jacobiRotation(OpBuilder &b, Location l, const ArithExpr &ar,
                              Value app, Value aqq, Value apq, Value r) {
  Value one = ar.realConst(1.0), zero = ar.realConst(0.0);
  Value e = ar.isComplex() ? ar.make(arith::DivFOp::create(b, l, ar.re(apq), r),
                                     arith::DivFOp::create(b, l, ar.im(apq), r))
                           : arith::DivFOp::create(b, l, apq, r).getResult();
  // theta = (aqq - app) / (2 r), t = sign(theta) / (|theta| +
  // sqrt(theta^2 + 1)), c = 1 / sqrt(t^2 + 1), s = t c.
  Value theta =
      arith::DivFOp::create(b, l, arith::SubFOp::create(b, l, aqq, app),
                            arith::AddFOp::create(b, l, r, r));
  Value at = math::AbsFOp::create(b, l, theta);
  // sqrt(theta^2 + 1), as |theta| sqrt(1 + theta^-2) when |theta| > 1 so
  // that the square cannot overflow.
  Value small = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLE, at, one);
  Value inv = arith::DivFOp::create(b, l, one, at);
  Value rootSmall = math::SqrtOp::create(
      b, l,
      arith::AddFOp::create(b, l, arith::MulFOp::create(b, l, theta, theta),
                            one));
  Value rootBig = arith::MulFOp::create(
      b, l, at,
      math::SqrtOp::create(
          b, l,
          arith::AddFOp::create(b, l, arith::MulFOp::create(b, l, inv, inv),
                                one)));
  Value root = arith::SelectOp::create(b, l, small, rootSmall, rootBig);
  Value mag =
      arith::DivFOp::create(b, l, one, arith::AddFOp::create(b, l, at, root));
  Value neg =
      arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, theta, zero);
  Value t =
      arith::SelectOp::create(b, l, neg, arith::NegFOp::create(b, l, mag), mag);
  Value c = arith::DivFOp::create(
      b, l, one,
      math::SqrtOp::create(
          b, l,
          arith::AddFOp::create(b, l, arith::MulFOp::create(b, l, t, t), one)));
  Value s = arith::MulFOp::create(b, l, t, c);
  return {c, s, e};
}

SmallVector<Value> rotatePair(OpBuilder &b, Location l, const ArithExpr &ar,
                              Value h, Value v, Value bi, Value p, Value q,
                              Value apq, Value r, Value cn) {
  Value app = ar.re(get(b, l, h, {bi, p, p}));
  Value aqq = ar.re(get(b, l, h, {bi, q, q}));
  auto [c, s, e] = jacobiRotation(b, l, ar, app, aqq, apq, r);
  h = rotate(b, l, ar, h, bi, p, q, c, s, e, cn, /*rows=*/false);
  h = rotate(b, l, ar, h, bi, p, q, c, s, e, cn, /*rows=*/true);
  v = rotate(b, l, ar, v, bi, p, q, c, s, e, cn, /*rows=*/false);
  // Exact zeros off the diagonal and a real diagonal.
  Value z = ar.c(0.0);
  h = put(b, l, z, h, {bi, p, q});
  h = put(b, l, z, h, {bi, q, p});
  for (Value i : {p, q}) {
    Value d = ar.re(get(b, l, h, {bi, i, i}));
    h = put(b, l, ar.make(d), h, {bi, i, i});
  }
  return {h, v};
}

} // namespace kiln::lowering
