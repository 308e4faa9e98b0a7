// Malformed input is a diagnostic with file:line:col and a non-zero exit.
// RUN: not kiln-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @missing_operand(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: malformed.mlir:[[@LINE+1]]:28: error: expected SSA operand
  %0 = stablehlo.add %arg0, : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unbalanced(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: malformed.mlir:[[@LINE+1]]:47: error: expected '>' in tensor type
  %0 = stablehlo.add %arg0, %arg0 : tensor<f32
  return %0 : tensor<f32>
}

// -----

func.func @undefined() -> tensor<f32> {
  // CHECK: malformed.mlir:[[@LINE+1]]:22: error: use of undeclared SSA value name
  %0 = stablehlo.add %nope, %nope : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: malformed.mlir:[[@LINE+1]]:1: error: custom op 'garbage' is unknown
garbage here
