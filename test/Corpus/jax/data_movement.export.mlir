module @jit_data_movement attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<6x7xf32> {jax.result_info = "result[2]"}, tensor<2x2xf32> {jax.result_info = "result[3]"}, tensor<2x2xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<3x4xf32> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}, tensor<3x3x4xf32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x3xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<3x4xf32>
    %4 = stablehlo.concatenate %arg0, %3, dim = 0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.pad %arg0, %cst_3, low = [1, 0], high = [2, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x7xf32>
    %6 = stablehlo.slice %arg0 [0:3:2, 1:4:2] : (tensor<3x4xf32>) -> tensor<2x2xf32>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<i1>, tensor<i32>
    %10 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.add %arg1, %c : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg1 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg0, %9, %12, sizes = [2, 2] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %14 = call @_flip(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = stablehlo.iota dim = 0 : tensor<12xf32>
    %16 = stablehlo.reshape %15 : (tensor<12xf32>) -> tensor<3x4xf32>
    %17 = call @clip(%arg0, %cst_0, %cst) : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %19 = stablehlo.compare GT, %arg0, %18, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %20 = call @_where(%19, %arg0, %16) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x3x4xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x3x4xf32>) -> tensor<3x3x4xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x3x4xf32>
    return %1, %4, %5, %6, %13, %14, %17, %20, %25 : tensor<2x6xf32>, tensor<6x4xf32>, tensor<6x7xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3x4xf32>
  }
  func.func private @_flip(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @clip(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x4xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x4xf32>
    return %5 : tensor<3x4xf32>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
