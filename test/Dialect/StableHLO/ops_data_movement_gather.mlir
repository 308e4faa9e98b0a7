// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// gather, dynamic_gather and scatter print in the generic form, as JAX
// emits them (x[idx], vmapped indexing, x.at[idx].add/set).

// CHECK-LABEL: func.func @gather
func.func @gather(%arg0: tensor<4x6xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<2x1xi32>) -> tensor<2x6xf32>
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<2x1xi32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// CHECK-LABEL: func.func @gather_offset_dims_in_the_middle
func.func @gather_offset_dims_in_the_middle(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2x2x1xi32>) -> tensor<2x2x4x5xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 5>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x4x5xf32>
  // CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 3>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x2x3xf32>
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 5>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x4x5xf32>
  %1 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 3>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x2x3xf32>
  return %0 : tensor<2x2x4x5xf32>
}

// -----

// vmap of r[j] gives operand/start_indices batching dimensions.
// CHECK-LABEL: func.func @gather_batching
func.func @gather_batching(%arg0: tensor<4x6xf32>, %arg1: tensor<4x1xi32>, %arg2: tensor<3x4x5xf32>, %arg3: tensor<3x2x1xi32>) -> tensor<4x1xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
  // CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
  %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<4x1xf32>
}

// -----

// An index_vector_dim equal to rank(start_indices) means one index per
// position (an implicit trailing dimension of size 1).
// CHECK-LABEL: func.func @gather_implicit_index_vector
func.func @gather_implicit_index_vector(%arg0: tensor<4x6xf32>, %arg1: tensor<3xi64>, %arg2: tensor<?x6xf32>, %arg3: tensor<?x1xi32>) -> tensor<3x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<3x6xf32>
  // CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<?x6xf32>, tensor<?x1xi32>) -> tensor<?x6xf32>
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<3x6xf32>
  %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<?x6xf32>, tensor<?x1xi32>) -> tensor<?x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_gather
func.func @dynamic_gather(%arg0: tensor<?x?xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<2xi32>, %arg3: tensor<1xi32>) -> tensor<?x?xf32> {
  // CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK-NEXT: %1 = "stablehlo.dynamic_gather"(%arg0, %arg3, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = true}> : (tensor<?x?xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %1 = "stablehlo.dynamic_gather"(%arg0, %arg3, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = true}> : (tensor<?x?xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// x.at[idx].add(1.0)
// CHECK-LABEL: func.func @scatter_add
func.func @scatter_add(%arg0: tensor<4x6xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x6xf32>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// vmap of r.at[j].set(2.0): input/scatter_indices batching dimensions.
// CHECK-LABEL: func.func @scatter_batching
func.func @scatter_batching(%arg0: tensor<4x6xf32>, %arg1: tensor<4x1xi32>, %arg2: tensor<4xf32>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   stablehlo.return %arg4 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    stablehlo.return %arg4 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// x.at[i, 1:3].set(...): a window smaller than the input dimension, and
// attributes left at their defaults.
// CHECK-LABEL: func.func @scatter_window
func.func @scatter_window(%arg0: tensor<4x6xf32>, %arg1: tensor<2x2xi32>, %arg2: tensor<2x2xf32>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   stablehlo.return %arg4 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<4x6xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    stablehlo.return %arg4 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// Variadic scatter: two inputs and two updates share one index tensor.
// CHECK-LABEL: func.func @scatter_variadic
func.func @scatter_variadic(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>, %arg2: tensor<2x1xi64>, %arg3: tensor<2x6xf32>, %arg4: tensor<2x6xi32>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  // CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg5, %arg7 : tensor<f32>
  // CHECK-NEXT:   %2 = stablehlo.add %arg6, %arg8 : tensor<i32>
  // CHECK-NEXT:   stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<2x1xi64>, tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
    %1 = stablehlo.add %arg5, %arg7 : tensor<f32>
    %2 = stablehlo.add %arg6, %arg8 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<2x1xi64>, tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
  return %0#0 : tensor<4x6xf32>
}

// -----

// The combiner may compute in a wider element type than the input (spec:
// scatter C23 is_promotable); the result takes the combiner's type.
// CHECK-LABEL: func.func @scatter_promoted_combiner
func.func @scatter_promoted_combiner(%arg0: tensor<4x6xf16>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x6xf16>) -> tensor<4x6xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6xf16>, tensor<2x1xi32>, tensor<2x6xf16>) -> tensor<4x6xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6xf16>, tensor<2x1xi32>, tensor<2x6xf16>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// jnp.take_along_axis: two batching dimensions and no offset dimensions.
// CHECK-LABEL: func.func @gather_take_along_axis
func.func @gather_take_along_axis(%arg0: tensor<4x6x5xf32>, %arg1: tensor<4x6x2x1xi32>) -> tensor<4x6x2xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x6x5xf32>, tensor<4x6x2x1xi32>) -> tensor<4x6x2xf32>
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x6x5xf32>, tensor<4x6x2x1xi32>) -> tensor<4x6x2xf32>
  return %0 : tensor<4x6x2xf32>
}

// -----

// x.at[:, i].min(...) with sorted, unique indices: window dimensions on both
// sides of the scatter dimension.
// CHECK-LABEL: func.func @scatter_min_windows
func.func @scatter_min_windows(%arg0: tensor<4x6x5xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<4x2x5xf32>) -> tensor<4x6x5xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6x5xf32>, tensor<2x1xi32>, tensor<4x2x5xf32>) -> tensor<4x6x5xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6x5xf32>, tensor<2x1xi32>, tensor<4x2x5xf32>) -> tensor<4x6x5xf32>
  return %0 : tensor<4x6x5xf32>
}

// -----

// vmap of r.at[k].add(r[k]): batching dimensions together with a window.
// CHECK-LABEL: func.func @scatter_batching_window
func.func @scatter_batching_window(%arg0: tensor<4x6x5xf32>, %arg1: tensor<4x2x1xi32>, %arg2: tensor<4x2x5xf32>) -> tensor<4x6x5xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x6x5xf32>, tensor<4x2x1xi32>, tensor<4x2x5xf32>) -> tensor<4x6x5xf32>
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6x5xf32>, tensor<4x2x1xi32>, tensor<4x2x5xf32>) -> tensor<4x6x5xf32>
  return %0 : tensor<4x6x5xf32>
}
