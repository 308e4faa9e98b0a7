// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @fft_length_too_long(%arg0: tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>> {
  // expected-error @+1 {{fft_length must have 1 to 3 entries (C3), but has 4}}
  %0 = stablehlo.fft %arg0, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return %0 : tensor<2x2x2x2xcomplex<f32>>
}

// -----

func.func @fft_length_empty(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
  // expected-error @+1 {{fft_length must have 1 to 3 entries (C3), but has 0}}
  %0 = stablehlo.fft %arg0, type = FFT, length = [] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
  return %0 : tensor<16xcomplex<f32>>
}

// -----

func.func @fft_length_exceeds_rank(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
  // expected-error @+1 {{fft_length [4, 4] has more entries than the operand rank 1 (C1)}}
  %0 = stablehlo.fft %arg0, type = IFFT, length = [4, 4] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
  return %0 : tensor<16xcomplex<f32>>
}

// -----

func.func @fft_real_operand(%arg0: tensor<16xf32>) -> tensor<16xcomplex<f32>> {
  // expected-error @+1 {{FFT requires a complex operand (C2), but got 'f32'}}
  %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<16xf32>) -> tensor<16xcomplex<f32>>
  return %0 : tensor<16xcomplex<f32>>
}

// -----

func.func @rfft_complex_operand(%arg0: tensor<16xcomplex<f32>>) -> tensor<9xcomplex<f32>> {
  // expected-error @+1 {{RFFT requires a floating-point operand (C2), but got 'complex<f32>'}}
  %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<9xcomplex<f32>>
  return %0 : tensor<9xcomplex<f32>>
}

// -----

func.func @irfft_real_operand(%arg0: tensor<9xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{IRFFT requires a complex operand (C2), but got 'f32'}}
  %0 = stablehlo.fft %arg0, type = IRFFT, length = [16] : (tensor<9xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @rfft_result_precision(%arg0: tensor<16xf32>) -> tensor<9xcomplex<f64>> {
  // expected-error @+1 {{inferred type(s) 'tensor<9xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<9xcomplex<f64>>'}}
  %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<16xf32>) -> tensor<9xcomplex<f64>>
  return %0 : tensor<9xcomplex<f64>>
}

// -----

func.func @rfft_length_mismatch(%arg0: tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>> {
  // expected-error @+1 {{RFFT operand dimensions [16] must match fft_length [8] (C4)}}
  %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
  return %0 : tensor<4x9xcomplex<f32>>
}

// -----

func.func @irfft_operand_size(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xf32> {
  // expected-error @+1 {{IRFFT operand's last dimension must have size 9 for fft_length [16] (C5), but has size 16}}
  %0 = stablehlo.fft %arg0, type = IRFFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @irfft_leading_length(%arg0: tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32> {
  // expected-error @+1 {{IRFFT operand dimensions [4, 9] do not match fft_length [8, 16] (C4)}}
  %0 = stablehlo.fft %arg0, type = IRFFT, length = [8, 16] : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @fft_result_shape(%arg0: tensor<16xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // expected-error @+1 {{inferred type(s) 'tensor<16xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @fft_bad_type_keyword(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
  // expected-error @+2 {{expected ::kiln::stablehlo::FftType to be one of: FFT, IFFT, RFFT, IRFFT}}
  // expected-error @+1 {{failed to parse HLO_FftTypeAttr parameter 'value'}}
  %0 = stablehlo.fft %arg0, type = DFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
  return %0 : tensor<16xcomplex<f32>>
}

// -----

func.func @cholesky_rank1(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{operand must have rank at least 2 (C2), but has rank 1}}
  %0 = stablehlo.cholesky %arg0, lower = true : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @cholesky_not_square(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{the last two dimensions must be equal (C3), but the shape is [2, 3, 4]}}
  %0 = stablehlo.cholesky %arg0 : tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @cholesky_result_type(%arg0: tensor<3x3xf32>) -> tensor<3x3xf64> {
  // expected-error @+1 {{inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf64>'}}
  %0 = stablehlo.cholesky %arg0 : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}

// -----

func.func @cholesky_integer(%arg0: tensor<3x3xi32>) -> tensor<3x3xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values}}
  %0 = stablehlo.cholesky %arg0 : tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// -----

func.func @triangular_solve_element_types(%arg0: tensor<3x3xf32>, %arg1: tensor<3x4xf64>) -> tensor<3x4xf64> {
  // expected-error @+1 {{a and b must have the same element type (C1), but got 'f32' and 'f64'}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf64>) -> tensor<3x4xf64>
  return %0 : tensor<3x4xf64>
}

// -----

func.func @triangular_solve_rank(%arg0: tensor<2x3x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{a and b must have the same rank, at least 2 (C2), but have ranks 3 and 2}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @triangular_solve_batch(%arg0: tensor<2x3x3xf32>, %arg1: tensor<5x3x4xf32>) -> tensor<5x3x4xf32> {
  // expected-error @+1 {{a and b must have the same batch dimensions (C3), but have shapes [2, 3, 3] and [5, 3, 4]}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<5x3x4xf32>) -> tensor<5x3x4xf32>
  return %0 : tensor<5x3x4xf32>
}

// -----

func.func @triangular_solve_not_square(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{a must be square in its last two dimensions (C4), but has shape [3, 4]}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @triangular_solve_side(%arg0: tensor<3x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{the size of a (3) must match dimension 1 of b (4) when left_side is false (C4)}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @triangular_solve_result(%arg0: tensor<3x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @triangular_solve_transpose_invalid(%arg0: tensor<3x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{transpose_a must be NO_TRANSPOSE, TRANSPOSE or ADJOINT}}
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @batch_norm_feature_index(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{feature_index 3 must be in [0, 3) (C1)}}
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 3 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_element_type(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf16>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{variance must have the element type of the operand (C2), but has 'f16'}}
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg2) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf16>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_inference_sizes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{mean must have 3 elements, the size of the feature dimension (C3-C6), but has type 'tensor<4xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg2, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_inference_result(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{inferred type(s) 'tensor<2x3x4xf32>' are incompatible with return type(s) of operation 'tensor<2x3x5xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @batch_norm_training_sizes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{offset must have 3 elements, the size of the feature dimension (C3-C4), but has type 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_training_results(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{inferred type(s) 'tensor<2x3x4xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3x4xf32>', 'tensor<4xf32>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_grad_output_shape(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x5xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{grad_output must have the shape of the operand (C3), but has shape [2, 3, 5]}}
  %0:3 = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg2) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x5xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_grad_output_type(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x4xbf16>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{grad_output must have the element type of the operand (C2), but has 'bf16'}}
  %0:3 = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg2) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xbf16>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @batch_norm_grad_scale_size(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{scale must have 3 elements, the size of the feature dimension (C4-C5), but has type 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg2, %arg0) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @rng_element_types(%arg0: tensor<f32>, %arg1: tensor<f64>, %arg2: tensor<2xi64>) -> tensor<3x4xf32> {
  // expected-error @+1 {{a, b and result must have the same element type (C1), but got 'f32', 'f64' and 'f32'}}
  %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @rng_normal_integers(%arg0: tensor<i32>, %arg1: tensor<2xi64>) -> tensor<3x4xi32> {
  // expected-error @+1 {{a NORMAL distribution needs floating-point parameters (C2), but got 'i32'}}
  %0 = stablehlo.rng %arg0, %arg0, %arg1, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @rng_shape_rank(%arg0: tensor<f32>, %arg1: tensor<3xi64>) -> tensor<3x4xf32> {
  // expected-error @+1 {{shape has 3 elements but the result has rank 2 (C3)}}
  %0 = stablehlo.rng %arg0, %arg0, %arg1, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @rng_non_scalar(%arg0: tensor<2xf32>, %arg1: tensor<2xi64>) -> tensor<3x4xf32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of}}
  %0 = stablehlo.rng %arg0, %arg0, %arg1, distribution = UNIFORM : (tensor<2xf32>, tensor<2xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @rng_bit_generator_state_type(%arg0: tensor<2xui64>) -> tensor<10xui32> {
  // expected-error @+1 {{output_state must have the type of initial_state (C1), but got 'tensor<3xui64>' and 'tensor<2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<10xui32>)
  return %0#1 : tensor<10xui32>
}

// -----

func.func @rng_bit_generator_three_fry(%arg0: tensor<3xui64>) -> tensor<10xui32> {
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 elements (C2), but it has 3}}
  %0:2 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<10xui32>)
  return %0#1 : tensor<10xui32>
}

// -----

func.func @rng_bit_generator_philox(%arg0: tensor<4xui64>) -> tensor<10xui32> {
  // expected-error @+1 {{PHILOX needs an initial_state of 2 or 3 elements (C2), but it has 4}}
  %0:2 = stablehlo.rng_bit_generator %arg0, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<10xui32>)
  return %0#1 : tensor<10xui32>
}

// -----

func.func @rng_bit_generator_state_element(%arg0: tensor<2xui32>) -> tensor<10xui32> {
  // expected-error @+1 {{operand #0 must be 1D tensor of 64-bit unsigned integer values, but got 'tensor<2xui32>'}}
  %0:2 = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui32>) -> (tensor<2xui32>, tensor<10xui32>)
  return %0#1 : tensor<10xui32>
}
