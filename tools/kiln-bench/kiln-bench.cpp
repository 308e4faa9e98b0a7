//===- kiln-bench.cpp - time one StableHLO program compiled by kiln -------===//
//
// The kiln side of the benchmark harness (bench/run.py): compiles a program
// once, runs it on .npy inputs `--warmup` times untimed and `--repeat` times
// timed (each run as many back-to-back calls as fill `--sample-s` seconds,
// timed per call, as bench/native/timing.h does), and prints one JSON
// object with the compile time and every run time. `--output-dir` writes the last run's outputs so the harness can
// check them against XLA's.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Compiler.h"
#include "kiln/runtime/Npy.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace cl = llvm::cl;
using namespace kiln;

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<program.mlir>"));
static cl::opt<std::string> entryName("entry", cl::init("main"),
                                      cl::desc("function to run"));
static cl::list<std::string> inputFiles("input",
                                        cl::desc("an input as .npy, in order"));
static cl::opt<unsigned> warmup("warmup", cl::init(2),
                                cl::desc("untimed runs first"));
static cl::opt<unsigned> repeat("repeat", cl::init(5),
                                cl::desc("timed runs (at least 1)"));
static cl::opt<double>
    sampleSeconds("sample-s", cl::init(0),
                  cl::desc("make each timed run as many back-to-back calls "
                           "as fill this many seconds and report the time "
                           "per call (0: one call per run)"));
static cl::opt<unsigned> optLevel("O", cl::init(2), cl::Prefix,
                                  cl::desc("optimization level (0: plain "
                                           "loops, 2: optimized)"));
static cl::opt<unsigned> threads("num-threads", cl::init(0),
                                 cl::desc("threads (0: every CPU this "
                                          "process may run on)"));
static cl::opt<std::string> outputDir("output-dir",
                                      cl::desc("write outputs as .npy here"));

static int fail(const std::string &message) {
  llvm::errs() << "kiln-bench: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "kiln benchmark driver\n");
  if (repeat == 0)
    return fail("--repeat must be at least 1");

  using Clock = std::chrono::steady_clock;
  auto seconds = [](Clock::duration d) {
    return std::chrono::duration<double>(d).count();
  };

  Compiler compiler;
  CompileOptions options;
  options.entry = entryName;
  options.optLevel = optLevel;
  options.threads = threads;
  auto start = Clock::now();
  auto exe = compiler.compileFile(inputFile, options);
  double compileSeconds = seconds(Clock::now() - start);
  if (!exe)
    return fail(exe.message());

  const std::vector<TensorSignature> &signature = (*exe)->inputs();
  if (inputFiles.size() != signature.size())
    return fail("@" + entryName + " takes " + std::to_string(signature.size()) +
                " inputs but " + std::to_string(inputFiles.size()) +
                " were given");
  std::vector<runtime::HostBuffer> inputs;
  for (auto [i, path] : llvm::enumerate(inputFiles)) {
    auto buffer = runtime::readNpyFile(path, signature[i].dtype);
    if (!buffer)
      return fail(buffer.message());
    inputs.push_back(buffer.take());
  }

  std::vector<runtime::HostBuffer> outputs;
  std::string error;
  // Seconds per call over `calls` back-to-back calls (negative on error).
  auto timed = [&](long calls) {
    auto runStart = Clock::now();
    for (long i = 0; i < calls; ++i) {
      auto result = (*exe)->run(inputs);
      if (!result) {
        error = result.message();
        return -1.0;
      }
      outputs = result.take();
    }
    return seconds(Clock::now() - runStart) / double(calls);
  };
  for (unsigned i = 0; i < warmup; ++i)
    if (timed(1) < 0)
      return fail(error);
  long calls = 1;
  if (sampleSeconds > 0) {
    double once = timed(1);
    if (once < 0)
      return fail(error);
    calls = std::clamp(long(std::ceil(sampleSeconds / once)), 1L, 100000L);
  }
  std::vector<double> times;
  for (unsigned i = 0; i < repeat; ++i) {
    double t = timed(calls);
    if (t < 0)
      return fail(error);
    times.push_back(t);
  }

  if (!outputDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
      return fail("cannot create " + outputDir + ": " + ec.message());
    for (auto [i, output] : llvm::enumerate(outputs)) {
      std::string path = outputDir + "/out" + std::to_string(i) + ".npy";
      if (runtime::Status status = runtime::writeNpyFile(output, path);
          !status)
        return fail(status.message());
    }
  }

  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  llvm::outs() << "{\"compile_s\": " << llvm::format("%.6f", compileSeconds)
               << ", \"median_s\": "
               << llvm::format("%.9f", sorted[sorted.size() / 2])
               << ", \"calls_per_run\": " << calls << ", \"runs_s\": [";
  for (auto [i, t] : llvm::enumerate(times))
    llvm::outs() << (i ? ", " : "") << llvm::format("%.9f", t);
  llvm::outs() << "]}\n";
  return 0;
}
