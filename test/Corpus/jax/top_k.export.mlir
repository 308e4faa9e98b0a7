module @jit_top_k attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<10xi32> {jax.result_info = "result[3]"}) {
    %0:2 = stablehlo.composite "chlo.top_k" %arg0 {composite_attributes = {k = 3 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<4x10xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %1 = call @argmax(%arg0) : (tensor<4x10xf32>) -> tensor<4xi32>
    %2 = call @argmin(%arg0) : (tensor<4x10xf32>) -> tensor<10xi32>
    return %0#0, %0#1, %1, %2 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4xi32>, tensor<10xi32>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<4x10xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<4x10xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4x10xf32>, tensor<4x10xi32>) -> (tensor<4x10xf32>, tensor<4x10xi32>)
    %2 = stablehlo.slice %1#0 [0:4, 0:3] : (tensor<4x10xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %1#1 [0:4, 0:3] : (tensor<4x10xi32>) -> tensor<4x3xi32>
    return %2, %3 : tensor<4x3xf32>, tensor<4x3xi32>
  }
  func.func private @argmax(%arg0: tensor<4x10xf32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 1 : tensor<4x10xi32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x10xf32>, tensor<4x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @argmin(%arg0: tensor<4x10xf32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<4x10xi32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<4x10xf32>, tensor<4x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<10xf32>, tensor<10xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<10xi32>
  }
}
