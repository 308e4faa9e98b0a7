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
using kiln::lowering::toCodegenElementType;

namespace kiln::lowering {

bool isLoweredElementwise(OperationName name) {
  if (name.getDialectNamespace() !=
      hlo::StableHLODialect::getDialectNamespace())
    return false;
  return name.hasTrait<OpTrait::Elementwise>() ||
         name.getStringRef() == hlo::SelectOp::getOperationName() ||
         name.getStringRef() == hlo::ClampOp::getOperationName() ||
         name.getStringRef() == hlo::BitcastConvertOp::getOperationName();
}

namespace {

/// Every elementwise StableHLO op: a linalg.generic over the result's index
/// space; rank-0 operands of ops that allow them (select, clamp) broadcast;
/// same-width bitcast_convert is elementwise too.
struct ElementwiseToLinalg : ConversionPattern {
  ElementwiseToLinalg(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLoweredElementwise(op->getName()) || op->getNumResults() != 1)
      return failure();
    // bitcast_convert between element types of one width is elementwise;
    // other widths change the shape.
    if (llvm::isa<hlo::BitcastConvertOp>(op) &&
        op->getOperand(0).getType() != op->getResult(0).getType() &&
        llvm::cast<ShapedType>(op->getOperand(0).getType()).getRank() !=
            llvm::cast<ShapedType>(op->getResult(0).getType()).getRank())
      return failure();
    auto resultType =
        llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
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
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{convertedType}, operands, ValueRange{init},
        maps, parallelIterators(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value result =
              emitScalarOp(b, l, op, operandElementTypes,
                           resultType.getElementType(), args.drop_back());
          if (!result) {
            failed = true;
            result = args.back();
          }
          linalg::YieldOp::create(b, l, result);
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

/// bitcast_convert between element types of different widths (static
/// shapes): a narrower result splits each element into a trailing dimension
/// of pieces, least significant bits first (little-endian, as XLA on CPU);
/// a wider result joins the operand's trailing dimension the same way. A
/// complex element is the bits of its real part followed by those of its
/// imaginary part (emitToBits), so complex<f64> splits into two
/// complex<f32> or f64, and four f32.
struct BitcastConvertResize : OpConversionPattern<hlo::BitcastConvertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::BitcastConvertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto operandType = cast<RankedTensorType>(op.getOperand().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    if (operandType.getRank() == resultType.getRank())
      return failure(); // Same width: elementwise.
    if (!operandType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes");
    auto converted =
        cast<RankedTensorType>(getTypeConverter()->convertType(resultType));
    Type fromType = toCodegenElementType(operandType.getElementType());
    Type toType = converted.getElementType();
    unsigned fromWidth = bitWidthOfElement(fromType);
    unsigned toWidth = bitWidthOfElement(toType);
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank();
    Value init =
        tensor::EmptyOp::create(rewriter, loc, converted.getShape(), toType);
    Value input = adaptor.getOperand();
    if (fromWidth > toWidth) {
      // result[i..., j] = piece j of operand[i...]
      SmallVector<AffineExpr> dims;
      for (int64_t d = 0; d < rank - 1; ++d)
        dims.push_back(rewriter.getAffineDimExpr(d));
      SmallVector<AffineMap> maps = {
          AffineMap::get(rank, 0, dims, rewriter.getContext()),
          rewriter.getMultiDimIdentityMap(rank)};
      auto generic = linalg::GenericOp::create(
          rewriter, loc, TypeRange{converted}, ValueRange{input},
          ValueRange{init}, maps, parallelIterators(rank),
          [&](OpBuilder &b, Location l, ValueRange args) {
            Type wide = b.getIntegerType(fromWidth);
            Value bits = emitToBits(b, l, args[0]);
            Value j = arith::IndexCastOp::create(
                b, l, wide, linalg::IndexOp::create(b, l, rank - 1));
            Value shift = arith::MulIOp::create(
                b, l, j,
                arith::ConstantOp::create(b, l,
                                          b.getIntegerAttr(wide, toWidth)));
            Value piece = arith::TruncIOp::create(
                b, l, b.getIntegerType(toWidth),
                arith::ShRUIOp::create(b, l, bits, shift));
            linalg::YieldOp::create(b, l, emitFromBits(b, l, piece, toType));
          });
      rewriter.replaceOp(op, generic.getResults());
      return success();
    }
    // result[i...] = pieces operand[i..., 0..k-1] joined
    int64_t pieces = toWidth / fromWidth;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{converted}, ValueRange{}, ValueRange{init},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        parallelIterators(rank), [&](OpBuilder &b, Location l, ValueRange) {
          Type wide = b.getIntegerType(toWidth);
          SmallVector<Value> index;
          for (int64_t d = 0; d < rank; ++d)
            index.push_back(linalg::IndexOp::create(b, l, d));
          Value acc =
              arith::ConstantOp::create(b, l, b.getIntegerAttr(wide, 0));
          for (int64_t j = 0; j < pieces; ++j) {
            SmallVector<Value> at = index;
            at.push_back(arith::ConstantIndexOp::create(b, l, j));
            Value piece =
                emitToBits(b, l, tensor::ExtractOp::create(b, l, input, at));
            Value ext = arith::ExtUIOp::create(b, l, wide, piece);
            Value shifted = arith::ShLIOp::create(
                b, l, ext,
                arith::ConstantOp::create(
                    b, l, b.getIntegerAttr(wide, j * fromWidth)));
            acc = arith::OrIOp::create(b, l, acc, shifted);
          }
          linalg::YieldOp::create(b, l, emitFromBits(b, l, acc, toType));
        });
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
  patterns.add<ElementwiseToLinalg, ConstantToArith, BitcastConvertResize>(
      converter, patterns.getContext());
}

} // namespace kiln::lowering
