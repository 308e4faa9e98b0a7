//===- Pipelines.h - kiln's compilation pipelines ---------------*- C++ -*-===//
//
// Pipelines are built by these functions only; the CLI, the C++ API and
// tests all call them (and kiln-opt registers them by name).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PIPELINES_PIPELINES_H
#define KILN_PIPELINES_PIPELINES_H

#include "kiln/Codegen/Tuning.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace llvm {
class Triple;
} // namespace llvm

namespace kiln {

struct PipelineOptions {
  /// The function that becomes the executable's entry point.
  std::string entry = "main";
  /// Custom call targets with a user C function, and composites lowered to
  /// such targets ("NAME=TARGET"); see kiln/Compiler/CustomCall.h.
  std::vector<std::string> customCallTargets, compositeTargets;
  /// The optimization level, 0 or 2 (isValidOptLevel):
  /// -O0: the plain reference lowering (every op as scalar loops), kept as
  ///      the baseline optimizations are measured and checked against; it
  ///      runs only what every program needs to compile;
  /// -O2: kiln's optimizations besides: the graph optimizer
  ///      (kiln-simplify, kiln-fold-dot-operands, kiln-merge-dots),
  ///      elementwise fusion, the GEMM and convolution kernels,
  ///      vectorization, approximated math and reused temporaries.
  unsigned optLevel = 2;
  /// Whether optLevel asks for kiln's optimizations.
  bool optimize() const { return optLevel >= 2; }
  /// The target's vector registers: width in bits and how many there are
  /// (they size the GEMM and convolution register tiles). The compiler fills
  /// them in from the CPU it compiles for (setHostVectorRegisters,
  /// setTargetVectorRegisters); the defaults are kiln's tuning host's
  /// (kiln/Codegen/Tuning.h).
  unsigned vectorBits = tuning::kVectorBits;
  unsigned vectorRegisters = tuning::kVectorRegisters;
  /// The target multiplies bf16 pairs into f32 (AVX512-BF16's vdpbf16ps,
  /// with 512-bit vectors): bf16 products use it (kiln-lower-contractions
  /// bf16-dot). Filled in with the vector registers.
  bool bf16DotProduct = false;
  /// The target also has AMX-BF16 tiles, and for the host, Linux lets this
  /// process use them: bf16 products run on them (kiln-lower-contractions
  /// amx). Filled in with the vector registers.
  bool amxTiles = false;
  /// The target multiplies u8 quads by s8 quads into i32 (AVX512-VNNI's
  /// vpdpbusd, with 512-bit vectors): int8 products use it
  /// (kiln-lower-contractions int8-dot). Filled in with the vector
  /// registers.
  bool int8DotProduct = false;
  /// The target multiplies i16 pairs into i32 at its vector width (x86's
  /// vpmaddwd: SSE2, AVX2, AVX512-BW): int8 products without int8DotProduct
  /// use it (kiln-lower-contractions i16-dot). Filled in with the vector
  /// registers.
  bool i16DotProduct = false;
  /// The target has AMX-INT8 tiles, and for the host, Linux lets this
  /// process use them: int8 products run on them (kiln-lower-contractions
  /// amx-int8). Filled in with the vector registers.
  bool amxInt8Tiles = false;
  /// The optimizing passes report their rewrites as remarks
  /// (kiln/Support/Explain.h, kiln run --explain).
  bool explain = false;
  /// A sharded program's devices take and return their own shards (what
  /// the PJRT plugin passes) instead of global arrays (kiln-partition-spmd
  /// local-shards).
  bool localShards = false;
  /// Threads the generated code splits its large loops across (through
  /// OpenMP: the code then calls libomp). 1: single-threaded code that
  /// needs no threading runtime.
  unsigned threads = 1;
};

/// The optimization levels kiln has: 0 and 2.
inline bool isValidOptLevel(unsigned level) { return level == 0 || level == 2; }

/// The vector width and register count of the host CPU, for
/// PipelineOptions (AVX-512: 512 x 32; AVX/AVX2: 256 x 16; NEON: 128 x 32;
/// otherwise 128 x 16), and its bf16 instructions. AMX tiles count only
/// where requestHostAmxTiles() succeeds.
void setHostVectorRegisters(PipelineOptions &options);

/// Asks Linux for this process's permission to use AMX tile data
/// (arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA: without it, the
/// first tile instruction raises SIGILL), once per process; whether it was
/// granted. False on CPUs without AMX and on other systems.
bool requestHostAmxTiles();

/// The same for a CPU of `triple` that has the LLVM target features
/// `hasFeature` says it has (x86 "avx512f"/"avx", AArch64 "neon", RISC-V
/// "v"), for ahead-of-time compilation to another CPU (kiln compile --target
/// --cpu).
void setTargetVectorRegisters(
    PipelineOptions &options, const llvm::Triple &triple,
    llvm::function_ref<bool(llvm::StringRef)> hasFeature);

/// StableHLO -> linalg/tensor/arith/math on tensors.
void buildStablehloToLinalgPipeline(mlir::OpPassManager &pm,
                                    const PipelineOptions &options);

/// linalg on tensors -> bufferized loops -> the LLVM dialect, with the entry
/// function taking its results as out-parameters and exposing a C
/// interface.
void buildLinalgToLLVMPipeline(mlir::OpPassManager &pm,
                               const PipelineOptions &options);

/// The whole way from StableHLO to the LLVM dialect.
void buildStablehloToLLVMPipeline(mlir::OpPassManager &pm,
                                  const PipelineOptions &options);

/// The dialects and interface implementations the pipelines produce and
/// need (bufferization models of linalg/tensor/arith/func, LLVM IR
/// translation). Add to any context that runs them.
void registerCodegenDialects(mlir::DialectRegistry &registry);

/// Registers the pipelines above with names for kiln-opt:
/// kiln-stablehlo-to-linalg, kiln-linalg-to-llvm, kiln-stablehlo-to-llvm,
/// each with the options of PipelineOptions that have a textual form
/// (entry, opt-level, vector-bits, vector-registers, threads, explain).
void registerPipelines();

} // namespace kiln

#endif // KILN_PIPELINES_PIPELINES_H
