// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{int8-dot=true vector-bits=512 mr=3 nr-vectors=1 mc=6 kc=16 nc=32 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=VNNI
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{i16-dot=true vector-bits=512 mr=3 nr-vectors=1 mc=6 kc=16 nc=32 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=PAIRS
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=1 mc=6 kc=16 nc=8 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=PLAIN
// RUN: kiln-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{amx-int8=true vector-bits=512 min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=AMX

// An i8 x i8 product into i32 (a quantized dot_general's integer sums,
// K = 9: two whole quads and one padded with zeros).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @int8(%a: memref<5x9xi8>, %b: memref<9x20xi8>, %c: memref<5x20xi32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<5x9xi8>, memref<9x20xi8>) outs(%c : memref<5x20xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xi = arith.extsi %x : i8 to i32
    %yi = arith.extsi %y : i8 to i32
    %p = arith.muli %xi, %yi : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}

// With vpdpbusd (int8-dot): B's rows 4p .. 4p+3 interleaved byte by byte
// with their sign bits flipped (u8 = b + 128); A's quads copied as they are
// while each row's sum is kept, times -128, as the start of its
// accumulators; four K rows per step.
// VNNI-LABEL: func.func @int8
// VNNI-SAME:    (%[[A:.*]]: memref<5x9xi8>, %[[B:.*]]: memref<9x20xi8>,
// VNNI-DAG:     %[[SUMS:.*]] = memref.alloc() {{.*}} : memref<6xi32>
// VNNI-DAG:     %[[APACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xi8>
// VNNI-DAG:     %[[BPACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xi8>
// VNNI:         vector.load %[[B]][{{.*}}] : memref<9x20xi8>, vector<16xi8>
// VNNI:         arith.xori %{{.*}}, %{{.*}} : vector<16xi8>
// VNNI:         vector.shuffle {{.*}} [0, 16, 32, 48, 1, 17, 33, 49, 2, 18, 34, 50
// VNNI:         vector.store %{{.*}}, %[[BPACK]]{{.*}} : memref<{{[0-9]+}}xi8>, vector<64xi8>
// VNNI:         vector.load %[[A]][{{.*}}] : memref<5x9xi8>, vector<4xi8>
// VNNI:         vector.store %{{.*}}, %[[APACK]]{{.*}} : memref<{{[0-9]+}}xi8>, vector<4xi8>
// VNNI:         vector.reduction <add>, %{{.*}} : vector<4xi32> into i32
// VNNI:         %[[CORR:.*]] = arith.muli %{{.*}}, %c-128_i32 : i32
// VNNI:         memref.store %[[CORR]], %[[SUMS]]
// VNNI:         %[[START:.*]] = memref.load %[[SUMS]]
// VNNI:         vector.broadcast %[[START]] : i32 to vector<16xi32>
// VNNI:         scf.for {{.*}} -> (vector<16xi32>, vector<16xi32>, vector<16xi32>)
// VNNI:           vector.load %[[BPACK]]{{.*}} : memref<{{[0-9]+}}xi8>, vector<64xi8>
// VNNI:           vector.load %[[APACK]]{{.*}} : memref<{{[0-9]+}}xi8>, vector<4xi8>
// VNNI:           llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// VNNI:         arith.addi %{{.*}} : vector<16xi32>
// VNNI-NOT:     linalg.generic

// Without it (i16-dot): pairs widened to i16, multiplied with vpmaddwd.
// PAIRS-LABEL: func.func @int8
// PAIRS-NOT:     vpdpbusd
// PAIRS:         arith.extsi %{{.*}} : vector<16xi8> to vector<16xi16>
// PAIRS:         vector.shuffle {{.*}} [0, 16, 1, 17, 2, 18
// PAIRS:         scf.for {{.*}} -> (vector<16xi32>, vector<16xi32>, vector<16xi32>)
// PAIRS:           vector.load {{.*}} : memref<{{[0-9]+}}xi16>, vector<32xi16>
// PAIRS:           llvm.call_intrinsic "llvm.x86.avx512.pmaddw.d.512"
// PAIRS-NOT:     linalg.generic

// Elsewhere: the same pairs, multiplied with plain vector arithmetic.
// PLAIN-LABEL: func.func @int8
// PLAIN-NOT:     llvm.call_intrinsic
// PLAIN:         scf.for {{.*}} -> (vector<4xi32>, vector<4xi32>, vector<4xi32>)
// PLAIN:           vector.shuffle {{.*}} [0, 2, 4, 6] : vector<8xi16>, vector<8xi16>
// PLAIN:           arith.muli {{.*}} : vector<4xi32>
// PLAIN-NOT:     llvm.call_intrinsic
// PLAIN-NOT:     linalg.generic

// With AMX-INT8 tiles: tiles of 16 x 64 bytes, multiplied with tdpbssd
// into i32 accumulator tiles.
// AMX-LABEL: func.func @int8
// AMX:         amx.tile_load {{.*}} : memref<{{[0-9]+}}xi8> into !amx.tile<16x64xi8>
// AMX:         amx.tile_muli {{.*}} : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
// AMX-NOT:     linalg.generic

// Integer products of other element types stay for the loop lowering.
func.func @int16(%a: memref<5x9xi16>, %b: memref<9x20xi16>, %c: memref<5x20xi32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<5x9xi16>, memref<9x20xi16>) outs(%c : memref<5x20xi32>) {
  ^bb0(%x: i16, %y: i16, %acc: i32):
    %xi = arith.extsi %x : i16 to i32
    %yi = arith.extsi %y : i16 to i32
    %p = arith.muli %xi, %yi : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}
// VNNI-LABEL: func.func @int16
// VNNI:         linalg.generic
// PAIRS-LABEL: func.func @int16
// PLAIN-LABEL: func.func @int16
// AMX-LABEL:   func.func @int16
