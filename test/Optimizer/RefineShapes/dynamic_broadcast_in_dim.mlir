// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="entry=main arg-types=tensor<3x4xf32>,tensor<f32>" | FileCheck %s

// The output shape [b, 2, 4] is computed from get_dimension_size; with
// b = 3 the op is broadcast_in_dim to 3x2x4, and the f32 scalar broadcast
// to [b] becomes a broadcast to 3.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[S:.*]]: tensor<f32>) -> (tensor<3x2x4xf32>, tensor<3xf32>)
// CHECK-NOT: dynamic_broadcast_in_dim
// CHECK-NOT: get_dimension_size
// CHECK: %[[A:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x2x4xf32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = [] : (tensor<f32>) -> tensor<3xf32>
// CHECK: return %[[A]], %[[B]]
func.func @main(%x: tensor<?x4xf32>, %s: tensor<f32>) -> (tensor<?x2x4xf32>, tensor<?xf32>) {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %shape = stablehlo.concatenate %d1, %c, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x2x4xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %s, %d1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %1 : tensor<?x2x4xf32>, tensor<?xf32>
}
