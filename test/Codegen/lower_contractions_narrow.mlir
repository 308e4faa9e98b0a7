// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{vector-bits=128 mr=3 nr-vectors=2 mc=6 kc=16 nc=16 min-flops=1 skinny-max=2}))' \
// RUN:   | FileCheck %s

// Inputs narrower than f32 (bf16, f16) reach the same f32 kernels: packing
// widens them with arith.extf as it loads them (whole vectors where the
// operand is contiguous), so the packed panels and the micro-kernel are
// f32, and the products accumulate in f32. A narrow A is packed even when
// it is small enough to be read in place (widened once per value, not
// once per broadcast).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @packed(%a: memref<7x20xbf16>, %b: memref<20x9xf16>, %c: memref<7x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<7x20xbf16>, memref<20x9xf16>) outs(%c : memref<7x9xf32>) {
  ^bb0(%x: bf16, %y: f16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : f16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @packed
// CHECK-SAME:    (%[[A:.*]]: memref<7x20xbf16>, %[[B:.*]]: memref<20x9xf16>, %[[C:.*]]: memref<7x9xf32>)
// CHECK-DAG:     %[[APACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xf32>
// CHECK-DAG:     %[[BPACK:.*]] = memref.alloc() {{.*}} : memref<{{[0-9]+}}xf32>
// B contiguous along N: rows of whole vectors, widened.
// CHECK:         %[[BV:.*]] = vector.load %[[B]][{{.*}}] : memref<20x9xf16>, vector<4xf16>
// CHECK:         %[[BW:.*]] = arith.extf %[[BV]] : vector<4xf16> to vector<4xf32>
// CHECK:         vector.store %[[BW]], %[[BPACK]]
// A contiguous along K: squares of vectors, widened, then transposed.
// CHECK:         %[[AV:.*]] = vector.load %[[A]][{{.*}}] : memref<7x20xbf16>, vector<4xbf16>
// CHECK:         arith.extf %[[AV]] : vector<4xbf16> to vector<4xf32>
// CHECK:         vector.shuffle
// CHECK:         vector.store %{{.*}}, %[[APACK]]
// The rest of A value by value.
// CHECK:         %[[AS:.*]] = memref.load %[[A]][{{.*}}] : memref<7x20xbf16>
// CHECK:         %[[ASW:.*]] = arith.extf %[[AS]] : bf16 to f32
// CHECK:         memref.store %[[ASW]], %[[APACK]]
// The micro-kernel reads only the f32 panels.
// CHECK:         vector.load %[[BPACK]]{{.*}} : memref<{{[0-9]+}}xf32>, vector<4xf32>
// CHECK:         memref.load %[[APACK]]
// CHECK:         vector.fma
// CHECK-NOT:     linalg.generic

// -----

// The unpacked broadcast kernel of a skinny product widens the row of B it
// loads and the value of A it broadcasts; a partial vector is a masked
// load of the narrow type.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @broadcast(%a: memref<2x20xbf16>, %b: memref<20x9xbf16>, %c: memref<2x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x20xbf16>, memref<20x9xbf16>) outs(%c : memref<2x9xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME:    (%[[A:.*]]: memref<2x20xbf16>, %[[B:.*]]: memref<20x9xbf16>,
// CHECK-NOT:     memref.alloc
// CHECK:         %[[BV:.*]] = vector.load %[[B]][{{.*}}] : memref<20x9xbf16>, vector<4xbf16>
// CHECK:         arith.extf %[[BV]] : vector<4xbf16> to vector<4xf32>
// CHECK:         %[[AS:.*]] = memref.load %[[A]][{{.*}}] : memref<2x20xbf16>
// CHECK:         %[[AW:.*]] = arith.extf %[[AS]] : bf16 to f32
// CHECK:         vector.broadcast %[[AW]] : f32 to vector<4xf32>
// CHECK:         vector.fma
// CHECK:         %[[BM:.*]] = vector.maskedload %[[B]][{{.*}}], %{{.*}}, %{{.*}} : memref<20x9xbf16>, vector<4xi1>, vector<4xbf16> into vector<4xbf16>
// CHECK:         arith.extf %[[BM]] : vector<4xbf16> to vector<4xf32>
// CHECK-NOT:     linalg.generic

// -----

// A product into bf16 (not f32) is not a kernel's: its body rounds every
// partial sum, and the lowering never emits it (narrow results are summed
// in f32 and rounded once); it stays a loop nest.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @bf16_accumulator(%a: memref<7x20xbf16>, %b: memref<20x9xbf16>, %c: memref<7x9xbf16>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<7x20xbf16>, memref<20x9xbf16>) outs(%c : memref<7x9xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %acc: bf16):
    %p = arith.mulf %x, %y : bf16
    %s = arith.addf %acc, %p : bf16
    linalg.yield %s : bf16
  }
  return
}
// CHECK-LABEL: func.func @bf16_accumulator
// CHECK:         linalg.generic

// -----

// int8 weights widened with arith.sitofp (a weight-only quantized layer)
// reach the f32 kernels the same way: packing converts them as it loads
// them.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @int8_weights(%a: memref<7x20xf32>, %b: memref<20x9xi8>, %c: memref<7x9xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<7x20xf32>, memref<20x9xi8>) outs(%c : memref<7x9xf32>) {
  ^bb0(%x: f32, %y: i8, %acc: f32):
    %yf = arith.sitofp %y : i8 to f32
    %p = arith.mulf %x, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
// CHECK-LABEL: func.func @int8_weights
// CHECK-SAME:    (%[[A:.*]]: memref<7x20xf32>, %[[B:.*]]: memref<20x9xi8>, %[[C:.*]]: memref<7x9xf32>)
// CHECK:         %[[V:.*]] = vector.load %[[B]][{{.*}}] : memref<20x9xi8>, vector<4xi8>
// CHECK:         arith.sitofp %[[V]] : vector<4xi8> to vector<4xf32>
// CHECK:         vector.fma
// CHECK-NOT:     linalg.generic
