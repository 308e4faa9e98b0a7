// Shapes known only at run time are not lowered yet: an error at the op.
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @dynamic_broadcast_in_dim(%x: tensor<3xi32>, %shape: tensor<2xi64>) -> tensor<?x3xi32> {
  // CHECK: data_movement_runtime_shape.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.dynamic_broadcast_in_dim'
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

func.func @dynamic_iota(%shape: tensor<1xi32>) -> tensor<?xf32> {
  // CHECK: data_movement_runtime_shape.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.dynamic_iota'
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
