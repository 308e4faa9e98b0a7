// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @batching_size_mismatch(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{lhs and rhs must have the same number of batching dimensions (C1), but got [0] and []}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @contracting_size_mismatch(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs and rhs must have the same number of contracting dimensions (C2), but got [1] and [0, 1]}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0, 1] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @lhs_dims_not_unique(%arg0: tensor<4x3x4xf32>, %arg1: tensor<4x4x5xf32>) -> tensor<4x3x5xf32> {
  // expected-error @+1 {{lhs batching and contracting dimensions [0] and [0] must be unique (C3)}}
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<4x3x4xf32>, tensor<4x4x5xf32>) -> tensor<4x3x5xf32>
  return %0 : tensor<4x3x5xf32>
}

// -----

func.func @rhs_dims_not_unique(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{rhs batching and contracting dimensions [] and [0, 0] must be unique (C4)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0, 1] x [0, 0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @lhs_batching_out_of_range(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{lhs batching dimensions [3] must be in [0, 3) (C5)}}
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [3] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @lhs_contracting_negative(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs contracting dimensions [-1] must be in [0, 2) (C6)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [-1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @rhs_batching_out_of_range(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{rhs batching dimensions [5] must be in [0, 3) (C7)}}
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [5], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @rhs_contracting_out_of_range(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{rhs contracting dimensions [2] must be in [0, 2) (C8)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [2] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @batching_sizes_differ(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{batching dimension sizes must match (C9), but lhs dimension 0 has size 2 and rhs dimension 0 has size 3}}
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @contracting_sizes_differ(%arg0: tensor<3x4xf32>, %arg1: tensor<5x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{contracting dimension sizes must match (C10), but lhs dimension 1 has size 4 and rhs dimension 0 has size 5}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<5x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @precision_config_one_entry(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{precision_config must hold 2 precisions (one per operand) (C11), but holds 1}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @result_shape_mismatch(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{result (C12) shape [3, 6] does not match the inferred shape [3, 5]}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

func.func @result_rank_mismatch(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<15xf32> {
  // expected-error @+1 {{result (C12) must have rank 2, but has rank 1}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}

// -----

func.func @element_types_differ(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xi32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs and rhs must have the same element type (C13), but got 'f32' and 'i32'}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @quantized_lhs_float_result(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x4xf32> {
  // expected-error @+1 {{with quantized tensors, rhs must be quantized and lhs and result must be both quantized or both not (C14)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @quantized_float_rhs(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x4xf32>) -> tensor<2x4x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{with quantized tensors, rhs must be quantized and lhs and result must be both quantized or both not (C14)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x4xf32>) -> tensor<2x4x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<2x4x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_rhs_axis_contracted(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<2x2x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{quantization dimension of rhs (0) must not be a contracting dimension (C16)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<2x2x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<2x2x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_storage_differs(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x4x!quant.uniform<i16:f32, 2.0>>) -> tensor<2x4x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{lhs and rhs must have the same storage type (C17)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x4x!quant.uniform<i16:f32, 2.0>>) -> tensor<2x4x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<2x4x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_expressed_differs(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x4x!quant.uniform<i32:f16, 2.0>> {
  // expected-error @+1 {{lhs, rhs and result must have the same expressed type (C18)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x4x!quant.uniform<i32:f16, 2.0>>
  return %0 : tensor<2x4x!quant.uniform<i32:f16, 2.0>>
}

// -----

func.func @quantized_per_axis_result(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, %arg1: tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>> {
  // expected-error @+1 {{with a per-tensor quantized rhs the result must be per-tensor quantized (C19)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0:5>>, tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>>
  return %0 : tensor<2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>>
}

// -----

func.func @hybrid_element_types(%arg0: tensor<2x3xf16>, %arg1: tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2xf16> {
  // expected-error @+1 {{with a float lhs, lhs, the expressed type of rhs and result must have the same element type (C20)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf16>, tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// -----

func.func @per_axis_lhs(%arg0: tensor<2x3x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, %arg1: tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{lhs must not be per-axis quantized (I1)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, tensor<3x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x2x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<2x2x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @algorithm_with_highest(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{precision_config must be [DEFAULT, DEFAULT] when an algorithm is given (C21)}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @algorithm_lhs_components(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs_component_count must be positive (C22), but is 0}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @algorithm_rhs_components(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{rhs_component_count must be positive (C23), but is -1}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @algorithm_primitive_operations(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{num_primitive_operations must be positive (C24), but is 0}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @algorithm_integer_type(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm precision and accumulation types must be floating-point types, but got 'i32'}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = i32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @bad_precision_keyword(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{unknown precision 'LOW', expected DEFAULT, HIGH or HIGHEST}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [LOW, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @unknown_trailing_key(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{expected 'precision' or 'algorithm' (each at most once), got 'accuracy'}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], accuracy = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @missing_contracting_dims(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{expected 'contracting_dims'}}
  %0 = stablehlo.dot_general %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_rank3(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{operands must be vectors or matrices, but have ranks 3 and 2}}
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_contracting_mismatch(%arg0: tensor<3x4xf32>, %arg1: tensor<5x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{the last lhs dimension (size 4) must match the first rhs dimension (size 5)}}
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<5x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_element_types(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xi32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs and rhs must have the same element type, but got 'f32' and 'i32'}}
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<4x5xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_result_shape(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{result shape [4] does not match the inferred shape [3]}}
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dot_precision_size(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{precision_config must hold 2 precisions (one per operand) (dot_general C11), but holds 3}}
  %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @einsum_no_arrow(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{einsum_config "ab,bc" must contain '->'}}
  %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @einsum_operand_count(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{einsum_config "ab->ab" must have 2 operand subscript(s)}}
  %0 = stablehlo.einsum %arg0, %arg1, config = "ab->ab" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @unary_einsum_rank(%arg0: tensor<3x4xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{subscripts "abc" of the operand #0 do not match its rank 2}}
  %0 = stablehlo.unary_einsum %arg0, config = "abc->a" : (tensor<3x4xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
