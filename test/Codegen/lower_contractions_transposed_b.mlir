// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s

// B contiguous along K (x @ w.T): whole panels are packed in 4 x 4 squares
// (4-lane vectors), one vector load along K per column, transposed with
// two rounds of shuffles (2x2 blocks of 2, then of 1) and stored as 4 rows
// of the panel; the last kc % 4 rows (K = 10: 2) and the edge panel (N = 9:
// one whole 8-wide panel, then 1 column) are packed element by element.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @transposed_b(%a: memref<7x10xf32>, %b: memref<9x10xf32>, %c: memref<7x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<7x10xf32>, memref<9x10xf32>) outs(%c : memref<7x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @transposed_b
// CHECK-SAME:    (%{{.*}}: memref<7x10xf32>, %[[B:.*]]: memref<9x10xf32>,
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK:         %[[PACK:.*]] = memref.alloc() {alignment = 64 : i64} : memref<160xf32>
// CHECK:         scf.if
// CHECK:           %[[END:.*]] = arith.muli
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[END]] step %c4
// CHECK-COUNT-4:     vector.load %[[B]][%{{.*}}, %{{.*}}] : memref<9x10xf32>, vector<4xf32>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [0, 1, 4, 5] : vector<4xf32>, vector<4xf32>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [2, 3, 6, 7] : vector<4xf32>, vector<4xf32>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [0, 4, 2, 6] : vector<4xf32>, vector<4xf32>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [1, 5, 3, 7] : vector<4xf32>, vector<4xf32>
// CHECK-COUNT-4:     vector.store %{{.*}}, %[[PACK]][%{{.*}}] : memref<160xf32>, vector<4xf32>
// CHECK-COUNT-4:     vector.load %[[B]]
// CHECK-COUNT-8:     vector.shuffle
// CHECK-COUNT-4:     vector.store %{{.*}}, %[[PACK]]
// CHECK:           }
// CHECK:           scf.for %{{.*}} = %[[END]] to
// CHECK:             memref.load %[[B]]
// CHECK:             memref.store %{{.*}}, %[[PACK]]
// CHECK:         } else {
// CHECK-NOT:       vector.shuffle
// CHECK:           memref.store %{{.*}}, %[[PACK]]
// CHECK:         }

// -----

// Must not fire: B contiguous along N (row-major) is copied with row
// vectors, and a K group of two dimensions packs element by element; no
// shuffles either way (A is stored K-major in the first product, so its
// packing has none either).
#lhs = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
#lhs2 = affine_map<(m, n, k0, k1) -> (m, k0, k1)>
#rhs2 = affine_map<(m, n, k0, k1) -> (n, k0, k1)>
#out2 = affine_map<(m, n, k0, k1) -> (m, n)>
func.func @not_transposed(%a: memref<10x7xf32>, %b: memref<10x9xf32>, %c: memref<7x9xf32>,
                          %a2: memref<7x3x4xf32>, %b2: memref<9x3x4xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x7xf32>, memref<10x9xf32>) outs(%c : memref<7x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#lhs2, #rhs2, #out2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a2, %b2 : memref<7x3x4xf32>, memref<9x3x4xf32>) outs(%c : memref<7x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @not_transposed
// CHECK-NOT:     vector.shuffle
// CHECK:         return
