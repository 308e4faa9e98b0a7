// RUN: kiln-opt %s -split-input-file -verify-diagnostics \
// RUN:   -kiln-stablehlo-legalize-to-linalg="custom-call-targets=my.fn"

func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{custom call target @my.fn takes and returns statically shaped tensors only, not 'tensor<?xf32>'}}
  %0 = stablehlo.custom_call @my.fn(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @column_major(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{custom call target @my.fn: only row-major operand and result layouts are supported}}
  %0 = stablehlo.custom_call @my.fn(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @row_major_is_fine(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.custom_call @my.fn(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @tuple(%a: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  // expected-error @+1 {{custom call target @my.fn takes and returns statically shaped tensors only, not 'tuple<tensor<2xf32>>'}}
  %0 = stablehlo.custom_call @my.fn(%a) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  return %0 : tuple<tensor<2xf32>>
}

// -----

func.func @unregistered(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' target @my.other has no lowering in kiln yet}}
  %0 = stablehlo.custom_call @my.other(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @symbol_clash(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom call symbol @my_fn clashes with another symbol of the module}}
  %0 = stablehlo.custom_call @my.fn(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @my_fn(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
