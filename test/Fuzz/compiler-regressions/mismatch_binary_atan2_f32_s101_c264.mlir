// Compiler fuzzer case (seed 101, case 264), shrunk to 2 ops.
// Found: mismatch at binary.atan2 (f32): output 0 (f32): 1 of 1 elements
// differ beyond err=9.54e-07 rel=9.54e-07, first at (): np.float64(0.0) vs
// np.float64(nan) (largest finite difference 0)
// Bug: atan2(0, 0) is 0 at -O0 (IEEE/libm) but NaN at -O2, on f32, bf16 and f8
// types alike.
// Fixed: the lowering gives atan2 of two zeros its IEEE value explicitly (MLIR folds math.atan2(0, 0) to NaN).
// RUN: %fuzz_replay %s
// FUZZ-ORIGIN: seed=101 case=264
// FUZZ-THREADS: 2
// FUZZ-OUTPUT: f32 9.5367431640625e-07 9.5367431640625e-07 0
func.func @main() -> (tensor<f32>) {
  %v9 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %v13 = "stablehlo.atan2"(%v9, %v9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%v13) : (tensor<f32>) -> ()
}
