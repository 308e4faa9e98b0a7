module @jit_cond_switch attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<f32>, %arg2: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg1, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %5 = stablehlo.negate %arg2 : tensor<5xf32>
      stablehlo.return %5 : tensor<5xf32>
    }, {
      %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %6 = stablehlo.multiply %arg2, %5 : tensor<5xf32>
      stablehlo.return %6 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %3 = stablehlo.clamp %c_0, %arg0, %c : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %5 = stablehlo.reduce(%2 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<5xf32>
      stablehlo.return %8 : tensor<5xf32>
    }, {
      %5 = stablehlo.cosine %2 : tensor<5xf32>
      stablehlo.return %5 : tensor<5xf32>
    }, {
      %5 = func.call @cumsum(%2) : (tensor<5xf32>) -> tensor<5xf32>
      stablehlo.return %5 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
  func.func private @cumsum(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
}
