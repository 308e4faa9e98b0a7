// stablehlo.fft over the last 2 and 3 axes (complex128 / f64 / complex64);
// expected values from jax.lax.fft on XLA CPU (Inputs/gen_fft.py).
// RUN: kiln run %s --input %S/Inputs/fftn_in0.npy --input %S/Inputs/fftn_in1.npy --input %S/Inputs/fftn_in2.npy --input %S/Inputs/fftn_in3.npy --expect %S/Inputs/fftn_out0.npy --expect %S/Inputs/fftn_out1.npy --expect %S/Inputs/fftn_out2.npy --expect %S/Inputs/fftn_out3.npy --expect %S/Inputs/fftn_out4.npy --expect %S/Inputs/fftn_out5.npy --atol 1e-5 --rtol 1e-5 | FileCheck %s
// CHECK-COUNT-6: matches
// CHECK-NOT: differs
func.func @main(%y: tensor<2x4x6xcomplex<f64>>, %z: tensor<2x3x4x6xf64>, %w: tensor<2x3x4x4xcomplex<f64>>, %v: tensor<3x4x5xcomplex<f32>>) -> (tensor<2x4x6xcomplex<f64>>, tensor<2x4x6xcomplex<f64>>, tensor<2x3x4x4xcomplex<f64>>, tensor<2x3x4x6xf64>, tensor<3x4x5xcomplex<f32>>, tensor<3x4x5xcomplex<f32>>) {
  %0 = stablehlo.fft %y, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
  %1 = stablehlo.fft %y, type = IFFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
  %2 = stablehlo.fft %z, type = RFFT, length = [3, 4, 6] : (tensor<2x3x4x6xf64>) -> tensor<2x3x4x4xcomplex<f64>>
  %3 = stablehlo.fft %w, type = IRFFT, length = [3, 4, 6] : (tensor<2x3x4x4xcomplex<f64>>) -> tensor<2x3x4x6xf64>
  %4 = stablehlo.fft %v, type = FFT, length = [3, 4, 5] : (tensor<3x4x5xcomplex<f32>>) -> tensor<3x4x5xcomplex<f32>>
  %5 = stablehlo.fft %v, type = IFFT, length = [3, 4, 5] : (tensor<3x4x5xcomplex<f32>>) -> tensor<3x4x5xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<2x4x6xcomplex<f64>>, tensor<2x4x6xcomplex<f64>>, tensor<2x3x4x4xcomplex<f64>>, tensor<2x3x4x6xf64>, tensor<3x4x5xcomplex<f32>>, tensor<3x4x5xcomplex<f32>>
}
