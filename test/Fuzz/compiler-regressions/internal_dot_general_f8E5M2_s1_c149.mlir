// Compiler fuzzer case (seed 1, case 149), shrunk to 1 ops.
// Found: internal at dot_general (f8E5M2): kiln: error: JIT compilation of
// prog.mlir failed: could not convert to LLVM IR
// Bug: (fixed since the fuzzer found it; this test now guards the fix)
// dot_general on any f8 type fails in the translation to LLVM IR (the
// reduction is emitted as llvm.intr.vector.reduce.fadd on the i8 storage
// type); issue 14 lists it for f8E3M4/f8E4M3, the fuzzer finds it on every f8
// type, with or without contracting dimensions.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=1 case=149
// FUZZ-THREADS: 2
// FUZZ-INPUT: f8E5M2 [33] [-0.0001220703125, -0.00018310546875, 0.00030517578125, 0.00018310546875, 0.00042724609375, 0.00018310546875, -0.0003662109375, 0.00048828125, 0.000244140625, -0.00030517578125, 0.0, -0.00048828125, 0.0, -0.0, 0.00030517578125, 0.0, 0.0001220703125, -0.00048828125, -6.103515625e-05, 0.00018310546875, 0.0, -0.000244140625, -0.00048828125, -0.00042724609375, -0.0, 0.0001220703125, 0.0003662109375, 0.0001220703125, -0.00042724609375, 0.0, -6.103515625e-05, -6.103515625e-05, 0.0001220703125]
// FUZZ-INPUT: f8E5M2 [1] [-6.103515625e-05]
// FUZZ-OUTPUT: f8E5M2 0.0 0.0 0
func.func @main(%v5: tensor<33xf8E5M2>, %v6: tensor<1xf8E5M2>) -> (tensor<33x1xf8E5M2>) {
  %v7 = "stablehlo.dot_general"(%v5, %v6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [], rhs_contracting_dimensions = []>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<33xf8E5M2>, tensor<1xf8E5M2>) -> tensor<33x1xf8E5M2>
  "func.return"(%v7) : (tensor<33x1xf8E5M2>) -> ()
}
