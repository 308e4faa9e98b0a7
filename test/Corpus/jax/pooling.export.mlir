module @jit_pooling attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x8x3xf32>) -> (tensor<2x4x4x3xf32> {jax.result_info = "result[0]"}, tensor<2x8x8x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<2x8x8x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<2x8x8x3xf32>, tensor<f32>) -> tensor<2x8x8x3xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x8x8x3xf32>
    return %1, %5 : tensor<2x4x4x3xf32>, tensor<2x8x8x3xf32>
  }
}
