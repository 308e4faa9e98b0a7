// With int8-convolutions (the target has kiln's int8 convolution kernel),
// an i8 convolution into i32 with channels innermost and whole quads of
// input channels becomes the kernel's u8 x i8 contraction: the input's sign
// bits flipped (x + 128 as u8), padded with 0x80 (a zero moved the same
// way), widened with extui, and the sums starting from -128 times each
// output channel's filter sum. Without the option, or for a layout the
// kernel does not take (channels not innermost), the exact sums are
// computed in f32.
// RUN: kiln-opt %s --split-input-file -kiln-stablehlo-legalize-to-linalg=int8-convolutions=1 | FileCheck %s
// RUN: kiln-opt %s --split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s --check-prefix=F32

// CHECK-LABEL: func.func @nhwc
// CHECK:   %[[U8:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x8x8x16xi8>)
// CHECK:     arith.xori %{{.*}}, %c-128_i8{{.*}} : i8
// CHECK:   %[[SUMS:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%arg1 : tensor<3x3x16x24xi8>) outs(%{{.*}} : tensor<24xi32>)
// CHECK:     arith.extsi
// CHECK:     arith.muli %{{.*}}, %c-128_i32
// CHECK:   linalg.fill ins(%c-128_i8{{.*}} : i8) outs(%{{.*}} : tensor<2x10x10x16xi8>)
// CHECK:   tensor.insert_slice %[[U8]]
// CHECK:   %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[SUMS]] : tensor<24xi32>)
// CHECK:   linalg.generic {{.*}} outs(%[[INIT]] :
// CHECK:     arith.extui %{{.*}} : i8 to i32
// CHECK:     arith.extsi %{{.*}} : i8 to i32
// CHECK:     arith.muli
// CHECK:     arith.addi
// F32-LABEL: func.func @nhwc
// F32:     arith.sitofp %{{.*}} : i8 to f32
// F32-NOT: arith.xori
func.func @nhwc(%x: tensor<2x8x8x16xi8>, %w: tensor<3x3x16x24xi8>) -> tensor<2x8x8x24xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x16xi8>, tensor<3x3x16x24xi8>) -> tensor<2x8x8x24xi32>
  return %0 : tensor<2x8x8x24xi32>
}

// -----

// CHECK-LABEL: func.func @nchw
// CHECK-NOT:   arith.xori
// CHECK:       arith.sitofp %{{.*}} : i8 to f32
func.func @nchw(%x: tensor<2x16x8x8xi8>, %w: tensor<24x16x3x3xi8>) -> tensor<2x24x6x6xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x8xi8>, tensor<24x16x3x3xi8>) -> tensor<2x24x6x6xi32>
  return %0 : tensor<2x24x6x6xi32>
}
