// kiln-dynamic-ops-to-static: dynamic ops whose shape operands are
// constants become static ops; the declared result types stay (a tensor.cast
// where the static type is more static); ops whose shapes are known only at
// run time, or whose constants make an invalid static op, stay as they are.
// RUN: kiln-opt %s -split-input-file -kiln-dynamic-ops-to-static | FileCheck %s

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-SAME: (%[[X:.*]]: tensor<3xi32>, %[[S:.*]]: tensor<2xi64>)
// CHECK: %[[A:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[B]] : tensor<4x3xi32> to tensor<?x3xi32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xi32>) -> tensor<5x3xi32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.dynamic_broadcast_in_dim %[[X]], %[[S]], dims = [1]
// CHECK-NEXT: return %[[A]], %[[C]], %[[D]], %[[E]]
func.func @broadcast_in_dim(%x: tensor<3xi32>, %s: tensor<2xi64>) -> (tensor<4x3xi32>, tensor<?x3xi32>, tensor<5x3xi32>, tensor<?x3xi32>) {
  %shape = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // Static declared type and constant shape: no cast.
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<4x3xi32>
  // Dynamic declared type: the users keep it.
  %1 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  // A static declared type is the shape, whatever the shape operand.
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<5x3xi32>
  // Neither: known only at run time.
  %3 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  return %0, %1, %2, %3 : tensor<4x3xi32>, tensor<?x3xi32>, tensor<5x3xi32>, tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @iota_reshape
// CHECK: %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x4xui8>
// CHECK: %[[R:.*]] = stablehlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[I]], %[[C]]
func.func @iota_reshape(%x: tensor<2x3xf32>) -> (tensor<2x4xui8>, tensor<?x?xf32>) {
  %s0 = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %s0, dim = 1 : (tensor<2xi64>) -> tensor<2x4xui8>
  %s1 = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %x, %s1 : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<2x4xui8>, tensor<?x?xf32>
}

// -----

// Constant bounds: a slice; a runtime start with limit = start + constant
// sizes: a dynamic_slice of the start's elements.
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK-SAME: (%[[X:.*]]: tensor<5x6xf32>, %[[ST:.*]]: tensor<2xi32>)
// CHECK: %[[A:.*]] = stablehlo.slice %[[X]] [1:5:2, 0:5:3] : (tensor<5x6xf32>) -> tensor<2x2xf32>
// CHECK: %[[S0:.*]] = stablehlo.slice %[[ST]] [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I0:.*]] = stablehlo.reshape %[[S0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[ST]] [1:2] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I1:.*]] = stablehlo.reshape %[[S1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_slice %[[X]], %[[I0]], %[[I1]], sizes = [3, 2] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @real_dynamic_slice(%x: tensor<5x6xf32>, %start: tensor<2xi32>) -> (tensor<2x2xf32>, tensor<3x2xf32>) {
  %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[5, 5]> : tensor<2xi64>
  %st = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %x, %lo, %hi, %st : (tensor<5x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
  %sizes = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %limit = stablehlo.add %start, %sizes : tensor<2xi32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %1 = stablehlo.real_dynamic_slice %x, %start, %limit, %ones : (tensor<5x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @pad_gather_conv
// CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [-1, 2], high = [0, -4], interior = [0, 1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<4x9xf32>
// CHECK: "stablehlo.gather"
// CHECK-SAME: slice_sizes = array<i64: 2, 6>
// CHECK-SAME: (tensor<5x6xf32>, tensor<2x1xi32>) -> tensor<2x2x6xf32>
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [1, 0]]}
// CHECK-SAME: (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x2x3xf32>
// CHECK-NOT: dynamic
func.func @pad_gather_conv(%x: tensor<5x6xf32>, %v: tensor<f32>, %idx: tensor<2x1xi32>, %a: tensor<1x1x3x3xf32>, %w: tensor<1x1x2x2xf32>) -> (tensor<4x9xf32>, tensor<2x2x6xf32>, tensor<1x1x2x3xf32>) {
  %low = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  %high = stablehlo.constant dense<[0, -4]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %low, %high, %interior : (tensor<5x6xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<4x9xf32>
  %sizes = stablehlo.constant dense<[2, 6]> : tensor<2xi32>
  %1 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x6xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x2x6xf32>
  %p = stablehlo.constant dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>
  %2 = "stablehlo.dynamic_conv"(%a, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>}> : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>, tensor<2x2xi64>) -> tensor<1x1x2x3xf32>
  return %0, %1, %2 : tensor<4x9xf32>, tensor<2x2x6xf32>, tensor<1x1x2x3xf32>
}

// -----

// JAX's custom calls for dynamic ops StableHLO lacks, with constant shape
// operands: reduce_window with the reducer as its body, chlo.top_k,
// rng_bit_generator, and a call whose shape operands give its result shapes.
// CHECK-LABEL: func.func @custom_calls
// CHECK: "stablehlo.reduce_window"
// CHECK-SAME: padding = dense<{{\[\[}}4, 0], [0, 0]]> : tensor<2x2xi64>
// CHECK-SAME: window_dimensions = array<i64: 5, 1>
// CHECK: stablehlo.add
// CHECK: (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
// CHECK: chlo.top_k(%{{.*}}, k = 2) : tensor<5x4xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
// CHECK: stablehlo.rng_bit_generator %{{.*}}, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
// CHECK: %[[S:.*]]:2 = stablehlo.custom_call @some_solver(%arg{{[0-9]+}})
// CHECK-SAME: operand_layouts = [dense<[0, 1]> : tensor<2xindex>]
// CHECK-SAME: : (tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5xi32>)
// CHECK: tensor.cast %[[S]]#1 : tensor<5xi32> to tensor<?xi32>
// CHECK-NOT: dynamic_
func.func @custom_calls(%x: tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5x2xf32>, tensor<3x4xui32>, tensor<5x4xf32>, tensor<?xi32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %window = stablehlo.constant dense<[5, 1]> : tensor<2xi32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %pad = stablehlo.constant dense<[[4, 0], [0, 0]]> : tensor<2x2xi32>
  %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %window, %ones, %ones, %ones, %pad) {called_computations = [@reducer]} : (tensor<5x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<5x4xf32>
  %k = stablehlo.constant dense<2> : tensor<i32>
  %1:2 = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) {api_version = 2 : i32} : (tensor<5x4xf32>, tensor<i32>) -> (tensor<5x2xf32>, tensor<5x2xi32>)
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %2:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %s0 = stablehlo.constant dense<[5, 4]> : tensor<2xi32>
  %s1 = stablehlo.constant dense<5> : tensor<1xi32>
  %3:2 = stablehlo.custom_call @some_solver(%x, %s0, %s1) {indices_of_shape_operands = dense<[1, 2]> : tensor<2xi64>, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<5x4xf32>, tensor<2xi32>, tensor<1xi32>) -> (tensor<5x4xf32>, tensor<?xi32>)
  return %0, %1#0, %2#1, %3#0, %3#1 : tensor<5x4xf32>, tensor<5x2xf32>, tensor<3x4xui32>, tensor<5x4xf32>, tensor<?xi32>
}
func.func private @reducer(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Constants that make an invalid static op (a negative interior padding)
// leave the op for the lowering, which reports it at its location.
// CHECK-LABEL: func.func @invalid_constants
// CHECK: stablehlo.dynamic_pad
func.func @invalid_constants(%x: tensor<5x6xf32>, %v: tensor<f32>) -> tensor<?x?xf32> {
  %low = stablehlo.constant dense<0> : tensor<2xi64>
  %interior = stablehlo.constant dense<[0, -1]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %low, %low, %interior : (tensor<5x6xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
