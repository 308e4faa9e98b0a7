// RUN: kiln run %s --input %S/Inputs/in_kernel_c128_0.npy --expect %S/Inputs/out_kernel_c128_0.npy --atol 1e-300 --rtol 5e-16 | FileCheck %s
// chlo._asin_acos_kernel on complex<f64>: w = (sqrt(A^2 - x^2), acosh(A)),
// A = (|z + 1| + |z - 1|) / 2; expected values from mpmath
// (Inputs/gen_complex_ragged.py), including z near +-1, tiny and huge parts.

// CHECK: output 0: tensor<48xcomplex<f64>> matches
func.func @main(%z: tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>> {
  %0 = chlo._asin_acos_kernel %z : tensor<48xcomplex<f64>> -> tensor<48xcomplex<f64>>
  return %0 : tensor<48xcomplex<f64>>
}
