// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Meshes: named axes, the empty mesh, maximal meshes and explicit device
// orders (an iota order is dropped), with the attributes JAX attaches.

// CHECK-LABEL: module {
// CHECK-NEXT:    sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
// CHECK-NEXT:    sdy.mesh @empty_mesh = <[]>
// CHECK-NEXT:    sdy.mesh @maximal = <[], device_ids=[3]>
// CHECK-NEXT:    sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>
// CHECK-NEXT:    sdy.mesh @iota = <["a"=4]>
// CHECK-NEXT:    sdy.mesh @size_one = <["a"=1]>
// CHECK-NEXT:  }
sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
sdy.mesh @empty_mesh = <[]>
sdy.mesh @maximal = <[], device_ids=[3]>
sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>
sdy.mesh @iota = <["a"=4], device_ids=[0, 1, 2, 3]>
sdy.mesh @size_one = <["a"=1], device_ids=[0]>

// -----

// Shardings on function arguments and results, as JAX prints them.

sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
// CHECK-SAME: -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>})
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  return %arg0 : tensor<8x4xf32>
}

// -----

// Every part of a tensor sharding: several axes on one dimension, open
// dimensions, priorities, replicated and unreduced axes, sub-axes, a rank-0
// sharding and an inline mesh.

sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @all_parts
// CHECK-SAME: %arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}
// CHECK-SAME: %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}
// CHECK-SAME: %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y"}p1]>}
// CHECK-SAME: %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {?}p2]>}
// CHECK-SAME: %arg4: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"x", "y"}>}
// CHECK-SAME: %arg5: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}
// CHECK-SAME: %arg6: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], replicated={"y":(1)2}, unreduced={"y":(2)2}>}
// CHECK-SAME: %arg7: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2, "x", "y":(2)2}, {}]>}
// CHECK-SAME: %arg8: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}
// CHECK-SAME: %arg9: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=2]>, [{"a"}, {}]>}
// CHECK-SAME: %arg10: tensor<?x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}
func.func @all_parts(
    %arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>},
    %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y"}p1]>},
    %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {?}p2]>},
    %arg4: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"x", "y"}>},
    %arg5: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>},
    %arg6: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], replicated={"y":(1)2}, unreduced={"y":(2)2}>},
    %arg7: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2, "x", "y":(2)2}, {}]>},
    %arg8: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>},
    %arg9: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=2]>, [{"a"}, {}]>},
    %arg10: tensor<?x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  return
}

// -----

// sdy.sharding_constraint, as with_sharding_constraint and reshard lower.

sdy.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func @sharding_constraint
// CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
// CHECK-NEXT: %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {"y"}]> : tensor<8x8xf32>
// CHECK-NEXT: %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<8x8xf32>
// CHECK-NEXT: %3 = sdy.sharding_constraint %arg1 <@mesh, []> : tensor<f32>
// CHECK-NEXT: %4 = sdy.sharding_constraint %2 <@mesh, [{}, {"x"}]> {foo = 1 : i32} : tensor<8x8xf32>
// CHECK-NEXT: return %4 : tensor<8x8xf32>
func.func @sharding_constraint(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %arg1 <@mesh, []> : tensor<f32>
  %4 = sdy.sharding_constraint %2 <@mesh, [{}, {"x"}]> {foo = 1 : i32} : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}

// -----

// sdy.reshard and sdy.sharding_group.

sdy.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func @reshard_and_group
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
// CHECK-NEXT: sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
// CHECK-NEXT: sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
// CHECK-NEXT: return %0 : tensor<8x8xf32>
func.func @reshard_and_group(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Shardings on ops: one per result, on ops of any dialect.

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @maximal = <[], device_ids=[0]>

// CHECK-LABEL: func.func @per_value
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
// CHECK-NEXT: %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} : tensor<8x8xf32>
// CHECK-NEXT: return {sdy.sharding = #sdy.sharding_per_value<[]>} %1 : tensor<8x8xf32>
func.func @per_value(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
  %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} : tensor<8x8xf32>
  return {sdy.sharding = #sdy.sharding_per_value<[]>} %1 : tensor<8x8xf32>
}

// -----

// sdy.manual_computation, as shard_map lowers (all axes manual).

sdy.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-LABEL: func.func public @shard_map
// CHECK-NEXT: %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
// CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg1 : tensor<4x2xf32>
// CHECK-NEXT:   sdy.return %1 : tensor<4x2xf32>
// CHECK-NEXT: } : (tensor<8x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
func.func public @shard_map(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
    %1 = stablehlo.add %arg1, %arg1 : tensor<4x2xf32>
    sdy.return %1 : tensor<4x2xf32>
  } : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Partly manual (free axis "y"), several operands and results, open
// dimensions, a sub-axis, a nested manual computation and an attribute.

sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @partial_manual
// CHECK-NEXT: %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", ?}, {?}]>, <@mesh, [{"y":(1)2}, {}]>] out_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"x"}, {}], replicated={"y"}>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<8x2xf32>) {
// CHECK-NEXT:   %1 = sdy.manual_computation(%arg2) in_shardings=[<@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"y"}, {}]>] manual_axes={"y"} (%arg4: tensor<1x8xf32>) {
// CHECK-NEXT:     sdy.return %arg4 : tensor<1x8xf32>
// CHECK-NEXT:   } : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:   sdy.return %1, %arg3 : tensor<4x8xf32>, tensor<8x2xf32>
// CHECK-NEXT: } {kiln.note = "kept"} : (tensor<8x8xf32>, tensor<8x2xf32>) -> (tensor<4x8xf32>, tensor<16x2xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x8xf32>, tensor<16x2xf32>
func.func @partial_manual(%arg0: tensor<8x8xf32>, %arg1: tensor<8x2xf32>) -> (tensor<4x8xf32>, tensor<16x2xf32>) {
  %0:2 = sdy.manual_computation(%arg0, %arg1)
      in_shardings=[<@mesh, [{"x", ?}, {?}]>, <@mesh, [{"y":(1)2}, {}]>]
      out_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"x"}, {}], replicated={"y"}>]
      manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<8x2xf32>) {
    %1 = sdy.manual_computation(%arg2) in_shardings=[<@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"y"}, {}]>] manual_axes={"y"} (%arg4: tensor<1x8xf32>) {
      sdy.return %arg4 : tensor<1x8xf32>
    } : (tensor<4x8xf32>) -> tensor<4x8xf32>
    sdy.return %1, %arg3 : tensor<4x8xf32>, tensor<8x2xf32>
  } {kiln.note = "kept"} : (tensor<8x8xf32>, tensor<8x2xf32>) -> (tensor<4x8xf32>, tensor<16x2xf32>)
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<16x2xf32>
}

// -----

// No operands and no results; an inline mesh; a scalar.

// CHECK-LABEL: func.func @empty_manual
// CHECK-NEXT: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
// CHECK-NEXT:   sdy.return
// CHECK-NEXT: } : () -> ()
// CHECK-NEXT: %0 = sdy.manual_computation(%arg0) in_shardings=[<mesh<["a"=2]>, []>] out_shardings=[<mesh<["a"=2]>, []>] manual_axes={"a"} (%arg1: tensor<f32>) {
// CHECK-NEXT:   sdy.return %arg1 : tensor<f32>
// CHECK-NEXT: } : (tensor<f32>) -> tensor<f32>
func.func @empty_manual(%arg0: tensor<f32>) -> tensor<f32> {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    sdy.return
  } : () -> ()
  %0 = sdy.manual_computation(%arg0) in_shardings=[<mesh<["a"=2]>, []>] out_shardings=[<mesh<["a"=2]>, []>] manual_axes={"a"} (%arg1: tensor<f32>) {
    sdy.return %arg1 : tensor<f32>
  } : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
