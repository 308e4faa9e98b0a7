//===- StablehloLinearAlgebraCommon.cpp - linear algebra helpers ----------===//

#include "StablehloLinearAlgebraCommon.h"

using namespace mlir;

namespace kiln::stablehlo::linalg_detail {

InFlightDiagnostic emitAt(std::optional<Location> loc, MLIRContext *ctx) {
  return mlir::emitError(loc ? *loc : UnknownLoc::get(ctx));
}

bool isQuantizedTensor(Type type) {
  return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(type));
}

quant::UniformQuantizedPerAxisType getPerAxis(Type type) {
  return llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      getElementTypeOrSelf(type));
}

Type expressedElementType(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto q = llvm::dyn_cast<quant::QuantizedType>(element))
    return q.getExpressedType();
  return element;
}

Type storageElementType(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto q = llvm::dyn_cast<quant::QuantizedType>(element))
    return q.getStorageType();
  return element;
}

LogicalResult verifyInferredShape(EmitErrorFn emitError,
                                  ArrayRef<int64_t> inferred, ShapedType actual,
                                  StringRef what) {
  if (actual.getRank() != static_cast<int64_t>(inferred.size()))
    return emitError() << what << " must have rank " << inferred.size()
                       << ", but has rank " << actual.getRank();
  if (!isCompatibleShape(inferred, actual.getShape()))
    return emitError() << what << " shape " << formatDims(actual.getShape())
                       << " does not match the inferred shape "
                       << formatDims(inferred);
  return success();
}

LogicalResult verifyPrecisionConfig(EmitErrorFn emitError,
                                    std::optional<ArrayAttr> config,
                                    StringRef constraint) {
  if (!config || config->empty() || config->size() == 2)
    return success();
  return emitError() << "precision_config must hold 2 precisions (one per "
                        "operand) ("
                     << constraint << "), but holds " << config->size();
}

/// Whether all zero points of a quantized element type are 0.
static bool zeroPointsAreZero(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedType>(element))
    return q.getZeroPoint() == 0;
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(element))
    return llvm::all_of(q.getZeroPoints(), [](int64_t z) { return z == 0; });
  return true;
}

LogicalResult verifyQuantizedProduct(EmitErrorFn emitError, Type lhs, Type rhs,
                                     Type result,
                                     ArrayRef<int64_t> rhsReducedDims,
                                     int64_t rhsAxis, int64_t resultAxis,
                                     const QuantConstraintNumbers &numbers) {
  bool lhsQ = isQuantizedTensor(lhs), rhsQ = isQuantizedTensor(rhs),
       resultQ = isQuantizedTensor(result);
  if (!lhsQ && !rhsQ && !resultQ)
    return success();
  if (!rhsQ || lhsQ != resultQ)
    return emitError() << "with quantized tensors, rhs must be quantized and "
                          "lhs and result must be both quantized or both not ("
                       << numbers.isQuantized << ")";
  if (numbers.zeroPoint && !zeroPointsAreZero(rhs))
    return emitError() << "zero points of a quantized rhs must be 0 ("
                       << numbers.zeroPoint << ")";
  if (auto perAxis = getPerAxis(rhs)) {
    int64_t axis = perAxis.getQuantizedDimension();
    if (llvm::is_contained(rhsReducedDims, axis))
      return emitError() << "quantization dimension of rhs (" << axis
                         << ") must not be a contracting dimension ("
                         << numbers.rhsAxis << ")";
    if (rhsAxis >= 0 && axis != rhsAxis)
      return emitError() << "quantization dimension of rhs (" << axis
                         << ") must be the kernel output feature dimension ("
                         << rhsAxis << ") (" << numbers.rhsAxis << ")";
  }
  if (auto perAxis = getPerAxis(result)) {
    if (resultAxis >= 0 && perAxis.getQuantizedDimension() != resultAxis)
      return emitError() << "quantization dimension of the result ("
                         << perAxis.getQuantizedDimension()
                         << ") must be the output feature dimension ("
                         << resultAxis << ") (" << numbers.resultAxis << ")";
  }
  if (lhsQ) {
    if (storageElementType(lhs) != storageElementType(rhs))
      return emitError() << "lhs and rhs must have the same storage type ("
                         << numbers.storage << ")";
    if (expressedElementType(lhs) != expressedElementType(rhs) ||
        expressedElementType(lhs) != expressedElementType(result))
      return emitError() << "lhs, rhs and result must have the same expressed "
                            "type ("
                         << numbers.expressed << ")";
    if (!getPerAxis(rhs) && getPerAxis(result))
      return emitError() << "with a per-tensor quantized rhs the result must "
                            "be per-tensor quantized ("
                         << numbers.perTensorResult << ")";
    return success();
  }
  // Hybrid: float lhs and result, quantized rhs (weights).
  Type lhsElement = getElementTypeOrSelf(lhs);
  if (lhsElement != expressedElementType(rhs) ||
      lhsElement != getElementTypeOrSelf(result))
    return emitError() << "with a float lhs, lhs, the expressed type of rhs "
                          "and result must have the same element type ("
                       << numbers.hybrid << ")";
  return success();
}

} // namespace kiln::stablehlo::linalg_detail
