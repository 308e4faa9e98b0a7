// Registered custom_call targets run the C functions of a library given with
// --custom-call-lib (Inputs/kernels.c, built here): a strided operand (a
// slice), ui8/i32 operands and results, several results, backend_config as a
// string and as an api_version 4 dictionary, a side-effecting call without
// results. Expected values by hand (numpy's repr).
// REQUIRES: c-compiler
// RUN: %cc -shared -fPIC %S/Inputs/kernels.c -o %t.so
// RUN: kiln run %s --custom-call-lib %t.so --input 2x3xf32=1,2,3,4,5,6 \
// RUN:   --input 3xui8=1,2,250 --input 3xi32=7,-8,9 | FileCheck %s

// CHECK: trace: 7 -8 9
// CHECK:      output 0: tensor<2x2xf32>
// CHECK-NEXT: array({{\[}}[14., 21.],
// CHECK-NEXT:        [35., 42.]], dtype=float32)
// CHECK-NEXT: output 1: tensor<3xui8>
// CHECK-NEXT: array([254, 253,   5], dtype=uint8)
// CHECK-NEXT: output 2: tensor<i32>
// CHECK-NEXT: array(253, dtype=int32)
// CHECK-NEXT: output 3: tensor<2x3xf32>
// CHECK-NEXT: array({{\[}}[ 3.,  6.,  9.],
// CHECK-NEXT:        [12., 15., 18.]], dtype=float32)
func.func @main(%x: tensor<2x3xf32>, %b: tensor<3xui8>, %t: tensor<3xi32>)
    -> (tensor<2x2xf32>, tensor<3xui8>, tensor<i32>, tensor<2x3xf32>) {
  %s = stablehlo.slice %x [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  %0 = stablehlo.custom_call @my.scale(%s) {backend_config = "7"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1:2 = stablehlo.custom_call @byte_stats(%b) {api_version = 2 : i32, has_side_effect = true} : (tensor<3xui8>) -> (tensor<3xui8>, tensor<i32>)
  %2 = stablehlo.custom_call @ffi.scale(%x) {api_version = 4 : i32, backend_config = {scale = 3 : i64}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  stablehlo.custom_call @trace(%t) {has_side_effect = true, api_version = 1 : i32} : (tensor<3xi32>) -> ()
  return %0, %1#0, %1#1, %2 : tensor<2x2xf32>, tensor<3xui8>, tensor<i32>, tensor<2x3xf32>
}
