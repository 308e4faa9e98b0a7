// RUN: kiln-opt %s -split-input-file -kiln-chlo-legalize-to-stablehlo | FileCheck %s

// asin(x) = atan2(x, sqrt((1 - x)(1 + x))), computed in f64 for f32.
// CHECK-LABEL: func.func @asin
// CHECK: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xf64>
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf64>
// CHECK: %[[A:.*]] = stablehlo.subtract %[[ONE]], %[[X]]
// CHECK: %[[B:.*]] = stablehlo.add %[[ONE]], %[[X]]
// CHECK: %[[P:.*]] = stablehlo.multiply %[[A]], %[[B]]
// CHECK: %[[S:.*]] = stablehlo.sqrt %[[P]]
// CHECK: %[[R:.*]] = stablehlo.atan2 %[[X]], %[[S]]
// CHECK: %[[Y:.*]] = stablehlo.convert %[[R]] : (tensor<3xf64>) -> tensor<3xf32>
// CHECK: return %[[Y]]
func.func @asin(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.asin %x : tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// f64 operands need no conversion.
// CHECK-LABEL: func.func @atanh
// CHECK-NOT: stablehlo.convert
// CHECK: stablehlo.log_plus_one %arg0
// CHECK: stablehlo.negate %arg0
// CHECK: stablehlo.log_plus_one
// CHECK-NOT: stablehlo.convert
// CHECK: return
func.func @atanh(%x: tensor<3xf64>) -> tensor<3xf64> {
  %0 = chlo.atanh %x : tensor<3xf64> -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// Every real function in the family decomposes completely.
// CHECK-LABEL: func.func @family
// CHECK-NOT: chlo.
// CHECK: return
func.func @family(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>,
    tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>,
    tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>,
    tensor<2xf32>, tensor<2xf32>) {
  %0 = chlo.sinh %x : tensor<2xf32> -> tensor<2xf32>
  %1 = chlo.cosh %x : tensor<2xf32> -> tensor<2xf32>
  %2 = chlo.tan %x : tensor<2xf32> -> tensor<2xf32>
  %3 = chlo.acos %x : tensor<2xf32> -> tensor<2xf32>
  %4 = chlo.atan %x : tensor<2xf32> -> tensor<2xf32>
  %5 = chlo.asinh %x : tensor<2xf32> -> tensor<2xf32>
  %6 = chlo.acosh %x : tensor<2xf32> -> tensor<2xf32>
  %7 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>
  %8 = chlo.erfc %x : tensor<2xf32> -> tensor<2xf32>
  %9 = chlo.erf_inv %x : tensor<2xf32> -> tensor<2xf32>
  %10 = chlo.lgamma %x : tensor<2xf32> -> tensor<2xf32>
  %11 = chlo.digamma %x : tensor<2xf32> -> tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11
      : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>,
        tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>,
        tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// Complex operands: real and imaginary parts in f64 (TrigonometricFunctions.cpp).
// CHECK-LABEL: func.func @complex_acos
// CHECK: stablehlo.real
// CHECK: stablehlo.atan2
// CHECK: stablehlo.complex
// CHECK-NOT: chlo.
func.func @complex_acos(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo.acos %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
