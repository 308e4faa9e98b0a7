// RUN: kiln-opt %s --split-input-file --kiln-outline-repeats | FileCheck %s
// RUN: kiln-opt %s --split-input-file --kiln-outline-repeats=explain 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: kiln-opt %s --split-input-file --kiln-outline-repeats=min-ops=2 \
// RUN:   | FileCheck %s --check-prefix=MIN2

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// Three layers of one product, bias and ReLU and a residual add: one
// function, three calls. Each layer's slice of the stacked weights and
// biases (at an offset of its own) is taken at any offset; the temporaries
// a layer allocates and frees for itself are the function's; the buffer
// one layer hands the next stays the caller's; the constant is copied in.
// REMARK: remark: kiln-outline-repeats: 3 repeats of 4 ops call one function, __kiln_repeat
// CHECK-LABEL: func.func @layers
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[W:.*]]: memref<3x8x8xf32>, %[[B:.*]]: memref<3x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-DAG:     %[[W0:.*]] = memref.subview %[[W]][0, 0, 0]
// CHECK-DAG:     %[[W1:.*]] = memref.subview %[[W]][1, 0, 0]
// CHECK-DAG:     %[[W2:.*]] = memref.subview %[[W]][2, 0, 0]
// CHECK-DAG:     %[[B0:.*]] = memref.subview %[[B]][0, 0]
// CHECK-DAG:     %[[B1:.*]] = memref.subview %[[B]][1, 0]
// CHECK-DAG:     %[[B2:.*]] = memref.subview %[[B]][2, 0]
// CHECK:         %[[Y0:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK:         %[[W0A:.*]] = memref.cast %[[W0]] : memref<8x8xf32, strided<[8, 1]>> to memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK:         %[[B0A:.*]] = memref.cast %[[B0]] : memref<8xf32, strided<[1]>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK:         call @__kiln_repeat(%[[X]], %[[W0A]], %[[B0A]], %[[Y0]])
// CHECK:         %[[Y1:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK:         %[[W1A:.*]] = memref.cast %[[W1]]
// CHECK:         %[[B1A:.*]] = memref.cast %[[B1]]
// CHECK:         call @__kiln_repeat(%[[Y0]], %[[W1A]], %[[B1A]], %[[Y1]])
// CHECK:         %[[W2A:.*]] = memref.cast %[[W2]]
// CHECK:         %[[B2A:.*]] = memref.cast %[[B2]]
// CHECK:         call @__kiln_repeat(%[[Y1]], %[[W2A]], %[[B2A]], %[[OUT]])
// CHECK-NOT:     linalg.
// CHECK-DAG:     memref.dealloc %[[Y0]]
// CHECK-DAG:     memref.dealloc %[[Y1]]
// CHECK:         return
// CHECK-LABEL: func.func private @__kiln_repeat
// CHECK-SAME:    (%[[IN:.*]]: memref<4x8xf32>, %[[WA:.*]]: memref<8x8xf32, strided<[8, 1], offset: ?>>, %[[BA:.*]]: memref<8xf32, strided<[1], offset: ?>>, %[[RES:.*]]: memref<4x8xf32>)
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[T:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-DAG:     %[[H:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK:         linalg.fill ins(%[[ZERO]] : f32) outs(%[[T]]
// CHECK:         linalg.matmul ins(%[[IN]], %[[WA]] : {{.*}}) outs(%[[T]]
// CHECK:         linalg.generic {{.*}} ins(%[[T]], %[[BA]] : {{.*}}) outs(%[[H]]
// CHECK:           arith.maximumf %{{.*}}, %[[ZERO]]
// CHECK:         linalg.generic {{.*}} ins(%[[IN]], %[[H]] : {{.*}}) outs(%[[RES]]
// CHECK-DAG:     memref.dealloc %[[T]]
// CHECK-DAG:     memref.dealloc %[[H]]
// CHECK:         return
// CHECK-NOT:   func.func private @__kiln_repeat
func.func @layers(%x: memref<4x8xf32>, %w: memref<3x8x8xf32>, %b: memref<3x8xf32>, %out: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %w0 = memref.subview %w[0, 0, 0] [1, 8, 8] [1, 1, 1] : memref<3x8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %w1 = memref.subview %w[1, 0, 0] [1, 8, 8] [1, 1, 1] : memref<3x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: 64>>
  %w2 = memref.subview %w[2, 0, 0] [1, 8, 8] [1, 1, 1] : memref<3x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: 128>>
  %b0 = memref.subview %b[0, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1]>>
  %b1 = memref.subview %b[1, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  %b2 = memref.subview %b[2, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: 16>>
  // Layer 0.
  %t0 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t0 : memref<4x8xf32>)
  linalg.matmul ins(%x, %w0 : memref<4x8xf32>, memref<8x8xf32, strided<[8, 1]>>) outs(%t0 : memref<4x8xf32>)
  %h0 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t0, %b0 : memref<4x8xf32>, memref<8xf32, strided<[1]>>) outs(%h0 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t0 : memref<4x8xf32>
  %y0 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %h0 : memref<4x8xf32>, memref<4x8xf32>) outs(%y0 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %h0 : memref<4x8xf32>
  // Layer 1.
  %t1 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t1 : memref<4x8xf32>)
  linalg.matmul ins(%y0, %w1 : memref<4x8xf32>, memref<8x8xf32, strided<[8, 1], offset: 64>>) outs(%t1 : memref<4x8xf32>)
  %h1 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t1, %b1 : memref<4x8xf32>, memref<8xf32, strided<[1], offset: 8>>) outs(%h1 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t1 : memref<4x8xf32>
  %y1 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y0, %h1 : memref<4x8xf32>, memref<4x8xf32>) outs(%y1 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %h1 : memref<4x8xf32>
  // Layer 2, into the result.
  %t2 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t2 : memref<4x8xf32>)
  linalg.matmul ins(%y1, %w2 : memref<4x8xf32>, memref<8x8xf32, strided<[8, 1], offset: 128>>) outs(%t2 : memref<4x8xf32>)
  %h2 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%t2, %b2 : memref<4x8xf32>, memref<8xf32, strided<[1], offset: 16>>) outs(%h2 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t2 : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y1, %h2 : memref<4x8xf32>, memref<4x8xf32>) outs(%out : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  memref.dealloc %h2 : memref<4x8xf32>
  memref.dealloc %y0 : memref<4x8xf32>
  memref.dealloc %y1 : memref<4x8xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Each layer's weights are a constant of their own: kept inline, so that
// the GEMM packs each at compile time.
// REMARK-NOT: remark
// CHECK-LABEL: func.func @own_constants
// CHECK-NOT:     call
// CHECK-COUNT-2: linalg.matmul
// CHECK-NOT:   func.func private
memref.global "private" constant @w0 : memref<8x8xf32> = dense<1.0>
memref.global "private" constant @w1 : memref<8x8xf32> = dense<2.0>
func.func @own_constants(%x: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %w0 = memref.get_global @w0 : memref<8x8xf32>
  %w1 = memref.get_global @w1 : memref<8x8xf32>
  %t0 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t0 : memref<4x8xf32>)
  linalg.matmul ins(%x, %w0 : memref<4x8xf32>, memref<8x8xf32>) outs(%t0 : memref<4x8xf32>)
  %y0 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t0 : memref<4x8xf32>) outs(%y0 : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  }
  memref.copy %y0, %out : memref<4x8xf32> to memref<4x8xf32>
  %t1 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t1 : memref<4x8xf32>)
  linalg.matmul ins(%y0, %w1 : memref<4x8xf32>, memref<8x8xf32>) outs(%t1 : memref<4x8xf32>)
  %y1 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t1 : memref<4x8xf32>) outs(%y1 : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  }
  memref.copy %y1, %out : memref<4x8xf32> to memref<4x8xf32>
  memref.dealloc %t0 : memref<4x8xf32>
  memref.dealloc %y0 : memref<4x8xf32>
  memref.dealloc %t1 : memref<4x8xf32>
  memref.dealloc %y1 : memref<4x8xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The same constant weights in both layers: copied into the function.
// REMARK: remark: kiln-outline-repeats: 2 repeats of 4 ops call one function, __kiln_repeat
// CHECK-LABEL: func.func @shared_constant
// CHECK-COUNT-2: call @__kiln_repeat
// CHECK-LABEL: func.func private @__kiln_repeat
// CHECK:         %[[W:.*]] = memref.get_global @w : memref<8x8xf32>
// CHECK:         linalg.matmul ins(%{{.*}}, %[[W]] :
memref.global "private" constant @w : memref<8x8xf32> = dense<1.0>
func.func @shared_constant(%x: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %w = memref.get_global @w : memref<8x8xf32>
  %t0 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t0 : memref<4x8xf32>)
  linalg.matmul ins(%x, %w : memref<4x8xf32>, memref<8x8xf32>) outs(%t0 : memref<4x8xf32>)
  %y0 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t0 : memref<4x8xf32>) outs(%y0 : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  }
  memref.copy %y0, %out : memref<4x8xf32> to memref<4x8xf32>
  %t1 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t1 : memref<4x8xf32>)
  linalg.matmul ins(%y0, %w : memref<4x8xf32>, memref<8x8xf32>) outs(%t1 : memref<4x8xf32>)
  %y1 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t1 : memref<4x8xf32>) outs(%y1 : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  }
  memref.copy %y1, %out : memref<4x8xf32> to memref<4x8xf32>
  memref.dealloc %t0 : memref<4x8xf32>
  memref.dealloc %y0 : memref<4x8xf32>
  memref.dealloc %t1 : memref<4x8xf32>
  memref.dealloc %y1 : memref<4x8xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The same ops wired differently (the second block's add reads its own
// input where the first's reads the product): nothing outlined.
// REMARK-NOT: remark
// CHECK-LABEL: func.func @wired_differently
// CHECK-NOT:     call
func.func @wired_differently(%x: memref<4x8xf32>, %w: memref<8x8xf32>, %out: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %t0 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t0 : memref<4x8xf32>)
  linalg.matmul ins(%x, %w : memref<4x8xf32>, memref<8x8xf32>) outs(%t0 : memref<4x8xf32>)
  %y0 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t0, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%y0 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  linalg.copy ins(%y0 : memref<4x8xf32>) outs(%out : memref<4x8xf32>)
  %t1 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%t1 : memref<4x8xf32>)
  linalg.matmul ins(%y0, %w : memref<4x8xf32>, memref<8x8xf32>) outs(%t1 : memref<4x8xf32>)
  %y1 = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y0, %y0 : memref<4x8xf32>, memref<4x8xf32>) outs(%y1 : memref<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  linalg.copy ins(%y1 : memref<4x8xf32>) outs(%out : memref<4x8xf32>)
  memref.dealloc %t0 : memref<4x8xf32>
  memref.dealloc %y0 : memref<4x8xf32>
  memref.dealloc %t1 : memref<4x8xf32>
  memref.dealloc %y1 : memref<4x8xf32>
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Repeats inside a loop's body, the scalar one repeat computes read by the
// next (a result of the function), and a prefix that differs from the
// repeats (the first op scales by another constant) left where it is.
// REMARK: remark: kiln-outline-repeats: 3 repeats of 4 ops call one function, __kiln_repeat
// CHECK-LABEL: func.func @loop_body
// CHECK:         scf.for
// CHECK:           linalg.generic
// CHECK:           %[[S0:.*]] = memref.load
// CHECK:           %[[S1:.*]] = {{(func.)?}}call @__kiln_repeat(%[[S0]], %{{.*}})
// CHECK:           %[[S2:.*]] = {{(func.)?}}call @__kiln_repeat(%[[S1]], %{{.*}})
// CHECK:           %[[S3:.*]] = {{(func.)?}}call @__kiln_repeat(%[[S2]], %{{.*}})
// CHECK:           memref.store %[[S3]]
// CHECK-LABEL: func.func private @__kiln_repeat
// CHECK-SAME:    -> f32
// CHECK:         linalg.fill
// CHECK:         linalg.generic
// CHECK:         linalg.generic
// CHECK:         %[[L:.*]] = memref.load
// CHECK:         return %[[L]] : f32
func.func @loop_body(%x: memref<4x8xf32>, %acc: memref<f32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %p = memref.alloc() : memref<4x8xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%p : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %three : f32
      linalg.yield %r : f32
    }
    %s0 = memref.load %acc[] : memref<f32>
    %a0 = memref.alloc() : memref<4x8xf32>
    linalg.fill ins(%s0 : f32) outs(%a0 : memref<4x8xf32>)
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : memref<4x8xf32>) outs(%a0 : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    }
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a0 : memref<4x8xf32>) outs(%p : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %two : f32
      linalg.yield %r : f32
    }
    %s1 = memref.load %p[%c0, %c0] : memref<4x8xf32>
    memref.dealloc %a0 : memref<4x8xf32>
    %a1 = memref.alloc() : memref<4x8xf32>
    linalg.fill ins(%s1 : f32) outs(%a1 : memref<4x8xf32>)
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : memref<4x8xf32>) outs(%a1 : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    }
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a1 : memref<4x8xf32>) outs(%p : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %two : f32
      linalg.yield %r : f32
    }
    %s2 = memref.load %p[%c0, %c0] : memref<4x8xf32>
    memref.dealloc %a1 : memref<4x8xf32>
    %a2 = memref.alloc() : memref<4x8xf32>
    linalg.fill ins(%s2 : f32) outs(%a2 : memref<4x8xf32>)
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : memref<4x8xf32>) outs(%a2 : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    }
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a2 : memref<4x8xf32>) outs(%p : memref<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %two : f32
      linalg.yield %r : f32
    }
    %s3 = memref.load %p[%c0, %c0] : memref<4x8xf32>
    memref.dealloc %a2 : memref<4x8xf32>
    memref.store %s3, %acc[] : memref<f32>
    memref.dealloc %p : memref<4x8xf32>
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Repeats of two ops: below the default minimum of four, outlined with
// min-ops=2.
// REMARK-NOT: remark
// CHECK-LABEL: func.func @short
// CHECK-NOT:     call
// MIN2-LABEL: func.func @short
// MIN2-COUNT-3: call @__kiln_repeat
func.func @short(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : memref<4x8xf32>) outs(%x : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %one : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : memref<4x8xf32>) outs(%x : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %one : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : memref<4x8xf32>) outs(%x : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %one : f32
    linalg.yield %r : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>

// Each repeat fills a temporary and returns a view of it at an offset it
// computes (a dynamic subview, the view of a sharded slice): the view
// outlives the call, so the temporary stays the caller's and is passed in,
// and the function returns the view.
// REMARK: remark: kiln-outline-repeats: 2 repeats of 4 ops call one function, __kiln_repeat
// CHECK-LABEL: func.func @escaping_view
// CHECK:         %[[T0:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[V0:.*]] = call @__kiln_repeat(%{{.*}}, %[[T0]], %{{.*}})
// CHECK:         %[[T1:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[V1:.*]] = call @__kiln_repeat(%{{.*}}, %[[T1]], %{{.*}})
// CHECK:         linalg.copy ins(%[[V0]] : {{.*}}) outs(%{{.*}}
// CHECK:         linalg.copy ins(%[[V1]] : {{.*}}) outs(%{{.*}}
// CHECK-DAG:     memref.dealloc %[[T0]]
// CHECK-DAG:     memref.dealloc %[[T1]]
// CHECK-LABEL: func.func private @__kiln_repeat
// CHECK-SAME:    (%{{.*}}: memref<8xf32>, %[[T:.*]]: memref<8xf32>, %{{.*}}: memref<index>) -> memref<4xf32, strided<[1], offset: ?>>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[V:.*]] = memref.subview %[[T]]
// CHECK:         return %[[V]]
func.func @escaping_view(%x: memref<8xf32>, %y: memref<8xf32>, %at: memref<index>, %out0: memref<4xf32>, %out1: memref<4xf32>) {
  %t0 = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<8xf32>) outs(%t0 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  %i0 = memref.load %at[] : memref<index>
  %s0 = arith.addi %i0, %i0 : index
  %v0 = memref.subview %t0[%s0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %t1 = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : memref<8xf32>) outs(%t1 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  %i1 = memref.load %at[] : memref<index>
  %s1 = arith.addi %i1, %i1 : index
  %v1 = memref.subview %t1[%s1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  linalg.copy ins(%v0 : memref<4xf32, strided<[1], offset: ?>>) outs(%out0 : memref<4xf32>)
  linalg.copy ins(%v1 : memref<4xf32, strided<[1], offset: ?>>) outs(%out1 : memref<4xf32>)
  memref.dealloc %t0 : memref<8xf32>
  memref.dealloc %t1 : memref<8xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>

// Each repeat pads its input into a temporary at an offset of its own (a
// forward and a reversed cumulative sum pad on different sides) and reads
// the whole temporary: the view at the differing offset is passed in at any
// offset, so the temporary it views stays the caller's too (the function
// must read the very buffer the view was written to).
// REMARK: remark: kiln-outline-repeats: 2 repeats of 4 ops call one function, __kiln_repeat
// CHECK-LABEL: func.func @padded_at_offsets
// CHECK:         %[[T0:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[P0:.*]] = memref.subview %[[T0]][2] [4] [1]
// CHECK:         %[[C0:.*]] = memref.cast %[[P0]]
// CHECK:         call @__kiln_repeat(%[[T0]], %{{.*}}, %[[C0]], %{{.*}})
// CHECK:         %[[T1:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[P1:.*]] = memref.subview %[[T1]][4] [4] [1]
// CHECK:         %[[C1:.*]] = memref.cast %[[P1]]
// CHECK:         call @__kiln_repeat(%[[T1]], %{{.*}}, %[[C1]], %{{.*}})
// CHECK-LABEL: func.func private @__kiln_repeat
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @padded_at_offsets(%x: memref<4xf32>, %out0: memref<8xf32>, %out1: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %t0 = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%t0 : memref<8xf32>)
  %p0 = memref.subview %t0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  linalg.copy ins(%x : memref<4xf32>) outs(%p0 : memref<4xf32, strided<[1], offset: 2>>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t0 : memref<8xf32>) outs(%out0 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t0 : memref<8xf32>) outs(%out0 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  %t1 = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%t1 : memref<8xf32>)
  %p1 = memref.subview %t1[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  linalg.copy ins(%x : memref<4xf32>) outs(%p1 : memref<4xf32, strided<[1], offset: 4>>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t1 : memref<8xf32>) outs(%out1 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t1 : memref<8xf32>) outs(%out1 : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t0 : memref<8xf32>
  memref.dealloc %t1 : memref<8xf32>
  return
}
