module @gather_scatter_batching attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @gather(%arg0: tensor<3x5x2xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<3x5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func public @scatter_add(%arg0: tensor<3x5x2xf32>, %arg1: tensor<3x4x1xi32>, %arg2: tensor<3x4x2xf32>) -> tensor<3x5x2xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3x5x2xf32>, tensor<3x4x1xi32>, tensor<3x4x2xf32>) -> tensor<3x5x2xf32>
    return %0 : tensor<3x5x2xf32>
  }
  func.func public @dynamic_gather(%arg0: tensor<4x6xf32>, %arg1: tensor<2x1xi64>) -> tensor<2x4x3xf32> {
    %c = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [1], index_vector_dim = 1>}> : (tensor<4x6xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4x3xf32>
    return %0 : tensor<2x4x3xf32>
  }
}
