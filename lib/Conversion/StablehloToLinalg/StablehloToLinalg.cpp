//===- StablehloToLinalg.cpp - StableHLO to linalg on tensors -------------===//
//
// The kiln-stablehlo-legalize-to-linalg pass: elementwise ops, constants,
// broadcast_in_dim, transpose, reshape, iota, dot_general and reduce become
// linalg/tensor/arith/math ops on tensors. Ops without a lowering yet make the
// pass fail with an error at the op naming it.
//
//===----------------------------------------------------------------------===//

#include "ScalarOps.h"

#include "kiln/Conversion/Passes.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln {
#define GEN_PASS_DEF_STABLEHLOLEGALIZETOLINALG
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;
using kiln::lowering::emitScalarOp;
using kiln::lowering::toCodegenElementType;

namespace {

/// tensor.empty of `type` whose dynamic sizes are read from `like`, which
/// has the same shape.
Value emptyLike(OpBuilder &b, Location loc, RankedTensorType type,
                Value like) {
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(size))
      dynamicSizes.push_back(b.create<tensor::DimOp>(loc, like, dim));
  return b.create<tensor::EmptyOp>(loc, type.getShape(), type.getElementType(),
                                   dynamicSizes);
}

SmallVector<utils::IteratorType> parallelIterators(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

/// Every elementwise StableHLO op: a linalg.generic over the result's index
/// space; rank-0 operands of ops that allow them (select, clamp) broadcast.
struct ElementwiseToLinalg : ConversionPattern {
  ElementwiseToLinalg(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!llvm::isa<hlo::StableHLODialect>(op->getDialect()) ||
        !(op->hasTrait<OpTrait::Elementwise>() ||
          llvm::isa<hlo::SelectOp, hlo::ClampOp>(op)) ||
        op->getNumResults() != 1)
      return failure();
    auto resultType = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType)
      return failure();
    auto convertedType = llvm::dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(resultType));
    if (!convertedType)
      return failure();
    Location loc = op->getLoc();
    int64_t rank = resultType.getRank();
    SmallVector<Type> operandElementTypes;
    SmallVector<AffineMap> maps;
    Value shapeSource;
    for (auto [original, converted] : llvm::zip(op->getOperands(), operands)) {
      auto type = llvm::cast<RankedTensorType>(original.getType());
      operandElementTypes.push_back(type.getElementType());
      if (type.getRank() == rank) {
        maps.push_back(rewriter.getMultiDimIdentityMap(rank));
        if (!shapeSource)
          shapeSource = converted;
      } else {
        maps.push_back(AffineMap::get(rank, 0, {}, rewriter.getContext()));
      }
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    Value init = emptyLike(rewriter, loc, convertedType,
                           shapeSource ? shapeSource : operands.front());
    bool failed = false;
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{convertedType}, operands, ValueRange{init}, maps,
        parallelIterators(rank), [&](OpBuilder &b, Location l, ValueRange args) {
          Value result = emitScalarOp(b, l, op, operandElementTypes,
                                      resultType.getElementType(),
                                      args.drop_back());
          if (!result) {
            failed = true;
            result = args.back();
          }
          b.create<linalg::YieldOp>(l, result);
        });
    if (failed) {
      rewriter.eraseOp(generic);
      return rewriter.notifyMatchFailure(op, "no scalar lowering for this "
                                             "op and element type yet");
    }
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct ConstantToArith : OpConversionPattern<hlo::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    auto dense = llvm::dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense || dense.getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "only dense, non-quantized "
                                             "constants are lowered");
    if (type != dense.getType()) {
      // Unsigned to signless of the same width: the same bits.
      dense = DenseElementsAttr::getFromRawBuffer(type, dense.getRawData());
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type, dense);
    return success();
  }
};

struct BroadcastInDimToLinalg : OpConversionPattern<hlo::BroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    auto operandType = op.getOperand().getType();
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic broadcast not lowered yet");
    SmallVector<AffineExpr> exprs;
    for (auto [operandDim, resultDim] :
         llvm::enumerate(op.getBroadcastDimensions())) {
      bool expands = operandType.getDimSize(operandDim) == 1 &&
                     resultType.getDimSize(resultDim) != 1;
      exprs.push_back(expands ? rewriter.getAffineConstantExpr(0)
                              : rewriter.getAffineDimExpr(resultDim));
    }
    int64_t rank = resultType.getRank();
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, exprs, rewriter.getContext()),
        rewriter.getMultiDimIdentityMap(rank)};
    Value init = rewriter.create<tensor::EmptyOp>(
        op.getLoc(), resultType.getShape(), resultType.getElementType());
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, TypeRange{resultType}, ValueRange{adaptor.getOperand()},
        ValueRange{init}, maps, parallelIterators(rank),
        [](OpBuilder &b, Location loc, ValueRange args) {
          b.create<linalg::YieldOp>(loc, args.front());
        });
    return success();
  }
};

struct TransposeToLinalg : OpConversionPattern<hlo::TransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic transpose not lowered yet");
    Value init = rewriter.create<tensor::EmptyOp>(
        op.getLoc(), resultType.getShape(), resultType.getElementType());
    auto transpose = rewriter.create<linalg::TransposeOp>(
        op.getLoc(), adaptor.getOperand(), init, op.getPermutation());
    rewriter.replaceOp(op, transpose.getResults());
    return success();
  }
};

struct ReshapeToTensor : OpConversionPattern<hlo::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic reshape not lowered yet");
    Location loc = op.getLoc();
    SmallVector<int64_t> shape(resultType.getShape());
    auto shapeType = RankedTensorType::get({resultType.getRank()},
                                           rewriter.getIndexType());
    Value shapeValue = rewriter.create<arith::ConstantOp>(
        loc, DenseIntElementsAttr::get(
                 shapeType, llvm::map_to_vector(shape, [](int64_t v) {
                   return APInt(64, v);
                 })));
    rewriter.replaceOpWithNewOp<tensor::ReshapeOp>(op, resultType,
                                                   adaptor.getOperand(),
                                                   shapeValue);
    return success();
  }
};

struct IotaToLinalg : OpConversionPattern<hlo::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto originalType = llvm::cast<RankedTensorType>(op.getType());
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(originalType));
    Type element = originalType.getElementType();
    if (!resultType.hasStaticShape() ||
        !(llvm::isa<IntegerType>(element) || llvm::isa<FloatType>(element)))
      return rewriter.notifyMatchFailure(op, "iota type not lowered yet");
    int64_t rank = resultType.getRank();
    int64_t dim = op.getIotaDimension();
    Value init = rewriter.create<tensor::EmptyOp>(
        op.getLoc(), resultType.getShape(), resultType.getElementType());
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, TypeRange{resultType}, ValueRange{}, ValueRange{init},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        parallelIterators(rank),
        [&](OpBuilder &b, Location loc, ValueRange) {
          Value index = b.create<linalg::IndexOp>(loc, dim);
          Value asInt = b.create<arith::IndexCastOp>(loc, b.getI64Type(), index);
          Value value = kiln::lowering::emitConvert(
              b, loc, asInt, b.getIntegerType(64), element);
          b.create<linalg::YieldOp>(loc, value);
        });
    return success();
  }
};

/// dot_general as one linalg.generic: the iteration space is
/// (batch..., lhs free..., rhs free..., contracting...).
struct DotGeneralToLinalg : OpConversionPattern<hlo::DotGeneralOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DotGeneralOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lhsType = llvm::cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = llvm::cast<RankedTensorType>(op.getRhs().getType());
    auto originalResult = llvm::cast<RankedTensorType>(op.getType());
    auto resultType = llvm::cast<RankedTensorType>(
        getTypeConverter()->convertType(originalResult));
    if (!lhsType.hasStaticShape() || !rhsType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic dot_general not lowered yet");
    Type accType = originalResult.getElementType();
    if (!llvm::isa<FloatType, IntegerType>(accType) ||
        !llvm::isa<FloatType, IntegerType>(lhsType.getElementType()) ||
        !llvm::isa<FloatType, IntegerType>(rhsType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type not lowered yet");
    auto dims = op.getDotDimensionNumbers();
    ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions();
    ArrayRef<int64_t> rhsBatch = dims.getRhsBatchingDimensions();
    ArrayRef<int64_t> lhsContract = dims.getLhsContractingDimensions();
    ArrayRef<int64_t> rhsContract = dims.getRhsContractingDimensions();
    auto freeDims = [](int64_t rank, ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
      SmallVector<int64_t> free;
      for (int64_t d = 0; d < rank; ++d)
        if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
          free.push_back(d);
      return free;
    };
    SmallVector<int64_t> lhsFree =
        freeDims(lhsType.getRank(), lhsBatch, lhsContract);
    SmallVector<int64_t> rhsFree =
        freeDims(rhsType.getRank(), rhsBatch, rhsContract);
    int64_t numLoops = lhsBatch.size() + lhsFree.size() + rhsFree.size() +
                       lhsContract.size();
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineExpr> lhsExprs(lhsType.getRank()),
        rhsExprs(rhsType.getRank()), outExprs;
    int64_t loop = 0;
    for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch)) {
      lhsExprs[l] = rhsExprs[r] = getAffineDimExpr(loop, ctx);
      outExprs.push_back(getAffineDimExpr(loop++, ctx));
    }
    for (int64_t l : lhsFree) {
      lhsExprs[l] = getAffineDimExpr(loop, ctx);
      outExprs.push_back(getAffineDimExpr(loop++, ctx));
    }
    for (int64_t r : rhsFree) {
      rhsExprs[r] = getAffineDimExpr(loop, ctx);
      outExprs.push_back(getAffineDimExpr(loop++, ctx));
    }
    SmallVector<utils::IteratorType> iterators(loop,
                                               utils::IteratorType::parallel);
    for (auto [l, r] : llvm::zip(lhsContract, rhsContract)) {
      lhsExprs[l] = rhsExprs[r] = getAffineDimExpr(loop++, ctx);
      iterators.push_back(utils::IteratorType::reduction);
    }
    SmallVector<AffineMap> maps = {
        AffineMap::get(numLoops, 0, lhsExprs, ctx),
        AffineMap::get(numLoops, 0, rhsExprs, ctx),
        AffineMap::get(numLoops, 0, outExprs, ctx)};
    Location loc = op.getLoc();
    Type acc = resultType.getElementType();
    Value zero = rewriter.create<arith::ConstantOp>(loc, acc,
                                                    rewriter.getZeroAttr(acc));
    Value empty = rewriter.create<tensor::EmptyOp>(loc, resultType.getShape(),
                                                   acc);
    Value init = rewriter.create<linalg::FillOp>(loc, zero, empty).getResult(0);
    Type lhsElement = lhsType.getElementType();
    Type rhsElement = rhsType.getElementType();
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, TypeRange{resultType}, ValueRange{adaptor.getLhs(), adaptor.getRhs()},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = kiln::lowering::emitConvert(b, l, args[0], lhsElement, accType);
          Value y = kiln::lowering::emitConvert(b, l, args[1], rhsElement, accType);
          Value sum;
          if (llvm::isa<FloatType>(acc)) {
            sum = b.create<arith::AddFOp>(l, args[2],
                                          b.create<arith::MulFOp>(l, x, y));
          } else {
            sum = b.create<arith::AddIOp>(l, args[2],
                                          b.create<arith::MulIOp>(l, x, y));
          }
          b.create<linalg::YieldOp>(l, sum);
        });
    return success();
  }
};

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

struct StablehloLegalizeToLinalgPass
    : kiln::impl::StablehloLegalizeToLinalgBase<StablehloLegalizeToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    kiln::lowering::StablehloTypeConverter converter;
    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           math::MathDialect, tensor::TensorDialect>();
    target.addLegalOp<ModuleOp>();
    // Everything else not legal below (StableHLO, CHLO, check, sdy, ...)
    // must be lowered, so an op kiln cannot compile yet is named in an error.
    target.markUnknownOpDynamicallyLegal([](Operation *) { return false; });
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(
        [&](Operation *op) { return converter.isLegal(op); });

    RewritePatternSet patterns(ctx);
    patterns.add<ElementwiseToLinalg>(converter, ctx);
    patterns.add<ConstantToArith, BroadcastInDimToLinalg, TransposeToLinalg,
                 ReshapeToTensor, IotaToLinalg, DotGeneralToLinalg,
                 ReduceToLinalg>(converter, ctx);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);

    // On failure the conversion framework reports the op it could not
    // legalize, by name and at its location.
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
