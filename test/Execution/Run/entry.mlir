// Without --entry, kiln run runs `main`, or else the program's only
// function whatever its name, as StableHLO's interpreter tests are written
// (one function per test, no `main`). Expected values by hand.
// RUN: kiln run %s | FileCheck %s
// RUN: not kiln run %s --entry main 2>&1 | FileCheck %s --check-prefix=NOMAIN

// CHECK-NOT: inputs:
// CHECK: checks: 2 passed, 0 failed
// NOMAIN: kiln: error: {{.*}}entry.mlir: no function @main to run (choose one with --entry)
func.func @abs_op_test_f64() {
  %0 = stablehlo.constant dense<[-2.5, 0.0, 3.0]> : tensor<3xf64>
  %1 = stablehlo.abs %0 : tensor<3xf64>
  check.expect_eq_const %1, dense<[2.5, 0.0, 3.0]> : tensor<3xf64>
  %2 = stablehlo.negate %1 : tensor<3xf64>
  check.expect_almost_eq_const %2, dense<[-2.5, -0.0, -3.0]> : tensor<3xf64>
  func.return
}
