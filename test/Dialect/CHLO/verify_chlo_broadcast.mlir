// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @incompatible_shapes(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{'chlo.broadcast_add' op operand shapes [4] and [5] are not broadcast-compatible}}
  // expected-error @+1 {{'chlo.broadcast_add' op failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @incompatible_trailing(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'chlo.broadcast_multiply' op operand shapes [2, 3] and [2] are not broadcast-compatible}}
  // expected-error @+1 {{'chlo.broadcast_multiply' op failed to infer returned types}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @wrong_result_shape(%a: tensor<4xf32>, %b: tensor<3x1xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_subtract' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  // expected-error @+1 {{'chlo.broadcast_subtract' op failed to infer returned types}}
  %0 = chlo.broadcast_subtract %a, %b : (tensor<4xf32>, tensor<3x1xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @wrong_result_rank(%a: tensor<4xf32>, %b: tensor<?x1xf32>) -> tensor<2x4x5xf32> {
  // expected-error @+2 {{'chlo.broadcast_add' op inferred type(s) 'tensor<?x4xf32>' are incompatible with return type(s) of operation 'tensor<2x4x5xf32>'}}
  // expected-error @+1 {{'chlo.broadcast_add' op failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<?x1xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

func.func @element_mismatch(%a: tensor<4xf32>, %b: tensor<3x4xi32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_add' op operands must have the same element type, but got 'f32' and 'i32'}}
  // expected-error @+1 {{'chlo.broadcast_add' op failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @result_element(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf64> {
  // expected-error @+2 {{'chlo.broadcast_power' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<3x4xf64>'}}
  // expected-error @+1 {{'chlo.broadcast_power' op failed to infer returned types}}
  %0 = chlo.broadcast_power %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf64>
  return %0 : tensor<3x4xf64>
}

// -----

func.func @dims_count(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_divide' op broadcast_dimensions must have one entry per dimension of the lower-rank operand (1), but got 2}}
  // expected-error @+1 {{'chlo.broadcast_divide' op failed to infer returned types}}
  %0 = chlo.broadcast_divide %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @dims_range(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_maximum' op broadcast_dimensions entry 2 is out of range [0, 2)}}
  // expected-error @+1 {{'chlo.broadcast_maximum' op failed to infer returned types}}
  %0 = chlo.broadcast_maximum %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @dims_negative(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_minimum' op broadcast_dimensions entry -1 is out of range [0, 2)}}
  // expected-error @+1 {{'chlo.broadcast_minimum' op failed to infer returned types}}
  %0 = chlo.broadcast_minimum %a, %b {broadcast_dimensions = array<i64: -1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @dims_repeated(%a: tensor<4x4xf32>, %b: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_remainder' op broadcast_dimensions entry 1 appears more than once}}
  // expected-error @+1 {{'chlo.broadcast_remainder' op failed to infer returned types}}
  %0 = chlo.broadcast_remainder %a, %b {broadcast_dimensions = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @dims_mismatch(%a: tensor<4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{'chlo.broadcast_atan2' op operand shapes [4] and [3, 4] are not broadcast-compatible}}
  // expected-error @+1 {{'chlo.broadcast_atan2' op failed to infer returned types}}
  %0 = chlo.broadcast_atan2 %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @logical_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo.broadcast_and' op operand #0 must be ranked tensor of pred (i1) or integer values, but got 'tensor<4xf32>'}}
  %0 = chlo.broadcast_and %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @zeta_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'chlo.broadcast_zeta' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = chlo.broadcast_zeta %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @compare_result(%a: tensor<4xf32>, %b: tensor<3x1xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'chlo.broadcast_compare' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<3x4xf32>'}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @compare_no_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{'chlo.broadcast_compare' op requires attribute 'comparison_direction'}}
  %0 = chlo.broadcast_compare %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_bad_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+2 {{expected ::kiln::chlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse CHLO_ComparisonDirectionAttr parameter 'value' which is to be a `::kiln::chlo::ComparisonDirection`}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction GREATER>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_stablehlo_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{custom op 'chlo.broadcast_compare' 'chlo.broadcast_compare' op attribute 'comparison_direction' failed to satisfy constraint: comparison direction}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_shape(%a: tensor<4xf32>, %b: tensor<3x1xf32>) -> tensor<4x3xi1> {
  // expected-error @+2 {{'chlo.broadcast_compare' op inferred type(s) 'tensor<3x4xi1>' are incompatible with return type(s) of operation 'tensor<4x3xi1>'}}
  // expected-error @+1 {{'chlo.broadcast_compare' op failed to infer returned types}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xf32>, tensor<3x1xf32>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

// -----

func.func @complex_result(%a: tensor<4xf32>) -> tensor<4xcomplex<f64>> {
  // expected-error @+2 {{'chlo.broadcast_complex' op inferred type(s) 'tensor<4xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<4xcomplex<f64>>'}}
  // expected-error @+1 {{'chlo.broadcast_complex' op failed to infer returned types}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

func.func @complex_operands(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'chlo.broadcast_complex' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xcomplex<f32>>'}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @select_pred(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo.broadcast_select' op operand #0 must be ranked tensor of pred (i1) values, but got 'tensor<4xf32>'}}
  %0 = chlo.broadcast_select %a, %a, %a : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_elements(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.broadcast_select' op on_true and on_false must have the same element type, but got 'f32' and 'f64'}}
  // expected-error @+1 {{'chlo.broadcast_select' op failed to infer returned types}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_shapes(%p: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.broadcast_select' op operand shapes [3] and [4] are not broadcast-compatible}}
  // expected-error @+1 {{'chlo.broadcast_select' op failed to infer returned types}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_result(%p: tensor<i1>, %a: tensor<2x4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.broadcast_select' op inferred type(s) 'tensor<2x4xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'chlo.broadcast_select' op failed to infer returned types}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<i1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_parens(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected '('}}
  %0 = chlo.broadcast_add %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
