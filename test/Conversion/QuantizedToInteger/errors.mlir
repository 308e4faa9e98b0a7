// RUN: kiln-opt %s --kiln-quantized-to-integer -verify-diagnostics

// Scales and zero points become constants of the values' shapes: a
// quantized tensor of dynamic shape is refused by name.
func.func @dynamic(%a: tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>> {
  // expected-error @+1 {{quantized tensors of dynamic shape}}
  %r = stablehlo.add %a, %a : tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>>
  return %r : tensor<?x4x!quant.uniform<i8:f32, 0.5:-3>>
}
