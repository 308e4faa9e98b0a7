// Every device holds the input plus its replica id; all_reduce sums them:
// 2 x input + 1 on both devices (all_reduce_out.npy: input [1, 2, 3, 4]).
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %id = stablehlo.replica_id : tensor<ui32>
    %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %y = stablehlo.add %x, %b : tensor<4xf32>
    %result = "stablehlo.all_reduce"(%y) ({
      ^bb0(%a: tensor<f32>, %c: tensor<f32>):
        %s = stablehlo.add %a, %c : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %result : tensor<4xf32>
  }
}
