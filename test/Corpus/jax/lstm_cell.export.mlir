module @jit_lstm_cell attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<2x16xf32>, %arg3: tensor<8x64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<64xf32>) -> (tensor<2x16xf32> {jax.result_info = "result[0]"}, tensor<2x16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x64xf32>) -> tensor<2x64xf32>
    %1 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %5 = stablehlo.add %2, %4 : tensor<2x64xf32>
    %6 = stablehlo.slice %5 [0:2, 0:16] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %7 = stablehlo.slice %5 [0:2, 16:32] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %8 = stablehlo.slice %5 [0:2, 32:48] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %9 = stablehlo.slice %5 [0:2, 48:64] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %10 = stablehlo.negate %7 : tensor<2x16xf32>
    %11 = stablehlo.exponential %10 : tensor<2x16xf32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.add %12, %11 : tensor<2x16xf32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.divide %14, %13 : tensor<2x16xf32>
    %16 = stablehlo.multiply %15, %arg2 : tensor<2x16xf32>
    %17 = stablehlo.negate %6 : tensor<2x16xf32>
    %18 = stablehlo.exponential %17 : tensor<2x16xf32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.add %19, %18 : tensor<2x16xf32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x16xf32>
    %23 = stablehlo.tanh %8 : tensor<2x16xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x16xf32>
    %25 = stablehlo.add %16, %24 : tensor<2x16xf32>
    %26 = stablehlo.negate %9 : tensor<2x16xf32>
    %27 = stablehlo.exponential %26 : tensor<2x16xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %29 = stablehlo.add %28, %27 : tensor<2x16xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.divide %30, %29 : tensor<2x16xf32>
    %32 = stablehlo.tanh %25 : tensor<2x16xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x16xf32>
    return %33, %25 : tensor<2x16xf32>, tensor<2x16xf32>
  }
}
