//===- StablehloToVhlo.cpp - StableHLO to portable artifacts --------------===//
//
// The way back: a StableHLO program as the VHLO of a target StableHLO
// version, and that VHLO as bytecode. Each op becomes the newest version of
// its VHLO op that the target has; every attribute that version has is
// given a value, the StableHLO attribute's or, when StableHLO leaves it
// unsaid, the value it stands for (unit strides, no padding, DEFAULT
// precision, "none" for an absent optional value). An op that needs a newer
// version than the target (a dot algorithm before 1.6, gather batching
// dimensions before 1.1, ...) is an error naming both.
//
//===----------------------------------------------------------------------===//

#include "kiln/Conversion/VhloToStablehlo.h"

#include "OpRebuilder.h"

#include "kiln/Conversion/Passes.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

namespace kiln {
#define GEN_PASS_DEF_STABLEHLOTOVHLO
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln;
namespace vh = kiln::vhlo;
namespace hlo = kiln::stablehlo;

namespace {

using Version = std::tuple<int, int, int>;

FailureOr<Version> parseVersion(StringRef text) {
  SmallVector<StringRef> parts;
  text.split(parts, '.');
  int numbers[3];
  if (parts.size() != 3)
    return failure();
  for (int i = 0; i < 3; ++i)
    if (parts[i].getAsInteger(10, numbers[i]))
      return failure();
  return Version{numbers[0], numbers[1], numbers[2]};
}

std::string toString(Version v) {
  return llvm::formatv("{0}.{1}.{2}", std::get<0>(v), std::get<1>(v),
                       std::get<2>(v))
      .str();
}

/// The VHLO op versions newer than _v1, with the StableHLO version that
/// introduced each, and the ops whose first version is newer than 0.9.0.
struct OpVersion {
  const char *name;
  Version since;
};
const OpVersion kVersions[] = {
    {"gather_v2", {1, 1, 0}},         {"scatter_v2", {1, 1, 0}},
    {"dynamic_gather_v2", {1, 1, 0}}, {"tan_v1", {1, 4, 0}},
    {"all_gather_v2", {1, 5, 0}},     {"all_reduce_v2", {1, 5, 0}},
    {"all_to_all_v2", {1, 5, 0}},     {"dot_general_v2", {1, 6, 0}},
    {"exponential_v2", {1, 9, 0}},    {"cbrt_v2", {1, 10, 0}},
    {"cosine_v2", {1, 10, 0}},        {"exponential_minus_one_v2", {1, 10, 0}},
    {"log_v2", {1, 10, 0}},           {"log_plus_one_v2", {1, 10, 0}},
    {"logistic_v2", {1, 10, 0}},      {"rsqrt_v2", {1, 10, 0}},
    {"sine_v2", {1, 10, 0}},          {"sqrt_v2", {1, 10, 0}},
    {"tan_v2", {1, 10, 0}},           {"tanh_v2", {1, 10, 0}},
    {"send_v2", {1, 12, 0}},          {"recv_v2", {1, 12, 0}},
    {"composite_v2", {1, 14, 0}},     {"async_start_v1", {1, 15, 0}},
    {"async_done_v1", {1, 15, 0}},
};

Version sinceOf(StringRef vhloName) {
  for (const OpVersion &v : kVersions)
    if (vhloName == v.name)
      return v.since;
  return {0, 9, 0};
}

class Writer : public OpRebuilder {
public:
  Writer(MLIRContext *ctx, Version target)
      : OpRebuilder(ctx), ctx(ctx), target(target) {}

  Type convertType(Type type, Location loc) override;
  Attribute convertAttr(Attribute attr, Location loc);

private:
  LogicalResult convertOp(Operation *op) override;
  LogicalResult flatten(Operation *op, NamedAttrList &attrs);
  Attribute defaultFor(Operation *op, StringRef vhloName, StringRef name,
                       const NamedAttrList &attrs);
  Type element(vh::TypeCode code) { return vh::ElementV1Type::get(ctx, code); }
  Attribute i64Tensor(ArrayRef<int64_t> values, ArrayRef<int64_t> shape);
  Attribute i64(int64_t value) {
    return vh::IntegerV1Attr::get(ctx, element(vh::TypeCode::SI64),
                                  APInt(64, value, /*isSigned=*/true));
  }
  Attribute none() {
    return vh::TypeV1Attr::get(ctx, element(vh::TypeCode::None));
  }
  InFlightDiagnostic error(Location loc) {
    failedAny = true;
    return emitError(loc);
  }

  MLIRContext *ctx;
  Version target;
  bool failedAny = false;
};

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

Type Writer::convertType(Type type, Location loc) {
  using vh::TypeCode;
  auto convertAll = [&](TypeRange types, SmallVectorImpl<Type> &out) {
    for (Type t : types) {
      Type converted = convertType(t, loc);
      if (!converted)
        return false;
      out.push_back(converted);
    }
    return true;
  };
  if (auto integer = llvm::dyn_cast<IntegerType>(type)) {
    bool isUnsigned = integer.isUnsigned();
    switch (integer.getWidth()) {
    case 1:
      return element(TypeCode::Bool);
    case 2:
      if (target < Version{1, 2, 0}) {
        error(loc) << "type " << type << " needs StableHLO 1.2.0, newer than "
                   << toString(target);
        return {};
      }
      return element(isUnsigned ? TypeCode::UI2 : TypeCode::SI2);
    case 4:
      return element(isUnsigned ? TypeCode::UI4 : TypeCode::SI4);
    case 8:
      return element(isUnsigned ? TypeCode::UI8 : TypeCode::SI8);
    case 16:
      return element(isUnsigned ? TypeCode::UI16 : TypeCode::SI16);
    case 32:
      return element(isUnsigned ? TypeCode::UI32 : TypeCode::SI32);
    case 64:
      return element(isUnsigned ? TypeCode::UI64 : TypeCode::SI64);
    default:
      break;
    }
  }
  std::optional<TypeCode> code =
      TypeSwitch<Type, std::optional<TypeCode>>(type)
          .Case([](IndexType) { return TypeCode::Index; })
          .Case([](BFloat16Type) { return TypeCode::BF16; })
          .Case([](Float16Type) { return TypeCode::F16; })
          .Case([](Float32Type) { return TypeCode::F32; })
          .Case([](Float64Type) { return TypeCode::F64; })
          .Case([](FloatTF32Type) { return TypeCode::TF32; })
          .Case([](Float4E2M1FNType) { return TypeCode::F4E2M1FN; })
          .Case([](Float6E2M3FNType) { return TypeCode::F6E2M3FN; })
          .Case([](Float6E3M2FNType) { return TypeCode::F6E3M2FN; })
          .Case([](Float8E3M4Type) { return TypeCode::F8E3M4; })
          .Case([](Float8E4M3Type) { return TypeCode::F8E4M3; })
          .Case([](Float8E4M3FNType) { return TypeCode::F8E4M3FN; })
          .Case([](Float8E4M3FNUZType) { return TypeCode::F8E4M3FNUZ; })
          .Case([](Float8E4M3B11FNUZType) { return TypeCode::F8E4M3B11FNUZ; })
          .Case([](Float8E5M2Type) { return TypeCode::F8E5M2; })
          .Case([](Float8E5M2FNUZType) { return TypeCode::F8E5M2FNUZ; })
          .Case([](Float8E8M0FNUType) { return TypeCode::F8E8M0FNU; })
          .Case([](NoneType) { return TypeCode::None; })
          .Case([](hlo::TokenType) { return TypeCode::Token; })
          .Default([](Type) { return std::nullopt; });
  if (code) {
    // Element types newer than StableHLO 1.0.0, with the version that
    // introduced each.
    std::optional<Version> since;
    switch (*code) {
    case TypeCode::SI2:
    case TypeCode::UI2:
      since = Version{1, 2, 0};
      break;
    case TypeCode::F8E4M3:
    case TypeCode::F8E3M4:
      since = Version{1, 7, 0};
      break;
    case TypeCode::F4E2M1FN:
    case TypeCode::F6E2M3FN:
    case TypeCode::F6E3M2FN:
    case TypeCode::F8E8M0FNU:
      since = Version{1, 8, 0};
      break;
    default:
      break;
    }
    if (since && target < *since) {
      error(loc) << "type " << type << " needs StableHLO " << toString(*since)
                 << ", newer than " << toString(target);
      return {};
    }
    return element(*code);
  }
  return TypeSwitch<Type, Type>(type)
      .Case([&](ComplexType complex) -> Type {
        Type element = convertType(complex.getElementType(), loc);
        return element ? vh::ComplexV1Type::get(ctx, element) : Type();
      })
      .Case([&](RankedTensorType tensor) -> Type {
        Type element = convertType(tensor.getElementType(), loc);
        Attribute encoding = convertAttr(tensor.getEncoding(), loc);
        if (!element || (tensor.getEncoding() && !encoding))
          return {};
        return vh::RankedTensorV1Type::get(ctx, tensor.getShape(), element,
                                           encoding);
      })
      .Case([&](UnrankedTensorType tensor) -> Type {
        Type element = convertType(tensor.getElementType(), loc);
        return element ? vh::UnrankedTensorV1Type::get(ctx, element) : Type();
      })
      .Case([&](TupleType tuple) -> Type {
        SmallVector<Type> types;
        if (!convertAll(tuple.getTypes(), types))
          return {};
        return vh::TupleV1Type::get(ctx, types);
      })
      .Case([&](FunctionType function) -> Type {
        SmallVector<Type> inputs, outputs;
        if (!convertAll(function.getInputs(), inputs) ||
            !convertAll(function.getResults(), outputs))
          return {};
        return vh::FunctionV1Type::get(ctx, inputs, outputs);
      })
      .Case([&](quant::UniformQuantizedType quant) -> Type {
        Type storage = convertType(quant.getStorageType(), loc);
        Type expressed = convertType(quant.getExpressedType(), loc);
        if (!storage || !expressed)
          return {};
        return vh::UniformQuantizedV1Type::get(
            ctx, quant.getFlags(), storage, expressed,
            APFloat(quant.getScale()), quant.getZeroPoint(),
            quant.getStorageTypeMin(), quant.getStorageTypeMax());
      })
      .Case([&](quant::UniformQuantizedPerAxisType quant) -> Type {
        Type storage = convertType(quant.getStorageType(), loc);
        Type expressed = convertType(quant.getExpressedType(), loc);
        if (!storage || !expressed)
          return {};
        SmallVector<APFloat> scales;
        for (double scale : quant.getScales())
          scales.push_back(APFloat(scale));
        return vh::UniformQuantizedPerAxisV1Type::get(
            ctx, quant.getFlags(), storage, expressed,
            quant.getQuantizedDimension(), scales, quant.getZeroPoints(),
            quant.getStorageTypeMin(), quant.getStorageTypeMax());
      })
      .Default([&](Type other) -> Type {
        error(loc) << "type " << other << " has no form in portable artifacts";
        return {};
      });
}

Attribute Writer::i64Tensor(ArrayRef<int64_t> values, ArrayRef<int64_t> shape) {
  auto type =
      vh::RankedTensorV1Type::get(ctx, shape, element(vh::TypeCode::SI64), {});
  SmallVector<char> data;
  for (int64_t value : values)
    for (int byte = 0; byte < 8; ++byte)
      data.push_back(char(uint64_t(value) >> (8 * byte)));
  return vh::TensorV1Attr::get(ctx, type, data);
}

Attribute Writer::convertAttr(Attribute attr, Location loc) {
  if (!attr || llvm::isa<vh::VhloDialect>(attr.getDialect()))
    return attr;
  auto enumOf = [&](vh::AttrCode code, uint64_t value) -> Attribute {
    return vh::EnumV1Attr::get(ctx, code, value);
  };
  return TypeSwitch<Attribute, Attribute>(attr)
      .Case([&](BoolAttr boolean) {
        return vh::BooleanV1Attr::get(ctx, boolean.getValue());
      })
      .Case([&](IntegerAttr integer) -> Attribute {
        Type type = convertType(integer.getType(), loc);
        return type ? vh::IntegerV1Attr::get(ctx, type, integer.getValue())
                    : Attribute();
      })
      .Case([&](FloatAttr floatAttr) -> Attribute {
        Type type = convertType(floatAttr.getType(), loc);
        return type ? vh::FloatV1Attr::get(ctx, type, floatAttr.getValue())
                    : Attribute();
      })
      .Case([&](StringAttr string) {
        return vh::StringV1Attr::get(ctx, string.getValue());
      })
      .Case([&](FlatSymbolRefAttr symbol) {
        return vh::StringV1Attr::get(ctx, symbol.getValue());
      })
      .Case([&](UnitAttr) { return vh::BooleanV1Attr::get(ctx, true); })
      .Case([&](ArrayAttr array) -> Attribute {
        SmallVector<Attribute> elements;
        for (Attribute element : array.getValue()) {
          Attribute converted = convertAttr(element, loc);
          if (!converted)
            return {};
          elements.push_back(converted);
        }
        return vh::ArrayV1Attr::get(ctx, elements);
      })
      .Case([&](DictionaryAttr dict) -> Attribute {
        SmallVector<std::pair<Attribute, Attribute>> entries;
        for (NamedAttribute entry : dict) {
          Attribute value = convertAttr(entry.getValue(), loc);
          if (!value)
            return {};
          entries.emplace_back(
              vh::StringV1Attr::get(ctx, entry.getName().getValue()), value);
        }
        return vh::DictionaryV1Attr::get(ctx, entries);
      })
      .Case([&](DenseI64ArrayAttr array) {
        return i64Tensor(array.asArrayRef(), {int64_t(array.size())});
      })
      .Case([&](DenseBoolArrayAttr array) {
        auto type = vh::RankedTensorV1Type::get(
            ctx, {int64_t(array.size())}, element(vh::TypeCode::Bool), {});
        SmallVector<char> data;
        for (bool value : array.asArrayRef())
          data.push_back(value ? 1 : 0);
        return vh::TensorV1Attr::get(ctx, type, data);
      })
      .Case([&](DenseElementsAttr elements) -> Attribute {
        Type type = convertType(elements.getType(), loc);
        if (!type)
          return {};
        SmallVector<char> data;
        if (elements.getElementType().isInteger(1)) {
          // A byte per boolean (the encoding packs them again).
          if (elements.isSplat())
            data.push_back(elements.getSplatValue<bool>() ? 1 : 0);
          else
            for (bool value : elements.getValues<bool>())
              data.push_back(value ? 1 : 0);
        } else {
          ArrayRef<char> raw = elements.getRawData();
          data.assign(raw.begin(), raw.end());
        }
        return vh::TensorV1Attr::get(ctx, type, data);
      })
      .Case([&](TypeAttr typeAttr) -> Attribute {
        Type type = convertType(typeAttr.getValue(), loc);
        return type ? vh::TypeV1Attr::get(ctx, type) : Attribute();
      })
      .Case([&](hlo::ComparisonDirectionAttr a) {
        return enumOf(vh::AttrCode::ComparisonDirection,
                      uint64_t(a.getValue()));
      })
      .Case([&](hlo::ComparisonTypeAttr a) {
        return enumOf(vh::AttrCode::ComparisonType, uint64_t(a.getValue()));
      })
      .Case([&](hlo::PrecisionAttr a) {
        return enumOf(vh::AttrCode::Precision, uint64_t(a.getValue()));
      })
      .Case([&](hlo::FftTypeAttr a) {
        return enumOf(vh::AttrCode::FftType, uint64_t(a.getValue()));
      })
      .Case([&](hlo::RngAlgorithmAttr a) {
        return enumOf(vh::AttrCode::RngAlgorithm, uint64_t(a.getValue()));
      })
      .Case([&](hlo::RngDistributionAttr a) {
        return enumOf(vh::AttrCode::RngDistribution, uint64_t(a.getValue()));
      })
      .Case([&](hlo::TransposeAttr a) {
        return enumOf(vh::AttrCode::Transpose, uint64_t(a.getValue()));
      })
      .Case([&](hlo::ResultAccuracyModeAttr a) {
        return enumOf(vh::AttrCode::ResultAccuracyMode, uint64_t(a.getValue()));
      })
      .Case([&](hlo::OutputOperandAliasAttr alias) {
        return vh::OutputOperandAliasV1Attr::get(
            ctx, alias.getOutputTupleIndices(), alias.getOperandIndex(),
            alias.getOperandTupleIndices());
      })
      .Case([&](hlo::ResultAccuracyAttr accuracy) -> Attribute {
        Attribute mode = convertAttr(accuracy.getMode(), loc);
        return vh::ResultAccuracyV1Attr::get(ctx, accuracy.getAtol(),
                                             accuracy.getRtol(),
                                             accuracy.getUlps(), mode);
      })
      .Case([&](hlo::TypeExtensionsAttr extensions) {
        return vh::TypeExtensionsV1Attr::get(ctx, extensions.getBounds());
      })
      .Case([&](hlo::BoundsAttr bounds) {
        return vh::TypeExtensionsV1Attr::get(ctx, bounds.getBounds());
      })
      .Default([&](Attribute other) -> Attribute {
        // Shardy's attributes (shardings, sharding rules) travel as they
        // are, in Shardy's own encoding.
        if (other.getDialect().getNamespace() == "sdy")
          return other;
        error(loc) << "attribute " << other
                   << " has no form in portable artifacts";
        return {};
      });
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// Puts the attributes StableHLO groups (dimension numbers, a dot algorithm,
/// a channel handle) as the separate attributes VHLO has.
LogicalResult Writer::flatten(Operation *op, NamedAttrList &attrs) {
  auto ints = [&](StringRef name, ArrayRef<int64_t> values) {
    attrs.set(name, DenseI64ArrayAttr::get(ctx, values));
  };
  auto integer = [&](StringRef name, int64_t value) {
    attrs.set(name, IntegerAttr::get(IntegerType::get(ctx, 64), value));
  };
  if (auto dims = llvm::dyn_cast_or_null<hlo::DotDimensionNumbersAttr>(
          attrs.erase("dot_dimension_numbers"))) {
    ints("lhs_batching_dimensions", dims.getLhsBatchingDimensions());
    ints("rhs_batching_dimensions", dims.getRhsBatchingDimensions());
    ints("lhs_contracting_dimensions", dims.getLhsContractingDimensions());
    ints("rhs_contracting_dimensions", dims.getRhsContractingDimensions());
  }
  if (auto algorithm = llvm::dyn_cast_or_null<hlo::DotAlgorithmAttr>(
          attrs.erase("algorithm"))) {
    attrs.set("lhs_precision_type",
              TypeAttr::get(algorithm.getLhsPrecisionType()));
    attrs.set("rhs_precision_type",
              TypeAttr::get(algorithm.getRhsPrecisionType()));
    attrs.set("accumulation_type",
              TypeAttr::get(algorithm.getAccumulationType()));
    integer("lhs_component_count", algorithm.getLhsComponentCount());
    integer("rhs_component_count", algorithm.getRhsComponentCount());
    integer("num_primitive_operations", algorithm.getNumPrimitiveOperations());
    attrs.set("allow_imprecise_accumulation",
              BoolAttr::get(ctx, algorithm.getAllowImpreciseAccumulation()));
  }
  Attribute dimensionNumbers = attrs.erase("dimension_numbers");
  if (auto conv = llvm::dyn_cast_or_null<hlo::ConvDimensionNumbersAttr>(
          dimensionNumbers)) {
    integer("input_batch_dimension", conv.getInputBatchDimension());
    integer("input_feature_dimension", conv.getInputFeatureDimension());
    ints("input_spatial_dimensions", conv.getInputSpatialDimensions());
    integer("kernel_input_feature_dimension",
            conv.getKernelInputFeatureDimension());
    integer("kernel_output_feature_dimension",
            conv.getKernelOutputFeatureDimension());
    ints("kernel_spatial_dimensions", conv.getKernelSpatialDimensions());
    integer("output_batch_dimension", conv.getOutputBatchDimension());
    integer("output_feature_dimension", conv.getOutputFeatureDimension());
    ints("output_spatial_dimensions", conv.getOutputSpatialDimensions());
  } else if (auto gather =
                 llvm::dyn_cast_or_null<hlo::GatherDimensionNumbersAttr>(
                     dimensionNumbers)) {
    ints("offset_dims", gather.getOffsetDims());
    ints("collapsed_slice_dims", gather.getCollapsedSliceDims());
    ints("operand_batching_dims", gather.getOperandBatchingDims());
    ints("start_indices_batching_dims", gather.getStartIndicesBatchingDims());
    ints("start_index_map", gather.getStartIndexMap());
    integer("index_vector_dim", gather.getIndexVectorDim());
  } else if (dimensionNumbers) {
    return error(op->getLoc())
           << "unexpected dimension_numbers " << dimensionNumbers;
  }
  if (auto scatter = llvm::dyn_cast_or_null<hlo::ScatterDimensionNumbersAttr>(
          attrs.erase("scatter_dimension_numbers"))) {
    ints("update_window_dims", scatter.getUpdateWindowDims());
    ints("inserted_window_dims", scatter.getInsertedWindowDims());
    ints("input_batching_dims", scatter.getInputBatchingDims());
    ints("scatter_indices_batching_dims",
         scatter.getScatterIndicesBatchingDims());
    ints("scatter_dims_to_operand_dims", scatter.getScatterDimsToOperandDims());
    integer("index_vector_dim", scatter.getIndexVectorDim());
  }
  if (auto channel = llvm::dyn_cast_or_null<hlo::ChannelHandleAttr>(
          attrs.erase("channel_handle"))) {
    integer("channel_id", channel.getHandle());
    integer("channel_type", channel.getType());
  }
  // custom_call's API version is an i32 in StableHLO, an enum in VHLO.
  if (auto api = llvm::dyn_cast_or_null<IntegerAttr>(attrs.get("api_version")))
    attrs.set("api_version",
              vh::EnumV1Attr::get(ctx, vh::AttrCode::CustomCallApiVersion,
                                  api.getInt()));
  return success();
}

/// The value of VHLO attribute `name` that StableHLO leaves unsaid.
Attribute Writer::defaultFor(Operation *op, StringRef vhloName, StringRef name,
                             const NamedAttrList &attrs) {
  auto rankOf = [&](Value v) -> int64_t {
    auto type = llvm::dyn_cast<ShapedType>(v.getType());
    return type && type.hasRank() ? type.getRank() : -1;
  };
  // Spatial dimensions of a convolution, or the rank of a windowed op.
  int64_t windowRank = -1;
  if (auto spatial = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
          attrs.get("input_spatial_dimensions")))
    windowRank = spatial.size();
  else if (auto window = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
               attrs.get("window_dimensions")))
    windowRank = window.size();
  else if (op->getNumOperands())
    windowRank = rankOf(op->getOperand(0));
  auto filled = [&](int64_t value) -> Attribute {
    if (windowRank < 0)
      return {};
    return i64Tensor(SmallVector<int64_t>(windowRank, value), {windowRank});
  };
  auto boolean = [&](bool value) { return vh::BooleanV1Attr::get(ctx, value); };
  auto emptyArray = [&] { return vh::ArrayV1Attr::get(ctx, {}); };
  if (name == "window_strides" || name == "lhs_dilation" ||
      name == "rhs_dilation" || name == "base_dilations" ||
      name == "window_dilations")
    return filled(1);
  if (name == "padding") {
    if (windowRank < 0)
      return {};
    return i64Tensor(SmallVector<int64_t>(2 * windowRank, 0), {windowRank, 2});
  }
  if (name == "window_reversal") {
    if (windowRank < 0)
      return {};
    auto type = vh::RankedTensorV1Type::get(ctx, {windowRank},
                                            element(vh::TypeCode::Bool), {});
    return vh::TensorV1Attr::get(ctx, type,
                                 SmallVector<char>(windowRank, char(0)));
  }
  if (name == "precision_config" || name == "called_computations" ||
      name == "operand_layouts" || name == "result_layouts" ||
      name == "output_operand_aliases" || name == "layout")
    return emptyArray();
  if (name == "indices_are_sorted" || name == "unique_indices" ||
      name == "has_side_effect" || name == "use_global_device_ids" ||
      name == "is_host_transfer" || name == "is_stable")
    return boolean(false);
  if (name == "compare_type")
    return vh::EnumV1Attr::get(ctx, vh::AttrCode::ComparisonType, 0);
  if (name == "api_version")
    return vh::EnumV1Attr::get(ctx, vh::AttrCode::CustomCallApiVersion, 1);
  if (name == "backend_config" || name == "sym_visibility" ||
      name == "infeed_config" || name == "outfeed_config")
    return vh::StringV1Attr::get(ctx, "");
  if (name == "channel_id" || name == "channel_type")
    return i64(0);
  if (name == "known_expanding_dimensions" ||
      name == "known_nonexpanding_dimensions")
    return i64Tensor({}, {0});
  if (name == "source_target_pairs")
    return i64Tensor({}, {0, 2});
  if (name == "composite_attributes")
    return vh::DictionaryV1Attr::get(ctx, {});
  if (name == "version")
    return vh::IntegerV1Attr::get(ctx, element(vh::TypeCode::SI32),
                                  APInt(32, 0));
  if (name == "result_accuracy")
    return vh::ResultAccuracyV1Attr::get(
        ctx, APFloat(0.0), APFloat(0.0), 0,
        vh::EnumV1Attr::get(ctx, vh::AttrCode::ResultAccuracyMode, 0));
  if (name == "lhs_precision_type" || name == "rhs_precision_type" ||
      name == "accumulation_type" || name == "lhs_component_count" ||
      name == "rhs_component_count" || name == "num_primitive_operations" ||
      name == "allow_imprecise_accumulation")
    return none();
  if (name == "lhs_batching_dimensions" || name == "rhs_batching_dimensions" ||
      name == "operand_batching_dims" ||
      name == "start_indices_batching_dims" || name == "input_batching_dims" ||
      name == "scatter_indices_batching_dims")
    return i64Tensor({}, {0});
  if (name == "arg_attrs" || name == "res_attrs") {
    auto function = llvm::cast<func::FuncOp>(op);
    size_t count = name == "arg_attrs" ? function.getNumArguments()
                                       : function.getNumResults();
    return vh::ArrayV1Attr::get(
        ctx, SmallVector<Attribute>(count, vh::DictionaryV1Attr::get(ctx, {})));
  }
  return {};
}

LogicalResult Writer::convertOp(Operation *op) {
  Location loc = op->getLoc();
  StringRef dialect = op->getDialect() ? op->getDialect()->getNamespace() : "";
  std::string base;
  if (llvm::isa<func::FuncOp>(op))
    base = "func";
  else if (llvm::isa<func::CallOp>(op))
    base = "call";
  else if (llvm::isa<func::ReturnOp, hlo::ReturnOp>(op))
    base = "return";
  else if (dialect == "stablehlo")
    base = op->getName().getStringRef().drop_front(strlen("stablehlo.")).str();
  else
    return error(loc) << "portable artifacts hold StableHLO programs; "
                      << op->getName() << " is not a StableHLO op";

  // The newest version of the op the target has.
  std::string vhloName;
  for (int v = 9; v >= 1; --v) {
    std::string candidate = base + "_v" + std::to_string(v);
    if (!RegisteredOperationName::lookup("vhlo." + candidate, ctx))
      continue;
    if (sinceOf(candidate) <= target) {
      vhloName = candidate;
      break;
    }
  }
  if (vhloName.empty())
    return error(loc) << "'" << op->getName()
                      << "' has no VHLO form in StableHLO " << toString(target);
  std::optional<RegisteredOperationName> vhloOp =
      RegisteredOperationName::lookup("vhlo." + vhloName, ctx);

  // The op's own attributes take the names VHLO gives them; discardable
  // ones (mhlo.sharding, ...) travel as they are, in VHLO form.
  NamedAttrList attrs;
  if (auto props = llvm::dyn_cast_or_null<DictionaryAttr>(
          op->getPropertiesAsAttribute()))
    attrs.append(props.getValue());
  if (failed(flatten(op, attrs)))
    return failure();
  OperationState state(loc, *vhloOp);
  const NamedAttrList all = attrs;
  for (StringAttr name : vhloOp->getAttributeNames()) {
    Attribute value = attrs.erase(name);
    Attribute converted = value
                              ? convertAttr(value, loc)
                              : defaultFor(op, vhloName, name.getValue(), all);
    if (failedAny)
      return failure();
    if (!converted)
      return error(loc) << "'" << op->getName() << "': no value for "
                        << vhloName << "'s attribute '" << name.getValue()
                        << "'";
    state.attributes.set(name, converted);
  }
  // An attribute the target's version of the op lacks may only hold the
  // value StableHLO assumes without it.
  for (NamedAttribute entry : attrs) {
    // A collective's channel is always device to device: VHLO keeps only
    // its id.
    if (entry.getName() == "channel_type")
      continue;
    Attribute converted = convertAttr(entry.getValue(), loc);
    if (failedAny)
      return failure();
    if (converted != defaultFor(op, vhloName, entry.getName().getValue(), all))
      return error(loc) << "'" << op->getName() << "': attribute '"
                        << entry.getName().getValue()
                        << "' needs a newer StableHLO than " << toString(target)
                        << " (" << vhloName << " has no such attribute)";
  }
  for (NamedAttribute entry : op->getDiscardableAttrs()) {
    Attribute converted = convertAttr(entry.getValue(), loc);
    if (!converted)
      return failure();
    state.attributes.set(entry.getName(), converted);
  }
  return rebuild(op, state);
}

} // namespace

StringRef kiln::currentPortableVersion() { return "1.17.0"; }

LogicalResult kiln::convertStablehloToVhlo(ModuleOp module,
                                           StringRef targetVersion) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<vhlo::VhloDialect>();
  FailureOr<Version> target = parseVersion(targetVersion);
  FailureOr<Version> current = parseVersion(currentPortableVersion());
  if (failed(target) || *target < Version{1, 0, 0} || *current < *target)
    return emitError(module.getLoc())
           << "cannot write portable artifacts for StableHLO '" << targetVersion
           << "': kiln writes 1.0.0 to " << currentPortableVersion();
  Writer writer(ctx, *target);
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(module.getLoc());
  if (failed(writer.convertBlock(*module.getBody(), *scratch->getBody())))
    return failure();
  module.getBody()->clear();
  module.getBody()->getOperations().splice(module.getBody()->end(),
                                           scratch->getBody()->getOperations());
  return success();
}

LogicalResult kiln::writePortableArtifact(ModuleOp module,
                                          StringRef targetVersion,
                                          raw_ostream &os) {
  OwningOpRef<ModuleOp> copy = module.clone();
  if (failed(convertStablehloToVhlo(*copy, targetVersion)))
    return failure();
  // The config keeps a reference to the producer string.
  std::string producer = ("StableHLO_v" + targetVersion).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(6);
  return writeBytecodeToFile(*copy, os, config);
}

namespace {
struct StablehloToVhloPass
    : kiln::impl::StablehloToVhloBase<StablehloToVhloPass> {
  using StablehloToVhloBase::StablehloToVhloBase;
  void runOnOperation() override {
    std::string version =
        target.empty() ? currentPortableVersion().str() : std::string(target);
    if (failed(convertStablehloToVhlo(getOperation(), version)))
      signalPassFailure();
  }
};
} // namespace
