// A program for 100000 partitions: more than kiln runs in one process.
module attributes {mhlo.num_partitions = 100000 : i32} {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
