// int8 convolutions summed in int32 as JAX writes a quantized layer, against
// XLA's results (generated with this file by Inputs/gemm/gen_conv_int8.py),
// exactly: windows whose sums f32 holds exactly run on kiln's f32
// convolution kernels, a wider one on integers; also through the plain
// loops (-O0).
// RUN: cd %S/Inputs/gemm
// RUN: kiln run %s --explain --entry exact --input conv_int8_exact_x.npy --input conv_int8_exact_w.npy --expect conv_int8_exact_out.npy | FileCheck %s --check-prefixes=OK,EXACT
// RUN: kiln run -O0 %s --entry exact --input conv_int8_exact_x.npy --input conv_int8_exact_w.npy --expect conv_int8_exact_out.npy | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry u8_strided --input conv_int8_u8_strided_x.npy --input conv_int8_u8_strided_w.npy --expect conv_int8_u8_strided_out.npy | FileCheck %s --check-prefixes=OK,U8_STRIDED
// RUN: kiln run -O0 %s --entry u8_strided --input conv_int8_u8_strided_x.npy --input conv_int8_u8_strided_w.npy --expect conv_int8_u8_strided_out.npy | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry wide --input conv_int8_wide_x.npy --input conv_int8_wide_w.npy --expect conv_int8_wide_out.npy | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry wide --input conv_int8_wide_x.npy --input conv_int8_wide_w.npy --expect conv_int8_wide_out.npy | FileCheck %s --check-prefix=OK
// EXACT: kiln-lower-convolutions: convolution made a direct kernel
// U8_STRIDED: kiln-lower-convolutions: convolution made a direct kernel
// OK: output 0: {{.*}} matches

func.func @exact(%arg0: tensor<2x12x12x16xi8>, %arg1: tensor<3x3x16x32xi8>) -> (tensor<2x12x12x32xi32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x12x12x16xi8>, tensor<3x3x16x32xi8>) -> tensor<2x12x12x32xi32>
  return %0 : tensor<2x12x12x32xi32>
}

func.func @u8_strided(%arg0: tensor<1x15x15x8xui8>, %arg1: tensor<5x5x8x24xui8>) -> (tensor<1x8x8x24xi32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x15x15x8xui8>, tensor<5x5x8x24xui8>) -> tensor<1x8x8x24xi32>
  return %0 : tensor<1x8x8x24xi32>
}

func.func @wide(%arg0: tensor<1x4x4x1200xi8>, %arg1: tensor<3x3x1200x4xi8>) -> (tensor<1x2x2x4xi32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1200xi8>, tensor<3x3x1200x4xi8>) -> tensor<1x2x2x4xi32>
  return %0 : tensor<1x2x2x4xi32>
}
