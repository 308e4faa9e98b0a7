// LAPACK targets kiln does not lower are named like any unknown target;
// a lowered routine called on the wrong element type (or with a routine
// name of the other type class) is not legalized either.
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @geev(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // CHECK: lapack_unsupported.mlir:[[@LINE+1]]:8: error: 'stablehlo.custom_call' target @lapack_sgeev_ffi has no lowering in kiln yet
  %0 = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {}} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: lapack_unsupported.mlir:[[@LINE+1]]:8: error: 'stablehlo.custom_call' target @lapack_corgqr_ffi has no lowering in kiln yet
  %1 = stablehlo.custom_call @lapack_corgqr_ffi(%0) {mhlo.backend_config = {}} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %1 : tensor<3x3xf32>
}

// -----

func.func @wrong_type(%a: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>) {
  // CHECK: lapack_unsupported.mlir:[[@LINE+1]]:10: error: failed to legalize operation 'stablehlo.custom_call'
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
  return %0#0, %0#1 : tensor<3x3xf64>, tensor<i32>
}
