// Compiler fuzzer case (seed 1, case 51), shrunk to 1 ops.
// Found: mismatch at iota (i1): output 0 (i1): 1 of 3 elements differ, first
// at (0, 2): True vs False
// Bug: iota of i1: -O0 and -O2 disagree from index 2 on (one level gives index
// != 0, the other the low bit of the index); the spec's iota on booleans needs
// one definition.
// Fixed: the constant folder makes an i1 iota index != 0, as the lowering does.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=1 case=51
// FUZZ-THREADS: 2
// FUZZ-OUTPUT: i1 0.0 0.0 0
func.func @main() -> (tensor<1x3xi1>) {
  %v29 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi1>
  "func.return"(%v29) : (tensor<1x3xi1>) -> ()
}
