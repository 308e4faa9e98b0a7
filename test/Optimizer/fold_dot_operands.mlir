// kiln-fold-dot-operands: transposes and batch broadcasts around
// dot_general absorbed into its dimension numbers; cases that must stay.
// RUN: kiln-opt %s -split-input-file -kiln-fold-dot-operands | FileCheck %s
// RUN: kiln-opt %s -split-input-file -kiln-fold-dot-operands=explain=true -verify-diagnostics -o /dev/null

// x @ w.T as JAX exports it: the transpose becomes rhs contracting dim 1.
// CHECK-LABEL: func.func @rhs_transpose
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %[[D]]
func.func @rhs_transpose(%arg0: tensor<32x64xf32>, %arg1: tensor<16x64xf32>) -> tensor<16x32xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
  // expected-remark @+1 {{kiln-fold-dot-operands: transpose at fold_dot_operands.mlir:11:8 folded into the rhs of dot_general}}
  %1 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}

// -----

// a.T @ b, batched: the lhs transpose moves the batch and contracting dims.
// CHECK-LABEL: func.func @lhs_transpose_batched
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [2] x [0], contracting_dims = [0] x [1] : (tensor<5x3x2xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[D]]
func.func @lhs_transpose_batched(%arg0: tensor<5x3x2xf32>, %arg1: tensor<2x5x4xf32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<5x3x2xf32>) -> tensor<2x3x5xf32>
  // expected-remark @+1 {{folded into the lhs}}
  %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// -----

// A transpose that reorders the free dimensions would change the result's
// layout: it stays.
// CHECK-LABEL: func.func @free_dims_reordered
// CHECK-NEXT: stablehlo.transpose
// CHECK-NEXT: stablehlo.dot_general %0, %arg1
func.func @free_dims_reordered(%arg0: tensor<2x3x5xf32>, %arg1: tensor<5x4xf32>) -> tensor<3x2x4xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x5xf32>) -> tensor<3x2x5xf32>
  %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [2] x [0] : (tensor<3x2x5xf32>, tensor<5x4xf32>) -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// (a @ b).T is b.T @ a.T: the product with its operands swapped.
// CHECK-LABEL: func.func @result_transpose
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, DEFAULT] : (tensor<5x4xf32>, tensor<3x5xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
func.func @result_transpose(%arg0: tensor<3x5xf32>, %arg1: tensor<5x4xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
  // expected-remark @+1 {{transpose of the dot_general at fold_dot_operands.mlir:50:8 folded into it (operands swapped)}}
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}

// -----

// Swapping two batch dimensions of the result reorders the batching lists.
// CHECK-LABEL: func.func @result_batch_order
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [1, 0] x [1, 0], contracting_dims = [3] x [2] : (tensor<2x3x4x5xf32>, tensor<2x3x5x6xf32>) -> tensor<3x2x4x6xf32>
// CHECK-NEXT: return %[[D]]
func.func @result_batch_order(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<2x3x5x6xf32>) -> tensor<3x2x4x6xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x3x4x5xf32>, tensor<2x3x5x6xf32>) -> tensor<2x3x4x6xf32>
  // expected-remark @+1 {{folded into it}}
  %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3] : (tensor<2x3x4x6xf32>) -> tensor<3x2x4x6xf32>
  return %1 : tensor<3x2x4x6xf32>
}

// -----

// A result transpose inside the lhs free dimensions, or of a product with
// another use, stays.
// CHECK-LABEL: func.func @result_transpose_stays
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.transpose
// CHECK-NEXT: stablehlo.reshape
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.transpose
func.func @result_transpose_stays(%arg0: tensor<2x3x5xf32>, %arg1: tensor<5x4xf32>) -> (tensor<3x2x4xf32>, tensor<4x6xf32>, tensor<6x4xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<2x3x5xf32>, tensor<5x4xf32>) -> tensor<2x3x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %r = stablehlo.reshape %arg0 : (tensor<2x3x5xf32>) -> tensor<6x5xf32>
  %2 = stablehlo.dot_general %r, %arg1, contracting_dims = [1] x [0] : (tensor<6x5xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
  return %1, %3, %2 : tensor<3x2x4xf32>, tensor<4x6xf32>, tensor<6x4xf32>
}

// -----

// a batched against one matrix broadcast over the batch (einsum
// 'bij,bjk->bik' with a broadcast rhs): one product over fewer dims.
// CHECK-LABEL: func.func @batch_broadcast_rhs
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<4x3x5xf32>, tensor<5x6xf32>) -> tensor<4x3x6xf32>
// CHECK-NEXT: return %[[D]]
func.func @batch_broadcast_rhs(%arg0: tensor<4x3x5xf32>, %arg1: tensor<5x6xf32>) -> tensor<4x3x6xf32> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<5x6xf32>) -> tensor<4x5x6xf32>
  // expected-remark @+1 {{kiln-fold-dot-operands: broadcast_in_dim at fold_dot_operands.mlir:96:8 folded into dot_general: 1 batching dimension(s) fewer}}
  %1 = stablehlo.dot_general %arg0, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x3x5xf32>, tensor<4x5x6xf32>) -> tensor<4x3x6xf32>
  return %1 : tensor<4x3x6xf32>
}

// -----

// A broadcast lhs would put the batch after the lhs rows (a transpose): it
// stays; so does a broadcast that expands a unit dimension.
// CHECK-LABEL: func.func @batch_broadcast_stays
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.dot_general %0, %arg1
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.dot_general %arg1, %2
func.func @batch_broadcast_stays(%arg0: tensor<3x5xf32>, %arg1: tensor<4x5x6xf32>, %arg2: tensor<1x6x7xf32>) -> (tensor<4x3x6xf32>, tensor<4x5x7xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<4x3x5xf32>
  %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x3x5xf32>, tensor<4x5x6xf32>) -> tensor<4x3x6xf32>
  %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x6x7xf32>) -> tensor<4x6x7xf32>
  %3 = stablehlo.dot_general %arg1, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x5x6xf32>, tensor<4x6x7xf32>) -> tensor<4x5x7xf32>
  return %1, %3 : tensor<4x3x6xf32>, tensor<4x5x7xf32>
}

// -----

// A weight-only quantized layer as JAX writes it, x @ (w.astype(f32) * s):
// the per-output-channel scales vary along the rhs's free dimension only,
// so they multiply the result instead, and the product reads the widened
// int8 weights directly.
// CHECK-LABEL: func.func @rhs_scale
// CHECK-SAME: (%[[X:.*]]: tensor<2x64xf32>, %[[W:.*]]: tensor<64x32xi8>, %[[S:.*]]: tensor<32xf32>)
// CHECK: %[[C:.*]] = stablehlo.convert %[[W]]
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[X]], %[[C]], contracting_dims = [1] x [0] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[D]], %[[B]]
// CHECK: return %[[M]]
func.func @rhs_scale(%x: tensor<2x64xf32>, %w: tensor<64x32xi8>, %s: tensor<32xf32>) -> tensor<2x32xf32> {
  %0 = stablehlo.convert %w : (tensor<64x32xi8>) -> tensor<64x32xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<64x32xf32>
  // expected-remark @+1 {{kiln-fold-dot-operands: the factor of its rhs multiplied at fold_dot_operands.mlir:}}
  %4 = stablehlo.dot_general %x, %3, contracting_dims = [1] x [0] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
  return %4 : tensor<2x32xf32>
}

// -----

// A row scale of the lhs (its free dimension), the factor first, in a
// batched product: the result's row dimension follows the batch.
// CHECK-LABEL: func.func @lhs_scale_batched
// CHECK: %[[D:.*]] = stablehlo.dot_general %arg0, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1]
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<3xf32>) -> tensor<4x3x6xf32>
// CHECK: stablehlo.multiply %[[D]]
func.func @lhs_scale_batched(%a: tensor<4x3x5xf32>, %s: tensor<3xf32>, %b: tensor<4x5x6xf32>) -> tensor<4x3x6xf32> {
  %0 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<3xf32>) -> tensor<4x3x5xf32>
  %1 = stablehlo.multiply %0, %a : tensor<4x3x5xf32>
  // expected-remark @+1 {{moved after dot_general}}
  %2 = stablehlo.dot_general %1, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x3x5xf32>, tensor<4x5x6xf32>) -> tensor<4x3x6xf32>
  return %2 : tensor<4x3x6xf32>
}

// -----

// Factors that vary along K, or a scaled operand read elsewhere too, stay.
// CHECK-LABEL: func.func @scale_stays
// CHECK: %[[M:.*]] = stablehlo.multiply
// CHECK: stablehlo.dot_general %arg0, %[[M]]
// CHECK: %[[N:.*]] = stablehlo.multiply
// CHECK: stablehlo.dot_general %arg0, %[[N]]
func.func @scale_stays(%x: tensor<2x64xf32>, %w: tensor<64x32xf32>, %k: tensor<64xf32>, %s: tensor<32xf32>) -> (tensor<2x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>) {
  %0 = stablehlo.broadcast_in_dim %k, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
  %1 = stablehlo.multiply %w, %0 : tensor<64x32xf32>
  %2 = stablehlo.dot_general %x, %1, contracting_dims = [1] x [0] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
  %3 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
  %4 = stablehlo.multiply %w, %3 : tensor<64x32xf32>
  %5 = stablehlo.dot_general %x, %4, contracting_dims = [1] x [0] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
  return %2, %5, %4 : tensor<2x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>
}

// -----

// A factor of another element type than the result (bf16 operands summed
// into f32) stays: it could not multiply the result.
// CHECK-LABEL: func.func @scale_other_type
// CHECK: %[[M:.*]] = stablehlo.multiply
// CHECK: stablehlo.dot_general %arg0, %[[M]]
func.func @scale_other_type(%x: tensor<2x64xbf16>, %w: tensor<64x32xbf16>, %s: tensor<32xbf16>) -> tensor<2x32xf32> {
  %0 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<32xbf16>) -> tensor<64x32xbf16>
  %1 = stablehlo.multiply %w, %0 : tensor<64x32xbf16>
  %2 = stablehlo.dot_general %x, %1, contracting_dims = [1] x [0] : (tensor<2x64xbf16>, tensor<64x32xbf16>) -> tensor<2x32xf32>
  return %2 : tensor<2x32xf32>
}
