//===- StablehloElementwiseOps.cpp - elementwise StableHLO ops ------------===//

#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;

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
// `stablehlo.constant() <{value = ...}> : () -> tensor<...>`.
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    Type fnType;
    if (parser.parseRParen() || parser.parseLess() ||
        parser.parseAttribute(result.propertiesAttr) ||
        parser.parseGreater() ||
        parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColon())
      return failure();
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

LogicalResult ConstantOp::verify() {
  auto valueType = llvm::cast<ShapedType>(getValue().getType());
  auto resultType = getType();
  if (valueType == resultType)
    return success();
  // A quantized constant holds its storage values.
  auto quant = llvm::dyn_cast<mlir::quant::QuantizedType>(
      resultType.getElementType());
  if (quant && valueType.getShape() == resultType.getShape() &&
      valueType.getElementType() == quant.getStorageType())
    return success();
  return emitOpError("value of type ")
         << valueType << " does not match the result type " << resultType;
}

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Type element = getType().getElementType();
  bool floating = llvm::isa<FloatType, ComplexType>(element);
  setNameFn(getResult(), floating ? "cst" : "c");
}
