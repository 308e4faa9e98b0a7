// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// Quantized tensors become their storage integers; per-axis scales and zero
// points are constant tensors read along the quantized dimension.
// CHECK-LABEL: func.func @quantize(
// CHECK-SAME: -> tensor<2x3xi8>
// CHECK: arith.constant dense<[2.500000e-01, 2.000000e+00, 1.000000e+00]> : tensor<3xf32>
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: arith.maxnumf
// CHECK: arith.minnumf
// CHECK: arith.trunci {{.*}} : i64 to i8
func.func @quantize(%x: tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<u8:f32:1, {0.25:10, 2.0:0, 1.0:128}>> {
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<u8:f32:1, {0.25:10, 2.0:0, 1.0:128}>>
  return %q : tensor<2x3x!quant.uniform<u8:f32:1, {0.25:10, 2.0:0, 1.0:128}>>
}

// CHECK-LABEL: func.func @dequantize(
// CHECK-SAME: %{{.*}}: tensor<4xi8>) -> tensor<4xf32>
// CHECK: linalg.generic
// CHECK: arith.extsi {{.*}} : i8 to i64
// CHECK: arith.subi
// CHECK: arith.sitofp
// CHECK: arith.mulf
func.func @dequantize(%q: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xf32> {
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
