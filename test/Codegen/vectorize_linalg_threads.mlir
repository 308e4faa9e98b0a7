// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-vectorize-linalg{vector-bits=256 threads=2 min-parallel-elements=64}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-vectorize-linalg{vector-bits=256 threads=1 min-parallel-elements=64}))' \
// RUN:   | FileCheck %s --check-prefix=ONE
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-vectorize-linalg{vector-bits=256 threads=2}))' \
// RUN:   | FileCheck %s --check-prefix=SMALL

// With one thread, or ops below the default 65536 iterations, no loop is
// ever an scf.parallel.
// ONE-NOT: scf.parallel
// SMALL-NOT: scf.parallel

// A row-wise op over 4 x 40: the threads share the loop over rows; the
// vector loop inside each row stays serial.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @bias_rows(%x: memref<4x40xf32>, %b: memref<4xf32>, %o: memref<4x40xf32>) {
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<4x40xf32>, memref<4xf32>) outs(%o : memref<4x40xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @bias_rows
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C4]]) step (%[[C1]]) {
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             vector.load %{{.*}}[%[[I]], %[[J]]] : memref<4x40xf32>, vector<8xf32>
// CHECK:             vector.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<4x40xf32>, vector<8xf32>
// CHECK:           }
// CHECK-NOT:       scf.parallel
// CHECK:         }

// -----

// A one-dimensional elementwise op: its vector loop (0 to 96 by 8) is
// shared; the 4-lane tail follows it serially.
func.func @ew_1d(%x: memref<100xf32>, %y: memref<100xf32>, %o: memref<100xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x, %y : memref<100xf32>, memref<100xf32>) outs(%o : memref<100xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.mulf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @ew_1d
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C96:.*]] = arith.constant 96 : index
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C96]]) step (%[[C8]]) {
// CHECK:           vector.load %{{.*}}[%[[I]]] : memref<100xf32>, vector<8xf32>
// CHECK:         }
// CHECK:         vector.load %{{.*}}[%{{.*}}] : memref<100xf32>, vector<4xf32>

// -----

// Softmax-like rows: a row maximum and a normalization that uses it share
// one loop over rows, and that loop is the parallel one.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @row_group(%x: memref<8x32xf32>, %o: memref<8x32xf32>) {
  %m = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x32xf32>) outs(%m : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : memref<8x32xf32>, memref<8xf32>) outs(%o : memref<8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.subf %a, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %m : memref<8xf32>
  return
}
// CHECK-LABEL: func.func @row_group
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           vector.reduction <maximumf>
// CHECK:           memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<8xf32>
// CHECK:           arith.subf %{{.*}} : vector<8xf32>
// CHECK:         }
// CHECK-NOT:     scf.parallel

// -----

// Must not split: a sum over the outer dimension (dimension 0 is a
// reduction) and a full reduction of a vector to a scalar.
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @sum_cols(%x: memref<16x32xf32>, %s: memref<32xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<16x32xf32>) outs(%s : memref<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @sum_cols
// CHECK-NOT:     scf.parallel
// CHECK:         return

// -----

func.func @sum_all(%x: memref<512xf32>, %s: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%x : memref<512xf32>) outs(%s : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @sum_all
// CHECK-NOT:     scf.parallel
// CHECK:         return

// -----

// Must not split: an op below the threshold (2 x 16 = 32 iterations).
func.func @small(%x: memref<2x16xf32>, %o: memref<2x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<2x16xf32>) outs(%o : memref<2x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @small
// CHECK-NOT:     scf.parallel
// CHECK:         return
