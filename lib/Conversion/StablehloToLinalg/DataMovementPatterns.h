//===- DataMovementPatterns.h - data movement lowering internals *- C++ -*-===//
//
// Shared helpers of the data movement pattern files (DataMovement*.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// dynamic_slice and dynamic_update_slice.
void populateDynamicSlicePatterns(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);
/// gather.
void populateGatherPatterns(const mlir::TypeConverter &converter,
                            mlir::RewritePatternSet &patterns);
/// scatter.
void populateScatterPatterns(const mlir::TypeConverter &converter,
                             mlir::RewritePatternSet &patterns);

/// The converted type of `op`'s single result, or null when it does not
/// convert to a ranked tensor.
mlir::RankedTensorType convertedResultType(const mlir::TypeConverter *converter,
                                           mlir::Operation *op);

/// `rank` unit strides for tensor slices.
llvm::SmallVector<mlir::OpFoldResult> unitStrides(mlir::OpBuilder &b,
                                                  int64_t rank);

/// Reads the rank-0 integer tensor `scalarTensor` (converted value) whose
/// original element type is `elementType` and returns it as i64, sign- or
/// zero-extended as the original type says.
mlir::Value loadIndexAsI64(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value scalarTensor, mlir::Type elementType);

/// Extends integer `value` of original element type `elementType` to i64.
mlir::Value extendToI64(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Value value, mlir::Type elementType);

/// clamp(value, 0, upper) for i64 `value` read from an index of original
/// element type `elementType` (unsigned values are compared unsigned), as
/// an index.
mlir::Value clampToIndex(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value value, mlir::Type elementType,
                         int64_t upper);

/// The entry of `batchIndex` (the start_indices dimensions of gather or
/// scatter but index_vector_dim, in order) for start_indices dimension
/// `indicesDim`.
inline mlir::Value batchIndexFor(mlir::ValueRange batchIndex,
                                 int64_t indicesDim, int64_t indexVectorDim) {
  return batchIndex[indicesDim < indexVectorDim ? indicesDim : indicesDim - 1];
}

/// Component `k` of the start index that gather/scatter `indices` (original
/// element type `indexElement`) holds for `batchIndex`, as i64.
mlir::Value loadStartIndex(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value indices, mlir::ValueRange batchIndex,
                           int64_t indexVectorDim, int64_t k,
                           mlir::Type indexElement);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H
