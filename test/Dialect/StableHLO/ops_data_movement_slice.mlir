// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Round trips of slice, dynamic_slice, dynamic_update_slice, concatenate and
// pad in the form JAX prints them.

// CHECK-LABEL: func.func @slice
func.func @slice(%arg0: tensor<3x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<2x2xf32> {
  // CHECK-NEXT: %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %1 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %2 = stablehlo.slice %arg1 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
  // CHECK-NEXT: %3 = stablehlo.slice %arg1 [0:1:2] : (tensor<8xf32>) -> tensor<1xf32>
  // CHECK-NEXT: %4 = stablehlo.slice %arg1 [0:8:3] : (tensor<8xf32>) -> tensor<3xf32>
  // CHECK-NEXT: %5 = stablehlo.slice %arg1 [4:4] : (tensor<8xf32>) -> tensor<0xf32>
  // CHECK-NEXT: %6 = stablehlo.slice %arg2 [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %7 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<3x8xf32>) -> tensor<1x8xf32>
  %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.slice %arg0 [1:3:1, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.slice %arg1 [0:1:1] : (tensor<8xf32>) -> tensor<1xf32>
  %3 = stablehlo.slice %arg1 [0:1:2] : (tensor<8xf32>) -> tensor<1xf32>
  %4 = stablehlo.slice %arg1 [0:8:3] : (tensor<8xf32>) -> tensor<3xf32>
  %5 = stablehlo.slice %arg1 [4:4] : (tensor<8xf32>) -> tensor<0xf32>
  %6 = stablehlo.slice %arg2 [] : (tensor<f32>) -> tensor<f32>
  %7 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_slice
func.func @dynamic_slice(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>, %arg2: tensor<i32>, %arg3: tensor<?x4xf32>) -> tensor<1x4xi32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [2, 3] : (tensor<3x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %2 = stablehlo.dynamic_slice %arg3, %arg2, %arg2, sizes = [2, 4] : (tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  %1 = "stablehlo.dynamic_slice"(%arg0, %arg2, %arg2) <{slice_sizes = array<i64: 2, 3>}> : (tensor<3x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  %2 = stablehlo.dynamic_slice %arg3, %arg2, %arg2, sizes = [2, 4] : (tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<1x4xi32>
}

// -----

// A 0-d operand has no start indices: only the separating comma prints.
// CHECK-LABEL: func.func @dynamic_slice_scalar
func.func @dynamic_slice_scalar(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, , sizes = [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_slice %0, , sizes = [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %2 = stablehlo.dynamic_update_slice %1, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %0 = stablehlo.dynamic_slice %arg0, , sizes = [] : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.dynamic_slice %0, sizes = [] : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.dynamic_update_slice %1, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice
func.func @dynamic_update_slice(%arg0: tensor<4x6xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>, %arg3: tensor<ui8>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg3, %arg3 : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<ui8>, tensor<ui8>) -> tensor<4x6xf32>
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
  %1 = "stablehlo.dynamic_update_slice"(%arg0, %arg1, %arg3, %arg3) : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<ui8>, tensor<ui8>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
func.func @concatenate(%arg0: tensor<4x6xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<1xi32>, %arg3: tensor<?x6xf32>) -> tensor<4x12xf32> {
  // CHECK-NEXT: %0 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x12xf32>
  // CHECK-NEXT: %1 = stablehlo.concatenate %arg0, %arg1, %arg0, dim = 1 : (tensor<4x6xf32>, tensor<4x1xf32>, tensor<4x6xf32>) -> tensor<4x13xf32>
  // CHECK-NEXT: %2 = stablehlo.concatenate %arg2, dim = 0 : (tensor<1xi32>) -> tensor<1xi32>
  // CHECK-NEXT: %3 = stablehlo.concatenate %arg0, %arg3, dim = 0 : (tensor<4x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x12xf32>
  %1 = "stablehlo.concatenate"(%arg0, %arg1, %arg0) <{dimension = 1 : i64}> : (tensor<4x6xf32>, tensor<4x1xf32>, tensor<4x6xf32>) -> tensor<4x13xf32>
  %2 = stablehlo.concatenate %arg2, dim = 0 : (tensor<1xi32>) -> tensor<1xi32>
  %3 = stablehlo.concatenate %arg0, %arg3, dim = 0 : (tensor<4x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>
  return %0 : tensor<4x12xf32>
}

// -----

// CHECK-LABEL: func.func @pad
func.func @pad(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<8xf32>, %arg3: tensor<?x?xf32>) -> tensor<7x8xf32> {
  // CHECK-NEXT: %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [-1, 2], interior = [1, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<7x8xf32>
  // CHECK-NEXT: %1 = stablehlo.pad %arg2, %arg1, low = [4], high = [4], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  // CHECK-NEXT: %2 = stablehlo.pad %arg3, %arg1, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  // CHECK-NEXT: %3 = stablehlo.pad %arg2, %arg1, low = [-2], high = [-3], interior = [2] : (tensor<8xf32>, tensor<f32>) -> tensor<17xf32>
  %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [-1, 2], interior = [1, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<7x8xf32>
  %1 = "stablehlo.pad"(%arg2, %arg1) <{edge_padding_high = array<i64: 4>, edge_padding_low = array<i64: 4>, interior_padding = array<i64: 0>}> : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  %2 = stablehlo.pad %arg3, %arg1, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  %3 = stablehlo.pad %arg2, %arg1, low = [-2], high = [-3], interior = [2] : (tensor<8xf32>, tensor<f32>) -> tensor<17xf32>
  return %0 : tensor<7x8xf32>
}
