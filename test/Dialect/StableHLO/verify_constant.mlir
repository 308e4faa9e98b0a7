// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @constant_type_mismatch() -> tensor<2xf32> {
  // expected-error @+1 {{value of type 'tensor<2xi32>' does not match the result type 'tensor<2xf32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xi32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
