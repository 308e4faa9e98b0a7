// RUN: kiln-opt %s --split-input-file -kiln-split-f16-products | FileCheck %s

// A 512 x 512 f16 product: each operand splits into bf16 parts along its
// contracting dimension, the lhs as [hi, hi', lo, lo] and the rhs as
// [hi, lo, hi', lo] (hi' and lo zero where the value is not finite), one
// bf16 product into f32 over 4 x 384 values, and one rounding to f16.
// CHECK-LABEL: func.func @square
// CHECK-DAG:   %[[AHI:.*]] = stablehlo.convert %arg0 : (tensor<512x384xf16>) -> tensor<512x384xbf16>
// CHECK-DAG:   %[[AFIN:.*]] = stablehlo.is_finite %arg0
// CHECK:       %[[LHS:.*]] = stablehlo.concatenate %[[AHI]], %{{.*}}, %{{.*}}, %{{.*}}, dim = 1 : (tensor<512x384xbf16>, tensor<512x384xbf16>, tensor<512x384xbf16>, tensor<512x384xbf16>) -> tensor<512x1536xbf16>
// CHECK:       %[[RHS:.*]] = stablehlo.concatenate %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, dim = 0 : (tensor<384x512xbf16>, tensor<384x512xbf16>, tensor<384x512xbf16>, tensor<384x512xbf16>) -> tensor<1536x512xbf16>
// CHECK:       %[[SUM:.*]] = stablehlo.dot_general %[[LHS]], %[[RHS]], contracting_dims = [1] x [0] : (tensor<512x1536xbf16>, tensor<1536x512xbf16>) -> tensor<512x512xf32>
// CHECK:       %[[R:.*]] = stablehlo.convert %[[SUM]] : (tensor<512x512xf32>) -> tensor<512x512xf16>
// CHECK:       return %[[R]]
func.func @square(%a: tensor<512x384xf16>, %b: tensor<384x512xf16>) -> tensor<512x512xf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x384xf16>, tensor<384x512xf16>) -> tensor<512x512xf16>
  return %0 : tensor<512x512xf16>
}

// -----

// x @ w.T with an f32 result (preferred_element_type): the rhs splits
// along its dimension 1, and no rounding follows.
// CHECK-LABEL: func.func @transposed_f32
// CHECK:       stablehlo.concatenate {{.*}} dim = 1 : ({{.*}}) -> tensor<600x1024xbf16>
// CHECK:       stablehlo.concatenate {{.*}} dim = 1 : ({{.*}}) -> tensor<700x1024xbf16>
// CHECK:       %[[SUM:.*]] = stablehlo.dot_general {{.*}} contracting_dims = [1] x [1] : (tensor<600x1024xbf16>, tensor<700x1024xbf16>) -> tensor<600x700xf32>
// CHECK-NEXT:  return %[[SUM]]
func.func @transposed_f32(%x: tensor<600x256xf16>, %w: tensor<700x256xf16>) -> tensor<600x700xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<600x256xf16>, tensor<700x256xf16>) -> tensor<600x700xf32>
  return %0 : tensor<600x700xf32>
}

// -----

// Products with little reuse of their operands stay: a 128-row layer
// (128 x 512 / 640 < 256), a matrix-vector product, f32 operands, two
// contracting dimensions, and a product with an algorithm.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:   stablehlo.concatenate
// CHECK-NOT:   bf16
func.func @kept(%a: tensor<128x784xf16>, %b: tensor<784x512xf16>, %v: tensor<784xf16>, %m: tensor<1024x784xf16>, %f: tensor<1024x784xf32>, %g: tensor<784x1024xf32>, %c: tensor<512x8x64xf16>, %d: tensor<8x64x512xf16>) -> (tensor<128x512xf16>, tensor<1024xf16>, tensor<1024x1024xf32>, tensor<512x512xf16>, tensor<1024x512xf16>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x784xf16>, tensor<784x512xf16>) -> tensor<128x512xf16>
  %1 = stablehlo.dot_general %m, %v, contracting_dims = [1] x [0] : (tensor<1024x784xf16>, tensor<784xf16>) -> tensor<1024xf16>
  %2 = stablehlo.dot_general %f, %g, contracting_dims = [1] x [0] : (tensor<1024x784xf32>, tensor<784x1024xf32>) -> tensor<1024x1024xf32>
  %3 = stablehlo.dot_general %c, %d, contracting_dims = [1, 2] x [0, 1] : (tensor<512x8x64xf16>, tensor<8x64x512xf16>) -> tensor<512x512xf16>
  %4 = stablehlo.dot_general %m, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<1024x784xf16>, tensor<784x512xf16>) -> tensor<1024x512xf16>
  return %0, %1, %2, %3, %4 : tensor<128x512xf16>, tensor<1024xf16>, tensor<1024x1024xf32>, tensor<512x512xf16>, tensor<1024x512xf16>
}
