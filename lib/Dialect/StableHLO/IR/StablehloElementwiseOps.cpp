//===- StablehloElementwiseOps.cpp - elementwise StableHLO ops ------------===//
//
// Registration, the family's custom assembly directives and the constant op.
// Verifiers and type inference are in StablehloElementwiseVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloElementwiseUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::elementwise;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// The type of op `opName` with operands `operands` and one result `result`,
// written either in the functional form `form` or in a short form of one
// type. Sets the types from the functional form and returns null, or
// returns the short form's type for the caller to spread.
static FailureOr<Type> parseFunctionalOrShortType(OpAsmParser &parser,
                                                  ArrayRef<Type *> operands,
                                                  Type &result, StringRef form,
                                                  StringRef opName) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fn = llvm::dyn_cast<FunctionType>(type);
  if (!fn)
    return type;
  if (fn.getNumInputs() != operands.size() || fn.getNumResults() != 1)
    return parser.emitError(loc, "expected '")
           << form << "' as the " << opName << " type";
  for (auto [operand, input] : llvm::zip_equal(operands, fn.getInputs()))
    *operand = input;
  result = fn.getResult(0);
  return Type();
}

// select: `: P, T` when both branches and the result have type T, otherwise
// the functional form `: (P, A, B) -> R`.
static ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred,
                                     Type &onTrue, Type &onFalse,
                                     Type &result) {
  FailureOr<Type> shortForm = parseFunctionalOrShortType(
      parser, {&pred, &onTrue, &onFalse}, result,
      "(pred, on_true, on_false) -> result", "select");
  if (failed(shortForm))
    return failure();
  if (!*shortForm)
    return success();
  Type value;
  if (parser.parseComma() || parser.parseType(value))
    return failure();
  pred = *shortForm;
  onTrue = onFalse = result = value;
  return success();
}

static void printSelectOpType(OpAsmPrinter &p, Operation *, Type pred,
                              Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    p << pred << ", " << result;
    return;
  }
  p.printFunctionalType(TypeRange{pred, onTrue, onFalse}, TypeRange(result));
}

// complex: `: tensor<...xcomplex<E>>` when both operands have the type with
// element E and the same shape, otherwise the functional form.
static ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                                      Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  FailureOr<Type> shortForm = parseFunctionalOrShortType(
      parser, {&lhs, &rhs}, result, "(lhs, rhs) -> result", "complex");
  if (failed(shortForm))
    return failure();
  if (!*shortForm)
    return success();
  Type type = *shortForm;
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || !llvm::isa<ComplexType>(tensor.getElementType()))
    return parser.emitError(loc, "expected a tensor of complex type, but got ")
           << type;
  result = type;
  lhs = rhs =
      withElementType(tensor, getComplexPartOrSelf(tensor.getElementType()));
  return success();
}

static void printComplexOpType(OpAsmPrinter &p, Operation *, Type lhs, Type rhs,
                               Type result) {
  auto lhsTensor = llvm::dyn_cast<RankedTensorType>(lhs);
  bool shortForm =
      lhs == rhs && lhsTensor &&
      result == withElementType(lhsTensor,
                                ComplexType::get(lhsTensor.getElementType()));
  if (shortForm) {
    p << result;
    return;
  }
  p.printFunctionalType(TypeRange{lhs, rhs}, TypeRange(result));
}

// reduce_precision: `e5m10` holds exponent_bits = 5 and mantissa_bits = 10.
static ParseResult parseExponentMantissa(OpAsmParser &parser,
                                         IntegerAttr &exponent,
                                         IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  auto bad = [&]() {
    return parser.emitError(loc, "expected the format as e<exponent bits>"
                                 "m<mantissa bits>, e.g. e5m10, but got '")
           << keyword << "'";
  };
  StringRef digits = keyword;
  if (!digits.consume_front("e"))
    return bad();
  auto [expText, manText] = digits.split('m');
  int32_t exp, man;
  if (expText.empty() || manText.empty() || expText.getAsInteger(10, exp) ||
      manText.getAsInteger(10, man))
    return bad();
  Builder b(parser.getContext());
  exponent = b.getI32IntegerAttr(exp);
  mantissa = b.getI32IntegerAttr(man);
  return success();
}

static void printExponentMantissa(OpAsmPrinter &p, Operation *,
                                  IntegerAttr exponent, IntegerAttr mantissa) {
  p << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

// compare: the bare enum keywords `GT` and `SIGNED`.
template <typename AttrT, typename EnumT>
static ParseResult
parseEnumKeyword(OpAsmParser &parser, AttrT &attr,
                 std::optional<EnumT> (*symbolize)(StringRef)) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<EnumT> value = symbolize(keyword);
  if (!value)
    return parser.emitError(loc, "unknown ")
           << AttrT::getMnemonic() << " '" << keyword << "'";
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

static ParseResult parseComparisonDirection(OpAsmParser &parser,
                                            ComparisonDirectionAttr &attr) {
  return parseEnumKeyword<ComparisonDirectionAttr, ComparisonDirection>(
      parser, attr, symbolizeComparisonDirection);
}

static void printComparisonDirection(OpAsmPrinter &p, Operation *,
                                     ComparisonDirectionAttr attr) {
  p << stringifyComparisonDirection(attr.getValue());
}

static ParseResult parseComparisonType(OpAsmParser &parser,
                                       ComparisonTypeAttr &attr) {
  return parseEnumKeyword<ComparisonTypeAttr, ComparisonType>(
      parser, attr, symbolizeComparisonType);
}

static void printComparisonType(OpAsmPrinter &p, Operation *,
                                ComparisonTypeAttr attr) {
  p << stringifyComparisonType(attr.getValue());
}

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloElementwiseOps.cpp.inc"

void StableHLODialect::registerElementwiseOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloElementwiseOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

// `stablehlo.constant dense<...> : tensor<...>` when the value's type is the
// result type; otherwise (quantized results) the explicit form
// `stablehlo.constant() <{value = ...}> : () -> tensor<...>`, which older
// StableHLO wrote with the value in the attribute dictionary
// (`stablehlo.constant() {value = ...} : () -> tensor<...>`).
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    Type fnType;
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    SMLoc attrLoc = parser.getCurrentLocation();
    if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
      return failure();
    if (!result.propertiesAttr) {
      Attribute value = result.attributes.get("value");
      auto elements = llvm::dyn_cast_or_null<ElementsAttr>(value);
      if (!elements)
        return parser.emitError(attrLoc, "expected a 'value' tensor constant");
      result.attributes.erase("value");
      result.getOrAddProperties<Properties>().value = elements;
    }
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseType(fnType))
      return failure();
    auto fn = llvm::dyn_cast<FunctionType>(fnType);
    if (!fn || fn.getNumInputs() != 0 || fn.getNumResults() != 1)
      return parser.emitError(loc, "expected '() -> tensor<...>'");
    result.addTypes(fn.getResults());
    return success();
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc, "expected a tensor constant (dense<...>)");
  result.getOrAddProperties<Properties>().value = elements;
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p << "() <{value = " << getValue() << "}>";
    p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
    p << " : () -> " << getType();
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  p << ' ' << getValue();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantOp::verify() {
  auto valueType = llvm::cast<ShapedType>(getValue().getType());
  auto resultType = getType();
  if (valueType == resultType)
    return success();
  // A quantized constant holds its storage values.
  auto quant =
      llvm::dyn_cast<mlir::quant::QuantizedType>(resultType.getElementType());
  if (quant && valueType.getShape() == resultType.getShape() &&
      (valueType.getElementType() == quant.getStorageType() ||
       (valueType.getElementType().isInteger() &&
        valueType.getElementTypeBitWidth() ==
            quant.getStorageTypeIntegralWidth())))
    return success();
  return emitOpError("value of type ")
         << valueType << " does not match the result type " << resultType;
}

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Type element = getType().getElementType();
  bool floating = llvm::isa<FloatType, ComplexType>(element);
  setNameFn(getResult(), floating ? "cst" : "c");
}
