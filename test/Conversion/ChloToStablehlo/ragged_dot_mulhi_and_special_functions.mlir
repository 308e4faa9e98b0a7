// RUN: kiln-opt %s -kiln-chlo-legalize-to-stablehlo -split-input-file | FileCheck %s

// ragged_dot, non-contracting mode: the lhs masked per group into
// [g, m, k], then one dot_general contracting k and the group dimension.
// CHECK-LABEL: func.func @ragged_noncontracting
// CHECK: stablehlo.reduce
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<2x16x8xf32>
// CHECK: stablehlo.select
// CHECK: stablehlo.dot_general %{{.*}}, %arg1, contracting_dims = [2, 0] x [1, 0]
// CHECK-NOT: chlo.
func.func @ragged_noncontracting(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>,
                                 %gs: tensor<2xi32>) -> tensor<16x4xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

// ragged_dot, batch mode: a plain dot_general.
// CHECK-LABEL: func.func @ragged_batch
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1]
// CHECK-NOT: chlo.
func.func @ragged_batch(%lhs: tensor<3x4x5xf32>, %rhs: tensor<3x5x2xf32>,
                        %gs: tensor<3xi32>) -> tensor<3x4x2xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<3x4x5xf32>, tensor<3x5x2xf32>, tensor<3xi32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// -----

// mulhi: half-width partial products, no wider type.
// CHECK-LABEL: func.func @mulhi
// CHECK: stablehlo.shift_right_logical
// CHECK-NOT: i128
// CHECK-NOT: chlo.
func.func @mulhi(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %0 = chlo.mulhi %a, %b : tensor<4xi64>, tensor<4xi64> -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// The special functions are evaluated in f64.
// CHECK-LABEL: func.func @special
// CHECK: stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xf64>
// CHECK-NOT: chlo.
func.func @special(%x: tensor<3xf32>, %q: tensor<3xf32>, %m: tensor<2x3xf32>)
    -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) {
  %0 = chlo.zeta %x, %q : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  %1 = chlo.polygamma %x, %q : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  %2 = chlo.bessel_i1e %x : tensor<3xf32> -> tensor<3xf32>
  %3 = chlo.broadcast_zeta %m, %q : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>
}
