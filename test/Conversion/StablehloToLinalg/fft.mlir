// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// FFT: one contraction per axis against a constant twiddle matrix, in
// complex<f64> (the input widened first, the result rounded once at the
// end).
// CHECK-LABEL: func.func @fft2
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK-COUNT-2: arith.constant dense<{{.*}}> : tensor<4x4xcomplex<f64>>
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: -> tensor<2x4x4xcomplex<f32>>
// CHECK-NOT: stablehlo.fft
func.func @fft2(%x: tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4, 4] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
  return %0 : tensor<2x4x4xcomplex<f32>>
}

// RFFT: real input made complex, then a 5x8 half-spectrum contraction.
// CHECK-LABEL: func.func @rfft
// CHECK: complex.create
// CHECK: arith.constant dense<{{.*}}> : tensor<5x8xcomplex<f64>>
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK: complex.mul
// CHECK: complex.add
func.func @rfft(%x: tensor<8xf64>) -> tensor<5xcomplex<f64>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
  return %0 : tensor<5xcomplex<f64>>
}

// IRFFT: an 8x5 matrix over the half spectrum, accumulating real parts
// in f64, then rounded to f32.
// CHECK-LABEL: func.func @irfft
// CHECK: arith.constant dense<{{.*}}> : tensor<8x5xcomplex<f64>>
// CHECK: linalg.generic
// CHECK: complex.mul
// CHECK: complex.re
// CHECK: arith.addf
// CHECK: -> tensor<8xf64>
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: -> tensor<8xf32>
func.func @irfft(%x: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
