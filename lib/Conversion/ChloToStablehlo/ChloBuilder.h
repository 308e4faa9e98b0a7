//===- ChloBuilder.h - elementwise StableHLO expression helper --*- C++ -*-===//
//
// A small helper for writing CHLO decompositions as StableHLO expressions on
// one tensor type: splat constants, arithmetic, comparisons and selects.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_CHLOBUILDER_H
#define KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_CHLOBUILDER_H

#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/PatternMatch.h"

#include <type_traits>

namespace kiln::chlo_lowering {

namespace hlo = ::kiln::stablehlo;

/// Builds elementwise StableHLO ops whose operands all have type `type`.
struct Expr {
  mlir::OpBuilder &b;
  mlir::Location loc;
  mlir::RankedTensorType type;

  mlir::Value c(double v) const {
    auto elem = type.getElementType();
    return hlo::ConstantOp::create(b, 
        loc, type,
        mlir::DenseElementsAttr::get(type, b.getFloatAttr(elem, v)));
  }
  template <typename Op> mlir::Value bin(mlir::Value x, mlir::Value y) const {
    return Op::create(b, loc, x.getType(), x, y);
  }
  template <typename Op> mlir::Value un(mlir::Value x) const {
    return Op::create(b, loc, x.getType(), x);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) const {
    return bin<hlo::AddOp>(x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) const {
    return bin<hlo::SubtractOp>(x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) const {
    return bin<hlo::MultiplyOp>(x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) const {
    return bin<hlo::DivideOp>(x, y);
  }
  mlir::Value add(mlir::Value x, double y) const { return add(x, c(y)); }
  mlir::Value mul(mlir::Value x, double y) const { return mul(x, c(y)); }
  mlir::Value neg(mlir::Value x) const { return un<hlo::NegateOp>(x); }
  mlir::Value abs(mlir::Value x) const { return un<hlo::AbsOp>(x); }
  mlir::Value exp(mlir::Value x) const { return un<hlo::ExponentialOp>(x); }
  mlir::Value log(mlir::Value x) const { return un<hlo::LogOp>(x); }
  mlir::Value log1p(mlir::Value x) const { return un<hlo::LogPlusOneOp>(x); }
  mlir::Value sqrt(mlir::Value x) const { return un<hlo::SqrtOp>(x); }
  mlir::Value floor(mlir::Value x) const { return un<hlo::FloorOp>(x); }
  mlir::Value sign(mlir::Value x) const { return un<hlo::SignOp>(x); }
  mlir::Value min(mlir::Value x, mlir::Value y) const {
    return bin<hlo::MinimumOp>(x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) const {
    return bin<hlo::MaximumOp>(x, y);
  }
  mlir::Value cmp(mlir::Value x, mlir::Value y,
                  hlo::ComparisonDirection dir) const {
    auto i1 = mlir::RankedTensorType::get(type.getShape(), b.getI1Type());
    return hlo::CompareOp::create(b, loc, i1, x, y, dir,
                                    hlo::ComparisonTypeAttr());
  }
  mlir::Value cmp(mlir::Value x, double y, hlo::ComparisonDirection dir) const {
    return cmp(x, c(y), dir);
  }
  mlir::Value select(mlir::Value p, mlir::Value t, mlir::Value f) const {
    return hlo::SelectOp::create(b, loc, t.getType(), p, t, f);
  }
  /// Horner evaluation of sum coeffs[i] * x^(n-1-i) (highest power first).
  mlir::Value poly(mlir::Value x, llvm::ArrayRef<double> coeffs) const {
    mlir::Value r = c(coeffs.front());
    for (double k : coeffs.drop_front())
      r = add(mul(r, x), k);
    return r;
  }
};

/// Adds the erf/erfc/erf_inv/lgamma/digamma decompositions.
/// Broadcasts `v` to the shape of `target` with broadcast_in_dim: along
/// `dims` when given (CHLO's broadcast_dimensions), else numpy's trailing
/// alignment. Returns `v` when it already has that shape.
mlir::Value broadcastTo(mlir::PatternRewriter &rewriter, mlir::Location loc,
                        mlir::Value v, mlir::RankedTensorType target,
                        std::optional<llvm::ArrayRef<int64_t>> dims);

void populateSpecialFunctionPatterns(mlir::RewritePatternSet &patterns);

/// Adds ragged_dot and mulhi (RaggedDot.cpp), bessel_i1e, zeta, polygamma
/// (SpecialFunctions2.cpp) and the complex trigonometric/hyperbolic
/// functions (ComplexFunctions.cpp).
void populateRaggedDotAndMulhiPatterns(mlir::RewritePatternSet &patterns);
void populateSpecialFunction2Patterns(mlir::RewritePatternSet &patterns);
void populateComplexFunctionPatterns(mlir::RewritePatternSet &patterns);
/// Adds chlo.scan to stablehlo.while (Scan.cpp).
void populateScanPatterns(mlir::RewritePatternSet &patterns);

/// Replaces `op` (float tensor operands of one shape) by `fn` evaluated in
/// f64: the operands are converted to f64 and the result to `resultType`.
void replaceInF64(mlir::Operation *op, mlir::PatternRewriter &rewriter,
                  mlir::RankedTensorType resultType,
                  llvm::function_ref<mlir::Value(Expr &, mlir::ValueRange)> fn);

/// Rewrites `op` (one float operand, one result) as `fn` evaluated in f64
/// (see replaceInF64).
mlir::LogicalResult
rewriteInF64(mlir::Operation *op, mlir::PatternRewriter &rewriter,
             llvm::function_ref<mlir::Value(Expr &, mlir::Value)> fn);

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

#endif // KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_CHLOBUILDER_H
