// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 threads=2 min-parallel-flops=1}))' \
// RUN:   | FileCheck %s --check-prefix=PAR

// The unpacked kernels of skinny products. With 128-bit vectors and a 3x2
// packed tile the kernels may use 3 * 2 + 2 + 1 = 9 vector registers.

// Broadcast kernel (B and C contiguous along N): 5 rows x 1 vector of
// accumulators over the whole K loop, one vector load of a row of B and 5
// broadcasts of A per step, no packing buffers; columns 0-7 in two whole
// tiles, column 8 as a masked tile.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @broadcast(%a: memref<5x20xf32>, %b: memref<20x9xf32>, %c: memref<5x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<5x20xf32>, memref<20x9xf32>) outs(%c : memref<5x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @broadcast
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %c8 step %c4
// CHECK:           scf.for {{.*}} to %c20{{.*}} step %c1{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK:             vector.load %arg1
// CHECK-COUNT-5:     vector.fma
// CHECK:           scf.yield
// CHECK-COUNT-5:   vector.store {{.*}}, %arg2
// CHECK:         vector.maskedload %arg1
// CHECK-COUNT-5: vector.fma
// CHECK:         vector.maskedstore %arg2
// CHECK-NOT:     linalg.generic

// Two threads: one scf.parallel iteration per thread, each taking a run of
// the 2 whole column tiles (thread t from tile (2 * t * 2 + 2) / 4), and
// the last thread the masked remainder tile too.
// PAR-LABEL: func.func @broadcast
// PAR:         scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c2) step (%c1{{.*}})
// PAR:           arith.muli %[[T]], %c4
// PAR:           arith.divui %{{.*}}, %c4
// PAR:           %[[LAST:.*]] = arith.cmpi eq, %[[T]], %c1
// PAR:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// PAR:             vector.fma
// PAR:           scf.if %[[LAST]] {
// PAR:             vector.maskedstore
// PAR-NOT:     scf.parallel
// PAR-LABEL: func.func @dot

// -----

// Few rows and K beyond one block (64): the broadcast kernel runs every
// column tile over K in blocks of 64 rows of B (64, 64, then 2), so B is
// read a block of whole rows at a time. A result zero-filled before the
// product is stored by the first block and added to by the others.
func.func @k_blocks(%a: memref<2x130xf32>, %b: memref<130x8xf32>, %c: memref<2x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x8xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x130xf32>, memref<130x8xf32>) outs(%c : memref<2x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @k_blocks
// CHECK-NOT:     linalg.fill
// CHECK:         scf.for %[[K0:.*]] = %{{.*}} to %c130{{.*}} step %c64
// CHECK:           %[[LEFT:.*]] = arith.subi %c130{{.*}}, %[[K0]]
// CHECK:           %[[COUNT:.*]] = arith.minsi %c64{{.*}}, %[[LEFT]]
// CHECK:           scf.for {{.*}} to %c8{{.*}} step %c8
// CHECK:             %[[END:.*]] = arith.addi %[[K0]], %[[COUNT]]
// CHECK:             scf.for %{{.*}} = %[[K0]] to %[[END]] step %c1{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-2:       vector.load %arg1
// CHECK:             %[[FIRST:.*]] = arith.cmpi eq, %[[K0]], %c0
// CHECK:             scf.if %[[FIRST]] {
// CHECK-NOT:           vector.load
// CHECK-COUNT-4:       vector.store
// CHECK:             } else {
// CHECK-COUNT-4:       vector.load %arg2
// CHECK-NOT:     linalg.generic

// -----

// Dot kernel (A and B contiguous along K, as in x @ w.T): 3 rows x 1
// column of vector accumulators along K in steps of 4 (20 of 22), then one
// masked step for the last 2, each accumulator summed across lanes.
func.func @dot(%a: memref<3x22xf32>, %b: memref<40x22xf32>, %c: memref<3x40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<3x22xf32>, memref<40x22xf32>) outs(%c : memref<3x40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @dot
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for {{.*}} to %c20 step %c4{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-3:   vector.load %arg0
// CHECK:           vector.load %arg1
// CHECK-COUNT-3:   vector.fma
// CHECK:         vector.maskedload %arg0
// CHECK-COUNT-3: vector.reduction <add>, %{{.*}} fastmath<reassoc>
// CHECK-NOT:     linalg.generic

// -----

// A zero fill of the result right before the product is dropped: each
// element is written once, so the kernels store their sums instead of
// adding them to the result. A fill of another value, or of another
// buffer, stays and is added to.
func.func @zero_filled(%a: memref<3x22xf32>, %b: memref<40x22xf32>, %c: memref<3x40xf32>,
                       %x: memref<5x20xf32>, %y: memref<20x9xf32>, %z: memref<5x9xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<3x40xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<3x22xf32>, memref<40x22xf32>) outs(%c : memref<3x40xf32>) {
  ^bb0(%p0: f32, %p1: f32, %acc: f32):
    %p = arith.mulf %p0, %p1 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%one : f32) outs(%z : memref<5x9xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : memref<5x20xf32>, memref<20x9xf32>) outs(%z : memref<5x9xf32>) {
  ^bb0(%p0: f32, %p1: f32, %acc: f32):
    %p = arith.mulf %p0, %p1 : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @zero_filled
// CHECK-NOT:     linalg.fill ins(%{{.*}} : f32) outs(%arg2
// CHECK:         %[[SUM:.*]] = vector.reduction <add>
// CHECK-NOT:     memref.load %arg2
// CHECK:         memref.store %[[SUM]], %arg2
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%arg5
// CHECK:         scf.yield
// CHECK:         vector.load %arg5
// CHECK:         arith.addf
// CHECK:         vector.store {{.*}}, %arg5

// -----

// A matrix-vector product (no N dimension) takes the dot kernel too.
func.func @matvec(%m: memref<6x16xf32>, %v: memref<16xf32>, %r: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%m, %v : memref<6x16xf32>, memref<16xf32>) outs(%r : memref<6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @matvec
// CHECK:         scf.for {{.*}} to %c16{{.*}} step %c4{{.*}} -> (vector<4xf32>
// CHECK:           vector.load %arg0
// CHECK:           vector.load %arg1
// CHECK:         vector.reduction <add>
// CHECK-NOT:     linalg.generic

// -----

// Skinny, but neither kernel applies (A is read along M, B along K): the
// packed algorithm runs. A matrix-vector product read across its rows
// stays a loop nest.
func.func @left_packed(%a: memref<20x4xf32>, %b: memref<9x20xf32>, %c: memref<4x9xf32>,
                       %m: memref<16x6xf32>, %v: memref<16xf32>, %r: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<20x4xf32>, memref<9x20xf32>) outs(%c : memref<4x9xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%m, %v : memref<16x6xf32>, memref<16xf32>) outs(%r : memref<6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @left_packed
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xf32>
// CHECK-NOT:     vector.reduction
// CHECK:         linalg.generic
// CHECK-NOT:     linalg.generic
