// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Checks of composite (name, decomposition symbol and signature) and
// custom_call (layouts, aliases, backend_config).

func.func @composite_name_not_namespaced(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{name must be a namespaced op name like "my_namespace.my_op" (C1), but got "tangent"}}
  %0 = stablehlo.composite "tangent" %arg0 {decomposition = @tangent} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @tangent(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_name_empty_part(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{name must be a namespaced op name like "my_namespace.my_op" (C1), but got "my..op"}}
  %0 = stablehlo.composite "my..op" %arg0 {decomposition = @my.op} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @my.op(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_missing_decomposition(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{decomposition @my.missing does not name a function (C2)}}
  %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my.missing} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @composite_input_types(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{operand types (tensor<f32>) must match the input types (tensor<f32>, tensor<f32>) of decomposition @my.op (C3)}}
  %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my.op} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @my.op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_result_types(%arg0: tensor<f32>) -> tensor<f64> {
  // expected-error @+1 {{result types (tensor<f64>) must match the result types (tensor<f32>) of decomposition @my.op (C4)}}
  %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my.op} : (tensor<f32>) -> tensor<f64>
  return %0 : tensor<f64>
}
func.func private @my.op(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_missing_decomposition_attr(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{requires attribute 'decomposition'}}
  %0 = stablehlo.composite "my.op" %arg0 : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @custom_call_layouts_together(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand_layouts and result_layouts must be given together}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_layout_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects one layout per operand, but got 2 operands and 1 layouts}}
  %0 = stablehlo.custom_call @foo(%arg0, %arg0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_result_layout_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects one layout per result, but got 1 results and 0 layouts}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = []} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_layout_not_permutation(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{layout [1, 1] of operand 0 must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<[1, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @custom_call_layout_rank(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{layout [0] of result 0 must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @custom_call_token_layout(%arg0: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{layout of token operand 0 must be empty, but got [0]}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @custom_call_tuple_operand_layout(%arg0: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+1 {{layouts of tuple operands are not supported (operand 0)}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @custom_call_layout_not_index(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'operand_layouts' failed to satisfy constraint: array of layouts (minor-to-major dimension lists)}}
  %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<0> : tensor<1xi64>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_alias_operand_index(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{output_operand_alias operand_index 1 is out of range [0, 1)}}
  %0 = stablehlo.custom_call @foo(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_alias_types(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  // expected-error @+1 {{output_operand_alias pairs operand part of type 'tensor<4xf32>' with output part of type 'tensor<i32>', but the types must be equal}}
  %0:2 = stablehlo.custom_call @foo(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<i32>
}

// -----

func.func @custom_call_alias_operand_tuple_indices(%arg0: tuple<tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error @+1 {{output_operand_alias operand_tuple_indices [1] do not index into operand 0}}
  %0 = stablehlo.custom_call @foo(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<4xf32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_alias_output_tuple_indices(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{output_operand_alias output_tuple_indices [0] do not index into the results}}
  %0 = stablehlo.custom_call @foo(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_dict_config_old_api(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{backend_config must be a string unless api_version is API_VERSION_TYPED_FFI (4)}}
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = {x = 1 : i32}} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_string_config_typed_ffi(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{backend_config must be a dictionary when api_version is API_VERSION_TYPED_FFI (4)}}
  %0 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32, backend_config = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_bad_api_version(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'api_version' failed to satisfy constraint: custom call API version}}
  %0 = stablehlo.custom_call @foo(%arg0) {api_version = 7 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_bad_config_kind(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'backend_config' failed to satisfy constraint: string attribute or dictionary of named attribute values}}
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = 3 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_string_target(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  %0 = stablehlo.custom_call "foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
