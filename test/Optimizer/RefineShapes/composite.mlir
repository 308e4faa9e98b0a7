// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<5x4xf32>" | FileCheck %s

// A composite whose decomposition takes the dynamic operand (as JAX exports
// lax.top_k with a static k).
// The composite calls a copy of the decomposition specialized to its
// refined operand types (and its results take the copy's result types);
// the unused dynamic original goes away.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[C:.*]] = stablehlo.composite "my.double" %[[X]] {decomposition = @[[IMPL:.*]]} : (tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: return %[[C]]
// CHECK: func.func private @[[IMPL]](%[[A:.*]]: tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<5x4xf32>
// CHECK: return %[[M]] : tensor<5x4xf32>
// CHECK-NOT: func.func
module {
  func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.composite "my.double" %x {decomposition = @my.double.impl} : (tensor<?x4xf32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
  func.func private @my.double.impl(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %two = stablehlo.constant dense<2.0> : tensor<f32>
    %d = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
    %four = stablehlo.constant dense<4> : tensor<1xi32>
    %shape = stablehlo.concatenate %d1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %b = stablehlo.dynamic_broadcast_in_dim %two, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %m = stablehlo.multiply %a, %b : tensor<?x4xf32>
    return %m : tensor<?x4xf32>
  }
}
