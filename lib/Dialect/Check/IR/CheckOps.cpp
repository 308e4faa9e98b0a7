//===- CheckOps.cpp - the check ops: custom syntax and verifiers ---------===//
//
// Parsing and printing helpers used by the ops' assembly formats, then one
// verifier per op. The ODS type constraints already restrict the element
// types; the verifiers check how operands, constants and attributes relate.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Check/IR/CheckOps.h"

using namespace mlir;
using namespace kiln::check;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// `: T` gives both operands the type T. `: T, U` is accepted (and printed)
/// only so that operands of different types survive a round trip and reach
/// the verifier, which rejects them.
static ParseResult parseOperandPairType(OpAsmParser &parser, Type &actual,
                                        Type &expected) {
  if (parser.parseType(actual))
    return failure();
  if (succeeded(parser.parseOptionalComma()))
    return parser.parseType(expected);
  expected = actual;
  return success();
}

static void printOperandPairType(OpAsmPrinter &printer, Operation *,
                                 Type actual, Type expected) {
  printer << actual;
  if (expected != actual)
    printer << ", " << expected;
}

/// `dense<[1, 2]> : tensor<2xi32>`: the constant with its type, which is
/// also the type of the checked operand.
static ParseResult parseExpectedConstant(OpAsmParser &parser,
                                         ElementsAttr &value,
                                         Type &actualType) {
  if (parser.parseAttribute(value))
    return failure();
  actualType = value.getType();
  return success();
}

static void printExpectedConstant(OpAsmPrinter &printer, Operation *,
                                  ElementsAttr value, Type) {
  printer.printAttribute(value);
}

#define GET_OP_CLASSES
#include "kiln/Dialect/Check/IR/CheckOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

/// Compared operands have one type: same shape, same element type.
static LogicalResult verifySameOperandTypes(Operation *op, Type actual,
                                            Type expected) {
  if (actual != expected)
    return op->emitOpError("operand types must match, but got ")
           << actual << " and " << expected;
  return success();
}

/// The constant is typed exactly like the operand it is compared with.
static LogicalResult verifyConstantType(Operation *op, Type actual,
                                        ElementsAttr value) {
  if (value.getType() != actual)
    return op->emitOpError("constant type ")
           << value.getType() << " must match the operand type " << actual;
  return success();
}

/// A tolerance is an absolute bound: a non-negative number, NaN excluded.
static LogicalResult verifyTolerance(Operation *op, const llvm::APFloat &tol) {
  double value = tol.convertToDouble();
  if (!(value >= 0.0))
    return op->emitOpError("tolerance must be a non-negative number, but got ")
           << value;
  return success();
}

LogicalResult ExpectEqOp::verify() {
  return verifySameOperandTypes(*this, getActual().getType(),
                                getExpected().getType());
}

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantType(*this, getActual().getType(), getValue());
}

LogicalResult ExpectAlmostEqOp::verify() {
  if (failed(verifySameOperandTypes(*this, getActual().getType(),
                                    getExpected().getType())))
    return failure();
  return verifyTolerance(*this, getTolerance());
}

LogicalResult ExpectAlmostEqConstOp::verify() {
  if (failed(verifyConstantType(*this, getActual().getType(), getValue())))
    return failure();
  return verifyTolerance(*this, getTolerance());
}

LogicalResult ExpectCloseOp::verify() {
  if (failed(verifySameOperandTypes(*this, getActual().getType(),
                                    getExpected().getType())))
    return failure();
  uint64_t minUlps = getMinUlpDifference(), maxUlps = getMaxUlpDifference();
  if (minUlps > maxUlps)
    return emitOpError("min_ulp_difference (")
           << minUlps << ") must not exceed max_ulp_difference (" << maxUlps
           << ")";
  return success();
}

LogicalResult ExpectSerializedEqOp::verify() {
  if (getProbeId().empty())
    return emitOpError("probe_id must not be empty");
  return success();
}
