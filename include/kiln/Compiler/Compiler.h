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

namespace llvm {
class SourceMgr;
namespace orc {
class LLJIT;
} // namespace orc
} // namespace llvm

namespace mlir {
class MLIRContext;
class ModuleOp;
template <typename OpTy> class OwningOpRef;
} // namespace mlir

namespace kiln {

class CompileGuard;
class CustomCallRegistry;
class DiagnosticCapture;
namespace cache {
struct Entry;
} // namespace cache

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

/// How a sharded program's argument or result is split over its devices
/// when each device takes and returns its own shard
/// (CompileOptions::localShards), in GSPMD's tiled form (an
/// xla.OpSharding's tile assignment): `tiles` holds the number of shards of
/// each dimension, then, when several devices hold each shard, their
/// number; `devices` lists the devices holding each tile, tiles in
/// row-major order. A tensor every device holds whole has tiles of 1 and
/// the device count last.
struct TileSharding {
  std::vector<int64_t> tiles;
  std::vector<int64_t> devices;
};

struct CompileOptions {
  /// The function to run.
  std::string entry = "main";
  /// Concrete shapes of the entry's arguments, one per argument, for an
  /// entry with dynamic (`?`) sizes, as JAX exports with shape polymorphism
  /// produce: the program is specialized to them (docs/shape-refinement.md).
  /// Empty: the entry must be statically shaped. Ignored for static entries.
  std::vector<std::vector<int64_t>> argumentShapes;
  /// User functions for custom_call targets and lowerings of composites
  /// (kiln/Compiler/CustomCall.h); read during compilation only.
  std::shared_ptr<const CustomCallRegistry> customCalls;
  /// 0: the plain reference lowering, without kiln's optimizations;
  /// 2 (the default): optimized for the target CPU. There are no other
  /// levels (kiln/Pipelines/Pipelines.h says what each runs); another value
  /// is an error.
  unsigned optLevel = 2;
  /// Threads the compiled code may use (large GEMMs and convolutions are
  /// split across them). 0: as many as the process may run on (its CPU
  /// affinity). -O0 code runs on one thread. Threaded code runs on libomp.
  unsigned threads = 0;
  /// Threads the compilation may use for LLVM's optimization and code
  /// generation, which take parts of a large program at the same time
  /// (docs/compile-time.md). 0: as many as the process may run on. The
  /// machine code does the same whatever the count.
  unsigned compileThreads = 0;
  /// The devices to run on (docs/collectives.md). 0: what the program says
  /// (its mhlo.num_replicas x mhlo.num_partitions, or the mesh of a sharded
  /// program; 1 when it says nothing). N > 0 must match what the program
  /// says (an error otherwise); a program that says nothing (no counts, no
  /// mesh) runs SPMD as written on N partitions.
  int64_t devices = 0;
  /// For a sharded program: each device takes and returns its own shards,
  /// in the shardings Executable::inputShardings() and outputShardings()
  /// report (how the PJRT plugin runs JAX's sharded programs), instead of
  /// global arrays. Run such a program with runOnDevices.
  bool localShards = false;
  /// Collect the optimizing passes' reports of their rewrites
  /// (docs/graph-optimizer.md) into Executable::explanations().
  bool explain = false;
  /// Time each stage of the compilation (every MLIR pass, LLVM's
  /// translation, -O2 optimization and code generation) into
  /// Executable::timing().
  bool timing = false;
  /// A directory where compiled programs are kept and found again
  /// (docs/compile-cache.md): compiling the same text with the same
  /// options on the same CPU with the same kiln loads the machine code
  /// instead of compiling. Empty: no cache. Programs with user custom
  /// calls are not cached.
  std::string cacheDir;
};

/// Under mpirun (docs/mpi.md): this process' rank and the number of
/// processes, and what it sent to the others so far; a multi-device program
/// then runs one device per process, device = rank. {0, 1, 0, 0} without
/// mpirun.
struct ProcessInfo {
  int64_t rank = 0, count = 1;
  int64_t bytesSent = 0, collectives = 0;
};
ProcessInfo processInfo();

/// The number of CPUs this process may run on (its affinity mask).
unsigned availableThreads();

class Executable {
public:
  ~Executable();
  const std::vector<TensorSignature> &inputs() const { return inputTypes; }
  const std::vector<TensorSignature> &outputs() const { return outputTypes; }
  /// With CompileOptions::explain: one line per rewrite the optimizing
  /// passes reported, "file:line:col: pass: what", in the order they ran.
  const std::vector<std::string> &explanations() const { return explainLog; }
  /// With CompileOptions::timing: the compilation's time per stage, as
  /// MLIR's execution time report (a tree of wall-clock times).
  const std::string &timing() const { return timingReport; }
  /// Runs the entry function. Safe to call from several threads at once.
  /// The outcome of the program's check ops goes to `checks` when given;
  /// without it, any failed check makes the run an error listing them.
  runtime::Expected<std::vector<runtime::HostBuffer>>
  run(const std::vector<runtime::HostBuffer> &inputs,
      CheckReport *checks = nullptr) const;
  /// run() on inputs the caller keeps (and does not change) until it
  /// returns: nothing is copied (kiln's PJRT plugin runs on its buffers so).
  runtime::Expected<std::vector<runtime::HostBuffer>>
  runBorrowed(const std::vector<const runtime::HostBuffer *> &inputs,
              CheckReport *checks = nullptr) const;
  /// The devices the program runs on: its module's mhlo.num_replicas and
  /// mhlo.num_partitions (1 and 1 for a single-device program; run() and
  /// runBorrowed() take single-device and global-array programs).
  int64_t replicas() const { return numReplicas; }
  int64_t partitions() const { return numPartitions; }
  /// Whether the program was sharded and kiln partitioned it
  /// (docs/partitioning.md): it then takes and returns global arrays, and
  /// run() and runBorrowed() run it on all its devices, each device given
  /// the same arguments, returning the (identical) results of device 0.
  bool globalArrays() const { return partitioned; }
  /// Whether the program was partitioned with CompileOptions::localShards:
  /// runOnDevices() then takes each device's shards of the arguments
  /// (input i of device d: its shard of argument i under
  /// inputShardings()[i]) and returns each device's shards of the results.
  bool takesLocalShards() const { return localShardsMode; }
  const std::vector<TileSharding> &inputShardings() const { return inputTiles; }
  const std::vector<TileSharding> &outputShardings() const {
    return outputTiles;
  }
  /// Runs a multi-device program (SPMD as written: every device runs the
  /// entry, its collectives communicate, docs/collectives.md) on
  /// replicas() x partitions() in-process devices, one thread each.
  /// `inputs[d]` are device d's inputs, d = replica * partitions() +
  /// partition; the result holds each device's outputs in that order.
  runtime::Expected<std::vector<std::vector<runtime::HostBuffer>>>
  runOnDevices(const std::vector<std::vector<runtime::HostBuffer>> &inputs,
               CheckReport *checks = nullptr) const;
  /// runOnDevices() on inputs the caller keeps (and does not change) until
  /// it returns.
  runtime::Expected<std::vector<std::vector<runtime::HostBuffer>>>
  runOnDevicesBorrowed(
      const std::vector<std::vector<const runtime::HostBuffer *>> &inputs,
      CheckReport *checks = nullptr) const;

private:
  /// Why `inputs` cannot be the entry's arguments, or empty.
  std::string
  inputError(const std::vector<const runtime::HostBuffer *> &inputs) const;
  /// runBorrowed's work for one device, on the calling thread, on inputs
  /// inputError accepted.
  runtime::Expected<std::vector<runtime::HostBuffer>>
  runDevice(const std::vector<const runtime::HostBuffer *> &inputs,
            CheckReport *checks) const;
  /// Runs every device on its (checked) inputs; with `firstChecksOnly`,
  /// only device 0's check ops report (for global-array programs, whose
  /// devices check the same values).
  runtime::Expected<std::vector<std::vector<runtime::HostBuffer>>>
  runAllDevices(
      const std::vector<std::vector<const runtime::HostBuffer *>> &inputs,
      CheckReport *checks, bool firstChecksOnly) const;
  int64_t numReplicas = 1, numPartitions = 1;
  bool partitioned = false;
  /// Whether the program has send/recv ops: its runs go through the device
  /// runtime even on one device (a run's messages to the host are its own).
  bool pointToPoint = false;
  bool localShardsMode = false;
  std::vector<TileSharding> inputTiles, outputTiles;
  friend class Compiler;
  Executable() = default;
  std::string entry;
  std::vector<TensorSignature> inputTypes, outputTypes;
  std::vector<std::string> explainLog;
  std::string timingReport;
  /// The JIT holding the machine code, compiled or from the compile cache.
  std::unique_ptr<llvm::orc::LLJIT> jit;
  /// The entry's packed C interface, looked up (and so JIT-compiled) once
  /// at compile time.
  void (*entryFunction)(void **) = nullptr;
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
  /// Compiles a module built or parsed in context(); the module itself is
  /// left unchanged (a copy is lowered). Errors carry the ops' locations.
  runtime::Expected<std::unique_ptr<Executable>>
  compile(mlir::ModuleOp module, const CompileOptions &options = {});
  /// Parses the program in `sourceMgr`'s last buffer into context() as
  /// compileString does (with JAX's hex form of i1 constants); null after
  /// errors, which go to the context's diagnostic handlers.
  mlir::OwningOpRef<mlir::ModuleOp> parse(llvm::SourceMgr &sourceMgr);
  /// The context modules given to compile() must live in. Not thread-safe:
  /// one Compiler compiles on one thread at a time.
  mlir::MLIRContext &context() { return *ctx; }

private:
  /// Lowers `module` in place (lib/Compiler/CompileModule.h) and JIT-compiles
  /// it under `guard`; `name` names it in messages, `diagnostics` collects
  /// its errors.
  runtime::Expected<std::unique_ptr<Executable>>
  compileModule(mlir::ModuleOp module, const std::string &name,
                const CompileOptions &options, DiagnosticCapture &diagnostics,
                CompileGuard &guard, const std::string *cacheKey = nullptr);
  /// An Executable of the machine code in a compile cache entry, or null
  /// where it cannot be loaded (lib/Compiler/Compiler.cpp).
  static std::unique_ptr<Executable> loadCached(cache::Entry &entry,
                                                const CompileOptions &options);
  std::unique_ptr<mlir::MLIRContext> ctx;
};

} // namespace kiln

#endif // KILN_COMPILER_COMPILER_H
