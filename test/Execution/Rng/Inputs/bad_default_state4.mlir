// DEFAULT (PHILOX on XLA's CPU backend) with a 4-element state: the verifier
// accepts it, XLA rejects it, and so does kiln.
func.func @main(%arg0: tensor<4xui64>) -> (tensor<4xui64>, tensor<3xui32>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<4xui64>) -> (tensor<4xui64>, tensor<3xui32>)
  return %output_state, %output : tensor<4xui64>, tensor<3xui32>
}
