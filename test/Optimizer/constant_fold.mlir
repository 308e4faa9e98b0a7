// kiln's constant folder through kiln-simplify: the integer ops shape
// refinement folds (division, compare, select, clamp, abs, sign, convert)
// with the spec's semantics, the ops it leaves to the generated code, and
// the 1024-element limit. Float rules and data movement: simplify.mlir.
// RUN: kiln-opt %s -split-input-file -kiln-simplify | FileCheck %s

// Truncating division and remainder (signed -7 / 2 = -3, -7 % 2 = -1;
// unsigned 250 / 7 = 35, 250 % 7 = 5); division by zero and INT_MIN / -1
// are not folded.
// CHECK-LABEL: func.func @divide
// CHECK-DAG: %[[Q:.*]] = stablehlo.constant dense<[-3, 3]> : tensor<2xi32>
// CHECK-DAG: %[[R:.*]] = stablehlo.constant dense<[-1, 1]> : tensor<2xi32>
// CHECK-DAG: %[[U:.*]] = stablehlo.constant dense<35> : tensor<ui8>
// CHECK-DAG: %[[V:.*]] = stablehlo.constant dense<5> : tensor<ui8>
// CHECK-DAG: %[[Z:.*]] = stablehlo.divide %{{.*}}, %{{.*}} : tensor<i32>
// CHECK-DAG: %[[M:.*]] = stablehlo.remainder %{{.*}}, %{{.*}} : tensor<i8>
// CHECK: return %[[Q]], %[[R]], %[[U]], %[[V]], %[[Z]], %[[M]]
func.func @divide() -> (tensor<2xi32>, tensor<2xi32>, tensor<ui8>, tensor<ui8>, tensor<i32>, tensor<i8>) {
  %a = stablehlo.constant dense<[-7, 7]> : tensor<2xi32>
  %b = stablehlo.constant dense<2> : tensor<2xi32>
  %0 = stablehlo.divide %a, %b : tensor<2xi32>
  %1 = stablehlo.remainder %a, %b : tensor<2xi32>
  %c = stablehlo.constant dense<250> : tensor<ui8>
  %d = stablehlo.constant dense<7> : tensor<ui8>
  %2 = stablehlo.divide %c, %d : tensor<ui8>
  %3 = stablehlo.remainder %c, %d : tensor<ui8>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %4 = stablehlo.divide %one, %zero : tensor<i32>
  %min = stablehlo.constant dense<-128> : tensor<i8>
  %m1 = stablehlo.constant dense<-1> : tensor<i8>
  %5 = stablehlo.remainder %min, %m1 : tensor<i8>
  return %0, %1, %2, %3, %4, %5 : tensor<2xi32>, tensor<2xi32>, tensor<ui8>, tensor<ui8>, tensor<i32>, tensor<i8>
}

// -----

// compare (signedness from the element type: ui8 200 > 100, i8 -56 < 100),
// select with a non-splat predicate, clamp with 0-d bounds, abs and sign
// (abs of INT_MIN wraps to INT_MIN), and i1 maximum (or).
// CHECK-LABEL: func.func @compare_select
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[1, 20]> : tensor<2xi32>
// CHECK-DAG: %[[K:.*]] = stablehlo.constant dense<[0, 5, 9]> : tensor<3xi32>
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<[-128, 3, 0]> : tensor<3xi8>
// CHECK-DAG: %[[G:.*]] = stablehlo.constant dense<[-1, 1, 0]> : tensor<3xi8>
// CHECK-DAG: %[[M:.*]] = stablehlo.constant dense<[true, true, false]> : tensor<3xi1>
// CHECK: return %[[C]], %[[S]], %[[K]], %[[A]], %[[G]], %[[M]]
func.func @compare_select() -> (tensor<2xi1>, tensor<2xi32>, tensor<3xi32>, tensor<3xi8>, tensor<3xi8>, tensor<3xi1>) {
  %u1 = stablehlo.constant dense<[200, 1]> : tensor<2xui8>
  %u2 = stablehlo.constant dense<[100, 2]> : tensor<2xui8>
  %0 = stablehlo.compare GT, %u1, %u2, UNSIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %y = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %1 = stablehlo.select %0, %x, %y : tensor<2xi1>, tensor<2xi32>
  %lo = stablehlo.constant dense<0> : tensor<i32>
  %hi = stablehlo.constant dense<9> : tensor<i32>
  %v = stablehlo.constant dense<[-4, 5, 12]> : tensor<3xi32>
  %2 = stablehlo.clamp %lo, %v, %hi : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %w = stablehlo.constant dense<[-128, -3, 0]> : tensor<3xi8>
  %3 = stablehlo.abs %w : tensor<3xi8>
  %s = stablehlo.constant dense<[-7, 4, 0]> : tensor<3xi8>
  %4 = stablehlo.sign %s : tensor<3xi8>
  %p = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
  %q = stablehlo.constant dense<[false, true, false]> : tensor<3xi1>
  %5 = stablehlo.maximum %p, %q : tensor<3xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<2xi1>, tensor<2xi32>, tensor<3xi32>, tensor<3xi8>, tensor<3xi8>, tensor<3xi1>
}

// -----

// convert: integers extend as the operand's signedness says (i8 -1 is
// 65535 as ui16, ui8 255 is 255 as i32) and truncate; to floats only when
// exact (2^24 + 1 is not an f32).
// CHECK-LABEL: func.func @convert
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<65535> : tensor<ui16>
// CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<255> : tensor<i32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[3.000000e+00, -1.600000e+01]> : tensor<2xf32>
// CHECK-DAG: %[[D:.*]] = stablehlo.convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @convert() -> (tensor<ui16>, tensor<i32>, tensor<2xf32>, tensor<f32>) {
  %a = stablehlo.constant dense<-1> : tensor<i8>
  %0 = stablehlo.convert %a : (tensor<i8>) -> tensor<ui16>
  %b = stablehlo.constant dense<255> : tensor<ui8>
  %1 = stablehlo.convert %b : (tensor<ui8>) -> tensor<i32>
  %c = stablehlo.constant dense<[3, -16]> : tensor<2xi64>
  %2 = stablehlo.convert %c : (tensor<2xi64>) -> tensor<2xf32>
  %d = stablehlo.constant dense<16777217> : tensor<i32>
  %3 = stablehlo.convert %d : (tensor<i32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<ui16>, tensor<i32>, tensor<2xf32>, tensor<f32>
}

// -----

// Results of up to 1024 elements fold; larger ones stay.
// CHECK-LABEL: func.func @limit
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<7> : tensor<1024xi32>
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<i32>) -> tensor<1025xi32>
// CHECK: return %[[A]], %[[B]]
func.func @limit() -> (tensor<1024xi32>, tensor<1025xi32>) {
  %c = stablehlo.constant dense<7> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1025xi32>
  return %0, %1 : tensor<1024xi32>, tensor<1025xi32>
}
