func.func @main(%x: tensor<128x64xf32>, %w1: tensor<64x200xf32>, %w2: tensor<64x72xf32>, %w3: tensor<64x1100xf32>,
                %a1: tensor<128x600xf32>, %b1: tensor<600x96xf32>, %a2: tensor<128x700xf32>, %b2: tensor<700x150xf32>,
                %q: tensor<4x64x40xf32>, %k1: tensor<4x40x48xf32>, %k2: tensor<4x40x80xf32>,
                %r: tensor<400x64xf32>, %v1: tensor<64x160xf32>, %v2: tensor<64x300xf32>)
    -> (tensor<128x200xf32>, tensor<128x72xf32>, tensor<128x1100xf32>, tensor<128x96xf32>, tensor<128x150xf32>, tensor<4x64x48xf32>, tensor<4x64x80xf32>, tensor<400x160xf32>, tensor<400x300xf32>) {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x200xf32>) -> tensor<128x200xf32>
  %1 = stablehlo.dot_general %x, %w2, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x72xf32>) -> tensor<128x72xf32>
  %2 = stablehlo.dot_general %x, %w3, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x1100xf32>) -> tensor<128x1100xf32>
  %3 = stablehlo.tanh %2 : tensor<128x1100xf32>
  %4 = stablehlo.dot_general %a1, %b1, contracting_dims = [1] x [0] : (tensor<128x600xf32>, tensor<600x96xf32>) -> tensor<128x96xf32>
  %5 = stablehlo.dot_general %a2, %b2, contracting_dims = [1] x [0] : (tensor<128x700xf32>, tensor<700x150xf32>) -> tensor<128x150xf32>
  %6 = stablehlo.dot_general %q, %k1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x64x40xf32>, tensor<4x40x48xf32>) -> tensor<4x64x48xf32>
  %7 = stablehlo.dot_general %q, %k2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x64x40xf32>, tensor<4x40x80xf32>) -> tensor<4x64x80xf32>
  %8 = stablehlo.dot_general %r, %v1, contracting_dims = [1] x [0] : (tensor<400x64xf32>, tensor<64x160xf32>) -> tensor<400x160xf32>
  %9 = stablehlo.dot_general %r, %v2, contracting_dims = [1] x [0] : (tensor<400x64xf32>, tensor<64x300xf32>) -> tensor<400x300xf32>
  return %0, %1, %3, %4, %5, %6, %7, %8, %9 : tensor<128x200xf32>, tensor<128x72xf32>, tensor<128x1100xf32>, tensor<128x96xf32>, tensor<128x150xf32>, tensor<4x64x48xf32>, tensor<4x64x80xf32>, tensor<400x160xf32>, tensor<400x300xf32>
}
