//===- Passes.td - kiln's code generation passes --------------------------===//
//
// The passes that run after the lowering out of StableHLO: fusion on linalg
// tensors, then, on buffers, the GEMM and convolution kernels,
// vectorization, temporaries and the last steps before the LLVM dialect
// (docs/codegen.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CODEGEN_PASSES
#define KILN_CODEGEN_PASSES

include "mlir/Pass/PassBase.td"

def LowerContractions : Pass<"kiln-lower-contractions"> {
  let summary = "Generate packed, register-blocked GEMM code for contractions into f32";
  let description = [{
    Replaces each contraction `linalg.generic` on memrefs into f32 (a
    multiply-add body over projected-permutation maps with at least one M,
    one N and one K dimension: every `dot_general` kiln lowers, whatever its
    dimension numbers) by the blocked algorithm of high-performance BLAS
    libraries, generated in MLIR so that it compiles for any LLVM target.
    The inputs may be f32, bf16 or f16 (the body widening them with
    `arith.extf`, as a bf16 or f16 `dot_general` lowers, summed in f32): the
    code widens them as it packs or loads them, so the kernels are f32.

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

    The last row panel, when M is not a multiple of `mr`, gets a kernel of
    its own height.

    With `threads` > 1 the whole product is one `scf.parallel` loop with
    one iteration per thread, and each thread packs what it reads into its
    own buffers: when there is more than one block of A per thread, each
    takes a run of whole row panels (as even a split as they allow, the
    last thread also taking the partial one) and packs its own copy of
    each B block; otherwise each takes a run of
    whole column panels and packs all of A and its own B panels, so that
    short, wide products such as an MLP layer at batch 64 use every thread.

    Skinny products (at most `skinny-max` rows or columns, one K
    dimension) skip packing, whose copies would cost as much as the
    arithmetic, when the layout suits one of two unpacked kernels:
    - broadcast: B and the result contiguous along N; a tile of rows x
      vectors of the result in registers, per k step vector loads of one
      row of B and broadcasts of A (e.g. `x @ w` with 16 rows of x);
    - dot: A and B contiguous along K; a tile of rows x columns of vector
      accumulators running along K, summed across lanes at the end (e.g.
      `x @ w.T`, or a matrix-vector product).
    Their edge tiles have their own static sizes and partial vectors are
    masked. Matrix-vector products (no M or no N dimension) use them too.

    When an operand is a constant (a `memref.get_global` of a constant
    `memref.global`, e.g. weights closure-captured by `jax.jit`), it is
    packed at compile time into a new constant global in exactly the
    layout the micro-kernel reads (B: `nr`-wide column panels holding all
    of K; A: `mr`-tall panels holding all of K, rows padded to a multiple
    of `mr`) and no packing loop is
    emitted for it (`prepack-constants`). This needs the module, so it
    happens where the pass runs on a module (as the pipelines run it),
    not where it is nested on a function.

    Where the pass runs on a module, each kernel is emitted once, as a
    private function, and every contraction of the same operand types,
    indexing maps and tiles calls it (`share-kernels`): the identical
    layers of a model (a Python loop over layers, unrolled by JAX) share
    their GEMM code instead of handing LLVM one copy per layer. A
    contraction of a constant the pass packs stays inline, its kernel being
    that constant's alone. Where f32 products, or bf16 ones packed as bf16
    (one M, N and K dimension, neither M nor N skinny) differ only in their
    sizes of N, or of N and K
    where A is packed rather than read in place, and their sizes make the
    same choices (A in place or packed, B blocks within L1 or beyond),
    they share one kernel that reads those sizes from its operands at run
    time (the Q/K/V, output and MLP projections of a transformer block:
    N 768, 256 and 1024). K stays built in where A is read in place: its
    rows' stride is then a displacement of the micro-kernel's broadcasts.
    Products of one size keep kernels with their sizes built in.

    With `bf16-dot` (set where the target has AVX512-BF16 and 512-bit
    vectors), a product of two bf16 operands packs them as bf16 without
    widening: B's panels hold each pair of K rows interleaved (lane j of
    rows 2p and 2p+1 side by side), A's panels each row's pair of K values
    as one 32-bit word, and the micro-kernel broadcasts that word and
    multiplies it with `x86vector.avx512.dot` (`vdpbf16ps`: two products
    per f32 lane and instruction, accumulated in f32). An odd K is padded
    with a zero pair half. Constant operands are packed at compile time in
    this layout too.

    With `amx` as well (the target has AMX-BF16 tiles), such products run
    on AMX tiles instead: 32 x 32 register tiles of four 16 x 16 f32
    accumulator tiles, each step multiplying two 16 x 32 bf16 tiles of A
    (its packed panels row-major) by two tiles of B (the pair panels above,
    32 columns wide) with `amx.tile_mulf` (`tdpbf16ps`). Packed K is
    padded with zeros to a multiple of 32, the tile's depth.

    Products of two i8 operands into i32 (the integer sums of quantized
    `dot_general`s, one K dimension) use the same blocked algorithm with
    i32 accumulators and K grouped per 32-bit lane: with `int8-dot`
    (AVX512-VNNI) as quads multiplied by `vpdpbusd`, B offset to u8 and
    each row's accumulators starting from -128 times its sum of A in the K
    block, so the products stay exact; with `amx-int8` on AMX tiles
    (`amx.tile_muli`, `tdpbssd`, tiles 64 K values deep); otherwise as
    pairs widened to i16 and multiplied like `vpmaddwd`. They are not
    packed at compile time and have no unpacked kernels.

    Batch dimensions become outer loops. Contractions that are too small,
    matrix-vector products whose layout suits neither unpacked kernel, and
    other element types are left for the loop lowering.

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
    Option<"vectorBits", "vector-bits", "unsigned",
           /*default=*/"::kiln::tuning::kVectorBits",
           "width of the target's vector registers in bits">,
    Option<"vectorRegisters", "vector-registers", "unsigned",
           /*default=*/"::kiln::tuning::kVectorRegisters",
           "vector registers the register tile may use (they size mr)">,
    Option<"mr", "mr", "unsigned", /*default=*/"0",
           "rows of the register tile (0: as many as the registers hold "
           "beside the right-hand-side vectors and one broadcast)">,
    Option<"nrVectors", "nr-vectors", "unsigned",
           /*default=*/"::kiln::tuning::kGemmNrVectors",
           "vectors per row of the register tile (nr = nr-vectors * width)">,
    Option<"mc", "mc", "unsigned", /*default=*/"0",
           "rows of a packed left-hand-side block (a multiple of mr; 0: "
           "the tuned block rounded to mr)">,
    Option<"kc", "kc", "unsigned", /*default=*/"::kiln::tuning::kGemmKc",
           "depth of a packed block">,
    Option<"nc", "nc", "unsigned", /*default=*/"::kiln::tuning::kGemmNc",
           "columns of a packed right-hand-side block (a multiple of nr)">,
    Option<"minFlops", "min-flops", "int64_t",
           /*default=*/"::kiln::tuning::kGemmMinFlops",
           "contractions with fewer multiply-adds stay loops">,
    Option<"threads", "threads", "unsigned", /*default=*/"1",
           "threads the contraction is split across (scf.parallel loops)">,
    Option<"minParallelFlops", "min-parallel-flops", "int64_t",
           /*default=*/"::kiln::tuning::kGemmMinParallelFlops",
           "contractions with fewer multiply-adds run on one thread (starting "
           "the threads would cost more)">,
    Option<"minParallelBytes", "min-parallel-bytes", "int64_t",
           /*default=*/"::kiln::tuning::kGemmMinParallelBytes",
           "skinny contractions whose large operand has at least this many "
           "bytes (a core's L2) use every thread, however few their "
           "multiply-adds: reading it is their cost">,
    Option<"lhsInPlaceBytes", "lhs-in-place-bytes", "int64_t",
           /*default=*/"::kiln::tuning::kGemmLhsInPlaceBytes",
           "a left-hand side of at most this many bytes that is a plain "
           "matrix contiguous along K is read in place by the kernels "
           "instead of packed (0: always pack)">,
    Option<"skinnyMax", "skinny-max", "int64_t",
           /*default=*/"::kiln::tuning::kGemmSkinnyMax",
           "products with at most this many rows or columns use the "
           "unpacked kernels when the layout allows (0: never)">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each contraction made a GEMM kernel as a remark">,
    Option<"prepackConstants", "prepack-constants", "bool",
           /*default=*/"true",
           "pack constant operands at compile time into new constant "
           "globals (only where the pass runs on a module)">,
    Option<"bf16Dot", "bf16-dot", "bool", /*default=*/"false",
           "the target has AVX512-BF16: products of two bf16 operands "
           "keep their packed panels in bf16 pairs and multiply them with "
           "the pair dot product (x86vector.avx512.dot, vdpbf16ps)">,
    Option<"amx", "amx", "bool", /*default=*/"false",
           "the target has AMX-BF16 tiles: with bf16-dot, products of two "
           "bf16 operands run on them (amx.tile_mulf, tdpbf16ps)">,
    Option<"int8Dot", "int8-dot", "bool", /*default=*/"false",
           "the target has AVX512-VNNI: products of two int8 operands into "
           "i32 keep their panels in quads of K values and multiply them "
           "with vpdpbusd (otherwise as pairs widened to i16)">,
    Option<"i16Dot", "i16-dot", "bool", /*default=*/"false",
           "the target has vpmaddwd at the vector width (AVX512-BW for "
           "512 bits, AVX2 for 256): int8 products packed as i16 pairs "
           "multiply with it (otherwise with plain vector arithmetic)">,
    Option<"amxInt8", "amx-int8", "bool", /*default=*/"false",
           "the target has AMX-INT8 tiles: products of two int8 operands "
           "run on them (amx.tile_muli, tdpbssd)">,
    Option<"shareKernels", "share-kernels", "bool", /*default=*/"true",
           "emit each distinct kernel once as a private function that "
           "the contractions call (only where the pass runs on a module)">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::func::FuncDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
    "mlir::vector::VectorDialect", "mlir::x86vector::X86VectorDialect",
    "mlir::amx::AMXDialect", "mlir::LLVM::LLVMDialect"
  ];
}

def LowerConvolutions : Pass<"kiln-lower-convolutions", "mlir::func::FuncOp"> {
  let summary = "Generate direct convolution kernels for f32 and int8 convolutions";
  let description = [{
    Replaces each f32 convolution `linalg.generic` on memrefs (a
    multiply-add body whose input is read through a sliding window, as
    kiln lowers `stablehlo.convolution`, with static strides and the output
    channels contiguous in the result) by a direct convolution that reads
    the input in place, with no im2col:

    - the filter is packed once per call into blocks of `vectors * width`
      output channels, zero-padded, in the order the kernel reads it;
    - for each output row (batch and all but the innermost output spatial
      dimension; across threads with `scf.parallel` when `threads` > 1),
      tiles of `pixels` consecutive output pixels times one channel block
      are held in `pixels * vectors` vector accumulators over all window
      positions and input channels: per step `vectors` vector loads of the
      packed filter, `pixels` broadcasts of input values and
      `pixels * vectors` fused multiply-adds;
    - window offsets and input channels that are consecutive in the input
      (kw and C in NHWC) are walked as one loop;
    - an input padded into a zero-filled buffer (how `stablehlo.convolution`
      is lowered) is read in place instead: the window loops are bounded
      to the data per row, and per pixel for the columns whose window
      reaches into the padding (single-pixel tiles); the buffer, its fill
      and its copy are removed;
    - the sums are stored (or added where the result was not just
      zero-filled; the zero fill is then removed), with masked stores for
      the last channels; a zero-filled temporary result that is only
      reshaped and copied into an out-parameter is replaced by the
      out-parameter.

    Integer convolutions of u8 inputs and i8 filters into i32 (the form
    StablehloToLinalg gives int8 convolutions on targets with int8 dot
    products: a signed input is offset to u8 there) run on the same kernel
    with i32 accumulators and the input channels grouped per 32-bit lane:
    with `int8-dot` (AVX512-VNNI, 512-bit vectors) quads of input bytes are
    broadcast as one 32-bit word and multiplied with `vpdpbusd` by the
    filter packed as quads of i8; with `i16-dot` (AVX512-BW or AVX2) pairs
    are widened to i16 and multiplied with `vpmaddwd`. Their innermost
    reduction loop must be contiguous in the input with a length that is a
    multiple of the group; their padding is not read in place. A result
    filled with one value per output channel right before the convolution
    (the int8 form's correction) starts the accumulators from those values
    instead, and the fill is removed.

    Grouped convolutions, reversed windows and outputs whose channels are
    not the innermost dimension are left for `kiln-lower-contractions`.

    Before (after bufferization; NHWC input padded to 10x10, HWIO filter):
    ```mlir
    linalg.fill ins(%zero : f32) outs(%o : memref<1x8x8x1x1x32xf32>)
    linalg.generic {indexing_maps = [
        (n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c),
        (n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o),
        (n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)], ...}
        ins(%x, %f : memref<1x1x10x10x1x16xf32>, memref<3x3x16x1x1x32xf32>)
        outs(%o : memref<1x8x8x1x1x32xf32>) { mulf, addf }
    ```
    After: a packing loop into a `memref.alloc`ed filter buffer, then
    `scf.for` over the 8 rows and tiles of columns, each tile an `scf.for`
    over kh carrying `pixels * vectors` `vector<width x f32>` accumulators
    into an `scf.for` over kw * C = 48 steps of `vector.fma`, and
    `vector.store`s to the flat result.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned",
           /*default=*/"::kiln::tuning::kVectorBits",
           "width of the target's vector registers in bits">,
    Option<"vectorRegisters", "vector-registers", "unsigned",
           /*default=*/"::kiln::tuning::kVectorRegisters",
           "vector registers the register tile may use">,
    Option<"tilePixels", "pixels", "unsigned", /*default=*/"0",
           "output pixels in the register tile (0: from the registers)">,
    Option<"tileVectors", "vectors", "unsigned", /*default=*/"0",
           "vectors of output channels in the register tile (0: up to 4 "
           "with 32 registers, 2 with fewer)">,
    Option<"minFlops", "min-flops", "int64_t",
           /*default=*/"::kiln::tuning::kConvMinFlops",
           "convolutions with fewer multiply-adds stay for the other passes">,
    Option<"threads", "threads", "unsigned", /*default=*/"1",
           "threads the output rows are split across (scf.parallel)">,
    Option<"int8Dot", "int8-dot", "bool", /*default=*/"false",
           "the target has AVX512-VNNI: u8 x i8 convolutions into i32 "
           "multiply quads of input channels with vpdpbusd">,
    Option<"i16Dot", "i16-dot", "bool", /*default=*/"false",
           "the target has vpmaddwd at the vector width (AVX512-BW for 512 "
           "bits, AVX2 for 256): u8 x i8 convolutions into i32 multiply "
           "pairs of input channels widened to i16 with it">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each convolution made a direct kernel as a remark">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::memref::MemRefDialect",
    "mlir::scf::SCFDialect", "mlir::vector::VectorDialect",
    "mlir::LLVM::LLVMDialect"
  ];
}

def FuseElementwise : Pass<"kiln-fuse-elementwise", "mlir::func::FuncOp"> {
  let summary = "Fuse elementwise and broadcasting producers into their consumers";
  let description = [{
    On linalg ops on tensors: merges a `linalg.generic` whose iterators are
    all parallel into the `linalg.generic` that consumes its only use, so
    that a chain of elementwise ops, broadcasts and the reduction that ends
    it becomes one loop nest that reads each input and writes each result
    once. linalg.reduce is generalized first so that producers fuse into
    reductions. A producer with several uses stays, except that it is
    fused (recomputed) into the reductions that use it, as XLA does
    (layer norm's x - mean inside the variance), instead of being written
    and read back; one level deep only: a producer that reads another
    elementwise result with several uses is not recomputed (each residual
    add of an unrolled model would otherwise be recomputed inside every
    later layer norm). A producer calling a transcendental function (math ops
    but rounding, abs, sqrt, fma and the like) whose last use is an
    elementwise op of its own result type is not recomputed: it is
    computed once, its reductions read it, and that last op takes it as
    its init and overwrites it in place (softmax's exp, summed and then
    divided in the same buffer).

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
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report the number of fusions per function as a remark">
  ];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

def VectorizeLinalg : Pass<"kiln-vectorize-linalg", "mlir::func::FuncOp"> {
  let summary = "Vector code for elementwise linalg ops and reductions on memrefs";
  let description = [{
    Replaces each linalg op on memrefs with static shapes whose body is
    scalar arith/math (elementwise chains, broadcasts, transposes, fills,
    copies, reductions; named ops are generalized first) by scf loops over
    all but the innermost loop dimension and a loop over the innermost one
    in steps of a whole vector (`vector-bits` / the widest element type),
    with the scalar body cloned on vectors. Operands whose innermost
    dimension is the vectorized one and contiguous use vector loads and
    stores, strided ones lane by lane, the others one broadcast scalar. The
    remainder is a few more steps with shorter vectors of decreasing
    power-of-two widths (17 = 16 + 1): LLVM's x86 back end cannot legalize
    some other lengths (a load of `vector<17xbf16>` with AVX512-BF16).

    When the innermost dimension is a reduction, the results that do not
    depend on it are accumulated in vectors (initialized by the first
    step) and reduced horizontally once per row with reassociation, as
    XLA's CPU backend does for floats (integer reductions stay exact).
    Ops with other element types, bodies with regions or dynamic shapes are
    left for the loop lowering. Consecutive vectorized ops whose shared
    buffers (distinct allocations or arguments) are each accessed only in
    row d0 share one loop over d0, so a row read by the first stays in
    cache for the others (softmax, layer norm).

    With `threads` > 1, the outermost loop of an op (or of such a group)
    with at least `min-parallel-elements` iterations becomes an
    `scf.parallel` (which convert-scf-to-openmp makes an OpenMP loop) where
    that loop is parallel and every result depends on it; for a
    one-dimensional elementwise op, its vector loop.

    Before:
    ```mlir
    linalg.generic {indexing_maps = [(i, j) -> (i, j), (i, j) -> (i)],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<8x40xf32>) outs(%s : memref<8xf32>) { addf }
    ```
    After (vector-bits=512):
    ```mlir
    scf.for %i = 0 to 8 {
      %v0 = vector.load %x[%i, 0] : vector<16xf32>
      %acc = scf.for %j = 16 to 32 step 16 iter_args(%a = %v0) {
        %v = vector.load %x[%i, %j] ; arith.addf %a, %v }
      %r = vector.reduction <add>, %acc ; store %s[%i] + %r
      %t = vector.load %x[%i, 32] : vector<8xf32> ; the same for the tail
    }
    ```
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned",
           /*default=*/"::kiln::tuning::kVectorBits",
           "width of the target's vector registers in bits">,
    Option<"threads", "threads", "unsigned", /*default=*/"1",
           "threads sharing the outermost loop of large ops (1: no "
           "scf.parallel)">,
    Option<"minParallelElements", "min-parallel-elements", "int64_t",
           /*default=*/"::kiln::tuning::kVectorMinParallelElements",
           "fewest loop iterations an op (or a group sharing a row loop) "
           "needs to be split among threads">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::memref::MemRefDialect",
    "mlir::scf::SCFDialect", "mlir::vector::VectorDialect"
  ];
}

def OutlineRepeats : Pass<"kiln-outline-repeats", "mlir::ModuleOp"> {
  let summary = "Emit a sequence of ops that repeats in a row once, as a function each occurrence calls";
  let description = [{
    JAX exports a Python loop over identical layers as straight-line code:
    every layer's ops once per layer. Everything after bufferization
    (kernels, vectorization, the conversions to the LLVM dialect, LLVM
    itself) would work on each copy. This pass finds, in each block of
    buffer code (a function's body, a loop's body, a branch), the sequence
    of ops that repeats the most times in a row and emits it once, as a
    private function, and replaces each repeat by a call of it; it goes on
    while a block has another such sequence.

    The repeated ops are the block's ops but its allocations and
    deallocations (which stay in the caller: its temporaries buffer keeps
    every layer's temporaries, the function allocates nothing; a
    deallocation among a repeat's ops moves after its call) and the pure
    ops without regions that do not depend on them (constants, views of
    the arguments such as each layer's slice of a stacked weight array,
    whose values the calls pass in). Two repeats are equal when their ops
    are pairwise equal (name, attributes, properties, result types,
    regions) and wired alike: an operand made inside a repeat is made at
    the same place in the other, and a value from outside stands for the
    same argument in each repeat. A buffer from outside that each repeat
    takes at another offset is taken at any offset, where the repeat only
    passes it to structured ops and copies. A constant that is the same in
    every repeat is copied into the function; repeats whose constant
    buffers differ are not outlined (GEMMs pack constant operands at
    compile time). A repeat needs at least `min-ops` ops.

    Before:
    ```mlir
    %a = memref.alloc() : memref<128x256xf32>
    linalg.generic ... ins(%x, %w0 ...) outs(%a ...)   // layer 1
    %b = memref.alloc() : memref<128x256xf32>
    linalg.generic ... ins(%a, %w1 ...) outs(%b ...)   // layer 2
    ```
    After:
    ```mlir
    %a = memref.alloc() : memref<128x256xf32>
    call @__kiln_repeat(%x, %w0, %a) : ...
    %b = memref.alloc() : memref<128x256xf32>
    call @__kiln_repeat(%a, %w1, %b) : ...
    func.func private @__kiln_repeat(%x: memref<128x256xf32>,
        %w: memref<256x256xf32, strided<[256, 1], offset: ?>>,
        %out: memref<128x256xf32>) { linalg.generic ... }
    ```
  }];
  let options = [
    Option<"minOps", "min-ops", "int64_t", /*default=*/"4",
           "the fewest ops a repeated sequence has">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each outlined sequence as a remark">
  ];
  let dependentDialects = [
    "mlir::func::FuncDialect", "mlir::memref::MemRefDialect"
  ];
}

def ShareLoopNests : Pass<"kiln-share-loop-nests", "mlir::ModuleOp"> {
  let summary = "Emit each repeated loop nest once, as a function its occurrences call";
  let description = [{
    A model of identical layers, as JAX exports a Python loop over them,
    repeats each layer's loop nests (its elementwise chains, softmax, layer
    norm) once per layer, and LLVM's time grows with every copy. This pass
    gives each loop nest that occurs at least twice in the module (an
    outermost `scf.for` or `scf.parallel` that allocates nothing) one
    private function and replaces every occurrence by a call of it. The
    function takes the values the nest uses from outside it, constants
    copied in; a memref the nest only loads and stores through is taken
    with a dynamic offset, so that each layer's slice of a stacked weight
    array (at an offset of its own) calls the same function. Two nests are
    the same when their functions print the same. Nests that occur once
    stay where they are.

    Before:
    ```mlir
    scf.for %i = 0 to 128 { ... vector.load %w[%i, 0] ... }  // layer 1
    scf.for %i = 0 to 128 { ... vector.load %w2[%i, 0] ... } // layer 2
    ```
    After:
    ```mlir
    call @__kiln_loop_nest(%w) : (memref<128x256xf32, strided<[256, 1], offset: ?>>) -> ()
    call @__kiln_loop_nest(%w2) : ...
    func.func private @__kiln_loop_nest(%arg0: memref<...>) {
      scf.for %i = 0 to 128 { ... vector.load %arg0[%i, 0] ... }
    }
    ```
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each shared function as a remark">
  ];
  let dependentDialects = [
    "mlir::func::FuncDialect", "mlir::memref::MemRefDialect"
  ];
}

def ApproximateMath : Pass<"kiln-approximate-math", "mlir::func::FuncOp"> {
  let summary = "Polynomial approximations of f32 transcendental functions";
  let description = [{
    Rewrites f32 (scalar and vector) `math.exp`, `expm1`, `log`, `log1p`,
    `log2`, `tanh` and `erf` into branch-free polynomial approximations made
    of arith ops and bit manipulation, so that vectorized loops stay vector
    code instead of calling libm once per lane; tanh is an odd polynomial
    below |x| = 0.625 and `sign(x) * (1 - 2 / (exp(2 min(|x|, 20)) + 1))`
    above, which reaches +-1 exactly (gelu's `1 + tanh` then vanishes as in
    XLA). f64 and the functions not listed keep their libm calls. Before
    that, `0.5 * (1 + tanh(y))` (gelu's tanh form) becomes the logistic
    function of 2y, `e / (e + 1)` with `e = exp(min(2y, 40))`: one exp and
    one division instead of tanh's two branches (a third less time for
    the whole gelu).

    Before:
    ```mlir
    %y = math.exp %x : vector<16xf32>
    ```
    After: range reduction `x = k ln2 + r`, a polynomial in `r`, and the
    exponent `k` added into the result's bits (arith.mulf/addf/fma,
    arith.bitcast, arith.select for overflow and NaN).
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::vector::VectorDialect"
  ];
}

def ForwardResultBuffers : Pass<"kiln-forward-result-buffers", "mlir::func::FuncOp"> {
  let summary = "Compute results in their out-parameters instead of a copied temporary";
  let description = [{
    After results become out-parameters, a result computed into a
    `memref.alloc` is copied into its out-parameter at the end. When the
    copy is the out-parameter's only use, the allocation has the same type
    and nothing uses it after the copy, the allocation is replaced by the
    out-parameter and the copy removed: one write of the result instead of
    a write, a read and a write (and the page faults of a fresh buffer).
    The copy may read the temporary through `memref.expand_shape` and
    `memref.collapse_shape` ops (a result reshaped last): the temporary
    then becomes the inverse reshapes of the out-parameter, which hold the
    same elements in the same order.

    Before:
    ```mlir
    func.func @f(%x: memref<8xf32>, %out: memref<8xf32>) {
      %t = memref.alloc() : memref<8xf32>
      linalg.generic ... ins(%x) outs(%t)
      memref.copy %t, %out : memref<8xf32> to memref<8xf32>
      return
    }
    ```
    After:
    ```mlir
    func.func @f(%x: memref<8xf32>, %out: memref<8xf32>) {
      linalg.generic ... ins(%x) outs(%out)
      return
    }
    ```
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
}

def ReuseTemporaries : Pass<"kiln-reuse-temporaries", "mlir::ModuleOp"> {
  let summary = "Keep a function's temporaries in one static buffer reused across calls";
  let description = [{
    Every call of a function used to `malloc` and `free` its temporaries.
    Freed blocks larger than the C library's thresholds go back to the
    operating system, so each call faulted its temporaries in again (a
    fifth of a transformer block's time). This pass places the statically
    shaped temporaries allocated and freed in a function's top-level block,
    or in the body of a sequential loop (`scf.for`, `scf.while`) or branch
    inside it (not in an `scf.parallel`, whose iterations run at the same
    time: each iteration's temporaries are freed before the next ones are
    allocated), at fixed offsets of one uninitialized global buffer per function
    (no space in an object file), which stays mapped between calls. A busy flag, taken with an atomic
    exchange, keeps concurrent or recursive calls correct: a call that
    finds the buffer taken allocates a private one of the same size.
    Temporaries beyond `max-bytes` in all stay heap allocations, and so do
    those of an `scf.parallel`'s body (each thread needs its own): the pass
    records the most bytes one iteration allocates as the module's
    `kiln.thread_heap_bytes`, which the JIT faults in on each of its
    threads at load, so that the first call does not.

    Before:
    ```mlir
    func.func @f(...) {
      %t = memref.alloc() : memref<64xf32>
      ...
      memref.dealloc %t : memref<64xf32>
      return
    }
    ```
    After:
    ```mlir
    memref.global "private" @f_kiln_temporaries : memref<256xi8> = uninitialized
    memref.global "private" @f_kiln_temporaries_busy : memref<i32> = dense<0>
    func.func @f(...) {
      %busy = memref.get_global @f_kiln_temporaries_busy : memref<i32>
      %was = memref.atomic_rmw assign %c1, %busy[] : (i32, memref<i32>) -> i32
      %free = arith.cmpi eq, %was, %c0
      %slab = scf.if %free -> memref<256xi8> { get_global } else { alloc }
      %t = memref.view %slab[%c0_idx][] : memref<256xi8> to memref<64xf32>
      ...
      scf.if %free { atomic_rmw assign 0 } else { dealloc %slab }
      return
    }
    ```
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t",
           /*default=*/"::kiln::tuning::kTemporariesMaxBytes",
           "the most bytes of temporaries one function keeps in its buffer">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def ExpandBf16Conversions : Pass<"kiln-expand-bf16-conversions"> {
  let summary = "Convert between f32 and bf16 with integer code";
  let description = [{
    Rewrites `arith.truncf` from f32 to bf16 (scalar or vector) into integer
    operations on the bits: round to nearest even, and a NaN keeps its sign
    and top payload bits with the quiet bit set, as XLA and ml_dtypes
    convert. LLVM would otherwise use a CPU's native conversion where it has
    one (AVX512-BF16's vcvtneps2bf16), which flushes f32 subnormals to zero,
    or a runtime helper elsewhere. `arith.extf` from bf16 to f32 becomes a
    shift of the bits (exact), so that LLVM's own extension, which without
    optimization went wrong on some values, is never used. Nothing else is
    touched.

    Before:
    ```mlir
    %0 = arith.truncf %x : f32 to bf16
    %1 = arith.extf %y : bf16 to f32
    ```
    After: `arith.bitcast` to i32; `(bits + 0x7fff + ((bits >> 16) & 1)) >>
    16`, or `(bits >> 16) | 0x40` for a NaN; `arith.trunci` to i16;
    `arith.bitcast` to bf16. And `arith.bitcast` of %y to i16, `arith.extui`
    to i32, `arith.shli` by 16, `arith.bitcast` to f32.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// The entry's ABI and the steps between bufferization and the LLVM dialect.
//===----------------------------------------------------------------------===//

def ReadOnlyEntryArgs : Pass<"kiln-read-only-entry-args", "mlir::ModuleOp"> {
  let summary = "Mark the tensor arguments of public functions read-only for bufferization";
  let description = [{
    The caller owns the input buffers of an entry function and may reuse
    them, so ops that update a tensor in place (`dynamic_update_slice`,
    `scatter`, lowered to `tensor.insert_slice` and friends) must not write
    into them. This pass sets `bufferization.writable = false` on every
    tensor argument of every public function with a body; one-shot
    bufferization then copies an argument before writing into it.

    Before:
    ```mlir
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32>
    ```
    After:
    ```mlir
    func.func @main(%x: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32>
    ```
  }];
}

def StridedCopyToLinalg : Pass<"kiln-strided-copy-to-linalg", "mlir::func::FuncOp"> {
  let summary = "Turn memref.copy between non-contiguous buffers into linalg.copy";
  let description = [{
    Bufferization copies strided subviews (from slices, pads and
    concatenations) with `memref.copy`, which the LLVM lowering turns into
    a call of an external copy routine for any layout other than the
    identity. Such copies become `linalg.copy`, which lowers to loops in the
    generated code; copies between two identity-layout buffers stay
    `memref.copy` (a memcpy).

    Before:
    ```mlir
    memref.copy %sub, %dst : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32>
    ```
    After:
    ```mlir
    linalg.copy ins(%sub : memref<2x2xf32, strided<[4, 1], offset: 1>>) outs(%dst : memref<2x2xf32>)
    ```
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

def MarkEntry : Pass<"kiln-mark-entry", "mlir::ModuleOp"> {
  let summary = "Give the entry function a C interface";
  let description = [{
    Sets `llvm.emit_c_interface` on the entry function, so that the LLVM
    lowering also emits `_mlir_ciface_<entry>`, taking one pointer to a
    memref descriptor per argument: the symbol the JIT looks up and the
    ahead-of-time wrapper calls. A module without the function is an error.

    Before (`entry=main`):
    ```mlir
    func.func @main(%x: memref<4xf32>, %out: memref<4xf32>)
    ```
    After:
    ```mlir
    func.func @main(%x: memref<4xf32>, %out: memref<4xf32>) attributes {llvm.emit_c_interface}
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "the function that becomes the entry point">
  ];
}

#endif // KILN_CODEGEN_PASSES
