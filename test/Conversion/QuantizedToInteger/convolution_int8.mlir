// With int8-convolutions, a quantized convolution on 8-bit storage (filter
// zero points 0) convolves the storage integers into i32: the input padded
// with its zero point (a u8 input moved by -128 into i8 first, its zero
// point with it), no padding left on the convolution, and the zero point
// times each output channel's filter sum subtracted. A filter with a zero
// point keeps the centered form, as does every convolution without the
// option.
// RUN: kiln-opt %s --split-input-file --kiln-quantized-to-integer=int8-convolutions=1 | FileCheck %s
// RUN: kiln-opt %s --split-input-file --kiln-quantized-to-integer | FileCheck %s --check-prefix=CENTERED

// CHECK-LABEL: func.func @i8_input
// CHECK-DAG:   %[[ZP:.*]] = stablehlo.constant dense<-7> : tensor<i8>
// CHECK:       %[[PAD:.*]] = stablehlo.pad %arg0, %[[ZP]], low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0]
// CHECK:       %[[SUMS:.*]] = stablehlo.convolution(%[[PAD]], %arg1) {{.*}} window = {stride = [1, 1]} {{.*}} : (tensor<2x11x11x12xi8>, tensor<3x3x12x16xi8>) -> tensor<2x9x9x16xi32>
// CHECK:       stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x3x12x16xi32>, tensor<i32>) -> tensor<16xi32>
// CHECK:       stablehlo.subtract
// CENTERED-LABEL: func.func @i8_input
// CENTERED-NOT:   stablehlo.pad
// CENTERED:       stablehlo.convolution({{.*}}) {{.*}} pad = {{\[\[}}1, 1], [1, 1]]{{.*}} -> tensor<2x9x9x16xf32>
func.func @i8_input(%x: tensor<2x9x9x12x!quant.uniform<i8:f32, 0.5:-7>>, %w: tensor<3x3x12x16x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x9x9x16x!quant.uniform<i32:f32, 0.125:0>> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x12x!quant.uniform<i8:f32, 0.5:-7>>, tensor<3x3x12x16x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x9x9x16x!quant.uniform<i32:f32, 0.125:0>>
  return %0 : tensor<2x9x9x16x!quant.uniform<i32:f32, 0.125:0>>
}

// -----

// CHECK-LABEL: func.func @u8_input_dilated
// CHECK:       stablehlo.convert %arg0 : (tensor<1x6x7x20xui8>) -> tensor<1x6x7x20xi32>
// CHECK:       stablehlo.add
// CHECK:       %[[X:.*]] = stablehlo.convert %{{.*}} : (tensor<1x6x7x20xi32>) -> tensor<1x6x7x20xi8>
// CHECK-DAG:   %[[ZP:.*]] = stablehlo.constant dense<3> : tensor<i8>
// CHECK:       stablehlo.pad %[[X]], %[[ZP]], low = [0, 1, 2, 0], high = [0, 2, 1, 0], interior = [0, 1, 1, 0]
// CHECK:       stablehlo.convolution({{.*}}) {{.*}} : (tensor<1x14x16x20xi8>, tensor<3x3x20x16xi8>) -> tensor<1x12x14x16xi32>
func.func @u8_input_dilated(%x: tensor<1x6x7x20x!quant.uniform<u8:f32, 0.5:131>>, %w: tensor<3x3x20x16x!quant.uniform<i8:f32:3, {0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x12x14x16x!quant.uniform<i8:f32, 2.0:3>> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [2, 1]], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x7x20x!quant.uniform<u8:f32, 0.5:131>>, tensor<3x3x20x16x!quant.uniform<i8:f32:3, {0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.25:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x12x14x16x!quant.uniform<i8:f32, 2.0:3>>
  return %0 : tensor<1x12x14x16x!quant.uniform<i8:f32, 2.0:3>>
}

// -----

// CHECK-LABEL: func.func @filter_zero_point
// CHECK-NOT:   stablehlo.pad
// CHECK:       stablehlo.convolution({{.*}}) {{.*}} -> tensor<1x4x4x8xf32>
func.func @filter_zero_point(%x: tensor<1x6x6x4x!quant.uniform<i8:f32, 0.5:-7>>, %w: tensor<3x3x4x8x!quant.uniform<i8:f32, 0.25:5>>) -> tensor<1x4x4x8x!quant.uniform<i32:f32, 0.125:0>> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x4x!quant.uniform<i8:f32, 0.5:-7>>, tensor<3x3x4x8x!quant.uniform<i8:f32, 0.25:5>>) -> tensor<1x4x4x8x!quant.uniform<i32:f32, 0.125:0>>
  return %0 : tensor<1x4x4x8x!quant.uniform<i32:f32, 0.125:0>>
}
