module @jit_gelu_erf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    %1 = stablehlo.exponential %0 : tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %2, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<9.800000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.add %7, %8 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.multiply %10, %arg0 : tensor<16xf32>
    %12 = stablehlo.negate %arg0 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<16xf32>
    %15 = chlo.erfc %14 : tensor<16xf32> -> tensor<16xf32>
    %16 = stablehlo.multiply %11, %15 : tensor<16xf32>
    %17 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<16xf32>
    %21 = stablehlo.add %arg0, %20 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16xf32>
    %24 = stablehlo.tanh %23 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.add %25, %24 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16xf32>
    %29 = stablehlo.multiply %arg0, %28 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.multiply %30, %9 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<16xf32>
    %34 = chlo.erf_inv %33 : tensor<16xf32> -> tensor<16xf32>
    %35 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.add %35, %36 : tensor<16xf32>
    %38 = chlo.lgamma %37 : tensor<16xf32> -> tensor<16xf32>
    %39 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.add %39, %40 : tensor<16xf32>
    %42 = chlo.digamma %41 : tensor<16xf32> -> tensor<16xf32>
    return %16, %29, %34, %38, %42 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
