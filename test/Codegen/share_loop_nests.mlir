// RUN: kiln-opt %s --split-input-file --kiln-share-loop-nests | FileCheck %s
// RUN: kiln-opt %s --split-input-file --kiln-share-loop-nests=explain 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=REMARK

// Two layers' nests over slices of stacked arrays at offsets of their own
// call one function, which takes the slices at any offset (memref.cast) and
// has the constants the nests use copied in.
// CHECK-LABEL: func.func @layers
// CHECK-SAME:    (%[[W:.*]]: memref<3x8x16xf32>, %[[OUT:.*]]: memref<3x8x16xf32>)
// CHECK:         %[[A:.*]] = memref.subview %[[W]][0, 0, 0]
// CHECK:         %[[B:.*]] = memref.subview %[[W]][1, 0, 0]
// CHECK:         %[[OA:.*]] = memref.subview %[[OUT]][0, 0, 0]
// CHECK:         %[[OB:.*]] = memref.subview %[[OUT]][1, 0, 0]
// CHECK:         %[[A1:.*]] = memref.cast %[[A]] : memref<8x16xf32, strided<[16, 1]>> to memref<8x16xf32, strided<[16, 1], offset: ?>>
// CHECK:         %[[OA1:.*]] = memref.cast %[[OA]]
// CHECK:         call @__kiln_loop_nest(%[[A1]], %[[OA1]]) : (memref<8x16xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1], offset: ?>>) -> ()
// CHECK:         %[[B1:.*]] = memref.cast %[[B]] : memref<8x16xf32, strided<[16, 1], offset: 128>> to memref<8x16xf32, strided<[16, 1], offset: ?>>
// CHECK:         %[[OB1:.*]] = memref.cast %[[OB]]
// CHECK:         call @__kiln_loop_nest(%[[B1]], %[[OB1]])
// CHECK-NOT:     scf.for
// CHECK:         return
// CHECK-LABEL: func.func private @__kiln_loop_nest
// CHECK-SAME:    (%[[X:.*]]: memref<8x16xf32, strided<[16, 1], offset: ?>>, %[[Y:.*]]: memref<8x16xf32, strided<[16, 1], offset: ?>>)
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[C8]]
// CHECK:           %[[V:.*]] = vector.load %[[X]][%[[I]], %{{.*}}]
// CHECK:           %[[S:.*]] = vector.broadcast %[[TWO]]
// CHECK:           %[[M:.*]] = arith.mulf %[[V]], %[[S]]
// CHECK:           vector.store %[[M]], %[[Y]][%[[I]], %{{.*}}]
// CHECK:         return
func.func @layers(%w: memref<3x8x16xf32>, %out: memref<3x8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  %a = memref.subview %w[0, 0, 0] [1, 8, 16] [1, 1, 1] : memref<3x8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  %b = memref.subview %w[1, 0, 0] [1, 8, 16] [1, 1, 1] : memref<3x8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: 128>>
  %oa = memref.subview %out[0, 0, 0] [1, 8, 16] [1, 1, 1] : memref<3x8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  %ob = memref.subview %out[1, 0, 0] [1, 8, 16] [1, 1, 1] : memref<3x8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: 128>>
  // REMARK: share_loop_nests.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: kiln-share-loop-nests: 2 identical loop nests call one function, __kiln_loop_nest
  scf.for %i = %c0 to %c8 step %c1 {
    %v = vector.load %a[%i, %c0] : memref<8x16xf32, strided<[16, 1]>>, vector<16xf32>
    %s = vector.broadcast %two : f32 to vector<16xf32>
    %m = arith.mulf %v, %s : vector<16xf32>
    vector.store %m, %oa[%i, %c0] : memref<8x16xf32, strided<[16, 1]>>, vector<16xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = vector.load %b[%i, %c0] : memref<8x16xf32, strided<[16, 1], offset: 128>>, vector<16xf32>
    %s = vector.broadcast %two : f32 to vector<16xf32>
    %m = arith.mulf %v, %s : vector<16xf32>
    vector.store %m, %ob[%i, %c0] : memref<8x16xf32, strided<[16, 1], offset: 128>>, vector<16xf32>
  }
  return
}

// -----

// Two nests over different constants are different nests, and a nest that
// occurs once stays where it is.
// CHECK-LABEL: func.func @constants
// CHECK:         scf.for
// CHECK:           arith.mulf %{{.*}}, %[[TWO:.*]] : f32
// CHECK:         scf.for
// CHECK:           arith.mulf %{{.*}}, %[[THREE:.*]] : f32
// CHECK-NOT:     call
// CHECK:         return
func.func @constants(%x: memref<16xf32>, %y: memref<16xf32>, %z: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %m = arith.mulf %v, %two : f32
    memref.store %m, %y[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %m = arith.mulf %v, %three : f32
    memref.store %m, %z[%i] : memref<16xf32>
  }
  return
}

// -----

// A reduction's result is the function's result. A value computed outside
// the nest (the while loop's carried %scale, the first nest's result) is an
// argument, one argument however often the nest uses it.
// CHECK-LABEL: func.func @results
// CHECK:         scf.while
// CHECK:         ^bb0(%{{.*}}: i32, %[[SCALE:.*]]: f32):
// CHECK:           %[[S1:.*]] = func.call @__kiln_loop_nest(%[[SCALE]], %{{.*}}) : (f32, memref<16xf32, strided<[1], offset: ?>>) -> f32
// CHECK:           %[[S2:.*]] = func.call @__kiln_loop_nest(%[[S1]], %{{.*}}) : (f32, memref<16xf32, strided<[1], offset: ?>>) -> f32
// CHECK:           scf.yield %{{.*}}, %[[S2]] : i32, f32
// CHECK-LABEL: func.func private @__kiln_loop_nest
// CHECK-SAME:    (%[[INIT:.*]]: f32, %[[X:.*]]: memref<16xf32, strided<[1], offset: ?>>) -> f32
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32)
// CHECK:           %[[V:.*]] = memref.load %[[X]]
// CHECK:           arith.mulf %[[V]], %[[INIT]] : f32
// CHECK:         return %[[R]] : f32
func.func @results(%x: memref<16xf32>, %n: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %r:2 = scf.while (%k = %c0_i32, %scale = %zero) : (i32, f32) -> (i32, f32) {
    %more = arith.cmpi slt, %k, %n : i32
    scf.condition(%more) %k, %scale : i32, f32
  } do {
  ^bb0(%k: i32, %scale: f32):
    // REMARK: share_loop_nests.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: kiln-share-loop-nests: 2 identical loop nests call one function, __kiln_loop_nest
    %s1 = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %scale) -> (f32) {
      %v = memref.load %x[%i] : memref<16xf32>
      %p = arith.mulf %v, %scale : f32
      %a = arith.addf %acc, %p : f32
      scf.yield %a : f32
    }
    %s2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %s1) -> (f32) {
      %v = memref.load %x[%i] : memref<16xf32>
      %p = arith.mulf %v, %s1 : f32
      %a = arith.addf %acc, %p : f32
      scf.yield %a : f32
    }
    %k1 = arith.addi %k, %c1_i32 : i32
    scf.yield %k1, %s2 : i32, f32
  }
  return %r#1 : f32
}

// -----

// A nest that derives a view of a buffer keeps that buffer's exact type,
// so the nests over slices at different offsets stay apart; nests that
// allocate are never outlined.
// CHECK-LABEL: func.func @views
// CHECK-COUNT-4: scf.for
// CHECK-NOT:     call
func.func @views(%w: memref<2x16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.subview %w[0, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1]>>
  %b = memref.subview %w[1, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  scf.for %i = %c0 to %c4 step %c1 {
    %s = memref.subview %a[%i] [4] [1] : memref<16xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: ?>>
    %v = memref.load %s[%c0] : memref<4xf32, strided<[1], offset: ?>>
    memref.store %v, %out[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %s = memref.subview %b[%i] [4] [1] : memref<16xf32, strided<[1], offset: 16>> to memref<4xf32, strided<[1], offset: ?>>
    %v = memref.load %s[%c0] : memref<4xf32, strided<[1], offset: ?>>
    memref.store %v, %out[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloca() : memref<4xf32>
    %v = memref.load %t[%c0] : memref<4xf32>
    memref.store %v, %out[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloca() : memref<4xf32>
    %v = memref.load %t[%c0] : memref<4xf32>
    memref.store %v, %out[%i] : memref<16xf32>
  }
  return
}

// -----

// A nest that reads and writes one buffer is not the nest over two; the
// nests over two buffers share one function whichever buffers they are.
// CHECK-LABEL: func.func @aliasing
// CHECK-SAME:    (%[[X:.*]]: memref<16xf32>, %[[Y:.*]]: memref<16xf32>)
// CHECK:         %[[X1:.*]] = memref.cast %[[X]]
// CHECK:         %[[Y1:.*]] = memref.cast %[[Y]]
// CHECK:         call @__kiln_loop_nest(%[[X1]], %[[Y1]])
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[X]]
// CHECK:         %[[Y2:.*]] = memref.cast %[[Y]]
// CHECK:         %[[X2:.*]] = memref.cast %[[X]]
// CHECK:         call @__kiln_loop_nest(%[[Y2]], %[[X2]])
func.func @aliasing(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  // REMARK: share_loop_nests.mlir:[[@LINE+1]]:{{[0-9]+}}: remark: kiln-share-loop-nests: 2 identical loop nests call one function, __kiln_loop_nest
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %m = arith.addf %v, %v : f32
    memref.store %m, %y[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %m = arith.addf %v, %v : f32
    memref.store %m, %x[%i] : memref<16xf32>
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %y[%i] : memref<16xf32>
    %m = arith.addf %v, %v : f32
    memref.store %m, %x[%i] : memref<16xf32>
  }
  return
}
// REMARK-NOT: remark
