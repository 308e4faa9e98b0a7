//===- StablehloDialect.cpp - StableHLO dialect registration --------------===//

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::stablehlo;

#include "kiln/Dialect/StableHLO/IR/StablehloDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloTypes.cpp.inc"

bool kiln::stablehlo::isQuantizedIntType(Type type) {
  auto quant = llvm::dyn_cast<quant::QuantizedType>(type);
  if (!quant)
    return false;
  if (!llvm::isa<quant::UniformQuantizedType,
                 quant::UniformQuantizedPerAxisType>(quant))
    return false;
  return llvm::isa<IntegerType>(quant.getStorageType());
}

static bool isHloIntWidth(unsigned width) {
  return width == 2 || width == 4 || width == 8 || width == 16 || width == 32 ||
         width == 64;
}

bool kiln::stablehlo::isSignedIntType(Type type) {
  auto intType = llvm::dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() && isHloIntWidth(intType.getWidth());
}

bool kiln::stablehlo::isUnsignedIntType(Type type) {
  auto intType = llvm::dyn_cast<IntegerType>(type);
  return intType && intType.isUnsigned() && isHloIntWidth(intType.getWidth());
}

bool kiln::stablehlo::isIntType(Type type) {
  return isSignedIntType(type) || isUnsignedIntType(type);
}

bool kiln::stablehlo::isFloatType(Type type) {
  // The builtin float types the spec lists: f4E2M1FN, f6E2M3FN, f6E3M2FN,
  // the f8 variants, bf16, f16, f32 and f64. tf32 (only a dot algorithm
  // precision type), f80 and f128 are not element types.
  auto floatType = llvm::dyn_cast<FloatType>(type);
  return floatType && !floatType.isF80() && !floatType.isF128() &&
         !llvm::isa<FloatTF32Type>(floatType);
}

bool kiln::stablehlo::isComplexType(Type type) {
  auto complex = llvm::dyn_cast<ComplexType>(type);
  return complex &&
         (complex.getElementType().isF32() || complex.getElementType().isF64());
}

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "kiln/Dialect/StableHLO/IR/StablehloTypes.cpp.inc"
      >();
}

void StableHLODialect::initialize() {
  registerTypes();
  registerAttributes();
  registerElementwiseOps();
  registerDataMovementOps();
  registerControlFlowOps();
  registerLinearAlgebraOps();
  registerCollectiveOps();
}
