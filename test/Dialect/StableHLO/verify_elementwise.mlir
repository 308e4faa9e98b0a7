// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Constraint violations of the elementwise ops (spec: the numbered
// constraints of each op's section).

func.func @unary_result_element(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.exponential' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{'stablehlo.exponential' op failed to infer returned types}}
  %0 = stablehlo.exponential %arg0 : (tensor<2xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @unary_result_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.tanh' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.tanh %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @unary_result_bound(%arg0: tensor<?xf32, #stablehlo.bounds<3>>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<3>>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<4xf32>
  return
}

// -----

func.func @unary_result_quantization(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // expected-error @+2 {{'stablehlo.sine' op inferred type(s) 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>' are incompatible with return type(s) of operation 'tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>'}}
  // expected-error @+1 {{'stablehlo.sine' op failed to infer returned types}}
  %0 = stablehlo.sine %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @abs_complex_result(%arg0: tensor<2xcomplex<f64>>) {
  // expected-error @+2 {{'stablehlo.abs' op inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{'stablehlo.abs' op failed to infer returned types}}
  %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  return
}

// -----

func.func @real_result(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+2 {{'stablehlo.real' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{'stablehlo.real' op failed to infer returned types}}
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return
}

// -----

func.func @imag_result(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.imag' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xbf16>'}}
  // expected-error @+1 {{'stablehlo.imag' op failed to infer returned types}}
  %0 = stablehlo.imag %arg0 : (tensor<2xf32>) -> tensor<2xbf16>
  return
}

// -----

func.func @is_finite_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.is_finite' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<3xi1>
  return
}

// -----

func.func @clz_result(%arg0: tensor<2xi32>) {
  // expected-error @+2 {{'stablehlo.count_leading_zeros' op inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  // expected-error @+1 {{'stablehlo.count_leading_zeros' op failed to infer returned types}}
  %0 = stablehlo.count_leading_zeros %arg0 : (tensor<2xi32>) -> tensor<2xi64>
  return
}

// -----

func.func @result_accuracy_not_an_accuracy(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{invalid properties {result_accuracy = 1 : i32} for op stablehlo.exponential: Invalid attribute `result_accuracy` in property conversion: 1 : i32}}
  %0 = "stablehlo.exponential"(%arg0) <{result_accuracy = 1 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @binary_operand_types(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) {
  // expected-error @+1 {{'stablehlo.multiply' op requires compatible operand types (C1), but got 'tensor<2xf32>' and 'tensor<2xf64>'}}
  %0 = stablehlo.multiply %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return
}

// -----

func.func @binary_operand_shapes(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) {
  // expected-error @+1 {{'stablehlo.and' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.and %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @binary_result_type(%arg0: tensor<2xi32>) {
  // expected-error @+2 {{'stablehlo.shift_left' op inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xui32>'}}
  // expected-error @+1 {{'stablehlo.shift_left' op failed to infer returned types}}
  %0 = stablehlo.shift_left %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xui32>
  return
}

// -----

func.func @binary_signedness(%arg0: tensor<2xi32>, %arg1: tensor<2xui32>) {
  // expected-error @+1 {{'stablehlo.subtract' op requires compatible operand types (C1), but got 'tensor<2xi32>' and 'tensor<2xui32>'}}
  %0 = stablehlo.subtract %arg0, %arg1 : (tensor<2xi32>, tensor<2xui32>) -> tensor<2xi32>
  return
}

// -----

func.func @binary_quantized_baseline(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x!quant.uniform<i8:f64, 1.000000e-01:3>>) {
  // expected-error @+1 {{'stablehlo.divide' op requires compatible operand types (C1), but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>' and 'tensor<2x!quant.uniform<i8:f64, 1.000000e-01:3>>'}}
  %0 = stablehlo.divide %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f64, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @add_operand_types(%arg0: tensor<2xf32>, %arg1: tensor<2xbf16>) {
  // expected-error @+1 {{'stablehlo.add' op requires compatible operand types (C1), but got 'tensor<2xf32>' and 'tensor<2xbf16>'}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<2xbf16>) -> tensor<2xf32>
  return
}

// -----

func.func @add_result_type(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.add' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  // expected-error @+1 {{'stablehlo.add' op failed to infer returned types}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @add_mixed_quantized(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.add' op requires lhs, rhs and result to be all quantized or all not quantized (C2)}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @add_quantized_storage(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>) {
  // expected-error @+1 {{'stablehlo.add' op requires quantized operands with the same storage and expressed types (C3, C4), but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>' and 'tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>'}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @add_quantized_result_storage(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // expected-error @+2 {{'stablehlo.add' op inferred type(s) 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>' are incompatible with return type(s) of operation 'tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>'}}
  // expected-error @+1 {{'stablehlo.add' op failed to infer returned types}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i16:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @add_per_axis_dimension(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>, %arg1: tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.add' op requires a per-axis quantized operand to share its quantization dimension with the result (C5), but got 'tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>' and 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>, tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @complex_operands(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) {
  // expected-error @+1 {{'stablehlo.complex' op requires lhs and rhs of the same type (C1), but got 'tensor<2xf32>' and 'tensor<2xf64>'}}
  %0 = stablehlo.complex %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @complex_result(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.complex' op inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>'}}
  // expected-error @+1 {{'stablehlo.complex' op failed to infer returned types}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return
}

// -----

func.func @compare_element_types(%arg0: tensor<2xf32>, %arg1: tensor<2xf16>) {
  // expected-error @+1 {{'stablehlo.compare' op requires lhs and rhs of the same element type (C1), but got 'f32' and 'f16'}}
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_shapes(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) {
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_result_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
  return
}

// -----

func.func @compare_type_signed_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.compare' op compare_type SIGNED is not allowed for element type 'f32' (C3)}}
  %0 = stablehlo.compare GT, %arg0, %arg0, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_type_float_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.compare' op compare_type FLOAT is not allowed for element type 'i32' (C3)}}
  %0 = stablehlo.compare GT, %arg0, %arg0, FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_type_signed_unsigned(%arg0: tensor<2xui32>) {
  // expected-error @+1 {{'stablehlo.compare' op compare_type SIGNED is not allowed for element type 'ui32' (C3)}}
  %0 = stablehlo.compare GT, %arg0, %arg0, SIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_type_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.compare' op compare_type SIGNED is not allowed for element type 'i1' (C3)}}
  %0 = stablehlo.compare EQ, %arg0, %arg0, SIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_type_complex_totalorder(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.compare' op compare_type TOTALORDER is not allowed for element type 'complex<f32>' (C3)}}
  %0 = stablehlo.compare EQ, %arg0, %arg0, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return
}

// -----

func.func @select_pred_shape(%arg0: tensor<3xi1>, %arg1: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.select' op requires pred to be 0-d or of the shape of on_true (C1), but got 'tensor<3xi1>' and 'tensor<2xf32>'}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<3xi1>, tensor<2xf32>
  return
}

// -----

func.func @select_branch_types(%arg0: tensor<2xi1>, %arg1: tensor<2xf32>, %arg2: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.select' op requires on_true and on_false of the same type (C2), but got 'tensor<2xf32>' and 'tensor<2xi32>'}}
  %0 = stablehlo.select %arg0, %arg1, %arg2 : (tensor<2xi1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @select_branch_shapes(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<3xf32>) {
  // expected-error @+1 {{'stablehlo.select' op requires on_true and on_false of the same type (C2), but got 'tensor<2xf32>' and 'tensor<3xf32>'}}
  %0 = stablehlo.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @select_result(%arg0: tensor<i1>, %arg1: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.select' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{'stablehlo.select' op failed to infer returned types}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @clamp_min_shape(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.clamp' op requires min to be 0-d or of the shape of operand (C1), but got 'tensor<3xf32>' and 'tensor<2xf32>'}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_max_shape(%arg0: tensor<f32>, %arg1: tensor<2xf32>, %arg2: tensor<1xf32>) {
  // expected-error @+1 {{'stablehlo.clamp' op requires max to be 0-d or of the shape of operand (C2), but got 'tensor<1xf32>' and 'tensor<2xf32>'}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_element_type(%arg0: tensor<f64>, %arg1: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.clamp' op requires min, operand and max of the same element type (C3), but got 'f64' and 'f32'}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<f64>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_result(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.clamp' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xi32>'}}
  // expected-error @+1 {{'stablehlo.clamp' op failed to infer returned types}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @convert_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.convert' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @bitcast_complex(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op cannot convert between complex and non-complex element types (C2), but got 'complex<f32>' and 'f64'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return
}

// -----

func.func @bitcast_same_width_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires the operand's shape for elements of the same width (C1), but got 'tensor<2xf32>' and 'tensor<3xi32>'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @bitcast_narrow_rank(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires the result rank to be 2 when converting 32-bit to 8-bit elements (C1), but got 1}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi8>
  return
}

// -----

func.func @bitcast_narrow_trailing(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires the trailing dimension of the result to be 4 (C1), but got 3}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x3xi8>
  return
}

// -----

func.func @bitcast_narrow_leading(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires dimension 0 of operand and result to match (C1), but got 'tensor<2xf32>' and 'tensor<3x4xi8>'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<3x4xi8>
  return
}

// -----

func.func @bitcast_wide_rank(%arg0: tensor<2xi8>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires the result rank to be 0 when converting 8-bit to 32-bit elements (C1), but got 1}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xi8>) -> tensor<2xf32>
  return
}

// -----

func.func @bitcast_wide_trailing(%arg0: tensor<2x2xi8>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op requires the trailing dimension of the operand to be 4 (C1), but got 2}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x2xi8>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_exponent(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires exponent_bits >= 1 (C2), but got 0}}
  %0 = stablehlo.reduce_precision %arg0, format = e0m10 : tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_mantissa(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires mantissa_bits >= 0 (C3), but got -1}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = -1 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_result(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.reduce_precision' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  // expected-error @+1 {{'stablehlo.reduce_precision' op failed to infer returned types}}
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : (tensor<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @uniform_quantize_expressed(%arg0: tensor<2xf64>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op requires the result's expressed type to be 'f64' (C2), but got 'f32'}}
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @uniform_requantize_expressed(%arg0: tensor<2x!quant.uniform<i8:f64, 1.000000e-01:3>>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op requires the result's expressed type to be 'f64' (C2), but got 'f32'}}
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x!quant.uniform<i8:f64, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @uniform_quantize_shape(%arg0: tensor<3xf32>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<3xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @uniform_dequantize_expressed(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // expected-error @+2 {{'stablehlo.uniform_dequantize' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op failed to infer returned types}}
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xf64>
  return
}

// -----

func.func @uniform_dequantize_shape(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<3xf32>
  return
}

// -----

func.func @constant_quantized_storage() {
  // expected-error @+1 {{'stablehlo.constant' op value of type 'tensor<2xi16>' does not match the result type 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>'}}
  %0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi16>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @constant_quantized_shape() {
  // expected-error @+1 {{'stablehlo.constant' op value of type 'tensor<3xi8>' does not match the result type 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>'}}
  %0 = stablehlo.constant() <{value = dense<[1, 2, 3]> : tensor<3xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @result_accuracy_tolerance_outside_tolerance_mode(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.sine' op requires zero result_accuracy tolerances in mode HIGHEST, but got #stablehlo.result_accuracy<}}
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return
}

// -----

func.func @result_accuracy_negative_atol(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.log' op requires non-negative result_accuracy tolerances, but got #stablehlo.result_accuracy<}}
  %0 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = -1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return
}

// -----

func.func @result_accuracy_negative_ulps(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.tan' op requires non-negative result_accuracy tolerances, but got #stablehlo.result_accuracy<}}
  %0 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = -1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return
}
