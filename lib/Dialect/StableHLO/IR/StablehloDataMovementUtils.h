//===- StablehloDataMovementUtils.h - data movement helpers ----*- C++ -*-===//
//
// Shape and diagnostic helpers shared by the files that implement the data
// movement family (StablehloDataMovement*.cpp). Private to that family.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLODATAMOVEMENTUTILS_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLODATAMOVEMENTUTILS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace kiln::stablehlo::dm {

/// Emits `'<opName>' op <args...>` at `loc` when a location is given (type
/// inference runs without one while building ops) and returns failure. The
/// text matches what Operation::emitOpError produces.
template <typename... Args>
mlir::LogicalResult opError(std::optional<mlir::Location> loc,
                            llvm::StringRef opName, Args &&...args) {
  if (loc) {
    mlir::InFlightDiagnostic diag = mlir::emitError(*loc);
    diag << "'" << opName << "' op ";
    (diag << ... << std::forward<Args>(args));
  }
  return mlir::failure();
}

/// True when values are in non-decreasing order.
bool isSorted(llvm::ArrayRef<int64_t> values);

/// (C1 of broadcast_in_dim, reshape, real_dynamic_slice, ...) Reports at
/// `op` unless the result element type is compatible with the operand's
/// (isCompatibleElementType: scales, zero points and the quantization
/// dimension may differ).
mlir::LogicalResult verifyResultElementType(mlir::Operation *op,
                                            mlir::ShapedType operandType,
                                            mlir::ShapedType resultType);

/// (reshape and dynamic_reshape C2) Reports at `op` when operand and result
/// both have static shapes with different numbers of elements.
mlir::LogicalResult verifySameNumElements(mlir::Operation *op,
                                          mlir::ShapedType operandType,
                                          mlir::ShapedType resultType);

/// Dimension numbers common to gather and dynamic_gather.
struct GatherDims {
  llvm::ArrayRef<int64_t> offsetDims;
  llvm::ArrayRef<int64_t> collapsedSliceDims;
  llvm::ArrayRef<int64_t> operandBatchingDims;
  llvm::ArrayRef<int64_t> startIndicesBatchingDims;
  llvm::ArrayRef<int64_t> startIndexMap;
  int64_t indexVectorDim;
};

/// Checks the gather constraints that do not involve slice_sizes' values
/// (spec: gather, C1-C8, C10-C11, C13-C19) and, when `sliceSizes` is given,
/// the ones that do (C9, C12, C20-C21). On success `resultShape` holds the
/// result shape per C22 (with `?` where sizes are unknown); when
/// `sliceSizes` is absent only the result rank is meaningful and every
/// offset dimension is `?`.
mlir::LogicalResult
inferGatherShape(std::optional<mlir::Location> loc, llvm::StringRef opName,
                 mlir::RankedTensorType operandType,
                 mlir::RankedTensorType indicesType, const GatherDims &dims,
                 std::optional<llvm::ArrayRef<int64_t>> sliceSizes,
                 llvm::SmallVectorImpl<int64_t> &resultShape);

} // namespace kiln::stablehlo::dm

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLODATAMOVEMENTUTILS_H
