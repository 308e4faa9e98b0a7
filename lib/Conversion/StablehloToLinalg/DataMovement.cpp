//===- DataMovement.cpp - shape and data movement ops to linalg/tensor - ===//
//
// broadcast_in_dim, transpose, reshape and iota.
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

} // namespace

void populateDataMovementPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<BroadcastInDimToLinalg, TransposeToLinalg, ReshapeToTensor, IotaToLinalg>(converter, patterns.getContext());
}

} // namespace kiln::lowering
