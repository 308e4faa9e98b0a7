module @mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x16xf32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<2x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<2x16xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x4xf32>) -> tensor<2x4xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<2x4xf32>
    %11 = stablehlo.exponential %10 : tensor<2x4xf32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
    %14 = stablehlo.divide %11, %13 : tensor<2x4xf32>
    return %14 : tensor<2x4xf32>
  }
}
