// An SPMD program that does not say how many devices it runs on: its
// all_reduce sums over devices 0-2 (partitions, with a channel).
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %id = stablehlo.partition_id : tensor<ui32>
  %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %y = stablehlo.add %x, %b : tensor<4xf32>
  %s = "stablehlo.all_reduce"(%y) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %t = stablehlo.add %a, %c : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
