// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s
// The scan header has two spaces before the region (or `attributes`).
// RUN: kiln-opt %s -split-input-file | FileCheck %s --check-prefix=SPACING --strict-whitespace

// CHECK-LABEL: func.func @scan(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>) {
// CHECK-NEXT: %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {
// SPACING: %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {
// CHECK-NEXT: ^bb0(%input: tensor<5xf32>, %carry: tensor<5xf32>):
// CHECK-NEXT: %1 = stablehlo.add %input, %carry : tensor<5xf32>
// CHECK-NEXT: stablehlo.return %1, %1 : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x5xf32>, tensor<5xf32>
func.func @scan(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>) {
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>):
    %s = stablehlo.add %a, %c : tensor<5xf32>
    stablehlo.return %s, %s : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @scan_attributes(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xi32>, %arg2: tensor<4xf32>) -> tensor<4x5xi32> {
// CHECK-NEXT: %0:3 = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=1  attributes {is_associative = true, is_reverse = false, scan_dim_size = 5 : i64} {
// SPACING: %0:3 = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=1  attributes {is_associative = true, is_reverse = false, scan_dim_size = 5 : i64} {
// CHECK-NEXT: ^bb0(%input: tensor<4xf32>, %input_0: tensor<4xi32>, %carry: tensor<4xf32>):
// CHECK-NEXT: stablehlo.return %input_0, %input, %carry : tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: } : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<4xf32>) -> (tensor<4x5xi32>, tensor<4x5xf32>, tensor<4xf32>)
// CHECK-NEXT: return %0#0 : tensor<4x5xi32>
func.func @scan_attributes(%x: tensor<4x5xf32>, %y: tensor<4x5xi32>, %init: tensor<4xf32>) -> tensor<4x5xi32> {
  %0:3 = chlo.scan(%x, %y) inits (%init) dimension=1 attributes {is_associative = true, is_reverse = false, scan_dim_size = 5 : i64} {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xi32>, %c: tensor<4xf32>):
    stablehlo.return %b, %a, %c : tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
  } : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<4xf32>) -> (tensor<4x5xi32>, tensor<4x5xf32>, tensor<4xf32>)
  return %0#0 : tensor<4x5xi32>
}

// -----

// CHECK-LABEL: func.func @scan_no_carries(%arg0: tensor<3xf32>) -> tensor<3xf32> {
// CHECK-NEXT: %0 = chlo.scan(%arg0) inits () dimension=0  attributes {is_reverse = true} {
// SPACING: %0 = chlo.scan(%arg0) inits () dimension=0  attributes {is_reverse = true} {
// CHECK-NEXT: ^bb0(%input: tensor<f32>):
// CHECK-NEXT: stablehlo.return %input : tensor<f32>
// CHECK-NEXT: } : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %0 : tensor<3xf32>
func.func @scan_no_carries(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.scan(%x) inits () dimension=0 attributes {is_reverse = true} {
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  } : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
