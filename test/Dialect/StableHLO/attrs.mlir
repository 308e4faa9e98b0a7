// Structured StableHLO attributes, on their own (as discardable attributes
// of a function), in the form StableHLO's printer gives them.
// RUN: kiln-opt %s -split-input-file | FileCheck %s --strict-whitespace
// RUN: kiln-opt %s -split-input-file | kiln-opt -split-input-file | FileCheck %s --strict-whitespace

// Empty lists and a zero index_vector_dim are left out; keys may come in any
// order.
// CHECK-LABEL: func.func @gather_scatter
// CHECK-SAME: a = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 1>
// CHECK-SAME: b = #stablehlo.gather<start_index_map = [0]>
// CHECK-SAME: c = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>
// CHECK-SAME: d = #stablehlo.scatter<>
func.func @gather_scatter() attributes {
  a = #stablehlo.gather<index_vector_dim = 1, start_index_map = [0], offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [0]>,
  b = #stablehlo.gather<start_index_map = [0], index_vector_dim = 0>,
  c = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>,
  d = #stablehlo.scatter<>} {
  return
}

// -----

// CHECK-LABEL: func.func @dot
// CHECK-SAME: a = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>
// CHECK-SAME: b = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
// CHECK-SAME: c = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
func.func @dot() attributes {
  a = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
  b = #stablehlo.dot<rhs_contracting_dimensions = [0], lhs_contracting_dimensions = [1]>,
  c = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>} {
  return
}

// -----

// The compact layout form prints whenever the dimension numbers are
// permutations; `raw` input is accepted and printed compactly then.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: a = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// CHECK-SAME: b = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
// CHECK-SAME: c = #stablehlo.conv<[f, 0, b]x[i, 0, o]->[0, f, b]>
func.func @conv() attributes {
  a = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
  b = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>,
  c = #stablehlo.conv<[f, 0, b]x[i, 0, o]->[0, f, b]>} {
  return
}

// -----

// CHECK-LABEL: func.func @misc
// CHECK-SAME: a = #stablehlo.channel_handle<handle = 1, type = 2>
// CHECK-SAME: b = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>
// CHECK-SAME: c = #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 2, operand_tuple_indices = [0, 1]>
// CHECK-SAME: d = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>
// CHECK-SAME: e = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
// CHECK-SAME: f = #stablehlo<comparison_direction GT>
// CHECK-SAME: g = #stablehlo<precision HIGHEST>
// CHECK-SAME: h = #stablehlo<rng_algorithm PHILOX>
func.func @misc() attributes {
  a = #stablehlo.channel_handle<handle = 1, type = 2>,
  b = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>,
  c = #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 2, operand_tuple_indices = [0, 1]>,
  d = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>,
  e = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>,
  f = #stablehlo<comparison_direction GT>,
  g = #stablehlo<precision HIGHEST>,
  h = #stablehlo<rng_algorithm PHILOX>} {
  return
}

// -----

// Bounded dynamism: the older type_extensions spelling parses to bounds.
// CHECK-LABEL: func.func @bounds
// CHECK-SAME: (%arg0: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %arg1: tensor<2x?xf32, #stablehlo.bounds<?, 8>>)
func.func @bounds(%arg0: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %arg1: tensor<2x?xf32, #stablehlo.type_extensions<bounds = [?, 8]>>) {
  return
}
