module @jit_sharded_explicit attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}], unreduced={"model"}> : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"model"}]> : tensor<8x8xf32>
    %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg2: tensor<4x8xf32>) {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %13 = stablehlo.add %arg3, %arg4 : tensor<f32>
        %14 = sdy.sharding_constraint %13 <@mesh, []> : tensor<f32>
        stablehlo.return %14 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %8 = sdy.sharding_constraint %7 <@mesh, [{}, {"model"}]> : tensor<4x8xf32>
      %9 = stablehlo.divide %6, %8 : tensor<4x8xf32>
      %10 = sdy.sharding_constraint %9 <@mesh, [{}, {"model"}]> : tensor<4x8xf32>
      %11 = stablehlo.subtract %arg2, %10 : tensor<4x8xf32>
      %12 = sdy.sharding_constraint %11 <@mesh, [{}, {"model"}]> : tensor<4x8xf32>
      sdy.return %12 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.sine %3 : tensor<8x8xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {"model"}]> : tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
}
