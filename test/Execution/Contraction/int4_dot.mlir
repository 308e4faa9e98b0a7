// RUN: kiln run %s --input 2x3xi4=-8,7,3,1,-2,5 --input 3x2xi4=2,-1,7,-8,3,4 --input 2x2xui4=15,1,2,3 --input 2x1xui4=15,2 | FileCheck %s
// int4 dot_general with an i32 result, as JAX exports lax.dot(a, b,
// preferred_element_type=jnp.int32) on jnp.int4 arrays (XLA's CPU backend
// rejects this program, so the values are by hand: [[-16 + 49 + 9,
// 8 - 56 + 12], [2 - 14 + 15, -1 + 16 + 20]]), the same through int8, an
// int4 -> bf16 convert, and uint4 x uint4 -> uint32 ([[225 + 2], [30 + 6]]).

// CHECK: output 0: tensor<2x2xi32>
// CHECK-NEXT: array({{\[\[}} 42, -36],
// CHECK-NEXT:        [  3,  35]], dtype=int32)
// CHECK-NEXT: output 1: tensor<2x2xi32>
// CHECK-NEXT: array({{\[\[}} 42, -36],
// CHECK-NEXT:        [  3,  35]], dtype=int32)
// CHECK-NEXT: output 2: tensor<2x3xbf16>
// CHECK-NEXT: array({{\[\[}}-8, 7, 3],
// CHECK-NEXT:        [1, -2, 5]], dtype=bfloat16)
// CHECK-NEXT: output 3: tensor<2x1xui32>
// CHECK-NEXT: array({{\[\[}}227],
// CHECK-NEXT:        [ 36]], dtype=uint32)
func.func public @main(%arg0: tensor<2x3xi4>, %arg1: tensor<3x2xi4>, %u: tensor<2x2xui4>, %v: tensor<2x1xui4>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x3xbf16>, tensor<2x1xui32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xi4>, tensor<3x2xi4>) -> tensor<2x2xi32>
  %1 = stablehlo.convert %arg0 : (tensor<2x3xi4>) -> tensor<2x3xi8>
  %2 = stablehlo.convert %arg1 : (tensor<3x2xi4>) -> tensor<3x2xi8>
  %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
  %4 = stablehlo.convert %arg0 : (tensor<2x3xi4>) -> tensor<2x3xbf16>
  %5 = stablehlo.dot_general %u, %v, contracting_dims = [1] x [0] : (tensor<2x2xui4>, tensor<2x1xui4>) -> tensor<2x1xui32>
  return %0, %3, %4, %5 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x3xbf16>, tensor<2x1xui32>
}
