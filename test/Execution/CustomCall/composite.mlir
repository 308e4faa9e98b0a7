// --composite my.softmax=add_offset runs that composite as a custom call of
// Inputs/kernels.c's add_offset (x + the composite's `offset`, which is
// NOT what the decomposition computes); the unmapped composite still
// inlines its decomposition (x * 2). Expected values by hand.
// REQUIRES: c-compiler
// RUN: %cc -shared -fPIC %S/Inputs/kernels.c -o %t.so
// RUN: kiln run %s --custom-call-lib %t.so --composite my.softmax=add_offset \
// RUN:   --input 4xf32=1,2,3,4 | FileCheck %s
// Without the mapping, the decomposition (a softmax) runs.
// RUN: kiln run %s --input 4xf32=1,2,3,4 | FileCheck %s --check-prefix=DECOMP

// CHECK:      output 0: tensor<4xf32>
// CHECK-NEXT: array([101., 102., 103., 104.], dtype=float32)
// CHECK-NEXT: output 1: tensor<4xf32>
// CHECK-NEXT: array([2., 4., 6., 8.], dtype=float32)
// DECOMP:      output 0: tensor<4xf32>
// At -O2 exp is a polynomial (as in XLA, which prints 0.23688284 and
// 0.6439143 here), so the last digit may differ from libm's.
// DECOMP-NEXT: array([0.0320586 , 0.08714432, 0.2368828{{[0-9 ]}}, 0.643914{{[0-9]}} ], dtype=float32)
// DECOMP-NEXT: output 1: tensor<4xf32>
// DECOMP-NEXT: array([2., 4., 6., 8.], dtype=float32)
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.composite "my.softmax" %x {composite_attributes = {offset = 100 : i64}, decomposition = @softmax} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "my.double" %x {decomposition = @double} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func private @softmax(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = stablehlo.exponential %x : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %sum, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %r = stablehlo.divide %e, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.add %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
