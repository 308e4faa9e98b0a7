// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 lhs-in-place-bytes=256})' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=0 lhs-in-place-bytes=256 explain=true})' \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN

// f32 products that differ only in their sizes share one kernel taking the
// sizes at run time: N where A is read in place (A of 6 x 8, 192 bytes,
// within lhs-in-place-bytes: its row stride stays built in), N and K where
// A is packed (6 x 24 and 6 x 40). A product of one size keeps its sizes.
// CHECK-LABEL: func.func @projections
// CHECK:         call @[[INPLACE:__kiln_kernel]](%{{.*}}, %{{.*}}, %{{.*}}) : (memref<6x8xf32, strided<[8, 1], offset: ?>>, memref<8x?xf32, strided<[?, 1], offset: ?>>, memref<6x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK:         call @[[INPLACE]](%{{.*}}, %{{.*}}, %{{.*}}) : (memref<6x8xf32, strided<[8, 1], offset: ?>>, memref<8x?xf32, strided<[?, 1], offset: ?>>, memref<6x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK:         call @[[PACKED:__kiln_kernel_0]](%{{.*}}, %{{.*}}, %{{.*}}) : (memref<6x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<6x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK:         call @[[PACKED]](
// CHECK:         call @[[ALONE:__kiln_kernel_1]](%{{.*}}, %{{.*}}, %{{.*}}) : (memref<8x6xf32, strided<[6, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1], offset: ?>>, memref<6x16xf32, strided<[16, 1], offset: ?>>) -> ()
// CHECK:         return
// The kernels read the sizes they take from their operands: N from the
// result, K from A.
// CHECK:       func.func private @[[INPLACE]](%[[A:.*]]: memref<6x8xf32{{.*}}>, %{{.*}}: memref<8x?xf32{{.*}}>, %[[C:.*]]: memref<6x?xf32{{.*}}>)
// CHECK:         memref.dim %[[C]], %c1
// CHECK-NOT:     memref.dim
// CHECK:         vector.fma
// CHECK:       func.func private @[[PACKED]](%[[A2:.*]]: memref<6x?xf32{{.*}}>, %{{.*}}: memref<?x?xf32{{.*}}>, %[[C2:.*]]: memref<6x?xf32{{.*}}>)
// CHECK-DAG:     memref.dim %[[C2]], %c1
// CHECK-DAG:     memref.dim %[[A2]], %c1
// CHECK:         vector.fma
// CHECK:       func.func private @[[ALONE]](
// CHECK-NOT:     memref.dim
// CHECK:         vector.fma

// EXPLAIN: contraction made a GEMM kernel: batch 1, M 6, N 16, K 8, A read in place, N given at run time{{$}}
// EXPLAIN: contraction made a GEMM kernel: batch 1, M 6, N 12, K 8, A read in place, N given at run time, the kernel of
// EXPLAIN: contraction made a GEMM kernel: batch 1, M 6, N 16, K 24, N and K given at run time{{$}}
// EXPLAIN: contraction made a GEMM kernel: batch 1, M 6, N 20, K 40, N and K given at run time, the kernel of
// EXPLAIN: contraction made a GEMM kernel: batch 1, M 6, N 16, K 8{{$}}

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
#lhsT = affine_map<(m, n, k) -> (k, m)>
func.func @projections(%x: memref<6x8xf32>, %w1: memref<8x16xf32>, %y1: memref<6x16xf32>,
                       %w2: memref<8x12xf32>, %y2: memref<6x12xf32>,
                       %a3: memref<6x24xf32>, %w3: memref<24x16xf32>, %y3: memref<6x16xf32>,
                       %a4: memref<6x40xf32>, %w4: memref<40x20xf32>, %y4: memref<6x20xf32>,
                       %xt: memref<8x6xf32>, %y5: memref<6x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y1 : memref<6x16xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w1 : memref<6x8xf32>, memref<8x16xf32>) outs(%y1 : memref<6x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%y2 : memref<6x12xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w2 : memref<6x8xf32>, memref<8x12xf32>) outs(%y2 : memref<6x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%y3 : memref<6x16xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %w3 : memref<6x24xf32>, memref<24x16xf32>) outs(%y3 : memref<6x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%y4 : memref<6x20xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a4, %w4 : memref<6x40xf32>, memref<40x20xf32>) outs(%y4 : memref<6x20xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  // Another layout (A transposed): a kernel of its own, alone in it.
  linalg.fill ins(%zero : f32) outs(%y5 : memref<6x16xf32>)
  linalg.generic {indexing_maps = [#lhsT, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xt, %w1 : memref<8x6xf32>, memref<8x16xf32>) outs(%y5 : memref<6x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
