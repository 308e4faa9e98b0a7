// RUN: kiln run %s --input %S/Inputs/in_kernel_c64_0.npy --expect %S/Inputs/out_kernel_c64_0.npy --atol 1e-30 --rtol 2e-7 | FileCheck %s
// chlo._asin_acos_kernel on complex<f32>: w = (sqrt(A^2 - x^2), acosh(A)),
// A = (|z + 1| + |z - 1|) / 2; expected values from mpmath
// (Inputs/gen_complex_ragged.py), including z near +-1, tiny and huge parts.

// CHECK: output 0: tensor<48xcomplex<f32>> matches
func.func @main(%z: tensor<48xcomplex<f32>>) -> tensor<48xcomplex<f32>> {
  %0 = chlo._asin_acos_kernel %z : tensor<48xcomplex<f32>> -> tensor<48xcomplex<f32>>
  return %0 : tensor<48xcomplex<f32>>
}
