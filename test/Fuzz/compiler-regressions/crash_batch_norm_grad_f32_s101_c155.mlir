// Compiler fuzzer case (seed 101, case 155), shrunk to 1 ops.
// Found: crash at batch_norm.grad (f32): -O0: exit 1: kiln: error:
// prog.mlir:0:0: error: the compiler crashed during compilation (signal 8:
// Floating point exception)
// Bug: batch_norm_grad with zero elements per feature: the same integer
// division by zero at compile time (SIGFPE) as batch_norm_training.
// Fixed: the element count per feature is the product of the other dimensions, no division.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=101 case=155
// FUZZ-THREADS: 1
// FUZZ-INPUT: f32 [0, 10, 5, 17] []
// FUZZ-INPUT: f32 [0] []
// FUZZ-INPUT: f32 [0] []
// FUZZ-INPUT: f32 [0, 10, 5, 17] []
// FUZZ-INPUT: f32 [0] []
// FUZZ-OUTPUT: f32 0.0 0.0 1
func.func @main(%v12: tensor<0x10x5x17xf32>, %v14: tensor<0xf32>, %v15: tensor<0xf32>, %v16: tensor<0x10x5x17xf32>, %v13: tensor<0xf32>) -> (tensor<0xf32>) {
  %r17:3 = "stablehlo.batch_norm_grad"(%v12, %v13, %v14, %v15, %v16) <{epsilon = 1.000000e-05 : f32, feature_index = 0 : i64}> : (tensor<0x10x5x17xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0x10x5x17xf32>) -> (tensor<0x10x5x17xf32>, tensor<0xf32>, tensor<0xf32>)
  "func.return"(%r17#1) : (tensor<0xf32>) -> ()
}
