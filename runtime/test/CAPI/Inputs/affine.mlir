// For the runtime C API's tests: two inputs of rank 2, a rank-1 and a
// rank-0 one, two results of different dtypes. y = x . w + b, k3 = 3k + 1.
module @affine {
  func.func public @main(%x: tensor<4x8xf32>, %w: tensor<8x3xf32>,
                         %b: tensor<3xf32>, %k: tensor<i32>)
      -> (tensor<4x3xf32>, tensor<i32>) {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
        : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.broadcast_in_dim %b, dims = [1]
        : (tensor<3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x3xf32>
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.multiply %k, %c3 : tensor<i32>
    %4 = stablehlo.add %3, %c1 : tensor<i32>
    return %2, %4 : tensor<4x3xf32>, tensor<i32>
  }
}
