// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=true amx=true min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=true amx=false min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=PAIRS

// Two bf16 operands on a target with AMX-BF16 (amx, with bf16-dot): A is
// packed row-major in 32-row panels, its rows padded with zeros from K = 70
// to 96 (three tiles of 32 K values); B in the bf16 pair layout, 32 columns
// a panel (a row of pairs: 64 values). The K loop carries four 16 x 16 f32
// accumulator tiles and the two A and two B tiles of the next step, each
// loaded right after the last product that reads its register; the last
// step's products follow the loop. A whole 32 x 32 tile of the result
// (rows 50 values apart) is loaded into the accumulators and stored back
// in place; the ragged ones (rows 32-39, columns 32-49) go through a
// 32 x 32 buffer. Without amx, the same product multiplies pairs with
// vdpbf16ps.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @amx(%a: memref<40x70xbf16>, %b: memref<70x50xbf16>, %c: memref<40x50xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<40x70xbf16>, memref<70x50xbf16>) outs(%c : memref<40x50xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @amx
// CHECK-SAME:    (%[[A:.*]]: memref<40x70xbf16>, %[[B:.*]]: memref<70x50xbf16>, %[[C:.*]]: memref<40x50xf32>)
// CHECK-DAG:     %[[BUF:.*]] = memref.alloca() {{.*}} : memref<32x32xf32>
// 64 rows of 96 values, and the vector width's spill room.
// CHECK-DAG:     %[[APACK:.*]] = memref.alloc() {{.*}} : memref<6160xbf16>
// CHECK-DAG:     %[[BPACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xbf16>
// CHECK:         vector.shuffle {{.*}} [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31]
// CHECK:         vector.store %{{.*}}, %[[BPACK]][%{{.*}}] : memref<{{[0-9]+}}xbf16>, vector<32xbf16>
// CHECK:         %[[ROW:.*]] = vector.load %[[A]][%{{.*}}, %{{.*}}] : memref<40x70xbf16>, vector<32xbf16>
// CHECK:         vector.store %[[ROW]], %[[APACK]][%{{.*}}] : memref<6160xbf16>, vector<32xbf16>
// CHECK-COUNT-4: amx.tile_load %[[C]][%{{.*}}, %{{.*}}], %c50{{.*}} : memref<40x50xf32> into !amx.tile<16x16xf32>
// CHECK:         amx.tile_load %[[APACK]][%{{.*}}], %c96{{.*}} : memref<6160xbf16> into !amx.tile<16x32xbf16>
// CHECK:         amx.tile_load %[[APACK]][%{{.*}}], %c96{{.*}} : memref<6160xbf16> into !amx.tile<16x32xbf16>
// CHECK:         amx.tile_load %[[BPACK]][%{{.*}}], %c64{{.*}} : memref<{{[0-9]+}}xbf16> into !amx.tile<16x32xbf16>
// CHECK:         amx.tile_load %[[BPACK]][%{{.*}}], %c64{{.*}} : memref<{{[0-9]+}}xbf16> into !amx.tile<16x32xbf16>
// CHECK:         scf.for {{.*}} -> (!amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>)
// CHECK:           amx.tile_mulf
// CHECK:           amx.tile_mulf
// CHECK:           amx.tile_load %[[APACK]]
// CHECK:           amx.tile_mulf
// CHECK:           amx.tile_load %[[BPACK]]
// CHECK:           amx.tile_mulf
// CHECK:           amx.tile_load %[[APACK]]
// CHECK:           amx.tile_load %[[BPACK]]
// CHECK:           scf.yield
// CHECK-COUNT-4: amx.tile_mulf
// CHECK-COUNT-4: amx.tile_store %[[C]][%{{.*}}, %{{.*}}], %{{.*}}, %c50{{.*}} : memref<40x50xf32>, !amx.tile<16x16xf32>
// CHECK:       } else {
// CHECK-COUNT-4: amx.tile_zero : !amx.tile<16x16xf32>
// CHECK:         scf.for
// CHECK-COUNT-4: amx.tile_store %[[BUF]][%{{.*}}, %{{.*}}], %{{.*}} : memref<32x32xf32>, !amx.tile<16x16xf32>
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     x86vector.avx512.dot

// PAIRS-LABEL: func.func @amx
// PAIRS-NOT:     amx.
// PAIRS:         x86vector.avx512.dot
// PAIRS-NOT:     amx.
