// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s

// A zero fill of the result right before the product is erased: in the
// first K block (pc = 0) whole tiles are stored without reading the result,
// edge tiles select the tile's value instead of the sum; later K blocks
// (K = 20: a second block at 16) add to it as before.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @zero_filled(%a: memref<10x20xf32>, %b: memref<20x9xf32>, %c: memref<10x9xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<10x9xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x20xf32>, memref<20x9xf32>) outs(%c : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @zero_filled
// CHECK-SAME:    (%{{.*}}: memref<10x20xf32>, %{{.*}}: memref<20x9xf32>, %[[C:.*]]: memref<10x9xf32>)
// CHECK-NOT:     linalg.fill
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           scf.for %[[PC:.*]] = %{{.*}} to %c20 step
// CHECK:             %[[FIRST:.*]] = arith.cmpi eq, %[[PC]], %c0
// CHECK:             scf.if %{{.*}} {
// CHECK:               scf.if %[[FIRST]] {
// CHECK-NOT:             vector.load %[[C]]
// CHECK-COUNT-6:         vector.store %{{.*}}, %[[C]]
// CHECK:               } else {
// CHECK-COUNT-6:         vector.load %[[C]]
// CHECK:               }
// CHECK:             } else {
// CHECK:               %[[OLD:.*]] = memref.load %[[C]]
// CHECK:               %[[V:.*]] = memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x8xf32>
// CHECK:               %[[SUM:.*]] = arith.addf %[[OLD]], %[[V]]
// CHECK:               %[[NEW:.*]] = arith.select %[[FIRST]], %[[V]], %[[SUM]]
// CHECK:               memref.store %[[NEW]], %[[C]]

// -----

// Must not fire: a fill with another value, a zero fill with another op
// between it and the product, and a zero fill of another buffer.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @kept(%a: memref<10x20xf32>, %b: memref<20x9xf32>, %c: memref<10x9xf32>,
                %d: memref<10x9xf32>, %e: memref<10x9xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<10x9xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x20xf32>, memref<20x9xf32>) outs(%c : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%d : memref<10x9xf32>)
  memref.copy %c, %e : memref<10x9xf32> to memref<10x9xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x20xf32>, memref<20x9xf32>) outs(%d : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%c : memref<10x9xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x20xf32>, memref<20x9xf32>) outs(%e : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @kept
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<10x9xf32>)
// CHECK-NOT:     arith.cmpi eq, %{{.*}}, %c0
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<10x9xf32>)
// CHECK-NOT:     arith.cmpi eq, %{{.*}}, %c0
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<10x9xf32>)
// CHECK-NOT:     arith.cmpi eq, %{{.*}}, %c0
// CHECK:         return
