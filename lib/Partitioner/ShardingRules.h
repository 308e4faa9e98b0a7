//===- ShardingRules.h - how each op's dimensions may be split --*- C++ -*-===//
//
// Shardy's model of an op: its operands' and results' dimensions are made of
// factors (a dot_general's batch, free and contracting sizes; an elementwise
// op's dimensions, shared by every operand and the result), and a sharding
// of the op assigns mesh axes to factors. Propagation reads the axes each
// factor has on some tensor and gives them to the others; partitioning
// splits every tensor by its factors' axes, runs the op on the shards and,
// for a reduction factor with axes, combines the partial results with an
// all_reduce. Ops without a rule run unsplit (their operands gathered).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PARTITIONER_SHARDINGRULES_H
#define KILN_PARTITIONER_SHARDINGRULES_H

#include "Mesh.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace kiln::partitioner {

/// The factors of one tensor's dimensions: per dimension, the factors it is
/// made of, major first (none for a dimension no factor reaches, such as a
/// broadcast's size-1 operand dimension).
using TensorFactors = llvm::SmallVector<llvm::SmallVector<int64_t, 1>>;

struct FactorRule {
  llvm::SmallVector<int64_t> sizes;
  llvm::SmallVector<TensorFactors> operands, results;
  /// Factors summed (or otherwise reduced) over: split, the op's results
  /// are partial and need an all_reduce.
  llvm::SmallVector<bool> reduction;
  /// Factors that must not be split (a concatenated or sliced dimension).
  llvm::SmallVector<bool> replicate;
  /// Per factor, the elements before and after its shard that computing a
  /// shard needs (a convolution's window over a split spatial dimension:
  /// the halo, received from the neighbouring shards); {0, 0} for most.
  llvm::SmallVector<std::pair<int64_t, int64_t>> halo;
  /// Ops that only move or map elements propagate before the others (dots
  /// and reductions), as Shardy's op priorities have it.
  bool passThrough = false;

  int64_t addFactor(int64_t size, bool isReduction = false,
                    bool mustReplicate = false);
  int64_t numFactors() const { return sizes.size(); }
};

/// The rule of `op`, or std::nullopt for ops kiln partitions by running them
/// whole on every device.
std::optional<FactorRule> factorRule(mlir::Operation *op);

/// The rule of `tensors` tensors of `shape` that must share one sharding
/// (a while loop's operand, region arguments, yielded value and result),
/// all as operands.
FactorRule sameSharding(llvm::ArrayRef<int64_t> shape, int64_t tensors);

/// The axes of each factor, from the shardings its tensors have (null for
/// a tensor whose sharding is not known yet): for each factor the longest of
/// the axes its dimensions carry when they agree (one a prefix of the other),
/// their common prefix when not; then trimmed so that each axis is used once,
/// the axes divide the factor, and every tensor can carry them (a compound
/// dimension splits its minor factors only below a fully split major one).
/// With `resultsFirst` (partitioning, where the results' shardings are
/// decided), a factor some result splits takes the results' axes whatever
/// the operands carry: its operands are resharded to them, as the op's
/// propagation decided, rather than the op running on shards of the common
/// prefix (for a conflict, often nothing: every device computing the whole).
llvm::SmallVector<AxisList>
assignAxes(const FactorRule &rule, llvm::ArrayRef<const Sharding *> operands,
           llvm::ArrayRef<const Sharding *> results, bool resultsFirst = false);

/// The sharding of a tensor with `factors` under `assignment`.
Sharding project(const TensorFactors &factors,
                 llvm::ArrayRef<AxisList> assignment);

} // namespace kiln::partitioner

#endif // KILN_PARTITIONER_SHARDINGRULES_H
