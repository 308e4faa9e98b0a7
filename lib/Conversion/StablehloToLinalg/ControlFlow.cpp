//===- ControlFlow.cpp - while, if, case to scf -----------------------------===//
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

void populateSortPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

namespace {

/// Reads the scalar of a 0-d tensor.
Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return b.create<tensor::ExtractOp>(loc, tensor, ValueRange{});
}

struct WhileToScf : OpConversionPattern<hlo::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "unsupported loop value types");
    auto loop = rewriter.create<scf::WhileOp>(op.getLoc(), types,
                                              adaptor.getOperand());
    rewriter.inlineRegionBefore(op.getCond(), loop.getBefore(),
                                loop.getBefore().end());
    rewriter.inlineRegionBefore(op.getBody(), loop.getAfter(),
                                loop.getAfter().end());
    if (failed(rewriter.convertRegionTypes(&loop.getBefore(),
                                           *getTypeConverter())) ||
        failed(rewriter.convertRegionTypes(&loop.getAfter(),
                                           *getTypeConverter())))
      return rewriter.notifyMatchFailure(op, "unsupported loop value types");
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct IfToScf : OpConversionPattern<hlo::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "unsupported result types");
    Value pred = extractScalar(rewriter, op.getLoc(), adaptor.getPred());
    auto ifOp = rewriter.create<scf::IfOp>(op.getLoc(), types, pred,
                                           /*addThenBlock=*/false,
                                           /*addElseBlock=*/false);
    rewriter.inlineRegionBefore(op.getTrueBranch(), ifOp.getThenRegion(),
                                ifOp.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getFalseBranch(), ifOp.getElseRegion(),
                                ifOp.getElseRegion().end());
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

struct CaseToScf : OpConversionPattern<hlo::CaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "unsupported result types");
    Location loc = op.getLoc();
    unsigned numBranches = op.getBranches().size();
    // A negative index becomes a negative index value, matching no case.
    Value index = rewriter.create<arith::IndexCastOp>(
        loc, rewriter.getIndexType(),
        extractScalar(rewriter, loc, adaptor.getIndex()));
    SmallVector<int64_t> cases;
    for (unsigned i = 0; i + 1 < numBranches; ++i)
      cases.push_back(i);
    auto switchOp = rewriter.create<scf::IndexSwitchOp>(
        loc, types, index, cases, cases.size());
    for (unsigned i = 0; i + 1 < numBranches; ++i)
      rewriter.inlineRegionBefore(op.getBranches()[i],
                                  switchOp.getCaseRegions()[i],
                                  switchOp.getCaseRegions()[i].end());
    rewriter.inlineRegionBefore(op.getBranches()[numBranches - 1],
                                switchOp.getDefaultRegion(),
                                switchOp.getDefaultRegion().end());
    rewriter.replaceOp(op, switchOp.getResults());
    return success();
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
               OptimizationBarrierToOperands>(converter,
                                              patterns.getContext());
  populateSortPatterns(converter, patterns);
}

} // namespace kiln::lowering
