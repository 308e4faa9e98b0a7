// Failing checks: each one is reported with its source location, the number
// of differing elements and the first ones with their indices and values;
// every check runs (a failure does not stop the program), the outputs are
// still printed, and kiln run exits non-zero. Expected values by hand.
// RUN: not kiln run %s --input 2x3xi32=1,2,3,4,5,6 > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: output 0: tensor<2x3xi32>
// CHECK-NEXT: array({{\[}}[ 2,  4,  6],
// CHECK-NEXT:        [ 8, 10, 12]], dtype=int32)
// ERR: kiln: error: 4 of 6 checks failed
func.func @main(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %d = stablehlo.add %a, %a : tensor<2x3xi32>
  check.expect_eq_const %d, dense<[[2, 4, 6], [8, 10, 12]]> : tensor<2x3xi32>
  // CHECK-NEXT: check failed: {{.*}}fail.mlir:[[@LINE+4]]:3: check.expect_eq_const
  // CHECK-NEXT:   2 of 6 elements differ (showing 2):
  // CHECK-NEXT:     [0, 2]: actual 6, expected 7
  // CHECK-NEXT:     [1, 0]: actual 8, expected -8
  check.expect_eq_const %d, dense<[[2, 4, 7], [-8, 10, 12]]> : tensor<2x3xi32>
  %e = stablehlo.constant dense<[[2, 4, 6], [8, 10, 6]]> : tensor<2x3xi32>
  // CHECK-NEXT: check failed: {{.*}}fail.mlir:[[@LINE+3]]:3: check.expect_eq
  // CHECK-NEXT:   1 of 6 elements differ (showing 1):
  // CHECK-NEXT:     [1, 2]: actual 12, expected 6
  check.expect_eq %d, %e : tensor<2x3xi32>
  %u = stablehlo.constant dense<[1, 2, 3, 255]> : tensor<4xui8>
  check.expect_eq_const %u, dense<[1, 2, 3, 255]> : tensor<4xui8>
  // Unsigned values print as such.
  // CHECK-NEXT: check failed: {{.*}}fail.mlir:[[@LINE+3]]:3: check.expect_eq_const
  // CHECK-NEXT:   1 of 4 elements differ (showing 1):
  // CHECK-NEXT:     [3]: actual 255, expected 254
  check.expect_eq_const %u, dense<[1, 2, 3, 254]> : tensor<4xui8>
  // At most ten differing elements are listed, in row-major order.
  // CHECK-NEXT: check failed: {{.*}}fail.mlir:[[@LINE+6]]:3: check.expect_eq_const
  // CHECK-NEXT:   12 of 12 elements differ (showing 10):
  // CHECK-NEXT:     [0, 0]: actual 0.0, expected 1.0
  // CHECK-COUNT-8:  : actual 0.0, expected 1.0
  // CHECK-NEXT:     [2, 1]: actual 0.0, expected 1.0
  %z = stablehlo.constant dense<0.0> : tensor<3x4xf32>
  check.expect_eq_const %z, dense<1.0> : tensor<3x4xf32>
  return %d : tensor<2x3xi32>
}
// CHECK-NEXT: checks: 2 passed, 4 failed
// CHECK-NEXT: compile: {{.*}} ms, run: {{.*}} ms
