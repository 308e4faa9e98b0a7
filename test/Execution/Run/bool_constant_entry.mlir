// kiln run chooses the entry of a program without @main (its only
// function) through kiln's front end, which reads JAX's hex form of an i1
// constant (one byte per element; MLIR 22's parser alone rejects it).
// RUN: kiln run %s | FileCheck %s
// CHECK: checks: 1 passed, 0 failed
func.func @only() {
  %c = stablehlo.constant dense<"0x0001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000"> : tensor<101xi1>
  check.expect_eq_const %c, dense<[false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true, false, false, false]> : tensor<101xi1>
  return
}
