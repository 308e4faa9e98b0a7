// Compiler fuzzer case (seed 1, case 134), shrunk to 3 ops.
// Found: asymmetry at slice (i16): only -O0 fails: kiln: error:
// prog.mlir:3:10: error: offset 0 is out-of-bounds: 1 >= 1
// Bug: the out-of-bounds tensor.extract_slice of an empty slice (see
// internal_slice_f64_s1_c15.mlir) fails at -O0 only: at -O2 the simplifier has
// already folded the empty slice away, so the two levels disagree on whether
// the program compiles.
// Fixed: empty results become empty constants before the lowering (ZeroElementResults.cpp).
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=1 case=134
// FUZZ-THREADS: 1
// FUZZ-INPUT: i16 [] [8]
// FUZZ-OUTPUT: i16 0.0 0.0 0
func.func @main(%v13: tensor<i16>) -> (tensor<1xi16>) {
  %v4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x4xi16>
  %v12 = "stablehlo.slice"(%v4) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 1, 3>, strides = array<i64: 3, 1>}> : (tensor<1x4xi16>) -> tensor<0x1xi16>
  %v14 = "stablehlo.reduce"(%v12, %v13) <{dimensions = array<i64: 0>}> ({
    ^bb0(%t1: tensor<i16>, %t2: tensor<i16>):
      %t3 = "stablehlo.add"(%t1, %t2) : (tensor<i16>, tensor<i16>) -> tensor<i16>
      "stablehlo.return"(%t3) : (tensor<i16>) -> ()
  }) : (tensor<0x1xi16>, tensor<i16>) -> tensor<1xi16>
  "func.return"(%v14) : (tensor<1xi16>) -> ()
}
