// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=128 vector-registers=16 min-flops=1}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=128 vector-registers=16 min-flops=1 threads=2}))' \
// RUN:   | FileCheck %s --check-prefix=PAR
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=128 vector-registers=16 min-flops=1 threads=1}))' \
// RUN:   | FileCheck %s --check-prefix=ONE --implicit-check-not=scf.parallel

// A 3x3 NHWC/HWIO convolution as kiln lowers stablehlo.convolution (batch
// and feature groups of 1 as unit dimensions; the input already padded),
// accumulating into the caller's buffer. 8 output channels are 2
// vector<4xf32>; 16 registers leave room for 6 pixels, so each row of 8
// columns is one tile of 6 pixels and one of 2. kw and the 16 input
// channels are consecutive in the input and walked as one loop of 48 steps
// inside the loop over kh. The filter is packed once (144 steps x 8
// channels).
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @nhwc_3x3(%x: memref<1x1x10x10x1x16xf32>, %f: memref<3x3x16x1x1x8xf32>,
                    %o: memref<1x8x8x1x1x8xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x1x10x10x1x16xf32>, memref<3x3x16x1x1x8xf32>)
      outs(%o : memref<1x8x8x1x1x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @nhwc_3x3
// CHECK:         %[[PACK:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1152xf32>
// CHECK:         memref.reinterpret_cast %arg1 to offset: [0], sizes: [1152], strides: [1]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               memref.load
// CHECK:               memref.store {{.*}}, %[[PACK]]
// CHECK:         %[[X:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [1600], strides: [1]
// CHECK:         %[[O:.*]] = memref.reinterpret_cast %arg2 to offset: [0], sizes: [512], strides: [1]
// CHECK:         scf.for %{{.*}} = %{{.*}} to %c8{{.*}} step %c1
// CHECK:           scf.for %{{.*}} = %{{.*}} to %c6{{.*}} step %c6
// CHECK:             scf.for %{{.*}} = %{{.*}} to %c3{{.*}} step %c1{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK:               scf.for %{{.*}} = %{{.*}} to %c48{{.*}} step %c1{{.*}} iter_args
// CHECK-COUNT-2:         vector.load %[[PACK]]
// CHECK:                 memref.load %[[X]]
// CHECK-NEXT:            vector.broadcast
// CHECK-NEXT:            vector.fma
// CHECK-NEXT:            vector.fma
// CHECK-COUNT-10:        vector.fma
// CHECK:                 scf.yield
// CHECK-COUNT-12:    vector.store {{.*}}, %[[O]]
// The last 2 columns: a tile of 2 pixels (4 accumulators).
// CHECK:           scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-4:   vector.store {{.*}}, %[[O]]
// CHECK:         memref.dealloc %[[PACK]]
// CHECK-NOT:     linalg.generic

// Two threads: the 8 rows are an scf.parallel loop; one thread: none.
// ONE-LABEL: func.func @nhwc_3x3
// ONE:         vector.fma
// PAR-LABEL: func.func @nhwc_3x3
// PAR:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c8{{.*}}) step (%c1{{.*}})
// PAR:           vector.fma
// PAR:         memref.dealloc

// -----

// The result is zero-filled and is a reshape of the out-parameter (as
// kiln-forward-result-buffers leaves a reshaped result): the kernel stores
// its sums into the out-parameter's elements, and the fill goes. Stride 2 (input steps of 2 columns),
// 6 channels: one whole vector and one masked one of 2 lanes; 4 columns
// make one tile of 4 pixels.
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h * 2 + kh, w * 2 + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @zero_fill_reshaped_out(%x: memref<1x2x9x9x1x3xf32>, %f: memref<3x3x3x1x1x6xf32>,
                               %r: memref<2x4x4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %t = memref.expand_shape %r [[0], [1], [2], [3, 4, 5]]
      output_shape [2, 4, 4, 1, 1, 6]
      : memref<2x4x4x6xf32> into memref<2x4x4x1x1x6xf32>
  linalg.fill ins(%zero : f32) outs(%t : memref<2x4x4x1x1x6xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x2x9x9x1x3xf32>, memref<3x3x3x1x1x6xf32>)
      outs(%t : memref<2x4x4x1x1x6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @zero_fill_reshaped_out
// CHECK:         %[[T:.*]] = memref.expand_shape %arg2
// CHECK-NOT:     linalg.fill
// CHECK:         %[[O:.*]] = memref.reinterpret_cast %[[T]] to offset: [0], sizes: [192], strides: [1]
// CHECK:         scf.for %{{.*}} = %{{.*}} to %c8{{.*}} step %c1
// CHECK:           scf.for %{{.*}} = %{{.*}} to %c4{{.*}} step %c4
// CHECK-NOT:         vector.load {{.*}}%[[O]]
// CHECK:             vector.store {{.*}}, %[[O]]
// CHECK:             vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT:        vector.maskedstore %[[O]]
// CHECK-NOT:     linalg.generic
// CHECK:         return

// -----

// The input padded as StablehloToLinalg does it (a zero-filled buffer the
// original is copied into): the kernel reads the original in place, the
// loop over kh is bounded per row, and the first and last columns, whose
// kw window reaches into the padding, are single-pixel tiles with bounded
// kw * C loops; the 4 columns in between are one tile (8 accumulators). The padded buffer
// and its fill and copy go.
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @padded(%x: memref<2x6x6x4xf32>, %f: memref<3x3x4x1x1x8xf32>,
                  %o: memref<2x6x6x1x1x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = memref.alloc() : memref<2x8x8x4xf32>
  linalg.fill ins(%zero : f32) outs(%p : memref<2x8x8x4xf32>)
  %v = memref.subview %p[0, 1, 1, 0] [2, 6, 6, 4] [1, 1, 1, 1]
      : memref<2x8x8x4xf32> to memref<2x6x6x4xf32, strided<[256, 32, 4, 1], offset: 36>>
  linalg.copy ins(%x : memref<2x6x6x4xf32>)
      outs(%v : memref<2x6x6x4xf32, strided<[256, 32, 4, 1], offset: 36>>)
  %e = memref.expand_shape %p [[0, 1], [2], [3], [4, 5]] output_shape [1, 2, 8, 8, 1, 4]
      : memref<2x8x8x4xf32> into memref<1x2x8x8x1x4xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%e, %f : memref<1x2x8x8x1x4xf32>, memref<3x3x4x1x1x8xf32>)
      outs(%o : memref<2x6x6x1x1x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  memref.dealloc %p : memref<2x8x8x4xf32>
  return
}
// CHECK-LABEL: func.func @padded
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     linalg.copy
// CHECK:         %[[X:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [288], strides: [1]
// CHECK:         scf.for %{{.*}} = %{{.*}} to %c12{{.*}} step %c1
// CHECK:           arith.minsi
// CHECK-NEXT:      %[[KH:.*]] = arith.maxsi
// CHECK:           scf.for %[[COL:.*]] = %c0{{.*}} to %c1{{.*}} step %c1
// CHECK:             arith.subi %c1{{.*}}, %[[COL]]
// CHECK:             scf.for %{{.*}} = %{{.*}} to %[[KH]] step %c1{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>)
// Two accumulators are too few to hide the FMA latency: even and odd kw * C
// steps go to two sets, then the odd last step, then the sets are added.
// CHECK:               scf.for {{.*}} step %c2{{.*}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-4:         vector.fma
// CHECK:               scf.for {{.*}} step %c1{{.*}} -> (vector<4xf32>, vector<4xf32>)
// CHECK-COUNT-2:         vector.fma
// CHECK:               arith.addf
// CHECK-NEXT:          arith.addf
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[KH]] step %c1{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK:               scf.for %{{.*}} = %c0{{.*}} to %c12{{.*}} step %c1
// CHECK:                 memref.load %[[X]]
// CHECK:           scf.for %{{.*}} = %c5{{.*}} to %c6{{.*}} step %c1
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     memref.alloc() : memref<2x8x8x4xf32>
// CHECK:         return

// -----

// Not a convolution (no sliding window): left for kiln-lower-contractions.
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
// CHECK-NOT:     vector.fma
// CHECK:         linalg.generic

// -----

// Two feature groups (the group dimension is in input, filter and result):
// not handled.
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @grouped(%x: memref<1x1x6x6x2x4xf32>, %f: memref<3x3x4x1x2x8xf32>,
                   %o: memref<1x4x4x1x2x8xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x1x6x6x2x4xf32>, memref<3x3x4x1x2x8xf32>)
      outs(%o : memref<1x4x4x1x2x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @grouped
// CHECK-NOT:     vector.fma
// CHECK:         linalg.generic

// -----

// NCHW result: the output channels are not contiguous, so no vector stores.
#lhs = affine_map<(n, o, h, w, c, kh, kw) -> (n, c, h + kh, w + kw)>
#rhs = affine_map<(n, o, h, w, c, kh, kw) -> (o, c, kh, kw)>
#out = affine_map<(n, o, h, w, c, kh, kw) -> (n, o, h, w)>
func.func @nchw(%x: memref<2x4x10x10xf32>, %f: memref<8x4x3x3xf32>,
                %o: memref<2x8x8x8xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<2x4x10x10xf32>, memref<8x4x3x3xf32>)
      outs(%o : memref<2x8x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @nchw
// CHECK-NOT:     vector.fma
// CHECK:         linalg.generic

// -----

// A reversed window (the input read at `w + 2 - kw`): not handled.
#lhs = affine_map<(n, o, h, w, c, kh, kw) -> (n, h + kh, w + 2 - kw, c)>
#rhs = affine_map<(n, o, h, w, c, kh, kw) -> (kh, kw, c, o)>
#out = affine_map<(n, o, h, w, c, kh, kw) -> (n, h, w, o)>
func.func @reversed(%x: memref<2x10x10x4xf32>, %f: memref<3x3x4x8xf32>,
                    %o: memref<2x8x8x8xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<2x10x10x4xf32>, memref<3x3x4x8xf32>)
      outs(%o : memref<2x8x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @reversed
// CHECK-NOT:     vector.fma
// CHECK:         linalg.generic

// -----

// f64: not handled.
#lhs = affine_map<(n, o, h, w, c, kh, kw) -> (n, h + kh, w + kw, c)>
#rhs = affine_map<(n, o, h, w, c, kh, kw) -> (kh, kw, c, o)>
#out = affine_map<(n, o, h, w, c, kh, kw) -> (n, h, w, o)>
func.func @f64(%x: memref<2x10x10x4xf64>, %f: memref<3x3x4x8xf64>,
               %o: memref<2x8x8x8xf64>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<2x10x10x4xf64>, memref<3x3x4x8xf64>)
      outs(%o : memref<2x8x8x8xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  }
  return
}
// CHECK-LABEL: func.func @f64
// CHECK-NOT:     vector.fma
// CHECK:         linalg.generic
