// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// A body that is one commutative binary op on the block arguments prints
// in the compact form.
// CHECK-LABEL: func.func @reduce_compact
func.func @reduce_compact(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: return %0 : tensor<4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The region form of an eligible body is printed back compactly.
// CHECK-LABEL: func.func @reduce_region_to_compact
func.func @reduce_region_to_compact(%arg0: tensor<2x3x4xi32>, %init: tensor<i32>) -> tensor<3xi32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
   reducer(%a: tensor<i32>, %b: tensor<i32>)  {
    %1 = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }
  return %0 : tensor<3xi32>
}

// -----

// Generic form of a reduce whose body is eligible for the compact form.
// CHECK-LABEL: func.func @reduce_generic_to_compact
func.func @reduce_generic_to_compact(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  %0 = "stablehlo.reduce"(%arg0, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Arguments used in the other order (%b, %a) are not forwarded as is: the
// region form is kept, arguments paired as (element, accumulator).
// CHECK-LABEL: func.func @reduce_region_swapped_args
func.func @reduce_region_swapped_args(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg2 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %1 = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

// More than one op in the body keeps the region form.
// CHECK-LABEL: func.func @reduce_region_two_ops
func.func @reduce_region_two_ops(%arg0: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   %2 = stablehlo.add %1, %1 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
  // CHECK-NEXT: }
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %1 = stablehlo.add %a, %b : tensor<f32>
    %2 = stablehlo.add %1, %1 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Variadic reduce (the shape of an argmax): the block arguments print in
// (element, accumulator) pairs, one pair per input.
// CHECK-LABEL: func.func @reduce_variadic
func.func @reduce_variadic(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>) -> tensor<4xi32> {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK-NEXT: %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
  // CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg4 : tensor<f32>
  // CHECK-NEXT:   %2 = stablehlo.add %arg3, %arg5 : tensor<i32>
  // CHECK-NEXT:   stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0#1 : tensor<4xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
    %1 = stablehlo.add %arg2, %arg4 : tensor<f32>
    %2 = stablehlo.add %arg3, %arg5 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }
  return %0#1 : tensor<4xi32>
}

// -----

// The generic form of a variadic reduce has inputs first, then init values.
// CHECK-LABEL: func.func @reduce_variadic_generic
func.func @reduce_variadic_generic(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>, %i0: tensor<f32>, %i1: tensor<i32>) -> tensor<i32> {
  // CHECK-NEXT: %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  // CHECK-NEXT:  reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
  // CHECK-NEXT:   stablehlo.return %arg4, %arg7 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }
  %0:2 = "stablehlo.reduce"(%arg0, %arg1, %i0, %i1) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
    stablehlo.return %a0, %b1 : tensor<f32>, tensor<i32>
  }) : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  return %0#1 : tensor<i32>
}

// -----

// Dynamic and bounded dimensions, discardable attributes, and a body whose
// accumulator is wider than the input (bf16 -> f32).
// CHECK-LABEL: func.func @reduce_dynamic_promoted
func.func @reduce_dynamic_promoted(%arg0: tensor<?x8xbf16, #stablehlo.bounds<16, ?>>, %init: tensor<bf16>) -> tensor<?xf32, #stablehlo.bounds<16>> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] {kiln.tag = 1 : i32} : (tensor<?x8xbf16, #stablehlo.bounds<16, ?>>, tensor<bf16>) -> tensor<?xf32, #stablehlo.bounds<16>>
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }
  %0 = stablehlo.reduce(%arg0 init: %init) across dimensions = [1] {kiln.tag = 1 : i32} : (tensor<?x8xbf16, #stablehlo.bounds<16, ?>>, tensor<bf16>) -> tensor<?xf32, #stablehlo.bounds<16>>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<?xf32, #stablehlo.bounds<16>>
}

// -----

// Nested: a reduce inside a while body.
// CHECK-LABEL: func.func @reduce_in_while
func.func @reduce_in_while(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<4xf32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT:   %1 = stablehlo.reduce(%iterArg init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   stablehlo.return %iterArg : tensor<4xf32>
  // CHECK-NEXT: }
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<4xf32>
  cond {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%iterArg init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// The cumulative-sum window JAX emits.
// CHECK-LABEL: func.func @reduce_window_cumsum
func.func @reduce_window_cumsum(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<{{\[\[}}3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Only window_dimensions given; strides 2 with dilations and variadic
// inputs in the second op.
// CHECK-LABEL: func.func @reduce_window_variants
func.func @reduce_window_variants(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<1x8x8x3xi32>, %c0: tensor<f32>, %c1: tensor<i32>) -> tensor<1x3x3x3xi32> {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg2) <{window_dimensions = array<i64: 1, 2, 2, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
  // CHECK-NEXT:   %2 = stablehlo.add %arg4, %arg5 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x7x7x3xf32>
  // CHECK-NEXT: %1:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 5, 2, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
  // CHECK-NEXT:   stablehlo.return %arg4, %arg7 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }) : (tensor<1x8x8x3xf32>, tensor<1x8x8x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x3x3x3xf32>, tensor<1x3x3x3xi32>)
  %0 = "stablehlo.reduce_window"(%arg0, %c0) <{window_dimensions = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %2 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x7x7x3xf32>
  %1:2 = "stablehlo.reduce_window"(%arg0, %arg1, %c0, %c1) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 5, 2, 1>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
    stablehlo.return %a0, %b1 : tensor<f32>, tensor<i32>
  }) : (tensor<1x8x8x3xf32>, tensor<1x8x8x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x3x3x3xf32>, tensor<1x3x3x3xi32>)
  return %1#1 : tensor<1x3x3x3xi32>
}

// -----

// The gradient of a 2x2 max pool, as JAX emits it.
// CHECK-LABEL: func.func @select_and_scatter
func.func @select_and_scatter(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<1x4x4x3xf32>) -> tensor<1x8x8x3xf32> {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT:   %c = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<1x8x8x3xf32>, tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<1x8x8x3xf32>, tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

// No window attributes: a window of one element per position.
// CHECK-LABEL: func.func @select_and_scatter_defaults
func.func @select_and_scatter_defaults(%arg0: tensor<4xi32>, %init: tensor<i32>) -> tensor<4xi32> {
  // CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg0, %arg1) ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
  // CHECK-NEXT:   %c = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
  // CHECK-NEXT:   stablehlo.return %arg2 : tensor<i32>
  // CHECK-NEXT: }) : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg0, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @sort_two_operands
func.func @sort_two_operands(%arg0: tensor<4x3xf32>, %arg1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
  // CHECK-NEXT:   %c = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: }) : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  return %0#0, %0#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----

// Without attributes (dimension -1, not stable); a negative dimension.
// CHECK-LABEL: func.func @sort_defaults
func.func @sort_defaults(%arg0: tensor<4x3xi1>) -> tensor<4x3xi1> {
  // CHECK-NEXT: %0 = "stablehlo.sort"(%arg0) ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<i1>
  // CHECK-NEXT: }) : (tensor<4x3xi1>) -> tensor<4x3xi1>
  // CHECK-NEXT: %1 = "stablehlo.sort"(%0) <{dimension = -2 : i64}> ({
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    stablehlo.return %a : tensor<i1>
  }) : (tensor<4x3xi1>) -> tensor<4x3xi1>
  %1 = "stablehlo.sort"(%0) <{dimension = -2 : i64}> ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    stablehlo.return %b : tensor<i1>
  }) : (tensor<4x3xi1>) -> tensor<4x3xi1>
  return %1 : tensor<4x3xi1>
}
