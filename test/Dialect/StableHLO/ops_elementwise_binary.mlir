// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

// Binary elementwise ops in the form StableHLO prints them.

// CHECK-LABEL: func.func @add
func.func @add(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2xf32>, %arg4: tensor<2xbf16>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.add %arg1, %arg1 : tensor<2xi32>
  %1 = stablehlo.add %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.add %arg2, %arg2 : tensor<2x3xui32>
  %2 = stablehlo.add %arg2, %arg2 : tensor<2x3xui32>
  // CHECK-NEXT: %3 = stablehlo.add %arg3, %arg3 : tensor<2xf32>
  %3 = stablehlo.add %arg3, %arg3 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.add %arg4, %arg4 : tensor<2xbf16>
  %4 = stablehlo.add %arg4, %arg4 : tensor<2xbf16>
  // CHECK-NEXT: %5 = stablehlo.add %arg5, %arg5 : tensor<2xf8E4M3FN>
  %5 = stablehlo.add %arg5, %arg5 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.add %arg6, %arg6 : tensor<2xcomplex<f32>>
  %6 = stablehlo.add %arg6, %arg6 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @multiply
func.func @multiply(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2xf32>, %arg4: tensor<2xbf16>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.multiply %arg1, %arg1 : tensor<2xi32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xui32>
  %2 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xui32>
  // CHECK-NEXT: %3 = stablehlo.multiply %arg3, %arg3 : tensor<2xf32>
  %3 = stablehlo.multiply %arg3, %arg3 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.multiply %arg4, %arg4 : tensor<2xbf16>
  %4 = stablehlo.multiply %arg4, %arg4 : tensor<2xbf16>
  // CHECK-NEXT: %5 = stablehlo.multiply %arg5, %arg5 : tensor<2xf8E4M3FN>
  %5 = stablehlo.multiply %arg5, %arg5 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.multiply %arg6, %arg6 : tensor<2xcomplex<f32>>
  %6 = stablehlo.multiply %arg6, %arg6 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @maximum
func.func @maximum(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2xf32>, %arg4: tensor<2xbf16>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.maximum %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.maximum %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.maximum %arg1, %arg1 : tensor<2xi32>
  %1 = stablehlo.maximum %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.maximum %arg2, %arg2 : tensor<2x3xui32>
  %2 = stablehlo.maximum %arg2, %arg2 : tensor<2x3xui32>
  // CHECK-NEXT: %3 = stablehlo.maximum %arg3, %arg3 : tensor<2xf32>
  %3 = stablehlo.maximum %arg3, %arg3 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.maximum %arg4, %arg4 : tensor<2xbf16>
  %4 = stablehlo.maximum %arg4, %arg4 : tensor<2xbf16>
  // CHECK-NEXT: %5 = stablehlo.maximum %arg5, %arg5 : tensor<2xf8E4M3FN>
  %5 = stablehlo.maximum %arg5, %arg5 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.maximum %arg6, %arg6 : tensor<2xcomplex<f32>>
  %6 = stablehlo.maximum %arg6, %arg6 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @minimum
func.func @minimum(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2xf32>, %arg4: tensor<2xbf16>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.minimum %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.minimum %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.minimum %arg1, %arg1 : tensor<2xi32>
  %1 = stablehlo.minimum %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.minimum %arg2, %arg2 : tensor<2x3xui32>
  %2 = stablehlo.minimum %arg2, %arg2 : tensor<2x3xui32>
  // CHECK-NEXT: %3 = stablehlo.minimum %arg3, %arg3 : tensor<2xf32>
  %3 = stablehlo.minimum %arg3, %arg3 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.minimum %arg4, %arg4 : tensor<2xbf16>
  %4 = stablehlo.minimum %arg4, %arg4 : tensor<2xbf16>
  // CHECK-NEXT: %5 = stablehlo.minimum %arg5, %arg5 : tensor<2xf8E4M3FN>
  %5 = stablehlo.minimum %arg5, %arg5 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.minimum %arg6, %arg6 : tensor<2xcomplex<f32>>
  %6 = stablehlo.minimum %arg6, %arg6 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @and
func.func @and(%arg0: tensor<2xi1>, %arg1: tensor<2xi8>, %arg2: tensor<2x2xi32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui64>) {
  // CHECK-NEXT: %0 = stablehlo.and %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.and %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.and %arg1, %arg1 : tensor<2xi8>
  %1 = stablehlo.and %arg1, %arg1 : tensor<2xi8>
  // CHECK-NEXT: %2 = stablehlo.and %arg2, %arg2 : tensor<2x2xi32>
  %2 = stablehlo.and %arg2, %arg2 : tensor<2x2xi32>
  // CHECK-NEXT: %3 = stablehlo.and %arg3, %arg3 : tensor<2xui32>
  %3 = stablehlo.and %arg3, %arg3 : tensor<2xui32>
  // CHECK-NEXT: %4 = stablehlo.and %arg4, %arg4 : tensor<2xui64>
  %4 = stablehlo.and %arg4, %arg4 : tensor<2xui64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @or
func.func @or(%arg0: tensor<2xi1>, %arg1: tensor<2xi8>, %arg2: tensor<2x2xi32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui64>) {
  // CHECK-NEXT: %0 = stablehlo.or %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.or %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.or %arg1, %arg1 : tensor<2xi8>
  %1 = stablehlo.or %arg1, %arg1 : tensor<2xi8>
  // CHECK-NEXT: %2 = stablehlo.or %arg2, %arg2 : tensor<2x2xi32>
  %2 = stablehlo.or %arg2, %arg2 : tensor<2x2xi32>
  // CHECK-NEXT: %3 = stablehlo.or %arg3, %arg3 : tensor<2xui32>
  %3 = stablehlo.or %arg3, %arg3 : tensor<2xui32>
  // CHECK-NEXT: %4 = stablehlo.or %arg4, %arg4 : tensor<2xui64>
  %4 = stablehlo.or %arg4, %arg4 : tensor<2xui64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @xor
func.func @xor(%arg0: tensor<2xi1>, %arg1: tensor<2xi8>, %arg2: tensor<2x2xi32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui64>) {
  // CHECK-NEXT: %0 = stablehlo.xor %arg0, %arg0 : tensor<2xi1>
  %0 = stablehlo.xor %arg0, %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.xor %arg1, %arg1 : tensor<2xi8>
  %1 = stablehlo.xor %arg1, %arg1 : tensor<2xi8>
  // CHECK-NEXT: %2 = stablehlo.xor %arg2, %arg2 : tensor<2x2xi32>
  %2 = stablehlo.xor %arg2, %arg2 : tensor<2x2xi32>
  // CHECK-NEXT: %3 = stablehlo.xor %arg3, %arg3 : tensor<2xui32>
  %3 = stablehlo.xor %arg3, %arg3 : tensor<2xui32>
  // CHECK-NEXT: %4 = stablehlo.xor %arg4, %arg4 : tensor<2xui64>
  %4 = stablehlo.xor %arg4, %arg4 : tensor<2xui64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @shift_left
func.func @shift_left(%arg0: tensor<3xi8>, %arg1: tensor<3xi32>, %arg2: tensor<3xi64>, %arg3: tensor<3xui32>, %arg4: tensor<3xui16>) {
  // CHECK-NEXT: %0 = stablehlo.shift_left %arg0, %arg0 : tensor<3xi8>
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<3xi8>
  // CHECK-NEXT: %1 = stablehlo.shift_left %arg1, %arg1 : tensor<3xi32>
  %1 = stablehlo.shift_left %arg1, %arg1 : tensor<3xi32>
  // CHECK-NEXT: %2 = stablehlo.shift_left %arg2, %arg2 : tensor<3xi64>
  %2 = stablehlo.shift_left %arg2, %arg2 : tensor<3xi64>
  // CHECK-NEXT: %3 = stablehlo.shift_left %arg3, %arg3 : tensor<3xui32>
  %3 = stablehlo.shift_left %arg3, %arg3 : tensor<3xui32>
  // CHECK-NEXT: %4 = stablehlo.shift_left %arg4, %arg4 : tensor<3xui16>
  %4 = stablehlo.shift_left %arg4, %arg4 : tensor<3xui16>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @shift_right_arithmetic
func.func @shift_right_arithmetic(%arg0: tensor<3xi8>, %arg1: tensor<3xi32>, %arg2: tensor<3xi64>, %arg3: tensor<3xui32>, %arg4: tensor<3xui16>) {
  // CHECK-NEXT: %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<3xi8>
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<3xi8>
  // CHECK-NEXT: %1 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<3xi32>
  %1 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<3xi32>
  // CHECK-NEXT: %2 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<3xi64>
  %2 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<3xi64>
  // CHECK-NEXT: %3 = stablehlo.shift_right_arithmetic %arg3, %arg3 : tensor<3xui32>
  %3 = stablehlo.shift_right_arithmetic %arg3, %arg3 : tensor<3xui32>
  // CHECK-NEXT: %4 = stablehlo.shift_right_arithmetic %arg4, %arg4 : tensor<3xui16>
  %4 = stablehlo.shift_right_arithmetic %arg4, %arg4 : tensor<3xui16>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @shift_right_logical
func.func @shift_right_logical(%arg0: tensor<3xi8>, %arg1: tensor<3xi32>, %arg2: tensor<3xi64>, %arg3: tensor<3xui32>, %arg4: tensor<3xui16>) {
  // CHECK-NEXT: %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<3xi8>
  %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<3xi8>
  // CHECK-NEXT: %1 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<3xi32>
  %1 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<3xi32>
  // CHECK-NEXT: %2 = stablehlo.shift_right_logical %arg2, %arg2 : tensor<3xi64>
  %2 = stablehlo.shift_right_logical %arg2, %arg2 : tensor<3xi64>
  // CHECK-NEXT: %3 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<3xui32>
  %3 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<3xui32>
  // CHECK-NEXT: %4 = stablehlo.shift_right_logical %arg4, %arg4 : tensor<3xui16>
  %4 = stablehlo.shift_right_logical %arg4, %arg4 : tensor<3xui16>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @divide
func.func @divide(%arg0: tensor<4xi32>, %arg1: tensor<4xui32>, %arg2: tensor<4xf32>, %arg3: tensor<4xbf16>, %arg4: tensor<4xf8E4M3FN>, %arg5: tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.divide %arg0, %arg0 : tensor<4xi32>
  %0 = stablehlo.divide %arg0, %arg0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.divide %arg1, %arg1 : tensor<4xui32>
  %1 = stablehlo.divide %arg1, %arg1 : tensor<4xui32>
  // CHECK-NEXT: %2 = stablehlo.divide %arg2, %arg2 : tensor<4xf32>
  %2 = stablehlo.divide %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.divide %arg3, %arg3 : tensor<4xbf16>
  %3 = stablehlo.divide %arg3, %arg3 : tensor<4xbf16>
  // CHECK-NEXT: %4 = stablehlo.divide %arg4, %arg4 : tensor<4xf8E4M3FN>
  %4 = stablehlo.divide %arg4, %arg4 : tensor<4xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.divide %arg5, %arg5 : tensor<4xcomplex<f64>>
  %5 = stablehlo.divide %arg5, %arg5 : tensor<4xcomplex<f64>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @power
func.func @power(%arg0: tensor<4xi32>, %arg1: tensor<4xui32>, %arg2: tensor<4xf32>, %arg3: tensor<4xbf16>, %arg4: tensor<4xf8E4M3FN>, %arg5: tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.power %arg0, %arg0 : tensor<4xi32>
  %0 = stablehlo.power %arg0, %arg0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.power %arg1, %arg1 : tensor<4xui32>
  %1 = stablehlo.power %arg1, %arg1 : tensor<4xui32>
  // CHECK-NEXT: %2 = stablehlo.power %arg2, %arg2 : tensor<4xf32>
  %2 = stablehlo.power %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.power %arg3, %arg3 : tensor<4xbf16>
  %3 = stablehlo.power %arg3, %arg3 : tensor<4xbf16>
  // CHECK-NEXT: %4 = stablehlo.power %arg4, %arg4 : tensor<4xf8E4M3FN>
  %4 = stablehlo.power %arg4, %arg4 : tensor<4xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.power %arg5, %arg5 : tensor<4xcomplex<f64>>
  %5 = stablehlo.power %arg5, %arg5 : tensor<4xcomplex<f64>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @remainder
func.func @remainder(%arg0: tensor<4xi32>, %arg1: tensor<4xui32>, %arg2: tensor<4xf32>, %arg3: tensor<4xbf16>, %arg4: tensor<4xf8E4M3FN>, %arg5: tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.remainder %arg0, %arg0 : tensor<4xi32>
  %0 = stablehlo.remainder %arg0, %arg0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.remainder %arg1, %arg1 : tensor<4xui32>
  %1 = stablehlo.remainder %arg1, %arg1 : tensor<4xui32>
  // CHECK-NEXT: %2 = stablehlo.remainder %arg2, %arg2 : tensor<4xf32>
  %2 = stablehlo.remainder %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.remainder %arg3, %arg3 : tensor<4xbf16>
  %3 = stablehlo.remainder %arg3, %arg3 : tensor<4xbf16>
  // CHECK-NEXT: %4 = stablehlo.remainder %arg4, %arg4 : tensor<4xf8E4M3FN>
  %4 = stablehlo.remainder %arg4, %arg4 : tensor<4xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.remainder %arg5, %arg5 : tensor<4xcomplex<f64>>
  %5 = stablehlo.remainder %arg5, %arg5 : tensor<4xcomplex<f64>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @subtract
func.func @subtract(%arg0: tensor<4xi32>, %arg1: tensor<4xui32>, %arg2: tensor<4xf32>, %arg3: tensor<4xbf16>, %arg4: tensor<4xf8E4M3FN>, %arg5: tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.subtract %arg0, %arg0 : tensor<4xi32>
  %0 = stablehlo.subtract %arg0, %arg0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.subtract %arg1, %arg1 : tensor<4xui32>
  %1 = stablehlo.subtract %arg1, %arg1 : tensor<4xui32>
  // CHECK-NEXT: %2 = stablehlo.subtract %arg2, %arg2 : tensor<4xf32>
  %2 = stablehlo.subtract %arg2, %arg2 : tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.subtract %arg3, %arg3 : tensor<4xbf16>
  %3 = stablehlo.subtract %arg3, %arg3 : tensor<4xbf16>
  // CHECK-NEXT: %4 = stablehlo.subtract %arg4, %arg4 : tensor<4xf8E4M3FN>
  %4 = stablehlo.subtract %arg4, %arg4 : tensor<4xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.subtract %arg5, %arg5 : tensor<4xcomplex<f64>>
  %5 = stablehlo.subtract %arg5, %arg5 : tensor<4xcomplex<f64>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @atan2
func.func @atan2(%arg0: tensor<3xf32>, %arg1: tensor<3xf64>, %arg2: tensor<3xbf16>, %arg3: tensor<3xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.atan2 %arg0, %arg0 : tensor<3xf32>
  %0 = stablehlo.atan2 %arg0, %arg0 : tensor<3xf32>
  // CHECK-NEXT: %1 = stablehlo.atan2 %arg1, %arg1 : tensor<3xf64>
  %1 = stablehlo.atan2 %arg1, %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.atan2 %arg2, %arg2 : tensor<3xbf16>
  %2 = stablehlo.atan2 %arg2, %arg2 : tensor<3xbf16>
  // CHECK-NEXT: %3 = stablehlo.atan2 %arg3, %arg3 : tensor<3xcomplex<f32>>
  %3 = stablehlo.atan2 %arg3, %arg3 : tensor<3xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @complex
func.func @complex(%arg0: tensor<2xf32>, %arg1: tensor<2x3xf64>, %arg2: tensor<?xf32>, %arg3: tensor<2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
  %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.complex %arg1, %arg1 : tensor<2x3xcomplex<f64>>
  %1 = stablehlo.complex %arg1, %arg1 : tensor<2x3xcomplex<f64>>
  // CHECK-NEXT: %2 = stablehlo.complex %arg2, %arg3 : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xcomplex<f32>>
  %2 = stablehlo.complex %arg2, %arg3 : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xcomplex<f32>>
  // CHECK-NEXT: %3 = stablehlo.complex %arg2, %arg2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<2xcomplex<f32>>
  %3 = stablehlo.complex %arg2, %arg2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<2xcomplex<f32>>
  // CHECK-NEXT: %4 = stablehlo.complex %arg2, %arg2 : tensor<?xcomplex<f32>>
  %4 = stablehlo.complex %arg2, %arg2 : tensor<?xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @mixed_shapes
func.func @mixed_shapes(%arg0: tensor<2xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x2xi32, #stablehlo.bounds<3, ?>>, %arg3: tensor<3x2xi32>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<?xf32>) -> tensor<?xf32>
  %0 = stablehlo.add %arg0, %arg1 : (tensor<2xf32>, tensor<?xf32>) -> tensor<?xf32>
  // CHECK-NEXT: %1 = stablehlo.subtract %arg1, %arg0 : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.subtract %arg1, %arg0 : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.multiply %arg1, %arg1 : tensor<?xf32>
  %2 = stablehlo.multiply %arg1, %arg1 : tensor<?xf32>
  // CHECK-NEXT: %3 = stablehlo.and %arg2, %arg3 : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>, tensor<3x2xi32>) -> tensor<3x2xi32>
  %3 = stablehlo.and %arg2, %arg3 : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>, tensor<3x2xi32>) -> tensor<3x2xi32>
  // CHECK-NEXT: %4 = stablehlo.shift_left %arg2, %arg2 : tensor<?x2xi32, #stablehlo.bounds<3, ?>>
  %4 = stablehlo.shift_left %arg2, %arg2 : tensor<?x2xi32, #stablehlo.bounds<3, ?>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @scalars_and_attrs
func.func @scalars_and_attrs(%arg0: tensor<f32>, %arg1: tensor<i64>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
  %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
  // CHECK-NEXT: %1 = stablehlo.remainder %arg1, %arg1 {kiln.tag = "x"} : tensor<i64>
  %1 = stablehlo.remainder %arg1, %arg1 {kiln.tag = "x"} : tensor<i64>
  // CHECK-NEXT: return
  return
}
