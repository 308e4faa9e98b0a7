// Type and shape errors are verifier diagnostics at the op's location.
// RUN: not kiln-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @element_type_mismatch(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) -> tensor<2xf32> {
  // CHECK: type_errors.mlir:[[@LINE+1]]:8: error: 'stablehlo.add' op
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @shape_mismatch(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  // CHECK: type_errors.mlir:[[@LINE+1]]:8: error: 'stablehlo.add' op
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @return_mismatch(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // CHECK: type_errors.mlir:[[@LINE+1]]:3: error: type of return operand 0 ('tensor<2xf32>') doesn't match function result type ('tensor<3xf32>') in function @return_mismatch
  return %arg0 : tensor<2xf32>
}

// -----

func.func @unsupported_element_type(%arg0: tensor<2xf80>) -> tensor<2xf80> {
  // CHECK: type_errors.mlir:[[@LINE+1]]:8: error: 'stablehlo.add' op operand #0 must be
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf80>
  return %0 : tensor<2xf80>
}
