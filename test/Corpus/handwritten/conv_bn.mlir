module @conv_bn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @inference(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg2, %arg3, %arg4, %arg5) <{epsilon = 9.99999974E-6 : f32, feature_index = 3 : i64}> : (tensor<1x6x6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6x6x4xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<1x6x6x4xf32>
    return %3 : tensor<1x6x6x4xf32>
  }
  func.func public @training(%arg0: tensor<2x6x6x2xf32>, %arg1: tensor<4x2x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x2xf32>, tensor<4x2x3x3xf32>) -> tensor<2x4x3x3xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %arg2, %arg3) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>)
    return %output, %batch_mean, %batch_var : tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
