//===- RunCommand.cpp - `kiln run`: compile a program and run it now ------===//
//
//   kiln run prog.mlir [--entry main] [--input SPEC]... [--output-dir DIR]
//                      [--seed N] [--expect OUT.npy]... [--atol A --rtol R]
//                      [--custom-call-lib LIB.so]...
//                      [--composite NAME=TARGET]... [--split-input-file]
//
// compiles the entry function of a StableHLO program and runs it now. The
// entry is the one --entry names, else `main`, else the program's only
// function (as the StableHLO reference interpreter picks it), so a test made
// of one function of any name runs as it is.
// Inputs are .npy files or inline specs (`2x3xf32=1,2,3,4,5,6`); without any,
// deterministic pseudo-random inputs of the right types are used (the seed
// is printed). An entry with dynamic (`?`) argument sizes, as JAX exports
// with shape polymorphism, is specialized to the shapes of the inputs
// (docs/shape-refinement.md), so it needs --input. Outputs are printed
// numpy-style, written as .npy files, or compared with expected .npy files
// (exactly for integers and booleans, within tolerances for floats); a
// mismatch makes the exit status non-zero.
// The program's check ops run with it: each failed check is printed with its
// location and the differing elements, then `checks: N passed, M failed`;
// any failure makes the exit status non-zero too.
// custom_call targets kiln does not run itself are looked up, by their C
// symbol (docs/custom-calls.md), in the --custom-call-lib libraries;
// --composite lowers the composites named NAME to custom calls of TARGET.
// With --split-input-file, each chunk of the file between `// -----` lines
// is a program of its own, the way StableHLO's interpreter tests are
// written: each is parsed, compiled and run in turn, with its own entry and
// its own checks, and its diagnostics point into the whole file. Every
// chunk runs; the exit status is non-zero when any failed, and the summary
// names the failed chunks by the line they start on.
//
//===----------------------------------------------------------------------===//

#include "RunCommand.h"

#include "CompileCommand.h"

#include "kiln/Compiler/Compiler.h"
#include "kiln/Compiler/CustomCall.h"
#include "kiln/runtime/Compare.h"
#include "kiln/runtime/InlineInput.h"
#include "kiln/runtime/Npy.h"
#include "kiln/runtime/NumpyPrinter.h"
#include "kiln/runtime/Random.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

using namespace kiln;
using runtime::HostBuffer;

int kiln::runUsage() {
  llvm::errs()
      << "usage: kiln run PROGRAM.mlir [--entry NAME] [--input SPEC]...\n"
         "                [--output-dir DIR] [--seed N]\n"
         "                [--expect OUT.npy]... [--atol A] [--rtol R]\n"
         "                [--custom-call-lib LIB]...\n"
         "                [--composite NAME=TARGET]... [-O0|-O2]\n"
         "                [--threads N] [--compile-threads N] [--devices N]\n"
         "                [--explain] [--timing]\n"
         "                [--cache-dir DIR] [--split-input-file]\n"
         "  -O0            the plain reference lowering, no optimizations "
         "(default -O2)\n"
         "  --explain      print the rewrites the optimizing passes made "
         "(docs/graph-optimizer.md)\n"
         "  --timing       print the compilation's time per stage (each MLIR "
         "pass, LLVM's\n"
         "                 translation, -O2 and code generation)\n"
         "  --cache-dir D  keep compiled programs in D and load them instead "
         "of compiling\n"
         "                 them again (default: $KILN_CACHE_DIR; none if "
         "unset)\n"
         "  --threads N    threads the compiled code may use (default: every "
         "CPU available)\n"
         "  --compile-threads N\n"
         "                 threads LLVM's optimization and code generation may "
         "use\n"
         "                 (default: every CPU available)\n"
         "  --devices N    the in-process devices to run on: what the program "
         "says (its\n"
         "                 mhlo.num_replicas x mhlo.num_partitions, or its "
         "mesh), which N\n"
         "                 must match; a program that says nothing runs on N "
         "partitions\n"
         "  --entry NAME   the function to run (default: main, or the "
         "program's only function)\n"
         "  --input SPEC   a .npy file, or an inline tensor like "
         "2x3xf32=1,2,3,4,5,6\n"
         "                 (one per entry argument, in order)\n"
         "  --output-dir   write the outputs as DIR/out<i>.npy instead of "
         "printing them\n"
         "  --seed N       seed for the pseudo-random inputs used when no "
         "--input is given\n"
         "  --expect FILE  compare output i with the i-th .npy file (one per "
         "output)\n"
         "  --atol/--rtol  float tolerances for --expect (default 1e-5 each: "
         "|a-e| <= atol + rtol*|e|)\n"
         "  --custom-call-lib LIB\n"
         "                 a shared library defining C functions for the "
         "program's custom_call\n"
         "                 targets (see docs/custom-calls.md)\n"
         "  --composite NAME=TARGET\n"
         "                 run composites named NAME as custom calls of "
         "TARGET\n"
         "  --split-input-file\n"
         "                 run each chunk of the file between '// -----' "
         "lines as a program\n"
         "                 of its own (own entry, own checks); fails if any "
         "chunk fails\n";
  return 2;
}

namespace {

/// The command line of `kiln run`.
struct RunFlags {
  std::string program, outputDir;
  /// Empty: `main`, or the program's only function.
  std::string entry;
  std::vector<std::string> inputSpecs, expectFiles;
  std::vector<std::string> customCallLibs, compositeMappings;
  /// For --expect.
  runtime::Tolerance tolerance;
  uint64_t seed = 0;
  bool seedGiven = false;
  bool splitInputFile = false;
  unsigned optLevel = 2, threads = 0, compileThreads = 0;
  int64_t devices = 0;
  bool explain = false;
  bool timing = false;
  std::string cacheDir;
};

/// Parses `args` into `flags`; returns the exit status when the command
/// must stop here (a bad or missing argument).
std::optional<int> parseFlags(const std::vector<std::string> &args,
                              RunFlags &flags) {
  flags.tolerance.atol = 1e-5;
  flags.tolerance.rtol = 1e-5;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    auto value = [&](const std::string &flag) {
      return flagValue(args, i, flag);
    };
    if (auto v = value("--entry"))
      flags.entry = *v;
    else if (auto v = value("--input"))
      flags.inputSpecs.push_back(*v);
    else if (auto v = value("--expect"))
      flags.expectFiles.push_back(*v);
    else if (auto v = value("--atol")) {
      double &atol = flags.tolerance.atol;
      if (llvm::StringRef(*v).getAsDouble(atol) || atol < 0)
        return commandError("--atol expects a non-negative number, got '" + *v +
                            "'");
    } else if (auto v = value("--rtol")) {
      double &rtol = flags.tolerance.rtol;
      if (llvm::StringRef(*v).getAsDouble(rtol) || rtol < 0)
        return commandError("--rtol expects a non-negative number, got '" + *v +
                            "'");
    } else if (auto v = value("--output-dir"))
      flags.outputDir = *v;
    else if (auto v = value("--cache-dir"))
      flags.cacheDir = *v;
    else if (auto v = value("--custom-call-lib"))
      flags.customCallLibs.push_back(*v);
    else if (auto v = value("--composite"))
      flags.compositeMappings.push_back(*v);
    else if (auto v = value("--seed")) {
      if (llvm::StringRef(*v).getAsInteger(10, flags.seed))
        return commandError("--seed expects a non-negative integer, got '" +
                            *v + "'");
      flags.seedGiven = true;
    } else if (auto v = value("--threads")) {
      if (llvm::StringRef(*v).getAsInteger(10, flags.threads))
        return commandError("--threads expects a non-negative integer, got '" +
                            *v + "'");
    } else if (auto v = value("--compile-threads")) {
      if (llvm::StringRef(*v).getAsInteger(10, flags.compileThreads) ||
          flags.compileThreads == 0)
        return commandError(
            "--compile-threads expects a positive integer, got '" + *v + "'");
    } else if (auto v = value("--devices")) {
      if (llvm::StringRef(*v).getAsInteger(10, flags.devices) ||
          flags.devices < 1)
        return commandError("--devices expects a positive integer, got '" + *v +
                            "'");
    } else if (arg == "--explain")
      flags.explain = true;
    else if (arg == "--timing")
      flags.timing = true;

    else if (arg == "--split-input-file" || arg == "-split-input-file")
      // The single dash is how MLIR tools, and so StableHLO's RUN lines,
      // spell it.
      flags.splitInputFile = true;
    else if (arg == "-O0" || arg == "-O2")
      flags.optLevel = arg[2] - '0';
    else if (arg.starts_with("-"))
      return commandError("unknown option '" + args[i] +
                          "' (see kiln run --help)");
    else if (flags.program.empty())
      flags.program = args[i];
    else
      return commandError("more than one program given: '" + flags.program +
                          "' and '" + args[i] + "'");
  }
  if (flags.program.empty())
    return runUsage();
  // Several programs would write the same files, or compare with them.
  if (flags.splitInputFile &&
      (!flags.expectFiles.empty() || !flags.outputDir.empty()))
    return commandError("--expect and --output-dir apply to one program; "
                        "they cannot be combined with --split-input-file");
  return std::nullopt;
}

/// The compile options every program of the command shares: the flags'
/// levels, the argument shapes of the inputs (a shape-polymorphic entry is
/// specialized to them) and the custom call libraries.
std::optional<int> makeCompileOptions(const RunFlags &flags,
                                      CompileOptions &options) {
  options.optLevel = flags.optLevel;
  options.threads = flags.threads;
  options.compileThreads = flags.compileThreads;
  options.devices = flags.devices;
  options.explain = flags.explain;
  options.timing = flags.timing;
  options.cacheDir = flags.cacheDir;
  if (options.cacheDir.empty())
    if (const char *dir = std::getenv("KILN_CACHE_DIR"))
      options.cacheDir = dir;
  for (const std::string &spec : flags.inputSpecs) {
    bool npy = llvm::StringRef(spec).ends_with(".npy");
    auto buffer =
        npy ? runtime::readNpyFile(spec) : runtime::parseInlineInput(spec);
    if (!buffer)
      return commandError(npy ? buffer.message()
                              : "--input " + spec + ": " + buffer.message());
    options.argumentShapes.push_back(buffer->shape());
  }
  if (flags.customCallLibs.empty() && flags.compositeMappings.empty())
    return std::nullopt;
  auto registry = std::make_shared<CustomCallRegistry>();
  std::vector<llvm::sys::DynamicLibrary> libs;
  for (const std::string &path : flags.customCallLibs) {
    std::string error;
    auto lib =
        llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
    if (!lib.isValid())
      return commandError("--custom-call-lib " + path + ": " + error);
    libs.push_back(lib);
  }
  registry->setResolver([libs](const std::string &symbol) {
    for (llvm::sys::DynamicLibrary lib : libs)
      if (void *address = lib.getAddressOfSymbol(symbol.c_str()))
        return reinterpret_cast<CustomCallFunction>(address);
    return CustomCallFunction(nullptr);
  });
  for (const std::string &mapping : flags.compositeMappings) {
    auto [name, target] = llvm::StringRef(mapping).split('=');
    if (name.empty() || target.empty())
      return commandError("--composite expects NAME=TARGET, got '" + mapping +
                          "'");
    if (runtime::Status status =
            registry->mapComposite(name.str(), target.str());
        !status)
      return commandError(status.message());
  }
  options.customCalls = registry;
  return std::nullopt;
}

/// The function to run in `text` when no --entry names one: `main`, else
/// the program's only function, else its only public one. A program that
/// does not parse is given `main`: compiling it reports why it does not
/// parse. Empty, with `error` set, when there is no such function.
std::string chooseEntry(Compiler &compiler, llvm::StringRef text,
                        std::string &error) {
  // A look without reporting anything, through kiln's front end (JAX's
  // hex booleans, the CompileGuard): the compilation parses the program
  // again and reports its errors.
  mlir::ScopedDiagnosticHandler quiet(
      &compiler.context(), [](mlir::Diagnostic &) { return mlir::success(); });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                                   text, "", /*RequiresNullTerminator=*/false),
                               llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module = compiler.parse(sourceMgr);
  if (!module)
    return "main";
  std::vector<mlir::func::FuncOp> defined, exported;
  for (auto fn : module->getOps<mlir::func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    if (fn.getSymName() == "main")
      return "main";
    defined.push_back(fn);
    if (fn.isPublic())
      exported.push_back(fn);
  }
  if (defined.size() == 1)
    return defined.front().getSymName().str();
  if (exported.size() == 1)
    return exported.front().getSymName().str();
  error = defined.empty() ? "no function to run"
                          : "no function @main to run, and " +
                                std::to_string(exported.size()) +
                                " public functions to choose from (choose "
                                "one with --entry)";
  return "";
}

/// One program of the command: a whole file, or one chunk of a split one.
struct Program {
  /// The program's text. A chunk's comes after as many newlines as the file
  /// has before it, so that diagnostics give lines of the file.
  std::string text;
  /// The file, which names the program in diagnostics.
  std::string name;
  /// "chunk 2 (prog.mlir:7): " for a chunk starting on line 7, before each
  /// of its error messages; "" for a whole file.
  std::string errorPrefix;
};

/// Compiles and runs one program, printing its outputs and checks to stdout
/// and its errors to stderr. Returns whether everything passed.
bool runProgram(Compiler &compiler, const Program &program,
                const RunFlags &flags, CompileOptions options) {
  auto fail = [&](const std::string &message) {
    commandError(program.errorPrefix + message);
    return false;
  };
  auto start = std::chrono::steady_clock::now();
  options.entry = flags.entry;
  if (options.entry.empty()) {
    std::string error;
    options.entry = chooseEntry(compiler, program.text, error);
    // A chunk's errors are already named by their prefix.
    if (options.entry.empty())
      return fail(program.errorPrefix.empty() ? program.name + ": " + error
                                              : error);
  }
  auto exe = compiler.compileString(program.text, program.name, options);
  auto compiled = std::chrono::steady_clock::now();
  if (!exe)
    return fail(exe.message());
  if (flags.splitInputFile)
    llvm::outs() << "entry: @" << options.entry << "\n";
  for (const std::string &line : (*exe)->explanations())
    llvm::outs() << "explain: " << line << "\n";
  llvm::outs() << (*exe)->timing();

  const auto &signature = (*exe)->inputs();
  std::vector<HostBuffer> inputs;
  if (flags.inputSpecs.empty() && !signature.empty()) {
    uint64_t seed = flags.seed;
    llvm::outs() << "inputs: pseudo-random, seed " << seed << "\n";
    for (const TensorSignature &sig : signature) {
      auto buffer = runtime::makeRandomBuffer(sig.dtype, sig.shape, seed);
      if (!buffer)
        return fail(buffer.message());
      inputs.push_back(buffer.take());
      ++seed;
    }
  } else {
    if (flags.seedGiven)
      return fail("--seed only applies when no --input is given");
    for (auto [i, spec] : llvm::enumerate(flags.inputSpecs)) {
      if (llvm::StringRef(spec).ends_with(".npy")) {
        // Read as the argument's dtype (bf16/f8 files hold raw bits); extra
        // inputs keep their natural dtype and are rejected by run().
        std::optional<runtime::DType> as;
        if (i < signature.size())
          as = signature[i].dtype;
        auto buffer = runtime::readNpyFile(spec, as);
        if (!buffer)
          return fail(buffer.message());
        inputs.push_back(buffer.take());
        continue;
      }
      auto buffer = runtime::parseInlineInput(spec);
      if (!buffer)
        return fail("--input " + spec + ": " + buffer.message());
      inputs.push_back(buffer.take());
    }
  }

  // A multi-device program runs on all its devices, each with the inputs
  // given (docs/collectives.md); their outputs are reported per device. A
  // sharded one takes and returns global arrays (docs/partitioning.md):
  // run() runs its devices.
  CheckReport checks;
  int64_t devices =
      (*exe)->globalArrays() ? 1 : (*exe)->replicas() * (*exe)->partitions();
  std::vector<std::vector<runtime::HostBuffer>> perDevice;
  if (devices > 1) {
    auto outputs = (*exe)->runOnDevices(
        std::vector<std::vector<runtime::HostBuffer>>(devices, inputs),
        &checks);
    if (!outputs)
      return fail(outputs.message());
    perDevice = outputs.take();
  } else {
    auto outputs = (*exe)->run(inputs, &checks);
    if (!outputs)
      return fail(outputs.message());
    perDevice.push_back(outputs.take());
  }
  auto ran = std::chrono::steady_clock::now();
  // Under mpirun (docs/mpi.md) each process ran its own device: the
  // others' outputs are not here, and the global results of a sharded
  // program are reported by rank 0 only.
  ProcessInfo processes = processInfo();
  // Each process' report leaves in one write, so that mpirun does not
  // interleave the processes' lines.
  if (processes.count > 1)
    llvm::outs().SetBufferSize(1 << 16);
  bool report =
      !(processes.count > 1 && (*exe)->globalArrays() && processes.rank != 0);
  size_t numOutputs = 0;
  for (const auto &outputs : perDevice)
    numOutputs = std::max(numOutputs, outputs.size());

  const std::vector<std::string> &expectFiles = flags.expectFiles;
  if (!expectFiles.empty() && expectFiles.size() != numOutputs)
    return fail("@" + options.entry + " has " + std::to_string(numOutputs) +
                " outputs but " + std::to_string(expectFiles.size()) +
                " --expect files were given");
  bool allMatch = true;
  for (auto [d, outputs] : llvm::enumerate(perDevice)) {
    if (!report)
      break;
    std::string device =
        devices > 1 ? "device " + std::to_string(d) + " " : std::string();
    std::string suffix =
        devices > 1 ? ".device" + std::to_string(d) : std::string();
    for (auto [i, output] : llvm::enumerate(outputs)) {
      if (!expectFiles.empty()) {
        auto expected = runtime::readNpyFile(expectFiles[i], output.dtype());
        if (!expected)
          return fail(expected.message());
        bool exact = runtime::isInteger(output.dtype()) ||
                     runtime::isBool(output.dtype());
        runtime::CompareResult result =
            exact ? runtime::compareExact(output, *expected)
                  : runtime::compareAlmost(output, *expected, flags.tolerance);
        llvm::outs() << device << "output " << i << ": tensor<"
                     << output.typeString() << "> "
                     << (result.matches ? "matches " : "differs from ")
                     << expectFiles[i] << "\n";
        if (!result.matches) {
          allMatch = false;
          llvm::outs() << result.toString() << "\n";
        }
        continue;
      }
      if (!flags.outputDir.empty()) {
        if (std::error_code ec =
                llvm::sys::fs::create_directories(flags.outputDir))
          return fail("cannot create " + flags.outputDir + ": " + ec.message());
        std::string path =
            flags.outputDir + "/out" + std::to_string(i) + suffix + ".npy";
        if (runtime::Status status = runtime::writeNpyFile(output, path);
            !status)
          return fail(status.message());
        llvm::outs() << device << "output " << i << ": tensor<"
                     << output.typeString() << "> -> " << path << "\n";
        continue;
      }
      llvm::outs() << device << "output " << i << ": tensor<"
                   << output.typeString() << ">\n"
                   << runtime::formatNumpyRepr(output) << "\n";
    }
  }
  // The program's own check ops: every failure, then a summary.
  if (report && !checks.entries.empty()) {
    llvm::outs() << checks.failureText() << "checks: " << checks.numPassed()
                 << " passed, " << checks.numFailed() << " failed\n";
  }
  auto ms = [](auto a, auto b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  if (report) {
    llvm::outs() << llvm::format("compile: %.1f ms, run: %.3f ms",
                                 ms(start, compiled), ms(compiled, ran));
    if (processes.count > 1)
      llvm::outs() << llvm::format(
          " (rank %lld of %lld processes: sent %lld bytes in %lld "
          "collectives)",
          static_cast<long long>(processes.rank),
          static_cast<long long>(processes.count),
          static_cast<long long>(processes.bytesSent),
          static_cast<long long>(processes.collectives));
    llvm::outs() << "\n";
  }
  llvm::outs().flush();
  if (!allMatch)
    fail("outputs differ from the expected values");
  if (checks.numFailed())
    fail(std::to_string(checks.numFailed()) + " of " +
         std::to_string(checks.entries.size()) + " checks failed");
  return allMatch && !checks.numFailed();
}

/// The line of `source` on which `chunk` starts: its first line that is not
/// blank (the rest of the `// -----` line before it is).
unsigned firstLineOf(const llvm::MemoryBuffer &chunk,
                     const llvm::MemoryBufferRef &source) {
  llvm::StringRef text = chunk.getBuffer();
  size_t first = text.find_first_not_of(" \t\r\n");
  const char *at = text.data() + (first == llvm::StringRef::npos ? 0 : first);
  llvm::StringRef before(source.getBufferStart(), at - source.getBufferStart());
  return before.count('\n') + 1;
}

} // namespace

int kiln::runCommand(const std::vector<std::string> &args) {
  RunFlags flags;
  if (std::optional<int> status = parseFlags(args, flags))
    return *status;
  CompileOptions options;
  if (std::optional<int> status = makeCompileOptions(flags, options))
    return *status;
  auto file = llvm::MemoryBuffer::getFile(flags.program);
  if (!file)
    return commandError("cannot open " + flags.program + ": " +
                        file.getError().message());

  Compiler compiler;
  unsigned numChunks = 0;
  std::vector<std::string> failedChunks;
  auto runChunk = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                      const llvm::MemoryBufferRef &source,
                      llvm::raw_ostream &) -> llvm::LogicalResult {
    Program program{"", flags.program, ""};
    std::string where = flags.program;
    if (flags.splitInputFile) {
      // kiln::Compiler parses text: the newlines before the chunk keep its
      // lines those of the file.
      llvm::StringRef before(source.getBufferStart(),
                             chunk->getBufferStart() - source.getBufferStart());
      program.text.assign(before.count('\n'), '\n');
      where += ":" + std::to_string(firstLineOf(*chunk, source));
      program.errorPrefix =
          "chunk " + std::to_string(++numChunks) + " (" + where + "): ";
      llvm::outs() << "chunk " << numChunks << " (" << where << ")\n";
    }
    program.text += chunk->getBuffer();
    if (runProgram(compiler, program, flags, options))
      return llvm::success();
    failedChunks.push_back(where);
    return llvm::failure();
  };
  // Without --split-input-file, the empty marker makes the whole file the
  // one program.
  (void)mlir::splitAndProcessBuffer(
      std::move(*file), runChunk, llvm::outs(),
      flags.splitInputFile ? mlir::kDefaultSplitMarker : "",
      flags.splitInputFile ? mlir::kDefaultSplitMarker : "");
  if (!flags.splitInputFile)
    return failedChunks.empty() ? 0 : 1;
  llvm::outs() << "chunks: " << numChunks - failedChunks.size() << " passed, "
               << failedChunks.size() << " failed\n";
  if (failedChunks.empty())
    return 0;
  return commandError(std::to_string(failedChunks.size()) + " of " +
                      std::to_string(numChunks) +
                      " chunks failed: " + llvm::join(failedChunks, ", "));
}
