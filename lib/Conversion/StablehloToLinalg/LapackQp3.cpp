//===- LapackQp3.cpp - geqp3 (QR with column pivoting) without LAPACK -----===//
//
// `lapack_?geqp3_ffi` (operands a, jpvt; results a, jpvt, tau) as LAPACK's
// geqp3 with the unblocked laqp2 computes it:
//
//   columns with jpvt != 0 move to the front (in order) and are factored
//   without pivoting; then, for each further step i, the free column with
//   the largest partial norm (the first of equal ones) is swapped into
//   place, reduced by the ?larfg reflector of geqr2 (householderStep), and
//   the remaining partial norms are downdated, or recomputed when the
//   downdate loses too much (ratio below sqrt(eps)).
//
// jpvt comes back 1-based: column j of A P is column jpvt(j) of A.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

using namespace mlir;

namespace kiln::lowering {

namespace {

/// sqrt(sum |f(r, j)|^2) over rows from..m-1.
Value partialNorm(OpBuilder &b, Location l, const ArithExpr &ar, Value f,
                  Value bi, Value j, Value from, Value cm) {
  Value s = forLoop(b, l, from, cm, {ar.realConst(0.0)},
                    [&](OpBuilder &b, Location l, Value r, ValueRange acc) {
                      Value v = ar.abs2(get(b, l, f, {bi, r, j}));
                      return SmallVector<Value>{
                          arith::AddFOp::create(b, l, acc[0], v)};
                    })[0];
  return math::SqrtOp::create(b, l, s);
}

Value swapEntries(OpBuilder &b, Location l, Value t, Value bi, Value i,
                  Value j) {
  Value x = get(b, l, t, {bi, i});
  Value y = get(b, l, t, {bi, j});
  return put(b, l, x, put(b, l, y, t, {bi, i}), {bi, j});
}

} // namespace

LogicalResult lowerGeqp3(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  if (operands.size() != 2 || op->getNumResults() != 3)
    return failure();
  auto aType = llvm::dyn_cast<RankedTensorType>(operands[0].getType());
  auto pType = llvm::dyn_cast<RankedTensorType>(operands[1].getType());
  if (!aType || !pType || !aType.hasStaticShape() || !pType.hasStaticShape() ||
      aType.getRank() < 2 || pType.getRank() != aType.getRank() - 1 ||
      !pType.getElementType().isInteger(32))
    return failure();
  int64_t r = aType.getRank();
  int64_t m = aType.getDimSize(r - 2), n = aType.getDimSize(r - 1);
  int64_t k = std::min(m, n);
  auto tauType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  if (pType.getDimSize(r - 2) != n || tauType.getRank() != r - 1 ||
      tauType.getDimSize(r - 2) != k)
    return failure();
  ArithExpr ar(b, loc, aType.getElementType());
  double eps = ar.realType().isF32() ? 0x1p-24 : 0x1p-53;
  double tol3z = std::sqrt(eps);
  Value a = flattenBatch(b, loc, operands[0], 2);
  Value jpvtIn = flattenBatch(b, loc, operands[1], 1);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cm = idx(b, loc, m), cn = idx(b, loc, n);
  Value ck = idx(b, loc, k);
  Value tauInit =
      tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch, k}, ar.type);
  Value pivInit = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch, n},
                                          b.getI32Type());
  Value vnInit = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch, n},
                                         ar.realType());
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, pivInit, tauInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // Fixed columns (jpvt != 0) to the front.
        SmallVector<Value> moved = forLoop(
            b, l, c0, cn, {args[0], args[1], c0},
            [&](OpBuilder &b, Location l, Value j, ValueRange s) {
              Value fixed = arith::CmpIOp::create(
                  b, l, arith::CmpIPredicate::ne, get(b, l, jpvtIn, {bi, j}),
                  i32(b, l, 0));
              Value jp1 = arith::IndexCastOp::create(b, l, b.getI32Type(),
                                                     addIdx(b, l, j, 1));
              return ifThenElse(
                  b, l, fixed, {s[0].getType(), s[1].getType(), s[2].getType()},
                  [&](OpBuilder &b, Location l) {
                    Value nf = s[2];
                    Value f = swapColumns(b, l, s[0], bi, j, nf, cm);
                    Value p =
                        put(b, l, get(b, l, s[1], {bi, nf}), s[1], {bi, j});
                    p = put(b, l, jp1, p, {bi, nf});
                    return SmallVector<Value>{f, p, addIdx(b, l, nf, 1)};
                  },
                  [&](OpBuilder &b, Location l) {
                    return SmallVector<Value>{
                        s[0], put(b, l, jp1, s[1], {bi, j}), s[2]};
                  });
            });
        Value nfxd = moved[2];
        Value nFixedSteps = arith::MinUIOp::create(b, l, nfxd, ck);
        SmallVector<Value> ft = forLoop(
            b, l, c0, nFixedSteps, {moved[0], args[2]},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              return householderStep(b, l, ar, s[0], s[1], bi, i, cm, cn);
            });
        // Partial norms of the free columns below the fixed rows.
        Value vn =
            forLoop(b, l, c0, cn, {vnInit},
                    [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                      Value nrm =
                          partialNorm(b, l, ar, ft[0], bi, j, nFixedSteps, cm);
                      return SmallVector<Value>{put(b, l, nrm, z[0], {bi, j})};
                    })[0];
        SmallVector<Value> st = forLoop(
            b, l, nFixedSteps, ck, {ft[0], moved[1], ft[1], vn, vn},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              Value f = s[0], piv = s[1], tau = s[2], vn1 = s[3], vn2 = s[4];
              Value i1 = addIdx(b, l, i, 1);
              SmallVector<Value> best =
                  forLoop(b, l, i1, cn, {i, get(b, l, vn1, {bi, i})},
                          [&](OpBuilder &b, Location l, Value j, ValueRange t) {
                            Value v = get(b, l, vn1, {bi, j});
                            Value gt = arith::CmpFOp::create(
                                b, l, arith::CmpFPredicate::OGT, v, t[1]);
                            return SmallVector<Value>{
                                arith::SelectOp::create(b, l, gt, j, t[0]),
                                arith::SelectOp::create(b, l, gt, v, t[1])};
                          });
              Value pvt = best[0];
              f = swapColumns(b, l, f, bi, pvt, i, cm);
              piv = swapEntries(b, l, piv, bi, pvt, i);
              vn1 = put(b, l, get(b, l, vn1, {bi, i}), vn1, {bi, pvt});
              vn2 = put(b, l, get(b, l, vn2, {bi, i}), vn2, {bi, pvt});
              SmallVector<Value> ht =
                  householderStep(b, l, ar, f, tau, bi, i, cm, cn);
              f = ht[0];
              // Downdate (or recompute) the partial norms of the rest.
              SmallVector<Value> norms = forLoop(
                  b, l, i1, cn, {vn1, vn2},
                  [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                    Value one = ar.realConst(1.0);
                    Value zero = ar.realConst(0.0);
                    Value v1 = get(b, l, z[0], {bi, j});
                    Value v2 = get(b, l, z[1], {bi, j});
                    Value nz = arith::CmpFOp::create(
                        b, l, arith::CmpFPredicate::UNE, v1, zero);
                    return ifThenElse(
                        b, l, nz, {z[0].getType(), z[1].getType()},
                        [&](OpBuilder &b, Location l) {
                          Value aij = math::SqrtOp::create(
                              b, l, ar.abs2(get(b, l, f, {bi, i, j})));
                          Value q = arith::DivFOp::create(b, l, aij, v1);
                          Value temp = arith::SubFOp::create(
                              b, l, one, arith::MulFOp::create(b, l, q, q));
                          temp = arith::MaximumFOp::create(b, l, temp, zero);
                          Value ratio = arith::DivFOp::create(b, l, v1, v2);
                          Value temp2 = arith::MulFOp::create(
                              b, l, temp,
                              arith::MulFOp::create(b, l, ratio, ratio));
                          Value redo = arith::CmpFOp::create(
                              b, l, arith::CmpFPredicate::OLE, temp2,
                              ar.realConst(tol3z));
                          return ifThenElse(
                              b, l, redo, {z[0].getType(), z[1].getType()},
                              [&](OpBuilder &b, Location l) {
                                // An empty row range gives 0, as LAPACK's
                                // last row does.
                                Value nrm =
                                    partialNorm(b, l, ar, f, bi, j, i1, cm);
                                return SmallVector<Value>{
                                    put(b, l, nrm, z[0], {bi, j}),
                                    put(b, l, nrm, z[1], {bi, j})};
                              },
                              [&](OpBuilder &b, Location l) {
                                Value nv = arith::MulFOp::create(
                                    b, l, v1, math::SqrtOp::create(b, l, temp));
                                return SmallVector<Value>{
                                    put(b, l, nv, z[0], {bi, j}), z[1]};
                              });
                        },
                        [&](OpBuilder &, Location) {
                          return SmallVector<Value>{z[0], z[1]};
                        });
                  });
              return SmallVector<Value>{f, piv, ht[1], norms[0], norms[1]};
            });
        return SmallVector<Value>{st[0], st[1], st[2]};
      });
  auto pivOutType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  results = {unflattenBatch(b, loc, out[0], aType, 2),
             unflattenBatch(b, loc, out[1], pivOutType, 1),
             unflattenBatch(b, loc, out[2], tauType, 1)};
  return success();
}

} // namespace kiln::lowering
