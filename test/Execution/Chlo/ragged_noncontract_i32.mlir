// RUN: kiln run %s --input %S/Inputs/in_ragged_noncontract_i32_0.npy --input %S/Inputs/in_ragged_noncontract_i32_1.npy --input %S/Inputs/in_ragged_noncontract_i32_2.npy --expect %S/Inputs/out_ragged_noncontract_i32_0.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s
// chlo.ragged_dot, non-contracting mode, as JAX prints lax.ragged_dot_general with
// jax_ragged_dot_use_ragged_dot_instruction; expected values from XLA CPU
// (Inputs/gen_complex_ragged.py).

// CHECK: output 0: tensor<6x2xi32> matches
func.func public @main(%arg0: tensor<6x3xi32>, %arg1: tensor<2x3x2xi32>, %arg2: tensor<2xi32>) -> (tensor<6x2xi32>) {
  %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision HIGHEST>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xi32>, tensor<2x3x2xi32>, tensor<2xi32>) -> tensor<6x2xi32>
  return %0 : tensor<6x2xi32>
}
