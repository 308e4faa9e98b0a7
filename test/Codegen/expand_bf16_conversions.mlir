// RUN: kiln-opt %s --kiln-expand-bf16-conversions | FileCheck %s

// f32 -> bf16 becomes integer code (scalar and vector); other conversions
// stay.
// CHECK-LABEL: func.func @trunc
// CHECK-SAME:    (%[[X:.*]]: f32, %[[V:.*]]: vector<8xf32>, %[[D:.*]]: f64)
// CHECK:         %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK:         arith.shrui %[[BITS]]
// CHECK:         arith.andi
// CHECK:         arith.addi
// CHECK:         arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK:         arith.select
// CHECK:         %[[N:.*]] = arith.trunci %{{.*}} : i32 to i16
// CHECK:         arith.bitcast %[[N]] : i16 to bf16
// CHECK:         arith.bitcast %[[V]] : vector<8xf32> to vector<8xi32>
// CHECK:         arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK:         arith.bitcast %{{.*}} : vector<8xi16> to vector<8xbf16>
// CHECK:         arith.truncf %[[X]] : f32 to f16
// CHECK:         arith.truncf %[[D]] : f64 to bf16
func.func @trunc(%x: f32, %v: vector<8xf32>, %d: f64) -> (bf16, vector<8xbf16>, f16, bf16) {
  %0 = arith.truncf %x : f32 to bf16
  %1 = arith.truncf %v : vector<8xf32> to vector<8xbf16>
  %2 = arith.truncf %x : f32 to f16
  %3 = arith.truncf %d : f64 to bf16
  return %0, %1, %2, %3 : bf16, vector<8xbf16>, f16, bf16
}

// bf16 -> f32 becomes a shift of the bits (scalar and vector); bf16 -> f64
// stays.
// CHECK-LABEL: func.func @ext
// CHECK-SAME:    (%[[X:.*]]: bf16, %[[V:.*]]: vector<8xbf16>)
// CHECK:         %[[B:.*]] = arith.bitcast %[[X]] : bf16 to i16
// CHECK:         %[[W:.*]] = arith.extui %[[B]] : i16 to i32
// CHECK:         %[[S:.*]] = arith.shli %[[W]], %{{.*}} : i32
// CHECK:         arith.bitcast %[[S]] : i32 to f32
// CHECK:         arith.bitcast %[[V]] : vector<8xbf16> to vector<8xi16>
// CHECK:         arith.extui %{{.*}} : vector<8xi16> to vector<8xi32>
// CHECK:         arith.shli
// CHECK:         arith.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK:         arith.extf %[[X]] : bf16 to f64
func.func @ext(%x: bf16, %v: vector<8xbf16>) -> (f32, vector<8xf32>, f64) {
  %0 = arith.extf %x : bf16 to f32
  %1 = arith.extf %v : vector<8xbf16> to vector<8xf32>
  %2 = arith.extf %x : bf16 to f64
  return %0, %1, %2 : f32, vector<8xf32>, f64
}
