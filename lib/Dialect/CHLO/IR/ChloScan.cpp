//===- ChloScan.cpp - chlo.scan parsing, printing and verification -------===//
//
// Pretty form:
//   %r:2 = chlo.scan(%x) inits (%init) dimension=0  attributes {...} {
//   ^bb0(%input: tensor<5xf32>, %carry: tensor<5xf32>): ...
//   } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
// The double space after the dimension is part of the printed form: the
// optional `attributes {...}` clause sits between two separators.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/CHLO/IR/ChloOps.h"

using namespace mlir;
using namespace kiln::chlo;
using kiln::stablehlo::isCompatibleType;

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  int64_t dimension = 0;
  FunctionType fnType;
  Region *body = result.addRegion();
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("inits") ||
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dimension") || parser.parseEqual() ||
      parser.parseInteger(dimension) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseRegion(*body))
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseColonType(fnType))
    return failure();

  int64_t numInputs = inputs.size(), numInits = inits.size();
  if (static_cast<int64_t>(fnType.getNumInputs()) != numInputs + numInits)
    return parser.emitError(typeLoc)
           << "expected " << numInputs + numInits
           << " operand types (inputs, then inits), but got "
           << fnType.getNumInputs();
  int64_t numOutputs = fnType.getNumResults() - numInits;
  if (numOutputs < 0)
    return parser.emitError(typeLoc) << "expected at least " << numInits
                                     << " result types (one per init), but got "
                                     << fnType.getNumResults();
  if (parser.resolveOperands(inputs, fnType.getInputs().take_front(numInputs),
                             typeLoc, result.operands) ||
      parser.resolveOperands(inits, fnType.getInputs().drop_front(numInputs),
                             typeLoc, result.operands))
    return failure();
  result.addTypes(fnType.getResults());

  Properties &props = result.getOrAddProperties<Properties>();
  props.dimension = parser.getBuilder().getI64IntegerAttr(dimension);
  props.operandSegmentSizes = {static_cast<int32_t>(numInputs),
                               static_cast<int32_t>(numInits)};
  props.resultSegmentSizes = {static_cast<int32_t>(numOutputs),
                              static_cast<int32_t>(numInits)};
  return success();
}

void ScanOp::print(OpAsmPrinter &p) {
  p << '(';
  p.printOperands(getInputs());
  p << ") inits (";
  p.printOperands(getInits());
  p << ") dimension=" << getDimension() << ' ';
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getDimensionAttrName(), "operandSegmentSizes", "resultSegmentSizes"});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true);
  p << " : ";
  p.printFunctionalType(getOperation());
}

void ScanOp::getAsmBlockArgumentNames(Region &region,
                                      OpAsmSetValueNameFn setNameFn) {
  if (region.empty())
    return;
  Block &block = region.front();
  size_t numInputs = getInputs().size();
  for (auto [i, arg] : llvm::enumerate(block.getArguments()))
    setNameFn(arg, i < numInputs ? "input" : "carry");
}

/// `type` without dimension `dim` (a slice along the scan dimension).
static RankedTensorType dropDim(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  return RankedTensorType::get(shape, type.getElementType());
}

LogicalResult ScanOp::verifyRegions() {
  int64_t dim = getDimension();
  size_t numInputs = getInputs().size(), numInits = getInits().size();
  size_t numOutputs = getOutputs().size();
  if (numInputs == 0 && numOutputs == 0)
    return emitOpError("must have at least one input or output");
  if (dim < 0)
    return emitOpError() << "dimension must be non-negative, but is " << dim;

  // Every input has the scan dimension, and all of them agree on its size.
  std::optional<int64_t> size;
  if (std::optional<uint64_t> given = getScanDimSize())
    size = static_cast<int64_t>(*given);
  for (auto [i, value] : llvm::enumerate(getInputs())) {
    auto type = llvm::cast<RankedTensorType>(value.getType());
    if (dim >= type.getRank())
      return emitOpError() << "dimension " << dim << " is out of range for "
                           << "input " << i << " of rank " << type.getRank();
    int64_t inputSize = type.getDimSize(dim);
    if (ShapedType::isDynamic(inputSize))
      continue;
    if (size && *size != inputSize)
      return emitOpError() << "input " << i << " has size " << inputSize
                           << " along the scan dimension, but the scan size "
                           << "is " << *size;
    size = inputSize;
  }

  // Body arguments: one slice per input, then the carries.
  Block &block = getBody().front();
  if (block.getNumArguments() != numInputs + numInits)
    return emitOpError() << "body must take " << numInputs + numInits
                         << " arguments (inputs, then carries), but takes "
                         << block.getNumArguments();
  for (auto [i, value] : llvm::enumerate(getOperands())) {
    Type expected = value.getType();
    if (i < numInputs)
      expected = dropDim(llvm::cast<RankedTensorType>(expected), dim);
    if (!isCompatibleType(expected, block.getArgument(i).getType()))
      return emitOpError() << "body argument " << i << " must have type "
                           << expected << ", but has type "
                           << block.getArgument(i).getType();
  }

  // Body results: one slice per output, then the new carries.
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != numOutputs + numInits)
    return emitOpError() << "body must return " << numOutputs + numInits
                         << " values (outputs, then carries), but returns "
                         << terminator->getNumOperands();
  for (auto [i, value] : llvm::enumerate(terminator->getOperands())) {
    Type resultType = getResult(i).getType();
    Type expected = resultType;
    if (i < numOutputs) {
      auto outType = llvm::cast<RankedTensorType>(resultType);
      if (dim >= outType.getRank())
        return emitOpError()
               << "dimension " << dim << " is out of range for "
               << "output " << i << " of rank " << outType.getRank();
      int64_t outSize = outType.getDimSize(dim);
      if (size && !ShapedType::isDynamic(outSize) && outSize != *size)
        return emitOpError() << "output " << i << " has size " << outSize
                             << " along the scan dimension, but the scan size "
                             << "is " << *size;
      expected = dropDim(outType, dim);
    }
    if (!isCompatibleType(expected, value.getType()))
      return emitOpError() << "body result " << i << " has type "
                           << value.getType() << ", incompatible with result "
                           << "type " << resultType;
  }
  for (auto [i, init] : llvm::enumerate(getInits()))
    if (!isCompatibleType(init.getType(), getCarries()[i].getType()))
      return emitOpError() << "carry " << i << " has type "
                           << getCarries()[i].getType()
                           << ", but its init has type " << init.getType();
  return success();
}
