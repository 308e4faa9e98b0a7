// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<3x2xf32>" | FileCheck %s

// Refinement folds with kiln's constant folder, integers only: the shape
// arithmetic (here a transpose and a multiply of dimension sizes) becomes
// constants, while float arithmetic on constants and iotas stay for the
// generated code (kiln-simplify folds those at -O2).
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> (tensor<2x1xi32>, tensor<2xf32>, tensor<3xi32>)
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<{{\[\[}}6], [4]]> : tensor<2x1xi32>
// CHECK-DAG: %[[F:.*]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK-DAG: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK: return %[[T]], %[[F]], %[[I]]
func.func @main(%x: tensor<?x2xf32>) -> (tensor<2x1xi32>, tensor<2xf32>, tensor<3xi32>) {
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x2xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %n = stablehlo.multiply %d0, %two : tensor<i32>
  %m = stablehlo.multiply %d1, %two : tensor<i32>
  %a = stablehlo.reshape %n : (tensor<i32>) -> tensor<1x1xi32>
  %b = stablehlo.reshape %m : (tensor<i32>) -> tensor<1x1xi32>
  %ab = stablehlo.concatenate %a, %b, dim = 1 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x2xi32>
  %t = stablehlo.transpose %ab, dims = [1, 0] : (tensor<1x2xi32>) -> tensor<2x1xi32>
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %f = stablehlo.add %c, %c : tensor<2xf32>
  %i = stablehlo.iota dim = 0 : tensor<3xi32>
  return %t, %f, %i : tensor<2x1xi32>, tensor<2xf32>, tensor<3xi32>
}
