func.func @main(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.add %x, %x : tensor<5xf32>
  return %0 : tensor<5xf32>
}
