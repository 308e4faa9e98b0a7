// An op kiln cannot lower yet is an error at the op, naming it, and a
// non-zero exit.
// RUN: not kiln-opt %s -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @fft(%a: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.fft'
  %0 = stablehlo.fft %a, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}
