//===- Passes.td - kiln conversion passes ---------------------------------===//

#ifndef KILN_CONVERSION_PASSES
#define KILN_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def StablehloLegalizeToLinalg
    : Pass<"kiln-stablehlo-legalize-to-linalg", "mlir::ModuleOp"> {
  let summary = "Lower StableHLO ops to linalg, tensor, arith and math on tensors";
  let description = [{
    Rewrites StableHLO ops into structured ops on tensors, the form later
    tiling, fusion and vectorization build on. Elementwise ops become
    `linalg.generic` ops over identity maps with scalar arith/math bodies;
    `broadcast_in_dim`, `transpose`, `iota` become `linalg.generic` /
    `linalg.transpose`; `dot_general` becomes a contraction `linalg.generic`;
    `reduce` becomes `linalg.reduce`; constants become `arith.constant`.
    `while`, `if` and `case` become `scf.while`, `scf.if` and
    `scf.index_switch`; `sort` and `select_and_scatter` become scf loops; the
    bodies of reductions, `sort` and `map` become scalar code.
    An op this pass cannot lower yet is an error naming the op.

    Before:
    ```mlir
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    ```
    After:
    ```mlir
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.generic {indexing_maps = [#id, #id, #id],
                         iterator_types = ["parallel"]}
        ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    ```
  }];
  let options = [
    ListOption<"customCallTargets", "custom-call-targets", "std::string",
               "custom_call targets registered by the user: each becomes a "
               "call of its C function (docs/custom-calls.md)">,
    ListOption<"compositeTargets", "composite-targets", "std::string",
               "NAME=TARGET: composites named NAME become custom calls of "
               "TARGET instead of calls of their decomposition">,
    Option<"int8Convolutions", "int8-convolutions", "bool",
           /*default=*/"false",
           "the target has kiln-lower-convolutions' int8 kernel: 8-bit "
           "convolutions into i32 that suit it (channels innermost, whole "
           "groups of 4 input channels, no groups) become u8 x i8 "
           "contractions, a signed input offset by 128 and the result "
           "corrected (otherwise their exact sums are computed in f32)">,
    Option<"bf16Convolutions", "bf16-convolutions", "bool",
           /*default=*/"false",
           "the target has kiln's bf16 GEMM kernels (AVX512-BF16, AMX): "
           "bf16 x bf16 convolutions keep their bf16 operands">,
    Option<"narrowConvolutionsInF32", "narrow-convolutions-in-f32", "bool",
           /*default=*/"false",
           "other convolutions of narrow floats (f16, bf16, f8) convert "
           "their operands to f32 first, for the f32 convolution kernel, "
           "instead of widening each value as it is read">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::complex::ComplexDialect",
    "mlir::bufferization::BufferizationDialect",
    "mlir::linalg::LinalgDialect", "mlir::memref::MemRefDialect",
    "mlir::math::MathDialect", "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect"
  ];
}

def RunParallelToSpmd : Pass<"kiln-run-parallel-to-spmd", "mlir::ModuleOp"> {
  let summary = "Turn interpreter.run_parallel into an SPMD program";
  let description = [{
    StableHLO's interpreter tests run a function on each process of a grid
    of replicas x partitions with `interpreter.run_parallel` and check each
    process' results. kiln runs programs SPMD (every device runs the
    entry), so the op becomes a `stablehlo.case` on the device's process id
    (replica_id x partitions + partition_id) whose branch p runs process
    p's function (inlined) on its operands and yields zeros (or a fresh
    token) for the other processes' results; each check of process p's results runs only
    on device p (inside a `stablehlo.if`). The module gets
    `mhlo.num_replicas` and `mhlo.num_partitions` from the grid. Results
    used by anything but check ops are an error, as is an `infeed`.

    Before:
    ```mlir
    %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@f], [@f]]}
        : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %r#1, dense<[6, 8, 10, 12]> : tensor<4xi64>
    ```
    After (module attributes {mhlo.num_replicas = 2, mhlo.num_partitions = 1}):
    ```mlir
    %p = ... replica_id * 1 + partition_id ...
    %r:2 = "stablehlo.case"(%p) ({
      ... @f's body on %a ...
      stablehlo.return %f_result, %zeros : ...
    }, {
      ... @f's body on %b ...
      stablehlo.return %zeros, %f_result : ...
    })
    "stablehlo.if"(%p == 1) ({ check.expect_eq_const %r#1, ... })
    ```
  }];
  let dependentDialects = ["kiln::stablehlo::StableHLODialect",
                           "mlir::func::FuncDialect"];
}

def VhloToStablehlo : Pass<"kiln-vhlo-to-stablehlo", "mlir::ModuleOp"> {
  let summary = "Convert a portable artifact's VHLO into StableHLO";
  let description = [{
    Rewrites the versioned ops, types and attributes of a portable artifact
    (what `jax.export` serializes and PJRT hands a plugin) into kiln's
    StableHLO, func and builtin forms. Each VHLO op version converts
    directly, so the ops of older StableHLO versions are upgraded on the
    way (`dot_general_v1` and `dot_general_v2` both become
    `stablehlo.dot_general`). kiln runs this whenever it reads an artifact;
    an op or attribute it cannot convert is an error at its location.

    Before:
    ```mlir
    %0 = "vhlo.add_v1"(%a, %b) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>,
        !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    ```
    After:
    ```mlir
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::kiln::stablehlo::StableHLODialect"];
}

def StablehloToVhlo : Pass<"kiln-stablehlo-to-vhlo", "mlir::ModuleOp"> {
  let summary = "Convert a StableHLO program into the VHLO of a StableHLO version";
  let description = [{
    The inverse of kiln-vhlo-to-stablehlo, and the first half of writing a
    portable artifact (`kiln-opt --emit-portable`): each op becomes the
    newest version of its VHLO op that the target StableHLO version has,
    with every attribute of that version given a value. An op that needs a
    newer version than the target is an error naming it.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "the StableHLO version to write (default: the newest kiln knows)">,
  ];
  let dependentDialects = ["::kiln::vhlo::VhloDialect"];
}

def ChloLegalizeToStablehlo
    : Pass<"kiln-chlo-legalize-to-stablehlo", "mlir::ModuleOp"> {
  let summary = "Decompose CHLO ops into StableHLO ops";
  let description = [{
    Rewrites the CHLO ops JAX emits into plain StableHLO so that the
    StableHLO-to-linalg lowering sees only StableHLO. `square` becomes a
    multiply; `broadcast_*` ops become `broadcast_in_dim` plus the StableHLO
    op; `top_k` becomes a descending `sort` of (values, iota) and a `slice`;
    the special functions (`erf`, `erfc`, `erf_inv`, `lgamma`, `digamma`,
    the inverse trigonometric and hyperbolic functions, `next_after`) become
    series / rational approximations evaluated in f64 and rounded back to
    the operand's element type. A CHLO op without a decomposition is left
    in place (the next pass then reports it).

    Before:
    ```mlir
    %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
    ```
    After:
    ```mlir
    %0 = stablehlo.multiply %x, %x : tensor<4xf32>
    ```
  }];
}

def QuantizedToInteger
    : Pass<"kiln-quantized-to-integer", "mlir::ModuleOp"> {
  let summary = "Rewrite ops on uniform quantized tensors into integer and "
                "float arithmetic";
  let description = [{
    Runs quantized programs as the StableHLO specification defines them:
    every `!quant.uniform` tensor (per tensor or per axis) becomes its
    storage integers. `uniform_quantize` and `uniform_dequantize` become
    their arithmetic (scale, zero point, clamping to the storage range,
    rounding half to even). Ops that move elements (reshape, transpose,
    slice, gather, concatenate, control flow, sort, reductions, ...) move
    the storage integers; the ops inside their regions are rewritten like
    any other. Every other op computes on the dequantized values and
    quantizes its quantized results (`dequantize_op_quantize`); compare
    compares the dequantized values; a hybrid `dot_general` or
    `convolution` (float lhs, quantized rhs) computes on the dequantized
    rhs. No quantized type is left afterwards.

    A fully quantized `dot_general` whose storage fits 8 bits (rhs zero
    points 0) becomes an i8 x i8 product into i32 less the lhs zero
    point's share. With `int8-convolutions` (the target has kiln's int8
    convolution kernel), so does such a `convolution`: its input is padded
    with the zero point (which adds nothing once the share is taken off)
    and the storage integers are convolved directly.

    Before:
    ```mlir
    %r = stablehlo.add %a, %b : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
    ```
    After (schematically):
    ```mlir
    %fa = ... (convert(%a) - (-3)) * 0.5 : tensor<4xf32>
    %fb = ... (convert(%b) - (-3)) * 0.5 : tensor<4xf32>
    %s = stablehlo.add %fa, %fb : tensor<4xf32>
    %r = ... convert(round_nearest_even(clamp(%s / 0.5 + (-3)))) : tensor<4xi8>
    ```
  }];
  let options = [
    Option<"int8Convolutions", "int8-convolutions", "bool",
           /*default=*/"false",
           "the target has kiln's int8 convolution kernel: quantized "
           "convolutions on 8-bit storage convolve the storage integers "
           "(otherwise the centered integers, in f32 when exact)">
  ];
}

#endif // KILN_CONVERSION_PASSES
