// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<3x4xf32>" | FileCheck %s

// low [1, 0], high [b, 2], interior [0, 1] with b = 3:
// rows 1 + 3 + 3 = 7, columns 4 + 3 + 2 = 9.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>) -> tensor<7x9xf32>
// CHECK-NOT: dynamic_pad
// CHECK: stablehlo.pad %[[X]], %{{.*}}, low = [1, 0], high = [3, 2], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<7x9xf32>
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %high = stablehlo.concatenate %d1, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %low = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %interior = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %0 = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
