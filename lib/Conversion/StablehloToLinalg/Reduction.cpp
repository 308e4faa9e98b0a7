//===- Reduction.cpp - reductions, windows and map to linalg and loops ----===//
//
// reduce becomes linalg.reduce over all its inputs at once; reduce_window a
// linalg.generic over (result, window) indices with reduction iterators over
// the window, on the input padded and dilated with the init values; map a
// parallel linalg.generic; select_and_scatter scf loops over the source
// elements and their windows. Their bodies become scalar code (ScalarBody.cpp);
// the body's arguments are the accumulators followed by the new elements
// (spec: reduce, reduce_window).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ScalarOps.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Tensors of `types` filled with the scalars of the 0-d `inits`.
SmallVector<Value> filledInits(OpBuilder &b, Location loc,
                               ArrayRef<RankedTensorType> types,
                               ValueRange inits) {
  SmallVector<Value> filled;
  for (auto [type, init] : llvm::zip(types, inits)) {
    Value scalar = tensor::ExtractOp::create(b, loc, init, ValueRange{});
    Value empty =
        tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
    filled.push_back(
        linalg::FillOp::create(b, loc, scalar, empty).getResult(0));
  }
  return filled;
}

/// The body builder of the linalg op that reduce or reduce_window `op`, of
/// `n` inputs, becomes: its block arguments start with the `n` elements and
/// end with the `n` accumulators (reduce_window's window operand lies
/// between). Emits op's `body` on (accumulators..., elements...) and yields
/// the results; sets `failedBody` when the body has no scalar lowering.
auto reductionBody(Operation *op, Block &body, size_t n, bool &failedBody) {
  return [op, &body, n, &failedBody](OpBuilder &b, Location loc,
                                     ValueRange blockArgs) {
    ValueRange accumulators = blockArgs.take_back(n);
    SmallVector<Value> args(accumulators);
    llvm::append_range(args, blockArgs.take_front(n));
    auto results = emitScalarBody(b, loc, body, args, op);
    if (failed(results) || results->size() != n) {
      failedBody = true;
      linalg::YieldOp::create(b, loc, accumulators);
      return;
    }
    linalg::YieldOp::create(b, loc, *results);
  };
}

/// Whether `body` returns the maximum (or the minimum) of its two
/// arguments, and nothing else: the reduction's result is one of its
/// values, whatever order or precision it is computed in.
std::optional<bool> selectingBody(Block &body) {
  if (body.getNumArguments() != 2 ||
      !llvm::hasSingleElement(body.without_terminator()))
    return std::nullopt;
  Operation &op = body.front();
  Operation *terminator = body.getTerminator();
  if (!llvm::isa<hlo::MaximumOp, hlo::MinimumOp>(op) ||
      terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != op.getResult(0))
    return std::nullopt;
  if (!llvm::is_contained(op.getOperands(), body.getArgument(0)) ||
      !llvm::is_contained(op.getOperands(), body.getArgument(1)))
    return std::nullopt;
  return llvm::isa<hlo::MaximumOp>(op);
}

struct ReduceToLinalg : StaticResultsPattern<hlo::ReduceOp> {
  using StaticResultsPattern::StaticResultsPattern;
  LogicalResult lower(hlo::ReduceOp op, OpAdaptor adaptor,
                      ArrayRef<RankedTensorType> types,
                      ConversionPatternRewriter &rewriter) const override {
    for (Value v : adaptor.getInputs())
      if (!llvm::cast<RankedTensorType>(v.getType()).hasStaticShape())
        return rewriter.notifyMatchFailure(op,
                                           "dynamic reduce not lowered yet");
    Location loc = op.getLoc();
    size_t n = adaptor.getInputs().size();
    // The spec lets the dimensions come in any order; linalg.reduce wants
    // them sorted (the result keeps the others in their order either way).
    SmallVector<int64_t> dimensions(op.getDimensions());
    llvm::sort(dimensions);
    if (succeeded(
            lowerNarrowSelection(op, adaptor, types[0], dimensions, rewriter)))
      return success();
    SmallVector<Value> inits =
        filledInits(rewriter, loc, types, adaptor.getInitValues());
    bool failedBody = false;
    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, adaptor.getInputs(), inits, dimensions,
        reductionBody(op, op.getBody().front(), n, failedBody));
    return replaceUnlessBodyFailed(rewriter, op, reduce->getResults(),
                                   failedBody);
  }

  /// A max or min reduction of bf16 or f16 values kept in f32: each step's
  /// result is one of the values, which f32 holds exactly, so the f32
  /// maximum rounded back once equals the maximum taken in the format
  /// step by step, and the f32 reduction vectorizes (a step in the format
  /// widens, compares and rounds every element in turn).
  LogicalResult
  lowerNarrowSelection(hlo::ReduceOp op, OpAdaptor adaptor,
                       RankedTensorType type, ArrayRef<int64_t> dimensions,
                       ConversionPatternRewriter &rewriter) const {
    std::optional<bool> maximum = selectingBody(op.getBody().front());
    Type element = type.getElementType();
    if (adaptor.getInputs().size() != 1 || !maximum ||
        !(element.isBF16() || element.isF16()))
      return failure();
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value init = tensor::ExtractOp::create(
        rewriter, loc, adaptor.getInitValues()[0], ValueRange{});
    init = emitConvert(rewriter, loc, init, element, f32);
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(), f32);
    Value filled =
        linalg::FillOp::create(rewriter, loc, init, empty).getResult(0);
    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, adaptor.getInputs(), ValueRange{filled}, dimensions,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = emitConvert(b, l, args[0], element, f32);
          Value r = *maximum
                        ? Value(arith::MaximumFOp::create(b, l, args[1], x))
                        : Value(arith::MinimumFOp::create(b, l, args[1], x));
          linalg::YieldOp::create(b, l, r);
        });
    rewriter.replaceOp(
        op,
        emitConvertTensor(rewriter, loc, reduce->getResult(0), f32, element));
    return success();
  }
};

struct ReduceWindowToLinalg : StaticResultsPattern<hlo::ReduceWindowOp> {
  using StaticResultsPattern::StaticResultsPattern;
  LogicalResult lower(hlo::ReduceWindowOp op, OpAdaptor adaptor,
                      ArrayRef<RankedTensorType> types,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    ValueRange inputs = adaptor.getInputs();
    size_t n = inputs.size();
    auto inputType = llvm::cast<RankedTensorType>(inputs[0].getType());
    if (!inputType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    int64_t rank = inputType.getRank();
    auto orOnes = [&](std::optional<ArrayRef<int64_t>> values) {
      return values ? SmallVector<int64_t>(*values)
                    : SmallVector<int64_t>(rank, 1);
    };
    SmallVector<int64_t> window(op.getWindowDimensions());
    SmallVector<int64_t> strides = orOnes(op.getWindowStrides());
    SmallVector<int64_t> baseDilations = orOnes(op.getBaseDilations());
    SmallVector<int64_t> windowDilations = orOnes(op.getWindowDilations());
    SmallVector<int64_t> low(rank, 0), high(rank, 0);
    if (auto padding = op.getPadding()) {
      auto values = llvm::to_vector(padding->getValues<int64_t>());
      for (int64_t d = 0; d < rank; ++d) {
        low[d] = values[2 * d];
        high[d] = values[2 * d + 1];
      }
    }
    // The input after base dilation and padding, holes filled with the
    // init value (spec: reduce_window, padded_inputs); negative padding
    // then cuts elements off.
    bool padded = false, cut = false;
    for (int64_t d = 0; d < rank; ++d) {
      padded |= low[d] > 0 || high[d] > 0 || baseDilations[d] != 1;
      cut |= low[d] < 0 || high[d] < 0;
    }
    SmallVector<Value> operands;
    for (auto [input, init] : llvm::zip(inputs, adaptor.getInitValues())) {
      auto type = llvm::cast<RankedTensorType>(input.getType());
      Value operand = input;
      SmallVector<int64_t> shape;
      for (int64_t d = 0; d < rank; ++d) {
        // Base dilation leaves an empty dimension empty.
        int64_t size = type.getDimSize(d);
        int64_t dilated = size == 0 ? 0 : (size - 1) * baseDilations[d] + 1;
        shape.push_back(dilated + std::max<int64_t>(low[d], 0) +
                        std::max<int64_t>(high[d], 0));
      }
      if (padded && type.getNumElements() == 0) {
        // Nothing to place: the padded input is all init values.
        auto paddedType = RankedTensorType::get(shape, type.getElementType());
        operand = filledInits(rewriter, loc, {paddedType}, {init})[0];
      } else if (padded) {
        auto paddedType = RankedTensorType::get(shape, type.getElementType());
        Value filled = filledInits(rewriter, loc, {paddedType}, {init})[0];
        SmallVector<OpFoldResult> offsets, sizes, steps;
        for (int64_t d = 0; d < rank; ++d) {
          offsets.push_back(
              rewriter.getIndexAttr(std::max<int64_t>(low[d], 0)));
          sizes.push_back(rewriter.getIndexAttr(type.getDimSize(d)));
          steps.push_back(rewriter.getIndexAttr(baseDilations[d]));
        }
        operand = tensor::InsertSliceOp::create(rewriter, loc, operand, filled,
                                                offsets, sizes, steps);
      }
      if (cut) {
        SmallVector<OpFoldResult> offsets, sizes, steps;
        for (int64_t d = 0; d < rank; ++d) {
          int64_t from = std::max<int64_t>(-low[d], 0);
          int64_t size = shape[d] - from - std::max<int64_t>(-high[d], 0);
          if (size < 0) {
            op.emitError() << "padding of '" << op->getName()
                           << "' removes more than the whole input";
            return failure();
          }
          offsets.push_back(rewriter.getIndexAttr(from));
          sizes.push_back(rewriter.getIndexAttr(size));
          steps.push_back(rewriter.getIndexAttr(1));
        }
        operand = tensor::ExtractSliceOp::create(rewriter, loc, operand,
                                                 offsets, sizes, steps);
      }
      operands.push_back(operand);
    }
    // A tensor shaped like the window gives the window loops their bounds.
    operands.push_back(
        tensor::EmptyOp::create(rewriter, loc, window, rewriter.getI1Type()));

    SmallVector<AffineExpr> inputExprs, windowExprs, resultExprs;
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr out = getAffineDimExpr(d, ctx);
      AffineExpr win = getAffineDimExpr(rank + d, ctx);
      inputExprs.push_back(out * strides[d] + win * windowDilations[d]);
      windowExprs.push_back(win);
      resultExprs.push_back(out);
    }
    SmallVector<AffineMap> maps(n,
                                AffineMap::get(2 * rank, 0, inputExprs, ctx));
    maps.push_back(AffineMap::get(2 * rank, 0, windowExprs, ctx));
    maps.append(n, AffineMap::get(2 * rank, 0, resultExprs, ctx));
    SmallVector<utils::IteratorType> iterators = parallelIterators(rank);
    iterators.append(rank, utils::IteratorType::reduction);

    SmallVector<Type> resultTypes(types.begin(), types.end());
    SmallVector<Value> inits =
        filledInits(rewriter, loc, types, adaptor.getInitValues());
    bool failedBody = false;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultTypes, operands, inits, maps, iterators,
        reductionBody(op, op.getBody().front(), n, failedBody));
    return replaceUnlessBodyFailed(rewriter, op, generic->getResults(),
                                   failedBody);
  }
};

struct MapToLinalg : StaticResultsPattern<hlo::MapOp> {
  using StaticResultsPattern::StaticResultsPattern;
  LogicalResult lower(hlo::MapOp op, OpAdaptor adaptor,
                      ArrayRef<RankedTensorType> types,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = types[0];
    int64_t rank = type.getRank();
    size_t n = adaptor.getInputs().size();
    SmallVector<AffineMap> maps(
        n + 1, AffineMap::getMultiDimIdentityMap(rank, getContext()));
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    bool failedBody = false;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, adaptor.getInputs(), ValueRange{empty},
        maps, parallelIterators(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          auto results = emitScalarBody(b, l, op.getComputation().front(),
                                        args.take_front(n), op);
          if (failed(results) || results->size() != 1) {
            failedBody = true;
            linalg::YieldOp::create(b, l, args.back());
            return;
          }
          linalg::YieldOp::create(b, l, *results);
        });
    return replaceUnlessBodyFailed(rewriter, op, generic->getResults(),
                                   failedBody);
  }
};

/// Row-major indices of `linear` in a static `shape`.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<int64_t> shape) {
  SmallVector<Value> indices(shape.size());
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    Value size = arith::ConstantIndexOp::create(b, loc, shape[d]);
    indices[d] = arith::RemUIOp::create(b, loc, linear, size);
    linear = arith::DivUIOp::create(b, loc, linear, size);
  }
  return indices;
}

/// select_and_scatter (spec): for each source element, `select` picks one
/// element of its window of the padded operand, visiting the window's
/// in-bounds elements in row-major order and keeping the current choice
/// while select(current, next) holds (padding is never chosen); `scatter`
/// then combines the source value into the result, initially init_value
/// everywhere, at the chosen position.
struct SelectAndScatterToLoops : StaticResultsPattern<hlo::SelectAndScatterOp> {
  using StaticResultsPattern::StaticResultsPattern;
  LogicalResult lower(hlo::SelectAndScatterOp op, OpAdaptor adaptor,
                      ArrayRef<RankedTensorType> types,
                      ConversionPatternRewriter &rewriter) const override {
    auto sourceType =
        llvm::cast<RankedTensorType>(adaptor.getSource().getType());
    if (!sourceType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes not lowered yet");
    Location loc = op.getLoc();
    RankedTensorType type = types[0];
    int64_t rank = type.getRank();
    SmallVector<int64_t> window(rank, 1), strides(rank, 1), low(rank, 0);
    if (auto w = op.getWindowDimensions())
      window.assign(w->begin(), w->end());
    if (auto s = op.getWindowStrides())
      strides.assign(s->begin(), s->end());
    if (auto padding = op.getPadding()) {
      auto values = llvm::to_vector(padding->getValues<int64_t>());
      for (int64_t d = 0; d < rank; ++d)
        low[d] = values[2 * d];
    }
    int64_t numSource = sourceType.getNumElements();
    int64_t numWindow = 1;
    for (int64_t w : window)
      numWindow *= w;
    Value operand = adaptor.getOperand();
    Value source = adaptor.getSource();
    Block &select = op.getSelect().front();
    Block &scatter = op.getScatter().front();

    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value result = filledInits(rewriter, loc, {type},
                               ValueRange{adaptor.getInitValue()})[0];
    Value sourceCount =
        arith::ConstantIndexOp::create(rewriter, loc, numSource);
    Value windowCount =
        arith::ConstantIndexOp::create(rewriter, loc, numWindow);
    Value initScalar = tensor::ExtractOp::create(
        rewriter, loc, adaptor.getInitValue(), ValueRange{});
    Value falseValue = arith::ConstantIntOp::create(rewriter, loc, 0, 1);
    Value trueValue = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
    bool failedBody = false;

    auto outer = scf::ForOp::create(
        rewriter, loc, zero, sourceCount, one, ValueRange{result},
        [&](OpBuilder &b, Location l, Value s, ValueRange iter) {
          SmallVector<Value> at = delinearize(b, l, s, sourceType.getShape());
          // Carried: chosen value, whether one was chosen, its position.
          SmallVector<Value> inits{initScalar, falseValue};
          inits.append(rank, zero);
          auto scan = scf::ForOp::create(
              b, l, zero, windowCount, one, inits,
              [&](OpBuilder &b, Location l, Value w, ValueRange best) {
                SmallVector<Value> offset = delinearize(b, l, w, window);
                SmallVector<Value> position;
                Value inBounds = trueValue;
                for (int64_t d = 0; d < rank; ++d) {
                  Value stride =
                      arith::ConstantIndexOp::create(b, l, strides[d]);
                  Value lowPad = arith::ConstantIndexOp::create(b, l, low[d]);
                  Value size =
                      arith::ConstantIndexOp::create(b, l, type.getDimSize(d));
                  Value p = arith::SubIOp::create(
                      b, l,
                      arith::AddIOp::create(
                          b, l, arith::MulIOp::create(b, l, at[d], stride),
                          offset[d]),
                      lowPad);
                  Value ge = arith::CmpIOp::create(
                      b, l, arith::CmpIPredicate::sge, p, zero);
                  Value lt = arith::CmpIOp::create(
                      b, l, arith::CmpIPredicate::slt, p, size);
                  inBounds = arith::AndIOp::create(
                      b, l, inBounds, arith::AndIOp::create(b, l, ge, lt));
                  position.push_back(p);
                }
                auto visit = scf::IfOp::create(
                    b, l, inBounds,
                    [&](OpBuilder &b, Location l) {
                      Value v =
                          tensor::ExtractOp::create(b, l, operand, position);
                      auto keep = emitScalarBody(b, l, select,
                                                 ValueRange{best[0], v}, op);
                      Value take = trueValue;
                      if (failed(keep) || keep->size() != 1) {
                        failedBody = true;
                      } else {
                        // Take v when nothing was chosen yet or when
                        // select(current, v) is false.
                        Value reject =
                            arith::XOrIOp::create(b, l, (*keep)[0], trueValue);
                        Value none =
                            arith::XOrIOp::create(b, l, best[1], trueValue);
                        take = arith::OrIOp::create(b, l, none, reject);
                      }
                      SmallVector<Value> next{
                          arith::SelectOp::create(b, l, take, v, best[0]),
                          trueValue};
                      for (int64_t d = 0; d < rank; ++d)
                        next.push_back(arith::SelectOp::create(
                            b, l, take, position[d], best[2 + d]));
                      scf::YieldOp::create(b, l, next);
                    },
                    [&](OpBuilder &b, Location l) {
                      scf::YieldOp::create(b, l, best);
                    });
                scf::YieldOp::create(b, l, visit.getResults());
              });
          Value chosen = scan.getResult(1);
          SmallVector<Value> target(scan.getResults().drop_front(2));
          auto update = scf::IfOp::create(
              b, l, chosen,
              [&](OpBuilder &b, Location l) {
                Value current =
                    tensor::ExtractOp::create(b, l, iter[0], target);
                Value value = tensor::ExtractOp::create(b, l, source, at);
                auto combined = emitScalarBody(b, l, scatter,
                                               ValueRange{current, value}, op);
                Value updated = iter[0];
                if (failed(combined) || combined->size() != 1)
                  failedBody = true;
                else
                  updated = tensor::InsertOp::create(b, l, (*combined)[0],
                                                     iter[0], target);
                scf::YieldOp::create(b, l, updated);
              },
              [&](OpBuilder &b, Location l) {
                scf::YieldOp::create(b, l, iter[0]);
              });
          scf::YieldOp::create(b, l, update.getResults());
        });
    return replaceUnlessBodyFailed(rewriter, op, outer.getResults(),
                                   failedBody);
  }
};

} // namespace

void populateReductionPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  patterns.add<ReduceToLinalg, ReduceWindowToLinalg, MapToLinalg,
               SelectAndScatterToLoops>(converter, patterns.getContext());
}

} // namespace kiln::lowering
