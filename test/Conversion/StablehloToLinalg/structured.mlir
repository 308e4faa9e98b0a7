// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// dot_general: loops (batch, lhs free, rhs free, contracting).
// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batch_matmul
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @batch_matmul(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A size-1 operand dimension that expands reads index 0.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #{{.*}}]
func.func @broadcast(%a: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_sum
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%[[INIT]] : f32)
// CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x8xf32>) outs(%[[FILL]] : tensor<4xf32>) dimensions = [1]
func.func @reduce_sum(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_reshape_iota
// CHECK: linalg.transpose
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<3x2xf32> into tensor<6xf32>
// CHECK: linalg.index 1
func.func @transpose_reshape_iota(%a: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<2x3xi32>) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.reshape %0 : (tensor<3x2xf32>) -> tensor<6xf32>
  %2 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  return %1, %2 : tensor<6xf32>, tensor<2x3xi32>
}
