// RUN: kiln-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: kiln-opt %s | kiln-opt -mlir-print-op-generic | FileCheck %s

// The attributes of the check ops are properties: the generic form prints
// them in `<{...}>` under these names. Attributes left at their default are
// not stored when the pretty form omits them.

// CHECK-LABEL: sym_name = "generic"
// CHECK-NEXT: ^bb0(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>):
// CHECK-NEXT: "check.expect_eq"(%arg0, %arg0) : (tensor<2xi32>, tensor<2xi32>) -> ()
// CHECK-NEXT: "check.expect_eq_const"(%arg0) <{value = dense<[1, 2]> : tensor<2xi32>}> : (tensor<2xi32>) -> ()
// CHECK-NEXT: "check.expect_almost_eq"(%arg1, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_almost_eq"(%arg1, %arg1) <{tolerance = 1.000000e-01 : f64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_almost_eq_const"(%arg1) <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_almost_eq_const"(%arg1) <{tolerance = 2.500000e-01 : f64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_close"(%arg1, %arg1) <{max_ulp_difference = 3 : ui64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_close"(%arg1, %arg1) <{max_ulp_difference = 3 : ui64, min_ulp_difference = 2 : ui64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
// CHECK-NEXT: "check.expect_serialized_eq"(%arg0) <{probe_id = "probe0"}> : (tensor<2xi32>) -> ()
// CHECK-NEXT: "check.expect_serialized_eq"(%arg0) <{iteration = 4 : ui32, probe_id = "probe0"}> : (tensor<2xi32>) -> ()
// CHECK-NEXT: "check.expect_eq"(%arg0, %arg0) {note = "discardable"} : (tensor<2xi32>, tensor<2xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
func.func @generic(%i: tensor<2xi32>, %f: tensor<2xf32>) {
  check.expect_eq %i, %i : tensor<2xi32>
  check.expect_eq_const %i, dense<[1, 2]> : tensor<2xi32>
  check.expect_almost_eq %f, %f : tensor<2xf32>
  check.expect_almost_eq %f, %f, tolerance = 0.1 : tensor<2xf32>
  check.expect_almost_eq_const %f, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %f, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 0.25
  check.expect_close %f, %f, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
  check.expect_close %f, %f, max_ulp_difference = 3, min_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
  check.expect_serialized_eq %i, probe_id = "probe0" : tensor<2xi32>
  check.expect_serialized_eq %i, probe_id = "probe0", iter = 4 : tensor<2xi32>
  check.expect_eq %i, %i {note = "discardable"} : tensor<2xi32>
  func.return
}
