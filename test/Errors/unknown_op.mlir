// Ops and dialects kiln does not know are named in the error, with their
// source location.
// RUN: not kiln-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @unknown_stablehlo_op(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: unknown_op.mlir:[[@LINE+1]]:8: error: custom op 'stablehlo.frobnicate' is unknown
  %0 = stablehlo.frobnicate %arg0 : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unknown_generic_op(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: unknown_op.mlir:[[@LINE+1]]:8: error: unregistered operation 'stablehlo.frobnicate' found in dialect ('stablehlo') that does not allow unknown operations
  %0 = "stablehlo.frobnicate"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unknown_dialect(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: unknown_op.mlir:[[@LINE+1]]:8: error: Dialect `mhlo' not found for custom op 'mhlo.add'
  %0 = mhlo.add %arg0, %arg0 : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: unknown_op.mlir:[[@LINE+1]]:37: error: `!"foo"<"bar">` type created with unregistered dialect
func.func @unknown_type(%arg0: !foo.bar) {
  return
}
