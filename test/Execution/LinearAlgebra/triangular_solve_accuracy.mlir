// The accuracy of stablehlo.triangular_solve on batched f32 systems (8 of
// 24x24, 7 right-hand sides; left and right side, lower and upper, plain
// and transposed). Inputs and expected values by
// Inputs/gen_triangular_solve_accuracy.py: the true solution (refined in
// long double, rounded) and XLA's. kiln substitutes in f64 and rounds once:
// its solutions are the true ones rounded (within 1 ulp). XLA inverts the
// diagonal block and multiplies in f32, off by up to thousands of ulps on
// the smallest components (cancellation): against it an absolute 1e-5.
// RUN: kiln run -O2 %s --input %S/Inputs/tsacc_left_lower_a.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_b.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_true.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_xla.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_a.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_b.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_true.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_xla.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_a.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_b.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_true.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_xla.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_a.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_b.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_true.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_xla.npy | FileCheck %s
// RUN: kiln run -O0 %s --input %S/Inputs/tsacc_left_lower_a.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_b.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_true.npy \
// RUN:   --input %S/Inputs/tsacc_left_lower_xla.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_a.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_b.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_true.npy \
// RUN:   --input %S/Inputs/tsacc_left_upper_t_xla.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_a.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_b.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_true.npy \
// RUN:   --input %S/Inputs/tsacc_right_lower_xla.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_a.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_b.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_true.npy \
// RUN:   --input %S/Inputs/tsacc_right_upper_t_xla.npy | FileCheck %s
// CHECK: checks: 8 passed, 0 failed
func.func @main(%left_lower_a: tensor<8x24x24xf32>,
    %left_lower_b: tensor<8x24x7xf32>,
    %left_lower_true: tensor<8x24x7xf32>,
    %left_lower_xla: tensor<8x24x7xf32>,
    %left_upper_t_a: tensor<8x24x24xf32>,
    %left_upper_t_b: tensor<8x24x7xf32>,
    %left_upper_t_true: tensor<8x24x7xf32>,
    %left_upper_t_xla: tensor<8x24x7xf32>,
    %right_lower_a: tensor<8x24x24xf32>,
    %right_lower_b: tensor<8x7x24xf32>,
    %right_lower_true: tensor<8x7x24xf32>,
    %right_lower_xla: tensor<8x7x24xf32>,
    %right_upper_t_a: tensor<8x24x24xf32>,
    %right_upper_t_b: tensor<8x7x24xf32>,
    %right_upper_t_true: tensor<8x7x24xf32>,
    %right_upper_t_xla: tensor<8x7x24xf32>) {
  %left_lower = "stablehlo.triangular_solve"(%left_lower_a, %left_lower_b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<8x24x24xf32>, tensor<8x24x7xf32>) -> tensor<8x24x7xf32>
  check.expect_close %left_lower, %left_lower_true, max_ulp_difference = 1 : tensor<8x24x7xf32>, tensor<8x24x7xf32>
  check.expect_almost_eq %left_lower, %left_lower_xla, tolerance = 1.0e-05 : tensor<8x24x7xf32>
  %left_upper_t = "stablehlo.triangular_solve"(%left_upper_t_a, %left_upper_t_b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<8x24x24xf32>, tensor<8x24x7xf32>) -> tensor<8x24x7xf32>
  check.expect_close %left_upper_t, %left_upper_t_true, max_ulp_difference = 1 : tensor<8x24x7xf32>, tensor<8x24x7xf32>
  check.expect_almost_eq %left_upper_t, %left_upper_t_xla, tolerance = 1.0e-05 : tensor<8x24x7xf32>
  %right_lower = "stablehlo.triangular_solve"(%right_lower_a, %right_lower_b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<8x24x24xf32>, tensor<8x7x24xf32>) -> tensor<8x7x24xf32>
  check.expect_close %right_lower, %right_lower_true, max_ulp_difference = 1 : tensor<8x7x24xf32>, tensor<8x7x24xf32>
  check.expect_almost_eq %right_lower, %right_lower_xla, tolerance = 1.0e-05 : tensor<8x7x24xf32>
  %right_upper_t = "stablehlo.triangular_solve"(%right_upper_t_a, %right_upper_t_b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<8x24x24xf32>, tensor<8x7x24xf32>) -> tensor<8x7x24xf32>
  check.expect_close %right_upper_t, %right_upper_t_true, max_ulp_difference = 1 : tensor<8x7x24xf32>, tensor<8x7x24xf32>
  check.expect_almost_eq %right_upper_t, %right_upper_t_xla, tolerance = 1.0e-05 : tensor<8x7x24xf32>
  return
}
