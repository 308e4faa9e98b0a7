//===- Patterns.h - StableHLO to linalg pattern families -------*- C++ -*-===//
//
// Each family of conversion patterns lives in its own file and is added to
// the kiln-stablehlo-legalize-to-linalg pass by its populate function.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// Elementwise ops (including compare, select, clamp, convert) and
/// constants.
void populatePointwisePatterns(const mlir::TypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
/// broadcast_in_dim, transpose, reshape, iota and the other data movement
/// ops.
void populateDataMovementPatterns(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);
/// dot_general (and later convolution).
void populateContractionPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
/// reduce (and later reduce_window).
void populateReductionPatterns(const mlir::TypeConverter &converter,
                               mlir::RewritePatternSet &patterns);

/// tensor.empty of `type` whose dynamic sizes are read from `like`, which
/// has the same shape.
mlir::Value emptyLike(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::RankedTensorType type, mlir::Value like);

/// `rank` parallel iterators.
llvm::SmallVector<mlir::utils::IteratorType> parallelIterators(int64_t rank);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H
