// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Round trips of the static data movement ops in the form JAX prints them.

// CHECK-LABEL: func.func @broadcast_in_dim
func.func @broadcast_in_dim(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<1x6xf32>) -> tensor<1x8xf32> {
  // CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<1x6xf32>) -> tensor<3x4x6xf32>
  // CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %arg2, dims = [1, 0] : (tensor<1x6xf32>) -> tensor<6x5xf32>
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<1x6xf32>) -> tensor<3x4x6xf32>
  %3 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1, 0>}> : (tensor<1x6xf32>) -> tensor<6x5xf32>
  return %0 : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_in_dim_dynamic
func.func @broadcast_in_dim_dynamic(%arg0: tensor<?xf32>, %arg1: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<3x?xf32> {
  // CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<?xf32>) -> tensor<3x?xf32>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>>
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<?xf32>) -> tensor<3x?xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>>
  return %0 : tensor<3x?xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%arg0: tensor<3xi32>) -> tensor<1x2x3xi32> {
  // CHECK-NEXT: %0 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  // CHECK-NEXT: %1 = stablehlo.broadcast %arg0, sizes = [] : (tensor<3xi32>) -> tensor<3xi32>
  %0 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %1 = "stablehlo.broadcast"(%arg0) <{broadcast_sizes = array<i64>}> : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// CHECK-LABEL: func.func @reshape
func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<1x1xi8>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %1 = stablehlo.reshape %arg1 : (tensor<1x1xi8>) -> tensor<i8>
  // CHECK-NEXT: %2 = stablehlo.reshape %1 : (tensor<i8>) -> tensor<1xi8>
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.reshape %arg1 : (tensor<1x1xi8>) -> tensor<i8>
  %2 = "stablehlo.reshape"(%1) : (tensor<i8>) -> tensor<1xi8>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
func.func @transpose(%arg0: tensor<6x4xf32>, %arg1: tensor<2x3x4xi1>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
  // CHECK-NEXT: %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<2x3x4xi1>) -> tensor<4x2x3xi1>
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %1 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x3x4xi1>) -> tensor<4x2x3xi1>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_dynamic
func.func @transpose_dynamic(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 8>> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 8>>
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 8>>
  return %0 : tensor<4x?xf32, #stablehlo.bounds<?, 8>>
}

// -----

// CHECK-LABEL: func.func @reverse
func.func @reverse(%arg0: tensor<4x6xf32>, %arg1: tensor<?x2xi32>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x6xf32>
  // CHECK-NEXT: %1 = stablehlo.reverse %arg0, dims = [1, 0] : tensor<4x6xf32>
  // CHECK-NEXT: %2 = stablehlo.reverse %arg1, dims = [] : tensor<?x2xi32>
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x6xf32>
  %1 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 1, 0>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %2 = stablehlo.reverse %arg1, dims = [] : tensor<?x2xi32>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @iota
func.func @iota() -> tensor<4xi32> {
  // CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<1x10xf32>
  // CHECK-NEXT: %2 = stablehlo.iota dim = 0 : tensor<3xui64>
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xf32>
  %2 = stablehlo.iota dim = 0 : tensor<3xui64>
  return %0 : tensor<4xi32>
}

// -----

// Quantized tensors move like any other; per-axis quantization follows its
// dimension.
// CHECK-LABEL: func.func @quantized
func.func @quantized(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>, %arg1: tensor<1x!quant.uniform<i8:f32:0, {5.000000e-01}>>, %arg2: tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {5.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>
  // CHECK-NEXT: %2 = stablehlo.reshape %arg0 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  // CHECK-NEXT: %3 = stablehlo.reshape %arg2 : (tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {0.5}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.5, 0.5}>>
  %2 = stablehlo.reshape %arg0 : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>
  %3 = stablehlo.reshape %arg2 : (tensor<6x!quant.uniform<i8:f32, 0.1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.1>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
}
