// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Constraint violations of broadcasts, reshapes, transpose, reverse, iota,
// dimension sizes and tuples. Ops that infer their result type report a
// violated constraint and then that inference failed.

func.func @broadcast_in_dim_c1_element_type(%arg0: tensor<2xf32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op result element type 'i32' must match the operand element type 'f32' (C1)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @broadcast_in_dim_c2_size(%arg0: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{broadcast_dimensions must have one entry per operand dimension (C2): expected 1 but got 2}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_c3_range(%arg0: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{broadcast_dimensions must be in [0, 2) (C3), but got [2]}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_c4_unique(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{broadcast_dimensions must be unique (C4), but got [0, 0]}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_c5_size(%arg0: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand dimension 0 of size 3 cannot be broadcast to result dimension 1 of size 4 (C5)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @broadcast_in_dim_missing_dims(%arg0: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expected 'dims'}}
  %0 = stablehlo.broadcast_in_dim %arg0, [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_negative_size(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{'stablehlo.broadcast' op broadcast_sizes must be non-negative, but got [-1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %arg0, sizes = [-1] : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @broadcast_result_type(%arg0: tensor<3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{'stablehlo.broadcast' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %arg0, sizes = [2] : (tensor<3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c5(%arg0: tensor<3xf32>, %arg1: tensor<2xi32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{operand dimension 0 of size 3 cannot be broadcast to result dimension 1 of size 4 (C5)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c7(%arg0: tensor<?xf32>, %arg1: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{output_dimensions must have one entry per result dimension (C7): expected 2 but got 3}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<?xf32>, tensor<3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c8(%arg0: tensor<?xf32>, %arg1: tensor<2xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{known_expanding_dimensions and known_nonexpanding_dimensions must not repeat a dimension (C8), but got [0] and [0]}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c9(%arg0: tensor<?xf32>, %arg1: tensor<2xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{known_expanding_dimensions must be in [0, 1) (C9), but got [1]}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] {known_expanding_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c10(%arg0: tensor<?xf32>, %arg1: tensor<2xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{known_nonexpanding_dimensions must be in [0, 1) (C10), but got [-1]}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] {known_nonexpanding_dimensions = array<i64: -1>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_c1_element_type(%arg0: tensor<6xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'stablehlo.reshape' op result element type 'f16' must match the operand element type 'f32' (C1)}}
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @reshape_c2_size(%arg0: tensor<6xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op operand and result must have the same number of elements (C2), but got 6 and 4}}
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_reshape_c1(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op result element type 'i32' must match the operand element type 'f32' (C1)}}
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @dynamic_reshape_c2(%arg0: tensor<6xf32>, %arg1: tensor<1xi32>) -> tensor<5xf32> {
  // expected-error @+1 {{operand and result must have the same number of elements (C2), but got 6 and 5}}
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<6xf32>, tensor<1xi32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @dynamic_reshape_c3(%arg0: tensor<?xf32>, %arg1: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{output_shape must have one entry per result dimension (C3): expected 1 but got 2}}
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_reshape_shape_operand(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op operand #1 must be 1D tensor of}}
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<2xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @transpose_c2_repeated(%arg0: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{'stablehlo.transpose' op permutation must be a permutation of [0, 2) (C2), but got [0, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @transpose_c2_size(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{permutation must be a permutation of [0, 2) (C2), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_c3_result(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_c1_result(%arg0: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.reverse' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reverse_c2_unique(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{'stablehlo.reverse' op dimensions must be unique (C2), but got [0, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %arg0, dims = [0, 0] : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reverse_c3_range(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{dimensions must be in [0, 1) (C3), but got [1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @iota_c1() -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.iota' op iota_dimension must be in [0, 1) (C1), but got 1}}
  %0 = stablehlo.iota dim = 1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @iota_c1_negative() -> tensor<4xi32> {
  // expected-error @+1 {{iota_dimension must be in [0, 1) (C1), but got -1}}
  %0 = stablehlo.iota dim = -1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @iota_missing_dim() -> tensor<4xi32> {
  // expected-error @+1 {{expected 'dim'}}
  %0 = stablehlo.iota 0 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_iota_c1(%arg0: tensor<1xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op iota_dimension must be in [0, 1) (C1), but got 1}}
  %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @dynamic_iota_c2(%arg0: tensor<2xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{output_shape must have one entry per result dimension (C2): expected 1 but got 2}}
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @get_dimension_size_c1(%arg0: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+2 {{'stablehlo.get_dimension_size' op dimension must be in [0, 2) (C1), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %arg0, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @get_dimension_size_result(%arg0: tensor<2x3xf32>) -> tensor<i64> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op result #0 must be 0D tensor of 32-bit signless integer values}}
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2x3xf32>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @set_dimension_size_dim(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<10xf32> {
  // expected-error @+2 {{'stablehlo.set_dimension_size' op dimension must be in [0, 1), but got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<10xf32>, tensor<i32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

func.func @set_dimension_size_constant_too_large(%arg0: tensor<10xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<11> : tensor<i32>
  // expected-error @+2 {{'stablehlo.set_dimension_size' op size 11 must be in [0, 10]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %arg0, %c, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @set_dimension_size_constant_result(%arg0: tensor<10xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<3> : tensor<i32>
  // expected-error @+2 {{inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %arg0, %c, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @set_dimension_size_rank(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<?x1xf32> {
  // expected-error @+2 {{'stablehlo.set_dimension_size' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<10>>' are incompatible with return type(s) of operation 'tensor<?x1xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// -----

func.func @tuple_result(%arg0: tensor<f32>) -> tuple<tensor<i32>> {
  // expected-error @+2 {{'stablehlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.tuple"(%arg0) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}

// -----

func.func @tuple_not_a_tuple_type(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expected a tuple type, but got 'tensor<f32>'}}
  %0 = stablehlo.tuple %arg0 : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @get_tuple_element_c1(%arg0: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op index must be in [0, 2) (C1), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %arg0[2] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @get_tuple_element_c2(%arg0: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %arg0[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @broadcast_in_dim_c6_quantized_dimension(%arg0: tensor<3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<3x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op result quantization dimension 0 must be broadcast_dimensions[0] = 1 (C6)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<3x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return %0 : tensor<3x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
}

// -----

func.func @broadcast_in_dim_c6_quantized_scales(%arg0: tensor<1x!quant.uniform<i8:f32:0, {0.5}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>> {
  // expected-error @+1 {{a broadcast quantized dimension of size 1 must repeat the operand's scale and zero point (C6)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.5}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  return %0 : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
}

// -----

func.func @reshape_c3_quantized_dimension(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>> {
  // expected-error @+1 {{'stablehlo.reshape' op reshape must keep the quantized dimension 1 of the operand as dimension 1 of the result (C3)}}
  %0 = stablehlo.reshape %arg0 : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
}

// -----

func.func @transpose_c4_quantized_dimension(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>> {
  // expected-error @+1 {{'stablehlo.transpose' op result quantization dimension 1 must map to the operand quantization dimension 1 through the permutation (C4)}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
}

// -----

func.func @get_tuple_element_c1_negative(%arg0: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op index must be in [0, 1) (C1), but got -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.get_tuple_element"(%arg0) <{index = -1 : i32}> : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
