//===- Passes.td - kiln's graph optimizer passes --------------------------===//
//
// StableHLO -> StableHLO passes, run before the lowering to linalg: shape
// refinement of shape-polymorphic programs, dynamic ops with constant shape
// operands made static (every -O level), then the graph rewrites of -O2
// (docs/graph-optimizer.md, docs/shape-refinement.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_OPTIMIZER_PASSES
#define KILN_OPTIMIZER_PASSES

include "mlir/Pass/PassBase.td"

def StablehloRefineShapes
    : Pass<"kiln-stablehlo-refine-shapes", "mlir::ModuleOp"> {
  let summary = "Specialize a shape-polymorphic program to concrete argument types";
  let description = [{
    For the entry function and concrete argument types (JAX exports with
    symbolic dimensions have `?` sizes): inlines every call in the entry,
    rewrites its signature, propagates the static shapes through every op
    (while/if/case included), folds `get_dimension_size` and the shape
    arithmetic on small integer tensors to constants (with kiln-simplify's
    constant folder, integer operands only), rewrites dynamic ops whose
    shape operands became constants into their static forms (the rewrites
    of kiln-dynamic-ops-to-static, with the refined result types),
    specializes composites' decompositions to their operand types, and
    decides `custom_call @shape_assertion`: a true predicate erases it, a
    false one is an error with its `error_message`. Anything still dynamic
    afterwards is an error naming the op. Without `arg-types` the declared
    argument types are used.

    Before (`arg-types=tensor<3xf32>`):
    ```mlir
    func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
      %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
      %s = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
      %i = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
      return %i : tensor<?xf32>
    }
    ```
    After:
    ```mlir
    func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %i = stablehlo.iota dim = 0 : tensor<3xf32>
      return %i : tensor<3xf32>
    }
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "The function to specialize">,
    Option<"argTypes", "arg-types", "std::string", /*default=*/"\"\"",
           "Comma-separated concrete types of the entry's arguments">
  ];
  // dynamic_top_k custom calls become chlo.top_k.
  let dependentDialects = ["kiln::chlo::ChloDialect"];
}

def DynamicOpsToStatic
    : Pass<"kiln-dynamic-ops-to-static", "mlir::ModuleOp"> {
  let summary = "Rewrite dynamic ops whose shape operands are constants into static ops";
  let description = [{
    A dynamic op whose shape operands are constants is the static op with
    those constants as attributes (spec: `dynamic_broadcast_in_dim` is
    `broadcast_in_dim` to the shape `output_dimensions`, and so on):
    `dynamic_broadcast_in_dim` -> `broadcast_in_dim`, `dynamic_iota` ->
    `iota`, `dynamic_reshape` -> `reshape`, `real_dynamic_slice` -> `slice`
    (or `dynamic_slice` when only its sizes, limit - start, are constant),
    `dynamic_pad` -> `pad`, `dynamic_gather` -> `gather`, `dynamic_conv` ->
    `convolution`, and JAX's custom calls `stablehlo.dynamic_reduce_window`
    -> `reduce_window`, `stablehlo.dynamic_top_k` -> `chlo.top_k`,
    `stablehlo.dynamic_rng_bit_generator` -> `rng_bit_generator`, and a
    custom call with `indices_of_shape_operands` -> the same call with
    static results. A `dynamic_broadcast_in_dim`, `dynamic_iota` or
    `dynamic_reshape` whose declared result type is static becomes the
    static op whatever its shape operand.

    Shape refinement applies the same rewrites while it specializes a
    shape-polymorphic program; this pass runs at every -O level, as
    programs with static shapes (JAX exports among them) can hold dynamic
    ops too, and the lowering to linalg has no patterns for them. Users
    keep the declared result types: where the static op's type is more
    static, a `tensor.cast` converts back. An op whose shape operands are
    not constants, or whose constants make an invalid static op, is left
    alone; the lowering then reports it at its location.

    Before:
    ```mlir
    %shape = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<4x3xi32>
    ```
    After (the constant, now unused, is left to the canonicalizer after the
    lowering):
    ```mlir
    %shape = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>
    ```
  }];
  // dynamic_top_k custom calls become chlo.top_k; tensor.cast keeps the
  // declared types.
  let dependentDialects = ["kiln::chlo::ChloDialect",
                           "mlir::tensor::TensorDialect"];
}

def InlineCalls : Pass<"kiln-inline-calls", "mlir::ModuleOp"> {
  let summary = "Inline calls of small private functions and of those called once";
  let description = [{
    JAX exports helpers such as `jnp.round`, `jnp.clip` or `jax.nn.relu`
    as private functions that the program calls. A call is a boundary no
    later pass looks across: the elementwise ops on either side of it
    cannot fuse into one loop nest, and each call materializes its results
    in memory. This pass replaces each `func.call` of a private function
    with one block by a copy of its body when the function has at most
    `max-ops` operations (nested ones included) or is called exactly once,
    repeating for the calls the copies bring in. Larger functions called
    several times (the layers of a model a loop applies) stay calls, so that
    their code is compiled once. Private functions left without any use
    are erased; those still referenced (by a call, a composite or a custom
    call) stay.

    Before:
    ```mlir
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = call @round(%x) : (tensor<4xf32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    func.func private @round(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.round_nearest_even %a : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.round_nearest_even %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
  }];
  let options = [
    Option<"maxOps", "max-ops", "unsigned", /*default=*/"64",
           "functions with at most this many operations are inlined at "
           "every call">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each inlined call as a remark (kiln run --explain)">
  ];
}

def MergeDots : Pass<"kiln-merge-dots", "mlir::func::FuncOp"> {
  let summary = "Merge dot_generals that share an operand into one product";
  let description = [{
    A `concatenate` of `dot_general` results (or a stack: a concatenate of
    results reshaped or broadcast to insert a unit dimension) where every
    product has the same dimension numbers and shares its lhs or its rhs
    becomes one `dot_general` of the shared operand with the other operands
    stacked along a new free dimension (or concatenated along their own
    free dimension when that is the concatenate's), then the transpose and
    reshape that give the concatenate's layout. Other operands that are the
    consecutive unit slices of one tensor stack back to that tensor without
    a copy. The stacked operand goes to the side (lhs or rhs) that lets the
    product produce the concatenate's order directly. Every element is the
    same sum of the same products as before; matrix-vector products become
    one matrix-matrix product that kiln-lower-contractions runs as a GEMM.

    Also: products that share an operand but are used separately become
    one product whose slices replace them (when the other operands are
    slices of one tensor, or smaller together than the shared one); a
    concatenate of same-shaped products with nothing shared becomes one
    product batched over a new dimension (when their operands are slices
    of one tensor each, or the products are small).

    Before:
    ```mlir
    %x0 = stablehlo.slice %x [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v0 = stablehlo.reshape %x0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %d0 = stablehlo.dot_general %w, %v0, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64xf32>) -> tensor<32xf32>
    %x1 = stablehlo.slice %x [1:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v1 = stablehlo.reshape %x1 : (tensor<1x64xf32>) -> tensor<64xf32>
    %d1 = stablehlo.dot_general %w, %v1, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64xf32>) -> tensor<32xf32>
    %r = stablehlo.concatenate %d0, %d1, dim = 0 : (tensor<32xf32>, tensor<32xf32>) -> tensor<64xf32>
    ```
    After:
    ```mlir
    %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<2x64xf32>, tensor<32x64xf32>) -> tensor<2x32xf32>
    %r = stablehlo.reshape %d : (tensor<2x32xf32>) -> tensor<64xf32>
    ```
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each rewrite as a remark (kiln run --explain)">
  ];
}

def SplitF16Products : Pass<"kiln-split-f16-products", "mlir::func::FuncOp"> {
  let summary = "Run compute-bound f16 products as bf16 products on AMX";
  let description = [{
    For targets that multiply bf16 on AMX tiles (about six times the f32
    rate; the pipeline adds the pass only there). A `dot_general` of two
    f16 operands with one contracting dimension and enough reuse of each
    operand (rows x columns / (rows + columns) at least 256: the split is a
    pass over both operands) becomes a bf16 x bf16 product into f32 over
    four times the contracting dimension: each f16 value splits exactly
    into hi = bf16(a) and lo = bf16(a - hi), the lhs is [hi, hi', lo, lo]
    and the rhs [hi, lo, hi', lo] along it (hi' and lo are 0 for infinities
    and NaN, so the cross terms never multiply an infinity by zero), so the
    sum holds hi*hi + hi*lo + lo*hi + lo*lo = a*b of every pair, each
    product exact in f32. The f32 sum rounds to the result type once, as
    XLA's f16 products do. Products with an `algorithm` are left alone.

    Before:
    ```mlir
    %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x128xf16>, tensor<128x64xf16>) -> tensor<64x64xf16>
    ```
    After: `%a2 = concatenate(hi(a), hi'(a), lo(a), lo(a), dim = 1)`
    (tensor<64x512xbf16>), `%b2 = concatenate(hi(b), lo(b), hi'(b), lo(b),
    dim = 0)`,
    `%s = dot_general %a2, %b2 : -> tensor<64x64xf32>`, `%r = convert %s`.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each rewrite as a remark (kiln run --explain)">
  ];
}

def FoldDotOperands : Pass<"kiln-fold-dot-operands", "mlir::func::FuncOp"> {
  let summary = "Fold transposes and batch broadcasts into dot_general";
  let description = [{
    Absorbs the layout changes around a `dot_general` into its dimension
    numbers or operand order, so the product reads its operands in place
    and writes the order its user wants:

    - a `transpose` feeding an operand, when the operand's free dimensions
      keep their relative order (so the result's layout is unchanged);
    - a `transpose` of the (single-use) result that the product can produce
      itself, by swapping its operands and/or reordering its batching
      dimensions;
    - a `broadcast_in_dim` feeding an operand that only adds batching
      dimensions: they become free dimensions of the other operand, a
      product over fewer dimensions, when the result keeps its order;
    - a (single-use) `multiply` of an operand by a broadcast factor that
      varies along the operand's free dimensions only (per-output-channel
      scales, `x @ (w.astype(f32) * s)` of a weight-only quantized layer):
      the factor multiplies the result instead, and the product reads the
      unscaled operand (int8 weights the GEMM widens as it reads them).

    Every element is the same sum of the same products, except that a
    moved factor is applied once to each sum rather than to each product
    (rounding differs in the last bits).

    Before:
    ```mlir
    %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %d = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    ```
    After:
    ```mlir
    %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    ```
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each rewrite as a remark (kiln run --explain)">
  ];
}

def Simplify : Pass<"kiln-simplify", "mlir::func::FuncOp"> {
  let summary = "Algebraic simplification and constant folding of StableHLO";
  let description = [{
    Rewrites that keep every result bit for bit (NaN, -0 and integer
    wrap-around included):

    - identities: `x + 0` (integers; `-0.0` for floats, as `-0 + +0` is
      `+0`), `x - 0` (integers; `+0.0` for floats), `x * 1`, `x * 0 -> 0`
      (integers only), `negate(negate(x))`, `convert` to the same type,
      `select` with a splat constant predicate;
    - chains of `transpose`, `reshape` and `broadcast_in_dim` merged, and
      their identity forms removed;
    - a `slice` of a `concatenate` inside one input becomes a slice of that
      input; a `concatenate` of one input, or of consecutive slices of one
      tensor, becomes that tensor;
    - constant folding (kiln's one constant folder, which shape refinement
      uses too) of results of at most 1024 elements: integer
      add/subtract/multiply/divide/remainder (wrapping; no division by
      zero or INT_MIN / -1), and/or/xor/not/negate/abs/sign, max/min,
      compare, select, clamp and convert (to floats only when exact);
      f16/bf16/f32/f64 add/subtract/multiply/negate, rounded to nearest
      even, NaN and subnormal operands or results left alone; reshape,
      transpose, broadcast_in_dim, slice and concatenate of constants;
      iotas become constants.

    Before:
    ```mlir
    %c = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %0 = stablehlo.multiply %x, %c : tensor<4xf32>
    %1 = stablehlo.transpose %0, dims = [0] : (tensor<4xf32>) -> tensor<4xf32>
    ```
    After: uses of `%1` use `%x`.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "report each rewrite as a remark (kiln run --explain)">
  ];
}

#endif // KILN_OPTIMIZER_PASSES
