// RUN: kiln-opt %s --split-input-file --kiln-reuse-temporaries | FileCheck %s
// RUN: kiln-opt %s --split-input-file --kiln-reuse-temporaries=max-bytes=100 \
// RUN:   | FileCheck %s --check-prefix=SMALL

// Two temporaries become views of one global buffer at 64-byte aligned
// offsets (32 bytes, then 6 bytes at 64); the buffer is taken with an
// atomic exchange on a busy flag and given back before the return, and a
// call that finds it busy allocates its own.
// CHECK-DAG: memref.global "private" @two_kiln_temporaries : memref<70xi8> = uninitialized {alignment = 64 : i64}
// CHECK-DAG: memref.global "private" @two_kiln_temporaries_busy : memref<i32> = dense<0> {alignment = 64 : i64}
// CHECK-LABEL: func.func @two
// CHECK-SAME:    (%[[X:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK:         %[[FLAG:.*]] = memref.get_global @two_kiln_temporaries_busy
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK:         %[[WAS:.*]] = memref.atomic_rmw assign %[[ONE]], %[[FLAG]][]
// CHECK:         %[[FREE:.*]] = arith.cmpi eq, %[[WAS]], %[[ZERO]]
// CHECK:         %[[SLAB:.*]] = scf.if %[[FREE]] -> (memref<70xi8>) {
// CHECK:           memref.get_global @two_kiln_temporaries : memref<70xi8>
// CHECK:         } else {
// CHECK:           memref.alloc() {alignment = 64 : i64} : memref<70xi8>
// CHECK:         }
// CHECK:         %[[O0:.*]] = arith.constant 0 : index
// CHECK:         %[[A:.*]] = memref.view %[[SLAB]][%[[O0]]][] : memref<70xi8> to memref<8xf32>
// CHECK:         %[[O1:.*]] = arith.constant 64 : index
// CHECK:         %[[B:.*]] = memref.view %[[SLAB]][%[[O1]]][] : memref<70xi8> to memref<3xi16>
// CHECK:         memref.copy %[[X]], %[[A]]
// CHECK:         memref.copy %[[A]], %[[OUT]]
// CHECK-NOT:     memref.dealloc %[[A]]
// CHECK:         scf.if %[[FREE]] {
// CHECK:           memref.atomic_rmw assign %[[ZERO]], %[[FLAG]][]
// CHECK:         } else {
// CHECK:           memref.dealloc %[[SLAB]] : memref<70xi8>
// CHECK:         }
// CHECK-NEXT:    return
// With a 100-byte limit both still fit.
// SMALL-LABEL: func.func @two
// SMALL:         memref.view
// SMALL:         memref.view
func.func @two(%x: memref<8xf32>, %out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<3xi16>
  memref.copy %x, %a : memref<8xf32> to memref<8xf32>
  memref.copy %a, %out : memref<8xf32> to memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<3xi16>
  return
}

// -----

// Must not fire: a dynamic size, i1 elements, a temporary freed inside a
// region, one that is not freed (returned), one allocated in the body of
// an scf.parallel (its iterations run at the same time), also inside a
// sequential loop there, and one asking for more than 64-byte alignment.
// CHECK-LABEL: func.func @none
// CHECK-NOT:     memref.view
// CHECK-NOT:     memref.get_global
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         memref.alloc() : memref<8xi1>
// CHECK:         memref.alloc() : memref<4xf32>
// CHECK:         memref.alloc() : memref<2xf32>
// CHECK:         memref.alloc() : memref<5xf32>
// CHECK:         memref.alloc() : memref<7xf32>
// CHECK:         memref.alloc() {alignment = 128 : i64} : memref<6xf32>
func.func @none(%n: index, %c: i1) -> memref<2xf32> {
  %d = memref.alloc(%n) : memref<?xf32>
  %m = memref.alloc() : memref<8xi1>
  %r = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %r : memref<4xf32>
  }
  %ret = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %l = memref.alloc() : memref<5xf32>
    memref.dealloc %l : memref<5xf32>
    scf.for %j = %c0 to %c2 step %c1 {
      %k = memref.alloc() : memref<7xf32>
      memref.dealloc %k : memref<7xf32>
    }
    scf.reduce
  }
  %w = memref.alloc() {alignment = 128 : i64} : memref<6xf32>
  memref.dealloc %w : memref<6xf32>
  memref.dealloc %d : memref<?xf32>
  memref.dealloc %m : memref<8xi1>
  return %ret : memref<2xf32>
}

// -----

// A temporary a loop body (scf.for, scf.while) or a branch allocates and
// frees in its own block has one place in the buffer too: each iteration's
// is freed before the next one's is allocated.
// CHECK-LABEL: func.func @loops
// CHECK:         %[[SLAB:.*]] = scf.if %{{.*}} -> (memref<144xi8>)
// CHECK:         scf.for
// CHECK:           memref.view %[[SLAB]][%{{.*}}][] : memref<144xi8> to memref<16xf32>
// CHECK-NOT:       memref.dealloc
// CHECK:         scf.while
// CHECK:           memref.view %[[SLAB]][%{{.*}}][] : memref<144xi8> to memref<8xf32>
// CHECK:         scf.if
// CHECK:           memref.view %[[SLAB]][%{{.*}}][] : memref<144xi8> to memref<4xf32>
// CHECK-NOT:     memref.alloc() : memref<
func.func @loops(%x: memref<16xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<16xf32>
    memref.copy %x, %t : memref<16xf32> to memref<16xf32>
    memref.copy %t, %x : memref<16xf32> to memref<16xf32>
    memref.dealloc %t : memref<16xf32>
  }
  %r = scf.while (%j = %c0) : (index) -> index {
    %more = arith.cmpi slt, %j, %n : index
    scf.condition(%more) %j : index
  } do {
  ^bb0(%j: index):
    %u = memref.alloc() : memref<8xf32>
    memref.dealloc %u : memref<8xf32>
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  scf.if %c {
    %v = memref.alloc() : memref<4xf32>
    memref.dealloc %v : memref<4xf32>
  }
  return
}

// -----

// Must not fire beyond max-bytes: with a 100-byte limit the 400-byte
// temporary stays a heap allocation and only the small one is placed.
// SMALL-LABEL: func.func @limit
// SMALL:         memref.alloc() : memref<100xf32>
// SMALL:         memref.view %{{.*}}[%{{.*}}][] : memref<16xi8> to memref<4xf32>
// SMALL:         memref.dealloc %{{.*}} : memref<100xf32>
func.func @limit(%x: memref<4xf32>) {
  %big = memref.alloc() : memref<100xf32>
  %small = memref.alloc() : memref<4xf32>
  memref.copy %x, %small : memref<4xf32> to memref<4xf32>
  memref.dealloc %big : memref<100xf32>
  memref.dealloc %small : memref<4xf32>
  return
}
