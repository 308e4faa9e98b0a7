//===- StablehloLinearAlgebraConv.cpp - convolution and dynamic_conv ------===//
//
// The convolution and dynamic_conv pretty form (`dim_numbers = ...,
// window = {...}`), the verifier (spec: convolution C1-C34) and
// result-shape inference; the same checks for dynamic_conv, whose padding
// is an operand.
//
//===----------------------------------------------------------------------===//

#include "StablehloLinearAlgebraCommon.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::linalg_detail;

//===----------------------------------------------------------------------===//
// Window attributes: `{stride = [..], pad = [[l, h], ..], lhs_dilate = [..],
// rhs_dilate = [..], reverse = [false, ..]}`
//===----------------------------------------------------------------------===//

namespace {
struct WindowAttrs {
  DenseI64ArrayAttr strides, lhsDilation, rhsDilation;
  DenseIntElementsAttr padding;
  DenseBoolArrayAttr reversal;
};
} // namespace

/// Parses `[[1, 2], [0, 0]]` into a tensor<Nx2xi64> attribute.
static ParseResult parsePadding(OpAsmParser &parser,
                                DenseIntElementsAttr &padding) {
  SmallVector<int64_t> values;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SmallVector<int64_t> pair;
            SMLoc pairLoc = parser.getCurrentLocation();
            if (parseIntList(parser, pair))
              return failure();
            if (pair.size() != 2)
              return parser.emitError(pairLoc, "expected a [low, high] pair");
            llvm::append_range(values, pair);
            return success();
          }))
    return failure();
  (void)loc;
  auto type =
      RankedTensorType::get({static_cast<int64_t>(values.size() / 2), 2},
                            IntegerType::get(parser.getContext(), 64));
  padding = DenseIntElementsAttr::get(type, values);
  return success();
}

/// `[false, true]`, also accepting `[0, 1]`.
static ParseResult parseBoolList(OpAsmParser &parser,
                                 SmallVectorImpl<bool> &values) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        if (succeeded(parser.parseOptionalKeyword("true"))) {
          values.push_back(true);
          return success();
        }
        if (succeeded(parser.parseOptionalKeyword("false"))) {
          values.push_back(false);
          return success();
        }
        SMLoc loc = parser.getCurrentLocation();
        int64_t value;
        if (parser.parseInteger(value))
          return failure();
        if (value != 0 && value != 1)
          return parser.emitError(loc, "expected true, false, 0 or 1");
        values.push_back(value == 1);
        return success();
      });
}

/// The body of `window = {...}` (the `{` is next); keys in any order, each
/// at most once.
static ParseResult parseWindowAttrs(OpAsmParser &parser, WindowAttrs &window) {
  MLIRContext *ctx = parser.getContext();
  if (parser.parseLBrace())
    return failure();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  auto parseOne = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    auto duplicate = [&]() {
      return parser.emitError(loc, "duplicate '") << key << "' in window";
    };
    if (key == "stride" || key == "lhs_dilate" || key == "rhs_dilate") {
      DenseI64ArrayAttr &slot = key == "stride"       ? window.strides
                                : key == "lhs_dilate" ? window.lhsDilation
                                                      : window.rhsDilation;
      if (slot)
        return duplicate();
      SmallVector<int64_t> values;
      if (parseIntList(parser, values))
        return failure();
      slot = DenseI64ArrayAttr::get(ctx, values);
      return success();
    }
    if (key == "pad") {
      if (window.padding)
        return duplicate();
      return parsePadding(parser, window.padding);
    }
    if (key == "reverse") {
      if (window.reversal)
        return duplicate();
      SmallVector<bool> values;
      if (parseBoolList(parser, values))
        return failure();
      window.reversal = DenseBoolArrayAttr::get(ctx, values);
      return success();
    }
    return parser.emitError(loc, "unknown window attribute '")
           << key
           << "', expected stride, pad, lhs_dilate, rhs_dilate or "
              "reverse";
  };
  if (parser.parseCommaSeparatedList(parseOne) || parser.parseRBrace())
    return failure();
  return success();
}

static void printWindowAttrs(OpAsmPrinter &p, const WindowAttrs &window) {
  p << '{';
  bool first = true;
  auto key = [&](StringRef name) {
    if (!first)
      p << ", ";
    first = false;
    p << name << " = ";
  };
  if (window.strides) {
    key("stride");
    printIntList(p, window.strides.asArrayRef());
  }
  if (window.padding) {
    key("pad");
    SmallVector<int64_t> values(window.padding.getValues<int64_t>());
    auto type = window.padding.getType();
    int64_t rowLength =
        type.getRank() == 2 ? type.getDimSize(1) : type.getNumElements();
    p << '[';
    for (int64_t row = 0;
         rowLength > 0 && row * rowLength < static_cast<int64_t>(values.size());
         ++row) {
      if (row)
        p << ", ";
      printIntList(p, ArrayRef(values).slice(row * rowLength, rowLength));
    }
    p << ']';
  }
  if (window.lhsDilation) {
    key("lhs_dilate");
    printIntList(p, window.lhsDilation.asArrayRef());
  }
  if (window.rhsDilation) {
    key("rhs_dilate");
    printIntList(p, window.rhsDilation.asArrayRef());
  }
  if (window.reversal) {
    key("reverse");
    p << '[';
    llvm::interleaveComma(window.reversal.asArrayRef(), p,
                          [&](bool b) { p << (b ? "true" : "false"); });
    p << ']';
  }
  p << '}';
}

//===----------------------------------------------------------------------===//
// ConvolutionOp and DynamicConvOp assembly
//===----------------------------------------------------------------------===//

// stablehlo.convolution(%lhs, %rhs) dim_numbers = <layout>,
//   window = {...} {batch_group_count = .., feature_group_count = ..,
//   precision_config = [..]} : (lhs, rhs) -> result
// and the same for stablehlo.dynamic_conv(%lhs, %rhs, %padding), whose
// window has no `pad` (the padding is the third operand).
template <typename ConvOp>
static ParseResult parseConvolutionForm(OpAsmParser &parser,
                                        OperationState &result) {
  constexpr bool isDynamic = std::is_same_v<ConvOp, DynamicConvOp>;
  constexpr unsigned numOperands = isDynamic ? 3 : 2;
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  ConvDimensionNumbersAttr dims;
  WindowAttrs window;
  if (parser.parseOperandList(operands, numOperands,
                              AsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dim_numbers") || parser.parseEqual() ||
      parseConvDimensions(parser, dims) || parser.parseComma() ||
      parser.parseKeyword("window") || parser.parseEqual())
    return failure();
  SMLoc windowLoc = parser.getCurrentLocation();
  if (parseWindowAttrs(parser, window))
    return failure();
  SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  auto &props = result.getOrAddProperties<typename ConvOp::Properties>();
  props.dimension_numbers = dims;
  props.window_strides = window.strides;
  if constexpr (isDynamic) {
    if (window.padding)
      return parser.emitError(windowLoc, "dynamic_conv takes its padding as "
                                         "its third operand, not as 'pad'");
  } else {
    props.padding = window.padding;
  }
  props.lhs_dilation = window.lhsDilation;
  props.rhs_dilation = window.rhsDilation;
  props.window_reversal = window.reversal;
  // The group counts and precisions are written in the attribute dictionary
  // but stored as properties.
  for (StringRef name : {"batch_group_count", "feature_group_count"}) {
    Attribute attr = result.attributes.erase(name);
    auto count = llvm::dyn_cast_or_null<IntegerAttr>(attr);
    if (!count)
      return parser.emitError(attrLoc, "expected an integer '")
             << name << "' in the attribute dictionary";
    (name == StringRef("batch_group_count") ? props.batch_group_count
                                            : props.feature_group_count) =
        count;
  }
  if (Attribute attr = result.attributes.erase("precision_config")) {
    auto precision = llvm::dyn_cast<ArrayAttr>(attr);
    if (!precision)
      return parser.emitError(attrLoc, "'precision_config' must be a list of "
                                       "#stablehlo<precision ...>");
    props.precision_config = precision;
  }
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType fnType;
  if (parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumInputs() != numOperands || fnType.getNumResults() != 1)
    return parser.emitError(typeLoc, "expected a function type with ")
           << numOperands << " inputs and 1 result";
  if (parser.resolveOperands(operands, fnType.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  return success();
}

template <typename ConvOp>
static void printConvolutionForm(OpAsmPrinter &p, ConvOp op,
                                 DenseIntElementsAttr padding) {
  p << '(';
  p.printOperands(op->getOperands());
  p << ") dim_numbers = ";
  printConvDimensions(p, op.getDimensionNumbers());
  p << ", window = ";
  WindowAttrs window{op.getWindowStridesAttr(), op.getLhsDilationAttr(),
                     op.getRhsDilationAttr(), padding,
                     op.getWindowReversalAttr()};
  printWindowAttrs(p, window);
  NamedAttrList attrs(op->getDiscardableAttrDictionary());
  attrs.set("batch_group_count", op.getBatchGroupCountAttr());
  attrs.set("feature_group_count", op.getFeatureGroupCountAttr());
  if (ArrayAttr precision = op.getPrecisionConfigAttr())
    attrs.set("precision_config", precision);
  p.printOptionalAttrDict(attrs.getDictionary(op.getContext()).getValue());
  p << " : ";
  p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

ParseResult ConvolutionOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseConvolutionForm<ConvolutionOp>(parser, result);
}

void ConvolutionOp::print(OpAsmPrinter &p) {
  printConvolutionForm(p, *this, getPaddingAttr());
}

ParseResult DynamicConvOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseConvolutionForm<DynamicConvOp>(parser, result);
}

void DynamicConvOp::print(OpAsmPrinter &p) {
  printConvolutionForm(p, *this, DenseIntElementsAttr());
}

//===----------------------------------------------------------------------===//
// Verification shared by convolution and dynamic_conv
//===----------------------------------------------------------------------===//

namespace {
/// The attributes of either convolution op; `padding` is empty (all zero)
/// when absent and `paddingKnown` false for dynamic_conv.
struct ConvParams {
  std::optional<ArrayRef<int64_t>> strides, lhsDilation, rhsDilation;
  std::optional<ArrayRef<bool>> reversal;
  SmallVector<int64_t> padding; // flattened [N-2, 2]
  bool hasPadding = false, paddingKnown = true;
  ConvDimensionNumbersAttr dims;
  int64_t featureGroups, batchGroups;
  std::optional<ArrayAttr> precision;
};
} // namespace

static LogicalResult checkWindowList(EmitErrorFn emitError,
                                     std::optional<ArrayRef<int64_t>> list,
                                     int64_t spatial, StringRef name,
                                     StringRef sizeC, StringRef positiveC) {
  if (!list)
    return success();
  ArrayRef<int64_t> values = *list;
  if (static_cast<int64_t>(values.size()) != spatial)
    return emitError() << name << " must have " << spatial
                       << " entries, one per spatial dimension (" << sizeC
                       << "), but has " << values.size();
  if (!positiveC.empty())
    for (int64_t v : values)
      if (v <= 0)
        return emitError() << name << " must be positive (" << positiveC
                           << "), but got " << formatDims(values);
  return success();
}

/// (C13, C18, C20) `dims` must be unique and in [0, N).
static LogicalResult checkLayout(EmitErrorFn emitError, ArrayRef<int64_t> dims,
                                 int64_t rank, StringRef what,
                                 StringRef constraint) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t d : dims) {
    if (d < 0 || d >= rank)
      return emitError() << what << " dimensions " << formatDims(dims)
                         << " must be in [0, " << rank << ") (" << constraint
                         << ")";
    if (!seen.insert(d).second)
      return emitError() << what << " dimensions " << formatDims(dims)
                         << " must be unique (" << constraint << ")";
  }
  return success();
}

/// Spec C1-C26 of convolution: checks the attributes against the operand
/// types and computes the result shape (spatial sizes are `?` when the
/// padding is not known).
static LogicalResult inferConvShape(EmitErrorFn emitError, RankedTensorType lhs,
                                    RankedTensorType rhs,
                                    const ConvParams &params,
                                    SmallVectorImpl<int64_t> &shape) {
  int64_t n = lhs.getRank();
  if (rhs.getRank() != n)
    return emitError() << "lhs and rhs must have the same rank (C1), but "
                          "have ranks "
                       << n << " and " << rhs.getRank();
  if (n < 2)
    return emitError() << "operands must have rank at least 2 (C1), but "
                          "have rank "
                       << n;
  int64_t spatial = n - 2;
  ConvDimensionNumbersAttr dims = params.dims;
  if (failed(checkWindowList(emitError, params.strides, spatial,
                             "window_strides", "C2", "C3")))
    return failure();
  if (params.hasPadding &&
      static_cast<int64_t>(params.padding.size()) != spatial * 2)
    return emitError() << "padding must have shape [" << spatial << ", 2] (C4)";
  if (failed(checkWindowList(emitError, params.lhsDilation, spatial,
                             "lhs_dilation", "C5", "C6")) ||
      failed(checkWindowList(emitError, params.rhsDilation, spatial,
                             "rhs_dilation", "C7", "C8")))
    return failure();
  if (params.reversal &&
      static_cast<int64_t>(params.reversal->size()) != spatial)
    return emitError() << "window_reversal must have " << spatial
                       << " entries, one per spatial dimension (C9), but has "
                       << params.reversal->size();
  // Layouts (C12, C13, C17-C20).
  auto layout = [](int64_t a, ArrayRef<int64_t> mid, int64_t b) {
    SmallVector<int64_t> all{a};
    llvm::append_range(all, mid);
    all.push_back(b);
    return all;
  };
  if (static_cast<int64_t>(dims.getInputSpatialDimensions().size()) != spatial)
    return emitError() << "input_spatial_dimensions must have " << spatial
                       << " entries (C12)";
  if (static_cast<int64_t>(dims.getKernelSpatialDimensions().size()) != spatial)
    return emitError() << "kernel_spatial_dimensions must have " << spatial
                       << " entries (C17)";
  if (static_cast<int64_t>(dims.getOutputSpatialDimensions().size()) != spatial)
    return emitError() << "output_spatial_dimensions must have " << spatial
                       << " entries (C19)";
  if (failed(checkLayout(emitError,
                         layout(dims.getInputBatchDimension(),
                                dims.getInputSpatialDimensions(),
                                dims.getInputFeatureDimension()),
                         n, "input", "C13")) ||
      failed(checkLayout(emitError,
                         layout(dims.getKernelInputFeatureDimension(),
                                dims.getKernelSpatialDimensions(),
                                dims.getKernelOutputFeatureDimension()),
                         n, "kernel", "C18")) ||
      failed(checkLayout(emitError,
                         layout(dims.getOutputBatchDimension(),
                                dims.getOutputSpatialDimensions(),
                                dims.getOutputFeatureDimension()),
                         n, "output", "C20")))
    return failure();
  // Group counts (C10, C11, C14-C16, C21-C23).
  int64_t fgc = params.featureGroups, bgc = params.batchGroups;
  if (fgc <= 0)
    return emitError() << "feature_group_count must be positive (C21), but "
                          "is "
                       << fgc;
  if (bgc <= 0)
    return emitError() << "batch_group_count must be positive (C22), but is "
                       << bgc;
  if (fgc != 1 && bgc != 1)
    return emitError() << "feature_group_count and batch_group_count cannot "
                          "both exceed 1 (C23), but are "
                       << fgc << " and " << bgc;
  int64_t inBatch = lhs.getDimSize(dims.getInputBatchDimension());
  int64_t inFeature = lhs.getDimSize(dims.getInputFeatureDimension());
  int64_t kIn = rhs.getDimSize(dims.getKernelInputFeatureDimension());
  int64_t kOut = rhs.getDimSize(dims.getKernelOutputFeatureDimension());
  if (!ShapedType::isDynamic(inBatch) && inBatch % bgc != 0)
    return emitError() << "input batch dimension size " << inBatch
                       << " must be a multiple of batch_group_count " << bgc
                       << " (C10)";
  if (!ShapedType::isDynamic(inFeature) && inFeature % fgc != 0)
    return emitError() << "input feature dimension size " << inFeature
                       << " must be a multiple of feature_group_count " << fgc
                       << " (C11)";
  if (!ShapedType::isDynamic(inFeature) && !ShapedType::isDynamic(kIn) &&
      kIn != inFeature / fgc)
    return emitError() << "kernel input feature dimension size " << kIn
                       << " must be the input feature dimension size "
                       << inFeature << " divided by feature_group_count " << fgc
                       << " (C14)";
  if (!ShapedType::isDynamic(kOut) && kOut % bgc != 0)
    return emitError() << "kernel output feature dimension size " << kOut
                       << " must be a multiple of batch_group_count " << bgc
                       << " (C15)";
  if (!ShapedType::isDynamic(kOut) && kOut % fgc != 0)
    return emitError() << "kernel output feature dimension size " << kOut
                       << " must be a multiple of feature_group_count " << fgc
                       << " (C16)";
  if (failed(verifyPrecisionConfig(emitError, params.precision, "C24")))
    return failure();
  // (C25, C26) The result shape.
  shape.assign(n, ShapedType::kDynamic);
  shape[dims.getOutputBatchDimension()] =
      ShapedType::isDynamic(inBatch) ? inBatch : inBatch / bgc;
  shape[dims.getOutputFeatureDimension()] = kOut;
  for (int64_t i = 0; i < spatial; ++i) {
    int64_t inSize = lhs.getDimSize(dims.getInputSpatialDimensions()[i]);
    int64_t kSize = rhs.getDimSize(dims.getKernelSpatialDimensions()[i]);
    int64_t &out = shape[dims.getOutputSpatialDimensions()[i]];
    if (!params.paddingKnown || ShapedType::isDynamic(inSize) ||
        ShapedType::isDynamic(kSize))
      continue;
    int64_t lhsDil = params.lhsDilation ? (*params.lhsDilation)[i] : 1;
    int64_t rhsDil = params.rhsDilation ? (*params.rhsDilation)[i] : 1;
    int64_t stride = params.strides ? (*params.strides)[i] : 1;
    int64_t padLow = params.hasPadding ? params.padding[2 * i] : 0;
    int64_t padHigh = params.hasPadding ? params.padding[2 * i + 1] : 0;
    // Attributes are input: every step is checked for 64-bit overflow.
    std::optional<int64_t> dilatedIn =
        inSize == 0 ? std::optional<int64_t>(0)
                    : llvm::checkedMulAdd<int64_t>(inSize - 1, lhsDil, 1);
    std::optional<int64_t> paddedIn =
        dilatedIn ? llvm::checkedAdd<int64_t>(*dilatedIn, padLow)
                  : std::nullopt;
    if (paddedIn)
      paddedIn = llvm::checkedAdd<int64_t>(*paddedIn, padHigh);
    std::optional<int64_t> dilatedWindow =
        kSize == 0 ? std::optional<int64_t>(0)
                   : llvm::checkedMulAdd<int64_t>(kSize - 1, rhsDil, 1);
    if (!paddedIn || !dilatedWindow)
      return emitError() << "window attributes overflow 64-bit sizes in "
                            "spatial dimension "
                         << i << " (C25)";
    bool empty = *paddedIn <= 0 || *dilatedWindow > *paddedIn;
    out = empty ? 0 : (*paddedIn - *dilatedWindow) / stride + 1;
  }
  return success();
}

/// Element types (C27) and quantization (C28-C34).
static LogicalResult verifyConvElementTypes(EmitErrorFn emitError,
                                            RankedTensorType lhs,
                                            RankedTensorType rhs,
                                            RankedTensorType result,
                                            ConvDimensionNumbersAttr dims) {
  bool quantized = isQuantizedTensor(lhs) || isQuantizedTensor(rhs) ||
                   isQuantizedTensor(result);
  if (!quantized) {
    // The result may be wider than the operands (a preferred element type).
    if (!productElementTypesMatch(lhs.getElementType(), rhs.getElementType()))
      return emitError() << "lhs and rhs must have the same element type "
                            "(C27), but got "
                         << lhs.getElementType() << " and "
                         << rhs.getElementType();
    return success();
  }
  if (getPerAxis(lhs))
    return emitError() << "lhs must not be per-axis quantized (I1)";
  QuantConstraintNumbers numbers{"C28", nullptr, "C29", "C30",
                                 "C31", "C32",   "C33", "C34"};
  return verifyQuantizedProduct(emitError, lhs, rhs, result, {},
                                dims.getKernelOutputFeatureDimension(),
                                dims.getOutputFeatureDimension(), numbers);
}

static ConvParams convParams(ConvolutionOp::Adaptor adaptor) {
  ConvParams params;
  if (auto a = adaptor.getWindowStridesAttr())
    params.strides = a.asArrayRef();
  if (auto a = adaptor.getLhsDilationAttr())
    params.lhsDilation = a.asArrayRef();
  if (auto a = adaptor.getRhsDilationAttr())
    params.rhsDilation = a.asArrayRef();
  if (auto a = adaptor.getWindowReversalAttr())
    params.reversal = a.asArrayRef();
  if (auto a = adaptor.getPaddingAttr()) {
    params.hasPadding = true;
    params.padding.assign(a.getValues<int64_t>().begin(),
                          a.getValues<int64_t>().end());
  }
  params.dims = adaptor.getDimensionNumbers();
  params.featureGroups = adaptor.getFeatureGroupCount();
  params.batchGroups = adaptor.getBatchGroupCount();
  if (auto a = adaptor.getPrecisionConfigAttr())
    params.precision = a;
  return params;
}

LogicalResult ConvolutionOp::inferReturnTypeComponents(
    MLIRContext *context, std::optional<Location> location,
    ValueShapeRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ConvolutionOp::Adaptor adaptor(operands, attributes, properties, regions);
  auto lhs = llvm::dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
  auto rhs = llvm::dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
  if (!lhs || !rhs || !adaptor.getDimensionNumbers() ||
      !adaptor.getFeatureGroupCountAttr() || !adaptor.getBatchGroupCountAttr())
    return failure();
  SmallVector<int64_t> shape;
  if (failed(inferConvShape([&] { return emitAt(location, context); }, lhs, rhs,
                            convParams(adaptor), shape)))
    return failure();
  inferred.emplace_back(shape);
  return success();
}

LogicalResult ConvolutionOp::verify() {
  auto emitError = [&] { return emitOpError(); };
  auto lhs = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(getRhs().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  if (auto padding = getPaddingAttr()) {
    auto type = padding.getType();
    int64_t spatial = lhs.getRank() - 2;
    if (type.getRank() != 2 || type.getDimSize(0) != spatial ||
        type.getDimSize(1) != 2)
      return emitOpError() << "padding must have shape [" << spatial
                           << ", 2] (C4), but has type " << type;
  }
  SmallVector<int64_t> shape;
  Adaptor adaptor(*this);
  if (failed(inferConvShape(emitError, lhs, rhs, convParams(adaptor), shape)) ||
      failed(verifyInferredShape(emitError, shape, result, "result (C25)")))
    return failure();
  return verifyConvElementTypes(emitError, lhs, rhs, result,
                                getDimensionNumbers());
}

//===----------------------------------------------------------------------===//
// DynamicConvOp
//===----------------------------------------------------------------------===//

LogicalResult DynamicConvOp::verify() {
  auto emitError = [&] { return emitOpError(); };
  auto lhs = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(getRhs().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  auto padding = llvm::cast<RankedTensorType>(getPadding().getType());
  int64_t spatial = lhs.getRank() - 2;
  if (!isCompatibleDim(padding.getDimSize(0), spatial) ||
      !isCompatibleDim(padding.getDimSize(1), 2))
    return emitOpError() << "padding must have shape [" << spatial
                         << ", 2] (convolution C4), but has type " << padding;
  ConvParams params;
  if (auto a = getWindowStridesAttr())
    params.strides = a.asArrayRef();
  if (auto a = getLhsDilationAttr())
    params.lhsDilation = a.asArrayRef();
  if (auto a = getRhsDilationAttr())
    params.rhsDilation = a.asArrayRef();
  if (auto a = getWindowReversalAttr())
    params.reversal = a.asArrayRef();
  params.paddingKnown = false;
  params.dims = getDimensionNumbers();
  params.featureGroups = getFeatureGroupCount();
  params.batchGroups = getBatchGroupCount();
  params.precision = getPrecisionConfig();
  SmallVector<int64_t> shape;
  if (failed(inferConvShape(emitError, lhs, rhs, params, shape)) ||
      failed(verifyInferredShape(emitError, shape, result,
                                 "result (convolution C25)")))
    return failure();
  return verifyConvElementTypes(emitError, lhs, rhs, result,
                                getDimensionNumbers());
}
