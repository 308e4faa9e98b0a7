//===- DataMovement.cpp - shape and data movement ops to linalg/tensor - ===//
//
// broadcast_in_dim, broadcast, transpose, reshape, iota, slice,
// concatenate, pad, reverse, get_dimension_size and tuple/get_tuple_element
// pairs. dynamic_slice and dynamic_update_slice are in
// DataMovementDynamicSlice.cpp, gather in DataMovementGather.cpp, scatter in
// DataMovementScatter.cpp. The dynamic ops (dynamic_broadcast_in_dim,
// dynamic_reshape, dynamic_iota, dynamic_pad, real_dynamic_slice,
// dynamic_gather, ...) have no patterns here: kiln-dynamic-ops-to-static
// makes them static ops before the lowering when their shape operands are
// constants, and the conversion reports those it finds at their location.
//
//===----------------------------------------------------------------------===//

#include "DataMovementPatterns.h"
#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;
using kiln::lowering::emitScalarOp;

namespace kiln::lowering {

RankedTensorType convertedResultType(const TypeConverter *converter,
                                     Operation *op) {
  return llvm::dyn_cast_or_null<RankedTensorType>(
      converter->convertType(op->getResult(0).getType()));
}

SmallVector<OpFoldResult> unitStrides(OpBuilder &b, int64_t rank) {
  return SmallVector<OpFoldResult>(rank, b.getIndexAttr(1));
}

namespace {

/// A copy of `operand` into a new tensor of the static type `resultType`,
/// each result element read at `inputMap` of its index.
Value emitMappedCopy(OpBuilder &b, Location loc, Value operand,
                     RankedTensorType resultType, ArrayRef<AffineExpr> input) {
  int64_t rank = resultType.getRank();
  SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, input, b.getContext()),
                                 b.getMultiDimIdentityMap(rank)};
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  return linalg::GenericOp::create(
             b, loc, TypeRange{resultType}, ValueRange{operand},
             ValueRange{init}, maps, parallelIterators(rank),
             [](OpBuilder &nb, Location l, ValueRange args) {
               linalg::YieldOp::create(nb, l, args.front());
             })
      .getResult(0);
}

/// broadcast_in_dim to the static type `resultType`.
Value emitBroadcastInDim(OpBuilder &b, Location loc, Value operand,
                         RankedTensorType resultType,
                         ArrayRef<int64_t> dimensions) {
  auto operandType = llvm::cast<RankedTensorType>(operand.getType());
  SmallVector<AffineExpr> exprs;
  for (auto [operandDim, resultDim] : llvm::enumerate(dimensions)) {
    bool expands = operandType.getDimSize(operandDim) == 1 &&
                   resultType.getDimSize(resultDim) != 1;
    exprs.push_back(expands ? b.getAffineConstantExpr(0)
                            : b.getAffineDimExpr(resultDim));
  }
  return emitMappedCopy(b, loc, operand, resultType, exprs);
}

/// reshape to the static type `resultType`. A reshape that only splits
/// dimensions, or only merges adjacent ones, becomes tensor.expand_shape or
/// tensor.collapse_shape: those bufferize to views of the operand, also of
/// a strided one (a slice), where tensor.reshape needs a contiguous buffer
/// and so a copy of a slice.
Value emitReshape(OpBuilder &b, Location loc, Value operand,
                  RankedTensorType resultType) {
  auto operandType = llvm::cast<RankedTensorType>(operand.getType());
  if (operandType.hasStaticShape() && operandType.getRank() > 0 &&
      resultType.getRank() > 0) {
    if (operandType.getShape() == resultType.getShape())
      return operand;
    bool collapse = operandType.getRank() > resultType.getRank();
    std::optional<SmallVector<ReassociationIndices>> groups =
        collapse ? getReassociationIndicesForCollapse(operandType.getShape(),
                                                      resultType.getShape())
                 : getReassociationIndicesForCollapse(resultType.getShape(),
                                                      operandType.getShape());
    if (groups && collapse)
      return tensor::CollapseShapeOp::create(b, loc, resultType, operand,
                                             *groups);
    if (groups && operandType.getRank() < resultType.getRank())
      return tensor::ExpandShapeOp::create(b, loc, resultType, operand,
                                           *groups);
  }
  auto shapeType =
      RankedTensorType::get({resultType.getRank()}, b.getIndexType());
  Value shapeValue = arith::ConstantOp::create(
      b, loc,
      DenseIntElementsAttr::get(
          shapeType, llvm::map_to_vector(resultType.getShape(), [](int64_t v) {
            return APInt(64, v);
          })));
  return tensor::ReshapeOp::create(b, loc, resultType, operand, shapeValue);
}

/// iota along `dim` of the static type `resultType`; `element` is the
/// original (StableHLO) element type.
Value emitIota(OpBuilder &b, Location loc, RankedTensorType resultType,
               int64_t dim, Type element) {
  int64_t rank = resultType.getRank();
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  return linalg::GenericOp::create(
             b, loc, TypeRange{resultType}, ValueRange{}, ValueRange{init},
             SmallVector<AffineMap>{b.getMultiDimIdentityMap(rank)},
             parallelIterators(rank),
             [&](OpBuilder &nb, Location l, ValueRange) {
               Value index = linalg::IndexOp::create(nb, l, dim);
               Value asInt =
                   arith::IndexCastOp::create(nb, l, nb.getI64Type(), index);
               Value value = kiln::lowering::emitConvert(
                   nb, l, asInt, nb.getIntegerType(64), element);
               linalg::YieldOp::create(nb, l, value);
             })
      .getResult(0);
}

/// Integers, floats and complex numbers (the index is the real part, the
/// imaginary part 0, as convert from an integer gives).
bool isIotaElement(Type element) {
  return llvm::isa<IntegerType, FloatType, ComplexType>(element);
}

struct BroadcastInDimToLinalg : OneStaticResultPattern<hlo::BroadcastInDimOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::BroadcastInDimOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op,
                                         "dynamic broadcast not lowered yet");
    return emitBroadcastInDim(rewriter, op.getLoc(), adaptor.getOperand(),
                              resultType, op.getBroadcastDimensions());
  }
};

/// Legacy broadcast: the operand's dimensions become the trailing result
/// dimensions.
struct BroadcastToLinalg : OneStaticResultPattern<hlo::BroadcastOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::BroadcastOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    int64_t prefix = op.getBroadcastSizes().size();
    int64_t operandRank = resultType.getRank() - prefix;
    SmallVector<int64_t> dims =
        llvm::to_vector(llvm::seq<int64_t>(prefix, prefix + operandRank));
    return emitBroadcastInDim(rewriter, op.getLoc(), adaptor.getOperand(),
                              resultType, dims);
  }
};

struct TransposeToLinalg : OneStaticResultPattern<hlo::TransposeOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::TransposeOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    Value init =
        tensor::EmptyOp::create(rewriter, op.getLoc(), resultType.getShape(),
                                resultType.getElementType());
    return linalg::TransposeOp::create(rewriter, op.getLoc(),
                                       adaptor.getOperand(), init,
                                       op.getPermutation())
        ->getResult(0);
  }
};

struct ReshapeToTensor : OneStaticResultPattern<hlo::ReshapeOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::ReshapeOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    return emitReshape(rewriter, op.getLoc(), adaptor.getOperand(), resultType);
  }
};

struct IotaToLinalg : OneStaticResultPattern<hlo::IotaOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::IotaOp op, OpAdaptor, RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    Type element = getElementTypeOrSelf(op.getType());
    if (!isIotaElement(element))
      return rewriter.notifyMatchFailure(op, "iota type not lowered yet");
    return emitIota(rewriter, op.getLoc(), resultType, op.getIotaDimension(),
                    element);
  }
};

/// slice: a strided tensor.extract_slice (spec: slice).
struct SliceToTensor : OneStaticResultPattern<hlo::SliceOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::SliceOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    return tensor::ExtractSliceOp::create(
               rewriter, op.getLoc(), resultType, adaptor.getOperand(),
               getAsIndexOpFoldResult(ctx, op.getStartIndices()),
               getAsIndexOpFoldResult(ctx, resultType.getShape()),
               getAsIndexOpFoldResult(ctx, op.getStrides()))
        .getResult();
  }
};

/// concatenate: each input inserted at its offset along the dimension.
struct ConcatenateToTensor : OneStaticResultPattern<hlo::ConcatenateOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::ConcatenateOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t dim = op.getDimension();
    int64_t rank = resultType.getRank();
    Value result = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                           resultType.getElementType());
    int64_t offset = 0;
    for (Value input : adaptor.getInputs()) {
      auto inputType = llvm::cast<RankedTensorType>(input.getType());
      if (inputType.getDimSize(dim) == 0)
        continue;
      SmallVector<int64_t> offsets(rank, 0);
      offsets[dim] = offset;
      MLIRContext *ctx = rewriter.getContext();
      result = tensor::InsertSliceOp::create(
          rewriter, loc, input, result, getAsIndexOpFoldResult(ctx, offsets),
          getAsIndexOpFoldResult(ctx, inputType.getShape()),
          unitStrides(rewriter, rank));
      offset += inputType.getDimSize(dim);
    }
    return result;
  }
};

/// pad (spec: pad) to the static type `resultType` (the operand is static
/// too): the result is filled with the padding value, then the operand
/// elements that land inside it (negative edge padding drops the others) are
/// inserted with stride interior + 1.
Value emitPad(OpBuilder &b, Location loc, Value operand, Value paddingValue,
              RankedTensorType resultType, ArrayRef<int64_t> lowPadding,
              ArrayRef<int64_t> interiorPadding) {
  auto operandType = llvm::cast<RankedTensorType>(operand.getType());
  int64_t rank = resultType.getRank();
  Value padValue =
      tensor::ExtractOp::create(b, loc, paddingValue, ValueRange{});
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  Value result = linalg::FillOp::create(b, loc, padValue, init).getResult(0);
  SmallVector<int64_t> first(rank), count(rank), dest(rank), stride(rank);
  bool empty = false;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t low = lowPadding[d];
    int64_t step = interiorPadding[d] + 1;
    int64_t size = operandType.getDimSize(d);
    int64_t resultSize = resultType.getDimSize(d);
    // Operand element i lands at low + i * step; keep those in
    // [0, resultSize).
    int64_t lo = low >= 0 ? 0 : (-low + step - 1) / step;
    int64_t room = resultSize - 1 - low;
    int64_t hi = room < 0 ? -1 : std::min(size - 1, room / step);
    first[d] = lo;
    count[d] = hi - lo + 1;
    dest[d] = low + lo * step;
    stride[d] = step;
    if (count[d] <= 0)
      empty = true;
  }
  if (empty)
    return result;
  MLIRContext *ctx = b.getContext();
  Value kept = operand;
  if (llvm::any_of(llvm::seq<int64_t>(0, rank), [&](int64_t d) {
        return count[d] != operandType.getDimSize(d);
      }))
    kept = tensor::ExtractSliceOp::create(
        b, loc, kept, getAsIndexOpFoldResult(ctx, first),
        getAsIndexOpFoldResult(ctx, count), unitStrides(b, rank));
  return tensor::InsertSliceOp::create(
      b, loc, kept, result, getAsIndexOpFoldResult(ctx, dest),
      getAsIndexOpFoldResult(ctx, count), getAsIndexOpFoldResult(ctx, stride));
}

/// pad (spec: pad).
struct PadToTensor : OneStaticResultPattern<hlo::PadOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::PadOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic pad not lowered yet");
    return emitPad(rewriter, op.getLoc(), adaptor.getOperand(),
                   adaptor.getPaddingValue(), resultType,
                   op.getEdgePaddingLow(), op.getInteriorPadding());
  }
};

/// reverse: reads index size - 1 - i along the reversed dimensions.
struct ReverseToLinalg : OneStaticResultPattern<hlo::ReverseOp> {
  using OneStaticResultPattern::OneStaticResultPattern;
  FailureOr<Value> build(hlo::ReverseOp op, OpAdaptor adaptor,
                         RankedTensorType resultType,
                         ConversionPatternRewriter &rewriter) const override {
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < resultType.getRank(); ++d) {
      AffineExpr e = rewriter.getAffineDimExpr(d);
      if (llvm::is_contained(op.getDimensions(), d))
        e = rewriter.getAffineConstantExpr(resultType.getDimSize(d) - 1) - e;
      exprs.push_back(e);
    }
    return emitMappedCopy(rewriter, op.getLoc(), adaptor.getOperand(),
                          resultType, exprs);
  }
};

/// get_dimension_size: a constant for static dimensions, tensor.dim
/// otherwise.
struct GetDimensionSizeToTensor : OpConversionPattern<hlo::GetDimensionSizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::GetDimensionSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = convertedResultType(getTypeConverter(), op);
    auto operandType =
        llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
    int64_t dim = op.getDimension();
    Location loc = op.getLoc();
    if (!operandType.isDynamicDim(dim)) {
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, DenseElementsAttr::get(
                  resultType,
                  rewriter.getI32IntegerAttr(operandType.getDimSize(dim))
                      .getValue()));
      return success();
    }
    Value size =
        tensor::DimOp::create(rewriter, loc, adaptor.getOperand(), dim);
    Value asI32 =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getI32Type(), size);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(op, resultType, asI32);
    return success();
  }
};

/// A tuple whose every user is get_tuple_element: the users take the
/// tuple's operands directly and the tuple goes away.
struct TupleForwarding : OpConversionPattern<hlo::TupleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TupleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<hlo::GetTupleElementOp> users;
    for (Operation *user : op->getUsers()) {
      auto get = llvm::dyn_cast<hlo::GetTupleElementOp>(user);
      if (!get)
        return rewriter.notifyMatchFailure(op, "tuple escapes");
      users.push_back(get);
    }
    for (hlo::GetTupleElementOp get : users)
      rewriter.replaceOp(get, adaptor.getVal()[get.getIndex()]);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void populateDataMovementPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<BroadcastInDimToLinalg, BroadcastToLinalg, TransposeToLinalg,
               ReshapeToTensor, IotaToLinalg, SliceToTensor,
               ConcatenateToTensor, PadToTensor, ReverseToLinalg,
               GetDimensionSizeToTensor, TupleForwarding>(
      converter, patterns.getContext());
  populateDynamicSlicePatterns(converter, patterns);
  populateGatherPatterns(converter, patterns);
  populateScatterPatterns(converter, patterns);
}

} // namespace kiln::lowering
