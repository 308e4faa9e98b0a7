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
               "TARGET instead of calls of their decomposition">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::complex::ComplexDialect",
    "mlir::bufferization::BufferizationDialect",
    "mlir::linalg::LinalgDialect", "mlir::memref::MemRefDialect",
    "mlir::math::MathDialect", "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect"
  ];
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

def StablehloRefineShapes
    : Pass<"kiln-stablehlo-refine-shapes", "mlir::ModuleOp"> {
  let summary = "Specialize a shape-polymorphic program to concrete argument types";
  let description = [{
    For the entry function and concrete argument types (JAX exports with
    symbolic dimensions have `?` sizes): inlines every call in the entry,
    rewrites its signature, propagates the static shapes through every op
    (while/if/case included), folds `get_dimension_size` and the shape
    arithmetic on small integer tensors to constants, rewrites dynamic ops
    with constant shape operands into their static forms
    (`dynamic_broadcast_in_dim` -> `broadcast_in_dim`, `dynamic_iota`,
    `dynamic_reshape`, `real_dynamic_slice`, `dynamic_pad`,
    `dynamic_gather`, `dynamic_conv`, and JAX's custom calls
    `stablehlo.dynamic_reduce_window`, `stablehlo.dynamic_top_k`,
    `stablehlo.dynamic_rng_bit_generator`), specializes composites'
    decompositions to their operand types, and decides
    `custom_call @shape_assertion`: a true predicate erases it, a false one
    is an error with its `error_message`. Anything still dynamic afterwards
    is an error naming the op. Without `arg-types` the declared argument
    types are used.

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

#endif // KILN_CONVERSION_PASSES
