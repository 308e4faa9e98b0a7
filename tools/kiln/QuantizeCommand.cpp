//===- QuantizeCommand.cpp - `kiln quantize`: post-training quantization --===//
//
//   kiln quantize PROGRAM.mlir -o OUT.mlir [--method static|weight-only]
//                 [--calibration INPUTS.npz] [--eval INPUTS.npz]
//                 [--calibration-method minmax|moving-average|percentile]
//                 [--percentile P] [--skip PATTERN]... [--entry NAME]
//
// quantizes a float program (kiln/Quantizer/Quantizer.h), writes it, and
// reports what it quantized, the weights' size change and the accuracy
// change on the calibration inputs (and on --eval inputs). An .npz holds
// one array per entry argument, in order (numpy.savez(f, x, w, ...) or
// keys arg0, arg1, ...), each with a leading dimension over the runs.
//
//===----------------------------------------------------------------------===//

#include "QuantizeCommand.h"

#include "CompileCommand.h"

#include "kiln/Quantizer/Quantizer.h"
#include "kiln/runtime/Npz.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace kiln;
using runtime::HostBuffer;

static int quantizeUsage() {
  llvm::errs()
      << "usage: kiln quantize PROGRAM.mlir -o OUT.mlir\n"
         "                     [--method static|weight-only]\n"
         "                     [--calibration INPUTS.npz] [--eval "
         "INPUTS.npz]\n"
         "                     [--calibration-method "
         "minmax|moving-average|percentile]\n"
         "                     [--percentile P] [--skip PATTERN]... "
         "[--entry NAME]\n"
         "  --method       static (int8 inputs and weights, the default) or\n"
         "                 weight-only (int8 weights, float inputs)\n"
         "  --calibration  the entry's arguments for calibration runs: one "
         "array per\n"
         "                 argument (in order, or named arg0, arg1, ...), "
         "each with a\n"
         "                 leading dimension over the runs (numpy.savez)\n"
         "  --eval         held-out inputs, the same way, for the accuracy "
         "report\n"
         "  --skip P       keep in f32 the products whose op name, location "
         "or text\n"
         "                 contains P\n"
         "  (docs/quantization.md, \"The quantizer\")\n";
  return 2;
}

/// The runs of an .npz of stacked entry arguments.
static runtime::Expected<std::vector<std::vector<HostBuffer>>>
readRuns(const std::string &path) {
  using Result = runtime::Expected<std::vector<std::vector<HostBuffer>>>;
  auto arrays = runtime::readNpzFile(path);
  if (!arrays)
    return Result::error(arrays.message());
  // Keys arg0, arg1, ... in their numeric order when all are so named.
  bool named = !arrays->empty();
  for (auto &[key, array] : *arrays)
    named &= key.rfind("arg", 0) == 0 && key.size() > 3 && key.size() < 12 &&
             llvm::all_of(key.substr(3), llvm::isDigit);
  if (named)
    std::sort(arrays->begin(), arrays->end(), [](auto &a, auto &b) {
      return std::stoll(a.first.substr(3)) < std::stoll(b.first.substr(3));
    });
  int64_t runs = -1;
  for (auto &[key, array] : *arrays) {
    if (array.shape().empty())
      return Result::error(path + ": array " + key +
                           " has no leading dimension over the runs");
    if (runs >= 0 && array.shape()[0] != runs)
      return Result::error(path + ": array " + key + " holds " +
                           std::to_string(array.shape()[0]) +
                           " runs, the others " + std::to_string(runs));
    runs = array.shape()[0];
  }
  std::vector<std::vector<HostBuffer>> sets(runs < 0 ? 0 : runs);
  for (auto &[key, array] : *arrays) {
    std::vector<int64_t> shape(array.shape().begin() + 1, array.shape().end());
    size_t bytes = array.byteSize() / size_t(std::max<int64_t>(runs, 1));
    for (int64_t r = 0; r < runs; ++r) {
      std::vector<uint8_t> slice(array.data() + r * bytes,
                                 array.data() + (r + 1) * bytes);
      auto buffer = HostBuffer::fromBytes(array.dtype(), shape, slice);
      if (!buffer)
        return Result::error(buffer.message());
      sets[r].push_back(buffer.take());
    }
  }
  return sets;
}

static void printAccuracy(const char *what, const AccuracyReport &r) {
  llvm::outs() << "accuracy on " << what << ": max abs error "
               << llvm::format("%.6g", r.maxAbsError) << ", relative error "
               << llvm::format("%.6g", r.relativeError);
  if (r.argmaxAgreement >= 0)
    llvm::outs() << ", argmax agreement "
                 << llvm::format("%.2f%%", 100 * r.argmaxAgreement) << " of "
                 << r.rows << " rows";
  llvm::outs() << "\n";
}

int kiln::quantizeCommand(const std::vector<std::string> &args) {
  std::string program, output, calibrationPath, evalPath;
  QuantizeOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    if (arg == "--help" || arg == "-h")
      return quantizeUsage();
    auto value = [&](const std::string &flag) {
      return flagValue(args, i, flag);
    };
    if (auto v = value("-o")) {
      output = *v;
    } else if (auto v = value("--method")) {
      if (*v == "static")
        options.method = QuantizeOptions::Method::Static;
      else if (*v == "weight-only")
        options.method = QuantizeOptions::Method::WeightOnly;
      else
        return commandError("--method must be static or weight-only, not '" +
                            *v + "'");
    } else if (auto v = value("--calibration-method")) {
      if (*v == "minmax")
        options.calibration = QuantizeOptions::Calibration::MinMax;
      else if (*v == "moving-average")
        options.calibration = QuantizeOptions::Calibration::MovingAverage;
      else if (*v == "percentile")
        options.calibration = QuantizeOptions::Calibration::Percentile;
      else
        return commandError("--calibration-method must be minmax, "
                            "moving-average or percentile, not '" +
                            *v + "'");
    } else if (auto v = value("--calibration")) {
      calibrationPath = *v;
    } else if (auto v = value("--eval")) {
      evalPath = *v;
    } else if (auto v = value("--percentile")) {
      char *end = nullptr;
      options.percentile = std::strtod(v->c_str(), &end);
      if (end == v->c_str() || *end || !(options.percentile > 50) ||
          options.percentile > 100)
        return commandError("--percentile must be a number in (50, 100]");
    } else if (auto v = value("--skip")) {
      options.skip.push_back(*v);
    } else if (auto v = value("--entry")) {
      options.entry = *v;
    } else if (arg.starts_with("-")) {
      llvm::errs() << "kiln: unknown option '" << arg << "'\n";
      return quantizeUsage();
    } else if (program.empty()) {
      program = args[i];
    } else {
      return quantizeUsage();
    }
  }
  if (program.empty() || output.empty())
    return quantizeUsage();
  auto file = llvm::MemoryBuffer::getFile(program);
  if (!file)
    return commandError("cannot open " + program + ": " +
                        file.getError().message());
  std::vector<std::vector<HostBuffer>> calibration, eval;
  if (!calibrationPath.empty()) {
    auto runs = readRuns(calibrationPath);
    if (!runs)
      return commandError(runs.message());
    calibration = runs.take();
  }
  if (!evalPath.empty()) {
    auto runs = readRuns(evalPath);
    if (!runs)
      return commandError(runs.message());
    eval = runs.take();
  }
  Compiler compiler;
  std::string text = (*file)->getBuffer().str();
  auto result = quantizeProgram(compiler, text, program, calibration, options);
  if (!result)
    return commandError(result.message());
  std::error_code ec;
  llvm::raw_fd_ostream out(output, ec);
  if (ec)
    return commandError("cannot write " + output + ": " + ec.message());
  out << result->program;
  out.close();
  for (const QuantizedProduct &p : result->products)
    llvm::outs() << p.location << ": " << p.op << ": " << p.how << "\n";
  if (result->floatWeightBytes > 0)
    llvm::outs() << "weights: " << result->floatWeightBytes << " bytes as f32, "
                 << result->quantizedWeightBytes
                 << " as int8 with their scales ("
                 << llvm::format("%.2fx",
                                 double(result->floatWeightBytes) /
                                     double(result->quantizedWeightBytes))
                 << " smaller)\n";
  if (calibration.empty() && eval.empty())
    return 0;
  CompileOptions compileOptions;
  compileOptions.entry = options.entry;
  auto reference = compiler.compileString(text, program, compileOptions);
  if (!reference)
    return commandError(reference.message());
  auto quantized =
      compiler.compileString(result->program, output, compileOptions);
  if (!quantized)
    return commandError("the quantized program: " + quantized.message());
  for (auto [what, sets] : {std::pair{"the calibration inputs", &calibration},
                            std::pair{"the held-out inputs", &eval}}) {
    if (sets->empty())
      continue;
    auto accuracy = compareAccuracy(**reference, **quantized, *sets);
    if (!accuracy)
      return commandError(accuracy.message());
    printAccuracy(what, *accuracy);
  }
  return 0;
}
