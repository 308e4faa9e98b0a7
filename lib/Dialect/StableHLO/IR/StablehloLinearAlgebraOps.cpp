//===- StablehloLinearAlgebraOps.cpp - dot_general, dot and einsum --------===//
//
// Registration of the linear algebra family, and the products: dot_general
// (pretty form, verifier, shape inference), the legacy dot, einsum and
// unary_einsum. Convolutions live in StablehloLinearAlgebraConv.cpp, the
// other numerics ops in StablehloLinearAlgebraNumerics.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloLinearAlgebraCommon.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::linalg_detail;

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloLinearAlgebraOps.cpp.inc"

void StableHLODialect::registerLinearAlgebraOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloLinearAlgebraOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Precision lists: `precision = [DEFAULT, HIGHEST]`
//===----------------------------------------------------------------------===//

/// Parses `[DEFAULT, HIGH]` (after `precision =`) into an array of
/// #stablehlo<precision ...> attributes.
static ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &attr) {
  SmallVector<Attribute> values;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef keyword;
            if (parser.parseKeyword(&keyword))
              return failure();
            std::optional<Precision> value = symbolizePrecision(keyword);
            if (!value)
              return parser.emitError(loc, "unknown precision '")
                     << keyword << "', expected DEFAULT, HIGH or HIGHEST";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  attr = ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printPrecisionList(OpAsmPrinter &p, ArrayAttr attr) {
  p << '[';
  llvm::interleaveComma(attr, p, [&](Attribute a) {
    if (auto precision = llvm::dyn_cast<PrecisionAttr>(a))
      p << stringifyPrecision(precision.getValue());
    else
      p << a;
  });
  p << ']';
}

/// Parses `: (lhs, rhs) -> result` and resolves the two operands.
static ParseResult
parseBinaryFunctionalType(OpAsmParser &parser, OperationState &result,
                          ArrayRef<OpAsmParser::UnresolvedOperand> operands) {
  SMLoc loc = parser.getCurrentLocation();
  FunctionType fnType;
  if (parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumInputs() != operands.size() || fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected a function type with ")
           << operands.size() << " inputs and 1 result";
  if (parser.resolveOperands(operands, fnType.getInputs(), loc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// DotGeneralOp
//===----------------------------------------------------------------------===//

/// `[0] x [0]`
static ParseResult parseDimsPair(OpAsmParser &parser,
                                 SmallVectorImpl<int64_t> &lhs,
                                 SmallVectorImpl<int64_t> &rhs) {
  return failure(parser.parseEqual() || parseIntList(parser, lhs) ||
                 parser.parseKeyword("x") || parseIntList(parser, rhs));
}

// stablehlo.dot_general %a, %b, [batching_dims = [..] x [..],]
//   contracting_dims = [..] x [..][, precision = [..]][, algorithm = <..>]
//   {attrs} : (lhs, rhs) -> result
ParseResult DotGeneralOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands(2);
  if (parser.parseOperand(operands[0]) || parser.parseComma() ||
      parser.parseOperand(operands[1]) || parser.parseComma())
    return failure();
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parseDimsPair(parser, lhsBatch, rhsBatch) || parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") ||
      parseDimsPair(parser, lhsContract, rhsContract))
    return failure();
  Properties &props = result.getOrAddProperties<Properties>();
  props.dot_dimension_numbers = DotDimensionNumbersAttr::get(
      parser.getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (key == "precision" && !props.precision_config) {
      ArrayAttr precision;
      if (parser.parseEqual() || parsePrecisionList(parser, precision))
        return failure();
      props.precision_config = precision;
      continue;
    }
    if (key == "algorithm" && !props.algorithm) {
      if (parser.parseEqual())
        return failure();
      Attribute algorithm = DotAlgorithmAttr::parse(parser, Type());
      if (!algorithm)
        return failure();
      props.algorithm = llvm::cast<DotAlgorithmAttr>(algorithm);
      continue;
    }
    return parser.emitError(loc, "expected 'precision' or 'algorithm' (each "
                                 "at most once), got '")
           << key << "'";
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  return parseBinaryFunctionalType(parser, result, operands);
}

void DotGeneralOp::print(OpAsmPrinter &p) {
  p << ' ' << getLhs() << ", " << getRhs();
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << ", batching_dims = ";
    printIntList(p, dims.getLhsBatchingDimensions());
    p << " x ";
    printIntList(p, dims.getRhsBatchingDimensions());
  }
  p << ", contracting_dims = ";
  printIntList(p, dims.getLhsContractingDimensions());
  p << " x ";
  printIntList(p, dims.getRhsContractingDimensions());
  if (ArrayAttr precision = getPrecisionConfigAttr()) {
    p << ", precision = ";
    printPrecisionList(p, precision);
  }
  if (DotAlgorithmAttr algorithm = getAlgorithmAttr()) {
    p << ", algorithm = ";
    algorithm.print(p);
  }
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {"dot_dimension_numbers", "precision_config", "algorithm"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

/// Checks that `dims` are in [0, rank) (`rangeC`), and returns failure
/// with a diagnostic otherwise.
static LogicalResult checkDimsInRange(EmitErrorFn emitError,
                                      ArrayRef<int64_t> dims, int64_t rank,
                                      StringRef name, StringRef rangeC) {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return emitError() << name << " " << formatDims(dims)
                         << " must be in [0, " << rank << ") (" << rangeC
                         << ")";
  return success();
}

static LogicalResult checkUnique(EmitErrorFn emitError, ArrayRef<int64_t> a,
                                 ArrayRef<int64_t> b, StringRef side,
                                 StringRef constraint) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t d : llvm::concat<const int64_t>(a, b))
    if (!seen.insert(d).second)
      return emitError() << side << " batching and contracting dimensions "
                         << formatDims(a) << " and " << formatDims(b)
                         << " must be unique (" << constraint << ")";
  return success();
}

/// (spec: dot_general C1-C10, C12) Checks the dimension numbers against the
/// operand types and computes the result shape.
static LogicalResult inferDotGeneralShape(EmitErrorFn emitError,
                                          RankedTensorType lhs,
                                          RankedTensorType rhs,
                                          DotDimensionNumbersAttr dims,
                                          SmallVectorImpl<int64_t> &shape) {
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions(),
                    rhsBatch = dims.getRhsBatchingDimensions(),
                    lhsContract = dims.getLhsContractingDimensions(),
                    rhsContract = dims.getRhsContractingDimensions();
  if (lhsBatch.size() != rhsBatch.size())
    return emitError() << "lhs and rhs must have the same number of batching "
                          "dimensions (C1), but got "
                       << formatDims(lhsBatch) << " and "
                       << formatDims(rhsBatch);
  if (lhsContract.size() != rhsContract.size())
    return emitError() << "lhs and rhs must have the same number of "
                          "contracting dimensions (C2), but got "
                       << formatDims(lhsContract) << " and "
                       << formatDims(rhsContract);
  if (failed(checkUnique(emitError, lhsBatch, lhsContract, "lhs", "C3")) ||
      failed(checkUnique(emitError, rhsBatch, rhsContract, "rhs", "C4")) ||
      failed(checkDimsInRange(emitError, lhsBatch, lhs.getRank(),
                              "lhs batching dimensions", "C5")) ||
      failed(checkDimsInRange(emitError, lhsContract, lhs.getRank(),
                              "lhs contracting dimensions", "C6")) ||
      failed(checkDimsInRange(emitError, rhsBatch, rhs.getRank(),
                              "rhs batching dimensions", "C7")) ||
      failed(checkDimsInRange(emitError, rhsContract, rhs.getRank(),
                              "rhs contracting dimensions", "C8")))
    return failure();
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (!isCompatibleDim(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitError() << "batching dimension sizes must match (C9), but "
                            "lhs dimension "
                         << l << " has size " << lhs.getDimSize(l)
                         << " and rhs dimension " << r << " has size "
                         << rhs.getDimSize(r);
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (!isCompatibleDim(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitError() << "contracting dimension sizes must match (C10), "
                            "but lhs dimension "
                         << l << " has size " << lhs.getDimSize(l)
                         << " and rhs dimension " << r << " has size "
                         << rhs.getDimSize(r);
  // (C12) batch ++ lhs free ++ rhs free.
  for (int64_t d : lhsBatch)
    shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < lhs.getRank(); ++d)
    if (!llvm::is_contained(lhsBatch, d) && !llvm::is_contained(lhsContract, d))
      shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < rhs.getRank(); ++d)
    if (!llvm::is_contained(rhsBatch, d) && !llvm::is_contained(rhsContract, d))
      shape.push_back(rhs.getDimSize(d));
  return success();
}

LogicalResult DotGeneralOp::inferReturnTypeComponents(
    MLIRContext *context, std::optional<Location> location,
    ValueShapeRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DotGeneralOp::Adaptor adaptor(operands, attributes, properties, regions);
  auto lhs = llvm::dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
  auto rhs = llvm::dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
  if (!lhs || !rhs || !adaptor.getDotDimensionNumbers())
    return failure();
  SmallVector<int64_t> shape;
  if (failed(inferDotGeneralShape([&] { return emitAt(location, context); },
                                  lhs, rhs, adaptor.getDotDimensionNumbers(),
                                  shape)))
    return failure();
  inferred.emplace_back(shape);
  return success();
}

/// (spec: dot_general C21-C24) An algorithm requires DEFAULT precisions and
/// positive component and operation counts.
static LogicalResult verifyDotAlgorithm(EmitErrorFn emitError,
                                        DotAlgorithmAttr algorithm,
                                        std::optional<ArrayAttr> precision) {
  if (precision)
    for (Attribute a : *precision)
      if (auto p = llvm::dyn_cast<PrecisionAttr>(a);
          p && p.getValue() != Precision::DEFAULT)
        return emitError() << "precision_config must be [DEFAULT, DEFAULT] "
                              "when an algorithm is given (C21)";
  if (algorithm.getLhsComponentCount() <= 0)
    return emitError() << "lhs_component_count must be positive (C22), but "
                          "is "
                       << algorithm.getLhsComponentCount();
  if (algorithm.getRhsComponentCount() <= 0)
    return emitError() << "rhs_component_count must be positive (C23), but "
                          "is "
                       << algorithm.getRhsComponentCount();
  if (algorithm.getNumPrimitiveOperations() <= 0)
    return emitError() << "num_primitive_operations must be positive (C24), "
                          "but is "
                       << algorithm.getNumPrimitiveOperations();
  for (Type t :
       {algorithm.getLhsPrecisionType(), algorithm.getRhsPrecisionType(),
        algorithm.getAccumulationType()})
    if (!llvm::isa<FloatType>(t))
      return emitError() << "dot algorithm precision and accumulation types "
                            "must be floating-point types, but got "
                         << t;
  return success();
}

LogicalResult DotGeneralOp::verify() {
  auto emitError = [&] { return emitOpError(); };
  auto lhs = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(getRhs().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  SmallVector<int64_t> shape;
  if (failed(inferDotGeneralShape(emitError, lhs, rhs, getDotDimensionNumbers(),
                                  shape)) ||
      failed(verifyPrecisionConfig(emitError, getPrecisionConfig(), "C11")) ||
      failed(verifyInferredShape(emitError, shape, result, "result (C12)")))
    return failure();
  bool quantized = isQuantizedTensor(lhs) || isQuantizedTensor(rhs) ||
                   isQuantizedTensor(result);
  if (!quantized &&
      !productElementTypesMatch(lhs.getElementType(), rhs.getElementType()))
    return emitOpError() << "lhs and rhs must have the same element type "
                            "(C13), but got "
                         << lhs.getElementType() << " and "
                         << rhs.getElementType();
  if (quantized) {
    if (getPerAxis(lhs))
      return emitOpError("lhs must not be per-axis quantized (I1)");
    // C15 (rhs zero points are 0) is not enforced: JAX exports quantized
    // products with other rhs zero points (its quantized test programs use
    // -128), and they are well defined by the spec's semantics, which kiln
    // computes exactly (docs/quantization.md).
    QuantConstraintNumbers numbers{"C14", nullptr, "C16", "",
                                   "C17", "C18",   "C19", "C20"};
    if (failed(verifyQuantizedProduct(
            emitError, lhs, rhs, result,
            getDotDimensionNumbers().getRhsContractingDimensions(),
            /*rhsAxis=*/-1, /*resultAxis=*/-1, numbers)))
      return failure();
  }
  if (DotAlgorithmAttr algorithm = getAlgorithmAttr())
    return verifyDotAlgorithm(emitError, algorithm, getPrecisionConfig());
  return success();
}

//===----------------------------------------------------------------------===//
// DotOp (legacy)
//===----------------------------------------------------------------------===//

// stablehlo.dot %a, %b[, precision = [..]] {attrs} : (lhs, rhs) -> result
ParseResult DotOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands(2);
  if (parser.parseOperand(operands[0]) || parser.parseComma() ||
      parser.parseOperand(operands[1]))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    ArrayAttr precision;
    if (parser.parseKeyword("precision") || parser.parseEqual() ||
        parsePrecisionList(parser, precision))
      return failure();
    result.getOrAddProperties<Properties>().precision_config = precision;
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  return parseBinaryFunctionalType(parser, result, operands);
}

void DotOp::print(OpAsmPrinter &p) {
  p << ' ' << getLhs() << ", " << getRhs();
  if (ArrayAttr precision = getPrecisionConfigAttr()) {
    p << ", precision = ";
    printPrecisionList(p, precision);
  }
  p.printOptionalAttrDict((*this)->getAttrs(), {"precision_config"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

// dot is dot_general contracting the last lhs dimension with the first rhs
// dimension, for vectors and matrices only.
LogicalResult DotOp::verify() {
  auto lhs = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(getRhs().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  if (lhs.getRank() < 1 || lhs.getRank() > 2 || rhs.getRank() < 1 ||
      rhs.getRank() > 2)
    return emitOpError() << "operands must be vectors or matrices, but have "
                            "ranks "
                         << lhs.getRank() << " and " << rhs.getRank();
  if (!isCompatibleDim(lhs.getDimSize(lhs.getRank() - 1), rhs.getDimSize(0)))
    return emitOpError() << "the last lhs dimension (size "
                         << lhs.getDimSize(lhs.getRank() - 1)
                         << ") must match the first rhs dimension (size "
                         << rhs.getDimSize(0) << ")";
  if (!isQuantizedTensor(lhs) && !isQuantizedTensor(rhs) &&
      lhs.getElementType() != rhs.getElementType())
    return emitOpError() << "lhs and rhs must have the same element type, "
                            "but got "
                         << lhs.getElementType() << " and "
                         << rhs.getElementType();
  if (failed(verifyPrecisionConfig([&] { return emitOpError(); },
                                   getPrecisionConfig(), "dot_general C11")))
    return failure();
  SmallVector<int64_t> shape(lhs.getShape().drop_back());
  llvm::append_range(shape, rhs.getShape().drop_front());
  return verifyInferredShape([&] { return emitOpError(); }, shape, result);
}

//===----------------------------------------------------------------------===//
// EinsumOp / UnaryEinsumOp (legacy)
//===----------------------------------------------------------------------===//

/// Checks `config` = "<in>(,<in>)*-><out>" with one subscript string per
/// operand (`numInputs` of them) whose letter count matches the rank,
/// unless it uses an ellipsis.
static LogicalResult verifyEinsumConfig(Operation *op, StringRef config,
                                        TypeRange inputs, Type output) {
  auto [lhs, out] = config.split("->");
  if (lhs.size() == config.size())
    return op->emitOpError()
           << "einsum_config \"" << config << "\" must contain '->'";
  SmallVector<StringRef> parts;
  lhs.split(parts, ',');
  if (parts.size() != inputs.size())
    return op->emitOpError() << "einsum_config \"" << config << "\" must have "
                             << inputs.size() << " operand subscript(s)";
  auto checkRank = [&](StringRef subscripts, Type type,
                       StringRef what) -> LogicalResult {
    auto tensor = llvm::cast<RankedTensorType>(type);
    if (subscripts.contains("..."))
      return success();
    if (static_cast<int64_t>(subscripts.size()) != tensor.getRank())
      return op->emitOpError()
             << "subscripts \"" << subscripts << "\" of the " << what
             << " do not match its rank " << tensor.getRank();
    return success();
  };
  for (auto [index, part] : llvm::enumerate(parts))
    if (failed(checkRank(part, inputs[index],
                         "operand #" + std::to_string(index))))
      return failure();
  return checkRank(out, output, "result");
}

LogicalResult EinsumOp::verify() {
  return verifyEinsumConfig(*this, getEinsumConfig(),
                            getOperation()->getOperandTypes(), getType());
}

LogicalResult UnaryEinsumOp::verify() {
  return verifyEinsumConfig(*this, getEinsumConfig(),
                            getOperation()->getOperandTypes(), getType());
}
