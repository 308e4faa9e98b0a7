//===- AotTest.cpp - GoogleTest tests of kiln::aot's C++ API --------------===//
//
// The target-dependent choices of ahead-of-time compilation
// (kiln/Compiler/Aot.h): the GEMM register tile from a target's features,
// and compiling the same program for three targets through the API, with
// the object's machine and the header's signature checked. Values by hand.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Aot.h"
#include "kiln/Pipelines/Pipelines.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

using namespace kiln;

namespace {

/// The vector registers PipelineOptions gets for `triple` with `features`.
std::pair<unsigned, unsigned> registersFor(const char *triple,
                                           std::set<std::string> features) {
  PipelineOptions options;
  setTargetVectorRegisters(
      options, llvm::Triple(triple),
      [&](llvm::StringRef name) { return features.count(name.str()) > 0; });
  return {options.vectorBits, options.vectorRegisters};
}

TEST(AotTest, ThreadCountIsCheckedAndRecorded) {
  aot::AotOptions options;
  EXPECT_EQ(options.threads, 1u);
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("kiln-aot-test", dir));
  std::string source = (dir + "/m.mlir").str();
  {
    std::ofstream out(source);
    out << "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
           "  return %x : tensor<4xf32>\n}\n";
  }
  // 0 is not a thread count here (kiln run reads it as "every CPU").
  options.threads = 0;
  auto zero = aot::compileFile(source, (dir + "/m.o").str(), options);
  ASSERT_FALSE(zero);
  EXPECT_NE(zero.message().find("number of threads"), std::string::npos)
      << zero.message();
  // Targets without kiln's thread runtime are refused by name.
  options.threads = 2;
  options.triple = "x86_64-pc-windows-msvc";
  auto windows = aot::compileFile(source, (dir + "/m.o").str(), options);
  ASSERT_FALSE(windows);
  EXPECT_NE(windows.message().find("x86_64-pc-windows-msvc"), std::string::npos)
      << windows.message();
  // A Linux target records the count (the header and summary show it).
  options.triple = "aarch64-linux-gnu";
  auto threaded = aot::compileFile(source, (dir + "/m.o").str(), options);
  ASSERT_TRUE(threaded) << threaded.message();
  EXPECT_EQ(threaded->threads, 2u);
  EXPECT_NE(threaded->header.find("_THREADS 2"), std::string::npos);
}

TEST(AotTest, VectorRegistersFollowTargetFeatures) {
  using P = std::pair<unsigned, unsigned>;
  EXPECT_EQ(registersFor("x86_64-linux-gnu", {"avx512f", "avx"}), P(512, 32));
  EXPECT_EQ(registersFor("x86_64-linux-gnu", {"avx", "avx2"}), P(256, 16));
  EXPECT_EQ(registersFor("x86_64-linux-gnu", {"sse2"}), P(128, 16));
  EXPECT_EQ(registersFor("aarch64-linux-gnu", {"neon"}), P(128, 32));
  EXPECT_EQ(registersFor("riscv64-linux-gnu", {"v"}), P(128, 32));
  EXPECT_EQ(registersFor("riscv64-linux-gnu", {"m", "f", "d"}), P(128, 16));
  // x86 feature names mean nothing on other targets.
  EXPECT_EQ(registersFor("aarch64-linux-gnu", {"avx512f"}), P(128, 32));
}

TEST(AotTest, CompilesForThreeTargets) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("kiln-aot-test", dir));
  std::string program = (dir + "/tiny.mlir").str();
  std::ofstream(program) << "module @tiny {\n"
                            "  func.func @main(%x: tensor<2x3xf32>) -> "
                            "tensor<3x2xf32> {\n"
                            "    %0 = stablehlo.transpose %x, dims = [1, 0] "
                            ": (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
                            "    return %0 : tensor<3x2xf32>\n  }\n}\n";
  struct Case {
    const char *triple;
    uint16_t machine; // ELF e_machine
  } cases[] = {{"x86_64-linux-gnu", 62},
               {"aarch64-linux-gnu", 183},
               {"riscv64-linux-gnu", 243}};
  for (const Case &c : cases) {
    aot::AotOptions options;
    options.triple = c.triple;
    std::string output = (dir + "/tiny-" + c.triple + ".o").str();
    auto result = aot::compileFile(program, output, options);
    ASSERT_TRUE(bool(result)) << c.triple << ": " << result.message();
    EXPECT_EQ(result->symbol, "kiln_tiny_main");
    ASSERT_EQ(result->inputs.size(), 1u);
    EXPECT_EQ(result->inputs[0].shape, (std::vector<int64_t>{2, 3}));
    EXPECT_EQ(result->outputs[0].shape, (std::vector<int64_t>{3, 2}));
    EXPECT_NE(result->header.find("int kiln_tiny_main(const void *const "
                                  "*inputs, void *const *outputs);"),
              std::string::npos);
    auto object = llvm::MemoryBuffer::getFile(output);
    ASSERT_TRUE(bool(object));
    llvm::StringRef bytes = (*object)->getBuffer();
    ASSERT_GT(bytes.size(), 20u);
    EXPECT_TRUE(bytes.starts_with("\x7f"
                                  "ELF"));
    uint16_t machine = uint8_t(bytes[18]) | (uint8_t(bytes[19]) << 8);
    EXPECT_EQ(machine, c.machine) << c.triple;
  }
  llvm::sys::fs::remove_directories(dir);
}

} // namespace
