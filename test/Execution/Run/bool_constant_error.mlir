// A hex i1 constant in JAX's form (one byte per element) whose byte 57 is
// 0x02: no boolean, an error at that byte rather than a guess.
// RUN: not kiln run %s 2>&1 | FileCheck %s
// CHECK: kiln: error: {{.*}}bool_constant_error.mlir:[[@LINE+3]]:150: error: byte 57 of this i1 constant is 0x02, not a boolean: a hex i1 constant holds one byte per element, 0x00 (false) or 0x01 (true)
// CHECK-NOT: output 0
func.func @main() -> tensor<101xi1> {
  %c = stablehlo.constant dense<"0x0100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000100000200000100000100000100000100000100000100000100000100000100000100000100000100000100000100"> : tensor<101xi1>
  return %c : tensor<101xi1>
}
