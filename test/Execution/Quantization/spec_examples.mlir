// The examples of the StableHLO specification's uniform_quantize and
// uniform_dequantize sections (per-axis i8, scales 0.1 and 0.5, zero points
// -30 and -20), written the way StableHLO's interpreter tests assert
// quantized values: bitcast to the storage type and compared, or
// dequantized; and a quantized add whose operands and result have three
// different quantizations.
// RUN: kiln run --split-input-file %s | FileCheck %s
// CHECK-NOT: failed:
// CHECK: chunks: 5 passed, 0 failed

func.func @uniform_quantize_per_axis() {
  %x = stablehlo.constant dense<[4.0, 15.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %bits = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[10, 10]> : tensor<2xi8>
  func.return
}

// -----

func.func @uniform_requantize_per_axis() {
  %q = stablehlo.constant() {value = dense<[10, 10]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  %bits = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[20, 45]> : tensor<2xi8>
  func.return
}

// -----

func.func @uniform_dequantize_per_axis() {
  %q = stablehlo.constant() <{value = dense<[10, 10]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  check.expect_almost_eq_const %d, dense<[4.0, 15.0]> : tensor<2xf32>
  func.return
}

// -----

// 1.0 and 2.0 at scale 0.1 (zero point -30) are -20 and -10; 2.0 and 3.0
// at scale 0.5 (-20) are -16 and -14; the sums 3.0 and 5.0 at scale 0.5
// are -14 and -10.
func.func @add_three_quantizations() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
  %qb = stablehlo.uniform_quantize %b : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %sum = stablehlo.add %qa, %qb : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %bits = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[-14, -10]> : tensor<2xi8>
  %d = stablehlo.uniform_dequantize %sum : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xf32>
  check.expect_almost_eq_const %d, dense<[3.0, 5.0]> : tensor<2xf32>
  func.return
}

// -----

// A quantized value through a loop: the body's multiply requantizes at each
// step (0.5 doubled three times at scale 0.25, zero point 0: 1, 2, 4).
func.func @while_carries_storage() {
  %x = stablehlo.constant dense<0.5> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %q = stablehlo.uniform_quantize %x : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25>>
  %q2 = stablehlo.uniform_quantize %two : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25>>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %q) : tensor<i32>, tensor<!quant.uniform<i8:f32, 0.25>>
  cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %m = stablehlo.multiply %v, %q2 : tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %next, %m : tensor<i32>, tensor<!quant.uniform<i8:f32, 0.25>>
  }
  %d = stablehlo.uniform_dequantize %r#1 : (tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<f32>
  check.expect_almost_eq_const %d, dense<4.0> : tensor<f32>
  func.return
}
