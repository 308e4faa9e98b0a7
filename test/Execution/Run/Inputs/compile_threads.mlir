func.func @main(%x: tensor<64x200xf32>, %w1: tensor<200x300xf32>, %w2: tensor<300x100xf32>, %w3: tensor<100x250xf32>, %w4: tensor<250x40xf32>) -> tensor<64x40xf32> {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x200xf32>, tensor<200x300xf32>) -> tensor<64x300xf32>
  %1 = stablehlo.tanh %0 : tensor<64x300xf32>
  %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<64x300xf32>, tensor<300x100xf32>) -> tensor<64x100xf32>
  %3 = stablehlo.tanh %2 : tensor<64x100xf32>
  %4 = stablehlo.dot_general %3, %w3, contracting_dims = [1] x [0] : (tensor<64x100xf32>, tensor<100x250xf32>) -> tensor<64x250xf32>
  %5 = stablehlo.tanh %4 : tensor<64x250xf32>
  %6 = stablehlo.dot_general %5, %w4, contracting_dims = [1] x [0] : (tensor<64x250xf32>, tensor<250x40xf32>) -> tensor<64x40xf32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x40xf32>, tensor<f32>) -> tensor<64xf32>
  %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x40xf32>
  %9 = stablehlo.subtract %6, %8 : tensor<64x40xf32>
  %10 = stablehlo.exponential %9 : tensor<64x40xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %11 = stablehlo.reduce(%10 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x40xf32>, tensor<f32>) -> tensor<64xf32>
  %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<64xf32>) -> tensor<64x40xf32>
  %13 = stablehlo.divide %10, %12 : tensor<64x40xf32>
  return %13 : tensor<64x40xf32>
}
