// RUN: kiln run %s --input %S/Inputs/in_half_0.npy --input %S/Inputs/in_half_1.npy --expect %S/Inputs/out_half_0.npy --expect %S/Inputs/out_half_1.npy --expect %S/Inputs/out_half_2.npy --expect %S/Inputs/out_half_3.npy --expect %S/Inputs/out_half_4.npy --expect %S/Inputs/out_half_5.npy --expect %S/Inputs/out_half_6.npy --atol 1e-3 --rtol 1e-3 | FileCheck %s
// RUN: kiln run %s --entry next_after_f64 --input %S/Inputs/in_nextafter_f64_0.npy --input %S/Inputs/in_nextafter_f64_1.npy --expect %S/Inputs/out_nextafter_f64_0.npy --atol 0 --rtol 0 | FileCheck %s --check-prefix=NA
// f16 operands of the special functions (computed in f64, rounded to f16)
// and next_after on f64. Expected values: jax.scipy.special / jnp on XLA
// CPU (Inputs/gen.py); JAX computes the f16 cases in f32, so results
// may differ by an f16 ulp.

// CHECK: output 0: tensor<11xf16> matches
// CHECK: output 1: tensor<11xf16> matches
// CHECK: output 2: tensor<8xf16> matches
// CHECK: output 3: tensor<11xf16> matches
// CHECK: output 4: tensor<11xf16> matches
// CHECK: output 5: tensor<11xf16> matches
// CHECK: output 6: tensor<8xf16> matches
func.func @main(%h: tensor<11xf16>, %u: tensor<8xf16>)
    -> (tensor<11xf16>, tensor<11xf16>, tensor<8xf16>, tensor<11xf16>,
        tensor<11xf16>, tensor<11xf16>, tensor<8xf16>) {
  %0 = chlo.erf %h : tensor<11xf16> -> tensor<11xf16>
  %1 = chlo.erfc %h : tensor<11xf16> -> tensor<11xf16>
  %2 = chlo.erf_inv %u : tensor<8xf16> -> tensor<8xf16>
  %3 = chlo.lgamma %h : tensor<11xf16> -> tensor<11xf16>
  %4 = chlo.digamma %h : tensor<11xf16> -> tensor<11xf16>
  %5 = chlo.sinh %h : tensor<11xf16> -> tensor<11xf16>
  %6 = chlo.atanh %u : tensor<8xf16> -> tensor<8xf16>
  return %0, %1, %2, %3, %4, %5, %6
      : tensor<11xf16>, tensor<11xf16>, tensor<8xf16>, tensor<11xf16>,
        tensor<11xf16>, tensor<11xf16>, tensor<8xf16>
}

// NA: output 0: tensor<9xf64> matches
func.func @next_after_f64(%x: tensor<9xf64>, %y: tensor<9xf64>) -> tensor<9xf64> {
  %0 = chlo.next_after %x, %y : tensor<9xf64>, tensor<9xf64> -> tensor<9xf64>
  return %0 : tensor<9xf64>
}
