// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @conv_2d_padded
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}3, 4], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x15x15xf32>
// CHECK-NEXT: return %0 : tensor<1x6x15x15xf32>
func.func @conv_2d_padded(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x15x15xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 4], [3, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x15x15xf32>
  return %0 : tensor<1x6x15x15xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_strided_dilated
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = {{\[\[}}1, 2], [0, 0]], lhs_dilate = [2, 1], rhs_dilate = [1, 3], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x10x4xf32>
// CHECK-NEXT: return %0 : tensor<1x6x10x4xf32>
func.func @conv_2d_strided_dilated(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x10x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 2], [0, 0]], lhs_dilate = [2, 1], rhs_dilate = [1, 3], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x10x4xf32>
  return %0 : tensor<1x6x10x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwc
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x6xf32>) -> tensor<1x8x8x6xf32>
// CHECK-NEXT: return %0 : tensor<1x8x8x6xf32>
func.func @conv_2d_nhwc(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x6xf32>) -> tensor<1x8x8x6xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x6xf32>) -> tensor<1x8x8x6xf32>
  return %0 : tensor<1x8x8x6xf32>
}

// -----

// CHECK-LABEL: func.func @conv_feature_groups
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x10x10xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x6x8x8xf32>
func.func @conv_feature_groups(%arg0: tensor<1x6x10x10xf32>, %arg1: tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x10x10xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_batch_groups
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x6x10x10xf32>, tensor<6x6x3x3xf32>) -> tensor<2x6x8x8xf32>
// CHECK-NEXT: return %0 : tensor<2x6x8x8xf32>
func.func @conv_batch_groups(%arg0: tensor<4x6x10x10xf32>, %arg1: tensor<6x6x3x3xf32>) -> tensor<2x6x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x6x10x10xf32>, tensor<6x6x3x3xf32>) -> tensor<2x6x8x8xf32>
  return %0 : tensor<2x6x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_1d
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = {{\[\[}}0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x10xf32>, tensor<6x6x3xf32>) -> tensor<1x6x8xf32>
// CHECK-NEXT: return %0 : tensor<1x6x8xf32>
func.func @conv_1d(%arg0: tensor<1x6x10xf32>, %arg1: tensor<6x6x3xf32>) -> tensor<1x6x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x10xf32>, tensor<6x6x3xf32>) -> tensor<1x6x8xf32>
  return %0 : tensor<1x6x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_3d_highest_bf16
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = {{\[\[}}0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x6x10x10x10xbf16>, tensor<6x6x3x3x3xbf16>) -> tensor<1x6x8x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x6x8x8x8xf32>
func.func @conv_3d_highest_bf16(%arg0: tensor<1x6x10x10x10xbf16>, %arg1: tensor<6x6x3x3x3xbf16>) -> tensor<1x6x8x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x6x10x10x10xbf16>, tensor<6x6x3x3x3xbf16>) -> tensor<1x6x8x8x8xf32>
  return %0 : tensor<1x6x8x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_transpose_lhs_dilation
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x6xf32>) -> tensor<1x20x20x6xf32>
// CHECK-NEXT: return %0 : tensor<1x20x20x6xf32>
func.func @conv_transpose_lhs_dilation(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x6xf32>) -> tensor<1x20x20x6xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x6xf32>) -> tensor<1x20x20x6xf32>
  return %0 : tensor<1x20x20x6xf32>
}

// -----

// CHECK-LABEL: func.func @conv_window_subsets
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: %2 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = {{\[\[}}0, 0], [0, 0]], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: %3 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, someattr = "x"} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: return %0 : tensor<1x6x8x8xf32>
func.func @conv_window_subsets(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  %2 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [true, false], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  %3 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, someattr = "x"} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_generic_input
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: return %1 : tensor<1x6x8x8xf32>
func.func @conv_generic_input(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  %1 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2, 3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [2, 3], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %1 : tensor<1x6x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_dynamic
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x3x?x10xf32>, tensor<6x3x3x3xf32>) -> tensor<?x6x?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x6x?x8xf32>
func.func @conv_dynamic(%arg0: tensor<?x3x?x10xf32>, %arg1: tensor<6x3x3x3xf32>) -> tensor<?x6x?x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x3x?x10xf32>, tensor<6x3x3x3xf32>) -> tensor<?x6x?x8xf32>
  return %0 : tensor<?x6x?x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_integer_strided_empty
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = {{\[\[}}0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<2x1x1x1xi32>
// CHECK-NEXT: return %0 : tensor<2x1x1x1xi32>
func.func @conv_integer_strided_empty(%arg0: tensor<2x4x4x1xi32>, %arg1: tensor<3x3x1x1xi32>) -> tensor<2x1x1x1xi32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<2x1x1x1xi32>
  return %0 : tensor<2x1x1x1xi32>
}

// -----

// dynamic_conv prints in convolution's pretty form, its padding being the
// third operand; the generic form parses to the same op.
// CHECK-LABEL: func.func @dynamic_conv
// CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
// CHECK-NEXT: %1 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x8x8xf32>
// CHECK-NEXT: %2 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], lhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
// CHECK-NEXT: return %0 : tensor<1x6x?x?xf32>
func.func @dynamic_conv(%arg0: tensor<1x3x10x10xf32>, %arg1: tensor<6x3x3x3xf32>, %arg2: tensor<2x2xi64>) -> tensor<1x6x?x?xf32> {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
  %1 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x8x8xf32>
  %2 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], lhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
  return %0 : tensor<1x6x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @conv_quantized
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10x!quant.uniform<i8:f32, 1.000000e-01:-3>>, tensor<6x3x3x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x6x8x8x!quant.uniform<i32:f32, 2.000000e-02>>
// CHECK-NEXT: return %0 : tensor<1x6x8x8x!quant.uniform<i32:f32, 2.000000e-02>>
func.func @conv_quantized(%arg0: tensor<1x3x10x10x!quant.uniform<i8:f32, 1.000000e-01:-3>>, %arg1: tensor<6x3x3x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x6x8x8x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x10x10x!quant.uniform<i8:f32, 1.000000e-01:-3>>, tensor<6x3x3x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x6x8x8x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x6x8x8x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// CHECK-LABEL: func.func @conv_quantized_per_axis
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.000000e-01:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02}>>
// CHECK-NEXT: return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02}>>
func.func @conv_quantized_per_axis(%arg0: tensor<1x3x4x4x!quant.uniform<i8:f32, 1.000000e-01:-3>>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02}>> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4x!quant.uniform<i8:f32, 1.000000e-01:-3>>, tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02}>>
}

// -----

// CHECK-LABEL: func.func @conv_hybrid
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4xf32>, tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2xf32>
// CHECK-NEXT: return %0 : tensor<1x2x2x2xf32>
func.func @conv_hybrid(%arg0: tensor<1x3x4x4xf32>, %arg1: tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x4xf32>, tensor<2x3x3x3x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
