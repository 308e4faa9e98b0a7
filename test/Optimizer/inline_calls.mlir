// kiln-inline-calls: calls of small private functions, and of those called
// once, replaced by their bodies (nested calls too); larger functions called
// more than once, public functions, and functions a composite refers to
// stay; private functions left without uses are erased.
// RUN: kiln-opt %s -split-input-file -kiln-inline-calls | FileCheck %s
// RUN: kiln-opt %s -split-input-file -kiln-inline-calls=max-ops=2 | FileCheck %s --check-prefix=SMALL

// JAX's jnp.round and jnp.clip helpers, the second calling a third.
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[R:.*]] = stablehlo.round_nearest_even %arg0
// CHECK-NEXT:    %[[LO:.*]] = stablehlo.maximum %arg1, %[[R]]
// CHECK-NEXT:    %[[HI:.*]] = stablehlo.minimum %arg2, %[[LO]]
// CHECK-NEXT:    return %[[HI]]
// CHECK-NOT:   func.func private
func.func @main(%x: tensor<4xf32>, %lo: tensor<4xf32>, %hi: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @round(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @clip(%0, %lo, %hi) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @round(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.round_nearest_even %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @clip(%a: tensor<4xf32>, %lo: tensor<4xf32>, %hi: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.maximum %lo, %a : tensor<4xf32>
  %1 = call @minimum(%hi, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @minimum(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.minimum %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A layer of 3 ops called twice: inlined with the default limit (64 ops),
// kept as calls with max-ops=2; a layer called once is inlined either way.
// CHECK-LABEL: func.func @layers
// CHECK-NOT:     call
// CHECK:       return
// SMALL-LABEL: func.func @layers
// SMALL:         call @layer
// SMALL:         call @layer
// SMALL-NOT:     call @once
// SMALL:       func.func private @layer
// SMALL-NOT:   func.func private @once
func.func @layers(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @layer(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @layer(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = call @once(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @layer(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<4xf32>
  %1 = stablehlo.tanh %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @once(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<4xf32>
  %1 = stablehlo.tanh %0 : tensor<4xf32>
  %2 = stablehlo.exponential %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// A public function is not inlined; a private one a composite refers to
// stays although nothing calls it; an unused private one is erased.
// CHECK-LABEL: func.func @entry
// CHECK:         call @public_helper
// CHECK:         stablehlo.composite "kiln.thing" %0 {decomposition = @decomposition}
// CHECK:       func.func @public_helper
// CHECK:       func.func private @decomposition
// CHECK-NOT:   func.func private @unused
func.func @entry(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @public_helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "kiln.thing" %0 {decomposition = @decomposition} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @public_helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @decomposition(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Functions that call each other (recursion, which StableHLO programs do
// not have, but a malformed input may) stay calls: inlining them would
// never end.
// CHECK-LABEL: func.func @cycle
// CHECK:         call @ping
// CHECK:       func.func private @ping
// CHECK:         call @pong
// CHECK:       func.func private @pong
// CHECK:         call @ping
func.func @cycle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @ping(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @pong(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @pong(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @pong(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ping(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @ping(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
