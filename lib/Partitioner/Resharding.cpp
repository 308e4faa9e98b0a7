//===- Resharding.cpp - the collectives between shardings -----------------===//
//
// The Partitioner's (SpmdPartitioner.h) collectives: a value moved from one
// sharding to another (all_to_all for axes changing dimensions,
// collective_permute for shards changing devices, all_gather for
// dimensions losing axes, a local cut for ones gaining them, padding for
// axes that do not divide), and the all_reduce / reduce_scatter of partial
// results, with their process groups and channels.
//
//===----------------------------------------------------------------------===//

#include "SpmdPartitioner.h"

#include "mlir/IR/IRMapping.h"

#include <complex>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::partitioner {

Attribute Partitioner::groupsAttr(ArrayRef<Axis> axes) {
  SmallVector<SmallVector<int64_t>> groups = mesh.groups(axes);
  SmallVector<int64_t> flat;
  for (const auto &group : groups)
    llvm::append_range(flat, group);
  auto type = RankedTensorType::get(
      {int64_t(groups.size()), int64_t(groups.front().size())}, b.getI64Type());
  return DenseIntElementsAttr::get(type, flat);
}

NamedAttribute Partitioner::channelAttr() {
  return b.getNamedAttr("channel_handle",
                        hlo::ChannelHandleAttr::get(b.getContext(), ++channel,
                                                    /*DEVICE_TO_DEVICE=*/1));
}

Value Partitioner::perDevice(Location loc, ArrayRef<int64_t> values) {
  auto scalar = RankedTensorType::get({}, b.getI64Type());
  if (llvm::all_equal(values))
    return hlo::ConstantOp::create(
        b, loc, scalar,
        DenseIntElementsAttr::get(scalar, ArrayRef<int64_t>(values.front())));
  auto tableType =
      RankedTensorType::get({int64_t(values.size())}, b.getI64Type());
  Value table = hlo::ConstantOp::create(
      b, loc, tableType, DenseIntElementsAttr::get(tableType, values));
  Value entry = hlo::DynamicSliceOp::create(
      b, loc, RankedTensorType::get({1}, b.getI64Type()), table,
      ValueRange{deviceIndex}, b.getDenseI64ArrayAttr({1}));
  return hlo::ReshapeOp::create(b, loc, scalar, entry);
}

Value Partitioner::gather(Location loc, Value v, int64_t dim,
                          ArrayRef<Axis> axes, int64_t globalSize) {
  if (axes.empty())
    return v;
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] *= shardCount(axes);
  NamedAttribute attrs[] = {
      b.getNamedAttr("all_gather_dim", b.getI64IntegerAttr(dim)),
      b.getNamedAttr("replica_groups", groupsAttr(axes)), channelAttr(),
      b.getNamedAttr("use_global_device_ids", b.getUnitAttr())};
  Value gathered =
      hlo::AllGatherOp::create(b, loc, TypeRange{type.clone(shape)},
                               ValueRange{v}, attrs)
          ->getResult(0);
  note(loc, "all_gather of dimension " + std::to_string(dim) + " over " +
                describe(axes) + ": " + describeShape(type.getShape()) +
                " -> " + describeShape(shape));
  if (shape[dim] == globalSize)
    return gathered;
  // Drop the padding of the last shards.
  SmallVector<int64_t> start(shape.size(), 0), limit(shape),
      stride(shape.size(), 1);
  limit[dim] = globalSize;
  return hlo::SliceOp::create(b, loc, gathered, start, limit, stride);
}

Value Partitioner::reshard(Location loc, Local from, const Sharding &to,
                           RankedTensorType global) {
  Value v = from.value;
  Sharding &have = from.sharding;
  ArrayRef<int64_t> shape = global.getShape();
  // Axes that move from one dimension (where they are the minor ones) to
  // the end of another's go in one all_to_all each.
  auto divides = [&](int64_t d, ArrayRef<Axis> axes) {
    return shape[d] % shardCount(axes) == 0;
  };
  for (bool moved = true; moved;) {
    moved = false;
    for (int64_t i = 0; i < global.getRank() && !moved; ++i) {
      size_t common = 0;
      while (common < have.dims[i].size() && common < to.dims[i].size() &&
             have.dims[i][common] == to.dims[i][common])
        ++common;
      AxisList axes(have.dims[i].begin() + common, have.dims[i].end());
      if (axes.empty() || !divides(i, have.dims[i]))
        continue;
      for (int64_t j = 0; j < global.getRank() && !moved; ++j) {
        AxisList grown = have.dims[j];
        llvm::append_range(grown, axes);
        if (j == i || !isPrefix(grown, to.dims[j]) || !divides(j, grown))
          continue;
        v = allToAll(loc, v, i, j, axes);
        have.dims[i].resize(common);
        have.dims[j] = grown;
        moved = true;
      }
    }
  }
  // Dimensions split into other counts of shards that divide one another:
  // the coarser ones gather only their minor axes, the finer ones are cut
  // locally by free axes, so that the permute below finishes (gathering
  // whole and cutting would send each device shards it does not keep).
  if (have != to)
    if (std::optional<Sharding> mid = matchingCounts(have, to, shape)) {
      for (int64_t d = 0; d < global.getRank(); ++d)
        if (shardCount(mid->dims[d]) < shardCount(have.dims[d])) {
          // mid's axes of d are have's with a minor part dropped.
          AxisList dropped;
          const AxisList &kept = mid->dims[d];
          for (auto [i, axis] : llvm::enumerate(have.dims[d])) {
            if (i + 1 < kept.size() || (i < kept.size() && kept[i] == axis))
              continue;
            if (i < kept.size()) // an axis split: its minor part goes
              dropped.push_back({axis.name, kept[i].pre * kept[i].size,
                                 axis.size / kept[i].size});
            else
              dropped.push_back(axis);
          }
          v = gather(loc, v, d, dropped, shape[d] / shardCount(kept));
          have.dims[d] = kept;
        }
      if (have != *mid) {
        v = cut(loc, v, have, *mid, global);
        have.dims = mid->dims;
      }
    }
  // Every dimension split into as many shards as before, but shards held
  // by other devices (axes swapped between dimensions or in their order,
  // one axis for another of its size): each device receives the shard it
  // needs from one that holds it, in one collective_permute (gathering and
  // cutting would send every shard to every device).
  if (have != to &&
      llvm::all_of(llvm::seq<int64_t>(0, global.getRank()), [&](int64_t d) {
        return shardCount(have.dims[d]) == shardCount(to.dims[d]);
      })) {
    v = permute(loc, v, have, to);
    have = to;
  }
  // Dimensions that lose axes are gathered; ones that only gain axes (or
  // keep theirs) are cut below.
  for (int64_t d = 0; d < global.getRank(); ++d) {
    if (have.dims[d] == to.dims[d])
      continue;
    bool cut = isPrefix(have.dims[d], to.dims[d]) &&
               shape[d] % shardCount(to.dims[d]) == 0;
    if (cut)
      continue;
    v = gather(loc, v, d, have.dims[d], shape[d]);
    have.dims[d].clear();
  }
  if (have == to)
    return v;
  return cut(loc, v, have, to, global);
}

std::optional<Sharding>
Partitioner::matchingCounts(const Sharding &have, const Sharding &to,
                            ArrayRef<int64_t> shape) const {
  Sharding mid = have;
  // Coarser first: what they drop is free for the finer ones.
  for (int64_t d = 0; d < have.rank(); ++d) {
    int64_t from = shardCount(have.dims[d]), want = shardCount(to.dims[d]);
    if (from == want)
      continue;
    if (shape[d] % from || shape[d] % want || (from % want && want % from))
      return std::nullopt;
    for (int64_t k = from / want; k > 1;) {
      Axis &last = mid.dims[d].back();
      if (k % last.size == 0) {
        k /= last.size;
        mid.dims[d].pop_back();
      } else if (last.size % k == 0) {
        last.size /= k; // keep the major part
        k = 1;
      } else {
        return std::nullopt;
      }
    }
  }
  // The parts of axis `name` no dimension of mid uses, major first.
  auto freeParts = [&](StringRef name) {
    int64_t size = mesh.axisSize(name);
    SmallVector<std::pair<int64_t, int64_t>> taken; // [pre, pre * size)
    for (const AxisList &axes : mid.dims)
      for (const Axis &a : axes)
        if (a.name == name)
          taken.push_back({a.pre, a.pre * a.size});
    llvm::sort(taken);
    AxisList parts;
    int64_t at = 1;
    for (auto [begin, end] : taken) {
      if (begin > at)
        parts.push_back({name.str(), at, begin / at});
      at = std::max(at, end);
    }
    if (at < size)
      parts.push_back({name.str(), at, size / at});
    return parts;
  };
  for (int64_t d = 0; d < have.rank(); ++d) {
    int64_t k = shardCount(to.dims[d]) / shardCount(mid.dims[d]);
    // Free axes or parts of them, of the target's own axes first (fewer
    // shards move then), then the mesh's; the major part of one where it
    // is larger than what is left to make up.
    SmallVector<std::string> names;
    for (const Axis &axis : to.dims[d])
      names.push_back(axis.name);
    for (sdy::MeshAxisAttr axis : mesh.meshAttr().getAxes())
      names.push_back(axis.getName().str());
    for (const std::string &name : names)
      for (const Axis &part : freeParts(name)) {
        if (k == 1)
          break;
        if (k % part.size == 0) {
          mid.dims[d].push_back(part);
          k /= part.size;
        } else if (part.size % k == 0) {
          mid.dims[d].push_back({part.name, part.pre, k});
          k = 1;
        }
      }
    if (k != 1)
      return std::nullopt;
  }
  return mid;
}

Value Partitioner::cut(Location loc, Value v, const Sharding &have,
                       const Sharding &to, RankedTensorType global) {
  ArrayRef<int64_t> shape = global.getShape();
  // Padding for dimensions the new axes do not divide.
  SmallVector<int64_t> want = to.localShape(shape);
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> high(global.getRank(), 0);
  bool pad = false;
  for (int64_t d = 0; d < global.getRank(); ++d)
    if (have.dims[d].empty() && want[d] * shardCount(to.dims[d]) != shape[d]) {
      high[d] = want[d] * shardCount(to.dims[d]) - shape[d];
      pad = true;
    }
  if (pad) {
    // The padding's value never reaches a result: zeros.
    Value zero = zeroScalar(loc, type.getElementType());
    SmallVector<int64_t> zeros(global.getRank(), 0);
    v = hlo::PadOp::create(b, loc, v, zero, zeros, high, zeros);
  }
  // Each device's offset into what it holds.
  SmallVector<int64_t> haveLocal = have.localShape(shape);
  SmallVector<Value> offsets;
  for (int64_t d = 0; d < global.getRank(); ++d) {
    SmallVector<int64_t> values;
    for (int64_t device = 0; device < mesh.devices(); ++device)
      values.push_back(mesh.shardIndex(device, to.dims[d]) * want[d] -
                       mesh.shardIndex(device, have.dims[d]) * haveLocal[d]);
    offsets.push_back(perDevice(loc, values));
  }
  return hlo::DynamicSliceOp::create(b, loc, global.clone(want), v, offsets,
                                     b.getDenseI64ArrayAttr(want));
}

Value Partitioner::withHalo(Location loc, Value v, int64_t dim,
                            ArrayRef<Axis> axes, int64_t lo, int64_t hi) {
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  int64_t size = shape[dim];
  SmallVector<SmallVector<int64_t>> groups = mesh.groups(axes);
  // Elements [begin, begin + count) of every shard, sent to the next shard
  // of its group (`forward`) or to the previous one.
  auto neighbours = [&](int64_t begin, int64_t count, bool forward) {
    SmallVector<int64_t> start(shape.size(), 0), limit(shape),
        stride(shape.size(), 1);
    start[dim] = begin;
    limit[dim] = begin + count;
    Value part = hlo::SliceOp::create(b, loc, v, start, limit, stride);
    SmallVector<int64_t> pairs;
    for (const SmallVector<int64_t> &group : groups)
      for (size_t j = 0; j + 1 < group.size(); ++j) {
        pairs.push_back(forward ? group[j] : group[j + 1]);
        pairs.push_back(forward ? group[j + 1] : group[j]);
      }
    auto pairsType =
        RankedTensorType::get({int64_t(pairs.size() / 2), 2}, b.getI64Type());
    NamedAttribute attrs[] = {
        b.getNamedAttr("source_target_pairs",
                       DenseIntElementsAttr::get(pairsType, pairs)),
        channelAttr()};
    return hlo::CollectivePermuteOp::create(b, loc, TypeRange{part.getType()},
                                            ValueRange{part}, attrs)
        ->getResult(0);
  };
  SmallVector<Value> parts;
  if (lo > 0)
    parts.push_back(neighbours(size - lo, lo, /*forward=*/true));
  parts.push_back(v);
  if (hi > 0)
    parts.push_back(neighbours(0, hi, /*forward=*/false));
  if (parts.size() == 1)
    return v;
  note(loc, "halo of dimension " + std::to_string(dim) + " over " +
                describe(axes) + ": " + std::to_string(lo) + " before and " +
                std::to_string(hi) + " after each " + std::to_string(size) +
                "-element shard, from its neighbours (collective_permute)");
  shape[dim] += lo + hi;
  return hlo::ConcatenateOp::create(b, loc, type.clone(shape), parts,
                                    b.getI64IntegerAttr(dim));
}

Value Partitioner::zeroScalar(Location loc, Type element) {
  auto scalar = RankedTensorType::get({}, element);
  ElementsAttr zeroValue;
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    auto part = llvm::cast<FloatType>(complex.getElementType());
    APFloat zero = APFloat::getZero(part.getFloatSemantics());
    zeroValue = DenseElementsAttr::get(
        scalar, ArrayRef<std::complex<APFloat>>{{zero, zero}});
  } else {
    zeroValue = llvm::cast<ElementsAttr>(b.getZeroAttr(scalar));
  }
  return hlo::ConstantOp::create(b, loc, scalar, zeroValue);
}

Value Partitioner::firstOfGroupOnly(Location loc, Value v,
                                    ArrayRef<Axis> axes) {
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> first;
  for (int64_t device = 0; device < mesh.devices(); ++device)
    first.push_back(mesh.shardIndex(device, axes) == 0);
  Value one = perDevice(loc, SmallVector<int64_t>(mesh.devices(), 1));
  Value keep = hlo::CompareOp::create(
      b, loc, RankedTensorType::get({}, b.getI1Type()), perDevice(loc, first),
      one, hlo::ComparisonDirection::EQ, hlo::ComparisonTypeAttr());
  auto predicate = type.clone(b.getI1Type());
  Value keepAll = hlo::BroadcastInDimOp::create(b, loc, predicate, keep,
                                                b.getDenseI64ArrayAttr({}));
  Value zeros = hlo::BroadcastInDimOp::create(
      b, loc, type, zeroScalar(loc, type.getElementType()),
      b.getDenseI64ArrayAttr({}));
  note(loc, "unreduced over " + describe(axes) +
                ": the value on the first device of each group, zeros on "
                "the others");
  return hlo::SelectOp::create(b, loc, keepAll, v, zeros);
}

std::string Partitioner::describe(ArrayRef<Axis> axes) const {
  std::string text = "{";
  for (auto [i, axis] : llvm::enumerate(axes))
    text += (i ? ", " : "") + axis.str(mesh.axisSize(axis.name));
  return text + "}";
}

void Partitioner::buildReducer(Region &body, Region *reducer, Type element,
                               Location loc) {
  if (reducer) {
    IRMapping mapping;
    reducer->cloneInto(&body, mapping);
    return;
  }
  OpBuilder::InsertionGuard guard(b);
  auto scalar = RankedTensorType::get({}, element);
  Block *block = b.createBlock(&body, {}, {scalar, scalar}, {loc, loc});
  Value sum =
      hlo::AddOp::create(b, loc, block->getArgument(0), block->getArgument(1));
  hlo::ReturnOp::create(b, loc, sum);
}

Value Partitioner::shardOf(Location loc, Value global, const Sharding &to) {
  auto &done = reshards[{global, b.getInsertionBlock()}];
  for (auto &[sharding, value] : done)
    if (sharding == to)
      return value;
  Value value = reshard(loc, local(global), to, globalType(global));
  done.push_back({to, value});
  return value;
}

Value Partitioner::allReduce(Location loc, Value v, ArrayRef<Axis> axes,
                             Region *reducer, Operation *at) {
  auto type = llvm::cast<RankedTensorType>(v.getType());
  NamedAttribute attrs[] = {
      b.getNamedAttr("replica_groups", groupsAttr(axes)), channelAttr(),
      b.getNamedAttr("use_global_device_ids", b.getUnitAttr())};
  auto op =
      hlo::AllReduceOp::create(b, loc, TypeRange{type}, ValueRange{v}, attrs);
  buildReducer(op.getComputation(), reducer, type.getElementType(), loc);
  note(loc, "all_reduce over " + describe(axes) +
                " of the partial results of " + at->getName().getStringRef() +
                " (" + describeShape(type.getShape()) + ")");
  return op->getResult(0);
}

Value Partitioner::reduceScatter(Location loc, Value v, int64_t dim,
                                 ArrayRef<Axis> axes, Region *reducer,
                                 Operation *at) {
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] /= shardCount(axes);
  NamedAttribute attrs[] = {
      b.getNamedAttr("scatter_dimension", b.getI64IntegerAttr(dim)),
      b.getNamedAttr("replica_groups", groupsAttr(axes)), channelAttr(),
      b.getNamedAttr("use_global_device_ids", b.getUnitAttr())};
  auto op = hlo::ReduceScatterOp::create(b, loc, TypeRange{type.clone(shape)},
                                         ValueRange{v}, attrs);
  buildReducer(op.getComputation(), reducer, type.getElementType(), loc);
  note(loc, "reduce_scatter over " + describe(axes) + " along dimension " +
                std::to_string(dim) + " of the partial results of " +
                at->getName().getStringRef() + " (" +
                describeShape(type.getShape()) + " -> " + describeShape(shape) +
                ")");
  return op->getResult(0);
}

Value Partitioner::permute(Location loc, Value v, const Sharding &from,
                           const Sharding &to) {
  auto tileOf = [&](int64_t device, const Sharding &sharding) {
    SmallVector<int64_t> tile;
    for (const AxisList &axes : sharding.dims)
      tile.push_back(mesh.shardIndex(device, axes));
    return tile;
  };
  // Each device takes the shard it needs from itself when it holds it,
  // otherwise from a holder not yet sending. Every shard has as many
  // holders as devices that need it (the shard counts are equal), so
  // every device finds one.
  int64_t n = mesh.devices();
  SmallVector<int64_t> source(n, -1);
  SmallVector<bool> sending(n, false);
  for (int64_t t = 0; t < n; ++t)
    if (tileOf(t, from) == tileOf(t, to)) {
      source[t] = t;
      sending[t] = true;
    }
  for (int64_t t = 0; t < n; ++t)
    for (int64_t s = 0; s < n && source[t] < 0; ++s)
      if (!sending[s] && tileOf(s, from) == tileOf(t, to)) {
        source[t] = s;
        sending[s] = true;
      }
  if (llvm::all_of(llvm::seq<int64_t>(0, n),
                   [&](int64_t t) { return source[t] == t; }))
    return v;
  SmallVector<int64_t> pairs;
  for (int64_t t = 0; t < n; ++t) {
    pairs.push_back(source[t]);
    pairs.push_back(t);
  }
  auto pairsType = RankedTensorType::get({n, 2}, b.getI64Type());
  NamedAttribute attrs[] = {
      b.getNamedAttr("source_target_pairs",
                     DenseIntElementsAttr::get(pairsType, pairs)),
      channelAttr()};
  Value moved = hlo::CollectivePermuteOp::create(b, loc, TypeRange{v.getType()},
                                                 ValueRange{v}, attrs)
                    ->getResult(0);
  note(loc,
       "collective_permute from " + mesh.str(from) + " to " + mesh.str(to) +
           ": each device's " +
           describeShape(llvm::cast<RankedTensorType>(v.getType()).getShape()) +
           " shard to the device that needs it");
  return moved;
}

Value Partitioner::allToAll(Location loc, Value v, int64_t from, int64_t to,
                            ArrayRef<Axis> axes) {
  auto type = llvm::cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  int64_t count = shardCount(axes);
  shape[from] *= count;
  shape[to] /= count;
  // all_to_all's groups are partition ids: the devices' own ids here.
  NamedAttribute attrs[] = {
      b.getNamedAttr("split_dimension", b.getI64IntegerAttr(to)),
      b.getNamedAttr("concat_dimension", b.getI64IntegerAttr(from)),
      b.getNamedAttr("split_count", b.getI64IntegerAttr(count)),
      b.getNamedAttr("replica_groups", groupsAttr(axes)), channelAttr()};
  Value moved = hlo::AllToAllOp::create(b, loc, TypeRange{type.clone(shape)},
                                        ValueRange{v}, attrs)
                    ->getResult(0);
  note(loc, "all_to_all of " + describe(axes) + " from dimension " +
                std::to_string(from) + " to dimension " + std::to_string(to) +
                ": " + describeShape(type.getShape()) + " -> " +
                describeShape(shape));
  return moved;
}

} // namespace kiln::partitioner
