func.func @main(%x0: tensor<64x300xbf16>, %y0: tensor<300x100xbf16>,
                %x1: tensor<64x600xbf16>, %y1: tensor<600x72xbf16>,
                %x2: tensor<64x520xbf16>, %y2: tensor<520x200xbf16>,
                %x3: tensor<64x40xbf16>, %y3: tensor<40x70xbf16>,
                %x4: tensor<64x129xbf16>, %y4: tensor<129x40xbf16>,
                %x5: tensor<64x25xbf16>, %y5: tensor<25x90xbf16>,
                %x6: tensor<300x64xbf16>, %y6: tensor<64x96xbf16>,
                %x7: tensor<300x64xbf16>, %y7: tensor<64x160xbf16>)
    -> (tensor<64x100xf32>, tensor<64x72xf32>, tensor<64x200xf32>, tensor<64x70xf32>, tensor<64x40xf32>, tensor<64x90xf32>, tensor<300x96xf32>, tensor<300x160xf32>) {
  %0 = stablehlo.dot_general %x0, %y0, contracting_dims = [1] x [0] : (tensor<64x300xbf16>, tensor<300x100xbf16>) -> tensor<64x100xf32>
  %1 = stablehlo.dot_general %x1, %y1, contracting_dims = [1] x [0] : (tensor<64x600xbf16>, tensor<600x72xbf16>) -> tensor<64x72xf32>
  %2 = stablehlo.dot_general %x2, %y2, contracting_dims = [1] x [0] : (tensor<64x520xbf16>, tensor<520x200xbf16>) -> tensor<64x200xf32>
  %3 = stablehlo.dot_general %x3, %y3, contracting_dims = [1] x [0] : (tensor<64x40xbf16>, tensor<40x70xbf16>) -> tensor<64x70xf32>
  %4 = stablehlo.dot_general %x4, %y4, contracting_dims = [1] x [0] : (tensor<64x129xbf16>, tensor<129x40xbf16>) -> tensor<64x40xf32>
  %5 = stablehlo.dot_general %x5, %y5, contracting_dims = [1] x [0] : (tensor<64x25xbf16>, tensor<25x90xbf16>) -> tensor<64x90xf32>
  %6 = stablehlo.dot_general %x6, %y6, contracting_dims = [1] x [0] : (tensor<300x64xbf16>, tensor<64x96xbf16>) -> tensor<300x96xf32>
  %7 = stablehlo.dot_general %x7, %y7, contracting_dims = [1] x [0] : (tensor<300x64xbf16>, tensor<64x160xbf16>) -> tensor<300x160xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<64x100xf32>, tensor<64x72xf32>, tensor<64x200xf32>, tensor<64x70xf32>, tensor<64x40xf32>, tensor<64x90xf32>, tensor<300x96xf32>, tensor<300x160xf32>
}
