// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(kiln-lower-contractions{vector-bits=512 min-flops=1 skinny-max=0 bf16-dot=true amx=true})' \
// RUN:   | FileCheck %s

// bf16 products on AMX tiles that differ in N and K share a kernel taking
// both at run time (A is packed, never read in place); whole tiles of the
// result are loaded and stored in place with the row stride of the
// caller's result, read from its descriptor.
// CHECK-LABEL: func.func @products
// CHECK:         call @[[KERNEL:__kiln_kernel]](%{{.*}}, %{{.*}}, %{{.*}}) : (memref<64x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<64x?xf32, strided<[?, 1], offset: ?>>) -> ()
// CHECK:         call @[[KERNEL]](
// CHECK:       func.func private @[[KERNEL]](%[[A:.*]]: memref<64x?xbf16{{.*}}>, %{{.*}}: memref<?x?xbf16{{.*}}>, %[[C:.*]]: memref<64x?xf32{{.*}}>)
// CHECK-DAG:     memref.dim %[[C]], %c1
// CHECK-DAG:     memref.dim %[[A]], %c1
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[C]]
// CHECK:         amx.tile_load %[[C]][%{{.*}}, %{{.*}}], %[[STRIDES]]#0
// CHECK:         amx.tile_mulf
// CHECK:         amx.tile_store %[[C]][%{{.*}}, %{{.*}}], %{{.*}}, %[[STRIDES]]#0

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @products(%x1: memref<64x300xbf16>, %w1: memref<300x96xbf16>, %y1: memref<64x96xf32>,
                    %x2: memref<64x520xbf16>, %w2: memref<520x160xbf16>, %y2: memref<64x160xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y1 : memref<64x96xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x1, %w1 : memref<64x300xbf16>, memref<300x96xbf16>) outs(%y1 : memref<64x96xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %ae = arith.extf %a : bf16 to f32
    %be = arith.extf %b : bf16 to f32
    %p = arith.mulf %ae, %be : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%y2 : memref<64x160xf32>)
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x2, %w2 : memref<64x520xbf16>, memref<520x160xbf16>) outs(%y2 : memref<64x160xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %ae = arith.extf %a : bf16 to f32
    %be = arith.extf %b : bf16 to f32
    %p = arith.mulf %ae, %be : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
