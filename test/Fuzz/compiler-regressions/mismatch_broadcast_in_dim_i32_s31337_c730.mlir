// Compiler fuzzer case (seed 31337, case 730), shrunk to 2 ops.
// mismatch at broadcast_in_dim (i32): output 0 (i32): 44 of 48 elements differ, first at (0, 0, 1): -1427240959 vs 1440485378
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=31337 case=730
// FUZZ-THREADS: 1
// FUZZ-INPUT: i32 [1, 4] [-9, 3, 9, -2]
// FUZZ-INPUT: i32 [4, 1] [-1750292025, -2096033118, 1107700471, -618553264]
// FUZZ-OUTPUT: i32 0.0 0.0 0
func.func @main(%v41: tensor<1x4xi32>, %v61: tensor<4x1xi32>) -> (tensor<4x3x4xi32>) {
  %v62 = "stablehlo.dot_general"(%v61, %v41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1, 0], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [], rhs_contracting_dimensions = []>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]}> : (tensor<4x1xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  %v66 = "stablehlo.broadcast_in_dim"(%v62) <{broadcast_dimensions = array<i64: 2, 0>}> : (tensor<1x4xi32>) -> tensor<4x3x4xi32>
  "func.return"(%v66) : (tensor<4x3x4xi32>) -> ()
}
