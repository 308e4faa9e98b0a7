// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// composite_attributes and version are left out when they have their
// default values ({} and 0).
// CHECK-LABEL: func.func @composite
func.func @composite(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.composite "my.tangent" %arg0 {decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %1 = stablehlo.composite "my.op" %arg0, %arg1 {composite_attributes = {alpha = 2.000000e+00 : f64}, decomposition = @my.op} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %2 = stablehlo.composite "my.op" %0, %1 {composite_attributes = {alpha = 1.000000e+00 : f64, mode = "fast"}, decomposition = @my.op, version = 3 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %3 = stablehlo.composite "my.op" %0, %1 {decomposition = @my.op} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %0 = stablehlo.composite "my.tangent" %arg0 {decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "my.op" %arg0, %arg1 {composite_attributes = {alpha = 2.000000e+00 : f64}, decomposition = @my.op} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.composite "my.op" %0, %1 {composite_attributes = {alpha = 1.000000e+00 : f64, mode = "fast"}, decomposition = @my.op, version = 3 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.composite "my.op" %0, %1 {composite_attributes = {}, decomposition = @my.op, version = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @my.tangent(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}
func.func private @my.op(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A composite without operands or results, and one with a token.
// CHECK-LABEL: func.func @composite_no_values
func.func @composite_no_values(%arg0: !stablehlo.token) -> !stablehlo.token {
  // CHECK-NEXT: stablehlo.composite "kiln.marker"  {decomposition = @marker} : () -> ()
  // CHECK-NEXT: %0 = stablehlo.composite "kiln.pass_token" %arg0 {decomposition = @pass_token} : (!stablehlo.token) -> !stablehlo.token
  stablehlo.composite "kiln.marker" {decomposition = @marker} : () -> ()
  %0 = stablehlo.composite "kiln.pass_token" %arg0 {decomposition = @pass_token} : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
func.func private @marker() {
  return
}
func.func private @pass_token(%arg0: !stablehlo.token) -> !stablehlo.token {
  return %arg0 : !stablehlo.token
}

// -----

// What jax.ffi.ffi_call emits: a string backend_config next to the
// dictionary of FFI attributes, layouts, and has_side_effect.
// CHECK-LABEL: func.func @custom_call_ffi
func.func @custom_call_ffi(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {alpha = 1.000000e+00 : f32, n = 3 : i32, s = "hi"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {alpha = 1.000000e+00 : f32, n = 3 : i32, s = "hi"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Dotted target names print bare; other names are quoted. Output/operand
// aliases, two results with a 0-d one (empty layout).
// CHECK-LABEL: func.func @custom_call_aliases
func.func @custom_call_aliases(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<i32>) {
  // CHECK-NEXT: %0:2 = stablehlo.custom_call @my.target(%arg0) {backend_config = "", mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<i32>)
  // CHECK-NEXT: %1 = stablehlo.custom_call @"check.expect close"(%0#0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %0:2 = stablehlo.custom_call @my.target(%arg0) {backend_config = "", mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<i32>)
  %1 = stablehlo.custom_call @"check.expect close"(%0#0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<i32>
}

// -----

// The typed FFI (api_version = 4) with a dictionary config and called
// computations; default values (api_version 1, has_side_effect false, no
// called computations, no aliases) are left out.
// CHECK-LABEL: func.func @custom_call_typed_ffi
func.func @custom_call_typed_ffi(%arg0: tensor<f64>) -> tensor<f64> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@callee]} : (tensor<f64>) -> tensor<f64>
  // CHECK-NEXT: %1 = stablehlo.custom_call @foo(%0) : (tensor<f64>) -> tensor<f64>
  // CHECK-NEXT: %2 = stablehlo.custom_call @foo(%1) {api_version = 2 : i32, backend_config = "cfg"} : (tensor<f64>) -> tensor<f64>
  %0 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@callee]} : (tensor<f64>) -> tensor<f64>
  %1 = stablehlo.custom_call @foo(%0) {api_version = 1 : i32, called_computations = [], has_side_effect = false, output_operand_aliases = []} : (tensor<f64>) -> tensor<f64>
  %2 = stablehlo.custom_call @foo(%1) {api_version = 2 : i32, backend_config = "cfg"} : (tensor<f64>) -> tensor<f64>
  return %2 : tensor<f64>
}
func.func private @callee(%arg0: tensor<f64>) -> tensor<f64> {
  return %arg0 : tensor<f64>
}

// -----

// Sharding annotations as JAX writes them; zero results; tokens; tuples.
// CHECK-LABEL: func.func @custom_call_shapes
func.func @custom_call_shapes(%arg0: tensor<8xf32>, %arg1: !stablehlo.token) -> tuple<tensor<f32>, !stablehlo.token> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<8xf32>) -> tensor<8xf32>
  // CHECK-NEXT: stablehlo.custom_call @side_effect() {has_side_effect = true} : () -> ()
  // CHECK-NEXT: %1 = stablehlo.custom_call @tok(%arg1, %0) {operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<8xf32>) -> !stablehlo.token
  // CHECK-NEXT: %2 = stablehlo.custom_call @tup(%0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>]} : (tensor<8xf32>) -> tuple<tensor<f32>, !stablehlo.token>
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<8xf32>) -> tensor<8xf32>
  stablehlo.custom_call @side_effect() {has_side_effect = true} : () -> ()
  %1 = stablehlo.custom_call @tok(%arg1, %0) {operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<8xf32>) -> !stablehlo.token
  %2 = stablehlo.custom_call @tup(%0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>]} : (tensor<8xf32>) -> tuple<tensor<f32>, !stablehlo.token>
  return %2 : tuple<tensor<f32>, !stablehlo.token>
}
