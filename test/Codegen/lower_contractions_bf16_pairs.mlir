// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=true vector-bits=512 mr=3 nr-vectors=1 mc=6 kc=16 nc=32 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=false vector-bits=512 mr=3 nr-vectors=1 mc=6 kc=16 nc=32 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=WIDEN

// Two bf16 operands on a target with AVX512-BF16 (bf16-dot): the panels
// stay bf16, in pairs of K rows (K = 9: four whole pairs and one padded
// with zeros). B, contiguous along N, is packed by loading rows 2p and
// 2p+1 as vectors and interleaving them; A's pairs are copied as
// vector<2xbf16>; the micro-kernel broadcasts each row's pair as one i32
// and multiplies with x86vector.avx512.dot, two K rows per step.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @pairs(%a: memref<5x9xbf16>, %b: memref<9x20xbf16>, %c: memref<5x20xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<5x9xbf16>, memref<9x20xbf16>) outs(%c : memref<5x20xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @pairs
// CHECK-SAME:    (%[[A:.*]]: memref<5x9xbf16>, %[[B:.*]]: memref<9x20xbf16>,
// CHECK-DAG:     %[[APACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xbf16>
// CHECK-DAG:     %[[BPACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xbf16>
// CHECK:         %[[EVEN:.*]] = vector.load %[[B]][{{.*}}] : memref<9x20xbf16>, vector<16xbf16>
// CHECK:         %[[ODD:.*]] = vector.load %[[B]][{{.*}}] : memref<9x20xbf16>, vector<16xbf16>
// CHECK:         %[[PAIR:.*]] = vector.shuffle %[[EVEN]], %[[ODD]] [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31]
// CHECK:         vector.store %[[PAIR]], %[[BPACK]]{{.*}} : memref<{{[0-9]+}}xbf16>, vector<32xbf16>
// CHECK:         vector.load %[[A]][{{.*}}] : memref<5x9xbf16>, vector<2xbf16>
// CHECK:         vector.store %{{.*}}, %[[APACK]]{{.*}} : memref<{{[0-9]+}}xbf16>, vector<2xbf16>
// The odd last K row and a zero.
// CHECK:         memref.load %[[A]]
// CHECK:         vector.from_elements %{{.*}}, %{{.*}} : vector<2xbf16>
// CHECK:         scf.for {{.*}} -> (vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK:           vector.load %[[BPACK]]{{.*}} : memref<{{[0-9]+}}xbf16>, vector<32xbf16>
// CHECK:           %[[AW:.*]] = vector.load %[[APACK]]{{.*}} : memref<{{[0-9]+}}xbf16>, vector<2xbf16>
// CHECK:           vector.bitcast %[[AW]] : vector<2xbf16> to vector<1xi32>
// CHECK:           vector.broadcast %{{.*}} : i32 to vector<16xi32>
// CHECK:           vector.bitcast %{{.*}} : vector<16xi32> to vector<32xbf16>
// CHECK:           x86vector.avx512.dot %{{.*}}, %{{.*}}, %{{.*}} : vector<32xbf16> -> vector<16xf32>
// CHECK-NOT:     linalg.generic

// Without it, the same product widens its operands into f32 panels.
// WIDEN-LABEL: func.func @pairs
// WIDEN-NOT:     x86vector
// WIDEN:         arith.extf %{{.*}} : vector<16xbf16> to vector<16xf32>
// WIDEN-NOT:     x86vector
// WIDEN:         vector.fma
// WIDEN-NOT:     x86vector
