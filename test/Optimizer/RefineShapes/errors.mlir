// RUN: kiln-opt %s -split-input-file -verify-diagnostics -kiln-stablehlo-refine-shapes="arg-types=tensor<3x4xf32>"

// A result whose shape does not follow from the arguments.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op still has the dynamic result type 'tensor<?xf32>' after shape refinement}}
  %0 = stablehlo.custom_call @opaque(%x) : (tensor<?x4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The given argument type contradicts a static size.
// expected-error @+1 {{argument 0 of @main has type 'tensor<?x5xf32>', which the given type 'tensor<3x4xf32>' does not match}}
func.func @main(%x: tensor<?x5xf32>) -> tensor<?x5xf32> {
  return %x : tensor<?x5xf32>
}

// -----

// The shape operand contradicts a static size of the declared result.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %shape = stablehlo.constant dense<[3, 5]> : tensor<2xi32>
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op has result type 'tensor<?x4xf32>' but its shape operands give 'tensor<3x5xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A shape assertion on data cannot be decided at compile time.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = stablehlo.slice %x [0:1, 0:1] : (tensor<?x4xf32>) -> tensor<1x1xf32>
  %r = stablehlo.reshape %s : (tensor<1x1xf32>) -> tensor<f32>
  %p = stablehlo.compare GT, %r, %r, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // expected-error @+1 {{shape assertion could not be decided at compile time}}
  stablehlo.custom_call @shape_assertion(%p) {error_message = "never", has_side_effect = true} : (tensor<i1>) -> ()
  return %x : tensor<?x4xf32>
}

// -----

// Loop-carried values must keep their shape.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'stablehlo.while' op loop-carried value 0 enters as 'tensor<3x4xf32>' but the body returns 'tensor<6x4xf32>'}}
  %0 = stablehlo.while(%v = %x) : tensor<?x4xf32>
  cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %c = stablehlo.concatenate %v, %v, dim = 0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    stablehlo.return %c : tensor<?x4xf32>
  }
  return %0 : tensor<?x4xf32>
}
