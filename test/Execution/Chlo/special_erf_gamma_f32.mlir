// RUN: kiln run %s --input %S/Inputs/in_special_f32_0.npy --input %S/Inputs/in_special_f32_1.npy --input %S/Inputs/in_special_f32_2.npy --expect %S/Inputs/out_special_f32_0.npy --expect %S/Inputs/out_special_f32_1.npy --expect %S/Inputs/out_special_f32_2.npy --expect %S/Inputs/out_special_f32_3.npy --expect %S/Inputs/out_special_f32_4.npy --atol 1e-6 --rtol 2e-6 | FileCheck %s
// Expected values: jax.scipy.special erf/erfc/erfinv/gammaln/digamma on
// XLA CPU (Inputs/gen.py).

// CHECK: output 0: tensor<18xf32> matches
// CHECK: output 1: tensor<18xf32> matches
// CHECK: output 2: tensor<14xf32> matches
// CHECK: output 3: tensor<14xf32> matches
// CHECK: output 4: tensor<14xf32> matches
func.func @main(%x: tensor<18xf32>, %y: tensor<14xf32>, %g: tensor<14xf32>)
    -> (tensor<18xf32>, tensor<18xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>) {
  %0 = chlo.erf %x : tensor<18xf32> -> tensor<18xf32>
  %1 = chlo.erfc %x : tensor<18xf32> -> tensor<18xf32>
  %2 = chlo.erf_inv %y : tensor<14xf32> -> tensor<14xf32>
  %3 = chlo.lgamma %g : tensor<14xf32> -> tensor<14xf32>
  %4 = chlo.digamma %g : tensor<14xf32> -> tensor<14xf32>
  return %0, %1, %2, %3, %4 : tensor<18xf32>, tensor<18xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>
}
