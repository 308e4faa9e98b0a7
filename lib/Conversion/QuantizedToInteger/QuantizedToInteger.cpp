//===- QuantizedToInteger.cpp - quantized StableHLO to integers and floats ===//
//
// The pass `kiln-quantized-to-integer`: rewrites a program on uniform
// quantized tensors (`!quant.uniform`, per tensor and per axis) into one on
// their storage integers and expressed floats, following the semantics the
// StableHLO specification gives each op (docs/quantization.md):
//
// - uniform_quantize and uniform_dequantize become their arithmetic:
//   dequantize(q) = convert(q - zero_point) * scale (the subtraction in
//   64-bit integers, exact), quantize(x) = round_nearest_even(clamp(
//   x / scale + zero_point, storage_min, storage_max)) (NaN to storage_min);
//   a quantized operand of uniform_quantize is dequantized first.
// - Ops that move elements (reshape, transpose, broadcast, slice, gather,
//   concatenate, pad, control flow, tuples, calls, sort, reductions, ...)
//   move the storage integers: the spec gives their operands and results
//   the same quantization (or one that follows the moved axis). The ops in
//   their regions (a reduction's add, a comparator's compare) are rewritten
//   like any other op.
// - Every other op on quantized tensors computes on dequantized values and
//   quantizes its quantized results (the spec's dequantize_op_quantize,
//   dequantize_compare, dequantize_select_quantize and
//   hybrid_dequantize_then_op): elementwise ops, compare, select, clamp,
//   iota, batch norms, and dot_general and convolution, whose fully
//   quantized form computes an exact integer product (QuantizedProducts.cpp).
//
// Afterwards no quantized type is left; everything downstream (the graph
// optimizer, the lowering to linalg, fusion, the checks) sees integers and
// floats, and the arithmetic fuses with its neighbours.
//
//===----------------------------------------------------------------------===//

#include "QuantizedToInteger.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln {
#define GEN_PASS_DEF_QUANTIZEDTOINTEGER
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace kiln::quantized {

//===----------------------------------------------------------------------===//
// Types and parameters
//===----------------------------------------------------------------------===//

std::optional<QuantParams> paramsOf(Type element) {
  auto quantized = dyn_cast<quant::QuantizedType>(element);
  if (!quantized || !isa<IntegerType>(quantized.getStorageType()))
    return std::nullopt;
  QuantParams p;
  p.type = quantized;
  if (auto t = dyn_cast<quant::UniformQuantizedType>(element)) {
    p.scales.push_back(t.getScale());
    p.zeroPoints.push_back(t.getZeroPoint());
    return p;
  }
  if (auto t = dyn_cast<quant::UniformQuantizedPerAxisType>(element)) {
    p.scales.assign(t.getScales().begin(), t.getScales().end());
    p.zeroPoints.assign(t.getZeroPoints().begin(), t.getZeroPoints().end());
    p.axis = t.getQuantizedDimension();
    return p;
  }
  return std::nullopt;
}

std::optional<QuantParams> paramsOfTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor ? paramsOf(tensor.getElementType()) : std::nullopt;
}

Type storageTypeOf(quant::QuantizedType type) {
  return IntegerType::get(type.getContext(), type.getStorageTypeIntegralWidth(),
                          type.isSigned() ? IntegerType::Signless
                                          : IntegerType::Unsigned);
}

bool isQuantizedType(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return isa<quant::QuantizedType>(shaped.getElementType());
  if (auto tuple = dyn_cast<TupleType>(type))
    return llvm::any_of(tuple.getTypes(), isQuantizedType);
  return isa<quant::QuantizedType>(type);
}

/// The type with every quantized element type replaced by `replace`'s.
static Type mapQuantized(Type type,
                         function_ref<Type(quant::QuantizedType)> replace) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    if (auto q = dyn_cast<quant::QuantizedType>(tensor.getElementType()))
      return tensor.clone(replace(q));
  if (auto tensor = dyn_cast<UnrankedTensorType>(type))
    if (auto q = dyn_cast<quant::QuantizedType>(tensor.getElementType()))
      return UnrankedTensorType::get(replace(q));
  if (auto tuple = dyn_cast<TupleType>(type)) {
    SmallVector<Type> types;
    for (Type element : tuple.getTypes())
      types.push_back(mapQuantized(element, replace));
    return TupleType::get(type.getContext(), types);
  }
  if (auto q = dyn_cast<quant::QuantizedType>(type))
    return replace(q);
  return type;
}

Type storageType(Type type) { return mapQuantized(type, storageTypeOf); }

Type expressedType(Type type) {
  return mapQuantized(
      type, [](quant::QuantizedType q) { return q.getExpressedType(); });
}

//===----------------------------------------------------------------------===//
// Quantize and dequantize as StableHLO arithmetic
//===----------------------------------------------------------------------===//

RankedTensorType withElement(Value v, Type element) {
  return cast<RankedTensorType>(v.getType()).clone(element);
}

Value paramTensor(OpBuilder &b, Location loc, RankedTensorType type,
                  const QuantParams &p, Type element,
                  function_ref<Attribute(size_t)> value) {
  auto full = type.clone(element);
  if (p.axis < 0)
    return hlo::ConstantOp::create(b, loc, full,
                                   DenseElementsAttr::get(full, value(0)));
  SmallVector<Attribute> values;
  for (size_t i = 0; i < p.scales.size(); ++i)
    values.push_back(value(i));
  auto line = RankedTensorType::get({int64_t(values.size())}, element);
  Value constant = hlo::ConstantOp::create(
      b, loc, line, DenseElementsAttr::get(line, values));
  return hlo::BroadcastInDimOp::create(b, loc, full, constant,
                                       ArrayRef<int64_t>{p.axis});
}

Value scalesOf(OpBuilder &b, Location loc, RankedTensorType type,
               const QuantParams &p, Type element) {
  return paramTensor(b, loc, type, p, element, [&](size_t i) -> Attribute {
    return b.getFloatAttr(element, p.scales[i]);
  });
}

Value zeroPointsOf(OpBuilder &b, Location loc, RankedTensorType type,
                   const QuantParams &p, Type element) {
  return paramTensor(b, loc, type, p, element, [&](size_t i) -> Attribute {
    if (isa<FloatType>(element))
      return b.getFloatAttr(element, double(p.zeroPoints[i]));
    return b.getIntegerAttr(element, p.zeroPoints[i]);
  });
}

Value splat(OpBuilder &b, Location loc, RankedTensorType type,
            Attribute value) {
  return hlo::ConstantOp::create(b, loc, type,
                                 DenseElementsAttr::get(type, value));
}

Value widenStorage(OpBuilder &b, Location loc, Value storage,
                   const QuantParams &p, Type wide) {
  auto type = withElement(storage, wide);
  Value v = hlo::ConvertOp::create(b, loc, type, storage);
  bool zero = llvm::all_of(p.zeroPoints, [](int64_t z) { return z == 0; });
  if (zero)
    return v;
  return hlo::SubtractOp::create(b, loc, type, v,
                                 zeroPointsOf(b, loc, type, p, wide));
}

Value dequantize(OpBuilder &b, Location loc, Value storage,
                 const QuantParams &p) {
  Type expressed = p.type.getExpressedType();
  auto floatType = withElement(storage, expressed);
  // With zero points 0 the storage converts directly (the same value): a
  // weight-only quantized product's int8 weights then reach the GEMM as
  // int8, widened as it reads them.
  bool zero = llvm::all_of(p.zeroPoints, [](int64_t z) { return z == 0; });
  Value centered =
      zero ? storage : widenStorage(b, loc, storage, p, b.getI64Type());
  Value f = hlo::ConvertOp::create(b, loc, floatType, centered);
  return hlo::MultiplyOp::create(b, loc, floatType, f,
                                 scalesOf(b, loc, floatType, p, expressed));
}

Value roundToStorage(OpBuilder &b, Location loc, Value y,
                     const QuantParams &p) {
  auto floatType = cast<RankedTensorType>(y.getType());
  Type element = floatType.getElementType();
  double lo = double(p.type.getStorageTypeMin());
  double hi = double(p.type.getStorageTypeMax());
  auto scalar = RankedTensorType::get({}, element);
  // NaN quantizes to storage_min (the spec leaves it open; kiln picks the
  // bound a maximum that ignores NaN would give).
  Value isNan = hlo::CompareOp::create(b, loc, withElement(y, b.getI1Type()), y,
                                       y, hlo::ComparisonDirection::NE,
                                       hlo::ComparisonTypeAttr());
  Value low = splat(b, loc, floatType, b.getFloatAttr(element, lo));
  y = hlo::SelectOp::create(b, loc, floatType, isNan, low, y);
  y = hlo::ClampOp::create(
      b, loc, floatType, splat(b, loc, scalar, b.getFloatAttr(element, lo)), y,
      splat(b, loc, scalar, b.getFloatAttr(element, hi)));
  y = hlo::RoundNearestEvenOp::create(b, loc, floatType, y);
  // Storage of at most 16 bits: the clamped, rounded value is an integer of
  // the storage range, which the float type holds exactly, so it converts
  // directly (through i32, which every such range fits).
  if (p.type.getStorageTypeIntegralWidth() <= 16 &&
      element.getIntOrFloatBitWidth() >= 32) {
    Value i = hlo::ConvertOp::create(b, loc, withElement(y, b.getI32Type()), y);
    return hlo::ConvertOp::create(b, loc, withElement(y, storageTypeOf(p.type)),
                                  i);
  }
  // Through 64-bit integers, clamped again there: bounds like i32's round
  // outward in f32.
  Type i64 = b.getI64Type();
  auto scalar64 = RankedTensorType::get({}, i64);
  Value i = hlo::ConvertOp::create(b, loc, withElement(y, i64), y);
  i = hlo::ClampOp::create(
      b, loc, withElement(y, i64),
      splat(b, loc, scalar64, b.getI64IntegerAttr(p.type.getStorageTypeMin())),
      i,
      splat(b, loc, scalar64, b.getI64IntegerAttr(p.type.getStorageTypeMax())));
  return hlo::ConvertOp::create(b, loc, withElement(y, storageTypeOf(p.type)),
                                i);
}

Value quantize(OpBuilder &b, Location loc, Value x, const QuantParams &p) {
  Type expressed = p.type.getExpressedType();
  auto floatType = withElement(x, expressed);
  if (x.getType() != floatType)
    x = hlo::ConvertOp::create(b, loc, floatType, x);
  Value y = hlo::DivideOp::create(b, loc, floatType, x,
                                  scalesOf(b, loc, floatType, p, expressed));
  y = hlo::AddOp::create(b, loc, floatType, y,
                         zeroPointsOf(b, loc, floatType, p, expressed));
  return roundToStorage(b, loc, y, p);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {

/// Whether `op` (with the types in its regions) still involves a quantized
/// type.
bool involvesQuantized(Operation *op) {
  auto quantized = [](TypeRange types) {
    return llvm::any_of(types, isQuantizedType);
  };
  if (quantized(op->getOperandTypes()) || quantized(op->getResultTypes()))
    return true;
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    if (quantized(func.getArgumentTypes()) || quantized(func.getResultTypes()))
      return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (quantized(block.getArgumentTypes()))
        return true;
  return false;
}

/// Clones `op` with `operands`, `resultTypes` and its regions (moved; their
/// block arguments converted by `converter`).
FailureOr<Operation *> cloneWith(Operation *op, ValueRange operands,
                                 TypeRange resultTypes,
                                 const TypeConverter &converter,
                                 ConversionPatternRewriter &rewriter) {
  OperationState state(op->getLoc(), op->getName().getStringRef(), operands,
                       resultTypes, op->getAttrs(), op->getSuccessors());
  for (Region &region : op->getRegions()) {
    Region *moved = state.addRegion();
    rewriter.inlineRegionBefore(region, *moved, moved->end());
    if (failed(rewriter.convertRegionTypes(moved, converter)))
      return failure();
  }
  return rewriter.create(state);
}

/// The ops that move storage values: the spec constrains their quantized
/// operands and results to one quantization (or one following a moved
/// axis), or their regions define what they compute.
bool movesStorage(Operation *op) {
  return isa<hlo::ReshapeOp, hlo::DynamicReshapeOp, hlo::TransposeOp,
             hlo::BroadcastInDimOp, hlo::DynamicBroadcastInDimOp,
             hlo::BroadcastOp, hlo::SliceOp, hlo::DynamicSliceOp,
             hlo::RealDynamicSliceOp, hlo::DynamicUpdateSliceOp,
             hlo::ConcatenateOp, hlo::PadOp, hlo::DynamicPadOp, hlo::GatherOp,
             hlo::DynamicGatherOp, hlo::ReverseOp, hlo::OptimizationBarrierOp,
             hlo::TupleOp, hlo::GetTupleElementOp, hlo::BitcastConvertOp,
             hlo::GetDimensionSizeOp, hlo::WhileOp, hlo::IfOp, hlo::CaseOp,
             hlo::ReturnOp, hlo::SortOp, hlo::ReduceOp, hlo::ReduceWindowOp,
             hlo::ScatterOp, hlo::SelectAndScatterOp, hlo::MapOp,
             hlo::AllGatherOp, hlo::AllToAllOp, hlo::AllReduceOp,
             hlo::ReduceScatterOp, hlo::CollectivePermuteOp,
             hlo::CollectiveBroadcastOp, hlo::CustomCallOp, hlo::CompositeOp,
             hlo::SendOp, hlo::RecvOp, hlo::InfeedOp, hlo::OutfeedOp>(op) ||
         op->getName().getDialectNamespace() == "check";
}

/// Storage moves: the op on the storage integers.
struct MoveStorage : ConversionPattern {
  MoveStorage(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!movesStorage(op) || !involvesQuantized(op))
      return failure();
    SmallVector<Value> inputs(operands);
    // A reduction whose body takes a wider (promoted) quantized type than
    // its inputs requantizes them to it (the spec's to_destination_type).
    if (isa<hlo::ReduceOp, hlo::ReduceWindowOp>(op) &&
        !op->getRegion(0).empty()) {
      Block &body = op->getRegion(0).front();
      size_t n = inputs.size() / 2;
      for (size_t i = 0; i < inputs.size() && i < 2 * n; ++i) {
        std::optional<QuantParams> from =
            paramsOfTensor(op->getOperand(i).getType());
        std::optional<QuantParams> to =
            paramsOf(cast<RankedTensorType>(body.getArgument(i % n).getType())
                         .getElementType());
        if (from && to && from->type != to->type)
          inputs[i] = quantize(
              rewriter, op->getLoc(),
              dequantize(rewriter, op->getLoc(), inputs[i], *from), *to);
      }
    }
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return failure();
    FailureOr<Operation *> clone =
        cloneWith(op, inputs, resultTypes, *getTypeConverter(), rewriter);
    if (failed(clone))
      return failure();
    rewriter.replaceOp(op, (*clone)->getResults());
    return success();
  }
};

/// Everything else: computed on the dequantized operands, its quantized
/// results quantized (dequantize_op_quantize and its variants).
struct ComputeDequantized : ConversionPattern {
  ComputeDequantized(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/0, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (movesStorage(op) || !involvesQuantized(op) || op->getNumRegions() ||
        isa<hlo::ConstantOp, hlo::UniformQuantizeOp, hlo::UniformDequantizeOp,
            func::FuncOp, func::ReturnOp, func::CallOp>(op))
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> inputs;
    for (auto [original, converted] :
         llvm::zip_equal(op->getOperands(), operands)) {
      std::optional<QuantParams> p = paramsOfTensor(original.getType());
      inputs.push_back(p ? dequantize(rewriter, loc, converted, *p)
                         : converted);
    }
    SmallVector<Type> floatTypes;
    for (Type type : op->getResultTypes())
      floatTypes.push_back(expressedType(type));
    Operation *clone = nullptr;
    if (auto compare = dyn_cast<hlo::CompareOp>(op)) {
      // On the dequantized values, as floats.
      clone = hlo::CompareOp::create(
          rewriter, loc, floatTypes[0], inputs[0], inputs[1],
          compare.getComparisonDirection(),
          hlo::ComparisonTypeAttr::get(rewriter.getContext(),
                                       hlo::ComparisonType::FLOAT));
    } else {
      OperationState state(loc, op->getName().getStringRef(), inputs,
                           floatTypes, op->getAttrs());
      clone = rewriter.create(state);
    }
    SmallVector<Value> results;
    for (auto [original, value] :
         llvm::zip_equal(op->getResults(), clone->getResults())) {
      std::optional<QuantParams> p = paramsOfTensor(original.getType());
      results.push_back(p ? quantize(rewriter, loc, value, *p) : value);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct LowerUniformQuantize : OpConversionPattern<hlo::UniformQuantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::UniformQuantizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<QuantParams> to = paramsOfTensor(op.getType());
    if (!to)
      return rewriter.notifyMatchFailure(op, "not to a uniform quantized type");
    Value x = adaptor.getOperand();
    if (std::optional<QuantParams> from =
            paramsOfTensor(op.getOperand().getType()))
      x = dequantize(rewriter, op.getLoc(), x, *from);
    rewriter.replaceOp(op, quantize(rewriter, op.getLoc(), x, *to));
    return success();
  }
};

struct LowerUniformDequantize : OpConversionPattern<hlo::UniformDequantizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::UniformDequantizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<QuantParams> from = paramsOfTensor(op.getOperand().getType());
    if (!from)
      return rewriter.notifyMatchFailure(op, "not of a uniform quantized type");
    Value x = dequantize(rewriter, op.getLoc(), adaptor.getOperand(), *from);
    if (x.getType() != op.getType())
      x = hlo::ConvertOp::create(rewriter, op.getLoc(), op.getType(), x);
    rewriter.replaceOp(op, x);
    return success();
  }
};

/// A quantized constant holds its storage integers already.
struct LowerQuantizedConstant : OpConversionPattern<hlo::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    auto value = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!type || !value)
      return rewriter.notifyMatchFailure(op, "not a dense constant");
    if (value.getElementType() != type.getElementType()) {
      // Storage values written with another integer type of the same width.
      if (!isa<IntegerType>(value.getElementType()) ||
          value.getElementType().getIntOrFloatBitWidth() !=
              type.getElementTypeBitWidth())
        return rewriter.notifyMatchFailure(op, "constant of another type");
      value = value.bitcast(type.getElementType());
    }
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, type, value.reshape(type));
    return success();
  }
};

struct QuantizedToIntegerPass
    : kiln::impl::QuantizedToIntegerBase<QuantizedToIntegerPass> {
  using QuantizedToIntegerBase::QuantizedToIntegerBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    // The rewrites build their scales and zero points as constants of the
    // quantized values' shapes: those must be static.
    WalkResult dynamic = module.walk([](Operation *op) {
      SmallVector<Type> types(op->getResultTypes());
      for (Region &region : op->getRegions())
        for (Block &block : region)
          llvm::append_range(types, block.getArgumentTypes());
      for (Type type : types)
        if (auto tensor = dyn_cast<RankedTensorType>(type))
          if (isQuantizedType(tensor) && !tensor.hasStaticShape()) {
            op->emitError() << "quantized tensors of dynamic shape (" << tensor
                            << ") are not supported yet";
            return WalkResult::interrupt();
          }
      return WalkResult::advance();
    });
    if (dynamic.wasInterrupted())
      return signalPassFailure();
    TypeConverter converter;
    converter.addConversion([](Type type) { return storageType(type); });
    ConversionTarget target(*ctx);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !involvesQuantized(op); });
    target.addLegalOp<ModuleOp>();
    RewritePatternSet patterns(ctx);
    patterns.add<MoveStorage, ComputeDequantized>(converter, ctx);
    patterns.add<LowerUniformQuantize, LowerUniformDequantize,
                 LowerQuantizedConstant>(converter, ctx);
    populateProductPatterns(converter, patterns, int8Convolutions);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace kiln::quantized

std::vector<kiln::OpHandling> kiln::quantizedToIntegerRewrites() {
  return {{"stablehlo.uniform_quantize", "LowerUniformQuantize"},
          {"stablehlo.uniform_dequantize", "LowerUniformDequantize"}};
}
