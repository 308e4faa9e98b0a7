//===- ConstantFold.h - kiln's one constant folder -------------*- C++ -*-===//
//
// The constant folder shape refinement and kiln-simplify share
// (ConstantFold.cpp): it evaluates a StableHLO op whose operands are
// constants with the arithmetic of the spec, so that both see the same
// results and the same limits.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_OPTIMIZER_CONSTANTFOLD_H
#define KILN_LIB_OPTIMIZER_CONSTANTFOLD_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace kiln::fold {

/// The largest result, in elements, the folder computes. A folded result
/// becomes a constant global of the generated code, where the op it
/// replaces is a loop reading far fewer bytes (a broadcast of one scalar,
/// an iota reading none), so beyond a few KiB folding costs binary size and
/// cache for little gain. The shapes refinement folds hold one element per
/// dimension, far below the limit.
constexpr int64_t kMaxFoldedElements = 1024;

/// Which ops a client folds.
enum class FoldScope {
  /// Ops whose operands are all integer (or index) constants: the shape
  /// arithmetic of shape-polymorphic programs. Shape refinement folds only
  /// these; it runs at every -O level, and its job is to make shapes
  /// constant, not to compute the program's data ahead of time.
  ShapeArithmetic,
  /// Everything the folder evaluates, float arithmetic and iota included
  /// (kiln-simplify, -O2).
  All,
};

/// The value of `op` when it can be computed at compile time within
/// `scope`: its operands are constants (iota has none) and its single
/// result is a static tensor of at most kMaxFoldedElements elements.
/// Evaluated are
///   - on integers: add, subtract, multiply, divide, remainder, and, or,
///     xor, not, negate, abs, sign, maximum, minimum, compare, select,
///     clamp, and convert to integers or floats; the spec's two's
///     complement wrap-around and truncating division, i1 add as or and
///     multiply as and; no division or remainder by zero or of INT_MIN by
///     -1, and converts to a float only where every value is exact;
///   - on f16, bf16, f32 and f64: add, subtract, multiply and negate,
///     rounded to nearest even in the operand's own type; NaN and
///     subnormal operands or results are left alone, since the hardware
///     may flush or produce other NaN payloads;
///   - on any integer or float elements: reshape, transpose,
///     broadcast_in_dim, slice and concatenate, and (FoldScope::All only)
///     iota.
/// Returns null when `op` is not foldable.
mlir::DenseElementsAttr foldConstantOp(mlir::Operation *op, FoldScope scope);

/// The integer elements of a constant shape-like value (a 0-d or 1-d
/// tensor of integers or index defined by a constant), sign-extended
/// (zero-extended for unsigned and i1 elements).
std::optional<llvm::SmallVector<int64_t>> getConstantInts(mlir::Value value);

/// kiln-simplify's folding: every op foldConstantOp(op, FoldScope::All)
/// evaluates becomes a stablehlo.constant, reported as a remark
/// ("<op> of constants folded", "stablehlo.iota made a constant") when
/// `explain` is set.
void populateConstantFoldPatterns(mlir::RewritePatternSet &patterns,
                                  bool explain);

} // namespace kiln::fold

#endif // KILN_LIB_OPTIMIZER_CONSTANTFOLD_H
