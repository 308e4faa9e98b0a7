// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dot_general_batch_matmul
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5xf32>
func.func @dot_general_batch_matmul(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_matmul
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @dot_general_matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_highest_f64
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf64>
// CHECK-NEXT: return %0 : tensor<2x3x5xf64>
func.func @dot_general_highest_f64(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf64> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf64>
  return %0 : tensor<2x3x5xf64>
}

// -----

// CHECK-LABEL: func.func @dot_general_mixed_precision
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGH, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %1 : tensor<2x3x5xf32>
func.func @dot_general_mixed_precision(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGH, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %1 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_no_precision
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %1 : tensor<3x5xf32>
func.func @dot_general_no_precision(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %1 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_algorithm_tf32
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5xf32>
func.func @dot_general_algorithm_tf32(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_algorithm_bf16_x3
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5xf32>
func.func @dot_general_algorithm_bf16_x3(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_algorithm_f16
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf16>, tensor<2x4x5xf16>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5xf32>
func.func @dot_general_algorithm_f16(%arg0: tensor<2x3x4xf16>, %arg1: tensor<2x4x5xf16>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf16>, tensor<2x4x5xf16>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_algorithm_only
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E5M2, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3x4xf8E5M2>, tensor<4x5xf8E5M2>) -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @dot_general_algorithm_only(%arg0: tensor<3x4xf8E5M2>, %arg1: tensor<4x5xf8E5M2>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E5M2, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3x4xf8E5M2>, tensor<4x5xf8E5M2>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_outer_product
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x4x4x5xf32>
// CHECK-NEXT: return %0 : tensor<3x4x4x5xf32>
func.func @dot_general_outer_product(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x4x4x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x4x4x5xf32>
  return %0 : tensor<3x4x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_batch_only
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x4x5xf32>
func.func @dot_general_batch_only(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>) -> tensor<2x3x4x4x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x4x5xf32>
  return %0 : tensor<2x3x4x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_multi_dims
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [2, 4], contracting_dims = [3, 4] x [1, 0] : (tensor<2x7x3x4x6xi32>, tensor<6x4x2x5x7xi32>) -> tensor<2x7x3x5xi32>
// CHECK-NEXT: return %0 : tensor<2x7x3x5xi32>
func.func @dot_general_multi_dims(%arg0: tensor<2x7x3x4x6xi32>, %arg1: tensor<6x4x2x5x7xi32>) -> tensor<2x7x3x5xi32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [2, 4], contracting_dims = [3, 4] x [1, 0] : (tensor<2x7x3x4x6xi32>, tensor<6x4x2x5x7xi32>) -> tensor<2x7x3x5xi32>
  return %0 : tensor<2x7x3x5xi32>
}

// -----

// CHECK-LABEL: func.func @dot_general_dynamic
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: return %0 : tensor<?x?xf32>
func.func @dot_general_dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<3x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_bounded
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<4x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<8, ?>>
// CHECK-NEXT: return %0 : tensor<?x5xf32, #stablehlo.bounds<8, ?>>
func.func @dot_general_bounded(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %arg1: tensor<4x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<8, ?>> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<4x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x5xf32, #stablehlo.bounds<8, ?>>
}

// -----

// CHECK-LABEL: func.func @dot_general_discardable_attr
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {a = "b"}} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @dot_general_discardable_attr(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {a = "b"}} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_legacy
// CHECK-NEXT: %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %1 = stablehlo.dot %arg0, %arg1, precision = [HIGH, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %2 = stablehlo.dot %arg0, %arg2 : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
// CHECK-NEXT: %3 = stablehlo.dot %arg2, %arg2, precision = [HIGHEST, HIGHEST] {foo = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
// CHECK-NEXT: %4 = stablehlo.dot %arg0, %arg1, precision = [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %3 : tensor<f32>
func.func @dot_legacy(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<4xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.dot %arg0, %arg1, precision = [HIGH, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.dot %arg0, %arg2 : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  %3 = stablehlo.dot %arg2, %arg2, precision = [HIGHEST, HIGHEST] {foo = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  %4 = stablehlo.dot %arg0, %arg1, precision = [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %3 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @einsum
// CHECK-NEXT: %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %1 = stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<3x4xf32>) -> tensor<3xf32>
// CHECK-NEXT: %2 = stablehlo.einsum %arg0, %arg1, config = "...b,bc->...c" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %1 : tensor<3xf32>
func.func @einsum(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<3x4xf32>) -> tensor<3xf32>
  %2 = stablehlo.einsum %arg0, %arg1, config = "...b,bc->...c" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %1 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_mixed_fp8
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf8E4M3FN>, tensor<4x5xf8E5M2>) -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @dot_general_mixed_fp8(%arg0: tensor<3x4xf8E4M3FN>, %arg1: tensor<4x5xf8E5M2>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf8E4M3FN>, tensor<4x5xf8E5M2>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_quantized
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, tensor<3x4x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<2x4x!quant.uniform<i32:f32, 2.000000e+00>>
// CHECK-NEXT: return %0 : tensor<2x4x!quant.uniform<i32:f32, 2.000000e+00>>
func.func @dot_general_quantized(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, %arg1: tensor<3x4x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<2x4x!quant.uniform<i32:f32, 2.000000e+00>> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, tensor<3x4x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<2x4x!quant.uniform<i32:f32, 2.000000e+00>>
  return %0 : tensor<2x4x!quant.uniform<i32:f32, 2.000000e+00>>
}

// -----

// CHECK-LABEL: func.func @dot_general_quantized_per_axis
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {1.000000e-01,2.000000e-01}>>
// CHECK-NEXT: return %0 : tensor<2x2x!quant.uniform<i32:f32:1, {1.000000e-01,2.000000e-01}>>
func.func @dot_general_quantized_per_axis(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, %arg1: tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {1.000000e-01,2.000000e-01}>> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:5>>, tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {1.000000e-01,2.000000e-01}>>
  return %0 : tensor<2x2x!quant.uniform<i32:f32:1, {1.000000e-01,2.000000e-01}>>
}

// -----

// CHECK-LABEL: func.func @dot_general_hybrid
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2xf32>
// CHECK-NEXT: return %0 : tensor<2x2xf32>
func.func @dot_general_hybrid(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
