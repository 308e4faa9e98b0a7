// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_f32
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[A]], %[[B]] : tensor<2x3xf32>, tensor<2x3xf32>) outs(%[[E]] : tensor<2x3xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @add_f32(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Unsigned integers become signless in generated code; signedness picks the
// ops (maxui, extui, cmpi ult).
// CHECK-LABEL: func.func @unsigned
// CHECK-SAME: (%{{.*}}: tensor<4xi32>, %{{.*}}: tensor<4xi32>) -> tensor<4xi1>
// CHECK: arith.maxui
// CHECK: arith.cmpi ult
func.func @unsigned(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xi1> {
  %0 = stablehlo.maximum %a, %b : tensor<4xui32>
  %1 = stablehlo.compare LT, %0, %b, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  return %1 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @convert_and_select
// CHECK: arith.sitofp %{{.*}} : i32 to f32
// CHECK: arith.select
func.func @convert_and_select(%p: tensor<3xi1>, %a: tensor<3xi32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.convert %a : (tensor<3xi32>) -> tensor<3xf32>
  %1 = stablehlo.select %p, %0, %b : tensor<3xi1>, tensor<3xf32>
  return %1 : tensor<3xf32>
}
