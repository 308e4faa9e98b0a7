// RUN: kiln-opt %s -kiln-stablehlo-refine-shapes="arg-types=tensor<1x2x7x6xf32>,tensor<3x2x3x3xf32>" | FileCheck %s

// 'SAME' padding computed from the spatial sizes (h = 7, w = 6, stride 2,
// 3x3 kernel): total padding max((ceil(s/2) - 1) * 2 + 3 - s, 0) = 2 and
// 1, split low = total / 2: [[1, 1], [0, 1]]; output 4x3.
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> tensor<1x3x4x3xf32>
// CHECK-NOT: dynamic_conv
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [0, 1]]}
// CHECK-SAME: (tensor<1x2x7x6xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x3xf32>
func.func @main(%x: tensor<1x2x?x?xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x?x?xf32> {
  %h = stablehlo.get_dimension_size %x, dim = 2 : (tensor<1x2x?x?xf32>) -> tensor<i32>
  %wd = stablehlo.get_dimension_size %x, dim = 3 : (tensor<1x2x?x?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // total = max((ceil(s / 2) - 1) * 2 + 3 - s, 0); ceil(s / 2) = (s + 1) / 2
  %h1 = stablehlo.add %h, %one : tensor<i32>
  %hc = stablehlo.divide %h1, %two : tensor<i32>
  %hm = stablehlo.subtract %hc, %one : tensor<i32>
  %hs = stablehlo.multiply %hm, %two : tensor<i32>
  %hk = stablehlo.add %hs, %three : tensor<i32>
  %hd = stablehlo.subtract %hk, %h : tensor<i32>
  %ht = stablehlo.maximum %hd, %zero : tensor<i32>
  %hl = stablehlo.divide %ht, %two : tensor<i32>
  %hh = stablehlo.subtract %ht, %hl : tensor<i32>
  %w1 = stablehlo.add %wd, %one : tensor<i32>
  %wc = stablehlo.divide %w1, %two : tensor<i32>
  %wm = stablehlo.subtract %wc, %one : tensor<i32>
  %ws = stablehlo.multiply %wm, %two : tensor<i32>
  %wk = stablehlo.add %ws, %three : tensor<i32>
  %wdd = stablehlo.subtract %wk, %wd : tensor<i32>
  %wt = stablehlo.maximum %wdd, %zero : tensor<i32>
  %wl = stablehlo.divide %wt, %two : tensor<i32>
  %wh = stablehlo.subtract %wt, %wl : tensor<i32>
  %a = stablehlo.reshape %hl : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.reshape %hh : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.reshape %wl : (tensor<i32>) -> tensor<1xi32>
  %d = stablehlo.reshape %wh : (tensor<i32>) -> tensor<1xi32>
  %flat = stablehlo.concatenate %a, %b, %c, %d, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %pad = stablehlo.reshape %flat : (tensor<4xi32>) -> tensor<2x2xi32>
  %0 = "stablehlo.dynamic_conv"(%x, %w, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<1x2x?x?xf32>, tensor<3x2x3x3xf32>, tensor<2x2xi32>) -> tensor<1x3x?x?xf32>
  return %0 : tensor<1x3x?x?xf32>
}
