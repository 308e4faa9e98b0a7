// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @fft_complex
// CHECK-NEXT: %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
// CHECK-NEXT: %1 = stablehlo.fft %0, type = IFFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
// CHECK-NEXT: %2 = stablehlo.fft %1, type = FFT, length = [4, 16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
// CHECK-NEXT: return %2 : tensor<4x16xcomplex<f32>>
func.func @fft_complex(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
  %1 = stablehlo.fft %0, type = IFFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
  %2 = stablehlo.fft %1, type = FFT, length = [4, 16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
  return %2 : tensor<4x16xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @fft_real
// CHECK-NEXT: %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
// CHECK-NEXT: %1 = stablehlo.fft %arg1, type = IRFFT, length = [30] : (tensor<4x16xcomplex<f32>>) -> tensor<4x30xf32>
// CHECK-NEXT: return %1 : tensor<4x30xf32>
func.func @fft_real(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xcomplex<f32>>) -> tensor<4x30xf32> {
  %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
  %1 = stablehlo.fft %arg1, type = IRFFT, length = [30] : (tensor<4x16xcomplex<f32>>) -> tensor<4x30xf32>
  return %1 : tensor<4x30xf32>
}

// -----

// CHECK-LABEL: func.func @fft_3d_f64
// CHECK-NEXT: %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 6, 8] : (tensor<2x4x6x8xf64>) -> tensor<2x4x6x5xcomplex<f64>>
// CHECK-NEXT: %1 = stablehlo.fft %arg1, type = IRFFT, length = [4, 6, 8] : (tensor<2x4x6x5xcomplex<f64>>) -> tensor<2x4x6x8xf64>
// CHECK-NEXT: %2 = stablehlo.fft %arg1, type = FFT, length = [4, 6, 5] : (tensor<2x4x6x5xcomplex<f64>>) -> tensor<2x4x6x5xcomplex<f64>>
// CHECK-NEXT: return %1 : tensor<2x4x6x8xf64>
func.func @fft_3d_f64(%arg0: tensor<2x4x6x8xf64>, %arg1: tensor<2x4x6x5xcomplex<f64>>) -> tensor<2x4x6x8xf64> {
  %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 6, 8] : (tensor<2x4x6x8xf64>) -> tensor<2x4x6x5xcomplex<f64>>
  %1 = stablehlo.fft %arg1, type = IRFFT, length = [4, 6, 8] : (tensor<2x4x6x5xcomplex<f64>>) -> tensor<2x4x6x8xf64>
  %2 = stablehlo.fft %arg1, type = FFT, length = [4, 6, 5] : (tensor<2x4x6x5xcomplex<f64>>) -> tensor<2x4x6x5xcomplex<f64>>
  return %1 : tensor<2x4x6x8xf64>
}

// -----

// CHECK-LABEL: func.func @fft_dynamic
// CHECK-NEXT: %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<?x16xf32>) -> tensor<?x9xcomplex<f32>>
// CHECK-NEXT: return %0 : tensor<?x9xcomplex<f32>>
func.func @fft_dynamic(%arg0: tensor<?x16xf32>) -> tensor<?x9xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<?x16xf32>) -> tensor<?x9xcomplex<f32>>
  return %0 : tensor<?x9xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @cholesky
// CHECK-NEXT: %0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>
// CHECK-NEXT: %1 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
// CHECK-NEXT: %2 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
// CHECK-NEXT: %3 = stablehlo.cholesky %arg1, lower = true : tensor<2x4x4xcomplex<f64>>
// CHECK-NEXT: %4 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>
// CHECK-NEXT: return %0 : tensor<3x3xf32>
func.func @cholesky(%arg0: tensor<3x3xf32>, %arg1: tensor<2x4x4xcomplex<f64>>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>
  %1 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
  %2 = stablehlo.cholesky %arg0, lower = false : tensor<3x3xf32>
  %3 = stablehlo.cholesky %arg1, lower = true : tensor<2x4x4xcomplex<f64>>
  %4 = stablehlo.cholesky %arg0, lower = true : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// CHECK-LABEL: func.func @triangular_solve
// CHECK-NEXT: %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = "stablehlo.triangular_solve"(%arg0, %arg2) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %2 = "stablehlo.triangular_solve"(%arg3, %arg4) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
func.func @triangular_solve(%arg0: tensor<3x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4x3xf32>, %arg3: tensor<2x3x3xcomplex<f32>>, %arg4: tensor<2x3x5xcomplex<f32>>) -> tensor<3x4xf32> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "stablehlo.triangular_solve"(%arg0, %arg2) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %2 = "stablehlo.triangular_solve"(%arg3, %arg4) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm
// CHECK-NEXT: %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK-NEXT: %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %batch_mean, %batch_var, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK-NEXT: return %grad_operand : tensor<2x3x4xf32>
func.func @batch_norm(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %1:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%arg0, %arg1, %1#1, %1#2, %arg2) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %2#0 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_last_dim
// CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x4x3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> (tensor<2x4x3xbf16>, tensor<3xbf16>, tensor<3xbf16>)
// CHECK-NEXT: return %output : tensor<2x4x3xbf16>
func.func @batch_norm_last_dim(%arg0: tensor<2x4x3xbf16>, %arg1: tensor<3xbf16>) -> tensor<2x4x3xbf16> {
  %0:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x4x3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> (tensor<2x4x3xbf16>, tensor<3xbf16>, tensor<3xbf16>)
  return %0#0 : tensor<2x4x3xbf16>
}

// -----

// CHECK-LABEL: func.func @rng
// CHECK-NEXT: %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = stablehlo.rng %arg0, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: %2 = stablehlo.rng %arg3, %arg4, %arg5, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<3xindex>) -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<3x4xf32>
func.func @rng(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<3xindex>) -> tensor<3x4xf32> {
  %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %1 = stablehlo.rng %arg0, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %2 = stablehlo.rng %arg3, %arg4, %arg5, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<3xindex>) -> tensor<2x3x4xi32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @rng_bit_generator
// CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
// CHECK-NEXT: %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
// CHECK-NEXT: %output_state_2, %output_3 = stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xf32>)
// CHECK-NEXT: return %output : tensor<10x12xui32>
func.func @rng_bit_generator(%arg0: tensor<2xui64>, %arg1: tensor<3xui64>) -> tensor<10x12xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
  %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  %output_state_2, %output_3 = stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xf32>)
  return %output : tensor<10x12xui32>
}

// -----

// CHECK-LABEL: func.func @cholesky_quantized
// CHECK-NEXT: %0 = stablehlo.cholesky %arg0, lower = true : (tensor<3x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<3x3x!quant.uniform<i8:f32, 2.000000e+00>>
// CHECK-NEXT: return %0 : tensor<3x3x!quant.uniform<i8:f32, 2.000000e+00>>
func.func @cholesky_quantized(%arg0: tensor<3x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<3x3x!quant.uniform<i8:f32, 2.000000e+00>> {
  %0 = stablehlo.cholesky %arg0, lower = true : (tensor<3x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<3x3x!quant.uniform<i8:f32, 2.000000e+00>>
  return %0 : tensor<3x3x!quant.uniform<i8:f32, 2.000000e+00>>
}
