module @scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<5x3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1, %iterArg_1 = %cst) : tensor<i32>, tensor<3xf32>, tensor<5x3xf32> attributes {mhlo.frontend_attributes = {kiln.loop = "scan"}}
    cond {
      %c_2 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %1 = stablehlo.dynamic_slice %arg0, %iterArg, %c_2, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %2 = stablehlo.reshape %1 : (tensor<1x3xf32>) -> tensor<3xf32>
      %3 = stablehlo.tanh %iterArg_0 : tensor<3xf32>
      %4 = stablehlo.add %3, %2 : tensor<3xf32>
      %5 = stablehlo.reshape %4 : (tensor<3xf32>) -> tensor<1x3xf32>
      %6 = stablehlo.dynamic_update_slice %iterArg_1, %5, %iterArg, %c_2 : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %7, %4, %6 : tensor<i32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %0#1, %0#2 : tensor<3xf32>, tensor<5x3xf32>
  }
}
