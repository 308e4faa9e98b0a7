// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// check.expect_eq: both operands have one type, shape and element type.

func.func @expect_eq_shape_mismatch(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{'check.expect_eq' op operand types must match, but got 'tensor<2xi32>' and 'tensor<3xi32>'}}
  check.expect_eq %a, %b : tensor<2xi32>, tensor<3xi32>
  func.return
}

// -----

func.func @expect_eq_element_type_mismatch(%a: tensor<2xi32>, %b: tensor<2xi64>) {
  // expected-error @+1 {{'check.expect_eq' op operand types must match, but got 'tensor<2xi32>' and 'tensor<2xi64>'}}
  "check.expect_eq"(%a, %b) : (tensor<2xi32>, tensor<2xi64>) -> ()
  func.return
}

// -----

func.func @expect_eq_static_vs_dynamic(%a: tensor<2xf32>, %b: tensor<?xf32>) {
  // expected-error @+1 {{'check.expect_eq' op operand types must match, but got 'tensor<2xf32>' and 'tensor<?xf32>'}}
  check.expect_eq %a, %b : tensor<2xf32>, tensor<?xf32>
  func.return
}

// -----

func.func @expect_eq_unranked(%a: tensor<*xi32>) {
  // expected-error @+1 {{'check.expect_eq' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or quantized integer (!quant.uniform) values, but got 'tensor<*xi32>'}}
  check.expect_eq %a, %a : tensor<*xi32>
  func.return
}

// -----

func.func @expect_eq_token(%t: !stablehlo.token) {
  // expected-error @+1 {{'check.expect_eq' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or quantized integer (!quant.uniform) values, but got '!stablehlo.token'}}
  check.expect_eq %t, %t : !stablehlo.token
  func.return
}

// -----

func.func @expect_eq_has_no_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = check.expect_eq %a, %a : tensor<2xf32>
  func.return
}

// -----

// check.expect_eq_const: the constant is typed exactly like the operand.

func.func @expect_eq_const_element_type(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_eq_const' op constant type 'tensor<2xi64>' must match the operand type 'tensor<2xi32>'}}
  "check.expect_eq_const"(%a) <{value = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2xi32>) -> ()
  func.return
}

// -----

func.func @expect_eq_const_shape(%a: tensor<3xi32>) {
  // expected-error @+1 {{'check.expect_eq_const' op constant type 'tensor<2xi32>' must match the operand type 'tensor<3xi32>'}}
  "check.expect_eq_const"(%a) <{value = dense<[1, 2]> : tensor<2xi32>}> : (tensor<3xi32>) -> ()
  func.return
}

// -----

func.func @expect_eq_const_dynamic_operand(%a: tensor<?xi32>) {
  // expected-error @+1 {{'check.expect_eq_const' op constant type 'tensor<2xi32>' must match the operand type 'tensor<?xi32>'}}
  "check.expect_eq_const"(%a) <{value = dense<[1, 2]> : tensor<2xi32>}> : (tensor<?xi32>) -> ()
  func.return
}

// -----

func.func @expect_eq_const_not_elements(%a: tensor<i32>) {
  // expected-error @+1 {{custom op 'check.expect_eq_const' invalid kind of attribute specified}}
  check.expect_eq_const %a, 1 : i32
  func.return
}

// -----

// check.expect_almost_eq: float or complex operands of one type, and a
// non-negative tolerance.

func.func @expect_almost_eq_integer(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_almost_eq' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<2xi32>'}}
  check.expect_almost_eq %a, %a : tensor<2xi32>
  func.return
}

// -----

func.func @expect_almost_eq_bool(%a: tensor<2xi1>) {
  // expected-error @+1 {{'check.expect_almost_eq' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<2xi1>'}}
  check.expect_almost_eq %a, %a : tensor<2xi1>
  func.return
}

// -----

func.func @expect_almost_eq_type_mismatch(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{'check.expect_almost_eq' op operand types must match, but got 'tensor<2xf32>' and 'tensor<2xf64>'}}
  check.expect_almost_eq %a, %b : tensor<2xf32>, tensor<2xf64>
  func.return
}

// -----

func.func @expect_almost_eq_negative_tolerance(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' op tolerance must be a non-negative number, but got -5.000000e-01}}
  check.expect_almost_eq %a, %a, tolerance = -0.5 : tensor<2xf32>
  func.return
}

// -----

func.func @expect_almost_eq_nan_tolerance(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' op tolerance must be a non-negative number, but got nan}}
  check.expect_almost_eq %a, %a, tolerance = 0x7FF8000000000000 : tensor<2xf32>
  func.return
}

// -----

func.func @expect_almost_eq_bad_keyword(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'check.expect_almost_eq' expected 'tolerance'}}
  check.expect_almost_eq %a, %a, tol = 0.1 : tensor<2xf32>
  func.return
}

// -----

// check.expect_almost_eq_const: a float or complex operand typed like the
// constant, and a non-negative tolerance.

func.func @expect_almost_eq_const_integer(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<2xi32>'}}
  check.expect_almost_eq_const %a, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

func.func @expect_almost_eq_const_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op constant type 'tensor<2xf64>' must match the operand type 'tensor<2xf32>'}}
  "check.expect_almost_eq_const"(%a) <{value = dense<[1.0, 2.0]> : tensor<2xf64>}> : (tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @expect_almost_eq_const_negative_tolerance(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op tolerance must be a non-negative number, but got -1.000000e+00}}
  check.expect_almost_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = -1.0
  func.return
}

// -----

func.func @expect_almost_eq_const_negative_tolerance_dict(%a: tensor<f64>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op tolerance must be a non-negative number, but got -1.000000e-01}}
  check.expect_almost_eq_const %a, dense<5.1> : tensor<f64> {tolerance = -0.1 : f64}
  func.return
}

// -----

// check.expect_close: float or complex operands of one type, and
// min_ulp_difference <= max_ulp_difference, both unsigned.

func.func @expect_close_integer(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_close' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<2xi32>'}}
  check.expect_close %a, %a, max_ulp_difference = 1 : tensor<2xi32>, tensor<2xi32>
  func.return
}

// -----

func.func @expect_close_type_mismatch(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'check.expect_close' op operand types must match, but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<3xf32>
  func.return
}

// -----

func.func @expect_close_min_above_max(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_close' op min_ulp_difference (5) must not exceed max_ulp_difference (3)}}
  check.expect_close %a, %a, max_ulp_difference = 3, min_ulp_difference = 5 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

func.func @expect_close_min_above_default_max(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_close' op min_ulp_difference (2) must not exceed max_ulp_difference (1)}}
  "check.expect_close"(%a, %a) <{min_ulp_difference = 2 : ui64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @expect_close_negative_ulps(%a: tensor<2xf32>) {
  // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
  check.expect_close %a, %a, max_ulp_difference = -1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

func.func @expect_close_missing_max(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected ','}}
  check.expect_close %a, %a : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// check.expect_serialized_eq: a named probe, a non-negative iteration.

func.func @expect_serialized_eq_empty_probe(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_serialized_eq' op probe_id must not be empty}}
  check.expect_serialized_eq %a, probe_id = "" : tensor<2xf32>
  func.return
}

// -----

func.func @expect_serialized_eq_negative_iteration(%a: tensor<2xf32>) {
  // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
  check.expect_serialized_eq %a, probe_id = "p", iter = -1 : tensor<2xf32>
  func.return
}
