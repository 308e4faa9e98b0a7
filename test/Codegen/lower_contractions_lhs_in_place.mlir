// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 threads=2 min-parallel-flops=1}))' \
// RUN:   | FileCheck %s --check-prefix=PAR
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 lhs-in-place-bytes=799}))' \
// RUN:   | FileCheck %s --check-prefix=BIG

// A small row-major A (10 x 20 floats, 800 bytes, within
// lhs-in-place-bytes) is read in place: no A buffer and no packing loop
// for it; the kernel broadcasts A[row][pc + k] for its 3 rows at each k.
// B is still packed. With 2 threads (two blocks of rows of mc = 6, so the
// threads split the rows) each allocates only its copy of the B block and
// its tile.
// One byte under A's size (BIG), A is packed as before.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @in_place(%a: memref<10x20xf32>, %b: memref<20x9xf32>, %c: memref<10x9xf32>) {
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
// CHECK-LABEL: func.func @in_place
// CHECK-SAME:    (%[[A:.*]]: memref<10x20xf32>,
// CHECK:         memref.alloca() {alignment = 64 : i64} : memref<3x8xf32>
// CHECK:         %[[RHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %[[PC:.*]] = %{{.*}} to %c20{{.*}} step %c16
// CHECK-NOT:       memref.load %[[A]]
// CHECK:           scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-2:     vector.load %[[RHSP]]
// CHECK:             %[[K:.*]] = arith.addi %[[PC]], %{{.*}}
// CHECK:             memref.load %[[A]][%{{.*}}, %[[K]]] : memref<10x20xf32>
// CHECK-NEXT:        vector.broadcast
// CHECK:             memref.load %[[A]][%{{.*}}, %[[K]]] : memref<10x20xf32>
// CHECK:             memref.load %[[A]][%{{.*}}, %[[K]]] : memref<10x20xf32>
// CHECK-NOT:         memref.load
// CHECK:             scf.yield
// CHECK:         memref.dealloc %[[RHSP]]
// CHECK-NOT:     memref.dealloc

// PAR-LABEL: func.func @in_place
// PAR:         scf.parallel
// PAR-NEXT:      %[[RHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
// PAR-NEXT:      %[[TILE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x8xf32>
// PAR-NOT:       memref.alloc
// PAR:           memref.load %arg0
// PAR:           memref.dealloc %[[RHSP]]
// PAR-NEXT:      memref.dealloc %[[TILE]]
// PAR-NEXT:      scf.reduce

// BIG-LABEL: func.func @in_place
// BIG:         memref.alloc() {alignment = 64 : i64} : memref<100xf32>
// BIG:         memref.alloc() {alignment = 64 : i64} : memref<256xf32>

// -----

// Must not fire: A stored K-major (its rows are not contiguous along K),
// and an A with two K dimensions; both are packed.
#lhs = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
#lhs2 = affine_map<(m, n, k0, k1) -> (m, k0, k1)>
#rhs2 = affine_map<(m, n, k0, k1) -> (k0, k1, n)>
#out2 = affine_map<(m, n, k0, k1) -> (m, n)>
func.func @packed(%a: memref<20x10xf32>, %b: memref<20x9xf32>, %c: memref<10x9xf32>,
                  %a2: memref<10x4x5xf32>, %b2: memref<4x5x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<20x10xf32>, memref<20x9xf32>) outs(%c : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#lhs2, #rhs2, #out2],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a2, %b2 : memref<10x4x5xf32>, memref<4x5x9xf32>) outs(%c : memref<10x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @packed
// CHECK:         %[[LHSP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<100xf32>
// CHECK:         memref.store %{{.*}}, %[[LHSP]]
// CHECK:         memref.load %[[LHSP]]
// CHECK:         %[[LHSP2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<94xf32>
// CHECK:         memref.store %{{.*}}, %[[LHSP2]]
// CHECK:         memref.load %[[LHSP2]]
