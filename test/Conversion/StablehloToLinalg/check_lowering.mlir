// Check ops and JAX-style check custom calls become calls of one private
// declaration per (converted) element type, on unranked tensors, with
// the kind (0 exact, 1 tolerance, 2 ULPs), the host dtype code of the
// ORIGINAL element type (9 is ui8, 15 is f32), the tolerance and the ULP
// bounds as scalars. The third operand is the "file:line:col: op" label.
// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg -verify-diagnostics | FileCheck %s

// CHECK-DAG: func.func private @kiln_check_f32(tensor<*xf32> {bufferization.access = "read"}, tensor<*xf32> {bufferization.access = "read"}, tensor<*xi8> {bufferization.access = "read"}, i32, i32, f64, i64, i64)
// CHECK-DAG: func.func private @kiln_check_i8(tensor<*xi8> {bufferization.access = "read"}, tensor<*xi8> {bufferization.access = "read"}, tensor<*xi8> {bufferization.access = "read"}, i32, i32, f64, i64, i64)
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[A:.*]]: tensor<2x3xi8>, %[[F:.*]]: tensor<4xf32>)
func.func @main(%a: tensor<2x3xui8>, %f: tensor<4xf32>) {
  // The constant keeps its bits, now signless.
  // CHECK: %[[CONST:.*]] = arith.constant dense<{{\[}}[1, 2, 3], [4, 5, -1]]> : tensor<2x3xi8>
  // CHECK: %[[LABEL:.*]] = arith.constant dense<[{{.*}}]> : tensor<{{[0-9]+}}xi8>
  // CHECK-DAG: %[[AU:.*]] = tensor.cast %[[A]] : tensor<2x3xi8> to tensor<*xi8>
  // CHECK-DAG: %[[CU:.*]] = tensor.cast %[[CONST]] : tensor<2x3xi8> to tensor<*xi8>
  // CHECK-DAG: %[[LU:.*]] = tensor.cast %[[LABEL]] : tensor<{{[0-9]+}}xi8> to tensor<*xi8>
  // CHECK-DAG: %[[K0:.*]] = arith.constant 0 : i32
  // CHECK-DAG: %[[UI8:.*]] = arith.constant 9 : i32
  // CHECK: call @kiln_check_i8(%[[AU]], %[[CU]], %[[LU]], %[[K0]], %[[UI8]], %{{.*}}, %{{.*}}, %{{.*}})
  check.expect_eq_const %a, dense<[[1, 2, 3], [4, 5, 255]]> : tensor<2x3xui8>
  // CHECK-DAG: %[[K1:.*]] = arith.constant 1 : i32
  // CHECK-DAG: %[[F32:.*]] = arith.constant 15 : i32
  // CHECK-DAG: %[[TOL:.*]] = arith.constant 1.000000e-03 : f64
  // CHECK: call @kiln_check_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[K1]], %[[F32]], %[[TOL]], %{{.*}}, %{{.*}})
  check.expect_almost_eq %f, %f, tolerance = 1.000000e-03 : tensor<4xf32>
  // CHECK-DAG: %[[K2:.*]] = arith.constant 2 : i32
  // CHECK-DAG: %[[MAX:.*]] = arith.constant 3 : i64
  // CHECK-DAG: %[[MIN:.*]] = arith.constant 1 : i64
  // CHECK: call @kiln_check_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[K2]], %{{.*}}, %{{.*}}, %[[MAX]], %[[MIN]])
  check.expect_close %f, %f, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  // The custom calls take the StableHLO reference interpreter's bounds:
  // expect_close at most 3 ULPs (at least 0), expect_almost_eq within 1e-3.
  // CHECK-DAG: %[[CK2:.*]] = arith.constant 2 : i32
  // CHECK-DAG: %[[CMAX:.*]] = arith.constant 3 : i64
  // CHECK-DAG: %[[CMIN:.*]] = arith.constant 0 : i64
  // CHECK: call @kiln_check_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[CK2]], %{{.*}}, %{{.*}}, %[[CMAX]], %[[CMIN]])
  stablehlo.custom_call @check.expect_close(%f, %f) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // CHECK-DAG: %[[CK1:.*]] = arith.constant 1 : i32
  // CHECK-DAG: %[[CTOL:.*]] = arith.constant 1.000000e-03 : f64
  // CHECK: call @kiln_check_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[CK1]], %{{.*}}, %[[CTOL]], %{{.*}}, %{{.*}})
  stablehlo.custom_call @check.expect_almost_eq(%f, %f) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // CHECK-NOT: check.
  // CHECK-NOT: custom_call
  func.return
}

// -----

// Probes do not exist in kiln yet: expect_serialized_eq stays an error.
func.func @serialized(%a: tensor<2xi32>) {
  // expected-error @+1 {{failed to legalize operation 'check.expect_serialized_eq'}}
  check.expect_serialized_eq %a, probe_id = "probe0" : tensor<2xi32>
  func.return
}

// -----

// Other custom calls are not checks.
func.func @other(%a: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.custom_call' target @check.expect_something has no lowering in kiln yet}}
  stablehlo.custom_call @check.expect_something(%a, %a) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  func.return
}
