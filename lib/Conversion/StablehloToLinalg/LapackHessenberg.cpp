//===- LapackHessenberg.cpp - gehrd (Hessenberg form) without LAPACK ------===//
//
// `lapack_?gehrd_ffi` (operand a; attributes low, high: LAPACK's 1-based
// ilo, ihi; results a, tau, info = 0) as LAPACK's unblocked gehd2: for
// i = ilo-1 .. ihi-2 (0-based) the ?larfg reflector H(i) of
// (a(i+1, i); a(i+2:ihi, i)) is applied as A := H A H^H, on the right to
// rows 0..ihi-1, columns i+1..ihi-1 and on the left to rows i+1..ihi-1,
// columns i+1..n-1. The result holds the Hessenberg matrix on and above
// the first subdiagonal and the reflectors below it; tau is 0 outside
// ilo-1 .. ihi-2.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

LogicalResult lowerGehrd(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  RankedTensorType aType = squareMatrixOperand(op, operands, 3);
  if (!aType)
    return failure();
  int64_t r = aType.getRank();
  int64_t n = aType.getDimSize(r - 1);
  auto tauType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(2).getType());
  int64_t ilo = intAttr(op, "low", 1), ihi = intAttr(op, "high", n);
  if (tauType.getRank() != r - 1 ||
      tauType.getDimSize(r - 2) != std::max<int64_t>(n - 1, 0) || ilo < 1 ||
      ihi > n || ilo > std::max<int64_t>(ihi, 1))
    return failure();
  ArithExpr ar(b, loc, aType.getElementType());
  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cn = idx(b, loc, n), chi = idx(b, loc, ihi);
  Value zero = ar.c(0.0);
  Value tauInit =
      linalg::FillOp::create(
          b, loc, zero,
          tensor::EmptyOp::create(
              b, loc, ArrayRef<int64_t>{batch, std::max<int64_t>(n - 1, 0)},
              ar.type)
              .getResult())
          .getResult(0);
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, tauInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        return forLoop(
            b, l, idx(b, l, ilo - 1), idx(b, l, std::max<int64_t>(ihi - 1, 0)),
            {args[0], args[1]},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              Value i1 = addIdx(b, l, i, 1), i2 = addIdx(b, l, i, 2);
              Value alpha = get(b, l, s[0], {bi, i1, i});
              Value xn2 = forLoop(
                  b, l, i2, chi, {ar.realConst(0.0)},
                  [&](OpBuilder &b, Location l, Value row, ValueRange acc) {
                    Value v = ar.abs2(get(b, l, s[0], {bi, row, i}));
                    return SmallVector<Value>{
                        arith::AddFOp::create(b, l, acc[0], v)};
                  })[0];
              Reflector h = larfg(b, l, ar, alpha, xn2);
              return ifThenElse(
                  b, l, h.trivial, {s[0].getType(), s[1].getType()},
                  [&](OpBuilder &b, Location l) {
                    return SmallVector<Value>{
                        s[0], put(b, l, ar.c(0.0), s[1], {bi, i})};
                  },
                  [&](OpBuilder &b, Location l) {
                    Value f =
                        scaleColumn(b, l, ar, s[0], bi, i, h.scale, i2, chi);
                    // v(i+1) = 1, v(row) = f(row, i) below it.
                    auto vAt = [&](OpBuilder &b, Location l, Value t,
                                   Value row) {
                      Value first = arith::CmpIOp::create(
                          b, l, arith::CmpIPredicate::eq, row, i1);
                      Value safe =
                          arith::SelectOp::create(b, l, first, i2, row);
                      // Row i+2 may not exist; read a valid index.
                      safe = arith::MinUIOp::create(
                          b, l, safe, idx(b, l, std::max<int64_t>(n - 1, 0)));
                      Value v = get(b, l, t, {bi, safe, i});
                      return arith::SelectOp::create(b, l, first, ar.c(1.0), v)
                          .getResult();
                    };
                    // Right: rows 0..ihi-1, A := A - tau (A v) v^H.
                    f = forLoop(
                        b, l, c0, chi, {f},
                        [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                          Value w = forLoop(
                              b, l, i1, chi, {ar.c(0.0)},
                              [&](OpBuilder &b, Location l, Value c,
                                  ValueRange acc) {
                                Value x = get(b, l, z[0], {bi, k, c});
                                return SmallVector<Value>{ar.add(
                                    acc[0], ar.mul(x, vAt(b, l, z[0], c)))};
                              })[0];
                          Value tw = ar.mul(h.tau, w);
                          return forLoop(b, l, i1, chi, {z[0]},
                                         [&](OpBuilder &b, Location l, Value c,
                                             ValueRange y) {
                                           Value x =
                                               get(b, l, y[0], {bi, k, c});
                                           Value vc =
                                               ar.conj(vAt(b, l, y[0], c));
                                           Value nx = ar.sub(x, ar.mul(tw, vc));
                                           return SmallVector<Value>{
                                               put(b, l, nx, y[0], {bi, k, c})};
                                         });
                        })[0];
                    // Left: columns i+1..n-1, A := A - conj(tau) v (v^H A).
                    Value ct = ar.conj(h.tau);
                    f = forLoop(
                        b, l, i1, cn, {f},
                        [&](OpBuilder &b, Location l, Value c, ValueRange z) {
                          Value w =
                              forLoop(b, l, i1, chi, {ar.c(0.0)},
                                      [&](OpBuilder &b, Location l, Value row,
                                          ValueRange acc) {
                                        Value v = ar.conj(vAt(b, l, z[0], row));
                                        Value x = get(b, l, z[0], {bi, row, c});
                                        return SmallVector<Value>{
                                            ar.add(acc[0], ar.mul(v, x))};
                                      })[0];
                          Value tw = ar.mul(ct, w);
                          return forLoop(b, l, i1, chi, {z[0]},
                                         [&](OpBuilder &b, Location l,
                                             Value row, ValueRange y) {
                                           Value x =
                                               get(b, l, y[0], {bi, row, c});
                                           Value v = vAt(b, l, y[0], row);
                                           Value nx = ar.sub(x, ar.mul(v, tw));
                                           return SmallVector<Value>{put(
                                               b, l, nx, y[0], {bi, row, c})};
                                         });
                        })[0];
                    f = put(b, l, ar.make(h.beta), f, {bi, i1, i});
                    return SmallVector<Value>{f,
                                              put(b, l, h.tau, s[1], {bi, i})};
                  });
            });
      });
  Value info = linalg::FillOp::create(
                   b, loc, i32(b, loc, 0),
                   tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch},
                                           b.getI32Type())
                       .getResult())
                   .getResult(0);
  results = {unflattenBatch(b, loc, out[0], aType, 2),
             unflattenBatch(b, loc, out[1], tauType, 1),
             unflattenBatch(b, loc, info, infoType, 0)};
  return success();
}

} // namespace kiln::lowering
