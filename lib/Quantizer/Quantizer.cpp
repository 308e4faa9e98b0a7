//===- Quantizer.cpp - post-training quantization of StableHLO ------------===//
//
// quantizeProgram: finds the f32 products of the entry function, measures
// what static quantization needs by running an instrumented copy of the
// program (the products' inputs, and weights passed as arguments, become
// extra results) on the calibration inputs, and rewrites each product:
//
//   weights:  a constant becomes an int8 constant per output channel
//             (symmetric, storage range [-127, 127], scale max|w| / 127);
//             an argument is quantized so in the program, with the scales
//             measured on the calibration inputs;
//   static:   lhs -> uniform_quantize to i8 (asymmetric, the calibrated
//             range widened to contain 0), the product into i32 with scale
//             lhs scale x weight scale (per channel), then
//             uniform_dequantize to f32;
//   weight-only: the product takes the f32 lhs and the int8 weights
//             (hybrid) and stays f32.
//
//===----------------------------------------------------------------------===//

#include "kiln/Quantizer/Quantizer.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln {
namespace {

using runtime::HostBuffer;
template <typename T> using Expected = runtime::Expected<T>;

/// A product to quantize and where its weights' channels are.
struct Candidate {
  Operation *op = nullptr;
  /// The rhs dimension of the output channels (-1: per tensor), and the
  /// result dimension they become.
  int64_t rhsAxis = -1, resultAxis = -1;
  /// Index among the instrumented program's extra results (-1: none).
  int lhsResult = -1, rhsResult = -1;
  /// Calibrated lhs range and weight scales.
  double lo = 0, hi = 0;
  std::vector<double> lowSamples, highSamples;
  std::vector<float> values; // for percentiles
  std::vector<double> weightMaxAbs;
};

std::string locationOf(Operation *op) {
  if (auto file = op->getLoc()->findInstanceOf<FileLineColLoc>())
    return (file.getFilename().getValue() + ":" +
            std::to_string(file.getLine()) + ":" +
            std::to_string(file.getColumn()))
        .str();
  return "unknown location";
}

bool isF32Tensor(Type type) {
  auto t = dyn_cast<RankedTensorType>(type);
  return t && t.hasStaticShape() && t.getElementType().isF32();
}

/// The product's channel dimensions, or nothing when it is no f32 product
/// the quantizer handles.
std::optional<Candidate> asCandidate(Operation *op) {
  if (!isa<hlo::DotGeneralOp, hlo::ConvolutionOp>(op) ||
      !isF32Tensor(op->getOperand(0).getType()) ||
      !isF32Tensor(op->getOperand(1).getType()) ||
      !isF32Tensor(op->getResult(0).getType()))
    return std::nullopt;
  Candidate c;
  c.op = op;
  if (auto conv = dyn_cast<hlo::ConvolutionOp>(op)) {
    c.rhsAxis = conv.getDimensionNumbers().getKernelOutputFeatureDimension();
    c.resultAxis = conv.getDimensionNumbers().getOutputFeatureDimension();
    return c;
  }
  auto dot = cast<hlo::DotGeneralOp>(op);
  auto dims = dot.getDotDimensionNumbers();
  int64_t lhsRank = cast<RankedTensorType>(dot.getLhs().getType()).getRank();
  int64_t rhsRank = cast<RankedTensorType>(dot.getRhs().getType()).getRank();
  SmallVector<int64_t> rhsFree;
  for (int64_t d = 0; d < rhsRank; ++d)
    if (!llvm::is_contained(dims.getRhsBatchingDimensions(), d) &&
        !llvm::is_contained(dims.getRhsContractingDimensions(), d))
      rhsFree.push_back(d);
  // One free rhs dimension: the output channels (a weight matrix K x N).
  if (rhsFree.size() == 1) {
    int64_t nb = int64_t(dims.getLhsBatchingDimensions().size());
    int64_t lhsFree =
        lhsRank - nb - int64_t(dims.getLhsContractingDimensions().size());
    c.rhsAxis = rhsFree[0];
    c.resultAxis = nb + lhsFree;
  }
  return c;
}

bool skipped(Operation *op, const QuantizeOptions &options) {
  std::string printed;
  llvm::raw_string_ostream os(printed);
  op->print(os);
  for (const std::string &pattern : options.skip)
    if (op->getName().getStringRef().contains(pattern) ||
        locationOf(op).find(pattern) != std::string::npos ||
        printed.find(pattern) != std::string::npos)
      return true;
  return false;
}

const float *floats(const HostBuffer &b) {
  return reinterpret_cast<const float *>(b.data());
}

/// Which slice along `axis` (0 when axis < 0) each row-major element of a
/// tensor of `shape` lies in.
struct Channels {
  Channels(ArrayRef<int64_t> shape, int64_t axis)
      : count(axis < 0 ? 1 : shape[axis]), axis(axis) {
    for (size_t d = axis < 0 ? shape.size() : size_t(axis) + 1;
         d < shape.size(); ++d)
      inner *= shape[d];
  }
  int64_t of(int64_t i) const { return axis < 0 ? 0 : (i / inner) % count; }
  int64_t count, axis, inner = 1;
};

/// max |x| per slice of `values` (of `shape`) along `axis`.
std::vector<double> maxAbsPerChannel(ArrayRef<float> values,
                                     ArrayRef<int64_t> shape, int64_t axis) {
  Channels channels(shape, axis);
  std::vector<double> most(channels.count, 0.0);
  for (size_t i = 0; i < values.size(); ++i) {
    double &m = most[channels.of(int64_t(i))];
    m = std::max(m, double(std::fabs(values[i])));
  }
  return most;
}

/// A scale as the f32 a quantized type holds, when it is a normal f32 (the
/// quant dialect refuses others); nullopt otherwise.
std::optional<double> f32Scale(double scale) {
  float s = float(scale);
  if (!std::isnormal(s) || s < 0)
    return std::nullopt;
  return double(s);
}

double symmetricScale(double maxAbs) {
  return f32Scale(maxAbs / 127.0).value_or(1.0);
}

quant::QuantizedType weightType(MLIRContext *ctx, const Candidate &c,
                                const std::vector<double> &scales) {
  Type i8 = IntegerType::get(ctx, 8), f32 = Float32Type::get(ctx);
  if (c.rhsAxis < 0)
    return quant::UniformQuantizedType::get(quant::QuantizationFlags::Signed,
                                            i8, f32, scales[0], 0, -127, 127);
  SmallVector<int64_t> zeros(scales.size(), 0);
  return quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, i8, f32, scales, zeros, c.rhsAxis, -127,
      127);
}

/// The int8 constant of the weights `w` (an f32 constant), per channel.
Value quantizedWeights(OpBuilder &b, const Candidate &c, DenseElementsAttr w) {
  auto type = cast<RankedTensorType>(w.getType());
  SmallVector<float> values(w.getValues<float>());
  std::vector<double> scales;
  for (double m : maxAbsPerChannel(values, type.getShape(), c.rhsAxis))
    scales.push_back(symmetricScale(m));
  Channels channels(type.getShape(), c.rhsAxis);
  SmallVector<int8_t> q(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    int64_t ch = channels.of(int64_t(i));
    double v = std::nearbyint(double(values[i]) / double(float(scales[ch])));
    q[i] = int8_t(std::clamp(v, -127.0, 127.0));
  }
  auto storage = type.clone(b.getI8Type());
  auto qtype = type.clone(weightType(b.getContext(), c, scales));
  return hlo::ConstantOp::create(
      b, c.op->getLoc(), qtype,
      DenseElementsAttr::get(storage, ArrayRef<int8_t>(q)));
}

/// The calibrated input range of a product: its measured extremes, or
/// percentiles, widened to contain 0.
void chooseRange(Candidate &c, const QuantizeOptions &options) {
  if (options.calibration == QuantizeOptions::Calibration::Percentile &&
      !c.values.empty()) {
    std::vector<float> &v = c.values;
    auto at = [&](double p) {
      size_t k = size_t(std::llround(p / 100.0 * double(v.size() - 1)));
      std::nth_element(v.begin(), v.begin() + k, v.end());
      return double(v[k]);
    };
    c.lo = at(100.0 - options.percentile);
    c.hi = at(options.percentile);
  } else if (options.calibration ==
                 QuantizeOptions::Calibration::MovingAverage &&
             !c.lowSamples.empty()) {
    c.lo = c.lowSamples[0];
    c.hi = c.highSamples[0];
    for (size_t i = 1; i < c.lowSamples.size(); ++i) {
      c.lo = options.movingAverage * c.lo +
             (1 - options.movingAverage) * c.lowSamples[i];
      c.hi = options.movingAverage * c.hi +
             (1 - options.movingAverage) * c.highSamples[i];
    }
  }
  c.lo = std::min(c.lo, 0.0);
  c.hi = std::max(c.hi, 0.0);
}

} // namespace

Expected<QuantizeResult>
quantizeProgram(Compiler &compiler, const std::string &text,
                const std::string &name,
                const std::vector<std::vector<HostBuffer>> &calibration,
                const QuantizeOptions &options) {
  MLIRContext &ctx = compiler.context();
  std::string errors;
  ScopedDiagnosticHandler capture(&ctx, [&](Diagnostic &d) {
    llvm::raw_string_ostream os(errors);
    os << d.getLocation() << ": " << d << "\n";
    return success();
  });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module = compiler.parse(sourceMgr);
  if (!module)
    return Expected<QuantizeResult>::error(errors);
  auto entry = module->lookupSymbol<func::FuncOp>(options.entry);
  if (!entry || entry.isExternal())
    return Expected<QuantizeResult>::error(name + ": no function @" +
                                           options.entry + " to quantize");
  bool isStatic = options.method == QuantizeOptions::Method::Static;
  QuantizeResult result;

  // The candidates: f32 products directly in the entry's body.
  std::vector<Candidate> candidates;
  for (Operation &op : entry.getBody().front()) {
    std::optional<Candidate> c = asCandidate(&op);
    if (!c)
      continue;
    if (skipped(&op, options)) {
      result.products.push_back({locationOf(&op),
                                 op.getName().getStringRef().str(),
                                 "kept in f32 (--skip)"});
      continue;
    }
    candidates.push_back(*c);
  }

  // Calibration: what the rewrite needs to measure, as extra results of a
  // copy of the program.
  std::vector<Value> probes;
  for (Candidate &c : candidates) {
    if (isStatic) {
      c.lhsResult = int(probes.size());
      probes.push_back(c.op->getOperand(0));
    }
    if (!c.op->getOperand(1).getDefiningOp<hlo::ConstantOp>()) {
      c.rhsResult = int(probes.size());
      probes.push_back(c.op->getOperand(1));
    }
  }
  if (!probes.empty()) {
    if (calibration.empty())
      return Expected<QuantizeResult>::error(
          name + ": " +
          (isStatic ? std::string("static quantization")
                    : std::string("weights passed as arguments")) +
          " need calibration inputs (--calibration inputs.npz)");
    OwningOpRef<ModuleOp> probe = module->clone();
    auto probeEntry = probe->lookupSymbol<func::FuncOp>(options.entry);
    // The same values in the copy: the ops keep their order.
    std::vector<Value> copies;
    {
      std::vector<Operation *> original, cloned;
      for (Operation &op : entry.getBody().front())
        original.push_back(&op);
      for (Operation &op : probeEntry.getBody().front())
        cloned.push_back(&op);
      for (Value v : probes) {
        Operation *def = v.getDefiningOp();
        if (!def) {
          copies.push_back(
              probeEntry.getArgument(cast<BlockArgument>(v).getArgNumber()));
          continue;
        }
        size_t index = llvm::find(original, def) - original.begin();
        copies.push_back(
            cloned[index]->getResult(cast<OpResult>(v).getResultNumber()));
      }
    }
    auto ret = dyn_cast<func::ReturnOp>(probeEntry.getBody().front().back());
    if (!ret)
      return Expected<QuantizeResult>::error(
          name + ": @" + options.entry + " does not end with a func.return");
    SmallVector<Value> results(ret.getOperands());
    size_t firstProbe = results.size();
    results.append(copies.begin(), copies.end());
    ret->setOperands(results);
    SmallVector<Type> resultTypes;
    for (Value v : results)
      resultTypes.push_back(v.getType());
    probeEntry.setType(
        FunctionType::get(&ctx, probeEntry.getArgumentTypes(), resultTypes));
    probeEntry.setAllResultAttrs(ArrayRef<DictionaryAttr>{});
    CompileOptions compileOptions;
    compileOptions.entry = options.entry;
    runtime::Expected<std::unique_ptr<Executable>> exe =
        compiler.compile(*probe, compileOptions);
    if (!exe)
      return Expected<QuantizeResult>::error("compiling the calibration "
                                             "program: " +
                                             exe.message());
    for (size_t run = 0; run < calibration.size(); ++run) {
      runtime::Expected<std::vector<HostBuffer>> outs =
          (*exe)->run(calibration[run]);
      if (!outs)
        return Expected<QuantizeResult>::error(
            "calibration run " + std::to_string(run) + ": " + outs.message());
      for (Candidate &c : candidates) {
        if (c.lhsResult >= 0) {
          const HostBuffer &x = (*outs)[firstProbe + c.lhsResult];
          double lo = std::numeric_limits<double>::infinity(), hi = -lo;
          for (int64_t i = 0; i < x.numElements(); ++i) {
            double v = floats(x)[i];
            if (!std::isfinite(v))
              continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            if (options.calibration == QuantizeOptions::Calibration::Percentile)
              c.values.push_back(float(v));
          }
          if (lo > hi)
            lo = hi = 0;
          c.lo = run == 0 ? lo : std::min(c.lo, lo);
          c.hi = run == 0 ? hi : std::max(c.hi, hi);
          c.lowSamples.push_back(lo);
          c.highSamples.push_back(hi);
        }
        if (c.rhsResult >= 0) {
          const HostBuffer &w = (*outs)[firstProbe + c.rhsResult];
          std::vector<double> m = maxAbsPerChannel(
              ArrayRef<float>(floats(w), size_t(w.numElements())), w.shape(),
              c.rhsAxis);
          if (c.weightMaxAbs.empty())
            c.weightMaxAbs = m;
          for (size_t i = 0; i < m.size(); ++i)
            c.weightMaxAbs[i] = std::max(c.weightMaxAbs[i], m[i]);
        }
      }
    }
  }

  // The rewrite.
  OpBuilder b(&ctx);
  Type f32 = b.getF32Type();
  for (Candidate &c : candidates) {
    Operation *op = c.op;
    b.setInsertionPoint(op);
    Location loc = op->getLoc();
    Value rhs = op->getOperand(1);
    std::vector<double> weightScales;
    Value qRhs;
    if (auto constant = rhs.getDefiningOp<hlo::ConstantOp>()) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (!dense) {
        result.products.push_back({locationOf(op),
                                   op->getName().getStringRef().str(),
                                   "kept in f32 (weights not dense)"});
        continue;
      }
      qRhs = quantizedWeights(b, c, dense);
      auto qtype = cast<RankedTensorType>(qRhs.getType()).getElementType();
      if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(qtype))
        weightScales.assign(perAxis.getScales().begin(),
                            perAxis.getScales().end());
      else
        weightScales.push_back(
            cast<quant::UniformQuantizedType>(qtype).getScale());
    } else {
      for (double m : c.weightMaxAbs)
        weightScales.push_back(symmetricScale(m));
      auto rhsType = cast<RankedTensorType>(rhs.getType());
      qRhs = hlo::UniformQuantizeOp::create(
          b, loc, rhsType.clone(weightType(&ctx, c, weightScales)), rhs);
    }
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    std::string how;
    Value replacement;
    if (isStatic) {
      chooseRange(c, options);
      double scale = f32Scale((c.hi - c.lo) / 255.0).value_or(1.0);
      int64_t zp = int64_t(
          std::clamp(std::nearbyint(-128.0 - c.lo / scale), -128.0, 127.0));
      auto lhsType = cast<RankedTensorType>(op->getOperand(0).getType());
      auto qLhsType = lhsType.clone(quant::UniformQuantizedType::get(
          quant::QuantizationFlags::Signed, b.getI8Type(), f32, scale, zp, -128,
          127));
      std::vector<double> productScales;
      for (double s : weightScales)
        if (std::optional<double> p = f32Scale(scale * double(float(s))))
          productScales.push_back(*p);
      if (productScales.size() != weightScales.size()) {
        qRhs.getDefiningOp()->erase();
        result.products.push_back(
            {locationOf(op), op->getName().getStringRef().str(),
             "kept in f32 (input x weight scale outside f32's range)"});
        continue;
      }
      Value qLhs =
          hlo::UniformQuantizeOp::create(b, loc, qLhsType, op->getOperand(0));
      Type productElement;
      if (c.rhsAxis < 0) {
        productElement = quant::UniformQuantizedType::get(
            quant::QuantizationFlags::Signed, b.getI32Type(), f32,
            productScales[0], 0, std::numeric_limits<int32_t>::min(),
            std::numeric_limits<int32_t>::max());
      } else {
        SmallVector<int64_t> zeros(productScales.size(), 0);
        productElement = quant::UniformQuantizedPerAxisType::get(
            quant::QuantizationFlags::Signed, b.getI32Type(), f32,
            productScales, zeros, c.resultAxis,
            std::numeric_limits<int32_t>::min(),
            std::numeric_limits<int32_t>::max());
      }
      OperationState state(loc, op->getName(), ValueRange{qLhs, qRhs},
                           TypeRange{resultType.clone(productElement)},
                           op->getAttrs());
      Operation *product = b.create(state);
      replacement = hlo::UniformDequantizeOp::create(b, loc, resultType,
                                                     product->getResult(0));
      llvm::raw_string_ostream os(how);
      os << "int8: input range [" << c.lo << ", " << c.hi << "], weights per "
         << (c.rhsAxis < 0 ? "tensor" : "channel");
    } else {
      OperationState state(loc, op->getName(),
                           ValueRange{op->getOperand(0), qRhs},
                           TypeRange{resultType}, op->getAttrs());
      replacement = b.create(state)->getResult(0);
      how = std::string("weight-only int8: weights per ") +
            (c.rhsAxis < 0 ? "tensor" : "channel");
    }
    if (auto constant = rhs.getDefiningOp<hlo::ConstantOp>()) {
      int64_t n = cast<RankedTensorType>(rhs.getType()).getNumElements();
      result.floatWeightBytes += n * 4;
      result.quantizedWeightBytes += n + int64_t(weightScales.size()) * 4;
    }
    op->getResult(0).replaceAllUsesWith(replacement);
    result.products.push_back(
        {locationOf(op), op->getName().getStringRef().str(), how});
    op->erase();
    if (auto constant = rhs.getDefiningOp<hlo::ConstantOp>())
      if (constant->use_empty())
        constant->erase();
  }
  if (failed(module->verify()))
    return Expected<QuantizeResult>::error("the quantized program does not "
                                           "verify: " +
                                           errors);
  llvm::raw_string_ostream os(result.program);
  module->print(os);
  return result;
}

Expected<AccuracyReport>
compareAccuracy(const Executable &reference, const Executable &quantized,
                const std::vector<std::vector<HostBuffer>> &inputs) {
  AccuracyReport report;
  double errorSquares = 0, referenceSquares = 0;
  int64_t agree = 0;
  for (const std::vector<HostBuffer> &set : inputs) {
    auto want = reference.run(set);
    if (!want)
      return Expected<AccuracyReport>::error(want.message());
    auto got = quantized.run(set);
    if (!got)
      return Expected<AccuracyReport>::error(got.message());
    for (size_t o = 0; o < want->size() && o < got->size(); ++o) {
      const HostBuffer &w = (*want)[o], &g = (*got)[o];
      if (w.dtype() != runtime::DType::F32 || g.dtype() != w.dtype() ||
          g.shape() != w.shape())
        continue;
      for (int64_t i = 0; i < w.numElements(); ++i) {
        double d = double(floats(g)[i]) - double(floats(w)[i]);
        report.maxAbsError = std::max(report.maxAbsError, std::fabs(d));
        errorSquares += d * d;
        referenceSquares += double(floats(w)[i]) * double(floats(w)[i]);
      }
      if (o != 0 || w.shape().empty())
        continue;
      int64_t width = w.shape().back();
      for (int64_t row = 0; width > 0 && row < w.numElements() / width; ++row) {
        const float *a = floats(w) + row * width, *q = floats(g) + row * width;
        agree += (std::max_element(a, a + width) - a) ==
                 (std::max_element(q, q + width) - q);
        ++report.rows;
      }
    }
  }
  report.relativeError =
      referenceSquares > 0 ? std::sqrt(errorSquares / referenceSquares) : 0;
  if (report.rows > 0)
    report.argmaxAgreement = double(agree) / double(report.rows);
  return report;
}

} // namespace kiln
