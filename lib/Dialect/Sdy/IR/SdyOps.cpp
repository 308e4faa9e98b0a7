//===- SdyOps.cpp - the sdy dialect's ops ---------------------------------===//
//
// Verifiers of the sharding ops and the custom form of
// `sdy.manual_computation`:
//   sdy.manual_computation(%a) in_shardings=[...] out_shardings=[...]
//       manual_axes={"x"} (%arg1: tensor<4x8xf32>) { ... } : (T) -> R
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace kiln::sdy;

#define GET_OP_CLASSES
#include "kiln/Dialect/Sdy/IR/SdyOps.cpp.inc"

void SdyDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/Sdy/IR/SdyOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// sharding_constraint / reshard
//===----------------------------------------------------------------------===//

LogicalResult ShardingConstraintOp::verify() {
  return getSharding().verifyFor(getResult().getType(), *this,
                                 [&]() { return emitOpError(); });
}

LogicalResult ReshardOp::verify() {
  return getSharding().verifyFor(getResult().getType(), *this,
                                 [&]() { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// manual_computation: textual form
//===----------------------------------------------------------------------===//

/// `[<@mesh, [...]>, ...]`: the shardings without the attribute's own
/// `#sdy.sharding_per_value<...>` wrapper.
static ParseResult parseStrippedPerValue(OpAsmParser &parser,
                                         TensorShardingPerValueAttr &attr) {
  SmallVector<TensorShardingAttr> shardings;
  if (parser.parseLSquare())
    return failure();
  if (failed(parser.parseOptionalRSquare())) {
    do {
      auto sharding = llvm::dyn_cast_if_present<TensorShardingAttr>(
          TensorShardingAttr::parse(parser, Type()));
      if (!sharding)
        return failure();
      shardings.push_back(sharding);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return failure();
  }
  attr = TensorShardingPerValueAttr::get(parser.getContext(), shardings);
  return success();
}

static void printStrippedPerValue(OpAsmPrinter &printer,
                                  TensorShardingPerValueAttr attr) {
  printer << '[';
  llvm::interleaveComma(attr.getShardings(), printer,
                        [&](TensorShardingAttr s) { s.print(printer); });
  printer << ']';
}

ParseResult ManualComputationOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  TensorShardingPerValueAttr inShardings, outShardings;
  SmallVector<OpAsmParser::Argument> bodyArgs;
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("in_shardings") || parser.parseEqual() ||
      parseStrippedPerValue(parser, inShardings) ||
      parser.parseKeyword("out_shardings") || parser.parseEqual() ||
      parseStrippedPerValue(parser, outShardings) ||
      parser.parseKeyword("manual_axes") || parser.parseEqual())
    return failure();
  auto manualAxes = llvm::dyn_cast_if_present<ManualAxesAttr>(
      ManualAxesAttr::parse(parser, Type()));
  if (!manualAxes)
    return failure();
  Region *body = result.addRegion();
  SMLoc typeLoc;
  FunctionType fnType;
  if (parser.parseArgumentList(bodyArgs, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseRegion(*body, bodyArgs) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      (typeLoc = parser.getCurrentLocation(), parser.parseType(fnType)) ||
      parser.resolveOperands(operands, fnType.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  result.addAttribute(getInShardingsAttrName(result.name), inShardings);
  result.addAttribute(getOutShardingsAttrName(result.name), outShardings);
  result.addAttribute(getManualAxesAttrName(result.name), manualAxes);
  return success();
}

void ManualComputationOp::print(OpAsmPrinter &printer) {
  printer << '(' << getTensors() << ") in_shardings=";
  printStrippedPerValue(printer, getInShardings());
  printer << " out_shardings=";
  printStrippedPerValue(printer, getOutShardings());
  printer << " manual_axes=";
  getManualAxes().print(printer);
  printer << " (";
  llvm::interleaveComma(
      getBody().getArguments(), printer,
      [&](BlockArgument arg) { printer.printRegionArgument(arg); });
  printer << ") ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDict((*this)->getAttrs(), {getInShardingsAttrName(),
                                                      getOutShardingsAttrName(),
                                                      getManualAxesAttrName()});
  printer << " : ";
  printer.printFunctionalType(getTensors().getTypes(), getResultTypes());
}

//===----------------------------------------------------------------------===//
// manual_computation: verification
//===----------------------------------------------------------------------===//

/// The per-device type of `global` under `sharding` when the `manual` axes
/// are manual: each dimension divided by the sizes of its manual axes.
static FailureOr<RankedTensorType>
getLocalType(RankedTensorType global, TensorShardingAttr sharding,
             MeshAttr mesh, ArrayRef<StringAttr> manual,
             function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<int64_t> shape(global.getShape());
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t factor = 1;
    for (AxisRefAttr axis : dimSharding.getAxes()) {
      if (!llvm::is_contained(manual, axis.getName()))
        continue;
      if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
        factor *= sub.getSize();
      else
        factor *= mesh.findAxis(axis.getName()).getSize();
    }
    if (ShapedType::isDynamic(shape[dim]) || factor == 1)
      continue;
    if (shape[dim] % factor != 0)
      return emitError() << "dimension " << dim << " of " << global << " (size "
                         << shape[dim] << ") is not divisible by " << factor
                         << ", the product of its manual axis sizes";
    shape[dim] /= factor;
  }
  return RankedTensorType::get(shape, global.getElementType(),
                               global.getEncoding());
}

LogicalResult ManualComputationOp::verify() {
  ArrayRef<TensorShardingAttr> ins = getInShardings().getShardings();
  ArrayRef<TensorShardingAttr> outs = getOutShardings().getShardings();
  if (ins.size() != getTensors().size())
    return emitOpError() << "has " << getTensors().size() << " operands but "
                         << ins.size() << " in_shardings";
  if (outs.size() != getNumResults())
    return emitOpError() << "has " << getNumResults() << " results but "
                         << outs.size() << " out_shardings";

  // All shardings must refer to one mesh, which holds the manual axes.
  MeshAttr mesh;
  Attribute meshOrRef;
  for (TensorShardingAttr sharding :
       llvm::concat<const TensorShardingAttr>(ins, outs)) {
    if (!meshOrRef)
      meshOrRef = sharding.getMeshOrRef();
    else if (sharding.getMeshOrRef() != meshOrRef)
      return emitOpError() << "in_shardings and out_shardings must all refer "
                              "to the same mesh, but got "
                           << meshOrRef << " and " << sharding.getMeshOrRef();
  }
  for (auto [index, sharding] : llvm::enumerate(ins))
    if (failed(sharding.verifyFor(
            getTensors()[index].getType(), *this, [&, index = index]() {
              return emitOpError() << "in_shardings #" << index << ": ";
            })))
      return failure();
  for (auto [index, sharding] : llvm::enumerate(outs))
    if (failed(sharding.verifyFor(
            getResult(index).getType(), *this, [&, index = index]() {
              return emitOpError() << "out_shardings #" << index << ": ";
            })))
      return failure();
  if (!ins.empty() || !outs.empty())
    mesh = (ins.empty() ? outs : ins).front().resolveMesh(*this);

  ArrayRef<StringAttr> manual = getManualAxes().getValue();
  llvm::SmallDenseSet<StringRef> seen;
  for (StringAttr axis : manual) {
    if (!seen.insert(axis.getValue()).second)
      return emitOpError() << "manual axis \"" << axis.getValue()
                           << "\" appears more than once";
    if (mesh && !mesh.findAxis(axis.getValue()))
      return emitOpError() << "manual axis \"" << axis.getValue()
                           << "\" is not in the mesh " << mesh;
  }
  return success();
}

LogicalResult ManualComputationOp::verifyRegions() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getTensors().size())
    return emitOpError() << "body takes " << block.getNumArguments()
                         << " arguments but the op has " << getTensors().size()
                         << " operands";
  ArrayRef<TensorShardingAttr> ins = getInShardings().getShardings();
  ArrayRef<TensorShardingAttr> outs = getOutShardings().getShardings();
  MeshAttr mesh;
  if (!ins.empty() || !outs.empty())
    mesh = (ins.empty() ? outs : ins).front().resolveMesh(*this);
  if (!mesh)
    return success();
  ArrayRef<StringAttr> manual = getManualAxes().getValue();

  for (auto [index, operand] : llvm::enumerate(getTensors())) {
    auto emit = [&, index = index]() {
      return emitOpError() << "operand #" << index << ": ";
    };
    FailureOr<RankedTensorType> local =
        getLocalType(llvm::cast<RankedTensorType>(operand.getType()),
                     ins[index], mesh, manual, emit);
    if (failed(local))
      return failure();
    Type argType = block.getArgument(index).getType();
    if (argType != *local)
      return emitOpError() << "body argument #" << index << " has type "
                           << argType << " but the local type of operand #"
                           << index << " under its in_sharding is " << *local;
  }

  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != getNumResults())
    return emitOpError() << "body returns " << terminator->getNumOperands()
                         << " values but the op has " << getNumResults()
                         << " results";
  for (auto [index, result] : llvm::enumerate(getResults())) {
    auto emit = [&, index = index]() {
      return emitOpError() << "result #" << index << ": ";
    };
    FailureOr<RankedTensorType> local =
        getLocalType(llvm::cast<RankedTensorType>(result.getType()),
                     outs[index], mesh, manual, emit);
    if (failed(local))
      return failure();
    Type returned = terminator->getOperand(index).getType();
    if (returned != *local)
      return emitOpError() << "body returns " << returned << " as result #"
                           << index << " but its local type under its "
                           << "out_sharding is " << *local;
  }
  return success();
}
