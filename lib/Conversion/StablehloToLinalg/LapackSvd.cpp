//===- LapackSvd.cpp - gesdd/gesvd (svd) by one-sided Jacobi --------------===//
//
// The singular value decomposition of `lapack_?gesdd_ffi` and
// `lapack_?gesvd_ffi` (the same operands and results: a (left
// as it was; LAPACK destroys it), s descending, u, vt, info = 0) by
// one-sided (Hestenes) Jacobi instead of LAPACK's divide and conquer:
//
//   W = A (m >= n) or A^H (m < n), M x N with N = min(m, n); sweeps of plane
//   rotations on pairs of columns of W (accumulated in V, N x N) until every
//   pair is orthogonal to M eps relative to the columns' norms (at most
//   kMaxSweeps sweeps); s_j = |w_j|, sorted descending; U_W = w_j / s_j,
//   completed to an orthonormal basis (columns with s_j = 0, and all M of
//   them for full matrices) by Gram-Schmidt on the unit vector least covered
//   by the columns so far. Then A = U_W S V^H gives u, vt for m >= n, and
//   u = V, vt = U_W^H for m < n.
//
// Singular values agree with LAPACK's to rounding; singular vectors are
// determined only up to a common sign (phase) per pair, and within
// repeated singular values.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

namespace {

constexpr int64_t kMaxSweeps = 40;

/// sum_i conj(t(i, p)) t(i, q) over i < len.
Value columnDot(OpBuilder &b, Location l, const ArithExpr &ar, Value t,
                Value bi, Value p, Value q, Value len) {
  return forLoop(b, l, idx(b, l, 0), len, {ar.c(0.0)},
                 [&](OpBuilder &b, Location l, Value i, ValueRange acc) {
                   Value x = ar.conj(get(b, l, t, {bi, i, p}));
                   Value y = get(b, l, t, {bi, i, q});
                   return SmallVector<Value>{ar.add(acc[0], ar.mul(x, y))};
                 })[0];
}

Value columnNorm2(OpBuilder &b, Location l, const ArithExpr &ar, Value t,
                  Value bi, Value p, Value len) {
  return forLoop(b, l, idx(b, l, 0), len, {ar.realConst(0.0)},
                 [&](OpBuilder &b, Location l, Value i, ValueRange acc) {
                   Value v = ar.abs2(get(b, l, t, {bi, i, p}));
                   return SmallVector<Value>{
                       arith::AddFOp::create(b, l, acc[0], v)};
                 })[0];
}

/// x - U (U^H x) for column `j` of `u` (M x cols, batch bi), x = column j.
Value orthogonalizeColumn(OpBuilder &b, Location l, const ArithExpr &ar,
                          Value u, Value bi, Value j, Value cm, Value cols) {
  return forLoop(b, l, idx(b, l, 0), cols, {u},
                 [&](OpBuilder &b, Location l, Value i, ValueRange z) {
                   Value skip = arith::CmpIOp::create(
                       b, l, arith::CmpIPredicate::eq, i, j);
                   Value d = columnDot(b, l, ar, z[0], bi, i, j, cm);
                   d = arith::SelectOp::create(b, l, skip, ar.c(0.0), d);
                   return SmallVector<Value>{subtractScaledColumn(
                       b, l, ar, z[0], bi, j, i, d, idx(b, l, 0), cm)};
                 })[0];
}

} // namespace

LogicalResult lowerGesdd(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  auto aType = llvm::dyn_cast<RankedTensorType>(operands[0].getType());
  if (!aType || !aType.hasStaticShape() || aType.getRank() < 2 ||
      op->getNumResults() != 5)
    return failure();
  int64_t r = aType.getRank();
  int64_t m = aType.getDimSize(r - 2), n = aType.getDimSize(r - 1);
  int64_t k = std::min(m, n);
  ArithExpr ar(b, loc, aType.getElementType());
  auto sType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  auto uType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  auto vtType = llvm::cast<RankedTensorType>(op->getResult(3).getType());
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(4).getType());
  if (sType.getElementType() != ar.realType() || uType.getRank() != r ||
      vtType.getRank() != r || sType.getDimSize(r - 2) != k)
    return failure();
  bool tall = m >= n;
  int64_t bigM = tall ? m : n, bigN = k;
  // The side of W: u (m x ucols) when tall, vt (vrows x n) when wide.
  int64_t wCols = tall ? uType.getDimSize(r - 1) : vtType.getDimSize(r - 2);
  int64_t vSide = tall ? vtType.getDimSize(r - 1) : uType.getDimSize(r - 2);
  if ((wCols != bigM && wCols != bigN) || vSide != bigN ||
      uType.getDimSize(r - 2) != m || vtType.getDimSize(r - 1) != n ||
      (tall ? vtType.getDimSize(r - 2) : uType.getDimSize(r - 1)) != bigN)
    return failure();
  double eps = ar.realType().isF32() ? 0x1p-24 : 0x1p-53;
  double tolerance = static_cast<double>(bigM) * eps;

  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cM = idx(b, loc, bigM), cN = idx(b, loc, bigN);
  Value cW = idx(b, loc, wCols);
  auto empty = [&](ArrayRef<int64_t> shape, Type t) {
    return tensor::EmptyOp::create(b, loc, shape, t).getResult();
  };
  Value zeroE = ar.c(0.0);
  Value uwInit = linalg::FillOp::create(b, loc, zeroE,
                                        empty({batch, bigM, wCols}, ar.type))
                     .getResult(0);
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch),
      {empty({batch, bigM, bigN}, ar.type), empty({batch, bigN, bigN}, ar.type),
       empty({batch, bigN}, ar.realType()), uwInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // W = A or A^H; V = I.
        Value w = forLoop(
            b, l, c0, cM, {args[0]},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              return forLoop(
                  b, l, c0, cN, {s[0]},
                  [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                    Value v = tall ? get(b, l, a, {bi, i, j})
                                   : ar.conj(get(b, l, a, {bi, j, i}));
                    return SmallVector<Value>{put(b, l, v, z[0], {bi, i, j})};
                  });
            })[0];
        Value v = identityColumns(b, l, ar, args[1], bi, c0, cN, cN);
        // Total mass of W: NaN when any element is.
        Value total =
            forLoop(b, l, c0, cN, {ar.realConst(0.0)},
                    [&](OpBuilder &b, Location l, Value j, ValueRange acc) {
                      return SmallVector<Value>{arith::AddFOp::create(
                          b, l, acc[0], columnNorm2(b, l, ar, w, bi, j, cM))};
                    })[0];
        Value trueV = arith::ConstantIntOp::create(b, l, 1, 1);
        Value falseV = arith::ConstantIntOp::create(b, l, 0, 1);
        SmallVector<Value> wv = forLoop(
            b, l, c0, idx(b, l, kMaxSweeps), {w, v, trueV},
            [&](OpBuilder &b, Location l, Value, ValueRange s) {
              return ifThenElse(
                  b, l, s[2], {w.getType(), v.getType(), trueV.getType()},
                  [&](OpBuilder &b, Location l) {
                    return forLoop(
                        b, l, c0, cN, {s[0], s[1], falseV},
                        [&](OpBuilder &b, Location l, Value p, ValueRange s2) {
                          return forLoop(
                              b, l, addIdx(b, l, p, 1), cN,
                              {s2[0], s2[1], s2[2]},
                              [&](OpBuilder &b, Location l, Value q,
                                  ValueRange z) {
                                Value al =
                                    columnNorm2(b, l, ar, z[0], bi, p, cM);
                                Value be =
                                    columnNorm2(b, l, ar, z[0], bi, q, cM);
                                Value ga =
                                    columnDot(b, l, ar, z[0], bi, p, q, cM);
                                Value rr = ar.abs(ga);
                                Value limit = arith::MulFOp::create(
                                    b, l, ar.realConst(tolerance),
                                    math::SqrtOp::create(
                                        b, l,
                                        arith::MulFOp::create(b, l, al, be)));
                                Value rot = arith::CmpFOp::create(
                                    b, l, arith::CmpFPredicate::OGT, rr, limit);
                                return ifThenElse(
                                    b, l, rot,
                                    {z[0].getType(), z[1].getType(),
                                     z[2].getType()},
                                    [&](OpBuilder &b, Location l) {
                                      auto [c, sn, e] = jacobiRotation(
                                          b, l, ar, al, be, ga, rr);
                                      Value w2 = rotate(b, l, ar, z[0], bi, p,
                                                        q, c, sn, e, cM,
                                                        /*rows=*/false);
                                      Value v2 = rotate(b, l, ar, z[1], bi, p,
                                                        q, c, sn, e, cN,
                                                        /*rows=*/false);
                                      return SmallVector<Value>{
                                          w2, v2,
                                          arith::ConstantIntOp::create(b, l, 1,
                                                                       1)};
                                    },
                                    [&](OpBuilder &, Location) {
                                      return SmallVector<Value>{z[0], z[1],
                                                                z[2]};
                                    });
                              });
                        });
                  },
                  [&](OpBuilder &, Location) {
                    return SmallVector<Value>{s[0], s[1], s[2]};
                  });
            });
        w = wv[0];
        v = wv[1];
        // Singular values, sorted descending with their columns.
        Value sv =
            forLoop(b, l, c0, cN, {args[2]},
                    [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                      Value nrm = math::SqrtOp::create(
                          b, l, columnNorm2(b, l, ar, w, bi, j, cM));
                      return SmallVector<Value>{put(b, l, nrm, z[0], {bi, j})};
                    })[0];
        SmallVector<Value> sorted = forLoop(
            b, l, c0, cN, {sv, w, v},
            [&](OpBuilder &b, Location l, Value i, ValueRange z) {
              SortStep step = selectionSortStep(b, l, z[0], bi, i, cN,
                                                arith::CmpFPredicate::OGT);
              return SmallVector<Value>{
                  step.sorted, swapColumns(b, l, z[1], bi, i, step.j, cM),
                  swapColumns(b, l, z[2], bi, i, step.j, cN)};
            });
        sv = sorted[0];
        w = sorted[1];
        v = sorted[2];
        // U_W: normalized columns of W (zero where s_j = 0) ...
        Value uw = forLoop(
            b, l, c0, cN, {args[3]},
            [&](OpBuilder &b, Location l, Value j, ValueRange z) {
              Value sj = get(b, l, sv, {bi, j});
              Value pos = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT,
                                                sj, ar.realConst(0.0));
              Value inv =
                  ar.make(arith::DivFOp::create(b, l, ar.realConst(1.0), sj));
              return forLoop(
                  b, l, c0, cM, {z[0]},
                  [&](OpBuilder &b, Location l, Value i, ValueRange t) {
                    Value x = ar.mul(get(b, l, w, {bi, i, j}), inv);
                    x = arith::SelectOp::create(b, l, pos, x, ar.c(0.0));
                    return SmallVector<Value>{put(b, l, x, t[0], {bi, i, j})};
                  });
            })[0];
        // ... completed to orthonormal columns.
        uw = forLoop(
            b, l, c0, cW, {uw},
            [&](OpBuilder &b, Location l, Value j, ValueRange z) {
              Value missing = arith::CmpFOp::create(
                  b, l, arith::CmpFPredicate::OEQ,
                  columnNorm2(b, l, ar, z[0], bi, j, cM), ar.realConst(0.0));
              return ifThenElse(
                  b, l, missing, {z[0].getType()},
                  [&](OpBuilder &b, Location l) {
                    // The unit vector e_c with the least weight in U's rows.
                    SmallVector<Value> best = forLoop(
                        b, l, c0, cM, {c0, ar.realConst(1e30)},
                        [&](OpBuilder &b, Location l, Value c, ValueRange t) {
                          Value wgt = forLoop(
                              b, l, c0, cW, {ar.realConst(0.0)},
                              [&](OpBuilder &b, Location l, Value i,
                                  ValueRange acc) {
                                Value x = ar.abs2(get(b, l, z[0], {bi, c, i}));
                                return SmallVector<Value>{
                                    arith::AddFOp::create(b, l, acc[0], x)};
                              })[0];
                          Value lt = arith::CmpFOp::create(
                              b, l, arith::CmpFPredicate::OLT, wgt, t[1]);
                          return SmallVector<Value>{
                              arith::SelectOp::create(b, l, lt, c, t[0]),
                              arith::SelectOp::create(b, l, lt, wgt, t[1])};
                        });
                    Value u = put(b, l, ar.c(1.0), z[0], {bi, best[0], j});
                    u = orthogonalizeColumn(b, l, ar, u, bi, j, cM, cW);
                    u = orthogonalizeColumn(b, l, ar, u, bi, j, cM, cW);
                    Value inv = ar.make(arith::DivFOp::create(
                        b, l, ar.realConst(1.0),
                        math::SqrtOp::create(
                            b, l, columnNorm2(b, l, ar, u, bi, j, cM))));
                    return forLoop(
                        b, l, c0, cM, {u},
                        [&](OpBuilder &b, Location l, Value i, ValueRange t) {
                          Value x = ar.mul(get(b, l, t[0], {bi, i, j}), inv);
                          return SmallVector<Value>{
                              put(b, l, x, t[0], {bi, i, j})};
                        });
                  },
                  [&](OpBuilder &, Location) {
                    return SmallVector<Value>{z[0]};
                  });
            })[0];
        // A NaN anywhere: no usable decomposition, all NaN.
        Value bad = arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO,
                                          total, total);
        return ifThenElse(
            b, l, bad, {w.getType(), v.getType(), sv.getType(), uw.getType()},
            [&](OpBuilder &b, Location l) {
              Value nan = nanOf(b, l, ar, false);
              return SmallVector<Value>{
                  w, fillBatch(b, l, v, bi, nan),
                  fillBatch(b, l, sv, bi, nanOf(b, l, ar, true)),
                  fillBatch(b, l, uw, bi, nan)};
            },
            [&](OpBuilder &, Location) {
              return SmallVector<Value>{w, v, sv, uw};
            });
      });
  Value v = out[1], uw = out[3];
  // A = U_W S V^H (tall) or A^H = U_W S V^H (wide).
  auto conjTranspose = [&](Value t, int64_t rows, int64_t cols) {
    Value init = empty({batch, rows, cols}, ar.type);
    return forLoop(
        b, loc, c0, idx(b, loc, batch), {init},
        [&](OpBuilder &b, Location l, Value bi, ValueRange s) {
          return forLoop(
              b, l, c0, idx(b, l, rows), {s[0]},
              [&](OpBuilder &b, Location l, Value i, ValueRange z) {
                return forLoop(
                    b, l, c0, idx(b, l, cols), {z[0]},
                    [&](OpBuilder &b, Location l, Value j, ValueRange y) {
                      Value x = ar.conj(get(b, l, t, {bi, j, i}));
                      return SmallVector<Value>{put(b, l, x, y[0], {bi, i, j})};
                    });
              });
        })[0];
  };
  Value u = tall ? uw : v;
  Value vt =
      tall ? conjTranspose(v, bigN, bigN) : conjTranspose(uw, wCols, bigM);
  Value info = linalg::FillOp::create(b, loc, i32(b, loc, 0),
                                      empty({batch}, b.getI32Type()))
                   .getResult(0);
  results = {operands[0], unflattenBatch(b, loc, out[2], sType, 1),
             unflattenBatch(b, loc, u, uType, 2),
             unflattenBatch(b, loc, vt, vtType, 2),
             unflattenBatch(b, loc, info, infoType, 0)};
  return success();
}

} // namespace kiln::lowering
