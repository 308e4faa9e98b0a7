//===- StablehloLinearAlgebraCommon.h - helpers of the linear algebra ops -===//
//
// Type checks and diagnostics shared by the files of the linear algebra
// family (dot_general, convolution, fft, batch_norm_*, ...). Private to
// lib/Dialect/StableHLO/IR.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOLINEARALGEBRACOMMON_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOLINEARALGEBRACOMMON_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace kiln::stablehlo::linalg_detail {

/// Emits an error at the op (from verifiers: "'stablehlo.x' op ...") or at a
/// location (from type inference).
using EmitErrorFn = llvm::function_ref<mlir::InFlightDiagnostic()>;

/// An emitter for type inference: reports at `loc` when there is one,
/// otherwise reports nothing (inference then just fails).
mlir::InFlightDiagnostic emitAt(std::optional<mlir::Location> loc,
                                mlir::MLIRContext *ctx);

/// Whether the element type of `type` is a `!quant.uniform` type.
bool isQuantizedTensor(mlir::Type type);
/// Per-axis quantized element type, or null.
mlir::quant::UniformQuantizedPerAxisType getPerAxis(mlir::Type type);

/// The expressed type of a quantized tensor's elements, else the element
/// type itself.
mlir::Type expressedElementType(mlir::Type type);
/// The storage type of a quantized tensor's elements, else the element type.
mlir::Type storageElementType(mlir::Type type);

/// Checks that `actual` (the declared result) has rank `inferred.size()` and
/// sizes compatible with `inferred`; `what` names the result in messages.
mlir::LogicalResult verifyInferredShape(EmitErrorFn emitError,
                                        llvm::ArrayRef<int64_t> inferred,
                                        mlir::ShapedType actual,
                                        llvm::StringRef what = "result");

/// (spec: dot_general C13, convolution C27) The operand element types of a
/// product must be equal, except that two floating-point types may differ:
/// JAX emits such products for fp8 (e.g. f8E4M3FN x f8E5M2 -> f32).
inline bool productElementTypesMatch(mlir::Type lhs, mlir::Type rhs) {
  return lhs == rhs ||
         (llvm::isa<mlir::FloatType>(lhs) && llvm::isa<mlir::FloatType>(rhs));
}

/// (spec: dot_general C11, convolution C24) Two precisions, one per
/// operand; an absent or empty list means none was given.
mlir::LogicalResult verifyPrecisionConfig(EmitErrorFn emitError,
                                          std::optional<mlir::ArrayAttr> config,
                                          llvm::StringRef constraint);

/// Quantization constraints shared by dot_general and convolution (spec:
/// dot_general C14-C20, convolution C28-C34); `rhsReducedDims` lists the rhs
/// dimensions its per-axis quantization dimension must avoid (dot_general)
/// and `rhsAxis` / `resultAxis` the dimensions it must equal (convolution),
/// -1 when there is no such requirement. `cNumbers` holds the constraint
/// numbers cited for, in order: is_quantized, zero point, rhs axis, result
/// axis, storage, expressed, per-tensor result, hybrid.
struct QuantConstraintNumbers {
  const char *isQuantized, *zeroPoint, *rhsAxis, *resultAxis, *storage,
      *expressed, *perTensorResult, *hybrid;
};
mlir::LogicalResult verifyQuantizedProduct(
    EmitErrorFn emitError, mlir::Type lhs, mlir::Type rhs, mlir::Type result,
    llvm::ArrayRef<int64_t> rhsReducedDims, int64_t rhsAxis, int64_t resultAxis,
    const QuantConstraintNumbers &numbers);

} // namespace kiln::stablehlo::linalg_detail

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOLINEARALGEBRACOMMON_H
