// kiln-partition-spmd local-shards (how the PJRT plugin runs JAX's sharded
// programs): each device takes its own shard of every argument and returns
// its shard of every result, nothing is cut or gathered at the edges, and
// the module records each argument's and result's sharding in GSPMD's
// tiled form (shards per dimension, then the devices per shard when more
// than one holds it; the devices of each tile in row-major order).
// RUN: kiln-opt %s -split-input-file -kiln-propagate-shardings -kiln-partition-spmd=local-shards=true -verify-diagnostics | FileCheck %s

// A result without a stated sharding leaves in the one propagation decided
// ([{"x"}, {}]: the product's rows), after the all_reduce over "y"; the
// weights hold "y" split as rows or columns, each tile on the two devices
// of one "y" coordinate.
// CHECK-LABEL: module @mlp attributes {kiln.local_shards = {main = {
// CHECK-SAME: inputs = [{devices = array<i64: 0, 1, 2, 3>, tiles = array<i64: 2, 1, 2>}, {devices = array<i64: 0, 2, 1, 3>, tiles = array<i64: 1, 2, 2>}, {devices = array<i64: 0, 2, 1, 3>, tiles = array<i64: 2, 1, 2>}]
// CHECK-SAME: outputs = [{devices = array<i64: 0, 1, 2, 3>, tiles = array<i64: 2, 1, 2>}]
// CHECK-NOT: kiln.global_arrays
// CHECK: func.func @main(%[[X:.*]]: tensor<4x16xf32>, %[[W1:.*]]: tensor<16x16xf32>, %[[W2:.*]]: tensor<16x4xf32>) -> tensor<4x4xf32>
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK: %[[H:.*]] = stablehlo.dot_general %[[X]], %[[W1]], {{.*}} -> tensor<4x16xf32>
// CHECK: %[[P:.*]] = stablehlo.dot_general {{.*}}, %[[W2]], {{.*}} -> tensor<4x4xf32>
// CHECK: %[[S:.*]] = "stablehlo.all_reduce"(%[[P]])
// CHECK-NOT: all_gather
// CHECK: return %[[S]] : tensor<4x4xf32>
module @mlp attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                  %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>},
                  %w2: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x4xf32> {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<8x32xf32>
    %1 = stablehlo.maximum %0, %zero : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
}

// -----

// A result's stated closed sharding is the one it leaves in (a local cut of
// the columns); a replicated argument is one tile held by all four devices.
// (An argument stating no sharding would take the result's, propagated
// back to it, and the plugin reports it so.)
// CHECK-LABEL: module @stated attributes {kiln.local_shards = {main = {
// CHECK-SAME: inputs = [{devices = array<i64: 0, 1, 2, 3>, tiles = array<i64: 1, 1, 4>}]
// CHECK-SAME: outputs = [{devices = array<i64: 0, 1, 2, 3>, tiles = array<i64: 1, 4>}]
// CHECK: func.func @main(%{{.*}}: tensor<4x8xf32>) -> tensor<4x2xf32>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [4, 2]
module @stated attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main(%x: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.exponential %x : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

// -----

// Local shards are of equal size: an argument its axes do not divide is an
// error (with global arrays it would be padded).
module @uneven attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  // expected-error @+1 {{argument 0 ('tensor<6xf32>') is sharded [{"x"}], whose 4 shards do not divide dimension 0; kiln takes and returns local shards of equal size only}}
  func.func @main(%x: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<6xf32> {
    %0 = stablehlo.negate %x : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}

// -----

// A device's part of an argument with unreduced axes is a partial value,
// which kiln does not take yet.
module @unreduced_argument attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  // expected-error @+1 {{argument 0 has unreduced axes: kiln does not take partial values on its devices yet}}
  func.func @main(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) -> tensor<4xf32> {
    %0 = stablehlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

module @unreduced_result attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  // expected-error @+1 {{result 0 has unreduced axes: kiln does not return partial values from its devices yet}}
  func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) {
    %0 = stablehlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
