module @jit_gru_scan attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x8xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<8x48xf32>, %arg3: tensor<16x48xf32>, %arg4: tensor<48xf32>) -> (tensor<2x16xf32> {jax.result_info = "result[0]"}, tensor<6x2x16xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2x16xf32>
    %1:7 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg2, %iterArg_3 = %arg4, %iterArg_4 = %arg3, %iterArg_5 = %c_1, %iterArg_6 = %arg1, %iterArg_7 = %0) : tensor<6x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<i32>, tensor<2x16xf32>, tensor<6x2x16xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %3:2 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %2) : (tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<2x16xf32>, tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_7, %3#1, %iterArg_5) : (tensor<6x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<6x2x16xf32>
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %5, %3#0, %4 : tensor<6x2x8xf32>, tensor<8x48xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<i32>, tensor<2x16xf32>, tensor<6x2x16xf32>
    }
    return %1#5, %1#6 : tensor<2x16xf32>, tensor<6x2x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x2x8xf32>, %arg1: tensor<i32>) -> tensor<2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 2, 8] : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x48xf32>, %arg1: tensor<48xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<2x16xf32>, %arg4: tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x48xf32>) -> tensor<2x48xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<2x48xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x48xf32>
    %4 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x48xf32>) -> tensor<2x48xf32>
    %5 = stablehlo.slice %3 [0:2, 0:16] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %6 = stablehlo.slice %3 [0:2, 16:32] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %7 = stablehlo.slice %3 [0:2, 32:48] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %8 = stablehlo.slice %4 [0:2, 0:16] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %9 = stablehlo.slice %4 [0:2, 16:32] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %10 = stablehlo.slice %4 [0:2, 32:48] : (tensor<2x48xf32>) -> tensor<2x16xf32>
    %11 = stablehlo.add %5, %8 : tensor<2x16xf32>
    %12 = stablehlo.negate %11 : tensor<2x16xf32>
    %13 = stablehlo.exponential %12 : tensor<2x16xf32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.add %14, %13 : tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %17 = stablehlo.divide %16, %15 : tensor<2x16xf32>
    %18 = stablehlo.add %6, %9 : tensor<2x16xf32>
    %19 = stablehlo.negate %18 : tensor<2x16xf32>
    %20 = stablehlo.exponential %19 : tensor<2x16xf32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.add %21, %20 : tensor<2x16xf32>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.divide %23, %22 : tensor<2x16xf32>
    %25 = stablehlo.multiply %17, %10 : tensor<2x16xf32>
    %26 = stablehlo.add %7, %25 : tensor<2x16xf32>
    %27 = stablehlo.tanh %26 : tensor<2x16xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %29 = stablehlo.subtract %28, %24 : tensor<2x16xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<2x16xf32>
    %31 = stablehlo.multiply %24, %arg3 : tensor<2x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x16xf32>
    return %32, %32 : tensor<2x16xf32>, tensor<2x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x2x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<i32>) -> tensor<6x2x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c : (tensor<6x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x16xf32>
    return %1 : tensor<6x2x16xf32>
  }
}
