// RUN: kiln-opt %s --split-input-file --verify-diagnostics \
// RUN:   --kiln-mark-entry=entry=forward | FileCheck %s

// Only the entry function gets a C interface.

// CHECK-LABEL: func.func @forward
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @other
// CHECK-NOT: llvm.emit_c_interface
func.func @forward(%x: memref<4xf32>, %out: memref<4xf32>) {
  return
}
func.func @other(%x: memref<4xf32>) {
  return
}

// -----

// A module without the entry is an error.

// expected-error @+1 {{no function @forward to use as the entry point}}
module {
  func.func @main(%x: memref<4xf32>) {
    return
  }
}
