// A ring of four replicas (no channel id: cross_replica), two payloads of
// different types in one send, received in order; the recv comes first on
// odd replicas and last on even ones.
module @ring attributes {mhlo.num_replicas = 4 : i32} {
  func.func @main() -> (tensor<3xf32>, tensor<2xi1>) {
    %id = stablehlo.replica_id : tensor<ui32>
    %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %base = stablehlo.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
    %x = stablehlo.add %base, %b : tensor<3xf32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %rem = stablehlo.remainder %id, %two : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %even = stablehlo.compare EQ, %rem, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %flags = stablehlo.broadcast_in_dim %even, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %token = stablehlo.create_token : !stablehlo.token
    %index = stablehlo.convert %rem : (tensor<ui32>) -> tensor<i32>
    %r:2 = "stablehlo.case"(%index) ({
      %s = "stablehlo.send"(%x, %flags, %token) {
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>
      } : (tensor<3xf32>, tensor<2xi1>, !stablehlo.token) -> !stablehlo.token
      %v:3 = "stablehlo.recv"(%s) {
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>
      } : (!stablehlo.token) -> (tensor<3xf32>, tensor<2xi1>, !stablehlo.token)
      stablehlo.return %v#0, %v#1 : tensor<3xf32>, tensor<2xi1>
    }, {
      %v:3 = "stablehlo.recv"(%token) {
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>
      } : (!stablehlo.token) -> (tensor<3xf32>, tensor<2xi1>, !stablehlo.token)
      %s = "stablehlo.send"(%x, %flags, %v#2) {
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>
      } : (tensor<3xf32>, tensor<2xi1>, !stablehlo.token) -> !stablehlo.token
      stablehlo.return %v#0, %v#1 : tensor<3xf32>, tensor<2xi1>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<2xi1>)
    // Replica r receives replica (r + 3) % 4's values.
    %all = stablehlo.constant dense<[[3.5, 2.0, 5.0], [0.5, -1.0, 2.0], [1.5, 0.0, 3.0], [2.5, 1.0, 4.0]]> : tensor<4x3xf32>
    %row = stablehlo.dynamic_slice %all, %id, %zero, sizes = [1, 3] : (tensor<4x3xf32>, tensor<ui32>, tensor<ui32>) -> tensor<1x3xf32>
    %expected = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    check.expect_eq %r#0, %expected : tensor<3xf32>
    %notEven = stablehlo.not %flags : tensor<2xi1>
    check.expect_eq %r#1, %notEven : tensor<2xi1>
    return %r#0, %r#1 : tensor<3xf32>, tensor<2xi1>
  }
}

