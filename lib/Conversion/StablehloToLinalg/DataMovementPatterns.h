//===- DataMovementPatterns.h - data movement lowering internals -*- C++ -*-===//
//
// Shared helpers of the data movement pattern files (DataMovement*.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// dynamic_slice, dynamic_update_slice and gather.
void populateDynamicSlicePatterns(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);
/// scatter.
void populateScatterPatterns(const mlir::TypeConverter &converter,
                             mlir::RewritePatternSet &patterns);

/// The values of a constant 1-d integer tensor (a shape, bounds or sizes
/// operand), or failure when it is not a constant.
mlir::FailureOr<llvm::SmallVector<int64_t>> constantIntValues(mlir::Value value);

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

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_DATAMOVEMENTPATTERNS_H
