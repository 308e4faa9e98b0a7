// An op with no scalar lowering in the body of reduce or sort is an error
// at that op naming it and the op whose body holds it; the pass fails.
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @reduce_with_loop(%x: tensor<4xf32>) -> tensor<f32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK: scalar_body_errors.mlir:[[@LINE+4]]:10: error: 'stablehlo.while' in the body of 'stablehlo.reduce' is not supported by kiln yet
  // CHECK: scalar_body_errors.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.reduce'
  %0 = stablehlo.reduce(%x init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %1 = stablehlo.while(%i = %a) : tensor<f32>
    cond {
      %p = stablehlo.compare LT, %i, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %j = stablehlo.add %i, %b : tensor<f32>
      stablehlo.return %j : tensor<f32>
    }
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @sort_with_vector_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: scalar_body_errors.mlir:[[@LINE+4]]:10: error: 'stablehlo.broadcast_in_dim' in the body of 'stablehlo.sort' is not supported by kiln yet
  // CHECK: scalar_body_errors.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.sort'
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %v = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
