// RUN: kiln run %s --input 8xi4=-8,-3,-1,0,1,2,7,5 --input 4xui2=0,1,2,3 --input 4xi2=-2,-1,0,1 --input 4xui4=15,8,6,0 | FileCheck %s
// popcnt and wrapping add/multiply on i2/ui2/i4/ui4, values by hand:
// popcnt of the 4-bit patterns 1000, 1101, 1111, 0, 1, 10, 111, 101 is
// 1, 3, 4, 0, 1, 1, 3, 2; i2 -2 + -2 wraps to 0 and 1 + 1 to -2;
// ui4 15 * 15 = 225 = 1 (mod 16), 8 * 8 = 0, 6 * 6 = 4; an i2 transpose,
// a ui2 reverse + concatenate and an i2 -> i32 convert.

// CHECK: output 0: tensor<8xi4>
// CHECK-NEXT: array([1, 3, 4, 0, 1, 1, 3, 2], dtype=int4)
// CHECK-NEXT: output 1: tensor<4xui2>
// CHECK-NEXT: array([0, 1, 1, 2], dtype=uint2)
// CHECK-NEXT: output 2: tensor<4xi2>
// CHECK-NEXT: array([0, -2, 0, -2], dtype=int2)
// CHECK-NEXT: output 3: tensor<4xui4>
// CHECK-NEXT: array([1, 0, 4, 0], dtype=uint4)
// CHECK-NEXT: output 4: tensor<4xui4>
// CHECK-NEXT: array([4, 1, 2, 0], dtype=uint4)
// CHECK-NEXT: output 5: tensor<2x2xi2>
// CHECK-NEXT: array({{\[\[}}-2, 0],
// CHECK-NEXT:        [-1, 1]], dtype=int2)
// CHECK-NEXT: output 6: tensor<6xui2>
// CHECK-NEXT: array([3, 2, 1, 0, 0, 1], dtype=uint2)
// CHECK-NEXT: output 7: tensor<4xi32>
// CHECK-NEXT: array([-2, -1,  0,  1], dtype=int32)
func.func @main(%x: tensor<8xi4>, %u: tensor<4xui2>, %s: tensor<4xi2>,
                %v: tensor<4xui4>)
    -> (tensor<8xi4>, tensor<4xui2>, tensor<4xi2>, tensor<4xui4>, tensor<4xui4>,
        tensor<2x2xi2>, tensor<6xui2>, tensor<4xi32>) {
  %0 = stablehlo.popcnt %x : tensor<8xi4>
  %1 = stablehlo.popcnt %u : tensor<4xui2>
  %2 = stablehlo.add %s, %s : tensor<4xi2>
  %3 = stablehlo.multiply %v, %v : tensor<4xui4>
  %4 = stablehlo.popcnt %v : tensor<4xui4>
  %r = stablehlo.reshape %s : (tensor<4xi2>) -> tensor<2x2xi2>
  %5 = stablehlo.transpose %r, dims = [1, 0] : (tensor<2x2xi2>) -> tensor<2x2xi2>
  %rev = stablehlo.reverse %u, dims = [0] : tensor<4xui2>
  %head = stablehlo.slice %u [0:2] : (tensor<4xui2>) -> tensor<2xui2>
  %6 = stablehlo.concatenate %rev, %head, dim = 0 : (tensor<4xui2>, tensor<2xui2>) -> tensor<6xui2>
  %7 = stablehlo.convert %s : (tensor<4xi2>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<8xi4>, tensor<4xui2>, tensor<4xi2>, tensor<4xui4>, tensor<4xui4>, tensor<2x2xi2>, tensor<6xui2>, tensor<4xi32>
}
