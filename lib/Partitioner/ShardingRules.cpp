//===- ShardingRules.cpp - how each op's dimensions may be split ----------===//

#include "ShardingRules.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::partitioner {

int64_t FactorRule::addFactor(int64_t size, bool isReduction,
                              bool mustReplicate) {
  sizes.push_back(size);
  reduction.push_back(isReduction);
  replicate.push_back(mustReplicate);
  halo.push_back({0, 0});
  return sizes.size() - 1;
}

namespace {

ArrayRef<int64_t> shapeOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType()).getShape();
}

bool isRankedStatic(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

/// Whether the device runtime can combine partial results of `element`
/// (kiln_collective_all_reduce's types): reduction factors of other types
/// are not split.
bool reducible(Type element) {
  if (auto integer = llvm::dyn_cast<IntegerType>(element))
    return llvm::is_contained({1u, 8u, 16u, 32u, 64u}, integer.getWidth());
  return element.isF16() || element.isBF16() || element.isF32() ||
         element.isF64();
}

Type elementOf(Value v) {
  return llvm::cast<RankedTensorType>(v.getType()).getElementType();
}

/// One factor per dimension of `shape`, shared by `numOperands` operands
/// and one result; `replicated` dimensions may not be split.
FactorRule pointwise(ArrayRef<int64_t> shape, int64_t numOperands,
                     ArrayRef<int64_t> replicated = {}) {
  FactorRule rule;
  TensorFactors factors;
  for (auto [dim, size] : llvm::enumerate(shape))
    factors.push_back(
        {rule.addFactor(size, false, llvm::is_contained(replicated, dim))});
  rule.operands.assign(numOperands, factors);
  rule.results.push_back(factors);
  rule.passThrough = true;
  return rule;
}

/// The rule of an op that takes part of `tensors` tensors of the result's
/// rank (slice, pad, dynamic slices and updates): one factor per result
/// dimension, left whole where `other`'s size differs from the result's or
/// `changes` says so; the further operands are scalars (indices, padding).
FactorRule keepChangedWhole(Operation *op, int64_t tensors,
                            ArrayRef<int64_t> other,
                            llvm::function_ref<bool(int64_t)> changes = {}) {
  ArrayRef<int64_t> result = shapeOf(op->getResult(0));
  SmallVector<int64_t> whole;
  for (auto [dim, size] : llvm::enumerate(other))
    if (size != result[dim] || (changes && changes(dim)))
      whole.push_back(dim);
  FactorRule rule = pointwise(result, tensors, whole);
  rule.operands.append(op->getNumOperands() - tensors, TensorFactors());
  return rule;
}

/// A reduce body that is one associative binary op of its two arguments,
/// which an all_reduce of kiln's runtime can apply to partial results.
bool isSimpleReducer(Region &body) {
  Block &block = body.front();
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &op = block.front();
  if (!llvm::isa<hlo::AddOp, hlo::MultiplyOp, hlo::MaximumOp, hlo::MinimumOp,
                 hlo::AndOp, hlo::OrOp, hlo::XorOp>(op))
    return false;
  bool usesBoth = op.getOperand(0) == block.getArgument(0)
                      ? op.getOperand(1) == block.getArgument(1)
                      : op.getOperand(0) == block.getArgument(1) &&
                            op.getOperand(1) == block.getArgument(0);
  return usesBoth && block.getTerminator()->getOperands() == op.getResults();
}

/// Whether `init` is the identity of the reducer's op (0 for add, or, xor;
/// 1 for multiply; all ones for and; the lowest value for maximum and the
/// highest for minimum): each device's partial result then starts from it,
/// and combining the partials gives the whole reduction.
bool isIdentity(Value init, Operation &reducer) {
  DenseElementsAttr attr;
  if (!matchPattern(init, m_Constant(&attr)) || !attr.isSplat())
    return false;
  if (auto floats = llvm::dyn_cast<FloatType>(attr.getElementType())) {
    APFloat value = attr.getSplatValue<APFloat>();
    if (llvm::isa<hlo::AddOp>(reducer))
      return value.isZero();
    if (llvm::isa<hlo::MultiplyOp>(reducer))
      return value.isExactlyValue(1.0);
    if (llvm::isa<hlo::MaximumOp>(reducer))
      return value.isInfinity() && value.isNegative();
    if (llvm::isa<hlo::MinimumOp>(reducer))
      return value.isInfinity() && !value.isNegative();
    return false;
  }
  auto integer = llvm::dyn_cast<IntegerType>(attr.getElementType());
  if (!integer)
    return false;
  APInt value = attr.getSplatValue<APInt>();
  unsigned bits = integer.getWidth();
  bool isUnsigned = integer.isUnsigned();
  if (llvm::isa<hlo::AddOp, hlo::OrOp, hlo::XorOp>(reducer))
    return value.isZero();
  if (llvm::isa<hlo::MultiplyOp>(reducer))
    return value.isOne();
  if (llvm::isa<hlo::AndOp>(reducer))
    return value.isAllOnes();
  if (llvm::isa<hlo::MaximumOp>(reducer))
    return isUnsigned || bits == 1 ? value.isZero()
                                   : value == APInt::getSignedMinValue(bits);
  if (llvm::isa<hlo::MinimumOp>(reducer))
    return isUnsigned || bits == 1 ? value.isAllOnes()
                                   : value == APInt::getSignedMaxValue(bits);
  return false;
}

std::optional<FactorRule> dotRule(hlo::DotGeneralOp op) {
  auto dn = op.getDotDimensionNumbers();
  ArrayRef<int64_t> lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
  FactorRule rule;
  TensorFactors lhsF(lhs.size()), rhsF(rhs.size()), resultF;
  for (auto [l, r] : llvm::zip(dn.getLhsBatchingDimensions(),
                               dn.getRhsBatchingDimensions())) {
    int64_t f = rule.addFactor(lhs[l]);
    lhsF[l] = {f};
    rhsF[r] = {f};
    resultF.push_back({f});
  }
  bool split = reducible(elementOf(op.getResult()));
  for (auto [l, r] : llvm::zip(dn.getLhsContractingDimensions(),
                               dn.getRhsContractingDimensions())) {
    int64_t f = rule.addFactor(lhs[l], /*isReduction=*/true, !split);
    lhsF[l] = {f};
    rhsF[r] = {f};
  }
  auto free = [&](ArrayRef<int64_t> shape, TensorFactors &factors) {
    for (auto [dim, size] : llvm::enumerate(shape))
      if (factors[dim].empty()) {
        int64_t f = rule.addFactor(size);
        factors[dim] = {f};
        resultF.push_back({f});
      }
  };
  free(lhs, lhsF);
  free(rhs, rhsF);
  rule.operands = {lhsF, rhsF};
  rule.results = {resultF};
  return rule;
}

/// A window op's padding, flattened: low and high of each dimension in turn
/// (empty when it has none).
SmallVector<int64_t> flatPadding(std::optional<DenseIntElementsAttr> padding) {
  return padding ? SmallVector<int64_t>(padding->getValues<int64_t>())
                 : SmallVector<int64_t>();
}

/// Entry `i` of an optional per-dimension attribute (strides, dilations),
/// 1 where it is absent.
int64_t orOne(std::optional<ArrayRef<int64_t>> list, size_t i) {
  return list && i < list->size() ? (*list)[i] : int64_t(1);
}

/// Factors of a window op's two shapes `a` and `b` (an input and its result,
/// or a max pool's operand and gradient): one factor of both for each
/// dimension the window does not span (`unspanned`), a whole one of each
/// for the others.
std::pair<TensorFactors, TensorFactors>
windowFactors(FactorRule &rule, ArrayRef<int64_t> a, ArrayRef<int64_t> b,
              ArrayRef<int64_t> padding,
              llvm::function_ref<bool(size_t)> unspanned) {
  TensorFactors aF, bF;
  for (size_t d = 0; d < a.size(); ++d) {
    bool padded = 2 * d + 1 < padding.size() &&
                  (padding[2 * d] != 0 || padding[2 * d + 1] != 0);
    if (!padded && a[d] == b[d] && unspanned(d)) {
      int64_t f = rule.addFactor(a[d]);
      aF.push_back({f});
      bF.push_back({f});
      continue;
    }
    aF.push_back({rule.addFactor(a[d], false, true)});
    bF.push_back({rule.addFactor(b[d], false, true)});
  }
  return {aF, bF};
}

/// Convolution: the batch, the output features and (without feature
/// groups) the input features, a reduction factor shared with the kernel's;
/// a spatial dimension whose output is as long as its input (stride 1, no
/// input dilation or reversal, padding that makes up the window: "SAME")
/// is one factor of the input and output, with the window's padding as its
/// halo; other spatial dimensions and the kernel's stay whole.
std::optional<FactorRule> convolutionRule(hlo::ConvolutionOp op) {
  auto dims = op.getDimensionNumbers();
  ArrayRef<int64_t> in = shapeOf(op.getLhs()), kernel = shapeOf(op.getRhs()),
                    out = shapeOf(op.getResult());
  bool grouped = op.getFeatureGroupCount() != 1;
  bool batchGrouped = op.getBatchGroupCount() != 1;
  FactorRule rule;
  TensorFactors inF(in.size()), kernelF(kernel.size()), outF(out.size());
  int64_t batch =
      rule.addFactor(out[dims.getOutputBatchDimension()], false, batchGrouped);
  inF[dims.getInputBatchDimension()] = {batch};
  outF[dims.getOutputBatchDimension()] = {batch};
  int64_t features = rule.addFactor(out[dims.getOutputFeatureDimension()],
                                    false, grouped || batchGrouped);
  kernelF[dims.getKernelOutputFeatureDimension()] = {features};
  outF[dims.getOutputFeatureDimension()] = {features};
  int64_t reduced = rule.addFactor(
      kernel[dims.getKernelInputFeatureDimension()],
      /*isReduction=*/true,
      grouped || batchGrouped || !reducible(elementOf(op.getResult())));
  kernelF[dims.getKernelInputFeatureDimension()] = {reduced};
  if (!grouped)
    inF[dims.getInputFeatureDimension()] = {reduced};
  else
    inF[dims.getInputFeatureDimension()] = {
        rule.addFactor(in[dims.getInputFeatureDimension()], false, true)};
  ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions(),
                    kernelSpatial = dims.getKernelSpatialDimensions(),
                    outSpatial = dims.getOutputSpatialDimensions();
  SmallVector<int64_t> padding = flatPadding(op.getPadding());
  std::optional<ArrayRef<bool>> reversal = op.getWindowReversal();
  for (size_t i = 0; i < inSpatial.size(); ++i) {
    int64_t lo = 2 * i + 1 < padding.size() ? padding[2 * i] : 0;
    int64_t hi = 2 * i + 1 < padding.size() ? padding[2 * i + 1] : 0;
    int64_t window = kernel[kernelSpatial[i]];
    bool same = orOne(op.getWindowStrides(), i) == 1 &&
                orOne(op.getLhsDilation(), i) == 1 &&
                !(reversal && i < reversal->size() && (*reversal)[i]) &&
                !batchGrouped && in[inSpatial[i]] == out[outSpatial[i]] &&
                lo >= 0 && hi >= 0 &&
                lo + hi == orOne(op.getRhsDilation(), i) * (window - 1);
    kernelF[kernelSpatial[i]] = {rule.addFactor(window, false, true)};
    if (same) {
      int64_t f = rule.addFactor(in[inSpatial[i]]);
      rule.halo[f] = {lo, hi};
      inF[inSpatial[i]] = outF[outSpatial[i]] = {f};
      continue;
    }
    inF[inSpatial[i]] = {rule.addFactor(in[inSpatial[i]], false, true)};
    outF[outSpatial[i]] = {rule.addFactor(out[outSpatial[i]], false, true)};
  }
  rule.operands = {inF, kernelF};
  rule.results = {outF};
  return rule;
}

/// reduce_window: a dimension its window does not span (size 1, stride 1,
/// no base dilation or padding: a batch or channel dimension) is one factor
/// of every input and result; windowed dimensions stay whole.
FactorRule reduceWindowRule(hlo::ReduceWindowOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getInputs()[0]),
                    out = shapeOf(op.getResults()[0]);
  SmallVector<int64_t> padding = flatPadding(op.getPadding());
  FactorRule rule;
  auto [inF, outF] = windowFactors(rule, in, out, padding, [&](size_t d) {
    return op.getWindowDimensions()[d] == 1 &&
           orOne(op.getWindowStrides(), d) == 1 &&
           orOne(op.getBaseDilations(), d) == 1;
  });
  for (Value v : op.getInputs()) {
    (void)v;
    rule.operands.push_back(inF);
  }
  for (Value v : op.getInitValues()) {
    (void)v;
    rule.operands.push_back({});
  }
  for (Value v : op.getResults()) {
    (void)v;
    rule.results.push_back(outF);
  }
  return rule;
}

/// select_and_scatter (a max pool's gradient): as reduce_window, over the
/// operand, the source and the result.
FactorRule selectAndScatterRule(hlo::SelectAndScatterOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getOperand()),
                    source = shapeOf(op.getSource());
  SmallVector<int64_t> padding = flatPadding(op.getPadding());
  FactorRule rule;
  auto [inF, sourceF] = windowFactors(rule, in, source, padding, [&](size_t d) {
    return orOne(op.getWindowDimensions(), d) == 1 &&
           orOne(op.getWindowStrides(), d) == 1;
  });
  rule.operands = {inF, sourceF, {}};
  rule.results = {inF};
  return rule;
}

std::optional<FactorRule> reduceRule(hlo::ReduceOp op) {
  ArrayRef<int64_t> shape = shapeOf(op.getInputs()[0]);
  ArrayRef<int64_t> reduced = op.getDimensions();
  bool simple = op.getInputs().size() == 1 && isSimpleReducer(op.getBody()) &&
                isIdentity(op.getInitValues()[0], op.getBody().front().front());
  FactorRule rule;
  TensorFactors input, output;
  for (auto [dim, size] : llvm::enumerate(shape)) {
    bool isReduced = llvm::is_contained(reduced, int64_t(dim));
    int64_t f = rule.addFactor(size, isReduced, isReduced && !simple);
    input.push_back({f});
    if (!isReduced)
      output.push_back({f});
  }
  for (Value v : op.getInputs()) {
    (void)v;
    rule.operands.push_back(input);
  }
  for (Value v : op.getInitValues()) {
    (void)v;
    rule.operands.push_back({});
  }
  rule.results.assign(op->getNumResults(), output);
  return rule;
}

/// Reshape: dimensions matched from both ends while sizes agree; in the
/// middle, one dimension split into (or merged from) several is a compound
/// of their factors; anything else is left unsplit.
std::optional<FactorRule> reshapeRule(hlo::ReshapeOp op) {
  ArrayRef<int64_t> in = shapeOf(op.getOperand()),
                    out = shapeOf(op.getResult());
  FactorRule rule;
  TensorFactors inF(in.size()), outF(out.size());
  size_t front = 0;
  while (front < in.size() && front < out.size() && in[front] == out[front]) {
    int64_t f = rule.addFactor(in[front]);
    inF[front] = outF[front] = {f};
    ++front;
  }
  size_t inBack = in.size(), outBack = out.size();
  while (inBack > front && outBack > front &&
         in[inBack - 1] == out[outBack - 1]) {
    --inBack;
    --outBack;
    int64_t f = rule.addFactor(in[inBack]);
    inF[inBack] = outF[outBack] = {f};
  }
  // The middle: [front, inBack) of the operand, [front, outBack) of the
  // result. Size-1 dimensions carry no factor.
  SmallVector<int64_t> inMid, outMid;
  for (size_t d = front; d < inBack; ++d)
    if (in[d] != 1)
      inMid.push_back(d);
  for (size_t d = front; d < outBack; ++d)
    if (out[d] != 1)
      outMid.push_back(d);
  auto compound = [&](ArrayRef<int64_t> many, ArrayRef<int64_t> manyShape,
                      TensorFactors &manyF, int64_t one, TensorFactors &oneF) {
    for (int64_t d : many) {
      int64_t f = rule.addFactor(manyShape[d]);
      manyF[d] = {f};
      oneF[one].push_back(f);
    }
  };
  if (inMid.size() == 1 && !outMid.empty()) {
    compound(outMid, out, outF, inMid[0], inF);
  } else if (outMid.size() == 1 && !inMid.empty()) {
    compound(inMid, in, inF, outMid[0], outF);
  } else {
    for (int64_t d : inMid)
      inF[d] = {rule.addFactor(in[d], false, true)};
    for (int64_t d : outMid)
      outF[d] = {rule.addFactor(out[d], false, true)};
  }
  rule.operands = {inF};
  rule.results = {outF};
  rule.passThrough = true;
  return rule;
}

} // namespace

std::optional<FactorRule> factorRule(Operation *op) {
  if (op->getNumResults() == 0 ||
      (op->getNumRegions() > 0 &&
       !llvm::isa<hlo::ReduceOp, hlo::ReduceWindowOp, hlo::SelectAndScatterOp>(
           op)))
    return std::nullopt;
  for (Type type : op->getOperandTypes())
    if (!isRankedStatic(type))
      return std::nullopt;
  for (Type type : op->getResultTypes())
    if (!isRankedStatic(type))
      return std::nullopt;
  ArrayRef<int64_t> result = shapeOf(op->getResult(0));

  if (op->hasTrait<OpTrait::Elementwise>() ||
      llvm::isa<hlo::SelectOp, hlo::ClampOp>(op)) {
    if (op->getNumResults() != 1 ||
        llvm::any_of(op->getOperands(),
                     [&](Value v) { return shapeOf(v) != result; }))
      return std::nullopt;
    return pointwise(result, op->getNumOperands());
  }
  if (auto b = llvm::dyn_cast<hlo::BroadcastInDimOp>(op)) {
    FactorRule rule = pointwise(result, 0);
    ArrayRef<int64_t> in = shapeOf(b.getOperand());
    TensorFactors inF(in.size());
    for (auto [i, dim] : llvm::enumerate(b.getBroadcastDimensions()))
      if (in[i] == result[dim])
        inF[i] = {dim};
    rule.operands = {inF};
    return rule;
  }
  if (auto t = llvm::dyn_cast<hlo::TransposeOp>(op)) {
    FactorRule rule = pointwise(result, 0);
    ArrayRef<int64_t> perm = t.getPermutation();
    TensorFactors inF(perm.size());
    for (auto [j, i] : llvm::enumerate(perm))
      inF[i] = {int64_t(j)};
    rule.operands = {inF};
    return rule;
  }
  if (auto c = llvm::dyn_cast<hlo::ConcatenateOp>(op))
    return pointwise(result, op->getNumOperands(), {int64_t(c.getDimension())});
  if (auto s = llvm::dyn_cast<hlo::SliceOp>(op))
    return keepChangedWhole(op, 1, shapeOf(s.getOperand()),
                            [&](int64_t d) { return s.getStrides()[d] != 1; });
  if (auto p = llvm::dyn_cast<hlo::PadOp>(op))
    return keepChangedWhole(op, 1, shapeOf(p.getOperand()), [&](int64_t d) {
      return p.getEdgePaddingLow()[d] || p.getEdgePaddingHigh()[d] ||
             p.getInteriorPadding()[d];
    });
  // Dimensions a dynamic slice takes whole, or an update covers whole, may
  // be split; the start indices are scalars.
  if (auto d = llvm::dyn_cast<hlo::DynamicSliceOp>(op))
    return keepChangedWhole(op, 1, shapeOf(d.getOperand()));
  if (auto u = llvm::dyn_cast<hlo::DynamicUpdateSliceOp>(op))
    return keepChangedWhole(op, 2, shapeOf(u.getUpdate()));
  if (auto r = llvm::dyn_cast<hlo::ReverseOp>(op))
    return pointwise(result, 1, r.getDimensions());
  if (auto iota = llvm::dyn_cast<hlo::IotaOp>(op))
    return pointwise(result, 0, {int64_t(iota.getIotaDimension())});
  if (auto r = llvm::dyn_cast<hlo::ReshapeOp>(op))
    return reshapeRule(r);
  if (auto d = llvm::dyn_cast<hlo::DotGeneralOp>(op))
    return dotRule(d);
  if (auto r = llvm::dyn_cast<hlo::ReduceOp>(op))
    return reduceRule(r);
  if (auto c = llvm::dyn_cast<hlo::ConvolutionOp>(op))
    return convolutionRule(c);
  if (auto w = llvm::dyn_cast<hlo::ReduceWindowOp>(op))
    return reduceWindowRule(w);
  if (auto s = llvm::dyn_cast<hlo::SelectAndScatterOp>(op))
    return selectAndScatterRule(s);
  return std::nullopt;
}

FactorRule sameSharding(ArrayRef<int64_t> shape, int64_t tensors) {
  FactorRule rule = pointwise(shape, tensors);
  rule.results.clear();
  return rule;
}

SmallVector<AxisList> assignAxes(const FactorRule &rule,
                                 ArrayRef<const Sharding *> operands,
                                 ArrayRef<const Sharding *> results,
                                 bool resultsFirst) {
  int64_t n = rule.numFactors();
  SmallVector<SmallVector<AxisList>> candidates(n);
  auto collect = [&](const TensorFactors &factors, const Sharding *sharding) {
    if (!sharding)
      return;
    for (auto [dim, dimFactors] : llvm::enumerate(factors)) {
      // A compound dimension's axes go to its factors major first, each
      // taking axes until it is fully split.
      ArrayRef<Axis> axes = sharding->dims[dim];
      for (int64_t f : dimFactors) {
        AxisList mine;
        while (!axes.empty() && shardCount(mine) < rule.sizes[f] &&
               rule.sizes[f] % (shardCount(mine) * axes.front().size) == 0) {
          mine.push_back(axes.front());
          axes = axes.drop_front();
        }
        if (!mine.empty())
          candidates[f].push_back(mine);
        if (shardCount(mine) != rule.sizes[f])
          break;
      }
    }
  };
  for (auto [factors, sharding] : llvm::zip(rule.results, results))
    collect(factors, sharding);
  SmallVector<bool> fromResults(n, false);
  if (resultsFirst)
    for (int64_t f = 0; f < n; ++f)
      fromResults[f] = !candidates[f].empty();
  SmallVector<SmallVector<AxisList>> resultCandidates = candidates;
  for (auto [factors, sharding] : llvm::zip(rule.operands, operands))
    collect(factors, sharding);
  for (int64_t f = 0; f < n; ++f)
    if (fromResults[f])
      candidates[f] = resultCandidates[f];

  SmallVector<AxisList> assignment(n);
  SmallVector<Axis> used;
  for (int64_t f = 0; f < n; ++f) {
    if (rule.replicate[f] || candidates[f].empty())
      continue;
    AxisList best = *llvm::max_element(
        candidates[f], [](const AxisList &a, const AxisList &b) {
          return a.size() < b.size();
        });
    for (const AxisList &other : candidates[f])
      while (!isPrefix(best, other) && !isPrefix(other, best))
        best.pop_back();
    // Each axis once; the axes dividing the factor.
    for (size_t i = 0; i < best.size(); ++i)
      if (llvm::any_of(used,
                       [&](const Axis &u) { return u.overlaps(best[i]); }))
        best.resize(i);
    while (!best.empty() && rule.sizes[f] % shardCount(best) != 0)
      best.pop_back();
    llvm::append_range(used, best);
    assignment[f] = best;
  }
  // A compound dimension carries a minor factor's axes only below a fully
  // split major one; otherwise no tensor may split that factor.
  bool changed = true;
  auto legalize = [&](const TensorFactors &factors) {
    for (const auto &dimFactors : factors)
      for (size_t i = 0; i + 1 < dimFactors.size(); ++i)
        if (shardCount(assignment[dimFactors[i]]) != rule.sizes[dimFactors[i]])
          for (size_t j = i + 1; j < dimFactors.size(); ++j)
            if (!assignment[dimFactors[j]].empty()) {
              assignment[dimFactors[j]].clear();
              changed = true;
            }
  };
  while (changed) {
    changed = false;
    for (const TensorFactors &factors : rule.operands)
      legalize(factors);
    for (const TensorFactors &factors : rule.results)
      legalize(factors);
  }
  return assignment;
}

Sharding project(const TensorFactors &factors, ArrayRef<AxisList> assignment) {
  Sharding sharding = Sharding::replicated(factors.size());
  for (auto [dim, dimFactors] : llvm::enumerate(factors))
    for (int64_t f : dimFactors)
      llvm::append_range(sharding.dims[dim], assignment[f]);
  return sharding;
}

} // namespace kiln::partitioner
