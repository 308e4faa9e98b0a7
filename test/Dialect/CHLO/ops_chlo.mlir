// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @acos(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.acos %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.acos %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @acos(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.acos %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.acos %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @acosh(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.acosh %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.acosh %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @acosh(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.acosh %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.acosh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @asin(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.asin %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.asin %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @asin(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.asin %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.asin %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @asinh(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.asinh %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.asinh %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @asinh(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.asinh %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.asinh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @atan(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.atan %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.atan %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @atan(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.atan %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.atan %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @atanh(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.atanh %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.atanh %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @atanh(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.atanh %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.atanh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @bessel_i1e(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.bessel_i1e %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.bessel_i1e %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @bessel_i1e(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.bessel_i1e %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.bessel_i1e %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @conj(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.conj %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.conj %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @conj(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.conj %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.conj %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @cosh(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.cosh %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.cosh %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @cosh(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.cosh %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.cosh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @sinh(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.sinh %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.sinh %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @sinh(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.sinh %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.sinh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @square(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.square %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.square %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @square(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.square %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.square %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @tan(%arg0: tensor<4x?xf32>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
// CHECK-NEXT: %0 = chlo.tan %arg0 : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT: %1 = chlo.tan %arg1 : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
func.func @tan(%x: tensor<4x?xf32>, %z: tensor<3xcomplex<f64>>) -> (tensor<4x?xf32>, tensor<3xcomplex<f64>>) {
  %0 = chlo.tan %x : tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = chlo.tan %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<4x?xf32>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @digamma(%arg0: tensor<4xf32>, %arg1: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
// CHECK-NEXT: %0 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.digamma %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
func.func @digamma(%x: tensor<4xf32>, %h: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
  %0 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.digamma %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @erf(%arg0: tensor<4xf32>, %arg1: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
// CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.erf %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
func.func @erf(%x: tensor<4xf32>, %h: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @erf_inv(%arg0: tensor<4xf32>, %arg1: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
// CHECK-NEXT: %0 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.erf_inv %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
func.func @erf_inv(%x: tensor<4xf32>, %h: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
  %0 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf_inv %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @erfc(%arg0: tensor<4xf32>, %arg1: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
// CHECK-NEXT: %0 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.erfc %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
func.func @erfc(%x: tensor<4xf32>, %h: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
  %0 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erfc %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @lgamma(%arg0: tensor<4xf32>, %arg1: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
// CHECK-NEXT: %0 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.lgamma %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
func.func @lgamma(%x: tensor<4xf32>, %h: tensor<2x3xbf16>) -> (tensor<4xf32>, tensor<2x3xbf16>) {
  %0 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.lgamma %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0, %1 : tensor<4xf32>, tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @unary_refined_result(%arg0: tensor<?x5xf32>) -> (tensor<4x5xf32>, tensor<?x?xf16>) {
// CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<?x5xf32> -> tensor<4x5xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x2xf16>
// CHECK-NEXT: %1 = chlo.lgamma %cst : tensor<2x2xf16> -> tensor<?x?xf16>
// CHECK-NEXT: return %0, %1 : tensor<4x5xf32>, tensor<?x?xf16>
func.func @unary_refined_result(%x: tensor<?x5xf32>) -> (tensor<4x5xf32>, tensor<?x?xf16>) {
  %0 = chlo.erf %x : tensor<?x5xf32> -> tensor<4x5xf32>
  %h = stablehlo.constant dense<1.0> : tensor<2x2xf16>
  %1 = chlo.lgamma %h : tensor<2x2xf16> -> tensor<?x?xf16>
  return %0, %1 : tensor<4x5xf32>, tensor<?x?xf16>
}

// -----

// CHECK-LABEL: func.func @asin_acos_kernel(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
// CHECK-NEXT: %0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
// CHECK-NEXT: return %0 : tensor<4xcomplex<f32>>
func.func @asin_acos_kernel(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = chlo._asin_acos_kernel %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @is_inf(%arg0: tensor<4xf32>, %arg1: tensor<f64>) -> (tensor<4xi1>, tensor<4xi1>, tensor<i1>) {
// CHECK-NEXT: %0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: %1 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: %2 = chlo.is_pos_inf %arg1 : tensor<f64> -> tensor<i1>
// CHECK-NEXT: return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<i1>
func.func @is_inf(%x: tensor<4xf32>, %y: tensor<f64>) -> (tensor<4xi1>, tensor<4xi1>, tensor<i1>) {
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  %2 = chlo.is_pos_inf %y : tensor<f64> -> tensor<i1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<i1>
}

// -----

// CHECK-LABEL: func.func @binary(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = chlo.next_after %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.polygamma %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %2 = chlo.zeta %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
func.func @binary(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.polygamma %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.zeta %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @binary_dynamic(%arg0: tensor<4x?xf64>, %arg1: tensor<?x5xf64>) -> tensor<4x5xf64> {
// CHECK-NEXT: %0 = chlo.zeta %arg0, %arg1 : tensor<4x?xf64>, tensor<?x5xf64> -> tensor<4x5xf64>
// CHECK-NEXT: return %0 : tensor<4x5xf64>
func.func @binary_dynamic(%x: tensor<4x?xf64>, %y: tensor<?x5xf64>) -> tensor<4x5xf64> {
  %0 = chlo.zeta %x, %y : tensor<4x?xf64>, tensor<?x5xf64> -> tensor<4x5xf64>
  return %0 : tensor<4x5xf64>
}

// -----

// CHECK-LABEL: func.func @mulhi(%arg0: tensor<4xi32>, %arg1: tensor<4xui64>) -> (tensor<4xi32>, tensor<4xui64>) {
// CHECK-NEXT: %0 = chlo.mulhi %arg0, %arg0 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
// CHECK-NEXT: %1 = chlo.mulhi %arg1, %arg1 : tensor<4xui64>, tensor<4xui64> -> tensor<4xui64>
// CHECK-NEXT: return %0, %1 : tensor<4xi32>, tensor<4xui64>
func.func @mulhi(%a: tensor<4xi32>, %b: tensor<4xui64>) -> (tensor<4xi32>, tensor<4xui64>) {
  %0 = chlo.mulhi %a, %a : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  %1 = chlo.mulhi %b, %b : tensor<4xui64>, tensor<4xui64> -> tensor<4xui64>
  return %0, %1 : tensor<4xi32>, tensor<4xui64>
}

// -----

// CHECK-LABEL: func.func @constant() -> (tensor<4xf32>, tensor<2xi32>, tensor<complex<f32>>) {
// CHECK-NEXT: %0 = chlo.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %1 = chlo.constant {kiln.note = "x"} dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %2 = chlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT: return %0, %1, %2 : tensor<4xf32>, tensor<2xi32>, tensor<complex<f32>>
func.func @constant() -> (tensor<4xf32>, tensor<2xi32>, tensor<complex<f32>>) {
  %0 = chlo.constant dense<2.000000e+00> : tensor<4xf32>
  %1 = chlo.constant {kiln.note = "x"} dense<[1, 2]> : tensor<2xi32>
  %2 = chlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
  return %0, %1, %2 : tensor<4xf32>, tensor<2xi32>, tensor<complex<f32>>
}

// -----

// CHECK-LABEL: func.func @constant_like(%arg0: tensor<4x?xf32>) -> (tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x?xi1>) {
// CHECK-NEXT: %0 = "chlo.constant_like"(%arg0) <{value = 1.000000e+00 : f32}> : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: %1 = "chlo.constant_like"(%arg0) <{value = 7 : i32}> : (tensor<4x?xf32>) -> tensor<4x?xi32>
// CHECK-NEXT: %2 = "chlo.constant_like"(%arg0) <{value = true}> : (tensor<4x?xf32>) -> tensor<?x?xi1>
// CHECK-NEXT: return %0, %1, %2 : tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x?xi1>
func.func @constant_like(%x: tensor<4x?xf32>) -> (tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x?xi1>) {
  %0 = "chlo.constant_like"(%x) <{value = 1.000000e+00 : f32}> : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %1 = "chlo.constant_like"(%x) {value = 7 : i32} : (tensor<4x?xf32>) -> tensor<4x?xi32>
  %2 = "chlo.constant_like"(%x) <{value = true}> : (tensor<4x?xf32>) -> tensor<?x?xi1>
  return %0, %1, %2 : tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x?xi1>
}

// -----

// CHECK-LABEL: func.func @top_k(%arg0: tensor<16x16xf32>) -> (tensor<16x8xf32>, tensor<16x8xi32>) {
// CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 8) : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi32>)
// CHECK-NEXT: return %values, %indices : tensor<16x8xf32>, tensor<16x8xi32>
func.func @top_k(%x: tensor<16x16xf32>) -> (tensor<16x8xf32>, tensor<16x8xi32>) {
  %0:2 = chlo.top_k(%x, k = 8) : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi32>)
  return %0#0, %0#1 : tensor<16x8xf32>, tensor<16x8xi32>
}

// -----

// CHECK-LABEL: func.func @top_k_variants(%arg0: tensor<5xi32>, %arg1: tensor<2x?xbf16>) -> (tensor<5xi32>, tensor<2x3xi32>) {
// CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 5) {kiln.note} : tensor<5xi32> -> (tensor<5xi32>, tensor<5xi32>)
// CHECK-NEXT: %values_0, %indices_1 = chlo.top_k(%arg1, k = 3) : tensor<2x?xbf16> -> (tensor<2x3xbf16>, tensor<2x3xi32>)
// CHECK-NEXT: %values_2, %indices_3 = chlo.top_k(%arg0, k = 0) : tensor<5xi32> -> (tensor<0xi32>, tensor<0xi32>)
// CHECK-NEXT: return %values, %indices_1 : tensor<5xi32>, tensor<2x3xi32>
func.func @top_k_variants(%v: tensor<5xi32>, %d: tensor<2x?xbf16>) -> (tensor<5xi32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%v, k = 5) {kiln.note} : tensor<5xi32> -> (tensor<5xi32>, tensor<5xi32>)
  %1:2 = chlo.top_k(%d, k = 3) : tensor<2x?xbf16> -> (tensor<2x3xbf16>, tensor<2x3xi32>)
  %2:2 = chlo.top_k(%v, k = 0) : tensor<5xi32> -> (tensor<0xi32>, tensor<0xi32>)
  return %0#0, %1#1 : tensor<5xi32>, tensor<2x3xi32>
}

// -----

// Bounded dynamic dimensions (#stablehlo.bounds encodings) are accepted.
// CHECK-LABEL: func.func @bounded(%arg0: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %arg1: tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>> {
// CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
// CHECK-NEXT: %1 = chlo.broadcast_add %arg0, %arg1 : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
// CHECK-NEXT: %2 = chlo.is_inf %arg0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> tensor<?x3xi1, #stablehlo.bounds<4, ?>>
// CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<?x2xi32, #stablehlo.bounds<4, ?>>)
// CHECK-NEXT: return %0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
func.func @bounded(%x: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %y: tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>> {
  %0 = chlo.erf %x : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  %1 = chlo.broadcast_add %x, %y : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  %2 = chlo.is_inf %x : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> tensor<?x3xi1, #stablehlo.bounds<4, ?>>
  %3:2 = chlo.top_k(%x, k = 2) : tensor<?x3xf32, #stablehlo.bounds<4, ?>> -> (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<?x2xi32, #stablehlo.bounds<4, ?>>)
  return %0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
}
