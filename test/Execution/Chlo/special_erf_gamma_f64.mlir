// RUN: kiln run %s --input %S/Inputs/in_special_f64_0.npy --input %S/Inputs/in_special_f64_1.npy --input %S/Inputs/in_special_f64_2.npy --expect %S/Inputs/out_special_f64_0.npy --expect %S/Inputs/out_special_f64_1.npy --expect %S/Inputs/out_special_f64_2.npy --expect %S/Inputs/out_special_f64_3.npy --expect %S/Inputs/out_special_f64_4.npy --atol 1e-13 --rtol 1e-12 | FileCheck %s
// Expected values: jax.scipy.special erf/erfc/erfinv/gammaln/digamma on
// XLA CPU (Inputs/gen.py).

// CHECK: output 0: tensor<18xf64> matches
// CHECK: output 1: tensor<18xf64> matches
// CHECK: output 2: tensor<14xf64> matches
// CHECK: output 3: tensor<14xf64> matches
// CHECK: output 4: tensor<14xf64> matches
func.func @main(%x: tensor<18xf64>, %y: tensor<14xf64>, %g: tensor<14xf64>)
    -> (tensor<18xf64>, tensor<18xf64>, tensor<14xf64>, tensor<14xf64>, tensor<14xf64>) {
  %0 = chlo.erf %x : tensor<18xf64> -> tensor<18xf64>
  %1 = chlo.erfc %x : tensor<18xf64> -> tensor<18xf64>
  %2 = chlo.erf_inv %y : tensor<14xf64> -> tensor<14xf64>
  %3 = chlo.lgamma %g : tensor<14xf64> -> tensor<14xf64>
  %4 = chlo.digamma %g : tensor<14xf64> -> tensor<14xf64>
  return %0, %1, %2, %3, %4 : tensor<18xf64>, tensor<18xf64>, tensor<14xf64>, tensor<14xf64>, tensor<14xf64>
}
