//===- RuntimeCAPITest.cpp - tests of kiln's runtime C API ----------------===//
//
// Loads artifacts bin/kiln compiled at build time (runtime/test/CAPI/
// CMakeLists.txt): Inputs/affine.mlir and test/AOT/Inputs/multi.mlir as
// shared libraries, affine.mlir and a failing custom call program as
// objects linked into this test. Expected values are computed here by
// plain loops (affine: small integers and halves, exact in f32) or by numpy
// (multi: test/AOT/Inputs/gen_multi.py). Every error path is checked for
// its code and message.
//
//===----------------------------------------------------------------------===//

// A generated header first, then the runtime's, then another generated one:
// their shared declarations go together in either order.
#include "affine_linked.h"
#include "failing_linked.h"
#include "kiln/runtime.h"

#include "kiln/runtime/Npy.h"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace {

const std::string kArtifacts = KILN_CAPI_ARTIFACTS;

/// A status's code and message; frees it.
struct Outcome {
  kiln_status_code code;
  std::string message;
  int entryResult;
};

Outcome take(kiln_status status) {
  Outcome o{kiln_status_get_code(status), kiln_status_get_message(status),
            kiln_status_get_entry_result(status)};
  kiln_status_free(status);
  return o;
}

#define ASSERT_KILN_OK(expr)                                                   \
  do {                                                                         \
    Outcome outcome_ = take(expr);                                             \
    ASSERT_EQ(outcome_.code, KILN_STATUS_OK) << outcome_.message;              \
  } while (0)

struct ModuleDeleter {
  void operator()(kiln_module *m) const { kiln_module_release(m); }
};
struct BufferDeleter {
  void operator()(kiln_buffer *b) const { kiln_buffer_release(b); }
};
using ModulePtr = std::unique_ptr<kiln_module, ModuleDeleter>;
using BufferPtr = std::unique_ptr<kiln_buffer, BufferDeleter>;

ModulePtr load(const std::string &path) {
  kiln_module *module = nullptr;
  Outcome o = take(kiln_module_load(path.c_str(), &module));
  EXPECT_EQ(o.code, KILN_STATUS_OK) << o.message;
  return ModulePtr(module);
}

const kiln_entry *entryNamed(const kiln_module *module, const char *name) {
  const kiln_entry *entry = nullptr;
  Outcome o = take(kiln_module_borrow_entry_by_name(module, name, &entry));
  EXPECT_EQ(o.code, KILN_STATUS_OK) << o.message;
  return entry;
}

BufferPtr wrap(kiln_dtype dtype, std::vector<int64_t> dims, void *data,
               size_t size) {
  kiln_buffer *buffer = nullptr;
  Outcome o = take(kiln_buffer_wrap_borrowed(dtype, dims.size(), dims.data(),
                                             data, size, &buffer));
  EXPECT_EQ(o.code, KILN_STATUS_OK) << o.message;
  return BufferPtr(buffer);
}

/// The inputs of affine.mlir, their expected outputs computed by plain
/// loops, and buffers over them.
struct AffineCase {
  explicit AffineCase(int seed) {
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 8; ++j)
        x[i * 8 + j] = float((i * 3 + j * 5 + seed) % 7 - 3);
    for (int j = 0; j < 8; ++j)
      for (int c = 0; c < 3; ++c)
        w[j * 3 + c] = float((j + 2 * c + seed) % 5 - 2) * 0.5f;
    b[0] = 0.5f;
    b[1] = -1.0f;
    b[2] = float(seed);
    k = seed - 4;
    for (int i = 0; i < 4; ++i)
      for (int c = 0; c < 3; ++c) {
        float sum = 0;
        for (int j = 0; j < 8; ++j)
          sum += x[i * 8 + j] * w[j * 3 + c];
        expectedY[i * 3 + c] = sum + b[c];
      }
    expectedK = 3 * k + 1;
    inputs.push_back(wrap(KILN_DTYPE_F32, {4, 8}, x, sizeof(x)));
    inputs.push_back(wrap(KILN_DTYPE_F32, {8, 3}, w, sizeof(w)));
    inputs.push_back(wrap(KILN_DTYPE_F32, {3}, b, sizeof(b)));
    inputs.push_back(wrap(KILN_DTYPE_I32, {}, &k, sizeof(k)));
    outputs.push_back(wrap(KILN_DTYPE_F32, {4, 3}, y, sizeof(y)));
    outputs.push_back(wrap(KILN_DTYPE_I32, {}, &k3, sizeof(k3)));
  }
  std::vector<const kiln_buffer *> in() const {
    std::vector<const kiln_buffer *> list;
    for (const BufferPtr &buffer : inputs)
      list.push_back(buffer.get());
    return list;
  }
  std::vector<kiln_buffer *> out() const {
    std::vector<kiln_buffer *> list;
    for (const BufferPtr &buffer : outputs)
      list.push_back(buffer.get());
    return list;
  }
  /// Whether the outputs hold the expected values (exactly: every
  /// product and sum is a small multiple of 1/4).
  bool matches() const {
    return std::memcmp(y, expectedY, sizeof(y)) == 0 && k3 == expectedK;
  }

  float x[32], w[24], b[3], y[12] = {}, expectedY[12];
  int32_t k, k3 = 0, expectedK;
  std::vector<BufferPtr> inputs, outputs;
};

kiln_status call(const kiln_entry *entry, const AffineCase &c) {
  auto in = c.in();
  auto out = c.out();
  return kiln_entry_call(entry, in.data(), in.size(), out.data(), out.size());
}

void expectAffineDescription(const kiln_module *module, const char *name,
                             const char *symbol) {
  EXPECT_STREQ(kiln_module_name(module), name);
  EXPECT_STRNE(kiln_module_triple(module), "");
  EXPECT_STRNE(kiln_module_cpu(module), "");
  ASSERT_EQ(kiln_module_num_entries(module), 1u);
  const kiln_entry *entry = nullptr;
  ASSERT_KILN_OK(kiln_module_borrow_entry(module, 0, &entry));
  EXPECT_STREQ(kiln_entry_name(entry), "main");
  EXPECT_STREQ(kiln_entry_symbol(entry), symbol);
  ASSERT_EQ(kiln_entry_num_inputs(entry), 4u);
  ASSERT_EQ(kiln_entry_num_outputs(entry), 2u);
  struct Expected {
    std::vector<int64_t> shape;
    kiln_dtype dtype;
    const char *name;
    int64_t bytes;
  };
  std::vector<Expected> inputs = {{{4, 8}, KILN_DTYPE_F32, "f32", 128},
                                  {{8, 3}, KILN_DTYPE_F32, "f32", 96},
                                  {{3}, KILN_DTYPE_F32, "f32", 12},
                                  {{}, KILN_DTYPE_I32, "i32", 4}};
  std::vector<Expected> outputs = {{{4, 3}, KILN_DTYPE_F32, "f32", 48},
                                   {{}, KILN_DTYPE_I32, "i32", 4}};
  auto check = [](const kiln_tensor_info *info, const Expected &e) {
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->rank, int32_t(e.shape.size()));
    EXPECT_EQ(std::vector<int64_t>(info->shape, info->shape + info->rank),
              e.shape);
    EXPECT_EQ(info->dtype, e.dtype);
    EXPECT_STREQ(info->dtype_name, e.name);
    EXPECT_EQ(info->size_bytes, e.bytes);
    EXPECT_EQ(info->num_elements, e.bytes / 4);
  };
  for (size_t i = 0; i < inputs.size(); ++i) {
    const kiln_tensor_info *info = nullptr;
    ASSERT_KILN_OK(kiln_entry_borrow_input_info(entry, i, &info));
    check(info, inputs[i]);
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    const kiln_tensor_info *info = nullptr;
    ASSERT_KILN_OK(kiln_entry_borrow_output_info(entry, i, &info));
    check(info, outputs[i]);
  }
}

//===----------------------------------------------------------------------===//
// Loading and describing
//===----------------------------------------------------------------------===//

TEST(RuntimeCAPI, LoadsAndDescribesASharedLibrary) {
  ModulePtr module = load(kArtifacts + "/affine.so");
  ASSERT_TRUE(module);
  EXPECT_EQ(std::string(kiln_module_path(module.get())),
            kArtifacts + "/affine.so");
  expectAffineDescription(module.get(), "affine", "kiln_affine_main");
}

TEST(RuntimeCAPI, WrapsALinkedObject) {
  kiln_module *raw = nullptr;
  ASSERT_KILN_OK(
      kiln_module_wrap_linked(&kiln_affine_linked_main_artifact, &raw));
  ModulePtr module(raw);
  EXPECT_STREQ(kiln_module_path(module.get()), "");
  expectAffineDescription(module.get(), "affine_linked",
                          "kiln_affine_linked_main");
  // The descriptor points at the function the header declares.
  EXPECT_EQ(kiln_affine_linked_main_artifact.entries[0].function,
            &kiln_affine_linked_main);
  // It agrees with the header's tables.
  EXPECT_EQ(kiln_affine_linked_main_artifact.entries[0].num_inputs,
            KILN_AFFINE_LINKED_MAIN_NUM_INPUTS);
  EXPECT_EQ(kiln_affine_linked_main_artifact.entries[0].inputs[0].size_bytes,
            KILN_AFFINE_LINKED_MAIN_INPUT0_SIZE_BYTES);
  EXPECT_EQ(kiln_affine_linked_main_artifact.entries[0].outputs[1].dtype,
            KILN_AFFINE_LINKED_MAIN_OUTPUT1_DTYPE);
}

TEST(RuntimeCAPI, FindsEntriesByName) {
  ModulePtr module = load(kArtifacts + "/multi.so");
  ASSERT_TRUE(module);
  const kiln_entry *entry = entryNamed(module.get(), "predict");
  ASSERT_NE(entry, nullptr);
  EXPECT_STREQ(kiln_entry_symbol(entry), "kiln_multi_predict");

  Outcome missing =
      take(kiln_module_borrow_entry_by_name(module.get(), "main", &entry));
  EXPECT_EQ(missing.code, KILN_STATUS_NOT_FOUND);
  EXPECT_EQ(missing.message,
            "module 'multi' has no entry 'main' (entries: 'predict')");
  EXPECT_EQ(entry, nullptr);

  Outcome index = take(kiln_module_borrow_entry(module.get(), 1, &entry));
  EXPECT_EQ(index.code, KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(index.message,
            "entry 1 does not exist: module 'multi' has 1 entries");

  ASSERT_KILN_OK(kiln_module_borrow_entry(module.get(), 0, &entry));
  const kiln_tensor_info *info = nullptr;
  Outcome input = take(kiln_entry_borrow_input_info(entry, 3, &info));
  EXPECT_EQ(input.code, KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(input.message,
            "input 3 of 'predict' does not exist (it has 3 inputs)");
  EXPECT_EQ(info, nullptr);
  ASSERT_KILN_OK(kiln_entry_borrow_output_info(entry, 2, &info));
  EXPECT_EQ(info->dtype, KILN_DTYPE_I1);
  EXPECT_STREQ(info->dtype_name, "i1");
  EXPECT_EQ(info->rank, 1);
  EXPECT_EQ(info->size_bytes, 3);
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

TEST(RuntimeCAPI, RunsASharedLibrary) {
  ModulePtr module = load(kArtifacts + "/affine.so");
  ASSERT_TRUE(module);
  const kiln_entry *entry = entryNamed(module.get(), "main");
  AffineCase c(1);
  ASSERT_FALSE(c.matches());
  ASSERT_KILN_OK(call(entry, c));
  EXPECT_TRUE(c.matches());
  EXPECT_EQ(c.k3, -8);
}

TEST(RuntimeCAPI, RunsALinkedObject) {
  kiln_module *raw = nullptr;
  ASSERT_KILN_OK(
      kiln_module_wrap_linked(&kiln_affine_linked_main_artifact, &raw));
  ModulePtr module(raw);
  const kiln_entry *entry = entryNamed(module.get(), "main");
  AffineCase c(2);
  ASSERT_KILN_OK(call(entry, c));
  EXPECT_TRUE(c.matches());
}

TEST(RuntimeCAPI, MatchesNumpyWithAllocatedOutputs) {
  ModulePtr module = load(kArtifacts + "/multi.so");
  ASSERT_TRUE(module);
  const kiln_entry *entry = entryNamed(module.get(), "predict");
  std::string dir = std::string(KILN_SRC_DIR) + "/test/AOT/Inputs/multi/";
  std::vector<BufferPtr> inputs;
  std::vector<const kiln_buffer *> in;
  for (size_t i = 0; i < 3; ++i) {
    auto npy =
        kiln::runtime::readNpyFile(dir + "in" + std::to_string(i) + ".npy");
    ASSERT_TRUE(npy) << npy.message();
    kiln_buffer *buffer = nullptr;
    ASSERT_KILN_OK(kiln_buffer_allocate_for_input(entry, i, &buffer));
    inputs.emplace_back(buffer);
    ASSERT_KILN_OK(
        kiln_buffer_copy_from_host(buffer, npy->data(), npy->byteSize()));
    in.push_back(buffer);
  }
  kiln_buffer *out[3] = {};
  ASSERT_KILN_OK(
      kiln_entry_call_allocating(entry, in.data(), in.size(), out, 3));
  std::vector<BufferPtr> outputs(out, out + 3);
  for (size_t i = 0; i < 3; ++i) {
    auto npy =
        kiln::runtime::readNpyFile(dir + "out" + std::to_string(i) + ".npy");
    ASSERT_TRUE(npy) << npy.message();
    ASSERT_EQ(kiln_buffer_size_bytes(out[i]), npy->byteSize());
    std::vector<uint8_t> bytes(npy->byteSize());
    ASSERT_KILN_OK(
        kiln_buffer_copy_to_host(out[i], bytes.data(), bytes.size()));
    EXPECT_EQ(std::memcmp(bytes.data(), npy->data(), bytes.size()), 0)
        << "output " << i;
  }
}

TEST(RuntimeCAPI, ReportsAFailingCustomCall) {
  kiln_module *raw = nullptr;
  ASSERT_KILN_OK(
      kiln_module_wrap_linked(&kiln_failing_linked_main_artifact, &raw));
  ModulePtr module(raw);
  const kiln_entry *entry = entryNamed(module.get(), "main");
  float x[2] = {1, 2}, y[2];
  BufferPtr in = wrap(KILN_DTYPE_F32, {2}, x, sizeof(x));
  BufferPtr out = wrap(KILN_DTYPE_F32, {2}, y, sizeof(y));
  const kiln_buffer *inputs[] = {in.get()};
  kiln_buffer *outputs[] = {out.get()};
  Outcome o = take(kiln_entry_call(entry, inputs, 1, outputs, 1));
  EXPECT_EQ(o.code, KILN_STATUS_ENTRY_FAILED);
  EXPECT_EQ(o.entryResult, 7);
  EXPECT_EQ(o.message, "'main' (kiln_failing_linked_main) returned 7: a "
                       "custom call target failed");
}

/// i2/i4 inputs count by their low bits only: sign-extended (kiln::runtime's
/// host storage) or with garbage above. The artifact masks them (without
/// that, -O0 code widened 0xA5 as ui4 to 165). Expected values by hand;
/// narrow outputs hold their low bits.
TEST(RuntimeCAPI, MasksNarrowIntegerInputs) {
  for (const char *name : {"/narrow.so", "/narrow_O0.so"}) {
    SCOPED_TRACE(name);
    ModulePtr module = load(kArtifacts + name);
    ASSERT_TRUE(module);
    const kiln_entry *entry = entryNamed(module.get(), "main");
    int8_t x[8] = {-8, -3, -1, 0, 1, 3, 7, -2};
    uint8_t u[8] = {0xF0, 0x31, 0xA5, 9, 0xFF, 3, 0x88, 7};
    int8_t t[8] = {-2, -1, 0, 1, 1, 0, -1, -2};
    std::vector<BufferPtr> inputs;
    inputs.push_back(wrap(KILN_DTYPE_I4, {8}, x, 8));
    inputs.push_back(wrap(KILN_DTYPE_UI4, {8}, u, 8));
    inputs.push_back(wrap(KILN_DTYPE_I2, {8}, t, 8));
    const kiln_buffer *in[] = {inputs[0].get(), inputs[1].get(),
                               inputs[2].get()};
    kiln_buffer *out[4] = {};
    ASSERT_KILN_OK(kiln_entry_call_allocating(entry, in, 3, out, 4));
    std::vector<BufferPtr> outputs(out, out + 4);
    // The caller's inputs are left as they were.
    EXPECT_EQ(u[0], 0xF0);
    auto bytes = [](const kiln_buffer *b) {
      auto *p = static_cast<const int8_t *>(kiln_buffer_borrow_const_data(b));
      return std::vector<int>(p, p + kiln_buffer_size_bytes(b));
    };
    EXPECT_EQ(bytes(out[0]), (std::vector<int>{-8, -3, -1, 0, 1, 3, 7, -2}));
    auto *wide =
        static_cast<const int32_t *>(kiln_buffer_borrow_const_data(out[1]));
    EXPECT_EQ(std::vector<int>(wide, wide + 8),
              (std::vector<int>{0, 1, 5, 9, 15, 3, 8, 7}));
    // 2x in 4 bits: -16 -> 0, -6 -> 0b1010, -2 -> 0b1110, 14 -> 0b1110.
    EXPECT_EQ(bytes(out[2]), (std::vector<int>{0, 10, 14, 0, 2, 6, 14, 12}));
    EXPECT_EQ(bytes(out[3]), (std::vector<int>{-2, -1, 0, 1, 1, 0, -1, -2}));
  }
}

/// Eight threads call one entry at once, each with its own buffers.
TEST(RuntimeCAPI, RunsOnManyThreadsAtOnce) {
  ModulePtr module = load(kArtifacts + "/affine.so");
  ASSERT_TRUE(module);
  const kiln_entry *entry = entryNamed(module.get(), "main");
  constexpr int kThreads = 8, kCalls = 50;
  std::vector<std::unique_ptr<AffineCase>> cases;
  for (int t = 0; t < kThreads; ++t)
    cases.push_back(std::make_unique<AffineCase>(t));
  std::vector<int> failures(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int n = 0; n < kCalls; ++n) {
        std::memset(cases[t]->y, 0, sizeof(cases[t]->y));
        cases[t]->k3 = 0;
        kiln_status s = call(entry, *cases[t]);
        if (s || !cases[t]->matches())
          ++failures[t];
        kiln_status_free(s);
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < kThreads; ++t)
    EXPECT_EQ(failures[t], 0) << "thread " << t;
}

//===----------------------------------------------------------------------===//
// Loading errors
//===----------------------------------------------------------------------===//

TEST(RuntimeCAPIErrors, MissingFile) {
  kiln_module *module = reinterpret_cast<kiln_module *>(0x1);
  Outcome o = take(kiln_module_load("/nonexistent/model.so", &module));
  EXPECT_EQ(o.code, KILN_STATUS_NOT_FOUND);
  EXPECT_EQ(o.message,
            "cannot load /nonexistent/model.so: No such file or directory");
  EXPECT_EQ(module, nullptr);
  o = take(kiln_module_load("kiln-no-such-library.so", &module));
  EXPECT_EQ(o.code, KILN_STATUS_NOT_FOUND) << o.message;
}

TEST(RuntimeCAPIErrors, NotAKilnArtifact) {
  kiln_module *module = nullptr;
  Outcome o = take(kiln_module_load(KILN_CAPI_NOT_KILN, &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message,
            std::string(KILN_CAPI_NOT_KILN) +
                " is not a kiln artifact: it exports no "
                "kiln_artifact_manifest (build it with kiln compile -o "
                "NAME.so; artifacts of a kiln older than this runtime lack "
                "it too)");
  EXPECT_EQ(module, nullptr);
  // Not a shared library at all: the loader's message.
  std::string text =
      std::string(KILN_SRC_DIR) + "/runtime/test/CAPI/Inputs/affine.mlir";
  o = take(kiln_module_load(text.c_str(), &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message.rfind("cannot load " + text + ": ", 0), 0u) << o.message;
  // A directory.
  o = take(kiln_module_load(kArtifacts.c_str(), &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION) << o.message;
}

TEST(RuntimeCAPIErrors, AbiVersionMismatch) {
  kiln_module *module = nullptr;
  Outcome o = take(kiln_module_load(KILN_CAPI_WRONG_ABI, &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message, std::string(KILN_CAPI_WRONG_ABI) +
                           " has kiln artifact ABI version 99, but this "
                           "runtime reads version 1 (compile it with the "
                           "kiln this runtime comes with)");
  EXPECT_EQ(module, nullptr);
}

TEST(RuntimeCAPIErrors, UndefinedCustomCallTarget) {
  // failing.so calls failing_kernel, which this program defines but does
  // not export to the dynamic loader.
  kiln_module *module = nullptr;
  Outcome o =
      take(kiln_module_load((kArtifacts + "/failing.so").c_str(), &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_NE(o.message.find("undefined symbol: failing_kernel"),
            std::string::npos)
      << o.message;
  EXPECT_NE(o.message.find("--extern-custom-calls"), std::string::npos)
      << o.message;
}

TEST(RuntimeCAPIErrors, CorruptDescriptors) {
  kiln_artifact copy = kiln_affine_linked_main_artifact;
  kiln_module *module = nullptr;
  copy.magic = 0;
  Outcome o = take(kiln_module_wrap_linked(&copy, &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message, "the linked artifact is not a kiln artifact (its "
                       "descriptor has the wrong magic number)");

  copy = kiln_affine_linked_main_artifact;
  kiln_artifact_entry entry = copy.entries[0];
  kiln_tensor_info inputs[4];
  std::memcpy(inputs, entry.inputs, sizeof(inputs));
  inputs[1].size_bytes += 4;
  entry.inputs = inputs;
  copy.entries = &entry;
  o = take(kiln_module_wrap_linked(&copy, &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message, "the descriptor of the linked artifact "
                       "'affine_linked': entry 'main' input 1 is "
                       "inconsistent");

  inputs[1].size_bytes -= 4;
  inputs[2].dtype = static_cast<kiln_dtype>(77);
  o = take(kiln_module_wrap_linked(&copy, &module));
  EXPECT_EQ(o.code, KILN_STATUS_FAILED_PRECONDITION);
  EXPECT_EQ(o.message, "the descriptor of the linked artifact "
                       "'affine_linked': entry 'main' input 2 is malformed");
  EXPECT_EQ(module, nullptr);
}

TEST(RuntimeCAPIErrors, NullArguments) {
  kiln_module *module = nullptr;
  EXPECT_EQ(take(kiln_module_load(nullptr, &module)).message,
            "kiln_module_load: path is NULL");
  EXPECT_EQ(take(kiln_module_load("x.so", nullptr)).code,
            KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(take(kiln_module_wrap_linked(nullptr, &module)).message,
            "kiln_module_wrap_linked: artifact is NULL");
  const kiln_entry *entry = nullptr;
  EXPECT_EQ(take(kiln_module_borrow_entry(nullptr, 0, &entry)).code,
            KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(
      take(kiln_module_borrow_entry_by_name(nullptr, "main", &entry)).code,
      KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(take(kiln_entry_call(nullptr, nullptr, 0, nullptr, 0)).message,
            "kiln_entry_call: entry is NULL");
  EXPECT_EQ(
      take(kiln_buffer_allocate(KILN_DTYPE_F32, 0, nullptr, nullptr)).code,
      KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(take(kiln_buffer_copy_from_host(nullptr, nullptr, 0)).code,
            KILN_STATUS_INVALID_ARGUMENT);
  // Queries on NULL answer neutrally; releases of NULL do nothing.
  EXPECT_EQ(kiln_module_num_entries(nullptr), 0u);
  EXPECT_EQ(kiln_entry_num_inputs(nullptr), 0u);
  EXPECT_EQ(kiln_buffer_borrow_data(nullptr), nullptr);
  EXPECT_EQ(kiln_dtype_name(kiln_buffer_dtype(nullptr)), nullptr);
  EXPECT_STREQ(kiln_entry_name(nullptr), "");
  kiln_module_release(nullptr);
  kiln_buffer_release(nullptr);
  kiln_status_free(nullptr);
}

//===----------------------------------------------------------------------===//
// Call errors: nothing runs, outputs stay untouched
//===----------------------------------------------------------------------===//

class CallErrors : public ::testing::Test {
protected:
  void SetUp() override {
    module = load(kArtifacts + "/affine.so");
    ASSERT_TRUE(module);
    entry = entryNamed(module.get(), "main");
  }
  /// Calls with `in` and `out`; expects INVALID_ARGUMENT with `message`
  /// and untouched outputs.
  void expectError(std::vector<const kiln_buffer *> in,
                   std::vector<kiln_buffer *> out, const std::string &message) {
    std::fill(std::begin(c.y), std::end(c.y), 123.0f);
    Outcome o = take(
        kiln_entry_call(entry, in.data(), in.size(), out.data(), out.size()));
    EXPECT_EQ(o.code, KILN_STATUS_INVALID_ARGUMENT);
    EXPECT_EQ(o.message, message);
    EXPECT_EQ(c.y[0], 123.0f);
  }
  ModulePtr module;
  const kiln_entry *entry = nullptr;
  AffineCase c{3};
};

TEST_F(CallErrors, WrongCount) {
  auto in = c.in();
  in.pop_back();
  expectError(in, c.out(), "'main' takes 4 inputs, got 3");
  auto out = c.out();
  out.push_back(out[0]);
  expectError(c.in(), out, "'main' takes 2 outputs, got 3");
}

TEST_F(CallErrors, WrongShape) {
  float x[36];
  BufferPtr wide = wrap(KILN_DTYPE_F32, {4, 9}, x, sizeof(x));
  auto in = c.in();
  in[0] = wide.get();
  expectError(in, c.out(), "input 0 of 'main': expected 4x8xf32, got 4x9xf32");
  BufferPtr flat = wrap(KILN_DTYPE_F32, {32}, x, 32 * sizeof(float));
  in[0] = flat.get();
  expectError(in, c.out(), "input 0 of 'main': expected 4x8xf32, got 32xf32");
  int32_t one[1];
  BufferPtr vector = wrap(KILN_DTYPE_I32, {1}, one, sizeof(one));
  auto out = c.out();
  out[1] = vector.get();
  expectError(c.in(), out, "output 1 of 'main': expected i32, got 1xi32");
}

TEST_F(CallErrors, WrongDType) {
  float k;
  BufferPtr f = wrap(KILN_DTYPE_F32, {}, &k, sizeof(k));
  auto in = c.in();
  in[3] = f.get();
  expectError(in, c.out(), "input 3 of 'main': expected i32, got f32");
  uint32_t u;
  BufferPtr ui = wrap(KILN_DTYPE_UI32, {}, &u, sizeof(u));
  in[3] = ui.get();
  expectError(in, c.out(), "input 3 of 'main': expected i32, got ui32");
}

TEST_F(CallErrors, NullBuffers) {
  auto in = c.in();
  in[2] = nullptr;
  expectError(in, c.out(), "input 2 of 'main' is NULL");
  auto out = c.out();
  out[0] = nullptr;
  expectError(c.in(), out, "output 0 of 'main' is NULL");
  Outcome o = take(kiln_entry_call(entry, nullptr, 4, nullptr, 0));
  EXPECT_EQ(o.message, "inputs of 'main' is NULL");
}

TEST_F(CallErrors, ReadOnlyAndOverlappingOutputs) {
  kiln_buffer *raw = nullptr;
  float y[12];
  ASSERT_KILN_OK(kiln_buffer_wrap_borrowed_readonly(
      KILN_DTYPE_F32, 2, std::vector<int64_t>{4, 3}.data(), y, sizeof(y),
      &raw));
  BufferPtr readOnly(raw);
  EXPECT_EQ(kiln_buffer_borrow_data(readOnly.get()), nullptr);
  EXPECT_EQ(kiln_buffer_borrow_const_data(readOnly.get()), y);
  auto out = c.out();
  out[0] = readOnly.get();
  expectError(c.in(), out, "output 0 of 'main' is a read-only buffer");

  // An output inside input 0's memory.
  BufferPtr inX = wrap(KILN_DTYPE_F32, {4, 3}, c.x + 4, 12 * sizeof(float));
  out = c.out();
  out[0] = inX.get();
  expectError(c.in(), out, "output 0 of 'main' overlaps input 0");
  // Output 1 inside output 0.
  BufferPtr inY = wrap(KILN_DTYPE_I32, {}, c.y + 11, sizeof(int32_t));
  out = c.out();
  out[1] = inY.get();
  expectError(c.in(), out, "output 1 of 'main' overlaps output 0");
}

TEST_F(CallErrors, AllocatingCallReleasesOnError) {
  auto in = c.in();
  in[0] = in[1];
  kiln_buffer *out[2] = {reinterpret_cast<kiln_buffer *>(0x1),
                         reinterpret_cast<kiln_buffer *>(0x1)};
  Outcome o =
      take(kiln_entry_call_allocating(entry, in.data(), in.size(), out, 2));
  EXPECT_EQ(o.message, "input 0 of 'main': expected 4x8xf32, got 8x3xf32");
  EXPECT_EQ(out[0], nullptr);
  EXPECT_EQ(out[1], nullptr);
  out[0] = reinterpret_cast<kiln_buffer *>(0x1);
  o = take(kiln_entry_call_allocating(entry, in.data(), in.size(), out, 1));
  EXPECT_EQ(o.message, "'main' has 2 outputs, got room for 1");
  EXPECT_EQ(out[0], nullptr);
}

//===----------------------------------------------------------------------===//
// Buffers and statuses
//===----------------------------------------------------------------------===//

TEST(RuntimeCAPIBuffers, AllocateZeroedAndDescribe) {
  int64_t dims[] = {2, 3, 5};
  kiln_buffer *raw = nullptr;
  ASSERT_KILN_OK(kiln_buffer_allocate(KILN_DTYPE_BF16, 3, dims, &raw));
  BufferPtr buffer(raw);
  dims[0] = 99; // The buffer keeps its own copy.
  EXPECT_EQ(kiln_buffer_dtype(raw), KILN_DTYPE_BF16);
  ASSERT_EQ(kiln_buffer_rank(raw), 3u);
  EXPECT_EQ(kiln_buffer_borrow_dims(raw)[0], 2);
  EXPECT_EQ(kiln_buffer_borrow_dims(raw)[2], 5);
  EXPECT_EQ(kiln_buffer_num_elements(raw), 30);
  EXPECT_EQ(kiln_buffer_size_bytes(raw), 60u);
  auto *data = static_cast<unsigned char *>(kiln_buffer_borrow_data(raw));
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(data) % 64, 0u);
  for (int i = 0; i < 60; ++i)
    ASSERT_EQ(data[i], 0) << i;

  uint16_t values[30], back[30];
  for (int i = 0; i < 30; ++i)
    values[i] = uint16_t(0x3f80 + i);
  ASSERT_KILN_OK(kiln_buffer_copy_from_host(raw, values, sizeof(values)));
  ASSERT_KILN_OK(kiln_buffer_copy_to_host(raw, back, sizeof(back)));
  EXPECT_EQ(std::memcmp(values, back, sizeof(back)), 0);
  Outcome o = take(kiln_buffer_copy_from_host(raw, values, 58));
  EXPECT_EQ(o.message, "kiln_buffer_copy_from_host: the 2x3x5xbf16 buffer "
                       "takes 60 bytes, got 58");

  // Rank 0 with NULL dims, and an empty tensor.
  ASSERT_KILN_OK(
      kiln_buffer_allocate(KILN_DTYPE_COMPLEX_F64, 0, nullptr, &raw));
  BufferPtr scalar(raw);
  EXPECT_EQ(kiln_buffer_size_bytes(raw), 16u);
  EXPECT_EQ(kiln_buffer_borrow_dims(raw), nullptr);
  int64_t empty[] = {3, 0};
  ASSERT_KILN_OK(kiln_buffer_allocate(KILN_DTYPE_I1, 2, empty, &raw));
  BufferPtr none(raw);
  EXPECT_EQ(kiln_buffer_size_bytes(raw), 0u);
}

TEST(RuntimeCAPIBuffers, RejectsBadShapesAndMemory) {
  kiln_buffer *raw = nullptr;
  int64_t negative[] = {2, -1};
  Outcome o = take(kiln_buffer_allocate(KILN_DTYPE_F32, 2, negative, &raw));
  EXPECT_EQ(o.code, KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(o.message, "negative size -1 in 2x-1xf32");
  o = take(kiln_buffer_allocate(static_cast<kiln_dtype>(30), 0, nullptr, &raw));
  EXPECT_EQ(o.message, "unknown dtype 30");
  o = take(kiln_buffer_allocate(KILN_DTYPE_F32, 1, nullptr, &raw));
  EXPECT_EQ(o.message, "dims is NULL for a rank-1 buffer");
  int64_t huge[] = {int64_t(1) << 40, int64_t(1) << 40};
  o = take(kiln_buffer_allocate(KILN_DTYPE_F64, 2, huge, &raw));
  EXPECT_EQ(o.code, KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(o.message.find("overflows"), std::string::npos) << o.message;
  EXPECT_EQ(raw, nullptr);

  alignas(8) unsigned char bytes[20];
  int64_t four[] = {4};
  o = take(kiln_buffer_wrap_borrowed(KILN_DTYPE_F32, 1, four, bytes, 20, &raw));
  EXPECT_EQ(o.message, "a 4xf32 buffer takes 16 bytes, got 20");
  o = take(
      kiln_buffer_wrap_borrowed(KILN_DTYPE_F32, 1, four, bytes + 1, 16, &raw));
  EXPECT_EQ(o.message, "data for a 4xf32 buffer must be 4-byte aligned");
  o = take(
      kiln_buffer_wrap_borrowed(KILN_DTYPE_F32, 1, four, nullptr, 16, &raw));
  EXPECT_EQ(o.message, "data is NULL for a 4xf32 buffer");
  EXPECT_EQ(raw, nullptr);
}

TEST(RuntimeCAPIBuffers, DTypeNamesAndSizes) {
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_I1), "i1");
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_I4), "i4");
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_UI16), "ui16");
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_BF16), "bf16");
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_F8E4M3FN), "f8E4M3FN");
  EXPECT_STREQ(kiln_dtype_name(KILN_DTYPE_COMPLEX_F32), "complex<f32>");
  EXPECT_EQ(kiln_dtype_name(static_cast<kiln_dtype>(-1)), nullptr);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_I1), 1u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_UI2), 1u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_I64), 8u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_F16), 2u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_COMPLEX_F64), 16u);
  EXPECT_EQ(kiln_dtype_size(static_cast<kiln_dtype>(30)), 0u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_F4E2M1FN), 1u);
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_F8E8M0FNU), 1u);
}

TEST(RuntimeCAPIStatus, OkAndCodeNames) {
  EXPECT_EQ(kiln_status_get_code(KILN_OK), KILN_STATUS_OK);
  EXPECT_STREQ(kiln_status_get_message(KILN_OK), "OK");
  EXPECT_EQ(kiln_status_get_entry_result(KILN_OK), 0);
  EXPECT_STREQ(kiln_status_code_name(KILN_STATUS_NOT_FOUND), "NOT_FOUND");
  EXPECT_STREQ(kiln_status_code_name(KILN_STATUS_ENTRY_FAILED), "ENTRY_FAILED");
  EXPECT_STREQ(kiln_status_code_name(static_cast<kiln_status_code>(42)),
               "UNKNOWN");
}

TEST(RuntimeCAPI, ModulesAreReferenceCounted) {
  ModulePtr first = load(kArtifacts + "/affine.so");
  ModulePtr second = load(kArtifacts + "/affine.so");
  ASSERT_TRUE(first && second);
  kiln_module_retain(first.get());
  kiln_module_release(first.get());
  const kiln_entry *entry = entryNamed(first.get(), "main");
  second.reset(); // dlopen counts too: the library stays loaded.
  AffineCase c(5);
  ASSERT_KILN_OK(call(entry, c));
  EXPECT_TRUE(c.matches());
}

} // namespace

/// The custom call target of failing.mlir: fails with 7 (as
/// test/Execution/CustomCall/Inputs/kernels.c's does).
extern "C" int32_t failing_kernel(void **, const void *const *, const char *,
                                  size_t) {
  return 7;
}
