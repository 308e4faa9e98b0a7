// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Constraint violations of slice, dynamic_slice, dynamic_update_slice,
// real_dynamic_slice, concatenate, pad and dynamic_pad.

func.func @slice_c2_sizes(%arg0: tensor<3x8xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{'stablehlo.slice' op start_indices, limit_indices and strides must have one entry per operand dimension (C2): expected 2 but got 1, 1 and 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [1:3] : (tensor<3x8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_c2_generic_lengths(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{start_indices, limit_indices and strides must have one entry per operand dimension (C2): expected 1 but got 1, 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1, 1>}> : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_c3_start_after_limit(%arg0: tensor<8xf32>) -> tensor<0xf32> {
  // expected-error @+2 {{'stablehlo.slice' op dimension 0 slice 4:3 must satisfy 0 <= start <= limit <= 8 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [4:3] : (tensor<8xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @slice_c3_limit_past_end(%arg0: tensor<3x8xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{dimension 1 slice 7:9 must satisfy 0 <= start <= limit <= 8 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [0:3, 7:9] : (tensor<3x8xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @slice_c3_negative_start(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{dimension 0 slice -1:1 must satisfy 0 <= start <= limit <= 8 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [-1:1] : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_c4_stride(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{'stablehlo.slice' op strides must be positive (C4), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [0:2:0] : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_c5_result(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.slice' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %arg0 [0:8:3] : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_bad_range_syntax(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected integer value}}
  %0 = stablehlo.slice %arg0 [0:] : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_slice_c2_indices(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>) -> tensor<1x4xi32> {
  // expected-error @+2 {{'stablehlo.dynamic_slice' op start_indices must have one entry per operand dimension (C2): expected 2 but got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>) -> tensor<1x4xi32>
  return %0 : tensor<1x4xi32>
}

// -----

func.func @dynamic_slice_c2_sizes(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>) -> tensor<1xi32> {
  // expected-error @+2 {{slice_sizes must have one entry per operand dimension (C2): expected 2 but got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @dynamic_slice_c3_index_types(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>, %arg2: tensor<i32>) -> tensor<1x4xi32> {
  // expected-error @+2 {{'stablehlo.dynamic_slice' op start_indices must all have the same type (C3), but got 'tensor<i32>' and 'tensor<i64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i32>) -> tensor<1x4xi32>
  return %0 : tensor<1x4xi32>
}

// -----

func.func @dynamic_slice_c4_size(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>) -> tensor<1x5xi32> {
  // expected-error @+2 {{'stablehlo.dynamic_slice' op slice_sizes[1] = 5 must be in [0, 4] (C4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1, 5] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x5xi32>
  return %0 : tensor<1x5xi32>
}

// -----

func.func @dynamic_slice_c5_result(%arg0: tensor<3x4xi32>, %arg1: tensor<i64>) -> tensor<2x4xi32> {
  // expected-error @+2 {{'stablehlo.dynamic_slice' op inferred type(s) 'tensor<1x4xi32>' are incompatible with return type(s) of operation 'tensor<2x4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

func.func @dynamic_slice_index_not_scalar(%arg0: tensor<3xi32>, %arg1: tensor<1xi64>) -> tensor<1xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op operand #1 must be variadic of 0D tensor of}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xi32>, tensor<1xi64>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @dynamic_slice_missing_sizes(%arg0: tensor<3xi32>, %arg1: tensor<i64>) -> tensor<1xi32> {
  // expected-error @+1 {{expected 'sizes'}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @dynamic_update_slice_c1_result(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<5xf32> {
  // expected-error @+2 {{'stablehlo.dynamic_update_slice' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @dynamic_update_slice_c2_element(%arg0: tensor<4xf32>, %arg1: tensor<2xf16>, %arg2: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.dynamic_update_slice' op update element type 'f16' must match the operand element type 'f32' (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xf32>, tensor<2xf16>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_update_slice_c3_rank(%arg0: tensor<4xf32>, %arg1: tensor<1x2xf32>, %arg2: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{update rank 2 must match the operand rank 1 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xf32>, tensor<1x2xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_update_slice_c4_count(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{start_indices must have one entry per operand dimension (C4): expected 1 but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_update_slice_c5_types(%arg0: tensor<4x4xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>, %arg3: tensor<ui32>) -> tensor<4x4xf32> {
  // expected-error @+2 {{start_indices must all have the same type (C5), but got 'tensor<ui32>' and 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<ui32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @dynamic_update_slice_c6_too_big(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{update dimension 0 of size 5 exceeds the operand's size 4 (C6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xf32>, tensor<5xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @real_dynamic_slice_c1(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi32>) -> tensor<?x4xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op result element type 'i32' must match the operand element type 'f32' (C1)}}
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

func.func @real_dynamic_slice_rank(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op result rank 1 must match the operand rank 2}}
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c2(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2xi64>) -> tensor<?x4xf32> {
  // expected-error @+1 {{start_indices, limit_indices and strides must have the same type (C2), but got 'tensor<2xi32>', 'tensor<2xi64>' and 'tensor<2xi32>'}}
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg1 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi64>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @real_dynamic_slice_c3(%arg0: tensor<?x4xf32>, %arg1: tensor<3xi32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{start_indices, limit_indices and strides must have one entry per operand dimension (C3): expected 2 but got 3}}
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @concatenate_c1_element(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.concatenate' op inputs must have the same element type (C1), but input 1 has 'i32' and input 0 has 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<2xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_c2_rank(%arg0: tensor<2xf32>, %arg1: tensor<2x1xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{inputs must have the same rank (C2), but input 1 has rank 2 and input 0 has rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<2x1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_c2_shape(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{inputs must have the same shape except in dimension 0 (C2), but input 1 has size 4 in dimension 1 where another input has 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concatenate_c3_no_inputs() -> tensor<0xf32> {
  // expected-error @+2 {{'stablehlo.concatenate' op expects at least one input (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.concatenate"() <{dimension = 0 : i64}> : () -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @concatenate_c4_dimension(%arg0: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.concatenate' op dimension must be in [0, 1) (C4), but got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_c6_result(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.concatenate' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pad_value_rank(%arg0: tensor<4xf32>, %arg1: tensor<1xf32>) -> tensor<6xf32> {
  // expected-error @+2 {{'stablehlo.pad' op padding_value must be a 0-dimensional tensor, but got 'tensor<1xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<1xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_c1_element(%arg0: tensor<4xf32>, %arg1: tensor<f16>) -> tensor<6xf32> {
  // expected-error @+2 {{'stablehlo.pad' op padding_value element type 'f16' must match the operand element type 'f32' (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<f16>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_c2_sizes(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
  // expected-error @+2 {{edge_padding_low, edge_padding_high and interior_padding must have one entry per operand dimension (C2): expected 1 but got 2, 1 and 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_c3_interior(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
  // expected-error @+2 {{'stablehlo.pad' op interior_padding must be non-negative (C3), but got [-1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [-1] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_c4_negative_size(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<0xf32> {
  // expected-error @+2 {{'stablehlo.pad' op padding makes dimension 0 negative (-1) (C4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [-3], high = [-2], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @pad_c4_result(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
  // expected-error @+2 {{'stablehlo.pad' op inferred type(s) 'tensor<9xf32>' are incompatible with return type(s) of operation 'tensor<6xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_missing_interior(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @dynamic_pad_value_rank(%arg0: tensor<?xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op padding_value must be a 0-dimensional tensor, but got 'tensor<1xf32>'}}
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?xf32>, tensor<1xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c1_element(%arg0: tensor<?xf32>, %arg1: tensor<f32>, %arg2: tensor<1xindex>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op operand, padding_value and result must have the same element type (C1)}}
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @dynamic_pad_rank(%arg0: tensor<?xf32>, %arg1: tensor<f32>, %arg2: tensor<1xindex>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op result rank 2 must match the operand rank 1}}
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_pad_c2_count(%arg0: tensor<?xf32>, %arg1: tensor<f32>, %arg2: tensor<1xindex>, %arg3: tensor<2xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{edge_padding_low, edge_padding_high and interior_padding must have one entry per operand dimension (C2): expected 1 but got 2}}
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg2 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<2xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Attributes are input: padding that overflows 64-bit sizes is an error
// (kiln-parse-fuzzer found the overflow).
func.func @pad_size_overflow(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{'stablehlo.pad' op padding of dimension 0 overflows 64-bit sizes (C4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %arg0, %arg1, low = [9223372036854775807], high = [1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
