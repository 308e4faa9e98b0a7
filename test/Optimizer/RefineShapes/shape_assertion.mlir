// RUN: kiln-opt %s -split-input-file -verify-diagnostics -kiln-stablehlo-refine-shapes="arg-types=tensor<4x3xf32>" | FileCheck %s

// A predicate that folds to true: the assertion is erased.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NOT: shape_assertion
// CHECK: return %[[X]]
func.func @main(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.remainder %d, %two : tensor<i32>
  %ok = stablehlo.compare EQ, %r, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %r) {api_version = 2 : i32, error_message = "remainder {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return %x : tensor<?x3xf32>
}

// -----

// A predicate that folds to false: an error at the assertion, with {0}
// and {1} replaced by the dimension operands (here 4 and 4 * 3 = 12).
func.func @main(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %n = stablehlo.multiply %d, %three : tensor<i32>
  %small = stablehlo.compare LT, %n, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // expected-error @+1 {{shape assertion failed: b = 4 gives 12 elements, again: 4}}
  stablehlo.custom_call @shape_assertion(%small, %d, %n) {api_version = 2 : i32, error_message = "b = {0} gives {1} elements, again: {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  return %x : tensor<?x3xf32>
}
