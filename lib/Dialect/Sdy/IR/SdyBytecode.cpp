//===- SdyBytecode.cpp - Shardy's bytecode encodings ----------------------===//
//
// How Shardy's attributes are encoded in MLIR bytecode, as portable
// artifacts from jax.export hold them (shardings, meshes, and the sharding
// rules JAX attaches to custom calls): a varint code, then the fields.
// Codes and field orders are Shardy's and fixed; nested attributes are
// references into the bytecode's attribute table. Codes 11-14 (the axis
// lists of Shardy's collective ops) and a non-sum reduction have no kiln
// counterpart yet and are errors.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "kiln/Support/BytecodeLists.h"
#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::sdy;

namespace {

enum class Code : uint64_t {
  ManualAxes = 0,
  MeshAxis = 1,
  Mesh = 2,
  SubAxisInfo = 3,
  AxisRef = 4,
  DimensionSharding = 5,
  TensorShardingV1 = 6,
  TensorShardingPerValueV1 = 7,
  DimMapping = 8,
  TensorMapping = 9,
  OpShardingRule = 10,
  TensorShardingV2 = 15,
  TensorShardingPerValueV2 = 16,
  TensorShardingV3 = 17,
};

/// Reads a list of attributes of type `T` (references into the table).
template <typename T>
LogicalResult readAttrs(DialectBytecodeReader &reader,
                        SmallVectorImpl<T> &out) {
  return kiln::readListGrowing(reader, out, [&]() -> FailureOr<T> {
    T attr;
    if (failed(reader.readAttribute(attr)))
      return failure();
    return attr;
  });
}

struct SdyBytecodeInterface : public BytecodeDialectInterface {
  explicit SdyBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;

  /// Shardy may record its version as major, minor, patch.
  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    uint64_t major, minor, patch;
    if (failed(reader.readVarInt(major)) || failed(reader.readVarInt(minor)) ||
        failed(reader.readVarInt(patch)))
      return nullptr;
    return std::make_unique<DialectVersion>();
  }

private:
  Attribute readTensorSharding(DialectBytecodeReader &reader, Code code) const;
};

Attribute
SdyBytecodeInterface::readTensorSharding(DialectBytecodeReader &reader,
                                         Code code) const {
  MLIRContext *ctx = getContext();
  Attribute meshOrRef;
  SmallVector<DimensionShardingAttr> dims;
  SmallVector<AxisRefAttr> replicated, unreduced;
  if (failed(reader.readAttribute(meshOrRef)) ||
      failed(readAttrs(reader, dims)) || failed(readAttrs(reader, replicated)))
    return {};
  if (code != Code::TensorShardingV1 && failed(readAttrs(reader, unreduced)))
    return {};
  if (!llvm::isa<MeshAttr, FlatSymbolRefAttr>(meshOrRef)) {
    reader.emitError() << "a sharding's mesh must be a mesh or a reference to "
                          "one, not "
                       << meshOrRef;
    return {};
  }
  if (code == Code::TensorShardingV3) {
    int64_t reduction;
    if (failed(reader.readSignedVarInt(reduction)))
      return {};
    if (reduction != 0) {
      reader.emitError() << "a sharding whose unreduced axes reduce by other "
                            "than a sum is not supported by kiln yet";
      return {};
    }
  }
  return TensorShardingAttr::get(ctx, meshOrRef, dims, replicated, unreduced);
}

Attribute
SdyBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  MLIRContext *ctx = getContext();
  uint64_t rawCode;
  if (failed(reader.readVarInt(rawCode)))
    return {};
  auto readInts = [&](SmallVectorImpl<int64_t> &out) {
    return kiln::readSignedVarIntsGrowing(reader, out);
  };
  switch (Code(rawCode)) {
  case Code::ManualAxes: {
    SmallVector<StringAttr> axes;
    if (failed(readAttrs(reader, axes)))
      return {};
    return ManualAxesAttr::get(ctx, axes);
  }
  case Code::MeshAxis: {
    StringRef name;
    int64_t size;
    if (failed(reader.readString(name)) ||
        failed(reader.readSignedVarInt(size)))
      return {};
    return MeshAxisAttr::get(ctx, name, size);
  }
  case Code::Mesh: {
    SmallVector<MeshAxisAttr> axes;
    SmallVector<int64_t> deviceIds;
    if (failed(readAttrs(reader, axes)) || failed(readInts(deviceIds)))
      return {};
    auto emitErrorFn = [&] { return reader.emitError(); };
    llvm::function_ref<InFlightDiagnostic()> emitError = emitErrorFn;
    return MeshAttr::getChecked(emitError, ctx, ArrayRef<MeshAxisAttr>(axes),
                                ArrayRef<int64_t>(deviceIds));
  }
  case Code::SubAxisInfo: {
    int64_t preSize, size;
    if (failed(reader.readSignedVarInt(preSize)) ||
        failed(reader.readSignedVarInt(size)))
      return {};
    return SubAxisInfoAttr::get(ctx, preSize, size);
  }
  case Code::AxisRef: {
    StringRef name;
    SubAxisInfoAttr subAxis;
    if (failed(reader.readString(name)) ||
        failed(reader.readOptionalAttribute(subAxis)))
      return {};
    return AxisRefAttr::get(ctx, name, subAxis);
  }
  case Code::DimensionSharding: {
    SmallVector<AxisRefAttr> axes;
    bool isClosed;
    uint64_t priority;
    bool hasPriority;
    if (failed(readAttrs(reader, axes)) || failed(reader.readBool(isClosed)) ||
        failed(reader.readVarIntWithFlag(priority, hasPriority)))
      return {};
    std::optional<int64_t> maybePriority;
    if (hasPriority)
      maybePriority = int64_t(priority);
    return DimensionShardingAttr::get(ctx, axes, isClosed, maybePriority);
  }
  case Code::TensorShardingV1:
  case Code::TensorShardingV2:
  case Code::TensorShardingV3:
    return readTensorSharding(reader, Code(rawCode));
  case Code::TensorShardingPerValueV1:
  case Code::TensorShardingPerValueV2: {
    SmallVector<TensorShardingAttr> shardings;
    if (failed(readAttrs(reader, shardings)))
      return {};
    return TensorShardingPerValueAttr::get(ctx, shardings);
  }
  case Code::DimMapping: {
    SmallVector<int64_t> factors;
    if (failed(readInts(factors)))
      return {};
    return DimMappingAttr::get(ctx, factors);
  }
  case Code::TensorMapping: {
    SmallVector<DimMappingAttr> dims;
    if (failed(readAttrs(reader, dims)))
      return {};
    return TensorMappingAttr::get(ctx, dims);
  }
  case Code::OpShardingRule: {
    SmallVector<int64_t> sizes, reduction, replication, permutation, blocked;
    SmallVector<TensorMappingAttr> operands, results;
    bool isCustom;
    if (failed(readInts(sizes)) || failed(readAttrs(reader, operands)) ||
        failed(readAttrs(reader, results)) || failed(readInts(reduction)) ||
        failed(readInts(replication)) || failed(readInts(permutation)) ||
        failed(readInts(blocked)) || failed(reader.readBool(isCustom)))
      return {};
    if (!blocked.empty()) {
      reader.emitError() << "sharding rules with blocked propagation factors "
                            "are not supported by kiln yet";
      return {};
    }
    return OpShardingRuleAttr::get(ctx, sizes, operands, results, reduction,
                                   replication, permutation, isCustom);
  }
  default:
    reader.emitError() << "Shardy attribute code " << rawCode
                       << " is not supported by kiln yet";
    return {};
  }
}

LogicalResult
SdyBytecodeInterface::writeAttribute(Attribute attr,
                                     DialectBytecodeWriter &writer) const {
  auto code = [&](Code c) { writer.writeVarInt(uint64_t(c)); };
  return TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ManualAxesAttr axes) {
        code(Code::ManualAxes);
        writer.writeList(axes.getValue(),
                         [&](StringAttr a) { writer.writeAttribute(a); });
        return success();
      })
      .Case([&](MeshAxisAttr axis) {
        code(Code::MeshAxis);
        writer.writeOwnedString(axis.getName());
        writer.writeSignedVarInt(axis.getSize());
        return success();
      })
      .Case([&](MeshAttr mesh) {
        code(Code::Mesh);
        writer.writeList(mesh.getAxes(),
                         [&](MeshAxisAttr a) { writer.writeAttribute(a); });
        writer.writeSignedVarInts(mesh.getDeviceIds());
        return success();
      })
      .Case([&](SubAxisInfoAttr info) {
        code(Code::SubAxisInfo);
        writer.writeSignedVarInt(info.getPreSize());
        writer.writeSignedVarInt(info.getSize());
        return success();
      })
      .Case([&](AxisRefAttr axis) {
        code(Code::AxisRef);
        writer.writeOwnedString(axis.getName());
        writer.writeOptionalAttribute(axis.getSubAxisInfo());
        return success();
      })
      .Case([&](DimensionShardingAttr dim) {
        code(Code::DimensionSharding);
        writer.writeList(dim.getAxes(),
                         [&](AxisRefAttr a) { writer.writeAttribute(a); });
        writer.writeOwnedBool(dim.getIsClosed());
        writer.writeVarIntWithFlag(dim.getPriority().value_or(0),
                                   dim.getPriority().has_value());
        return success();
      })
      .Case([&](TensorShardingAttr sharding) {
        bool unreduced = !sharding.getUnreducedAxes().empty();
        code(unreduced ? Code::TensorShardingV2 : Code::TensorShardingV1);
        writer.writeAttribute(sharding.getMeshOrRef());
        writer.writeList(sharding.getDimShardings(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        writer.writeList(sharding.getReplicatedAxes(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        if (unreduced)
          writer.writeList(sharding.getUnreducedAxes(),
                           [&](Attribute a) { writer.writeAttribute(a); });
        return success();
      })
      .Case([&](TensorShardingPerValueAttr perValue) {
        bool unreduced = llvm::any_of(
            perValue.getShardings(), [](TensorShardingAttr sharding) {
              return !sharding.getUnreducedAxes().empty();
            });
        code(unreduced ? Code::TensorShardingPerValueV2
                       : Code::TensorShardingPerValueV1);
        writer.writeList(perValue.getShardings(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        return success();
      })
      .Case([&](DimMappingAttr mapping) {
        code(Code::DimMapping);
        writer.writeSignedVarInts(mapping.getFactorIndices());
        return success();
      })
      .Case([&](TensorMappingAttr mapping) {
        code(Code::TensorMapping);
        writer.writeList(mapping.getDimMappings(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        return success();
      })
      .Case([&](OpShardingRuleAttr rule) {
        code(Code::OpShardingRule);
        writer.writeSignedVarInts(rule.getFactorSizes());
        writer.writeList(rule.getOperandMappings(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        writer.writeList(rule.getResultMappings(),
                         [&](Attribute a) { writer.writeAttribute(a); });
        writer.writeSignedVarInts(rule.getReductionFactors());
        writer.writeSignedVarInts(rule.getNeedReplicationFactors());
        writer.writeSignedVarInts(rule.getPermutationFactors());
        writer.writeSignedVarInts({}); // blocked propagation factors
        writer.writeOwnedBool(rule.getIsCustomRule());
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

} // namespace

void kiln::sdy::addBytecodeInterface(SdyDialect *dialect) {
  dialect->addInterfaces<SdyBytecodeInterface>();
}
