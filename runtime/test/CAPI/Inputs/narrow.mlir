// For the runtime C API's tests: 2- and 4-bit integer inputs, which the
// artifact reads by their low bits only (sign-extended i4/i2 as kept by
// kiln::runtime, or with garbage above). Results: x and t widened, u
// widened, x + x wrapped to 4 bits (stored as its low bits).
module @narrow {
  func.func public @main(%x: tensor<8xi4>, %u: tensor<8xui4>,
                         %t: tensor<8xi2>)
      -> (tensor<8xi8>, tensor<8xi32>, tensor<8xi4>, tensor<8xi8>) {
    %0 = stablehlo.convert %x : (tensor<8xi4>) -> tensor<8xi8>
    %1 = stablehlo.convert %u : (tensor<8xui4>) -> tensor<8xi32>
    %2 = stablehlo.add %x, %x : tensor<8xi4>
    %3 = stablehlo.convert %t : (tensor<8xi2>) -> tensor<8xi8>
    return %0, %1, %2, %3
        : tensor<8xi8>, tensor<8xi32>, tensor<8xi4>, tensor<8xi8>
  }
}
