// Programs exported by JAX assert with side-effecting custom calls named
// after the check ops; kiln run executes them with the bounds the StableHLO
// reference interpreter gives them: expect_almost_eq within 1e-3,
// expect_close within [0, 3] ULPs (reference_bounds.mlir tests the edges).
// Expected values by numpy (float32 arithmetic): 0.1 + 0.6 rounds to
// 0.70000005, one ULP above 0.7; 0.6999998 is four ULPs below it.
// RUN: not kiln run %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK-NOT: inputs:
// ERR: kiln: error: 3 of 8 checks failed
func.func public @main() {
  %a = stablehlo.constant dense<[0.1, 1.0, -2.5]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0.6, 1.0, 2.5]> : tensor<3xf32>
  %s = stablehlo.add %a, %b : tensor<3xf32>
  %want = stablehlo.constant dense<[0.7, 2.0, 0.0]> : tensor<3xf32>
  %near = stablehlo.constant dense<[0.70004, 2.0, 0.0]> : tensor<3xf32>
  %far = stablehlo.constant dense<[0.6999998, 2.0, 0.0]> : tensor<3xf32>
  %exact = stablehlo.constant dense<[0.70000005, 2.0, 0.0]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_eq(%s, %exact) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  // CHECK: check failed: {{.*}}custom_call.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_eq
  // CHECK-NEXT:   1 of 3 elements differ (showing 1):
  // CHECK-NEXT:     [0]: actual 0.70000005, expected 0.7
  stablehlo.custom_call @check.expect_eq(%s, %want) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  // |0.70000005 - 0.70004| is about 4e-5: within 1e-3.
  stablehlo.custom_call @check.expect_almost_eq(%s, %near) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  stablehlo.custom_call @check.expect_close(%s, %want) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  // Four ULPs apart: not close, but almost equal.
  // CHECK-NEXT: check failed: {{.*}}custom_call.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   1 of 3 elements differ (ULP distance allowed: 0 to 3; showing 1):
  // CHECK-NEXT:     [0]: actual 0.70000005, expected 0.6999998, 4 ULP apart
  stablehlo.custom_call @check.expect_close(%s, %far) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%s, %far) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()

  // Booleans: 0.1 + 0.6 > 0.7 in float32.
  %gt = stablehlo.compare GT, %s, %want, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %t = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
  stablehlo.custom_call @check.expect_eq(%gt, %t) {has_side_effect = true} : (tensor<3xi1>, tensor<3xi1>) -> ()
  // CHECK-NEXT: check failed: {{.*}}custom_call.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_eq
  // CHECK-NEXT:   1 of 3 elements differ (showing 1):
  // CHECK-NEXT:     [0]: actual true, expected false
  %t2 = stablehlo.constant dense<false> : tensor<3xi1>
  stablehlo.custom_call @check.expect_eq(%gt, %t2) {has_side_effect = true} : (tensor<3xi1>, tensor<3xi1>) -> ()
  func.return
}
// CHECK-NEXT: checks: 5 passed, 3 failed
