// Partition 1 receives from partition 0, which sends nothing.
module @no_sender attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> tensor<2xf32> {
    %token = stablehlo.after_all : !stablehlo.token
    %r:2 = "stablehlo.recv"(%token) {
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>
    } : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    return %r#0 : tensor<2xf32>
  }
}
