// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @after_all_tensor_input(%arg0: !stablehlo.token, %arg1: tensor<f32>) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.after_all' op operand #1 must be variadic of token, but got 'tensor<f32>'}}
  %0 = "stablehlo.after_all"(%arg0, %arg1) : (!stablehlo.token, tensor<f32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @after_all_tensor_result(%arg0: !stablehlo.token) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.after_all' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = "stablehlo.after_all"(%arg0) : (!stablehlo.token) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @after_all_bad_type_list(%arg0: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{custom op 'stablehlo.after_all' expected 1 operand types but got 2}}
  %0 = stablehlo.after_all %arg0 : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @create_token_tensor_result() -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.create_token' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = stablehlo.create_token : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @create_token_missing_type() -> !stablehlo.token {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.create_token
  return %0 : !stablehlo.token
}

// -----

func.func @replica_id_signed() -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.replica_id' op result #0 must be 0D tensor of 32-bit unsigned integer values, but got 'tensor<i32>'}}
  %0 = stablehlo.replica_id : tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @replica_id_rank() -> tensor<1xui32> {
  // expected-error @+1 {{'stablehlo.replica_id' op result #0 must be 0D tensor of 32-bit unsigned integer values, but got 'tensor<1xui32>'}}
  %0 = stablehlo.replica_id : tensor<1xui32>
  return %0 : tensor<1xui32>
}

// -----

func.func @partition_id_width() -> tensor<ui64> {
  // expected-error @+1 {{'stablehlo.partition_id' op result #0 must be 0D tensor of 32-bit unsigned integer values, but got 'tensor<ui64>'}}
  %0 = stablehlo.partition_id : tensor<ui64>
  return %0 : tensor<ui64>
}

// -----

func.func @partition_id_operand(%arg0: tensor<ui32>) -> tensor<ui32> {
  // expected-error @+1 {{'stablehlo.partition_id' op requires zero operands}}
  %0 = "stablehlo.partition_id"(%arg0) : (tensor<ui32>) -> tensor<ui32>
  return %0 : tensor<ui32>
}

// -----

func.func @send_host_channel_type(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op channel_handle type must be 2 (DEVICE_TO_HOST) when is_host_transfer is true (C1), but got 1}}
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_device_channel_type(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op channel_handle type must be 1 (DEVICE_TO_DEVICE) when is_host_transfer is false (C1), but got 3}}
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_invalid_channel_type(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op channel_handle type must be 1 (DEVICE_TO_DEVICE) when is_host_transfer is false (C1), but got 0}}
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, is_host_transfer = false}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_missing_channel(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op requires attribute 'channel_handle'}}
  %0 = "stablehlo.send"(%arg0, %arg1) : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_token_first(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op operand #0 must be variadic of ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or quantized integer (!quant.uniform) values, but got '!stablehlo.token'}}
  %0 = "stablehlo.send"(%arg1, %arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token, tensor<2xf32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_pairs_shape(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op source_target_pairs must have shape [N, 2] (C1), but got [2]}}
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @send_pairs_duplicate_sources(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op source_target_pairs must have unique sources (C2), but 0 appears more than once}}
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @recv_host_channel_type(%arg0: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op channel_handle type must be 3 (HOST_TO_DEVICE) when is_host_transfer is true (C1), but got 2}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xf32>, !stablehlo.token
}

// -----

func.func @recv_device_channel_type(%arg0: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op channel_handle type must be 1 (DEVICE_TO_DEVICE) when is_host_transfer is false (C1), but got 3}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xf32>, !stablehlo.token
}

// -----

func.func @recv_no_results(%arg0: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op must produce at least one result (C2), but produces none}}
  "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> ()
  return
}

// -----

func.func @recv_token_first(%arg0: !stablehlo.token) -> (!stablehlo.token, tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.recv' op every result but the last must be a tensor (C3), but result #0 has type '!stablehlo.token'}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>)
  return %0#0, %0#1 : !stablehlo.token, tensor<2xf32>
}

// -----

func.func @recv_no_token(%arg0: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.recv' op the last result must be a token (C4), but it has type 'tensor<2xf32>'}}
  %0 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @recv_dynamic_result(%arg0: !stablehlo.token) -> (tensor<?xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op result #0 must be variadic of statically shaped tensor or token, but got 'tensor<?xf32>'}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<?xf32>, !stablehlo.token
}

// -----

func.func @recv_pairs_duplicate_targets(%arg0: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op source_target_pairs must have unique targets (C3), but 1 appears more than once}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xf32>, !stablehlo.token
}

// -----

func.func @recv_pairs_negative(%arg0: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op source_target_pairs must hold non-negative ids (C4), but got -3}}
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, -3]]> : tensor<1x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xf32>, !stablehlo.token
}

// -----

func.func @infeed_no_results(%arg0: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op must produce at least one result (C2), but produces none}}
  "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> ()
  return
}

// -----

func.func @infeed_token_first(%arg0: !stablehlo.token) -> (!stablehlo.token, tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.infeed' op every result but the last must be a tensor (C3), but result #0 has type '!stablehlo.token'}}
  %0:2 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>)
  return %0#0, %0#1 : !stablehlo.token, tensor<2xf32>
}

// -----

func.func @infeed_no_token(%arg0: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.infeed' op the last result must be a token (C4), but it has type 'tensor<2xf32>'}}
  %0 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @infeed_dynamic_result(%arg0: !stablehlo.token) -> (tensor<?xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op result #0 must be variadic of statically shaped tensor or token, but got 'tensor<?xf32>'}}
  %0:2 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<?xf32>, !stablehlo.token
}

// -----

func.func @infeed_layout_count(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op layout must have one entry per tensor result (1), but has 2}}
  %0:2 = "stablehlo.infeed"(%arg0) <{layout = [[1, 0], [0]]}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}

// -----

func.func @infeed_layout_entry(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op layout entry #0 must be an array of integers, but got "1, 0"}}
  %0:2 = "stablehlo.infeed"(%arg0) <{layout = ["1, 0"]}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}

// -----

func.func @infeed_layout_permutation(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op layout entry #0 must be a permutation of the dimensions of 'tensor<2x3xf32>', but got [0, 2]}}
  %0:2 = "stablehlo.infeed"(%arg0) <{layout = [[0, 2]]}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}

// -----

func.func @infeed_config_type(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  // expected-error @+1 {{invalid properties {infeed_config = 1 : i64} for op stablehlo.infeed: Invalid attribute `infeed_config` in property conversion: 1 : i64}}
  %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = 1 : i64}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}

// -----

func.func @outfeed_token_first(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.outfeed' op operand #0 must be variadic of ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or quantized integer (!quant.uniform) values, but got '!stablehlo.token'}}
  %0 = "stablehlo.outfeed"(%arg1, %arg0) : (!stablehlo.token, tensor<2xf32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @outfeed_tensor_result(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.outfeed' op result #0 must be token, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.outfeed"(%arg0, %arg1) : (tensor<2xf32>, !stablehlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Syntax errors.

func.func @all_gather_has_no_pretty_form(%arg0: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.all_gather' has no custom assembly form}}
  %0 = stablehlo.all_gather %arg0, dim = 0 : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-note @+1 {{prior use here}}
func.func @after_all_tensor_type(%arg0: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: 'tensor<f32>' vs '!stablehlo.token'}}
  %0 = stablehlo.after_all %arg0 : tensor<f32>
  return %0 : !stablehlo.token
}

// -----

func.func @channel_handle_missing_field(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
