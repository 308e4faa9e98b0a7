// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// batch_norm_* are rewritten into StableHLO reduce / broadcast / arithmetic
// before the conversion, so only linalg, arith and math remain.
// CHECK-LABEL: func.func @inference
// CHECK-NOT: stablehlo.
// CHECK: math.sqrt
// CHECK: arith.divf
// CHECK: return
func.func @inference(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) <{epsilon = 1.0E-5 : f32, feature_index = 1 : i64}>
    : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @training
// CHECK-NOT: stablehlo.
// CHECK: linalg.reduce
// CHECK: linalg.reduce
// CHECK: math.sqrt
// CHECK: return
func.func @training(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) <{epsilon = 1.0E-5 : f32, feature_index = 1 : i64}>
    : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1, %r#2 : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @grad
// CHECK-NOT: stablehlo.
// CHECK: return
func.func @grad(%x: tensor<2x3xf64>, %s: tensor<3xf64>, %m: tensor<3xf64>, %v: tensor<3xf64>, %g: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>) {
  %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) <{epsilon = 1.0E-3 : f32, feature_index = 1 : i64}>
    : (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>)
  return %r#0, %r#1, %r#2 : tensor<2x3xf64>, tensor<3xf64>, tensor<3xf64>
}

// CHECK-LABEL: func.func @ids
// CHECK-NOT: stablehlo.
// CHECK: arith.constant dense<0> : tensor<i32>
// CHECK-NOT: stablehlo.
// CHECK: return
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  return %r, %p : tensor<ui32>, tensor<ui32>
}
