module @jit_low_precision attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x4xbf16>, %arg2: tensor<6xf16>) -> (tensor<4x4xbf16> {jax.result_info = "result[0]"}, tensor<6xf16> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<4x8xf16> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x4xbf16>) -> tensor<4x4xf32>
    %1 = stablehlo.exponential %arg2 : tensor<6xf16>
    %2 = stablehlo.multiply %1, %arg2 : tensor<6xf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %4 = stablehlo.add %2, %3 : tensor<6xf16>
    %5 = stablehlo.convert %0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %6 = stablehlo.convert %4 : (tensor<6xf16>) -> tensor<6xf32>
    %7 = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf16>
    return %5, %4, %6, %7 : tensor<4x4xbf16>, tensor<6xf16>, tensor<6xf32>, tensor<4x8xf16>
  }
}
