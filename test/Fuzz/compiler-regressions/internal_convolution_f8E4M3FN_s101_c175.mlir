// Compiler fuzzer case (seed 101, case 175), shrunk to 1 ops.
// Found: internal at convolution (f8E4M3FN): kiln: error: JIT compilation of
// prog.mlir failed: could not convert to LLVM IR
// Bug: convolution on f8 types fails in the translation to LLVM IR, like
// dot_general (internal_dot_general_f8E5M2_s1_c149.mlir).
// Fixed: convolution into a float narrower than f32 accumulates in f32 and rounds once, as dot_general does.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=101 case=175
// FUZZ-THREADS: 1
// FUZZ-INPUT: f8E4M3FN [1, 1, 4] [0.625, 0.25, 0.8125, 0.0625]
// FUZZ-INPUT: f8E4M3FN [1, 1, 1] [0.125]
// FUZZ-OUTPUT: f8E4M3FN 0.0 0.0 0
func.func @main(%v12: tensor<1x1x4xf8E4M3FN>, %v13: tensor<1x1x1xf8E4M3FN>) -> (tensor<1x1x2xf8E4M3FN>) {
  %v14 = "stablehlo.convolution"(%v12, %v13) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[0, o, i]->[f, b, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<[[0, 1]]> : tensor<1x2xi64>, rhs_dilation = array<i64: 2>, window_reversal = array<i1: false>, window_strides = array<i64: 3>}> : (tensor<1x1x4xf8E4M3FN>, tensor<1x1x1xf8E4M3FN>) -> tensor<1x1x2xf8E4M3FN>
  "func.return"(%v14) : (tensor<1x1x2xf8E4M3FN>) -> ()
}
