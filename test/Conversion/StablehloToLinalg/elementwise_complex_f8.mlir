// Complex elementwise ops become complex dialect ops; 8-bit floats are
// decoded to f32 from their bits, computed in f32 and encoded back.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @multiply_c64
// CHECK: ^bb0(%in: complex<f32>, %in_0: complex<f32>, %out: complex<f32>):
// CHECK-NEXT: %[[M:.*]] = complex.mul %in, %in_0 : complex<f32>
// CHECK-NEXT: linalg.yield %[[M]] : complex<f32>
func.func @multiply_c64(%a: tensor<2xcomplex<f32>>, %b: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.multiply %a, %b : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @abs_c64
// CHECK: %[[A:.*]] = complex.abs %in : complex<f32>
// CHECK-NEXT: linalg.yield %[[A]] : f32
func.func @abs_c64(%a: tensor<2xcomplex<f32>>) -> tensor<2xf32> {
  %0 = stablehlo.abs %a : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @add_f8
// CHECK: ^bb0(%in: f8E4M3FN, %in_0: f8E4M3FN, %out: f8E4M3FN):
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %in : f8E4M3FN to i8
// CHECK-NEXT: arith.extui %[[BITS]] : i8 to i32
// CHECK: arith.bitcast %in_0 : f8E4M3FN to i8
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: arith.bitcast %[[SUM]] : f32 to i32
// CHECK: %[[BYTE:.*]] = arith.trunci %{{.*}} : i32 to i8
// CHECK-NEXT: %[[R:.*]] = arith.bitcast %[[BYTE]] : i8 to f8E4M3FN
// CHECK-NEXT: linalg.yield %[[R]] : f8E4M3FN
func.func @add_f8(%a: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  %0 = stablehlo.add %a, %a : tensor<2xf8E4M3FN>
  return %0 : tensor<2xf8E4M3FN>
}
