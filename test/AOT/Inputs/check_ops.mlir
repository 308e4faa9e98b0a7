// A program asserting with a check op: kiln compile must reject it.
func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  check.expect_almost_eq %a, %c : tensor<3xf32>
  return %a : tensor<3xf32>
}
