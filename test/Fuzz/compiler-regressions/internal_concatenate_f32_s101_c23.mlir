// Compiler fuzzer case (seed 101, case 23), shrunk to 1 ops.
// Found: internal at concatenate (f32): kiln: error: prog.mlir:2:10: error:
// offset 0 is out-of-bounds: 0 >= 0
// Bug: concatenate of operands with a zero-sized dimension is lowered to
// tensor.insert_slice/extract_slice ops with out-of-bounds offsets, which fail
// to verify.
// Fixed: empty results become empty constants before the lowering (ZeroElementResults.cpp).
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=101 case=23
// FUZZ-THREADS: 1
// FUZZ-INPUT: f32 [0, 1, 2, 1] []
// FUZZ-INPUT: f32 [0, 1, 2, 1] []
// FUZZ-OUTPUT: f32 0.0 0.0 0
func.func @main(%v11: tensor<0x1x2x1xf32>, %v21: tensor<0x1x2x1xf32>) -> (tensor<0x1x6x1xf32>) {
  %v22 = "stablehlo.concatenate"(%v11, %v21, %v11) <{dimension = 2 : i64}> : (tensor<0x1x2x1xf32>, tensor<0x1x2x1xf32>, tensor<0x1x2x1xf32>) -> tensor<0x1x6x1xf32>
  "func.return"(%v22) : (tensor<0x1x6x1xf32>) -> ()
}
