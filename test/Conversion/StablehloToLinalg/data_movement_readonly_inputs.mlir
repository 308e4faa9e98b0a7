// The entry's input buffers belong to the caller: an in-place update
// (dynamic_update_slice, scatter) of an argument works on a copy, never in
// the argument's buffer. Checked on the IR right after bufferization.
// RUN: kiln-opt %s -kiln-stablehlo-to-llvm -mlir-print-ir-after-all 2>&1 | FileCheck %s

// CHECK-LABEL: IR Dump After OneShotBufferizePass
// CHECK: func.func @main(%arg0: memref<4x5xi32>, %arg1: memref<2x4xi32>, %arg2: memref<i64>) -> memref<4x5xi32>
// CHECK: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<4x5xi32>
// CHECK-NEXT: memref.copy %arg0, %[[COPY]] : memref<4x5xi32> to memref<4x5xi32>
// CHECK-NEXT: %[[WINDOW:.*]] = memref.subview %[[COPY]]
// CHECK-NEXT: memref.copy %arg1, %[[WINDOW]]
// CHECK-NEXT: return %[[COPY]]
func.func @main(%x: tensor<4x5xi32>, %u: tensor<2x4xi32>, %i: tensor<i64>) -> tensor<4x5xi32> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x5xi32>, tensor<2x4xi32>, tensor<i64>, tensor<i64>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}
