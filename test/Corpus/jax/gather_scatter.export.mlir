module @jit_gather_scatter attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x4xf32>, %arg3: tensor<3x5x2xf32>, %arg4: tensor<3xi32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<3x2xf32> {jax.result_info = "result[3]"}, tensor<3x5x2xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<3xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<3xi1>, tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %48 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.compare LT, %arg1, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.add %arg1, %16 : tensor<3xi32>
    %18 = stablehlo.select %15, %17, %arg1 : tensor<3xi1>, tensor<3xi32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.convert %19 : tensor<3xi32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %23 = stablehlo.concatenate %21, %22, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = "stablehlo.scatter"(%arg0, %23, %24) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x2xi32>, tensor<3xf32>) -> tensor<5x4xf32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.compare LT, %arg4, %26, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.add %arg4, %28 : tensor<3xi32>
    %30 = stablehlo.select %27, %29, %arg4 : tensor<3xi1>, tensor<3xi32>
    %31 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %32 = stablehlo.add %c_3, %c : tensor<i32>
    %33 = stablehlo.select %31, %32, %c_3 : tensor<i1>, tensor<i32>
    %34 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %36 = stablehlo.concatenate %34, %35, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %37 = "stablehlo.gather"(%arg3, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<3x5x2xf32>, tensor<3x2xi32>) -> tensor<3x1x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<3x1x2xf32>) -> tensor<3x2xf32>
    %39 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.compare LT, %arg4, %39, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %41 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.add %arg4, %41 : tensor<3xi32>
    %43 = stablehlo.select %40, %42, %arg4 : tensor<3xi1>, tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %45 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %47 = "stablehlo.scatter"(%arg3, %44, %46) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %48 = stablehlo.multiply %arg5, %arg6 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<3x5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<3x5x2xf32>
    return %6, %13, %25, %38, %47 : tensor<3x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<3x2xf32>, tensor<3x5x2xf32>
  }
}
