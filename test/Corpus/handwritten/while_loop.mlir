module @while_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1) : tensor<i64>, tensor<3xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %arg0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      %2 = stablehlo.cosine %iterArg_0 : tensor<3xf32>
      %3 = stablehlo.add %iterArg_0, %2 : tensor<3xf32>
      stablehlo.return %1, %3 : tensor<i64>, tensor<3xf32>
    }
    return %0#0, %0#1 : tensor<i64>, tensor<3xf32>
  }
}
