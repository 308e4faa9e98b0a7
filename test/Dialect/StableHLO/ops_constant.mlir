// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

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

// -----

// The attribute-dictionary form older StableHLO wrote reads the same, and
// unsigned storage may be written as signless or unsigned integers.
// CHECK-LABEL: func.func @constant_quantized_attribute_form
func.func @constant_quantized_attribute_form() -> (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<u8:f32, 5.000000e-01:128>>) {
  // CHECK-NEXT: %c = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
  // CHECK-NEXT: %c_0 = stablehlo.constant() <{value = dense<[200, 3]> : tensor<2xui8>}> : () -> tensor<2x!quant.uniform<u8:f32, 5.000000e-01:128>>
  %1 = stablehlo.constant() {value = dense<[200, 3]> : tensor<2xui8>} : () -> tensor<2x!quant.uniform<u8:f32, 5.000000e-01:128>>
  return %0, %1 : tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, tensor<2x!quant.uniform<u8:f32, 5.000000e-01:128>>
}

// -----

// CHECK-LABEL: func.func @constant_element_types
func.func @constant_element_types() {
  // CHECK-NEXT: %c = stablehlo.constant dense<true> : tensor<2xi1>
  %0 = stablehlo.constant dense<true> : tensor<2xi1>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  // CHECK-NEXT: %cst = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
  %2 = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  // CHECK-NEXT: %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<2x2xbf16>
  %3 = stablehlo.constant dense<1.5> : tensor<2x2xbf16>
  // CHECK-NEXT: %c_2 = stablehlo.constant dense<[1, 2]> : tensor<2xui32>
  %4 = stablehlo.constant dense<[1, 2]> : tensor<2xui32>
  // CHECK-NEXT: %cst_3 = stablehlo.constant dense<0x7F> : tensor<f8E4M3FN>
  %5 = stablehlo.constant dense<0x7F> : tensor<f8E4M3FN>
  // CHECK-NEXT: %cst_4 = stablehlo.constant dense<> : tensor<0xf32>
  %6 = stablehlo.constant dense<> : tensor<0xf32>
  // CHECK-NEXT: %c_5 = stablehlo.constant {kiln.tag} dense<1> : tensor<i64>
  %7 = stablehlo.constant {kiln.tag} dense<1> : tensor<i64>
  // CHECK-NEXT: %cst_6 = stablehlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00]]> : tensor<1x2xf64>
  %8 = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @constant_per_axis_quantized
func.func @constant_per_axis_quantized() {
  // CHECK-NEXT: %c = stablehlo.constant() <{value = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:-1}>>
  %0 = stablehlo.constant() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:-1}>>
  // CHECK-NEXT: return
  return
}
