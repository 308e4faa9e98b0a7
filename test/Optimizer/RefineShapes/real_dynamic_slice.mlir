// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-refine-shapes="arg-types=tensor<7x4xf32>,tensor<2xi32>" | FileCheck %s

// start [1, 0], limit [b - 1, 4], strides [2, 1] with b = 7: rows 1, 3, 5.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>, %{{.*}}: tensor<2xi32>) -> tensor<3x4xf32>
// CHECK-NOT: real_dynamic_slice
// CHECK: %[[S:.*]] = stablehlo.slice %[[X]] [1:6:2, 0:4] : (tensor<7x4xf32>) -> tensor<3x4xf32>
// CHECK: return %[[S]]
func.func @main(%x: tensor<?x4xf32>, %unused: tensor<2xi32>) -> tensor<?x4xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %lim = stablehlo.subtract %d, %one : tensor<i32>
  %lim1 = stablehlo.reshape %lim : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %limit = stablehlo.concatenate %lim1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %strides = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// lax.dynamic_slice with a symbolic size: a runtime start and limit =
// start + [b, 2]. The sizes are constant once b is, so it becomes
// dynamic_slice of the start's elements.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<7x4xf32>, %[[S:.*]]: tensor<2xi32>) -> tensor<7x2xf32>
// CHECK-NOT: real_dynamic_slice
// CHECK: %[[S0:.*]] = stablehlo.slice %[[S]] [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[I0:.*]] = stablehlo.reshape %[[S0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: %[[S1:.*]] = stablehlo.slice %[[S]] [1:2] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[I1:.*]] = stablehlo.reshape %[[S1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: stablehlo.dynamic_slice %[[X]], %[[I0]], %[[I1]], sizes = [7, 2] : (tensor<7x4xf32>, tensor<i32>, tensor<i32>) -> tensor<7x2xf32>
func.func @main(%x: tensor<?x4xf32>, %start: tensor<2xi32>) -> tensor<?x2xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %sizes = stablehlo.concatenate %d1, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %limit = stablehlo.add %start, %sizes : tensor<2xi32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %ones : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
