//===- Patterns.h - CHLO to StableHLO pattern families ---------*- C++ -*-===//
//
// Private to lib/Conversion/ChloToStablehlo: each family of decompositions
// lives in its own file and is added to kiln-chlo-legalize-to-stablehlo by
// its populate function; the helpers they share are declared here.
// Formulas are written with StablehloExpr (kiln/Conversion/ExprBuilder.h).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_PATTERNS_H
#define KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_PATTERNS_H

#include "kiln/Conversion/ExprBuilder.h"
#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/PatternMatch.h"

#include <type_traits>

namespace kiln::chlo_lowering {

namespace hlo = ::kiln::stablehlo;

// The pattern families, one file each.

/// erf, erfc, erf_inv (ErrorFunctions.cpp).
void populateErrorFunctionPatterns(mlir::RewritePatternSet &patterns);
/// lgamma, digamma, polygamma, zeta and their broadcast forms
/// (GammaFunctions.cpp).
void populateGammaFunctionPatterns(mlir::RewritePatternSet &patterns);
/// bessel_i1e (BesselFunctions.cpp).
void populateBesselFunctionPatterns(mlir::RewritePatternSet &patterns);
/// tan, asin, acos, atan, sinh, cosh, asinh, acosh, atanh on real and
/// complex operands, and _asin_acos_kernel (TrigonometricFunctions.cpp).
void populateTrigonometricFunctionPatterns(mlir::RewritePatternSet &patterns);
/// ragged_dot (RaggedDot.cpp).
void populateRaggedDotPatterns(mlir::RewritePatternSet &patterns);
/// scan to stablehlo.while (Scan.cpp).
void populateScanPatterns(mlir::RewritePatternSet &patterns);

// Helpers the families share (ChloToStablehlo.cpp).

/// Broadcasts `v` to the shape of `target` with broadcast_in_dim: along
/// `dims` when given (CHLO's broadcast_dimensions), else numpy's trailing
/// alignment. Returns `v` when it already has that shape.
mlir::Value broadcastTo(mlir::PatternRewriter &rewriter, mlir::Location loc,
                        mlir::Value v, mlir::RankedTensorType target,
                        std::optional<llvm::ArrayRef<int64_t>> dims);

/// A stablehlo.constant of integer tensor type `type` with every element
/// `v` (sign-extended or truncated to the element width).
mlir::Value intSplat(mlir::OpBuilder &b, mlir::Location loc,
                     mlir::RankedTensorType type, int64_t v);

/// Replaces `op` (float tensor operands of one shape) by `fn` evaluated in
/// f64: the operands are converted to f64 and the result to `resultType`.
void replaceInF64(
    mlir::Operation *op, mlir::PatternRewriter &rewriter,
    mlir::RankedTensorType resultType,
    llvm::function_ref<mlir::Value(StablehloExpr &, mlir::ValueRange)> fn);

/// Rewrites `op` (one float operand, one result) as `fn` evaluated in f64
/// (see replaceInF64).
mlir::LogicalResult
rewriteInF64(mlir::Operation *op, mlir::PatternRewriter &rewriter,
             llvm::function_ref<mlir::Value(StablehloExpr &, mlir::Value)> fn);

/// Rewrites `Op` (one float operand, one result) as `fn` evaluated in f64
/// (see rewriteInF64): the real special and trigonometric functions.
template <typename Op> struct RealFunction : mlir::OpRewritePattern<Op> {
  using Fn = mlir::Value (*)(StablehloExpr &, mlir::Value);
  RealFunction(mlir::MLIRContext *ctx, Fn fn)
      : mlir::OpRewritePattern<Op>(ctx), fn(fn) {}
  mlir::LogicalResult
  matchAndRewrite(Op op, mlir::PatternRewriter &rewriter) const override {
    return rewriteInF64(op, rewriter, fn);
  }
  Fn fn;
};

/// Rewrites `Op` (one float operand, one result) as `fn` evaluated in the
/// operand's precision: f64 stays f64, every narrower float is computed in
/// f32 and rounded back. This is how XLA evaluates CHLO's own
/// decompositions, which kiln follows where their results differ from the
/// true value by more than the tests' tolerance (sinh and cosh of large
/// arguments).
template <typename Op> struct NativeRealFunction : mlir::OpRewritePattern<Op> {
  using Fn = mlir::Value (*)(StablehloExpr &, mlir::Value);
  NativeRealFunction(mlir::MLIRContext *ctx, Fn fn)
      : mlir::OpRewritePattern<Op>(ctx), fn(fn) {}
  mlir::LogicalResult
  matchAndRewrite(Op op, mlir::PatternRewriter &rewriter) const override {
    auto type =
        llvm::dyn_cast<mlir::RankedTensorType>(op.getOperand().getType());
    if (!type || type != op.getType() ||
        !llvm::isa<mlir::FloatType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "needs a float tensor");
    mlir::Location loc = op.getLoc();
    mlir::Type element = type.getElementType().isF64()
                             ? static_cast<mlir::Type>(rewriter.getF64Type())
                             : static_cast<mlir::Type>(rewriter.getF32Type());
    auto work = mlir::RankedTensorType::get(type.getShape(), element);
    mlir::Value x = op.getOperand();
    if (type != work)
      x = hlo::ConvertOp::create(rewriter, loc, work, x);
    StablehloExpr e{rewriter, loc, work};
    mlir::Value r = fn(e, x);
    if (type != work)
      r = hlo::ConvertOp::create(rewriter, loc, type, r);
    rewriter.replaceOp(op, r);
    return mlir::success();
  }
  Fn fn;
};

/// RealFunction for the special functions (error, gamma and Bessel
/// families), under the name `kiln ops` reports for them.
template <typename Op> struct SpecialFunction : RealFunction<Op> {
  using RealFunction<Op>::RealFunction;
};

/// The operands `lhs` and `rhs` of a broadcasting binary CHLO op broadcast
/// to its static result type `result`; `dims` (broadcast_dimensions) maps
/// the lower-rank operand.
std::pair<mlir::Value, mlir::Value>
broadcastBinaryOperands(mlir::PatternRewriter &rewriter, mlir::Location loc,
                        mlir::Value lhs, mlir::Value rhs,
                        mlir::RankedTensorType result,
                        std::optional<llvm::ArrayRef<int64_t>> dims);

/// A broadcasting binary CHLO op (chlo.broadcast_add, ...) with a static
/// result type: its operands broadcast to that type, then the elementwise
/// op `ElementwiseOp` (broadcast_compare keeps its direction and type).
template <typename ChloOp, typename ElementwiseOp>
struct BroadcastBinary : mlir::OpRewritePattern<ChloOp> {
  using mlir::OpRewritePattern<ChloOp>::OpRewritePattern;
  mlir::LogicalResult
  matchAndRewrite(ChloOp op, mlir::PatternRewriter &rewriter) const override {
    auto result = llvm::dyn_cast<mlir::RankedTensorType>(op.getType());
    if (!result || !result.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs a static result shape");
    auto [lhs, rhs] =
        broadcastBinaryOperands(rewriter, op.getLoc(), op.getLhs(), op.getRhs(),
                                result, op.getBroadcastDimensions());
    if constexpr (std::is_same_v<ChloOp, chlo::BroadcastCompareOp>) {
      hlo::ComparisonTypeAttr compareType;
      if (auto t = op.getCompareType())
        compareType = hlo::ComparisonTypeAttr::get(
            op.getContext(),
            static_cast<hlo::ComparisonType>(static_cast<uint32_t>(*t)));
      rewriter.replaceOpWithNewOp<hlo::CompareOp>(
          op, result, lhs, rhs,
          static_cast<hlo::ComparisonDirection>(
              static_cast<uint32_t>(op.getComparisonDirection())),
          compareType);
    } else {
      rewriter.replaceOpWithNewOp<ElementwiseOp>(op, result, lhs, rhs);
    }
    return mlir::success();
  }
};

} // namespace kiln::chlo_lowering

#endif // KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_PATTERNS_H
