//===- SdyVerify.cpp - checks of shardings against meshes and types -------===//
//
// A sharding is valid for a value when its mesh exists, it has one dimension
// sharding per tensor dimension, every axis it names is in the mesh, every
// sub-axis fits in its full axis, and no (sub-)axis is used twice. These
// checks back the sharding ops' verifiers and the `sdy.sharding` attributes
// on functions and ops.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace kiln::sdy;

MeshAttr TensorShardingAttr::resolveMesh(Operation *anchor) const {
  if (auto mesh = llvm::dyn_cast<MeshAttr>(getMeshOrRef()))
    return mesh;
  auto ref = llvm::cast<FlatSymbolRefAttr>(getMeshOrRef());
  auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(anchor, ref);
  return meshOp ? meshOp.getMesh() : MeshAttr();
}

namespace {
/// One use of a mesh axis: the range [preSize, preSize * size) of the
/// full axis' factors it covers.
struct AxisUse {
  StringRef name;
  int64_t preSize;
  int64_t size;
  std::string text;
};
} // namespace

LogicalResult TensorShardingAttr::verifyFor(
    Type type, Operation *anchor,
    function_ref<InFlightDiagnostic()> emitError) const {
  MeshAttr mesh = resolveMesh(anchor);
  if (!mesh) {
    return emitError()
           << "sharding refers to @"
           << llvm::cast<FlatSymbolRefAttr>(getMeshOrRef()).getValue()
           << ", which is not an `sdy.mesh` in scope";
  }

  // A maximal mesh (no axes, one device) places the whole value on that
  // device: its shardings have no dimension shardings whatever the rank.
  if (mesh.getAxes().empty() && mesh.getDeviceIds().size() == 1) {
    if (getRank() != 0 || !getReplicatedAxes().empty() ||
        !getUnreducedAxes().empty())
      return emitError() << "a sharding on a maximal mesh (one device) must "
                            "have no dimension shardings and no replicated or "
                            "unreduced axes";
    return success();
  }

  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank()) {
    // Tokens, tuples and unranked values can only carry a rank-0 sharding.
    if (getRank() != 0)
      return emitError() << "a sharding of a value of type " << type
                         << " must have no dimension shardings, but it has "
                         << getRank();
  } else if (getRank() != shaped.getRank()) {
    return emitError() << "sharding has " << getRank()
                       << " dimension shardings but the tensor " << type
                       << " has rank " << shaped.getRank();
  }

  SmallVector<AxisUse> uses;
  auto checkAxis = [&](AxisRefAttr axis) -> LogicalResult {
    MeshAxisAttr meshAxis = mesh.findAxis(axis.getName());
    if (!meshAxis)
      return emitError() << "sharding uses axis " << axis.str()
                         << ", which is not in the mesh " << mesh;
    int64_t fullSize = meshAxis.getSize();
    AxisUse use{axis.getName(), 1, fullSize, axis.str()};
    if (SubAxisInfoAttr sub = axis.getSubAxisInfo()) {
      use.preSize = sub.getPreSize();
      use.size = sub.getSize();
      if (use.preSize < 1 || use.size <= 1)
        return emitError() << "sub-axis " << axis.str()
                           << " must have a pre-size >= 1 and a size > 1";
      if (fullSize % (use.preSize * use.size) != 0)
        return emitError() << "sub-axis " << axis.str()
                           << " does not fit in axis \"" << axis.getName()
                           << "\" of size " << fullSize
                           << " (pre-size * size must divide it)";
      if (use.size == fullSize)
        return emitError() << "sub-axis " << axis.str()
                           << " covers the whole axis; use \"" << axis.getName()
                           << "\" instead";
    }
    for (const AxisUse &other : uses) {
      if (other.name != use.name)
        continue;
      // Two factor ranges of one axis overlap unless one ends where (or
      // before) the other starts.
      if (use.preSize < other.preSize * other.size &&
          other.preSize < use.preSize * use.size)
        return emitError() << "sharding uses axis " << use.text
                           << " more than once (it overlaps " << other.text
                           << ")";
    }
    uses.push_back(use);
    return success();
  };

  for (DimensionShardingAttr dim : getDimShardings()) {
    if (dim.getPriority() && *dim.getPriority() < 0)
      return emitError() << "dimension sharding priorities must be >= 0";
    for (AxisRefAttr axis : dim.getAxes())
      if (failed(checkAxis(axis)))
        return failure();
  }
  for (AxisRefAttr axis : getReplicatedAxes())
    if (failed(checkAxis(axis)))
      return failure();
  for (AxisRefAttr axis : getUnreducedAxes())
    if (failed(checkAxis(axis)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// `sdy.sharding` on function arguments, results and ops
//===----------------------------------------------------------------------===//

static LogicalResult verifyValueSharding(Operation *op, NamedAttribute attr,
                                         Type type, StringRef what) {
  auto sharding = llvm::dyn_cast<TensorShardingAttr>(attr.getValue());
  if (!sharding)
    return op->emitOpError()
           << "expects `" << kShardingAttrName << "` on " << what
           << " to be a #sdy.sharding, but got " << attr.getValue();
  return sharding.verifyFor(
      type, op, [&]() { return op->emitOpError() << what << ": "; });
}

LogicalResult SdyDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName() != kShardingAttrName)
    return success();
  Type type;
  if (auto fn = llvm::dyn_cast<FunctionOpInterface>(op))
    type = fn.getArgumentTypes()[argIndex];
  else
    type = op->getRegion(regionIndex).getArgument(argIndex).getType();
  return verifyValueSharding(op, attr, type,
                             ("argument #" + Twine(argIndex)).str());
}

LogicalResult SdyDialect::verifyRegionResultAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  if (attr.getName() != kShardingAttrName)
    return success();
  auto fn = llvm::dyn_cast<FunctionOpInterface>(op);
  if (!fn)
    return success();
  return verifyValueSharding(op, attr, fn.getResultTypes()[resultIndex],
                             ("result #" + Twine(resultIndex)).str());
}

LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  // Ops of a portable artifact (VHLO) have VHLO types, which say nothing to
  // these checks; they run once the ops are StableHLO.
  if (op->getDialect() && op->getDialect()->getNamespace() == "vhlo")
    return success();
  if (attr.getName() == kShardingRuleAttrName) {
    auto rule = llvm::dyn_cast<OpShardingRuleAttr>(attr.getValue());
    if (!rule)
      return op->emitOpError()
             << "expects `" << kShardingRuleAttrName
             << "` to be a #sdy.op_sharding_rule, but got " << attr.getValue();
    return verifyShardingRule(op, rule);
  }
  if (attr.getName() != kShardingAttrName)
    return success();
  auto perValue = llvm::dyn_cast<TensorShardingPerValueAttr>(attr.getValue());
  if (!perValue)
    return op->emitOpError()
           << "expects `" << kShardingAttrName
           << "` to be a #sdy.sharding_per_value, but got " << attr.getValue();
  ArrayRef<TensorShardingAttr> shardings = perValue.getShardings();
  unsigned numResults = op->getNumResults();
  // An op without results may still name the one device it runs on.
  if (numResults == 0 && shardings.size() <= 1) {
    for (TensorShardingAttr sharding : shardings)
      if (!sharding.resolveMesh(op))
        return op->emitOpError()
               << "sharding refers to @"
               << llvm::cast<FlatSymbolRefAttr>(sharding.getMeshOrRef())
                      .getValue()
               << ", which is not an `sdy.mesh` in scope";
    return success();
  }
  if (shardings.size() != numResults)
    return op->emitOpError()
           << "has " << numResults << " results but " << shardings.size()
           << " shardings in `" << kShardingAttrName << "`";
  for (auto [index, sharding] : llvm::enumerate(shardings))
    if (failed(sharding.verifyFor(
            op->getResult(index).getType(), op, [&, index = index]() {
              return op->emitOpError() << "result #" << index << ": ";
            })))
      return failure();
  return success();
}
