// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

// Unary elementwise ops in the form StableHLO prints them.

// CHECK-LABEL: func.func @cbrt
func.func @cbrt(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.cbrt %arg0 : tensor<2xf32>
  %0 = stablehlo.cbrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.cbrt %arg1 : tensor<3xf64>
  %1 = stablehlo.cbrt %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.cbrt %arg2 : tensor<4xbf16>
  %2 = stablehlo.cbrt %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.cbrt %arg3 : tensor<2x2xf16>
  %3 = stablehlo.cbrt %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.cbrt %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.cbrt %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.cbrt %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.cbrt %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @cosine
func.func @cosine(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.cosine %arg0 : tensor<2xf32>
  %0 = stablehlo.cosine %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.cosine %arg1 : tensor<3xf64>
  %1 = stablehlo.cosine %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.cosine %arg2 : tensor<4xbf16>
  %2 = stablehlo.cosine %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.cosine %arg3 : tensor<2x2xf16>
  %3 = stablehlo.cosine %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.cosine %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.cosine %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.cosine %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.cosine %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @exponential
func.func @exponential(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<2xf32>
  %0 = stablehlo.exponential %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.exponential %arg1 : tensor<3xf64>
  %1 = stablehlo.exponential %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.exponential %arg2 : tensor<4xbf16>
  %2 = stablehlo.exponential %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.exponential %arg3 : tensor<2x2xf16>
  %3 = stablehlo.exponential %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.exponential %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.exponential %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.exponential %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.exponential %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @exponential_minus_one
func.func @exponential_minus_one(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.exponential_minus_one %arg1 : tensor<3xf64>
  %1 = stablehlo.exponential_minus_one %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.exponential_minus_one %arg2 : tensor<4xbf16>
  %2 = stablehlo.exponential_minus_one %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.exponential_minus_one %arg3 : tensor<2x2xf16>
  %3 = stablehlo.exponential_minus_one %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.exponential_minus_one %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.exponential_minus_one %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.exponential_minus_one %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.exponential_minus_one %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @log
func.func @log(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.log %arg0 : tensor<2xf32>
  %0 = stablehlo.log %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.log %arg1 : tensor<3xf64>
  %1 = stablehlo.log %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.log %arg2 : tensor<4xbf16>
  %2 = stablehlo.log %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.log %arg3 : tensor<2x2xf16>
  %3 = stablehlo.log %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.log %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.log %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.log %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.log %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @log_plus_one
func.func @log_plus_one(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.log_plus_one %arg0 : tensor<2xf32>
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.log_plus_one %arg1 : tensor<3xf64>
  %1 = stablehlo.log_plus_one %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.log_plus_one %arg2 : tensor<4xbf16>
  %2 = stablehlo.log_plus_one %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.log_plus_one %arg3 : tensor<2x2xf16>
  %3 = stablehlo.log_plus_one %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.log_plus_one %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.log_plus_one %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.log_plus_one %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.log_plus_one %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @logistic
func.func @logistic(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.logistic %arg0 : tensor<2xf32>
  %0 = stablehlo.logistic %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.logistic %arg1 : tensor<3xf64>
  %1 = stablehlo.logistic %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.logistic %arg2 : tensor<4xbf16>
  %2 = stablehlo.logistic %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.logistic %arg3 : tensor<2x2xf16>
  %3 = stablehlo.logistic %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.logistic %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.logistic %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.logistic %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.logistic %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @rsqrt
func.func @rsqrt(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.rsqrt %arg0 : tensor<2xf32>
  %0 = stablehlo.rsqrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.rsqrt %arg1 : tensor<3xf64>
  %1 = stablehlo.rsqrt %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.rsqrt %arg2 : tensor<4xbf16>
  %2 = stablehlo.rsqrt %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.rsqrt %arg3 : tensor<2x2xf16>
  %3 = stablehlo.rsqrt %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.rsqrt %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.rsqrt %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.rsqrt %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.rsqrt %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @sine
func.func @sine(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.sine %arg0 : tensor<2xf32>
  %0 = stablehlo.sine %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.sine %arg1 : tensor<3xf64>
  %1 = stablehlo.sine %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.sine %arg2 : tensor<4xbf16>
  %2 = stablehlo.sine %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.sine %arg3 : tensor<2x2xf16>
  %3 = stablehlo.sine %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.sine %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.sine %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.sine %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.sine %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @sqrt
func.func @sqrt(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.sqrt %arg0 : tensor<2xf32>
  %0 = stablehlo.sqrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.sqrt %arg1 : tensor<3xf64>
  %1 = stablehlo.sqrt %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.sqrt %arg2 : tensor<4xbf16>
  %2 = stablehlo.sqrt %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.sqrt %arg3 : tensor<2x2xf16>
  %3 = stablehlo.sqrt %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.sqrt %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.sqrt %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.sqrt %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.sqrt %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @tan
func.func @tan(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.tan %arg0 : tensor<2xf32>
  %0 = stablehlo.tan %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.tan %arg1 : tensor<3xf64>
  %1 = stablehlo.tan %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.tan %arg2 : tensor<4xbf16>
  %2 = stablehlo.tan %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.tan %arg3 : tensor<2x2xf16>
  %3 = stablehlo.tan %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.tan %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.tan %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.tan %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.tan %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @tanh
func.func @tanh(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.tanh %arg0 : tensor<2xf32>
  %0 = stablehlo.tanh %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.tanh %arg1 : tensor<3xf64>
  %1 = stablehlo.tanh %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.tanh %arg2 : tensor<4xbf16>
  %2 = stablehlo.tanh %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.tanh %arg3 : tensor<2x2xf16>
  %3 = stablehlo.tanh %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.tanh %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.tanh %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %5 = stablehlo.tanh %arg5 : tensor<2xcomplex<f32>>
  %5 = stablehlo.tanh %arg5 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @ceil
func.func @ceil(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.ceil %arg0 : tensor<2xf32>
  %0 = stablehlo.ceil %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.ceil %arg1 : tensor<3xf64>
  %1 = stablehlo.ceil %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.ceil %arg2 : tensor<4xbf16>
  %2 = stablehlo.ceil %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.ceil %arg3 : tensor<2x2xf16>
  %3 = stablehlo.ceil %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.ceil %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.ceil %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @floor
func.func @floor(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.floor %arg0 : tensor<2xf32>
  %0 = stablehlo.floor %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.floor %arg1 : tensor<3xf64>
  %1 = stablehlo.floor %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.floor %arg2 : tensor<4xbf16>
  %2 = stablehlo.floor %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.floor %arg3 : tensor<2x2xf16>
  %3 = stablehlo.floor %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.floor %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.floor %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @round_nearest_afz
func.func @round_nearest_afz(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.round_nearest_afz %arg0 : tensor<2xf32>
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.round_nearest_afz %arg1 : tensor<3xf64>
  %1 = stablehlo.round_nearest_afz %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.round_nearest_afz %arg2 : tensor<4xbf16>
  %2 = stablehlo.round_nearest_afz %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.round_nearest_afz %arg3 : tensor<2x2xf16>
  %3 = stablehlo.round_nearest_afz %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.round_nearest_afz %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.round_nearest_afz %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @round_nearest_even
func.func @round_nearest_even(%arg0: tensor<2xf32>, %arg1: tensor<3xf64>, %arg2: tensor<4xbf16>, %arg3: tensor<2x2xf16>, %arg4: tensor<2xf8E4M3FN>) {
  // CHECK-NEXT: %0 = stablehlo.round_nearest_even %arg0 : tensor<2xf32>
  %0 = stablehlo.round_nearest_even %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.round_nearest_even %arg1 : tensor<3xf64>
  %1 = stablehlo.round_nearest_even %arg1 : tensor<3xf64>
  // CHECK-NEXT: %2 = stablehlo.round_nearest_even %arg2 : tensor<4xbf16>
  %2 = stablehlo.round_nearest_even %arg2 : tensor<4xbf16>
  // CHECK-NEXT: %3 = stablehlo.round_nearest_even %arg3 : tensor<2x2xf16>
  %3 = stablehlo.round_nearest_even %arg3 : tensor<2x2xf16>
  // CHECK-NEXT: %4 = stablehlo.round_nearest_even %arg4 : tensor<2xf8E4M3FN>
  %4 = stablehlo.round_nearest_even %arg4 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @count_leading_zeros
func.func @count_leading_zeros(%arg0: tensor<2xi8>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xi64>, %arg3: tensor<2xui32>, %arg4: tensor<2xui8>, %arg5: tensor<2xi4>) {
  // CHECK-NEXT: %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi8>
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2xi8>
  // CHECK-NEXT: %1 = stablehlo.count_leading_zeros %arg1 : tensor<2xi32>
  %1 = stablehlo.count_leading_zeros %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.count_leading_zeros %arg2 : tensor<2x3xi64>
  %2 = stablehlo.count_leading_zeros %arg2 : tensor<2x3xi64>
  // CHECK-NEXT: %3 = stablehlo.count_leading_zeros %arg3 : tensor<2xui32>
  %3 = stablehlo.count_leading_zeros %arg3 : tensor<2xui32>
  // CHECK-NEXT: %4 = stablehlo.count_leading_zeros %arg4 : tensor<2xui8>
  %4 = stablehlo.count_leading_zeros %arg4 : tensor<2xui8>
  // CHECK-NEXT: %5 = stablehlo.count_leading_zeros %arg5 : tensor<2xi4>
  %5 = stablehlo.count_leading_zeros %arg5 : tensor<2xi4>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @popcnt
func.func @popcnt(%arg0: tensor<2xi8>, %arg1: tensor<2xi32>, %arg2: tensor<2x3xi64>, %arg3: tensor<2xui32>, %arg4: tensor<2xui8>, %arg5: tensor<2xi4>) {
  // CHECK-NEXT: %0 = stablehlo.popcnt %arg0 : tensor<2xi8>
  %0 = stablehlo.popcnt %arg0 : tensor<2xi8>
  // CHECK-NEXT: %1 = stablehlo.popcnt %arg1 : tensor<2xi32>
  %1 = stablehlo.popcnt %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.popcnt %arg2 : tensor<2x3xi64>
  %2 = stablehlo.popcnt %arg2 : tensor<2x3xi64>
  // CHECK-NEXT: %3 = stablehlo.popcnt %arg3 : tensor<2xui32>
  %3 = stablehlo.popcnt %arg3 : tensor<2xui32>
  // CHECK-NEXT: %4 = stablehlo.popcnt %arg4 : tensor<2xui8>
  %4 = stablehlo.popcnt %arg4 : tensor<2xui8>
  // CHECK-NEXT: %5 = stablehlo.popcnt %arg5 : tensor<2xi4>
  %5 = stablehlo.popcnt %arg5 : tensor<2xi4>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @not
func.func @not(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xui32>, %arg3: tensor<3x2xi64>) {
  // CHECK-NEXT: %0 = stablehlo.not %arg0 : tensor<2xi1>
  %0 = stablehlo.not %arg0 : tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.not %arg1 : tensor<2xi32>
  %1 = stablehlo.not %arg1 : tensor<2xi32>
  // CHECK-NEXT: %2 = stablehlo.not %arg2 : tensor<2xui32>
  %2 = stablehlo.not %arg2 : tensor<2xui32>
  // CHECK-NEXT: %3 = stablehlo.not %arg3 : tensor<3x2xi64>
  %3 = stablehlo.not %arg3 : tensor<3x2xi64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @negate
func.func @negate(%arg0: tensor<2xi32>, %arg1: tensor<2xui32>, %arg2: tensor<2xf32>, %arg3: tensor<2xbf16>, %arg4: tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.negate %arg0 : tensor<2xi32>
  %0 = stablehlo.negate %arg0 : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.negate %arg1 : tensor<2xui32>
  %1 = stablehlo.negate %arg1 : tensor<2xui32>
  // CHECK-NEXT: %2 = stablehlo.negate %arg2 : tensor<2xf32>
  %2 = stablehlo.negate %arg2 : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.negate %arg3 : tensor<2xbf16>
  %3 = stablehlo.negate %arg3 : tensor<2xbf16>
  // CHECK-NEXT: %4 = stablehlo.negate %arg4 : tensor<2xcomplex<f64>>
  %4 = stablehlo.negate %arg4 : tensor<2xcomplex<f64>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @sign
func.func @sign(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf8E4M3FN>, %arg3: tensor<2xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.sign %arg0 : tensor<2xi32>
  %0 = stablehlo.sign %arg0 : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.sign %arg1 : tensor<2xf32>
  %1 = stablehlo.sign %arg1 : tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.sign %arg2 : tensor<2xf8E4M3FN>
  %2 = stablehlo.sign %arg2 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %3 = stablehlo.sign %arg3 : tensor<2xcomplex<f32>>
  %3 = stablehlo.sign %arg3 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @abs
func.func @abs(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>, %arg2: tensor<2xbf16>, %arg3: tensor<2xcomplex<f32>>, %arg4: tensor<2x3xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<2xi32>
  %0 = stablehlo.abs %arg0 : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.abs %arg1 : tensor<2xf32>
  %1 = stablehlo.abs %arg1 : tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.abs %arg2 : tensor<2xbf16>
  %2 = stablehlo.abs %arg2 : tensor<2xbf16>
  // CHECK-NEXT: %3 = stablehlo.abs %arg3 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.abs %arg3 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.abs %arg4 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  %4 = stablehlo.abs %arg4 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @real
func.func @real(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f64>>, %arg2: tensor<2xf32>, %arg3: tensor<2xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.real %arg1 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  %1 = stablehlo.real %arg1 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  // CHECK-NEXT: %2 = stablehlo.real %arg2 : tensor<2xf32>
  %2 = stablehlo.real %arg2 : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.real %arg3 : tensor<2xbf16>
  %3 = stablehlo.real %arg3 : tensor<2xbf16>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @imag
func.func @imag(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f64>>, %arg2: tensor<2xf32>, %arg3: tensor<2xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.imag %arg1 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  %1 = stablehlo.imag %arg1 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  // CHECK-NEXT: %2 = stablehlo.imag %arg2 : tensor<2xf32>
  %2 = stablehlo.imag %arg2 : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.imag %arg3 : tensor<2xbf16>
  %3 = stablehlo.imag %arg3 : tensor<2xbf16>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @is_finite
func.func @is_finite(%arg0: tensor<2xf32>, %arg1: tensor<7xf64>, %arg2: tensor<f8E4M3FN>, %arg3: tensor<?xbf16>) {
  // CHECK-NEXT: %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi1>
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %1 = stablehlo.is_finite %arg1 : (tensor<7xf64>) -> tensor<7xi1>
  %1 = stablehlo.is_finite %arg1 : (tensor<7xf64>) -> tensor<7xi1>
  // CHECK-NEXT: %2 = stablehlo.is_finite %arg2 : (tensor<f8E4M3FN>) -> tensor<i1>
  %2 = stablehlo.is_finite %arg2 : (tensor<f8E4M3FN>) -> tensor<i1>
  // CHECK-NEXT: %3 = stablehlo.is_finite %arg3 : (tensor<?xbf16>) -> tensor<?xi1>
  %3 = stablehlo.is_finite %arg3 : (tensor<?xbf16>) -> tensor<?xi1>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @result_accuracy
func.func @result_accuracy(%arg0: tensor<2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %1 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %2 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %3 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %4 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %5 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %5 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %6 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %6 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %7 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %7 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %8 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %8 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %9 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %9 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %10 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %10 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %11 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %11 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @result_accuracy_with_other_attrs
func.func @result_accuracy_with_other_attrs(%arg0: tensor<2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.exponential %arg0 {kiln.tag = 1 : i32, result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %0 = stablehlo.exponential %arg0 {kiln.tag = 1 : i32, result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.exponential %arg0 {kiln.tag = 1 : i32} : tensor<2xf32>
  %1 = stablehlo.exponential %arg0 {kiln.tag = 1 : i32} : tensor<2xf32>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func.func @dynamic_shapes
func.func @dynamic_shapes(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<4, ?>>) {
  // CHECK-NEXT: %0 = stablehlo.tanh %arg0 : tensor<?xf32>
  %0 = stablehlo.tanh %arg0 : tensor<?xf32>
  // CHECK-NEXT: %1 = stablehlo.tanh %arg1 : (tensor<2xf32>) -> tensor<?xf32>
  %1 = stablehlo.tanh %arg1 : (tensor<2xf32>) -> tensor<?xf32>
  // CHECK-NEXT: %2 = stablehlo.negate %arg2 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  %2 = stablehlo.negate %arg2 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  // CHECK-NEXT: %3 = stablehlo.sqrt %arg2 : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<3x3xf32>
  %3 = stablehlo.sqrt %arg2 : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<3x3xf32>
  // CHECK-NEXT: %4 = stablehlo.abs %arg0 : tensor<?xf32>
  %4 = stablehlo.abs %arg0 : tensor<?xf32>
  // CHECK-NEXT: return
  return
}

// -----

// A result_accuracy equal to the default (DEFAULT mode, no tolerances) is not
// printed.
// CHECK-LABEL: func.func @result_accuracy_default
func.func @result_accuracy_default(%arg0: tensor<2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<2xf32>
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.sqrt %arg0 : tensor<2xf32>
  %1 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2xf32>
  // CHECK-NEXT: return
  return
}
