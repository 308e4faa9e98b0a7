func.func @main(%x: tensor<2097152xf32>) -> tensor<2097152xf32> {
  %two = stablehlo.constant dense<2.0> : tensor<2097152xf32>
  %0 = stablehlo.multiply %x, %two : tensor<2097152xf32>
  return %0 : tensor<2097152xf32>
}
