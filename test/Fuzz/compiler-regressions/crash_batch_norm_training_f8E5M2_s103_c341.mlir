// Compiler fuzzer case (seed 103, case 341), shrunk to 1 ops.
// Found: crash at batch_norm.training (f8E5M2): -O0: exit 1: kiln: error:
// prog.mlir:0:0: error: the compiler crashed during compilation (signal 8:
// Floating point exception)
// Bug: batch_norm_training with zero elements per feature (a zero-sized non-
// feature dimension) divides by the element count at compile time: SIGFPE in
// kiln-stablehlo-legalize-to-linalg (reported, then recovered, as 'the
// compiler crashed').
// Fixed: the element count per feature is the product of the other dimensions, no division.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=103 case=341
// FUZZ-THREADS: 1
// FUZZ-INPUT: f8E5M2 [0] []
// FUZZ-INPUT: f8E5M2 [0] []
// FUZZ-OUTPUT: f8E5M2 0.0 0.0 1
func.func @main(%v10: tensor<0xf8E5M2>, %v11: tensor<0xf8E5M2>) -> (tensor<0xf8E5M2>) {
  %r12:3 = "stablehlo.batch_norm_training"(%v10, %v11, %v10) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<0xf8E5M2>, tensor<0xf8E5M2>, tensor<0xf8E5M2>) -> (tensor<0xf8E5M2>, tensor<0xf8E5M2>, tensor<0xf8E5M2>)
  "func.return"(%r12#1) : (tensor<0xf8E5M2>) -> ()
}
