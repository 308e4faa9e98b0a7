// while, if, case and optimization_barrier become scf ops over tensors.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// Unsigned loop values become signless in the region signatures too; the
// condition's tensor<i1> is read as a scalar.
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: %[[N:.*]]: tensor<i32>, %[[X:.*]]: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK: %[[W:.*]]:2 = scf.while (%[[I:.*]] = %[[N]], %[[V:.*]] = %[[X]]) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
// CHECK: arith.cmpi ult
// CHECK: %[[P:.*]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK: scf.condition(%[[P]]) %[[I]], %[[V]] : tensor<i32>, tensor<4xf32>
// CHECK: } do {
// CHECK: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<4xf32>):
// CHECK: arith.addi
// CHECK: arith.addf
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<i32>, tensor<4xf32>
// CHECK: return %[[W]]#0, %[[W]]#1
func.func @while_loop(%n: tensor<ui32>, %x: tensor<4xf32>) -> (tensor<ui32>, tensor<4xf32>) {
  %0:2 = stablehlo.while(%i = %n, %v = %x) : tensor<ui32>, tensor<4xf32>
  cond {
    %c = stablehlo.constant dense<10> : tensor<ui32>
    %p = stablehlo.compare LT, %i, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %j = stablehlo.add %i, %c : tensor<ui32>
    %w = stablehlo.add %v, %v : tensor<4xf32>
    stablehlo.return %j, %w : tensor<ui32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<ui32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @if_else(
// CHECK: %[[P:.*]] = tensor.extract %arg0[] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[P]] -> (tensor<4xf32>) {
// CHECK-NEXT: scf.yield %arg1 : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK: arith.negf
// CHECK: scf.yield
// CHECK: return %[[R]]

func.func @if_else(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %1 = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The last branch is the default: it runs for any index outside [0, N - 1),
// negative ones included (spec: case).
// CHECK-LABEL: func.func @case_last_default(
// CHECK: %[[E:.*]] = tensor.extract %arg0[] : tensor<i32>
// CHECK: %[[I:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK: %[[R:.*]] = scf.index_switch %[[I]] -> tensor<4xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : tensor<4xf32>
// CHECK: case 1 {
// CHECK: arith.negf
// CHECK-NOT: case 2
// CHECK: default {
// CHECK: math.absf
// CHECK: return %[[R]]

func.func @case_last_default(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %1 = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }, {
    %1 = stablehlo.abs %x : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @barrier(
// CHECK-NEXT: return %arg0, %arg1 : tensor<4xf32>, tensor<2xi32>

func.func @barrier(%x: tensor<4xf32>, %y: tensor<2xi32>) -> (tensor<4xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.optimization_barrier %x, %y : tensor<4xf32>, tensor<2xi32>
  return %0#0, %0#1 : tensor<4xf32>, tensor<2xi32>
}
