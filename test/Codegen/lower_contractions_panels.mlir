// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=256 nc=2048 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s

// One thread, one block of rows (M = 5 <= mc) and a B block beyond L1
// (256 x 40 floats): A is packed once per K block, then each 8-wide B panel
// into a one-panel buffer (256 x 8) right before the row tiles that use it:
// one whole 3-row tile, then a 2-row one for the rest.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @panels(%a: memref<5x300xf32>, %b: memref<300x40xf32>, %c: memref<5x40xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<5x300xf32>, memref<300x40xf32>) outs(%c : memref<5x40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @panels
// CHECK-SAME:    (%[[A:.*]]: memref<5x300xf32>, %[[B:.*]]: memref<300x40xf32>,
// CHECK:         %[[LP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1540xf32>
// CHECK:         %[[RP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
// CHECK:         scf.for %[[PC:.*]] = %{{.*}} to %c300{{.*}} step %c256
// CHECK:           memref.load %[[A]]
// CHECK:           scf.for %[[COL:.*]] = %{{.*}} to %c40{{.*}} step %c8
// B is packed row by row across the panel's columns that exist (none past
// N = 40), then any partial panel is packed with bounds checks.
// CHECK:             %[[LEFT:.*]] = arith.subi %c40{{.*}}, %[[COL]]
// CHECK:             %[[COLS:.*]] = arith.minsi %c8{{.*}}, %[[LEFT]]
// CHECK:             %[[REM:.*]] = arith.remui %[[COLS]], %c8
// CHECK:             %[[FULL:.*]] = arith.subi %[[COLS]], %[[REM]]
// CHECK:             scf.for
// CHECK:               scf.for %{{.*}} = %{{.*}} to %[[FULL]] step %c8
// CHECK:                 vector.load %[[B]]
// CHECK:                 vector.store %{{.*}}, %[[RP]]
// CHECK:             scf.for %{{.*}} = %[[FULL]] to %c8{{.*}} step %c8
// CHECK:             scf.for %{{.*}} = %{{.*}} to %c3{{.*}} step %c3
// CHECK:               scf.for {{.*}} iter_args{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK:                 vector.load %[[RP]]
// CHECK:                 memref.load %[[LP]]
// CHECK:                 vector.fma
// The last 2 rows (5 = 3 + 2) take a 2-row kernel: 4 accumulators.
// CHECK:             scf.for {{.*}} iter_args{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-COUNT-2:       vector.load %[[RP]]
// CHECK-COUNT-2:       memref.load %[[LP]]
// CHECK:         memref.dealloc %[[LP]]
// CHECK:         memref.dealloc %[[RP]]

// -----

// Must not fire: more rows than one block (M = 7 > mc = 6), or a B block
// that fits in L1 (K = 20: 20 x 40 floats); B is packed a block at a time.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @blocks(%a: memref<7x300xf32>, %b: memref<300x40xf32>, %c: memref<7x40xf32>,
                  %a2: memref<5x20xf32>, %b2: memref<20x40xf32>, %c2: memref<5x40xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<7x300xf32>, memref<300x40xf32>) outs(%c : memref<7x40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %b2 : memref<5x20xf32>, memref<20x40xf32>) outs(%c2 : memref<5x40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @blocks
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<1540xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<10240xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<124xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<800xf32>
