//===- StablehloControlFlowReduce.cpp - reduce, windows and sort ---------===//
//
// reduce (with its compact and region pretty forms), reduce_window,
// select_and_scatter and sort: shape inference and the checks of their
// reducer and comparator regions.
//
//===----------------------------------------------------------------------===//

#include "StablehloControlFlowCommon.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace kiln::stablehlo;

static TypeRange typesOf(ValueRange values) { return values.getTypes(); }

/// Checks the inputs and init values common to reduce and reduce_window:
/// at least one input, inputs of compatible shapes and 0-d init values.
static LogicalResult checkInputsAndInits(std::optional<Location> loc,
                                         ValueRange operands, ValueRange inputs,
                                         ValueRange inits,
                                         StringRef countConstraint,
                                         StringRef shapeConstraint) {
  // The operand segments are derived by halving the operand list, so an odd
  // count would silently drop the last operand.
  if (operands.size() % 2 != 0)
    return cfimpl::fail(loc, "expects as many init values as inputs (" +
                                 countConstraint + "), but got " +
                                 llvm::Twine(operands.size()) + " operands");
  if (inputs.empty())
    return cfimpl::fail(loc,
                        "expects at least one input (" + countConstraint + ")");
  if (failed(cfimpl::verifySameInputShapes(loc, inputs, shapeConstraint)))
    return failure();
  for (auto [i, init] : llvm::enumerate(inits))
    if (llvm::cast<RankedTensorType>(init.getType()).getRank() != 0)
      return cfimpl::fail(loc, "init value " + llvm::Twine(i) +
                                   " must be a 0-d tensor");
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult
ReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                           ValueRange operands, DictionaryAttr attrs,
                           OpaqueProperties properties, RegionRange regions,
                           SmallVectorImpl<Type> &inferred) {
  ReduceOp::Adaptor adaptor(operands, attrs, properties, regions);
  ValueRange inputs = adaptor.getInputs();
  ValueRange inits = adaptor.getInitValues();
  if (failed(checkInputsAndInits(loc, operands, inputs, inits, "C3", "C1")))
    return failure();
  auto inputType = llvm::cast<RankedTensorType>(inputs[0].getType());
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  llvm::SmallSet<int64_t, 4> seen;
  for (int64_t d : dims) {
    if (d < 0 || d >= inputType.getRank())
      return cfimpl::fail(loc, "dimensions must be in [0, " +
                                   llvm::Twine(inputType.getRank()) +
                                   ") (C4), but got " + formatIntList(dims));
    if (!seen.insert(d).second)
      return cfimpl::fail(loc, "dimensions must be unique (C5), but got " +
                                   formatIntList(dims));
  }
  SmallVector<Type> accumulators;
  if (failed(cfimpl::verifyReducerBody(loc, *regions.front(), typesOf(inputs),
                                       typesOf(inits), accumulators, "C2",
                                       "C6")))
    return failure();
  // (C7, C8) the input shape without `dimensions`, with the body's types.
  SmallVector<int64_t> shape;
  for (auto [i, size] : llvm::enumerate(inputType.getShape()))
    if (!seen.contains(i))
      shape.push_back(size);
  for (Type element : accumulators)
    inferred.push_back(RankedTensorType::get(shape, element));
  return success();
}

/// Whether `name` is a commutative binary op of this dialect with one result
/// and no regions: the ops the compact form `applies <op>` can name.
static bool isCompactReducerOp(OperationName name, Dialect *dialect) {
  return name.getDialect() == dialect &&
         name.hasTrait<OpTrait::NOperands<2>::Impl>() &&
         name.hasTrait<OpTrait::OneResult>() &&
         name.hasTrait<OpTrait::IsCommutative>() &&
         name.hasTrait<OpTrait::ZeroRegions>();
}

/// The compact form is used when the body is exactly `%r = op %a0, %a1`
/// followed by `stablehlo.return %r`, where op is a commutative binary op of
/// this dialect on 0-d tensors of the first input's element type, whose
/// operands and result share one type.
static bool isCompactReduce(ReduceOp op) {
  Block &block = op.getBody().front();
  if (block.empty() || !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  if (!isCompactReducerOp(inner.getName(), op->getDialect()))
    return false;
  Type type = inner.getResult(0).getType();
  if (!llvm::all_of(inner.getOperandTypes(), [&](Type t) { return t == type; }))
    return false;
  if (op.getInputs().empty())
    return false;
  Type element =
      llvm::cast<ShapedType>(op.getInputs()[0].getType()).getElementType();
  if (type != RankedTensorType::get({}, element))
    return false;
  if (!llvm::equal(block.getArguments(), inner.getOperands()))
    return false;
  auto ret = llvm::dyn_cast<ReturnOp>(block.back());
  return ret && llvm::equal(inner.getResults(), ret.getOperands());
}

void ReduceOp::print(OpAsmPrinter &p) {
  size_t n = getInputs().size();
  llvm::interleaveComma(llvm::seq<size_t>(0, n), p, [&](size_t i) {
    p << '(' << getInputs()[i] << " init: " << getInitValues()[i] << ')';
  });
  bool compact = isCompactReduce(*this);
  if (compact) {
    p << " applies ";
    p.printKeywordOrString(getBody().front().front().getName().getStringRef());
  }
  p << " across dimensions = [";
  llvm::interleaveComma(getDimensions(), p);
  p << ']';
  p.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  p << " : ";
  p.printFunctionalType(*this);
  if (compact)
    return;
  // The body's arguments print in pairs (element, accumulator) per input.
  p.printNewline();
  p << " reducer";
  Block &block = getBody().front();
  for (size_t i = 0; i < n; ++i) {
    p << '(';
    p.printRegionArgument(block.getArgument(i));
    p << ", ";
    p.printRegionArgument(block.getArgument(i + n));
    p << ") ";
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  auto parsePair = [&]() -> ParseResult {
    if (parser.parseLParen() || parser.parseOperand(inputs.emplace_back()) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
      return failure();
    return success();
  };
  if (parser.parseCommaSeparatedList(parsePair))
    return failure();

  std::optional<OperationName> innerName;
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    SMLoc nameLoc = parser.getCurrentLocation();
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    Dialect *dialect =
        parser.getContext()->getLoadedDialect<StableHLODialect>();
    if (!isCompactReducerOp(*name, dialect))
      return parser.emitError(nameLoc, "expected a commutative binary op of "
                                       "the stablehlo dialect with one result "
                                       "and no regions, but got '")
             << name->getStringRef() << "'";
    innerName = *name;
  }

  SmallVector<int64_t> dims;
  FunctionType fnType;
  SMLoc typeLoc;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square,
          [&]() { return parser.parseInteger(dims.emplace_back()); }) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      (typeLoc = parser.getCurrentLocation(), parser.parseType(fnType)))
    return failure();
  result.getOrAddProperties<Properties>().dimensions =
      DenseI64ArrayAttr::get(parser.getContext(), dims);
  SmallVector<OpAsmParser::UnresolvedOperand> operands(inputs);
  llvm::append_range(operands, inits);
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(typeLoc, "expected ")
           << operands.size() << " operand types, but got "
           << fnType.getNumInputs();
  if (parser.resolveOperands(operands, fnType.getInputs(), loc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (innerName) {
    // Rebuild the body the compact form stands for.
    Type element = getElementTypeOrSelf(fnType.getInput(0));
    auto scalar = RankedTensorType::get({}, element);
    Location bodyLoc = parser.getEncodedSourceLoc(loc);
    Block &block = body->emplaceBlock();
    Value lhs = block.addArgument(scalar, bodyLoc);
    Value rhs = block.addArgument(scalar, bodyLoc);
    // The region is not attached to an op yet: the builder takes the
    // context from the parser.
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(&block);
    OperationState innerState(bodyLoc, *innerName);
    innerState.addOperands({lhs, rhs});
    innerState.addTypes(scalar);
    Operation *inner = builder.create(innerState);
    ReturnOp::create(builder, bodyLoc, inner->getResults());
    return success();
  }

  // reducer(%a0: T, %b0: T) (%a1: U, %b1: U) { ... }
  if (parser.parseKeyword("reducer"))
    return failure();
  SmallVector<OpAsmParser::Argument> elements, accumulators;
  while (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseArgument(elements.emplace_back(), /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(accumulators.emplace_back(),
                             /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
  }
  SmallVector<OpAsmParser::Argument> args(elements);
  llvm::append_range(args, accumulators);
  return parser.parseRegion(*body, args);
}

//===----------------------------------------------------------------------===//
// ReduceWindowOp
//===----------------------------------------------------------------------===//

/// Reads an optional per-dimension attribute (strides, dilations), which
/// defaults to all ones; it must have `rank` positive entries.
static LogicalResult getWindowAttr(std::optional<Location> loc,
                                   std::optional<ArrayRef<int64_t>> attr,
                                   int64_t rank, StringRef name,
                                   StringRef sizeConstraint,
                                   StringRef valueConstraint,
                                   SmallVectorImpl<int64_t> &values) {
  if (!attr) {
    values.assign(rank, 1);
    return success();
  }
  if (static_cast<int64_t>(attr->size()) != rank)
    return cfimpl::fail(loc, name + " must have " + llvm::Twine(rank) +
                                 " entries, one per input dimension (" +
                                 sizeConstraint + "), but has " +
                                 llvm::Twine(attr->size()));
  for (int64_t v : *attr)
    if (v <= 0)
      return cfimpl::fail(loc, name + " must be positive (" + valueConstraint +
                                   "), but got " + formatIntList(*attr));
  values.assign(attr->begin(), attr->end());
  return success();
}

LogicalResult ReduceWindowOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  ReduceWindowOp::Adaptor adaptor(operands, attrs, properties, regions);
  ValueRange inputs = adaptor.getInputs();
  ValueRange inits = adaptor.getInitValues();
  if (failed(checkInputsAndInits(loc, operands, inputs, inits, "C1", "C2")))
    return failure();
  auto inputType = llvm::cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = inputType.getRank();
  SmallVector<int64_t> window, strides, baseDilations, windowDilations;
  SmallVector<std::pair<int64_t, int64_t>> padding;
  if (failed(getWindowAttr(loc, adaptor.getWindowDimensions(), rank,
                           "window_dimensions", "C4", "C5", window)) ||
      failed(getWindowAttr(loc, adaptor.getWindowStrides(), rank,
                           "window_strides", "C6", "C7", strides)) ||
      failed(getWindowAttr(loc, adaptor.getBaseDilations(), rank,
                           "base_dilations", "C8", "C9", baseDilations)) ||
      failed(getWindowAttr(loc, adaptor.getWindowDilations(), rank,
                           "window_dilations", "C10", "C11",
                           windowDilations)) ||
      failed(cfimpl::getPaddingPairs(loc, adaptor.getPaddingAttr(), rank,
                                     padding, "C12")))
    return failure();
  SmallVector<Type> accumulators;
  if (failed(cfimpl::verifyReducerBody(loc, *regions.front(), typesOf(inputs),
                                       typesOf(inits), accumulators, "C3",
                                       "C13")))
    return failure();
  // (C14, C15, C16) one value per window, with the body's element types.
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i) {
    std::optional<int64_t> windows = cfimpl::numWindows(
        inputType.getDimSize(i), window[i], strides[i], baseDilations[i],
        windowDilations[i], padding[i].first, padding[i].second);
    if (!windows)
      return cfimpl::fail(loc, "window attributes overflow 64-bit sizes "
                               "in dimension " +
                                   std::to_string(i) + " (C15)");
    shape.push_back(*windows);
  }
  for (Type element : accumulators)
    inferred.push_back(RankedTensorType::get(shape, element));
  return success();
}

//===----------------------------------------------------------------------===//
// SelectAndScatterOp
//===----------------------------------------------------------------------===//

LogicalResult SelectAndScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  SelectAndScatterOp::Adaptor adaptor(operands, attrs, properties, regions);
  auto operandType =
      llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto sourceType = llvm::cast<RankedTensorType>(adaptor.getSource().getType());
  Type element = operandType.getElementType();
  int64_t rank = operandType.getRank();
  if (sourceType.getElementType() != element)
    return cfimpl::fail(loc,
                        "source must have the element type of operand (C1)");
  SmallVector<int64_t> window, strides, ones(rank, 1);
  SmallVector<std::pair<int64_t, int64_t>> padding;
  if (failed(getWindowAttr(loc, adaptor.getWindowDimensions(), rank,
                           "window_dimensions", "C4", "C5", window)) ||
      failed(getWindowAttr(loc, adaptor.getWindowStrides(), rank,
                           "window_strides", "C6", "C7", strides)) ||
      failed(cfimpl::getPaddingPairs(loc, adaptor.getPaddingAttr(), rank,
                                     padding, "C8")))
    return failure();
  SmallVector<int64_t> windows;
  for (int64_t i = 0; i < rank; ++i) {
    std::optional<int64_t> count =
        cfimpl::numWindows(operandType.getDimSize(i), window[i], strides[i], 1,
                           1, padding[i].first, padding[i].second);
    if (!count)
      return cfimpl::fail(loc, "window attributes overflow 64-bit sizes "
                               "in dimension " +
                                   std::to_string(i) + " (C2)");
    windows.push_back(*count);
  }
  if (failed(verifyCompatibleShape(windows, sourceType.getShape())))
    return cfimpl::fail(loc, "source shape must be the number of windows " +
                                 formatIntList(windows) + " (C2)");

  auto scalar = RankedTensorType::get({}, element);
  Region &select = *regions[0];
  Block &selectBlock = select.front();
  auto selectReturn = selectBlock.empty()
                          ? ReturnOp()
                          : llvm::dyn_cast<ReturnOp>(selectBlock.back());
  auto i1 = RankedTensorType::get({}, IntegerType::get(scalar.getContext(), 1));
  if (selectBlock.getNumArguments() != 2 ||
      selectBlock.getArgument(0).getType() != scalar ||
      selectBlock.getArgument(1).getType() != scalar || !selectReturn ||
      selectReturn.getNumOperands() != 1 ||
      selectReturn.getOperand(0).getType() != i1)
    return cfimpl::fail(loc,
                        "select must have type (tensor<E>, tensor<E>) -> "
                        "tensor<i1> where E is the operand element type (C9)");

  Region &scatter = *regions[1];
  Block &scatterBlock = scatter.front();
  auto scatterReturn = scatterBlock.empty()
                           ? ReturnOp()
                           : llvm::dyn_cast<ReturnOp>(scatterBlock.back());
  auto accType = scatterBlock.getNumArguments() == 2
                     ? llvm::dyn_cast<RankedTensorType>(
                           scatterBlock.getArgument(0).getType())
                     : RankedTensorType();
  if (!accType || accType.getRank() != 0 ||
      scatterBlock.getArgument(1).getType() != accType || !scatterReturn ||
      scatterReturn.getNumOperands() != 1 ||
      scatterReturn.getOperand(0).getType() != accType ||
      !isPromotable(element, accType.getElementType()))
    return cfimpl::fail(loc, "scatter must have type (tensor<E>, tensor<E>) -> "
                             "tensor<E> where the operand element type is "
                             "promotable to E (C10)");
  if (adaptor.getInitValue().getType() != accType)
    return cfimpl::fail(loc, "init_value must have the scatter argument type "
                             "(C3)");
  inferred.push_back(
      RankedTensorType::get(operandType.getShape(), accType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

LogicalResult
SortOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                         ValueRange operands, DictionaryAttr attrs,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &inferred) {
  SortOp::Adaptor adaptor(operands, attrs, properties, regions);
  if (operands.empty())
    return cfimpl::fail(loc, "sort must have at least one input (C1)");
  if (failed(cfimpl::verifySameInputShapes(loc, operands, "C3")))
    return failure();
  auto first = llvm::cast<RankedTensorType>(operands[0].getType());
  int64_t rank = first.getRank();
  int64_t dimension = adaptor.getDimension();
  if (dimension < -rank || dimension >= rank)
    return cfimpl::fail(loc, "dimension must be in [" + llvm::Twine(-rank) +
                                 ", " + llvm::Twine(rank) + ") (C4), but got " +
                                 llvm::Twine(dimension));
  Block &block = regions.front()->front();
  if (block.getNumArguments() != 2 * operands.size())
    return cfimpl::fail(loc, "comparator must take " +
                                 llvm::Twine(2 * operands.size()) +
                                 " arguments (C5), but takes " +
                                 llvm::Twine(block.getNumArguments()));
  for (auto [i, input] : llvm::enumerate(operands)) {
    auto scalar = RankedTensorType::get(
        {}, llvm::cast<ShapedType>(input.getType()).getElementType());
    if (block.getArgument(2 * i).getType() != scalar ||
        block.getArgument(2 * i + 1).getType() != scalar)
      return cfimpl::fail(loc, "comparator arguments " + llvm::Twine(2 * i) +
                                   " and " + llvm::Twine(2 * i + 1) +
                                   " must have type " +
                                   cfimpl::typeString(scalar) + " (C5)");
  }
  auto ret =
      block.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(block.back());
  auto i1 = RankedTensorType::get({}, IntegerType::get(first.getContext(), 1));
  if (!ret || ret.getNumOperands() != 1 || ret.getOperand(0).getType() != i1)
    return cfimpl::fail(loc, "comparator must return a single tensor<i1> (C5)");
  // (C2) the results have the types of the inputs.
  llvm::append_range(inferred, operands.getTypes());
  return success();
}
