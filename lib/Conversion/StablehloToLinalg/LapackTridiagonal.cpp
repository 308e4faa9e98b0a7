//===- LapackTridiagonal.cpp - sytrd/hetrd without LAPACK -----------------===//
//
// `lapack_?sytrd_ffi` / `?hetrd_ffi` (operand a; attribute uplo; results a,
// d, e, tau, info = 0) as LAPACK's unblocked sytd2 / hetd2 compute them.
// For uplo = 'L', step i (0-based, i < n-1) takes the ?larfg reflector H(i)
// of (a(i+1, i); a(i+2:, i)), e(i) = beta, and when tau != 0 updates the
// lower triangle of the trailing matrix A22 := A22 - v w^H - w v^H with
// x = tau A22 v, w = x - tau/2 (x^H v) v; d(i) = re(a(i, i)). Only the
// lower triangle is read and written, so the strict upper triangle comes
// back as it was. uplo = 'U' is the same computation on the matrix with
// both axes reversed (whose lower triangle is the upper one), with a, d, e
// and tau reversed back.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

namespace {

/// t with its last `axes` (1 or 2) axes reversed; t is [B, n] or [B, n, n].
Value reverse(OpBuilder &b, Location l, Value t, int64_t axes) {
  auto type = llvm::cast<RankedTensorType>(t.getType());
  int64_t batch = type.getDimSize(0), n = type.getDimSize(1);
  Value c0 = idx(b, l, 0), cn = idx(b, l, n), last = idx(b, l, n - 1);
  Value init =
      tensor::EmptyOp::create(b, l, type.getShape(), type.getElementType());
  auto flip = [&](OpBuilder &b, Location l, Value i) {
    return arith::SubIOp::create(b, l, last, i).getResult();
  };
  return forLoop(
      b, l, c0, idx(b, l, batch), {init},
      [&](OpBuilder &b, Location l, Value bi, ValueRange s) {
        return forLoop(
            b, l, c0, cn, {s[0]},
            [&](OpBuilder &b, Location l, Value i, ValueRange z) {
              if (axes == 1) {
                Value v = get(b, l, t, {bi, flip(b, l, i)});
                return SmallVector<Value>{put(b, l, v, z[0], {bi, i})};
              }
              return forLoop(
                  b, l, c0, cn, {z[0]},
                  [&](OpBuilder &b, Location l, Value j, ValueRange y) {
                    Value v = get(b, l, t, {bi, flip(b, l, i), flip(b, l, j)});
                    return SmallVector<Value>{put(b, l, v, y[0], {bi, i, j})};
                  });
            });
      })[0];
}

} // namespace

LogicalResult lowerSytrd(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results, bool lower) {
  Location loc = op->getLoc();
  RankedTensorType aType = squareMatrixOperand(op, operands, 5);
  if (!aType || aType.getDimSize(aType.getRank() - 1) < 1)
    return failure();
  int64_t r = aType.getRank();
  int64_t n = aType.getDimSize(r - 1);
  ArithExpr ar(b, loc, aType.getElementType());
  auto dType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  auto eType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  auto tauType = llvm::cast<RankedTensorType>(op->getResult(3).getType());
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(4).getType());
  if (dType.getElementType() != ar.realType() ||
      eType.getElementType() != ar.realType() ||
      tauType.getElementType() != ar.type || dType.getDimSize(r - 2) != n ||
      eType.getDimSize(r - 2) != n - 1 || tauType.getDimSize(r - 2) != n - 1)
    return failure();
  Value a = flattenBatch(b, loc, operands[0], 2);
  if (!lower)
    a = reverse(b, loc, a, 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cn = idx(b, loc, n);
  auto empty = [&](ArrayRef<int64_t> shape, Type t) {
    return tensor::EmptyOp::create(b, loc, shape, t).getResult();
  };
  Value dInit = empty({batch, n}, ar.realType());
  Value eInit = empty({batch, n - 1}, ar.realType());
  Value tInit = empty({batch, n - 1}, ar.type);
  Value xInit = empty({batch, n}, ar.type);
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, dInit, eInit, tInit, xInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // LAPACK first makes a(0, 0) real.
        SmallVector<Value> init(args);
        Value a00 = ar.re(get(b, l, init[0], {bi, c0, c0}));
        init[0] = put(b, l, ar.make(a00), init[0], {bi, c0, c0});
        SmallVector<Value> st = forLoop(
            b, l, c0, idx(b, l, n - 1), init,
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              Value f = s[0], x = s[4];
              Value i1 = addIdx(b, l, i, 1), i2 = addIdx(b, l, i, 2);
              Value alpha = get(b, l, f, {bi, i1, i});
              Value xn2 = forLoop(
                  b, l, i2, cn, {ar.realConst(0.0)},
                  [&](OpBuilder &b, Location l, Value row, ValueRange acc) {
                    Value v = ar.abs2(get(b, l, f, {bi, row, i}));
                    return SmallVector<Value>{
                        arith::AddFOp::create(b, l, acc[0], v)};
                  })[0];
              Reflector h = larfg(b, l, ar, alpha, xn2);
              // v(i+1) = 1, v(k) = f(k, i) below it (read once scaled).
              auto vAt = [&](OpBuilder &b, Location l, Value t, Value k) {
                Value first = arith::CmpIOp::create(
                    b, l, arith::CmpIPredicate::eq, k, i1);
                Value v = get(b, l, t, {bi, k, i});
                return arith::SelectOp::create(b, l, first, ar.c(1.0), v)
                    .getResult();
              };
              // The trailing matrix, Hermitian, from its lower triangle.
              auto herm = [&](OpBuilder &b, Location l, Value t, Value p,
                              Value q) {
                Value low = arith::CmpIOp::create(
                    b, l, arith::CmpIPredicate::uge, p, q);
                Value pp = arith::SelectOp::create(b, l, low, p, q);
                Value qq = arith::SelectOp::create(b, l, low, q, p);
                Value v = get(b, l, t, {bi, pp, qq});
                v = arith::SelectOp::create(b, l, low, v, ar.conj(v));
                // Only the real part of a diagonal entry is read.
                Value diag =
                    arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, p, q);
                return arith::SelectOp::create(b, l, diag, ar.make(ar.re(v)), v)
                    .getResult();
              };
              SmallVector<Type> types(s.getTypes());
              SmallVector<Value> res = ifThenElse(
                  b, l, h.trivial, {f.getType(), x.getType()},
                  [&](OpBuilder &b, Location l) {
                    // H = I; LAPACK makes the next diagonal entry real.
                    Value dd = get(b, l, f, {bi, i1, i1});
                    Value g = put(b, l, ar.make(ar.re(dd)), f, {bi, i1, i1});
                    return SmallVector<Value>{g, x};
                  },
                  [&](OpBuilder &b, Location l) {
                    Value g = scaleColumn(b, l, ar, f, bi, i, h.scale, i2, cn);
                    // x = tau A22 v.
                    Value xs = forLoop(
                        b, l, i1, cn, {x},
                        [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                          Value acc =
                              forLoop(b, l, i1, cn, {ar.c(0.0)},
                                      [&](OpBuilder &b, Location l, Value c,
                                          ValueRange w) {
                                        Value a = herm(b, l, g, k, c);
                                        return SmallVector<Value>{ar.add(
                                            w[0], ar.mul(a, vAt(b, l, g, c)))};
                                      })[0];
                          return SmallVector<Value>{
                              put(b, l, ar.mul(h.tau, acc), z[0], {bi, k})};
                        })[0];
                    // w = x - tau/2 (x^H v) v, in place of x.
                    Value dot = forLoop(
                        b, l, i1, cn, {ar.c(0.0)},
                        [&](OpBuilder &b, Location l, Value k, ValueRange w) {
                          Value xk = ar.conj(get(b, l, xs, {bi, k}));
                          return SmallVector<Value>{
                              ar.add(w[0], ar.mul(xk, vAt(b, l, g, k)))};
                        })[0];
                    Value coef = ar.mul(ar.mul(ar.c(-0.5), h.tau), dot);
                    xs = forLoop(
                        b, l, i1, cn, {xs},
                        [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                          Value xk = get(b, l, z[0], {bi, k});
                          Value wk = ar.add(xk, ar.mul(coef, vAt(b, l, g, k)));
                          return SmallVector<Value>{
                              put(b, l, wk, z[0], {bi, k})};
                        })[0];
                    // A22 -= v w^H + w v^H on the lower triangle.
                    g = forLoop(
                        b, l, i1, cn, {g},
                        [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                          Value vk = vAt(b, l, z[0], k);
                          Value wk = get(b, l, xs, {bi, k});
                          return forLoop(
                              b, l, i1, addIdx(b, l, k, 1), {z[0]},
                              [&](OpBuilder &b, Location l, Value c,
                                  ValueRange y) {
                                Value vc = ar.conj(vAt(b, l, y[0], c));
                                Value wc = ar.conj(get(b, l, xs, {bi, c}));
                                Value upd =
                                    ar.add(ar.mul(vk, wc), ar.mul(wk, vc));
                                Value nv =
                                    ar.sub(get(b, l, y[0], {bi, k, c}), upd);
                                Value diag = arith::CmpIOp::create(
                                    b, l, arith::CmpIPredicate::eq, k, c);
                                nv = arith::SelectOp::create(
                                    b, l, diag, ar.make(ar.re(nv)), nv);
                                return SmallVector<Value>{
                                    put(b, l, nv, y[0], {bi, k, c})};
                              });
                        })[0];
                    return SmallVector<Value>{g, xs};
                  });
              Value beta = arith::SelectOp::create(b, l, h.trivial,
                                                   ar.re(alpha), h.beta);
              Value tau =
                  arith::SelectOp::create(b, l, h.trivial, ar.c(0.0), h.tau);
              Value g = put(b, l, ar.make(beta), res[0], {bi, i1, i});
              Value dI = ar.re(get(b, l, g, {bi, i, i}));
              return SmallVector<Value>{g, put(b, l, dI, s[1], {bi, i}),
                                        put(b, l, beta, s[2], {bi, i}),
                                        put(b, l, tau, s[3], {bi, i}), res[1]};
            });
        Value last = idx(b, l, n - 1);
        Value dn = ar.re(get(b, l, st[0], {bi, last, last}));
        st[1] = put(b, l, dn, st[1], {bi, last});
        return st;
      });
  Value info = linalg::FillOp::create(b, loc, i32(b, loc, 0),
                                      empty({batch}, b.getI32Type()))
                   .getResult(0);
  Value aOut = out[0], d = out[1], e = out[2], tau = out[3];
  if (!lower) {
    aOut = reverse(b, loc, aOut, 2);
    d = reverse(b, loc, d, 1);
    if (n > 1) {
      e = reverse(b, loc, e, 1);
      tau = reverse(b, loc, tau, 1);
    }
  }
  results = {unflattenBatch(b, loc, aOut, aType, 2),
             unflattenBatch(b, loc, d, dType, 1),
             unflattenBatch(b, loc, e, eType, 1),
             unflattenBatch(b, loc, tau, tauType, 1),
             unflattenBatch(b, loc, info, infoType, 0)};
  return success();
}

} // namespace kiln::lowering
