// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-forward-result-buffers))' \
// RUN:   | FileCheck %s

// The temporary the result is computed in becomes the out-parameter.
func.func @forward(%x: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  memref.copy %x, %t : memref<8xf32> to memref<8xf32>
  memref.copy %t, %out : memref<8xf32> to memref<8xf32>
  return
}
// CHECK-LABEL: func.func @forward
// CHECK-SAME:    (%[[X:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         memref.copy %[[X]], %[[OUT]]
// CHECK-NEXT:    return

// -----

// The copy reads the temporary through reshapes (a result reshaped last):
// the temporary becomes the inverse reshapes of the out-parameter.
func.func @through_reshapes(%x: memref<16x1024xf32>,
                            %out: memref<4x4x1024xf32>) {
  %t = memref.alloc() : memref<16x1024xf32>
  memref.copy %x, %t : memref<16x1024xf32> to memref<16x1024xf32>
  %e = memref.expand_shape %t [[0], [1, 2]] output_shape [16, 1, 1024]
      : memref<16x1024xf32> into memref<16x1x1024xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]]
      : memref<16x1x1024xf32> into memref<16x1024xf32>
  %r = memref.expand_shape %c [[0, 1], [2]] output_shape [4, 4, 1024]
      : memref<16x1024xf32> into memref<4x4x1024xf32>
  memref.copy %r, %out : memref<4x4x1024xf32> to memref<4x4x1024xf32>
  return
}
// CHECK-LABEL: func.func @through_reshapes
// CHECK-SAME:    (%[[X:.*]]: memref<16x1024xf32>, %[[OUT:.*]]: memref<4x4x1024xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[C:.*]] = memref.collapse_shape %[[OUT]] {{\[}}[0, 1], [2]]
// CHECK:         %[[E:.*]] = memref.expand_shape %[[C]] {{\[}}[0, 1], [2]] output_shape [16, 1, 1024]
// CHECK:         %[[T:.*]] = memref.collapse_shape %[[E]] {{\[}}[0], [1, 2]]
// CHECK-SAME:      into memref<16x1024xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[T]]
// CHECK-NEXT:    return

// -----

// Must not fire: a reshape in the chain has another use, a dynamic shape.
func.func @reshape_used_twice(%out: memref<2x4xf32>) -> memref<2x4xf32> {
  %t = memref.alloc() : memref<8xf32>
  %r = memref.expand_shape %t [[0, 1]] output_shape [2, 4]
      : memref<8xf32> into memref<2x4xf32>
  memref.copy %r, %out : memref<2x4xf32> to memref<2x4xf32>
  return %r : memref<2x4xf32>
}
// CHECK-LABEL: func.func @reshape_used_twice
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         %[[R:.*]] = memref.expand_shape %[[T]]
// CHECK:         memref.copy %[[R]]

func.func @dynamic(%n: index, %out: memref<?x4xf32>) {
  %t = memref.alloc(%n) : memref<?xf32>
  %r = memref.expand_shape %t [[0, 1]] output_shape [%n, 4]
      : memref<?xf32> into memref<?x4xf32>
  memref.copy %r, %out : memref<?x4xf32> to memref<?x4xf32>
  return
}
// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         %[[R:.*]] = memref.expand_shape %[[T]]
// CHECK:         memref.copy %[[R]]

// -----

// Must not fire: the temporary is read after the copy, the out-parameter
// has another use, the types differ.
func.func @used_after(%out: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<8xf32>
  memref.copy %t, %out : memref<8xf32> to memref<8xf32>
  %v = memref.load %t[%c0] : memref<8xf32>
  return %v : f32
}
// CHECK-LABEL: func.func @used_after
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         memref.copy %[[T]]

func.func @out_used(%out: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<8xf32>
  %v = memref.load %out[%c0] : memref<8xf32>
  memref.copy %t, %out : memref<8xf32> to memref<8xf32>
  return %v : f32
}
// CHECK-LABEL: func.func @out_used
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         memref.copy %[[T]]

func.func @layout(%out: memref<8xf32, strided<[2]>>) {
  %t = memref.alloc() : memref<8xf32>
  memref.copy %t, %out : memref<8xf32> to memref<8xf32, strided<[2]>>
  return
}
// CHECK-LABEL: func.func @layout
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         memref.copy %[[T]]
