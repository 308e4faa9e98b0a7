//===- StablehloControlFlowCommon.h - helpers of the region ops -*- C++ -*-===//
//
// Checks shared by the region-carrying StableHLO ops (while, reduce, sort,
// ...), used only by the StablehloControlFlow*.cpp files.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCONTROLFLOWCOMMON_H
#define KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCONTROLFLOWCOMMON_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"
#include "mlir/IR/Diagnostics.h"

#include <optional>

namespace kiln::stablehlo::cfimpl {

/// Emits `message` at `loc` when a location is given (verification) and
/// stays silent otherwise (builders probing inference); returns failure.
mlir::LogicalResult fail(std::optional<mlir::Location> loc,
                         const llvm::Twine &message);

/// Fails unless every input's shape is compatible with input 0's, citing
/// `constraint`; `inputs` must hold at least one ranked tensor.
mlir::LogicalResult verifySameInputShapes(std::optional<mlir::Location> loc,
                                          mlir::ValueRange inputs,
                                          llvm::StringRef constraint);

/// Prints a type for diagnostics.
std::string typeString(mlir::Type type);

/// Checks a reducer body of a reduce or reduce_window op: it takes
/// `(tensor<E0>..., tensor<E0>...)` and returns `(tensor<E0>...)`, where
/// the element type of input i is promotable to Ei and the init values have
/// the element types of the inputs. On success `accumulatorTypes` holds the
/// Ei.
mlir::LogicalResult
verifyReducerBody(std::optional<mlir::Location> loc, mlir::Region &body,
                  mlir::TypeRange inputTypes, mlir::TypeRange initTypes,
                  llvm::SmallVectorImpl<mlir::Type> &accumulatorTypes,
                  llvm::StringRef initConstraint, llvm::StringRef constraint);

/// The padding attribute as (low, high) pairs; fails unless it has shape
/// [rank, 2]. A null attribute means no padding.
mlir::LogicalResult
getPaddingPairs(std::optional<mlir::Location> loc,
                mlir::DenseIntElementsAttr padding, int64_t rank,
                llvm::SmallVectorImpl<std::pair<int64_t, int64_t>> &pairs,
                llvm::StringRef constraint);

/// Number of windows along one dimension (spec: reduce_window, C15),
/// ShapedType::kDynamic when the input size is unknown, or nullopt when the
/// window attributes overflow 64-bit sizes.
std::optional<int64_t> numWindows(int64_t inputSize, int64_t windowSize,
                                  int64_t stride, int64_t baseDilation,
                                  int64_t windowDilation, int64_t padLow,
                                  int64_t padHigh);

} // namespace kiln::stablehlo::cfimpl

#endif // KILN_LIB_DIALECT_STABLEHLO_IR_STABLEHLOCONTROLFLOWCOMMON_H
