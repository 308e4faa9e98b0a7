// Compiler fuzzer case (seed 101, case 7), shrunk to 1 ops.
// Found: internal at convolution (i16): kiln: error: prog.mlir:2:9: error:
// offset 1 is out-of-bounds: 0 >= 0
// Bug: convolution whose input has a zero-sized dimension (here the batch)
// with lhs dilation or padding is lowered to a tensor.extract_slice with an
// out-of-bounds offset, which fails to verify; any element type.
// Fixed: empty results become empty constants before the lowering (ZeroElementResults.cpp).
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=101 case=7
// FUZZ-ORIGIN: seed=1 case=145
// FUZZ-ORIGIN: seed=1 case=144
// FUZZ-ORIGIN: seed=1 case=133
// FUZZ-ORIGIN: seed=1 case=126
// FUZZ-ORIGIN: seed=1 case=125
// FUZZ-ORIGIN: seed=1 case=111
// FUZZ-ORIGIN: seed=1 case=104
// FUZZ-ORIGIN: seed=1 case=95
// FUZZ-ORIGIN: seed=1 case=91
// FUZZ-ORIGIN: seed=1 case=89
// FUZZ-ORIGIN: seed=1 case=85
// FUZZ-ORIGIN: seed=1 case=83
// FUZZ-ORIGIN: seed=1 case=80
// FUZZ-ORIGIN: seed=1 case=67
// FUZZ-ORIGIN: seed=1 case=65
// FUZZ-ORIGIN: seed=1 case=59
// FUZZ-ORIGIN: seed=1 case=58
// FUZZ-ORIGIN: seed=1 case=40
// FUZZ-ORIGIN: seed=1 case=39
// FUZZ-ORIGIN: seed=1 case=38
// FUZZ-ORIGIN: seed=1 case=16
// FUZZ-THREADS: 1
// FUZZ-INPUT: i16 [9, 0, 5, 5] []
// FUZZ-INPUT: i16 [3, 6, 1, 3] [-3, -10, -8, -10, 4, -5, -3, 5, 5, 1, -3, 8, -1, 9, -2, -7, 1, 5, 8, -6, 6, 9, -10, -10, 3, 1, 10, -2, -6, -8, 0, -8, -3, -6, -8, 1, 2, -8, 6, 7, 7, -1, -7, 0, 9, 2, -10, 10, -3, 1, -2, 8, 1, -10]
// FUZZ-OUTPUT: i16 0.0 0.0 0
func.func @main(%v4: tensor<9x0x5x5xi16>, %v5: tensor<3x6x1x3xi16>) -> (tensor<6x4x10x0xi16>) {
  %v6 = "stablehlo.convolution"(%v4, %v5) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 1, 0]x[1, o, 0, i]->[f, 1, 0, b]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 2, 1>, padding = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<9x0x5x5xi16>, tensor<3x6x1x3xi16>) -> tensor<6x4x10x0xi16>
  "func.return"(%v6) : (tensor<6x4x10x0xi16>) -> ()
}
