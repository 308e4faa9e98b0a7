//===- kiln-bench.cpp - time one StableHLO program compiled by kiln -------===//
//
// The kiln side of the benchmark harness (bench/run.py): compiles a program
// once, runs it on .npy inputs `--warmup` times untimed and `--repeat` times
// timed (each run as many back-to-back calls as fill `--sample-s` seconds,
// timed per call, as bench/native/timing.h does), and prints one JSON
// object with the compile time, the first call's time (the first warm-up
// run) and every run time. `--output-dir` writes
// the last run's outputs so the harness can check them against XLA's.
//
// `--compare OTHER.mlir` times a second program on the same inputs in the
// same process, its runs alternated with the first's, so that two
// formulations of one computation are measured under the same conditions
// (on a shared machine, timings drift by 10-25% over seconds, more than the
// difference being measured). Its results go to `--output-dir`/compare.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Compiler.h"
#include "kiln/runtime/Npy.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <sys/resource.h>

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
static cl::opt<std::string>
    compareFile("compare",
                cl::desc("a second program taking the same inputs, timed "
                         "with its runs alternated with the first's"));

static int fail(const std::string &message) {
  llvm::errs() << "kiln-bench: " << message << "\n";
  return 1;
}

namespace {
using Clock = std::chrono::steady_clock;

double seconds(Clock::duration d) {
  return std::chrono::duration<double>(d).count();
}

/// The process's minor page faults so far.
long minorFaults() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

/// One compiled program and its timings.
struct Program {
  std::string path;
  std::unique_ptr<Executable> exe;
  double compileSeconds = 0;
  /// The first call's time (the first warm-up run), or -1 without one.
  double firstCall = -1;
  /// Minor page faults during the first call (memory touched for the
  /// first time).
  long firstCallFaults = 0;
  long calls = 1;
  std::vector<double> times;
  std::vector<runtime::HostBuffer> outputs;
  std::string error;

  /// Seconds per call over `count` back-to-back calls (negative on error).
  double timed(const std::vector<runtime::HostBuffer> &inputs, long count) {
    auto start = Clock::now();
    for (long i = 0; i < count; ++i) {
      auto result = exe->run(inputs);
      if (!result) {
        error = path + ": " + result.message();
        return -1.0;
      }
      outputs = result.take();
    }
    return seconds(Clock::now() - start) / double(count);
  }

  std::string json() const {
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "{\"compile_s\": " << llvm::format("%.6f", compileSeconds)
       << ", \"median_s\": " << llvm::format("%.9f", sorted[sorted.size() / 2])
       << ", \"calls_per_run\": " << calls;
    if (firstCall >= 0)
      os << ", \"first_call_s\": " << llvm::format("%.9f", firstCall)
         << ", \"first_call_page_faults\": " << firstCallFaults;
    os << ", \"runs_s\": [";
    for (auto [i, t] : llvm::enumerate(times))
      os << (i ? ", " : "") << llvm::format("%.9f", t);
    os << "]";
    return text;
  }
};
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "kiln benchmark driver\n");
  if (repeat == 0)
    return fail("--repeat must be at least 1");

  Compiler compiler;
  CompileOptions options;
  options.entry = entryName;
  options.optLevel = optLevel;
  options.threads = threads;
  std::vector<Program> programs(compareFile.empty() ? 1 : 2);
  programs[0].path = inputFile;
  if (programs.size() > 1)
    programs[1].path = compareFile;
  for (Program &program : programs) {
    auto start = Clock::now();
    auto exe = compiler.compileFile(program.path, options);
    program.compileSeconds = seconds(Clock::now() - start);
    if (!exe)
      return fail(exe.message());
    program.exe = exe.take();
  }

  const std::vector<TensorSignature> &signature = programs[0].exe->inputs();
  if (inputFiles.size() != signature.size())
    return fail("@" + entryName + " takes " + std::to_string(signature.size()) +
                " inputs but " + std::to_string(inputFiles.size()) +
                " were given");
  for (Program &other : llvm::drop_begin(programs)) {
    const std::vector<TensorSignature> &theirs = other.exe->inputs();
    bool same = theirs.size() == signature.size();
    for (size_t i = 0; same && i < theirs.size(); ++i)
      same = theirs[i].dtype == signature[i].dtype &&
             theirs[i].shape == signature[i].shape;
    if (!same)
      return fail(other.path + " does not take the same inputs as " +
                  inputFile);
  }
  std::vector<runtime::HostBuffer> inputs;
  for (auto [i, path] : llvm::enumerate(inputFiles)) {
    auto buffer = runtime::readNpyFile(path, signature[i].dtype);
    if (!buffer)
      return fail(buffer.message());
    inputs.push_back(buffer.take());
  }

  for (Program &program : programs) {
    for (unsigned i = 0; i < warmup; ++i) {
      long faults = minorFaults();
      double t = program.timed(inputs, 1);
      if (t < 0)
        return fail(program.error);
      if (i == 0) {
        program.firstCall = t;
        program.firstCallFaults = minorFaults() - faults;
      }
    }
    if (sampleSeconds > 0) {
      double once = program.timed(inputs, 1);
      if (once < 0)
        return fail(program.error);
      program.calls =
          std::clamp(long(std::ceil(sampleSeconds / once)), 1L, 100000L);
    }
  }
  // Run i of every program, then run i + 1 of every program, in the
  // reverse order (ABBA...), so neither always runs first.
  for (unsigned i = 0; i < repeat; ++i) {
    for (size_t j = 0; j < programs.size(); ++j) {
      Program &program = programs[i % 2 ? programs.size() - 1 - j : j];
      double t = program.timed(inputs, program.calls);
      if (t < 0)
        return fail(program.error);
      program.times.push_back(t);
    }
  }

  if (!outputDir.empty()) {
    for (auto [p, program] : llvm::enumerate(programs)) {
      std::string dir = p == 0 ? outputDir : outputDir + "/compare";
      if (std::error_code ec = llvm::sys::fs::create_directories(dir))
        return fail("cannot create " + dir + ": " + ec.message());
      for (auto [i, output] : llvm::enumerate(program.outputs)) {
        std::string path = dir + "/out" + std::to_string(i) + ".npy";
        if (runtime::Status status = runtime::writeNpyFile(output, path);
            !status)
          return fail(status.message());
      }
    }
  }

  // One write, so that the lines of processes under mpirun never interleave.
  std::string line = programs[0].json();
  if (programs.size() > 1)
    line += ", \"compare\": " + programs[1].json() + "}";
  llvm::outs() << line + "}\n";
  llvm::outs().flush();
  return 0;
}
