// stablehlo.cholesky (lower batched f32, upper f64); the unused input
// triangle holds garbage. Expected values from numpy.linalg.cholesky
// (Inputs/gen_linalg.py); like XLA CPU (whose results are the expected
// values for %c), kiln zeroes the unused output triangle and returns a matrix
// that is not positive definite as all NaN.
// RUN: kiln run %s --input %S/Inputs/chol_in0.npy --input %S/Inputs/chol_in1.npy --input %S/Inputs/chol_in2.npy --expect %S/Inputs/chol_out0.npy --expect %S/Inputs/chol_out1.npy --expect %S/Inputs/chol_out2.npy --expect %S/Inputs/chol_out3.npy --atol 1e-5 --rtol 1e-5 | FileCheck %s
// CHECK-COUNT-4: matches
// CHECK-NOT: differs
func.func @main(%a: tensor<2x3x4x4xf32>, %b: tensor<5x5xf64>, %c: tensor<2x3x3xf32>) -> (tensor<2x3x4x4xf32>, tensor<5x5xf64>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x4x4xf32>
  %1 = stablehlo.cholesky %b : tensor<5x5xf64>
  %2 = stablehlo.cholesky %c, lower = true : tensor<2x3x3xf32>
  %3 = stablehlo.cholesky %c, lower = false : tensor<2x3x3xf32>
  return %0, %1, %2, %3 : tensor<2x3x4x4xf32>, tensor<5x5xf64>, tensor<2x3x3xf32>, tensor<2x3x3xf32>
}
