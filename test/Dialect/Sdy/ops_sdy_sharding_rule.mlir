// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// `sdy.sharding_rule`, as custom_partitioning attaches it to custom calls:
// factor mappings, factor sizes, factor groups and the custom marker.

// CHECK-LABEL: func.func @rules
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}, custom>} : tensor<8x4xf32>
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, k]) {i=2, j=4, k=4} reduction={j} need_replication={i} permutation={k}>} : tensor<2x4xf32>
// CHECK-NEXT: %2 = stablehlo.negate %arg2 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([ij]) {i=2, j=4}>} : tensor<8xf32>
// CHECK-NEXT: %3 = stablehlo.add %arg3, %arg3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
func.func @rules(%arg0: tensor<8x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<f32>) -> tensor<8x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}, custom>} : tensor<8x4xf32>
  %1 = stablehlo.add %arg1, %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, k]) {i=2, j=4, k=4} reduction={j} need_replication={i} permutation={k}>} : tensor<2x4xf32>
  %2 = stablehlo.negate %arg2 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([ij]) {i=2, j=4}>} : tensor<8xf32>
  %3 = stablehlo.add %arg3, %arg3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
  return %0 : tensor<8x4xf32>
}

// -----

// Factors past `z` are `z_1`, `z_2`, ...; a dimension made of several
// factors concatenates their names (`zz_1`, `z_8z_9`).

// CHECK-LABEL: func.func @many_factors
// CHECK-NEXT: stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2z_3])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2z_3]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=2, z_1=2, z_2=2, z_3=2}>}
func.func @many_factors(%arg0: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x4x4xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x4x4xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2z_3])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2z_3]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=2, z_1=2, z_2=2, z_3=2}>} : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x4x4xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x4x4xf32>
}
