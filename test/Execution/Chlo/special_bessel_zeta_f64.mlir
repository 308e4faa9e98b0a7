// RUN: kiln run %s --entry i1e --input %S/Inputs/in_i1e_f64_0.npy --expect %S/Inputs/out_i1e_f64_0.npy --atol 0 --rtol 2e-15 | FileCheck %s
// RUN: kiln run %s --entry zeta --input %S/Inputs/in_zeta_f64_0.npy --input %S/Inputs/in_zeta_f64_1.npy --expect %S/Inputs/out_zeta_f64_0.npy --atol 0 --rtol 1e-15 | FileCheck %s
// RUN: kiln run %s --entry polygamma --input %S/Inputs/in_polygamma_f64_0.npy --input %S/Inputs/in_polygamma_f64_1.npy --expect %S/Inputs/out_polygamma_f64_0.npy --atol 1e-15 --rtol 4e-15 | FileCheck %s
// chlo.bessel_i1e, chlo.zeta and chlo.polygamma as JAX prints
// lax.bessel_i1e / lax.zeta / lax.polygamma (f64), over wide inputs and
// XLA's domain edges (poles, x < 1, negative q, inf, NaN); expected values
// from XLA CPU (Inputs/gen_complex_ragged.py).

// CHECK: output 0: tensor<{{[0-9]+}}xf64> matches
func.func @i1e(%x: tensor<64xf64>) -> tensor<64xf64> {
  %0 = chlo.bessel_i1e %x : tensor<64xf64> -> tensor<64xf64>
  return %0 : tensor<64xf64>
}
func.func @zeta(%x: tensor<256xf64>, %q: tensor<256xf64>) -> tensor<256xf64> {
  %0 = chlo.zeta %x, %q : tensor<256xf64>, tensor<256xf64> -> tensor<256xf64>
  return %0 : tensor<256xf64>
}
func.func @polygamma(%n: tensor<177xf64>, %x: tensor<177xf64>) -> tensor<177xf64> {
  %0 = chlo.polygamma %n, %x : tensor<177xf64>, tensor<177xf64> -> tensor<177xf64>
  return %0 : tensor<177xf64>
}
