// stablehlo.fft over the last axis (complex64 / f32); expected values from
// jax.lax.fft on XLA CPU (Inputs/gen_fft.py).
// RUN: kiln run %s --input %S/Inputs/fft1_in0.npy --input %S/Inputs/fft1_in1.npy --input %S/Inputs/fft1_in2.npy --input %S/Inputs/fft1_in3.npy --input %S/Inputs/fft1_in4.npy --expect %S/Inputs/fft1_out0.npy --expect %S/Inputs/fft1_out1.npy --expect %S/Inputs/fft1_out2.npy --expect %S/Inputs/fft1_out3.npy --expect %S/Inputs/fft1_out4.npy --expect %S/Inputs/fft1_out5.npy --atol 1e-5 --rtol 1e-5 | FileCheck %s
// CHECK-COUNT-6: matches
// CHECK-NOT: differs
func.func @main(%x: tensor<3x8xcomplex<f32>>, %r: tensor<2x7xf32>, %h: tensor<2x5xcomplex<f32>>, %h7: tensor<2x4xcomplex<f32>>, %imp: tensor<6xcomplex<f32>>) -> (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x8xf32>, tensor<2x7xf32>, tensor<6xcomplex<f32>>) {
  %0 = stablehlo.fft %x, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %1 = stablehlo.fft %x, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [7] : (tensor<2x7xf32>) -> tensor<2x4xcomplex<f32>>
  %3 = stablehlo.fft %h, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
  %4 = stablehlo.fft %h7, type = IRFFT, length = [7] : (tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32>
  %5 = stablehlo.fft %imp, type = FFT, length = [6] : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x8xf32>, tensor<2x7xf32>, tensor<6xcomplex<f32>>
}
