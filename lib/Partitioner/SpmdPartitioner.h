//===- SpmdPartitioner.h - one function's SPMD partitioning ---*- C++ -*-===//
//
// The partitioner of one function (kiln-partition-spmd, PartitionSpmd.cpp):
// its state and steps. PartitionSpmd.cpp partitions the ops; Resharding.cpp
// builds the collectives that move values between shardings.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_PARTITIONER_SPMDPARTITIONER_H
#define KILN_LIB_PARTITIONER_SPMDPARTITIONER_H

#include "Mesh.h"
#include "ShardingRules.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace kiln::partitioner {

inline constexpr llvm::StringLiteral kPass = "kiln-partition-spmd";

/// A global value's form on each device: its shard and how it is split.
struct Local {
  mlir::Value value;
  Sharding sharding;
};

class Partitioner {
public:
  Partitioner(const Mesh &mesh, mlir::func::FuncOp func, bool explain,
              bool localShards, int64_t &channel)
      : mesh(mesh), func(func), b(func.getContext()), explain(explain),
        localShards(localShards), channel(channel) {}

  mlir::LogicalResult run();

  /// With local shards: the shardings of the function's arguments and
  /// results, as run() decided them.
  llvm::SmallVector<Sharding> entryArgShardings, entryResultShardings;

private:
  const Mesh &mesh;
  mlir::func::FuncOp func;
  mlir::OpBuilder b;
  bool explain;
  bool localShards;
  int64_t &channel;
  mlir::Value deviceIndex;
  llvm::DenseMap<mlir::Value, Local> locals;
  /// The manual axes of the manual_computations being partitioned (a
  /// shard_map inside a shard_map is manual over other axes).
  llvm::SmallVector<mlir::StringAttr> enclosingManualAxes;

  mlir::RankedTensorType globalType(mlir::Value v) {
    return llvm::cast<mlir::RankedTensorType>(v.getType());
  }
  mlir::RankedTensorType localType(mlir::RankedTensorType global,
                                   const Sharding &sharding) {
    return global.clone(sharding.localShape(global.getShape()));
  }
  /// The sharding `value` was given (replicated when none).
  mlir::FailureOr<Sharding> decided(mlir::Value value);
  Local &local(mlir::Value global) { return locals.find(global)->second; }

  mlir::Value reshard(mlir::Location loc, Local from, const Sharding &to,
                      mlir::RankedTensorType global);
  /// `global`'s shard in sharding `to` at the builder's point: resharded
  /// once per block, then reused (a value several ops need alike, such as
  /// a result that is also checked, is gathered once).
  mlir::Value shardOf(mlir::Location loc, mlir::Value global,
                      const Sharding &to);
  llvm::DenseMap<std::pair<mlir::Value, mlir::Block *>,
                 llvm::SmallVector<std::pair<Sharding, mlir::Value>, 1>>
      reshards;
  mlir::Value gather(mlir::Location loc, mlir::Value v, int64_t dim,
                     llvm::ArrayRef<Axis> axes, int64_t globalSize);
  /// `v`, a shard of a dimension `dim` split over `axes`, with `lo`
  /// elements of the previous shard before it and `hi` of the next after it
  /// (zeros beyond the first and last shards): what a convolution's window
  /// reads around the shard. Each part comes in one collective_permute.
  mlir::Value withHalo(mlir::Location loc, mlir::Value v, int64_t dim,
                       llvm::ArrayRef<Axis> axes, int64_t lo, int64_t hi);
  /// `v` on the devices whose shard index over `axes` is 0, zeros on the
  /// others (a value's parts that sum to it over those axes).
  mlir::Value firstOfGroupOnly(mlir::Location loc, mlir::Value v,
                               llvm::ArrayRef<Axis> axes);
  /// The scalar zero of `element` (a float, integer or complex type).
  mlir::Value zeroScalar(mlir::Location loc, mlir::Type element);
  /// A sharding between `have` and `to` that splits every dimension into as
  /// many shards as `to` does, reached from `have` without sending what the
  /// device does not need: per dimension, `have`'s axes with minor
  /// (sub-)axes dropped (gathered) or free ones appended (cut locally).
  /// None when the counts do not divide one another, a dimension is not
  /// divided evenly, or no free axes make up a count.
  std::optional<Sharding> matchingCounts(const Sharding &have,
                                         const Sharding &to,
                                         llvm::ArrayRef<int64_t> shape) const;
  /// `v`, held in sharding `have`, cut locally to `to`, which splits each
  /// dimension over `have`'s axes and maybe more (padding dimensions they
  /// do not divide).
  mlir::Value cut(mlir::Location loc, mlir::Value v, const Sharding &have,
                  const Sharding &to, mlir::RankedTensorType global);
  mlir::Value allReduce(mlir::Location loc, mlir::Value v,
                        llvm::ArrayRef<Axis> axes, mlir::Region *reducer,
                        mlir::Operation *at);
  /// A tensor<i64> holding `perDevice[d]` on device d.
  /// Partial results over `axes` reduced and scattered along `dim`.
  mlir::Value reduceScatter(mlir::Location loc, mlir::Value v, int64_t dim,
                            llvm::ArrayRef<Axis> axes, mlir::Region *reducer,
                            mlir::Operation *at);
  /// `v`'s shards in sharding `from` moved to the devices that hold them in
  /// `to`, which splits each dimension into as many shards.
  mlir::Value permute(mlir::Location loc, mlir::Value v, const Sharding &from,
                      const Sharding &to);
  /// Moves `axes` from dimension `from` (where they are the minor ones) to
  /// the end of dimension `to`'s.
  mlir::Value allToAll(mlir::Location loc, mlir::Value v, int64_t from,
                       int64_t to, llvm::ArrayRef<Axis> axes);
  /// The body combining partial results: a copy of `reducer`, or an add.
  void buildReducer(mlir::Region &body, mlir::Region *reducer,
                    mlir::Type element, mlir::Location loc);
  std::string describe(llvm::ArrayRef<Axis> axes) const;
  mlir::Value perDevice(mlir::Location loc, llvm::ArrayRef<int64_t> values);
  mlir::Attribute groupsAttr(llvm::ArrayRef<Axis> axes);
  mlir::NamedAttribute channelAttr();
  void note(mlir::Location loc, const mlir::Twine &what) {
    kiln::explain(explain, loc, kPass, what);
  }

  /// Adds `op`'s form on shards at the builder's insertion point.
  mlir::LogicalResult partitionOp(mlir::Operation *op);
  mlir::LogicalResult partitionWhile(stablehlo::WhileOp op);
  /// The decided sharding of each of `op`'s results and its type on shards
  /// (non-tensor results as they are).
  mlir::LogicalResult resultShardings(mlir::Operation *op,
                                      llvm::SmallVector<Sharding> &shardings,
                                      llvm::SmallVector<mlir::Type> &types);
  /// Fills `to` with `from`'s block on shards: arguments of `argTypes` in
  /// `argShardings`, the terminator's operands resharded to `yielded`.
  mlir::LogicalResult partitionRegion(mlir::Region &from, mlir::Region &to,
                                      mlir::TypeRange argTypes,
                                      llvm::ArrayRef<Sharding> argShardings,
                                      llvm::ArrayRef<Sharding> yielded);
  /// if and case: their branches partitioned, yielding each result in its
  /// sharding.
  mlir::LogicalResult partitionBranches(mlir::Operation *op);
  mlir::LogicalResult partitionRuled(mlir::Operation *op,
                                     const FactorRule &rule);
  mlir::LogicalResult partitionWhole(mlir::Operation *op);
  mlir::LogicalResult partitionManual(sdy::ManualComputationOp op);
  /// The sharding result `index` (returning `value`) leaves the function in,
  /// with local shards.
  mlir::FailureOr<Sharding> resultSharding(unsigned index, mlir::Value value);
  /// An error unless `sharding` splits `type` into shards of equal size
  /// (local shards are not padded).
  mlir::LogicalResult checkEven(mlir::Location loc, mlir::RankedTensorType type,
                                const Sharding &sharding,
                                const std::string &what);
};

} // namespace kiln::partitioner

#endif // KILN_LIB_PARTITIONER_SPMDPARTITIONER_H
