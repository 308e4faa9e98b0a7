// Used by errors.test: an op kiln cannot compile yet.
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @unknown_target(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
