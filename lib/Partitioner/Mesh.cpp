//===- Mesh.cpp - device meshes and tensor shardings, as numbers ----------===//

#include "Mesh.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <map>

using namespace mlir;

namespace kiln::partitioner {

bool Axis::overlaps(const Axis &other) const {
  return name == other.name && std::max(pre, other.pre) <
                                   std::min(pre * size, other.pre * other.size);
}

std::string Axis::str(int64_t axisSize) const {
  std::string text = "\"" + name + "\"";
  if (size != axisSize)
    text += ":(" + std::to_string(pre) + ")" + std::to_string(size);
  return text;
}

int64_t shardCount(ArrayRef<Axis> axes) {
  int64_t count = 1;
  for (const Axis &axis : axes)
    count *= axis.size;
  return count;
}

bool isPrefix(ArrayRef<Axis> prefix, ArrayRef<Axis> axes) {
  return prefix.size() <= axes.size() &&
         llvm::equal(prefix, axes.take_front(prefix.size()));
}

Sharding Sharding::replicated(int64_t rank) {
  Sharding sharding;
  sharding.dims.resize(rank);
  sharding.open.assign(rank, true);
  sharding.priority.assign(rank, -1);
  return sharding;
}

bool Sharding::isReplicated() const {
  return llvm::all_of(dims, [](const AxisList &axes) { return axes.empty(); });
}

SmallVector<int64_t> Sharding::localShape(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> local(shape);
  for (auto [size, axes] : llvm::zip(local, dims)) {
    int64_t count = shardCount(axes);
    size = (size + count - 1) / count;
  }
  return local;
}

sdy::TensorShardingAttr statedSharding(Operation *op) {
  if (auto c = llvm::dyn_cast<sdy::ShardingConstraintOp>(op))
    return c.getSharding();
  if (auto r = llvm::dyn_cast<sdy::ReshardOp>(op))
    return r.getSharding();
  return {};
}

FailureOr<Mesh *> Mesh::find(ModuleOp module, std::unique_ptr<Mesh> &storage) {
  sdy::MeshOp found;
  WalkResult walk = module.walk([&](sdy::MeshOp op) {
    if (op.getMesh().getTotalSize() <= 1)
      return WalkResult::advance();
    if (found && found.getMesh() != op.getMesh()) {
      op.emitError() << "a second mesh of more than one device (@"
                     << op.getSymName() << ", besides @" << found.getSymName()
                     << "): kiln partitions programs over one mesh";
      return WalkResult::interrupt();
    }
    if (!found)
      found = op;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (!found)
    return static_cast<Mesh *>(nullptr);
  storage = std::make_unique<Mesh>();
  Mesh &mesh = *storage;
  mesh.mesh = found.getMesh();
  mesh.symbol = FlatSymbolRefAttr::get(found.getSymNameAttr());
  mesh.numDevices = mesh.mesh.getTotalSize();
  mesh.positionOf.assign(mesh.numDevices, 0);
  ArrayRef<int64_t> ids = mesh.mesh.getDeviceIds();
  for (int64_t position = 0; position < mesh.numDevices; ++position) {
    int64_t id = ids.empty() ? position : ids[position];
    if (id < 0 || id >= mesh.numDevices)
      return found.emitError()
             << "device id " << id << " is outside the mesh's "
             << mesh.numDevices << " devices";
    mesh.positionOf[id] = position;
  }
  return storage.get();
}

int64_t Mesh::axisSize(StringRef name) const {
  for (sdy::MeshAxisAttr axis : mesh.getAxes())
    if (axis.getName() == name)
      return axis.getSize();
  return 0;
}

int64_t Mesh::coordinate(int64_t device, StringRef name) const {
  int64_t position = positionOf[device];
  int64_t stride = 1;
  ArrayRef<sdy::MeshAxisAttr> axes = mesh.getAxes();
  for (sdy::MeshAxisAttr axis : llvm::reverse(axes)) {
    if (axis.getName() == name)
      return (position / stride) % axis.getSize();
    stride *= axis.getSize();
  }
  return 0;
}

int64_t Mesh::digit(int64_t device, const Axis &axis) const {
  int64_t minor = axisSize(axis.name) / (axis.pre * axis.size);
  return (coordinate(device, axis.name) / minor) % axis.size;
}

int64_t Mesh::shardIndex(int64_t device, ArrayRef<Axis> axes) const {
  int64_t index = 0;
  for (const Axis &axis : axes)
    index = index * axis.size + digit(device, axis);
  return index;
}

SmallVector<SmallVector<int64_t>> Mesh::groups(ArrayRef<Axis> axes) const {
  // A device's group is given by its coordinates with the digits of `axes`
  // taken out.
  std::map<SmallVector<int64_t>, SmallVector<int64_t>> byRest;
  for (int64_t device = 0; device < numDevices; ++device) {
    SmallVector<int64_t> rest;
    for (sdy::MeshAxisAttr meshAxis : mesh.getAxes()) {
      int64_t coordinate = this->coordinate(device, meshAxis.getName());
      for (const Axis &axis : axes)
        if (axis.name == meshAxis.getName())
          coordinate -= digit(device, axis) *
                        (meshAxis.getSize() / (axis.pre * axis.size));
      rest.push_back(coordinate);
    }
    byRest[rest].push_back(device);
  }
  SmallVector<SmallVector<int64_t>> result;
  for (auto &[rest, devices] : byRest) {
    llvm::sort(devices, [&](int64_t a, int64_t b) {
      return shardIndex(a, axes) < shardIndex(b, axes);
    });
    result.push_back(devices);
  }
  llvm::sort(result);
  return result;
}

AxisList Mesh::axes(ArrayRef<sdy::AxisRefAttr> refs) const {
  AxisList list;
  for (sdy::AxisRefAttr ref : refs) {
    Axis axis{ref.getName().str(), 1, axisSize(ref.getName())};
    if (sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo()) {
      axis.pre = sub.getPreSize();
      axis.size = sub.getSize();
    }
    list.push_back(axis);
  }
  return list;
}

FailureOr<Sharding> Mesh::read(sdy::TensorShardingAttr attr,
                               Operation *anchor) const {
  sdy::MeshAttr named = attr.resolveMesh(anchor);
  Sharding sharding;
  if (named && named.getTotalSize() <= 1)
    return Sharding::replicated(attr.getRank());
  if (named != mesh)
    return anchor->emitError()
           << "sharding " << attr << " is not over the program's mesh " << mesh;
  for (sdy::DimensionShardingAttr dim : attr.getDimShardings()) {
    sharding.dims.push_back(axes(dim.getAxes()));
    sharding.open.push_back(!dim.getIsClosed());
    sharding.priority.push_back(dim.getPriority() ? *dim.getPriority() : -1);
  }
  return sharding;
}

sdy::TensorShardingAttr Mesh::attr(MLIRContext *ctx,
                                   const Sharding &sharding) const {
  SmallVector<sdy::DimensionShardingAttr> dims;
  for (auto [axes, open] : llvm::zip(sharding.dims, sharding.open)) {
    SmallVector<sdy::AxisRefAttr> refs;
    for (const Axis &axis : axes) {
      sdy::SubAxisInfoAttr sub;
      if (axis.size != axisSize(axis.name))
        sub = sdy::SubAxisInfoAttr::get(ctx, axis.pre, axis.size);
      refs.push_back(sdy::AxisRefAttr::get(ctx, axis.name, sub));
    }
    dims.push_back(
        sdy::DimensionShardingAttr::get(ctx, refs, !open, std::nullopt));
  }
  return sdy::TensorShardingAttr::get(ctx, symbol, dims, {}, {});
}

std::string Mesh::str(const Sharding &sharding) const {
  std::string text = "[";
  for (auto [i, axes] : llvm::enumerate(sharding.dims)) {
    text += i ? ", {" : "{";
    for (auto [j, axis] : llvm::enumerate(axes))
      text += (j ? ", " : "") + axis.str(axisSize(axis.name));
    text += "}";
  }
  return text + "]";
}

} // namespace kiln::partitioner
