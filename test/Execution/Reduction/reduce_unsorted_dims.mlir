// reduce over dimensions listed in any order (the spec asks only that they
// be unique): [2, 0] sums the same elements as [0, 2]; expected values by
// hand.
// RUN: kiln run %s | FileCheck %s
// RUN: kiln run %s -O0 | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 2 passed, 0 failed
func.func @main() {
  %x = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [2, 0] : (tensor<2x3x2xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %r, dense<[18, 26, 34]> : tensor<3xi32>
  %f = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]]> : tensor<2x3x2xf32>
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %s = stablehlo.reduce(%f init: %m) applies stablehlo.maximum across dimensions = [1, 0] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %s, dense<[11.0, 12.0]> : tensor<2xf32>
  return
}
