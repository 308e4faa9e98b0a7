// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0})' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 share-kernels=false})' \
// RUN:   | FileCheck %s --check-prefix=INLINE

// Run on the module, the pass emits each kernel once as a private function
// and the contractions call it: the two layers' products (one weight
// sliced at offset 0, the other at offset 64 of a stacked array) share one
// kernel, taking their operands at any offset; the third product, of
// other shapes, gets a kernel of its own. The zero fills before the
// products move into the kernel, which stores its first K block instead
// of adding it.
// CHECK-LABEL: func.func @layers
// CHECK-NOT:     linalg.fill
// CHECK:         %[[A0:.*]] = memref.cast %arg0 : memref<6x8xf32> to memref<6x8xf32, strided<[8, 1], offset: ?>>
// CHECK:         %[[B0:.*]] = memref.cast %{{.*}} : memref<8x8xf32, strided<[8, 1]>> to memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK:         %[[C0:.*]] = memref.cast %arg2
// CHECK:         call @[[KERNEL:__kiln_kernel]](%[[A0]], %[[B0]], %[[C0]])
// CHECK:         %[[B1:.*]] = memref.cast %{{.*}} : memref<8x8xf32, strided<[8, 1], offset: 64>> to memref<8x8xf32, strided<[8, 1], offset: ?>>
// CHECK:         call @[[KERNEL]](%{{.*}}, %[[B1]], %{{.*}})
// CHECK:         call @[[OTHER:__kiln_kernel_0]](
// CHECK-NOT:     linalg.generic
// CHECK:         return
// A constant operand stays inline: its kernel would be that constant's.
// CHECK-LABEL: func.func @weights
// CHECK-NOT:     call
// CHECK:         vector.fma
// CHECK:         return
// CHECK:       func.func private @[[KERNEL]](%{{.*}}: memref<6x8xf32, strided<[8, 1], offset: ?>>, %{{.*}}: memref<8x8xf32, strided<[8, 1], offset: ?>>, %{{.*}}: memref<6x8xf32, strided<[8, 1], offset: ?>>)
// CHECK-NOT:     linalg.fill
// CHECK:         vector.fma
// CHECK:       func.func private @[[OTHER]](%{{.*}}: memref<6x8xf32, strided<[8, 1], offset: ?>>, %{{.*}}: memref<8x4xf32, strided<[4, 1], offset: ?>>, %{{.*}}: memref<6x4xf32, strided<[4, 1], offset: ?>>)
// CHECK:         vector.fma

// INLINE-LABEL: func.func @layers
// INLINE-NOT:     call
// INLINE-COUNT-3: vector.fma
// INLINE-NOT:     func.func private

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @layers(%x: memref<6x8xf32>, %w: memref<2x8x8xf32>, %h: memref<6x8xf32>, %y: memref<6x8xf32>, %z: memref<6x4xf32>, %v: memref<8x4xf32>) {
  %w0 = memref.subview %w[0, 0, 0] [1, 8, 8] [1, 1, 1] : memref<2x8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %w1 = memref.subview %w[1, 0, 0] [1, 8, 8] [1, 1, 1] : memref<2x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: 64>>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%h : memref<6x8xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w0 : memref<6x8xf32>, memref<8x8xf32, strided<[8, 1]>>) outs(%h : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%y : memref<6x8xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %w1 : memref<6x8xf32>, memref<8x8xf32, strided<[8, 1], offset: 64>>) outs(%y : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%y, %v : memref<6x8xf32>, memref<8x4xf32>) outs(%z : memref<6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

memref.global "private" constant @w : memref<8x8xf32> = dense<0.5>
func.func @weights(%x: memref<6x8xf32>, %y: memref<6x8xf32>) {
  %w = memref.get_global @w : memref<8x8xf32>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<6x8xf32>, memref<8x8xf32>) outs(%y : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
