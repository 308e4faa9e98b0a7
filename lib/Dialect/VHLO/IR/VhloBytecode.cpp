//===- VhloBytecode.cpp - VHLO's bytecode encodings -----------------------===//
//
// How VHLO types and attributes are encoded in portable artifacts: a varint
// code (TypeCode, AttrCode) followed by the fields of the type or attribute.
// The encodings are part of the artifact format and fixed; this file reads
// and writes them with MLIR's bytecode reader and writer, which encode ops,
// regions, builtin attributes and locations themselves.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "kiln/Support/BytecodeLists.h"
#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace kiln::vhlo;

namespace {

/// The float semantics of a VHLO float element type, or null.
const llvm::fltSemantics *floatSemantics(Type type) {
  auto element = llvm::dyn_cast<ElementV1Type>(type);
  if (!element)
    return nullptr;
  switch (element.getCode()) {
  case TypeCode::BF16:
    return &llvm::APFloat::BFloat();
  case TypeCode::F16:
    return &llvm::APFloat::IEEEhalf();
  case TypeCode::F32:
    return &llvm::APFloat::IEEEsingle();
  case TypeCode::F64:
    return &llvm::APFloat::IEEEdouble();
  case TypeCode::TF32:
    return &llvm::APFloat::FloatTF32();
  case TypeCode::F4E2M1FN:
    return &llvm::APFloat::Float4E2M1FN();
  case TypeCode::F6E2M3FN:
    return &llvm::APFloat::Float6E2M3FN();
  case TypeCode::F6E3M2FN:
    return &llvm::APFloat::Float6E3M2FN();
  case TypeCode::F8E3M4:
    return &llvm::APFloat::Float8E3M4();
  case TypeCode::F8E4M3:
    return &llvm::APFloat::Float8E4M3();
  case TypeCode::F8E4M3FN:
    return &llvm::APFloat::Float8E4M3FN();
  case TypeCode::F8E4M3FNUZ:
    return &llvm::APFloat::Float8E4M3FNUZ();
  case TypeCode::F8E4M3B11FNUZ:
    return &llvm::APFloat::Float8E4M3B11FNUZ();
  case TypeCode::F8E5M2:
    return &llvm::APFloat::Float8E5M2();
  case TypeCode::F8E5M2FNUZ:
    return &llvm::APFloat::Float8E5M2FNUZ();
  case TypeCode::F8E8M0FNU:
    return &llvm::APFloat::Float8E8M0FNU();
  default:
    return nullptr;
  }
}

/// The bit width of a VHLO integer (or index, or boolean) element type, or 0.
unsigned integerWidth(Type type) {
  auto element = llvm::dyn_cast<ElementV1Type>(type);
  if (!element)
    return 0;
  switch (element.getCode()) {
  case TypeCode::Bool:
    return 1;
  case TypeCode::SI2:
  case TypeCode::UI2:
    return 2;
  case TypeCode::SI4:
  case TypeCode::UI4:
    return 4;
  case TypeCode::SI8:
  case TypeCode::UI8:
    return 8;
  case TypeCode::SI16:
  case TypeCode::UI16:
    return 16;
  case TypeCode::SI32:
  case TypeCode::UI32:
    return 32;
  case TypeCode::SI64:
  case TypeCode::UI64:
  case TypeCode::Index:
    return 64;
  default:
    return 0;
  }
}

/// Whether `type` is a tensor of booleans, whose data artifacts pack to a
/// bit per element.
bool isBooleanTensor(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorV1Type>(type);
  auto element =
      tensor ? llvm::dyn_cast<ElementV1Type>(tensor.getElementType()) : nullptr;
  return element && element.getCode() == TypeCode::Bool;
}

/// The number of elements of `type`, or -1 if a size is dynamic or
/// negative; counts above `limit` read as limit + 1 (no overflow).
int64_t elementCount(RankedTensorV1Type type,
                     int64_t limit = std::numeric_limits<int64_t>::max() / 2) {
  int64_t count = 1;
  for (int64_t size : type.getShape()) {
    if (size < 0)
      return -1;
    if (size && count > limit / size)
      return limit + 1;
    count *= size;
  }
  return count;
}

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;
  Type readType(DialectBytecodeReader &reader) const override;
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override;

private:
  MLIRContext *ctx() const { return getContext(); }
  Attribute readTensor(DialectBytecodeReader &reader) const;
  void writeTensor(TensorV1Attr attr, DialectBytecodeWriter &writer) const;
};

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute
VhloBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  uint64_t rawCode;
  if (failed(reader.readVarInt(rawCode)))
    return {};
  auto code = AttrCode(rawCode);
  if (std::optional<EnumInfo> info = enumInfo(code)) {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value >= info->values.size() || info->values[value].empty()) {
      reader.emitError() << "invalid " << info->name << " value " << value;
      return {};
    }
    return EnumV1Attr::get(ctx(), code, value);
  }
  switch (code) {
  case AttrCode::Array: {
    SmallVector<Attribute> elements;
    if (failed(kiln::readAttributesGrowing(reader, elements)))
      return {};
    return ArrayV1Attr::get(ctx(), elements);
  }
  case AttrCode::Boolean: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "invalid boolean " << value;
      return {};
    }
    return BooleanV1Attr::get(ctx(), value == 1);
  }
  case AttrCode::Dictionary: {
    SmallVector<std::pair<Attribute, Attribute>> entries;
    auto readEntry = [&]() -> FailureOr<std::pair<Attribute, Attribute>> {
      Attribute name, value;
      if (failed(reader.readAttribute(name)) ||
          failed(reader.readAttribute(value)))
        return failure();
      return std::make_pair(name, value);
    };
    if (failed(kiln::readListGrowing(reader, entries, readEntry)))
      return {};
    return DictionaryV1Attr::get(ctx(), entries);
  }
  case AttrCode::Float: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    const llvm::fltSemantics *semantics = floatSemantics(type);
    if (!semantics) {
      reader.emitError() << "float_v1 of non-float type " << type;
      return {};
    }
    FailureOr<APFloat> value = reader.readAPFloatWithKnownSemantics(*semantics);
    if (failed(value))
      return {};
    return FloatV1Attr::get(ctx(), type, *value);
  }
  case AttrCode::Integer: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    unsigned width = integerWidth(type);
    if (!width) {
      reader.emitError() << "integer_v1 of non-integer type " << type;
      return {};
    }
    FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
    if (failed(value))
      return {};
    return IntegerV1Attr::get(ctx(), type, *value);
  }
  case AttrCode::OutputOperandAlias: {
    SmallVector<int64_t> outputIndices, operandIndices;
    int64_t operand;
    if (failed(kiln::readSignedVarIntsGrowing(reader, outputIndices)) ||
        failed(reader.readSignedVarInt(operand)) ||
        failed(kiln::readSignedVarIntsGrowing(reader, operandIndices)))
      return {};
    return OutputOperandAliasV1Attr::get(ctx(), outputIndices, operand,
                                         operandIndices);
  }
  case AttrCode::String: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return StringV1Attr::get(ctx(), value);
  }
  case AttrCode::Tensor:
    return readTensor(reader);
  case AttrCode::Type: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return TypeV1Attr::get(ctx(), type);
  }
  case AttrCode::TypeExtensions: {
    SmallVector<int64_t> bounds;
    if (failed(kiln::readSignedVarIntsGrowing(reader, bounds)))
      return {};
    return TypeExtensionsV1Attr::get(ctx(), bounds);
  }
  case AttrCode::ResultAccuracy: {
    FailureOr<APFloat> atol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(atol))
      return {};
    FailureOr<APFloat> rtol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    int64_t ulps;
    Attribute mode;
    if (failed(rtol) || failed(reader.readSignedVarInt(ulps)) ||
        failed(reader.readAttribute(mode)))
      return {};
    return ResultAccuracyV1Attr::get(ctx(), *atol, *rtol, ulps, mode);
  }
  default:
    reader.emitError() << "unknown vhlo attribute code " << rawCode
                       << " (kiln reads artifacts of StableHLO up to 1.17)";
    return {};
  }
}

Attribute
VhloBytecodeInterface::readTensor(DialectBytecodeReader &reader) const {
  Type type;
  ArrayRef<char> blob;
  if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
    return {};
  if (!isBooleanTensor(type))
    return TensorV1Attr::get(ctx(), type, blob);
  // Booleans are packed a bit per element (a splat as one byte); kiln keeps
  // them a byte per element, as MLIR's dense elements do.
  // Artifacts are input: the type's size is checked against the data
  // before the data is unpacked.
  int64_t count = elementCount(llvm::cast<RankedTensorV1Type>(type),
                               8 * int64_t(blob.size()) + 8);
  if (count < 0) {
    reader.emitError() << "tensor data of a dynamically shaped type " << type;
    return {};
  }
  size_t packed = llvm::divideCeil(count, 8);
  if (blob.size() == packed && blob.size() != size_t(count)) {
    SmallVector<char> bytes(count);
    for (int64_t i = 0; i < count; ++i)
      bytes[i] = (blob[i / 8] >> (i % 8)) & 1;
    return TensorV1Attr::get(ctx(), type, bytes);
  }
  if (blob.size() == 1 && count > 1)
    return TensorV1Attr::get(ctx(), type, ArrayRef<char>(char(blob[0] != 0)));
  return TensorV1Attr::get(ctx(), type, blob);
}

void VhloBytecodeInterface::writeTensor(TensorV1Attr attr,
                                        DialectBytecodeWriter &writer) const {
  writer.writeType(attr.getType());
  ArrayRef<char> data = attr.getData();
  if (!isBooleanTensor(attr.getType())) {
    writer.writeOwnedBlob(data);
    return;
  }
  int64_t count = elementCount(llvm::cast<RankedTensorV1Type>(attr.getType()));
  SmallVector<char> packed;
  if (data.size() == 1 && count > 1) {
    packed.push_back(data[0] ? char(0xFF) : char(0));
  } else {
    packed.assign(llvm::divideCeil(count, 8), 0);
    for (int64_t i = 0; i < count; ++i)
      if (data[i])
        packed[i / 8] |= char(1 << (i % 8));
  }
  // The writer keeps a reference to the blob until it is done: the packed
  // bytes are kept by the context, as an attribute's storage is.
  StringAttr stable =
      StringAttr::get(ctx(), StringRef(packed.data(), packed.size()));
  writer.writeOwnedBlob(
      ArrayRef<char>(stable.getValue().data(), packed.size()));
}

LogicalResult
VhloBytecodeInterface::writeAttribute(Attribute attr,
                                      DialectBytecodeWriter &writer) const {
  auto code = [&](AttrCode c) { writer.writeVarInt(uint64_t(c)); };
  return TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ArrayV1Attr array) {
        code(AttrCode::Array);
        writer.writeAttributes(array.getValue());
        return success();
      })
      .Case([&](BooleanV1Attr boolean) {
        code(AttrCode::Boolean);
        writer.writeVarInt(boolean.getValue() ? 1 : 0);
        return success();
      })
      .Case([&](DictionaryV1Attr dict) {
        code(AttrCode::Dictionary);
        writer.writeList(dict.getValue(), [&](const auto &entry) {
          writer.writeAttribute(entry.first);
          writer.writeAttribute(entry.second);
        });
        return success();
      })
      .Case([&](EnumV1Attr enumAttr) {
        code(enumAttr.getCode());
        writer.writeVarInt(enumAttr.getValue());
        return success();
      })
      .Case([&](FloatV1Attr floatAttr) {
        code(AttrCode::Float);
        writer.writeType(floatAttr.getType());
        writer.writeAPFloatWithKnownSemantics(floatAttr.getValue());
        return success();
      })
      .Case([&](IntegerV1Attr integer) {
        code(AttrCode::Integer);
        writer.writeType(integer.getType());
        writer.writeAPIntWithKnownWidth(integer.getValue());
        return success();
      })
      .Case([&](OutputOperandAliasV1Attr alias) {
        code(AttrCode::OutputOperandAlias);
        writer.writeSignedVarInts(alias.getOutputTupleIndices());
        writer.writeSignedVarInt(alias.getOperandIndex());
        writer.writeSignedVarInts(alias.getOperandTupleIndices());
        return success();
      })
      .Case([&](StringV1Attr string) {
        code(AttrCode::String);
        writer.writeOwnedString(string.getValue());
        return success();
      })
      .Case([&](TensorV1Attr tensor) {
        code(AttrCode::Tensor);
        writeTensor(tensor, writer);
        return success();
      })
      .Case([&](TypeV1Attr type) {
        code(AttrCode::Type);
        writer.writeType(type.getValue());
        return success();
      })
      .Case([&](TypeExtensionsV1Attr extensions) {
        code(AttrCode::TypeExtensions);
        writer.writeSignedVarInts(extensions.getBounds());
        return success();
      })
      .Case([&](ResultAccuracyV1Attr accuracy) {
        code(AttrCode::ResultAccuracy);
        writer.writeAPFloatWithKnownSemantics(accuracy.getAtol());
        writer.writeAPFloatWithKnownSemantics(accuracy.getRtol());
        writer.writeSignedVarInt(accuracy.getUlps());
        writer.writeAttribute(accuracy.getMode());
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  uint64_t rawCode;
  if (failed(reader.readVarInt(rawCode)))
    return {};
  auto code = TypeCode(rawCode);
  if (elementTypeName(code))
    return ElementV1Type::get(ctx(), code);
  switch (code) {
  case TypeCode::Complex: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return ComplexV1Type::get(ctx(), element);
  }
  case TypeCode::Function: {
    SmallVector<Type> inputs, outputs;
    if (failed(kiln::readTypesGrowing(reader, inputs)) ||
        failed(kiln::readTypesGrowing(reader, outputs)))
      return {};
    return FunctionV1Type::get(ctx(), inputs, outputs);
  }
  case TypeCode::RankedTensor:
  case TypeCode::RankedTensorWithEncoding: {
    Attribute encoding;
    if (code == TypeCode::RankedTensorWithEncoding &&
        failed(reader.readAttribute(encoding)))
      return {};
    SmallVector<int64_t> shape;
    Type element;
    if (failed(kiln::readSignedVarIntsGrowing(reader, shape)) ||
        failed(reader.readType(element)))
      return {};
    return RankedTensorV1Type::get(ctx(), shape, element, encoding);
  }
  case TypeCode::UnrankedTensor: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return UnrankedTensorV1Type::get(ctx(), element);
  }
  case TypeCode::RankedBuffer: {
    SmallVector<int64_t> shape;
    Type element;
    if (failed(kiln::readSignedVarIntsGrowing(reader, shape)) ||
        failed(reader.readType(element)))
      return {};
    return RankedBufferV1Type::get(ctx(), shape, element);
  }
  case TypeCode::Tuple: {
    SmallVector<Type> types;
    if (failed(kiln::readTypesGrowing(reader, types)))
      return {};
    return TupleV1Type::get(ctx(), types);
  }
  case TypeCode::UniformQuantized: {
    uint64_t flags;
    Type storage, expressed;
    int64_t zeroPoint, min, max;
    if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)))
      return {};
    FailureOr<APFloat> scale =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(scale) || failed(reader.readSignedVarInt(zeroPoint)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)))
      return {};
    return UniformQuantizedV1Type::get(ctx(), flags, storage, expressed, *scale,
                                       zeroPoint, min, max);
  }
  case TypeCode::UniformQuantizedPerAxis: {
    uint64_t flags, dimension;
    Type storage, expressed;
    int64_t min, max;
    SmallVector<APFloat> scales;
    SmallVector<int64_t> zeroPoints;
    if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)) ||
        failed(reader.readVarInt(dimension)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)))
      return {};
    auto readScale = [&]() -> FailureOr<APFloat> {
      return reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    };
    auto readZeroPoint = [&]() -> FailureOr<int64_t> {
      int64_t value;
      if (failed(reader.readSignedVarInt(value)))
        return failure();
      return value;
    };
    if (failed(kiln::readListGrowing(reader, scales, readScale)) ||
        failed(kiln::readListGrowing(reader, zeroPoints, readZeroPoint)))
      return {};
    if (scales.size() != zeroPoints.size()) {
      reader.emitError() << "quant_per_axis_v1 has " << scales.size()
                         << " scales but " << zeroPoints.size()
                         << " zero points";
      return {};
    }
    return UniformQuantizedPerAxisV1Type::get(ctx(), flags, storage, expressed,
                                              dimension, scales, zeroPoints,
                                              min, max);
  }
  default:
    reader.emitError() << "unknown vhlo type code " << rawCode
                       << " (kiln reads artifacts of StableHLO up to 1.17)";
    return {};
  }
}

LogicalResult
VhloBytecodeInterface::writeType(Type type,
                                 DialectBytecodeWriter &writer) const {
  auto code = [&](TypeCode c) { writer.writeVarInt(uint64_t(c)); };
  return TypeSwitch<Type, LogicalResult>(type)
      .Case([&](ElementV1Type element) {
        code(element.getCode());
        return success();
      })
      .Case([&](ComplexV1Type complex) {
        code(TypeCode::Complex);
        writer.writeType(complex.getElementType());
        return success();
      })
      .Case([&](FunctionV1Type function) {
        code(TypeCode::Function);
        writer.writeTypes(function.getInputs());
        writer.writeTypes(function.getOutputs());
        return success();
      })
      .Case([&](RankedTensorV1Type tensor) {
        if (tensor.getEncoding()) {
          code(TypeCode::RankedTensorWithEncoding);
          writer.writeAttribute(tensor.getEncoding());
        } else {
          code(TypeCode::RankedTensor);
        }
        writer.writeSignedVarInts(tensor.getShape());
        writer.writeType(tensor.getElementType());
        return success();
      })
      .Case([&](UnrankedTensorV1Type tensor) {
        code(TypeCode::UnrankedTensor);
        writer.writeType(tensor.getElementType());
        return success();
      })
      .Case([&](RankedBufferV1Type buffer) {
        code(TypeCode::RankedBuffer);
        writer.writeSignedVarInts(buffer.getShape());
        writer.writeType(buffer.getElementType());
        return success();
      })
      .Case([&](TupleV1Type tuple) {
        code(TypeCode::Tuple);
        writer.writeTypes(tuple.getTypes());
        return success();
      })
      .Case([&](UniformQuantizedV1Type quant) {
        code(TypeCode::UniformQuantized);
        writer.writeVarInt(quant.getFlags());
        writer.writeType(quant.getStorageType());
        writer.writeType(quant.getExpressedType());
        writer.writeAPFloatWithKnownSemantics(quant.getScale());
        writer.writeSignedVarInt(quant.getZeroPoint());
        writer.writeSignedVarInt(quant.getStorageTypeMin());
        writer.writeSignedVarInt(quant.getStorageTypeMax());
        return success();
      })
      .Case([&](UniformQuantizedPerAxisV1Type quant) {
        code(TypeCode::UniformQuantizedPerAxis);
        writer.writeVarInt(quant.getFlags());
        writer.writeType(quant.getStorageType());
        writer.writeType(quant.getExpressedType());
        writer.writeVarInt(quant.getQuantizedDimension());
        writer.writeSignedVarInt(quant.getStorageTypeMin());
        writer.writeSignedVarInt(quant.getStorageTypeMax());
        writer.writeList(quant.getScales(), [&](const APFloat &scale) {
          writer.writeAPFloatWithKnownSemantics(scale);
        });
        writer.writeList(quant.getZeroPoints(),
                         [&](int64_t zp) { writer.writeSignedVarInt(zp); });
        return success();
      })
      .Default([](Type) { return failure(); });
}

} // namespace

void kiln::vhlo::addBytecodeInterface(VhloDialect *dialect) {
  dialect->addInterfaces<VhloBytecodeInterface>();
}
