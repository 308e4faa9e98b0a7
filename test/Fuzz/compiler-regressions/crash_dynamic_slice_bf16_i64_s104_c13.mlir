// Compiler fuzzer case (seed 104, case 13), shrunk to 1 ops.
// Found: crash at dynamic_slice (bf16,i64): -O2: exit 1: kiln: error:
// prog.mlir:1:1: error: fatal error during compilation: Do not know how to
// soft promote this operator's operand!
// Bug: (fixed since the fuzzer found it; this test now guards the fix)
// dynamic_slice of a bf16 tensor at -O2 makes LLVM's instruction selection
// abort with 'Do not know how to soft promote this operator's operand!' (a
// fatal error kiln recovers from); -O0 runs.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=104 case=13
// FUZZ-THREADS: 1
// FUZZ-INPUT: bf16 [1, 10] [1.75, 0.25, 0.5, -1.25, -0.25, -1.5, 1.25, 0.0, 0.75, 1.0]
// FUZZ-INPUT: i64 [] [2]
// FUZZ-INPUT: i64 [] [12]
// FUZZ-OUTPUT: bf16 0.0 0.0 0
func.func @main(%v1: tensor<1x10xbf16>, %v2: tensor<i64>, %v3: tensor<i64>) -> (tensor<1x9xbf16>) {
  %v4 = "stablehlo.dynamic_slice"(%v1, %v2, %v3) <{slice_sizes = array<i64: 1, 9>}> : (tensor<1x10xbf16>, tensor<i64>, tensor<i64>) -> tensor<1x9xbf16>
  "func.return"(%v4) : (tensor<1x9xbf16>) -> ()
}
