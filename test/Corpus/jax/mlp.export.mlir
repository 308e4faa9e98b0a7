module @jit_mlp attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x10xf32>, %arg6: tensor<10xf32>) -> (tensor<4x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x32xf32>
    %4 = call @relu(%3) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x32xf32>
    %9 = call @relu(%8) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %13 = stablehlo.add %10, %12 : tensor<4x10xf32>
    %14 = call @log_softmax(%13) : (tensor<4x10xf32>) -> tensor<4x10xf32>
    return %14 : tensor<4x10xf32>
  }
  func.func private @relu(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x10xf32>
    return %11 : tensor<4x10xf32>
  }
}
