//===- TriangularSolveHalf.cpp - triangular_solve on f16 and bf16 ---------===//
//
// XLA's CPU backend solves 16-bit float systems by expanding
// triangular_solve into HLO (TriangularSolveExpander), whose elementwise ops
// round to the element type after each step and whose dots accumulate in
// f32 and round once. Its results are therefore a few units in the last
// place from the exact solution (more for larger systems), not the rounded
// f32 solution; kiln computes the same steps, in f32 scalars rounded where
// XLA rounds, so that it returns XLA's values:
//
//  - a batch of more than 8 systems of fewer than 32 unknowns is solved
//    directly, row by row: r = round(b_i - round(sum_k m_ik x_k)), then
//    x_i = r / m_ii;
//  - otherwise (and for one unknown, x = b / a) the diagonal blocks of A
//    (128 rows each) are inverted, row by row, after dividing each column
//    by its diagonal element (the rows of the unit triangular inverse are
//    -round(row_j . inverse so far)); each inverse's rows are then divided
//    by the diagonal, and the blocks of X are solved in order as
//    round(inverse . round(b - round(solved part))).
//
// How XLA divides by a diagonal element depends on the type and shape:
// for bf16 it computes in f32 and rounds the quotient; for f16 it
// multiplies by the rounded reciprocal round(1/d) when the divisor is
// broadcast along a row (the direct solve's and one unknown's rows of more
// than one element, and the inversion of a single block of a single
// system) and divides otherwise. Each rule was found by comparing with XLA
// (test/Execution/LinearAlgebra/Inputs/gen_triangular_half.py).
//
//===----------------------------------------------------------------------===//

#include "LapackInternal.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// XLA's expander: blocks of this many rows are inverted; batches of more
/// than kBlock / 16 systems of fewer than kBlock / 4 unknowns are solved
/// directly.
constexpr int64_t kBlock = 128;

/// How a quotient is rounded (see the file comment).
enum class Division { Rounded, ByRoundedReciprocal };

/// The steps of the solve of one batch of systems, on f32 values that hold
/// numbers of the element type `half`.
struct HalfSolver {
  OpBuilder &rewriter;
  Location loc;
  Type half;
  ArithExpr ar;
  Value a, bIn;        // [NB, m, m] and B, in f32
  int64_t m, cols, nb; // unknowns, right-hand sides, systems
  bool left, lower, unit, transM, lowerM;

  HalfSolver(OpBuilder &rewriter, Location loc, Type half)
      : rewriter(rewriter), loc(loc), half(half),
        ar(rewriter, loc, rewriter.getF32Type()) {}

  /// `v` rounded to the element type (and back to f32).
  Value round(OpBuilder &b, Location l, Value v) const {
    Type f32 = b.getF32Type();
    return emitConvert(b, l, emitConvert(b, l, v, f32, half), half, f32);
  }
  Value divide(OpBuilder &b, Location l, Value x, Value d, Division how) const {
    if (how == Division::Rounded)
      return round(b, l, ar.div(x, d));
    Value reciprocal = round(b, l, ar.div(ar.c(1.0), d));
    return round(b, l, ar.mul(x, reciprocal));
  }
  /// How f16 divides rows of `length` elements by one diagonal element.
  Division rowDivision(int64_t length) const {
    return half.isF16() && length > 1 ? Division::ByRoundedReciprocal
                                      : Division::Rounded;
  }

  /// A(p, q) of the triangle the op reads, 1 on a unit diagonal.
  Value aAt(OpBuilder &b, Location l, Value bi, Value p, Value q) const {
    if (!unit)
      return get(b, l, a, {bi, p, q});
    Value diagonal =
        arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, p, q);
    return ar.select(diagonal, ar.c(1.0), get(b, l, a, {bi, p, q}));
  }
  /// M(i, k) of the normalized system M X' = B'.
  Value mAt(OpBuilder &b, Location l, Value bi, Value i, Value k) const {
    return transM ? aAt(b, l, bi, k, i) : aAt(b, l, bi, i, k);
  }
  /// B'(i, c), from B.
  Value bAt(OpBuilder &b, Location l, Value bi, Value i, Value c) const {
    return left ? get(b, l, bIn, {bi, i, c}) : get(b, l, bIn, {bi, c, i});
  }

  /// sum over k in [lo, hi) of f(k), in f32, k ascending.
  Value sum(OpBuilder &b, Location l, Value lo, Value hi,
            llvm::function_ref<Value(OpBuilder &, Location, Value)> f) const {
    return forLoop(b, l, lo, hi, ar.c(0.0),
                   [&](OpBuilder &b, Location l, Value k, Value acc) {
                     return ar.add(acc, f(b, l, k));
                   });
  }

  /// X' (normalized, [NB, m, cols]) for one unknown: b / a.
  Value solveOne(Value xn) const {
    Value c0 = idx(rewriter, loc, 0);
    Division how = rowDivision(cols);
    return forLoop(rewriter, loc, c0, idx(rewriter, loc, nb), xn,
                   [&](OpBuilder &b, Location l, Value bi, Value xn) {
                     return forLoop(
                         b, l, c0, idx(b, l, cols), xn,
                         [&](OpBuilder &b, Location l, Value c, Value xn) {
                           Value v = bAt(b, l, bi, c0, c);
                           if (!unit)
                             v = divide(b, l, v, get(b, l, a, {bi, c0, c0}),
                                        how);
                           return put(b, l, v, xn, {bi, c0, c});
                         });
                   });
  }

  /// X' by substitution, one row at a time.
  Value solveDirectly(Value xn) const {
    Value c0 = idx(rewriter, loc, 0);
    Division how = rowDivision(cols);
    return forLoop(
        rewriter, loc, c0, idx(rewriter, loc, nb), xn,
        [&](OpBuilder &b, Location l, Value bi, Value xn) {
          return forLoop(
              b, l, c0, idx(b, l, m), xn,
              [&](OpBuilder &b, Location l, Value step, Value xn) {
                Value last = idx(b, l, m - 1);
                Value i =
                    lowerM
                        ? step
                        : arith::SubIOp::create(b, l, last, step).getResult();
                Value lo = lowerM ? c0 : addIdx(b, l, i, 1);
                Value hi = lowerM ? i : idx(b, l, m);
                return forLoop(
                    b, l, c0, idx(b, l, cols), xn,
                    [&](OpBuilder &b, Location l, Value c, Value xn) {
                      Value dot = sum(
                          b, l, lo, hi, [&](OpBuilder &b, Location l, Value k) {
                            return ar.mul(mAt(b, l, bi, i, k),
                                          get(b, l, xn, {bi, k, c}));
                          });
                      Value r = round(
                          b, l, ar.sub(bAt(b, l, bi, i, c), round(b, l, dot)));
                      if (!unit)
                        r = divide(b, l, r, mAt(b, l, bi, i, i), how);
                      return put(b, l, r, xn, {bi, i, c});
                    });
              });
        });
  }

  /// The inverses of the diagonal blocks of A's triangle, in the blocks of
  /// an [NB, m, m] tensor (zero elsewhere).
  Value invertBlocks() const {
    Value c0 = idx(rewriter, loc, 0);
    Value zero = ar.c(0.0);
    Value empty = tensor::EmptyOp::create(rewriter, loc,
                                          SmallVector<int64_t, 3>{nb, m, m},
                                          rewriter.getF32Type());
    Value inv = linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    int64_t blocks = (m + kBlock - 1) / kBlock;
    Division how = nb * blocks == 1 && half.isF16()
                       ? Division::ByRoundedReciprocal
                       : Division::Rounded;
    for (int64_t s = 0; s < m; s += kBlock) {
      int64_t e = std::min(s + kBlock, m);
      Value cs = idx(rewriter, loc, s), ce = idx(rewriter, loc, e);
      inv = forLoop(
          rewriter, loc, c0, idx(rewriter, loc, nb), inv,
          [&](OpBuilder &b, Location l, Value bi, Value inv) {
            auto diag = [&](OpBuilder &b, Location l, Value q) {
              return aAt(b, l, bi, q, q);
            };
            // Start from -I with +1 for the first row, which stays e_first.
            inv = forLoop(b, l, cs, ce, inv,
                          [&](OpBuilder &b, Location l, Value q, Value inv) {
                            return put(b, l, ar.c(-1.0), inv, {bi, q, q});
                          });
            Value first = idx(b, l, lower ? s : e - 1);
            inv = put(b, l, ar.c(1.0), inv, {bi, first, first});
            // Row j of the inverse of the column-scaled block: minus its
            // row times the inverse so far (j's own entry still -e_j).
            inv = forLoop(
                b, l, c0, idx(b, l, e - s - 1), inv,
                [&](OpBuilder &b, Location l, Value it, Value inv) {
                  Value j =
                      lower ? arith::AddIOp::create(b, l, idx(b, l, s + 1), it)
                                  .getResult()
                            : arith::SubIOp::create(b, l, idx(b, l, e - 2), it)
                                  .getResult();
                  Value lo = lower ? cs : j;
                  Value hi = lower ? addIdx(b, l, j, 1) : ce;
                  return forLoop(
                      b, l, cs, ce, inv,
                      [&](OpBuilder &b, Location l, Value c, Value inv) {
                        Value dot = sum(
                            b, l, lo, hi,
                            [&](OpBuilder &b, Location l, Value q) {
                              Value scaled = divide(b, l, aAt(b, l, bi, j, q),
                                                    diag(b, l, q), how);
                              return ar.mul(scaled, get(b, l, inv, {bi, q, c}));
                            });
                        return put(b, l, ar.neg(round(b, l, dot)), inv,
                                   {bi, j, c});
                      });
                });
            // Undo the scaling: divide row j by its diagonal element.
            return forLoop(
                b, l, cs, ce, inv,
                [&](OpBuilder &b, Location l, Value j, Value inv) {
                  Value d = diag(b, l, j);
                  return forLoop(
                      b, l, cs, ce, inv,
                      [&](OpBuilder &b, Location l, Value c, Value inv) {
                        Value v = get(b, l, inv, {bi, j, c});
                        return put(b, l, divide(b, l, v, d, how), inv,
                                   {bi, j, c});
                      });
                });
          });
    }
    return inv;
  }

  /// X' block by block with the inverted diagonal blocks `inv`.
  Value solveByBlocks(Value xn, Value inv) const {
    Value c0 = idx(rewriter, loc, 0);
    Value cc = idx(rewriter, loc, cols);
    // M^-1(r, q) within a diagonal block, from A's block inverse.
    auto invM = [&](OpBuilder &b, Location l, Value bi, Value r, Value q) {
      return transM ? get(b, l, inv, {bi, q, r}) : get(b, l, inv, {bi, r, q});
    };
    SmallVector<std::pair<int64_t, int64_t>> blocks;
    for (int64_t s = 0; s < m; s += kBlock)
      blocks.push_back({s, std::min(s + kBlock, m)});
    if (!lowerM)
      std::reverse(blocks.begin(), blocks.end());
    Value rem = xn; // B' minus the solved part, per block
    for (auto [index, block] : llvm::enumerate(blocks)) {
      auto [s, e] = block;
      Value cs = idx(rewriter, loc, s), ce = idx(rewriter, loc, e);
      // The unknowns solved before this block.
      Value lo = lowerM ? c0 : ce;
      Value hi = lowerM ? cs : idx(rewriter, loc, m);
      bool firstBlock = index == 0;
      SmallVector<Value> state = forLoop(
          rewriter, loc, c0, idx(rewriter, loc, nb), ValueRange{xn, rem},
          [&](OpBuilder &b, Location l, Value bi,
              ValueRange state) -> SmallVector<Value> {
            Value xn = state[0];
            Value rem = forLoop(
                b, l, cs, ce, state[1],
                [&](OpBuilder &b, Location l, Value r, Value rem) {
                  return forLoop(
                      b, l, c0, cc, rem,
                      [&](OpBuilder &b, Location l, Value c, Value rem) {
                        Value v = bAt(b, l, bi, r, c);
                        if (!firstBlock) {
                          Value dot =
                              sum(b, l, lo, hi,
                                  [&](OpBuilder &b, Location l, Value k) {
                                    return ar.mul(mAt(b, l, bi, r, k),
                                                  get(b, l, xn, {bi, k, c}));
                                  });
                          v = round(b, l, ar.sub(v, round(b, l, dot)));
                        }
                        return put(b, l, v, rem, {bi, r, c});
                      });
                });
            xn = forLoop(
                b, l, cs, ce, xn,
                [&](OpBuilder &b, Location l, Value r, Value xn) {
                  return forLoop(
                      b, l, c0, cc, xn,
                      [&](OpBuilder &b, Location l, Value c, Value xn) {
                        Value dot =
                            sum(b, l, cs, ce,
                                [&](OpBuilder &b, Location l, Value q) {
                                  return ar.mul(invM(b, l, bi, r, q),
                                                get(b, l, rem, {bi, q, c}));
                                });
                        return put(b, l, round(b, l, dot), xn, {bi, r, c});
                      });
                });
            return {xn, rem};
          });
      xn = state[0];
      rem = state[1];
    }
    return xn;
  }
};

} // namespace

LogicalResult lowerHalfTriangularSolve(hlo::TriangularSolveOp op, Value a,
                                       Value b,
                                       ConversionPatternRewriter &rewriter) {
  auto aType = cast<RankedTensorType>(a.getType());
  auto bType = cast<RankedTensorType>(b.getType());
  Type half = aType.getElementType();
  Type f32 = rewriter.getF32Type();
  Location loc = op.getLoc();
  HalfSolver solver(rewriter, loc, half);
  bool transA = op.getTransposeA() != hlo::Transpose::NO_TRANSPOSE;
  solver.left = op.getLeftSide();
  solver.lower = op.getLower();
  solver.unit = op.getUnitDiagonal();
  solver.transM = transA != !solver.left;
  solver.lowerM = solver.lower != solver.transM;
  solver.a = emitConvertTensor(rewriter, loc, flattenBatch(rewriter, loc, a, 2),
                               half, f32);
  solver.bIn = emitConvertTensor(rewriter, loc,
                                 flattenBatch(rewriter, loc, b, 2), half, f32);
  auto b3 = cast<RankedTensorType>(solver.bIn.getType());
  solver.nb = b3.getDimSize(0);
  solver.m = aType.getDimSize(aType.getRank() - 1);
  solver.cols = solver.left ? b3.getDimSize(2) : b3.getDimSize(1);
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, SmallVector<int64_t, 3>{solver.nb, solver.m, solver.cols},
      f32);
  Value xn = linalg::FillOp::create(rewriter, loc, solver.ar.c(0.0), empty)
                 .getResult(0);
  if (solver.m > 0 && solver.cols > 0 && solver.nb > 0) {
    if (solver.m == 1)
      xn = solver.solveOne(xn);
    else if (solver.nb > kBlock / 16 && solver.m < kBlock / 4)
      xn = solver.solveDirectly(xn);
    else
      xn = solver.solveByBlocks(xn, solver.invertBlocks());
  }
  // Back from X' to X (X'^T on the right side) and to the element type.
  Value x = xn;
  if (!solver.left) {
    Value init = tensor::EmptyOp::create(
        rewriter, loc,
        SmallVector<int64_t, 3>{solver.nb, solver.cols, solver.m}, f32);
    x = linalg::TransposeOp::create(rewriter, loc, xn, init,
                                    ArrayRef<int64_t>{0, 2, 1})
            ->getResult(0);
  }
  x = emitConvertTensor(rewriter, loc, x, f32, half);
  rewriter.replaceOp(op, unflattenBatch(rewriter, loc, x, bType, 2));
  return success();
}

} // namespace kiln::lowering
