// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Constraint violations of gather (spec C1-C23, including the batching
// dimension constraints) and dynamic_gather.

func.func @gather_c1_rank(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x1x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op operand rank must equal the number of offset_dims, collapsed_slice_dims and operand_batching_dims (C1), but got rank 3 and 2 dimensions}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x1x5xf32>
  return %0 : tensor<3x2x1x5xf32>
}

// -----

func.func @gather_c2_index_vector_dim(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op index_vector_dim must be in [0, 3] (C2), but got 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c3_start_index_map_size(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op start_index_map must have as many entries as the index vector (C3): expected 1 but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c4_offset_dims_sorted(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op offset_dims must be unique and sorted (C4), but got [2, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c5_offset_dims_range(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op offset_dims must be in [0, 3) (C5), but got [1, 3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c6_collapsed_and_batching(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op collapsed_slice_dims and operand_batching_dims must not repeat a dimension (C6), but got [0] and [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c7_collapsed_sorted(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{'stablehlo.gather' op collapsed_slice_dims must be sorted (C7), but got [2, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2, 1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @gather_c8_collapsed_range(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op collapsed_slice_dims must be in [0, 3) (C8), but got [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [3], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c9_collapsed_size(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op slice_sizes[0] of a collapsed dimension must be at most 1 (C9), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c10_batching_sorted(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.gather' op operand_batching_dims must be sorted (C10), but got [2, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [2, 0], start_indices_batching_dims = [0, 1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x5x1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @gather_c11_batching_range(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op operand_batching_dims must be in [0, 3) (C11), but got [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c12_batching_size(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op slice_sizes[0] of an operand batching dimension must be at most 1 (C12), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c13_indices_batching_unique(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{'stablehlo.gather' op start_indices_batching_dims must be unique (C13), but got [0, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0, 2], start_indices_batching_dims = [0, 0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @gather_c14_indices_batching_range(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op start_indices_batching_dims must be in [0, 3) (C14), but got [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c15_index_vector_dim_batching(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op index_vector_dim must not be one of start_indices_batching_dims (C15), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c16_batching_sizes(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op operand_batching_dims and start_indices_batching_dims must have the same size (C16), but got 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0, 1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c17_batching_dim_sizes(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2x2x1xi32>) -> tensor<2x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op operand batching dimension 0 has size 3 but start_indices batching dimension 0 has size 2 (C17)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x5xf32>
  return %0 : tensor<2x2x5xf32>
}

// -----

func.func @gather_c18_start_index_map_batching(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{'stablehlo.gather' op start_index_map and operand_batching_dims must not repeat a dimension (C18), but got [0] and [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @gather_c19_start_index_map_range(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op start_index_map must be in [0, 3) (C19), but got [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c20_slice_sizes_count(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op slice_sizes must have one entry per operand dimension (C20): expected 3 but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @gather_c21_slice_size_bound(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x7x8xf32> {
  // expected-error @+2 {{'stablehlo.gather' op slice_sizes[1] = 7 must be in [0, 6] (C21)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 7, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

func.func @gather_c22_result_shape(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x7xf32> {
  // expected-error @+2 {{'stablehlo.gather' op inferred type(s) 'tensor<2x6x8xf32>' are incompatible with return type(s) of operation 'tensor<2x6x7xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x7xf32>
  return %0 : tensor<2x6x7xf32>
}

// -----

func.func @gather_c23_element_type(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6x8xf16> {
  // expected-error @+2 {{'stablehlo.gather' op inferred type(s) 'tensor<2x6x8xf32>' are incompatible with return type(s) of operation 'tensor<2x6x8xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xi32>) -> tensor<2x6x8xf16>
  return %0 : tensor<2x6x8xf16>
}

// -----

func.func @gather_float_indices(%arg0: tensor<4x6x8xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x6x8xf32> {
  // expected-error @+1 {{'stablehlo.gather' op operand #1 must be ranked tensor of integer values}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6, 8>}> : (tensor<4x6x8xf32>, tensor<2x1xf32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// -----

func.func @dynamic_gather_c20_slice_sizes_count(%arg0: tensor<?x?xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op slice_sizes must have one entry per operand dimension (C20): expected 2 but got 3}}
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_gather_c4_offset_dims(%arg0: tensor<?x?xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<2xi32>) -> tensor<?x?x?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op offset_dims must be unique and sorted (C4), but got [1, 1]}}
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 1], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @dynamic_gather_c22_result(%arg0: tensor<?x?xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op result type 'tensor<?xf32>' is incompatible with the inferred type 'tensor<?x?xf32>' (C22)}}
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_gather_c17_batching(%arg0: tensor<3x?xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2xi32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op operand batching dimension 0 has size 3 but start_indices batching dimension 0 has size 2 (C17)}}
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>}> : (tensor<3x?xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
