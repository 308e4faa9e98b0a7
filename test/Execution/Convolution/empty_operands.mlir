// Convolutions with an operand that has no elements (kiln's compiler
// fuzzer found the second: the padding of its dilated empty input put the
// input past the end of its dimension). Every output element sums no
// products, or products with the padding only: zeros. The first, with no
// input features, as JAX exports it, against XLA's result (zeros); the
// second, its input's spatial extent empty but padded to one element, a
// window and dilation on each dimension, against the spec's (zeros).
// RUN: kiln run %s --entry no_features --input %S/Inputs/empty_features_in0.npy --input %S/Inputs/empty_features_in1.npy --expect %S/Inputs/empty_features_out0.npy | FileCheck %s --check-prefix=FEATURES
// RUN: kiln run %s --entry empty_spatial --input %S/Inputs/empty_spatial_in0.npy --input %S/Inputs/empty_spatial_in1.npy --expect %S/Inputs/empty_spatial_out0.npy | FileCheck %s --check-prefix=SPATIAL
// RUN: kiln run %s -O0 --entry empty_spatial --input %S/Inputs/empty_spatial_in0.npy --input %S/Inputs/empty_spatial_in1.npy --expect %S/Inputs/empty_spatial_out0.npy | FileCheck %s --check-prefix=SPATIAL

// FEATURES: output 0: tensor<2x5x4xf32> matches {{.*}}empty_features_out0.npy
// SPATIAL: output 0: tensor<2x1x1x1xf64> matches {{.*}}empty_spatial_out0.npy
module {
  func.func public @no_features(%arg0: tensor<2x5x0xf32>, %arg1: tensor<3x0x4xf32>) -> tensor<2x5x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x0xf32>, tensor<3x0x4xf32>) -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
  func.func public @empty_spatial(%arg0: tensor<3x1x0x3xf64>, %arg1: tensor<2x3x1x3xf64>) -> tensor<2x1x1x1xf64> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 1, 0]x[o, i, 1, 0]->[f, 1, b, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 2>, padding = dense<[[-1, 1], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 2>, window_reversal = array<i1: true, false>, window_strides = array<i64: 1, 1>}> : (tensor<3x1x0x3xf64>, tensor<2x3x1x3xf64>) -> tensor<2x1x1x1xf64>
    return %0 : tensor<2x1x1x1xf64>
  }
}
