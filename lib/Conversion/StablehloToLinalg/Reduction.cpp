//===- Reduction.cpp - reduce to linalg.reduce ------------------------ ===//
//
// reduce whose body applies one binary op becomes linalg.reduce.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;
using kiln::lowering::emitScalarOp;

namespace kiln::lowering {
namespace {

/// reduce with one input whose body applies a single elementwise binary op
/// to its two block arguments (the `applies` form JAX emits).
struct ReduceToLinalg : OpConversionPattern<hlo::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return rewriter.notifyMatchFailure(op, "variadic reduce not lowered yet");
    Block &body = op.getBody().front();
    if (body.getOperations().size() != 2)
      return rewriter.notifyMatchFailure(op, "reduce body not lowered yet");
    Operation *combiner = &body.front();
    if (combiner->getNumOperands() != 2 ||
        combiner->getOperand(0) != body.getArgument(0) ||
        combiner->getOperand(1) != body.getArgument(1))
      return rewriter.notifyMatchFailure(op, "reduce body not lowered yet");
    auto inputType = llvm::cast<RankedTensorType>(op.getInputs()[0].getType());
    auto originalResult = llvm::cast<RankedTensorType>(op.getResult(0).getType());
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(originalResult));
    if (!inputType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic reduce not lowered yet");
    Location loc = op.getLoc();
    Type element = inputType.getElementType();
    Value initScalar = rewriter.create<tensor::ExtractOp>(
        loc, adaptor.getInitValues()[0], ValueRange{});
    Value empty = rewriter.create<tensor::EmptyOp>(
        loc, resultType.getShape(), resultType.getElementType());
    Value init =
        rewriter.create<linalg::FillOp>(loc, initScalar, empty).getResult(0);
    bool failed = false;
    auto reduce = rewriter.create<linalg::ReduceOp>(
        loc, ValueRange{adaptor.getInputs()[0]}, ValueRange{init},
        op.getDimensions(), [&](OpBuilder &b, Location l, ValueRange args) {
          Value result = emitScalarOp(b, l, combiner, {element, element},
                                      element, args);
          if (!result) {
            failed = true;
            result = args[1];
          }
          b.create<linalg::YieldOp>(l, result);
        });
    if (failed) {
      rewriter.eraseOp(reduce);
      return rewriter.notifyMatchFailure(op, "reduce combiner not lowered yet");
    }
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

} // namespace

void populateReductionPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  patterns.add<ReduceToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
