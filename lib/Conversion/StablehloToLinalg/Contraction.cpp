//===- Contraction.cpp - dot_general to a linalg contraction --------------===//
//
// dot_general as one linalg.generic contraction; a float result narrower
// than f32 is accumulated in f32 and rounded by a second, elementwise
// linalg.generic.
//
//===----------------------------------------------------------------------===//

#include "ContractionInternal.h"
#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;
using kiln::lowering::emitScalarOp;
using kiln::lowering::toCodegenElementType;

namespace kiln::lowering {

bool isContractionElementType(Type type) {
  if (auto complex = llvm::dyn_cast<ComplexType>(type))
    type = complex.getElementType();
  return llvm::isa<FloatType, IntegerType>(type);
}

FailureOr<ContractionTypes>
matchContractionTypes(Operation *op, const TypeConverter &converter,
                      ConversionPatternRewriter &rewriter) {
  ContractionTypes types;
  types.lhs = llvm::cast<RankedTensorType>(op->getOperand(0).getType());
  types.rhs = llvm::cast<RankedTensorType>(op->getOperand(1).getType());
  types.result = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  types.convertedResult = llvm::dyn_cast_or_null<RankedTensorType>(
      converter.convertType(types.result));
  if (!types.convertedResult || !types.lhs.hasStaticShape() ||
      !types.rhs.hasStaticShape())
    return rewriter.notifyMatchFailure(op, "dynamic operands not lowered yet");
  if (!isContractionElementType(types.result.getElementType()) ||
      !isContractionElementType(types.lhs.getElementType()) ||
      !isContractionElementType(types.rhs.getElementType()))
    return rewriter.notifyMatchFailure(op, "element type not lowered yet");
  return types;
}

Value emitZero(OpBuilder &b, Location loc, Type type) {
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    Type part = complex.getElementType();
    Attribute zero = b.getZeroAttr(part);
    return complex::ConstantOp::create(b, loc, type,
                                       b.getArrayAttr({zero, zero}));
  }
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

Value emitMultiplyAdd(OpBuilder &b, Location loc, Type type, Value acc, Value x,
                      Value y) {
  if (llvm::isa<ComplexType>(type))
    return complex::AddOp::create(b, loc, acc,
                                  complex::MulOp::create(b, loc, x, y));
  if (llvm::isa<FloatType>(type))
    return arith::AddFOp::create(b, loc, acc,
                                 arith::MulFOp::create(b, loc, x, y));
  if (type.isInteger(1))
    return arith::OrIOp::create(b, loc, acc,
                                arith::AndIOp::create(b, loc, x, y));
  return arith::AddIOp::create(b, loc, acc,
                               arith::MulIOp::create(b, loc, x, y));
}

bool isNarrowFloat(Type type) {
  auto floatType = llvm::dyn_cast<FloatType>(type);
  return floatType && floatType.getWidth() < 32;
}

Value emitRoundProduct(OpBuilder &b, Location loc, Value sum, Type element,
                       RankedTensorType resultType) {
  // XLA computes the products of the 8-bit and narrower formats on f16
  // operands and rounds the f32 sum to f16 before the format: twice. Only
  // f8E8M0FNU, whose range f16 lacks, is rounded from f32 directly.
  bool viaF16 = element.getIntOrFloatBitWidth() < 16 &&
                !llvm::isa<Float8E8M0FNUType>(element);
  Type f32 = b.getF32Type(), f16 = b.getF16Type();
  int64_t rank = resultType.getRank();
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{resultType}, ValueRange{sum}, ValueRange{init},
             maps, iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value v = args[0];
               Type from = f32;
               if (viaF16) {
                 v = kiln::lowering::emitConvert(nb, l, v, f32, f16);
                 from = f16;
               }
               linalg::YieldOp::create(
                   nb, l, kiln::lowering::emitConvert(nb, l, v, from, element));
             })
      .getResult(0);
}

namespace {

/// dot_general as one linalg.generic: the iteration space is
/// (batch..., lhs free..., rhs free..., contracting...).
struct DotGeneralToLinalg : ContractionPattern<hlo::DotGeneralOp> {
  using ContractionPattern::ContractionPattern;
  LogicalResult lower(hlo::DotGeneralOp op, OpAdaptor adaptor,
                      const ContractionTypes &types,
                      ConversionPatternRewriter &rewriter) const override {
    auto [lhsType, rhsType, originalResult, resultType] = types;
    Type accType = originalResult.getElementType();
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
    int64_t numLoops =
        lhsBatch.size() + lhsFree.size() + rhsFree.size() + lhsContract.size();
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
    SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, lhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, rhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, outExprs, ctx)};
    Location loc = op.getLoc();
    // Float results narrower than f32 are accumulated in f32 and rounded
    // once at the end, as XLA's CPU backend does (it computes such a dot in
    // f32); rounding every partial sum would drift by many of their units.
    if (isNarrowFloat(accType))
      accType = rewriter.getF32Type();
    Type acc = toCodegenElementType(accType);
    auto sumType = RankedTensorType::get(resultType.getShape(), acc);
    Value zero = emitZero(rewriter, loc, acc);
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, resultType.getShape(), acc);
    Value init =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    Type lhsElement = lhsType.getElementType();
    Type rhsElement = rhsType.getElementType();
    Value sum = linalg::GenericOp::create(
                    rewriter, loc, TypeRange{sumType},
                    ValueRange{adaptor.getLhs(), adaptor.getRhs()},
                    ValueRange{init}, maps, iterators,
                    [&](OpBuilder &b, Location l, ValueRange args) {
                      Value x = kiln::lowering::emitConvert(
                          b, l, args[0], lhsElement, accType);
                      Value y = kiln::lowering::emitConvert(
                          b, l, args[1], rhsElement, accType);
                      linalg::YieldOp::create(
                          b, l, emitMultiplyAdd(b, l, acc, args[2], x, y));
                    })
                    .getResult(0);
    if (sumType != resultType)
      sum = emitRoundProduct(rewriter, loc, sum,
                             originalResult.getElementType(), resultType);
    rewriter.replaceOp(op, sum);
    return success();
  }
};

} // namespace

void populateContractionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns,
                                 const ConvolutionKernels &kernels) {
  patterns.add<DotGeneralToLinalg>(converter, patterns.getContext());
  populateConvolutionPatterns(converter, patterns, kernels);
}

} // namespace kiln::lowering
