//===- LapackGtsv.cpp - gtsv (tridiagonal solve) without LAPACK -----------===//
//
// `lapack_?gtsv_ffi` (operands and results dl, d, du, b, plus info) as
// LAPACK's ?gtsv computes it: Gaussian elimination of the tridiagonal
// system with partial pivoting between rows k and k+1 (|re| + |im| for
// complex; the second superdiagonal that an interchange creates is kept in
// dl), then back substitution. JAX's arrays have length n; LAPACK sees
// dl[1:], d and du[:n-1], so dl[0] and du[n-1] come back unchanged. A zero
// pivot sets info = k + 1 and stops, leaving the rest as it was.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

LogicalResult lowerGtsv(Operation *op, ValueRange operands, OpBuilder &b,
                        SmallVector<Value> &results) {
  Location loc = op->getLoc();
  if (operands.size() != 4 || op->getNumResults() != 5)
    return failure();
  auto vType = llvm::dyn_cast<RankedTensorType>(operands[1].getType());
  auto bType = llvm::dyn_cast<RankedTensorType>(operands[3].getType());
  if (!vType || !bType || !vType.hasStaticShape() || !bType.hasStaticShape() ||
      vType.getRank() < 1 || bType.getRank() != vType.getRank() + 1 ||
      operands[0].getType() != vType || operands[2].getType() != vType)
    return failure();
  int64_t r = bType.getRank();
  int64_t n = bType.getDimSize(r - 2), nrhs = bType.getDimSize(r - 1);
  if (vType.getDimSize(r - 2) != n)
    return failure();
  ArithExpr ar(b, loc, vType.getElementType());
  Value dl = flattenBatch(b, loc, operands[0], 1);
  Value d = flattenBatch(b, loc, operands[1], 1);
  Value du = flattenBatch(b, loc, operands[2], 1);
  Value rhs = flattenBatch(b, loc, operands[3], 2);
  int64_t batch = llvm::cast<RankedTensorType>(d.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cr = idx(b, loc, nrhs);
  Value infoInit =
      tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch}, b.getI32Type());
  auto isZero = [&](OpBuilder &b, Location l, Value x) {
    Value nz = ar.isNonZero(x);
    return arith::XOrIOp::create(b, l, nz,
                                 arith::ConstantIntOp::create(b, l, 1, 1));
  };
  auto toI32 = [&](OpBuilder &b, Location l, Value v) {
    return arith::IndexCastOp::create(b, l, b.getI32Type(), v).getResult();
  };
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {dl, d, du, rhs, infoInit},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // Elimination, k = 0 .. n-2; L[k] is dl[k+1].
        SmallVector<Value> st = forLoop(
            b, l, c0, idx(b, l, std::max<int64_t>(n - 1, 0)),
            {args[0], args[1], args[2], args[3], i32(b, l, 0)},
            [&](OpBuilder &b, Location l, Value k, ValueRange s) {
              Value ok = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                               s[4], i32(b, l, 0));
              SmallVector<Type> types(s.getTypes());
              SmallVector<Value> cur(s);
              return ifThenElse(
                  b, l, ok, types,
                  [&](OpBuilder &b, Location l) {
                    Value k1 = addIdx(b, l, k, 1);
                    Value lk = get(b, l, cur[0], {bi, k1});
                    Value dk = get(b, l, cur[1], {bi, k});
                    Value dk1 = get(b, l, cur[1], {bi, k1});
                    Value uk = get(b, l, cur[2], {bi, k});
                    Value notLast = arith::CmpIOp::create(
                        b, l, arith::CmpIPredicate::slt, k, idx(b, l, n - 2));
                    Value noSwap =
                        arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGE,
                                              ar.cabs1(dk), ar.cabs1(lk));
                    // L[k] == 0: nothing to eliminate (info if D[k] == 0).
                    return ifThenElse(
                        b, l, isZero(b, l, lk), types,
                        [&](OpBuilder &b, Location l) {
                          Value info = arith::SelectOp::create(
                              b, l, isZero(b, l, dk), toI32(b, l, k1), cur[4]);
                          return SmallVector<Value>{cur[0], cur[1], cur[2],
                                                    cur[3], info};
                        },
                        [&](OpBuilder &b, Location l) {
                          return ifThenElse(
                              b, l, noSwap, types,
                              [&](OpBuilder &b, Location l) {
                                Value mult = ar.div(lk, dk);
                                Value nd = ar.sub(dk1, ar.mul(mult, uk));
                                Value dd = put(b, l, nd, cur[1], {bi, k1});
                                Value x = forLoop(
                                    b, l, c0, cr, {cur[3]},
                                    [&](OpBuilder &b, Location l, Value j,
                                        ValueRange z) {
                                      Value bk = get(b, l, z[0], {bi, k, j});
                                      Value bk1 = get(b, l, z[0], {bi, k1, j});
                                      Value v = ar.sub(bk1, ar.mul(mult, bk));
                                      return SmallVector<Value>{
                                          put(b, l, v, z[0], {bi, k1, j})};
                                    })[0];
                                Value zl = arith::SelectOp::create(
                                    b, l, notLast, ar.c(0.0), lk);
                                Value ll = put(b, l, zl, cur[0], {bi, k1});
                                return SmallVector<Value>{ll, dd, cur[2], x,
                                                          cur[4]};
                              },
                              [&](OpBuilder &b, Location l) {
                                // Interchange rows k and k+1.
                                Value mult = ar.div(dk, lk);
                                Value dd = put(b, l, lk, cur[1], {bi, k});
                                dd = put(b, l, ar.sub(uk, ar.mul(mult, dk1)),
                                         dd, {bi, k1});
                                Value uu = put(b, l, dk1, cur[2], {bi, k});
                                Value ll = cur[0];
                                // Fill-in: L[k] = U[k+1], U[k+1] = -mult
                                // L[k] (not for the last k).
                                SmallVector<Value> lu = ifThenElse(
                                    b, l, notLast, {ll.getType(), uu.getType()},
                                    [&](OpBuilder &b, Location l) {
                                      Value u1 = get(b, l, uu, {bi, k1});
                                      Value l2 = put(b, l, u1, ll, {bi, k1});
                                      Value u2 =
                                          put(b, l, ar.neg(ar.mul(mult, u1)),
                                              uu, {bi, k1});
                                      return SmallVector<Value>{l2, u2};
                                    },
                                    [&](OpBuilder &, Location) {
                                      return SmallVector<Value>{ll, uu};
                                    });
                                Value x = forLoop(
                                    b, l, c0, cr, {cur[3]},
                                    [&](OpBuilder &b, Location l, Value j,
                                        ValueRange z) {
                                      Value bk = get(b, l, z[0], {bi, k, j});
                                      Value bk1 = get(b, l, z[0], {bi, k1, j});
                                      Value v = ar.sub(bk, ar.mul(mult, bk1));
                                      Value y =
                                          put(b, l, bk1, z[0], {bi, k, j});
                                      return SmallVector<Value>{
                                          put(b, l, v, y, {bi, k1, j})};
                                    })[0];
                                return SmallVector<Value>{lu[0], dd, lu[1], x,
                                                          cur[4]};
                              });
                        });
                  },
                  [&](OpBuilder &, Location) { return cur; });
            });
        Value info = st[4];
        if (n > 0) {
          Value last = idx(b, l, n - 1);
          Value ok = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, info,
                                           i32(b, l, 0));
          Value zeroLast = arith::AndIOp::create(
              b, l, ok, isZero(b, l, get(b, l, st[1], {bi, last})));
          info = arith::SelectOp::create(b, l, zeroLast, i32(b, l, n), info);
        }
        Value solve = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                            info, i32(b, l, 0));
        Value x = ifThenElse(
            b, l, solve, {st[3].getType()},
            [&](OpBuilder &b, Location l) {
              // x(i) = (b(i) - U[i] x(i+1) - L[i] x(i+2)) / D[i], backwards.
              return forLoopDown(
                  b, l, c0, idx(b, l, n), {st[3]},
                  [&](OpBuilder &b, Location l, Value i, ValueRange z) {
                    Value i1 = addIdx(b, l, i, 1), i2 = addIdx(b, l, i, 2);
                    Value has1 = arith::CmpIOp::create(
                        b, l, arith::CmpIPredicate::slt, i1, idx(b, l, n));
                    Value has2 = arith::CmpIOp::create(
                        b, l, arith::CmpIPredicate::slt, i2, idx(b, l, n));
                    Value zero = ar.c(0.0);
                    Value dI = get(b, l, st[1], {bi, i});
                    // Clamped reads, masked when out of range.
                    Value j1 = arith::SelectOp::create(b, l, has1, i1, i);
                    Value j2 = arith::SelectOp::create(b, l, has2, i2, i);
                    Value uI = arith::SelectOp::create(
                        b, l, has1, get(b, l, st[2], {bi, i}), zero);
                    Value lI = arith::SelectOp::create(
                        b, l, has2, get(b, l, st[0], {bi, j1}), zero);
                    return forLoop(
                        b, l, c0, cr, {z[0]},
                        [&](OpBuilder &b, Location l, Value j, ValueRange w) {
                          Value v = get(b, l, w[0], {bi, i, j});
                          Value x1 = get(b, l, w[0], {bi, j1, j});
                          Value x2 = get(b, l, w[0], {bi, j2, j});
                          v = ar.sub(v, ar.mul(uI, x1));
                          v = ar.sub(v, ar.mul(lI, x2));
                          v = ar.div(v, dI);
                          return SmallVector<Value>{
                              put(b, l, v, w[0], {bi, i, j})};
                        });
                  });
            },
            [&](OpBuilder &, Location) {
              return SmallVector<Value>{st[3]};
            })[0];
        return SmallVector<Value>{st[0], st[1], st[2], x,
                                  put(b, l, info, args[4], {bi})};
      });
  auto infoType = llvm::cast<RankedTensorType>(op->getResult(4).getType());
  results = {unflattenBatch(b, loc, out[0], vType, 1),
             unflattenBatch(b, loc, out[1], vType, 1),
             unflattenBatch(b, loc, out[2], vType, 1),
             unflattenBatch(b, loc, out[3], bType, 2),
             unflattenBatch(b, loc, out[4], infoType, 0)};
  return success();
}

} // namespace kiln::lowering
