// RUN: kiln run %s --entry i1e --input %S/Inputs/in_i1e_f32_0.npy --expect %S/Inputs/out_i1e_f32_0.npy --atol 0 --rtol 2e-6 | FileCheck %s
// RUN: kiln run %s --entry zeta --input %S/Inputs/in_zeta_f32_0.npy --input %S/Inputs/in_zeta_f32_1.npy --expect %S/Inputs/out_zeta_f32_0.npy --atol 1e-37 --rtol 1e-6 | FileCheck %s
// RUN: kiln run %s --entry polygamma --input %S/Inputs/in_polygamma_f32_0.npy --input %S/Inputs/in_polygamma_f32_1.npy --expect %S/Inputs/out_polygamma_f32_0.npy --atol 0 --rtol 1e-5 | FileCheck %s
// chlo.bessel_i1e, chlo.zeta and chlo.polygamma as JAX prints
// lax.bessel_i1e / lax.zeta / lax.polygamma (f32), over wide inputs and
// XLA's domain edges (poles, x < 1, negative q, inf, NaN); expected values
// from XLA CPU (Inputs/gen_complex_ragged.py).
// Tolerances: XLA's own f32 results are off by up to 9 ulp (i1e near
// |x| = 8) and 7e-6 relative (polygamma, n! as exp(lgamma) in f32); kiln's
// f32 results are correctly rounded there (checked against mpmath); XLA
// flushes f32 zeta results near the subnormal range to 0 (atol 1e-37).

// CHECK: output 0: tensor<{{[0-9]+}}xf32> matches
func.func @i1e(%x: tensor<64xf32>) -> tensor<64xf32> {
  %0 = chlo.bessel_i1e %x : tensor<64xf32> -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
func.func @zeta(%x: tensor<256xf32>, %q: tensor<256xf32>) -> tensor<256xf32> {
  %0 = chlo.zeta %x, %q : tensor<256xf32>, tensor<256xf32> -> tensor<256xf32>
  return %0 : tensor<256xf32>
}
func.func @polygamma(%n: tensor<177xf32>, %x: tensor<177xf32>) -> tensor<177xf32> {
  %0 = chlo.polygamma %n, %x : tensor<177xf32>, tensor<177xf32> -> tensor<177xf32>
  return %0 : tensor<177xf32>
}
