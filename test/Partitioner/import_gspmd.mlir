// GSPMD's annotations (JAX with jax_use_shardy_partitioner=False) read as
// Shardy shardings over sub-axes of one mesh axis of all devices: an iota
// tile array's dimensions in its transposed order, a replicated last tile
// dimension dropped, `@Sharding` custom calls as sharding constraints.
// RUN: kiln-opt %s -split-input-file -kiln-import-gspmd-shardings | FileCheck %s

// CHECK-LABEL: module @jit_f
// CHECK: sdy.mesh @gspmd_mesh = <["devices"=4]>
// CHECK: func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@gspmd_mesh, [{"devices":(1)2}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@gspmd_mesh, [{}, {"devices":(2)2}]>})
// CHECK-SAME: -> (tensor<8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@gspmd_mesh, [{"devices"}]>})
// CHECK: sdy.sharding_constraint %{{.*}} <@gspmd_mesh, [{}, {"devices":(2)2}]>
// CHECK-NOT: mhlo.sharding
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<16x8xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4]<=[4]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
}

// -----

// Both axes on one dimension, transposed; replicated and maximal.
// CHECK-LABEL: module @two_axes
// CHECK: %arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@gspmd_mesh, [{"devices":(2)2, "devices":(1)2}, {}]>}
// CHECK-SAME: %arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@gspmd_mesh, [{}]>}
// CHECK-SAME: %arg2: tensor<4xf32> {sdy.sharding = #sdy.sharding<@gspmd_mesh, [{}]>}
module @two_axes attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[2,2]T(1,0)}"}, %arg1: tensor<4xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4xf32> {mhlo.sharding = "{maximal device=1}"}) -> tensor<8x4xf32> {
    return %arg0 : tensor<8x4xf32>
  }
}

// -----

// shard_map in GSPMD form: the body's call between @SPMDFullToShardShape
// and @SPMDShardToFullShape becomes a manual computation over all devices.
// CHECK-LABEL: module @shard_map
// CHECK: %[[C:.*]] = sdy.sharding_constraint %arg0 <@gspmd_mesh, [{"devices":(1)2}, {"devices":(2)2}]>
// CHECK: %[[M:.*]] = sdy.manual_computation(%[[C]]) in_shardings=[<@gspmd_mesh, [{"devices":(1)2}, {"devices":(2)2}]>] out_shardings=[<@gspmd_mesh, [{}, {"devices":(2)2}]>] manual_axes={"devices"} (%[[L:.*]]: tensor<4x2xf32>) {
// CHECK:   %[[R:.*]] = func.call @shmap_body(%[[L]]) : (tensor<4x2xf32>) -> tensor<4x2xf32>
// CHECK:   sdy.return %[[R]] : tensor<4x2xf32>
// CHECK: } : (tensor<8x4xf32>) -> tensor<4x4xf32>
// CHECK: return %[[M]]
// CHECK-NOT: custom_call
module @shard_map attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x2xf32>
    %2 = call @shmap_body(%1) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4x2xf32>) -> tensor<4x4xf32>
    return %4 : tensor<4x4xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}

// -----

// shard_alike (`{unknown shard_as N}`, or shard_like): the @Sharding calls
// go, their operands join sharding group N, and propagation decides the
// group's one sharding.
// CHECK-LABEL: module @shard_alike
// CHECK: sdy.sharding_group %arg0 group_id=0 : tensor<4xf32>
// CHECK: sdy.sharding_group %arg1 group_id=0 : tensor<4xf32>
// CHECK: sdy.sharding_group %arg1 group_id=3 : tensor<4xf32>
// CHECK-NOT: custom_call
// CHECK: %[[A:.*]] = stablehlo.add %arg0, %arg1
// CHECK: stablehlo.add %[[A]], %arg1
module @shard_alike attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg1: tensor<4xf32> {mhlo.sharding = "{replicated}"}) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as 0}"} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as 0}"} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_like 3}"} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.add %0, %1 : tensor<4xf32>
    %4 = stablehlo.add %3, %2 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
