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
// CHECK: %[[R:.*]] = stablehlo.convert {{.*}} : (tensor<4xi64>) -> tensor<4xi8>
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
// K = 3 an f32 product holds every sum exactly (kiln's f32 GEMM computes
// it), and the sums are scaled to the result once, in f64.
// CHECK-LABEL: func.func @dot
// CHECK: stablehlo.dot_general {{.*}} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK: stablehlo.convert {{.*}} : (tensor<2x4xf32>) -> tensor<2x4xf64>
// CHECK: stablehlo.round_nearest_even {{.*}} : tensor<2x4xf64>
func.func @dot(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
  return %r : tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
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

