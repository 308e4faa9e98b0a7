//===- StablehloLinearAlgebraNumerics.cpp - fft, solvers, norms, rng ------===//
//
// Type inference and verification of fft, cholesky, triangular_solve, the
// batch_norm_* ops, rng and rng_bit_generator.
//
//===----------------------------------------------------------------------===//

#include "StablehloLinearAlgebraCommon.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::linalg_detail;

//===----------------------------------------------------------------------===//
// FftOp
//===----------------------------------------------------------------------===//

static LogicalResult inferFft(EmitErrorFn emitError, FftOp::Adaptor adaptor,
                              SmallVectorImpl<Type> &inferred) {
  auto operand =
      llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
  if (!operand || !adaptor.getFftLengthAttr() || !adaptor.getFftTypeAttr())
    return failure();
  ArrayRef<int64_t> length = adaptor.getFftLength();
  FftType kind = adaptor.getFftType();
  int64_t rank = operand.getRank();
  int64_t l = length.size();
  if (l < 1 || l > 3)
    return emitError() << "fft_length must have 1 to 3 entries (C3), but has "
                       << l;
  if (l > rank)
    return emitError() << "fft_length " << formatDims(length)
                       << " has more entries than the operand rank " << rank
                       << " (C1)";
  Type element = operand.getElementType();
  auto complex = llvm::dyn_cast<ComplexType>(element);
  SmallVector<int64_t> shape(operand.getShape());
  Type resultElement;
  switch (kind) {
  case FftType::FFT:
  case FftType::IFFT:
    if (!complex)
      return emitError() << stringifyFftType(kind)
                         << " requires a complex operand (C2), but got "
                         << element;
    resultElement = element;
    break;
  case FftType::RFFT: {
    if (complex)
      return emitError() << "RFFT requires a floating-point operand (C2), but "
                            "got "
                         << element;
    // (C4) The real operand ends in fft_length.
    if (!isCompatibleShape(operand.getShape().take_back(l), length))
      return emitError() << "RFFT operand dimensions "
                         << formatDims(operand.getShape().take_back(l))
                         << " must match fft_length " << formatDims(length)
                         << " (C4)";
    resultElement = ComplexType::get(element);
    int64_t last = length.back();
    shape.back() = last == 0 ? 0 : last / 2 + 1;
    break;
  }
  case FftType::IRFFT: {
    if (!complex)
      return emitError() << "IRFFT requires a complex operand (C2), but got "
                         << element;
    resultElement = complex.getElementType();
    // (C4) The real result ends in fft_length; (C5) the operand's last
    // dimension holds the non-redundant half.
    if (!isCompatibleShape(operand.getShape().take_back(l).drop_back(),
                           length.drop_back()))
      return emitError() << "IRFFT operand dimensions "
                         << formatDims(operand.getShape().take_back(l))
                         << " do not match fft_length " << formatDims(length)
                         << " (C4)";
    int64_t last = length.back();
    int64_t expected = last == 0 ? 0 : last / 2 + 1;
    if (!isCompatibleDim(operand.getShape().back(), expected))
      return emitError() << "IRFFT operand's last dimension must have size "
                         << expected << " for fft_length " << formatDims(length)
                         << " (C5), but has size " << operand.getShape().back();
    shape.back() = last;
    break;
  }
  }
  inferred.push_back(RankedTensorType::get(shape, resultElement));
  return success();
}

//===----------------------------------------------------------------------===//
// CholeskyOp / TriangularSolveOp
//===----------------------------------------------------------------------===//

static LogicalResult inferCholesky(EmitErrorFn emitError,
                                   CholeskyOp::Adaptor adaptor,
                                   SmallVectorImpl<Type> &inferred) {
  auto a = llvm::dyn_cast<RankedTensorType>(adaptor.getA().getType());
  if (!a)
    return failure();
  if (a.getRank() < 2)
    return emitError() << "operand must have rank at least 2 (C2), but has "
                          "rank "
                       << a.getRank();
  ArrayRef<int64_t> shape = a.getShape();
  if (!isCompatibleDim(shape[shape.size() - 2], shape.back()))
    return emitError() << "the last two dimensions must be equal (C3), but "
                          "the shape is "
                       << formatDims(shape);
  inferred.push_back(a);
  return success();
}

static LogicalResult inferTriangularSolve(EmitErrorFn emitError,
                                          TriangularSolveOp::Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto a = llvm::dyn_cast<RankedTensorType>(adaptor.getA().getType());
  auto b = llvm::dyn_cast<RankedTensorType>(adaptor.getB().getType());
  if (!a || !b || !adaptor.getLeftSideAttr() || !adaptor.getTransposeAAttr())
    return failure();
  if (!isCompatibleElementType(a.getElementType(), b.getElementType()))
    return emitError() << "a and b must have the same element type (C1), but "
                          "got "
                       << a.getElementType() << " and " << b.getElementType();
  if (a.getRank() < 2 || a.getRank() != b.getRank())
    return emitError() << "a and b must have the same rank, at least 2 (C2), "
                          "but have ranks "
                       << a.getRank() << " and " << b.getRank();
  int64_t r = a.getRank();
  if (!isCompatibleShape(a.getShape().drop_back(2), b.getShape().drop_back(2)))
    return emitError() << "a and b must have the same batch dimensions (C3), "
                          "but have shapes "
                       << formatDims(a.getShape()) << " and "
                       << formatDims(b.getShape());
  int64_t n = a.getDimSize(r - 1);
  if (!isCompatibleDim(a.getDimSize(r - 2), n))
    return emitError() << "a must be square in its last two dimensions (C4), "
                          "but has shape "
                       << formatDims(a.getShape());
  bool left = adaptor.getLeftSide();
  int64_t bDim = b.getDimSize(left ? r - 2 : r - 1);
  if (!isCompatibleDim(n, bDim))
    return emitError() << "the size of a (" << n << ") must match dimension "
                       << (left ? r - 2 : r - 1) << " of b (" << bDim
                       << ") when left_side is " << (left ? "true" : "false")
                       << " (C4)";
  if (adaptor.getTransposeA() == Transpose::TRANSPOSE_INVALID)
    return emitError() << "transpose_a must be NO_TRANSPOSE, TRANSPOSE or "
                          "ADJOINT";
  inferred.push_back(b);
  return success();
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

/// (C1) feature_index in [0, rank) and the sizes of the 1-D `params` equal to
/// the feature dimension; all element types share a baseline (C2).
static LogicalResult verifyBatchNorm(
    EmitErrorFn emitError, RankedTensorType operand, int64_t featureIndex,
    ArrayRef<std::pair<StringRef, Value>> params, StringRef sizeConstraints) {
  if (featureIndex < 0 || featureIndex >= operand.getRank())
    return emitError() << "feature_index " << featureIndex << " must be in [0, "
                       << operand.getRank() << ") (C1)";
  int64_t features = operand.getDimSize(featureIndex);
  for (auto [name, value] : params) {
    auto type = llvm::cast<RankedTensorType>(value.getType());
    if (!isCompatibleElementType(type.getElementType(),
                                 operand.getElementType()))
      return emitError() << name
                         << " must have the element type of the "
                            "operand (C2), but has "
                         << type.getElementType();
    if (type.getRank() != 1 || !isCompatibleDim(type.getDimSize(0), features))
      return emitError() << name << " must have " << features
                         << " elements, the size of the feature dimension ("
                         << sizeConstraints << "), but has type " << type;
  }
  return success();
}

static LogicalResult
inferBatchNormInference(EmitErrorFn emitError,
                        BatchNormInferenceOp::Adaptor adaptor,
                        SmallVectorImpl<Type> &inferred) {
  auto operand =
      llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
  if (!operand || !adaptor.getFeatureIndexAttr())
    return failure();
  std::pair<StringRef, Value> params[] = {{"scale", adaptor.getScale()},
                                          {"offset", adaptor.getOffset()},
                                          {"mean", adaptor.getMean()},
                                          {"variance", adaptor.getVariance()}};
  if (failed(verifyBatchNorm(emitError, operand, adaptor.getFeatureIndex(),
                             params, "C3-C6")))
    return failure();
  inferred.push_back(operand); // (C7)
  return success();
}

/// The 1-D type of per-feature statistics: `[dim(operand, featureIndex)]`
/// of the element type of `like`.
static Type featureVectorType(RankedTensorType operand, int64_t featureIndex,
                              Value like) {
  return RankedTensorType::get(
      {operand.getDimSize(featureIndex)},
      llvm::cast<ShapedType>(like.getType()).getElementType());
}

static LogicalResult
inferBatchNormTraining(EmitErrorFn emitError,
                       BatchNormTrainingOp::Adaptor adaptor,
                       SmallVectorImpl<Type> &inferred) {
  auto operand =
      llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
  if (!operand || !adaptor.getFeatureIndexAttr())
    return failure();
  std::pair<StringRef, Value> params[] = {{"scale", adaptor.getScale()},
                                          {"offset", adaptor.getOffset()}};
  int64_t featureIndex = adaptor.getFeatureIndex();
  if (failed(
          verifyBatchNorm(emitError, operand, featureIndex, params, "C3-C4")))
    return failure();
  // (C5-C7) output like the operand, per-feature mean and variance.
  Type stats = featureVectorType(operand, featureIndex, adaptor.getScale());
  inferred.append({operand, stats, stats});
  return success();
}

static LogicalResult inferBatchNormGrad(EmitErrorFn emitError,
                                        BatchNormGradOp::Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto operand =
      llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
  auto gradOutput =
      llvm::dyn_cast<RankedTensorType>(adaptor.getGradOutput().getType());
  if (!operand || !gradOutput || !adaptor.getFeatureIndexAttr())
    return failure();
  std::pair<StringRef, Value> params[] = {{"scale", adaptor.getScale()},
                                          {"mean", adaptor.getMean()},
                                          {"variance", adaptor.getVariance()}};
  int64_t featureIndex = adaptor.getFeatureIndex();
  if (failed(
          verifyBatchNorm(emitError, operand, featureIndex, params, "C4-C5")))
    return failure();
  if (!isCompatibleElementType(gradOutput.getElementType(),
                               operand.getElementType()))
    return emitError() << "grad_output must have the element type of the "
                          "operand (C2), but has "
                       << gradOutput.getElementType();
  if (!isCompatibleShape(gradOutput.getShape(), operand.getShape()))
    return emitError() << "grad_output must have the shape of the operand "
                          "(C3), but has shape "
                       << formatDims(gradOutput.getShape());
  Type stats = featureVectorType(operand, featureIndex, adaptor.getScale());
  inferred.append({operand, stats, stats});
  return success();
}

//===----------------------------------------------------------------------===//
// Interface glue: each op's verifier reports broken constraints at the op,
// and type inference reuses the same checks.
//===----------------------------------------------------------------------===//

#define KILN_INFER_AND_VERIFY(OpClass, fn)                                     \
  LogicalResult OpClass::inferReturnTypes(                                     \
      MLIRContext *context, std::optional<Location> location,                  \
      ValueRange operands, DictionaryAttr attributes,                          \
      OpaqueProperties properties, RegionRange regions,                        \
      SmallVectorImpl<Type> &inferred) {                                       \
    OpClass::Adaptor adaptor(operands, attributes, properties, regions);       \
    return fn([&] { return emitAt(location, context); }, adaptor, inferred);   \
  }                                                                            \
  LogicalResult OpClass::verify() {                                            \
    SmallVector<Type> inferred;                                                \
    if (failed(fn([&] { return emitOpError(); }, Adaptor(*this), inferred)))   \
      return failure();                                                        \
    if (!isCompatibleReturnTypes(inferred, getOperation()->getResultTypes()))  \
      return emitOpError() << "inferred type(s) " << TypeRange(inferred)       \
                           << " are incompatible with return type(s) of "      \
                              "operation "                                     \
                           << getOperation()->getResultTypes();                \
    return success();                                                          \
  }
KILN_INFER_AND_VERIFY(FftOp, inferFft)
KILN_INFER_AND_VERIFY(CholeskyOp, inferCholesky)
KILN_INFER_AND_VERIFY(TriangularSolveOp, inferTriangularSolve)
KILN_INFER_AND_VERIFY(BatchNormInferenceOp, inferBatchNormInference)
KILN_INFER_AND_VERIFY(BatchNormTrainingOp, inferBatchNormTraining)
KILN_INFER_AND_VERIFY(BatchNormGradOp, inferBatchNormGrad)
#undef KILN_INFER_AND_VERIFY

void BatchNormTrainingOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutput(), "output");
  setNameFn(getBatchMean(), "batch_mean");
  setNameFn(getBatchVar(), "batch_var");
}

void BatchNormGradOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getGradOperand(), "grad_operand");
  setNameFn(getGradScale(), "grad_scale");
  setNameFn(getGradOffset(), "grad_offset");
}

//===----------------------------------------------------------------------===//
// RngOp / RngBitGeneratorOp
//===----------------------------------------------------------------------===//

LogicalResult RngOp::verify() {
  Type a = getElementTypeOrSelf(getA().getType());
  Type b = getElementTypeOrSelf(getB().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  if (a != b || a != result.getElementType())
    return emitOpError() << "a, b and result must have the same element type "
                            "(C1), but got "
                         << a << ", " << b << " and "
                         << result.getElementType();
  if (getRngDistribution() == RngDistribution::NORMAL && !isFloatType(a))
    return emitOpError() << "a NORMAL distribution needs floating-point "
                            "parameters (C2), but got "
                         << a;
  auto shape = llvm::cast<RankedTensorType>(getShape().getType());
  if (!isCompatibleDim(shape.getDimSize(0), result.getRank()))
    return emitOpError() << "shape has " << shape.getDimSize(0)
                         << " elements but the result has rank "
                         << result.getRank() << " (C3)";
  return success();
}

LogicalResult RngBitGeneratorOp::verify() {
  auto initial = llvm::cast<RankedTensorType>(getInitialState().getType());
  auto output = llvm::cast<RankedTensorType>(getOutputState().getType());
  if (!isCompatibleType(initial, output))
    return emitOpError() << "output_state must have the type of "
                            "initial_state (C1), but got "
                         << output << " and " << initial;
  int64_t size = initial.getDimSize(0);
  if (ShapedType::isDynamic(size))
    return success();
  RngAlgorithm algorithm = getRngAlgorithm();
  if (algorithm == RngAlgorithm::THREE_FRY && size != 2)
    return emitOpError() << "THREE_FRY needs an initial_state of 2 elements "
                            "(C2), but it has "
                         << size;
  if (algorithm == RngAlgorithm::PHILOX && size != 2 && size != 3)
    return emitOpError() << "PHILOX needs an initial_state of 2 or 3 elements "
                            "(C2), but it has "
                         << size;
  return success();
}

void RngBitGeneratorOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutputState(), "output_state");
  setNameFn(getOutput(), "output");
}
