// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Every check op in its printed form, with each optional attribute present
// and absent. Inputs are written the way kiln's and StableHLO's
// interpreter tests write them; CHECK lines hold what kiln prints back.

// CHECK-LABEL: func.func @expect_eq(%arg0: tensor<3xi64>, %arg1: tensor<2x3xi1>, %arg2: tensor<4xui8>, %arg3: tensor<2xbf16>, %arg4: tensor<2xcomplex<f64>>, %arg5: tensor<?x2xf32>, %arg6: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
// CHECK-NEXT: check.expect_eq %arg0, %arg0 : tensor<3xi64>
// CHECK-NEXT: check.expect_eq %arg1, %arg1 : tensor<2x3xi1>
// CHECK-NEXT: check.expect_eq %arg2, %arg2 : tensor<4xui8>
// CHECK-NEXT: check.expect_eq %arg3, %arg3 : tensor<2xbf16>
// CHECK-NEXT: check.expect_eq %arg4, %arg4 : tensor<2xcomplex<f64>>
// CHECK-NEXT: check.expect_eq %arg5, %arg5 : tensor<?x2xf32>
// CHECK-NEXT: check.expect_eq %arg6, %arg6 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK-NEXT: check.expect_eq %arg0, %arg0 {note = "discardable"} : tensor<3xi64>
// CHECK-NEXT: return
func.func @expect_eq(%i: tensor<3xi64>, %p: tensor<2x3xi1>, %u: tensor<4xui8>,
                     %f: tensor<2xbf16>, %c: tensor<2xcomplex<f64>>,
                     %d: tensor<?x2xf32>,
                     %q: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  check.expect_eq %i, %i : tensor<3xi64>
  check.expect_eq %p, %p : tensor<2x3xi1>
  check.expect_eq %u, %u : tensor<4xui8>
  check.expect_eq %f, %f : tensor<2xbf16>
  check.expect_eq %c, %c : tensor<2xcomplex<f64>>
  check.expect_eq %d, %d : tensor<?x2xf32>
  check.expect_eq %q, %q : tensor<2x!quant.uniform<i8:f32, 0.5>>
  check.expect_eq %i, %i {note = "discardable"} : tensor<3xi64>
  func.return
}

// -----

// CHECK-LABEL: func.func @expect_eq_const(%arg0: tensor<3xi64>, %arg1: tensor<2xi1>, %arg2: tensor<f32>, %arg3: tensor<2xcomplex<f32>>, %arg4: tensor<2x2xui16>) {
// CHECK-NEXT: check.expect_eq_const %arg0, dense<[-2, 0, 2]> : tensor<3xi64>
// CHECK-NEXT: check.expect_eq_const %arg1, dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: check.expect_eq_const %arg2, dense<-1.500000e+00> : tensor<f32>
// CHECK-NEXT: check.expect_eq_const %arg3, dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.500000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: check.expect_eq_const %arg4, dense<7> : tensor<2x2xui16>
// CHECK-NEXT: check.expect_eq_const %arg0, dense<[-2, 0, 2]> : tensor<3xi64> {note = "discardable"}
// CHECK-NEXT: return
func.func @expect_eq_const(%i: tensor<3xi64>, %p: tensor<2xi1>, %f: tensor<f32>,
                           %c: tensor<2xcomplex<f32>>, %u: tensor<2x2xui16>) {
  check.expect_eq_const %i, dense<[-2, 0, 2]> : tensor<3xi64>
  check.expect_eq_const %p, dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %f, dense<-1.5> : tensor<f32>
  check.expect_eq_const %c, dense<[(1.0, 2.0), (3.0, -4.5)]> : tensor<2xcomplex<f32>>
  check.expect_eq_const %u, dense<7> : tensor<2x2xui16>
  check.expect_eq_const %i, dense<[-2, 0, 2]> : tensor<3xi64> {note = "discardable"}
  func.return
}

// -----

// The default tolerance (1e-4) is not printed, even when written.
// CHECK-LABEL: func.func @expect_almost_eq(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<4xf16>) {
// CHECK-NEXT: check.expect_almost_eq %arg0, %arg1 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq %arg0, %arg1, tolerance = 1.000000e-01 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq %arg0, %arg1 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq %arg0, %arg1, tolerance = 0.000000e+00 : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq %arg2, %arg2, tolerance = 1.000000e-03 : tensor<2xcomplex<f32>>
// CHECK-NEXT: check.expect_almost_eq %arg3, %arg3 {note = "discardable"} : tensor<4xf16>
// CHECK-NEXT: return
func.func @expect_almost_eq(%a: tensor<f64>, %b: tensor<f64>,
                            %c: tensor<2xcomplex<f32>>, %h: tensor<4xf16>) {
  check.expect_almost_eq %a, %b : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 0.1 : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 1.0e-4 : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 0.0 : tensor<f64>
  check.expect_almost_eq %c, %c, tolerance = 0.001 : tensor<2xcomplex<f32>>
  check.expect_almost_eq %h, %h {note = "discardable"} : tensor<4xf16>
  func.return
}

// -----

// The tolerance may also come in the attribute dictionary; it prints in the
// keyword form.
// CHECK-LABEL: func.func @expect_almost_eq_const(%arg0: tensor<f64>, %arg1: tensor<2x2xf32>, %arg2: tensor<complex<f64>>) {
// CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<5.000100e+00> : tensor<f64>
// CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<5.100000e+00> : tensor<f64>, tolerance = 1.000000e-01
// CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<5.100000e+00> : tensor<f64>, tolerance = 5.000000e-01
// CHECK-NEXT: check.expect_almost_eq_const %arg1, dense<{{\[\[}}-4.000000e+00, -5.000000e+00], [2.666670e+00, 3.333330e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: check.expect_almost_eq_const %arg2, dense<(1.000000e+00,-2.500000e-01)> : tensor<complex<f64>>, tolerance = 2.000000e-01
// CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<5.000000e+00> : tensor<f64> {note = "discardable"}
// CHECK-NEXT: return
func.func @expect_almost_eq_const(%a: tensor<f64>, %m: tensor<2x2xf32>,
                                  %c: tensor<complex<f64>>) {
  check.expect_almost_eq_const %a, dense<5.0001> : tensor<f64>
  check.expect_almost_eq_const %a, dense<5.1> : tensor<f64> {tolerance = 0.1 : f64}
  check.expect_almost_eq_const %a, dense<5.1> : tensor<f64>, tolerance = 0.5
  check.expect_almost_eq_const %m, dense<[[-4.0, -5.0], [2.66667, 3.33333]]> : tensor<2x2xf32>
  check.expect_almost_eq_const %c, dense<(1.0, -0.25)> : tensor<complex<f64>>, tolerance = 0.2
  check.expect_almost_eq_const %a, dense<5.0> : tensor<f64> {note = "discardable"}
  func.return
}

// -----

// max_ulp_difference is always printed; min_ulp_difference only when not 0.
// CHECK-LABEL: func.func @expect_close(%arg0: tensor<f16>, %arg1: tensor<f16>, %arg2: tensor<3x2xcomplex<f32>>) {
// CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
// CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
// CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 0 : tensor<f16>, tensor<f16>
// CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<f16>, tensor<f16>
// CHECK-NEXT: check.expect_close %arg2, %arg2, max_ulp_difference = 2 : tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>
// CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 1 {note = "discardable"} : tensor<f16>, tensor<f16>
// CHECK-NEXT: return
func.func @expect_close(%a: tensor<f16>, %b: tensor<f16>, %c: tensor<3x2xcomplex<f32>>) {
  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 0, min_ulp_difference = 0 : tensor<f16>, tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<f16>, tensor<f16>
  check.expect_close %c, %c, max_ulp_difference = 2 : tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>
  check.expect_close %a, %b, max_ulp_difference = 1 {note = "discardable"} : tensor<f16>, tensor<f16>
  func.return
}

// -----

// In the generic form max_ulp_difference may be left out: it is then 1, which
// the pretty form shows.
// CHECK-LABEL: func.func @expect_close_generic(%arg0: tensor<2xf32>) {
// CHECK-NEXT: check.expect_close %arg0, %arg0, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: check.expect_close %arg0, %arg0, max_ulp_difference = 4, min_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: return
func.func @expect_close_generic(%a: tensor<2xf32>) {
  "check.expect_close"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_close"(%a, %a) <{max_ulp_difference = 4 : ui64, min_ulp_difference = 2 : ui64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @expect_serialized_eq(%arg0: tensor<2xi32>, %arg1: tensor<3x4xf32>) {
// CHECK-NEXT: check.expect_serialized_eq %arg0, probe_id = "probe0" : tensor<2xi32>
// CHECK-NEXT: check.expect_serialized_eq %arg1, probe_id = "probe1", iter = 2 : tensor<3x4xf32>
// CHECK-NEXT: check.expect_serialized_eq %arg0, probe_id = "probe0" : tensor<2xi32>
// CHECK-NEXT: return
func.func @expect_serialized_eq(%i: tensor<2xi32>, %f: tensor<3x4xf32>) {
  check.expect_serialized_eq %i, probe_id = "probe0" : tensor<2xi32>
  check.expect_serialized_eq %f, probe_id = "probe1", iter = 2 : tensor<3x4xf32>
  check.expect_serialized_eq %i, probe_id = "probe0", iter = 0 : tensor<2xi32>
  func.return
}

// -----

// A whole executable test as an interpreter test writes it: checks on the
// results of StableHLO ops.
// CHECK-LABEL: func.func @add_test() {
// CHECK-NEXT: %[[LHS:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[RHS:.*]] = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %[[LHS]], %[[RHS]] : tensor<2xi32>
// CHECK-NEXT: check.expect_eq_const %[[SUM]], dense<[4, 6]> : tensor<2xi32>
// CHECK-NEXT: check.expect_eq %[[SUM]], %[[SUM]] : tensor<2xi32>
// CHECK-NEXT: return
func.func @add_test() {
  %lhs = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %rhs = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %sum = stablehlo.add %lhs, %rhs : tensor<2xi32>
  check.expect_eq_const %sum, dense<[4, 6]> : tensor<2xi32>
  check.expect_eq %sum, %sum : tensor<2xi32>
  func.return
}
