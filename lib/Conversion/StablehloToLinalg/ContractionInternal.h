//===- ContractionInternal.h - helpers of the contractions ------*- C++ -*-===//
//
// Helpers shared by dot_general (Contraction.cpp) and convolution
// (Convolution.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// Whether `type` (an original StableHLO element type) can be the element
/// type of a contraction: float, integer (i1 included) or complex.
bool isContractionElementType(mlir::Type type);

/// The zero of converted element type `type` (complex zero for complex).
mlir::Value emitZero(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type);

/// acc + x * y in converted element type `type` (for i1: acc | (x & y), the
/// spec's boolean dot product; complex via the complex dialect).
mlir::Value emitMultiplyAdd(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type type, mlir::Value acc, mlir::Value x,
                            mlir::Value y);

/// convolution as a linalg.generic contraction (Convolution.cpp).
void populateConvolutionPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H
