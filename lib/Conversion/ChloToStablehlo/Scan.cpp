//===- Scan.cpp - chlo.scan to stablehlo.while ----------------------------===//
//
// chlo.scan becomes a stablehlo.while over (i, carries..., outputs...):
// step i reads slice p of every input along the scan dimension (p = i, or
// L - 1 - i when is_reverse) with dynamic_slice + reshape, runs a clone of
// the scan body on those slices and the carries, and writes the body's
// output slices at p with dynamic_update_slice into the outputs, which
// start as zeros. The loop reads the inputs from the enclosing region.
// (JAX 0.10 does not emit chlo.scan; its cumulative reductions use
// reduce_window.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace kiln::chlo_lowering {
namespace {

using Dir = hlo::ComparisonDirection;

RankedTensorType withoutDim(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  return RankedTensorType::get(shape, type.getElementType());
}

RankedTensorType withUnitDim(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = 1;
  return RankedTensorType::get(shape, type.getElementType());
}

struct ScanToWhile : OpRewritePattern<chlo::ScanOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ScanOp op,
                                PatternRewriter &rewriter) const override {
    int64_t dim = op.getDimension();
    bool reverse = op.getIsReverse().value_or(false);
    SmallVector<Value> inputs(op.getInputs()), inits(op.getInits());
    size_t numOutputs = op.getOutputs().size();
    for (Value v : op->getOperands())
      if (!cast<RankedTensorType>(v.getType()).hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
    SmallVector<RankedTensorType> outTypes;
    for (Value v : op.getOutputs()) {
      auto t = cast<RankedTensorType>(v.getType());
      if (!t.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
      outTypes.push_back(t);
    }
    int64_t length = -1;
    if (!inputs.empty())
      length = cast<RankedTensorType>(inputs[0].getType()).getDimSize(dim);
    else
      length = outTypes[0].getDimSize(dim);

    Location loc = op.getLoc();
    auto idxType = RankedTensorType::get({}, rewriter.getI64Type());
    auto predType = RankedTensorType::get({}, rewriter.getI1Type());
    auto idx = [&](OpBuilder &b, int64_t v) -> Value {
      return hlo::ConstantOp::create(
          b, loc, idxType,
          DenseElementsAttr::get(idxType, b.getI64IntegerAttr(v)));
    };

    // Loop state: i, carries, outputs (zeros).
    SmallVector<Value> state{idx(rewriter, 0)};
    llvm::append_range(state, inits);
    for (RankedTensorType t : outTypes)
      state.push_back(hlo::ConstantOp::create(
          rewriter, loc, t, cast<DenseElementsAttr>(rewriter.getZeroAttr(t))));
    SmallVector<Type> stateTypes;
    for (Value v : state)
      stateTypes.push_back(v.getType());
    auto loop = hlo::WhileOp::create(rewriter, loc, stateTypes, state);

    {
      OpBuilder::InsertionGuard guard(rewriter);
      Block *cond = rewriter.createBlock(&loop.getCond());
      for (Type t : stateTypes)
        cond->addArgument(t, loc);
      Value lt = hlo::CompareOp::create(
          rewriter, loc, predType, cond->getArgument(0), idx(rewriter, length),
          Dir::LT, hlo::ComparisonTypeAttr());
      hlo::ReturnOp::create(rewriter, loc, ValueRange{lt});

      Block *body = rewriter.createBlock(&loop.getBody());
      for (Type t : stateTypes)
        body->addArgument(t, loc);
      Value i = body->getArgument(0);
      Value pos = i;
      if (reverse)
        pos = hlo::SubtractOp::create(rewriter, loc, idxType,
                                      idx(rewriter, length - 1), i);
      auto starts = [&](int64_t rank) {
        SmallVector<Value> s;
        Value zero = idx(rewriter, 0);
        for (int64_t d = 0; d < rank; ++d)
          s.push_back(d == dim ? pos : zero);
        return s;
      };
      IRMapping map;
      Block &scanBody = op.getBody().front();
      for (auto [k, input] : llvm::enumerate(inputs)) {
        auto type = cast<RankedTensorType>(input.getType());
        SmallVector<int64_t> sizes(type.getShape());
        sizes[dim] = 1;
        Value slice = hlo::DynamicSliceOp::create(
            rewriter, loc, withUnitDim(type, dim), input,
            starts(type.getRank()), rewriter.getDenseI64ArrayAttr(sizes));
        slice =
            hlo::ReshapeOp::create(rewriter, loc, withoutDim(type, dim), slice);
        map.map(scanBody.getArgument(k), slice);
      }
      for (size_t c = 0; c < inits.size(); ++c)
        map.map(scanBody.getArgument(inputs.size() + c),
                body->getArgument(1 + c));
      for (Operation &inner : scanBody.without_terminator())
        rewriter.clone(inner, map);
      Operation *term = scanBody.getTerminator();
      SmallVector<Value> next{
          hlo::AddOp::create(rewriter, loc, idxType, i, idx(rewriter, 1))};
      for (size_t c = 0; c < inits.size(); ++c)
        next.push_back(map.lookupOrDefault(term->getOperand(numOutputs + c)));
      for (size_t k = 0; k < numOutputs; ++k) {
        Value slice = map.lookupOrDefault(term->getOperand(k));
        RankedTensorType t = outTypes[k];
        slice =
            hlo::ReshapeOp::create(rewriter, loc, withUnitDim(t, dim), slice);
        Value acc = body->getArgument(1 + inits.size() + k);
        next.push_back(hlo::DynamicUpdateSliceOp::create(
            rewriter, loc, t, acc, slice, starts(t.getRank())));
      }
      hlo::ReturnOp::create(rewriter, loc, next);
    }

    SmallVector<Value> results;
    for (size_t k = 0; k < numOutputs; ++k)
      results.push_back(loop.getResult(1 + inits.size() + k));
    for (size_t c = 0; c < inits.size(); ++c)
      results.push_back(loop.getResult(1 + c));
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void populateScanPatterns(RewritePatternSet &patterns) {
  patterns.add<ScanToWhile>(patterns.getContext());
}

} // namespace kiln::chlo_lowering
