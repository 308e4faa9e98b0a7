//===- Compiler.h - kiln's C++ API: compile and run StableHLO --*- C++ -*-===//
//
// kiln::Compiler turns StableHLO text or a module into a kiln::Executable,
// JIT-compiled through MLIR and LLVM. Executable::run takes and returns
// typed host buffers; wrong input count, shape or dtype is an error with a
// message. An Executable may run from several threads at once.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_COMPILER_COMPILER_H
#define KILN_COMPILER_COMPILER_H

#include "kiln/runtime/HostBuffer.h"
#include "kiln/runtime/Status.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
class MLIRContext;
} // namespace mlir

namespace kiln {

/// Type and shape of one entry argument or result.
struct TensorSignature {
  runtime::DType dtype;
  std::vector<int64_t> shape;
  std::string str() const;
};

/// What the check ops (check.* and `stablehlo.custom_call @check.*`) of one
/// run found, in the order they executed.
struct CheckReport {
  struct Entry {
    /// "file:line:col: check.expect_eq" (the op's source location and name).
    std::string where;
    bool passed = false;
    /// For a failure: which elements differ (the first few, with indices and
    /// values), or why the check could not compare.
    std::string detail;
  };
  std::vector<Entry> entries;
  size_t numPassed() const;
  size_t numFailed() const;
  /// Every failed check: "check failed: <where>" and its indented detail.
  std::string failureText() const;
};

struct CompileOptions {
  /// The function to run.
  std::string entry = "main";
};

class Executable {
public:
  ~Executable();
  const std::vector<TensorSignature> &inputs() const { return inputTypes; }
  const std::vector<TensorSignature> &outputs() const { return outputTypes; }
  /// Runs the entry function. Safe to call from several threads at once.
  /// The outcome of the program's check ops goes to `checks` when given;
  /// without it, any failed check makes the run an error listing them.
  runtime::Expected<std::vector<runtime::HostBuffer>>
  run(const std::vector<runtime::HostBuffer> &inputs,
      CheckReport *checks = nullptr) const;

private:
  friend class Compiler;
  Executable() = default;
  std::string entry;
  std::vector<TensorSignature> inputTypes, outputTypes;
  std::unique_ptr<mlir::ExecutionEngine> engine;
};

class Compiler {
public:
  Compiler();
  ~Compiler();
  /// Compiles StableHLO text; `bufferName` names it in diagnostics
  /// (file:line:col).
  runtime::Expected<std::unique_ptr<Executable>>
  compileString(const std::string &text, const std::string &bufferName,
                const CompileOptions &options = {});
  /// Reads and compiles a file.
  runtime::Expected<std::unique_ptr<Executable>>
  compileFile(const std::string &path, const CompileOptions &options = {});

private:
  std::unique_ptr<mlir::MLIRContext> context;
};

} // namespace kiln

#endif // KILN_COMPILER_COMPILER_H
