// stablehlo.triangular_solve over left/right side, lower/upper, unit
// diagonal and NO_TRANSPOSE/TRANSPOSE/ADJOINT, batched; garbage in the unused
// triangle (and the diagonal when unit_diagonal). Expected values from
// numpy.linalg.solve (Inputs/gen_linalg.py).
// RUN: kiln run %s --input %S/Inputs/ts0_a.npy --input %S/Inputs/ts0_b.npy --input %S/Inputs/ts1_a.npy --input %S/Inputs/ts1_b.npy --input %S/Inputs/ts2_a.npy --input %S/Inputs/ts2_b.npy --input %S/Inputs/ts3_a.npy --input %S/Inputs/ts3_b.npy --input %S/Inputs/ts4_a.npy --input %S/Inputs/ts4_b.npy --input %S/Inputs/ts5_a.npy --input %S/Inputs/ts5_b.npy --expect %S/Inputs/ts0_x.npy --expect %S/Inputs/ts1_x.npy --expect %S/Inputs/ts2_x.npy --expect %S/Inputs/ts3_x.npy --expect %S/Inputs/ts4_x.npy --expect %S/Inputs/ts5_x.npy --atol 1e-5 --rtol 1e-4 | FileCheck %s
// CHECK-COUNT-6: matches
// CHECK-NOT: differs
func.func @main(%a0: tensor<2x4x4xf32>, %b0: tensor<2x4x3xf32>, %a1: tensor<5x5xf64>, %b1: tensor<5x2xf64>, %a2: tensor<4x4xf64>, %b2: tensor<3x4xf64>, %a3: tensor<2x2x3x3xf32>, %b3: tensor<2x2x4x3xf32>, %a4: tensor<4x4xf64>, %b4: tensor<4x2xf64>, %a5: tensor<3x3xf32>, %b5: tensor<3x3xf32>) -> (tensor<2x4x3xf32>, tensor<5x2xf64>, tensor<3x4xf64>, tensor<2x2x4x3xf32>, tensor<4x2xf64>, tensor<3x3xf32>) {
  %0 = "stablehlo.triangular_solve"(%a0, %b0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x4x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %1 = "stablehlo.triangular_solve"(%a1, %b1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<5x5xf64>, tensor<5x2xf64>) -> tensor<5x2xf64>
  %2 = "stablehlo.triangular_solve"(%a2, %b2) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  %3 = "stablehlo.triangular_solve"(%a3, %b3) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x2x3x3xf32>, tensor<2x2x4x3xf32>) -> tensor<2x2x4x3xf32>
  %4 = "stablehlo.triangular_solve"(%a4, %b4) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
  %5 = "stablehlo.triangular_solve"(%a5, %b5) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x4x3xf32>, tensor<5x2xf64>, tensor<3x4xf64>, tensor<2x2x4x3xf32>, tensor<4x2xf64>, tensor<3x3xf32>
}
