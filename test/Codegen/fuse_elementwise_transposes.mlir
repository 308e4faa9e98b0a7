// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-fuse-elementwise))' \
// RUN:   | FileCheck %s

// A transpose of a fresh contraction result (attention's head merge) is
// folded into the contraction, which writes the transposed layout itself:
// result map (b, m, n) -> (b, m, n) permuted by [1, 0, 2] is (m, b, n).
#lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#rhs = affine_map<(b, m, n, k) -> (b, k, n)>
#out = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @head_merge(%x: tensor<4x8x16xf32>, %y: tensor<4x16x6xf32>) -> tensor<8x4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x6xf32>) -> tensor<4x8x6xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<4x8x16xf32>, tensor<4x16x6xf32>) outs(%f : tensor<4x8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8x6xf32>
  %t0 = tensor.empty() : tensor<8x4x6xf32>
  %t = linalg.transpose ins(%d : tensor<4x8x6xf32>) outs(%t0 : tensor<8x4x6xf32>) permutation = [1, 0, 2]
  return %t : tensor<8x4x6xf32>
}
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>
// CHECK-LABEL: func.func @head_merge
// CHECK:         %[[ZERO:.*]] = arith.constant 0.0
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x4x6xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<8x4x6xf32>)
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      #[[OUT]]]
// CHECK-SAME:      outs(%[[F]] : tensor<8x4x6xf32>)
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK-NOT:     linalg.transpose
// CHECK:         return %[[R]]

// -----

// A transpose generic (input map a permutation) folds the same way:
// out[j, i, k] = in[i, j, k] makes the result map (m, b, n).
#lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#rhs = affine_map<(b, m, n, k) -> (b, k, n)>
#out = affine_map<(b, m, n, k) -> (b, m, n)>
#perm = affine_map<(i, j, k) -> (j, i, k)>
#id = affine_map<(i, j, k) -> (i, j, k)>
func.func @generic_transpose(%x: tensor<2x3x5xf32>, %y: tensor<2x5x7xf32>) -> tensor<3x2x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<2x3x5xf32>, tensor<2x5x7xf32>) outs(%f : tensor<2x3x7xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x7xf32>
  %t0 = tensor.empty() : tensor<3x2x7xf32>
  %t = linalg.generic {indexing_maps = [#perm, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d : tensor<2x3x7xf32>) outs(%t0 : tensor<3x2x7xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x2x7xf32>
  return %t : tensor<3x2x7xf32>
}
// CHECK-DAG: #[[MBN:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>
// CHECK-LABEL: func.func @generic_transpose
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      #[[MBN]]]
// CHECK-SAME:      outs(%{{.*}} : tensor<3x2x7xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]

// -----

// Must not fire: the contraction's result has another use, its init is
// not a fill (it accumulates into %acc), or the transpose moves the
// innermost dimension (the GEMM would update the result element by
// element).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @kept(%x: tensor<3x5xf32>, %y: tensor<5x7xf32>, %acc: tensor<3x7xf32>)
    -> (tensor<7x3xf32>, tensor<3x7xf32>, tensor<7x3xf32>, tensor<7x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<3x5xf32>, tensor<5x7xf32>) outs(%f : tensor<3x7xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %t0 = tensor.empty() : tensor<7x3xf32>
  %t = linalg.transpose ins(%d : tensor<3x7xf32>) outs(%t0 : tensor<7x3xf32>) permutation = [1, 0]
  %d2 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<3x5xf32>, tensor<5x7xf32>) outs(%acc : tensor<3x7xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %t2 = linalg.transpose ins(%d2 : tensor<3x7xf32>) outs(%t0 : tensor<7x3xf32>) permutation = [1, 0]
  %f3 = linalg.fill ins(%zero : f32) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  %d3 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<3x5xf32>, tensor<5x7xf32>) outs(%f3 : tensor<3x7xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %t3 = linalg.transpose ins(%d3 : tensor<3x7xf32>) outs(%t0 : tensor<7x3xf32>) permutation = [1, 0]
  return %t, %d, %t2, %t3 : tensor<7x3xf32>, tensor<3x7xf32>, tensor<7x3xf32>, tensor<7x3xf32>
}
// CHECK-LABEL: func.func @kept
// CHECK:         linalg.generic
// CHECK:         linalg.transpose
// CHECK:         linalg.generic
// CHECK:         linalg.transpose
// CHECK:         linalg.generic
// CHECK:         linalg.transpose

// -----

// A widening cast of a contraction's operand (int8 weights to f32, a
// weight-only quantized layer) fuses into it: the kernels widen the int8
// values as they read them. A cast with another use stays.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
func.func @widened_weights(%x: tensor<2x64xf32>, %w: tensor<64x32xi8>) -> (tensor<2x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x32xi8>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%i: i8, %o: f32):
    %f = arith.sitofp %i : i8 to f32
    linalg.yield %f : f32
  } -> tensor<64x32xf32>
  %c2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x32xi8>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%i: i8, %o: f32):
    %f = arith.sitofp %i : i8 to f32
    linalg.yield %f : f32
  } -> tensor<64x32xf32>
  %r0 = tensor.empty() : tensor<2x32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%r0 : tensor<2x32xf32>) -> tensor<2x32xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %c : tensor<2x64xf32>, tensor<64x32xf32>) outs(%fill : tensor<2x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x32xf32>
  %d2 = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %c2 : tensor<2x64xf32>, tensor<64x32xf32>) outs(%fill : tensor<2x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x32xf32>
  return %d, %d2, %c2 : tensor<2x32xf32>, tensor<2x32xf32>, tensor<64x32xf32>
}
// CHECK-LABEL: func.func @widened_weights
// CHECK-SAME:    (%[[X:.*]]: tensor<2x64xf32>, %[[W:.*]]: tensor<64x32xi8>)
// CHECK:         %[[C2:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<64x32xi8>)
// CHECK:         linalg.generic {{.*}} ins(%[[X]], %[[W]] : tensor<2x64xf32>, tensor<64x32xi8>)
// CHECK:           arith.sitofp
// CHECK:           arith.mulf
// CHECK:         linalg.generic {{.*}} ins(%[[X]], %[[C2]] : tensor<2x64xf32>, tensor<64x32xf32>)
