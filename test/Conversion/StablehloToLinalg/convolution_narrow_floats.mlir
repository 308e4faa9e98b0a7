// Narrow-float convolutions: with narrow-convolutions-in-f32 their operands
// convert to f32 before the contraction (whose body then multiplies f32
// values, the f32 convolution kernel's form), except bf16 x bf16 with
// bf16-convolutions (the target's bf16 GEMM kernels take bf16 operands).
// Without the options (-O0) each value widens inside the contraction. The
// sums are f32 and round to the result type once, in every form.
// RUN: kiln-opt %s --split-input-file -kiln-stablehlo-legalize-to-linalg="narrow-convolutions-in-f32=1 bf16-convolutions=1" | FileCheck %s
// RUN: kiln-opt %s --split-input-file -kiln-stablehlo-legalize-to-linalg="narrow-convolutions-in-f32=1" | FileCheck %s --check-prefix=NO-BF16
// RUN: kiln-opt %s --split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s --check-prefix=PLAIN

// CHECK-LABEL: func.func @f16
// CHECK:       %[[X:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x8x8x16xf16>) outs(%{{.*}} : tensor<1x8x8x16xf32>)
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK:       %[[W:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<3x3x16x8xf16>) outs(%{{.*}} : tensor<3x3x16x8xf32>)
// CHECK:       tensor.insert_slice %[[X]]
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x10x10x1x16xf32>, tensor<3x3x16x1x1x8xf32>) outs(%{{.*}} : tensor<1x8x8x1x1x8xf32>)
// CHECK-NOT:     arith.extf
// CHECK:         arith.mulf %{{.*}} : f32
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<1x8x8x8xf32>) outs(%{{.*}} : tensor<1x8x8x8xf16>)
// CHECK:         arith.truncf
// PLAIN-LABEL: func.func @f16
// PLAIN:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x10x10x1x16xf16>, tensor<3x3x16x1x1x8xf16>) outs(%{{.*}} : tensor<1x8x8x1x1x8xf32>)
// PLAIN:         arith.extf %{{.*}} : f16 to f32
func.func @f16(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x8xf16>) -> tensor<1x8x8x8xf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x16xf16>, tensor<3x3x16x8xf16>) -> tensor<1x8x8x8xf16>
  return %0 : tensor<1x8x8x8xf16>
}

// -----

// CHECK-LABEL: func.func @bf16
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x10x10x1x16xbf16>, tensor<3x3x16x1x1x8xbf16>) outs(%{{.*}} : tensor<1x8x8x1x1x8xf32>)
// CHECK:         arith.extf %{{.*}} : bf16 to f32
// NO-BF16-LABEL: func.func @bf16
// NO-BF16:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x10x10x1x16xf32>, tensor<3x3x16x1x1x8xf32>) outs(%{{.*}} : tensor<1x8x8x1x1x8xf32>)
func.func @bf16(%x: tensor<1x8x8x16xbf16>, %w: tensor<3x3x16x8xbf16>) -> tensor<1x8x8x8xbf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x16xbf16>, tensor<3x3x16x8xbf16>) -> tensor<1x8x8x8xbf16>
  return %0 : tensor<1x8x8x8xbf16>
}

// -----

// A bf16 input and an f32 filter: the input converts, the filter stays.
// CHECK-LABEL: func.func @mixed
// CHECK:       linalg.generic {{.*}} ins(%arg0 : tensor<1x8x8x16xbf16>) outs(%{{.*}} : tensor<1x8x8x16xf32>)
// CHECK-NOT:   ins(%arg1
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x10x10x1x16xf32>, tensor<3x3x16x1x1x8xf32>) outs(%{{.*}} : tensor<1x8x8x1x1x8xf32>)
func.func @mixed(%x: tensor<1x8x8x16xbf16>, %w: tensor<3x3x16x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x16xbf16>, tensor<3x3x16x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
