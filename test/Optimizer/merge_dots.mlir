// kiln-merge-dots: concatenates and stacks of dot_generals that share an
// operand become one dot_general; cases that must stay as they are.
// RUN: kiln-opt %s -split-input-file -kiln-merge-dots | FileCheck %s
// RUN: kiln-opt %s -split-input-file -kiln-merge-dots=explain=true -verify-diagnostics -o /dev/null

// The seed case, small: matrix-vector products with the rows of one matrix,
// concatenated; the rows stack back to %x and the product has %x as lhs.
// CHECK-LABEL: func.func @matvec_concat
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<8x6xf32>) -> tensor<3x8xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[D]] : (tensor<3x8xf32>) -> tensor<24xf32>
// CHECK-NEXT: return %[[R]]
func.func @matvec_concat(%arg0: tensor<8x6xf32>, %arg1: tensor<3x6xf32>) -> tensor<24xf32> {
  %0 = stablehlo.slice %arg1 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
  // expected-remark @+1 {{kiln-merge-dots: 3 dot_general at merge_dots.mlir:16:8..merge_dots.mlir:22:8 merged into one 3x8x6 (MxNxK) dot_general (stacked)}}
  %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %3 = stablehlo.slice %arg1 [1:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
  %4 = stablehlo.reshape %3 : (tensor<1x6xf32>) -> tensor<6xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %6 = stablehlo.slice %arg1 [2:3, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
  %7 = stablehlo.reshape %6 : (tensor<1x6xf32>) -> tensor<6xf32>
  %8 = stablehlo.dot_general %arg0, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %9 = stablehlo.concatenate %2, %5, %8, dim = 0 : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<24xf32>
  return %9 : tensor<24xf32>
}

// -----

// jnp.stack(..., axis=1) of the same products (broadcast_in_dim inserts the
// stacking dimension): %w stays the lhs and the result needs no transpose.
// The rows are a part of %x (rows 1 and 2): a slice of it.
// CHECK-LABEL: func.func @matvec_stack_axis1
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg1 [1:3, 0:6] : (tensor<4x6xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[S]], contracting_dims = [1] x [1] : (tensor<8x6xf32>, tensor<2x6xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: return %[[D]]
func.func @matvec_stack_axis1(%arg0: tensor<8x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<8x2xf32> {
  %0 = stablehlo.slice %arg1 [1:2, 0:6] : (tensor<4x6xf32>) -> tensor<1x6xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
  // expected-remark @+1 {{kiln-merge-dots: 2 dot_general}}
  %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %3 = stablehlo.slice %arg1 [2:3, 0:6] : (tensor<4x6xf32>) -> tensor<1x6xf32>
  %4 = stablehlo.reshape %3 : (tensor<1x6xf32>) -> tensor<6xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %6 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
  %7 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
  %8 = stablehlo.concatenate %6, %7, dim = 1 : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x2xf32>
  return %8 : tensor<8x2xf32>
}

// -----

// Independent vectors (function arguments) are stacked by the pass itself:
// reshape to a unit row each and concatenate; the shared rhs is %w, the
// stacked lhs keeps the rows first.
// CHECK-LABEL: func.func @vecmat_stack_args
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg2 : (tensor<6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[A]], %[[B]], dim = 0 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[C]], %arg0, contracting_dims = [1] x [0] : (tensor<2x6xf32>, tensor<6x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: return %[[D]]
func.func @vecmat_stack_args(%arg0: tensor<6x8xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<2x8xf32> {
  // expected-remark @+1 {{kiln-merge-dots: 2 dot_general}}
  %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %2 = stablehlo.reshape %0 : (tensor<8xf32>) -> tensor<1x8xf32>
  %3 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8xf32>
  %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
  return %4 : tensor<2x8xf32>
}

// -----

// Concatenating along the other operand's own free dimension: the other
// operands are concatenated and the product needs no reshape.
// CHECK-LABEL: func.func @rows_concat
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %arg1, %arg2, dim = 0 : (tensor<4x6xf32>, tensor<3x6xf32>) -> tensor<7x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[C]], %arg0, contracting_dims = [1] x [0] : (tensor<7x6xf32>, tensor<6x8xf32>) -> tensor<7x8xf32>
// CHECK-NEXT: return %[[D]]
func.func @rows_concat(%arg0: tensor<6x8xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<3x6xf32>) -> tensor<7x8xf32> {
  // expected-remark @+1 {{concatenate along a free dimension}}
  %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0] : (tensor<3x6xf32>, tensor<6x8xf32>) -> tensor<3x8xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4x8xf32>, tensor<3x8xf32>) -> tensor<7x8xf32>
  return %2 : tensor<7x8xf32>
}

// -----

// Concatenating along the shared operand's free dimension (columns) of
// batched products: the stacking dimension goes right before the
// contracting one, so that the product's result reshapes to the
// concatenate's without a transpose. Batch dimensions stay in front.
// CHECK-LABEL: func.func @batched_columns
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg1 : (tensor<2x4x6xf32>) -> tensor<2x4x1x6xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg2 : (tensor<2x4x6xf32>) -> tensor<2x4x1x6xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[A]], %[[B]], dim = 2 : (tensor<2x4x1x6xf32>, tensor<2x4x1x6xf32>) -> tensor<2x4x2x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[C]], %arg0, batching_dims = [0] x [0], contracting_dims = [3] x [1] : (tensor<2x4x2x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x2x8xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[D]] : (tensor<2x4x2x8xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @batched_columns(%arg0: tensor<2x6x8xf32>, %arg1: tensor<2x4x6xf32>, %arg2: tensor<2x4x6xf32>) -> tensor<2x4x16xf32> {
  // expected-remark @+1 {{merged into one 2x(8x8x6) (MxNxK) dot_general (stacked)}}
  %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x8xf32>
  %1 = stablehlo.dot_general %arg2, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x8xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
  return %2 : tensor<2x4x16xf32>
}

// -----

// Negative cases. A product with another use would be computed twice.
// CHECK-LABEL: func.func @other_use
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.concatenate
func.func @other_use(%arg0: tensor<6x8xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<16xf32>, tensor<8xf32>) {
  %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
  return %2, %0 : tensor<16xf32>, tensor<8xf32>
}

// -----

// No shared operand, large products of separate tensors: batching would
// copy both operands for no reuse; they stay.
// CHECK-LABEL: func.func @nothing_shared
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.concatenate
func.func @nothing_shared(%arg0: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<512xf32> {
  %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [0] : (tensor<256xf32>, tensor<256x256xf32>) -> tensor<256xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [0] x [0] : (tensor<256xf32>, tensor<256x256xf32>) -> tensor<256xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<256xf32>, tensor<256xf32>) -> tensor<512xf32>
  return %2 : tensor<512xf32>
}

// -----

// Small independent products: both operands stacked along a new batching
// dimension, one batched product.
// CHECK-LABEL: func.func @small_independent
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<4x6xf32>) -> tensor<1x4x6xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg2 : (tensor<4x6xf32>) -> tensor<1x4x6xf32>
// CHECK-NEXT: %[[L:.*]] = stablehlo.concatenate %[[A]], %[[B]], dim = 0 : (tensor<1x4x6xf32>, tensor<1x4x6xf32>) -> tensor<2x4x6xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.reshape %arg1 : (tensor<6x5xf32>) -> tensor<1x6x5xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.reshape %arg3 : (tensor<6x5xf32>) -> tensor<1x6x5xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.concatenate %[[C]], %[[D]], dim = 0 : (tensor<1x6x5xf32>, tensor<1x6x5xf32>) -> tensor<2x6x5xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[L]], %[[R]], batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x6xf32>, tensor<2x6x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reshape %[[P]] : (tensor<2x4x5xf32>) -> tensor<8x5xf32>
// CHECK-NEXT: return %[[S]]
func.func @small_independent(%arg0: tensor<4x6xf32>, %arg1: tensor<6x5xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<6x5xf32>) -> tensor<8x5xf32> {
  // expected-remark @+1 {{merged into one 2x(4x5x6) (MxNxK) dot_general (batched: no shared operand)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<8x5xf32>
  return %2 : tensor<8x5xf32>
}

// -----

// Independent products of any size whose operands are slices of one
// tensor each (x[i] @ y[i], stacked on axis 1): batched without copies; the
// batch lands first, so the result is transposed to the stacked layout.
// CHECK-LABEL: func.func @sliced_independent
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x300x200xf32>, tensor<2x200x100xf32>) -> tensor<2x300x100xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[P]], dims = [1, 0, 2] : (tensor<2x300x100xf32>) -> tensor<300x2x100xf32>
// CHECK-NEXT: return %[[T]]
func.func @sliced_independent(%arg0: tensor<2x300x200xf32>, %arg1: tensor<2x200x100xf32>) -> tensor<300x2x100xf32> {
  %a0 = stablehlo.slice %arg0 [0:1, 0:300, 0:200] : (tensor<2x300x200xf32>) -> tensor<1x300x200xf32>
  %a1 = stablehlo.slice %arg0 [1:2, 0:300, 0:200] : (tensor<2x300x200xf32>) -> tensor<1x300x200xf32>
  %b0 = stablehlo.slice %arg1 [0:1, 0:200, 0:100] : (tensor<2x200x100xf32>) -> tensor<1x200x100xf32>
  %b1 = stablehlo.slice %arg1 [1:2, 0:200, 0:100] : (tensor<2x200x100xf32>) -> tensor<1x200x100xf32>
  %x0 = stablehlo.reshape %a0 : (tensor<1x300x200xf32>) -> tensor<300x200xf32>
  %x1 = stablehlo.reshape %a1 : (tensor<1x300x200xf32>) -> tensor<300x200xf32>
  %y0 = stablehlo.reshape %b0 : (tensor<1x200x100xf32>) -> tensor<200x100xf32>
  %y1 = stablehlo.reshape %b1 : (tensor<1x200x100xf32>) -> tensor<200x100xf32>
  // expected-remark @+1 {{batched: no shared operand}}
  %0 = stablehlo.dot_general %x0, %y0, contracting_dims = [1] x [0] : (tensor<300x200xf32>, tensor<200x100xf32>) -> tensor<300x100xf32>
  %1 = stablehlo.dot_general %x1, %y1, contracting_dims = [1] x [0] : (tensor<300x200xf32>, tensor<200x100xf32>) -> tensor<300x100xf32>
  %2 = stablehlo.reshape %0 : (tensor<300x100xf32>) -> tensor<300x1x100xf32>
  %3 = stablehlo.reshape %1 : (tensor<300x100xf32>) -> tensor<300x1x100xf32>
  %4 = stablehlo.concatenate %2, %3, dim = 1 : (tensor<300x1x100xf32>, tensor<300x1x100xf32>) -> tensor<300x2x100xf32>
  return %4 : tensor<300x2x100xf32>
}

// -----

// Different precisions.
// CHECK-LABEL: func.func @precision_mismatch
// CHECK-COUNT-2: stablehlo.dot_general
// CHECK: stablehlo.concatenate %0, %1, dim = 0
func.func @precision_mismatch(%arg0: tensor<6x8xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> tensor<16xf32> {
  %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %1 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// A concatenate input that is not a product.
// CHECK-LABEL: func.func @not_all_products
// CHECK-COUNT-2: stablehlo.dot_general
// CHECK: stablehlo.concatenate %0, %1, %arg1, dim = 0
func.func @not_all_products(%arg0: tensor<6x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> tensor<24xf32> {
  %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %1 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [0] x [0] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %2 = stablehlo.concatenate %0, %1, %arg1, dim = 0 : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<24xf32>
  return %2 : tensor<24xf32>
}

// -----

// Sibling products used separately: one product, whose column slices
// replace them. The rows of %x are slices of it: no copy.
// CHECK-LABEL: func.func @siblings
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1] : (tensor<8x6xf32>, tensor<2x6xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %[[S0:.*]] = stablehlo.slice %[[D]] [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %[[S0]] : (tensor<8x1xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[D]] [0:8, 1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[S1]] : (tensor<8x1xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[R0]]
// CHECK-NEXT: return %[[E]], %[[R1]]
func.func @siblings(%arg0: tensor<8x6xf32>, %arg1: tensor<2x6xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.slice %arg1 [0:1, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
  %2 = stablehlo.slice %arg1 [1:2, 0:6] : (tensor<2x6xf32>) -> tensor<1x6xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x6xf32>) -> tensor<6xf32>
  // expected-remark @+1 {{merged into one 8x2x6 (MxNxK) dot_general (siblings, results sliced)}}
  %4 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %5 = stablehlo.exponential %4 : tensor<8xf32>
  %6 = stablehlo.dot_general %arg0, %3, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  return %5, %6 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Siblings sharing the small operand: stacking the large ones would copy
// more than the merge saves; they stay.
// CHECK-LABEL: func.func @siblings_stay
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg2
func.func @siblings_stay(%arg0: tensor<4xf32>, %arg1: tensor<4x64xf32>, %arg2: tensor<4x64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x64xf32>) -> tensor<64xf32>
  %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x64xf32>) -> tensor<64xf32>
  return %0, %1 : tensor<64xf32>, tensor<64xf32>
}

// -----

// Siblings whose other operands are computed between them: the merged
// product goes after the last of those, before every use.
// CHECK-LABEL: func.func @siblings_interleaved
// CHECK-NEXT: %[[A:.*]] = stablehlo.exponential %arg1
// CHECK-NEXT: %[[B:.*]] = stablehlo.exponential %arg2
// CHECK-NEXT: %[[RA:.*]] = stablehlo.reshape %[[A]] : (tensor<6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %[[RB:.*]] = stablehlo.reshape %[[B]] : (tensor<6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[RA]], %[[RB]], dim = 0 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[C]], contracting_dims = [1] x [1] : (tensor<8x6xf32>, tensor<2x6xf32>) -> tensor<8x2xf32>
// CHECK: stablehlo.slice %[[D]] [0:8, 0:1]
// CHECK: stablehlo.slice %[[D]] [0:8, 1:2]
// CHECK: stablehlo.multiply
func.func @siblings_interleaved(%arg0: tensor<8x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<8xf32> {
  %a = stablehlo.exponential %arg1 : tensor<6xf32>
  // expected-remark @+1 {{siblings, results sliced}}
  %0 = stablehlo.dot_general %arg0, %a, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %b = stablehlo.exponential %arg2 : tensor<6xf32>
  %1 = stablehlo.dot_general %arg0, %b, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6xf32>) -> tensor<8xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
