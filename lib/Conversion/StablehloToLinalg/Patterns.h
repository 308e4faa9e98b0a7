//===- Patterns.h - StableHLO to linalg pattern families -------*- C++ -*-===//
//
// Each family of conversion patterns lives in its own file and is added to
// the kiln-stablehlo-legalize-to-linalg pass by its populate function.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H
#define KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H

#include "kiln/Conversion/OpCoverage.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln::lowering {

/// Elementwise ops (including compare, select, clamp, convert) and
/// constants.
void populatePointwisePatterns(const mlir::TypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
/// Whether the elementwise pattern of populatePointwisePatterns matches ops
/// named `name` (the StableHLO ops with the Elementwise trait, select, clamp
/// and bitcast_convert).
bool isLoweredElementwise(mlir::OperationName name);
/// broadcast_in_dim, transpose, reshape, iota and the other data movement
/// ops.
void populateDataMovementPatterns(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);
/// The convolution kernels the target has, which decide the operand types
/// a convolution is lowered with (see the pass options).
struct ConvolutionKernels {
  /// kiln-lower-convolutions' int8 kernel: 8-bit convolutions that suit
  /// it become u8 x i8 ones.
  bool int8 = false;
  /// kiln's bf16 GEMM kernels (AVX512-BF16 pairs, AMX tiles): bf16 x bf16
  /// convolutions keep their bf16 operands.
  bool bf16 = false;
  /// Narrow-float convolutions (other than those kept for the bf16
  /// kernels) convert their operands to f32 first, for the f32
  /// convolution kernel.
  bool narrowFloatsInF32 = false;
};
/// dot_general and convolution.
void populateContractionPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns,
                                 const ConvolutionKernels &kernels);
/// reduce (and later reduce_window).
void populateReductionPatterns(const mlir::TypeConverter &converter,
                               mlir::RewritePatternSet &patterns);

/// fft as direct DFT contractions (Fft.cpp).
void populateFftPatterns(const mlir::TypeConverter &converter,
                         mlir::RewritePatternSet &patterns);

/// cholesky and triangular_solve as scf loops (LinearAlgebra.cpp).
void populateLinearAlgebraPatterns(const mlir::TypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);

/// JAX's `lapack_*_ffi` custom calls (getrf, geqrf, geqp3, orgqr/ungqr,
/// potrf, trsm, syevd/heevd, gesdd/gesvd, gtsv, gehrd, sytrd/hetrd) as loops
/// on tensors (Lapack*.cpp).
void populateLapackPatterns(const mlir::TypeConverter &converter,
                            mlir::RewritePatternSet &patterns);
/// Whether populateLapackPatterns lowers custom_call target `name`.
bool isLoweredLapackTarget(llvm::StringRef name);

/// `func.func private @name(type)`, declared once per module (callers rule
/// out clashes with other symbols of that name).
void declareFunction(mlir::OpBuilder &b, mlir::ModuleOp module,
                     llvm::StringRef name, mlir::FunctionType type);
/// The aligned address of `buffer` (a memref) as an i64, how calls of C
/// functions (custom calls, the device runtime) pass pointers.
mlir::Value bufferAddress(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value buffer);

/// Errors for collectives the device runtime cannot run (an all_reduce body
/// other than one elementwise op, complex elements), at their locations.
mlir::LogicalResult checkCollectives(mlir::ModuleOp module);
/// Whether every user of a token producer (after_all, create_token) is a
/// send or recv: their lowering drops tokens (calls keep their order), so
/// the producer stays until then and is erased after the conversion.
bool onlyOrdersSendRecv(mlir::Operation *tokenProducer);
/// replica_id, partition_id and the collectives as calls of kiln's device
/// runtime (Collectives.cpp).
void populateCollectivePatterns(const mlir::TypeConverter &converter,
                                mlir::RewritePatternSet &patterns);

/// rng_bit_generator (bit-exact with XLA's CPU backend) and rng (Rng.cpp).
void populateRngPatterns(const mlir::TypeConverter &converter,
                         mlir::RewritePatternSet &patterns);
/// Numbers the stablehlo.rng ops of `module` in walk order (their random
/// streams, Rng.cpp). Runs before the conversion.
void numberRngOps(mlir::ModuleOp module);

/// while, if, case, optimization_barrier and sort.
void populateControlFlowPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
/// sort (Sort.cpp), which populateControlFlowPatterns adds.
void populateSortPatterns(const mlir::TypeConverter &converter,
                          mlir::RewritePatternSet &patterns);

/// Emits scalar code for `body`, a block of StableHLO ops on 0-d tensors
/// ending in stablehlo.return, with its arguments bound to the converted
/// scalars `args`. Returns the returned scalars, or fails after an error at
/// the first op of the body that has no scalar lowering (naming `owner`).
mlir::FailureOr<llvm::SmallVector<mlir::Value>>
emitScalarBody(mlir::OpBuilder &b, mlir::Location loc, mlir::Block &body,
               mlir::ValueRange args, mlir::Operation *owner);

/// check.* ops and `stablehlo.custom_call @check.*` to calls of kiln's check
/// runtime (Check.cpp).
void populateCheckPatterns(const mlir::TypeConverter &converter,
                           mlir::RewritePatternSet &patterns);

/// Registered custom_call targets (`targets`) to calls of their C functions
/// (CustomCall.cpp).
void populateCustomCallPatterns(const mlir::TypeConverter &converter,
                                mlir::RewritePatternSet &patterns,
                                llvm::ArrayRef<std::string> targets);

/// Turns the composites named in `compositeTargets` ("NAME=TARGET") into
/// custom calls of TARGET, then checks that every custom call of a
/// registered target (`targets`) has types the C ABI can pass, with errors
/// at the calls (CustomCall.cpp). Runs before the conversion.
mlir::LogicalResult
prepareRegisteredCustomCalls(mlir::ModuleOp module,
                             llvm::ArrayRef<std::string> targets,
                             llvm::ArrayRef<std::string> compositeTargets);

/// Inlines the func.call ops in the bodies of reduce, reduce_window, sort,
/// map and select_and_scatter (JAX calls helpers such as `_where` there), so
/// that those bodies hold StableHLO ops only. Runs before the conversion.
void inlineCallsInScalarBodies(mlir::ModuleOp module);

/// Replaces stablehlo.composite with calls of its decomposition and removes
/// Shardy's annotations from single-device programs; fails with an error on
/// programs for more than one device (CompositesAndShardy.cpp). Runs before
/// the conversion.
mlir::LogicalResult prepareForSingleDevice(mlir::ModuleOp module);

/// The ops prepareForSingleDevice rewrites, inlines or erases, and how.
std::vector<OpHandling> singleDeviceRewrites();

/// The ops decomposeBatchNormAndDeviceIds rewrites, and how (it looks the
/// ops to rewrite up in this list).
std::vector<OpHandling> batchNormAndDeviceIdRewrites();

/// The ops flattenControlFlowTuplesAndTokens folds or erases, and how.
std::vector<OpHandling> tupleAndTokenRewrites();

/// Rewrites batch_norm_{inference,training,grad} on float tensors into
/// StableHLO arithmetic, reduce and broadcast_in_dim per the spec, and
/// replica_id / partition_id into the constant 0 (BatchNormAndDeviceIds.cpp).
/// Runs before the conversion.
void decomposeBatchNormAndDeviceIds(mlir::ModuleOp module);

/// Rebuilds functions (and their calls) and while/if/case that take or
/// return tuples or tokens with the tuples flattened and the tokens dropped
/// (ControlFlowTuples.cpp). Runs before the conversion.
void flattenControlFlowTuplesAndTokens(mlir::ModuleOp module);

/// Rewrites JAX's `custom_call @ApproxTopK` into an exact, stable sort and
/// slices, and erases comparator functions left unused (ApproxTopK.cpp).
/// Runs before the conversion.
mlir::LogicalResult rewriteApproxTopK(mlir::ModuleOp module);

/// Replaces the results of every side-effect-free StableHLO op whose
/// results are all static tensors without elements by empty constants, and
/// erases the op (ZeroElementResults.cpp). Runs before the conversion.
void replaceZeroElementResults(mlir::ModuleOp module);

// Helpers the families share (StablehloToLinalg.cpp).

/// tensor.empty of `type` whose dynamic sizes are read from `like`, which
/// has the same shape.
mlir::Value emptyLike(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::RankedTensorType type, mlir::Value like);

/// `rank` parallel iterators.
llvm::SmallVector<mlir::utils::IteratorType> parallelIterators(int64_t rank);

// Bases and helpers of the families' patterns.

/// A lowering of ops whose results all convert to ranked tensors of static
/// shape, the case most lowerings handle (their tensor.empty and linalg ops
/// take static shapes): an op with any other result fails to match, and
/// lower() is given the converted result types.
template <typename OpTy>
class StaticResultsPattern : public mlir::OpConversionPattern<OpTy> {
public:
  using mlir::OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename mlir::OpConversionPattern<OpTy>::OpAdaptor;

  /// Replaces `op`, whose results convert to `resultTypes`, or fails to
  /// match.
  virtual mlir::LogicalResult
  lower(OpTy op, OpAdaptor adaptor,
        llvm::ArrayRef<mlir::RankedTensorType> resultTypes,
        mlir::ConversionPatternRewriter &rewriter) const = 0;

  mlir::LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const final {
    llvm::SmallVector<mlir::RankedTensorType> types;
    for (mlir::Type type : op->getResultTypes()) {
      auto converted = llvm::dyn_cast_or_null<mlir::RankedTensorType>(
          this->getTypeConverter()->convertType(type));
      if (!converted || !converted.hasStaticShape())
        return rewriter.notifyMatchFailure(op,
                                           "dynamic shapes not lowered yet");
      types.push_back(converted);
    }
    return lower(op, adaptor, types, rewriter);
  }
};

/// A StaticResultsPattern for ops with one result, which build() makes.
template <typename OpTy>
class OneStaticResultPattern : public StaticResultsPattern<OpTy> {
public:
  using StaticResultsPattern<OpTy>::StaticResultsPattern;
  using OpAdaptor = typename StaticResultsPattern<OpTy>::OpAdaptor;

  /// The value replacing `op`, of the static type `resultType`, or a match
  /// failure.
  virtual mlir::FailureOr<mlir::Value>
  build(OpTy op, OpAdaptor adaptor, mlir::RankedTensorType resultType,
        mlir::ConversionPatternRewriter &rewriter) const = 0;

  mlir::LogicalResult
  lower(OpTy op, OpAdaptor adaptor,
        llvm::ArrayRef<mlir::RankedTensorType> resultTypes,
        mlir::ConversionPatternRewriter &rewriter) const final {
    mlir::FailureOr<mlir::Value> result =
        build(op, adaptor, resultTypes.front(), rewriter);
    if (mlir::failed(result))
      return mlir::failure();
    rewriter.replaceOp(op, *result);
    return mlir::success();
  }
};

/// Replaces `op` by `results`, those of the ops its scalar body (a region
/// lowered by emitScalarBody) was emitted into, unless emitting the body
/// failed.
inline mlir::LogicalResult
replaceUnlessBodyFailed(mlir::ConversionPatternRewriter &rewriter,
                        mlir::Operation *op, mlir::ValueRange results,
                        bool failedBody) {
  if (failedBody)
    return mlir::failure();
  rewriter.replaceOp(op, results);
  return mlir::success();
}

} // namespace kiln::lowering

#endif // KILN_LIB_CONVERSION_STABLEHLOTOLINALG_PATTERNS_H
