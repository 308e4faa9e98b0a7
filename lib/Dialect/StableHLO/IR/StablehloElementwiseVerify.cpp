//===- StablehloElementwiseVerify.cpp - verifiers, type inference ---------===//
//
// Result type inference and the numbered constraints (C1, C2, ...) of the
// elementwise ops' spec sections. Element-type classes (the spec's "Inputs"
// tables) are checked by the ODS type constraints before any of this runs.
//
//===----------------------------------------------------------------------===//

#include "StablehloElementwiseUtils.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

using namespace mlir;
using namespace kiln::stablehlo;
using namespace kiln::stablehlo::elementwise;

//===----------------------------------------------------------------------===//
// Type inference
//===----------------------------------------------------------------------===//

// Declared result types are compared with the inferred ones by the rule
// every op shares (isCompatibleTypes, StablehloTypeUtils.h): `?` sizes,
// bounds and other quantization scales are accepted. Ops whose result
// element type differs from the operand's (abs and real of complex,
// is_finite, compare, complex, uniform_dequantize) infer that element type.

// Ops whose result has the operand's type, up to quantization parameters
// (spec: "baseline_type(operand) = baseline_type(result)").
#define KILN_RESULT_LIKE_OPERAND(OP)                                           \
  LogicalResult OP::inferReturnTypes(MLIRContext *, std::optional<Location>,   \
                                     OP::Adaptor adaptor,                      \
                                     SmallVectorImpl<Type> &types) {           \
    types.push_back(adaptor.getOperand().getType());                           \
    return success();                                                          \
  }

KILN_RESULT_LIKE_OPERAND(CbrtOp)
KILN_RESULT_LIKE_OPERAND(CeilOp)
KILN_RESULT_LIKE_OPERAND(CosineOp)
KILN_RESULT_LIKE_OPERAND(CountLeadingZerosOp)
KILN_RESULT_LIKE_OPERAND(ExponentialOp)
KILN_RESULT_LIKE_OPERAND(ExponentialMinusOneOp)
KILN_RESULT_LIKE_OPERAND(FloorOp)
KILN_RESULT_LIKE_OPERAND(LogOp)
KILN_RESULT_LIKE_OPERAND(LogPlusOneOp)
KILN_RESULT_LIKE_OPERAND(LogisticOp)
KILN_RESULT_LIKE_OPERAND(NotOp)
KILN_RESULT_LIKE_OPERAND(NegateOp)
KILN_RESULT_LIKE_OPERAND(PopulationCountOp)
KILN_RESULT_LIKE_OPERAND(RoundNearestAfzOp)
KILN_RESULT_LIKE_OPERAND(RoundNearestEvenOp)
KILN_RESULT_LIKE_OPERAND(RsqrtOp)
KILN_RESULT_LIKE_OPERAND(SignOp)
KILN_RESULT_LIKE_OPERAND(SineOp)
KILN_RESULT_LIKE_OPERAND(SqrtOp)
KILN_RESULT_LIKE_OPERAND(TanOp)
KILN_RESULT_LIKE_OPERAND(TanhOp)
KILN_RESULT_LIKE_OPERAND(ClampOp)
KILN_RESULT_LIKE_OPERAND(ReducePrecisionOp)
#undef KILN_RESULT_LIKE_OPERAND

// abs, real and imag of complex<E> produce E (spec: abs C2, real C2, imag C2).
#define KILN_RESULT_COMPLEX_PART(OP)                                           \
  LogicalResult OP::inferReturnTypes(MLIRContext *, std::optional<Location>,   \
                                     OP::Adaptor adaptor,                      \
                                     SmallVectorImpl<Type> &types) {           \
    Type type = adaptor.getOperand().getType();                                \
    types.push_back(withElementType(                                           \
        type, getComplexPartOrSelf(getElementTypeOrSelf(type))));              \
    return success();                                                          \
  }

KILN_RESULT_COMPLEX_PART(AbsOp)
KILN_RESULT_COMPLEX_PART(RealOp)
KILN_RESULT_COMPLEX_PART(ImagOp)
#undef KILN_RESULT_COMPLEX_PART

LogicalResult IsFiniteOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location>,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &types) {
  types.push_back(
      withElementType(adaptor.getX().getType(), IntegerType::get(context, 1)));
  return success();
}

// Binary ops: lhs, rhs and result share one baseline type (spec: C1 of each
// binary op). Inference gives the lhs type; the verifier compares lhs and
// rhs, so that a mismatch is reported once, in words.
static LogicalResult verifyBinaryOperands(Operation *op) {
  Type lhs = op->getOperand(0).getType(), rhs = op->getOperand(1).getType();
  if (!isCompatibleType(lhs, rhs))
    return op->emitOpError("requires compatible operand types (C1), but got ")
           << lhs << " and " << rhs;
  return success();
}

#define KILN_BINARY_RESULT(OP)                                                 \
  LogicalResult OP::inferReturnTypes(MLIRContext *, std::optional<Location>,   \
                                     OP::Adaptor adaptor,                      \
                                     SmallVectorImpl<Type> &types) {           \
    types.push_back(adaptor.getLhs().getType());                               \
    return success();                                                          \
  }                                                                            \
  LogicalResult OP::verify() { return verifyBinaryOperands(*this); }

KILN_BINARY_RESULT(AndOp)
KILN_BINARY_RESULT(Atan2Op)
KILN_BINARY_RESULT(DivideOp)
KILN_BINARY_RESULT(MaximumOp)
KILN_BINARY_RESULT(MinimumOp)
KILN_BINARY_RESULT(MultiplyOp)
KILN_BINARY_RESULT(OrOp)
KILN_BINARY_RESULT(PowerOp)
KILN_BINARY_RESULT(RemainderOp)
KILN_BINARY_RESULT(ShiftLeftOp)
KILN_BINARY_RESULT(ShiftRightArithmeticOp)
KILN_BINARY_RESULT(ShiftRightLogicalOp)
KILN_BINARY_RESULT(SubtractOp)
KILN_BINARY_RESULT(XorOp)
#undef KILN_BINARY_RESULT

LogicalResult ComplexOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location>,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  Type lhs = adaptor.getLhs().getType();
  // (C2, C3) the result has the shape of lhs and element complex<E>.
  types.push_back(
      withElementType(lhs, ComplexType::get(getElementTypeOrSelf(lhs))));
  return success();
}

LogicalResult ComplexOp::verify() {
  Type lhs = getLhs().getType(), rhs = getRhs().getType();
  if (!isCompatibleType(lhs, rhs))
    return emitOpError("requires lhs and rhs of the same type (C1), but got ")
           << lhs << " and " << rhs;
  return success();
}

LogicalResult CompareOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location>,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  types.push_back(withElementType(adaptor.getLhs().getType(),
                                  IntegerType::get(context, 1)));
  return success();
}

LogicalResult SelectOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getOnTrue().getType());
  return success();
}

LogicalResult
UniformDequantizeOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &types) {
  // (C2) element_type(result) = expressed_type(operand).
  Type type = adaptor.getOperand().getType();
  auto quant = llvm::dyn_cast<quant::QuantizedType>(getElementTypeOrSelf(type));
  if (!quant || !llvm::isa<RankedTensorType>(type))
    return failure();
  types.push_back(withElementType(type, quant.getExpressedType()));
  return success();
}

//===----------------------------------------------------------------------===//
// result_accuracy of the transcendental ops
//===----------------------------------------------------------------------===//

// Tolerances are non-negative, and only the TOLERANCE mode may set them.
static LogicalResult verifyResultAccuracy(Operation *op,
                                          ResultAccuracyAttr accuracy) {
  if (!accuracy)
    return success();
  bool anyNegative = accuracy.getAtol().isNegative() ||
                     accuracy.getRtol().isNegative() || accuracy.getUlps() < 0;
  if (anyNegative)
    return op->emitOpError("requires non-negative result_accuracy "
                           "tolerances, but got ")
           << accuracy;
  bool anySet = !accuracy.getAtol().isZero() || !accuracy.getRtol().isZero() ||
                accuracy.getUlps() != 0;
  ResultAccuracyMode mode = accuracy.getMode().getValue();
  if (anySet && mode != ResultAccuracyMode::TOLERANCE)
    return op->emitOpError("requires zero result_accuracy tolerances in mode ")
           << stringifyResultAccuracyMode(mode) << ", but got " << accuracy;
  return success();
}

#define KILN_VERIFY_RESULT_ACCURACY(OP)                                        \
  LogicalResult OP::verify() {                                                 \
    return verifyResultAccuracy(*this, getResultAccuracyAttr());               \
  }

KILN_VERIFY_RESULT_ACCURACY(CbrtOp)
KILN_VERIFY_RESULT_ACCURACY(CosineOp)
KILN_VERIFY_RESULT_ACCURACY(ExponentialOp)
KILN_VERIFY_RESULT_ACCURACY(ExponentialMinusOneOp)
KILN_VERIFY_RESULT_ACCURACY(LogOp)
KILN_VERIFY_RESULT_ACCURACY(LogPlusOneOp)
KILN_VERIFY_RESULT_ACCURACY(LogisticOp)
KILN_VERIFY_RESULT_ACCURACY(RsqrtOp)
KILN_VERIFY_RESULT_ACCURACY(SineOp)
KILN_VERIFY_RESULT_ACCURACY(SqrtOp)
KILN_VERIFY_RESULT_ACCURACY(TanOp)
KILN_VERIFY_RESULT_ACCURACY(TanhOp)
#undef KILN_VERIFY_RESULT_ACCURACY

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

// Quantized add: every operand and the result quantized (C2), the operands
// sharing storage and expressed types (C3, C4) while their scales and zero
// points may differ; per-axis operands follow the result's quantization
// dimension (C5). The storage signedness lives in the flags of a quantized
// type.
static bool haveSameStorageAndExpressedTypes(Type a, Type b) {
  auto qa = llvm::cast<quant::QuantizedType>(getElementTypeOrSelf(a));
  auto qb = llvm::cast<quant::QuantizedType>(getElementTypeOrSelf(b));
  return qa.getStorageType() == qb.getStorageType() &&
         qa.getFlags() == qb.getFlags() &&
         qa.getExpressedType() == qb.getExpressedType();
}

LogicalResult AddOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getLhs().getType());
  return success();
}

static std::optional<int32_t> getQuantizedDimension(Type tensor) {
  if (auto axis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
          getElementTypeOrSelf(tensor)))
    return axis.getQuantizedDimension();
  return std::nullopt;
}

LogicalResult AddOp::verify() {
  Type lhs = getLhs().getType(), rhs = getRhs().getType();
  Type result = getType();
  auto isQuant = [](Type t) {
    return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(t));
  };
  int numQuant = isQuant(lhs) + isQuant(rhs) + isQuant(result);
  if (numQuant == 0) {
    if (!isCompatibleType(lhs, rhs))
      return emitOpError("requires compatible operand types (C1), but got ")
             << lhs << " and " << rhs;
    return success();
  }
  if (numQuant != 3)
    return emitOpError("requires lhs, rhs and result to be all quantized or "
                       "all not quantized (C2)");
  if (!isCompatibleShape(lhs, rhs) ||
      !haveSameStorageAndExpressedTypes(lhs, rhs))
    return emitOpError("requires quantized operands with the same storage and "
                       "expressed types (C3, C4), but got ")
           << lhs << " and " << rhs;
  std::optional<int32_t> resultDim = getQuantizedDimension(result);
  for (Type operand : {lhs, rhs}) {
    std::optional<int32_t> dim = getQuantizedDimension(operand);
    if (dim && dim != resultDim)
      return emitOpError("requires a per-axis quantized operand to share its "
                         "quantization dimension with the result (C5), but "
                         "got ")
             << operand << " and " << result;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// compare, select, clamp
//===----------------------------------------------------------------------===//

// The comparison types the spec allows for an element type (compare C3).
static bool isAllowedCompareType(Type element, ComparisonType type) {
  if (llvm::isa<quant::QuantizedType>(element))
    return true;
  if (isSignedIntType(element))
    return type == ComparisonType::SIGNED;
  if (isUnsignedIntType(element) || element.isInteger(1))
    return type == ComparisonType::UNSIGNED;
  if (isFloatType(element))
    return type == ComparisonType::FLOAT || type == ComparisonType::TOTALORDER;
  if (isComplexType(element))
    return type == ComparisonType::FLOAT;
  return false;
}

LogicalResult CompareOp::verify() {
  Type lhs = getElementTypeOrSelf(getLhs().getType());
  Type rhs = getElementTypeOrSelf(getRhs().getType());
  if (!isCompatibleElementType(lhs, rhs))
    return emitOpError("requires lhs and rhs of the same element type (C1), "
                       "but got ")
           << lhs << " and " << rhs;
  std::optional<ComparisonType> type = getCompareType();
  // NOTYPE is the legacy spelling of "unspecified".
  if (type && *type != ComparisonType::NOTYPE &&
      !isAllowedCompareType(lhs, *type))
    return emitOpError("compare_type ")
           << stringifyComparisonType(*type)
           << " is not allowed for element type " << lhs << " (C3)";
  return success();
}

LogicalResult SelectOp::verify() {
  auto pred = llvm::cast<RankedTensorType>(getPred().getType());
  Type onTrue = getOnTrue().getType(), onFalse = getOnFalse().getType();
  if (pred.getRank() != 0 && !isCompatibleShape(pred, onTrue))
    return emitOpError("requires pred to be 0-d or of the shape of on_true "
                       "(C1), but got ")
           << pred << " and " << onTrue;
  if (!isCompatibleType(onTrue, onFalse))
    return emitOpError("requires on_true and on_false of the same type (C2), "
                       "but got ")
           << onTrue << " and " << onFalse;
  return success();
}

LogicalResult ClampOp::verify() {
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  for (auto [name, value] : {std::pair<StringRef, Value>{"min", getMin()},
                             std::pair<StringRef, Value>{"max", getMax()}}) {
    auto type = llvm::cast<RankedTensorType>(value.getType());
    if (type.getRank() != 0 && !isCompatibleShape(type, operand))
      return emitOpError("requires ")
             << name << " to be 0-d or of the shape of operand ("
             << (name == "min" ? "C1" : "C2") << "), but got " << type
             << " and " << operand;
    if (!isCompatibleElementType(type.getElementType(),
                                 operand.getElementType()))
      return emitOpError("requires min, operand and max of the same element "
                         "type (C3), but got ")
             << type.getElementType() << " and " << operand.getElementType();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

LogicalResult BitcastConvertOp::verify() {
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  auto result = llvm::cast<RankedTensorType>(getType());
  Type operandElt = operand.getElementType();
  Type resultElt = result.getElementType();
  // (C2) no conversion between complex and non-complex types.
  if (llvm::isa<ComplexType>(operandElt) != llvm::isa<ComplexType>(resultElt))
    return emitOpError("cannot convert between complex and non-complex "
                       "element types (C2), but got ")
           << operandElt << " and " << resultElt;
  int64_t operandBits = getElementBitWidth(operandElt);
  int64_t resultBits = getElementBitWidth(resultElt);
  int64_t rank = operand.getRank();
  if (operandBits == resultBits) {
    if (!isCompatibleShape(operand, withElementType(result, operandElt)))
      return emitOpError("requires the operand's shape for elements of the "
                         "same width (C1), but got ")
             << operand << " and " << result;
    return success();
  }
  // A narrower element splits each operand element along a new trailing
  // dimension; a wider one joins the operand's trailing dimension.
  bool narrower = resultBits < operandBits;
  int64_t wide = narrower ? operandBits : resultBits;
  int64_t thin = narrower ? resultBits : operandBits;
  RankedTensorType big = narrower ? result : operand;
  RankedTensorType small = narrower ? operand : result;
  if (wide % thin != 0)
    return emitOpError("requires element widths that divide each other (C1), "
                       "but got ")
           << operandBits << " and " << resultBits << " bits";
  if (big.getRank() != small.getRank() + 1)
    return emitOpError("requires the result rank to be ")
           << (narrower ? rank + 1 : rank - 1) << " when converting "
           << operandBits << "-bit to " << resultBits
           << "-bit elements (C1), but got " << result.getRank();
  for (int64_t i = 0, e = small.getRank(); i < e; ++i)
    if (!isCompatibleDim(big, small, i, i))
      return emitOpError("requires dimension ")
             << i << " of operand and result to match (C1), but got " << operand
             << " and " << result;
  int64_t last = big.getDimSize(big.getRank() - 1);
  if (!ShapedType::isDynamic(last) && last != wide / thin)
    return emitOpError("requires the trailing dimension of the ")
           << (narrower ? "result" : "operand") << " to be " << wide / thin
           << " (C1), but got " << last;
  return success();
}

LogicalResult ReducePrecisionOp::verify() {
  // The attributes hold signed i32 values; the generated getters return them
  // as unsigned, so read the attributes themselves.
  int64_t exponent = getExponentBitsAttr().getInt();
  int64_t mantissa = getMantissaBitsAttr().getInt();
  if (exponent < 1)
    return emitOpError("requires exponent_bits >= 1 (C2), but got ")
           << exponent;
  if (mantissa < 0)
    return emitOpError("requires mantissa_bits >= 0 (C3), but got ")
           << mantissa;
  return success();
}

LogicalResult UniformQuantizeOp::verify() {
  // (C2) the result expresses the operand's floating-point type, or the
  // operand's own expressed type when requantizing.
  Type operandElt = getElementTypeOrSelf(getOperand().getType());
  auto resultElt =
      llvm::cast<quant::QuantizedType>(getElementTypeOrSelf(getType()));
  Type expected = operandElt;
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(operandElt))
    expected = quant.getExpressedType();
  if (resultElt.getExpressedType() != expected)
    return emitOpError("requires the result's expressed type to be ")
           << expected << " (C2), but got " << resultElt.getExpressedType();
  return success();
}
