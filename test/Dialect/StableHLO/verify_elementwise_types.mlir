// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Element types outside an elementwise op's spec "Inputs" table, and
// malformed pretty forms.

func.func @cbrt_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.cbrt' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.cbrt %arg0 : tensor<2xi32>
  return
}

// -----

func.func @cosine_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.cosine' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.cosine %arg0 : tensor<2xi32>
  return
}

// -----

func.func @exponential_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.exponential' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.exponential %arg0 : tensor<2xi32>
  return
}

// -----

func.func @exponential_minus_one_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.exponential_minus_one' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xi32>
  return
}

// -----

func.func @log_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.log' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.log %arg0 : tensor<2xi32>
  return
}

// -----

func.func @log_plus_one_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.log_plus_one' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xi32>
  return
}

// -----

func.func @logistic_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.logistic' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.logistic %arg0 : tensor<2xi32>
  return
}

// -----

func.func @rsqrt_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.rsqrt' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.rsqrt %arg0 : tensor<2xi32>
  return
}

// -----

func.func @sine_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.sine' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.sine %arg0 : tensor<2xi32>
  return
}

// -----

func.func @sqrt_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.sqrt' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.sqrt %arg0 : tensor<2xi32>
  return
}

// -----

func.func @tan_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.tan' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.tan %arg0 : tensor<2xi32>
  return
}

// -----

func.func @tanh_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.tanh' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.tanh %arg0 : tensor<2xi32>
  return
}

// -----

func.func @ceil_complex(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.ceil' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.ceil %arg0 : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @floor_complex(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.floor' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.floor %arg0 : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @round_nearest_afz_complex(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.round_nearest_afz' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @round_nearest_even_complex(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.round_nearest_even' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.round_nearest_even %arg0 : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @tanh_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.tanh' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.tanh %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @clz_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.count_leading_zeros' op operand #0 must be ranked tensor of integer values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xf32>
  return
}

// -----

func.func @popcnt_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.popcnt' op operand #0 must be ranked tensor of integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.popcnt %arg0 : tensor<2xi1>
  return
}

// -----

func.func @not_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.not' op operand #0 must be ranked tensor of pred (i1) or integer values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.not %arg0 : tensor<2xf32>
  return
}

// -----

func.func @negate_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.negate' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.negate %arg0 : tensor<2xi1>
  return
}

// -----

func.func @sign_unsigned(%arg0: tensor<2xui32>) {
  // expected-error @+1 {{'stablehlo.sign' op operand #0 must be ranked tensor of signed integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xui32>'}}
  %0 = stablehlo.sign %arg0 : tensor<2xui32>
  return
}

// -----

func.func @abs_unsigned(%arg0: tensor<2xui32>) {
  // expected-error @+1 {{'stablehlo.abs' op operand #0 must be ranked tensor of signed integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xui32>'}}
  %0 = stablehlo.abs %arg0 : tensor<2xui32>
  return
}

// -----

func.func @abs_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.abs' op operand #0 must be ranked tensor of signed integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.abs %arg0 : tensor<2xi1>
  return
}

// -----

func.func @real_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.real' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.real %arg0 : tensor<2xi32>
  return
}

// -----

func.func @imag_complex_result(%arg0: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.imag' op result #0 must be ranked tensor of floating-point values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @is_finite_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.is_finite' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xi32>) -> tensor<2xi1>
  return
}

// -----

func.func @is_finite_result(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.is_finite' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @and_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.and' op operand #0 must be ranked tensor of pred (i1) or integer values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.and %arg0, %arg0 : tensor<2xf32>
  return
}

// -----

func.func @or_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.or' op operand #0 must be ranked tensor of pred (i1) or integer values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.or %arg0, %arg0 : tensor<2xf32>
  return
}

// -----

func.func @xor_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.xor' op operand #0 must be ranked tensor of pred (i1) or integer values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.xor %arg0, %arg0 : tensor<2xf32>
  return
}

// -----

func.func @shift_left_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.shift_left' op operand #0 must be ranked tensor of integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @shift_right_arithmetic_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.shift_right_arithmetic' op operand #0 must be ranked tensor of integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @shift_right_logical_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.shift_right_logical' op operand #0 must be ranked tensor of integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @atan2_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.atan2' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.atan2 %arg0, %arg0 : tensor<2xi32>
  return
}

// -----

func.func @divide_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.divide' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.divide %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @power_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.power' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.power %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @remainder_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.remainder' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.remainder %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @subtract_bool(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.subtract' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xi1>'}}
  %0 = stablehlo.subtract %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @maximum_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.maximum' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.maximum %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @minimum_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.minimum' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.minimum %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @multiply_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.multiply' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @divide_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.divide' op operand #0 must be ranked tensor of integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.divide %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @complex_bf16(%arg0: tensor<2xbf16>) {
  // expected-error @+1 {{'stablehlo.complex' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<2xbf16>'}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @complex_result_real(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.complex' op result #0 must be ranked tensor of complex<f32> or complex<f64> values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @compare_result_int(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.compare' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @compare_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.compare' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>, tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3xi1>
  return
}

// -----

func.func @select_pred_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.select' op operand #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.select %arg0, %arg0, %arg0 : tensor<2xi32>, tensor<2xi32>
  return
}

// -----

func.func @clamp_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+1 {{'stablehlo.clamp' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>
  return
}

// -----

func.func @convert_quantized(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // expected-error @+1 {{'stablehlo.convert' op operand #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> values, but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>'}}
  %0 = stablehlo.convert %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.reduce_precision' op operand #0 must be ranked tensor of floating-point or per-tensor quantized integer values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2xi32>
  return
}

// -----

func.func @uniform_quantize_int(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op operand #0 must be ranked tensor of floating-point or quantized integer (!quant.uniform) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xi32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return
}

// -----

func.func @uniform_quantize_float_result(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op result #0 must be ranked tensor of quantized integer (!quant.uniform) values, but got 'tensor<2xi8>'}}
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2xi8>
  return
}

// -----

func.func @uniform_dequantize_float(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op operand #0 must be ranked tensor of quantized integer (!quant.uniform) values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @f128_operand(%arg0: tensor<2xf128>) {
  // expected-error @+1 {{'stablehlo.exponential' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2xf128>'}}
  %0 = stablehlo.exponential %arg0 : tensor<2xf128>
  return
}

// -----

func.func @unranked_operand(%arg0: tensor<*xf32>) {
  // expected-error @+1 {{'stablehlo.exponential' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<*xf32>'}}
  %0 = stablehlo.exponential %arg0 : tensor<*xf32>
  return
}

// -----

func.func @reduce_precision_bad_format(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected the format as e<exponent bits>m<mantissa bits>, e.g. e5m10, but got 'x5m10'}}
  %0 = stablehlo.reduce_precision %arg0, format = x5m10 : tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_no_mantissa(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected the format as e<exponent bits>m<mantissa bits>, e.g. e5m10, but got 'e5'}}
  %0 = stablehlo.reduce_precision %arg0, format = e5 : tensor<2xf32>
  return
}

// -----

func.func @compare_bad_direction(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.compare' unknown comparison_direction 'XX'}}
  %0 = stablehlo.compare XX, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_bad_type(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.compare' unknown comparison_type 'REAL'}}
  %0 = stablehlo.compare GT, %arg0, %arg0, REAL : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @complex_short_form_real(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.complex' expected a tensor of complex type, but got 'tensor<2xf32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : tensor<2xf32>
  return
}

// -----

func.func @select_functional_arity(%arg0: tensor<2xi1>, %arg1: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.select' expected '(pred, on_true, on_false) -> result' as the select type}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @select_missing_type(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.select %arg0, %arg0, %arg0 : tensor<2xi1>
  return
}

// -----

func.func @binary_functional_arity(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.add' expected 2 operand types but got 1}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @result_accuracy_wrong_attr(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.exponential' 'stablehlo.exponential' op attribute 'result_accuracy' failed to satisfy constraint: result accuracy}}
  %0 = stablehlo.exponential %arg0 {result_accuracy = 1 : i32} : tensor<2xf32>
  return
}

// -----

func.func @result_accuracy_bad_mode(%arg0: tensor<2xf32>) {
  // expected-error @+2 {{expected ::kiln::stablehlo::ResultAccuracyMode to be one of: DEFAULT, HIGHEST, TOLERANCE}}
  // expected-error @+1 {{failed to parse HLO_ResultAccuracyModeAttr parameter 'value' which is to be a `::kiln::stablehlo::ResultAccuracyMode`}}
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<FAST>>} : tensor<2xf32>
  return
}

// -----

func.func @result_accuracy_on_non_transcendental(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{invalid properties {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} for op stablehlo.floor: this operation does not support properties}}
  %0 = "stablehlo.floor"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>}> : (tensor<2xf32>) -> tensor<2xf32>
  return
}
