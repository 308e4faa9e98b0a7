// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @constant_int
func.func @constant_int() -> tensor<2xi32> {
  // CHECK-NEXT: %c = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %0 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @constant_float
func.func @constant_float() -> tensor<f32> {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @constant_quantized
func.func @constant_quantized() -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>> {
  // CHECK-NEXT: %c = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
}
