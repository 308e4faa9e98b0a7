//===- ControlFlow.cpp - while, if, case to scf ---------------------------===//
//
// while becomes scf.while over tensors (its condition's tensor<i1> read as a
// scalar), if becomes scf.if, case becomes scf.index_switch whose default is
// the last branch (spec: case, an index out of range runs the last branch),
// and optimization_barrier forwards its operands. The regions are moved
// into the scf ops; their stablehlo.return terminators become
// scf.condition/scf.yield and their other ops are lowered by the other
// patterns.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Reads the scalar of a 0-d tensor.
Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

/// Moves the blocks of `from` to the end of `to`.
void moveRegion(ConversionPatternRewriter &rewriter, Region &from, Region &to) {
  rewriter.inlineRegionBefore(from, to, to.end());
}

/// while, if and case: the scf op that buildScf() makes with the converted
/// result types, moving the op's regions into it, replaces the op.
template <typename OpTy> struct RegionsToScf : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  /// The scf op of result types `types` that takes over `op`'s regions, or
  /// a match failure.
  virtual FailureOr<Operation *>
  buildScf(OpTy op, OpAdaptor adaptor, TypeRange types,
           ConversionPatternRewriter &rewriter) const = 0;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    SmallVector<Type> types;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(),
                                                      types)))
      return rewriter.notifyMatchFailure(op, "unsupported result types");
    FailureOr<Operation *> scfOp = buildScf(op, adaptor, types, rewriter);
    if (failed(scfOp))
      return failure();
    rewriter.replaceOp(op, (*scfOp)->getResults());
    return success();
  }
};

struct WhileToScf : RegionsToScf<hlo::WhileOp> {
  using RegionsToScf::RegionsToScf;
  FailureOr<Operation *>
  buildScf(hlo::WhileOp op, OpAdaptor adaptor, TypeRange types,
           ConversionPatternRewriter &rewriter) const override {
    auto loop = scf::WhileOp::create(rewriter, op.getLoc(), types,
                                     adaptor.getOperand());
    moveRegion(rewriter, op.getCond(), loop.getBefore());
    moveRegion(rewriter, op.getBody(), loop.getAfter());
    if (failed(rewriter.convertRegionTypes(&loop.getBefore(),
                                           *getTypeConverter())) ||
        failed(
            rewriter.convertRegionTypes(&loop.getAfter(), *getTypeConverter())))
      return rewriter.notifyMatchFailure(op, "unsupported loop value types");
    return loop.getOperation();
  }
};

struct IfToScf : RegionsToScf<hlo::IfOp> {
  using RegionsToScf::RegionsToScf;
  FailureOr<Operation *>
  buildScf(hlo::IfOp op, OpAdaptor adaptor, TypeRange types,
           ConversionPatternRewriter &rewriter) const override {
    Value pred = extractScalar(rewriter, op.getLoc(), adaptor.getPred());
    auto ifOp = scf::IfOp::create(rewriter, op.getLoc(), types, pred,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    moveRegion(rewriter, op.getTrueBranch(), ifOp.getThenRegion());
    moveRegion(rewriter, op.getFalseBranch(), ifOp.getElseRegion());
    return ifOp.getOperation();
  }
};

struct CaseToScf : RegionsToScf<hlo::CaseOp> {
  using RegionsToScf::RegionsToScf;
  FailureOr<Operation *>
  buildScf(hlo::CaseOp op, OpAdaptor adaptor, TypeRange types,
           ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned numBranches = op.getBranches().size();
    // A negative index becomes a negative index value, matching no case.
    Value index = arith::IndexCastOp::create(
        rewriter, loc, rewriter.getIndexType(),
        extractScalar(rewriter, loc, adaptor.getIndex()));
    SmallVector<int64_t> cases;
    for (unsigned i = 0; i + 1 < numBranches; ++i)
      cases.push_back(i);
    auto switchOp = scf::IndexSwitchOp::create(rewriter, loc, types, index,
                                               cases, cases.size());
    for (unsigned i = 0; i + 1 < numBranches; ++i)
      moveRegion(rewriter, op.getBranches()[i], switchOp.getCaseRegions()[i]);
    moveRegion(rewriter, op.getBranches()[numBranches - 1],
               switchOp.getDefaultRegion());
    return switchOp.getOperation();
  }
};

/// stablehlo.return ending a region moved into an scf op.
struct RegionReturnToScf : OpConversionPattern<hlo::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (auto loop = llvm::dyn_cast<scf::WhileOp>(parent)) {
      if (op->getParentRegion() == &loop.getBefore()) {
        if (adaptor.getResults().size() != 1)
          return rewriter.notifyMatchFailure(op, "condition is not one value");
        Value pred =
            extractScalar(rewriter, op.getLoc(), adaptor.getResults()[0]);
        SmallVector<Value> forwarded;
        if (failed(rewriter.getRemappedValues(op->getBlock()->getArguments(),
                                              forwarded)))
          return failure();
        rewriter.replaceOpWithNewOp<scf::ConditionOp>(op, pred, forwarded);
        return success();
      }
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getResults());
      return success();
    }
    if (llvm::isa<scf::IfOp, scf::IndexSwitchOp>(parent)) {
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getResults());
      return success();
    }
    return rewriter.notifyMatchFailure(op, "not in a region moved to scf");
  }
};

struct OptimizationBarrierToOperands
    : OpConversionPattern<hlo::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::OptimizationBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getOperand());
    return success();
  }
};

} // namespace

void populateControlFlowPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<WhileToScf, IfToScf, CaseToScf, RegionReturnToScf,
               OptimizationBarrierToOperands>(converter, patterns.getContext());
  populateSortPatterns(converter, patterns);
}

} // namespace kiln::lowering
