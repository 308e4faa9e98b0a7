// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<3x4xf32>" | FileCheck %s

// [b * 4] and [2, b * 2] with b = 3: reshapes to 12 and 2x6; the add of
// the two dynamic values gets the static type too.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<2x6xf32>)
// CHECK-NOT: dynamic_reshape
// CHECK: %[[A:.*]] = stablehlo.reshape %[[X]] : (tensor<3x4xf32>) -> tensor<12xf32>
// CHECK: %[[B:.*]] = stablehlo.reshape %[[X]] : (tensor<3x4xf32>) -> tensor<2x6xf32>
// CHECK: %[[C:.*]] = stablehlo.add %[[B]], %[[B]] : tensor<2x6xf32>
// CHECK: return %[[A]], %[[C]]
func.func @main(%x: tensor<?x4xf32>) -> (tensor<?xf32>, tensor<2x?xf32>) {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %n = stablehlo.multiply %d, %four : tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_reshape %x, %n1 : (tensor<?x4xf32>, tensor<1xi32>) -> tensor<?xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %m = stablehlo.multiply %d, %two : tensor<i32>
  %two1 = stablehlo.reshape %two : (tensor<i32>) -> tensor<1xi32>
  %m1 = stablehlo.reshape %m : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %two1, %m1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %x, %shape : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<2x?xf32>
  %2 = stablehlo.add %1, %1 : tensor<2x?xf32>
  return %0, %2 : tensor<?xf32>, tensor<2x?xf32>
}
