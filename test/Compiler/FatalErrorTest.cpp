//===- FatalErrorTest.cpp - LLVM's fatal errors through the C++ API -------===//
//
// Compilations LLVM gives up on end in an error result, not in the end of
// the process (lib/Compiler/CompileModule.h, CompileGuard; docs/errors.md):
// a fatal error in code generation (report_fatal_error), an error LLVM
// reports through its context (which it would print before exiting), both
// from several threads at once while other threads compile and run
// programs, and the compiler keeps working after them. The failures come
// from target features a user may ask kiln compile for, which LLVM 22
// cannot generate code with: x86-64 without 64-bit mode (type legalization
// finds no way to expand a 64-bit operation: report_fatal_error) and x86-64
// without SSE (a float returned in an SSE register: an LLVMContext error).
// Expected values by hand.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Aot.h"
#include "kiln/Compiler/Compiler.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <thread>

using namespace kiln;

namespace {

/// A directory of programs for one test, removed at its end.
struct ScratchDir {
  llvm::SmallString<128> path;
  ScratchDir() {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("kiln-fatal", path));
  }
  ~ScratchDir() { llvm::sys::fs::remove_directories(path); }
  std::string write(const std::string &name, const char *text) const {
    std::string file = (path + "/" + name).str();
    std::ofstream(file) << text;
    return file;
  }
};

// sin calls libm's sinf at -O0: a float returned in a register.
const char *kSine = R"mlir(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

/// kiln compile of `program` for x86-64 with `features` (as --features).
runtime::Expected<aot::AotResult> compileFor(const std::string &program,
                                             const std::string &output,
                                             const std::string &features) {
  aot::AotOptions options;
  options.triple = "x86_64-linux-gnu";
  options.cpu = "x86-64";
  options.features = features;
  options.optLevel = 0;
  return aot::compileFile(program, output, options);
}

bool contains(const std::string &text, const char *part) {
  return text.find(part) != std::string::npos;
}

TEST(FatalError, CodeGenerationAbortIsAnError) {
  ScratchDir dir;
  std::string program = dir.write("sine.mlir", kSine);
  auto result = compileFor(program, (dir.path + "/a.o").str(), "-64bit-mode");
  ASSERT_FALSE(result);
  const std::string &message = result.message();
  EXPECT_TRUE(contains(message, "sine.mlir:0:0: error: fatal error during "
                                "compilation: Do not know how to expand the "
                                "result of this operator!"))
      << message;
  EXPECT_TRUE(contains(message, "note: in LLVM: Running pass 'X86 DAG->DAG "
                                "Instruction Selection' on function "
                                "'@kiln_sine_main'"))
      << message;
  // Nothing was written, and the same compilation without the feature
  // succeeds in the same process.
  EXPECT_FALSE(llvm::sys::fs::exists(dir.path + "/a.o"));
  auto again = compileFor(program, (dir.path + "/b.o").str(), "");
  EXPECT_TRUE(again) << again.message();
}

TEST(FatalError, ContextErrorIsAnError) {
  ScratchDir dir;
  std::string program = dir.write("sine.mlir", kSine);
  auto result = compileFor(program, (dir.path + "/a.o").str(), "-sse,-sse2");
  ASSERT_FALSE(result);
  EXPECT_TRUE(contains(result.message(),
                       "LLVM cannot compile the program for this target: in "
                       "function kiln_sine_main i32 (ptr, ptr): SSE register "
                       "return with SSE disabled"))
      << result.message();
}

// a * 2 + 1 on f32, by the JIT.
const char *kTwice = R"mlir(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %two = stablehlo.constant dense<2.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %m = stablehlo.multiply %a, %two : tensor<4xf32>
  %s = stablehlo.add %m, %one : tensor<4xf32>
  return %s : tensor<4xf32>
}
)mlir";

TEST(FatalError, ThreadsFailAndSucceedOnTheirOwn) {
  // Four threads compile for targets LLVM gives up on (two kinds), four
  // others JIT-compile and run a program, each several times, all at once:
  // every failure reaches its own thread as its error, every other
  // compilation succeeds.
  ScratchDir dir;
  std::string program = dir.write("sine.mlir", kSine);
  constexpr int kRounds = 3;
  std::vector<std::string> failures(4 * kRounds);
  std::vector<std::string> jitErrors(4 * kRounds);
  std::vector<std::vector<float>> results(4 * kRounds);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int r = 0; r < kRounds; ++r) {
        std::string output = (dir.path + "/t" + std::to_string(t) + "-" +
                              std::to_string(r) + ".o")
                                 .str();
        auto result =
            compileFor(program, output, t % 2 ? "-sse,-sse2" : "-64bit-mode");
        failures[t * kRounds + r] =
            result ? std::string("succeeded") : result.message();
      }
    });
    threads.emplace_back([&, t] {
      for (int r = 0; r < kRounds; ++r) {
        Compiler compiler;
        auto exe = compiler.compileString(kTwice, "twice.mlir");
        if (!exe) {
          jitErrors[t * kRounds + r] = exe.message();
          continue;
        }
        auto input = runtime::HostBuffer::create(runtime::DType::F32, {4});
        float values[] = {1.0f, -2.0f, 0.5f, float(t)};
        std::memcpy(input->data(), values, sizeof(values));
        auto outputs = (*exe)->run({input.take()});
        if (!outputs) {
          jitErrors[t * kRounds + r] = outputs.message();
          continue;
        }
        std::vector<float> out(4);
        std::memcpy(out.data(), (*outputs)[0].data(), sizeof(values));
        results[t * kRounds + r] = out;
      }
    });
  }
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < 4; ++t)
    for (int r = 0; r < kRounds; ++r) {
      const std::string &failure = failures[t * kRounds + r];
      EXPECT_TRUE(contains(failure, t % 2 ? "SSE register return with SSE "
                                            "disabled"
                                          : "fatal error during compilation: "
                                            "Do not know how to expand"))
          << failure;
      EXPECT_EQ(jitErrors[t * kRounds + r], "");
      EXPECT_EQ(results[t * kRounds + r],
                (std::vector<float>{3.0f, -3.0f, 2.0f, 2.0f * t + 1.0f}));
    }
}

} // namespace
