// Dynamic ops with constant shape operands on unsigned element types, whose
// declared results keep a `?`: kiln-dynamic-ops-to-static makes them static
// and keeps the declared type with a tensor.cast, which the lowering gives
// the converted (signless) element type like the ops around it. Expected
// values by hand: a broadcast of [250, 1, 2, 255] to 3 rows, doubled modulo
// 256; elements 1..3 of [10, 20, 30, 40, 50] as ui16; an iota of 4 ui32.
// RUN: kiln run %s --input 4xui8=250,1,2,255 --input 5xui16=10,20,30,40,50 | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 3 passed, 0 failed
func.func @main(%a: tensor<4xui8>, %b: tensor<5xui16>) -> tensor<3x4xui8> {
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1] : (tensor<4xui8>, tensor<2xi64>) -> tensor<?x4xui8>
  %1 = stablehlo.add %0, %0 : (tensor<?x4xui8>, tensor<?x4xui8>) -> tensor<3x4xui8>
  check.expect_eq_const %1, dense<[[244, 2, 4, 254], [244, 2, 4, 254], [244, 2, 4, 254]]> : tensor<3x4xui8>
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %limit = stablehlo.constant dense<4> : tensor<1xi64>
  %stride = stablehlo.constant dense<1> : tensor<1xi64>
  %2 = stablehlo.real_dynamic_slice %b, %start, %limit, %stride : (tensor<5xui16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xui16>
  %3 = stablehlo.convert %2 : (tensor<?xui16>) -> tensor<3xui16>
  check.expect_eq_const %3, dense<[20, 30, 40]> : tensor<3xui16>
  %n = stablehlo.constant dense<4> : tensor<1xi32>
  %4 = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xui32>
  %5 = stablehlo.convert %4 : (tensor<?xui32>) -> tensor<4xui32>
  check.expect_eq_const %5, dense<[0, 1, 2, 3]> : tensor<4xui32>
  return %1 : tensor<3x4xui8>
}
