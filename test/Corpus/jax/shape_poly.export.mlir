module @jit_shape_poly attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32>, %arg1: tensor<4x5xf32>) -> (tensor<?x5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x4xf32>, tensor<4x5xf32>) -> (tensor<?x5xf32>, tensor<5xf32>)
    return %2#0, %2#1 : tensor<?x5xf32>, tensor<5xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>, %arg2: tensor<4x5xf32>) -> (tensor<?x5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<5> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x5xf32>) -> tensor<?x5xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %cst_1, %3, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<?xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.dynamic_broadcast_in_dim %cst, %6, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %8 = stablehlo.add %7, %5 : tensor<?xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %8, %10, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.concatenate %12, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %14 = stablehlo.dynamic_broadcast_in_dim %11, %13, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x5xf32>
    %15 = stablehlo.add %0, %14 : tensor<?x5xf32>
    %16 = call @relu(%arg0, %15) : (tensor<i32>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %17 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %18 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.concatenate %18, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %20 = stablehlo.dynamic_broadcast_in_dim %17, %19, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x5xf32>
    %21 = stablehlo.divide %16, %20 : tensor<?x5xf32>
    %22 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<?x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %21, %22 : tensor<?x5xf32>, tensor<5xf32>
  }
  func.func private @relu(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x5xf32>) -> tensor<?x5xf32> {
    %c = stablehlo.constant dense<5> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x5xf32>
    %3 = stablehlo.maximum %arg1, %2 : tensor<?x5xf32>
    return %3 : tensor<?x5xf32>
  }
}
