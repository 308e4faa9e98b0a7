// RUN: kiln-opt %s --kiln-quantized-to-integer --split-input-file | FileCheck %s

// An elementwise op computes on dequantized values and quantizes its
// result; the signature carries the storage integers.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>, %[[B:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: stablehlo.convert %[[A]] : (tensor<4xi8>) -> tensor<4xi64>
// CHECK: stablehlo.subtract
// CHECK: stablehlo.multiply {{.*}} : tensor<4xf32>
// CHECK: %[[SUM:.*]] = stablehlo.add {{.*}} : tensor<4xf32>
// CHECK: stablehlo.divide %[[SUM]]
// CHECK: stablehlo.round_nearest_even
// CHECK: %[[I:.*]] = stablehlo.convert {{.*}} : (tensor<4xf32>) -> tensor<4xi32>
// CHECK: %[[R:.*]] = stablehlo.convert %[[I]] : (tensor<4xi32>) -> tensor<4xi8>
// CHECK: return %[[R]] : tensor<4xi8>
// CHECK-NOT: quant.uniform
func.func @add(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %r = stablehlo.add %a, %b : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %r : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}

// -----

// Moves of elements move the storage integers; unsigned storage is ui8.
// CHECK-LABEL: func.func @moves
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xui8>) -> tensor<3x2xui8>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[X]], dims = [1, 0] : (tensor<2x3xui8>) -> tensor<3x2xui8>
// CHECK-NEXT: return %[[T]]
func.func @moves(%x: tensor<2x3x!quant.uniform<u8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>) -> tensor<3x2x!quant.uniform<u8:f32:0, {0.1:1, 0.2:2, 0.3:3}>> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<u8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>) -> tensor<3x2x!quant.uniform<u8:f32:0, {0.1:1, 0.2:2, 0.3:3}>>
  return %t : tensor<3x2x!quant.uniform<u8:f32:0, {0.1:1, 0.2:2, 0.3:3}>>
}

// -----

// A fully quantized dot_general sums the centered integers exactly: with
// int8 storage and rhs zero point 0, as an i8 x i8 -> i32 product (kiln's
// int8 GEMM kernels) less the lhs zero point (-3) times the rhs's sums
// along K; the sums are scaled to the result once, in f64.
// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xi8>, %[[B:.*]]: tensor<3x4xi8>)
// CHECK: %[[P:.*]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0] : (tensor<2x3xi8>, tensor<3x4xi8>) -> tensor<2x4xi32>
// CHECK: %[[S:.*]] = stablehlo.convert %[[P]] : (tensor<2x4xi32>) -> tensor<2x4xf64>
// CHECK: %[[W:.*]] = stablehlo.convert %[[B]] : (tensor<3x4xi8>) -> tensor<3x4xi32>
// CHECK: stablehlo.reduce(%[[W]] {{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
// CHECK: %[[C:.*]] = stablehlo.broadcast_in_dim {{.*}}, dims = [1] : (tensor<4xf64>) -> tensor<2x4xf64>
// CHECK: %[[Z:.*]] = stablehlo.constant dense<-3.{{0*}}e+00> : tensor<2x4xf64>
// CHECK: %[[ZC:.*]] = stablehlo.multiply %[[C]], %[[Z]]
// CHECK: stablehlo.subtract %[[S]], %[[ZC]]
// CHECK: stablehlo.round_nearest_even {{.*}} : tensor<2x4xf64>
func.func @dot(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
  return %r : tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
}

// -----

// An unsigned lhs moves to int8 by -128, its zero point (5) with it; the
// product's batching dimension stays first.
// CHECK-LABEL: func.func @u8_dot
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x5xui8>, %[[B:.*]]: tensor<2x5x4xi8>)
// CHECK: %[[W:.*]] = stablehlo.convert %[[A]] : (tensor<2x3x5xui8>) -> tensor<2x3x5xi32>
// CHECK: %[[M:.*]] = stablehlo.constant dense<-128> : tensor<2x3x5xi32>
// CHECK: %[[V:.*]] = stablehlo.add %[[W]], %[[M]]
// CHECK: %[[A8:.*]] = stablehlo.convert %[[V]] : (tensor<2x3x5xi32>) -> tensor<2x3x5xi8>
// CHECK: stablehlo.dot_general %[[A8]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x5xi8>, tensor<2x5x4xi8>) -> tensor<2x3x4xi32>
// CHECK: stablehlo.broadcast_in_dim {{.*}}, dims = [0, 2] : (tensor<2x4xf64>) -> tensor<2x3x4xf64>
// CHECK: stablehlo.constant dense<-1.23{{0*}}e+02> : tensor<2x3x4xf64>
func.func @u8_dot(%a: tensor<2x3x5x!quant.uniform<u8:f32, 0.5:5>>, %b: tensor<2x5x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x3x4x!quant.uniform<i32:f32, 0.125:0>> {
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x5x!quant.uniform<u8:f32, 0.5:5>>, tensor<2x5x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x3x4x!quant.uniform<i32:f32, 0.125:0>>
  return %r : tensor<2x3x4x!quant.uniform<i32:f32, 0.125:0>>
}

// -----

// With full-range zero points an f32 sum of 600 products is not exact: K is
// padded to 3 chunks of 256, a batching dimension, and their sums add in
// f64.
// CHECK-LABEL: func.func @long_dot
// CHECK: stablehlo.pad {{.*}} : (tensor<2x600xf32>, tensor<f32>) -> tensor<2x768xf32>
// CHECK: stablehlo.reshape {{.*}} : (tensor<2x768xf32>) -> tensor<2x3x256xf32>
// CHECK: stablehlo.dot_general {{.*}}, batching_dims = [1] x [0], contracting_dims = [2] x [1] : (tensor<2x3x256xf32>, tensor<3x256x4xf32>) -> tensor<3x2x4xf32>
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<3x2x4xf64>, tensor<f64>) -> tensor<2x4xf64>
func.func @long_dot(%a: tensor<2x600x!quant.uniform<i8:f32, 0.5:-128>>, %b: tensor<600x4x!quant.uniform<i8:f32, 0.25:-128>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x600x!quant.uniform<i8:f32, 0.5:-128>>, tensor<600x4x!quant.uniform<i8:f32, 0.25:-128>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
  return %r : tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
}

// -----

// Hybrid: the float lhs meets the dequantized rhs; no result quantization.
// CHECK-LABEL: func.func @hybrid
// CHECK: %[[W:.*]] = stablehlo.multiply {{.*}} : tensor<3x4xf32>
// CHECK: %[[R:.*]] = stablehlo.dot_general %{{.*}}, %[[W]], contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @hybrid(%a: tensor<2x3xf32>, %b: tensor<3x4x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3, 0.4}>>) -> tensor<2x4xf32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3, 0.4}>>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// compare compares the dequantized values as floats.
// CHECK-LABEL: func.func @compare
// CHECK: stablehlo.compare  LT, %{{.*}}, %{{.*}},  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
func.func @compare(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4xi1> {
  %r = stablehlo.compare LT, %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<4x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}

