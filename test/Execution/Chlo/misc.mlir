// RUN: kiln run %s --input %S/Inputs/in_tan_0.npy --expect %S/Inputs/out_tan_0.npy --atol 1e-7 --rtol 1e-6 | FileCheck %s --check-prefix=TAN
// RUN: kiln run %s --entry nextafter --input %S/Inputs/in_nextafter_0.npy --input %S/Inputs/in_nextafter_1.npy --expect %S/Inputs/out_nextafter_0.npy --atol 0 --rtol 0 | FileCheck %s --check-prefix=NA
// RUN: kiln run %s --entry topk --input %S/Inputs/in_topk_0.npy --input %S/Inputs/in_topk_1.npy --expect %S/Inputs/out_topk_0.npy --expect %S/Inputs/out_topk_1.npy --expect %S/Inputs/out_topk_2.npy --expect %S/Inputs/out_topk_3.npy --atol 0 --rtol 0 | FileCheck %s --check-prefix=TOPK
// Expected values: jnp.tan, jnp.nextafter, lax.top_k on XLA CPU
// (Inputs/gen.py).

// TAN: output 0: tensor<11xf32> matches
func.func @main(%x: tensor<11xf32>) -> tensor<11xf32> {
  %0 = chlo.tan %x : tensor<11xf32> -> tensor<11xf32>
  return %0 : tensor<11xf32>
}

// NA: output 0: tensor<14xf32> matches
func.func @nextafter(%x: tensor<14xf32>, %y: tensor<14xf32>) -> tensor<14xf32> {
  %0 = chlo.next_after %x, %y : tensor<14xf32>, tensor<14xf32> -> tensor<14xf32>
  return %0 : tensor<14xf32>
}

// TOPK: output 0: tensor<4x3xf32> matches
// TOPK: output 1: tensor<4x3xi32> matches
// TOPK: output 2: tensor<1x4xi32> matches
// TOPK: output 3: tensor<1x4xi32> matches
func.func @topk(%x: tensor<4x8xf32>, %y: tensor<1x8xi32>)
    -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<1x4xi32>, tensor<1x4xi32>) {
  %v, %i = chlo.top_k(%x, k = 3) : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %w, %j = chlo.top_k(%y, k = 4) : tensor<1x8xi32> -> (tensor<1x4xi32>, tensor<1x4xi32>)
  return %v, %i, %w, %j : tensor<4x3xf32>, tensor<4x3xi32>, tensor<1x4xi32>, tensor<1x4xi32>
}
