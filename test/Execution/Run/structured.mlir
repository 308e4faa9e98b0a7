// dot_general, broadcast_in_dim, reduce, transpose, reshape and iota; values
// by hand.
// RUN: kiln run %s --input 2x3xf32=1,2,3,4,5,6 --input 3x2xf32=1,0,0,1,1,1 | FileCheck %s

// [[1,2,3],[4,5,6]] x [[1,0],[0,1],[1,1]] = [[4,5],[10,11]]
// CHECK: output 0: tensor<2x2xf32>
// CHECK-NEXT: array({{\[}}[ 4.,  5.],
// CHECK-NEXT:        [10., 11.]], dtype=float32)
// Row sums of a, plus 1 broadcast: [7, 16]
// CHECK: output 1: tensor<2xf32>
// CHECK-NEXT: array([ 7., 16.], dtype=float32)
// CHECK: output 2: tensor<6xf32>
// CHECK-NEXT: array([1., 4., 2., 5., 3., 6.], dtype=float32)
// CHECK: output 3: tensor<2x3xi32>
// CHECK-NEXT: array({{\[}}[0, 1, 2],
// CHECK-NEXT:        [0, 1, 2]], dtype=int32)
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<6xf32>, tensor<2x3xi32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %3 = stablehlo.add %1, %2 : tensor<2xf32>
  %4 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %5 = stablehlo.reshape %4 : (tensor<3x2xf32>) -> tensor<6xf32>
  %6 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  return %0, %3, %5, %6 : tensor<2x2xf32>, tensor<2xf32>, tensor<6xf32>, tensor<2x3xi32>
}
