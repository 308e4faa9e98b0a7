//===- Sort.cpp - sort to scf loops over tensors --------------------------===//
//
// sort becomes a stable insertion sort of every 1-D slice along the sort
// dimension, as scf loops carrying the sorted tensors: an element moves left
// while the comparator, lowered to scalar code, says it belongs before its
// left neighbour. Equal elements are never swapped, so the result is stable
// whatever is_stable says (spec: sort; a stable order is a valid order).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// The index of the first element of slice number `slice` of tensors of
/// sizes `sizes`, their 1-D slices along `dim` numbered row-major over the
/// other dimensions; entry `dim` is left for the caller to set.
SmallVector<Value> slicePosition(OpBuilder &b, Location loc, Value slice,
                                 ArrayRef<Value> sizes, int64_t dim) {
  SmallVector<Value> position(sizes.size());
  Value rest = slice;
  for (int64_t d = sizes.size() - 1; d >= 0; --d) {
    if (d == dim)
      continue;
    position[d] = arith::RemUIOp::create(b, loc, rest, sizes[d]);
    rest = arith::DivUIOp::create(b, loc, rest, sizes[d]);
  }
  return position;
}

struct SortToLoops : OpConversionPattern<hlo::SortOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::SortOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getInputs();
    int64_t rank = llvm::cast<RankedTensorType>(inputs[0].getType()).getRank();
    // 0-d tensors hold one element each: they are sorted.
    if (rank == 0) {
      rewriter.replaceOp(op, inputs);
      return success();
    }
    int64_t dim = op.getDimension();
    if (dim < 0)
      dim += rank;
    if (dim < 0 || dim >= rank)
      return rewriter.notifyMatchFailure(op, "sort dimension out of range");
    Location loc = op.getLoc();
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(rewriter.createOrFold<tensor::DimOp>(loc, inputs[0], d));
    // All slices, numbered row-major over the other dimensions.
    Value slices = one;
    for (int64_t d = 0; d < rank; ++d)
      if (d != dim)
        slices = rewriter.createOrFold<arith::MulIOp>(loc, slices, sizes[d]);
    Value length = sizes[dim];
    Block &comparator = op.getComparator().front();
    SmallVector<Type> loopTypes{rewriter.getIndexType()};
    for (Value v : inputs)
      loopTypes.push_back(v.getType());
    bool bodyFailed = false;

    auto outer = scf::ForOp::create(
        rewriter, loc, zero, slices, one, inputs,
        [&](OpBuilder &b, Location l, Value slice, ValueRange tensors) {
          SmallVector<Value> position = slicePosition(b, l, slice, sizes, dim);
          auto at = [&](Value j) {
            SmallVector<Value> p = position;
            p[dim] = j;
            return p;
          };
          auto insertion = scf::ForOp::create(
              b, l, one, length, one, tensors,
              [&](OpBuilder &b, Location l, Value i, ValueRange tensors) {
                SmallVector<Value> inits{i};
                llvm::append_range(inits, tensors);
                auto sift = scf::WhileOp::create(
                    b, l, loopTypes, inits,
                    [&](OpBuilder &b, Location l, ValueRange args) {
                      // Continue while j > 0 and element j belongs before
                      // element j - 1 (j - 1 is clamped to 0 to stay in
                      // bounds; the comparison is then unused).
                      Value j = args[0];
                      Value positive = arith::CmpIOp::create(
                          b, l, arith::CmpIPredicate::ugt, j, zero);
                      Value left = arith::SelectOp::create(
                          b, l, positive, arith::SubIOp::create(b, l, j, one),
                          zero);
                      SmallVector<Value> pairs;
                      for (Value t : args.drop_front()) {
                        pairs.push_back(
                            tensor::ExtractOp::create(b, l, t, at(j)));
                        pairs.push_back(
                            tensor::ExtractOp::create(b, l, t, at(left)));
                      }
                      auto less = emitScalarBody(b, l, comparator, pairs, op);
                      Value cond = positive;
                      if (failed(less) || less->size() != 1)
                        bodyFailed = true;
                      else
                        cond =
                            arith::AndIOp::create(b, l, positive, (*less)[0]);
                      scf::ConditionOp::create(b, l, cond, args);
                    },
                    [&](OpBuilder &b, Location l, ValueRange args) {
                      Value j = args[0];
                      Value left = arith::SubIOp::create(b, l, j, one);
                      SmallVector<Value> next{left};
                      for (Value t : args.drop_front()) {
                        Value x = tensor::ExtractOp::create(b, l, t, at(j));
                        Value y = tensor::ExtractOp::create(b, l, t, at(left));
                        t = tensor::InsertOp::create(b, l, x, t, at(left));
                        t = tensor::InsertOp::create(b, l, y, t, at(j));
                        next.push_back(t);
                      }
                      scf::YieldOp::create(b, l, next);
                    });
                scf::YieldOp::create(b, l, sift.getResults().drop_front());
              });
          scf::YieldOp::create(b, l, insertion.getResults());
        });
    return replaceUnlessBodyFailed(rewriter, op, outer.getResults(),
                                   bodyFailed);
  }
};

} // namespace

void populateSortPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns.add<SortToLoops>(converter, patterns.getContext());
}

} // namespace kiln::lowering
