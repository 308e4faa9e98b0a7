// Sharded programs for more than one device (a mesh of several devices, or
// several partitions or replicas with shardings) are rejected before the
// conversion: kiln does not partition them yet. A multi-device program
// without shardings is SPMD as written and converts (its collectives become
// calls of the device runtime, collectives.mlir).
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

// CHECK: error: sharded multi-device programs are not supported by kiln run yet (mesh of 2 devices)
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @two_devices(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// CHECK: error: sharded multi-device programs are not supported by kiln run yet (mhlo.num_partitions = 2, mhlo.num_replicas = 1)
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @gspmd(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
