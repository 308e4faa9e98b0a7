// RUN: kiln run %s --input %S/Inputs/in_complex_c128_0.npy --expect %S/Inputs/out_complex_c128_0.npy --expect %S/Inputs/out_complex_c128_1.npy --expect %S/Inputs/out_complex_c128_2.npy --expect %S/Inputs/out_complex_c128_3.npy --expect %S/Inputs/out_complex_c128_4.npy --expect %S/Inputs/out_complex_c128_5.npy --expect %S/Inputs/out_complex_c128_6.npy --expect %S/Inputs/out_complex_c128_7.npy --expect %S/Inputs/out_complex_c128_8.npy --atol 1e-15 --rtol 4e-15 | FileCheck %s
// chlo.tan/sinh/cosh/asin/acos/atan/asinh/acosh/atanh on complex<f64> (as
// JAX prints jnp.sinh ... jnp.arctanh; jnp.tan prints stablehlo.tan, so
// chlo.tan is hand-written), on signed zeros, +-1, inf, NaN, large parts
// and random parts; expected values: the same jnp functions on XLA CPU
// (Inputs/gen_complex_ragged.py).

// CHECK: output 0: tensor<185xcomplex<f64>> matches
// CHECK: output 1: tensor<185xcomplex<f64>> matches
// CHECK: output 2: tensor<185xcomplex<f64>> matches
// CHECK: output 3: tensor<185xcomplex<f64>> matches
// CHECK: output 4: tensor<185xcomplex<f64>> matches
// CHECK: output 5: tensor<185xcomplex<f64>> matches
// CHECK: output 6: tensor<185xcomplex<f64>> matches
// CHECK: output 7: tensor<185xcomplex<f64>> matches
// CHECK: output 8: tensor<185xcomplex<f64>> matches
func.func @main(%z: tensor<185xcomplex<f64>>) -> (tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>) {
  %0 = chlo.tan %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %1 = chlo.sinh %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %2 = chlo.cosh %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %3 = chlo.asin %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %4 = chlo.acos %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %5 = chlo.atan %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %6 = chlo.asinh %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %7 = chlo.acosh %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  %8 = chlo.atanh %z : tensor<185xcomplex<f64>> -> tensor<185xcomplex<f64>>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>, tensor<185xcomplex<f64>>
}
