// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @rank_mismatch(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{lhs and rhs must have the same rank (C1), but have ranks 4 and 3}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @stride_size(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{window_strides must have 2 entries, one per spatial dimension (C2), but has 1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @stride_positive(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{window_strides must be positive (C3), but got [1, 0]}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @padding_shape(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{padding must have shape [2, 2] (C4), but has type 'tensor<1x2xi64>'}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @lhs_dilation_size(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{lhs_dilation must have 2 entries, one per spatial dimension (C5), but has 3}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {lhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @lhs_dilation_positive(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{lhs_dilation must be positive (C6), but got [0, 1]}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {lhs_dilate = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @rhs_dilation_size(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{rhs_dilation must have 2 entries, one per spatial dimension (C7), but has 1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @rhs_dilation_positive(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{rhs_dilation must be positive (C8), but got [1, -2]}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {rhs_dilate = [1, -2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @reversal_size(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{window_reversal must have 2 entries, one per spatial dimension (C9), but has 1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @batch_group_divides_batch(%arg0: tensor<3x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{input batch dimension size 3 must be a multiple of batch_group_count 2 (C10)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @feature_group_divides_features(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{input feature dimension size 3 must be a multiple of feature_group_count 2 (C11)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @kernel_input_features(%arg0: tensor<1x6x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{kernel input feature dimension size 3 must be the input feature dimension size 6 divided by feature_group_count 3 (C14)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x6x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @kernel_output_batch_groups(%arg0: tensor<4x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{kernel output feature dimension size 6 must be a multiple of batch_group_count 4 (C15)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<4x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @kernel_output_feature_groups(%arg0: tensor<1x6x10x10xf32>, %arg1: tensor<5x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{kernel output feature dimension size 5 must be a multiple of feature_group_count 2 (C16)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x10x10xf32>, tensor<5x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @input_layout_out_of_range(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{input dimensions [0, 2, 4, 1] must be in [0, 4) (C13)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 4], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @kernel_layout_not_unique(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{kernel dimensions [1, 2, 2, 0] must be unique (C18)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 2], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @output_layout_not_unique(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{output dimensions [0, 2, 3, 0] must be unique (C20)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @input_spatial_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{input_spatial_dimensions must have 2 entries (C12)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @kernel_spatial_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{kernel_spatial_dimensions must have 2 entries (C17)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3, 4], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @output_spatial_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{output_spatial_dimensions must have 2 entries (C19)}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = []>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @feature_group_count_zero(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{feature_group_count must be positive (C21), but is 0}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @batch_group_count_negative(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{batch_group_count must be positive (C22), but is -1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = -1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @both_group_counts(%arg0: tensor<2x6x10x10xf32>, %arg1: tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{feature_group_count and batch_group_count cannot both exceed 1 (C23), but are 3 and 2}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 3 : i64} : (tensor<2x6x10x10xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @precision_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{precision_config must hold 2 precisions (one per operand) (C24), but holds 1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @result_shape(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x9x8xf32> {
  // expected-error @+1 {{result (C25) shape [1, 6, 9, 8] does not match the inferred shape [1, 6, 8, 8]}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x9x8xf32>
  return %0 : tensor<1x6x9x8xf32>
}

// -----

func.func @result_shape_padded(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{result (C25) shape [1, 6, 8, 8] does not match the inferred shape [1, 6, 5, 8]}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @result_rank(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8xf32> {
  // expected-error @+1 {{result (C25) must have rank 4, but has rank 3}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}

// -----

func.func @element_types(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xi32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{lhs and rhs must have the same element type (C27), but got 'f32' and 'i32'}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xi32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @quantized_lhs_float_result(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{with quantized tensors, rhs must be quantized and lhs and result must be both quantized or both not (C28)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

func.func @quantized_rhs_axis(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{quantization dimension of rhs (1) must be the kernel output feature dimension (0) (C29)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_result_axis(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:0, {0.1}>> {
  // expected-error @+1 {{quantization dimension of the result (0) must be the output feature dimension (1) (C30)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:0, {0.1}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:0, {0.1}>>
}

// -----

func.func @quantized_storage(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i4:f32, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{lhs and rhs must have the same storage type (C31)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i4:f32, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_expressed(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:bf16, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>> {
  // expected-error @+1 {{lhs, rhs and result must have the same expressed type (C32)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i8:bf16, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.0>>
}

// -----

func.func @quantized_per_tensor_result(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>> {
  // expected-error @+1 {{with a per-tensor quantized rhs the result must be per-tensor quantized (C33)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.0:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {0.1, 0.2}>>
}

// -----

func.func @hybrid_types(%arg0: tensor<1x3x4x4xf16>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2xf16> {
  // expected-error @+1 {{with a float lhs, lhs, the expressed type of rhs and result must have the same element type (C34)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4xf16>, tensor<2x3x3x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

func.func @bad_window_key(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{unknown window attribute 'strides', expected stride, pad, lhs_dilate, rhs_dilate or reverse}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {strides = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @duplicate_window_key(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{duplicate 'stride' in window}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @bad_pad_pair(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{expected a [low, high] pair}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[0, 0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @bad_reverse_value(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{expected true, false, 0 or 1}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [2, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @missing_group_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  // expected-error @+1 {{expected an integer 'batch_group_count' in the attribute dictionary}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

func.func @dynamic_conv_padding_shape(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>, %arg2: tensor<3x2xi64>) -> tensor<1x6x?x?xf32> {
  // expected-error @+1 {{padding must have shape [2, 2] (convolution C4), but has type 'tensor<3x2xi64>'}}
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<3x2xi64>) -> tensor<1x6x?x?xf32>
  return %0 : tensor<1x6x?x?xf32>
}

// -----

func.func @dynamic_conv_feature_size(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>, %arg2: tensor<2x2xi64>) -> tensor<1x5x?x?xf32> {
  // expected-error @+1 {{result (convolution C25) shape [1, 5, ?, ?] does not match the inferred shape [1, 6, ?, ?]}}
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x5x?x?xf32>
  return %0 : tensor<1x5x?x?xf32>
}

// -----

func.func @dynamic_conv_group_count(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>, %arg2: tensor<2x2xi64>) -> tensor<1x6x?x?xf32> {
  // expected-error @+1 {{input feature dimension size 3 must be a multiple of feature_group_count 2 (C11)}}
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
  return %0 : tensor<1x6x?x?xf32>
}

// -----

func.func @dynamic_conv_pad_in_window(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>, %arg2: tensor<2x2xi64>) -> tensor<1x6x?x?xf32> {
  // expected-error @+1 {{dynamic_conv takes its padding as its third operand, not as 'pad'}}
  %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
  return %0 : tensor<1x6x?x?xf32>
}

// -----

func.func @dynamic_conv_two_operands(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x?x?xf32> {
  // expected-error @+1 {{expected 3 operands}}
  %0 = stablehlo.dynamic_conv(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x?x?xf32>
  return %0 : tensor<1x6x?x?xf32>
}

// -----

// Attributes are input: windows that overflow 64-bit sizes are an error.
func.func @window_size_overflow(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x?x8xf32> {
  // expected-error @+1 {{window attributes overflow 64-bit sizes in spatial dimension 0 (C25)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {lhs_dilate = [4611686018427387904, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x?x8xf32>
  return %0 : tensor<1x6x?x8xf32>
}
