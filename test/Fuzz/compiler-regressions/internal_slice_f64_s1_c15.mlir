// Compiler fuzzer case (seed 1, case 15), shrunk to 1 ops.
// Found: internal at slice (f64): kiln: error: prog.mlir:2:9: error: offset 1
// is out-of-bounds: 4 >= 4
// Bug: a slice that is empty because it starts at the end of a dimension (or
// of an empty dimension) is lowered to a tensor.extract_slice whose offset is
// out of bounds, which fails to verify (the spec allows start == limit ==
// dimension size). real_dynamic_slice with constant operands hits the same
// lowering.
// Fixed: empty results become empty constants before the lowering (ZeroElementResults.cpp).
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=1 case=15
// FUZZ-ORIGIN: seed=1 case=37
// FUZZ-ORIGIN: seed=1 case=21
// FUZZ-THREADS: 1
// FUZZ-INPUT: f64 [4, 4, 3, 5] [0.0, 2.0, 2.0, -1.0, 1.5, 0.0, -2.0, 1.75, -0.5, 2.0, -1.25, -1.5, -1.25, -2.0, 0.0, 1.75, -0.0, -0.5, -1.5, 2.0, -1.0, -1.25, -2.0, 1.75, 0.75, -1.25, -1.75, 0.5, -1.75, -1.5, 1.75, 1.25, 1.0, 1.25, 1.0, 2.0, -1.75, 1.75, -0.0, -0.0, 0.0, 0.0, -1.75, -2.0, 1.25, -0.25, -0.75, -2.0, -0.25, 0.0, -1.25, -0.25, 0.5, -2.0, 1.0, 1.75, -0.75, 0.25, 1.0, -2.0, 0.25, 0.0, -1.25, 0.75, 1.5, 0.0, 0.0, -0.0, 2.0, -0.25, -0.75, 1.0, -1.25, 0.75, 2.0, 1.75, 0.5, -0.5, -0.0, 2.0, -0.5, 1.5, -1.5, 1.5, -0.25, -0.25, -0.25, 1.0, -1.25, 1.75, -0.5, -2.0, -0.25, -1.0, -1.0, 0.0, 0.25, 1.5, 1.75, 0.25, 0.75, -0.75, -1.0, -0.0, 1.25, 0.0, 1.0, -2.0, 2.0, 0.25, 0.0, 2.0, 1.25, 1.5, -1.0, 0.0, -0.5, -0.25, 0.0, -0.75, 1.0, 2.0, 0.5, -0.75, -1.0, 0.25, -0.5, 0.75, -1.25, 0.0, 1.75, -0.5, -1.75, -0.25, -1.75, 1.25, 0.75, -1.75, 1.25, 0.0, -2.0, -1.5, 2.0, 0.5, -1.5, 0.0, 1.5, 0.5, -1.5, -0.0, 2.0, 0.5, 1.5, 0.25, 1.25, 2.0, -2.0, 1.5, 1.25, 1.5, -0.25, 2.0, 2.0, -1.5, 1.0, 2.0, 1.0, 1.25, 1.75, 0.5, -1.0, 0.75, 1.75, -1.75, 1.75, 0.25, -1.5, 0.75, -2.0, -2.0, 2.0, 0.5, -1.75, 1.0, -1.25, 1.75, -2.0, 2.0, -2.0, 1.75, -2.0, 1.0, -0.75, -2.0, -2.0, -0.25, 0.75, 2.0, -2.0, 1.25, 0.75, 0.5, 2.0, 1.75, 2.0, -1.5, -1.5, 1.0, -1.75, 0.75, -1.25, -0.5, 2.0, 1.0, 2.0, 1.75, -2.0, -0.5, 0.25, 0.0, 1.5, 1.0, 2.0, 1.0, 1.5, 0.5, -0.25, 1.25, 1.25, 1.0, -1.25, -0.75, 0.0, -0.25, 2.0, -0.25, -1.25, -1.75, 1.5, -1.5]
// FUZZ-OUTPUT: f64 0.0 0.0 0
func.func @main(%v2: tensor<4x4x3x5xf64>) -> (tensor<1x0x0x2xf64>) {
  %v6 = "stablehlo.slice"(%v2) <{limit_indices = array<i64: 4, 4, 2, 2>, start_indices = array<i64: 3, 4, 2, 0>, strides = array<i64: 1, 2, 1, 1>}> : (tensor<4x4x3x5xf64>) -> tensor<1x0x0x2xf64>
  "func.return"(%v6) : (tensor<1x0x0x2xf64>) -> ()
}
