// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Ragged non-contracting dimension: lhs [m, k], rhs [g, k, n], group_sizes [g].
// CHECK-LABEL: func.func @ragged_non_contracting(%arg0: tensor<16x8xf32>, %arg1: tensor<2x8x4xf32>, %arg2: tensor<2xi64>) -> tensor<16x4xf32> {
// CHECK-NEXT: %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
// CHECK-NEXT: return %0 : tensor<16x4xf32>
func.func @ragged_non_contracting(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

// Batched, with precision config, the attribute keys out of order and empty
// lists written out; group_sizes [b, g].
// CHECK-LABEL: func.func @ragged_batched(%arg0: tensor<2x11x5xf32>, %arg1: tensor<3x2x5x7xf32>, %arg2: tensor<2x3xi32>) -> tensor<2x11x7xf32> {
// CHECK-NEXT: %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGH>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x3xi32>) -> tensor<2x11x7xf32>
// CHECK-NEXT: return %0 : tensor<2x11x7xf32>
func.func @ragged_batched(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %gs: tensor<2x3xi32>) -> tensor<2x11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      rhs_group_dimensions = [0],
      lhs_ragged_dimensions = [1],
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [2]>,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGH>]
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x3xi32>) -> tensor<2x11x7xf32>
  return %0 : tensor<2x11x7xf32>
}

// -----

// Ragged contracting dimension: the result gains a leading group dimension.
// CHECK-LABEL: func.func @ragged_contracting(%arg0: tensor<11x5xbf16>, %arg1: tensor<5x7xbf16>, %arg2: tensor<3xi64>) -> tensor<3x11x7xf32> {
// CHECK-NEXT: %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision HIGHEST>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<11x5xbf16>, tensor<5x7xbf16>, tensor<3xi64>) -> tensor<3x11x7xf32>
// CHECK-NEXT: return %0 : tensor<3x11x7xf32>
func.func @ragged_contracting(%lhs: tensor<11x5xbf16>, %rhs: tensor<5x7xbf16>, %gs: tensor<3xi64>) -> tensor<3x11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{precision_config = [#chlo<precision HIGHEST>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1], rhs_group_dimensions = []>}> : (tensor<11x5xbf16>, tensor<5x7xbf16>, tensor<3xi64>) -> tensor<3x11x7xf32>
  return %0 : tensor<3x11x7xf32>
}

// -----

// Ragged batch dimension.
// CHECK-LABEL: func.func @ragged_batch(%arg0: tensor<4x11x5xf32>, %arg1: tensor<4x5x7xf32>, %arg2: tensor<2xi32>) -> tensor<4x11x7xf32> {
// CHECK-NEXT: %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<4x11x5xf32>, tensor<4x5x7xf32>, tensor<2xi32>) -> tensor<4x11x7xf32>
// CHECK-NEXT: return %0 : tensor<4x11x7xf32>
func.func @ragged_batch(%lhs: tensor<4x11x5xf32>, %rhs: tensor<4x5x7xf32>, %gs: tensor<2xi32>) -> tensor<4x11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<4x11x5xf32>, tensor<4x5x7xf32>, tensor<2xi32>) -> tensor<4x11x7xf32>
  return %0 : tensor<4x11x7xf32>
}

// -----

// Dynamic sizes stay compatible.
// CHECK-LABEL: func.func @ragged_dynamic(%arg0: tensor<?x8xf32>, %arg1: tensor<2x8x?xf32>, %arg2: tensor<?xi64>) -> tensor<?x4xf32> {
// CHECK-NEXT: %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<?x8xf32>, tensor<2x8x?xf32>, tensor<?xi64>) -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
func.func @ragged_dynamic(%lhs: tensor<?x8xf32>, %rhs: tensor<2x8x?xf32>, %gs: tensor<?xi64>) -> tensor<?x4xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<?x8xf32>, tensor<2x8x?xf32>, tensor<?xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @ragged_dot_attr() attributes {kiln.dims = #chlo.ragged_dot<>, kiln.prec = #chlo<precision HIGH>} {
// CHECK-NEXT: return
func.func @ragged_dot_attr() attributes {kiln.dims = #chlo.ragged_dot<>, kiln.prec = #chlo<precision HIGH>} {
  return
}
