//===- StablehloControlFlowOps.cpp - while, if, case, map, barrier -------===//
//
// Registration of the region-carrying ops, the checks they share, and the
// control-flow ops proper: while, if, case, map and optimization_barrier.
// Reductions and sort live in StablehloControlFlowReduce.cpp, composite and
// custom_call in StablehloControlFlowCalls.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloControlFlowCommon.h"

#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace kiln::stablehlo;

/// `@target` (quoted when it is not a bare identifier, e.g. `@"a b"`); the
/// custom_call op's pretty form names its target like a symbol.
static ParseResult parseCustomCallTarget(OpAsmParser &parser,
                                         StringAttr &target) {
  return parser.parseSymbolName(target);
}

static void printCustomCallTarget(OpAsmPrinter &p, Operation *,
                                  StringAttr target) {
  p.printSymbolName(target.getValue());
}

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloControlFlowOps.cpp.inc"

void StableHLODialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloControlFlowOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

LogicalResult cfimpl::fail(std::optional<Location> loc,
                           const llvm::Twine &message) {
  return emitOptionalError(loc, message);
}

LogicalResult cfimpl::verifySameInputShapes(std::optional<Location> loc,
                                            ValueRange inputs,
                                            StringRef constraint) {
  auto first = llvm::cast<RankedTensorType>(inputs[0].getType());
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    if (failed(verifyCompatibleShape(type.getShape(), first.getShape())))
      return fail(loc, "input " + llvm::Twine(i) +
                           " must have the shape of input 0 (" + constraint +
                           ")");
  }
  return success();
}

std::string cfimpl::typeString(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

/// The `stablehlo.return` ending the single block of `region`, or null.
static ReturnOp getReturn(Region &region) {
  if (region.empty() || region.front().empty())
    return nullptr;
  return llvm::dyn_cast<ReturnOp>(region.front().back());
}

LogicalResult cfimpl::verifyReducerBody(std::optional<Location> loc,
                                        Region &body, TypeRange inputTypes,
                                        TypeRange initTypes,
                                        SmallVectorImpl<Type> &accumulatorTypes,
                                        StringRef initConstraint,
                                        StringRef constraint) {
  size_t n = inputTypes.size();
  for (auto [i, init] : llvm::enumerate(initTypes)) {
    Type inputElement = llvm::cast<ShapedType>(inputTypes[i]).getElementType();
    if (llvm::cast<ShapedType>(init).getElementType() != inputElement)
      return fail(loc, "init value " + llvm::Twine(i) +
                           " must have the element type of input " +
                           llvm::Twine(i) + " (" + initConstraint + ")");
  }
  Block &block = body.front();
  if (block.getNumArguments() != 2 * n)
    return fail(loc, "body must take " + llvm::Twine(2 * n) + " arguments (" +
                         constraint + "), but takes " +
                         llvm::Twine(block.getNumArguments()));
  ReturnOp ret = getReturn(body);
  if (!ret)
    return fail(loc, "body must end with stablehlo.return");
  if (ret.getNumOperands() != n)
    return fail(loc, "body must return " + llvm::Twine(n) + " values (" +
                         constraint + "), but returns " +
                         llvm::Twine(ret.getNumOperands()));
  for (size_t i = 0; i < n; ++i) {
    Type acc = block.getArgument(i).getType();
    auto accTensor = llvm::dyn_cast<RankedTensorType>(acc);
    if (!accTensor || accTensor.getRank() != 0)
      return fail(loc, "body argument " + llvm::Twine(i) +
                           " must be a 0-d tensor (" + constraint + ")");
    if (block.getArgument(i + n).getType() != acc)
      return fail(loc, "body arguments " + llvm::Twine(i) + " and " +
                           llvm::Twine(i + n) + " must have the same type (" +
                           constraint + ")");
    if (ret.getOperand(i).getType() != acc)
      return fail(loc, "body result " + llvm::Twine(i) +
                           " must have the type of argument " + llvm::Twine(i) +
                           " (" + constraint + ")");
    Type inputElement = llvm::cast<ShapedType>(inputTypes[i]).getElementType();
    if (!isPromotable(inputElement, accTensor.getElementType()))
      return fail(loc, "element type of input " + llvm::Twine(i) +
                           " must be promotable to the body's accumulator "
                           "element type (" +
                           constraint + ")");
    accumulatorTypes.push_back(accTensor.getElementType());
  }
  return success();
}

LogicalResult cfimpl::getPaddingPairs(
    std::optional<Location> loc, DenseIntElementsAttr padding, int64_t rank,
    SmallVectorImpl<std::pair<int64_t, int64_t>> &pairs, StringRef constraint) {
  if (!padding) {
    pairs.assign(rank, {0, 0});
    return success();
  }
  auto type = padding.getType();
  if (type.getRank() != 2 || type.getDimSize(0) != rank ||
      type.getDimSize(1) != 2)
    return fail(loc, "padding must have shape [" + llvm::Twine(rank) +
                         ", 2] (" + constraint + ")");
  auto values = llvm::to_vector(padding.getValues<int64_t>());
  for (int64_t i = 0; i < rank; ++i)
    pairs.push_back({values[2 * i], values[2 * i + 1]});
  return success();
}

std::optional<int64_t> cfimpl::numWindows(int64_t inputSize, int64_t windowSize,
                                          int64_t stride, int64_t baseDilation,
                                          int64_t windowDilation,
                                          int64_t padLow, int64_t padHigh) {
  if (ShapedType::isDynamic(inputSize))
    return ShapedType::kDynamic;
  // Attributes are input: every step is checked for 64-bit overflow.
  std::optional<int64_t> dilatedInput =
      inputSize == 0
          ? std::optional<int64_t>(0)
          : llvm::checkedMulAdd<int64_t>(inputSize - 1, baseDilation, 1);
  std::optional<int64_t> paddedInput =
      dilatedInput ? llvm::checkedAdd<int64_t>(*dilatedInput, padLow)
                   : std::nullopt;
  if (paddedInput)
    paddedInput = llvm::checkedAdd<int64_t>(*paddedInput, padHigh);
  std::optional<int64_t> dilatedWindow =
      llvm::checkedMulAdd<int64_t>(windowSize - 1, windowDilation, 1);
  if (!paddedInput || !dilatedWindow)
    return std::nullopt;
  if (*paddedInput <= 0 || *dilatedWindow > *paddedInput)
    return 0;
  return (*paddedInput - *dilatedWindow) / stride + 1;
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                        ValueRange operands, DictionaryAttr,
                                        OpaqueProperties, RegionRange,
                                        SmallVectorImpl<Type> &inferred) {
  // (C3) the results have the types of the operands.
  llvm::append_range(inferred, operands.getTypes());
  return success();
}

LogicalResult WhileOp::verifyRegions() {
  TypeRange types = getOperand().getTypes();
  Block &cond = getCond().front();
  Block &body = getBody().front();
  if (cond.getArgumentTypes() != types)
    return emitOpError("cond must take the operand types ")
           << formatTypeList(types) << " (C1), but takes "
           << formatTypeList(cond.getArgumentTypes());
  ReturnOp condReturn = getReturn(getCond());
  if (!condReturn)
    return emitOpError("cond must end with stablehlo.return");
  auto predType =
      condReturn.getNumOperands() == 1
          ? llvm::dyn_cast<RankedTensorType>(condReturn.getOperand(0).getType())
          : RankedTensorType();
  if (!predType || predType.getRank() != 0 ||
      !predType.getElementType().isInteger(1))
    return emitOpError("cond must return a single tensor<i1> (C1), but "
                       "returns ")
           << formatTypeList(condReturn.getOperandTypes());
  if (body.getArgumentTypes() != types)
    return emitOpError("body must take the operand types ")
           << formatTypeList(types) << " (C2), but takes "
           << formatTypeList(body.getArgumentTypes());
  ReturnOp bodyReturn = getReturn(getBody());
  if (!bodyReturn)
    return emitOpError("body must end with stablehlo.return");
  if (bodyReturn.getOperandTypes() != types)
    return emitOpError("body must return the operand types ")
           << formatTypeList(types) << " (C2), but returns "
           << formatTypeList(bodyReturn.getOperandTypes());
  return success();
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

// stablehlo.while(%iterArg = %init, ...) : T0, ... attributes {...}
// cond { ... } do { ... }
void WhileOp::print(OpAsmPrinter &p) {
  p << '(';
  llvm::interleaveComma(llvm::zip(getBody().getArguments(), getOperand()), p,
                        [&](auto pair) {
                          p.printOperand(std::get<0>(pair));
                          p << " = ";
                          p.printOperand(std::get<1>(pair));
                        });
  p << ')';
  if (!getOperand().empty()) {
    p << " : ";
    llvm::interleaveComma(getOperand().getTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << "cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<OpAsmParser::Argument> iterArgs;
  auto parsePair = [&]() -> ParseResult {
    OpAsmParser::Argument &arg = iterArgs.emplace_back();
    if (parser.parseArgument(arg) || parser.parseEqual() ||
        parser.parseOperand(operands.emplace_back()))
      return failure();
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, parsePair))
    return failure();
  SmallVector<Type> types;
  if (!operands.empty() && (parser.parseColon() || parser.parseTypeList(types)))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(loc, "expected ")
           << operands.size() << " types, one per operand, but got "
           << types.size();
  for (auto [arg, type] : llvm::zip(iterArgs, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("cond") ||
      parser.parseRegion(*result.addRegion(), iterArgs) ||
      parser.parseKeyword("do") ||
      parser.parseRegion(*result.addRegion(), iterArgs))
    return failure();
  result.addTypes(types);
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp and CaseOp
//===----------------------------------------------------------------------===//

/// Checks that `branches` take no arguments and all return the same types
/// (spec: if C1-C2, case C2-C3); the results are those types.
static LogicalResult inferBranchResults(std::optional<Location> loc,
                                        RegionRange branches,
                                        StringRef argConstraint,
                                        StringRef typeConstraint,
                                        SmallVectorImpl<Type> &inferred) {
  std::optional<SmallVector<Type>> first;
  for (auto [i, region] : llvm::enumerate(branches)) {
    if (region->empty())
      return cfimpl::fail(loc, "branch " + llvm::Twine(i) + " is empty");
    if (region->front().getNumArguments() != 0)
      return cfimpl::fail(loc, "branch " + llvm::Twine(i) +
                                   " must take no arguments (" + argConstraint +
                                   ")");
    ReturnOp ret = getReturn(*region);
    if (!ret)
      return cfimpl::fail(loc, "branch " + llvm::Twine(i) +
                                   " must end with stablehlo.return");
    SmallVector<Type> types(ret.getOperandTypes());
    if (!first) {
      first = types;
      continue;
    }
    if (types != *first)
      return cfimpl::fail(
          loc, "branch " + llvm::Twine(i) + " returns " +
                   formatTypeList(types) + " but branch 0 returns " +
                   formatTypeList(*first) + " (" + typeConstraint + ")");
  }
  if (first)
    llvm::append_range(inferred, *first);
  return success();
}

LogicalResult IfOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                     ValueRange, DictionaryAttr,
                                     OpaqueProperties, RegionRange regions,
                                     SmallVectorImpl<Type> &inferred) {
  return inferBranchResults(loc, regions, "C1", "C2", inferred);
}

LogicalResult CaseOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> loc, ValueRange,
                                       DictionaryAttr, OpaqueProperties,
                                       RegionRange regions,
                                       SmallVectorImpl<Type> &inferred) {
  if (regions.empty())
    return cfimpl::fail(loc, "case must have at least one branch (C1)");
  return inferBranchResults(loc, regions, "C2", "C3", inferred);
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

LogicalResult MapOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> loc,
                                      ValueRange operands, DictionaryAttr attrs,
                                      OpaqueProperties properties,
                                      RegionRange regions,
                                      SmallVectorImpl<Type> &inferred) {
  MapOp::Adaptor adaptor(operands, attrs, properties, regions);
  if (operands.empty())
    return cfimpl::fail(loc, "map must have at least one input (C2)");
  if (failed(cfimpl::verifySameInputShapes(loc, operands, "C1")))
    return failure();
  auto first = llvm::cast<RankedTensorType>(operands[0].getType());
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  bool identity = static_cast<int64_t>(dims.size()) == first.getRank();
  for (auto [i, d] : llvm::enumerate(dims))
    identity = identity && d == static_cast<int64_t>(i);
  if (!identity)
    return cfimpl::fail(loc, "dimensions must be [0, ..., rank - 1] (C3), but "
                             "got " +
                                 formatIntList(dims));
  Region &computation = *regions.front();
  Block &block = computation.front();
  if (block.getNumArguments() != operands.size())
    return cfimpl::fail(loc, "computation must take " +
                                 llvm::Twine(operands.size()) +
                                 " arguments (C4), but takes " +
                                 llvm::Twine(block.getNumArguments()));
  for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
    Type element =
        llvm::cast<ShapedType>(operands[i].getType()).getElementType();
    if (arg.getType() != RankedTensorType::get({}, element))
      return cfimpl::fail(loc,
                          "computation argument " + llvm::Twine(i) +
                              " must be a 0-d tensor of the element type of "
                              "input " +
                              llvm::Twine(i) + " (C4)");
  }
  ReturnOp ret = getReturn(computation);
  if (!ret)
    return cfimpl::fail(loc, "computation must end with stablehlo.return");
  auto resultType =
      ret.getNumOperands() == 1
          ? llvm::dyn_cast<RankedTensorType>(ret.getOperand(0).getType())
          : RankedTensorType();
  if (!resultType || resultType.getRank() != 0)
    return cfimpl::fail(loc,
                        "computation must return a single 0-d tensor (C4)");
  inferred.push_back(
      RankedTensorType::get(first.getShape(), resultType.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// OptimizationBarrierOp
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  // (C1) the results have the types of the operands.
  llvm::append_range(inferred, operands.getTypes());
  return success();
}
