module @jit_fori_dynamic attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %1:4 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %0) : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4x2xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg, %iterArg_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %4 = stablehlo.multiply %iterArg_4, %3 : tensor<4xf32>
      %5 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %7 = stablehlo.add %iterArg_4, %6 : tensor<4xf32>
      %8 = stablehlo.sine %7 : tensor<4xf32>
      %9 = stablehlo.add %4, %8 : tensor<4xf32>
      %10 = stablehlo.slice %9 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %12 = func.call @remainder(%iterArg, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = stablehlo.compare LT, %12, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = stablehlo.convert %12 : tensor<i32>
      %15 = stablehlo.add %14, %c : tensor<i32>
      %16 = stablehlo.select %13, %15, %12 : tensor<i1>, tensor<i32>
      %17 = stablehlo.dynamic_update_slice %iterArg_5, %11, %16, %c_1 : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
      stablehlo.return %2, %iterArg_3, %9, %17 : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4x2xf32>
    }
    return %1#2, %1#3 : tensor<4xf32>, tensor<4x2xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = call @_where(%0, %c, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
