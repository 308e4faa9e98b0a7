module @jit_sharded attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.tanh %0 : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"model"}]> : tensor<8x8xf32>
    %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg2: tensor<4x2xf32>) {
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%arg2 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
      %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %12 = stablehlo.add %arg3, %arg4 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x2xf32>
      %11 = stablehlo.multiply %10, %arg2 : tensor<4x2xf32>
      sdy.return %11 : tensor<4x2xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<8x8xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {}]> : tensor<8x8xf32>
    return %6 : tensor<8x8xf32>
  }
}
