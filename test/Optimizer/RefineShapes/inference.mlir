// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<5x4xui32>,tensor<2x1xi32>" | FileCheck %s

// Result types re-inferred from refined operands: elementwise ops (with
// and without InferTypeOpInterface), bitcast_convert (same width), scatter
// (results are the inputs' types), reduce, dot_general, transpose.
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> (tensor<5x4xf32>, tensor<5x4xui32>, tensor<4xui32>, tensor<5x5xf32>, tensor<4x5xf32>)
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<5x4xui32>) -> tensor<5x4xf32>
// CHECK: stablehlo.abs %{{.*}} : tensor<5x4xf32>
// CHECK: "stablehlo.scatter"
// CHECK: }) : (tensor<5x4xui32>, tensor<2x1xi32>, tensor<2x4xui32>) -> tensor<5x4xui32>
// CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<5x4xui32>, tensor<ui32>) -> tensor<4xui32>
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [1] : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x5xf32>
// CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
func.func @main(%x: tensor<?x4xui32>, %i: tensor<2x1xi32>) -> (tensor<?x4xf32>, tensor<?x4xui32>, tensor<4xui32>, tensor<?x?xf32>, tensor<4x?xf32>) {
  %f = stablehlo.bitcast_convert %x : (tensor<?x4xui32>) -> tensor<?x4xf32>
  %a = stablehlo.abs %f : tensor<?x4xf32>
  %u = stablehlo.constant dense<7> : tensor<2x4xui32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<ui32>, %q: tensor<ui32>):
    stablehlo.return %q : tensor<ui32>
  }) : (tensor<?x4xui32>, tensor<2x1xi32>, tensor<2x4xui32>) -> tensor<?x4xui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %r = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?x4xui32>, tensor<ui32>) -> tensor<4xui32>
  %d = stablehlo.dot_general %a, %a, contracting_dims = [1] x [1] : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<4x?xf32>
  return %a, %s, %r, %d, %t : tensor<?x4xf32>, tensor<?x4xui32>, tensor<4xui32>, tensor<?x?xf32>, tensor<4x?xf32>
}
