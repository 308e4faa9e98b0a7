// f32 NHWC/HWIO convolutions through kiln's direct convolution kernels
// (kiln-lower-convolutions) at the default optimization level, on one
// thread and on two (rows split by scf.parallel), and through the plain
// loops (-O0), against XLA's results (Inputs/direct/gen.py, never
// kiln's): odd sizes, strides 1 to 3, symmetric and asymmetric padding
// (read in place, with bounded window loops; wider than the window too),
// window dilation, a 1x1 window, batch sizes 1 to 5, and output channel
// counts that leave partial vectors and partial channel blocks. Input
// dilation and negative padding keep the padded copy, which the kernel
// then reads (lhs_dilated, negative_pad).
// RUN: cd %S/Inputs/direct
// RUN: kiln run %s --entry resnet_like --input resnet_like_x.npy --input resnet_like_w.npy --explain | FileCheck %s --check-prefix=EXPLAIN
// RUN: kiln run %s --entry resnet_like --input resnet_like_x.npy --input resnet_like_w.npy --expect resnet_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry resnet_like --input resnet_like_x.npy --input resnet_like_w.npy --expect resnet_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry resnet_like --input resnet_like_x.npy --input resnet_like_w.npy --expect resnet_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry resnet_like --input resnet_like_x.npy --input resnet_like_w.npy --expect resnet_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry stem_like --input stem_like_x.npy --input stem_like_w.npy --expect stem_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry stem_like --input stem_like_x.npy --input stem_like_w.npy --expect stem_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry stem_like --input stem_like_x.npy --input stem_like_w.npy --expect stem_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry stem_like --input stem_like_x.npy --input stem_like_w.npy --expect stem_like_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry stride2_asym --input stride2_asym_x.npy --input stride2_asym_w.npy --expect stride2_asym_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry stride2_asym --input stride2_asym_x.npy --input stride2_asym_w.npy --expect stride2_asym_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry stride2_asym --input stride2_asym_x.npy --input stride2_asym_w.npy --expect stride2_asym_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry stride2_asym --input stride2_asym_x.npy --input stride2_asym_w.npy --expect stride2_asym_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry pointwise --input pointwise_x.npy --input pointwise_w.npy --expect pointwise_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry pointwise --input pointwise_x.npy --input pointwise_w.npy --expect pointwise_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry pointwise --input pointwise_x.npy --input pointwise_w.npy --expect pointwise_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry pointwise --input pointwise_x.npy --input pointwise_w.npy --expect pointwise_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry many_channels --input many_channels_x.npy --input many_channels_w.npy --expect many_channels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry many_channels --input many_channels_x.npy --input many_channels_w.npy --expect many_channels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry many_channels --input many_channels_x.npy --input many_channels_w.npy --expect many_channels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry many_channels --input many_channels_x.npy --input many_channels_w.npy --expect many_channels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry dilated --input dilated_x.npy --input dilated_w.npy --expect dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry dilated --input dilated_x.npy --input dilated_w.npy --expect dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry dilated --input dilated_x.npy --input dilated_w.npy --expect dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry dilated --input dilated_x.npy --input dilated_w.npy --expect dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry batch5_wide --input batch5_wide_x.npy --input batch5_wide_w.npy --expect batch5_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry batch5_wide --input batch5_wide_x.npy --input batch5_wide_w.npy --expect batch5_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry batch5_wide --input batch5_wide_x.npy --input batch5_wide_w.npy --expect batch5_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch5_wide --input batch5_wide_x.npy --input batch5_wide_w.npy --expect batch5_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry wide_pad --input wide_pad_x.npy --input wide_pad_w.npy --expect wide_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry wide_pad --input wide_pad_x.npy --input wide_pad_w.npy --expect wide_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry wide_pad --input wide_pad_x.npy --input wide_pad_w.npy --expect wide_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry wide_pad --input wide_pad_x.npy --input wide_pad_w.npy --expect wide_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry stride3 --input stride3_x.npy --input stride3_w.npy --expect stride3_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry stride3 --input stride3_x.npy --input stride3_w.npy --expect stride3_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry stride3 --input stride3_x.npy --input stride3_w.npy --expect stride3_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry stride3 --input stride3_x.npy --input stride3_w.npy --expect stride3_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry lhs_dilated --input lhs_dilated_x.npy --input lhs_dilated_w.npy --expect lhs_dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry lhs_dilated --input lhs_dilated_x.npy --input lhs_dilated_w.npy --expect lhs_dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry lhs_dilated --input lhs_dilated_x.npy --input lhs_dilated_w.npy --expect lhs_dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry lhs_dilated --input lhs_dilated_x.npy --input lhs_dilated_w.npy --expect lhs_dilated_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry negative_pad --input negative_pad_x.npy --input negative_pad_w.npy --expect negative_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry negative_pad --input negative_pad_x.npy --input negative_pad_w.npy --expect negative_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry negative_pad --input negative_pad_x.npy --input negative_pad_w.npy --expect negative_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry negative_pad --input negative_pad_x.npy --input negative_pad_w.npy --expect negative_pad_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// Every function's convolution becomes a direct kernel (kiln compiles the
// whole module; the remarks follow the functions' order).
// EXPLAIN: kiln-lower-convolutions: convolution made a direct kernel: 19 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 40 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 64 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 70 channels in {{[0-9]+}} vectors x {{[0-9]+}} pixels, 33 reduction steps in 1 loops{{$}}
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 130 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 24 channels{{.*}} in 3 loops, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 16 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 20 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 24 channels{{.*}}, padding read in place
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 24 channels{{.*}} loops{{$}}
// EXPLAIN-NEXT: kiln-lower-convolutions: convolution made a direct kernel: 20 channels{{.*}} loops{{$}}
// OK: output 0: {{.*}} matches

// resnet_like
func.func public @resnet_like(%arg0: tensor<2x9x11x5xf32>, %arg1: tensor<3x3x5x19xf32>) -> (tensor<2x9x11x19xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x11x5xf32>, tensor<3x3x5x19xf32>) -> tensor<2x9x11x19xf32>
  return %0 : tensor<2x9x11x19xf32>
}

// stem_like
func.func public @stem_like(%arg0: tensor<3x15x13x3xf32>, %arg1: tensor<7x7x3x40xf32>) -> (tensor<3x8x7x40xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x15x13x3xf32>, tensor<7x7x3x40xf32>) -> tensor<3x8x7x40xf32>
  return %0 : tensor<3x8x7x40xf32>
}

// stride2_asym
func.func public @stride2_asym(%arg0: tensor<1x10x9x16xf32>, %arg1: tensor<3x3x16x64xf32>) -> (tensor<1x5x4x64xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x9x16xf32>, tensor<3x3x16x64xf32>) -> tensor<1x5x4x64xf32>
  return %0 : tensor<1x5x4x64xf32>
}

// pointwise
func.func public @pointwise(%arg0: tensor<2x7x5x33xf32>, %arg1: tensor<1x1x33x70xf32>) -> (tensor<2x7x5x70xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x5x33xf32>, tensor<1x1x33x70xf32>) -> tensor<2x7x5x70xf32>
  return %0 : tensor<2x7x5x70xf32>
}

// many_channels
func.func public @many_channels(%arg0: tensor<2x6x6x7xf32>, %arg1: tensor<3x3x7x130xf32>) -> (tensor<2x6x6x130xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x7xf32>, tensor<3x3x7x130xf32>) -> tensor<2x6x6x130xf32>
  return %0 : tensor<2x6x6x130xf32>
}

// dilated
func.func public @dilated(%arg0: tensor<2x12x10x6xf32>, %arg1: tensor<3x2x6x24xf32>) -> (tensor<2x12x5x24xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[2, 2], [0, 3]], lhs_dilate = [1, 1], rhs_dilate = [2, 3], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x12x10x6xf32>, tensor<3x2x6x24xf32>) -> tensor<2x12x5x24xf32>
  return %0 : tensor<2x12x5x24xf32>
}

// batch5_wide
func.func public @batch5_wide(%arg0: tensor<5x4x30x8xf32>, %arg1: tensor<3x3x8x16xf32>) -> (tensor<5x4x30x16xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<5x4x30x8xf32>, tensor<3x3x8x16xf32>) -> tensor<5x4x30x16xf32>
  return %0 : tensor<5x4x30x16xf32>
}

// wide_pad
func.func public @wide_pad(%arg0: tensor<2x5x4x6xf32>, %arg1: tensor<2x3x6x20xf32>) -> (tensor<2x9x10x20xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 2], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x6xf32>, tensor<2x3x6x20xf32>) -> tensor<2x9x10x20xf32>
  return %0 : tensor<2x9x10x20xf32>
}

// stride3
func.func public @stride3(%arg0: tensor<2x17x16x5xf32>, %arg1: tensor<5x5x5x24xf32>) -> (tensor<2x6x5x24xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [3, 3], pad = [[2, 2], [2, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x17x16x5xf32>, tensor<5x5x5x24xf32>) -> tensor<2x6x5x24xf32>
  return %0 : tensor<2x6x5x24xf32>
}

// lhs_dilated
func.func public @lhs_dilated(%arg0: tensor<2x6x7x5xf32>, %arg1: tensor<3x3x5x24xf32>) -> (tensor<2x11x7x24xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x7x5xf32>, tensor<3x3x5x24xf32>) -> tensor<2x11x7x24xf32>
  return %0 : tensor<2x11x7x24xf32>
}

// negative_pad
func.func public @negative_pad(%arg0: tensor<2x9x8x6xf32>, %arg1: tensor<3x3x6x20xf32>) -> (tensor<2x8x6x20xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[-1, 2], [1, -1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x8x6xf32>, tensor<3x3x6x20xf32>) -> tensor<2x8x6x20xf32>
  return %0 : tensor<2x8x6x20xf32>
}
