//===- StablehloToLinalg.cpp - StableHLO to linalg on tensors -------------===//
//
// The kiln-stablehlo-legalize-to-linalg pass: every StableHLO op kiln
// compiles becomes linalg/tensor/arith/math/scf ops on tensors, by the
// pattern families of Patterns.h (one file each); ops without a lowering yet
// make the pass fail with an error at the op naming it. Also the tensor
// helpers the families share (Patterns.h).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Conversion/Passes.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

namespace kiln {
#define GEN_PASS_DEF_STABLEHLOLEGALIZETOLINALG
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {

Value emptyLike(OpBuilder &b, Location loc, RankedTensorType type, Value like) {
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(size))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, like, dim));
  return tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType(),
                                 dynamicSizes);
}

SmallVector<utils::IteratorType> parallelIterators(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

} // namespace kiln::lowering

namespace {

/// A tensor.cast between StableHLO types (kiln-dynamic-ops-to-static keeps a
/// dynamic declared type with one) gets the converted element type, e.g.
/// ui8 -> i8, like the ops on either side of it.
struct ConvertTensorCastTypes : OpConversionPattern<tensor::CastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = getTypeConverter()->convertType(op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "result type not convertible");
    rewriter.replaceOpWithNewOp<tensor::CastOp>(op, resultType,
                                                adaptor.getSource());
    return success();
  }
};

/// Every conversion pattern of the pass (and of stablehloToLinalgLowerings).
void populateLoweringPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    ArrayRef<std::string> customCallTargets,
    const kiln::lowering::ConvolutionKernels &kernels) {
  kiln::lowering::populatePointwisePatterns(converter, patterns);
  kiln::lowering::populateDataMovementPatterns(converter, patterns);
  kiln::lowering::populateContractionPatterns(converter, patterns, kernels);
  kiln::lowering::populateReductionPatterns(converter, patterns);
  kiln::lowering::populateCheckPatterns(converter, patterns);
  kiln::lowering::populateCustomCallPatterns(converter, patterns,
                                             customCallTargets);
  kiln::lowering::populateControlFlowPatterns(converter, patterns);
  kiln::lowering::populateFftPatterns(converter, patterns);
  kiln::lowering::populateLinearAlgebraPatterns(converter, patterns);
  kiln::lowering::populateLapackPatterns(converter, patterns);
  kiln::lowering::populateRngPatterns(converter, patterns);
  kiln::lowering::populateCollectivePatterns(converter, patterns);
  patterns.add<ConvertTensorCastTypes>(converter, patterns.getContext());
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  populateCallOpTypeConversionPattern(patterns, converter);
}

struct StablehloLegalizeToLinalgPass
    : kiln::impl::StablehloLegalizeToLinalgBase<StablehloLegalizeToLinalgPass> {
  using StablehloLegalizeToLinalgBase::StablehloLegalizeToLinalgBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    kiln::lowering::StablehloTypeConverter converter;
    ConversionTarget target(*ctx);
    target.addLegalDialect<complex::ComplexDialect>();
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           math::MathDialect, tensor::TensorDialect>();
    target.addLegalDialect<scf::SCFDialect>();
    target.addLegalOp<ModuleOp>();
    // Registered custom calls (CustomCall.cpp) hand buffers to C functions.
    target.addLegalOp<bufferization::ToBufferOp, bufferization::ToTensorOp,
                      memref::AllocOp, memref::AllocaOp, memref::StoreOp,
                      memref::ExtractAlignedPointerAsIndexOp>();
    // Everything else not legal below (StableHLO, CHLO, check, sdy, ...)
    // must be lowered, so an op kiln cannot compile yet is named in an error.
    target.markUnknownOpDynamicallyLegal([](Operation *) { return false; });
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp, tensor::CastOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    target.addDynamicallyLegalOp<hlo::AfterAllOp, hlo::CreateTokenOp>(
        kiln::lowering::onlyOrdersSendRecv);

    if (failed(kiln::lowering::prepareRegisteredCustomCalls(
            getOperation(), customCallTargets, compositeTargets)))
      return signalPassFailure();
    if (failed(kiln::lowering::prepareForSingleDevice(getOperation())))
      return signalPassFailure();
    if (failed(kiln::lowering::rewriteApproxTopK(getOperation())))
      return signalPassFailure();
    if (failed(kiln::lowering::checkCollectives(getOperation())))
      return signalPassFailure();
    // A custom_call target kiln has no lowering for is named, at its
    // location, before anything else is tried (all of them, not the first).
    bool unknownTarget = false;
    getOperation()->walk([&](hlo::CustomCallOp call) {
      StringRef name = call.getCallTargetName();
      if (name == "check.expect_eq" || name == "check.expect_almost_eq" ||
          name == "check.expect_close" || name == "check.eq" ||
          llvm::is_contained(customCallTargets, name))
        return;
      if (kiln::lowering::isLoweredLapackTarget(name))
        return;
      call.emitError() << "'stablehlo.custom_call' target @" << name
                       << " has no lowering in kiln yet (kiln runs the "
                          "check.expect_eq, check.expect_almost_eq, "
                          "check.expect_close and check.eq targets)";
      unknownTarget = true;
    });
    if (unknownTarget)
      return signalPassFailure();
    kiln::lowering::inlineCallsInScalarBodies(getOperation());
    kiln::lowering::replaceZeroElementResults(getOperation());
    kiln::lowering::decomposeBatchNormAndDeviceIds(getOperation());
    kiln::lowering::flattenControlFlowTuplesAndTokens(getOperation());
    kiln::lowering::numberRngOps(getOperation());
    RewritePatternSet patterns(ctx);
    kiln::lowering::ConvolutionKernels kernels;
    kernels.int8 = int8Convolutions;
    kernels.bf16 = bf16Convolutions;
    kernels.narrowFloatsInF32 = narrowConvolutionsInF32;
    populateLoweringPatterns(converter, patterns, customCallTargets, kernels);

    // On failure the conversion framework reports the op it could not
    // legalize, by name and at its location.
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();
    // The token producers that ordered send and recv ops.
    for (bool erased = true; erased;) {
      SmallVector<Operation *> dead;
      getOperation()->walk([&](Operation *op) {
        if (isa<hlo::AfterAllOp, hlo::CreateTokenOp>(op) && op->use_empty())
          dead.push_back(op);
      });
      for (Operation *op : dead)
        op->erase();
      erased = !dead.empty();
    }
    WalkResult leftover = getOperation()->walk([](Operation *op) {
      if (!isa<hlo::AfterAllOp, hlo::CreateTokenOp>(op))
        return WalkResult::advance();
      op->emitError() << "a token ordering send/recv ops is also used by "
                      << **op->getUsers().begin()
                      << ", which kiln does not lower with tokens";
      return WalkResult::interrupt();
    });
    if (leftover.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

FailureOr<std::vector<kiln::OpHandling>>
kiln::stablehloToLinalgLowerings(MLIRContext *ctx) {
  kiln::lowering::StablehloTypeConverter converter;
  RewritePatternSet patterns(ctx);
  // With a registered custom call target, as `kiln run --custom-call-lib`
  // passes them, so that the pattern calling them is in the set too.
  std::string target = "a_registered_target";
  populateLoweringPatterns(converter, patterns, target, {});
  std::vector<OpHandling> out;
  auto matchAny = [&](const RewritePattern &pattern,
                      std::vector<OpHandling> &ops) -> LogicalResult {
    if (patternName(pattern) != "ElementwiseToLinalg")
      return failure();
    for (RegisteredOperationName name : ctx->getRegisteredOperations())
      if (kiln::lowering::isLoweredElementwise(name))
        ops.push_back({name.getStringRef().str(), patternName(pattern)});
    return success();
  };
  if (failed(collectPatternRoots(ctx, patterns, matchAny, out)))
    return failure();
  return out;
}

std::vector<kiln::OpHandling> kiln::preLoweringRewrites() {
  std::vector<OpHandling> out = kiln::lowering::singleDeviceRewrites();
  for (const OpHandling &op : kiln::lowering::batchNormAndDeviceIdRewrites())
    out.push_back(op);
  for (const OpHandling &op : kiln::lowering::tupleAndTokenRewrites())
    out.push_back(op);
  return out;
}
