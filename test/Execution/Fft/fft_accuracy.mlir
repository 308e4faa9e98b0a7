// The accuracy of stablehlo.fft over three axes of non-power-of-two
// lengths (15, 16, 17) of a [2, 15, 16, 17] operand, for every fft type.
// Inputs and expected values by Inputs/gen_fft_accuracy.py: the true
// transform (a long double DFT, rounded) and XLA's (pocketfft). kiln
// evaluates a direct DFT in complex<f64> and rounds once:
//  - complex<f32> and f32 results are the true ones rounded, within 1 ulp
//    each (XLA's are off by about 2 ulps of the largest output, up to
//    hundreds of ulps on the smallest outputs), and within 4 ulps of the
//    largest output of XLA's;
//  - complex<f64> results are within 4 ulps of the largest output of the
//    true ones (measured: 2.1; the n rounded products summed per axis,
//    where pocketfft's butterflies round O(log n) times: 1.5), and within 6
//    of XLA's.
// RUN: kiln run %s --input %S/Inputs/acc_fft_c64_in.npy \
// RUN:   --input %S/Inputs/acc_fft_c64_true.npy \
// RUN:   --input %S/Inputs/acc_fft_c64_xla.npy \
// RUN:   --input %S/Inputs/acc_ifft_c64_in.npy \
// RUN:   --input %S/Inputs/acc_ifft_c64_true.npy \
// RUN:   --input %S/Inputs/acc_ifft_c64_xla.npy \
// RUN:   --input %S/Inputs/acc_rfft_f32_in.npy \
// RUN:   --input %S/Inputs/acc_rfft_f32_true.npy \
// RUN:   --input %S/Inputs/acc_rfft_f32_xla.npy \
// RUN:   --input %S/Inputs/acc_irfft_f32_in.npy \
// RUN:   --input %S/Inputs/acc_irfft_f32_true.npy \
// RUN:   --input %S/Inputs/acc_irfft_f32_xla.npy \
// RUN:   --input %S/Inputs/acc_fft_c128_in.npy \
// RUN:   --input %S/Inputs/acc_fft_c128_true.npy \
// RUN:   --input %S/Inputs/acc_fft_c128_xla.npy | FileCheck %s
// CHECK: checks: 10 passed, 0 failed
func.func @main(%fft_c64: tensor<2x15x16x17xcomplex<f32>>,
    %fft_c64_true: tensor<2x15x16x17xcomplex<f32>>,
    %fft_c64_xla: tensor<2x15x16x17xcomplex<f32>>,
    %ifft_c64: tensor<2x15x16x17xcomplex<f32>>,
    %ifft_c64_true: tensor<2x15x16x17xcomplex<f32>>,
    %ifft_c64_xla: tensor<2x15x16x17xcomplex<f32>>,
    %rfft_f32: tensor<2x15x16x17xf32>,
    %rfft_f32_true: tensor<2x15x16x9xcomplex<f32>>,
    %rfft_f32_xla: tensor<2x15x16x9xcomplex<f32>>,
    %irfft_f32: tensor<2x15x16x9xcomplex<f32>>,
    %irfft_f32_true: tensor<2x15x16x17xf32>,
    %irfft_f32_xla: tensor<2x15x16x17xf32>,
    %fft_c128: tensor<2x15x16x17xcomplex<f64>>,
    %fft_c128_true: tensor<2x15x16x17xcomplex<f64>>,
    %fft_c128_xla: tensor<2x15x16x17xcomplex<f64>>) {
  %fft_c64_r = stablehlo.fft %fft_c64, type = FFT, length = [15, 16, 17] : (tensor<2x15x16x17xcomplex<f32>>) -> tensor<2x15x16x17xcomplex<f32>>
  check.expect_close %fft_c64_r, %fft_c64_true, max_ulp_difference = 1 : tensor<2x15x16x17xcomplex<f32>>, tensor<2x15x16x17xcomplex<f32>>
  check.expect_almost_eq %fft_c64_r, %fft_c64_xla, tolerance = 1.221e-04 : tensor<2x15x16x17xcomplex<f32>>
  %ifft_c64_r = stablehlo.fft %ifft_c64, type = IFFT, length = [15, 16, 17] : (tensor<2x15x16x17xcomplex<f32>>) -> tensor<2x15x16x17xcomplex<f32>>
  check.expect_close %ifft_c64_r, %ifft_c64_true, max_ulp_difference = 1 : tensor<2x15x16x17xcomplex<f32>>, tensor<2x15x16x17xcomplex<f32>>
  check.expect_almost_eq %ifft_c64_r, %ifft_c64_xla, tolerance = 2.980e-08 : tensor<2x15x16x17xcomplex<f32>>
  %rfft_f32_r = stablehlo.fft %rfft_f32, type = RFFT, length = [15, 16, 17] : (tensor<2x15x16x17xf32>) -> tensor<2x15x16x9xcomplex<f32>>
  check.expect_close %rfft_f32_r, %rfft_f32_true, max_ulp_difference = 1 : tensor<2x15x16x9xcomplex<f32>>, tensor<2x15x16x9xcomplex<f32>>
  check.expect_almost_eq %rfft_f32_r, %rfft_f32_xla, tolerance = 6.104e-05 : tensor<2x15x16x9xcomplex<f32>>
  %irfft_f32_r = stablehlo.fft %irfft_f32, type = IRFFT, length = [15, 16, 17] : (tensor<2x15x16x9xcomplex<f32>>) -> tensor<2x15x16x17xf32>
  check.expect_close %irfft_f32_r, %irfft_f32_true, max_ulp_difference = 1 : tensor<2x15x16x17xf32>, tensor<2x15x16x17xf32>
  check.expect_almost_eq %irfft_f32_r, %irfft_f32_xla, tolerance = 9.537e-07 : tensor<2x15x16x17xf32>
  %fft_c128_r = stablehlo.fft %fft_c128, type = FFT, length = [15, 16, 17] : (tensor<2x15x16x17xcomplex<f64>>) -> tensor<2x15x16x17xcomplex<f64>>
  check.expect_almost_eq %fft_c128_r, %fft_c128_true, tolerance = 2.274e-13 : tensor<2x15x16x17xcomplex<f64>>
  check.expect_almost_eq %fft_c128_r, %fft_c128_xla, tolerance = 3.411e-13 : tensor<2x15x16x17xcomplex<f64>>
  return
}
