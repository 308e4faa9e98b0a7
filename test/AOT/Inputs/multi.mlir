// A small program for the AOT tests: several element types, a rank-0
// tensor, three results and an entry not called @main.
module @multi {
  func.func public @predict(%x: tensor<2x3xf32>, %n: tensor<i32>,
                            %m: tensor<3xi1>)
      -> (tensor<2x3xf32>, tensor<i32>, tensor<3xi1>) {
    %w = stablehlo.constant dense<[[0.5, -1.0, 2.0], [1.5, 0.0, -0.25]]>
        : tensor<2x3xf32>
    %0 = stablehlo.multiply %x, %w : tensor<2x3xf32>
    %1 = stablehlo.add %0, %x : tensor<2x3xf32>
    %2 = stablehlo.multiply %n, %n : tensor<i32>
    %3 = stablehlo.not %m : tensor<3xi1>
    return %1, %2, %3 : tensor<2x3xf32>, tensor<i32>, tensor<3xi1>
  }
}
