// A max or min reduction of bf16 or f16 values accumulates in f32 (each
// step's result is one of the values, exact in f32) and rounds once: the
// f32 reduction vectorizes where one in the format would widen, compare
// and round every element. Sums keep their steps in the format.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @max_bf16
// CHECK:       %[[INIT:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK:       %[[FILL:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK:       linalg.reduce ins(%arg0 : tensor<4x37xbf16>) outs(%[[FILL]] : tensor<4xf32>) dimensions = [1]
// CHECK:         %[[X:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK:         arith.maximumf %{{.*}}, %[[X]] : f32
// CHECK:       arith.truncf %{{.*}} : f32 to bf16
func.func @max_bf16(%x: tensor<4x37xbf16>) -> tensor<4xbf16> {
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x37xbf16>, tensor<bf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// CHECK-LABEL: func.func @min_f16
// CHECK:       linalg.reduce ins(%arg0 : tensor<3x5xf16>) outs(%{{.*}} : tensor<5xf32>) dimensions = [0]
// CHECK:         arith.minimumf %{{.*}} : f32
// CHECK:       arith.truncf %{{.*}} : f32 to f16
func.func @min_f16(%x: tensor<3x5xf16>) -> tensor<5xf16> {
  %inf = stablehlo.constant dense<0x7C00> : tensor<f16>
  %0 = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<3x5xf16>, tensor<f16>) -> tensor<5xf16>
  return %0 : tensor<5xf16>
}

// CHECK-LABEL: func.func @sum_bf16
// CHECK:       linalg.reduce ins(%arg0 : tensor<4x37xbf16>) outs(%{{.*}} : tensor<4xbf16>) dimensions = [1]
// CHECK:         arith.truncf %{{.*}} : f32 to bf16
func.func @sum_bf16(%x: tensor<4x37xbf16>) -> tensor<4xbf16> {
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x37xbf16>, tensor<bf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
