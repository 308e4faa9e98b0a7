module @jit_einsum attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<5xf32>) -> (tensor<2x3x5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<4x2x3xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %3 = stablehlo.compare EQ, %1, %2, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.select %3, %arg2, %4 : tensor<3x3xi1>, tensor<3x3xf32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [] x [] : (tensor<3xf32>, tensor<5xf32>) -> tensor<3x5xf32>
    %8 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %9 = stablehlo.dot_general %arg3, %8, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
    %10 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    return %0, %6, %7, %9, %10 : tensor<2x3x5xf32>, tensor<f32>, tensor<3x5xf32>, tensor<f32>, tensor<4x2x3xf32>
  }
}
