// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @erf_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'chlo.erf' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = chlo.erf %x : tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @lgamma_complex(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'chlo.lgamma' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xcomplex<f32>>'}}
  %0 = chlo.lgamma %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @sinh_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'chlo.sinh' op operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> values, but got 'tensor<4xi32>'}}
  %0 = chlo.sinh %x : tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @tan_element_mismatch(%x: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+2 {{'chlo.tan' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  // expected-error @+1 {{'chlo.tan' op failed to infer returned types}}
  %0 = chlo.tan %x : tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @erf_shape_mismatch(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'chlo.erf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @erf_rank_mismatch(%x: tensor<4xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{'chlo.erf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @kernel_real(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo._asin_acos_kernel' op operand #0 must be ranked tensor of complex<f32> or complex<f64> values, but got 'tensor<4xf32>'}}
  %0 = chlo._asin_acos_kernel %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @is_inf_result_type(%x: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'chlo.is_inf' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<4xi32>'}}
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @is_pos_inf_shape(%x: tensor<4xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{'chlo.is_pos_inf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @is_neg_inf_int(%x: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'chlo.is_neg_inf' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = chlo.is_neg_inf %x : tensor<4xi32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @zeta_operand_mismatch(%x: tensor<4xf32>, %q: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo.zeta' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.zeta %x, %q : tensor<4xf32>, tensor<5xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @polygamma_element_mismatch(%n: tensor<4xf32>, %x: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.polygamma' op operands must have the same type, but got 'tensor<4xf32>' and 'tensor<4xf64>'}}
  // expected-error @+1 {{'chlo.polygamma' op failed to infer returned types}}
  %0 = chlo.polygamma %n, %x : tensor<4xf32>, tensor<4xf64> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @next_after_result(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+2 {{'chlo.next_after' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  // expected-error @+1 {{'chlo.next_after' op failed to infer returned types}}
  %0 = chlo.next_after %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @next_after_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'chlo.next_after' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = chlo.next_after %x, %x : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mulhi_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo.mulhi' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = chlo.mulhi %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mulhi_pred(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'chlo.mulhi' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xi1>'}}
  %0 = chlo.mulhi %x, %x : tensor<4xi1>, tensor<4xi1> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @constant_type() -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.constant' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  // expected-error @+1 {{'chlo.constant' op failed to infer returned types}}
  %0 = "chlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @constant_not_elements() -> tensor<4xf32> {
  // expected-error @+1 {{invalid properties {value = 1.000000e+00 : f32} for op chlo.constant: Invalid attribute `value` in property conversion: 1.000000e+00 : f32}}
  %0 = "chlo.constant"() <{value = 1.0 : f32}> : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_like_element(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.constant_like' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'chlo.constant_like' op failed to infer returned types}}
  %0 = "chlo.constant_like"(%x) <{value = 1 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_like_shape(%x: tensor<4xf32>) -> tensor<5xi32> {
  // expected-error @+2 {{'chlo.constant_like' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<5xi32>'}}
  // expected-error @+1 {{'chlo.constant_like' op failed to infer returned types}}
  %0 = "chlo.constant_like"(%x) <{value = 1 : i32}> : (tensor<4xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @constant_like_untyped(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'chlo.constant_like' op value must have a tensor element type, but has 'none'}}
  // expected-error @+1 {{'chlo.constant_like' op failed to infer returned types}}
  %0 = "chlo.constant_like"(%x) <{value = "one"}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_like_index(%x: tensor<4xf32>) -> tensor<4xindex> {
  // expected-error @+1 {{'chlo.constant_like' op result #0 must be ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or quantized integer (!quant.uniform) values, but got 'tensor<4xindex>'}}
  %0 = "chlo.constant_like"(%x) <{value = 1 : index}> : (tensor<4xf32>) -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @top_k_too_large(%x: tensor<16x4xf32>) {
  // expected-error @+2 {{'chlo.top_k' op k (8) must not exceed the operand's last dimension (4)}}
  // expected-error @+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%x, k = 8) : tensor<16x4xf32> -> (tensor<16x8xf32>, tensor<16x8xi32>)
  return
}

// -----

func.func @top_k_scalar(%x: tensor<f32>) {
  // expected-error @+2 {{'chlo.top_k' op operand must have rank at least 1, but has rank 0}}
  // expected-error @+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%x, k = 1) : tensor<f32> -> (tensor<1xf32>, tensor<1xi32>)
  return
}

// -----

func.func @top_k_negative(%x: tensor<16x16xf32>) {
  // expected-error @+2 {{'chlo.top_k' op k must be non-negative, but is -1}}
  // expected-error @+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%x, k = -1) : tensor<16x16xf32> -> (tensor<16x1xf32>, tensor<16x1xi32>)
  return
}

// -----

func.func @top_k_indices_type(%x: tensor<16x16xf32>) {
  // expected-error @+2 {{'chlo.top_k' op inferred type(s) 'tensor<16x8xf32>', 'tensor<16x8xi32>' are incompatible with return type(s) of operation 'tensor<16x8xf32>', 'tensor<16x8xi64>'}}
  // expected-error @+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%x, k = 8) : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi64>)
  return
}

// -----

func.func @top_k_values_shape(%x: tensor<16x16xf32>) {
  // expected-error @+2 {{'chlo.top_k' op inferred type(s) 'tensor<16x8xf32>', 'tensor<16x8xi32>' are incompatible with return type(s) of operation 'tensor<16x7xf32>', 'tensor<16x8xi32>'}}
  // expected-error @+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%x, k = 8) : tensor<16x16xf32> -> (tensor<16x7xf32>, tensor<16x8xi32>)
  return
}

// -----

func.func @top_k_missing_k(%x: tensor<16x16xf32>) {
  // expected-error @+1 {{expected ','}}
  %0:2 = chlo.top_k(%x) : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi32>)
  return
}

// -----

func.func @unknown_op(%x: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'chlo.erfinv' is unknown}}
  %0 = chlo.erfinv %x : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @erf_no_arrow(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected '->'}}
  %0 = chlo.erf %x : tensor<4xf32>
  return
}

// -----

// kiln's CHLO takes ranked tensors only.
func.func @unranked(%x: tensor<*xf32>) {
  // expected-error @+1 {{custom op 'chlo.erf' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = chlo.erf %x : tensor<*xf32> -> tensor<*xf32>
  return
}
