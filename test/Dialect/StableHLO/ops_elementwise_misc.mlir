// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

// compare, select, clamp and the element-type conversions in the form
// StableHLO prints them.

// CHECK-LABEL: func.func @compare
func.func @compare(%arg0: tensor<2xi32>, %arg1: tensor<2xui32>, %arg2: tensor<2xf32>, %arg3: tensor<2xi1>, %arg4: tensor<2xcomplex<f32>>, %arg5: tensor<bf16>, %arg6: tensor<?xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.compare GT, %arg0, %arg0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %0 = stablehlo.compare GT, %arg0, %arg0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  // CHECK-NEXT: %2 = stablehlo.compare GE, %arg1, %arg1, UNSIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  %2 = stablehlo.compare GE, %arg1, %arg1, UNSIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  // CHECK-NEXT: %3 = stablehlo.compare LE, %arg2, %arg2, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %3 = stablehlo.compare LE, %arg2, %arg2, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %4 = stablehlo.compare NE, %arg2, %arg2, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %4 = stablehlo.compare NE, %arg2, %arg2, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %5 = stablehlo.compare EQ, %arg3, %arg3, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %5 = stablehlo.compare EQ, %arg3, %arg3, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  // CHECK-NEXT: %6 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  %6 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  // CHECK-NEXT: %7 = stablehlo.compare LT, %arg5, %arg5, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  %7 = stablehlo.compare LT, %arg5, %arg5, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  // CHECK-NEXT: %8 = stablehlo.compare GT, %arg6, %arg6, NOTYPE : (tensor<?xf8E4M3FN>, tensor<?xf8E4M3FN>) -> tensor<?xi1>
  %8 = stablehlo.compare GT, %arg6, %arg6, NOTYPE : (tensor<?xf8E4M3FN>, tensor<?xf8E4M3FN>) -> tensor<?xi1>
  // CHECK-NEXT: %9 = stablehlo.compare GT, %arg0, %arg0, SIGNED {kiln.tag = 2 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %9 = stablehlo.compare GT, %arg0, %arg0, SIGNED {kiln.tag = 2 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  // CHECK-NEXT: %10 = stablehlo.compare NE, %arg3, %arg3 {kiln.tag = 2 : i64} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %10 = stablehlo.compare NE, %arg3, %arg3 {kiln.tag = 2 : i64} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @select
func.func @select(%arg0: tensor<2xi1>, %arg1: tensor<i1>, %arg2: tensor<2xi32>, %arg3: tensor<2xcomplex<f32>>, %arg4: tensor<?xi32>, %arg5: tensor<2x3xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.select %arg0, %arg2, %arg2 : tensor<2xi1>, tensor<2xi32>
  %0 = stablehlo.select %arg0, %arg2, %arg2 : tensor<2xi1>, tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.select %arg1, %arg2, %arg2 : tensor<i1>, tensor<2xi32>
  %1 = stablehlo.select %arg1, %arg2, %arg2 : tensor<i1>, tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.select %arg0, %arg3, %arg3 : tensor<2xi1>, tensor<2xcomplex<f32>>
  %2 = stablehlo.select %arg0, %arg3, %arg3 : tensor<2xi1>, tensor<2xcomplex<f32>>
  // CHECK-NEXT: %3 = stablehlo.select %arg0, %arg2, %arg4 : (tensor<2xi1>, tensor<2xi32>, tensor<?xi32>) -> tensor<2xi32>
  %3 = stablehlo.select %arg0, %arg2, %arg4 : (tensor<2xi1>, tensor<2xi32>, tensor<?xi32>) -> tensor<2xi32>
  // CHECK-NEXT: %4 = stablehlo.select %arg0, %arg4, %arg4 : (tensor<2xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<2xi32>
  %4 = stablehlo.select %arg0, %arg4, %arg4 : (tensor<2xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<2xi32>
  // CHECK-NEXT: %5 = stablehlo.select %arg1, %arg5, %arg5 : tensor<i1>, tensor<2x3xf8E4M3FN>
  %5 = stablehlo.select %arg1, %arg5, %arg5 : tensor<i1>, tensor<2x3xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.select %arg0, %arg0, %arg0 : tensor<2xi1>, tensor<2xi1>
  %6 = stablehlo.select %arg0, %arg0, %arg0 : tensor<2xi1>, tensor<2xi1>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @clamp
func.func @clamp(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>, %arg4: tensor<?xf32>, %arg5: tensor<2xui8>) {
  // CHECK-NEXT: %0 = stablehlo.clamp %arg0, %arg1, %arg0 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.clamp %arg0, %arg1, %arg0 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.clamp %arg1, %arg1, %arg1 : tensor<4xf32>
  %1 = stablehlo.clamp %arg1, %arg1, %arg1 : tensor<4xf32>
  // CHECK-NEXT: %2 = stablehlo.clamp %arg3, %arg2, %arg2 : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = stablehlo.clamp %arg3, %arg2, %arg2 : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  // CHECK-NEXT: %3 = stablehlo.clamp %arg2, %arg2, %arg3 : (tensor<2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %3 = stablehlo.clamp %arg2, %arg2, %arg3 : (tensor<2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  // CHECK-NEXT: %4 = stablehlo.clamp %arg0, %arg4, %arg0 : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  %4 = stablehlo.clamp %arg0, %arg4, %arg0 : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  // CHECK-NEXT: %5 = stablehlo.clamp %arg1, %arg1, %arg1 : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %5 = stablehlo.clamp %arg1, %arg1, %arg1 : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  // CHECK-NEXT: %6 = stablehlo.clamp %arg5, %arg5, %arg5 : tensor<2xui8>
  %6 = stablehlo.clamp %arg5, %arg5, %arg5 : tensor<2xui8>
  // CHECK-NEXT: %7 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<f32>
  %7 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<f32>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @convert
func.func @convert(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<2xi1>, %arg4: tensor<?xui8>) {
  // CHECK-NEXT: %0 = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xf32>
  %0 = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.convert %arg1 : (tensor<2xf32>) -> tensor<2xbf16>
  %1 = stablehlo.convert %arg1 : (tensor<2xf32>) -> tensor<2xbf16>
  // CHECK-NEXT: %2 = stablehlo.convert %arg1 : (tensor<2xf32>) -> tensor<2xf8E4M3FN>
  %2 = stablehlo.convert %arg1 : (tensor<2xf32>) -> tensor<2xf8E4M3FN>
  // CHECK-NEXT: %3 = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xcomplex<f32>>
  %3 = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xcomplex<f32>>
  // CHECK-NEXT: %4 = stablehlo.convert %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  %4 = stablehlo.convert %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  // CHECK-NEXT: %5 = stablehlo.convert %arg3 : (tensor<2xi1>) -> tensor<2xui32>
  %5 = stablehlo.convert %arg3 : (tensor<2xi1>) -> tensor<2xui32>
  // CHECK-NEXT: %6 = stablehlo.convert %arg1 : tensor<2xf32>
  %6 = stablehlo.convert %arg1 : tensor<2xf32>
  // CHECK-NEXT: %7 = stablehlo.convert %arg4 : (tensor<?xui8>) -> tensor<?xi64>
  %7 = stablehlo.convert %arg4 : (tensor<?xui8>) -> tensor<?xi64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @bitcast_convert
func.func @bitcast_convert(%arg0: tensor<2xf32>, %arg1: tensor<2x4xi8>, %arg2: tensor<3xui64>, %arg3: tensor<2xcomplex<f32>>, %arg4: tensor<?x2xi16>) {
  // CHECK-NEXT: %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>
  %2 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>
  // CHECK-NEXT: %3 = stablehlo.bitcast_convert %arg1 : (tensor<2x4xi8>) -> tensor<2xf32>
  %3 = stablehlo.bitcast_convert %arg1 : (tensor<2x4xi8>) -> tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg2 : (tensor<3xui64>) -> tensor<3x4xbf16>
  %4 = stablehlo.bitcast_convert %arg2 : (tensor<3xui64>) -> tensor<3x4xbf16>
  // CHECK-NEXT: %5 = stablehlo.bitcast_convert %arg3 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %5 = stablehlo.bitcast_convert %arg3 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  // CHECK-NEXT: %6 = stablehlo.bitcast_convert %arg4 : (tensor<?x2xi16>) -> tensor<?xui32>
  %6 = stablehlo.bitcast_convert %arg4 : (tensor<?x2xi16>) -> tensor<?xui32>
  // CHECK-NEXT: %7 = stablehlo.bitcast_convert %arg2 : (tensor<3xui64>) -> tensor<3x8xf8E4M3FN>
  %7 = stablehlo.bitcast_convert %arg2 : (tensor<3xui64>) -> tensor<3x8xf8E4M3FN>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @reduce_precision
func.func @reduce_precision(%arg0: tensor<6xf32>, %arg1: tensor<2xbf16>, %arg2: tensor<?xf64>) {
  // CHECK-NEXT: %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf32>
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf32>
  // CHECK-NEXT: %1 = stablehlo.reduce_precision %arg0, format = e8m0 : tensor<6xf32>
  %1 = stablehlo.reduce_precision %arg0, format = e8m0 : tensor<6xf32>
  // CHECK-NEXT: %2 = stablehlo.reduce_precision %arg1, format = e8m7 : tensor<2xbf16>
  %2 = stablehlo.reduce_precision %arg1, format = e8m7 : tensor<2xbf16>
  // CHECK-NEXT: %3 = stablehlo.reduce_precision %arg2, format = e11m52 : tensor<?xf64>
  %3 = stablehlo.reduce_precision %arg2, format = e11m52 : tensor<?xf64>
  // CHECK-NEXT: %4 = stablehlo.reduce_precision %arg0, format = e4m3 : (tensor<6xf32>) -> tensor<?xf32>
  %4 = stablehlo.reduce_precision %arg0, format = e4m3 : (tensor<6xf32>) -> tensor<?xf32>
  // CHECK-NEXT: %5 = stablehlo.reduce_precision %arg0, format = e5m2 {kiln.tag = 1 : i32} : tensor<6xf32>
  %5 = stablehlo.reduce_precision %arg0, format = e5m2 {kiln.tag = 1 : i32} : tensor<6xf32>
  // CHECK-NEXT: return
  return
}
