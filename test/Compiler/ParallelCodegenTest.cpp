//===- ParallelCodegenTest.cpp - LLVM's work on several threads -----------===//
//
// The JIT optimizes and compiles a large program in parts on threads of
// their own (lib/Compiler/ParallelCodegen.h). Failures on those threads
// fail the compilation as failures on the compiling thread do
// (CompileGuard::runOnThreads): a fatal error, an error an LLVMContext
// reports, on one thread of several or on all, and the process goes on
// compiling. A program compiled in 1 to 4 parts computes the same bits,
// JIT-compiled and loaded from the compile cache; its values match a
// reference computed here in double precision.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Compiler/ParallelCodegen.h"
#include "../../lib/Compiler/CompileModule.h"

#include "kiln/Compiler/Compiler.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

using namespace kiln;

namespace {

bool contains(const std::string &text, const char *part) {
  return text.find(part) != std::string::npos;
}

TEST(ParallelCodegen, FatalErrorOnOneThreadFailsTheCompilation) {
  mlir::MLIRContext ctx;
  for (unsigned failing : {0u, 2u}) {
    std::vector<int> ran(3, 0);
    CompileGuard guard(ctx, /*diagnostics=*/nullptr, "parts.mlir");
    runtime::Status status = guard.run([&] {
      guard.runOnThreads(3, [&](unsigned i) {
        ran[i] = 1;
        if (i == failing)
          llvm::report_fatal_error("part " + llvm::Twine(i) + " gave up");
      });
      ADD_FAILURE() << "the compilation went on after a thread failed";
      return runtime::Status::ok();
    });
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.message(),
                         ("parts.mlir: fatal error during compilation: part " +
                          std::to_string(failing) + " gave up")
                             .c_str()))
        << status.message();
    // Every thread ran (and was waited for) before the failure was reported.
    EXPECT_EQ(ran, (std::vector<int>{1, 1, 1}));
  }
  // Every thread failing: the first one's error.
  CompileGuard guard(ctx, nullptr, "all.mlir");
  runtime::Status status = guard.run([&] {
    guard.runOnThreads(4, [&](unsigned i) {
      llvm::report_fatal_error("thread " + llvm::Twine(i));
    });
    return runtime::Status::ok();
  });
  ASSERT_FALSE(status);
  EXPECT_TRUE(contains(status.message(), "fatal error during compilation: "
                                         "thread 0"))
      << status.message();
  // The guard works again afterwards, threads and all.
  CompileGuard again(ctx, nullptr, "fine.mlir");
  int sum = 0;
  std::mutex mutex;
  runtime::Status fine = again.run([&] {
    again.runOnThreads(4, [&](unsigned i) {
      std::lock_guard<std::mutex> lock(mutex);
      sum += int(i) + 1;
    });
    return runtime::Status::ok();
  });
  EXPECT_TRUE(fine) << fine.message();
  EXPECT_EQ(sum, 10);
}

TEST(ParallelCodegen, ContextErrorOnAThreadFailsTheCompilation) {
  mlir::MLIRContext ctx;
  CompileGuard guard(ctx, nullptr, "parts.mlir");
  runtime::Status status = guard.run([&] {
    guard.runOnThreads(2, [&](unsigned i) {
      llvm::LLVMContext context;
      guard.watch(context);
      if (i == 1)
        context.emitError("no registers left in part 1");
    });
    return runtime::Status::ok();
  });
  ASSERT_FALSE(status);
  EXPECT_TRUE(contains(status.message(),
                       "LLVM cannot compile the program for this target"))
      << status.message();
}

TEST(ParallelCodegen, PartsFollowThreadsFunctionsSizeAndBalance) {
  llvm::LLVMContext context;
  llvm::Module module("m", context);
  auto *type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), false);
  // Three functions of about kInstructionsPerPart instructions each.
  for (int f = 0; f < 3; ++f) {
    auto *fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                                      "f" + llvm::Twine(f), module);
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", fn));
    llvm::Value *slot = b.CreateAlloca(b.getInt32Ty());
    for (unsigned i = 0; i + 2 < kInstructionsPerPart; ++i)
      b.CreateStore(b.getInt32(i), slot, /*isVolatile=*/true);
    b.CreateRetVoid();
  }
  EXPECT_EQ(codegenParts(module, 1), 1u);
  EXPECT_EQ(codegenParts(module, 2), 2u);
  EXPECT_EQ(codegenParts(module, 3), 3u);
  // No more parts than functions.
  EXPECT_EQ(codegenParts(module, 8), 3u);
  // One large function and a small one: the small one's part would gain
  // too little for the split's cost.
  llvm::Module lopsided("l", context);
  for (int f = 0; f < 2; ++f) {
    auto *fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                                      "f" + llvm::Twine(f), lopsided);
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", fn));
    llvm::Value *slot = b.CreateAlloca(b.getInt32Ty());
    unsigned count = f == 0 ? 3 * kInstructionsPerPart : 100;
    for (unsigned i = 0; i < count; ++i)
      b.CreateStore(b.getInt32(i), slot, /*isVolatile=*/true);
    b.CreateRetVoid();
  }
  EXPECT_EQ(codegenParts(lopsided, 2), 1u);
  // A small module stays whole.
  llvm::Module small("s", context);
  llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "g", small);
  EXPECT_EQ(codegenParts(small, 8), 1u);
}

// A five-layer perceptron with products of five shapes (five GEMM
// kernels) and tanh between them: code enough for several parts.
const char *kPerceptron = R"mlir(
func.func @main(%x: tensor<128x160xf32>, %w1: tensor<160x144xf32>, %w2: tensor<144x96xf32>, %w3: tensor<96x112xf32>, %w4: tensor<112x80xf32>, %w5: tensor<80x56xf32>) -> tensor<128x56xf32> {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<128x160xf32>, tensor<160x144xf32>) -> tensor<128x144xf32>
  %1 = stablehlo.tanh %0 : tensor<128x144xf32>
  %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<128x144xf32>, tensor<144x96xf32>) -> tensor<128x96xf32>
  %3 = stablehlo.tanh %2 : tensor<128x96xf32>
  %4 = stablehlo.dot_general %3, %w3, contracting_dims = [1] x [0] : (tensor<128x96xf32>, tensor<96x112xf32>) -> tensor<128x112xf32>
  %5 = stablehlo.tanh %4 : tensor<128x112xf32>
  %6 = stablehlo.dot_general %5, %w4, contracting_dims = [1] x [0] : (tensor<128x112xf32>, tensor<112x80xf32>) -> tensor<128x80xf32>
  %7 = stablehlo.tanh %6 : tensor<128x80xf32>
  %8 = stablehlo.dot_general %7, %w5, contracting_dims = [1] x [0] : (tensor<128x80xf32>, tensor<80x56xf32>) -> tensor<128x56xf32>
  return %8 : tensor<128x56xf32>
}
)mlir";

TEST(ParallelCodegen, PartsComputeTheSameBits) {
  const std::vector<std::vector<int64_t>> shapes = {
      {128, 160}, {160, 144}, {144, 96}, {96, 112}, {112, 80}, {80, 56}};
  std::mt19937 rng(20261205);
  std::normal_distribution<float> normal;
  std::vector<runtime::HostBuffer> inputs;
  std::vector<std::vector<double>> values;
  for (const auto &shape : shapes) {
    auto buffer = runtime::HostBuffer::create(runtime::DType::F32, shape);
    ASSERT_TRUE(buffer);
    std::vector<float> data(shape[0] * shape[1]);
    for (float &v : data)
      v = normal(rng) / std::sqrt(float(shape[0]));
    std::memcpy(buffer->data(), data.data(), data.size() * sizeof(float));
    values.emplace_back(data.begin(), data.end());
    inputs.push_back(buffer.take());
  }
  // The reference, in double precision.
  std::vector<double> h = values[0];
  int64_t rows = 128, width = 160;
  for (size_t layer = 1; layer < shapes.size(); ++layer) {
    int64_t next = shapes[layer][1];
    std::vector<double> out(rows * next, 0.0);
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t k = 0; k < width; ++k)
        for (int64_t j = 0; j < next; ++j)
          out[i * next + j] += h[i * width + k] * values[layer][k * next + j];
    if (layer + 1 < shapes.size())
      for (double &v : out)
        v = std::tanh(v);
    h = out;
    width = next;
  }

  llvm::SmallString<128> cacheDir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("kiln-parts", cacheDir));
  std::vector<float> first;
  for (unsigned parts : {1u, 2u, 3u, 4u}) {
    for (int fromCache = 0; fromCache < 2; ++fromCache) {
      Compiler compiler;
      CompileOptions options;
      options.compileThreads = parts;
      options.threads = parts % 2 ? 1 : 2;
      options.timing = true;
      options.cacheDir = (cacheDir + "/" + std::to_string(parts)).str();
      auto exe =
          compiler.compileString(kPerceptron, "perceptron.mlir", options);
      ASSERT_TRUE(exe) << exe.message();
      // The first compilation times its stages, the second loads it.
      EXPECT_EQ((*exe)->timing().empty(), fromCache == 1);
      // Split where asked (into as many parts as the code's size allows:
      // compile_threads.test checks the counts).
      if (!fromCache && parts > 1)
        EXPECT_TRUE(contains((*exe)->timing(), " parts on as many threads"))
            << (*exe)->timing();
      auto outputs = (*exe)->run(inputs);
      ASSERT_TRUE(outputs) << outputs.message();
      const auto *out = reinterpret_cast<const float *>((*outputs)[0].data());
      std::vector<float> result(out, out + 128 * 56);
      for (size_t i = 0; i < result.size(); ++i)
        ASSERT_NEAR(result[i], h[i], 1e-5 + 1e-4 * std::fabs(h[i])) << i;
      // The same code compiled in parts: the same bits (threaded code adds
      // the same products in the same order as single-threaded code).
      if (first.empty())
        first = result;
      else
        EXPECT_EQ(result, first) << parts << " parts";
    }
  }
  llvm::sys::fs::remove_directories(cacheDir);
}

} // namespace
