//===- DynamicOps.cpp - dynamic_* ops to static ops, type re-inference ----===//
//
// Once the shape operands of a dynamic op are constants, the op is the
// static op with those constants as attributes (spec: dynamic_broadcast_in_dim
// is broadcast_in_dim with the result shape `output_dimensions`, and so on):
//   dynamic_broadcast_in_dim -> broadcast_in_dim   dynamic_iota -> iota
//   dynamic_reshape -> reshape     real_dynamic_slice -> slice (or
//   dynamic_slice when only the sizes, limit - start, are constant)
//   dynamic_pad -> pad             dynamic_gather -> gather
//   dynamic_conv -> convolution
//   custom_call @stablehlo.dynamic_reduce_window -> reduce_window
//   custom_call @stablehlo.dynamic_top_k -> chlo.top_k
//   custom_call @stablehlo.dynamic_rng_bit_generator -> rng_bit_generator
//   custom_call with indices_of_shape_operands -> results of those shapes
// The static op is built generically from the dynamic op's attributes plus
// the constant ones, then its result type is re-inferred.
//
// refineResultTypes re-infers the result types of any op from its operands
// (InferTypeOpInterface, InferShapedTypeOpInterface, or the operand shape
// for elementwise ops) and updates them in place.
//
//===----------------------------------------------------------------------===//

#include "RefineShapesInternal.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::refine {

Type refineType(Type declared, Type inferred) {
  auto d = llvm::dyn_cast<RankedTensorType>(declared);
  auto i = llvm::dyn_cast<RankedTensorType>(inferred);
  if (!d || !i || d.getRank() != i.getRank())
    return declared;
  SmallVector<int64_t> shape;
  for (auto [a, b] : llvm::zip(d.getShape(), i.getShape())) {
    if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b)
      return {};
    shape.push_back(ShapedType::isDynamic(a) ? b : a);
  }
  return RankedTensorType::get(shape, d.getElementType(), d.getEncoding());
}

namespace {
/// The shape of the operands of an elementwise op: each dimension static
/// when some ranked operand has it static.
std::optional<SmallVector<int64_t>> elementwiseShape(Operation *op) {
  std::optional<SmallVector<int64_t>> shape;
  for (Value operand : op->getOperands()) {
    auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
    if (!type)
      continue;
    if (!shape) {
      shape = SmallVector<int64_t>(type.getShape());
      continue;
    }
    if (static_cast<int64_t>(shape->size()) != type.getRank())
      continue; // a 0-d operand (select's pred, clamp's bounds)
    for (auto [s, t] : llvm::zip(*shape, type.getShape()))
      if (ShapedType::isDynamic(s))
        s = t;
  }
  return shape;
}

SmallVector<Type> inferTypes(Operation *op) {
  MLIRContext *ctx = op->getContext();
  SmallVector<Type> inferred;
  if (auto iface = dyn_cast<InferTypeOpInterface>(op)) {
    if (succeeded(iface.inferReturnTypes(
            ctx, std::nullopt, op->getOperands(), op->getRawDictionaryAttrs(),
            op->getPropertiesStorage(), op->getRegions(), inferred)))
      return inferred;
    inferred.clear();
  }
  if (auto iface = dyn_cast<InferShapedTypeOpInterface>(op)) {
    SmallVector<ShapedTypeComponents> components;
    if (succeeded(iface.inferReturnTypeComponents(
            ctx, std::nullopt, op->getOperands(), op->getRawDictionaryAttrs(),
            op->getPropertiesStorage(), op->getRegions(), components)) &&
        components.size() == op->getNumResults()) {
      for (auto [c, result] : llvm::zip(components, op->getResults())) {
        auto declared = llvm::dyn_cast<RankedTensorType>(result.getType());
        if (!declared || !c.hasRank()) {
          inferred.push_back(result.getType());
          continue;
        }
        inferred.push_back(
            RankedTensorType::get(c.getDims(), declared.getElementType()));
      }
      return inferred;
    }
  }
  if (isa<hlo::BitcastConvertOp>(op)) {
    // Same width: same shape; narrower result elements: a trailing
    // dimension of the width ratio; wider: the last dimension goes.
    auto in = llvm::dyn_cast<RankedTensorType>(op->getOperand(0).getType());
    auto out = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!in || !out)
      return {};
    unsigned inBits = in.getElementTypeBitWidth();
    unsigned outBits = out.getElementTypeBitWidth();
    SmallVector<int64_t> shape(in.getShape());
    if (inBits > outBits && outBits)
      shape.push_back(inBits / outBits);
    else if (inBits < outBits && !shape.empty())
      shape.pop_back();
    inferred.push_back(RankedTensorType::get(shape, out.getElementType()));
    return inferred;
  }
  if (isa<hlo::ScatterOp>(op)) {
    // Results have the types of the N inputs: (inputs, indices, updates).
    unsigned n = (op->getNumOperands() - 1) / 2;
    if (n != op->getNumResults())
      return {};
    for (Value input : op->getOperands().take_front(n))
      inferred.push_back(input.getType());
    return inferred;
  }
  if (op->hasTrait<OpTrait::SameOperandsAndResultShape>() ||
      op->hasTrait<OpTrait::Elementwise>()) {
    std::optional<SmallVector<int64_t>> shape = elementwiseShape(op);
    if (!shape)
      return {};
    for (Value result : op->getResults()) {
      auto declared = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (!declared) {
        inferred.push_back(result.getType());
        continue;
      }
      inferred.push_back(
          RankedTensorType::get(*shape, declared.getElementType()));
    }
  }
  return inferred;
}

/// The static op `name` replacing `op`: `op`'s attributes plus `extra`, the
/// given operands, and `op`'s result types refined by re-inference and, for
/// the last result, by `resultType` (when given).
FailureOr<Operation *> replaceWith(Operation *op, StringRef name,
                                   ValueRange operands,
                                   ArrayRef<NamedAttribute> extra,
                                   Type resultType = {}) {
  OpBuilder b(op);
  OperationState state(op->getLoc(), name);
  state.addOperands(operands);
  // Keep the attributes the static op has too, and the discardable ones.
  ArrayRef<StringAttr> oldNames = op->getName().getAttributeNames();
  ArrayRef<StringAttr> newNames = state.name.getAttributeNames();
  NamedAttrList attrs;
  for (const NamedAttribute &attr : op->getAttrDictionary())
    if (llvm::is_contained(newNames, attr.getName()) ||
        !llvm::is_contained(oldNames, attr.getName()))
      attrs.push_back(attr);
  for (const NamedAttribute &attr : extra)
    attrs.set(attr.getName(), attr.getValue());
  state.addAttributes(attrs);
  for (Value result : op->getResults()) {
    Type type = result.getType();
    if (resultType && result == op->getResults().back()) {
      type = refineType(type, resultType);
      if (!type)
        return op->emitOpError("has result type ")
               << result.getType() << " but its shape operands give "
               << resultType;
    }
    state.addTypes(type);
  }
  Operation *replacement = b.create(state);
  if (failed(refineResultTypes(replacement))) {
    replacement->erase();
    return failure();
  }
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

/// A constant 2-d padding operand as the I64ElementsAttr static ops take.
DenseIntElementsAttr paddingAttr(Value value) {
  DenseElementsAttr padding;
  if (!matchPattern(value, m_Constant(&padding)))
    return {};
  auto padType = llvm::cast<RankedTensorType>(padding.getType());
  if (!padType.getElementType().isIntOrIndex())
    return {};
  SmallVector<int64_t> values;
  for (const APInt &v : padding.getValues<APInt>())
    values.push_back(v.getSExtValue());
  auto attrType = RankedTensorType::get(
      padType.getShape(), IntegerType::get(value.getContext(), 64));
  return DenseIntElementsAttr::get(attrType, values);
}

/// `custom_call @stablehlo.dynamic_reduce_window(inputs..., inits...,
/// window_dimensions, window_strides, base_dilations, window_dilations,
/// padding) {called_computations = [@body]}` as reduce_window once the five
/// trailing operands are constants; the body function becomes the region.
FailureOr<Operation *> staticizeReduceWindow(Operation *op) {
  Operation *none = nullptr;
  auto callees = op->getAttrOfType<ArrayAttr>("called_computations");
  unsigned numOperands = op->getNumOperands();
  if (!callees || callees.size() != 1 || numOperands < 7 ||
      (numOperands - 5) % 2 != 0)
    return none;
  unsigned n = (numOperands - 5) / 2;
  SmallVector<SmallVector<int64_t>> window;
  for (unsigned i = 2 * n; i < 2 * n + 4; ++i) {
    std::optional<SmallVector<int64_t>> ints =
        getConstantInts(op->getOperand(i));
    if (!ints)
      return none;
    window.push_back(std::move(*ints));
  }
  DenseIntElementsAttr padding = paddingAttr(op->getOperand(2 * n + 4));
  if (!padding)
    return none;
  auto symbol = llvm::dyn_cast<FlatSymbolRefAttr>(callees[0]);
  auto module = op->getParentOfType<ModuleOp>();
  auto body = symbol && module
                  ? module.lookupSymbol<func::FuncOp>(symbol.getValue())
                  : func::FuncOp();
  if (!body || body.isExternal())
    return op->emitOpError("has no body function ") << callees[0];

  OpBuilder b(op);
  OperationState state(op->getLoc(), "stablehlo.reduce_window");
  state.addOperands(op->getOperands().take_front(2 * n));
  state.addAttribute("window_dimensions", b.getDenseI64ArrayAttr(window[0]));
  state.addAttribute("window_strides", b.getDenseI64ArrayAttr(window[1]));
  state.addAttribute("base_dilations", b.getDenseI64ArrayAttr(window[2]));
  state.addAttribute("window_dilations", b.getDenseI64ArrayAttr(window[3]));
  state.addAttribute("padding", padding);
  state.addTypes(op->getResultTypes());
  Region *region = state.addRegion();
  IRMapping mapping;
  body.getBody().cloneInto(region, mapping);
  Operation *ret = region->front().getTerminator();
  OpBuilder rb(ret);
  OperationState retState(ret->getLoc(), "stablehlo.return");
  retState.addOperands(ret->getOperands());
  rb.create(retState);
  ret->erase();
  Operation *replacement = b.create(state);
  if (failed(refineResultTypes(replacement))) {
    replacement->erase();
    return failure();
  }
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

/// A custom_call whose `indices_of_shape_operands` operands give the
/// shapes of its results (JAX's LAPACK calls under shape polymorphism):
/// once those operands are constants, the results take the shapes and the
/// shape operands are dropped (with their operand_layouts entries).
FailureOr<Operation *> staticizeCustomCallShapes(Operation *op) {
  Operation *none = nullptr;
  auto indices =
      op->getAttrOfType<DenseIntElementsAttr>("indices_of_shape_operands");
  if (!indices || indices.getNumElements() != op->getNumResults())
    return none;
  SmallVector<int64_t> shapeOperands;
  SmallVector<Type> types;
  for (auto [result, index] :
       llvm::zip(op->getResults(), indices.getValues<APInt>())) {
    int64_t i = index.getSExtValue();
    if (i < 0 || i >= op->getNumOperands())
      return none;
    std::optional<SmallVector<int64_t>> shape =
        getConstantInts(op->getOperand(i));
    auto declared = llvm::dyn_cast<RankedTensorType>(result.getType());
    if (!shape || !declared)
      return none;
    Type refined = refineType(
        declared, RankedTensorType::get(*shape, declared.getElementType()));
    if (!refined)
      return op->emitOpError("has result type ")
             << declared << " but its shape operand " << i << " gives "
             << RankedTensorType::get(*shape, declared.getElementType());
    types.push_back(refined);
    shapeOperands.push_back(i);
  }
  int64_t firstDropped = *llvm::min_element(shapeOperands);
  if (auto aliases = op->getAttrOfType<ArrayAttr>("output_operand_aliases")) {
    // Operand indices of aliases after a dropped operand would shift.
    for (Attribute attr : aliases) {
      auto alias = llvm::dyn_cast<hlo::OutputOperandAliasAttr>(attr);
      if (!alias || alias.getOperandIndex() >= firstDropped)
        return none;
    }
  }
  SmallVector<Value> operands;
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (!llvm::is_contained(shapeOperands, static_cast<int64_t>(i)))
      operands.push_back(v);
  NamedAttrList attrs(op->getAttrDictionary());
  attrs.erase("indices_of_shape_operands");
  if (auto layouts = op->getAttrOfType<ArrayAttr>("operand_layouts")) {
    SmallVector<Attribute> kept;
    for (auto [i, layout] : llvm::enumerate(layouts))
      if (!llvm::is_contained(shapeOperands, static_cast<int64_t>(i)))
        kept.push_back(layout);
    attrs.set("operand_layouts", ArrayAttr::get(op->getContext(), kept));
  }
  OpBuilder b(op);
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addAttributes(attrs);
  state.addTypes(types);
  Operation *replacement = b.create(state);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

/// real_dynamic_slice(x, start, start + sizes, ones) with runtime `start`
/// and constant `sizes` (JAX's lax.dynamic_slice with a symbolic size) is
/// dynamic_slice(x, start[0], start[1], ..., sizes = sizes); JAX has
/// already clamped `start`.
FailureOr<Operation *> staticizeOffsetSlice(Operation *op) {
  Operation *none = nullptr;
  Value start = op->getOperand(1);
  std::optional<SmallVector<int64_t>> strides =
      getConstantInts(op->getOperand(3));
  auto add = op->getOperand(2).getDefiningOp<hlo::AddOp>();
  if (!strides || !add ||
      llvm::any_of(*strides, [](int64_t s) { return s != 1; }))
    return none;
  Value other = add.getLhs() == start   ? add.getRhs()
                : add.getRhs() == start ? add.getLhs()
                                        : Value();
  std::optional<SmallVector<int64_t>> sizes =
      other ? getConstantInts(other) : std::nullopt;
  auto startType = llvm::dyn_cast<RankedTensorType>(start.getType());
  if (!sizes || !startType || !startType.hasStaticShape())
    return none;
  OpBuilder b(op);
  SmallVector<Value> operands = {op->getOperand(0)};
  auto scalarType = RankedTensorType::get({}, startType.getElementType());
  for (int64_t d = 0, e = sizes->size(); d < e; ++d) {
    OperationState slice(op->getLoc(), "stablehlo.slice");
    slice.addOperands(start);
    slice.addAttribute("start_indices", b.getDenseI64ArrayAttr({d}));
    slice.addAttribute("limit_indices", b.getDenseI64ArrayAttr({d + 1}));
    slice.addAttribute("strides", b.getDenseI64ArrayAttr({1}));
    slice.addTypes(RankedTensorType::get({1}, startType.getElementType()));
    Value element = b.create(slice)->getResult(0);
    OperationState reshape(op->getLoc(), "stablehlo.reshape");
    reshape.addOperands(element);
    reshape.addTypes(scalarType);
    operands.push_back(b.create(reshape)->getResult(0));
  }
  return replaceWith(op, "stablehlo.dynamic_slice", operands,
                     {NamedAttribute(b.getStringAttr("slice_sizes"),
                                     b.getDenseI64ArrayAttr(*sizes))});
}

Type withShape(Type type, ArrayRef<int64_t> shape) {
  auto tensor = llvm::cast<RankedTensorType>(type);
  return RankedTensorType::get(shape, tensor.getElementType(),
                               tensor.getEncoding());
}

DenseI64ArrayAttr i64s(OpBuilder &b, ArrayRef<int64_t> values) {
  return b.getDenseI64ArrayAttr(values);
}
} // namespace

LogicalResult refineResultTypes(Operation *op) {
  SmallVector<Type> inferred = inferTypes(op);
  if (inferred.size() != op->getNumResults())
    return success();
  for (auto [result, type] : llvm::zip(op->getResults(), inferred)) {
    Type refined = refineType(result.getType(), type);
    if (!refined)
      return op->emitOpError("has result type ")
             << result.getType() << " but its operands give " << type;
    result.setType(refined);
  }
  return success();
}

} // namespace kiln::refine

std::vector<kiln::OpHandling> kiln::shapeRefinementRewrites() {
  auto entry = [](StringRef op, StringRef to) {
    return OpHandling{op.str(), ("rewritten to " + to).str()};
  };
  return {
      entry(hlo::DynamicBroadcastInDimOp::getOperationName(),
            hlo::BroadcastInDimOp::getOperationName()),
      entry(hlo::DynamicIotaOp::getOperationName(),
            hlo::IotaOp::getOperationName()),
      entry(hlo::DynamicReshapeOp::getOperationName(),
            hlo::ReshapeOp::getOperationName()),
      entry(hlo::RealDynamicSliceOp::getOperationName(),
            "stablehlo.slice or stablehlo.dynamic_slice"),
      entry(hlo::DynamicPadOp::getOperationName(),
            hlo::PadOp::getOperationName()),
      entry(hlo::DynamicGatherOp::getOperationName(),
            hlo::GatherOp::getOperationName()),
      entry(hlo::DynamicConvOp::getOperationName(),
            hlo::ConvolutionOp::getOperationName()),
      entry(hlo::CustomCallOp::getOperationName(),
            "static ops when it is @stablehlo.dynamic_reduce_window, "
            "@stablehlo.dynamic_top_k or "
            "@stablehlo.dynamic_rng_bit_generator")};
}

namespace kiln::refine {

FailureOr<Operation *> staticizeDynamicOp(Operation *op) {
  // Exactly the ops `kiln ops` reports shape refinement to rewrite.
  static const llvm::StringSet<> handled = [] {
    llvm::StringSet<> names;
    for (const OpHandling &rewrite : shapeRefinementRewrites())
      names.insert(rewrite.op);
    return names;
  }();
  if (!handled.contains(op->getName().getStringRef()))
    return static_cast<Operation *>(nullptr);
  OpBuilder b(op);
  MLIRContext *ctx = op->getContext();
  auto named = [&](StringRef name, Attribute value) {
    return NamedAttribute(StringAttr::get(ctx, name), value);
  };
  // Every shape operand of `op` from index `first` on, as integer lists.
  auto constants =
      [&](unsigned first) -> std::optional<SmallVector<SmallVector<int64_t>>> {
    SmallVector<SmallVector<int64_t>> all;
    for (Value v : op->getOperands().drop_front(first)) {
      std::optional<SmallVector<int64_t>> ints = getConstantInts(v);
      if (!ints)
        return std::nullopt;
      all.push_back(std::move(*ints));
    }
    return all;
  };
  Operation *none = nullptr;

  if (isa<hlo::DynamicBroadcastInDimOp>(op)) {
    auto c = constants(1);
    if (!c)
      return none;
    return replaceWith(
        op, "stablehlo.broadcast_in_dim", op->getOperand(0),
        {named("broadcast_dimensions", op->getAttr("broadcast_dimensions"))},
        withShape(op->getResult(0).getType(), (*c)[0]));
  }
  if (isa<hlo::DynamicIotaOp>(op)) {
    auto c = constants(0);
    if (!c)
      return none;
    return replaceWith(op, "stablehlo.iota", {}, {},
                       withShape(op->getResult(0).getType(), (*c)[0]));
  }
  if (isa<hlo::DynamicReshapeOp>(op)) {
    auto c = constants(1);
    if (!c)
      return none;
    return replaceWith(op, "stablehlo.reshape", op->getOperand(0), {},
                       withShape(op->getResult(0).getType(), (*c)[0]));
  }
  if (isa<hlo::RealDynamicSliceOp>(op)) {
    auto c = constants(1);
    if (!c)
      return staticizeOffsetSlice(op);
    return replaceWith(op, "stablehlo.slice", op->getOperand(0),
                       {named("start_indices", i64s(b, (*c)[0])),
                        named("limit_indices", i64s(b, (*c)[1])),
                        named("strides", i64s(b, (*c)[2]))});
  }
  if (isa<hlo::DynamicPadOp>(op)) {
    auto c = constants(2);
    if (!c)
      return none;
    return replaceWith(op, "stablehlo.pad",
                       {op->getOperand(0), op->getOperand(1)},
                       {named("edge_padding_low", i64s(b, (*c)[0])),
                        named("edge_padding_high", i64s(b, (*c)[1])),
                        named("interior_padding", i64s(b, (*c)[2]))});
  }
  if (isa<hlo::DynamicGatherOp>(op)) {
    auto c = constants(2);
    if (!c)
      return none;
    return replaceWith(op, "stablehlo.gather",
                       {op->getOperand(0), op->getOperand(1)},
                       {named("slice_sizes", i64s(b, (*c)[0]))});
  }
  if (isa<hlo::DynamicConvOp>(op)) {
    DenseIntElementsAttr padding = paddingAttr(op->getOperand(2));
    if (!padding)
      return none;
    return replaceWith(op, "stablehlo.convolution",
                       {op->getOperand(0), op->getOperand(1)},
                       {named("padding", padding)});
  }
  if (auto call = dyn_cast<hlo::CustomCallOp>(op))
    if (call.getCallTargetName() == "stablehlo.dynamic_reduce_window")
      return staticizeReduceWindow(op);
  if (auto call = dyn_cast<hlo::CustomCallOp>(op)) {
    if (call.getCallTargetName() == "stablehlo.dynamic_rng_bit_generator") {
      // (state, output shape) -> rng_bit_generator(state).
      std::optional<SmallVector<int64_t>> shape =
          op->getNumOperands() == 2 && op->getNumResults() == 2
              ? getConstantInts(op->getOperand(1))
              : std::nullopt;
      if (!shape)
        return none;
      return replaceWith(op, "stablehlo.rng_bit_generator", op->getOperand(0),
                         {}, withShape(op->getResult(1).getType(), *shape));
    }
    if (call.getCallTargetName() == "stablehlo.dynamic_top_k") {
      // (operand, k) -> chlo.top_k with k as an attribute.
      std::optional<SmallVector<int64_t>> k =
          op->getNumOperands() == 2 ? getConstantInts(op->getOperand(1))
                                    : std::nullopt;
      if (!k || k->size() != 1)
        return none;
      return replaceWith(op, "chlo.top_k", op->getOperand(0),
                         {named("k", b.getI64IntegerAttr((*k)[0]))});
    }
    return staticizeCustomCallShapes(op);
  }
  return none;
}

} // namespace kiln::refine
