//===- StablehloOps.h - kiln's StableHLO dialect ---------------*- C++ -*-===//
//
// The one header clients include for the StableHLO dialect: dialect, types,
// attributes and every op family.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H
#define KILN_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

// The generated op classes call isCompatibleTypes and carry its trait.
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"

namespace kiln::stablehlo {
/// True for `!quant.uniform` types with an integer storage type, per-tensor
/// or per-axis.
bool isQuantizedIntType(mlir::Type type);
/// Signless integers of 2, 4, 8, 16, 32 or 64 bits (the spec's signed ints).
bool isSignedIntType(mlir::Type type);
/// `ui2` ... `ui64`.
bool isUnsignedIntType(mlir::Type type);
/// Signed or unsigned integers (not i1).
bool isIntType(mlir::Type type);
/// Every floating-point type the spec allows (f4/f6/f8 variants, bf16, f16,
/// f32, f64, tf32).
bool isFloatType(mlir::Type type);
/// complex<f32> or complex<f64>.
bool isComplexType(mlir::Type type);
} // namespace kiln::stablehlo

#include "kiln/Dialect/StableHLO/IR/StablehloDialect.h.inc"
#include "kiln/Dialect/StableHLO/IR/StablehloEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloAttrs.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloElementwiseOps.h.inc"
#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloDataMovementOps.h.inc"
#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloControlFlowOps.h.inc"
#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloLinearAlgebraOps.h.inc"
#define GET_OP_CLASSES
#include "kiln/Dialect/StableHLO/IR/StablehloCollectiveOps.h.inc"

#endif // KILN_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H
