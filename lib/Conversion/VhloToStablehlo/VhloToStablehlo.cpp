//===- VhloToStablehlo.cpp - portable artifacts to StableHLO --------------===//
//
// Rebuilds a module read from a portable artifact op by op: each VHLO op
// becomes the StableHLO (or func) op of the same name without its version
// suffix, its types and attributes become builtin and StableHLO ones, and
// the attributes VHLO keeps apart (the dimension numbers of dot_general,
// convolution, gather and scatter, a collective's channel id, the fields of
// a dot algorithm) are put back together. "None" values mark absent
// optional attributes. The new module is verified before it replaces the
// old one, so an artifact kiln cannot convert leaves an error at the op's
// location and nothing half-converted.
//
//===----------------------------------------------------------------------===//

#include "kiln/Conversion/VhloToStablehlo.h"

#include "OpRebuilder.h"

#include "kiln/Conversion/Passes.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/TypeSwitch.h"

namespace kiln {
#define GEN_PASS_DEF_VHLOTOSTABLEHLO
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln;
namespace vh = kiln::vhlo;
namespace hlo = kiln::stablehlo;

namespace {

class Converter : public OpRebuilder {
public:
  explicit Converter(MLIRContext *ctx) : OpRebuilder(ctx), ctx(ctx) {}

  /// The builtin or StableHLO type of a VHLO type (others are kept); null
  /// after an error at `loc`.
  Type convertType(Type type, Location loc) override;
  /// The builtin or StableHLO attribute of a VHLO attribute (others are
  /// kept); null for VHLO's "none" and after an error (`failed` is set).
  Attribute convertAttr(Attribute attr, Location loc);

private:
  LogicalResult convertOp(Operation *op) override;
  LogicalResult convertAttributes(Operation *op, StringRef name,
                                  NamedAttrList &attrs);
  Type elementType(vh::TypeCode code, Location loc);
  Attribute convertTensor(vh::TensorV1Attr tensor, Location loc);
  InFlightDiagnostic error(Location loc) {
    failedAny = true;
    return emitError(loc);
  }

  MLIRContext *ctx;
  bool failedAny = false;
};

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type Converter::elementType(vh::TypeCode code, Location loc) {
  using vh::TypeCode;
  auto integer = [&](unsigned width, bool isUnsigned) -> Type {
    return IntegerType::get(
        ctx, width, isUnsigned ? IntegerType::Unsigned : IntegerType::Signless);
  };
  switch (code) {
  case TypeCode::Bool:
    return integer(1, false);
  case TypeCode::SI2:
    return integer(2, false);
  case TypeCode::SI4:
    return integer(4, false);
  case TypeCode::SI8:
    return integer(8, false);
  case TypeCode::SI16:
    return integer(16, false);
  case TypeCode::SI32:
    return integer(32, false);
  case TypeCode::SI64:
    return integer(64, false);
  case TypeCode::UI2:
    return integer(2, true);
  case TypeCode::UI4:
    return integer(4, true);
  case TypeCode::UI8:
    return integer(8, true);
  case TypeCode::UI16:
    return integer(16, true);
  case TypeCode::UI32:
    return integer(32, true);
  case TypeCode::UI64:
    return integer(64, true);
  case TypeCode::Index:
    return IndexType::get(ctx);
  case TypeCode::BF16:
    return BFloat16Type::get(ctx);
  case TypeCode::F16:
    return Float16Type::get(ctx);
  case TypeCode::F32:
    return Float32Type::get(ctx);
  case TypeCode::F64:
    return Float64Type::get(ctx);
  case TypeCode::TF32:
    return FloatTF32Type::get(ctx);
  case TypeCode::F4E2M1FN:
    return Float4E2M1FNType::get(ctx);
  case TypeCode::F6E2M3FN:
    return Float6E2M3FNType::get(ctx);
  case TypeCode::F6E3M2FN:
    return Float6E3M2FNType::get(ctx);
  case TypeCode::F8E3M4:
    return Float8E3M4Type::get(ctx);
  case TypeCode::F8E4M3:
    return Float8E4M3Type::get(ctx);
  case TypeCode::F8E4M3FN:
    return Float8E4M3FNType::get(ctx);
  case TypeCode::F8E4M3FNUZ:
    return Float8E4M3FNUZType::get(ctx);
  case TypeCode::F8E4M3B11FNUZ:
    return Float8E4M3B11FNUZType::get(ctx);
  case TypeCode::F8E5M2:
    return Float8E5M2Type::get(ctx);
  case TypeCode::F8E5M2FNUZ:
    return Float8E5M2FNUZType::get(ctx);
  case TypeCode::F8E8M0FNU:
    return Float8E8M0FNUType::get(ctx);
  case TypeCode::None:
    return NoneType::get(ctx);
  case TypeCode::Token:
    return hlo::TokenType::get(ctx);
  default:
    error(loc) << "the artifact's type !vhlo."
               << vh::elementTypeName(code).value_or("?")
               << "_v1 has no StableHLO counterpart in kiln";
    return {};
  }
}

Type Converter::convertType(Type type, Location loc) {
  if (!type || type.getDialect().getNamespace() != "vhlo")
    return type;
  auto convertAll = [&](ArrayRef<Type> types,
                        SmallVectorImpl<Type> &out) -> bool {
    for (Type t : types) {
      Type converted = convertType(t, loc);
      if (!converted)
        return false;
      out.push_back(converted);
    }
    return true;
  };
  // Artifacts are input: a type that breaks a builtin type's rules (a
  // negative size, a tensor of functions) is an error, not an assertion.
  auto emitErr = [&] { return error(loc); };
  return TypeSwitch<Type, Type>(type)
      .Case([&](vh::ElementV1Type element) {
        return elementType(element.getCode(), loc);
      })
      .Case([&](vh::ComplexV1Type complex) -> Type {
        Type element = convertType(complex.getElementType(), loc);
        return element ? ComplexType::getChecked(emitErr, element) : Type();
      })
      .Case([&](vh::RankedTensorV1Type tensor) -> Type {
        Type element = convertType(tensor.getElementType(), loc);
        Attribute encoding = convertAttr(tensor.getEncoding(), loc);
        if (!element || (tensor.getEncoding() && !encoding))
          return {};
        return RankedTensorType::getChecked(emitErr, tensor.getShape(), element,
                                            encoding);
      })
      .Case([&](vh::UnrankedTensorV1Type tensor) -> Type {
        Type element = convertType(tensor.getElementType(), loc);
        return element ? UnrankedTensorType::getChecked(emitErr, element)
                       : Type();
      })
      .Case([&](vh::RankedBufferV1Type buffer) -> Type {
        Type element = convertType(buffer.getElementType(), loc);
        return element
                   ? MemRefType::getChecked(emitErr, buffer.getShape(), element,
                                            MemRefLayoutAttrInterface(),
                                            Attribute())
                   : Type();
      })
      .Case([&](vh::TupleV1Type tuple) -> Type {
        SmallVector<Type> types;
        if (!convertAll(tuple.getTypes(), types))
          return {};
        return TupleType::get(ctx, types);
      })
      .Case([&](vh::FunctionV1Type function) -> Type {
        SmallVector<Type> inputs, outputs;
        if (!convertAll(function.getInputs(), inputs) ||
            !convertAll(function.getOutputs(), outputs))
          return {};
        return FunctionType::get(ctx, inputs, outputs);
      })
      .Case([&](vh::UniformQuantizedV1Type quant) -> Type {
        Type storage = convertType(quant.getStorageType(), loc);
        Type expressed = convertType(quant.getExpressedType(), loc);
        if (!storage || !expressed)
          return {};
        return quant::UniformQuantizedType::getChecked(
            loc, quant.getFlags(), storage, expressed,
            quant.getScale().convertToDouble(), quant.getZeroPoint(),
            quant.getStorageTypeMin(), quant.getStorageTypeMax());
      })
      .Case([&](vh::UniformQuantizedPerAxisV1Type quant) -> Type {
        Type storage = convertType(quant.getStorageType(), loc);
        Type expressed = convertType(quant.getExpressedType(), loc);
        if (!storage || !expressed)
          return {};
        SmallVector<double> scales;
        for (const APFloat &scale : quant.getScales())
          scales.push_back(scale.convertToDouble());
        return quant::UniformQuantizedPerAxisType::getChecked(
            loc, quant.getFlags(), storage, expressed, scales,
            quant.getZeroPoints(), quant.getQuantizedDimension(),
            quant.getStorageTypeMin(), quant.getStorageTypeMax());
      })
      .Default([&](Type other) -> Type {
        error(loc) << "the artifact's type " << other
                   << " has no StableHLO counterpart in kiln";
        return {};
      });
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute Converter::convertTensor(vh::TensorV1Attr tensor, Location loc) {
  auto type = llvm::dyn_cast_or_null<RankedTensorType>(
      convertType(tensor.getType(), loc));
  if (!type) {
    if (!failedAny)
      error(loc) << "a tensor attribute of type " << tensor.getType()
                 << " is not a ranked tensor";
    return {};
  }
  ArrayRef<char> data = tensor.getData();
  if (!type.hasStaticShape()) {
    error(loc) << "a tensor attribute of dynamically shaped type " << type;
    return {};
  }
  if (type.getElementType().isInteger(1)) {
    SmallVector<bool> values;
    for (char byte : data)
      values.push_back(byte != 0);
    if (values.size() == 1 || int64_t(values.size()) == type.getNumElements())
      return DenseElementsAttr::get(type, values);
  } else {
    bool isSplat = false;
    if (DenseElementsAttr::isValidRawBuffer(type, data, isSplat))
      return DenseElementsAttr::getFromRawBuffer(type, data);
  }
  error(loc) << "a tensor attribute holds " << data.size()
             << " bytes, which do not fit its type " << type;
  return {};
}

Attribute Converter::convertAttr(Attribute attr, Location loc) {
  if (!attr || attr.getDialect().getNamespace() != "vhlo")
    return attr;
  return TypeSwitch<Attribute, Attribute>(attr)
      .Case([&](vh::BooleanV1Attr boolean) {
        return BoolAttr::get(ctx, boolean.getValue());
      })
      .Case([&](vh::IntegerV1Attr integer) -> Attribute {
        Type type = convertType(integer.getType(), loc);
        return type ? IntegerAttr::get(type, integer.getValue()) : Attribute();
      })
      .Case([&](vh::FloatV1Attr floatAttr) -> Attribute {
        Type type = convertType(floatAttr.getType(), loc);
        return type ? FloatAttr::get(type, floatAttr.getValue()) : Attribute();
      })
      .Case([&](vh::StringV1Attr string) {
        return StringAttr::get(ctx, string.getValue());
      })
      .Case([&](vh::ArrayV1Attr array) -> Attribute {
        SmallVector<Attribute> elements;
        for (Attribute element : array.getValue()) {
          Attribute converted = convertAttr(element, loc);
          if (!converted) {
            if (!failedAny)
              error(loc) << "an array attribute holds a none value";
            return {};
          }
          elements.push_back(converted);
        }
        return ArrayAttr::get(ctx, elements);
      })
      .Case([&](vh::DictionaryV1Attr dict) -> Attribute {
        NamedAttrList entries;
        for (const auto &[key, value] : dict.getValue()) {
          auto name = llvm::dyn_cast_or_null<StringAttr>(convertAttr(key, loc));
          Attribute converted = convertAttr(value, loc);
          if (!name || !converted) {
            if (!failedAny)
              error(loc) << "a dictionary attribute has an entry kiln cannot "
                            "convert";
            return {};
          }
          entries.append(name, converted);
        }
        return entries.getDictionary(ctx);
      })
      .Case([&](vh::TensorV1Attr tensor) { return convertTensor(tensor, loc); })
      .Case([&](vh::TypeV1Attr typeAttr) -> Attribute {
        Type type = convertType(typeAttr.getValue(), loc);
        if (!type || llvm::isa<NoneType>(type))
          return {};
        return TypeAttr::get(type);
      })
      .Case([&](vh::EnumV1Attr enumAttr) -> Attribute {
        uint64_t v = enumAttr.getValue();
        switch (enumAttr.getCode()) {
        case vh::AttrCode::ComparisonDirection:
          return hlo::ComparisonDirectionAttr::get(ctx,
                                                   hlo::ComparisonDirection(v));
        case vh::AttrCode::ComparisonType:
          return hlo::ComparisonTypeAttr::get(ctx, hlo::ComparisonType(v));
        case vh::AttrCode::Precision:
          return hlo::PrecisionAttr::get(ctx, hlo::Precision(v));
        case vh::AttrCode::FftType:
          return hlo::FftTypeAttr::get(ctx, hlo::FftType(v));
        case vh::AttrCode::RngAlgorithm:
          return hlo::RngAlgorithmAttr::get(ctx, hlo::RngAlgorithm(v));
        case vh::AttrCode::RngDistribution:
          return hlo::RngDistributionAttr::get(ctx, hlo::RngDistribution(v));
        case vh::AttrCode::Transpose:
          return hlo::TransposeAttr::get(ctx, hlo::Transpose(v));
        case vh::AttrCode::ResultAccuracyMode:
          return hlo::ResultAccuracyModeAttr::get(ctx,
                                                  hlo::ResultAccuracyMode(v));
        case vh::AttrCode::CustomCallApiVersion:
          return IntegerAttr::get(IntegerType::get(ctx, 32), v);
        default:
          error(loc) << "unknown enum attribute " << enumAttr;
          return {};
        }
      })
      .Case([&](vh::OutputOperandAliasV1Attr alias) {
        return hlo::OutputOperandAliasAttr::get(
            ctx, alias.getOutputTupleIndices(), alias.getOperandIndex(),
            alias.getOperandTupleIndices());
      })
      .Case([&](vh::ResultAccuracyV1Attr accuracy) -> Attribute {
        auto mode = llvm::dyn_cast_or_null<hlo::ResultAccuracyModeAttr>(
            convertAttr(accuracy.getMode(), loc));
        if (!mode) {
          if (!failedAny)
            error(loc) << "a result accuracy without a valid mode";
          return {};
        }
        return hlo::ResultAccuracyAttr::get(ctx, accuracy.getAtol(),
                                            accuracy.getRtol(),
                                            accuracy.getUlps(), mode);
      })
      .Case([&](vh::TypeExtensionsV1Attr extensions) {
        return hlo::TypeExtensionsAttr::get(ctx, extensions.getBounds());
      })
      .Default([&](Attribute other) -> Attribute {
        error(loc) << "the artifact's attribute " << other
                   << " has no StableHLO counterpart in kiln";
        return {};
      });
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// The name of the StableHLO or func op a VHLO op becomes: its name without
/// the dialect prefix and version suffix (`vhlo.tanh_v2` -> `tanh`).
std::string baseName(Operation *op) {
  StringRef name = op->getName().getStringRef().drop_front(strlen("vhlo."));
  return name.take_front(name.rfind("_v")).str();
}

SmallVector<int64_t> intsOf(Attribute attr) {
  SmallVector<int64_t> values;
  if (auto array = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(attr))
    values.assign(array.asArrayRef().begin(), array.asArrayRef().end());
  else if (auto elements = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr))
    for (const APInt &value : elements.getValues<APInt>())
      values.push_back(value.getSExtValue());
  return values;
}

int64_t intOf(Attribute attr) {
  if (auto integer = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return integer.getValue().getSExtValue();
  return 0;
}

/// Removes `name` from `attrs` and returns its value (null if absent).
Attribute take(NamedAttrList &attrs, StringRef name) {
  return attrs.erase(name);
}

/// Removes the attributes whose values are the ones StableHLO assumes when
/// they are absent: artifacts spell every attribute out.
void dropDefaults(NamedAttrList &attrs) {
  auto allOf = [](Attribute attr, int64_t value) {
    if (auto array = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(attr))
      return llvm::all_of(array.asArrayRef(),
                          [&](int64_t v) { return v == value; });
    if (auto elements = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr))
      return llvm::all_of(elements.getValues<APInt>(), [&](const APInt &v) {
        return v.getSExtValue() == value;
      });
    return false;
  };
  for (StringRef ones : {"window_strides", "lhs_dilation", "rhs_dilation",
                         "base_dilations", "window_dilations"})
    if (allOf(attrs.get(ones), 1))
      attrs.erase(ones);
  if (allOf(attrs.get("padding"), 0))
    attrs.erase("padding");
  if (auto reversal = llvm::dyn_cast_or_null<DenseBoolArrayAttr>(
          attrs.get("window_reversal"));
      reversal &&
      llvm::none_of(reversal.asArrayRef(), [](bool b) { return b; }))
    attrs.erase("window_reversal");
  for (StringRef flag : {"indices_are_sorted", "unique_indices"})
    if (auto value = llvm::dyn_cast_or_null<BoolAttr>(attrs.get(flag));
        value && !value.getValue())
      attrs.erase(flag);
  for (StringRef known :
       {"known_expanding_dimensions", "known_nonexpanding_dimensions"})
    if (auto array =
            llvm::dyn_cast_or_null<DenseI64ArrayAttr>(attrs.get(known));
        array && array.empty())
      attrs.erase(known);
  if (auto type = llvm::dyn_cast_or_null<hlo::ComparisonTypeAttr>(
          attrs.get("compare_type"));
      type && type.getValue() == hlo::ComparisonType::NOTYPE)
    attrs.erase("compare_type");
  if (auto config =
          llvm::dyn_cast_or_null<StringAttr>(attrs.get("backend_config"));
      config && config.getValue().empty())
    attrs.erase("backend_config");
}

LogicalResult Converter::convertAttributes(Operation *op, StringRef name,
                                           NamedAttrList &attrs) {
  Location loc = op->getLoc();
  NamedAttrList raw(op->getDiscardableAttrDictionary());
  if (auto props = llvm::dyn_cast_or_null<DictionaryAttr>(
          op->getPropertiesAsAttribute()))
    for (NamedAttribute entry : props)
      raw.set(entry.getName(), entry.getValue());
  for (NamedAttribute entry : raw) {
    Attribute value = convertAttr(entry.getValue(), loc);
    if (failedAny)
      return failure();
    if (!value)
      continue; // VHLO's none: the attribute is absent
    // VHLO keeps every list of dimensions as a 1-D tensor; StableHLO keeps
    // them as dense arrays, and only constants as tensors.
    auto elements = llvm::dyn_cast<DenseElementsAttr>(value);
    if (elements && elements.getType().getRank() == 1 &&
        entry.getName() != "value") {
      Type element = elements.getElementType();
      if (element.isInteger(64))
        value = DenseI64ArrayAttr::get(ctx, intsOf(elements));
      else if (element.isInteger(1))
        value = DenseBoolArrayAttr::get(
            ctx, llvm::to_vector(elements.getValues<bool>()));
    }
    attrs.set(entry.getName(), value);
  }

  auto ints = [&](StringRef attrName) { return intsOf(take(attrs, attrName)); };
  if (name == "dot_general") {
    attrs.set("dot_dimension_numbers", hlo::DotDimensionNumbersAttr::get(
                                           ctx, ints("lhs_batching_dimensions"),
                                           ints("rhs_batching_dimensions"),
                                           ints("lhs_contracting_dimensions"),
                                           ints("rhs_contracting_dimensions")));
    // dot_general_v2: a dot algorithm, given as separate fields, none of
    // them present when the dot has none.
    auto lhsType =
        llvm::dyn_cast_or_null<TypeAttr>(take(attrs, "lhs_precision_type"));
    auto rhsType =
        llvm::dyn_cast_or_null<TypeAttr>(take(attrs, "rhs_precision_type"));
    auto accType =
        llvm::dyn_cast_or_null<TypeAttr>(take(attrs, "accumulation_type"));
    Attribute lhsCount = take(attrs, "lhs_component_count");
    Attribute rhsCount = take(attrs, "rhs_component_count");
    Attribute primitives = take(attrs, "num_primitive_operations");
    auto imprecise = llvm::dyn_cast_or_null<BoolAttr>(
        take(attrs, "allow_imprecise_accumulation"));
    if (lhsType && rhsType && accType)
      attrs.set("algorithm",
                hlo::DotAlgorithmAttr::get(
                    ctx, lhsType.getValue(), rhsType.getValue(),
                    accType.getValue(), intOf(lhsCount), intOf(rhsCount),
                    intOf(primitives), imprecise && imprecise.getValue()));
  } else if (name == "convolution" || name == "dynamic_conv") {
    int64_t inputBatch = intOf(take(attrs, "input_batch_dimension"));
    int64_t inputFeature = intOf(take(attrs, "input_feature_dimension"));
    SmallVector<int64_t> inputSpatial = ints("input_spatial_dimensions");
    int64_t kernelIn = intOf(take(attrs, "kernel_input_feature_dimension"));
    int64_t kernelOut = intOf(take(attrs, "kernel_output_feature_dimension"));
    SmallVector<int64_t> kernelSpatial = ints("kernel_spatial_dimensions");
    int64_t outputBatch = intOf(take(attrs, "output_batch_dimension"));
    int64_t outputFeature = intOf(take(attrs, "output_feature_dimension"));
    SmallVector<int64_t> outputSpatial = ints("output_spatial_dimensions");
    attrs.set("dimension_numbers",
              hlo::ConvDimensionNumbersAttr::get(
                  ctx, inputBatch, inputFeature, inputSpatial, kernelIn,
                  kernelOut, kernelSpatial, outputBatch, outputFeature,
                  outputSpatial));
  } else if (name == "gather" || name == "dynamic_gather") {
    SmallVector<int64_t> offset = ints("offset_dims");
    SmallVector<int64_t> collapsed = ints("collapsed_slice_dims");
    SmallVector<int64_t> operandBatching = ints("operand_batching_dims");
    SmallVector<int64_t> indicesBatching = ints("start_indices_batching_dims");
    SmallVector<int64_t> indexMap = ints("start_index_map");
    int64_t indexVectorDim = intOf(take(attrs, "index_vector_dim"));
    attrs.set("dimension_numbers",
              hlo::GatherDimensionNumbersAttr::get(
                  ctx, offset, collapsed, operandBatching, indicesBatching,
                  indexMap, indexVectorDim));
  } else if (name == "scatter") {
    SmallVector<int64_t> updateWindow = ints("update_window_dims");
    SmallVector<int64_t> inserted = ints("inserted_window_dims");
    SmallVector<int64_t> inputBatching = ints("input_batching_dims");
    SmallVector<int64_t> indicesBatching =
        ints("scatter_indices_batching_dims");
    SmallVector<int64_t> toOperand = ints("scatter_dims_to_operand_dims");
    int64_t indexVectorDim = intOf(take(attrs, "index_vector_dim"));
    attrs.set("scatter_dimension_numbers",
              hlo::ScatterDimensionNumbersAttr::get(
                  ctx, updateWindow, inserted, inputBatching, indicesBatching,
                  toOperand, indexVectorDim));
  } else if (name == "custom_call" || name == "composite" || name == "call") {
    // Artifacts of StableHLO before 1.x give a composite's version as i64.
    if (auto version =
            llvm::dyn_cast_or_null<IntegerAttr>(attrs.get("version")))
      attrs.set("version", IntegerAttr::get(IntegerType::get(ctx, 32),
                                            version.getValue().trunc(32)));
    // Symbol references travel as strings.
    if (auto callee = llvm::dyn_cast_or_null<StringAttr>(take(attrs, "callee")))
      attrs.set("callee", FlatSymbolRefAttr::get(callee));
    if (auto decomposition =
            llvm::dyn_cast_or_null<StringAttr>(take(attrs, "decomposition")))
      attrs.set("decomposition", FlatSymbolRefAttr::get(decomposition));
    if (auto called = llvm::dyn_cast_or_null<ArrayAttr>(
            take(attrs, "called_computations"))) {
      SmallVector<Attribute> refs;
      for (Attribute callee : called)
        if (auto string = llvm::dyn_cast<StringAttr>(callee))
          refs.push_back(FlatSymbolRefAttr::get(string));
      if (!refs.empty())
        attrs.set("called_computations", ArrayAttr::get(ctx, refs));
    }
    for (StringRef layouts : {"operand_layouts", "result_layouts"})
      if (auto array = llvm::dyn_cast_or_null<ArrayAttr>(attrs.get(layouts));
          array && array.empty())
        attrs.erase(layouts);
    if (auto aliases = llvm::dyn_cast_or_null<ArrayAttr>(
            attrs.get("output_operand_aliases"));
        aliases && aliases.empty())
      attrs.erase("output_operand_aliases");
  }

  // A collective's channel: VHLO keeps the id (0 for none), StableHLO a
  // handle; send and recv also keep its type.
  if (Attribute id = take(attrs, "channel_id")) {
    int64_t handle = intOf(id);
    Attribute channelType = take(attrs, "channel_type");
    int64_t type = channelType ? intOf(channelType) : 0;
    if (handle != 0 || channelType)
      attrs.set("channel_handle",
                hlo::ChannelHandleAttr::get(ctx, handle, type));
  }
  if (auto global = llvm::dyn_cast_or_null<BoolAttr>(
          take(attrs, "use_global_device_ids"));
      global && global.getValue())
    attrs.set("use_global_device_ids", UnitAttr::get(ctx));
  dropDefaults(attrs);
  // Artifacts spell out the default precision (DEFAULT per operand), which
  // StableHLO leaves unsaid.
  if (auto precision =
          llvm::dyn_cast_or_null<ArrayAttr>(attrs.get("precision_config"));
      precision && llvm::all_of(precision, [](Attribute entry) {
        auto value = llvm::dyn_cast<hlo::PrecisionAttr>(entry);
        return value && value.getValue() == hlo::Precision::DEFAULT;
      }))
    attrs.erase("precision_config");
  return success();
}

LogicalResult Converter::convertOp(Operation *op) {
  Location loc = op->getLoc();
  // Artifacts put casts between VHLO values and the builtin-typed values of
  // other dialects' ops; once both sides are builtin they are the same value.
  if (auto cast = llvm::dyn_cast<UnrealizedConversionCastOp>(op);
      cast && cast->getNumOperands() == 1 && cast->getNumResults() == 1) {
    Value input = mapping.lookupOrDefault(cast->getOperand(0));
    if (input.getType() == convertType(cast->getResult(0).getType(), loc)) {
      mapping.map(cast->getResult(0), input);
      return success();
    }
  }
  if (op->getDialect() && op->getDialect()->getNamespace() != "vhlo") {
    // Ops of other dialects (Shardy's, in artifacts with shardings) are
    // kept, with their VHLO types and attributes converted.
    OperationState state(loc, op->getName());
    for (NamedAttribute entry : op->getAttrs())
      state.attributes.set(entry.getName(), convertAttr(entry.getValue(), loc));
    if (failedAny)
      return failure();
    return rebuild(op, state);
  }

  std::string name = baseName(op);
  std::string targetName = "stablehlo." + name;
  if (name == "func")
    targetName = "func.func";
  else if (name == "call")
    targetName = "func.call";
  else if (name == "return")
    targetName = llvm::isa<vh::FuncV1Op>(op->getParentOp())
                     ? "func.return"
                     : "stablehlo.return";
  std::optional<RegisteredOperationName> target =
      RegisteredOperationName::lookup(targetName, ctx);
  if (!target)
    return error(loc) << "the artifact's op " << op->getName()
                      << " has no StableHLO counterpart in kiln (" << targetName
                      << ")";

  OperationState state(loc, *target);
  NamedAttrList attrs;
  if (failed(convertAttributes(op, name, attrs)))
    return failure();
  if (name == "func") {
    // func.func keeps its type as a FunctionType and drops empty lists of
    // argument and result attributes.
    for (StringRef list : {"arg_attrs", "res_attrs"})
      if (auto array = llvm::dyn_cast_or_null<ArrayAttr>(attrs.get(list));
          array && llvm::all_of(array, [](Attribute dict) {
            auto entries = llvm::dyn_cast<DictionaryAttr>(dict);
            return entries && entries.empty();
          }))
        attrs.erase(list);
    if (auto visibility =
            llvm::dyn_cast_or_null<StringAttr>(attrs.get("sym_visibility"));
        visibility && visibility.getValue().empty())
      attrs.erase("sym_visibility");
  }
  state.attributes = attrs;
  return rebuild(op, state);
}

} // namespace

bool kiln::containsVhlo(ModuleOp module) {
  // A context that never read a VHLO op has not loaded the dialect: text
  // programs pay no walk.
  if (!module.getContext()->getLoadedDialect<vhlo::VhloDialect>())
    return false;
  bool found = false;
  module.walk([&](Operation *op) {
    if (op->getDialect() && op->getDialect()->getNamespace() == "vhlo") {
      found = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

LogicalResult kiln::convertVhloToStablehlo(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<func::FuncDialect>();
  ctx->getOrLoadDialect<stablehlo::StableHLODialect>();
  Converter converter(ctx);
  // The new body is built in a scratch module, verified, and only then
  // swapped in.
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(module.getLoc());
  if (failed(converter.convertBlock(*module.getBody(), *scratch->getBody())))
    return failure();
  NamedAttrList moduleAttrs;
  for (NamedAttribute entry : module->getAttrs()) {
    Attribute value = converter.convertAttr(entry.getValue(), module.getLoc());
    if (!value)
      return failure();
    moduleAttrs.set(entry.getName(), value);
  }
  if (failed(verify(*scratch)))
    return failure();
  module.getBody()->clear();
  module.getBody()->getOperations().splice(module.getBody()->end(),
                                           scratch->getBody()->getOperations());
  module->setAttrs(moduleAttrs.getDictionary(ctx));
  return success();
}

namespace {
struct VhloToStablehloPass
    : kiln::impl::VhloToStablehloBase<VhloToStablehloPass> {
  void runOnOperation() override {
    if (failed(convertVhloToStablehlo(getOperation())))
      signalPassFailure();
  }
};
} // namespace
