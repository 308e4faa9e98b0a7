//===- Mesh.h - device meshes and tensor shardings, as numbers --*- C++ -*-===//
//
// The partitioner's working form of Shardy's attributes: a mesh with its
// device order, the axes (or sub-axes) one tensor dimension is split over,
// and which device holds which shard. Propagation (PropagateShardings.cpp)
// and partitioning (PartitionSpmd.cpp) both reason in these terms; they read
// and write the sdy attributes only at their edges.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PARTITIONER_MESH_H
#define KILN_PARTITIONER_MESH_H

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace kiln::partitioner {

/// A mesh axis, or the sub-axis `"name":(pre)size` of it: the axis' devices
/// split major to minor into [pre][size][rest], this is the middle digit.
struct Axis {
  std::string name;
  int64_t pre = 1, size = 1;
  bool operator==(const Axis &other) const {
    return name == other.name && pre == other.pre && size == other.size;
  }
  /// Whether the two use a common part of one mesh axis.
  bool overlaps(const Axis &other) const;
  std::string str(int64_t axisSize) const;
};
using AxisList = llvm::SmallVector<Axis, 2>;

/// Product of the sizes of `axes`: the number of shards they make.
int64_t shardCount(llvm::ArrayRef<Axis> axes);
/// Whether `prefix` is the first axes of `axes`.
bool isPrefix(llvm::ArrayRef<Axis> prefix, llvm::ArrayRef<Axis> axes);

/// How one tensor is split: per dimension, the axes its blocks follow
/// (major to minor, empty: not split) and whether propagation may still
/// add axes to it (an open dimension, `?`).
struct Sharding {
  llvm::SmallVector<AxisList> dims;
  llvm::SmallVector<bool> open;
  /// Per dimension, the user's priority (`p0`, `p1`, ...: lower first), or
  /// -1 for none.
  llvm::SmallVector<int64_t> priority;
  static Sharding replicated(int64_t rank);
  int64_t rank() const { return dims.size(); }
  bool isReplicated() const;
  bool operator==(const Sharding &other) const { return dims == other.dims; }
  bool operator!=(const Sharding &other) const { return !(*this == other); }
  /// The dimension sizes of one device's shard of a tensor of `shape`
  /// (rounded up where the axes do not divide the dimension).
  llvm::SmallVector<int64_t> localShape(llvm::ArrayRef<int64_t> shape) const;
};

/// The sharding an `sdy.sharding_constraint` or `sdy.reshard` gives its
/// result; null for any other op.
sdy::TensorShardingAttr statedSharding(mlir::Operation *op);

/// The one mesh of a sharded module.
class Mesh {
public:
  /// The module's mesh: its `sdy.mesh` of more than one device (or the
  /// inline mesh of its shardings). Null when it has none; an error (at the
  /// offending op) when it has two different ones.
  static mlir::FailureOr<Mesh *> find(mlir::ModuleOp module,
                                      std::unique_ptr<Mesh> &storage);

  int64_t devices() const { return numDevices; }
  int64_t axisSize(llvm::StringRef name) const;
  bool hasAxis(llvm::StringRef name) const { return axisSize(name) > 0; }
  /// The index of the shard a device holds of a dimension split over
  /// `axes` (0 for no axes).
  int64_t shardIndex(int64_t device, llvm::ArrayRef<Axis> axes) const;
  /// The device groups that together hold every shard of a dimension split
  /// over `axes`: devices that differ only in their digits of `axes`, each
  /// group in shard order.
  llvm::SmallVector<llvm::SmallVector<int64_t>>
  groups(llvm::ArrayRef<Axis> axes) const;

  /// The axes (or sub-axes) `refs` name.
  AxisList axes(llvm::ArrayRef<sdy::AxisRefAttr> refs) const;
  /// Reads a sharding attribute (the mesh it names must be this one).
  mlir::FailureOr<Sharding> read(sdy::TensorShardingAttr attr,
                                 mlir::Operation *anchor) const;
  /// The attribute for `sharding`, naming this mesh.
  sdy::TensorShardingAttr attr(mlir::MLIRContext *ctx,
                               const Sharding &sharding) const;
  /// `[{"x"}, {}]`, for messages.
  std::string str(const Sharding &sharding) const;
  /// The mesh attribute and (when it is a declared one) its symbol.
  sdy::MeshAttr meshAttr() const { return mesh; }

private:
  sdy::MeshAttr mesh;
  mlir::FlatSymbolRefAttr symbol;
  int64_t numDevices = 1;
  /// Per device id, its position in the mesh (row-major over the axes).
  llvm::SmallVector<int64_t> positionOf;
  /// The digit of `axis` in `device`'s coordinates.
  int64_t digit(int64_t device, const Axis &axis) const;
  int64_t coordinate(int64_t device, llvm::StringRef name) const;
};

} // namespace kiln::partitioner

#endif // KILN_PARTITIONER_MESH_H
