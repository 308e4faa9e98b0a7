// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

// Elementwise ops on quantized tensors (`!quant.uniform`, per-tensor and
// per-axis) where the spec accepts them.

// CHECK-LABEL: func.func @uniform_quantize
func.func @uniform_quantize(%arg0: tensor<2xf32>, %arg1: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) {
  // CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %1 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>
  %1 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>
  // CHECK-NEXT: %2 = stablehlo.uniform_quantize %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  %2 = stablehlo.uniform_quantize %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  // CHECK-NEXT: %3 = stablehlo.uniform_quantize %arg2 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  %3 = stablehlo.uniform_quantize %arg2 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  // CHECK-NEXT: %4 = stablehlo.uniform_quantize %arg3 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>
  %4 = stablehlo.uniform_quantize %arg3 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>
  // CHECK-NEXT: %5 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-127:127>:f32, 1.000000e-01>>
  %5 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-127:127>:f32, 1.000000e-01>>
  // CHECK-NEXT: %6 = stablehlo.uniform_quantize %arg1 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %6 = stablehlo.uniform_quantize %arg1 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @uniform_dequantize
func.func @uniform_dequantize(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>, %arg2: tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>) {
  // CHECK-NEXT: %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xf32>
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.uniform_dequantize %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3xf32>
  %1 = stablehlo.uniform_dequantize %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3xf32>
  // CHECK-NEXT: %2 = stablehlo.uniform_dequantize %arg2 : (tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>) -> tensor<2xf32>
  %2 = stablehlo.uniform_dequantize %arg2 : (tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>) -> tensor<2xf32>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @unary
func.func @unary(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>) {
  // CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %0 = stablehlo.abs %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %1 = stablehlo.cbrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %1 = stablehlo.cbrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %2 = stablehlo.ceil %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %2 = stablehlo.ceil %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %3 = stablehlo.cosine %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %3 = stablehlo.cosine %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %4 = stablehlo.exponential %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %4 = stablehlo.exponential %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %5 = stablehlo.exponential_minus_one %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %5 = stablehlo.exponential_minus_one %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %6 = stablehlo.floor %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %6 = stablehlo.floor %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %7 = stablehlo.log %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %7 = stablehlo.log %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %8 = stablehlo.log_plus_one %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %8 = stablehlo.log_plus_one %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %9 = stablehlo.logistic %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %9 = stablehlo.logistic %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %10 = stablehlo.negate %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %10 = stablehlo.negate %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %11 = stablehlo.round_nearest_afz %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %11 = stablehlo.round_nearest_afz %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %12 = stablehlo.round_nearest_even %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %12 = stablehlo.round_nearest_even %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %13 = stablehlo.rsqrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %13 = stablehlo.rsqrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %14 = stablehlo.sign %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %14 = stablehlo.sign %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %15 = stablehlo.sine %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %15 = stablehlo.sine %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %16 = stablehlo.sqrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %16 = stablehlo.sqrt %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %17 = stablehlo.tan %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %17 = stablehlo.tan %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %18 = stablehlo.tanh %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %18 = stablehlo.tanh %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %19 = stablehlo.tanh %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  %19 = stablehlo.tanh %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  // CHECK-NEXT: %20 = stablehlo.abs %arg1 : tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>
  %20 = stablehlo.abs %arg1 : tensor<2x!quant.uniform<u8:f32, 5.000000e-01:16>>
  // CHECK-NEXT: %21 = stablehlo.is_finite %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi1>
  %21 = stablehlo.is_finite %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi1>
  // CHECK-NEXT: %22 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %22 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @binary
func.func @binary(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %1 = stablehlo.atan2 %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %1 = stablehlo.atan2 %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %2 = stablehlo.divide %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %2 = stablehlo.divide %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %3 = stablehlo.maximum %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %3 = stablehlo.maximum %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %4 = stablehlo.minimum %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %4 = stablehlo.minimum %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %5 = stablehlo.multiply %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %5 = stablehlo.multiply %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %6 = stablehlo.power %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %6 = stablehlo.power %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %7 = stablehlo.remainder %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %7 = stablehlo.remainder %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %8 = stablehlo.subtract %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %8 = stablehlo.subtract %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %9 = stablehlo.add %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %9 = stablehlo.add %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %10 = stablehlo.multiply %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  %10 = stablehlo.multiply %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @add_per_axis
func.func @add_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>, %arg1: tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  // CHECK-NEXT: %1 = stablehlo.add %arg0, %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>, tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  %1 = stablehlo.add %arg0, %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>, tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @compare_select_clamp
func.func @compare_select_clamp(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>, %arg2: tensor<2xi1>, %arg3: tensor<!quant.uniform<i8:f32, 1.000000e-01:3>>) {
  // CHECK-NEXT: %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2xi1>
  %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi1>
  // CHECK-NEXT: %2 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %2 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %3 = stablehlo.select %arg2, %arg0, %arg1 : (tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %3 = stablehlo.select %arg2, %arg0, %arg1 : (tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 2.000000e-01:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %4 = stablehlo.clamp %arg3, %arg0, %arg3 : (tensor<!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %4 = stablehlo.clamp %arg3, %arg0, %arg3 : (tensor<!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %5 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %5 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @bitcast_convert
func.func @bitcast_convert(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) {
  // CHECK-NEXT: %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi8>
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xi8>
  // CHECK-NEXT: %1 = stablehlo.bitcast_convert %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3xui8>
  %1 = stablehlo.bitcast_convert %arg1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:3,2.000000e-01:-1,3.000000e-01}>>) -> tensor<2x3xui8>
  // CHECK-NEXT: return
  return
}
