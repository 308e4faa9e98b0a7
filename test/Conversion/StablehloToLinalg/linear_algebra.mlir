// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// cholesky: batch dims collapsed, scf loops over a zero-filled result, sqrt
// of the diagonal, and an all-NaN select for failed factorizations.
// CHECK-LABEL: func.func @cholesky
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] : tensor<2x3x4x4xf32> into tensor<6x4x4xf32>
// CHECK: linalg.fill
// CHECK: scf.for
// CHECK: math.sqrt
// CHECK: arith.cmpf uno
// CHECK: arith.select
// CHECK: tensor.expand_shape
// CHECK-NOT: stablehlo.cholesky
func.func @cholesky(%a: tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

// triangular_solve: substitution loops updating B in place.
// CHECK-LABEL: func.func @triangular_solve
// CHECK: tensor.expand_shape %{{.*}} : tensor<4x4xf64> into tensor<1x4x4xf64>
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK: arith.divf
// CHECK: tensor.insert
// CHECK: tensor.collapse_shape
// CHECK-NOT: stablehlo.triangular_solve
func.func @triangular_solve(%a: tensor<4x4xf64>, %b: tensor<4x2xf64>) -> tensor<4x2xf64> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
  return %0 : tensor<4x2xf64>
}

// unit_diagonal: no division.
// CHECK-LABEL: func.func @unit
// CHECK-NOT: arith.divf
// CHECK: return
func.func @unit(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
