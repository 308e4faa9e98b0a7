//===- Collectives.cpp - collective ops as calls of kiln's device runtime -===//
//
// replica_id, partition_id, all_reduce, all_gather, reduce_scatter,
// all_to_all, collective_permute, collective_broadcast, send and recv become
// calls of the `kiln_collective_*` functions that the device runtime
// (lib/Compiler/Collectives.cpp) binds, with pointers passed as i64 (as for
// registered custom calls): operands are taken with
// `bufferization.to_buffer ... read_only` into identity-layout memrefs,
// results are fresh allocations. The calls carry what the runtime needs to
// form the spec's process groups (the group mode from channel_handle and
// use_global_device_ids, and the groups as a constant i64 buffer) and the
// buffers' layout (docs/collectives.md).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/runtime/DType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// The runtime's code for elements of `t` (an op's original element type:
/// signedness decides min and max), for the types it reduces.
std::optional<int32_t> elementCode(Type t) {
  std::string name;
  llvm::raw_string_ostream os(name);
  os << t;
  runtime::Expected<runtime::DType> dtype = runtime::parseDType(name);
  if (!dtype)
    return std::nullopt;
  switch (*dtype) {
  case runtime::DType::I1:
  case runtime::DType::SI8:
  case runtime::DType::SI16:
  case runtime::DType::SI32:
  case runtime::DType::SI64:
  case runtime::DType::UI8:
  case runtime::DType::UI16:
  case runtime::DType::UI32:
  case runtime::DType::UI64:
  case runtime::DType::F16:
  case runtime::DType::BF16:
  case runtime::DType::F32:
  case runtime::DType::F64:
    return int32_t(*dtype);
  default:
    return std::nullopt;
  }
}

/// The reduction a single-op body computes (add, multiply, min, max, and,
/// or, xor of its two arguments), or nullopt.
std::optional<CollectiveReduction> reductionOf(Region &body) {
  if (!body.hasOneBlock())
    return std::nullopt;
  Block &block = body.front();
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return std::nullopt;
  Operation &op = block.front();
  auto ret = llvm::dyn_cast<hlo::ReturnOp>(block.getTerminator());
  if (!ret || ret.getNumOperands() != 1 ||
      ret.getOperand(0) != op.getResult(0) || op.getNumOperands() != 2 ||
      !((op.getOperand(0) == block.getArgument(0) &&
         op.getOperand(1) == block.getArgument(1)) ||
        (op.getOperand(0) == block.getArgument(1) &&
         op.getOperand(1) == block.getArgument(0))))
    return std::nullopt;
  if (llvm::isa<hlo::AddOp>(op))
    return CollectiveReduction::Add;
  if (llvm::isa<hlo::MultiplyOp>(op))
    return CollectiveReduction::Multiply;
  if (llvm::isa<hlo::MinimumOp>(op))
    return CollectiveReduction::Minimum;
  if (llvm::isa<hlo::MaximumOp>(op))
    return CollectiveReduction::Maximum;
  if (llvm::isa<hlo::AndOp>(op))
    return CollectiveReduction::And;
  if (llvm::isa<hlo::OrOp>(op))
    return CollectiveReduction::Or;
  if (llvm::isa<hlo::XorOp>(op))
    return CollectiveReduction::Xor;
  return std::nullopt;
}

int64_t channelOf(std::optional<hlo::ChannelHandleAttr> handle) {
  return handle ? handle->getHandle() : 0;
}

/// The spec's groups of all_reduce, all_gather and reduce_scatter.
CollectiveGroups groupMode(std::optional<hlo::ChannelHandleAttr> handle,
                           bool useGlobalDeviceIds) {
  if (useGlobalDeviceIds)
    return CollectiveGroups::FlattenedIds;
  return channelOf(handle) > 0 ? CollectiveGroups::CrossReplicaAndPartition
                               : CollectiveGroups::CrossReplica;
}

/// The spec's groups of all_to_all, collective_permute and
/// collective_broadcast.
CollectiveGroups pairMode(std::optional<hlo::ChannelHandleAttr> handle) {
  return channelOf(handle) > 0 ? CollectiveGroups::CrossPartition
                               : CollectiveGroups::CrossReplica;
}

/// The bytes one element of `type` takes in a buffer: whole bytes for
/// integers and floats (i1 and the 2/4/6-bit types take one), twice the
/// part for complex numbers; nullopt for anything else.
std::optional<int64_t> elementBytes(Type type) {
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    std::optional<int64_t> part = elementBytes(complex.getElementType());
    return part ? std::optional<int64_t>(2 * *part) : std::nullopt;
  }
  if (type.isIntOrFloat())
    return (int64_t(type.getIntOrFloatBitWidth()) + 7) / 8;
  return std::nullopt;
}

/// Builds the calls: declarations, addresses, buffers.
struct CallBuilder {
  ConversionPatternRewriter &b;
  Location loc;
  ModuleOp module;

  Value i64(int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
  }
  Value i32(int32_t v) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
  }
  Value addressOf(Value buffer) { return bufferAddress(b, loc, buffer); }
  /// The address of `tensor`'s elements, contiguous and row-major.
  Value addressOfTensor(Value tensor) {
    auto type = llvm::cast<RankedTensorType>(tensor.getType());
    Value buffer = bufferization::ToBufferOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
        /*read_only=*/true);
    return addressOf(buffer);
  }
  /// A fresh buffer for a result of `type`, its address, and the tensor.
  std::pair<Value, Value> result(RankedTensorType type) {
    Value buffer = memref::AllocOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType()));
    Value tensor = bufferization::ToTensorOp::create(
        b, loc, type, buffer, /*restrict=*/true, /*writable=*/true);
    return {addressOf(buffer), tensor};
  }
  /// A constant i64 buffer of `values` (at least one element) and its
  /// address.
  Value constantArray(ArrayRef<int64_t> values) {
    SmallVector<int64_t> data(values.begin(), values.end());
    if (data.empty())
      data.push_back(0);
    auto type = RankedTensorType::get({int64_t(data.size())}, b.getI64Type());
    Value constant = arith::ConstantOp::create(
        b, loc, type, DenseElementsAttr::get(type, ArrayRef<int64_t>(data)));
    return addressOfTensor(constant);
  }
  func::CallOp call(StringRef name, ValueRange args, TypeRange results = {}) {
    declareFunction(b, module, name,
                    b.getFunctionType(args.getTypes(), results));
    return func::CallOp::create(b, loc, name, results, args);
  }
};

/// The groups of `attr` (a 2-D i64 constant) flattened, with their count
/// and size.
struct Groups {
  SmallVector<int64_t> values;
  int64_t count = 0, size = 0;
};
Groups groupsOf(DenseIntElementsAttr attr) {
  Groups g;
  auto type = llvm::cast<ShapedType>(attr.getType());
  if (type.getRank() == 2) {
    g.count = type.getDimSize(0);
    g.size = type.getDimSize(1);
  }
  for (const APInt &v : attr.getValues<APInt>())
    g.values.push_back(v.getSExtValue());
  return g;
}

template <typename OpTy> struct DeviceIdToCall : OpConversionPattern<OpTy> {
  DeviceIdToCall(const TypeConverter &converter, MLIRContext *ctx,
                 StringRef function)
      : OpConversionPattern<OpTy>(converter, ctx), function(function.str()) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "result type not convertible");
    CallBuilder c{rewriter, op.getLoc(),
                  op->template getParentOfType<ModuleOp>()};
    Value id =
        c.call(function, ValueRange{}, rewriter.getI64Type()).getResult(0);
    Value narrow = arith::TruncIOp::create(rewriter, op.getLoc(),
                                           type.getElementType(), id);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(op, type,
                                                        ValueRange{narrow});
    return success();
  }
  std::string function;
};

struct AllReduceToCall : OpConversionPattern<hlo::AllReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::AllReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<CollectiveReduction> reduction =
        reductionOf(op.getComputation());
    if (!reduction)
      return rewriter.notifyMatchFailure(
          op, "reduction body other than one add/multiply/min/max/and/or/xor");
    SmallVector<RankedTensorType> types;
    SmallVector<int32_t> elements;
    for (auto [original, v] :
         llvm::zip(op.getOperands(), adaptor.getOperands())) {
      auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
      std::optional<int32_t> element =
          elementCode(getElementTypeOrSelf(original.getType()));
      if (!type || !type.hasStaticShape() || !element)
        return rewriter.notifyMatchFailure(op, "operand type not supported");
      types.push_back(type);
      elements.push_back(*element);
    }
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    Groups groups = groupsOf(op.getReplicaGroups());
    Value groupBuffer = c.constantArray(groups.values);
    int32_t mode =
        int32_t(groupMode(op.getChannelHandle(), op.getUseGlobalDeviceIds()));
    SmallVector<Value> results;
    for (auto [v, type, element] :
         llvm::zip(adaptor.getOperands(), types, elements)) {
      auto [address, tensor] = c.result(type);
      c.call(kCollectiveAllReduceSymbol,
             {address, c.addressOfTensor(v), c.i64(type.getNumElements()),
              c.i32(element), c.i32(int32_t(*reduction)), c.i32(mode),
              groupBuffer, c.i64(groups.count), c.i64(groups.size)});
      results.push_back(tensor);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct AllGatherToCall : OpConversionPattern<hlo::AllGatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::AllGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t dim = op.getAllGatherDim();
    SmallVector<RankedTensorType> types, resultTypes;
    for (auto [v, r] : llvm::zip(adaptor.getOperands(), op.getResults())) {
      auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
      auto resultType = llvm::dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(r.getType()));
      if (!type || !type.hasStaticShape() || !resultType ||
          !resultType.hasStaticShape() || dim < 0 || dim >= type.getRank() ||
          !elementBytes(type.getElementType()))
        return rewriter.notifyMatchFailure(op, "operand type not supported");
      types.push_back(type);
      resultTypes.push_back(resultType);
    }
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    Groups groups = groupsOf(op.getReplicaGroups());
    Value groupBuffer = c.constantArray(groups.values);
    int32_t mode =
        int32_t(groupMode(op.getChannelHandle(), op.getUseGlobalDeviceIds()));
    SmallVector<Value> results;
    for (auto [v, type, resultType] :
         llvm::zip(adaptor.getOperands(), types, resultTypes)) {
      int64_t outer = 1, chunk = *elementBytes(type.getElementType());
      for (int64_t d = 0; d < type.getRank(); ++d)
        (d < dim ? outer : chunk) *= type.getDimSize(d);
      auto [address, tensor] = c.result(resultType);
      c.call(kCollectiveAllGatherSymbol,
             {address, c.addressOfTensor(v), c.i64(outer), c.i64(chunk),
              c.i32(mode), groupBuffer, c.i64(groups.count),
              c.i64(groups.size)});
      results.push_back(tensor);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// collective_permute and collective_broadcast: a copy of one device's
/// operand (or zeros) per device, the pairs or groups passed as a buffer.
template <typename OpTy>
struct CopyCollectiveToCall : OpConversionPattern<OpTy> {
  CopyCollectiveToCall(const TypeConverter &converter, MLIRContext *ctx,
                       StringRef function)
      : OpConversionPattern<OpTy>(converter, ctx), function(function.str()) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type =
        llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!type || !type.hasStaticShape() || !elementBytes(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "operand type not supported");
    CallBuilder c{rewriter, op.getLoc(),
                  op->template getParentOfType<ModuleOp>()};
    Groups groups;
    if constexpr (std::is_same_v<OpTy, hlo::CollectivePermuteOp>)
      groups = groupsOf(op.getSourceTargetPairs());
    else
      groups = groupsOf(op.getReplicaGroups());
    // The spec: cross_replica without a channel, cross_partition with one.
    int32_t mode = int32_t(pairMode(op.getChannelHandle()));
    auto [address, tensor] = c.result(type);
    c.call(function,
           {address, c.addressOfTensor(adaptor.getOperand()),
            c.i64(type.getNumElements() * *elementBytes(type.getElementType())),
            c.i32(mode), c.constantArray(groups.values), c.i64(groups.count),
            c.i64(groups.size)});
    rewriter.replaceOp(op, tensor);
    return success();
  }
  std::string function;
};

struct ReduceScatterToCall : OpConversionPattern<hlo::ReduceScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReduceScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<CollectiveReduction> reduction =
        reductionOf(op.getComputation());
    std::optional<int32_t> element =
        elementCode(getElementTypeOrSelf(op.getOperand().getType()));
    auto type =
        llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    auto resultType = llvm::dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    int64_t dim = op.getScatterDimension();
    if (!reduction || !type || !type.hasStaticShape() || !resultType ||
        !resultType.hasStaticShape() || !element || dim < 0 ||
        dim >= type.getRank())
      return rewriter.notifyMatchFailure(op, "form not supported");
    // Operand [outer][group][block] along the scatter dimension.
    int64_t outer = 1, block = 1;
    for (int64_t d = 0; d < resultType.getRank(); ++d)
      (d < dim ? outer : block) *= resultType.getDimSize(d);
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    Groups groups = groupsOf(op.getReplicaGroups());
    auto [address, tensor] = c.result(resultType);
    c.call(kCollectiveReduceScatterSymbol,
           {address, c.addressOfTensor(adaptor.getOperand()), c.i64(outer),
            c.i64(block), c.i32(*element), c.i32(int32_t(*reduction)),
            c.i32(int32_t(
                groupMode(op.getChannelHandle(), op.getUseGlobalDeviceIds()))),
            c.constantArray(groups.values), c.i64(groups.count),
            c.i64(groups.size)});
    rewriter.replaceOp(op, tensor);
    return success();
  }
};

struct AllToAllToCall : OpConversionPattern<hlo::AllToAllOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::AllToAllOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t split = op.getSplitDimension(), concat = op.getConcatDimension();
    int64_t count = op.getSplitCount();
    SmallVector<RankedTensorType> types, resultTypes;
    for (auto [v, r] : llvm::zip(adaptor.getOperands(), op.getResults())) {
      auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
      auto resultType = llvm::dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(r.getType()));
      if (!type || !type.hasStaticShape() || !resultType ||
          !resultType.hasStaticShape() || count <= 0 ||
          !elementBytes(type.getElementType()) || split < 0 ||
          split >= type.getRank() || concat < 0 || concat >= type.getRank() ||
          type.getDimSize(split) % count != 0)
        return rewriter.notifyMatchFailure(op, "form not supported");
      types.push_back(type);
      resultTypes.push_back(resultType);
    }
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    Groups groups = groupsOf(op.getReplicaGroups());
    Value groupBuffer = c.constantArray(groups.values);
    // The spec: cross_replica without a channel, cross_partition with one.
    int32_t mode = int32_t(pairMode(op.getChannelHandle()));
    SmallVector<Value> results;
    for (auto [v, type, resultType] :
         llvm::zip(adaptor.getOperands(), types, resultTypes)) {
      int64_t bytes = *elementBytes(type.getElementType());
      // A part is the operand with its split dimension divided by count.
      SmallVector<int64_t> part(type.getShape());
      part[split] /= count;
      int64_t rows = 1, partBytes = bytes, resultRowBytes = bytes;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        (d < split ? rows : partBytes) *= part[d];
        if (d >= concat)
          resultRowBytes *= part[d];
      }
      auto [address, tensor] = c.result(resultType);
      c.call(kCollectiveAllToAllSymbol,
             {address, c.addressOfTensor(v), c.i64(rows), c.i64(partBytes),
              c.i64(resultRowBytes), c.i32(mode), groupBuffer,
              c.i64(groups.count), c.i64(groups.size)});
      results.push_back(tensor);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// A buffer a send or recv moves: a static tensor of whole-byte elements.
RankedTensorType pointToPointType(Type type) {
  auto tensor = llvm::dyn_cast_or_null<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() &&
                 elementBytes(tensor.getElementType())
             ? tensor
             : RankedTensorType();
}

/// The calls of one send or recv: `kiln_collective_send|recv(address,
/// bytes, mode, pairs, numPairs, channel, host)` per buffer, the op's pairs
/// (none for a host transfer) in one constant shared by its calls.
template <typename OpTy> struct PointToPointCalls {
  PointToPointCalls(CallBuilder &c, OpTy op, StringRef symbol)
      : c(c), op(op), symbol(symbol) {
    if (std::optional<DenseIntElementsAttr> list = op.getSourceTargetPairs())
      pairs = groupsOf(*list);
    pairBuffer = c.constantArray(pairs.values);
  }
  void call(Value address, RankedTensorType type) {
    c.call(symbol,
           {address,
            c.i64(type.getNumElements() * *elementBytes(type.getElementType())),
            c.i32(int32_t(pairMode(op.getChannelHandle()))), pairBuffer,
            c.i64(pairs.count), c.i64(channelOf(op.getChannelHandle())),
            c.i32(op.getIsHostTransfer())});
  }
  CallBuilder &c;
  OpTy op;
  StringRef symbol;
  Groups pairs;
  Value pairBuffer;
};

/// send: a call per input, in order; its token is a placeholder (calls keep
/// their order), replaced by the token it was given.
struct SendToCall : OpConversionPattern<hlo::SendOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::SendOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value v : adaptor.getInputs())
      if (!pointToPointType(v.getType()))
        return rewriter.notifyMatchFailure(op, "input type not supported");
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    PointToPointCalls<hlo::SendOp> calls(c, op, kCollectiveSendSymbol);
    for (Value v : adaptor.getInputs())
      calls.call(c.addressOfTensor(v), pointToPointType(v.getType()));
    rewriter.replaceOp(op, op.getToken());
    return success();
  }
};

/// recv: a call per tensor result, in order; its token result becomes the
/// token it was given.
struct RecvToCall : OpConversionPattern<hlo::RecvOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::RecvOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto converted = [&](Value r) {
      return pointToPointType(getTypeConverter()->convertType(r.getType()));
    };
    for (Value r : op.getResults())
      if (!llvm::isa<hlo::TokenType>(r.getType()) && !converted(r))
        return rewriter.notifyMatchFailure(op, "result type not supported");
    CallBuilder c{rewriter, op.getLoc(), op->getParentOfType<ModuleOp>()};
    PointToPointCalls<hlo::RecvOp> calls(c, op, kCollectiveRecvSymbol);
    SmallVector<Value> results;
    for (Value r : op.getResults()) {
      if (llvm::isa<hlo::TokenType>(r.getType())) {
        results.push_back(op.getToken());
        continue;
      }
      auto [address, tensor] = c.result(converted(r));
      calls.call(address, converted(r));
      results.push_back(tensor);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

bool onlyOrdersSendRecv(Operation *tokenProducer) {
  return llvm::all_of(tokenProducer->getUsers(), [](Operation *user) {
    return isa<hlo::SendOp, hlo::RecvOp>(user) ||
           (isa<hlo::AfterAllOp>(user) && onlyOrdersSendRecv(user));
  });
}

LogicalResult checkCollectives(ModuleOp module) {
  bool ok = true;
  auto check = [&](Operation *op, Region &body) {
    StringRef name = op->getName().getStringRef();
    if (!reductionOf(body)) {
      op->emitError() << "'" << name
                      << "' reduces with a body kiln does not run yet (kiln "
                         "runs one add, multiply, minimum, maximum, and, or "
                         "or xor of the two arguments)";
      ok = false;
    }
    for (Value v : op->getOperands())
      if (!elementCode(getElementTypeOrSelf(v.getType()))) {
        op->emitError() << "'" << name << "' of "
                        << getElementTypeOrSelf(v.getType())
                        << " elements is not supported by kiln yet";
        ok = false;
      }
  };
  // Process ids in groups and pairs name replicas, partitions or devices
  // of the program's grid (the runtime indexes its devices with them).
  auto count = [&](StringRef name) -> int64_t {
    auto attr = module->getAttrOfType<IntegerAttr>(name);
    return attr ? std::max<int64_t>(1, attr.getInt()) : 1;
  };
  int64_t replicas = count("mhlo.num_replicas");
  int64_t partitions = count("mhlo.num_partitions");
  auto checkIds = [&](Operation *op, std::optional<DenseIntElementsAttr> ids,
                      CollectiveGroups mode, bool pairs = false) {
    if (!ids)
      return;
    int64_t limit = mode == CollectiveGroups::CrossPartition ? partitions
                    : mode == CollectiveGroups::FlattenedIds
                        ? replicas * partitions
                        : replicas;
    StringRef what = mode == CollectiveGroups::CrossPartition ? "partition"
                     : mode == CollectiveGroups::FlattenedIds ? "device"
                                                              : "replica";
    for (const APInt &v : ids->getValues<APInt>()) {
      int64_t id = v.getSExtValue();
      // -1 pads the rows of ragged groups (not pairs).
      if ((id >= 0 && id < limit) || (id == -1 && !pairs))
        continue;
      op->emitError() << "'" << op->getName() << "' names " << what << " " << id
                      << ", but the program has " << replicas
                      << " replica(s) x " << partitions
                      << " partition(s) (mhlo.num_replicas, "
                         "mhlo.num_partitions; kiln run --devices N gives a "
                         "program that states neither N partitions)";
      ok = false;
      return;
    }
  };
  module.walk([&](Operation *op) {
    if (auto reduce = llvm::dyn_cast<hlo::AllReduceOp>(op)) {
      check(op, reduce.getComputation());
      checkIds(
          op, reduce.getReplicaGroups(),
          groupMode(reduce.getChannelHandle(), reduce.getUseGlobalDeviceIds()));
    } else if (auto scatter = llvm::dyn_cast<hlo::ReduceScatterOp>(op)) {
      check(op, scatter.getComputation());
      checkIds(op, scatter.getReplicaGroups(),
               groupMode(scatter.getChannelHandle(),
                         scatter.getUseGlobalDeviceIds()));
    } else if (auto gather = llvm::dyn_cast<hlo::AllGatherOp>(op)) {
      checkIds(
          op, gather.getReplicaGroups(),
          groupMode(gather.getChannelHandle(), gather.getUseGlobalDeviceIds()));
    } else if (auto toAll = llvm::dyn_cast<hlo::AllToAllOp>(op)) {
      checkIds(op, toAll.getReplicaGroups(),
               pairMode(toAll.getChannelHandle()));
    } else if (auto permute = llvm::dyn_cast<hlo::CollectivePermuteOp>(op)) {
      checkIds(op, permute.getSourceTargetPairs(),
               pairMode(permute.getChannelHandle()), /*pairs=*/true);
    } else if (auto broadcast =
                   llvm::dyn_cast<hlo::CollectiveBroadcastOp>(op)) {
      checkIds(op, broadcast.getReplicaGroups(),
               pairMode(broadcast.getChannelHandle()));
    } else if (auto send = llvm::dyn_cast<hlo::SendOp>(op)) {
      if (!send.getIsHostTransfer())
        checkIds(op, send.getSourceTargetPairs(),
                 pairMode(send.getChannelHandle()), /*pairs=*/true);
    } else if (auto recv = llvm::dyn_cast<hlo::RecvOp>(op)) {
      if (!recv.getIsHostTransfer())
        checkIds(op, recv.getSourceTargetPairs(),
                 pairMode(recv.getChannelHandle()), /*pairs=*/true);
    }
  });
  return success(ok);
}

void populateCollectivePatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<DeviceIdToCall<hlo::ReplicaIdOp>>(converter, ctx,
                                                 kCollectiveReplicaIdSymbol);
  patterns.add<DeviceIdToCall<hlo::PartitionIdOp>>(
      converter, ctx, kCollectivePartitionIdSymbol);
  patterns.add<AllReduceToCall, AllGatherToCall, ReduceScatterToCall,
               AllToAllToCall, SendToCall, RecvToCall>(converter, ctx);
  patterns.add<CopyCollectiveToCall<hlo::CollectivePermuteOp>>(
      converter, ctx, kCollectivePermuteSymbol);
  patterns.add<CopyCollectiveToCall<hlo::CollectiveBroadcastOp>>(
      converter, ctx, kCollectiveBroadcastSymbol);
}

} // namespace kiln::lowering
