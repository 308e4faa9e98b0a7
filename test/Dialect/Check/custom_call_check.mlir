// RUN: kiln-opt %s | FileCheck %s
// RUN: kiln-opt %s -mlir-print-op-generic | kiln-opt | FileCheck %s

// Tests exported by JAX assert their results with side-effecting
// stablehlo.custom_call ops named after the check ops, instead of check ops
// themselves. They stay custom calls in the IR and print back unchanged; the
// check dialect ops may sit next to them in the same function.

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>, %arg2: tensor<3x2xcomplex<f32>>) -> tensor<2x3xf32> {
// CHECK-NEXT: stablehlo.custom_call @check.expect_close(%arg0, %arg0) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
// CHECK-NEXT: stablehlo.custom_call @check.expect_eq(%arg1, %arg1) {has_side_effect = true} : (tensor<2x3xi1>, tensor<2x3xi1>) -> ()
// CHECK-NEXT: stablehlo.custom_call @check.expect_almost_eq(%arg0, %arg0) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
// CHECK-NEXT: stablehlo.custom_call @check.expect_close(%arg2, %arg2) {has_side_effect = true} : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> ()
// CHECK-NEXT: check.expect_close %arg0, %arg0, max_ulp_difference = 1 : tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: return %arg0 : tensor<2x3xf32>
func.func public @main(%x: tensor<2x3xf32>, %p: tensor<2x3xi1>, %z: tensor<3x2xcomplex<f32>>) -> tensor<2x3xf32> {
  stablehlo.custom_call @check.expect_close(%x, %x) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%p, %p) {has_side_effect = true} : (tensor<2x3xi1>, tensor<2x3xi1>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%x, %x) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  stablehlo.custom_call @check.expect_close(%z, %z) {has_side_effect = true} : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> ()
  check.expect_close %x, %x, max_ulp_difference = 1 : tensor<2x3xf32>, tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}
