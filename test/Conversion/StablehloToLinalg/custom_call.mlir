// RUN: kiln-opt %s -split-input-file \
// RUN:   -kiln-stablehlo-legalize-to-linalg="custom-call-targets=my.fn,other composite-targets=my.comp=other" \
// RUN:   | FileCheck %s

// A registered target: operands as read-only identity-layout buffers, fresh
// result buffers, pointer arrays in the entry block, the call, the status
// report with the target's name.
// CHECK-DAG: func.func private @kiln_custom_call_status(i64, i64, i32)
// CHECK-DAG: func.func private @my_fn(i64, i64, i64, i64) -> i32
// CHECK-LABEL: func.func @registered
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xi8>)
// CHECK-COUNT-2: memref.alloca() : memref<2xi64>
// CHECK: bufferization.to_buffer %[[A]] read_only : tensor<2x3xf32> to memref<2x3xf32>
// CHECK: bufferization.to_buffer %[[B]] read_only : tensor<3xi8> to memref<3xi8>
// CHECK: %[[R0:.*]] = memref.alloc() : memref<3xf32>
// CHECK: %[[R1:.*]] = memref.alloc() : memref<2xi32>
// CHECK-COUNT-4: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2xi64>
// CHECK: arith.constant dense<[104, 105, 0]> : tensor<3xi8>
// CHECK: %[[RC:.*]] = call @my_fn(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, i64, i64) -> i32
// CHECK: arith.constant dense<[109, 121, 46, 102, 110, 0]> : tensor<6xi8>
// CHECK: call @kiln_custom_call_status(%{{.*}}, %{{.*}}, %[[RC]])
// CHECK: %[[T0:.*]] = bufferization.to_tensor %[[R0]] restrict writable : memref<3xf32> to tensor<3xf32>
// CHECK: %[[T1:.*]] = bufferization.to_tensor %[[R1]] restrict writable : memref<2xi32> to tensor<2xi32>
// CHECK: return %[[T0]], %[[T1]]
func.func @registered(%a: tensor<2x3xf32>, %b: tensor<3xui8>) -> (tensor<3xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.custom_call @my.fn(%a, %b) {backend_config = "hi", api_version = 2 : i32} : (tensor<2x3xf32>, tensor<3xui8>) -> (tensor<3xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<2xi32>
}

// -----

// A typed-FFI call passes its dictionary as text; a call without results
// or operands still gets (one-slot) pointer arrays.
// CHECK-LABEL: func.func @ffi
// CHECK-COUNT-2: memref.alloca() : memref<1xi64>
// CHECK: arith.constant dense<[123, 120, 32, 61, 32, 49, 32, 58, 32, 105, 51, 50, 125, 0]> : tensor<14xi8>
// CHECK: call @my_fn
// CHECK: call @other
func.func @ffi(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @my.fn(%a) {api_version = 4 : i32, backend_config = {x = 1 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  stablehlo.custom_call @other() {has_side_effect = true} : () -> ()
  return %0 : tensor<2xf32>
}

// -----

// A mapped composite becomes a call of its target with its attributes
// ("{k = 2 : i64}"); another composite is still a call of its
// decomposition.
// CHECK-LABEL: func.func @composites
// CHECK: arith.constant dense<[123, 107, 32, 61, 32, 50, 32, 58, 32, 105, 54, 52, 125, 0]> : tensor<14xi8>
// CHECK: call @other(
// CHECK: call @decomposition(
func.func @composites(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.composite "my.comp" %a {composite_attributes = {k = 2 : i64}, decomposition = @decomposition} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.composite "not.mapped" %a {decomposition = @decomposition} : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
func.func private @decomposition(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
