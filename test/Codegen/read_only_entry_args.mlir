// RUN: kiln-opt %s --kiln-read-only-entry-args | FileCheck %s

// Tensor arguments of public functions are marked read-only; other
// arguments, private functions and declarations are left alone.

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%{{.*}}: tensor<4xf32> {bufferization.writable = false}, %{{.*}}: index, %{{.*}}: tensor<2x3xi8> {bufferization.writable = false})
func.func @main(%x: tensor<4xf32>, %i: index, %y: tensor<2x3xi8>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK-LABEL: func.func private @helper
// CHECK-SAME: (%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NOT: bufferization.writable
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK-LABEL: func.func private @external
// CHECK-NOT: bufferization.writable
func.func private @external(%x: tensor<4xf32>)
