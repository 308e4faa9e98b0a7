// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-refine-shapes="arg-types=tensor<5x4xf32>" | FileCheck %s

// JAX's cumsum under shape polymorphism: custom_call
// @stablehlo.dynamic_reduce_window with the window as operands and the
// reducer as a function; it becomes reduce_window with the reducer as its
// body (window 5x1, padding [[4, 0], [0, 0]] for b = 5).
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: "stablehlo.reduce_window"(%[[X]], %{{.*}})
// CHECK-SAME: base_dilations = array<i64: 1, 1>
// CHECK-SAME: padding = dense<{{\[\[}}4, 0], [0, 0]]> : tensor<2x2xi64>
// CHECK-SAME: window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>
// CHECK: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK: stablehlo.return %[[S]] : tensor<f32>
// CHECK: (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
// CHECK-NOT: @reducer
module {
  func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
    %one = stablehlo.constant dense<1> : tensor<1xi32>
    %ones = stablehlo.constant dense<1> : tensor<2xi32>
    %window = stablehlo.concatenate %b1, %one, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %low = stablehlo.subtract %b, %c1 : tensor<i32>
    %low1 = stablehlo.reshape %low : (tensor<i32>) -> tensor<1xi32>
    %zeros3 = stablehlo.constant dense<0> : tensor<3xi32>
    %flat = stablehlo.concatenate %low1, %zeros3, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %pad = stablehlo.reshape %flat : (tensor<4xi32>) -> tensor<2x2xi32>
    %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %window, %ones, %ones, %ones, %pad) {called_computations = [@reducer]} : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
  func.func private @reducer(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %a, %b : tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

// A custom call with indices_of_shape_operands (JAX's LAPACK calls): the
// listed operands give the result shapes; once constant they are dropped
// with their operand_layouts entries.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5xi32>)
// CHECK: %[[R:.*]]:2 = stablehlo.custom_call @some_solver(%[[X]])
// CHECK-NOT: indices_of_shape_operands
// CHECK-SAME: operand_layouts = [dense<[0, 1]> : tensor<2xindex>]
// CHECK-NOT: indices_of_shape_operands
// CHECK-SAME: : (tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5xi32>)
func.func @main(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?xi32>) {
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %s0 = stablehlo.concatenate %b1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0:2 = stablehlo.custom_call @some_solver(%x, %s0, %b1) {indices_of_shape_operands = dense<[1, 2]> : tensor<2xi64>, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<?x4xf32>, tensor<2xi32>, tensor<1xi32>) -> (tensor<?x4xf32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?x4xf32>, tensor<?xi32>
}

// -----

// custom_call @stablehlo.dynamic_top_k(operand, k) with k = b = 5 is
// chlo.top_k with k as an attribute; its results are 4x5.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
// CHECK: %[[T:.*]] = stablehlo.transpose %[[X]]
// CHECK: %{{.*}}, %{{.*}} = chlo.top_k(%[[T]], k = 5) : tensor<4x5xf32> -> (tensor<4x5xf32>, tensor<4x5xi32>)
// CHECK-NOT: dynamic_top_k
func.func @main(%x: tensor<?x4xf32>) -> (tensor<4x?xf32>, tensor<4x?xi32>) {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<4x?xf32>
  %k = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %0:2 = stablehlo.custom_call @stablehlo.dynamic_top_k(%t, %k) {api_version = 2 : i32} : (tensor<4x?xf32>, tensor<i32>) -> (tensor<4x?xf32>, tensor<4x?xi32>)
  return %0#0, %0#1 : tensor<4x?xf32>, tensor<4x?xi32>
}

// -----

// custom_call @stablehlo.dynamic_rng_bit_generator(state, shape) (JAX's
// "rbg" PRNG) is rng_bit_generator with the output shape [b, 4].
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> (tensor<2xui64>, tensor<5x4xui32>)
// CHECK: %{{.*}}, %{{.*}} = stablehlo.rng_bit_generator %{{.*}}, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x4xui32>)
// CHECK-NOT: dynamic_rng_bit_generator
func.func @main(%x: tensor<?x4xf32>) -> (tensor<2xui64>, tensor<?x4xui32>) {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %shape = stablehlo.concatenate %b1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<?x4xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<?x4xui32>
}
