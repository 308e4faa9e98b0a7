module @jit_attention attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %2 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %4 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.sqrt %cst_3 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %7 = stablehlo.divide %4, %6 : tensor<8x8xf32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %9 = call @tril(%8) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %10 = call @_where(%9, %7, %cst_2) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<8x8xf32>
    %17 = stablehlo.exponential %16 : tensor<8x8xf32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %21 = stablehlo.divide %17, %20 : tensor<8x8xf32>
    %22 = stablehlo.dot_general %21, %2, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %23 = stablehlo.add %arg0, %22 : tensor<8x16xf32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.subtract %23, %28 : tensor<8x16xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8x16xf32>
    %31 = stablehlo.reduce(%30 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8x1xf32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %36 = stablehlo.subtract %23, %35 : tensor<8x16xf32>
    %37 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %38 = stablehlo.add %34, %37 : tensor<8x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<8x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<8x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<8x16xf32>
    %45 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x16xf32>
    return %47 : tensor<8x16xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xf32>, %arg2: tensor<f32>) -> tensor<8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8xi1>, tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}
