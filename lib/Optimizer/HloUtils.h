//===- HloUtils.h - helpers shared by kiln's StableHLO rewrites -*- C++ -*-===//
//
// Small queries and builders the graph-optimizer passes (kiln-merge-dots,
// kiln-fold-dot-operands, kiln-simplify) share: recognizing a list of
// values as consecutive slices of one tensor, and building the few
// StableHLO ops they create with explicit result types.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_TRANSFORMS_HLOUTILS_H
#define KILN_LIB_TRANSFORMS_HLOUTILS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

namespace kiln::hloutils {

/// Values that are the consecutive pieces [start, limit) of `source` along
/// one axis (each piece a unit-stride slice, whole in every other axis).
struct SliceRun {
  mlir::Value source;
  int64_t axis = 0, start = 0, limit = 0;
};

/// `parts` (in order) as slices of one tensor, consecutive along `axis`.
std::optional<SliceRun> matchSliceRun(llvm::ArrayRef<mlir::Value> parts,
                                      int64_t axis);

/// `parts` (in order) as unit slices of one tensor along some axis `a`,
/// consecutive, each reshaped to drop that unit dimension: stacking them
/// along a new dimension at `a` gives the run's tensor back.
std::optional<SliceRun> matchStackedSliceRun(llvm::ArrayRef<mlir::Value> parts);

/// The run's tensor: its source, or a slice of it.
mlir::Value materialize(mlir::OpBuilder &b, mlir::Location loc,
                        const SliceRun &run);

/// `parts` concatenated along `axis` (the source of a slice run when they
/// form one).
mlir::Value concatenate(mlir::OpBuilder &b, mlir::Location loc,
                        llvm::ArrayRef<mlir::Value> parts, int64_t axis);

/// `parts` (all of one type) stacked along a new dimension at `axis`.
mlir::Value stack(mlir::OpBuilder &b, mlir::Location loc,
                  llvm::ArrayRef<mlir::Value> parts, int64_t axis);

/// Transpose, or `value` itself for the identity permutation.
mlir::Value transpose(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                      llvm::ArrayRef<int64_t> perm);

/// Replaces `call` by a copy of `callee`'s body (a single block).
void inlineCall(mlir::func::CallOp call, mlir::func::FuncOp callee);

/// Inlines every call in `func`, calls inside inlined bodies too, up to
/// `maxDepth` levels. On failure `failedCall` is the call whose callee has
/// no single-block body (an external function), or null when the calls
/// nest deeper (recursion); the caller says which in its own terms.
mlir::LogicalResult inlineAllCalls(mlir::func::FuncOp func, int maxDepth,
                                   mlir::func::CallOp &failedCall);

/// Reshape, or `value` itself when it already has `type`.
mlir::Value reshape(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                    mlir::RankedTensorType type);

/// Whether `perm` is 0, 1, 2, ...
bool isIdentity(llvm::ArrayRef<int64_t> perm);

/// For a reshape or broadcast_in_dim that only inserts size-1 dimensions
/// (or nothing), the operand dimension each result dimension comes from
/// (-1 for an inserted one); std::nullopt for any other op.
std::optional<llvm::SmallVector<int64_t>> unitInsertion(mlir::Operation *op);

/// The free (neither batching nor contracting) dimensions of a dot_general
/// operand of rank `rank`, in order.
llvm::SmallVector<int64_t> freeDims(int64_t rank, llvm::ArrayRef<int64_t> batch,
                                    llvm::ArrayRef<int64_t> contracting);

/// The batching and contracting dimensions of one dot_general operand.
struct OperandDims {
  llvm::ArrayRef<int64_t> batch, contract;
};

/// Those of the lhs (`side` 0) or the rhs (`side` 1) in `dims`.
OperandDims operandDims(stablehlo::DotDimensionNumbersAttr dims, int side);

/// The dimension numbers with `lhs`'s and `rhs`'s lists.
stablehlo::DotDimensionNumbersAttr dotDims(mlir::MLIRContext *ctx,
                                           OperandDims lhs, OperandDims rhs);

/// A dot_general's precision_config for its operands swapped.
mlir::ArrayAttr swapPrecision(mlir::Builder &b, mlir::ArrayAttr precision);

/// Dimensions `dims` of a tensor renumbered for a unit dimension inserted
/// at `inserted`.
llvm::SmallVector<int64_t> shiftPastInserted(llvm::ArrayRef<int64_t> dims,
                                             int64_t inserted);

/// A rewrite pattern of the graph pass named `pass`, which reports each
/// rewrite as a remark when the pass's `explain` option is set.
template <typename OpTy>
struct ExplainedPattern : mlir::OpRewritePattern<OpTy> {
  ExplainedPattern(mlir::MLIRContext *ctx, llvm::StringRef pass, bool explain)
      : mlir::OpRewritePattern<OpTy>(ctx), pass(pass),
        explainRewrites(explain) {}

  /// Reports a rewrite at `loc` ("<pass>: <message>").
  void explain(mlir::Location loc, const llvm::Twine &message) const {
    kiln::explain(explainRewrites, loc, pass, message);
  }

  llvm::StringRef pass;
  bool explainRewrites;
};

/// The greedy driver's settings for kiln's StableHLO rewrites: patterns
/// only. Region simplification would drop unused block arguments of
/// sort/map/reduce bodies, which their lowerings need, and kiln's ops have
/// no folders for the driver to use.
mlir::GreedyRewriteConfig rewriteConfig();

} // namespace kiln::hloutils

#endif // KILN_LIB_TRANSFORMS_HLOUTILS_H
