// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: kiln-opt %s -split-input-file | kiln-opt -split-input-file -mlir-print-op-generic | FileCheck %s

// Attributes of CHLO ops are properties: the generic form prints them in
// `<{...}>`, and absent optional ones are left out.
// CHECK-LABEL: sym_name = "generic"
// CHECK-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<16x16xf32>):
// CHECK-NEXT: %0 = "chlo.erf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = "chlo.broadcast_add"(%arg0, %arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %2 = "chlo.broadcast_add"(%arg0, %arg1) : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %3 = "chlo.broadcast_compare"(%arg0, %arg1) <{compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
// CHECK-NEXT: %4 = "chlo.constant"() <{value = dense<2.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
// CHECK-NEXT: %5:2 = "chlo.top_k"(%arg2) <{k = 2 : i64}> : (tensor<16x16xf32>) -> (tensor<16x2xf32>, tensor<16x2xi32>)
// CHECK-NEXT: %6 = "chlo.zeta"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %7 = "chlo.is_inf"(%arg0) : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %8 = "chlo.constant_like"(%arg0) <{value = 1.000000e+00 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "func.return"(%0) : (tensor<4xf32>) -> ()
func.func @generic(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %x: tensor<16x16xf32>) -> tensor<4xf32> {
  %0 = chlo.erf %a : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = chlo.broadcast_compare %a, %b {compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %4 = chlo.constant dense<2.000000e+00> : tensor<4xf32>
  %5:2 = chlo.top_k(%x, k = 2) : tensor<16x16xf32> -> (tensor<16x2xf32>, tensor<16x2xi32>)
  %6 = chlo.zeta %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.is_inf %a : tensor<4xf32> -> tensor<4xi1>
  %8 = "chlo.constant_like"(%a) <{value = 1.000000e+00 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: sym_name = "generic_scan"
// CHECK-NEXT: ^bb0(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>):
// CHECK-NEXT: %0:2 = "chlo.scan"(%arg0, %arg1) <{dimension = 0 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<5xf32>, %arg3: tensor<5xf32>):
// CHECK-NEXT: %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: "stablehlo.return"(%1, %1) : (tensor<5xf32>, tensor<5xf32>) -> ()
// CHECK-NEXT: }) : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
// CHECK-NEXT: "func.return"(%0#0) : (tensor<4x5xf32>) -> ()
func.func @generic_scan(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 attributes {is_associative = true, is_reverse = false} {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>):
    %s = stablehlo.add %a, %c : tensor<5xf32>
    stablehlo.return %s, %s : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<4x5xf32>
}
