// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Checks of reduce, reduce_window, select_and_scatter and sort. These ops
// infer their result types, so each error found while inferring is followed
// by "failed to infer returned types".

func.func @reduce_no_inputs() {
  // expected-error @+2 {{expects at least one input (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.reduce"() <{dimensions = array<i64: 0>}> ({
    stablehlo.return
  }) : () -> ()
  return
}

// -----

func.func @reduce_input_shapes(%arg0: tensor<4x8xf32>, %arg1: tensor<4x9xi32>, %i0: tensor<f32>, %i1: tensor<i32>) {
  // expected-error @+2 {{input 1 must have the shape of input 0 (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = stablehlo.reduce(%arg0 init: %i0), (%arg1 init: %i1) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a0: tensor<f32>, %b0: tensor<f32>) (%a1: tensor<i32>, %b1: tensor<i32>)  {
    stablehlo.return %a0, %a1 : tensor<f32>, tensor<i32>
  }
  return
}

// -----

func.func @reduce_init_element_type(%arg0: tensor<4x8xf32>, %init: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{init value 0 must have the element type of input 0 (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<i32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_init_not_scalar(%arg0: tensor<4x8xf32>, %init: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{init value 0 must be a 0-d tensor}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<1xf32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_dimension_out_of_range(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{dimensions must be in [0, 2) (C4), but got [2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [2] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_dimension_negative(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{dimensions must be in [0, 2) (C4), but got [-1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [-1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_dimensions_not_unique(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{dimensions must be unique (C5), but got [1, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [1, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_arity(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{body must take 2 arguments (C6), but takes 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce"(%arg0, %init) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_arg_not_scalar(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{body argument 0 must be a 0-d tensor (C6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<1xf32>, %b: tensor<1xf32>)  {
    stablehlo.return %a : tensor<1xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_arg_pair_types(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{body arguments 0 and 1 must have the same type (C6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f64>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_result_count(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{body must return 1 values (C6), but returns 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_body_result_type(%arg0: tensor<4x8xf32>, %init: tensor<f32>, %other: tensor<f64>) -> tensor<4xf32> {
  // expected-error @+2 {{body result 0 must have the type of argument 0 (C6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %other : tensor<f64>
  }
  return %0 : tensor<4xf32>
}

// -----

// f32 inputs cannot accumulate in f16 (narrower) nor in i32 (another kind).
func.func @reduce_body_not_promotable(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf16> {
  // expected-error @+2 {{element type of input 0 must be promotable to the body's accumulator element type (C6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf16>
   reducer(%a: tensor<f16>, %b: tensor<f16>)  {
    stablehlo.return %a : tensor<f16>
  }
  return %0 : tensor<4xf16>
}

// -----

func.func @reduce_result_shape(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  // expected-error @+2 {{'stablehlo.reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// The result element type is the body's (f32), not the input's (bf16).
func.func @reduce_result_element_type(%arg0: tensor<4x8xbf16>, %init: tensor<bf16>) -> tensor<4xbf16> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xbf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xbf16>, tensor<bf16>) -> tensor<4xbf16>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<4xbf16>
}

// -----

func.func @reduce_compact_not_commutative(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected a commutative binary op of the stablehlo dialect with one result and no regions, but got 'stablehlo.constant'}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.constant across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_missing_reducer(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // expected-error @+1 {{expected 'reducer'}}
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_missing_init(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 'init'}}
  %0 = stablehlo.reduce(%arg0 %init) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_window_inputs_shapes(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>, %init: tensor<f32>) {
  // expected-error @+2 {{input 1 must have the shape of input 0 (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %init, %init) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %b0: tensor<f32>, %b1: tensor<f32>):
    stablehlo.return %a0, %a1 : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @reduce_window_size_overflow(%arg0: tensor<4xf32>, %init: tensor<f32>) {
  // Window attributes are input: sizes that overflow 64 bits are an error
  // (kiln-parse-fuzzer found the overflow).
  // expected-error @+2 {{window attributes overflow 64-bit sizes in dimension 0 (C15)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 4611686018427387904>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<?xf32>
  return
}

// -----

func.func @select_and_scatter_size_overflow(%arg0: tensor<4xf32>, %source: tensor<3xf32>, %init: tensor<f32>) {
  // expected-error @+2 {{window attributes overflow 64-bit sizes in dimension 0 (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, padding = dense<[[9223372036854775807, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_window_dimensions_size(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<3x8xf32> {
  // expected-error @+2 {{window_dimensions must have 2 entries, one per input dimension (C4), but has 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

func.func @reduce_window_dimensions_positive(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{window_dimensions must be positive (C5), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_window_strides_size(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{window_strides must have 1 entries, one per input dimension (C6), but has 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_strides_positive(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{window_strides must be positive (C7), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_base_dilations(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{base_dilations must have 1 entries, one per input dimension (C8), but has 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{base_dilations = array<i64>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_base_dilations_positive(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{base_dilations must be positive (C9), but got [-1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{base_dilations = array<i64: -1>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_window_dilations(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{window_dilations must have 1 entries, one per input dimension (C10), but has 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_window_dilations_positive(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{window_dilations must be positive (C11), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dilations = array<i64: 0>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_padding_shape(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{padding must have shape [1, 2] (C12)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_window_body(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{body must take 2 arguments (C13), but takes 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A window of 2 with stride 2 over 5 elements padded by (1, 0): 3 windows.
func.func @reduce_window_result_shape(%arg0: tensor<5xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_and_scatter_source_type(%arg0: tensor<4xf32>, %source: tensor<2xi32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{source must have the element type of operand (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_source_shape(%arg0: tensor<4xf32>, %source: tensor<3xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{source shape must be the number of windows [2] (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_window_size(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{window_dimensions must have 1 entries, one per input dimension (C4), but has 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_window_positive(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{window_dimensions must be positive (C5), but got [0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_strides(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{window_strides must have 1 entries, one per input dimension (C6), but has 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_strides_positive(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{window_strides must be positive (C7), but got [-2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: -2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_padding(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{padding must have shape [1, 2] (C8)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{padding = dense<0> : tensor<1x3xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_select_type(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{select must have type (tensor<E>, tensor<E>) -> tensor<i1> where E is the operand element type (C9)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_scatter_type(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> where the operand element type is promotable to E (C10)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_init_type(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f64>) -> tensor<4xf32> {
  // expected-error @+2 {{init_value must have the scatter argument type (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_result(%arg0: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%arg0, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @sort_no_inputs() {
  // expected-error @+2 {{sort must have at least one input (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.sort"() ({
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : () -> ()
  return
}

// -----

func.func @sort_result_types(%arg0: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @sort_input_shapes(%arg0: tensor<4xf32>, %arg1: tensor<5xi32>) {
  // expected-error @+2 {{input 1 must have the shape of input 0 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%arg0, %arg1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<4xf32>, tensor<5xi32>) -> (tensor<4xf32>, tensor<5xi32>)
  return
}

// -----

func.func @sort_dimension(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{dimension must be in [-2, 2) (C4), but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.sort"(%arg0) <{dimension = 2 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @sort_comparator_arity(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{comparator must take 2 arguments (C5), but takes 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The comparator takes a pair per input, in input order.
func.func @sort_comparator_arg_types(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) {
  // expected-error @+2 {{comparator arguments 0 and 1 must have type tensor<f32> (C5)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%arg0, %arg1) ({
  ^bb0(%a: tensor<f32>, %c: tensor<i32>, %b: tensor<f32>, %d: tensor<i32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return
}

// -----

func.func @sort_comparator_result(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{comparator must return a single tensor<i1> (C5)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_operand_type_count(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 2 operand types, but got 3}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_not_function_type(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found 'tensor<4xf32>'}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.add across dimensions = [1] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_compact_other_dialect(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected a commutative binary op of the stablehlo dialect with one result and no regions, but got 'arith.addf'}}
  %0 = stablehlo.reduce(%arg0 init: %init) applies arith.addf across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_window_init_element_type(%arg0: tensor<4xf32>, %init: tensor<i32>) -> tensor<3xf32> {
  // expected-error @+2 {{init value 0 must have the element type of input 0 (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<i32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_odd_operand_count(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{expects as many init values as inputs (C3), but got 3 operands}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce"(%arg0, %init, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_window_odd_operand_count(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{expects as many init values as inputs (C1), but got 3 operands}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%arg0, %arg0, %init) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
