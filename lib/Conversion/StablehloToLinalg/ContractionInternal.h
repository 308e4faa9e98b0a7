//===- ContractionInternal.h - helpers of the contractions ------*- C++ -*-===//
//
// Helpers shared by dot_general (Contraction.cpp) and convolution
// (Convolution.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H

#include "Patterns.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// Whether `type` (an original StableHLO element type) can be the element
/// type of a contraction: float, integer (i1 included) or complex.
bool isContractionElementType(mlir::Type type);

/// The types a dot_general or convolution is lowered with: those of its
/// operands and result, and the converted result type.
struct ContractionTypes {
  mlir::RankedTensorType lhs, rhs, result, convertedResult;
};

/// The types of dot_general or convolution `op` when the lowering handles
/// them (operands of static shape; float, integer or complex elements, the
/// result's being the accumulation type), else a match failure.
mlir::FailureOr<ContractionTypes>
matchContractionTypes(mlir::Operation *op, const mlir::TypeConverter &converter,
                      mlir::ConversionPatternRewriter &rewriter);

/// A lowering of dot_general or convolution (`OpTy`) whose types
/// matchContractionTypes accepts: lower() is given them.
template <typename OpTy>
class ContractionPattern : public mlir::OpConversionPattern<OpTy> {
public:
  using mlir::OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename mlir::OpConversionPattern<OpTy>::OpAdaptor;

  /// Replaces `op`, of types `types`, or fails to match.
  virtual mlir::LogicalResult
  lower(OpTy op, OpAdaptor adaptor, const ContractionTypes &types,
        mlir::ConversionPatternRewriter &rewriter) const = 0;

  mlir::LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const final {
    mlir::FailureOr<ContractionTypes> types =
        matchContractionTypes(op, *this->getTypeConverter(), rewriter);
    if (mlir::failed(types))
      return mlir::failure();
    return lower(op, adaptor, *types, rewriter);
  }
};

/// The zero of converted element type `type` (complex zero for complex).
mlir::Value emitZero(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type);

/// acc + x * y in converted element type `type` (for i1: acc | (x & y), the
/// spec's boolean dot product; complex via the complex dialect).
mlir::Value emitMultiplyAdd(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type type, mlir::Value acc, mlir::Value x,
                            mlir::Value y);

/// Whether `type` is a float type narrower than f32 (f16, bf16 and the 8-,
/// 6- and 4-bit formats), whose products kiln accumulates in f32.
bool isNarrowFloat(mlir::Type type);

/// Rounds `sum`, an f32 tensor of accumulated products, to the narrow float
/// `element` of `resultType` (its converted type) the way XLA's CPU backend
/// rounds its f32 products.
mlir::Value emitRoundProduct(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::Value sum, mlir::Type element,
                             mlir::RankedTensorType resultType);

/// convolution as a linalg.generic contraction (Convolution.cpp), with
/// operand types for the target's `kernels`.
void populateConvolutionPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns,
                                 const ConvolutionKernels &kernels);

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_CONTRACTIONINTERNAL_H
