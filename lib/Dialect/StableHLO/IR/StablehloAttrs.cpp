//===- StablehloAttrs.cpp - StableHLO attribute parsing and printing ------===//
//
// Structured attributes print as `#stablehlo.name<key = value, ...>`. As in
// the StableHLO printer, empty lists and zero integers are left out of
// dimension-number attributes, and parsers accept the keys in any order.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

#include <array>

using namespace mlir;
using namespace kiln::stablehlo;

#include "kiln/Dialect/StableHLO/IR/StablehloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloAttrs.cpp.inc"

void StableHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Integer lists
//===----------------------------------------------------------------------===//

ParseResult kiln::stablehlo::parseIntList(AsmParser &parser,
                                          SmallVectorImpl<int64_t> &values,
                                          bool allowDynamic) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        if (allowDynamic && succeeded(parser.parseOptionalQuestion())) {
          values.push_back(ShapedType::kDynamic);
          return success();
        }
        int64_t value;
        if (parser.parseInteger(value))
          return failure();
        values.push_back(value);
        return success();
      });
}

void kiln::stablehlo::printIntList(AsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleaveComma(values, p, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      p << '?';
    else
      p << v;
  });
  p << ']';
}

//===----------------------------------------------------------------------===//
// Keyed structs: `<key = value, key = value>`
//===----------------------------------------------------------------------===//

namespace {
/// One field of a keyed struct: an integer list, or a single integer.
struct Field {
  StringRef key;
  SmallVector<int64_t> *list = nullptr;
  int64_t *scalar = nullptr;
  bool seen = false;
};

/// Parses `key = value, key = value>` (at least one entry), calling
/// `parseValue` after each `key =`, which parses the value or reports the
/// key.
ParseResult
parseKeyValues(AsmParser &parser,
               function_ref<ParseResult(StringRef key, SMLoc loc)> parseValue) {
  auto parseOne = [&]() -> ParseResult {
    StringRef key;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    return parseValue(key, loc);
  };
  if (parser.parseCommaSeparatedList(parseOne) || parser.parseGreater())
    return failure();
  return success();
}

/// The error for a key that `#stablehlo.<attrName>` does not have.
ParseResult unknownKey(AsmParser &parser, SMLoc loc, StringRef key,
                       StringRef attrName) {
  return parser.emitError(loc)
         << "unknown key '" << key << "' in #stablehlo." << attrName;
}

/// Parses the value of `field`.
ParseResult parseFieldValue(AsmParser &parser, Field &field) {
  if (field.list)
    return parseIntList(parser, *field.list);
  return parser.parseInteger(*field.scalar);
}

/// Parses `<key = [..], key = N, ...>` in any key order; each key at most
/// once. The `<` has not been consumed yet.
ParseResult parseKeyedStruct(AsmParser &parser, MutableArrayRef<Field> fields,
                             StringRef attrName) {
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  return parseKeyValues(parser, [&](StringRef key, SMLoc loc) -> ParseResult {
    for (Field &field : fields) {
      if (field.key != key)
        continue;
      if (field.seen)
        return parser.emitError(loc)
               << "duplicate '" << key << "' in #stablehlo." << attrName;
      field.seen = true;
      return parseFieldValue(parser, field);
    }
    return unknownKey(parser, loc, key, attrName);
  });
}

/// Prints the fields that are not empty / zero, unless `printAll`.
class KeyedPrinter {
public:
  KeyedPrinter(AsmPrinter &p) : p(p) { p << '<'; }
  ~KeyedPrinter() { p << '>'; }
  void list(StringRef key, ArrayRef<int64_t> values, bool always = false) {
    if (values.empty() && !always)
      return;
    sep();
    p << key << " = ";
    printIntList(p, values);
  }
  void scalar(StringRef key, int64_t value, bool always = false) {
    if (value == 0 && !always)
      return;
    sep();
    p << key << " = " << value;
  }

private:
  void sep() {
    if (!first)
      p << ", ";
    first = false;
  }
  AsmPrinter &p;
  bool first = true;
};
} // namespace

//===----------------------------------------------------------------------===//
// gather / scatter / dot dimension numbers
//===----------------------------------------------------------------------===//

namespace {
/// Gather and scatter dimension numbers have the same layout: five
/// dimension lists, then index_vector_dim.
constexpr size_t kNumIndexingLists = 5;
using IndexingDimsKeys = std::array<StringRef, kNumIndexingLists>;

/// Parses gather or scatter dimension numbers (`AttrT`, keyed by `keys`).
template <typename AttrT>
Attribute parseIndexingDims(AsmParser &parser, StringRef attrName,
                            const IndexingDimsKeys &keys) {
  SmallVector<int64_t> lists[kNumIndexingLists];
  int64_t indexVectorDim = 0;
  SmallVector<Field> fields;
  for (auto [key, list] : llvm::zip(keys, lists))
    fields.push_back({key, &list});
  fields.push_back({"index_vector_dim", nullptr, &indexVectorDim});
  if (parseKeyedStruct(parser, fields, attrName))
    return {};
  return AttrT::get(parser.getContext(), lists[0], lists[1], lists[2], lists[3],
                    lists[4], indexVectorDim);
}

void printIndexingDims(AsmPrinter &p, const IndexingDimsKeys &keys,
                       ArrayRef<ArrayRef<int64_t>> lists,
                       int64_t indexVectorDim) {
  KeyedPrinter kp(p);
  for (auto [key, list] : llvm::zip_equal(keys, lists))
    kp.list(key, list);
  kp.scalar("index_vector_dim", indexVectorDim);
}

constexpr IndexingDimsKeys kGatherKeys = {
    "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
    "start_indices_batching_dims", "start_index_map"};
constexpr IndexingDimsKeys kScatterKeys = {
    "update_window_dims", "inserted_window_dims", "input_batching_dims",
    "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"};
} // namespace

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  return parseIndexingDims<GatherDimensionNumbersAttr>(parser, "gather",
                                                       kGatherKeys);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &p) const {
  printIndexingDims(p, kGatherKeys,
                    {getOffsetDims(), getCollapsedSliceDims(),
                     getOperandBatchingDims(), getStartIndicesBatchingDims(),
                     getStartIndexMap()},
                    getIndexVectorDim());
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  return parseIndexingDims<ScatterDimensionNumbersAttr>(parser, "scatter",
                                                        kScatterKeys);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &p) const {
  printIndexingDims(p, kScatterKeys,
                    {getUpdateWindowDims(), getInsertedWindowDims(),
                     getInputBatchingDims(), getScatterIndicesBatchingDims(),
                     getScatterDimsToOperandDims()},
                    getIndexVectorDim());
}

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  Field fields[] = {{"lhs_batching_dimensions", &lhsBatch},
                    {"rhs_batching_dimensions", &rhsBatch},
                    {"lhs_contracting_dimensions", &lhsContract},
                    {"rhs_contracting_dimensions", &rhsContract}};
  if (parseKeyedStruct(parser, fields, "dot"))
    return {};
  return get(parser.getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
}

void DotDimensionNumbersAttr::print(AsmPrinter &p) const {
  KeyedPrinter kp(p);
  kp.list("lhs_batching_dimensions", getLhsBatchingDimensions());
  kp.list("rhs_batching_dimensions", getRhsBatchingDimensions());
  kp.list("lhs_contracting_dimensions", getLhsContractingDimensions());
  kp.list("rhs_contracting_dimensions", getRhsContractingDimensions());
}

//===----------------------------------------------------------------------===//
// output_operand_alias: every field is always printed.
//===----------------------------------------------------------------------===//

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputTuple, operandTuple;
  int64_t operandIndex = 0;
  Field fields[] = {{"output_tuple_indices", &outputTuple},
                    {"operand_index", nullptr, &operandIndex},
                    {"operand_tuple_indices", &operandTuple}};
  if (parseKeyedStruct(parser, fields, "output_operand_alias"))
    return {};
  return get(parser.getContext(), outputTuple, operandIndex, operandTuple);
}

void OutputOperandAliasAttr::print(AsmPrinter &p) const {
  KeyedPrinter kp(p);
  kp.list("output_tuple_indices", getOutputTupleIndices(), /*always=*/true);
  kp.scalar("operand_index", getOperandIndex(), /*always=*/true);
  kp.list("operand_tuple_indices", getOperandTupleIndices(), /*always=*/true);
}

//===----------------------------------------------------------------------===//
// dot_algorithm
//===----------------------------------------------------------------------===//

Attribute DotAlgorithmAttr::parse(AsmParser &parser, Type) {
  Type lhsType, rhsType, accType;
  int64_t lhsCount = 0, rhsCount = 0, numOps = 0;
  bool allowImprecise = false;
  llvm::StringSet<> seen;
  auto parseValue = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (!seen.insert(key).second)
      return parser.emitError(loc)
             << "duplicate '" << key << "' in #stablehlo.dot_algorithm";
    if (key == "lhs_precision_type")
      return parser.parseType(lhsType);
    if (key == "rhs_precision_type")
      return parser.parseType(rhsType);
    if (key == "accumulation_type")
      return parser.parseType(accType);
    if (key == "lhs_component_count")
      return parser.parseInteger(lhsCount);
    if (key == "rhs_component_count")
      return parser.parseInteger(rhsCount);
    if (key == "num_primitive_operations")
      return parser.parseInteger(numOps);
    if (key == "allow_imprecise_accumulation") {
      if (succeeded(parser.parseOptionalKeyword("true")))
        allowImprecise = true;
      else if (parser.parseKeyword("false"))
        return failure();
      return success();
    }
    return unknownKey(parser, loc, key, "dot_algorithm");
  };
  if (parser.parseLess() || parseKeyValues(parser, parseValue))
    return {};
  if (!lhsType || !rhsType || !accType) {
    parser.emitError(parser.getCurrentLocation(),
                     "#stablehlo.dot_algorithm needs lhs_precision_type, "
                     "rhs_precision_type and accumulation_type");
    return {};
  }
  return get(parser.getContext(), lhsType, rhsType, accType, lhsCount, rhsCount,
             numOps, allowImprecise);
}

void DotAlgorithmAttr::print(AsmPrinter &p) const {
  p << "<lhs_precision_type = " << getLhsPrecisionType()
    << ", rhs_precision_type = " << getRhsPrecisionType()
    << ", accumulation_type = " << getAccumulationType()
    << ", lhs_component_count = " << getLhsComponentCount()
    << ", rhs_component_count = " << getRhsComponentCount()
    << ", num_primitive_operations = " << getNumPrimitiveOperations()
    << ", allow_imprecise_accumulation = "
    << (getAllowImpreciseAccumulation() ? "true" : "false") << '>';
}

//===----------------------------------------------------------------------===//
// result_accuracy
//===----------------------------------------------------------------------===//

Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  ResultAccuracyModeAttr mode;
  auto parseValue = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "atol" || key == "rtol") {
      double value;
      if (parser.parseFloat(value))
        return failure();
      (key == "atol" ? atol : rtol) = APFloat(value);
      return success();
    }
    if (key == "ulps")
      return parser.parseInteger(ulps);
    if (key == "mode") {
      Attribute attr;
      if (parser.parseAttribute(attr))
        return failure();
      mode = llvm::dyn_cast<ResultAccuracyModeAttr>(attr);
      if (!mode)
        return parser.emitError(loc,
                                "expected #stablehlo.result_accuracy_mode");
      return success();
    }
    return unknownKey(parser, loc, key, "result_accuracy");
  };
  if (parser.parseLess() || parseKeyValues(parser, parseValue))
    return {};
  if (!mode)
    mode = ResultAccuracyModeAttr::get(parser.getContext(),
                                       ResultAccuracyMode::DEFAULT);
  return get(parser.getContext(), atol, rtol, ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &p) const {
  // Zero tolerances are the defaults and are left out; the mode always
  // prints.
  p << '<';
  if (!getAtol().isZero()) {
    p << "atol = ";
    p.printFloat(getAtol());
    p << ", ";
  }
  if (!getRtol().isZero()) {
    p << "rtol = ";
    p.printFloat(getRtol());
    p << ", ";
  }
  if (getUlps() != 0)
    p << "ulps = " << getUlps() << ", ";
  p << "mode = ";
  p.printAttribute(getMode());
  p << '>';
}

//===----------------------------------------------------------------------===//
// Bounds (tensor encodings for bounded dynamism)
//===----------------------------------------------------------------------===//

static ParseResult parseBoundsBody(AsmParser &parser,
                                   SmallVectorImpl<int64_t> &bounds) {
  // `<4, ?>`; an empty list is `<>`.
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        if (succeeded(parser.parseOptionalQuestion())) {
          bounds.push_back(ShapedType::kDynamic);
          return success();
        }
        int64_t value;
        if (parser.parseInteger(value))
          return failure();
        bounds.push_back(value);
        return success();
      }))
    return failure();
  return parser.parseGreater();
}

Attribute BoundsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parseBoundsBody(parser, bounds))
    return {};
  return get(parser.getContext(), bounds);
}

void BoundsAttr::print(AsmPrinter &p) const {
  p << '<';
  llvm::interleaveComma(getBounds(), p, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      p << '?';
    else
      p << v;
  });
  p << '>';
}

// `#stablehlo.type_extensions<bounds = [4, ?]>` is the older spelling of
// `#stablehlo.bounds<4, ?>`; it parses to the same BoundsAttr.
Attribute TypeExtensionsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parseIntList(parser, bounds, /*allowDynamic=*/true) ||
      parser.parseGreater())
    return {};
  return BoundsAttr::get(parser.getContext(), bounds);
}

void TypeExtensionsAttr::print(AsmPrinter &p) const {
  p << "<bounds = ";
  printIntList(p, getBounds());
  p << '>';
}

//===----------------------------------------------------------------------===//
// Convolution dimension numbers
//===----------------------------------------------------------------------===//

namespace {
/// The roles a letter can name in one of the three bracketed layouts.
enum class ConvRole { Batch, Feature, InputFeature, OutputFeature, Spatial };
} // namespace

/// Parses one `[b, 0, 1, f]` layout. `letters` maps 'b'/'f'/'i'/'o' to roles
/// that must each appear exactly once; numbers name spatial dimensions.
static ParseResult parseConvLayout(AsmParser &parser,
                                   ArrayRef<std::pair<char, int64_t *>> letters,
                                   SmallVectorImpl<int64_t> &spatial,
                                   StringRef what) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (spatial index, dim)
  llvm::SmallDenseSet<char> seenLetters;
  int64_t position = 0;
  auto parseOne = [&]() -> ParseResult {
    SMLoc itemLoc = parser.getCurrentLocation();
    int64_t number;
    OptionalParseResult isInt = parser.parseOptionalInteger(number);
    if (isInt.has_value()) {
      if (failed(*isInt))
        return failure();
      if (number < 0)
        return parser.emitError(itemLoc, "negative spatial dimension in ")
               << what << " layout";
      spatialAt.push_back({number, position++});
      return success();
    }
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    if (keyword.size() != 1)
      return parser.emitError(itemLoc, "unexpected '")
             << keyword << "' in " << what << " layout";
    for (auto [letter, slot] : letters) {
      if (keyword[0] != letter)
        continue;
      if (!seenLetters.insert(letter).second)
        return parser.emitError(itemLoc, "'")
               << letter << "' appears twice in " << what << " layout";
      *slot = position++;
      return success();
    }
    return parser.emitError(itemLoc, "unexpected '")
           << keyword << "' in " << what << " layout";
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseOne))
    return failure();
  if (seenLetters.size() != letters.size())
    return parser.emitError(loc, "the ")
           << what
           << " layout must name each of its non-spatial dimensions once";
  llvm::sort(spatialAt);
  for (auto [index, entry] : llvm::enumerate(spatialAt)) {
    if (entry.first != static_cast<int64_t>(index))
      return parser.emitError(loc, "spatial dimensions of the ")
             << what << " layout must be 0.." << spatialAt.size() - 1
             << ", each once";
    spatial.push_back(entry.second);
  }
  return success();
}

ParseResult
kiln::stablehlo::parseConvDimensions(AsmParser &parser,
                                     ConvDimensionNumbersAttr &dims) {
  int64_t inBatch = -1, inFeature = -1, kIn = -1, kOut = -1, outBatch = -1,
          outFeature = -1;
  SmallVector<int64_t> inSpatial, kSpatial, outSpatial;
  std::pair<char, int64_t *> input[] = {{'b', &inBatch}, {'f', &inFeature}};
  std::pair<char, int64_t *> kernel[] = {{'i', &kIn}, {'o', &kOut}};
  std::pair<char, int64_t *> output[] = {{'b', &outBatch}, {'f', &outFeature}};
  SMLoc loc = parser.getCurrentLocation();
  if (parseConvLayout(parser, input, inSpatial, "input") ||
      parser.parseKeyword("x") ||
      parseConvLayout(parser, kernel, kSpatial, "kernel") ||
      parser.parseArrow() ||
      parseConvLayout(parser, output, outSpatial, "output"))
    return failure();
  if (inSpatial.size() != kSpatial.size() ||
      inSpatial.size() != outSpatial.size())
    return parser.emitError(loc, "input, kernel and output layouts must have "
                                 "the same number of spatial dimensions");
  dims = ConvDimensionNumbersAttr::get(parser.getContext(), inBatch, inFeature,
                                       inSpatial, kIn, kOut, kSpatial, outBatch,
                                       outFeature, outSpatial);
  return success();
}

/// Prints one layout: position p holds the letter or spatial index whose
/// dimension number is p.
static void printConvLayout(AsmPrinter &p,
                            ArrayRef<std::pair<char, int64_t>> letters,
                            ArrayRef<int64_t> spatial) {
  int64_t rank = letters.size() + spatial.size();
  SmallVector<std::string> items(rank, "?");
  for (auto [letter, dim] : letters)
    if (dim >= 0 && dim < rank)
      items[dim] = std::string(1, letter);
  for (auto [index, dim] : llvm::enumerate(spatial))
    if (dim >= 0 && dim < rank)
      items[dim] = std::to_string(index);
  p << '[';
  llvm::interleaveComma(items, p);
  p << ']';
}

void kiln::stablehlo::printConvDimensions(AsmPrinter &p,
                                          ConvDimensionNumbersAttr dims) {
  printConvLayout(p,
                  {{'b', dims.getInputBatchDimension()},
                   {'f', dims.getInputFeatureDimension()}},
                  dims.getInputSpatialDimensions());
  p << 'x';
  printConvLayout(p,
                  {{'i', dims.getKernelInputFeatureDimension()},
                   {'o', dims.getKernelOutputFeatureDimension()}},
                  dims.getKernelSpatialDimensions());
  p << "->";
  printConvLayout(p,
                  {{'b', dims.getOutputBatchDimension()},
                   {'f', dims.getOutputFeatureDimension()}},
                  dims.getOutputSpatialDimensions());
}

/// Whether the dimension numbers are a permutation the compact layout form
/// can express; otherwise the `raw` form is printed.
static bool isCompactConvLayout(ConvDimensionNumbersAttr dims) {
  auto isPermutation = [](ArrayRef<int64_t> dimsIn) {
    llvm::SmallDenseSet<int64_t> seen;
    for (int64_t d : dimsIn)
      if (d < 0 || d >= static_cast<int64_t>(dimsIn.size()) ||
          !seen.insert(d).second)
        return false;
    return true;
  };
  auto gather = [](int64_t a, int64_t b, ArrayRef<int64_t> rest) {
    SmallVector<int64_t> all{a, b};
    all.append(rest.begin(), rest.end());
    return all;
  };
  return isPermutation(gather(dims.getInputBatchDimension(),
                              dims.getInputFeatureDimension(),
                              dims.getInputSpatialDimensions())) &&
         isPermutation(gather(dims.getKernelInputFeatureDimension(),
                              dims.getKernelOutputFeatureDimension(),
                              dims.getKernelSpatialDimensions())) &&
         isPermutation(gather(dims.getOutputBatchDimension(),
                              dims.getOutputFeatureDimension(),
                              dims.getOutputSpatialDimensions()));
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  ConvDimensionNumbersAttr dims;
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    SmallVector<int64_t> inSpatial, kSpatial, outSpatial;
    int64_t inBatch = 0, inFeature = 0, kIn = 0, kOut = 0, outBatch = 0,
            outFeature = 0;
    Field fields[] = {{"input_batch_dimension", nullptr, &inBatch},
                      {"input_feature_dimension", nullptr, &inFeature},
                      {"input_spatial_dimensions", &inSpatial},
                      {"kernel_input_feature_dimension", nullptr, &kIn},
                      {"kernel_output_feature_dimension", nullptr, &kOut},
                      {"kernel_spatial_dimensions", &kSpatial},
                      {"output_batch_dimension", nullptr, &outBatch},
                      {"output_feature_dimension", nullptr, &outFeature},
                      {"output_spatial_dimensions", &outSpatial}};
    // The raw body has no angle brackets of its own: parse the list inline.
    auto parseValue = [&](StringRef key, SMLoc loc) -> ParseResult {
      for (Field &field : fields)
        if (field.key == key)
          return parseFieldValue(parser, field);
      return unknownKey(parser, loc, key, "conv");
    };
    if (parseKeyValues(parser, parseValue))
      return {};
    return get(parser.getContext(), inBatch, inFeature, inSpatial, kIn, kOut,
               kSpatial, outBatch, outFeature, outSpatial);
  }
  if (parseConvDimensions(parser, dims) || parser.parseGreater())
    return {};
  return dims;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &p) const {
  if (isCompactConvLayout(*this)) {
    p << '<';
    printConvDimensions(p, *this);
    p << '>';
    return;
  }
  p << "<raw input_batch_dimension = " << getInputBatchDimension()
    << ", input_feature_dimension = " << getInputFeatureDimension()
    << ", input_spatial_dimensions = ";
  printIntList(p, getInputSpatialDimensions());
  p << ", kernel_input_feature_dimension = " << getKernelInputFeatureDimension()
    << ", kernel_output_feature_dimension = "
    << getKernelOutputFeatureDimension() << ", kernel_spatial_dimensions = ";
  printIntList(p, getKernelSpatialDimensions());
  p << ", output_batch_dimension = " << getOutputBatchDimension()
    << ", output_feature_dimension = " << getOutputFeatureDimension()
    << ", output_spatial_dimensions = ";
  printIntList(p, getOutputSpatialDimensions());
  p << '>';
}
