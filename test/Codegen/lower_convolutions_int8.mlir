// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=512 vector-registers=32 min-flops=1 int8-dot=1}))' \
// RUN:   | FileCheck %s --check-prefix=VNNI
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=256 vector-registers=16 min-flops=1 i16-dot=1}))' \
// RUN:   | FileCheck %s --check-prefix=PAIRS
// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-lower-convolutions{vector-bits=512 vector-registers=32 min-flops=1}))' \
// RUN:   | FileCheck %s --check-prefix=NONE

// A 3x3 NHWC/HWIO u8 x i8 convolution into i32 (the form StablehloToLinalg
// gives int8 convolutions for the int8 kernel: input zero-extended, filter
// sign-extended), its input already padded. kw and the 16 input channels
// are one reduction loop of 48 steps, walked a group at a time: quads of
// bytes with int8-dot (step 4, one 32-bit word of input broadcast per
// pixel, vpdpbusd), pairs widened to i16 with i16-dot (step 2, vpmaddwd).
// The filter is packed once as groups of i8 (or i16) per channel. Without
// either, the convolution stays for kiln-lower-contractions.
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @u8_i8(%x: memref<1x1x10x10x1x16xi8>, %f: memref<3x3x16x1x1x32xi8>,
                 %o: memref<1x8x8x1x1x32xi32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x1x10x10x1x16xi8>, memref<3x3x16x1x1x32xi8>)
      outs(%o : memref<1x8x8x1x1x32xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}
// VNNI-LABEL: func.func @u8_i8
// VNNI:         memref.alloc() {alignment = 64 : i64} : memref<4608xi8>
// VNNI:         scf.for %{{.*}} = %{{.*}} to %c48{{.*}} step %c4{{.*}} iter_args({{.*}}) -> (vector<16xi32>,
// VNNI:           vector.load {{.*}} : memref<4608xi8>, vector<64xi8>
// VNNI:           vector.load {{.*}} : memref<1600xi8, strided<[1]>>, vector<4xi8>
// VNNI:           vector.bitcast {{.*}} : vector<4xi8> to vector<1xi32>
// VNNI:           vector.broadcast {{.*}} : i32 to vector<16xi32>
// VNNI:           llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// VNNI:         vector.store {{.*}} : memref<2048xi32, strided<[1]>>, vector<16xi32>
// VNNI-NOT:     linalg.generic

// PAIRS-LABEL: func.func @u8_i8
// PAIRS:         memref.alloc() {alignment = 64 : i64} : memref<4608xi16>
// PAIRS:           arith.extsi {{.*}} : i8 to i16
// PAIRS:         scf.for %{{.*}} = %{{.*}} to %c48{{.*}} step %c2{{.*}} iter_args({{.*}}) -> (vector<8xi32>,
// PAIRS:           vector.load {{.*}} : memref<4608xi16>, vector<16xi16>
// PAIRS:           vector.load {{.*}} : memref<1600xi8, strided<[1]>>, vector<2xi8>
// PAIRS:           arith.extui {{.*}} : vector<2xi8> to vector<2xi16>
// PAIRS:           llvm.call_intrinsic "llvm.x86.avx2.pmadd.wd"
// PAIRS-NOT:     linalg.generic

// NONE-LABEL: func.func @u8_i8
// NONE:         linalg.generic
// NONE-NOT:     vector.

// -----

// Not the kernel's: signed inputs (extsi on both operands), and 6 input
// channels, whose reduction loop (kw x 6 = 18 steps) is not whole quads.
#lhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (b, n, h + kh, w + kw, g, c)>
#rhs = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (kh, kw, c, b, g, o)>
#out = affine_map<(n, b, g, o, h, w, c, kh, kw) -> (n, h, w, b, g, o)>
func.func @i8_i8(%x: memref<1x1x10x10x1x16xi8>, %f: memref<3x3x16x1x1x32xi8>,
                 %o: memref<1x8x8x1x1x32xi32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x1x10x10x1x16xi8>, memref<3x3x16x1x1x32xi8>)
      outs(%o : memref<1x8x8x1x1x32xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %a32 = arith.extsi %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}
// VNNI-LABEL: func.func @i8_i8
// VNNI:         linalg.generic
// PAIRS-LABEL: func.func @i8_i8
// PAIRS:         linalg.generic
// NONE-LABEL: func.func @i8_i8
// NONE:         linalg.generic

func.func @partial_quads(%x: memref<1x1x10x10x1x6xi8>, %f: memref<3x3x6x1x1x32xi8>,
                         %o: memref<1x8x8x1x1x32xi32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "parallel", "parallel", "reduction",
                                    "reduction", "reduction"]}
      ins(%x, %f : memref<1x1x10x10x1x6xi8>, memref<3x3x6x1x1x32xi8>)
      outs(%o : memref<1x8x8x1x1x32xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %a32 = arith.extui %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}
// VNNI-LABEL: func.func @partial_quads
// VNNI:         linalg.generic
