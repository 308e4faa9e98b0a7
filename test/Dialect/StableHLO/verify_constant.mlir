// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @constant_type_mismatch() -> tensor<2xf32> {
  // expected-error @+1 {{value of type 'tensor<2xi32>' does not match the result type 'tensor<2xf32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xi32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constant_dynamic_result() -> tensor<?xi32> {
  // expected-error @+1 {{value of type 'tensor<2xi32>' does not match the result type 'tensor<?xi32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xi32>}> : () -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @constant_not_elements() -> tensor<i32> {
  // expected-error @+1 {{expected a tensor constant (dense<...>)}}
  %0 = stablehlo.constant 1 : i32
  return %0 : tensor<i32>
}
