module @sort_comparator attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %1 = stablehlo.compare GT, %arg2, %arg3, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2 = stablehlo.compare EQ, %arg2, %arg3, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.and %2, %3 : tensor<i1>
      %5 = stablehlo.or %1, %4 : tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    return %0#0, %0#1 : tensor<4x6xf32>, tensor<4x6xi32>
  }
  func.func public @unstable(%arg0: tensor<8xui32>) -> tensor<8xui32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xui32>) -> tensor<8xui32>
    return %0 : tensor<8xui32>
  }
}
