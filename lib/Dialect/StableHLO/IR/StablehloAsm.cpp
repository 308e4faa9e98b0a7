//===- StablehloAsm.cpp - shared custom assembly directives ---------------===//

#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace kiln::stablehlo {

/// Parses `T`, the type of every operand and of the result, or
/// `(T0, ...) -> R` with `numOperands` inputs and one result.
static ParseResult
parseSameOrFunctionalType(OpAsmParser &parser, size_t numOperands,
                          SmallVectorImpl<Type> &operandTypes, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  // A single type applies to every operand and the result.
  auto fnType = llvm::dyn_cast<FunctionType>(type);
  if (!fnType) {
    operandTypes.assign(numOperands, type);
    result = type;
    return success();
  }
  if (fnType.getNumInputs() != numOperands)
    return parser.emitError(loc)
           << "expected " << numOperands << " operand types but got "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected one result type but got " << fnType.getNumResults();
  operandTypes.assign(fnType.getInputs().begin(), fnType.getInputs().end());
  result = fnType.getResult(0);
  return success();
}

ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                               ArrayRef<Type *> operands,
                                               Type &result) {
  SmallVector<Type> types;
  if (parseSameOrFunctionalType(parser, operands.size(), types, result))
    return failure();
  for (auto [slot, type] : llvm::zip(operands, types))
    *slot = type;
  return success();
}

void printSameOperandsAndResultTypeImpl(OpAsmPrinter &p, Operation *op,
                                        TypeRange operands, Type result) {
  bool allSame = llvm::all_of(operands, [&](Type t) { return t == result; });
  if (allSame) {
    p << result;
    return;
  }
  p.printFunctionalType(operands, TypeRange(result));
}

ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &operandTypes, Type &result) {
  return parseSameOrFunctionalType(parser, operands.size(), operandTypes,
                                   result);
}

void printVariadicSameOperandsAndResultType(OpAsmPrinter &p, Operation *op,
                                            OperandRange operands,
                                            TypeRange operandTypes,
                                            Type result) {
  printSameOperandsAndResultTypeImpl(p, op, operandTypes, result);
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  if (succeeded(parser.parseOptionalLParen()))
    return parser.parseRParen();
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

void printPairwiseOpType(OpAsmPrinter &p, Operation *op, TypeRange operands,
                         TypeRange results) {
  if (operands.empty()) {
    p << "()";
    return;
  }
  llvm::interleaveComma(operands, p);
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = llvm::dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc, "expected a tuple type");
  operands.assign(tuple.getTypes().begin(), tuple.getTypes().end());
  return success();
}

void printTupleOpType(OpAsmPrinter &p, Operation *op, TypeRange operands,
                      Type result) {
  p << result;
}

ParseResult parseDims(OpAsmParser &parser, DenseI64ArrayAttr &dims) {
  SmallVector<int64_t> values;
  if (parseIntList(parser, values))
    return failure();
  dims = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printDims(OpAsmPrinter &p, Operation *op, DenseI64ArrayAttr dims) {
  printIntList(p, dims.asArrayRef());
}

} // namespace kiln::stablehlo
