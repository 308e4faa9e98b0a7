// stablehlo.rng of an 8-bit float: kiln draws f16, bf16, f32, f64 and
// integers only.
func.func @main() -> tensor<4xf8E4M3FN> {
  %a = stablehlo.constant dense<0.0> : tensor<f8E4M3FN>
  %b = stablehlo.constant dense<1.0> : tensor<f8E4M3FN>
  %s = stablehlo.constant dense<4> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f8E4M3FN>, tensor<f8E4M3FN>, tensor<1xi64>) -> tensor<4xf8E4M3FN>
  return %r : tensor<4xf8E4M3FN>
}
