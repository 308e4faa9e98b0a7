//===- Quantizer.h - post-training quantization of StableHLO ----*- C++ -*-===//
//
// `kiln quantize`: turns a float StableHLO program into a quantized one
// (docs/quantization.md, "The quantizer"). The products (dot_general and
// convolution on f32 in the entry function) are quantized: their weights
// (the rhs) per output channel to symmetric int8, and, for static
// quantization, their inputs (the lhs) per tensor to int8 with scales from
// calibration runs; their results are i32 products dequantized back to f32,
// so the rest of the program stays as it was. Weight-only (hybrid)
// quantization keeps the inputs float. The result is plain StableHLO that
// kiln (or any StableHLO consumer) runs.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_QUANTIZER_QUANTIZER_H
#define KILN_QUANTIZER_QUANTIZER_H

#include "kiln/Compiler/Compiler.h"

#include <string>
#include <vector>

namespace kiln {

struct QuantizeOptions {
  enum class Method { Static, WeightOnly };
  Method method = Method::Static;
  /// How the input ranges of static quantization are chosen from the
  /// calibration runs: the extremes over all of them; a moving average of
  /// each run's extremes (weight `movingAverage` for the history); or the
  /// `percentile` and 100 - `percentile` percentiles of all values.
  enum class Calibration { MinMax, MovingAverage, Percentile };
  Calibration calibration = Calibration::MinMax;
  double movingAverage = 0.9;
  double percentile = 99.99;
  /// Products whose op name (`stablehlo.dot_general`), location
  /// (`file:line:col`) or printed form contains one of these stay float.
  std::vector<std::string> skip;
  std::string entry = "main";
};

/// One product the quantizer looked at.
struct QuantizedProduct {
  std::string location; ///< file:line:col
  std::string op;       ///< stablehlo.dot_general or stablehlo.convolution
  std::string how;      ///< what was done, or why it stayed float
};

struct QuantizeResult {
  std::string program; ///< the quantized program, StableHLO text
  std::vector<QuantizedProduct> products;
  /// The constant weights that were quantized: their bytes as f32, and as
  /// int8 plus their per-channel scales.
  int64_t floatWeightBytes = 0, quantizedWeightBytes = 0;
};

/// Quantizes `text` (named `name` in messages). `calibration` holds one
/// set of entry arguments per calibration run; static quantization needs at
/// least one, weight-only quantization needs them only for weights passed
/// as arguments.
runtime::Expected<QuantizeResult> quantizeProgram(
    Compiler &compiler, const std::string &text, const std::string &name,
    const std::vector<std::vector<runtime::HostBuffer>> &calibration,
    const QuantizeOptions &options);

/// How close a quantized program's outputs are to the float program's.
struct AccuracyReport {
  double maxAbsError = 0;
  /// ||quantized - float|| / ||float|| over all elements of all outputs.
  double relativeError = 0;
  /// For the first output: the share of rows (along its last dimension)
  /// whose largest element is at the same index; -1 for scalars.
  double argmaxAgreement = -1;
  int64_t rows = 0;
};

/// Runs both executables on every set of `inputs` and compares their f32
/// outputs.
runtime::Expected<AccuracyReport>
compareAccuracy(const Executable &reference, const Executable &quantized,
                const std::vector<std::vector<runtime::HostBuffer>> &inputs);

} // namespace kiln

#endif // KILN_QUANTIZER_QUANTIZER_H
