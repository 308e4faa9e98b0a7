//===- LapackUtils.cpp - helpers of the matrix loop lowerings -------------===//
//
// Loop builders, batch flattening, column operations and selection sort
// steps used by the Lapack*.cpp and LinearAlgebra.cpp lowerings (declared
// in LapackInternal.h).
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace kiln::lowering {

SmallVector<Value> forLoop(OpBuilder &b, Location loc, Value lb, Value ub,
                           ValueRange inits, LoopBody body) {
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, idx(b, loc, 1), inits,
      [&](OpBuilder &nb, Location l, Value iv, ValueRange args) {
        scf::YieldOp::create(nb, l, body(nb, l, iv, args));
      });
  return SmallVector<Value>(loop.getResults());
}

Value forLoop(OpBuilder &b, Location loc, Value lb, Value ub, Value init,
              function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  return forLoop(b, loc, lb, ub, ValueRange{init},
                 [&](OpBuilder &nb, Location l, Value iv, ValueRange args) {
                   return SmallVector<Value>{body(nb, l, iv, args[0])};
                 })[0];
}

SmallVector<Value> forLoopDown(OpBuilder &b, Location loc, Value lb, Value ub,
                               ValueRange inits, LoopBody body) {
  return forLoop(b, loc, lb, ub, inits,
                 [&](OpBuilder &nb, Location l, Value iv, ValueRange args) {
                   // i = lb + ub - 1 - iv
                   Value sum = arith::AddIOp::create(nb, l, lb, ub);
                   Value last =
                       arith::SubIOp::create(nb, l, sum, idx(nb, l, 1));
                   Value i = arith::SubIOp::create(nb, l, last, iv);
                   return body(nb, l, i, args);
                 });
}

SmallVector<Value>
ifThenElse(OpBuilder &b, Location loc, Value cond, TypeRange types,
           function_ref<SmallVector<Value>(OpBuilder &, Location)> thenBody,
           function_ref<SmallVector<Value>(OpBuilder &, Location)> elseBody) {
  auto op = scf::IfOp::create(
      b, loc, cond,
      [&](OpBuilder &nb, Location l) {
        scf::YieldOp::create(nb, l, thenBody(nb, l));
      },
      [&](OpBuilder &nb, Location l) {
        scf::YieldOp::create(nb, l, elseBody(nb, l));
      });
  (void)types;
  return SmallVector<Value>(op.getResults());
}

Value idx(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

Value i32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

Value addIdx(OpBuilder &b, Location loc, Value x, int64_t c) {
  return arith::AddIOp::create(b, loc, x, idx(b, loc, c));
}

namespace {

/// The reassociation between a tensor with `batchRank` batch dimensions and
/// `trailing` others and its [B, trailing...] form (or [1, trailing...] when
/// batchRank is 0).
SmallVector<ReassociationIndices> batchGroups(int64_t batchRank,
                                              int64_t trailing) {
  SmallVector<ReassociationIndices> groups;
  if (batchRank == 0) {
    // [t0, t1, ...] <-> [1, t0, t1, ...]: the 1 joins the first group.
    for (int64_t d = 0; d < trailing; ++d)
      groups.push_back(d == 0 ? ReassociationIndices{0, 1}
                              : ReassociationIndices{d + 1});
    return groups;
  }
  ReassociationIndices lead;
  for (int64_t d = 0; d < batchRank; ++d)
    lead.push_back(d);
  groups.push_back(lead);
  for (int64_t d = 0; d < trailing; ++d)
    groups.push_back({batchRank + d});
  return groups;
}

RankedTensorType flatType(RankedTensorType type, int64_t trailing) {
  int64_t batchRank = type.getRank() - trailing;
  int64_t batch = 1;
  for (int64_t d = 0; d < batchRank; ++d)
    batch *= type.getDimSize(d);
  SmallVector<int64_t> shape = {batch};
  for (int64_t d = batchRank; d < type.getRank(); ++d)
    shape.push_back(type.getDimSize(d));
  return RankedTensorType::get(shape, type.getElementType());
}

} // namespace

Value flattenBatch(OpBuilder &b, Location loc, Value x, int64_t trailing) {
  auto type = llvm::cast<RankedTensorType>(x.getType());
  int64_t batchRank = type.getRank() - trailing;
  if (batchRank == 1)
    return x;
  RankedTensorType flat = flatType(type, trailing);
  auto groups = batchGroups(batchRank, trailing);
  if (batchRank == 0)
    return tensor::ExpandShapeOp::create(b, loc, flat, x, groups);
  return tensor::CollapseShapeOp::create(b, loc, flat, x, groups);
}

Value unflattenBatch(OpBuilder &b, Location loc, Value x, RankedTensorType type,
                     int64_t trailing) {
  int64_t batchRank = type.getRank() - trailing;
  if (batchRank == 1)
    return x;
  auto groups = batchGroups(batchRank, trailing);
  if (batchRank == 0)
    return tensor::CollapseShapeOp::create(b, loc, type, x, groups);
  return tensor::ExpandShapeOp::create(b, loc, type, x, groups);
}

Value fillBatch(OpBuilder &b, Location loc, Value t, Value bi, Value v) {
  auto type = llvm::cast<RankedTensorType>(t.getType());
  Value c0 = idx(b, loc, 0);
  Value rows = idx(b, loc, type.getDimSize(1));
  return forLoop(b, loc, c0, rows, {t},
                 [&](OpBuilder &b, Location l, Value i, ValueRange s) {
                   if (type.getRank() == 2)
                     return SmallVector<Value>{put(b, l, v, s[0], {bi, i})};
                   return forLoop(
                       b, l, c0, idx(b, l, type.getDimSize(2)), {s[0]},
                       [&](OpBuilder &b, Location l, Value j, ValueRange z) {
                         return SmallVector<Value>{
                             put(b, l, v, z[0], {bi, i, j})};
                       });
                 })[0];
}

Value nanOf(OpBuilder &b, Location loc, const ArithExpr &ar, bool real) {
  Value nan = arith::ConstantOp::create(
      b, loc, ar.realType(),
      b.getFloatAttr(ar.realType(),
                     APFloat::getQNaN(ar.realType().getFloatSemantics())));
  return real ? nan : ar.make(nan, nan);
}

Value get(OpBuilder &b, Location loc, Value t, ValueRange ids) {
  return tensor::ExtractOp::create(b, loc, t, ids);
}

Value put(OpBuilder &b, Location loc, Value v, Value t, ValueRange ids) {
  return tensor::InsertOp::create(b, loc, v, t, ids);
}

int64_t intAttr(Operation *op, StringRef name, int64_t dflt) {
  auto dict = op->getAttrOfType<DictionaryAttr>("backend_config");
  if (!dict)
    dict = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  if (!dict)
    return dflt;
  auto attr = llvm::dyn_cast_or_null<IntegerAttr>(dict.get(name));
  return attr ? attr.getValue().getSExtValue() : dflt;
}

RankedTensorType squareMatrixOperand(Operation *op, ValueRange operands,
                                     unsigned numResults) {
  if (operands.size() != 1 || op->getNumResults() != numResults)
    return nullptr;
  auto type = llvm::dyn_cast<RankedTensorType>(operands[0].getType());
  if (!type || !type.hasStaticShape() || type.getRank() < 2)
    return nullptr;
  int64_t r = type.getRank();
  return type.getDimSize(r - 2) == type.getDimSize(r - 1) ? type : nullptr;
}

Value swapColumns(OpBuilder &b, Location l, Value t, Value bi, Value i, Value j,
                  Value len) {
  return forLoop(b, l, idx(b, l, 0), len, {t},
                 [&](OpBuilder &b, Location l, Value k, ValueRange z) {
                   Value x = get(b, l, z[0], {bi, k, i});
                   Value y = get(b, l, z[0], {bi, k, j});
                   Value u = put(b, l, y, z[0], {bi, k, i});
                   return SmallVector<Value>{put(b, l, x, u, {bi, k, j})};
                 })[0];
}

Value identityColumns(OpBuilder &b, Location l, const ArithExpr &ar, Value t,
                      Value bi, Value from, Value to, Value rows) {
  return forLoop(
      b, l, from, to, {t},
      [&](OpBuilder &b, Location l, Value j, ValueRange s) {
        return forLoop(
            b, l, idx(b, l, 0), rows, {s[0]},
            [&](OpBuilder &b, Location l, Value row, ValueRange z) {
              Value diag =
                  arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, row, j);
              Value v =
                  arith::SelectOp::create(b, l, diag, ar.c(1.0), ar.c(0.0));
              return SmallVector<Value>{put(b, l, v, z[0], {bi, row, j})};
            });
      })[0];
}

Value scaleColumn(OpBuilder &b, Location l, const ArithExpr &ar, Value t,
                  Value bi, Value col, Value scale, Value from, Value to) {
  return forLoop(b, l, from, to, {t},
                 [&](OpBuilder &b, Location l, Value r, ValueRange z) {
                   Value v = get(b, l, z[0], {bi, r, col});
                   return SmallVector<Value>{
                       put(b, l, ar.mul(v, scale), z[0], {bi, r, col})};
                 })[0];
}

Value subtractScaledColumn(OpBuilder &b, Location l, const ArithExpr &ar,
                           Value t, Value bi, Value dst, Value src, Value scale,
                           Value from, Value to) {
  return forLoop(b, l, from, to, {t},
                 [&](OpBuilder &b, Location l, Value r, ValueRange z) {
                   Value v = get(b, l, z[0], {bi, r, src});
                   Value x = get(b, l, z[0], {bi, r, dst});
                   Value y = ar.sub(x, ar.mul(v, scale));
                   return SmallVector<Value>{put(b, l, y, z[0], {bi, r, dst})};
                 })[0];
}

SortStep selectionSortStep(OpBuilder &b, Location l, Value v, Value bi, Value i,
                           Value n, arith::CmpFPredicate pred) {
  Value vi = get(b, l, v, {bi, i});
  SmallVector<Value> best =
      forLoop(b, l, addIdx(b, l, i, 1), n, {i, vi},
              [&](OpBuilder &b, Location l, Value j, ValueRange t) {
                Value vj = get(b, l, v, {bi, j});
                Value beats = arith::CmpFOp::create(b, l, pred, vj, t[1]);
                return SmallVector<Value>{
                    arith::SelectOp::create(b, l, beats, j, t[0]),
                    arith::SelectOp::create(b, l, beats, vj, t[1])};
              });
  Value sorted = put(b, l, best[1], v, {bi, i});
  sorted = put(b, l, vi, sorted, {bi, best[0]});
  return {sorted, best[0]};
}

} // namespace kiln::lowering
