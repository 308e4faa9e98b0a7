// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// The one rule by which every StableHLO and CHLO op accepts a declared type
// for an inferred one (isCompatibleType, StablehloTypeUtils.h), shown on ops
// of every family: sizes agree or one is `?`; a static size must fit the
// bound of a bounded dynamic dimension; quantized element types may differ
// in scales and zero points (and quantization dimension) but not in storage
// type, signedness, storage range, expressed type or granularity; quantized
// and non-quantized element types never match.

//===----------------------------------------------------------------------===//
// Dynamic and static sizes
//===----------------------------------------------------------------------===//

// A `?` on either side matches any size, in every family.
func.func @dynamic_matches_static(%arg0: tensor<?x4xf32>, %arg1: tensor<3x4xf32>) {
  %0 = stablehlo.negate %arg0 : (tensor<?x4xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.negate %arg1 : (tensor<3x4xf32>) -> tensor<?x4xf32>
  %2 = stablehlo.reverse %arg0, dims = [0] : (tensor<?x4xf32>) -> tensor<3x4xf32>
  %3 = "stablehlo.optimization_barrier"(%arg1) : (tensor<3x4xf32>) -> tensor<?x?xf32>
  %4 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<?x4xf32>) -> tensor<3x4xf32>
  %5 = chlo.tan %arg0 : tensor<?x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @static_mismatch(%arg0: tensor<4xf32>) {
  // expected-error @+2 {{'stablehlo.reverse' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{'stablehlo.reverse' op failed to infer returned types}}
  %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @rank_mismatch(%arg0: tensor<?xf32>) {
  // expected-error @+2 {{'stablehlo.optimization_barrier' op inferred type(s) 'tensor<?xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{'stablehlo.optimization_barrier' op failed to infer returned types}}
  %0 = "stablehlo.optimization_barrier"(%arg0) : (tensor<?xf32>) -> tensor<4x1xf32>
  return
}

//===----------------------------------------------------------------------===//
// Bounded dynamic sizes
//===----------------------------------------------------------------------===//

// A static size up to the bound fits; a dimension without a bound, or with
// another bound, is a dynamic size like any other.
func.func @bounded_accepts(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<3xf32>) {
  %0 = stablehlo.negate %arg0 : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<4xf32>
  %1 = stablehlo.negate %arg0 : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32>
  %2 = stablehlo.negate %arg0 : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<2>>
  %3 = stablehlo.negate %arg1 : (tensor<3xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %4 = stablehlo.reverse %arg0, dims = [0] : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2xf32>
  return
}

// -----

// A declared bound smaller than the inferred static size.
func.func @static_exceeds_declared_bound(%arg0: tensor<5xf32>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<?xf32, #stablehlo.bounds<4>>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<5xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return
}

// -----

// The data movement family honours bounds as the elementwise one does.
func.func @reverse_exceeds_bound(%arg0: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+2 {{'stablehlo.reverse' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<4>>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{'stablehlo.reverse' op failed to infer returned types}}
  %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  return
}

// -----

// So does control flow.
func.func @barrier_exceeds_bound(%arg0: tensor<?x2xf32, #stablehlo.bounds<4, ?>>) {
  // expected-error @+2 {{'stablehlo.optimization_barrier' op inferred type(s) 'tensor<?x2xf32, #stablehlo.bounds<4, ?>>' are incompatible with return type(s) of operation 'tensor<6x2xf32>'}}
  // expected-error @+1 {{'stablehlo.optimization_barrier' op failed to infer returned types}}
  %0 = "stablehlo.optimization_barrier"(%arg0) : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> tensor<6x2xf32>
  return
}

// -----

// The collectives check their inferred types in their verifiers, by the
// same rule.
func.func @collective_exceeds_bound(%arg0: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+1 {{'stablehlo.collective_permute' op result types must be (tensor<?xf32, #stablehlo.bounds<4>>) (C5), but got (tensor<5xf32>)}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  return
}

// -----

// And CHLO.
func.func @chlo_exceeds_bound(%arg0: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+2 {{'chlo.tan' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<4>>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{'chlo.tan' op failed to infer returned types}}
  %0 = chlo.tan %arg0 : tensor<?xf32, #stablehlo.bounds<4>> -> tensor<5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Quantized element types
//===----------------------------------------------------------------------===//

// Scales and zero points may differ: the spec relates operand and result of
// negate by baseline_type, and those of add by storage and expressed type
// (add, C3-C4). Per-axis types may also differ in quantization dimension
// and scales (transpose, C4).
func.func @quantization_parameters_may_differ(
    %arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>,
    %arg1: tensor<4x!quant.uniform<i8:f32, 1.250000e-01:-2>>,
    %arg2: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  %0 = stablehlo.negate %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-1>>
  %1 = stablehlo.add %arg0, %arg1 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<4x!quant.uniform<i8:f32, 1.250000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
  %2 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {4.000000e-01,5.000000e-01,6.000000e-01}>>
  return
}

// -----

// `u8` and `i8` quantized types share a signless i8 storage type; their
// signedness tells them apart.
func.func @storage_signedness(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' are incompatible with return type(s) of operation 'tensor<4x!quant.uniform<u8:f32, 5.000000e-01>>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<u8:f32, 5.000000e-01>>
  return
}

// -----

func.func @storage_range(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' are incompatible with return type(s) of operation 'tensor<4x!quant.uniform<i8<-127:127>:f32, 5.000000e-01>>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8<-127:127>:f32, 5.000000e-01>>
  return
}

// -----

func.func @expressed_type(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' are incompatible with return type(s) of operation 'tensor<4x!quant.uniform<i8:bf16, 5.000000e-01>>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:bf16, 5.000000e-01>>
  return
}

// -----

// A quantized value is not a value of its expressed type: dequantizing is
// what uniform_dequantize is for.
func.func @quantized_to_expressed(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4xf32>
  return
}

// -----

func.func @expressed_to_quantized(%arg0: tensor<4xf32>) {
  // expected-error @+2 {{'stablehlo.negate' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  // expected-error @+1 {{'stablehlo.negate' op failed to infer returned types}}
  %0 = stablehlo.negate %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}

// -----

// Per-tensor and per-axis quantization are different granularities.
func.func @granularity(%arg0: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) {
  // expected-error @+2 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>' are incompatible with return type(s) of operation 'tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>'}}
  // expected-error @+1 {{'stablehlo.transpose' op failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>
  return
}

// -----

// The operands of a binary op must be compatible by the same rule (C1).
func.func @binary_operands(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, %arg1: tensor<4x!quant.uniform<i8:bf16, 5.000000e-01>>) {
  // expected-error @+1 {{'stablehlo.multiply' op requires compatible operand types (C1), but got 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' and 'tensor<4x!quant.uniform<i8:bf16, 5.000000e-01>>'}}
  %0 = stablehlo.multiply %arg0, %arg1 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<4x!quant.uniform<i8:bf16, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}
