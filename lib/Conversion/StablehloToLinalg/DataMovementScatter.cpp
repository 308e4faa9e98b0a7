//===- DataMovementScatter.cpp - scatter to scf loops over tensors --------===//
//
// scatter (spec: scatter) becomes a loop nest over the update index space
// carrying the results as loop values. Each update element computes its
// result index; when the update window lies inside the results the combiner
// region is applied to the current result values and the update values and
// the results are written back with tensor.insert. Updates whose window is
// out of bounds are skipped whole, as XLA does (the spec leaves the out of
// bounds behaviour to the implementation). Elements are visited in row-major
// order of the update index, so repeated indices combine in that order.
//
// The combiner region becomes scalar code (emitScalarBody).
//
//===----------------------------------------------------------------------===//

#include "DataMovementPatterns.h"
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

struct ScatterToLoops : OpConversionPattern<hlo::ScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getInputs();
    ValueRange updates = adaptor.getUpdates();
    Value indices = adaptor.getScatterIndices();
    auto inputType = llvm::cast<RankedTensorType>(inputs.front().getType());
    auto updateType = llvm::cast<RankedTensorType>(updates.front().getType());
    auto indicesType = llvm::cast<RankedTensorType>(indices.getType());
    if (!inputType.hasStaticShape() || !updateType.hasStaticShape() ||
        !indicesType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    Block &combiner = op.getUpdateComputation().front();
    size_t count = inputs.size();
    if (combiner.getNumArguments() != 2 * count)
      return rewriter.notifyMatchFailure(op, "unexpected combiner signature");

    auto dims = op.getScatterDimensionNumbers();
    ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
    ArrayRef<int64_t> insertedDims = dims.getInsertedWindowDims();
    ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
    ArrayRef<int64_t> indicesBatching = dims.getScatterIndicesBatchingDims();
    ArrayRef<int64_t> toOperandDims = dims.getScatterDimsToOperandDims();
    int64_t indexVectorDim = dims.getIndexVectorDim();
    Type indexElement = getElementTypeOrSelf(op.getScatterIndices().getType());
    int64_t inputRank = inputType.getRank();
    int64_t updateRank = updateType.getRank();

    SmallVector<int64_t> scatterDims;
    for (int64_t d = 0; d < updateRank; ++d)
      if (!llvm::is_contained(windowDims, d))
        scatterDims.push_back(d);
    // Input dims that receive update_window_index entries, in order, and
    // the window size along every input dim.
    SmallVector<int64_t> windowInputDims;
    SmallVector<int64_t> windowSize(inputRank, 1);
    for (int64_t d = 0; d < inputRank; ++d) {
      if (llvm::is_contained(insertedDims, d) ||
          llvm::is_contained(inputBatching, d))
        continue;
      windowSize[d] = updateType.getDimSize(windowDims[windowInputDims.size()]);
      windowInputDims.push_back(d);
    }

    Location loc = op.getLoc();
    SmallVector<Value> lbs, ubs, steps;
    Value zeroIdx = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value oneIdx = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (int64_t d = 0; d < updateRank; ++d) {
      lbs.push_back(zeroIdx);
      ubs.push_back(arith::ConstantIndexOp::create(rewriter, loc,
                                                   updateType.getDimSize(d)));
      steps.push_back(oneIdx);
    }

    bool bodyFailed = false;
    auto body = [&](OpBuilder &b, Location l, ValueRange updateIndex,
                    ValueRange results) -> scf::ValueVector {
      SmallVector<Value> scatterIndex;
      for (int64_t d : scatterDims)
        scatterIndex.push_back(updateIndex[d]);
      Value zero = arith::ConstantIndexOp::create(b, l, 0);
      SmallVector<Value> resultIndex(inputRank, zero);
      Value inBounds = arith::ConstantIntOp::create(b, l, b.getI1Type(), 1);
      for (auto [k, inputDim] : llvm::enumerate(toOperandDims)) {
        Value start = loadStartIndex(b, l, indices, scatterIndex,
                                     indexVectorDim, k, indexElement);
        // 0 <= start <= dim - window, as one unsigned comparison (a
        // negative signed start is a huge unsigned value).
        Value limit = arith::ConstantIntOp::create(
            b, l, b.getI64Type(),
            inputType.getDimSize(inputDim) - windowSize[inputDim]);
        Value fits = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ule,
                                           start, limit);
        inBounds = arith::AndIOp::create(b, l, inBounds, fits);
        resultIndex[inputDim] =
            arith::IndexCastOp::create(b, l, b.getIndexType(), start);
      }
      for (auto [inputDim, indicesDim] :
           llvm::zip(inputBatching, indicesBatching))
        resultIndex[inputDim] = arith::AddIOp::create(
            b, l, resultIndex[inputDim],
            batchIndexFor(scatterIndex, indicesDim, indexVectorDim));
      for (auto [j, inputDim] : llvm::enumerate(windowInputDims))
        resultIndex[inputDim] = arith::AddIOp::create(
            b, l, resultIndex[inputDim], updateIndex[windowDims[j]]);

      auto ifOp = scf::IfOp::create(
          b, l, inBounds,
          [&](OpBuilder &tb, Location tl) {
            SmallVector<Value> args;
            for (size_t i = 0; i < count; ++i)
              args.push_back(
                  tensor::ExtractOp::create(tb, tl, results[i], resultIndex));
            for (size_t i = 0; i < count; ++i)
              args.push_back(
                  tensor::ExtractOp::create(tb, tl, updates[i], updateIndex));
            auto combined = emitScalarBody(tb, tl, combiner, args, op);
            SmallVector<Value> written;
            for (size_t i = 0; i < count; ++i) {
              if (failed(combined)) {
                bodyFailed = true;
                written.push_back(results[i]);
                continue;
              }
              written.push_back(tensor::InsertOp::create(
                  tb, tl, (*combined)[i], results[i], resultIndex));
            }
            scf::YieldOp::create(tb, tl, written);
          },
          [&](OpBuilder &eb, Location el) {
            scf::YieldOp::create(eb, el, results);
          });
      return SmallVector<Value>(ifOp.getResults().begin(),
                                ifOp.getResults().end());
    };

    scf::LoopNest nest =
        scf::buildLoopNest(rewriter, loc, lbs, ubs, steps, inputs, body);
    return replaceUnlessBodyFailed(rewriter, op, nest.results, bodyFailed);
  }
};

} // namespace

void populateScatterPatterns(const TypeConverter &converter,
                             RewritePatternSet &patterns) {
  patterns.add<ScatterToLoops>(converter, patterns.getContext());
}

} // namespace kiln::lowering
