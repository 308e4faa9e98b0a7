module @attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>) -> (tensor<2x4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %2 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %3 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x4xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<2x4x4xf32>
    %9 = stablehlo.exponential %8 : tensor<2x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %12 = stablehlo.divide %9, %11 : tensor<2x4x4xf32>
    %13 = stablehlo.dot_general %12, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.add %arg0, %13 : tensor<2x4x8xf32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %19 = stablehlo.subtract %14, %18 : tensor<2x4x8xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<2x4x8xf32>
    %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %22 = stablehlo.divide %21, %16 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x4xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x4x8xf32>
    %28 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x4x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x4x8xf32>
    return %31 : tensor<2x4x8xf32>
  }
}
