// x (4x3, rows split over two devices) times the sum of all of x: each
// device's partial sum is all-reduced.
module @sharded_scale attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %sum, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %y = stablehlo.multiply %x, %b : tensor<4x3xf32>
    return %y : tensor<4x3xf32>
  }
}
