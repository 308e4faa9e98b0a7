//===- LapackQr.cpp - geqrf and orgqr/ungqr without LAPACK ----------------===//
//
// Householder QR as LAPACK's unblocked geqr2 / org2r (ung2r) compute it,
// which the blocked routines equal in exact arithmetic:
//
//   geqrf: for i < min(m, n), the reflector H(i) = I - tau v v^H of
//          ?larfg zeroes A(i+1:, i): beta = -sign(re(alpha)) * |(alpha, x)|,
//          tau = ((beta - re(alpha)) / beta, -im(alpha) / beta),
//          v = [1; x / (alpha - beta)], and tau = 0 (H = I) when x = 0 and
//          alpha is real. H(i)^H is applied to A(i:, i+1:). Results: R above
//          and on the diagonal, v below it; tau.
//   orgqr: the first n columns of H(0) H(1) ... H(k-1), built backwards.
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

namespace {

RankedTensorType staticTensor(Value v, int64_t minRank) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  if (!t || !t.hasStaticShape() || t.getRank() < minRank)
    return nullptr;
  return t;
}

/// Applies H = I - t v v^H (v(i) = 1, v(r) = q(r, i) below) to columns
/// i+1..n-1 of rows i..m-1 of `q` (batch `bi`).
Value applyReflector(OpBuilder &b, Location l, const ArithExpr &ar, Value q,
                     Value bi, Value i, Value t, Value cm, Value cn) {
  Value i1 = addIdx(b, l, i, 1);
  return forLoop(
      b, l, i1, cn, {q}, [&](OpBuilder &b, Location l, Value c, ValueRange s) {
        // w = v^H q(:, c)
        Value w0 = get(b, l, s[0], {bi, i, c});
        Value w =
            forLoop(b, l, i1, cm, {w0},
                    [&](OpBuilder &b, Location l, Value r, ValueRange acc) {
                      Value v = ar.conj(get(b, l, s[0], {bi, r, i}));
                      Value x = get(b, l, s[0], {bi, r, c});
                      return SmallVector<Value>{ar.add(acc[0], ar.mul(v, x))};
                    })[0];
        Value tw = ar.mul(t, w);
        Value top = ar.sub(get(b, l, s[0], {bi, i, c}), tw);
        Value u = put(b, l, top, s[0], {bi, i, c});
        return SmallVector<Value>{
            subtractScaledColumn(b, l, ar, u, bi, c, i, tw, i1, cm)};
      })[0];
}

} // namespace

Reflector larfg(OpBuilder &b, Location l, const ArithExpr &ar, Value alpha,
                Value xn2) {
  FloatType ft = ar.realType();
  Value zero = ar.realConst(0.0);
  Value alphr = ar.re(alpha), alphi = ar.im(alpha);
  Value trivial = arith::AndIOp::create(
      b, l, arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, xn2, zero),
      arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, alphi, zero));
  Value abs2 = arith::AddFOp::create(b, l, ar.abs2(alpha), xn2);
  Value nrm = math::SqrtOp::create(b, l, abs2);
  // beta = -copysign(nrm, re(alpha)).
  Type intType = b.getIntegerType(ft.getWidth());
  Value bits = arith::BitcastOp::create(b, l, intType, alphr);
  Value negative =
      arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, bits,
                            arith::ConstantIntOp::create(b, l, intType, 0));
  Value beta = arith::SelectOp::create(b, l, negative, nrm,
                                       arith::NegFOp::create(b, l, nrm));
  Value tr = arith::DivFOp::create(
      b, l, arith::SubFOp::create(b, l, beta, alphr), beta);
  Value ti =
      arith::DivFOp::create(b, l, arith::NegFOp::create(b, l, alphi), beta);
  Value tau = ar.make(tr, ti);
  Value scale = ar.div(ar.c(1.0), ar.sub(alpha, ar.make(beta)));
  return {trivial, beta, tau, scale};
}

SmallVector<Value> householderStep(OpBuilder &b, Location l,
                                   const ArithExpr &ar, Value f, Value tau,
                                   Value bi, Value i, Value cm, Value cn) {
  Value i1 = addIdx(b, l, i, 1);
  Value alpha = get(b, l, f, {bi, i, i});
  Value xn2 = forLoop(b, l, i1, cm, {ar.realConst(0.0)},
                      [&](OpBuilder &b, Location l, Value row, ValueRange acc) {
                        Value v = get(b, l, f, {bi, row, i});
                        return SmallVector<Value>{
                            arith::AddFOp::create(b, l, acc[0], ar.abs2(v))};
                      })[0];
  Reflector h = larfg(b, l, ar, alpha, xn2);
  return ifThenElse(
      b, l, h.trivial, {f.getType(), tau.getType()},
      [&](OpBuilder &b, Location l) {
        return SmallVector<Value>{f, put(b, l, ar.c(0.0), tau, {bi, i})};
      },
      [&](OpBuilder &b, Location l) {
        Value g = scaleColumn(b, l, ar, f, bi, i, h.scale, i1, cm);
        g = put(b, l, ar.make(h.beta), g, {bi, i, i});
        g = applyReflector(b, l, ar, g, bi, i, ar.conj(h.tau), cm, cn);
        return SmallVector<Value>{g, put(b, l, h.tau, tau, {bi, i})};
      });
}

LogicalResult lowerGeqrf(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  RankedTensorType aType = staticTensor(operands[0], 2);
  if (!aType || op->getNumResults() != 2)
    return failure();
  int64_t r = aType.getRank();
  int64_t m = aType.getDimSize(r - 2), n = aType.getDimSize(r - 1);
  int64_t k = std::min(m, n);
  auto tauType = llvm::cast<RankedTensorType>(op->getResult(1).getType());
  if (tauType.getRank() != r - 1 || tauType.getDimSize(r - 2) != k)
    return failure();
  ArithExpr ar(b, loc, aType.getElementType());
  Value a = flattenBatch(b, loc, operands[0], 2);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cm = idx(b, loc, m), cn = idx(b, loc, n);
  Value tauEmpty =
      tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{batch, k}, ar.type);
  SmallVector<Value> out = forLoop(
      b, loc, c0, idx(b, loc, batch), {a, tauEmpty},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        return forLoop(b, l, c0, idx(b, l, k), {args[0], args[1]},
                       [&](OpBuilder &b, Location l, Value i, ValueRange s) {
                         return householderStep(b, l, ar, s[0], s[1], bi, i, cm,
                                                cn);
                       });
      });
  results = {unflattenBatch(b, loc, out[0], aType, 2),
             unflattenBatch(b, loc, out[1], tauType, 1)};
  return success();
}

LogicalResult lowerOrgqr(Operation *op, ValueRange operands, OpBuilder &b,
                         SmallVector<Value> &results) {
  Location loc = op->getLoc();
  if (operands.size() != 2 || op->getNumResults() != 1)
    return failure();
  RankedTensorType aType = staticTensor(operands[0], 2);
  RankedTensorType tauType = staticTensor(operands[1], 1);
  if (!aType || !tauType || tauType.getRank() != aType.getRank() - 1 ||
      tauType.getElementType() != aType.getElementType())
    return failure();
  int64_t r = aType.getRank();
  int64_t m = aType.getDimSize(r - 2), n = aType.getDimSize(r - 1);
  int64_t k = tauType.getDimSize(r - 2);
  if (k > n || n > m)
    return failure();
  ArithExpr ar(b, loc, aType.getElementType());
  Value a = flattenBatch(b, loc, operands[0], 2);
  Value taus = flattenBatch(b, loc, operands[1], 1);
  int64_t batch = llvm::cast<RankedTensorType>(a.getType()).getDimSize(0);
  Value c0 = idx(b, loc, 0), cm = idx(b, loc, m), cn = idx(b, loc, n);
  Value ck = idx(b, loc, k);
  Value result = forLoop(
      b, loc, c0, idx(b, loc, batch), {a},
      [&](OpBuilder &b, Location l, Value bi, ValueRange args) {
        // Columns k..n-1 start as those of the identity.
        Value q = identityColumns(b, l, ar, args[0], bi, ck, cn, cm);
        return forLoopDown(
            b, l, c0, ck, {q},
            [&](OpBuilder &b, Location l, Value i, ValueRange s) {
              Value t = get(b, l, taus, {bi, i});
              Value g = put(b, l, ar.c(1.0), s[0], {bi, i, i});
              g = applyReflector(b, l, ar, g, bi, i, t, cm, cn);
              Value negT = ar.neg(t);
              g = forLoop(
                  b, l, addIdx(b, l, i, 1), cm, {g},
                  [&](OpBuilder &b, Location l, Value row, ValueRange z) {
                    Value v = get(b, l, z[0], {bi, row, i});
                    return SmallVector<Value>{
                        put(b, l, ar.mul(negT, v), z[0], {bi, row, i})};
                  })[0];
              g = put(b, l, ar.sub(ar.c(1.0), t), g, {bi, i, i});
              return forLoop(
                  b, l, c0, i, {g},
                  [&](OpBuilder &b, Location l, Value row, ValueRange z) {
                    return SmallVector<Value>{
                        put(b, l, ar.c(0.0), z[0], {bi, row, i})};
                  });
            });
      })[0];
  results = {unflattenBatch(b, loc, result, aType, 2)};
  return success();
}

} // namespace kiln::lowering
