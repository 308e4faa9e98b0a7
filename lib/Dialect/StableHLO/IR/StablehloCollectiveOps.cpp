//===- StablehloCollectiveOps.cpp - tokens, process ids and I/O ----------===//
//
// Registration of the collective family, plus its token ops (after_all,
// create_token), process ids (replica_id, partition_id) and point-to-point
// and host I/O (send, recv, infeed, outfeed). The group collectives live in
// StablehloCollectiveGroups.cpp.
//
//===----------------------------------------------------------------------===//

#include "StablehloCollectiveUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
namespace coll = kiln::stablehlo::collective;

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloCollectiveOps.cpp.inc"

void StableHLODialect::registerCollectiveOps() {
  addOperations<
#define GET_OP_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloCollectiveOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Tokens and process ids
//===----------------------------------------------------------------------===//

// The ops below produce a token (after_all, create_token, send, outfeed).
#define KILN_INFER_TOKEN(Op)                                                   \
  LogicalResult Op::inferReturnTypes(                                          \
      MLIRContext *context, std::optional<Location>, ValueRange,               \
      DictionaryAttr, OpaqueProperties, RegionRange,                           \
      SmallVectorImpl<Type> &inferred) {                                       \
    inferred.push_back(TokenType::get(context));                               \
    return success();                                                          \
  }
KILN_INFER_TOKEN(AfterAllOp)
KILN_INFER_TOKEN(CreateTokenOp)
KILN_INFER_TOKEN(SendOp)
KILN_INFER_TOKEN(OutfeedOp)
#undef KILN_INFER_TOKEN

// replica_id and partition_id produce a 0-dimensional tensor of ui32.
static void inferProcessId(MLIRContext *context,
                           SmallVectorImpl<Type> &inferred) {
  inferred.push_back(RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned)));
}

LogicalResult ReplicaIdOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>, ValueRange,
                                            DictionaryAttr, OpaqueProperties,
                                            RegionRange,
                                            SmallVectorImpl<Type> &inferred) {
  inferProcessId(context, inferred);
  return success();
}

LogicalResult PartitionIdOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>,
                                              ValueRange, DictionaryAttr,
                                              OpaqueProperties, RegionRange,
                                              SmallVectorImpl<Type> &inferred) {
  inferProcessId(context, inferred);
  return success();
}

//===----------------------------------------------------------------------===//
// send / recv
//===----------------------------------------------------------------------===//

namespace {
// Channel types of a channel handle.
enum ChannelType : int64_t {
  DeviceToDevice = 1,
  DeviceToHost = 2,
  HostToDevice = 3,
};
} // namespace

static StringRef channelTypeName(int64_t type) {
  switch (type) {
  case DeviceToDevice:
    return "DEVICE_TO_DEVICE";
  case DeviceToHost:
    return "DEVICE_TO_HOST";
  case HostToDevice:
    return "HOST_TO_DEVICE";
  default:
    return "an invalid channel type";
  }
}

// (C1) the channel type follows is_host_transfer.
static LogicalResult verifyChannelType(Operation *op, ChannelHandleAttr handle,
                                       bool isHostTransfer, int64_t hostType) {
  int64_t expected = isHostTransfer ? hostType : DeviceToDevice;
  if (handle.getType() == expected)
    return success();
  return op->emitOpError("channel_handle type must be ")
         << expected << " (" << channelTypeName(expected)
         << ") when is_host_transfer is " << (isHostTransfer ? "true" : "false")
         << " (C1), but got " << handle.getType();
}

// Peers of a device-to-device transfer; the ids are device ids.
static LogicalResult verifyPeers(Operation *op,
                                 std::optional<DenseIntElementsAttr> pairs) {
  if (!pairs)
    return success();
  return coll::verifySourceTargetPairs(op, *pairs, std::nullopt, "");
}

LogicalResult SendOp::verify() {
  if (failed(verifyChannelType(*this, getChannelHandle(), getIsHostTransfer(),
                               DeviceToHost)))
    return failure();
  return verifyPeers(*this, getSourceTargetPairs());
}

// recv and infeed produce tensors followed by a token.
static LogicalResult verifyTensorsThenToken(Operation *op) {
  TypeRange results = op->getResultTypes();
  if (results.empty())
    return op->emitOpError("must produce at least one result (C2), but "
                           "produces none");
  for (auto [i, type] : llvm::enumerate(results.drop_back()))
    if (!llvm::isa<RankedTensorType>(type))
      return op->emitOpError("every result but the last must be a tensor "
                             "(C3), but result #")
             << i << " has type " << type;
  if (!llvm::isa<TokenType>(results.back()))
    return op->emitOpError("the last result must be a token (C4), but it "
                           "has type ")
           << results.back();
  return success();
}

LogicalResult RecvOp::verify() {
  if (failed(verifyChannelType(*this, getChannelHandle(), getIsHostTransfer(),
                               HostToDevice)) ||
      failed(verifyTensorsThenToken(*this)))
    return failure();
  return verifyPeers(*this, getSourceTargetPairs());
}

//===----------------------------------------------------------------------===//
// infeed
//===----------------------------------------------------------------------===//

// The optional layout holds one minor-to-major dimension order per tensor
// result: a permutation of the tensor's dimensions.
static LogicalResult verifyInfeedLayout(InfeedOp op, ArrayAttr layout) {
  TypeRange tensors = TypeRange(op->getResultTypes()).drop_back();
  if (layout.size() != tensors.size())
    return op.emitOpError("layout must have one entry per tensor result (")
           << tensors.size() << "), but has " << layout.size();
  for (auto [i, entry, type] : llvm::enumerate(layout, tensors)) {
    auto dims = llvm::dyn_cast<ArrayAttr>(entry);
    if (!dims || !llvm::all_of(dims, llvm::IsaPred<IntegerAttr>))
      return op.emitOpError("layout entry #")
             << i << " must be an array of integers, but got " << entry;
    int64_t rank = llvm::cast<RankedTensorType>(type).getRank();
    SmallVector<int64_t> order;
    for (Attribute dim : dims)
      order.push_back(llvm::cast<IntegerAttr>(dim).getInt());
    SmallVector<bool> seen(rank, false);
    bool isPermutation = static_cast<int64_t>(order.size()) == rank;
    for (int64_t d : order) {
      if (!isPermutation || d < 0 || d >= rank || seen[d]) {
        isPermutation = false;
        break;
      }
      seen[d] = true;
    }
    if (!isPermutation)
      return op.emitOpError("layout entry #")
             << i << " must be a permutation of the dimensions of " << type
             << ", but got " << formatIntList(order);
  }
  return success();
}

LogicalResult InfeedOp::verify() {
  if (failed(verifyTensorsThenToken(*this)))
    return failure();
  if (std::optional<ArrayAttr> layout = getLayout())
    return verifyInfeedLayout(*this, *layout);
  return success();
}
