// The program test/PJRT/c_client.test compiles through the plugin.
func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %sum = stablehlo.add %x, %y : tensor<2x3xf32>
  %product = stablehlo.multiply %x, %y : tensor<2x3xf32>
  return %sum, %product : tensor<2x3xf32>, tensor<2x3xf32>
}
