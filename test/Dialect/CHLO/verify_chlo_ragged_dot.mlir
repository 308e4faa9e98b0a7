// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @batching_count(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs and rhs must have the same number of batching dimensions, but have 1 and 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @contracting_count(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs and rhs must have the same number of contracting dimensions, but have 1 and 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @lhs_not_unique(%lhs: tensor<2x8xf32>, %rhs: tensor<2x2x8xf32>, %gs: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs batching and contracting dimensions must be unique, but dimension 1 appears more than once}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<2x8xf32>, tensor<2x2x8xf32>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @rhs_not_unique(%lhs: tensor<2x8xf32>, %rhs: tensor<2x8x8xf32>, %gs: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs batching and contracting dimensions must be unique, but dimension 2 appears more than once}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [0]>}> : (tensor<2x8xf32>, tensor<2x8x8xf32>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @lhs_contracting_range(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs_contracting_dimensions entry 2 is out of range [0, 2)}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @rhs_contracting_range(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs_contracting_dimensions entry 3 is out of range [0, 3)}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @batch_size_mismatch(%lhs: tensor<3x16x8xf32>, %rhs: tensor<2x4x8x4xf32>, %gs: tensor<3x2xi64>) -> tensor<3x16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op batching dimension sizes must match, but lhs dimension 0 has size 3 and rhs dimension 1 has size 4}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<3x16x8xf32>, tensor<2x4x8x4xf32>, tensor<3x2xi64>) -> tensor<3x16x4xf32>
  return %0 : tensor<3x16x4xf32>
}

// -----

func.func @contracting_size_mismatch(%lhs: tensor<16x8xf32>, %rhs: tensor<2x7x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op contracting dimension sizes must match, but lhs dimension 1 has size 8 and rhs dimension 1 has size 7}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x7x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @precision_count(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op precision_config must have at most 2 entries, but has 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>, #chlo<precision HIGH>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @no_ragged_dim(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs_ragged_dimensions must have exactly one entry, but has 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @two_ragged_dims(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs_ragged_dimensions must have exactly one entry, but has 2}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @ragged_range(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op lhs_ragged_dimensions entry 2 is out of range [0, 2)}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @group_sizes_rank(%lhs: tensor<2x16x8xf32>, %rhs: tensor<3x2x8x4xf32>, %gs: tensor<2x1x3xi64>) -> tensor<2x16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op group_sizes must have rank 1 or 2, but has rank 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x16x8xf32>, tensor<3x2x8x4xf32>, tensor<2x1x3xi64>) -> tensor<2x16x4xf32>
  return %0 : tensor<2x16x4xf32>
}

// -----

func.func @group_sizes_shape(%lhs: tensor<2x16x8xf32>, %rhs: tensor<3x2x8x4xf32>, %gs: tensor<4x3xi64>) -> tensor<2x16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op group_sizes must have shape [2, 3], but has shape [4, 3]}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x16x8xf32>, tensor<3x2x8x4xf32>, tensor<4x3xi64>) -> tensor<2x16x4xf32>
  return %0 : tensor<2x16x4xf32>
}

// -----

func.func @group_sizes_float(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xf32>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op operand #2 must be ranked tensor of integer values, but got 'tensor<2xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @group_sizes_scalar(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<i64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op group_sizes must have rank at least 1}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<i64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @group_dim_range(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs_group_dimensions entry 3 is out of range [0, 3)}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [3]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @group_dim_is_contracting(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs group dimension 1 must not be a batching or contracting dimension}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @contracting_mode_group_dim(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %gs: tensor<3xi64>) -> tensor<3x11x7xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs_group_dimensions must be empty when the lhs ragged dimension is a contracting dimension}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<3x11x7xf32>
  return %0 : tensor<3x11x7xf32>
}

// -----

func.func @batch_mode_group_dim(%lhs: tensor<4x11x5xf32>, %rhs: tensor<2x4x5x7xf32>, %gs: tensor<2xi64>) -> tensor<4x11x7xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs_group_dimensions must be empty when the lhs ragged dimension is a batching dimension}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<4x11x5xf32>, tensor<2x4x5x7xf32>, tensor<2xi64>) -> tensor<4x11x7xf32>
  return %0 : tensor<4x11x7xf32>
}

// -----

func.func @non_contracting_no_group_dim(%lhs: tensor<16x8xf32>, %rhs: tensor<8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs_group_dimensions must have exactly one entry when the lhs ragged dimension is a non-contracting dimension, but has 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @group_count_mismatch(%lhs: tensor<16x8xf32>, %rhs: tensor<3x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op rhs group dimension must have size 2 (the number of groups), but has size 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<3x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// -----

func.func @result_shape(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x8xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op result shape must be [16, 4], but the result type is 'tensor<16x8xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @contracting_result_shape(%lhs: tensor<11x5xf32>, %rhs: tensor<5x7xf32>, %gs: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op result shape must be [3, 11, 7], but the result type is 'tensor<11x7xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  return %0 : tensor<11x7xf32>
}

// -----

// expected-error @+1 {{unknown key 'lhs_group_dimensions' in #chlo.ragged_dot}}
func.func @attr_unknown_key() attributes {kiln.dims = #chlo.ragged_dot<lhs_group_dimensions = [0]>} {
  return
}

// -----

// expected-error @+1 {{duplicate key 'lhs_ragged_dimensions' in #chlo.ragged_dot}}
func.func @attr_duplicate_key() attributes {kiln.dims = #chlo.ragged_dot<lhs_ragged_dimensions = [0], lhs_ragged_dimensions = [1]>} {
  return
}

// -----

// expected-error @+1 {{expected '['}}
func.func @attr_not_a_list() attributes {kiln.dims = #chlo.ragged_dot<lhs_ragged_dimensions = 0>} {
  return
}

// -----

func.func @missing_dimension_numbers(%lhs: tensor<16x8xf32>, %rhs: tensor<2x8x4xf32>, %gs: tensor<2xi64>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op requires attribute 'ragged_dot_dimension_numbers'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
