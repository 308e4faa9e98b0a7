//===- Tuning.h - kiln's tuned code generation parameters -------*- C++ -*-===//
//
// Every tuned size and threshold of kiln's code generation, in one place:
// the passes' options default to these (include/kiln/Codegen/Passes.td), and
// the pipelines (lib/Pipelines) pass only what depends on the target (vector
// width and register count, threads). So `kiln-opt` runs a pass with the
// same tiles as `kiln run` for the same target. docs/codegen.md says how each
// value was measured.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CODEGEN_TUNING_H
#define KILN_CODEGEN_TUNING_H

#include <algorithm>
#include <cstdint>

namespace kiln::tuning {

/// The vector registers assumed when no target is given (kiln-opt): the
/// host kiln is developed and benchmarked on, AVX-512's 32 x 512 bits.
inline constexpr unsigned kVectorBits = 512;
inline constexpr unsigned kVectorRegisters = 32;

//===- GEMM (kiln-lower-contractions) -------------------------------------===//

/// Vectors per row of the register tile (nr = nrVectors * vector width).
inline constexpr unsigned kGemmNrVectors = 2;
/// Rows of a packed left-hand-side block, rounded down to a multiple of mr.
inline constexpr unsigned kGemmMcRows = 168;
/// Depth of a packed block.
inline constexpr unsigned kGemmKc = 256;
/// Columns of a packed right-hand-side block: a kc x nc f32 block (1 MiB)
/// stays in a 2 MiB L2 while the left-hand-side blocks stream past it (2048
/// columns made SGEMM 2048 5-10% slower).
inline constexpr unsigned kGemmNc = 1024;
/// Depth of a packed block on AMX tiles (a multiple of their 32): a
/// 32-row panel of A (32 KiB) stays in L1 while B's panels stream past.
inline constexpr unsigned kGemmAmxKc = 256;
/// Rows of a packed left-hand-side block on AMX tiles (a multiple of 32).
inline constexpr unsigned kGemmAmxMc = 256;
/// Contractions with fewer multiply-adds stay plain loops.
inline constexpr int64_t kGemmMinFlops = 32768;
/// Contractions with fewer multiply-adds run on one thread.
inline constexpr int64_t kGemmMinParallelFlops = int64_t(1) << 20;
/// Skinny contractions whose large operand has at least this many bytes (a
/// core's L2) use every thread, however few their multiply-adds.
inline constexpr int64_t kGemmMinParallelBytes = int64_t(2) << 20;
/// A plain left-hand side of at most this many bytes is read in place.
inline constexpr int64_t kGemmLhsInPlaceBytes = int64_t(256) << 10;
/// Products with at most this many rows or columns use unpacked kernels.
inline constexpr int64_t kGemmSkinnyMax = 32;

/// The register tile's rows: every register but the nrVectors right-hand-
/// side vectors and one broadcast holds accumulators.
inline constexpr unsigned gemmMr(unsigned vectorRegisters, unsigned nrVectors) {
  return nrVectors == 0 || vectorRegisters <= nrVectors + 1
             ? 1
             : std::max(1u, (vectorRegisters - nrVectors - 1) / nrVectors);
}

/// The left-hand-side block's rows for register tiles of mr rows.
inline constexpr unsigned gemmMc(unsigned mr) {
  return mr * std::max(1u, kGemmMcRows / mr);
}

//===- Convolutions (kiln-lower-convolutions) -----------------------------===//

/// Convolutions with fewer multiply-adds stay for the other passes.
inline constexpr int64_t kConvMinFlops = 32768;

//===- Elementwise ops and reductions (kiln-vectorize-linalg) -------------===//

/// Loops with fewer elements run on one thread.
inline constexpr int64_t kVectorMinParallelElements = 65536;

//===- Temporaries (kiln-reuse-temporaries) -------------------------------===//

/// Temporaries beyond this many bytes per function stay heap blocks.
inline constexpr int64_t kTemporariesMaxBytes = int64_t(64) << 20;

} // namespace kiln::tuning

#endif // KILN_CODEGEN_TUNING_H
