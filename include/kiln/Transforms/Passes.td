//===- Passes.td - kiln optimization passes -------------------------------===//
//
// The passes of kiln's optimizing pipeline: code generation for dense math
// and the graph rewrites that feed it.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_TRANSFORMS_PASSES
#define KILN_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def LowerContractions : Pass<"kiln-lower-contractions", "mlir::func::FuncOp"> {
  let summary = "Generate packed, register-blocked GEMM code for f32 contractions";
  let description = [{
    Replaces each f32 contraction `linalg.generic` on memrefs (a
    multiply-add body over projected-permutation maps with at least one M,
    one N and one K dimension: every `dot_general` kiln lowers, whatever its
    dimension numbers) by the blocked algorithm of high-performance BLAS
    libraries, generated in MLIR so that it compiles for any LLVM target:

    - loops over blocks of N (`nc`), K (`kc`) and M (`mc`) sized for the
      caches; each block of the right-hand side is packed into `nr`-wide
      panels and each block of the left-hand side into `mr`-tall panels,
      contiguous in the order the micro-kernel reads them (packing is where
      transposes and any dimension numbers are absorbed, and where edges are
      padded with zeros);
    - a micro-kernel that keeps an `mr` x `nr` tile of the result in vector
      registers for the whole `kc` loop: per step, `nr / vector-width`
      vector loads of the packed right-hand side, `mr` broadcasts of the
      left-hand side and `mr * nr / vector-width` fused multiply-adds;
    - the tile is added to the result with vector loads and stores where
      the result is contiguous and the tile is whole, element by element at
      the edges.

    Batch dimensions become outer loops. Contractions that are too small,
    have no M or N dimension (matrix-vector products, which are
    memory-bound), or other element types are left for the loop lowering.

    Before (after bufferization):
    ```mlir
    linalg.generic {indexing_maps = [(m, n, k) -> (m, k), (m, n, k) -> (k, n),
                                     (m, n, k) -> (m, n)], ...}
        ins(%a, %b : memref<512x512xf32>, memref<512x512xf32>)
        outs(%c : memref<512x512xf32>) { mulf, addf }
    ```
    After: `scf.for` block loops, packing loops into `memref.alloc`ed
    buffers, and an inner `scf.for` over k carrying `mr * nr / width`
    `vector<width x f32>` accumulators through `vector.fma`.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"512",
           "width of the target's vector registers in bits">,
    Option<"mr", "mr", "unsigned", /*default=*/"6",
           "rows of the register tile">,
    Option<"nrVectors", "nr-vectors", "unsigned", /*default=*/"2",
           "vectors per row of the register tile (nr = nr-vectors * width)">,
    Option<"mc", "mc", "unsigned", /*default=*/"168",
           "rows of a packed left-hand-side block (a multiple of mr)">,
    Option<"kc", "kc", "unsigned", /*default=*/"256",
           "depth of a packed block">,
    Option<"nc", "nc", "unsigned", /*default=*/"4096",
           "columns of a packed right-hand-side block (a multiple of nr)">,
    Option<"minFlops", "min-flops", "int64_t", /*default=*/"32768",
           "contractions with fewer multiply-adds stay loops">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::memref::MemRefDialect",
    "mlir::scf::SCFDialect", "mlir::vector::VectorDialect"
  ];
}

def FuseElementwise : Pass<"kiln-fuse-elementwise", "mlir::func::FuncOp"> {
  let summary = "Fuse elementwise and broadcasting producers into their consumers";
  let description = [{
    On linalg ops on tensors: merges a `linalg.generic` whose iterators are
    all parallel into the `linalg.generic` that consumes its only use, so
    that a chain of elementwise ops, broadcasts and the reduction that ends
    it becomes one loop nest that reads each input and writes each result
    once. A producer with several uses stays (fusing would recompute it).

    Contractions are kept recognizable for kiln-lower-contractions: into a
    multiply-add contraction only pure transposes are fused (which only
    change its indexing maps); any other producer stays a separate loop
    nest whose result the GEMM reads.

    Before:
    ```mlir
    %0 = linalg.generic {maps = [#id, #id, #id]} ins(%x, %y) { mulf }
    %1 = linalg.generic {maps = [#id, #id]} ins(%0) { maximumf with 0 }
    ```
    After:
    ```mlir
    %1 = linalg.generic {maps = [#id, #id, #id]} ins(%x, %y) { mulf; maximumf }
    ```
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

#endif // KILN_TRANSFORMS_PASSES
