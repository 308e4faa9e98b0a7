//===- kiln.cpp - the kiln command line -----------------------------------===//
//
//   kiln run prog.mlir [--entry main] [--input SPEC]... [--output-dir DIR]
//                      [--seed N] [--expect OUT.npy]... [--atol A --rtol R]
//                      [--custom-call-lib LIB.so]...
//                      [--composite NAME=TARGET]...
//
// compiles the entry function of a StableHLO program and runs it now.
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
//
//===----------------------------------------------------------------------===//

#include "CompileCommand.h"
#include "OpsCommand.h"

#include "kiln/Compiler/Compiler.h"
#include "kiln/Compiler/CustomCall.h"
#include "kiln/runtime/Compare.h"
#include "kiln/runtime/InlineInput.h"
#include "kiln/runtime/Npy.h"
#include "kiln/runtime/NumpyPrinter.h"
#include "kiln/runtime/Random.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <string>
#include <vector>

using namespace kiln;
using runtime::HostBuffer;

static int usage() {
  llvm::errs()
      << "usage: kiln run PROGRAM.mlir [--entry NAME] [--input SPEC]...\n"
         "                [--output-dir DIR] [--seed N]\n"
         "                [--expect OUT.npy]... [--atol A] [--rtol R]\n"
         "                [--custom-call-lib LIB]...\n"
         "                [--composite NAME=TARGET]... [-O0|-O2]\n"
         "                [--threads N] [--explain]\n"
         "  -O0            the plain reference lowering, no optimizations "
         "(default -O2)\n"
         "  --explain      print the rewrites the optimizing passes made "
         "(docs/graph-optimizer.md)\n"
         "  --threads N    threads the compiled code may use (default: every "
         "CPU available)\n"
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
         "TARGET\n";
  return 2;
}

static int fail(const std::string &message) { return commandError(message); }

static int runCommand(std::vector<std::string> args) {
  std::string program, entry = "main", outputDir;
  std::vector<std::string> inputSpecs, expectFiles;
  std::vector<std::string> customCallLibs, compositeMappings;
  runtime::Tolerance tolerance;
  tolerance.atol = 1e-5;
  tolerance.rtol = 1e-5;
  uint64_t seed = 0;
  bool seedGiven = false;
  unsigned optLevel = 2, threads = 0;
  bool explain = false;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    auto value = [&](const std::string &flag) {
      return flagValue(args, i, flag);
    };
    if (auto v = value("--entry"))
      entry = *v;
    else if (auto v = value("--input"))
      inputSpecs.push_back(*v);
    else if (auto v = value("--expect"))
      expectFiles.push_back(*v);
    else if (auto v = value("--atol")) {
      if (llvm::StringRef(*v).getAsDouble(tolerance.atol) || tolerance.atol < 0)
        return fail("--atol expects a non-negative number, got '" + *v + "'");
    } else if (auto v = value("--rtol")) {
      if (llvm::StringRef(*v).getAsDouble(tolerance.rtol) || tolerance.rtol < 0)
        return fail("--rtol expects a non-negative number, got '" + *v + "'");
    } else if (auto v = value("--output-dir"))
      outputDir = *v;
    else if (auto v = value("--custom-call-lib"))
      customCallLibs.push_back(*v);
    else if (auto v = value("--composite"))
      compositeMappings.push_back(*v);
    else if (auto v = value("--seed")) {
      if (llvm::StringRef(*v).getAsInteger(10, seed))
        return fail("--seed expects a non-negative integer, got '" + *v + "'");
      seedGiven = true;
    } else if (auto v = value("--threads")) {
      if (llvm::StringRef(*v).getAsInteger(10, threads))
        return fail("--threads expects a non-negative integer, got '" + *v +
                    "'");
    } else if (arg == "--explain")
      explain = true;
    else if (arg == "-O0" || arg == "-O2")
      optLevel = arg[2] - '0';
    else if (arg.starts_with("-"))
      return fail("unknown option '" + args[i] + "' (see kiln run --help)");
    else if (program.empty())
      program = args[i];
    else
      return fail("more than one program given: '" + program + "' and '" +
                  args[i] + "'");
  }
  if (program.empty())
    return usage();

  Compiler compiler;
  CompileOptions options;
  options.entry = entry;
  options.optLevel = optLevel;
  options.threads = threads;
  options.explain = explain;
  // A shape-polymorphic entry is specialized to the shapes of the inputs.
  for (const std::string &spec : inputSpecs) {
    bool npy = llvm::StringRef(spec).ends_with(".npy");
    auto buffer =
        npy ? runtime::readNpyFile(spec) : runtime::parseInlineInput(spec);
    if (!buffer)
      return fail(npy ? buffer.message()
                      : "--input " + spec + ": " + buffer.message());
    options.argumentShapes.push_back(buffer->shape());
  }
  if (!customCallLibs.empty() || !compositeMappings.empty()) {
    auto registry = std::make_shared<CustomCallRegistry>();
    std::vector<llvm::sys::DynamicLibrary> libs;
    for (const std::string &path : customCallLibs) {
      std::string error;
      auto lib =
          llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &error);
      if (!lib.isValid())
        return fail("--custom-call-lib " + path + ": " + error);
      libs.push_back(lib);
    }
    registry->setResolver([libs](const std::string &symbol) {
      for (llvm::sys::DynamicLibrary lib : libs)
        if (void *address = lib.getAddressOfSymbol(symbol.c_str()))
          return reinterpret_cast<CustomCallFunction>(address);
      return CustomCallFunction(nullptr);
    });
    for (const std::string &mapping : compositeMappings) {
      auto [name, target] = llvm::StringRef(mapping).split('=');
      if (name.empty() || target.empty())
        return fail("--composite expects NAME=TARGET, got '" + mapping + "'");
      if (runtime::Status status =
              registry->mapComposite(name.str(), target.str());
          !status)
        return fail(status.message());
    }
    options.customCalls = registry;
  }
  auto start = std::chrono::steady_clock::now();
  auto exe = compiler.compileFile(program, options);
  auto compiled = std::chrono::steady_clock::now();
  if (!exe)
    return fail(exe.message());
  for (const std::string &line : (*exe)->explanations())
    llvm::outs() << "explain: " << line << "\n";

  const auto &signature = (*exe)->inputs();
  std::vector<HostBuffer> inputs;
  if (inputSpecs.empty() && !signature.empty()) {
    llvm::outs() << "inputs: pseudo-random, seed " << seed << "\n";
    for (const TensorSignature &sig : signature) {
      auto buffer = runtime::makeRandomBuffer(sig.dtype, sig.shape, seed);
      if (!buffer)
        return fail(buffer.message());
      inputs.push_back(buffer.take());
      ++seed;
    }
  } else {
    if (seedGiven)
      return fail("--seed only applies when no --input is given");
    for (auto [i, spec] : llvm::enumerate(inputSpecs)) {
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

  CheckReport checks;
  auto outputs = (*exe)->run(inputs, &checks);
  auto ran = std::chrono::steady_clock::now();
  if (!outputs)
    return fail(outputs.message());

  if (!expectFiles.empty() && expectFiles.size() != outputs->size())
    return fail("@" + entry + " has " + std::to_string(outputs->size()) +
                " outputs but " + std::to_string(expectFiles.size()) +
                " --expect files were given");
  bool allMatch = true;
  for (auto [i, output] : llvm::enumerate(*outputs)) {
    if (!expectFiles.empty()) {
      auto expected = runtime::readNpyFile(expectFiles[i], output.dtype());
      if (!expected)
        return fail(expected.message());
      bool exact =
          runtime::isInteger(output.dtype()) || runtime::isBool(output.dtype());
      runtime::CompareResult result =
          exact ? runtime::compareExact(output, *expected)
                : runtime::compareAlmost(output, *expected, tolerance);
      llvm::outs() << "output " << i << ": tensor<" << output.typeString()
                   << "> " << (result.matches ? "matches " : "differs from ")
                   << expectFiles[i] << "\n";
      if (!result.matches) {
        allMatch = false;
        llvm::outs() << result.toString() << "\n";
      }
      continue;
    }
    if (!outputDir.empty()) {
      if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
        return fail("cannot create " + outputDir + ": " + ec.message());
      std::string path = outputDir + "/out" + std::to_string(i) + ".npy";
      if (runtime::Status status = runtime::writeNpyFile(output, path); !status)
        return fail(status.message());
      llvm::outs() << "output " << i << ": tensor<" << output.typeString()
                   << "> -> " << path << "\n";
      continue;
    }
    llvm::outs() << "output " << i << ": tensor<" << output.typeString()
                 << ">\n"
                 << runtime::formatNumpyRepr(output) << "\n";
  }
  // The program's own check ops: every failure, then a summary.
  if (!checks.entries.empty()) {
    llvm::outs() << checks.failureText() << "checks: " << checks.numPassed()
                 << " passed, " << checks.numFailed() << " failed\n";
  }
  auto ms = [](auto a, auto b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  llvm::outs() << llvm::format("compile: %.1f ms, run: %.3f ms\n",
                               ms(start, compiled), ms(compiled, ran));
  llvm::outs().flush();
  if (!allMatch)
    llvm::errs() << "kiln: error: outputs differ from the expected values\n";
  if (checks.numFailed())
    llvm::errs() << "kiln: error: " << checks.numFailed() << " of "
                 << checks.entries.size() << " checks failed\n";
  return allMatch && !checks.numFailed() ? 0 : 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h")
    return usage();
  std::string command = args.front();
  args.erase(args.begin());
  if (command == "run") {
    for (const std::string &arg : args)
      if (arg == "--help" || arg == "-h")
        return usage();
    return runCommand(args);
  }
  if (command == "compile")
    return compileCommand(args);
  if (command == "ops")
    return opsCommand(args);
  return fail("unknown command '" + command + "' (known: run, compile, ops)");
}
