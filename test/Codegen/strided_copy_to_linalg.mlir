// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-strided-copy-to-linalg))' \
// RUN:   | FileCheck %s

// A copy out of a strided view becomes a linalg.copy (loops).

// CHECK-LABEL: func.func @strided_source
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.*}} : memref<2x2xf32, strided<[4, 1], offset: 1>>) outs(%{{.*}} : memref<2x2xf32>)
func.func @strided_source(%src: memref<4x4xf32>, %dst: memref<2x2xf32>) {
  %sub = memref.subview %src[0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  memref.copy %sub, %dst : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32>
  return
}

// -----

// And a copy into one.

// CHECK-LABEL: func.func @strided_target
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.*}} : memref<2x2xf32>) outs(%{{.*}} : memref<2x2xf32, strided<[4, 1], offset: 1>>)
func.func @strided_target(%src: memref<2x2xf32>, %dst: memref<4x4xf32>) {
  %sub = memref.subview %dst[0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  memref.copy %src, %sub : memref<2x2xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

// Contiguous copies stay memref.copy (a memcpy).

// CHECK-LABEL: func.func @contiguous
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<8xf32> to memref<8xf32>
// CHECK-NOT: linalg.copy
func.func @contiguous(%src: memref<8xf32>, %dst: memref<8xf32>) {
  memref.copy %src, %dst : memref<8xf32> to memref<8xf32>
  return
}
