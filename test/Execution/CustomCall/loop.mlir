// A registered custom call inside a while loop and inside a called function:
// @my.scale (Inputs/kernels.c, x * backend_config) runs once per
// iteration, so three iterations of x * 2 give x * 8 (by hand).
// REQUIRES: c-compiler
// RUN: %cc -shared -fPIC %S/Inputs/kernels.c -o %t.so
// RUN: kiln run %s --custom-call-lib %t.so --input 2x2xf32=1,2,3,4 \
// RUN:   | FileCheck %s

// CHECK:      output 0: tensor<2x2xf32>
// CHECK-NEXT: array({{\[}}[ 8., 16.],
// CHECK-NEXT:        [24., 32.]], dtype=float32)
// CHECK-NEXT: output 1: tensor<2x2xf32>
// CHECK-NEXT: array({{\[}}[ 8., 16.],
// CHECK-NEXT:        [24., 32.]], dtype=float32)
func.func @main(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %u = %x) : tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %w = stablehlo.custom_call @my.scale(%v) {backend_config = "2"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %z = func.call @helper(%u) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %j = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %j, %w, %z : tensor<i32>, tensor<2x2xf32>, tensor<2x2xf32>
    }
  return %r#1, %r#2 : tensor<2x2xf32>, tensor<2x2xf32>
}
func.func private @helper(%v: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %w = stablehlo.custom_call @my.scale(%v) {backend_config = "2"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %w : tensor<2x2xf32>
}
