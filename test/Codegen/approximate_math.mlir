// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-approximate-math))' \
// RUN:   | FileCheck %s

// f32 exp (vector and scalar) becomes arith: no math.exp and no call left.
func.func @exp(%x: vector<16xf32>, %y: f32) -> (vector<16xf32>, f32) {
  %0 = math.exp %x : vector<16xf32>
  %1 = math.exp %y : f32
  return %0, %1 : vector<16xf32>, f32
}
// CHECK-LABEL: func.func @exp
// CHECK-NOT:     math.exp
// CHECK:         arith.bitcast {{.*}} : vector<16xi32> to vector<16xf32>
// CHECK:         arith.bitcast {{.*}} : i32 to f32
// CHECK:         return

// -----

// tanh is an odd polynomial x + x^3 P(x^2) below |x| = 0.625 and
// 1 - 2 / (exp(2|x|) + 1) above, with |x| clamped to 20 and the sign of x
// put back as a bit; exp itself becomes a polynomial (no math op is left
// but fma and floor, which lower to instructions).
func.func @tanh(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = math.tanh %x : vector<8xf32>
  return %0 : vector<8xf32>
}
// CHECK-LABEL: func.func @tanh
// CHECK-SAME:    (%[[X:.*]]: vector<8xf32>)
// CHECK-DAG:     %[[T:.*]] = arith.constant dense<6.250000e-01> : vector<8xf32>
// CHECK-DAG:     %[[CLAMP:.*]] = arith.constant dense<2.000000e+01> : vector<8xf32>
// CHECK-DAG:     %[[C5:.*]] = arith.constant dense<0.00229584426> : vector<8xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant dense<-0.333333343> : vector<8xf32>
// CHECK-NOT:     math.tanh
// CHECK:         %[[A:.*]] = math.absf %[[X]] : vector<8xf32>
// CHECK:         %[[S:.*]] = arith.mulf %[[X]], %[[X]] : vector<8xf32>
// CHECK:         math.fma %[[C5]], %[[S]], %{{.*}} : vector<8xf32>
// CHECK:         %[[P:.*]] = math.fma %{{.*}}, %[[S]], %[[C0]] : vector<8xf32>
// CHECK:         %[[XS:.*]] = arith.mulf %[[X]], %[[S]] : vector<8xf32>
// CHECK:         %[[POLY:.*]] = math.fma %[[XS]], %[[P]], %[[X]] : vector<8xf32>
// CHECK:         %[[M:.*]] = arith.minimumf %[[A]], %[[CLAMP]] : vector<8xf32>
// CHECK:         arith.addf %[[M]], %[[M]] : vector<8xf32>
// CHECK-NOT:     math.exp
// CHECK:         arith.divf
// CHECK:         arith.subf
// CHECK:         arith.andi %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK:         arith.ori
// CHECK:         %[[LARGE:.*]] = arith.bitcast {{.*}} : vector<8xi32> to vector<8xf32>
// CHECK:         %[[SMALL:.*]] = arith.cmpf olt, %[[A]], %[[T]] : vector<8xf32>
// CHECK:         %[[R:.*]] = arith.select %[[SMALL]], %[[POLY]], %[[LARGE]]
// CHECK:         return %[[R]]

// -----

// Must not fire: f64 keeps libm, and functions outside the set (sin) too.
func.func @kept(%x: f64, %y: vector<4xf32>) -> (f64, f64, vector<4xf32>) {
  %0 = math.exp %x : f64
  %1 = math.tanh %x : f64
  %2 = math.sin %y : vector<4xf32>
  return %0, %1, %2 : f64, f64, vector<4xf32>
}
// CHECK-LABEL: func.func @kept
// CHECK:         math.exp %{{.*}} : f64
// CHECK:         math.tanh %{{.*}} : f64
// CHECK:         math.sin %{{.*}} : vector<4xf32>

// -----

// gelu's 0.5 * (1 + tanh(y)) becomes the logistic function of 2y,
// e / (e + 1) with e = exp(min(2y, 40)): no tanh and no 1 + t left
// (constants as splats or broadcast scalars, in either operand order).
func.func @gelu_tail(%x: vector<16xf32>, %y: vector<16xf32>) -> vector<16xf32> {
  %one = arith.constant 1.0 : f32
  %half = arith.constant dense<0.5> : vector<16xf32>
  %onev = vector.broadcast %one : f32 to vector<16xf32>
  %t = math.tanh %y : vector<16xf32>
  %s = arith.addf %onev, %t : vector<16xf32>
  %h = arith.mulf %s, %half : vector<16xf32>
  %g = arith.mulf %x, %h : vector<16xf32>
  return %g : vector<16xf32>
}
// CHECK-LABEL: func.func @gelu_tail
// CHECK-SAME:    (%[[X:.*]]: vector<16xf32>, %[[Y:.*]]: vector<16xf32>)
// CHECK:         %[[FORTY:.*]] = arith.constant dense<4.000000e+01> : vector<16xf32>
// CHECK:         %[[TWO_Y:.*]] = arith.addf %[[Y]], %[[Y]]
// CHECK:         %[[C:.*]] = arith.minimumf %[[TWO_Y]], %[[FORTY]] : vector<16xf32>
// CHECK-NOT:     math.tanh
// CHECK:         arith.bitcast %{{.*}} : vector<16xi32> to vector<16xf32>
// CHECK-NEXT:    %[[E:.*]] = arith.mulf
// CHECK-NEXT:    %[[E1:.*]] = arith.addf %[[E]], %{{.*}} : vector<16xf32>
// CHECK-NEXT:    %[[L:.*]] = arith.divf %[[E]], %[[E1]]
// CHECK-NEXT:    %[[G:.*]] = arith.mulf %[[X]], %[[L]]
// CHECK:         return %[[G]]

// -----

// Must not fire: tanh with another use, 1 + tanh with another use, and a
// factor other than 0.5; each tanh is approximated on its own (its clamp
// is 20, the rewrite's 40 does not appear).
func.func @gelu_kept(%y: f32) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %third = arith.constant 0.3 : f32
  %t = math.tanh %y : f32
  %s = arith.addf %one, %t : f32
  %h = arith.mulf %half, %s : f32
  %t2 = math.tanh %h : f32
  %s2 = arith.addf %one, %t2 : f32
  %h2 = arith.mulf %third, %s2 : f32
  %t3 = math.tanh %h2 : f32
  %s3 = arith.addf %t3, %one : f32
  %h3 = arith.mulf %half, %s3 : f32
  return %t, %h, %h3, %s3 : f32, f32, f32, f32
}
// CHECK-LABEL: func.func @gelu_kept
// CHECK-NOT:     4.000000e+01
// CHECK-NOT:     math.tanh
// CHECK:         arith.constant 2.000000e+01
// CHECK-NOT:     4.000000e+01
// CHECK-NOT:     math.tanh
// CHECK:         return

// -----

// The lowering of stablehlo.tanh guards math.tanh with an expm1 form below
// |x| = 0.625, select(|x| < 0.625, small, tanh(x)). This pass's tanh is
// accurate near 0 itself, so the guard goes (its small branch with it) and
// the math.tanh is approximated as usual.
func.func @tanh_guard(%x: f32) -> f32 {
  %a = math.absf %x : f32
  %m2 = arith.constant -2.0 : f32
  %s = arith.mulf %a, %m2 : f32
  %e = math.expm1 %s : f32
  %c = arith.constant 0.625 : f32
  %lt = arith.cmpf olt, %a, %c : f32
  %t = math.tanh %x : f32
  %r = arith.select %lt, %e, %t : f32
  return %r : f32
}
// CHECK-LABEL: func.func @tanh_guard
// CHECK-NOT:     math.expm1
// CHECK-NOT:     math.tanh
// CHECK:         arith.constant 2.000000e+01
// CHECK-NOT:     math.expm1
// CHECK-NOT:     math.tanh
// CHECK:         return

// -----

// Inside the body of a linalg op on complex numbers expm1 keeps libm (the
// complex formulas turn its last-bit differences into many ulp of a small
// part); exp there, and expm1 elsewhere, are approximated.
#map = affine_map<(d0) -> (d0)>
func.func @complex_body(%z: tensor<4xcomplex<f32>>, %y: f32) -> (tensor<4xcomplex<f32>>, f32) {
  %empty = tensor.empty() : tensor<4xcomplex<f32>>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%z : tensor<4xcomplex<f32>>) outs(%empty : tensor<4xcomplex<f32>>) {
  ^bb0(%in: complex<f32>, %out: complex<f32>):
    %re = complex.re %in : complex<f32>
    %im = complex.im %in : complex<f32>
    %e = math.expm1 %re : f32
    %x = math.exp %im : f32
    %c = complex.create %e, %x : complex<f32>
    linalg.yield %c : complex<f32>
  } -> tensor<4xcomplex<f32>>
  %o = math.expm1 %y : f32
  return %r, %o : tensor<4xcomplex<f32>>, f32
}
// CHECK-LABEL: func.func @complex_body
// CHECK:         linalg.generic
// CHECK:           math.expm1 %{{.*}} : f32
// CHECK-NOT:       math.exp %
// CHECK:           linalg.yield
// CHECK-NOT:     math.expm1
// CHECK:         return
