//===- StablehloCollectiveUtils.cpp - checks shared by collectives -------===//

#include "StablehloCollectiveUtils.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <limits>

using namespace mlir;

namespace kiln::stablehlo::collective {

LogicalResult fail(std::optional<Location> loc, StringRef opName,
                   const Twine &message) {
  if (loc)
    emitError(*loc) << "'" << opName << "' op " << message;
  return failure();
}

int64_t channelId(ChannelHandleAttr handle) {
  return handle ? handle.getHandle() : 0;
}

GroupMode groupModeWithGlobalIds(ChannelHandleAttr handle, bool globalIds) {
  if (channelId(handle) <= 0)
    return GroupMode::CrossReplica;
  return globalIds ? GroupMode::FlattenedIds
                   : GroupMode::CrossReplicaAndPartition;
}

GroupMode groupModeWithoutGlobalIds(ChannelHandleAttr handle) {
  return channelId(handle) <= 0 ? GroupMode::CrossReplica
                                : GroupMode::CrossPartition;
}

ProcessGrid getProcessGrid(Operation *op) {
  ProcessGrid grid;
  auto module = op->getParentOfType<ModuleOp>();
  if (!module)
    return grid;
  // Only positive counts describe a grid; anything else is ignored.
  auto count = [&](StringRef name) -> std::optional<int64_t> {
    auto attr = module->getAttrOfType<IntegerAttr>(name);
    if (!attr || attr.getValue().getSignificantBits() > 64 ||
        attr.getValue().getSExtValue() <= 0)
      return std::nullopt;
    return attr.getValue().getSExtValue();
  };
  grid.numReplicas = count("mhlo.num_replicas");
  grid.numPartitions = count("mhlo.num_partitions");
  return grid;
}

std::optional<int64_t> idBound(GroupMode mode, const ProcessGrid &grid) {
  switch (mode) {
  case GroupMode::CrossReplica:
  case GroupMode::CrossReplicaAndPartition:
    return grid.numReplicas;
  case GroupMode::CrossPartition:
    return grid.numPartitions;
  case GroupMode::FlattenedIds:
    if (grid.numReplicas && grid.numPartitions)
      return *grid.numReplicas * *grid.numPartitions;
    return std::nullopt;
  }
  llvm_unreachable("unknown group mode");
}

StringRef idBoundName(GroupMode mode) {
  switch (mode) {
  case GroupMode::CrossReplica:
  case GroupMode::CrossReplicaAndPartition:
    return "num_replicas";
  case GroupMode::CrossPartition:
    return "num_partitions";
  case GroupMode::FlattenedIds:
    return "num_processes";
  }
  llvm_unreachable("unknown group mode");
}

LogicalResult verifyReplicaGroups(Operation *op, DenseIntElementsAttr groups,
                                  GroupMode mode,
                                  const ReplicaGroupRules &rules) {
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return op->emitOpError("replica_groups must be a 2-dimensional tensor, "
                           "but got rank ")
           << type.getRank();
  SmallVector<int64_t> ids(groups.getValues<int64_t>());
  if (ids.empty())
    return success(); // One group holding every process.

  int64_t groupSize = type.getDimSize(1);
  llvm::SmallDenseSet<int64_t> seen;
  int64_t count = 0;
  for (int64_t g = 0, e = type.getDimSize(0); g < e; ++g) {
    ArrayRef<int64_t> group = ArrayRef(ids).slice(g * groupSize, groupSize);
    bool padded = false;
    for (int64_t id : group) {
      if (id == -1 && rules.allowPadding) {
        padded = true;
        continue;
      }
      if (id < 0)
        return op->emitOpError("replica_groups must hold non-negative ids (")
               << rules.rangeLabel << "), but got " << id;
      if (padded)
        return op->emitOpError("replica_groups may only be padded with -1 "
                               "after the ids of a group, but group ")
               << g << " is " << formatIntList(group);
      if (!seen.insert(id).second)
        return op->emitOpError("replica_groups must be unique (")
               << rules.uniqueLabel << "), but replica id " << id
               << " appears more than once";
      ++count;
    }
  }

  ProcessGrid grid = getProcessGrid(op);
  std::optional<int64_t> bound = idBound(mode, grid);
  if (!rules.sizeLabel.empty() && bound && count != *bound)
    return op->emitOpError("size(replica_groups) must be ")
           << idBoundName(mode) << " = " << *bound << " (" << rules.sizeLabel
           << "), but got " << count;

  // With every id present, the ids must be exactly 0..count-1.
  int64_t limit = std::numeric_limits<int64_t>::max();
  std::string limitText;
  if (rules.coverAllIds) {
    limit = count;
    limitText = "size(replica_groups) = " + std::to_string(count);
  } else if (bound) {
    limit = *bound;
    limitText = (idBoundName(mode) + " = " + Twine(*bound)).str();
  }
  for (int64_t id : ids)
    if (id >= limit)
      return op->emitOpError("replica ids must be less than ")
             << limitText << " (" << rules.rangeLabel << "), but got " << id;
  return success();
}

std::optional<int64_t> processGroupSize(DenseIntElementsAttr groups,
                                        GroupMode mode,
                                        const ProcessGrid &grid) {
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return std::nullopt;
  if (type.getNumElements() == 0) {
    // Every process in one group.
    switch (mode) {
    case GroupMode::CrossReplica:
      return grid.numReplicas;
    case GroupMode::CrossPartition:
      return grid.numPartitions;
    case GroupMode::CrossReplicaAndPartition:
    case GroupMode::FlattenedIds:
      return idBound(GroupMode::FlattenedIds, grid);
    }
  }
  int64_t size = type.getDimSize(1);
  // Each replica id stands for that replica in every partition.
  if (mode == GroupMode::CrossReplicaAndPartition) {
    if (!grid.numPartitions)
      return std::nullopt;
    return size * *grid.numPartitions;
  }
  return size;
}

LogicalResult verifySourceTargetPairs(Operation *op, DenseIntElementsAttr pairs,
                                      std::optional<int64_t> bound,
                                      StringRef boundName) {
  auto type = llvm::cast<ShapedType>(pairs.getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return op->emitOpError("source_target_pairs must have shape [N, 2] (C1), "
                           "but got ")
           << formatIntList(type.getShape());
  SmallVector<int64_t> ids(pairs.getValues<int64_t>());
  llvm::SmallDenseSet<int64_t> sources, targets;
  for (size_t i = 0; i < ids.size(); i += 2) {
    for (int64_t id : {ids[i], ids[i + 1]}) {
      if (id < 0)
        return op->emitOpError("source_target_pairs must hold non-negative "
                               "ids (C4), but got ")
               << id;
      if (bound && id >= *bound)
        return op->emitOpError("source_target_pairs ids must be less than ")
               << boundName << " = " << *bound << " (C4), but got " << id;
    }
    if (!sources.insert(ids[i]).second)
      return op->emitOpError("source_target_pairs must have unique sources "
                             "(C2), but ")
             << ids[i] << " appears more than once";
    if (!targets.insert(ids[i + 1]).second)
      return op->emitOpError("source_target_pairs must have unique targets "
                             "(C3), but ")
             << ids[i + 1] << " appears more than once";
  }
  return success();
}

FailureOr<Type> verifyReductionRegion(std::optional<Location> loc,
                                      StringRef opName, Region &region,
                                      TypeRange operandTypes, StringRef label) {
  if (region.empty())
    return fail(loc, opName, "computation must have a block");
  Block &block = region.front();
  std::string expected = ("computation must have type (tensor<E>, tensor<E>) "
                          "-> tensor<E> (" +
                          label + ")")
                             .str();
  if (block.getNumArguments() != 2)
    return fail(loc, opName,
                expected + ", but it takes " + Twine(block.getNumArguments()) +
                    " arguments");
  TypeRange argTypes = block.getArgumentTypes();
  auto argType = llvm::dyn_cast<RankedTensorType>(argTypes[0]);
  if (!argType || argType.getRank() != 0 || argTypes[0] != argTypes[1])
    return fail(loc, opName,
                expected + ", but its arguments are " +
                    formatTypeList(argTypes));
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>())
    return fail(loc, opName, "computation must end with a terminator");
  TypeRange returned = block.back().getOperandTypes();
  if (returned.size() != 1 || returned[0] != argType)
    return fail(loc, opName,
                expected + ", but it returns " + formatTypeList(returned));
  Type element = argType.getElementType();
  for (auto [i, type] : llvm::enumerate(operandTypes)) {
    Type operandElement = getElementTypeOrSelf(type);
    if (!isPromotable(operandElement, element)) {
      std::string s;
      llvm::raw_string_ostream os(s);
      os << "element type " << operandElement << " of operand #" << i
         << " is not promotable to the computation's element type " << element
         << " (" << label << ")";
      return fail(loc, opName, s);
    }
  }
  return element;
}

LogicalResult verifyGlobalDeviceIds(Operation *op, ChannelHandleAttr handle,
                                    bool globalIds, StringRef label) {
  if (globalIds && channelId(handle) <= 0)
    return op->emitOpError("use_global_device_ids requires a positive "
                           "channel id (")
           << label << "), but got " << channelId(handle);
  return success();
}

} // namespace kiln::stablehlo::collective
