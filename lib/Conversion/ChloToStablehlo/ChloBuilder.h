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

/// Rewrites `op` (one float operand, one result) as `fn` evaluated in f64:
/// the operand is converted to f64 and the result back to the result type.
mlir::LogicalResult
rewriteInF64(mlir::Operation *op, mlir::PatternRewriter &rewriter,
             llvm::function_ref<mlir::Value(Expr &, mlir::Value)> fn);

} // namespace kiln::chlo_lowering

#endif // KILN_LIB_CONVERSION_CHLOTOSTABLEHLO_CHLOBUILDER_H
