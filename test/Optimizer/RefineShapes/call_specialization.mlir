// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<3x4xf32>,tensor<4x5xf32>" | FileCheck %s

// The shape of JAX's exports: @main passes the dimension variable b to
// @_wrapped_jax_export_main as a `jax.global_constant` argument, which
// calls @relu twice. Everything is inlined and specialized to b = 3; the
// private functions go away.
// CHECK-LABEL: func.func public @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[W:.*]]: tensor<4x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result"})
// CHECK-NOT: call
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[X]], %[[W]], contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK: %[[Z:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
// CHECK: %[[R:.*]] = stablehlo.maximum %[[D]], %[[Z]] : tensor<3x5xf32>
// CHECK: %[[Z2:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
// CHECK: %[[R2:.*]] = stablehlo.maximum %[[R]], %[[Z2]] : tensor<3x5xf32>
// CHECK: return %[[R2]]
// CHECK-NOT: func.func private
module {
  func.func public @main(%arg0: tensor<?x4xf32>, %arg1: tensor<4x5xf32>) -> (tensor<?x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x4xf32>, tensor<4x5xf32>) -> tensor<?x5xf32>
    return %1 : tensor<?x5xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>, %arg2: tensor<4x5xf32>) -> tensor<?x5xf32> {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x5xf32>) -> tensor<?x5xf32>
    %1 = call @relu(%arg0, %0) : (tensor<i32>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %2 = call @relu(%arg0, %1) : (tensor<i32>, tensor<?x5xf32>) -> tensor<?x5xf32>
    return %2 : tensor<?x5xf32>
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
