// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<5xi64>" | FileCheck %s

// The i64 dimension size is converted and multiplied (shape arithmetic
// folds): iota of length 5 * 2 = 10 along dimension 0 of a 10x3 result.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%{{.*}}: tensor<5xi64>) -> tensor<10x3xf32>
// CHECK-NOT: dynamic_iota
// CHECK: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<10x3xf32>
// CHECK: return %[[I]]
func.func @main(%x: tensor<?xi64>) -> tensor<?x3xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi64>) -> tensor<i32>
  %d64 = stablehlo.convert %d : (tensor<i32>) -> tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %n = stablehlo.multiply %d64, %two : tensor<i64>
  %n1 = stablehlo.reshape %n : (tensor<i64>) -> tensor<1xi64>
  %three = stablehlo.constant dense<3> : tensor<1xi64>
  %shape = stablehlo.concatenate %n1, %three, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
