module @jit_unrolled_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>) -> (tensor<8x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = stablehlo.tanh %3 : tensor<8x32xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<8x32xf32>
    %6 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x32xf32>
    %10 = stablehlo.tanh %9 : tensor<8x32xf32>
    %11 = stablehlo.add %5, %10 : tensor<8x32xf32>
    %12 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x32xf32>
    %16 = stablehlo.tanh %15 : tensor<8x32xf32>
    %17 = stablehlo.add %11, %16 : tensor<8x32xf32>
    %18 = stablehlo.dot_general %17, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.add %18, %20 : tensor<8x32xf32>
    %22 = stablehlo.tanh %21 : tensor<8x32xf32>
    %23 = stablehlo.add %17, %22 : tensor<8x32xf32>
    %24 = stablehlo.dot_general %23, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x32xf32>
    %28 = stablehlo.tanh %27 : tensor<8x32xf32>
    %29 = stablehlo.add %23, %28 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %35 = stablehlo.subtract %29, %34 : tensor<8x32xf32>
    %36 = stablehlo.exponential %35 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %40 = stablehlo.divide %36, %39 : tensor<8x32xf32>
    return %40 : tensor<8x32xf32>
  }
}
