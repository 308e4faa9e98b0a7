// kiln run --split-input-file runs each chunk between split markers (`//`
// and five dashes, as below) as a program of its own, the way StableHLO's
// interpreter tests are written: each chunk's entry is `main` or its only
// (public) function, whatever its name; each has its own checks; its
// diagnostics carry the lines of this file; every chunk runs even after one
// failed; the exit status is non-zero when any failed, and the summary
// names the failed chunks by the line they start on (their first non-blank
// line, checked on stdout). Expected values by hand.
// RUN: not kiln run --split-input-file %s > %t.out 2> %t.err
// RUN: not kiln run %s -split-input-file | FileCheck %s
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: chunk 1 ({{.*}}split_input_file.mlir:1)
// CHECK-NEXT: entry: @add_op_test_si32
// CHECK-NEXT: checks: 1 passed, 0 failed
// CHECK-NEXT: compile: {{.*}} ms, run: {{.*}} ms
func.func @add_op_test_si32() {
  %0 = stablehlo.constant dense<[1, -2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, -4]> : tensor<2xi32>
  func.return
}

// -----

// A failing check: reported at its line in this file, with the chunk.
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: chunk 2 ({{.*}}split_input_file.mlir:[[@LINE-2]])
// CHECK-NEXT: entry: @subtract_op_test_f32
// CHECK-NEXT: check failed: {{.*}}split_input_file.mlir:[[@LINE+10]]:3: check.expect_eq_const
// CHECK-NEXT:   1 of 2 elements differ (showing 1):
// CHECK-NEXT:     [1]: actual 1.5, expected 2.5
// CHECK-NEXT: checks: 1 passed, 1 failed
// ERR: kiln: error: chunk 2 ({{.*}}split_input_file.mlir:[[C2:[0-9]+]]): 1 of 2 checks failed
func.func @subtract_op_test_f32() {
  %0 = stablehlo.constant dense<[4.0, 3.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[1.0, 1.5]> : tensor<2xf32>
  %2 = stablehlo.subtract %0, %1 : tensor<2xf32>
  check.expect_eq_const %2, dense<[3.0, 1.5]> : tensor<2xf32>
  check.expect_eq_const %2, dense<[3.0, 2.5]> : tensor<2xf32>
  func.return
}

// -----

// A private helper beside the one public function: the public one runs.
// CHECK: {{//}} -----
// CHECK-NEXT: chunk 3 ({{.*}}split_input_file.mlir:[[@LINE-2]])
// CHECK-NEXT: entry: @call_op_test
// CHECK-NEXT: checks: 1 passed, 0 failed
func.func private @twice(%x: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.add %x, %x : tensor<i64>
  func.return %0 : tensor<i64>
}
func.func @call_op_test() {
  %0 = stablehlo.constant dense<21> : tensor<i64>
  %1 = func.call @twice(%0) : (tensor<i64>) -> tensor<i64>
  check.expect_eq_const %1, dense<42> : tensor<i64>
  func.return
}

// -----

// An invalid op: the verifier's error points at its line in this file, and
// the chunks after it still run.
// CHECK: {{//}} -----
// CHECK-NEXT: chunk 4 ({{.*}}split_input_file.mlir:[[@LINE-3]])
// CHECK-NEXT: {{//}} -----
// ERR-NEXT: kiln: error: chunk 4 ({{.*}}split_input_file.mlir:[[C4:[0-9]+]]): {{.*}}split_input_file.mlir:[[@LINE+4]]:8: error: 'stablehlo.add' op
func.func @invalid_op_test() {
  %0 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<3xf32>
  %2 = stablehlo.add %0, %1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

// Two public functions and no main: nothing says which one to run.
// CHECK-NEXT: chunk 5 ({{.*}}split_input_file.mlir:[[@LINE-1]])
// ERR: kiln: error: chunk 5 ({{.*}}split_input_file.mlir:[[C5:[0-9]+]]): no function @main to run, and 2 public functions to choose from (choose one with --entry)
func.func @first() {
  func.return
}
func.func @second() {
  func.return
}

// -----

// `main` is the entry when there is one; results print as usual.
// CHECK: {{//}} -----
// CHECK-NEXT: chunk 6 ({{.*}}split_input_file.mlir:[[@LINE-2]])
// CHECK-NEXT: entry: @main
// CHECK-NEXT: output 0: tensor<2xui8>
// CHECK-NEXT: array([  0, 254], dtype=uint8)
// CHECK-NEXT: checks: 1 passed, 0 failed
func.func @helper() {
  func.return
}
func.func @main() -> tensor<2xui8> {
  %0 = stablehlo.constant dense<[128, 127]> : tensor<2xui8>
  %1 = stablehlo.add %0, %0 : tensor<2xui8>
  check.expect_eq_const %1, dense<[0, 254]> : tensor<2xui8>
  func.return %1 : tensor<2xui8>
}
// CHECK-NEXT: compile: {{.*}} ms, run: {{.*}} ms
// CHECK-NEXT: chunks: 3 passed, 3 failed
// ERR: kiln: error: 3 of 6 chunks failed: {{.*}}split_input_file.mlir:[[C2]], {{.*}}split_input_file.mlir:[[C4]], {{.*}}split_input_file.mlir:[[C5]]
