//===- CompilerTest.cpp - GoogleTest tests of kiln's C++ compiler API -----===//
//
// kiln::Compiler and kiln::Executable as a C++ user calls them: compiling
// text and a module, running one executable from many threads, input
// errors, and user custom calls and composites (kiln/Compiler/CustomCall.h).
// Every expected value is computed by hand here. Run from lit by
// test/Compiler/compiler-api.test.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Compiler.h"
#include "kiln/Compiler/CustomCall.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <thread>

using namespace kiln;
using runtime::DType;
using runtime::HostBuffer;

namespace {

HostBuffer f32(std::vector<int64_t> shape, std::vector<float> values) {
  auto buffer = HostBuffer::create(DType::F32, std::move(shape));
  EXPECT_TRUE(buffer) << buffer.message();
  EXPECT_EQ(buffer->byteSize(), values.size() * sizeof(float));
  std::memcpy(buffer->data(), values.data(), buffer->byteSize());
  return buffer.take();
}

HostBuffer i32(std::vector<int64_t> shape, std::vector<int32_t> values) {
  auto buffer = HostBuffer::create(DType::SI32, std::move(shape));
  EXPECT_TRUE(buffer) << buffer.message();
  std::memcpy(buffer->data(), values.data(), buffer->byteSize());
  return buffer.take();
}

std::vector<float> floats(const HostBuffer &buffer) {
  std::vector<float> values(buffer.numElements());
  std::memcpy(values.data(), buffer.data(), buffer.byteSize());
  return values;
}

std::vector<int32_t> ints(const HostBuffer &buffer) {
  std::vector<int32_t> values(buffer.numElements());
  std::memcpy(values.data(), buffer.data(), buffer.byteSize());
  return values;
}

// a * 2 + b on f32, and the i32 sum of c.
const char *kProgram = R"mlir(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<3xi32>)
    -> (tensor<4xf32>, tensor<i32>) {
  %two = stablehlo.constant dense<2.0> : tensor<4xf32>
  %m = stablehlo.multiply %a, %two : tensor<4xf32>
  %s = stablehlo.add %m, %b : tensor<4xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  return %s, %r : tensor<4xf32>, tensor<i32>
}
)mlir";

TEST(Compiler, CompilesTextAndRuns) {
  Compiler compiler;
  auto exe = compiler.compileString(kProgram, "program.mlir");
  ASSERT_TRUE(exe) << exe.message();
  ASSERT_EQ((*exe)->inputs().size(), 3u);
  EXPECT_EQ((*exe)->inputs()[2].str(), "tensor<3xi32>");
  ASSERT_EQ((*exe)->outputs().size(), 2u);
  EXPECT_EQ((*exe)->outputs()[1].str(), "tensor<i32>");
  auto out = (*exe)->run({f32({4}, {1, 2, 3, 4}), f32({4}, {0.5, 0, -1, 10}),
                          i32({3}, {5, -7, 100})});
  ASSERT_TRUE(out) << out.message();
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{2.5, 4, 5, 18}));
  EXPECT_EQ(ints((*out)[1]), (std::vector<int32_t>{98}));
}

TEST(Compiler, OptimizationLevelsAreZeroAndTwo) {
  Compiler compiler;
  for (unsigned level : {0u, 2u}) {
    CompileOptions options;
    options.optLevel = level;
    auto exe = compiler.compileString(kProgram, "program.mlir", options);
    ASSERT_TRUE(exe) << "-O" << level << ": " << exe.message();
    auto out = (*exe)->run({f32({4}, {1, 2, 3, 4}), f32({4}, {0.5, 0, -1, 10}),
                            i32({3}, {5, -7, 100})});
    ASSERT_TRUE(out) << out.message();
    EXPECT_EQ(floats((*out)[0]), (std::vector<float>{2.5, 4, 5, 18}));
  }
  for (unsigned level : {1u, 3u}) {
    CompileOptions options;
    options.optLevel = level;
    auto exe = compiler.compileString(kProgram, "program.mlir", options);
    ASSERT_FALSE(exe);
    EXPECT_NE(exe.message().find("optimization level " + std::to_string(level) +
                                 " does not exist"),
              std::string::npos)
        << exe.message();
  }
}

TEST(Compiler, CompilesAModuleAndLeavesItUnchanged) {
  Compiler compiler;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kProgram, &compiler.context());
  ASSERT_TRUE(module);
  auto exe = compiler.compile(*module);
  ASSERT_TRUE(exe) << exe.message();
  // Still StableHLO: compile() lowered a copy.
  bool hasStablehlo = false;
  module->walk([&](stablehlo::AddOp) { hasStablehlo = true; });
  EXPECT_TRUE(hasStablehlo);
  auto out = (*exe)->run(
      {f32({4}, {0, 0, 0, 1}), f32({4}, {1, 1, 1, 1}), i32({3}, {1, 2, 3})});
  ASSERT_TRUE(out) << out.message();
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{1, 1, 1, 3}));
  EXPECT_EQ(ints((*out)[1]), (std::vector<int32_t>{6}));
  // The same module compiles again.
  EXPECT_TRUE(compiler.compile(*module));
}

TEST(Compiler, ModuleErrorsCarryLocations) {
  Compiler compiler;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(
          R"mlir(
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @nobody(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
)mlir",
          mlir::ParserConfig(&compiler.context()), "m.mlir");
  ASSERT_TRUE(module);
  auto exe = compiler.compile(*module);
  ASSERT_FALSE(exe);
  EXPECT_NE(exe.message().find("m.mlir:3:8: error: 'stablehlo.custom_call' "
                               "target @nobody has no lowering in kiln yet"),
            std::string::npos)
      << exe.message();
}

TEST(Compiler, RejectsAModuleOfAnotherContext) {
  Compiler compiler, other;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kProgram, &other.context());
  ASSERT_TRUE(module);
  auto exe = compiler.compile(*module);
  ASSERT_FALSE(exe);
  EXPECT_EQ(exe.message(),
            "the module to compile must live in the Compiler's context()");
}

TEST(Executable, RunsFromEightThreadsAtOnce) {
  Compiler compiler;
  auto exe = compiler.compileString(kProgram, "program.mlir");
  ASSERT_TRUE(exe) << exe.message();
  const Executable &shared = **exe;
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int iteration = 0; iteration < 50; ++iteration) {
        float base = float(t * 100 + iteration);
        auto out = shared.run({f32({4}, {base, base + 1, base + 2, base + 3}),
                               f32({4}, {1, 2, 3, 4}),
                               i32({3}, {t, iteration, 1000})});
        // a * 2 + b and t + iteration + 1000, by hand.
        std::vector<float> expected = {2 * base + 1, 2 * base + 4, 2 * base + 7,
                                       2 * base + 10};
        if (!out || floats((*out)[0]) != expected ||
            ints((*out)[1]) != std::vector<int32_t>{t + iteration + 1000})
          ++failures;
      }
    });
  }
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(failures.load(), 0);
}

TEST(Executable, RejectsWrongInputs) {
  Compiler compiler;
  auto exe = compiler.compileString(kProgram, "program.mlir");
  ASSERT_TRUE(exe) << exe.message();
  auto count = (*exe)->run({f32({4}, {1, 2, 3, 4})});
  ASSERT_FALSE(count);
  EXPECT_EQ(count.message(), "@main takes 3 inputs but 1 were given");
  auto shape = (*exe)->run(
      {f32({4}, {1, 2, 3, 4}), f32({2, 2}, {1, 2, 3, 4}), i32({3}, {1, 2, 3})});
  ASSERT_FALSE(shape);
  EXPECT_EQ(shape.message(),
            "input 1 of @main must be tensor<4xf32> but is tensor<2x2xf32>");
  auto dtype = (*exe)->run(
      {f32({4}, {1, 2, 3, 4}), f32({4}, {1, 2, 3, 4}), f32({3}, {1, 2, 3})});
  ASSERT_FALSE(dtype);
  EXPECT_EQ(dtype.message(),
            "input 2 of @main must be tensor<3xi32> but is tensor<3xf32>");
}

//===----------------------------------------------------------------------===//
// Custom calls and composites
//===----------------------------------------------------------------------===//

/// results[0] = operands[0] reversed minus operands[1]; fails with 42 when
/// backend_config says "fail".
int32_t reverseMinus(void **results, const void *const *operands,
                     const char *config, size_t size) {
  if (std::string(config, size) == "fail")
    return 42;
  const float *a = static_cast<const float *>(operands[0]);
  const float *b = static_cast<const float *>(operands[1]);
  float *out = static_cast<float *>(results[0]);
  for (int i = 0; i < 4; ++i)
    out[i] = a[3 - i] - b[i];
  return 0;
}

/// results[0] = operands[0] * 10 (4 x f32), results[1] = the number of
/// bytes of backend_config (i32).
int32_t timesTen(void **results, const void *const *operands,
                 const char *config, size_t size) {
  const float *in = static_cast<const float *>(operands[0]);
  float *out = static_cast<float *>(results[0]);
  for (int i = 0; i < 4; ++i)
    out[i] = in[i] * 10;
  *static_cast<int32_t *>(results[1]) = int32_t(size);
  return config[size] == '\0' ? 0 : 1;
}

const char *kCustomCallProgram = R"mlir(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @test.reverse_minus(%a, %b) {backend_config = "ok"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}
)mlir";

TEST(CustomCall, RunsARegisteredFunction) {
  auto registry = std::make_shared<CustomCallRegistry>();
  CustomCallSignature sig;
  sig.operands = {{DType::F32, {4}}, {DType::F32, {4}}};
  sig.results = {{DType::F32, {4}}};
  ASSERT_TRUE(registry->add("test.reverse_minus", &reverseMinus, sig));
  EXPECT_EQ(registry->lookup("test.reverse_minus")->symbol,
            "test_reverse_minus");
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(kCustomCallProgram, "cc.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  auto out = (*exe)->run({f32({4}, {1, 2, 3, 4}), f32({4}, {10, 20, 30, 40})});
  ASSERT_TRUE(out) << out.message();
  // reverse(a) - b + b = reverse(a).
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{4, 3, 2, 1}));
}

TEST(CustomCall, NonZeroReturnFailsTheRun) {
  auto registry = std::make_shared<CustomCallRegistry>();
  ASSERT_TRUE(registry->add("test.reverse_minus", &reverseMinus));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  std::string text = kCustomCallProgram;
  text.replace(text.find("\"ok\""), 4, "\"fail\"");
  auto exe = compiler.compileString(text, "cc.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  auto out = (*exe)->run({f32({4}, {1, 2, 3, 4}), f32({4}, {1, 2, 3, 4})});
  ASSERT_FALSE(out);
  EXPECT_EQ(out.message(), "running @main failed: custom call "
                           "@test.reverse_minus returned error code 42");
  // Each run reports its own failures only.
  auto again = (*exe)->run({f32({4}, {1, 2, 3, 4}), f32({4}, {1, 2, 3, 4})});
  ASSERT_FALSE(again);
  EXPECT_EQ(again.message(), out.message());
}

/// results[0] = operands[0] + 1 (4 x f32); returns the first element as
/// the error code when it is negative.
int32_t plusOneUnlessNegative(void **results, const void *const *operands,
                              const char *, size_t) {
  const float *in = static_cast<const float *>(operands[0]);
  if (in[0] < 0)
    return int32_t(-in[0]);
  float *out = static_cast<float *>(results[0]);
  for (int i = 0; i < 4; ++i)
    out[i] = in[i] + 1;
  return 0;
}

TEST(CustomCall, FailuresAreReportedToTheirOwnRunAcrossThreads) {
  auto registry = std::make_shared<CustomCallRegistry>();
  ASSERT_TRUE(registry->add("plus_one", &plusOneUnlessNegative));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(R"mlir(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @plus_one(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir",
                                    "p.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  const Executable &shared = **exe;
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int iteration = 0; iteration < 40; ++iteration) {
        // Odd threads fail with code t on every other iteration.
        bool fails = t % 2 && iteration % 2;
        float first = fails ? -float(t) : float(t);
        auto out = shared.run({f32({4}, {first, 1, 2, 3})});
        if (fails) {
          std::string expected = "running @main failed: custom call "
                                 "@plus_one returned error code " +
                                 std::to_string(t);
          wrong += out || out.message() != expected;
        } else {
          wrong += !out ||
                   floats((*out)[0]) != std::vector<float>{first + 1, 2, 3, 4};
        }
      }
    });
  }
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(wrong.load(), 0);
}

TEST(CustomCall, ResolverIsAskedForUnknownTargetsOnly) {
  auto registry = std::make_shared<CustomCallRegistry>();
  std::vector<std::string> asked;
  registry->setResolver([&](const std::string &symbol) {
    asked.push_back(symbol);
    return symbol == "from_resolver" ? &plusOneUnlessNegative : nullptr;
  });
  ASSERT_TRUE(registry->add("test.reverse_minus", &reverseMinus));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(R"mlir(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @from.resolver(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @test.reverse_minus(%0, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.constant dense<[4.0, 2.0, 0.0, -2.0]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
)mlir",
                                    "r.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  // Neither the added target nor kiln's own check target was looked up.
  EXPECT_EQ(asked, std::vector<std::string>{"from_resolver"});
  // reverse(x + 1) - x, by hand; the check agrees.
  CheckReport checks;
  auto out = (*exe)->run({f32({4}, {0, 1, 2, 3})}, &checks);
  ASSERT_TRUE(out) << out.message();
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{4, 2, 0, -2}));
  EXPECT_EQ(checks.numPassed(), 1u);
  EXPECT_EQ(checks.numFailed(), 0u);
}

TEST(CustomCall, SignatureMismatchIsACompileError) {
  auto registry = std::make_shared<CustomCallRegistry>();
  CustomCallSignature sig;
  sig.operands = {{DType::F32, {4}}, {DType::F32, {5}}};
  sig.results = {{DType::F32, {4}}};
  ASSERT_TRUE(registry->add("test.reverse_minus", &reverseMinus, sig));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(kCustomCallProgram, "cc.mlir", options);
  ASSERT_FALSE(exe);
  EXPECT_NE(exe.message().find(
                "cc.mlir:3:8: error: custom call target @test.reverse_minus "
                "is registered as (tensor<4xf32>, tensor<5xf32>) -> "
                "(tensor<4xf32>) but called with (tensor<4xf32>, "
                "tensor<4xf32>) -> (tensor<4xf32>)"),
            std::string::npos)
      << exe.message();
}

TEST(CustomCall, RegistryRejectsBadEntries) {
  CustomCallRegistry registry;
  EXPECT_FALSE(registry.add("", &reverseMinus));
  EXPECT_FALSE(registry.add("x", nullptr));
  EXPECT_TRUE(registry.add("a.b", &reverseMinus));
  runtime::Status again = registry.add("a.b", &reverseMinus);
  EXPECT_EQ(again.message(), "custom call target @a.b is registered already");
  runtime::Status clash = registry.add("a_b", &reverseMinus);
  EXPECT_EQ(clash.message(),
            "custom call targets @a.b and @a_b have the same symbol a_b");
  EXPECT_FALSE(registry.add("malloc", &reverseMinus));
  EXPECT_FALSE(registry.add("kiln_custom_call_status", &reverseMinus));
  EXPECT_EQ(customCallSymbol("3d.conv-x"), "_3d_conv_x");
  EXPECT_TRUE(registry.mapComposite("c", "a.b"));
  EXPECT_FALSE(registry.mapComposite("c", "a.b"));
}

const char *kCompositeProgram = R"mlir(
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>) {
  %0:2 = stablehlo.composite "test.scaled" %x {composite_attributes = {k = 1 : i64}, decomposition = @scaled} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>)
  %1 = stablehlo.composite "test.negated" %x {decomposition = @negated} : (tensor<4xf32>) -> tensor<4xf32>
  return %0#0, %0#1, %1 : tensor<4xf32>, tensor<i32>, tensor<4xf32>
}
func.func private @scaled(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  return %x, %c : tensor<4xf32>, tensor<i32>
}
func.func private @negated(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

TEST(Composite, MappedToATargetRunsTheFunction) {
  auto registry = std::make_shared<CustomCallRegistry>();
  ASSERT_TRUE(registry->add("test.times_ten", &timesTen));
  ASSERT_TRUE(registry->mapComposite("test.scaled", "test.times_ten"));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(kCompositeProgram, "c.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  auto out = (*exe)->run({f32({4}, {1, -2, 0.5, 3})});
  ASSERT_TRUE(out) << out.message();
  // The function, not the decomposition (which returns x and 0); its
  // backend_config is the printed attribute dictionary "{k = 1 : i64}".
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{10, -20, 5, 30}));
  EXPECT_EQ(ints((*out)[1]), (std::vector<int32_t>{13}));
  // The unmapped composite still runs its decomposition.
  EXPECT_EQ(floats((*out)[2]), (std::vector<float>{-1, 2, -0.5, -3}));
}

TEST(Composite, CppRewrite) {
  auto registry = std::make_shared<CustomCallRegistry>();
  // test.negated becomes x - 1 instead of -x.
  ASSERT_TRUE(registry->addCompositeRewrite(
      "test.negated", [](mlir::OpBuilder &b, mlir::Operation *composite) {
        mlir::Value x = composite->getOperand(0);
        auto type = llvm::cast<mlir::RankedTensorType>(x.getType());
        mlir::Value one = stablehlo::ConstantOp::create(
            b, composite->getLoc(), type,
            mlir::DenseElementsAttr::get(type, 1.0f));
        mlir::Value result =
            stablehlo::SubtractOp::create(b, composite->getLoc(), x, one);
        composite->getResult(0).replaceAllUsesWith(result);
        return mlir::success();
      }));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(kCompositeProgram, "c.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  auto out = (*exe)->run({f32({4}, {1, -2, 0.5, 3})});
  ASSERT_TRUE(out) << out.message();
  EXPECT_EQ(floats((*out)[0]), (std::vector<float>{1, -2, 0.5, 3}));
  EXPECT_EQ(floats((*out)[2]), (std::vector<float>{0, -3, -0.5, 2}));
}

TEST(Composite, RewriteThatLeavesUsesIsAnError) {
  auto registry = std::make_shared<CustomCallRegistry>();
  ASSERT_TRUE(registry->addCompositeRewrite(
      "test.negated",
      [](mlir::OpBuilder &, mlir::Operation *) { return mlir::success(); }));
  CompileOptions options;
  options.customCalls = registry;
  Compiler compiler;
  auto exe = compiler.compileString(kCompositeProgram, "c.mlir", options);
  ASSERT_FALSE(exe);
  EXPECT_NE(exe.message().find("the rewrite registered for composite "
                               "\"test.negated\" did not replace its results"),
            std::string::npos)
      << exe.message();
}

} // namespace

// Four devices (2 replicas x 2 partitions), each with inputs of its own:
// an all_reduce over every device (a channel: cross_replica_and_partition),
// an all_gather of the replicas of each partition, and the device ids.
// Run repeatedly, so the device runtime's barriers see many rounds (and, in
// the ThreadSanitizer copy of these tests, its shared slots are checked).
static const char *kDevicesProgram = R"mlir(
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>) {
    %sum = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
    %all = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    return %sum, %all, %r, %p : tensor<2xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>
  }
}
)mlir";

TEST(Compiler, RunsMultiDeviceProgramsOnInProcessDevices) {
  Compiler compiler;
  auto exe = compiler.compileString(kDevicesProgram, "devices.mlir");
  ASSERT_TRUE(exe) << exe.message();
  EXPECT_EQ((*exe)->replicas(), 2);
  EXPECT_EQ((*exe)->partitions(), 2);
  // One device's run would wait forever for the others: refused.
  auto single = (*exe)->run({f32({2}, {1, 2})});
  ASSERT_FALSE(single);
  EXPECT_NE(single.message().find("runs on 2 x 2 devices"), std::string::npos)
      << single.message();
  // Device d holds [d, 10 d].
  std::vector<std::vector<HostBuffer>> inputs;
  for (int d = 0; d < 4; ++d) {
    std::vector<HostBuffer> one;
    one.push_back(f32({2}, {float(d), float(10 * d)}));
    inputs.push_back(std::move(one));
  }
  for (int round = 0; round < 20; ++round) {
    auto out = (*exe)->runOnDevices(inputs);
    ASSERT_TRUE(out) << out.message();
    ASSERT_EQ(out->size(), 4u);
    for (int d = 0; d < 4; ++d) {
      const std::vector<HostBuffer> &o = (*out)[d];
      EXPECT_EQ(floats(o[0]), (std::vector<float>{6, 60}));
      // Replicas of partition p are devices p and 2 + p.
      int p = d % 2;
      EXPECT_EQ(floats(o[1]),
                (std::vector<float>{float(p), float(10 * p), float(2 + p),
                                    float(10 * (2 + p))}));
      uint32_t replica, partition;
      std::memcpy(&replica, o[2].data(), 4);
      std::memcpy(&partition, o[3].data(), 4);
      EXPECT_EQ(replica, uint32_t(d / 2));
      EXPECT_EQ(partition, uint32_t(d % 2));
    }
  }
  // A device with wrong inputs stops the run before any device starts.
  inputs[3][0] = f32({3}, {1, 2, 3});
  auto bad = (*exe)->runOnDevices(inputs);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("device 3: input 0"), std::string::npos)
      << bad.message();
}

// A sharded program (docs/partitioning.md): rows over "x", the hidden
// columns over "y" (Megatron's MLP), global arrays in and out.
static const char *kShardedProgram = R"mlir(
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%x: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                  %w1: tensor<3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>},
                  %w2: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
      -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %z = stablehlo.constant dense<0.0> : tensor<4x4xf32>
    %r = stablehlo.maximum %h, %z : tensor<4x4xf32>
    %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    return %o : tensor<4x2xf32>
  }
}
)mlir";

// kShardedProgram's inputs, and its result relu(x @ w1) @ w2 computed here.
static const std::vector<float> kShardedX = {1,  -2, 3, 0.5f, 4, -1,
                                             -3, 2,  2, 1,    1, 1};
static const std::vector<float> kShardedW1 = {1, 0,  -1, 2,  0.5f, 1,
                                              1, -1, 2,  -2, 0,    1};
static const std::vector<float> kShardedW2 = {1, 2, -1, 0, 3, 1, 0.5f, -2};

static std::vector<float> shardedProgramResult() {
  std::vector<float> want(8, 0);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      float h = 0;
      for (int k = 0; k < 3; ++k)
        h += kShardedX[i * 3 + k] * kShardedW1[k * 4 + j];
      h = std::max(h, 0.0f);
      for (int n = 0; n < 2; ++n)
        want[i * 2 + n] += h * kShardedW2[j * 2 + n];
    }
  return want;
}

TEST(Compiler, RunsShardedProgramsOnGlobalArrays) {
  Compiler compiler;
  auto exe = compiler.compileString(kShardedProgram, "sharded.mlir");
  ASSERT_TRUE(exe) << exe.message();
  EXPECT_TRUE((*exe)->globalArrays());
  EXPECT_EQ((*exe)->partitions(), 4);
  // The signature is the global one.
  EXPECT_EQ((*exe)->inputs()[0].shape, (std::vector<int64_t>{4, 3}));
  EXPECT_EQ((*exe)->outputs()[0].shape, (std::vector<int64_t>{4, 2}));
  const std::vector<float> &x = kShardedX, &w1 = kShardedW1, &w2 = kShardedW2;
  std::vector<float> want = shardedProgramResult();
  std::vector<HostBuffer> inputs;
  inputs.push_back(f32({4, 3}, x));
  inputs.push_back(f32({3, 4}, w1));
  inputs.push_back(f32({4, 2}, w2));
  // Several runs at once, each on its own 4 devices. Not under
  // ThreadSanitizer: a device may hold its temporaries in the function's
  // reused global buffer (kiln-reuse-temporaries), taken and given back
  // with atomics in the generated code, which ThreadSanitizer does not see;
  // another run's device reusing it after this run's devices read it in a
  // collective would be reported as a race. One caller at a time orders
  // the runs through thread joins, which it sees.
  int callers = 4;
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
  callers = 1;
#endif
#endif
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0};
  for (int t = 0; t < callers; ++t)
    threads.emplace_back([&] {
      for (int round = 0; round < 5; ++round) {
        auto out = (*exe)->run(inputs);
        if (!out || floats((*out)[0]) != want)
          ++wrong;
      }
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(wrong.load(), 0);
  // Wrong inputs are refused before any device starts.
  inputs[0] = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  auto bad = (*exe)->run(inputs);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("input 0 of @main must be tensor<4x3xf32>"),
            std::string::npos)
      << bad.message();
}

TEST(Compiler, RunsShardedProgramsOnLocalShards) {
  // The same program as the PJRT plugin compiles it: each device takes its
  // own shards and returns its shard of the result.
  Compiler compiler;
  CompileOptions options;
  options.localShards = true;
  auto exe = compiler.compileString(kShardedProgram, "sharded.mlir", options);
  ASSERT_TRUE(exe) << exe.message();
  EXPECT_FALSE((*exe)->globalArrays());
  ASSERT_TRUE((*exe)->takesLocalShards());
  // x rows over "x" (each shard on the 2 devices of one "x" coordinate),
  // w1 columns and w2 rows over "y", the result rows over "x".
  ASSERT_EQ((*exe)->inputShardings().size(), 3u);
  EXPECT_EQ((*exe)->inputShardings()[0].tiles, (std::vector<int64_t>{2, 1, 2}));
  EXPECT_EQ((*exe)->inputShardings()[0].devices,
            (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ((*exe)->inputShardings()[1].tiles, (std::vector<int64_t>{1, 2, 2}));
  EXPECT_EQ((*exe)->inputShardings()[1].devices,
            (std::vector<int64_t>{0, 2, 1, 3}));
  EXPECT_EQ((*exe)->outputShardings()[0].tiles,
            (std::vector<int64_t>{2, 1, 2}));
  EXPECT_EQ((*exe)->inputs()[0].shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ((*exe)->inputs()[1].shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ((*exe)->inputs()[2].shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ((*exe)->outputs()[0].shape, (std::vector<int64_t>{2, 2}));
  const std::vector<float> &x = kShardedX, &w1 = kShardedW1, &w2 = kShardedW2;
  std::vector<float> want = shardedProgramResult();
  // Device d = 2 * (its "x" coordinate) + (its "y" coordinate).
  std::vector<std::vector<HostBuffer>> inputs(4);
  for (int d = 0; d < 4; ++d) {
    int row = d / 2, col = d % 2;
    std::vector<float> xs(x.begin() + row * 6, x.begin() + row * 6 + 6);
    std::vector<float> w1s, w2s;
    for (int k = 0; k < 3; ++k)
      for (int j = 0; j < 2; ++j)
        w1s.push_back(w1[k * 4 + col * 2 + j]);
    w2s.assign(w2.begin() + col * 4, w2.begin() + col * 4 + 4);
    inputs[d].push_back(f32({2, 3}, xs));
    inputs[d].push_back(f32({3, 2}, w1s));
    inputs[d].push_back(f32({2, 2}, w2s));
  }
  auto out = (*exe)->runOnDevices(inputs);
  ASSERT_TRUE(out) << out.message();
  for (int d = 0; d < 4; ++d) {
    int row = d / 2;
    std::vector<float> shard(want.begin() + row * 4,
                             want.begin() + row * 4 + 4);
    EXPECT_EQ(floats((*out)[d][0]), shard) << "device " << d;
  }
}

// send/recv (docs/collectives.md): device d sends its input to device
// (d + 1) % 3 and receives from (d + 2) % 3; the odd device receives before
// it sends. A recv from a device that never sends is an error, not a hang.
static const char *kSendRecvProgram = R"mlir(
module attributes {mhlo.num_partitions = 3 : i32} {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %id = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %odd = stablehlo.remainder %id, %two : tensor<ui32>
    %index = stablehlo.convert %odd : (tensor<ui32>) -> tensor<i32>
    %t = stablehlo.after_all : !stablehlo.token
    %r = "stablehlo.case"(%index) ({
      %s = "stablehlo.send"(%x, %t) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
      %v:2 = "stablehlo.recv"(%s) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
      stablehlo.return %v#0 : tensor<2xf32>
    }, {
      %v:2 = "stablehlo.recv"(%t) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
      %s = "stablehlo.send"(%x, %v#1) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
      stablehlo.return %v#0 : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}
)mlir";

TEST(Compiler, RunsSendAndRecvAndFailsWhenNothingIsSent) {
  Compiler compiler;
  auto exe = compiler.compileString(kSendRecvProgram, "send_recv.mlir");
  ASSERT_TRUE(exe) << exe.message();
  std::vector<std::vector<HostBuffer>> inputs(3);
  for (int d = 0; d < 3; ++d)
    inputs[d].push_back(f32({2}, {float(d), float(-d)}));
  for (int round = 0; round < 10; ++round) {
    auto out = (*exe)->runOnDevices(inputs);
    ASSERT_TRUE(out) << out.message();
    for (int d = 0; d < 3; ++d) {
      int from = (d + 2) % 3;
      EXPECT_EQ(floats((*out)[d][0]),
                (std::vector<float>{float(from), float(-from)}))
          << "device " << d;
    }
  }
  // Device 2 receives from device 1, whose send (the last one of the
  // program, in the odd devices' branch) now sends to nobody.
  std::string program = kSendRecvProgram;
  std::string pairs = "[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>";
  std::string without = "[[0, 1], [2, 0]]> : tensor<2x2xi64>";
  size_t at = program.rfind(pairs);
  program.replace(at, pairs.size(), without);
  auto stuck = compiler.compileString(program, "stuck.mlir");
  ASSERT_TRUE(stuck) << stuck.message();
  auto failed = (*stuck)->runOnDevices(inputs);
  ASSERT_FALSE(failed);
  EXPECT_NE(failed.message().find("device 2 waits in recv for device 1 on "
                                  "channel 1 but nothing was sent"),
            std::string::npos)
      << failed.message();
  // The executable still runs after a failed run.
  EXPECT_TRUE((*exe)->runOnDevices(inputs));
}
