// Scalar bodies of elementwise ops: the spec's special cases are explicit selects.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK: func.func private @pow(f64, f64) -> f64

// Division by zero gives -1; INT_MIN / -1 divides by 1 instead.
// CHECK-LABEL: func.func @divide_i32
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %[[Y:.*]], %c0_i32 : i32
// CHECK: %[[MIN:.*]] = arith.cmpi eq, %[[X:.*]], %c-2147483648_i32 : i32
// CHECK: %[[M1:.*]] = arith.cmpi eq, %[[Y]], %c-1_i32 : i32
// CHECK: %[[OVF:.*]] = arith.andi %[[MIN]], %[[M1]] : i1
// CHECK: %[[BAD:.*]] = arith.ori %[[ZERO]], %[[OVF]] : i1
// CHECK: %[[D:.*]] = arith.select %[[BAD]], %c1_i32, %[[Y]] : i32
// CHECK: %[[Q:.*]] = arith.divsi %[[X]], %[[D]] : i32
// CHECK: %[[R:.*]] = arith.select %[[ZERO]], %{{.*}}, %[[Q]] : i32
// CHECK: linalg.yield %[[R]] : i32
func.func @divide_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.divide %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Unsigned operands become signless; amounts >= 8 give 0.
// CHECK-LABEL: func.func @shift_left_ui8
// CHECK-SAME: (%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[S:.*]], %c8_i8 : i8
// CHECK: %[[SHL:.*]] = arith.shli %{{.*}}, %[[S]] : i8
// CHECK: %[[R:.*]] = arith.select %[[IN]], %[[SHL]], %c0_i8 : i8
// CHECK: linalg.yield %[[R]] : i8
func.func @shift_left_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = stablehlo.shift_left %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}

// TOTALORDER: signed compare of the bits with negatives' magnitude flipped.
// CHECK-LABEL: func.func @compare_totalorder
// CHECK: %[[B:.*]] = arith.bitcast %in : f32 to i32
// CHECK: %[[S:.*]] = arith.shrsi %[[B]], %c31_i32 : i32
// CHECK: %[[M:.*]] = arith.shrui %[[S]], %c1_i32 : i32
// CHECK: %[[K:.*]] = arith.xori %[[B]], %[[M]] : i32
// CHECK: arith.bitcast %in_0 : f32 to i32
// CHECK: %[[K2:.*]] = arith.xori
// CHECK: arith.cmpi slt, %[[K]], %[[K2]] : i32
func.func @compare_totalorder(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// bf16 math is done in f32 and rounded back. tanh below |x| = 0.625 is
// -t / (t + 2), t = expm1(-2|x|) (for f32 in f64, rounded once), with the
// sign of x put back as a bit; beyond, math.tanh.
// CHECK-LABEL: func.func @tanh_bf16
// CHECK: %[[W:.*]] = arith.extf %in : bf16 to f32
// CHECK-NEXT: %[[A:.*]] = math.absf %[[W]] : f32
// CHECK-NEXT: %[[AW:.*]] = arith.extf %[[A]] : f32 to f64
// CHECK: %[[M:.*]] = arith.mulf %[[AW]], %{{.*}} : f64
// CHECK-NEXT: %[[E:.*]] = math.expm1 %[[M]] : f64
// CHECK-NEXT: %[[NEG:.*]] = arith.negf %[[E]] : f64
// CHECK: %[[D:.*]] = arith.addf %[[E]], %{{.*}} : f64
// CHECK-NEXT: %[[Q:.*]] = arith.divf %[[NEG]], %[[D]] : f64
// CHECK-NEXT: arith.truncf %[[Q]] : f64 to f32
// CHECK: %[[SMALL:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: %[[LT:.*]] = arith.cmpf olt, %[[A]], %{{.*}} : f32
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[W]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[LT]], %[[SMALL]], %[[T]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.truncf %[[R]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[N]] : bf16
func.func @tanh_bf16(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = stablehlo.tanh %a : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// Float to unsigned saturates at both ends; NaN gives 0.
// CHECK-LABEL: func.func @convert_f32_ui8
// CHECK: %[[C:.*]] = arith.fptoui %in : f32 to i8
// CHECK: %[[HI:.*]] = arith.cmpf oge, %in, %cst : f32
// CHECK: %[[A:.*]] = arith.select %[[HI]], %c-1_i8, %[[C]] : i8
// CHECK: %[[LO:.*]] = arith.cmpf olt, %in, %cst_0 : f32
// CHECK: %[[B:.*]] = arith.select %[[LO]], %c0_i8, %[[A]] : i8
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %in, %in : f32
// CHECK: arith.select %[[NAN]], %c0_i8_1, %[[B]] : i8
func.func @convert_f32_ui8(%a: tensor<4xf32>) -> tensor<4xui8> {
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// Float power calls the C library.
// CHECK-LABEL: func.func @power_f64
// CHECK: func.call @pow(%in, %in_0) : (f64, f64) -> f64
func.func @power_f64(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.power %a, %b : tensor<4xf64>
  return %0 : tensor<4xf64>
}

// CHECK-LABEL: func.func @bitcast_f32_i32
// CHECK: %[[R:.*]] = arith.bitcast %in : f32 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
func.func @bitcast_f32_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
