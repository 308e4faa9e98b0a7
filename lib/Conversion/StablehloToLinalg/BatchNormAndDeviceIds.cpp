//===- BatchNormAndDeviceIds.cpp - batch norm, device ids before lowering -===//
//
// Runs before the StableHLO-to-linalg conversion and rewrites, in StableHLO:
//  - batch_norm_inference, batch_norm_training and batch_norm_grad into
//    broadcast_in_dim, reduce and elementwise arithmetic, following the
//    formulas of the StableHLO spec (the existing patterns then lower them);
//  - replica_id and partition_id into the constant 0 (single device).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/ExprBuilder.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Emits the spec's decompositions at one builder position, on operands of
/// `type` with features along `featureIndex`.
struct BatchNormExpr : StablehloExpr {
  int64_t featureIndex;

  Type elementType() const { return type.getElementType(); }

  RankedTensorType featureType() const {
    return RankedTensorType::get({type.getDimSize(featureIndex)},
                                 elementType());
  }

  /// A splat constant of `value` with the operand's shape.
  Value splat(double value) {
    auto scalarType = RankedTensorType::get({}, elementType());
    auto attr = DenseElementsAttr::get(
        scalarType, b.getFloatAttr(elementType(), value).getValue());
    Value scalar = hlo::ConstantOp::create(b, loc, scalarType, attr);
    return hlo::BroadcastInDimOp::create(b, loc, type, scalar,
                                         ArrayRef<int64_t>{});
  }

  /// Broadcasts a 1-d feature tensor along the feature dimension.
  Value bcast(Value feature) {
    return hlo::BroadcastInDimOp::create(b, loc, type, feature,
                                         ArrayRef<int64_t>{featureIndex});
  }

  /// Sums `value` (shaped like the operand) over all dimensions but the
  /// feature dimension.
  Value sum(Value value) {
    auto scalarType = RankedTensorType::get({}, elementType());
    Value zero = hlo::ConstantOp::create(
        b, loc, scalarType,
        DenseElementsAttr::get(scalarType,
                               b.getFloatAttr(elementType(), 0.0).getValue()));
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != featureIndex)
        dims.push_back(d);
    return reduceSum(value, zero, dims, featureType());
  }

  /// Elements per feature, as a double (the product of the other
  /// dimensions: 0 when one is 0, even if there are no features).
  double perFeature() const {
    int64_t count = 1;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != featureIndex)
        count *= type.getDimSize(d);
    return static_cast<double>(count);
  }

  /// sum / elements per feature, on a feature tensor.
  Value mean(Value value) {
    Value total = sum(value);
    auto scalarType = RankedTensorType::get({}, elementType());
    Value divisor = hlo::ConstantOp::create(
        b, loc, scalarType,
        DenseElementsAttr::get(
            scalarType,
            b.getFloatAttr(elementType(), perFeature()).getValue()));
    Value divisorB = hlo::BroadcastInDimOp::create(
        b, loc, featureType(), divisor, ArrayRef<int64_t>{});
    return hlo::DivideOp::create(b, loc, featureType(), total, divisorB);
  }

  /// The spec's batch_norm_inference.
  Value inference(Value operand, Value scale, Value offset, Value meanV,
                  Value variance, double epsilon) {
    Value centered = sub(operand, bcast(meanV));
    Value stddev = sqrt(add(bcast(variance), splat(epsilon)));
    Value normalized = div(centered, stddev);
    return add(mul(bcast(scale), normalized), bcast(offset));
  }
};

bool isFloatTensor(Type type) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  return ranked && ranked.hasStaticShape() &&
         llvm::isa<FloatType>(ranked.getElementType());
}

double epsilonOf(Operation *op) {
  return llvm::cast<FloatAttr>(op->getAttr("epsilon")).getValueAsDouble();
}

void rewriteInference(hlo::BatchNormInferenceOp op) {
  if (!isFloatTensor(op.getOperand().getType()))
    return;
  OpBuilder b(op);
  BatchNormExpr e{
      {b, op.getLoc(), llvm::cast<RankedTensorType>(op.getOperand().getType())},
      static_cast<int64_t>(op.getFeatureIndex())};
  Value result = e.inference(op.getOperand(), op.getScale(), op.getOffset(),
                             op.getMean(), op.getVariance(), epsilonOf(op));
  op->replaceAllUsesWith(ValueRange{result});
  op->erase();
}

void rewriteTraining(hlo::BatchNormTrainingOp op) {
  if (!isFloatTensor(op.getOperand().getType()))
    return;
  OpBuilder b(op);
  BatchNormExpr e{
      {b, op.getLoc(), llvm::cast<RankedTensorType>(op.getOperand().getType())},
      static_cast<int64_t>(op.getFeatureIndex())};
  Value operand = op.getOperand();
  Value meanV = e.mean(operand);
  Value centered = e.sub(operand, e.bcast(meanV));
  Value variance = e.mean(e.mul(centered, centered));
  Value output = e.inference(operand, op.getScale(), op.getOffset(), meanV,
                             variance, epsilonOf(op));
  op->replaceAllUsesWith(ValueRange{output, meanV, variance});
  op->erase();
}

void rewriteGrad(hlo::BatchNormGradOp op) {
  if (!isFloatTensor(op.getOperand().getType()))
    return;
  OpBuilder b(op);
  auto type = llvm::cast<RankedTensorType>(op.getOperand().getType());
  BatchNormExpr e{{b, op.getLoc(), type},
                  static_cast<int64_t>(op.getFeatureIndex())};
  Value operand = op.getOperand();
  Value gradOutput = op.getGradOutput();
  Value scaleB = e.bcast(op.getScale());
  Value varianceB = e.bcast(op.getVariance());
  Value varEps = e.add(varianceB, e.splat(epsilonOf(op)));
  Value centered = e.sub(operand, e.bcast(op.getMean()));
  Value stddev = e.sqrt(varEps);
  Value normalized = e.div(centered, stddev);

  Value perFeature = e.splat(e.perFeature());
  Value i1 = e.mul(gradOutput, perFeature);
  Value i2 = e.bcast(e.sum(gradOutput));
  Value i3 = e.bcast(e.sum(e.mul(gradOutput, centered)));
  Value i4 = e.mul(i3, centered);
  Value i5 = e.div(i4, varEps);
  Value i6 = e.sub(e.sub(i1, i2), i5);
  Value gradOperand = e.mul(e.div(e.div(scaleB, stddev), perFeature), i6);
  Value gradScale = e.sum(e.mul(gradOutput, normalized));
  Value gradOffset = e.sum(gradOutput);
  op->replaceAllUsesWith(ValueRange{gradOperand, gradScale, gradOffset});
  op->erase();
}

template <typename OpT> void rewriteDeviceId(OpT op) {
  OpBuilder b(op);
  auto type = llvm::cast<RankedTensorType>(op.getType());
  auto attr = DenseElementsAttr::get(
      type, APInt(type.getElementType().getIntOrFloatBitWidth(), 0));
  Value zero = hlo::ConstantOp::create(b, op.getLoc(), type, attr);
  op->replaceAllUsesWith(ValueRange{zero});
  op->erase();
}

} // namespace

std::vector<OpHandling> batchNormAndDeviceIdRewrites() {
  auto entry = [](StringRef op, StringRef how) {
    return OpHandling{op.str(), how.str()};
  };
  StringRef spec = "decomposed into StableHLO arithmetic, reduce and "
                   "broadcast_in_dim per the spec";
  StringRef zero = "the constant 0 (one device)";
  return {entry(hlo::BatchNormInferenceOp::getOperationName(), spec),
          entry(hlo::BatchNormTrainingOp::getOperationName(), spec),
          entry(hlo::BatchNormGradOp::getOperationName(), spec),
          entry(hlo::ReplicaIdOp::getOperationName(), zero),
          entry(hlo::PartitionIdOp::getOperationName(), zero)};
}

void decomposeBatchNormAndDeviceIds(ModuleOp module) {
  // The ops `kiln ops` reports this function to rewrite, and no others.
  llvm::StringSet<> names;
  for (const OpHandling &op : batchNormAndDeviceIdRewrites())
    names.insert(op.op);
  // On several devices the ids come from the device runtime
  // (Collectives.cpp).
  auto count = [&](StringRef name) {
    auto attr = module->getAttrOfType<IntegerAttr>(name);
    return attr ? attr.getInt() : 1;
  };
  if (count("mhlo.num_replicas") > 1 || count("mhlo.num_partitions") > 1) {
    names.erase(hlo::ReplicaIdOp::getOperationName());
    names.erase(hlo::PartitionIdOp::getOperationName());
  }
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (names.contains(op->getName().getStringRef()))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    if (auto bn = llvm::dyn_cast<hlo::BatchNormInferenceOp>(op))
      rewriteInference(bn);
    else if (auto bn = llvm::dyn_cast<hlo::BatchNormTrainingOp>(op))
      rewriteTraining(bn);
    else if (auto bn = llvm::dyn_cast<hlo::BatchNormGradOp>(op))
      rewriteGrad(bn);
    else if (auto id = llvm::dyn_cast<hlo::ReplicaIdOp>(op))
      rewriteDeviceId(id);
    else if (auto id = llvm::dyn_cast<hlo::PartitionIdOp>(op))
      rewriteDeviceId(id);
  }
}

} // namespace kiln::lowering
