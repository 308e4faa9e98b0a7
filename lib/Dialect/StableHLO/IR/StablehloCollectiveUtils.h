//===- StablehloCollectiveUtils.h - collective checks -----------*- C++ -*-===//
//
// Process-group, replica-group and reduction-region checks shared by the
// collective ops (all_gather, all_reduce, all_to_all, ...). Used only by the
// StablehloCollective*.cpp files.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCOLLECTIVEUTILS_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCOLLECTIVEUTILS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"
#include "mlir/IR/Diagnostics.h"

#include <optional>
#include <string>

namespace kiln::stablehlo::collective {

/// Emits `'<opName>' op <message>` at `loc` when a location is given
/// (verification) and stays silent otherwise (builders probing inference);
/// returns failure. Errors found while inferring types read like the
/// verifier's own.
mlir::LogicalResult fail(std::optional<mlir::Location> loc,
                         llvm::StringRef opName, const llvm::Twine &message);

/// How a collective splits the process grid into process groups (spec:
/// "Collective ops"); it decides which count bounds the ids.
enum class GroupMode {
  CrossReplica,             // channel_id <= 0: ids are replica ids.
  CrossReplicaAndPartition, // channel_id > 0, no global ids: replica ids.
  FlattenedIds,             // channel_id > 0 and use_global_device_ids.
  CrossPartition,           // channel_id > 0 (all_to_all, permute, ...).
};

/// The channel id of an optional channel handle (0 when absent).
int64_t channelId(ChannelHandleAttr handle);

/// The mode of ops with `use_global_device_ids` (all_gather, all_reduce,
/// reduce_scatter).
GroupMode groupModeWithGlobalIds(ChannelHandleAttr handle, bool globalIds);
/// The mode of ops without it (all_to_all, collective_broadcast,
/// collective_permute).
GroupMode groupModeWithoutGlobalIds(ChannelHandleAttr handle);

/// Replica and partition counts of the enclosing module, when it records
/// them (`mhlo.num_replicas`, `mhlo.num_partitions`, as JAX emits).
struct ProcessGrid {
  std::optional<int64_t> numReplicas;
  std::optional<int64_t> numPartitions;
};
ProcessGrid getProcessGrid(mlir::Operation *op);

/// The number of ids a group mode addresses (num_replicas, num_partitions
/// or num_processes), with its name for diagnostics; nullopt if unknown.
std::optional<int64_t> idBound(GroupMode mode, const ProcessGrid &grid);
llvm::StringRef idBoundName(GroupMode mode);

/// Constraint labels and rules of one op's replica_groups checks.
struct ReplicaGroupRules {
  ReplicaGroupRules(llvm::StringRef uniqueLabel, llvm::StringRef sizeLabel,
                    llvm::StringRef rangeLabel)
      : uniqueLabel(uniqueLabel), sizeLabel(sizeLabel), rangeLabel(rangeLabel) {
  }

  /// Groups of different sizes are padded with -1 (the spec types these
  /// groups as a variadic number of 1-dimensional tensors).
  bool allowPadding = false;
  /// The ids of all groups together must be exactly 0..size-1, where size
  /// is the number of ids (spec: size(replica_groups) is the id bound and
  /// every id is below it).
  bool coverAllIds = true;
  llvm::StringRef uniqueLabel;
  llvm::StringRef sizeLabel; // empty when the op has no size constraint
  llvm::StringRef rangeLabel;
};

/// Checks replica_groups: a 2-dimensional tensor of unique, non-negative
/// ids below the bound of `mode` (when the module gives it).
mlir::LogicalResult verifyReplicaGroups(mlir::Operation *op,
                                        mlir::DenseIntElementsAttr groups,
                                        GroupMode mode,
                                        const ReplicaGroupRules &rules);

/// Size of each process group (spec: dim(process_groups, 1)) when it can be
/// known from the attributes (and, if given, the process grid).
std::optional<int64_t> processGroupSize(mlir::DenseIntElementsAttr groups,
                                        GroupMode mode,
                                        const ProcessGrid &grid);

/// Checks source_target_pairs (collective_permute C1-C4, and send/recv):
/// shape [N, 2], unique sources, unique targets, ids in [0, bound).
mlir::LogicalResult verifySourceTargetPairs(mlir::Operation *op,
                                            mlir::DenseIntElementsAttr pairs,
                                            std::optional<int64_t> bound,
                                            llvm::StringRef boundName);

/// Checks a reduction region of type `(tensor<E>, tensor<E>) -> tensor<E>`
/// where every operand element type is promotable to E, and returns E.
mlir::FailureOr<mlir::Type>
verifyReductionRegion(std::optional<mlir::Location> loc, llvm::StringRef opName,
                      mlir::Region &region, mlir::TypeRange operandTypes,
                      llvm::StringRef label);

/// Checks `use_global_device_ids` implies a positive channel id.
mlir::LogicalResult verifyGlobalDeviceIds(mlir::Operation *op,
                                          ChannelHandleAttr handle,
                                          bool globalIds,
                                          llvm::StringRef label);

/// Runs an op's result type inference with its location and checks the
/// declared result types against it by the op's isCompatibleReturnTypes,
/// so that verify() (which MLIR runs before its own inferred-type check)
/// reports each broken constraint once, with its `label`.
template <typename OpT>
mlir::LogicalResult verifyInference(OpT op, llvm::StringRef label) {
  llvm::SmallVector<mlir::Type> inferred;
  if (mlir::failed(OpT::inferReturnTypes(
          op->getContext(), op.getLoc(), op->getOperands(),
          op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
          op->getRegions(), inferred)))
    return mlir::failure();
  if (OpT::isCompatibleReturnTypes(inferred, op->getResultTypes()))
    return mlir::success();
  return op.emitOpError("result types must be ")
         << formatTypeList(inferred) << " (" << label << "), but got "
         << formatTypeList(op->getResultTypes());
}

} // namespace kiln::stablehlo::collective

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCOLLECTIVEUTILS_H
