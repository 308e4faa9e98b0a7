// Data movement ops with static indexing: slice, concatenate, pad, reverse,
// legacy broadcast, get_dimension_size, tuple/get_tuple_element pairs and
// the dynamic_* forms with constant shapes (which kiln-dynamic-ops-to-static
// makes static ops before the lowering).
// RUN: kiln-opt %s -split-input-file -kiln-dynamic-ops-to-static -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @slice
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[1, 0] [2, 2] [2, 3] : tensor<5x6xf32> to tensor<2x2xf32>
// CHECK-NEXT: return %[[S]]
func.func @slice(%x: tensor<5x6xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.slice %x [1:4:2, 0:6:3] : (tensor<5x6xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x4xi32>
// CHECK-NEXT: %[[A:.*]] = tensor.insert_slice %arg0 into %[[E]][0, 0] [2, 3] [1, 1] : tensor<2x3xi32> into tensor<2x4xi32>
// CHECK-NEXT: %[[B:.*]] = tensor.insert_slice %arg1 into %[[A]][0, 3] [2, 1] [1, 1] : tensor<2x1xi32> into tensor<2x4xi32>
// CHECK-NEXT: return %[[B]]
func.func @concatenate(%a: tensor<2x3xi32>, %b: tensor<2x1xi32>) -> tensor<2x4xi32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// Rows land at -1, 1, 3 (the first is cropped), columns at 2, 5, 8, 11 (the
// last is cropped): the kept operand part is inserted with stride
// interior + 1 into the filled result.
// CHECK-LABEL: func.func @pad
// CHECK-NEXT: %[[V:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<6x9xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<6x9xf32>) -> tensor<6x9xf32>
// CHECK-NEXT: %[[K:.*]] = tensor.extract_slice %arg0[1, 0] [2, 3] [1, 1] : tensor<3x4xf32> to tensor<2x3xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.insert_slice %[[K]] into %[[F]][1, 2] [2, 3] [2, 3] : tensor<2x3xf32> into tensor<6x9xf32>
// CHECK-NEXT: return %[[R]]
func.func @pad(%x: tensor<3x4xf32>, %v: tensor<f32>) -> tensor<6x9xf32> {
  %0 = stablehlo.pad %x, %v, low = [-1, 2], high = [2, -3], interior = [1, 2] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// -----

// Everything cropped away: only the fill remains.
// CHECK-LABEL: func.func @pad_all_cropped
// CHECK: linalg.fill
// CHECK-NOT: insert_slice
// CHECK: return
func.func @pad_all_cropped(%x: tensor<2xi32>, %v: tensor<i32>) -> tensor<1xi32> {
  %0 = stablehlo.pad %x, %v, low = [-3], high = [2], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// CHECK: #[[REV:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 2)>
// CHECK-LABEL: func.func @reverse
// CHECK: linalg.generic {indexing_maps = [#[[REV]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>)
func.func @reverse(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.reverse %x, dims = [1] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: #[[TRAIL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.generic {indexing_maps = [#[[TRAIL]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3xi32>)
func.func @broadcast(%x: tensor<3xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @get_dimension_size
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<3> : tensor<i32>
// CHECK-NEXT: return %[[C]]
func.func @get_dimension_size(%x: tensor<2x3xf32>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @tuple
// CHECK-NEXT: return %arg1, %arg0 : tensor<i32>, tensor<2x3xf32>
func.func @tuple(%x: tensor<2x3xf32>, %y: tensor<i32>) -> (tensor<i32>, tensor<2x3xf32>) {
  %t = stablehlo.tuple %x, %y : tuple<tensor<2x3xf32>, tensor<i32>>
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
  %1 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<2x3xf32>
  return %0, %1 : tensor<i32>, tensor<2x3xf32>
}

// -----

// A constant shape gives a static broadcast, cast to the declared type.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim
// CHECK: %[[B:.*]] = linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<4x3xi32>)
// CHECK: %[[C:.*]] = tensor.cast %[[B]] : tensor<4x3xi32> to tensor<?x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @dynamic_broadcast_in_dim(%x: tensor<3xi32>) -> tensor<?x3xi32> {
  %shape = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape
// CHECK: %[[R:.*]] = tensor.reshape %arg0(%{{.*}}) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @dynamic_reshape(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Unsigned iota counts in the signless type.
// CHECK-LABEL: func.func @dynamic_iota
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK: arith.index_cast %[[I]] : index to i64
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK: -> tensor<2x4xi8>
func.func @dynamic_iota() -> tensor<2x4xui8> {
  %shape = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x4xui8>
  return %0 : tensor<2x4xui8>
}

// -----

// Constant bounds: a static strided slice, cast to the declared type.
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[1, 0] [2, 2] [2, 3] : tensor<5x6xf32> to tensor<2x2xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @real_dynamic_slice(%x: tensor<5x6xf32>) -> tensor<?x?xf32> {
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[5, 5]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<5x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Constant paddings: a static pad (5 + -1 + 0 rows, 6 + 5 + 2 - 4 columns).
// CHECK-LABEL: func.func @dynamic_pad
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x9xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4x9xf32>)
// CHECK: %[[K:.*]] = tensor.extract_slice %arg0[1, 0] [4, 4] [1, 1] : tensor<5x6xf32> to tensor<4x4xf32>
// CHECK: %[[R:.*]] = tensor.insert_slice %[[K]] into %[[F]][0, 2] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x9xf32>
// CHECK: tensor.cast %[[R]] : tensor<4x9xf32> to tensor<?x?xf32>
func.func @dynamic_pad(%x: tensor<5x6xf32>, %v: tensor<f32>) -> tensor<?x?xf32> {
  %low = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  %high = stablehlo.constant dense<[0, -4]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %low, %high, %interior : (tensor<5x6xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A reshape that only splits dimensions, or only merges adjacent ones, is
// an expand_shape or collapse_shape (a view after bufferization, also of a
// slice); one that does neither stays tensor.reshape, and one to the same
// shape is nothing.
// CHECK-LABEL: func.func @reshape_kinds
// CHECK-SAME:    (%[[X:.*]]: tensor<128x256xf32>, %[[Y:.*]]: tensor<4x2x8xf32>, %[[Z:.*]]: tensor<2x3xf32>)
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2]] output_shape [128, 4, 64] : tensor<128x256xf32> into tensor<128x4x64xf32>
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[Y]] {{\[\[}}0, 1], [2]] : tensor<4x2x8xf32> into tensor<8x8xf32>
// CHECK:         %[[R:.*]] = tensor.reshape %[[Z]](%{{.*}}) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
// CHECK:         return %[[E]], %[[C]], %[[R]], %[[Z]]
func.func @reshape_kinds(%x: tensor<128x256xf32>, %y: tensor<4x2x8xf32>, %z: tensor<2x3xf32>)
    -> (tensor<128x4x64xf32>, tensor<8x8xf32>, tensor<3x2xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.reshape %x : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
  %1 = stablehlo.reshape %y : (tensor<4x2x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.reshape %z : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = stablehlo.reshape %z : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<128x4x64xf32>, tensor<8x8xf32>, tensor<3x2xf32>, tensor<2x3xf32>
}
