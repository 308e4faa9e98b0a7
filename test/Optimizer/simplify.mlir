// kiln-simplify: exact algebraic simplifications and constant folding, and
// the look-alikes that must stay (float x + 0.0, x * 0.0, NaN operands).
// RUN: kiln-opt %s -split-input-file -kiln-simplify | FileCheck %s
// RUN: kiln-opt %s -split-input-file -kiln-simplify=explain=true -verify-diagnostics -o /dev/null

// CHECK-LABEL: func.func @int_identities
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: return %arg0, %arg0, %arg0, %[[Z]], %arg0
func.func @int_identities(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %o = stablehlo.constant dense<1> : tensor<4xi32>
  // expected-remark @+1 {{kiln-simplify: x + 0 -> x}}
  %0 = stablehlo.add %z, %arg0 : tensor<4xi32>
  // expected-remark @+1 {{kiln-simplify: x - 0 -> x}}
  %1 = stablehlo.subtract %arg0, %z : tensor<4xi32>
  // expected-remark @+1 {{kiln-simplify: x * 1 -> x}}
  %2 = stablehlo.multiply %arg0, %o : tensor<4xi32>
  // expected-remark @+1 {{kiln-simplify: x * 0 -> 0}}
  %3 = stablehlo.multiply %arg0, %z : tensor<4xi32>
  %n = stablehlo.negate %arg0 : tensor<4xi32>
  // expected-remark @+1 {{kiln-simplify: negate(negate(x)) -> x}}
  %4 = stablehlo.negate %n : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Floats: x + -0.0, x - 0.0 and x * 1.0 are exact; x + 0.0 (-0 + 0 is +0),
// x - -0.0, and x * 0.0 (NaN, inf, sign of zero) are not.
// CHECK-LABEL: func.func @float_identities
// CHECK-DAG: %[[PZ:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[NZ:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %[[PZ]]
// CHECK-NEXT: %[[S:.*]] = stablehlo.subtract %arg0, %[[NZ]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[PZ]]
// CHECK-NEXT: return %arg0, %arg0, %arg0, %[[A]], %[[S]], %[[M]]
func.func @float_identities(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %pz = stablehlo.constant dense<0.0> : tensor<4xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  // expected-remark @+1 {{x + 0 -> x}}
  %0 = stablehlo.add %arg0, %nz : tensor<4xf32>
  // expected-remark @+1 {{x - 0 -> x}}
  %1 = stablehlo.subtract %arg0, %pz : tensor<4xf32>
  // expected-remark @+1 {{x * 1 -> x}}
  %2 = stablehlo.multiply %one, %arg0 : tensor<4xf32>
  %3 = stablehlo.add %arg0, %pz : tensor<4xf32>
  %4 = stablehlo.subtract %arg0, %nz : tensor<4xf32>
  %5 = stablehlo.multiply %arg0, %pz : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @convert_select
// CHECK-NEXT: %[[C:.*]] = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xf64>
// CHECK-NEXT: return %arg0, %arg1, %[[C]]
func.func @convert_select(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf64>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  // expected-remark @+1 {{convert to the same type removed}}
  %0 = stablehlo.convert %arg0 : tensor<3xf32>
  // expected-remark @+1 {{select with a constant predicate}}
  %1 = stablehlo.select %t, %arg1, %0 : tensor<i1>, tensor<3xf32>
  %2 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xf64>
  return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf64>
}

// -----

// CHECK-LABEL: func.func @chains
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<24xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<4xf32>) -> tensor<5x3x4xf32>
// CHECK-NEXT: return %[[T]], %[[R]], %[[B]], %arg0
func.func @chains(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<4x2x3xf32>, tensor<24xf32>, tensor<5x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  // expected-remark @+1 {{transpose of transpose merged}}
  %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<3x4x2xf32>) -> tensor<4x2x3xf32>
  %2 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  // expected-remark @+1 {{reshape of reshape merged}}
  %3 = stablehlo.reshape %2 : (tensor<6x4xf32>) -> tensor<24xf32>
  %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  // expected-remark @+1 {{broadcast_in_dim of broadcast_in_dim merged}}
  %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<5x3x4xf32>
  %6 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  // expected-remark @+1 {{transpose of transpose merged}}
  %7 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  return %1, %3, %5, %7 : tensor<4x2x3xf32>, tensor<24xf32>, tensor<5x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @slices_concats
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg1 [1:3, 0:2] : (tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: return %arg0, %arg1, %[[S]]
func.func @slices_concats(%arg0: tensor<4x2xf32>, %arg1: tensor<3x2xf32>) -> (tensor<4x2xf32>, tensor<3x2xf32>, tensor<2x2xf32>) {
  %0 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %1 = stablehlo.slice %arg0 [1:4, 0:2] : (tensor<4x2xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{concatenate of consecutive slices -> their source}}
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  %3 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<7x2xf32>
  // expected-remark @+1 {{slice of a concatenate -> slice of one input}}
  %4 = stablehlo.slice %3 [4:7, 0:2] : (tensor<7x2xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{slice of a concatenate -> slice of one input}}
  %5 = stablehlo.slice %3 [5:7, 0:2] : (tensor<7x2xf32>) -> tensor<2x2xf32>
  return %2, %4, %5 : tensor<4x2xf32>, tensor<3x2xf32>, tensor<2x2xf32>
}

// -----

// A slice across two inputs and a concatenate of non-adjacent slices stay.
// CHECK-LABEL: func.func @slices_concats_stay
// CHECK-NEXT: stablehlo.concatenate
// CHECK-NEXT: stablehlo.slice %0 [3:5, 0:2]
// CHECK-NEXT: stablehlo.slice %arg0 [0:1, 0:2]
// CHECK-NEXT: stablehlo.slice %arg0 [2:4, 0:2]
// CHECK-NEXT: stablehlo.concatenate
func.func @slices_concats_stay(%arg0: tensor<4x2xf32>, %arg1: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<7x2xf32>
  %1 = stablehlo.slice %0 [3:5, 0:2] : (tensor<7x2xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %3 = stablehlo.slice %arg0 [2:4, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  return %1, %4 : tensor<2x2xf32>, tensor<3x2xf32>
}

// -----

// Integer folding wraps (i8: 100 + 100 = -56; ui8: 3 - 5 = 254), float
// folding rounds to nearest even (f32: 16777216 + 1 = 16777216, printed as
// 0x4B800000).
// CHECK-LABEL: func.func @fold_arith
// CHECK-NEXT: %[[A:.*]] = stablehlo.constant dense<[-56, 0]> : tensor<2xi8>
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<[254, 5]> : tensor<2xui8>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[0x4B800000, -2.250000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @fold_arith() -> (tensor<2xi8>, tensor<2xui8>, tensor<2xf32>, tensor<2xi1>) {
  %a = stablehlo.constant dense<[100, -1]> : tensor<2xi8>
  %b = stablehlo.constant dense<[100, 1]> : tensor<2xi8>
  // expected-remark @+1 {{kiln-simplify: stablehlo.add of constants folded}}
  %0 = stablehlo.add %a, %b : tensor<2xi8>
  %c = stablehlo.constant dense<[3, 7]> : tensor<2xui8>
  %d = stablehlo.constant dense<[5, 2]> : tensor<2xui8>
  // expected-remark @+1 {{stablehlo.subtract of constants folded}}
  %1 = stablehlo.subtract %c, %d : tensor<2xui8>
  %e = stablehlo.constant dense<[16777216.0, 0.5]> : tensor<2xf32>
  %f = stablehlo.constant dense<[1.0, -1.5]> : tensor<2xf32>
  // expected-remark @+1 {{stablehlo.multiply of constants folded}}
  %m = stablehlo.multiply %e, %f : tensor<2xf32>
  // expected-remark @+1 {{stablehlo.add of constants folded}}
  %2 = stablehlo.add %m, %f : tensor<2xf32>
  %g = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %h = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  // expected-remark @+1 {{stablehlo.xor of constants folded}}
  %3 = stablehlo.xor %g, %h : tensor<2xi1>
  return %0, %1, %2, %3 : tensor<2xi8>, tensor<2xui8>, tensor<2xf32>, tensor<2xi1>
}

// -----

// NaN operands, float max (NaN rules) and constants over 1024 elements are
// not folded.
// CHECK-LABEL: func.func @fold_stays
// CHECK: stablehlo.add
// CHECK: stablehlo.maximum
// CHECK: stablehlo.add
func.func @fold_stays() -> (tensor<2xf32>, tensor<2xf32>, tensor<2048xi32>) {
  %a = stablehlo.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.maximum %a, %b : tensor<2xf32>
  %c = stablehlo.constant dense<1> : tensor<2048xi32>
  %2 = stablehlo.add %c, %c : tensor<2048xi32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2048xi32>
}

// -----

// Iota, transpose, broadcast, slice and concatenate of constants.
// CHECK-LABEL: func.func @fold_data_movement
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<{{\[\[}}0, 0, 0], [1, 1, 1]]> : tensor<2x3xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[0, 1, 2, 7, 7]> : tensor<5xi32>
// CHECK-NEXT: return %[[T]], %[[S]], %[[C]]
func.func @fold_data_movement() -> (tensor<2x3xi32>, tensor<2xi32>, tensor<5xi32>) {
  // expected-remark @+1 {{stablehlo.iota made a constant}}
  %i = stablehlo.iota dim = 0 : tensor<3xi32>
  // expected-remark @+1 {{stablehlo.iota made a constant}}
  %j = stablehlo.iota dim = 1 : tensor<3x2xi32>
  // expected-remark @+1 {{stablehlo.transpose of constants folded}}
  %0 = stablehlo.transpose %j, dims = [1, 0] : (tensor<3x2xi32>) -> tensor<2x3xi32>
  // expected-remark @+1 {{stablehlo.slice of constants folded}}
  %1 = stablehlo.slice %i [1:3] : (tensor<3xi32>) -> tensor<2xi32>
  %s = stablehlo.constant dense<7> : tensor<i32>
  // expected-remark @+1 {{stablehlo.broadcast_in_dim of constants folded}}
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2xi32>
  // expected-remark @+1 {{stablehlo.concatenate of constants folded}}
  %2 = stablehlo.concatenate %i, %b, dim = 0 : (tensor<3xi32>, tensor<2xi32>) -> tensor<5xi32>
  return %0, %1, %2 : tensor<2x3xi32>, tensor<2xi32>, tensor<5xi32>
}

// -----

// Identities see through broadcast scalar constants (as JAX emits them);
// a large broadcast of a constant is not folded into a large constant.
// CHECK-LABEL: func.func @broadcast_constants
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<64x64xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[B]]
// CHECK-NEXT: return %[[M]]
func.func @broadcast_constants(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %b1 = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
  // expected-remark @+1 {{x * 1 -> x}}
  %0 = stablehlo.multiply %arg0, %b1 : tensor<64x64xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %b2 = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
  %1 = stablehlo.multiply %0, %b2 : tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
