// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @broadcast_add(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_add %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_add(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_add %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_atan2(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_atan2 %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_atan2 %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_atan2(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_atan2 %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_atan2 %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_divide(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_divide %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_divide %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_divide(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_divide %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_divide %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_maximum(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_maximum %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_maximum %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_maximum(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_maximum %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_maximum %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_minimum(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_minimum %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_minimum %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_minimum(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_minimum %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_minimum %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_multiply(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_multiply %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_multiply %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_multiply(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_multiply %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_next_after(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_next_after %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_next_after %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_next_after(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_next_after %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_next_after %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_polygamma(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_polygamma %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_polygamma %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_polygamma(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_polygamma %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_polygamma %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_power(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_power %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_power %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_power(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_power %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_power %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_remainder(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_remainder %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_remainder %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_remainder(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_remainder %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_remainder %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_subtract(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_subtract %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_subtract %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_subtract(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_subtract %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_zeta(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_zeta %arg2, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
func.func @broadcast_zeta(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = chlo.broadcast_zeta %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_zeta %c, %b {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_and(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_and %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_and(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_and %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_and %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_or(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_or %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_or %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_or(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_or %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_or %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_xor(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_xor %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_xor %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_xor(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_xor %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_xor %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_shift_left(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_shift_left %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_shift_left %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_shift_left(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_shift_left %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_shift_left %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_shift_right_arithmetic(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_shift_right_arithmetic %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_shift_right_arithmetic %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_shift_right_arithmetic(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_shift_right_arithmetic %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_shift_right_logical(%arg0: tensor<2x1xi32>, %arg1: tensor<5xi32>, %arg2: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
// CHECK-NEXT: %0 = chlo.broadcast_shift_right_logical %arg0, %arg1 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: %1 = chlo.broadcast_shift_right_logical %0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
func.func @broadcast_shift_right_logical(%a: tensor<2x1xi32>, %b: tensor<5xi32>, %c: tensor<2xi32>) -> (tensor<2x5xi32>, tensor<2x5xi32>) {
  %0 = chlo.broadcast_shift_right_logical %a, %b : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %1 = chlo.broadcast_shift_right_logical %0, %c {broadcast_dimensions = array<i64: 0>} : (tensor<2x5xi32>, tensor<2xi32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<2x5xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_logical_pred(%arg0: tensor<4xi1>, %arg1: tensor<i1>) -> tensor<4xi1> {
// CHECK-NEXT: %0 = chlo.broadcast_and %arg0, %arg1 : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
// CHECK-NEXT: return %0 : tensor<4xi1>
func.func @broadcast_logical_pred(%a: tensor<4xi1>, %b: tensor<i1>) -> tensor<4xi1> {
  %0 = chlo.broadcast_and %a, %b : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @broadcast_dynamic(%arg0: tensor<?x1xf32>, %arg1: tensor<4xf32>, %arg2: tensor<?xf32>) -> (tensor<?x4xf32>, tensor<?x?xf32>, tensor<2x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<?x1xf32>, tensor<4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_add %arg0, %arg2 : (tensor<?x1xf32>, tensor<?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %2 = chlo.broadcast_multiply %arg1, %arg0 : (tensor<4xf32>, tensor<?x1xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %0, %1, %2 : tensor<?x4xf32>, tensor<?x?xf32>, tensor<2x4xf32>
func.func @broadcast_dynamic(%a: tensor<?x1xf32>, %b: tensor<4xf32>, %c: tensor<?xf32>) -> (tensor<?x4xf32>, tensor<?x?xf32>, tensor<2x4xf32>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<?x1xf32>, tensor<4xf32>) -> tensor<?x4xf32>
  %1 = chlo.broadcast_add %a, %c : (tensor<?x1xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %2 = chlo.broadcast_multiply %b, %a : (tensor<4xf32>, tensor<?x1xf32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<?x?xf32>, tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_compare(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4xui8>) -> (tensor<3x4xi1>, tensor<4xi1>, tensor<4xi1>) {
// CHECK-NEXT: %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
// CHECK-NEXT: %1 = chlo.broadcast_compare %arg0, %arg0 {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %2 = chlo.broadcast_compare %arg2, %arg2 {broadcast_dimensions = array<i64: 0>, compare_type = #chlo<comparison_type UNSIGNED>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
// CHECK-NEXT: %3 = chlo.broadcast_compare %arg0, %arg0 {compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction NE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %4 = chlo.broadcast_compare %arg0, %arg0 {compare_type = #chlo<comparison_type NOTYPE>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %5 = chlo.broadcast_compare %arg2, %arg2 {compare_type = #chlo<comparison_type SIGNED>, comparison_direction = #chlo<comparison_direction LE>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
// CHECK-NEXT: return %0, %1, %2 : tensor<3x4xi1>, tensor<4xi1>, tensor<4xi1>
func.func @broadcast_compare(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %i: tensor<4xui8>) -> (tensor<3x4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %1 = chlo.broadcast_compare %a, %a {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = chlo.broadcast_compare %i, %i {broadcast_dimensions = array<i64: 0>, comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type UNSIGNED>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %3 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction NE>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type NOTYPE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = chlo.broadcast_compare %i, %i {comparison_direction = #chlo<comparison_direction LE>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<3x4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @broadcast_select(%arg0: tensor<i1>, %arg1: tensor<2x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x1xi1>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
// CHECK-NEXT: %0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = chlo.broadcast_select %arg3, %arg2, %arg2 : (tensor<2x1xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
func.func @broadcast_select(%p: tensor<i1>, %a: tensor<2x4xf32>, %b: tensor<4xf32>, %q: tensor<2x1xi1>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %1 = chlo.broadcast_select %q, %b, %b : (tensor<2x1xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_complex(%arg0: tensor<2x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f64>) -> (tensor<2x4xcomplex<f32>>, tensor<complex<f64>>) {
// CHECK-NEXT: %0 = chlo.broadcast_complex %arg0, %arg1 : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xcomplex<f32>>
// CHECK-NEXT: %1 = chlo.broadcast_complex %arg2, %arg2 : (tensor<f64>, tensor<f64>) -> tensor<complex<f64>>
// CHECK-NEXT: return %0, %1 : tensor<2x4xcomplex<f32>>, tensor<complex<f64>>
func.func @broadcast_complex(%a: tensor<2x4xf32>, %b: tensor<4xf32>, %c: tensor<f64>) -> (tensor<2x4xcomplex<f32>>, tensor<complex<f64>>) {
  %0 = chlo.broadcast_complex %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xcomplex<f32>>
  %1 = chlo.broadcast_complex %c, %c : (tensor<f64>, tensor<f64>) -> tensor<complex<f64>>
  return %0, %1 : tensor<2x4xcomplex<f32>>, tensor<complex<f64>>
}
