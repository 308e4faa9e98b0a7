//===- Pointwise.cpp - elementwise ops and constants to linalg --------- ===//
//
// Elementwise StableHLO ops become linalg.generic ops over the result's index
// space with the scalar bodies of ScalarOps.cpp; constants become
// arith.constant.
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

} // namespace

void populatePointwisePatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  patterns.add<ElementwiseToLinalg, ConstantToArith>(converter, patterns.getContext());
}

} // namespace kiln::lowering
