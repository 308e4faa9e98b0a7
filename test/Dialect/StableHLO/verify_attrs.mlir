// Malformed structured attributes are parse errors naming the problem.
// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown key 'offset_dim' in #stablehlo.gather}}
func.func @unknown_key() attributes {a = #stablehlo.gather<offset_dim = [1]>} {
  return
}

// -----

// expected-error @+1 {{duplicate 'offset_dims' in #stablehlo.gather}}
func.func @duplicate_key() attributes {a = #stablehlo.gather<offset_dims = [1], offset_dims = [2]>} {
  return
}

// -----

// expected-error @+1 {{'b' appears twice in input layout}}
func.func @conv_duplicate_letter() attributes {a = #stablehlo.conv<[b, 0, b]x[i, 0, o]->[b, 0, f]>} {
  return
}

// -----

// expected-error @+1 {{the kernel layout must name each of its non-spatial dimensions once}}
func.func @conv_missing_letter() attributes {a = #stablehlo.conv<[b, 0, f]x[i, 0]->[b, 0, f]>} {
  return
}

// -----

// expected-error @+1 {{spatial dimensions of the input layout must be 0..1, each once}}
func.func @conv_spatial_gap() attributes {a = #stablehlo.conv<[b, 0, 2, f]x[i, 0, 1, o]->[b, 0, 1, f]>} {
  return
}

// -----

// expected-error @+1 {{input, kernel and output layouts must have the same number of spatial dimensions}}
func.func @conv_rank_mismatch() attributes {a = #stablehlo.conv<[b, 0, 1, f]x[i, 0, o]->[b, 0, 1, f]>} {
  return
}

// -----

// expected-error @+1 {{#stablehlo.dot_algorithm needs lhs_precision_type, rhs_precision_type and accumulation_type}}
func.func @dot_algorithm_missing() attributes {a = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32>} {
  return
}
