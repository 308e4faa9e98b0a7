// convolution becomes: padding and lhs dilation by inserting into a
// zero-filled tensor (strided insert_slice), negative padding by
// extract_slice, groups exposed by expand_shape, and one linalg.generic whose
// input map reads out * stride + k * rhs_dilation (reversed windows read
// K - 1 - k); dot_general on complex numbers uses the complex dialect.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d0, d2, d6, d4 + -d7 + 1, d5 * 2 + d8)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d2, d3, d6, d7, d8)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-DAG: #[[GLHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d0, d4 + d7, d5 + d8, d2, d6)>
// CHECK-DAG: #[[GRHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d7, d8, d6, d1, d2, d3)>
// CHECK-DAG: #[[GOUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d4, d5, d1, d2, d3)>

// CHECK-LABEL: func.func @conv_pad_dilate
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x2x9x6xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<1x2x9x6xf32>)
// CHECK: %[[I:.*]] = tensor.insert_slice %arg0 into %[[Z]][0, 0, 1, 0] [1, 2, 4, 4] [1, 1, 2, 1]
// CHECK: %[[S:.*]] = tensor.extract_slice %[[I]][0, 0, 0, 1] [1, 2, 9, 5] [1, 1, 1, 1] : tensor<1x2x9x6xf32> to tensor<1x2x9x5xf32>
// CHECK: %[[X:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2, 3], [4], [5]] output_shape [1, 1, 1, 2, 9, 5]
// CHECK: %[[W:.*]] = tensor.expand_shape %arg1 {{\[}}[0, 1, 2], [3], [4], [5]] output_shape [1, 1, 3, 2, 2, 2]
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] :
// CHECK:   arith.mulf
// CHECK:   arith.addf
// CHECK: tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2, 3], [4], [5]] : tensor<1x1x1x3x8x2xf32> into tensor<1x3x8x2xf32>
func.func @conv_pad_dilate(%x: tensor<1x2x4x4xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x8x2xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[1, 1], [-1, 2]], lhs_dilate = [2, 1], rhs_dilate = [1, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x8x2xf32>
  return %0 : tensor<1x3x8x2xf32>
}

// Feature groups in NHWC/HWIO. The i8 operands' sums (18 products per
// output) are exact in f32: the operands are converted to f32, summed in
// f32 and the sums converted to the i32 result.
// CHECK-LABEL: func.func @conv_groups
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[XF:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x5x5x4xi8>)
// CHECK:   arith.sitofp %{{.*}} : i8 to f32
// CHECK: %[[WF:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<3x3x2x6xi8>)
// CHECK:   arith.sitofp %{{.*}} : i8 to f32
// CHECK: tensor.expand_shape %[[XF]] {{\[}}[0, 1], [2], [3], [4, 5]] output_shape [1, 2, 5, 5, 2, 2]
// CHECK: tensor.expand_shape %[[WF]] {{\[}}[0], [1], [2], [3, 4, 5]] output_shape [3, 3, 2, 1, 2, 3]
// CHECK: linalg.generic {indexing_maps = [#[[GLHS]], #[[GRHS]], #[[GOUT]]]
// CHECK:   arith.mulf
// CHECK:   arith.addf
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4, 5]] : tensor<2x3x3x1x2x3xf32> into tensor<2x3x3x6xf32>
// CHECK: arith.fptosi %{{.*}} : f32 to i32
func.func @conv_groups(%x: tensor<2x5x5x4xi8>, %w: tensor<3x3x2x6xi8>) -> tensor<2x3x3x6xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x5x5x4xi8>, tensor<3x3x2x6xi8>) -> tensor<2x3x3x6xi32>
  return %0 : tensor<2x3x3x6xi32>
}

// Wider integers accumulate in i32.
// CHECK-LABEL: func.func @conv_i16
// CHECK: linalg.generic
// CHECK:   arith.extsi %{{.*}} : i16 to i32
// CHECK:   arith.extsi %{{.*}} : i16 to i32
// CHECK:   arith.muli
// CHECK:   arith.addi
func.func @conv_i16(%x: tensor<2x5x5x4xi16>, %w: tensor<3x3x4x6xi16>) -> tensor<2x3x3x6xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x4xi16>, tensor<3x3x4x6xi16>) -> tensor<2x3x3x6xi32>
  return %0 : tensor<2x3x3x6xi32>
}

// CHECK-LABEL: func.func @dot_complex
// CHECK: %[[C:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK: linalg.fill ins(%[[C]] : complex<f32>)
// CHECK: linalg.generic
// CHECK:   %[[M:.*]] = complex.mul %{{.*}}, %{{.*}} : complex<f32>
// CHECK:   complex.add %{{.*}}, %[[M]] : complex<f32>
func.func @dot_complex(%a: tensor<2x3xcomplex<f32>>, %b: tensor<3x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  return %0 : tensor<2x4xcomplex<f32>>
}

// Boolean contractions are an or of ands (what XLA computes for PRED).
// CHECK-LABEL: func.func @dot_bool
// CHECK: linalg.generic
// CHECK:   %[[P:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:   arith.ori %{{.*}}, %[[P]] : i1
func.func @dot_bool(%a: tensor<2x3xi1>, %b: tensor<3x4xi1>) -> tensor<2x4xi1> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xi1>, tensor<3x4xi1>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}
