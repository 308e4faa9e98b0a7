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
