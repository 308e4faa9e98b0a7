// stablehlo.triangular_solve on complex64/complex128 with ADJOINT, TRANSPOSE
// and NO_TRANSPOSE, both sides, unit diagonal; garbage in the unused
// triangle. Expected values from numpy.linalg.solve (Inputs/gen_linalg.py).
// RUN: kiln run %s --input %S/Inputs/tc0_a.npy --input %S/Inputs/tc0_b.npy --input %S/Inputs/tc1_a.npy --input %S/Inputs/tc1_b.npy --input %S/Inputs/tc2_a.npy --input %S/Inputs/tc2_b.npy --input %S/Inputs/tc3_a.npy --input %S/Inputs/tc3_b.npy --expect %S/Inputs/tc0_x.npy --expect %S/Inputs/tc1_x.npy --expect %S/Inputs/tc2_x.npy --expect %S/Inputs/tc3_x.npy --atol 1e-5 --rtol 1e-4 | FileCheck %s
// CHECK-COUNT-4: matches
// CHECK-NOT: differs
func.func @main(%a0: tensor<2x4x4xcomplex<f32>>, %b0: tensor<2x4x3xcomplex<f32>>, %a1: tensor<4x4xcomplex<f64>>, %b1: tensor<2x4xcomplex<f64>>, %a2: tensor<3x3xcomplex<f64>>, %b2: tensor<3x2xcomplex<f64>>, %a3: tensor<3x3xcomplex<f32>>, %b3: tensor<4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, tensor<2x4xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<4x3xcomplex<f32>>) {
  %0 = "stablehlo.triangular_solve"(%a0, %b0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %1 = "stablehlo.triangular_solve"(%a1, %b1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>
  %2 = "stablehlo.triangular_solve"(%a2, %b2) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  %3 = "stablehlo.triangular_solve"(%a3, %b3) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<2x4x3xcomplex<f32>>, tensor<2x4xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<4x3xcomplex<f32>>
}
