// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=true amx=true min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-contractions{bf16-dot=true amx=false min-flops=1 skinny-max=0}))' \
// RUN:   | FileCheck %s --check-prefix=PAIRS

// A bf16 convolution as a product whose K is the window (kh, kw, input
// channels): the input is A, read at (oh + kh, ow + kw, ci). With 64
// channels, every run of 32 K values from a multiple of 32 is contiguous
// in the input, so the AMX packer copies tile rows of 32 values and the
// pair packer pairs of 2 with one load each.
// CHECK-LABEL: func.func @window64
// CHECK:         vector.load %arg0{{.*}} : memref<1x10x10x64xbf16>, vector<32xbf16>
// CHECK:         amx.tile_mulf
// PAIRS-LABEL: func.func @window64
// PAIRS:         vector.load %arg0{{.*}} : memref<1x10x10x64xbf16>, vector<2xbf16>
// PAIRS:         x86vector.avx512.dot
#in = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh + kh, ow + kw, ci)>
#w = affine_map<(n, oh, ow, co, kh, kw, ci) -> (kh, kw, ci, co)>
#out = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh, ow, co)>
func.func @window64(%x: memref<1x10x10x64xbf16>, %f: memref<3x3x64x32xbf16>, %c: memref<1x8x8x32xf32>) {
  linalg.generic {indexing_maps = [#in, #w, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<1x10x10x64xbf16>, memref<3x3x64x32xbf16>) outs(%c : memref<1x8x8x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// 24 channels: a run of 32 would straddle two window positions, so the AMX
// packer reads A value by value; pairs still never straddle (24 is even).
// 3 channels: pairs straddle too, and are read value by value.
#in = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh + kh, ow + kw, ci)>
#w = affine_map<(n, oh, ow, co, kh, kw, ci) -> (kh, kw, ci, co)>
#out = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh, ow, co)>
// CHECK-LABEL: func.func @window24
// CHECK-NOT:     vector.load %arg0
// CHECK:         memref.load %arg0
// CHECK-NOT:     vector.load %arg0
// CHECK:         amx.tile_mulf
// PAIRS-LABEL: func.func @window24
// PAIRS:         vector.load %arg0{{.*}} : memref<1x10x10x24xbf16>, vector<2xbf16>
// PAIRS:         x86vector.avx512.dot
func.func @window24(%x: memref<1x10x10x24xbf16>, %f: memref<3x3x24x32xbf16>, %c: memref<1x8x8x32xf32>) {
  linalg.generic {indexing_maps = [#in, #w, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<1x10x10x24xbf16>, memref<3x3x24x32xbf16>) outs(%c : memref<1x8x8x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#in = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh + kh, ow + kw, ci)>
#w = affine_map<(n, oh, ow, co, kh, kw, ci) -> (kh, kw, ci, co)>
#out = affine_map<(n, oh, ow, co, kh, kw, ci) -> (n, oh, ow, co)>
// PAIRS-LABEL: func.func @window3
// PAIRS-NOT:     vector.load %arg0
// PAIRS:         memref.load %arg0
// PAIRS-NOT:     vector.load %arg0
// PAIRS:         x86vector.avx512.dot
func.func @window3(%x: memref<1x10x10x3xbf16>, %f: memref<3x3x3x32xbf16>, %c: memref<1x8x8x32xf32>) {
  linalg.generic {indexing_maps = [#in, #w, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %f : memref<1x10x10x3xbf16>, memref<3x3x3x32xbf16>) outs(%c : memref<1x8x8x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
