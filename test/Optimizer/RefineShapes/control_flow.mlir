// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-refine-shapes="arg-types=tensor<3x2xf32>" | FileCheck %s

// while: the region arguments take the operand types, the body is refined
// (its dynamic_broadcast_in_dim included) and the results follow; the trip
// count b folds to a constant in the condition.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[V:.*]] = %[[X]]) : tensor<i32>, tensor<3x2xf32>
// CHECK: cond {
// CHECK: stablehlo.compare LT, %[[I]], %{{.*}}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: } do {
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
// CHECK: stablehlo.add %[[V]], %{{.*}} : tensor<3x2xf32>
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<i32>, tensor<3x2xf32>
// CHECK: return %[[W]]#1 : tensor<3x2xf32>
func.func @main(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
  %0:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<?x2xf32>
  cond {
    %lt = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %n = stablehlo.get_dimension_size %v, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
    %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
    %two = stablehlo.constant dense<2> : tensor<1xi32>
    %shape = stablehlo.concatenate %n1, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %f = stablehlo.constant dense<1.0> : tensor<f32>
    %ones = stablehlo.dynamic_broadcast_in_dim %f, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x2xf32>
    %v1 = stablehlo.add %v, %ones : tensor<?x2xf32>
    stablehlo.return %i1, %v1 : tensor<i32>, tensor<?x2xf32>
  }
  return %0#1 : tensor<?x2xf32>
}

// -----

// if and case: results take the (agreeing) static types of the branches.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>)
// CHECK: "stablehlo.if"
// CHECK: stablehlo.negate %[[X]] : tensor<3x2xf32>
// CHECK: }) : (tensor<i1>) -> tensor<3x2xf32>
// CHECK: "stablehlo.case"
// CHECK: stablehlo.transpose %[[X]], dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK: }) : (tensor<i32>) -> tensor<2x3xf32>
func.func @main(%x: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<2x?xf32>) {
  %p = stablehlo.constant dense<true> : tensor<i1>
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?x2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<?x2xf32>
    stablehlo.return %n : tensor<?x2xf32>
  }) : (tensor<i1>) -> tensor<?x2xf32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %1 = "stablehlo.case"(%i) ({
    %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x?xf32>
    stablehlo.return %t : tensor<2x?xf32>
  }, {
    %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x?xf32>
    %m = stablehlo.multiply %t, %t : tensor<2x?xf32>
    stablehlo.return %m : tensor<2x?xf32>
  }) : (tensor<i32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<?x2xf32>, tensor<2x?xf32>
}
