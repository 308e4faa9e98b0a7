module @sharded attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  sdy.mesh @ring = <["r"=8], device_ids=[0, 2, 4, 6, 7, 5, 3, 1]>
  sdy.mesh @host = <[], device_ids=[0]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}p0, {?}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}], replicated={"data"}>}) -> (tensor<8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model":(1)2}], unreduced={"model":(2)2}> : tensor<8x32xf32>
    %2 = sdy.reshard %1 <@mesh, [{"data"}, {"model"}]> : tensor<8x32xf32>
    sdy.sharding_group %2 group_id=7 : tensor<8x32xf32>
    %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {?}]>] manual_axes={"data"} (%arg2: tensor<4x32xf32>) {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
      %7 = sdy.sharding_constraint %6 <@mesh, [{"model"}]> : tensor<32xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
      %9 = stablehlo.subtract %arg2, %8 : tensor<4x32xf32>
      sdy.return %9 : tensor<4x32xf32>
    } : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = sdy.sharding_constraint %3 <@ring, [{"r"}, {}]> : tensor<8x32xf32>
    %5 = stablehlo.tanh %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x32xf32>
    return %5 : tensor<8x32xf32>
  }
  func.func public @on_host(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@host, []>}) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@host, []>]>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
