// The sine of four floats (fatal_errors.test): at -O0 a call of libm's sinf.
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
