//===- DynamicOpsToStatic.cpp - dynamic ops with constant shapes to static ===//
//
// The kiln-dynamic-ops-to-static pass, and the rewrites shape refinement
// makes with the same code (kRewrites below, used by both). Once the shape
// operands of a dynamic op are constants, the op is the static op with
// those constants as attributes (spec: dynamic_broadcast_in_dim is
// broadcast_in_dim with the result shape `output_dimensions`, and so on):
//   dynamic_broadcast_in_dim -> broadcast_in_dim   dynamic_iota -> iota
//   dynamic_reshape -> reshape     real_dynamic_slice -> slice (or
//   dynamic_slice when only the sizes, limit - start, are constant)
//   dynamic_pad -> pad             dynamic_gather -> gather
//   dynamic_conv -> convolution
//   custom_call @stablehlo.dynamic_reduce_window -> reduce_window
//   custom_call @stablehlo.dynamic_top_k -> chlo.top_k
//   custom_call @stablehlo.dynamic_rng_bit_generator -> rng_bit_generator
//   custom_call with indices_of_shape_operands -> results of those shapes
// A dynamic_broadcast_in_dim, dynamic_iota or dynamic_reshape whose
// declared result type is already static is that static op whatever its
// shape operand (which the spec requires to be that shape).
//
// The static op is built generically from the dynamic op's attributes plus
// the constant ones, its result types are re-inferred, and it is verified.
// Shape refinement reports constants that make an invalid static op as an
// error at the dynamic op; the pass leaves such an op alone, and the
// lowering rejects it at its location like any op it cannot lower.
//
//===----------------------------------------------------------------------===//

#include "RefineShapesInternal.h"

#include "ConstantFold.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Optimizer/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace kiln {
#define GEN_PASS_DEF_DYNAMICOPSTOSTATIC
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using kiln::fold::getConstantInts;
using kiln::refine::DeclaredTypes;
namespace hlo = kiln::stablehlo;

namespace {

/// Fails, with an error at `op` carrying the verifier's message, when
/// `replacement` (the static form of dynamic op `op`) does not verify: the
/// error names the op the program contains, not the one kiln built.
LogicalResult verifyStaticForm(Operation *op, Operation *replacement) {
  std::string message;
  {
    ScopedDiagnosticHandler capture(op->getContext(), [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    if (succeeded(verify(replacement)))
      return success();
  }
  return op->emitOpError("with these constant operands is an invalid ")
         << replacement->getName() << ": " << message;
}

/// Re-infers the result types of `replacement`, the static form of `op`,
/// verifies it and replaces `op` by it: for shape refinement the users see
/// the refined types; for the pass they keep the declared ones, through a
/// tensor.cast where the static form's type is more static, so function
/// signatures and region terminators stay valid. On failure `replacement`
/// is erased and `op` stays.
FailureOr<Operation *> finish(RewriterBase &rewriter, Operation *op,
                              Operation *replacement, DeclaredTypes declared) {
  if (failed(kiln::refine::refineResultTypes(replacement)) ||
      failed(verifyStaticForm(op, replacement))) {
    rewriter.eraseOp(replacement);
    return failure();
  }
  rewriter.setInsertionPointAfter(replacement);
  SmallVector<Value> values;
  for (auto [old, now] :
       llvm::zip(op->getResults(), replacement->getResults())) {
    Value value = now;
    if (declared == DeclaredTypes::Keep && old.getType() != now.getType())
      value =
          tensor::CastOp::create(rewriter, op->getLoc(), old.getType(), now);
    values.push_back(value);
  }
  rewriter.replaceOp(op, values);
  return replacement;
}

/// The static op `name` replacing `op`: `op`'s attributes plus `extra`, the
/// given operands, and `op`'s result types refined by re-inference and, for
/// the last result, by `resultType` (when given).
FailureOr<Operation *> replaceWith(RewriterBase &rewriter, Operation *op,
                                   DeclaredTypes declared, StringRef name,
                                   ValueRange operands,
                                   ArrayRef<NamedAttribute> extra,
                                   Type resultType = {}) {
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
      type = kiln::refine::refineType(type, resultType);
      if (!type)
        return op->emitOpError("has result type ")
               << result.getType() << " but its shape operands give "
               << resultType;
    }
    state.addTypes(type);
  }
  rewriter.setInsertionPoint(op);
  return finish(rewriter, op, rewriter.create(state), declared);
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

Type withShape(Type type, ArrayRef<int64_t> shape) {
  auto tensor = llvm::cast<RankedTensorType>(type);
  return RankedTensorType::get(shape, tensor.getElementType(),
                               tensor.getEncoding());
}

NamedAttribute named(Operation *op, StringRef name, Attribute value) {
  return NamedAttribute(StringAttr::get(op->getContext(), name), value);
}

NamedAttribute i64s(Operation *op, StringRef name, ArrayRef<int64_t> values) {
  return named(op, name, DenseI64ArrayAttr::get(op->getContext(), values));
}

/// Every operand of `op` from index `first` on, as integer lists, when
/// all are constants.
std::optional<SmallVector<SmallVector<int64_t>>> constantsFrom(Operation *op,
                                                               unsigned first) {
  SmallVector<SmallVector<int64_t>> all;
  for (Value v : op->getOperands().drop_front(first)) {
    std::optional<SmallVector<int64_t>> ints = getConstantInts(v);
    if (!ints)
      return std::nullopt;
    all.push_back(std::move(*ints));
  }
  return all;
}

/// The result shape a shape operand (operand `index`) gives: its
/// constant values, or the declared result type when that is static.
std::optional<Type> resultTypeFrom(Operation *op, unsigned index) {
  Type declared = op->getResult(0).getType();
  if (std::optional<SmallVector<int64_t>> shape =
          getConstantInts(op->getOperand(index)))
    return withShape(declared, *shape);
  auto tensor = llvm::dyn_cast<RankedTensorType>(declared);
  if (tensor && tensor.hasStaticShape())
    return declared;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// One rewrite per dynamic op: the static form, or null when the shape
// operands are not constants (yet).
//===----------------------------------------------------------------------===//

using Result = FailureOr<Operation *>;
constexpr Operation *kNotYet = nullptr;

Result broadcastInDimToStatic(RewriterBase &rewriter, Operation *op,
                              DeclaredTypes declared) {
  std::optional<Type> type = resultTypeFrom(op, 1);
  if (!type)
    return kNotYet;
  return replaceWith(
      rewriter, op, declared, "stablehlo.broadcast_in_dim", op->getOperand(0),
      {named(op, "broadcast_dimensions", op->getAttr("broadcast_dimensions"))},
      *type);
}

Result iotaToStatic(RewriterBase &rewriter, Operation *op,
                    DeclaredTypes declared) {
  std::optional<Type> type = resultTypeFrom(op, 0);
  if (!type)
    return kNotYet;
  return replaceWith(rewriter, op, declared, "stablehlo.iota", {}, {}, *type);
}

Result reshapeToStatic(RewriterBase &rewriter, Operation *op,
                       DeclaredTypes declared) {
  std::optional<Type> type = resultTypeFrom(op, 1);
  if (!type)
    return kNotYet;
  return replaceWith(rewriter, op, declared, "stablehlo.reshape",
                     op->getOperand(0), {}, *type);
}

/// real_dynamic_slice(x, start, start + sizes, ones) with runtime `start`
/// and constant `sizes` (JAX's lax.dynamic_slice with a symbolic size) is
/// dynamic_slice(x, start[0], start[1], ..., sizes = sizes); JAX has
/// already clamped `start`.
Result offsetSliceToStatic(RewriterBase &rewriter, Operation *op,
                           DeclaredTypes declared) {
  Value start = op->getOperand(1);
  std::optional<SmallVector<int64_t>> strides =
      getConstantInts(op->getOperand(3));
  auto add = op->getOperand(2).getDefiningOp<hlo::AddOp>();
  if (!strides || !add ||
      llvm::any_of(*strides, [](int64_t s) { return s != 1; }))
    return kNotYet;
  Value other = add.getLhs() == start   ? add.getRhs()
                : add.getRhs() == start ? add.getLhs()
                                        : Value();
  std::optional<SmallVector<int64_t>> sizes =
      other ? getConstantInts(other) : std::nullopt;
  auto startType = llvm::dyn_cast<RankedTensorType>(start.getType());
  if (!sizes || !startType || !startType.hasStaticShape())
    return kNotYet;
  rewriter.setInsertionPoint(op);
  SmallVector<Value> operands = {op->getOperand(0)};
  SmallVector<Operation *> created;
  auto scalarType = RankedTensorType::get({}, startType.getElementType());
  for (int64_t d = 0, e = sizes->size(); d < e; ++d) {
    OperationState slice(op->getLoc(), "stablehlo.slice");
    slice.addOperands(start);
    slice.addAttribute("start_indices", rewriter.getDenseI64ArrayAttr({d}));
    slice.addAttribute("limit_indices", rewriter.getDenseI64ArrayAttr({d + 1}));
    slice.addAttribute("strides", rewriter.getDenseI64ArrayAttr({1}));
    slice.addTypes(RankedTensorType::get({1}, startType.getElementType()));
    created.push_back(rewriter.create(slice));
    OperationState reshape(op->getLoc(), "stablehlo.reshape");
    reshape.addOperands(created.back()->getResult(0));
    reshape.addTypes(scalarType);
    created.push_back(rewriter.create(reshape));
    operands.push_back(created.back()->getResult(0));
  }
  Result replaced =
      replaceWith(rewriter, op, declared, "stablehlo.dynamic_slice", operands,
                  {i64s(op, "slice_sizes", *sizes)});
  if (failed(replaced))
    for (Operation *dead : llvm::reverse(created))
      rewriter.eraseOp(dead);
  return replaced;
}

/// The static op `name` with `op`'s operands before `first`, and the
/// constants of the operands from `first` on as the I64 array attributes
/// `attrNames`.
Result constantsToAttributes(RewriterBase &rewriter, Operation *op,
                             DeclaredTypes declared, StringRef name,
                             unsigned first, ArrayRef<StringRef> attrNames) {
  auto c = constantsFrom(op, first);
  if (!c || c->size() != attrNames.size())
    return kNotYet;
  SmallVector<NamedAttribute> attrs;
  for (auto [attrName, values] : llvm::zip(attrNames, *c))
    attrs.push_back(i64s(op, attrName, values));
  return replaceWith(rewriter, op, declared, name,
                     op->getOperands().take_front(first), attrs);
}

Result realDynamicSliceToStatic(RewriterBase &rewriter, Operation *op,
                                DeclaredTypes declared) {
  if (!constantsFrom(op, 1))
    return offsetSliceToStatic(rewriter, op, declared);
  return constantsToAttributes(rewriter, op, declared, "stablehlo.slice", 1,
                               {"start_indices", "limit_indices", "strides"});
}

Result padToStatic(RewriterBase &rewriter, Operation *op,
                   DeclaredTypes declared) {
  return constantsToAttributes(
      rewriter, op, declared, "stablehlo.pad", 2,
      {"edge_padding_low", "edge_padding_high", "interior_padding"});
}

Result gatherToStatic(RewriterBase &rewriter, Operation *op,
                      DeclaredTypes declared) {
  return constantsToAttributes(rewriter, op, declared, "stablehlo.gather", 2,
                               {"slice_sizes"});
}

Result convToStatic(RewriterBase &rewriter, Operation *op,
                    DeclaredTypes declared) {
  DenseIntElementsAttr padding = paddingAttr(op->getOperand(2));
  if (!padding)
    return kNotYet;
  return replaceWith(rewriter, op, declared, "stablehlo.convolution",
                     {op->getOperand(0), op->getOperand(1)},
                     {named(op, "padding", padding)});
}

/// `custom_call @stablehlo.dynamic_reduce_window(inputs..., inits...,
/// window_dimensions, window_strides, base_dilations, window_dilations,
/// padding) {called_computations = [@body]}` as reduce_window once the five
/// trailing operands are constants; the body function becomes the region.
Result reduceWindowToStatic(RewriterBase &rewriter, Operation *op,
                            DeclaredTypes declared) {
  auto callees = op->getAttrOfType<ArrayAttr>("called_computations");
  unsigned numOperands = op->getNumOperands();
  if (!callees || callees.size() != 1 || numOperands < 7 ||
      (numOperands - 5) % 2 != 0)
    return kNotYet;
  unsigned n = (numOperands - 5) / 2;
  SmallVector<SmallVector<int64_t>> window;
  for (unsigned i = 2 * n; i < 2 * n + 4; ++i) {
    std::optional<SmallVector<int64_t>> ints =
        getConstantInts(op->getOperand(i));
    if (!ints)
      return kNotYet;
    window.push_back(std::move(*ints));
  }
  DenseIntElementsAttr padding = paddingAttr(op->getOperand(2 * n + 4));
  if (!padding)
    return kNotYet;
  auto symbol = llvm::dyn_cast<FlatSymbolRefAttr>(callees[0]);
  auto module = op->getParentOfType<ModuleOp>();
  auto body = symbol && module
                  ? module.lookupSymbol<func::FuncOp>(symbol.getValue())
                  : func::FuncOp();
  if (!body || body.isExternal())
    return op->emitOpError("has no body function ") << callees[0];

  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), "stablehlo.reduce_window");
  state.addOperands(op->getOperands().take_front(2 * n));
  state.addAttribute("window_dimensions",
                     rewriter.getDenseI64ArrayAttr(window[0]));
  state.addAttribute("window_strides",
                     rewriter.getDenseI64ArrayAttr(window[1]));
  state.addAttribute("base_dilations",
                     rewriter.getDenseI64ArrayAttr(window[2]));
  state.addAttribute("window_dilations",
                     rewriter.getDenseI64ArrayAttr(window[3]));
  state.addAttribute("padding", padding);
  state.addTypes(op->getResultTypes());
  state.addRegion();
  Operation *replacement = rewriter.create(state);
  Region &region = replacement->getRegion(0);
  rewriter.cloneRegionBefore(body.getBody(), region, region.end());
  Operation *ret = region.front().getTerminator();
  rewriter.setInsertionPoint(ret);
  OperationState retState(ret->getLoc(), "stablehlo.return");
  retState.addOperands(ret->getOperands());
  rewriter.create(retState);
  rewriter.eraseOp(ret);
  return finish(rewriter, op, replacement, declared);
}

/// A custom_call whose `indices_of_shape_operands` operands give the
/// shapes of its results (JAX's LAPACK calls under shape polymorphism):
/// once those operands are constants, the results take the shapes and the
/// shape operands are dropped (with their operand_layouts entries).
Result customCallShapesToStatic(RewriterBase &rewriter, Operation *op,
                                DeclaredTypes declared) {
  auto indices =
      op->getAttrOfType<DenseIntElementsAttr>("indices_of_shape_operands");
  if (!indices || indices.getNumElements() != op->getNumResults())
    return kNotYet;
  SmallVector<int64_t> shapeOperands;
  SmallVector<Type> types;
  for (auto [result, index] :
       llvm::zip(op->getResults(), indices.getValues<APInt>())) {
    int64_t i = index.getSExtValue();
    if (i < 0 || i >= op->getNumOperands())
      return kNotYet;
    std::optional<SmallVector<int64_t>> shape =
        getConstantInts(op->getOperand(i));
    auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
    if (!shape || !type)
      return kNotYet;
    Type refined = kiln::refine::refineType(
        type, RankedTensorType::get(*shape, type.getElementType()));
    if (!refined)
      return op->emitOpError("has result type ")
             << type << " but its shape operand " << i << " gives "
             << RankedTensorType::get(*shape, type.getElementType());
    types.push_back(refined);
    shapeOperands.push_back(i);
  }
  int64_t firstDropped = *llvm::min_element(shapeOperands);
  if (auto aliases = op->getAttrOfType<ArrayAttr>("output_operand_aliases")) {
    // Operand indices of aliases after a dropped operand would shift.
    for (Attribute attr : aliases) {
      auto alias = llvm::dyn_cast<hlo::OutputOperandAliasAttr>(attr);
      if (!alias || alias.getOperandIndex() >= firstDropped)
        return kNotYet;
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
  rewriter.setInsertionPoint(op);
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addAttributes(attrs);
  state.addTypes(types);
  return finish(rewriter, op, rewriter.create(state), declared);
}

/// JAX's custom calls for dynamic ops that StableHLO has no op for.
Result customCallToStatic(RewriterBase &rewriter, Operation *op,
                          DeclaredTypes declared) {
  StringRef target = llvm::cast<hlo::CustomCallOp>(op).getCallTargetName();
  if (target == "stablehlo.dynamic_reduce_window")
    return reduceWindowToStatic(rewriter, op, declared);
  if (target == "stablehlo.dynamic_rng_bit_generator") {
    // (state, output shape) -> rng_bit_generator(state).
    std::optional<SmallVector<int64_t>> shape =
        op->getNumOperands() == 2 && op->getNumResults() == 2
            ? getConstantInts(op->getOperand(1))
            : std::nullopt;
    if (!shape)
      return kNotYet;
    return replaceWith(rewriter, op, declared, "stablehlo.rng_bit_generator",
                       op->getOperand(0), {},
                       withShape(op->getResult(1).getType(), *shape));
  }
  if (target == "stablehlo.dynamic_top_k") {
    // (operand, k) -> chlo.top_k with k as an attribute.
    std::optional<SmallVector<int64_t>> k =
        op->getNumOperands() == 2 ? getConstantInts(op->getOperand(1))
                                  : std::nullopt;
    if (!k || k->size() != 1)
      return kNotYet;
    return replaceWith(
        rewriter, op, declared, "chlo.top_k", op->getOperand(0),
        {named(op, "k",
               IntegerAttr::get(IntegerType::get(op->getContext(), 64),
                                (*k)[0]))});
  }
  return customCallShapesToStatic(rewriter, op, declared);
}

/// Each dynamic op kiln makes static, with the name of its pattern (which
/// `kiln ops` reports) and its rewrite. The pass and shape refinement both
/// go through this table.
struct DynamicOpRewrite {
  StringRef op, pattern;
  Result (*rewrite)(RewriterBase &, Operation *, DeclaredTypes);
};

const DynamicOpRewrite kRewrites[] = {
    {hlo::DynamicBroadcastInDimOp::getOperationName(),
     "DynamicBroadcastInDimToStatic", broadcastInDimToStatic},
    {hlo::DynamicIotaOp::getOperationName(), "DynamicIotaToStatic",
     iotaToStatic},
    {hlo::DynamicReshapeOp::getOperationName(), "DynamicReshapeToStatic",
     reshapeToStatic},
    {hlo::RealDynamicSliceOp::getOperationName(), "RealDynamicSliceToStatic",
     realDynamicSliceToStatic},
    {hlo::DynamicPadOp::getOperationName(), "DynamicPadToStatic", padToStatic},
    {hlo::DynamicGatherOp::getOperationName(), "DynamicGatherToStatic",
     gatherToStatic},
    {hlo::DynamicConvOp::getOperationName(), "DynamicConvToStatic",
     convToStatic},
    {hlo::CustomCallOp::getOperationName(), "DynamicCustomCallToStatic",
     customCallToStatic},
};

/// One row of kRewrites as a pattern of the pass: declared types kept, and
/// an op whose static form would be invalid left unchanged (a match
/// failure carrying the reason) for the lowering to reject.
struct ToStatic : RewritePattern {
  ToStatic(MLIRContext *ctx, const DynamicOpRewrite &row)
      : RewritePattern(row.op, /*benefit=*/1, ctx), row(row) {
    setDebugName(row.pattern);
  }
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    std::string why;
    Result replaced = failure();
    {
      ScopedDiagnosticHandler quiet(op->getContext(), [&](Diagnostic &diag) {
        if (why.empty())
          why = diag.str();
        return success();
      });
      replaced = row.rewrite(rewriter, op, DeclaredTypes::Keep);
    }
    if (failed(replaced))
      return rewriter.notifyMatchFailure(op, why);
    if (!*replaced)
      return rewriter.notifyMatchFailure(op, "shape operands not constant");
    return success();
  }
  const DynamicOpRewrite &row;
};

struct DynamicOpsToStaticPass
    : kiln::impl::DynamicOpsToStaticBase<DynamicOpsToStaticPass> {
  using DynamicOpsToStaticBase::DynamicOpsToStaticBase;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    kiln::populateDynamicOpsToStaticPatterns(patterns);
    // One walk is enough: a static form never makes another op's shape
    // operands constant, and it folds nothing.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

namespace kiln {

void populateDynamicOpsToStaticPatterns(RewritePatternSet &patterns) {
  for (const DynamicOpRewrite &row : kRewrites)
    patterns.add(std::make_unique<ToStatic>(patterns.getContext(), row));
}

FailureOr<Operation *> refine::staticizeDynamicOp(RewriterBase &rewriter,
                                                  Operation *op,
                                                  DeclaredTypes declared) {
  for (const DynamicOpRewrite &row : kRewrites)
    if (op->getName().getStringRef() == row.op)
      return row.rewrite(rewriter, op, declared);
  return kNotYet;
}

FailureOr<std::vector<OpHandling>>
dynamicOpsToStaticRewrites(MLIRContext *ctx) {
  RewritePatternSet patterns(ctx);
  populateDynamicOpsToStaticPatterns(patterns);
  std::vector<OpHandling> out;
  auto noMatchAny = [](const RewritePattern &, std::vector<OpHandling> &) {
    return failure();
  };
  if (failed(collectPatternRoots(ctx, patterns, noMatchAny, out)))
    return failure();
  return out;
}

} // namespace kiln
