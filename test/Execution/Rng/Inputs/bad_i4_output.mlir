// Elements narrower than 8 bits are not supported by kiln's generators.
func.func @main(%arg0: tensor<2xui64>) -> tensor<2xui64> {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xi4>)
  return %output_state : tensor<2xui64>
}
