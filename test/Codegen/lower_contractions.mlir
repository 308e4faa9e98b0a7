// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 threads=2 min-parallel-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=PAR
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 threads=2 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=SMALL

// A row-major f32 matmul: packing buffers sized by the blocks (mc x kc and
// kc x nc), loops over the N, K and M blocks, then the register tile: an
// scf.for over k carrying mr * nr-vectors = 6 vector<4xf32> accumulators,
// 2 vector loads of the packed rhs, 3 broadcasts of the packed lhs and 6
// FMAs per step; whole tiles are added to the result with vector loads and
// stores, edge tiles through a stack tile element by element.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @matmul(%a: memref<10x20xf32>, %b: memref<20x9xf32>, %c: memref<10x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<10x20xf32>, memref<20x9xf32>) outs(%c : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @matmul
// CHECK:         %[[TILE:.*]] = memref.alloca() {alignment = 64 : i64} : memref<3x8xf32>
// CHECK-DAG:     %[[LHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<100xf32>
// CHECK-DAG:     %[[RHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
// CHECK:         scf.for
// CHECK:           scf.for {{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             scf.for
// A (contiguous along K) is packed in panels of mr = 3 rows, K-major: 4 x 4
// squares of 3 rows loaded with vectors (a row past M reads as zeros) and
// a zero row, transposed in two rounds of shuffles, each column stored as
// a whole vector at k * 3 of the panel.
// CHECK:           scf.for %[[IR:.*]] = %{{.*}} to %{{.*}} step %c3
// CHECK:             scf.for %[[KK:.*]] = %{{.*}} to %{{.*}} step %c4
// CHECK:               %[[R0:.*]] = scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK-NEXT:            vector.load %arg0[%{{.*}}, %{{.*}}] : memref<10x20xf32>, vector<4xf32>
// CHECK:               } else {
// CHECK-NEXT:            scf.yield %[[ZERO:.*]] : vector<4xf32>
// CHECK:               %[[R1:.*]] = scf.if
// CHECK:               %[[R2:.*]] = scf.if
// CHECK:               %[[S0:.*]] = vector.shuffle %[[R0]], %[[R2]] [0, 1, 4, 5]
// CHECK:               vector.shuffle %[[R1]], %[[ZERO]] [0, 1, 4, 5]
// CHECK-COUNT-5:       vector.shuffle
// CHECK:               %[[K:.*]] = arith.addi %[[KK]], %c0
// CHECK:               %[[P:.*]] = arith.muli %[[IR]], %c16
// CHECK:               %[[KM:.*]] = arith.muli %[[K]], %c3
// CHECK:               %[[AT:.*]] = arith.addi %[[P]], %[[KM]]
// CHECK:               %[[AT0:.*]] = arith.addi %[[AT]], %c0
// CHECK:               vector.store %{{.*}}, %[[LHSP]][%[[AT0]]] : memref<100xf32>, vector<4xf32>
// CHECK-COUNT-3:       vector.store %{{.*}}, %[[LHSP]]
// CHECK:           scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-2:     vector.load %[[RHSP]]
// CHECK:             memref.load %[[LHSP]]
// CHECK-NEXT:        vector.broadcast
// CHECK-NEXT:        vector.fma
// CHECK-NEXT:        vector.fma
// CHECK-COUNT-4:     vector.fma
// CHECK:             scf.yield
// CHECK:           scf.if
// CHECK-COUNT-6:     vector.store {{.*}}, %arg2
// CHECK:           } else {
// CHECK-COUNT-6:     vector.store {{.*}}, %[[TILE]]
// The block's last row (10 = 3 * 3 + 1) takes a 1-row kernel.
// CHECK:           scf.if
// CHECK:             scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>) {
// CHECK-COUNT-2:       vector.load %[[RHSP]]
// CHECK:               memref.load %[[LHSP]]
// CHECK-NEXT:          vector.broadcast
// CHECK-NEXT:          vector.fma
// CHECK-NEXT:          vector.fma
// CHECK-NEXT:          scf.yield
// CHECK:         memref.dealloc %[[LHSP]]
// CHECK:         memref.dealloc %[[RHSP]]
// CHECK-NOT:     linalg.generic

// Two threads, 10 rows: one parallel loop with one iteration per thread.
// Each thread packs the B block into a buffer of its own, then takes a run
// of rows: the 3 whole panels of mr = 3 split as evenly as they allow
// (thread t starts at panel (2 * t * 3 + 2) / 4), and the last thread also
// takes the partial panel (its run ends at row 10, not at panel 3), so rows
// 0-6 and 6-10. Each walks its rows in A blocks of up to mc = 6 rows with
// its own A buffer and tile, all freed at the end of its iteration.
// With the default min-parallel-flops (1M multiply-adds), this 1800 one
// stays on one thread: no scf.parallel.
// SMALL-LABEL: func.func @matmul
// SMALL-NOT:     scf.parallel
// SMALL:         vector.fma
// SMALL-NOT:     scf.parallel
// SMALL-LABEL: func.func @left_alone

// PAR-LABEL: func.func @matmul
// PAR:         scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c2{{.*}}) step (%c1{{.*}})
// PAR-NEXT:      %[[LHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<100xf32>
// PAR-NEXT:      %[[RHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
// PAR-NEXT:      %[[TILE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x8xf32>
// PAR:           %[[T6:.*]] = arith.muli %[[T]], %c6
// PAR:           %[[T6R:.*]] = arith.addi %[[T6]], %c2
// PAR:           %[[P:.*]] = arith.divui %[[T6R]], %c4
// PAR:           %[[R:.*]] = arith.muli %[[P]], %c3
// PAR:           %[[LAST:.*]] = arith.cmpi eq, %[[T]], %c2
// PAR:           arith.select %[[LAST]], %c10{{.*}}, %[[R]]
// PAR:           scf.for
// PAR:             vector.store %{{.*}}, %[[RHSP]]
// PAR:             memref.store %{{.*}}, %[[LHSP]]
// PAR:             vector.fma
// PAR:           memref.dealloc %[[LHSP]]
// PAR-NEXT:      memref.dealloc %[[RHSP]]
// PAR-NEXT:      memref.dealloc %[[TILE]]
// PAR-NOT:     scf.parallel
// PAR-LABEL: func.func @left_alone

// -----

// Integer contractions and matrix-vector products (no N dimension) are left
// for the loop lowering.
func.func @left_alone(%a: memref<8x8xi32>, %b: memref<8x8xi32>, %c: memref<8x8xi32>,
                      %m: memref<8x8xf32>, %v: memref<8xf32>, %r: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x8xi32>, memref<8x8xi32>) outs(%c : memref<8x8xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %p = arith.muli %x, %y : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  linalg.generic {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%m, %v : memref<8x8xf32>, memref<8xf32>) outs(%r : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT:     vector.fma

// -----

// A result whose N group has two dimensions cannot take vector stores: every
// tile goes through the stack tile.
func.func @grouped_n(%a: memref<4x6xf32>, %b: memref<6x2x5xf32>, %c: memref<4x2x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n0, n1, k) -> (m, k)>, affine_map<(m, n0, n1, k) -> (k, n0, n1)>, affine_map<(m, n0, n1, k) -> (m, n0, n1)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x6xf32>, memref<6x2x5xf32>) outs(%c : memref<4x2x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @grouped_n
// CHECK:         vector.fma
// CHECK-NOT:     scf.if {{.*}}{
// CHECK:         arith.remui
// CHECK:         arith.divui
// CHECK-NOT:     vector.store {{.*}}, %arg2

// Two threads but only 4 rows (one A block): one parallel loop with one
// iteration per thread; each packs all of A (4 rows padded to 6, by 6) and
// takes half of the nr = 8 wide column panels (2 panels for 10 columns:
// one each), packing each B panel into a buffer of its own.
// PAR-LABEL: func.func @grouped_n
// PAR:         scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c2{{.*}}) step (%c1{{.*}})
// PAR-NEXT:      %[[LHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<40xf32>
// PAR-NEXT:      %[[RHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<48xf32>
// PAR:           arith.muli %[[T]], %c4
// PAR:           scf.for %{{.*}} = %{{.*}} to %c4{{.*}} step %c3
// PAR:             memref.store %{{.*}}, %[[LHSP]]
// PAR:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c8
// PAR:             memref.store %{{.*}}, %[[RHSP]]
// PAR:             vector.fma
// PAR:           memref.dealloc %[[LHSP]]
// PAR-NEXT:      memref.dealloc %[[RHSP]]

// -----

// N a multiple of the tile's nr = 8 columns: every register tile lies
// wholly in the result (its rows fit by construction: rowPanels runs mr-row
// tiles only where mr rows are left), so the tiles update the result with
// vector loads and stores and no check, no edge path element by element,
// also where the rows each thread takes come from the runtime.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @whole_columns(%a: memref<12x20xf32>, %b: memref<20x16xf32>, %c: memref<12x16xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<12x20xf32>, memref<20x16xf32>) outs(%c : memref<12x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @whole_columns
// CHECK-NOT:     memref.store {{.*}}, %arg2
// CHECK:         vector.store {{.*}}, %arg2
// CHECK-NOT:     memref.store {{.*}}, %arg2
// CHECK:         return
// PAR-LABEL:   func.func @whole_columns
// PAR:           scf.parallel
// PAR-NOT:       memref.store {{.*}}, %arg2
// PAR:           vector.store {{.*}}, %arg2
// PAR-NOT:       memref.store {{.*}}, %arg2
// PAR:           return
