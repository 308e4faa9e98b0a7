// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<5x4xf32>,tensor<2x1xi32>" | FileCheck %s

// Columns of a b x 4 operand: slice sizes [b, 1] with b = 5; each of the
// 2 indices gives a 5-element column (offset dim 1, column dim collapsed).
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<2x1xi32>) -> tensor<2x5xf32>
// CHECK-NOT: dynamic_gather
// CHECK: "stablehlo.gather"(%[[X]], %[[I]])
// CHECK-SAME: slice_sizes = array<i64: 5, 1>
// CHECK-SAME: (tensor<5x4xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
func.func @main(%x: tensor<?x4xf32>, %i: tensor<2x1xi32>) -> tensor<2x?xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %sizes = stablehlo.concatenate %d1, %one, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%x, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>}> : (tensor<?x4xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
