// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0})' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 threads=2 min-parallel-flops=1})' \
// RUN:   | FileCheck %s --check-prefix=PAR
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 prepack-constants=false})' \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{lhs-in-place-bytes=0 vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=OFF

// Constant operands of the packed GEMM are packed at compile time (nr = 8
// here): a new constant global holds B as 8-wide column panels, each all K
// rows tall, the last panel padded with zeros; the kernel reads it in
// place, no buffer is allocated and no loop packs B. The original global,
// read by nothing else, is erased. With prepack-constants=false, or nested
// on a function (globals are the module's), B is packed at run time.

// B is 3 x 10 (K x N), B[k][n] = 10 k + n: panel 0 holds columns 0-7 of
// rows 0, 1, 2; panel 1 columns 8-9 of each row and six zeros.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @weights : memref<3x10xf32> = dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0]]>
func.func @const_b(%a: memref<4x3xf32>, %c: memref<4x10xf32>) {
  %b = memref.get_global @weights : memref<3x10xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x3xf32>, memref<3x10xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-NOT: @weights
// CHECK: memref.global "private" constant @[[PACKED:.*]] : memref<48xf32> = dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 2.000000e+01, 2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01, 2.600000e+01, 2.700000e+01, 8.000000e+00, 9.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.800000e+01, 1.900000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 2.800000e+01, 2.900000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> {alignment = 64 : i64}
// CHECK-NOT: @weights
// CHECK-LABEL: func.func @const_b
// CHECK: %[[B:.*]] = memref.get_global @[[PACKED]] : memref<48xf32>
// Only A's block buffer (mc x kc = 6 x 3) is allocated.
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<22xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.for
// CHECK: vector.load %[[B]][%{{.*}}] : memref<48xf32>, vector<4xf32>
// CHECK: vector.load %[[B]][%{{.*}}] : memref<48xf32>, vector<4xf32>
// CHECK-NOT: memref.store {{.*}} : memref<48xf32>
// CHECK-NOT: vector.store {{.*}} : memref<48xf32>
// CHECK: return

// PAR-LABEL: func.func @const_b
// PAR: %[[B:.*]] = memref.get_global @{{.*}} : memref<48xf32>
// PAR: scf.parallel
// PAR-NOT: memref.alloc() {{.*}} : memref<24xf32>
// PAR: vector.load %[[B]][%{{.*}}] : memref<48xf32>, vector<4xf32>
// PAR: return

// OFF: memref.global "private" constant @weights
// OFF-NOT: memref.global
// OFF-LABEL: func.func @const_b
// OFF: memref.get_global @weights : memref<3x10xf32>
// OFF: memref.alloc() {alignment = 64 : i64} : memref<22xf32>
// OFF: memref.alloc() {alignment = 64 : i64} : memref<48xf32>

// -----

// The same B stored transposed (N x K, read through (n, k)): the same
// packed constant.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhsT = affine_map<(m, n, k) -> (n, k)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @weights_t : memref<10x3xf32> = dense<[[0.0, 10.0, 20.0], [1.0, 11.0, 21.0], [2.0, 12.0, 22.0], [3.0, 13.0, 23.0], [4.0, 14.0, 24.0], [5.0, 15.0, 25.0], [6.0, 16.0, 26.0], [7.0, 17.0, 27.0], [8.0, 18.0, 28.0], [9.0, 19.0, 29.0]]>
func.func @const_b_transposed(%a: memref<4x3xf32>, %c: memref<4x10xf32>) {
  %b = memref.get_global @weights_t : memref<10x3xf32>
  linalg.generic {indexing_maps = [#lhs, #rhsT, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x3xf32>, memref<10x3xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-NOT: @weights_t
// CHECK: memref.global "private" constant @[[PACKED:.*]] : memref<48xf32> = dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 2.000000e+01, 2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01, 2.600000e+01, 2.700000e+01, 8.000000e+00, 9.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.800000e+01, 1.900000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 2.800000e+01, 2.900000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> {alignment = 64 : i64}
// CHECK-NOT: @weights_t
// CHECK-LABEL: func.func @const_b_transposed
// CHECK: memref.get_global @[[PACKED]] : memref<48xf32>
// CHECK-NOT: memref.alloc() {{.*}} : memref<48xf32>
// CHECK: return

// OFF: memref.global "private" constant @weights_t
// OFF-LABEL: func.func @const_b_transposed
// OFF: memref.alloc() {alignment = 64 : i64} : memref<48xf32>

// -----

// A constant A (4 x 3, w @ x): its rows padded to a multiple of mr = 3
// with zero rows, in panels of 3 rows, each K-major (the 3 rows' values
// for k = 0, then for k = 1, ...); only B's block buffer is allocated.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @left : memref<4x3xf32> = dense<[[100.0, 101.0, 102.0], [103.0, 104.0, 105.0], [106.0, 107.0, 108.0], [109.0, 110.0, 111.0]]>
func.func @const_a(%b: memref<3x10xf32>, %c: memref<4x10xf32>) {
  %a = memref.get_global @left : memref<4x3xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x3xf32>, memref<3x10xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-NOT: @left
// CHECK: memref.global "private" constant @[[PACKED:.*]] : memref<18xf32> = dense<[1.000000e+02, 1.030000e+02, 1.060000e+02, 1.010000e+02, 1.040000e+02, 1.070000e+02, 1.020000e+02, 1.050000e+02, 1.080000e+02, 1.090000e+02, 0.000000e+00, 0.000000e+00, 1.100000e+02, 0.000000e+00, 0.000000e+00, 1.110000e+02, 0.000000e+00, 0.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @const_a
// CHECK: %[[A:.*]] = memref.get_global @[[PACKED]] : memref<18xf32>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<48xf32>
// CHECK-NOT: memref.alloc
// CHECK: memref.load %[[A]][%{{.*}}] : memref<18xf32>
// CHECK: return

// -----

// Must not fire: B is an argument.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @argument_b(%a: memref<4x3xf32>, %b: memref<3x10xf32>, %c: memref<4x10xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x3xf32>, memref<3x10xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-NOT: memref.global
// CHECK-LABEL: func.func @argument_b
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<22xf32>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<48xf32>

// -----

// Must not fire: the constant is read by something other than a
// contraction too, so packing it would keep two copies in the object.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @shared : memref<3x10xf32> = dense<1.5>
func.func @shared_b(%a: memref<4x3xf32>, %c: memref<4x10xf32>, %d: memref<3x10xf32>) {
  %b = memref.get_global @shared : memref<3x10xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x3xf32>, memref<3x10xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  memref.copy %b, %d : memref<3x10xf32> to memref<3x10xf32>
  return
}
// CHECK: memref.global "private" constant @shared
// CHECK-NOT: memref.global
// CHECK-LABEL: func.func @shared_b
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<48xf32>

// -----

// Enough rows (13, three A blocks of mc = 6) for the threads to take runs
// of rows: they share the constant B instead of a B block packed in a
// parallel loop.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @weights : memref<3x10xf32> = dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0]]>
func.func @const_b_rows(%a: memref<13x3xf32>, %c: memref<13x10xf32>) {
  %b = memref.get_global @weights : memref<3x10xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<13x3xf32>, memref<3x10xf32>) outs(%c : memref<13x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// PAR-LABEL: func.func @const_b_rows
// PAR: %[[B:.*]] = memref.get_global @{{.*}} : memref<48xf32>
// PAR-NOT: memref.alloc() {{.*}} : memref<48xf32>
// PAR: scf.parallel
// PAR-NOT: scf.parallel
// PAR: vector.load %[[B]][%{{.*}}] : memref<48xf32>, vector<4xf32>
// PAR: return

// OFF-LABEL: func.func @const_b_rows
// OFF: memref.alloc() {alignment = 64 : i64} : memref<48xf32>

// -----

// Must not fire: A is read through a sliding window (row m is elements m to
// m + 2 of a 6-element constant), so packing it would store 12 values for
// 6: it is packed at run time.
#window = affine_map<(m, n, k) -> (m + k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
memref.global "private" constant @signal : memref<6xf32> = dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>
func.func @window_a(%b: memref<3x10xf32>, %c: memref<4x10xf32>) {
  %a = memref.get_global @signal : memref<6xf32>
  linalg.generic {indexing_maps = [#window, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<6xf32>, memref<3x10xf32>) outs(%c : memref<4x10xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK: memref.global "private" constant @signal
// CHECK-NOT: memref.global
// CHECK-LABEL: func.func @window_a
// CHECK: memref.get_global @signal : memref<6xf32>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<22xf32>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<48xf32>
