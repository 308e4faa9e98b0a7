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

// tanh is expm1(2|x|) / (expm1(2|x|) + 2) with |x| clamped to 9 and the
// sign of x put back as a bit; expm1 itself becomes a polynomial.
func.func @tanh(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = math.tanh %x : vector<8xf32>
  return %0 : vector<8xf32>
}
// CHECK-LABEL: func.func @tanh
// CHECK-NOT:     math.tanh
// CHECK-NOT:     math.expm1
// CHECK:         math.absf %{{.*}} : vector<8xf32>
// CHECK:         arith.minimumf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:         arith.divf
// CHECK:         arith.andi %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK:         arith.ori
// CHECK:         arith.bitcast {{.*}} : vector<8xi32> to vector<8xf32>

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
