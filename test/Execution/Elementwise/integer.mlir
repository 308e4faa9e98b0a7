// Signed and unsigned integer arithmetic, by hand: ui8 wraps modulo 256,
// unsigned max compares without sign.
// RUN: kiln run %s --input 4xui8=200,100,255,0 --input 4xui8=100,200,1,0 --input 4xi32=-7,3,0,5 | FileCheck %s

// CHECK: output 0: tensor<4xui8>
// CHECK-NEXT: array([44, 44,  0,  0], dtype=uint8)
// CHECK: output 1: tensor<4xui8>
// CHECK-NEXT: array([200, 200, 255,   0], dtype=uint8)
// CHECK: output 2: tensor<4xi32>
// CHECK-NEXT: array([-7,  0,  0,  0], dtype=int32)
func.func @main(%a: tensor<4xui8>, %b: tensor<4xui8>, %c: tensor<4xi32>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xi32>) {
  %0 = stablehlo.add %a, %b : tensor<4xui8>
  %1 = stablehlo.maximum %a, %b : tensor<4xui8>
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %2 = stablehlo.minimum %c, %zero : tensor<4xi32>
  return %0, %1, %2 : tensor<4xui8>, tensor<4xui8>, tensor<4xi32>
}
