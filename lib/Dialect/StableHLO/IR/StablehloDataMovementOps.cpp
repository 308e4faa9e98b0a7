//===- StablehloDataMovementOps.cpp - data movement syntax, registration ===//
//
// Registers the data movement family and holds its custom assembly
// directives. Verifiers and type inference live in the sibling files
// StablehloDataMovement{Shape,Slice,Gather}.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloDataMovementUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;

//===----------------------------------------------------------------------===//
// custom<SliceRanges>: `[1:3, 4:8:2]`
//===----------------------------------------------------------------------===//

// Each dimension is `start:limit` or `start:limit:stride`; the printer leaves
// out a stride of 1, the parser accepts it either way.
static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &startIndices,
                                    DenseI64ArrayAttr &limitIndices,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  auto parseRange = [&]() -> ParseResult {
    int64_t start, limit, stride = 1;
    if (parser.parseInteger(start) || parser.parseColon() ||
        parser.parseInteger(limit))
      return failure();
    if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(stride))
      return failure();
    starts.push_back(start);
    limits.push_back(limit);
    steps.push_back(stride);
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     parseRange))
    return failure();
  MLIRContext *ctx = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(ctx, starts);
  limitIndices = DenseI64ArrayAttr::get(ctx, limits);
  strides = DenseI64ArrayAttr::get(ctx, steps);
  return success();
}

static void printSliceRanges(OpAsmPrinter &p, Operation *op,
                             DenseI64ArrayAttr startIndices,
                             DenseI64ArrayAttr limitIndices,
                             DenseI64ArrayAttr strides) {
  ArrayRef<int64_t> starts = startIndices.asArrayRef();
  ArrayRef<int64_t> limits = limitIndices.asArrayRef();
  ArrayRef<int64_t> steps = strides.asArrayRef();
  // Lists of different lengths are invalid and print in the generic form
  // only when verification is off; print what can be paired.
  size_t count = std::min({starts.size(), limits.size(), steps.size()});
  p << '[';
  for (size_t i = 0; i < count; ++i) {
    if (i)
      p << ", ";
    p << starts[i] << ':' << limits[i];
    if (steps[i] != 1)
      p << ':' << steps[i];
  }
  p << ']';
}

//===----------------------------------------------------------------------===//
// custom<VariadicOperandWithAttribute>: `%a, %b, ` before a keyword
//===----------------------------------------------------------------------===//

// Prints the operands separated by `, ` with a trailing comma, so that the
// keyword of the next attribute follows (`%x, %i, %j, sizes = [...]`,
// `%a, %b, dim = 0`). With no operands only the comma is printed, as the
// StableHLO printer does: `stablehlo.dynamic_slice %x, , sizes = []`.
static ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult parsed = parser.parseOptionalOperand(operand);
    if (!parsed.has_value()) {
      // The lone comma of an empty list is optional on input.
      if (operands.empty())
        (void)parser.parseOptionalComma();
      return success();
    }
    if (failed(*parsed) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

static void printVariadicOperandWithAttribute(OpAsmPrinter &p, Operation *op,
                                              OperandRange operands) {
  llvm::interleaveComma(operands, p);
  p << ',';
}

//===----------------------------------------------------------------------===//
// tuple: `stablehlo.tuple %a, %b : tuple<...>`
//===----------------------------------------------------------------------===//

// A custom form so that an empty tuple prints `stablehlo.tuple : tuple<>`
// with a single space; the operand types are the tuple's element types.
ParseResult TupleOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(type))
    return failure();
  auto tuple = llvm::dyn_cast<TupleType>(type);
  if (!tuple)
    return parser.emitError(loc, "expected a tuple type, but got ") << type;
  result.addTypes(tuple);
  return parser.resolveOperands(operands, tuple.getTypes(), loc,
                                result.operands);
}

void TupleOp::print(OpAsmPrinter &p) {
  if (!getVal().empty())
    p << ' ' << getVal();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getType();
}

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloDataMovementOps.cpp.inc"

void StableHLODialect::registerDataMovementOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloDataMovementOps.cpp.inc"
      >();
}
