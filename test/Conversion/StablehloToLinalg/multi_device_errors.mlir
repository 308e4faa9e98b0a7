// Programs for more than one device (a mesh of several devices, or several
// partitions or replicas) are rejected before the conversion.
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

// CHECK: error: multi-device programs are not supported by kiln run yet (mesh of 2 devices)
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @two_devices(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// CHECK: error: multi-device programs are not supported by kiln run yet (mhlo.num_partitions = 1, mhlo.num_replicas = 2)
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func @replicas(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
