// Sharded programs for more than one device reach the conversion
// partitioned (test/Partitioner): one still carrying a mesh of several
// devices is an error, as are GSPMD-style shardings, which kiln does not
// read yet. A multi-device program
// without shardings is SPMD as written and converts (its collectives become
// calls of the device runtime, collectives.mlir).
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

// CHECK: error: a sharded program (mesh of 2 devices) reached the lowering unpartitioned: run kiln-propagate-shardings and kiln-partition-spmd first
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @two_devices(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// CHECK: error: GSPMD-style shardings (mhlo.sharding, custom_call @Sharding) are not supported yet: kiln partitions programs with Shardy annotations (mhlo.num_partitions = 2, mhlo.num_replicas = 1)
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @gspmd(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
