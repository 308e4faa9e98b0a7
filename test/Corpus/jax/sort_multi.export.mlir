module @jit_sort_multi attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xi32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3x6xi32> {jax.result_info = "result[1]"}, tensor<3x6xi32> {jax.result_info = "result[2]"}, tensor<3x6xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %6 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare EQ, %arg3, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.select %10, %cst_0, %arg3 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.select %12, %cst, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare LT, %9, %13, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    %1 = call @argsort(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xi32>
    %2 = stablehlo.convert %arg1 : (tensor<3x6xi32>) -> tensor<3x6xf32>
    %3 = stablehlo.negate %2 : tensor<3x6xf32>
    %4 = call @sort(%3) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.negate %4 : tensor<3x6xf32>
    return %0#0, %0#1, %1, %5 : tensor<3x6xf32>, tensor<3x6xi32>, tensor<3x6xi32>, tensor<3x6xf32>
  }
  func.func private @argsort(%arg0: tensor<3x6xf32>) -> tensor<3x6xi32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<3x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %cst, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    return %1#1 : tensor<3x6xi32>
  }
  func.func private @sort(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst, %2 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
}
