// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<6x4xi32>" | FileCheck %s

// Dimension sizes fold to tensor<i32> constants, and so does the integer
// arithmetic on them: (6 * 4) / 5 = 4, 6 % 4 = 2, -6 clamped to [0, 5] is
// 0, 6 >= 4 selects 6, converts to i64 and f32 fold too.
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xi64>, tensor<f32>)
// CHECK-NOT: get_dimension_size
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<4> : tensor<i32>
// CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<6> : tensor<i32>
// CHECK-DAG: %[[E:.*]] = stablehlo.constant dense<[6, 4]> : tensor<2xi64>
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<6.000000e+00> : tensor<f32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @main(%x: tensor<?x?xi32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xi64>, tensor<f32>) {
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %p = stablehlo.multiply %d0, %d1 : tensor<i32>
  %q = stablehlo.divide %p, %five : tensor<i32>
  %r = stablehlo.remainder %d0, %d1 : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %neg = stablehlo.negate %d0 : tensor<i32>
  %cl = stablehlo.clamp %zero, %neg, %five : tensor<i32>
  %ge = stablehlo.compare GE, %d0, %d1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %sel = stablehlo.select %ge, %d0, %d1 : tensor<i1>, tensor<i32>
  %a = stablehlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %ab = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %ab64 = stablehlo.convert %ab : (tensor<2xi32>) -> tensor<2xi64>
  %f = stablehlo.convert %d0 : (tensor<i32>) -> tensor<f32>
  return %q, %r, %cl, %sel, %ab64, %f : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xi64>, tensor<f32>
}
