// Compiler fuzzer case (seed 106, case 57), shrunk to 1 ops.
// Found: internal at reduce_window.maximum (f32): kiln: error: prog.mlir:2:10:
// error: 'linalg.generic' op inferred input/output operand #0 has shape's
// dimension #0 to be greater than or equal to 4, but found 3
// Bug: reduce_window of an operand with a zero-sized dimension, base dilation
// and padding (so the padded operand is not empty) builds a linalg.generic
// whose operand shapes disagree with its indexing maps, which fails to verify;
// any element type and body.
// Fixed: base dilation leaves an empty dimension empty; a padded empty operand is all init values.
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=106 case=57
// FUZZ-THREADS: 1
// FUZZ-INPUT: f32 [] [5.0]
// FUZZ-INPUT: f32 [0, 3] []
// FUZZ-OUTPUT: f32 0.0 0.0 0
func.func @main(%v16: tensor<f32>, %v10: tensor<0x3xf32>) -> (tensor<4x3xf32>) {
  %v17 = "stablehlo.reduce_window"(%v10, %v16) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 2], [0, 2]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 1>, window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%t1: tensor<f32>, %t2: tensor<f32>):
      %t3 = "stablehlo.maximum"(%t1, %t2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t3) : (tensor<f32>) -> ()
  }) : (tensor<0x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  "func.return"(%v17) : (tensor<4x3xf32>) -> ()
}
