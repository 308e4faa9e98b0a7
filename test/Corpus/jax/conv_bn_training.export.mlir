module @jit_conv_bn_training attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<2x4x4x4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x4x4x4xf32>
    %1 = stablehlo.reduce(%0 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4xf32>
    %4 = call @_var(%0, %c) : (tensor<2x4x4x4xf32>, tensor<i32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x4x4x4xf32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %4, %8 : tensor<4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<2x4x4x4xf32>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x4x4x4xf32>
    %17 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x4x4x4xf32>
    %20 = call @relu(%19) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.multiply %21, %arg4 : tensor<4xf32>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %3 : tensor<4xf32>
    %25 = stablehlo.add %22, %24 : tensor<4xf32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.multiply %26, %arg5 : tensor<4xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %28, %4 : tensor<4xf32>
    %30 = stablehlo.add %27, %29 : tensor<4xf32>
    return %20, %25, %30 : tensor<2x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x4x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x4xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x4x4x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4xf32>
    %12 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %13 = call @_where(%12, %11, %cst) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    return %13 : tensor<4xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x4xf32>
    return %1 : tensor<2x4x4x4xf32>
  }
}
