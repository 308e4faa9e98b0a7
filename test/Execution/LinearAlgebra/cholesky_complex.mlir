// stablehlo.cholesky on Hermitian positive definite complex64 matrices
// (lower and upper, garbage in the unused triangle); expected values from
// XLA CPU, checked against numpy.linalg.cholesky (Inputs/gen_linalg.py).
// RUN: kiln run %s --input %S/Inputs/chol_in3.npy --input %S/Inputs/chol_in4.npy --expect %S/Inputs/chol_out4.npy --expect %S/Inputs/chol_out5.npy --atol 1e-5 --rtol 1e-4 | FileCheck %s
// CHECK-COUNT-2: matches
// CHECK-NOT: differs
func.func @main(%a: tensor<2x4x4xcomplex<f32>>, %b: tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x4x4xcomplex<f32>>
  %1 = stablehlo.cholesky %b, lower = false : tensor<2x4x4xcomplex<f32>>
  return %0, %1 : tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>
}
