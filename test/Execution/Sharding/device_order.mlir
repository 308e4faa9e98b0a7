// A mesh whose devices are not in iota order (device_ids): each device
// takes the shards of its position in the mesh, and the collectives' groups
// follow; the product is the same as on one device, in process and across
// 4 processes.
// RUN: kiln run %s | FileCheck %s
// RUN: %mpirun -np 4 kiln run %s | FileCheck %s
// CHECK: output 0: tensor<4x4xf32>
// CHECK: checks: 1 passed, 0 failed
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>
  func.func @main() -> tensor<4x4xf32> {
    %a = stablehlo.iota dim = 0 : tensor<4x4xf32>
    %b = stablehlo.iota dim = 1 : tensor<4x4xf32>
    %ca = sdy.sharding_constraint %a <@mesh, [{"x"}, {"y"}]> : tensor<4x4xf32>
    %cb = sdy.sharding_constraint %b <@mesh, [{"y"}, {"x"}]> : tensor<4x4xf32>
    %d = stablehlo.dot_general %ca, %cb, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %e = sdy.sharding_constraint %d <@mesh, [{"y"}, {"x"}]> : tensor<4x4xf32>
    check.expect_eq_const %e, dense<[[0.0, 0.0, 0.0, 0.0], [0.0, 4.0, 8.0, 12.0], [0.0, 8.0, 16.0, 24.0], [0.0, 12.0, 24.0, 36.0]]> : tensor<4x4xf32>
    return %e : tensor<4x4xf32>
  }
}
