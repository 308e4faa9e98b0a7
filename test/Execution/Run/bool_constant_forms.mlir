// The hex forms of i1 constants kiln reads (lib/Compiler/CompileModule.cpp,
// parseProgram): JAX's, one byte per element (MLIR after LLVM 22), MLIR
// 22's own, one bit per element from the least significant bit (what
// kiln-opt prints), and a single byte 0x01 for every element (a true splat
// in JAX's form). Each is compared with the same values written as a list:
// every third element true, 101 elements.
// RUN: kiln run %s | FileCheck %s
// CHECK: checks: 3 passed, 0 failed
func.func @main() {
  %bytes = stablehlo.constant dense<"0x0100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100"> : tensor<101xi1>
  check.expect_eq_const %bytes, dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>
  %bits = stablehlo.constant dense<"0x49922449922449922449922409"> : tensor<101xi1>
  check.expect_eq_const %bits, dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>
  %splat = stablehlo.constant dense<"0x01"> : tensor<101xi1>
  check.expect_eq_const %splat, dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]> : tensor<101xi1>
  return
}
