// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Constraint violations of scatter (spec C1-C25, including the batching
// dimension constraints and the update_computation signature).

func.func @scatter_c1_input_shapes(%in0: tensor<4x6xf32>, %in1: tensor<4x5xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>, %up1: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op inputs must have the same shape (C1), but got 'tensor<4x5xf32>' and 'tensor<4x6xf32>'}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %idx, %up0, %up1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>, %b2: tensor<f32>, %b3: tensor<f32>):
    stablehlo.return %b2 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x5xf32>, tensor<2x1xi32>, tensor<2x6xf32>, tensor<2x6xf32>) -> (tensor<4x6xf32>, tensor<4x5xf32>)
  return %0#0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c2_rank(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op input rank must equal the number of update_window_dims, inserted_window_dims and input_batching_dims (C2), but got rank 2 and 1 dimensions}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c3_update_shapes(%in0: tensor<4x6xf32>, %in1: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>, %up1: tensor<2x5xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op updates must have the same shape (C3), but got 'tensor<2x5xf32>' and 'tensor<2x6xf32>'}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %idx, %up0, %up1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>, %b2: tensor<f32>, %b3: tensor<f32>):
    stablehlo.return %b2 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>, tensor<2x5xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
  return %0#0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c4_scatter_dim(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<3x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op updates scatter dimension 0 has size 3 but the matching scatter_indices dimension has size 2 (C4)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<3x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c4_window_dim(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x7xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op updates window dimension 1 of size 7 exceeds the input dimension's size 6 (C4)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x7xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c4_rank(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6x1xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op updates must have rank 2 (the scatter_indices batch dimensions plus update_window_dims) (C4), but got 3}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6x1xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c5_no_inputs(%idx: tensor<2x1xi32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op expects as many updates as inputs, at least one (C5), but got 0 inputs and 0 updates}}
  %0 = "stablehlo.scatter"(%idx) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<2x1xi32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c6_element_type(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xi32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op updates[0] element type 'i32' must match the element type 'f32' of inputs[0] (C6)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xi32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c7_update_window_dims(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_window_dims must be unique and sorted (C7), but got [1, 1]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c8_update_window_dims_range(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_window_dims must be in [0, 2) (C8), but got [2]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c9_inserted_and_batching(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op inserted_window_dims and input_batching_dims must not repeat a dimension (C9), but got [0] and [0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c10_inserted_sorted(%in0: tensor<4x6x8xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x8xf32>) -> tensor<4x6x8xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op inserted_window_dims must be sorted (C10), but got [1, 0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6x8xf32>, tensor<2x1xi32>, tensor<2x8xf32>) -> tensor<4x6x8xf32>
  return %0 : tensor<4x6x8xf32>
}

// -----

func.func @scatter_c11_inserted_range(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op inserted_window_dims must be in [0, 2) (C11), but got [2]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c12_batching_sorted(%in0: tensor<4x6x8xf32>, %idx: tensor<4x8x1xi32>, %up0: tensor<4x8xf32>) -> tensor<4x6x8xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op input_batching_dims must be sorted (C12), but got [2, 0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [2, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6x8xf32>, tensor<4x8x1xi32>, tensor<4x8xf32>) -> tensor<4x6x8xf32>
  return %0 : tensor<4x6x8xf32>
}

// -----

func.func @scatter_c13_batching_range(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op input_batching_dims must be in [0, 2) (C13), but got [2]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c14_indices_batching_unique(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op scatter_indices_batching_dims must be unique (C14), but got [0, 0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c15_indices_batching_range(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op scatter_indices_batching_dims must be in [0, 2) (C15), but got [2]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c16_index_vector_dim_batching(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op index_vector_dim must not be one of scatter_indices_batching_dims (C16), but got 1}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c17_batching_sizes(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op input_batching_dims and scatter_indices_batching_dims must have the same size (C17), but got 1 and 0}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c18_batching_dim_sizes(%in0: tensor<4x6xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op input batching dimension 0 has size 4 but scatter_indices batching dimension 0 has size 3 (C18)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c19_index_vector_size(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op scatter_dims_to_operand_dims must have as many entries as the index vector (C19): expected 1 but got 2}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c20_dims_to_operand_and_batching(%in0: tensor<4x6xf32>, %idx: tensor<4x1xi32>, %up0: tensor<4xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op scatter_dims_to_operand_dims and input_batching_dims must not repeat a dimension (C20), but got [0] and [0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c21_dims_to_operand_range(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op scatter_dims_to_operand_dims must be in [0, 2) (C21), but got [2]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c22_index_vector_dim(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op index_vector_dim must be in [0, 2] (C22), but got 3}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c23_argument_count(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_computation must take 2 arguments (C23), but takes 1}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>):
    stablehlo.return %b0 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c23_argument_types(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_computation arguments 0 and 1 must be the same 0-dimensional tensor type (C23), but got 'tensor<f32>' and 'tensor<f64>'}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f64>):
    stablehlo.return %b0 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c23_argument_rank(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_computation arguments 0 and 1 must be the same 0-dimensional tensor type (C23), but got 'tensor<1xf32>' and 'tensor<1xf32>'}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<1xf32>, %b1: tensor<1xf32>):
    stablehlo.return %b1 : tensor<1xf32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c23_not_promotable(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf16> {
  // expected-error @+1 {{'stablehlo.scatter' op update_computation argument type 'tensor<f16>' does not fit inputs[0] element type 'f32' (C23)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f16>, %b1: tensor<f16>):
    stablehlo.return %b1 : tensor<f16>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf16>
  return %0 : tensor<4x6xf16>
}

// -----

func.func @scatter_c23_return_type(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op update_computation must return 1 value(s) of the argument types ('tensor<f32>') (C23), but returns ('tensor<i32>')}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    %c = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c24_result_count(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op expects 1 results, one per input (C24), but got 2}}
  %0:2 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
  return %0#0 : tensor<4x6xf32>
}

// -----

func.func @scatter_c24_result_shape(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'stablehlo.scatter' op result 0 has type 'tensor<4x5xf32>' but expected 'tensor<4x6xf32>' (the shape of inputs[0] and the update_computation element type) (C24, C25)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @scatter_c25_result_element(%in0: tensor<4x6xf32>, %idx: tensor<2x1xi32>, %up0: tensor<2x6xf32>) -> tensor<4x6xf16> {
  // expected-error @+1 {{'stablehlo.scatter' op result 0 has type 'tensor<4x6xf16>' but expected 'tensor<4x6xf32>' (the shape of inputs[0] and the update_computation element type) (C24, C25)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %b1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf16>
  return %0 : tensor<4x6xf16>
}
