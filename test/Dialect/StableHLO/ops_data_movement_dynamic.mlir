// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// The dynamism ops JAX emits under shape polymorphism (jax.export with
// symbolic shapes) and for bounded dynamism, plus tuples.

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim
func.func @dynamic_broadcast_in_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>, %arg3: tensor<1xi32>, %arg4: tensor<2xindex>) -> tensor<3x?x?xf32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1, 2] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<3x?x?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_broadcast_in_dim %arg2, %arg3, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
  // CHECK-NEXT: %2 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg4, dims = [0, 1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %3 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1, 2] : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<3x?x?xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %arg2, %arg3, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg4, dims = [0, 1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = "stablehlo.dynamic_broadcast_in_dim"(%arg0, %arg1) <{broadcast_dimensions = array<i64: 2, 1>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>}> : (tensor<?x?xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<3x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape
func.func @dynamic_reshape(%arg0: tensor<?x?xf32>, %arg1: tensor<1xi32>, %arg2: tensor<2xindex>) -> tensor<?xf32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_reshape %0, %arg2 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = "stablehlo.dynamic_reshape"(%0, %arg2) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_iota
func.func @dynamic_iota(%arg0: tensor<1xi32>, %arg1: tensor<2xindex>) -> tensor<?xi32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_iota %arg1, dim = 1 : (tensor<2xindex>) -> tensor<4x?xf32>
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %1 = "stablehlo.dynamic_iota"(%arg1) <{iota_dimension = 1 : i64}> : (tensor<2xindex>) -> tensor<4x?xf32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic_pad
func.func @dynamic_pad(%arg0: tensor<?xf32>, %arg1: tensor<f32>, %arg2: tensor<1xindex>, %arg3: tensor<2x3xi64>, %arg4: tensor<i64>, %arg5: tensor<2xi64>) -> tensor<?xf32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_pad %arg3, %arg4, %arg5, %arg5, %arg5 : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg2, %arg2 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  %1 = "stablehlo.dynamic_pad"(%arg3, %arg4, %arg5, %arg5, %arg5) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @real_dynamic_slice
func.func @real_dynamic_slice(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi32>, %arg2: tensor<?x50x49xf32>, %arg3: tensor<3xindex>) -> tensor<?x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  // CHECK-NEXT: %1 = stablehlo.real_dynamic_slice %arg2, %arg3, %arg3, %arg3 : (tensor<?x50x49xf32>, tensor<3xindex>, tensor<3xindex>, tensor<3xindex>) -> tensor<?x50x48xf32>
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  %1 = "stablehlo.real_dynamic_slice"(%arg2, %arg3, %arg3, %arg3) : (tensor<?x50x49xf32>, tensor<3xindex>, tensor<3xindex>, tensor<3xindex>) -> tensor<?x50x48xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @get_dimension_size
func.func @get_dimension_size(%arg0: tensor<?x?xf32>, %arg1: tensor<4x2xf32>) -> tensor<i32> {
  // CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  // CHECK-NEXT: %1 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<4x2xf32>) -> tensor<i32>
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  %1 = "stablehlo.get_dimension_size"(%arg1) <{dimension = 1 : i64}> : (tensor<4x2xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Bounded dynamism: set_dimension_size makes a dimension dynamic with the
// operand's size as its bound.
// CHECK-LABEL: func.func @set_dimension_size
func.func @set_dimension_size(%arg0: tensor<10xf32>, %arg1: tensor<i32>, %arg2: tensor<?x?xf32, #stablehlo.bounds<3, ?>>, %arg3: tensor<4x2xf32>) -> tensor<?xf32, #stablehlo.bounds<10>> {
  // CHECK-NEXT: %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<10>>
  // CHECK-NEXT: %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xf32, #stablehlo.bounds<10>>) -> tensor<i32>
  // CHECK-NEXT: %2 = stablehlo.set_dimension_size %arg2, %arg1, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
  // CHECK-NEXT: %3 = stablehlo.set_dimension_size %arg3, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // CHECK-NEXT: %4 = stablehlo.add %0, %0 : tensor<?xf32, #stablehlo.bounds<10>>
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<10>>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xf32, #stablehlo.bounds<10>>) -> tensor<i32>
  %2 = "stablehlo.set_dimension_size"(%arg2, %arg1) <{dimension = 1 : i64}> : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>
  %3 = stablehlo.set_dimension_size %arg3, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  %4 = stablehlo.add %0, %0 : tensor<?xf32, #stablehlo.bounds<10>>
  return %4 : tensor<?xf32, #stablehlo.bounds<10>>
}

// -----

// CHECK-LABEL: func.func @tuple
func.func @tuple(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: !stablehlo.token) -> tensor<f32> {
  // CHECK-NEXT: %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<f32>, tensor<i32>>
  // CHECK-NEXT: %1 = stablehlo.tuple %arg0 : tuple<tensor<f32>>
  // CHECK-NEXT: %2 = stablehlo.tuple : tuple<>
  // CHECK-NEXT: %3 = stablehlo.tuple %0, %arg2, %2 : tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>
  // CHECK-NEXT: %4 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  // CHECK-NEXT: %5 = stablehlo.get_tuple_element %3[1] : (tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>) -> !stablehlo.token
  // CHECK-NEXT: %6 = stablehlo.get_tuple_element %3[0] : (tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>) -> tuple<tensor<f32>, tensor<i32>>
  %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<f32>, tensor<i32>>
  %1 = "stablehlo.tuple"(%arg0) : (tensor<f32>) -> tuple<tensor<f32>>
  %2 = "stablehlo.tuple"() : () -> tuple<>
  %3 = stablehlo.tuple %0, %arg2, %2 : tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>
  %4 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  %5 = "stablehlo.get_tuple_element"(%3) <{index = 1 : i32}> : (tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>) -> !stablehlo.token
  %6 = stablehlo.get_tuple_element %3[0] : (tuple<tuple<tensor<f32>, tensor<i32>>, !stablehlo.token, tuple<>>) -> tuple<tensor<f32>, tensor<i32>>
  return %4 : tensor<f32>
}
