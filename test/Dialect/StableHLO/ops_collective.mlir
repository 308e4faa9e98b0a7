// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Round trips of the collective, token and I/O ops. Only after_all,
// create_token, replica_id and partition_id have a pretty form; the others
// print generically with their attributes as properties, as JAX emits them.

// CHECK-LABEL: func.func @after_all
// CHECK-NEXT: %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @after_all(%arg0: !stablehlo.token, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// With no inputs the pretty form keeps the space before the colon.
// CHECK-LABEL: func.func @after_all_no_inputs
// CHECK-NEXT: %0 = stablehlo.after_all  : !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @after_all_no_inputs() -> !stablehlo.token {
  %0 = stablehlo.after_all  : !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// The generic form reads back into the pretty one, discardable attributes kept.
// CHECK-LABEL: func.func @after_all_generic
// CHECK-NEXT: %0 = stablehlo.after_all %arg0 {kiln.note = "x"} : !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @after_all_generic(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.after_all"(%arg0) {kiln.note = "x"} : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @create_token
// CHECK-NEXT: %0 = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @create_token() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @replica_and_partition_id
// CHECK-NEXT: %0 = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT: %1 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: return %0, %1 : tensor<ui32>, tensor<ui32>
func.func @replica_and_partition_id() -> (tensor<ui32>, tensor<ui32>) {
  %0 = stablehlo.replica_id : tensor<ui32>
  %1 = "stablehlo.partition_id"() : () -> tensor<ui32>
  return %0, %1 : tensor<ui32>, tensor<ui32>
}

// -----

// Collectives exactly as JAX emits them from shard_map (psum, all_gather,
// all_to_all, ppermute, psum_scatter) under mhlo.num_partitions = 4.
// CHECK: module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-LABEL: func.func public @jax_collectives
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT: %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
// CHECK-NEXT: stablehlo.return %5 : tensor<f32>
// CHECK-NEXT: }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x8x4xf32>) -> tensor<4x8x4xf32>
// CHECK-NEXT: %2 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<1x8x4xf32>) -> tensor<4x8x1xf32>
// CHECK-NEXT: %3 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %4 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT: %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
// CHECK-NEXT: stablehlo.return %5 : tensor<f32>
// CHECK-NEXT: }) : (tensor<8x4xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : tensor<8x4xf32>, tensor<4x8x4xf32>, tensor<4x8x1xf32>, tensor<8x4xf32>, tensor<8x1xf32>
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @jax_collectives(%arg0: tensor<8x4xf32>, %arg1: tensor<1x8x4xf32>) -> (tensor<8x4xf32>, tensor<4x8x4xf32>, tensor<4x8x1xf32>, tensor<8x4xf32>, tensor<8x1xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x8x4xf32>) -> tensor<4x8x4xf32>
    %2 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<1x8x4xf32>) -> tensor<4x8x1xf32>
    %3 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<8x1xf32>
    return %0, %1, %2, %3, %4 : tensor<8x4xf32>, tensor<4x8x4xf32>, tensor<4x8x1xf32>, tensor<8x4xf32>, tensor<8x1xf32>
  }
}

// -----

// Variadic operands of different element types; channel id 0.
// CHECK-LABEL: func.func @all_gather_variadic
// CHECK-NEXT: %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>, tensor<2x3xf32>) -> (tensor<2x4xi64>, tensor<2x6xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2x4xi64>, tensor<2x6xf32>
func.func @all_gather_variadic(%arg0: tensor<2x2xi64>, %arg1: tensor<2x3xf32>) -> (tensor<2x4xi64>, tensor<2x6xf32>) {
  %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>, tensor<2x3xf32>) -> (tensor<2x4xi64>, tensor<2x6xf32>)
  return %0#0, %0#1 : tensor<2x4xi64>, tensor<2x6xf32>
}

// -----

// CHECK-LABEL: func.func @all_gather_dynamic
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<?x4xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x8xf32>
func.func @all_gather_dynamic(%arg0: tensor<?x4xf32>) -> tensor<?x8xf32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<?x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// Empty replica_groups: one group of every process, size unknown here.
// CHECK-LABEL: func.func @all_gather_all_replicas
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<4xf32>) -> tensor<12xf32>
// CHECK-NEXT: return %0 : tensor<12xf32>
func.func @all_gather_all_replicas(%arg0: tensor<4xf32>) -> tensor<12xf32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<4xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

// Groups of different sizes are padded with -1.
// CHECK-LABEL: func.func @all_reduce_variadic
// CHECK-NEXT: %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<{{\[\[}}0, 1], [2, -1]]> : tensor<2x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<4xi64>, tensor<2x2xi64>) -> (tensor<4xi64>, tensor<2x2xi64>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4xi64>, tensor<2x2xi64>
func.func @all_reduce_variadic(%arg0: tensor<4xi64>, %arg1: tensor<2x2xi64>) -> (tensor<4xi64>, tensor<2x2xi64>) {
  %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>}> ({
  ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) : (tensor<4xi64>, tensor<2x2xi64>) -> (tensor<4xi64>, tensor<2x2xi64>)
  return %0#0, %0#1 : tensor<4xi64>, tensor<2x2xi64>
}

// -----

// The computation may accumulate in a wider type than the operands.
// CHECK-LABEL: func.func @all_reduce_promoted
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT: stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xbf16>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
func.func @all_reduce_promoted(%arg0: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_scatter
// CHECK-NEXT: %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg2 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x4xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @reduce_scatter(%arg0: tensor<2x4xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// CHECK-LABEL: func.func @all_to_all_variadic
// CHECK-NEXT: %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<2x4xf32>) -> (tensor<4x2xi64>, tensor<4x2xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x2xi64>, tensor<4x2xf32>
func.func @all_to_all_variadic(%arg0: tensor<2x4xi64>, %arg1: tensor<2x4xf32>) -> (tensor<4x2xi64>, tensor<4x2xf32>) {
  %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<2x4xf32>) -> (tensor<4x2xi64>, tensor<4x2xf32>)
  return %0#0, %0#1 : tensor<4x2xi64>, tensor<4x2xf32>
}

// -----

// split_dimension = concat_dimension leaves the shape unchanged.
// CHECK-LABEL: func.func @all_to_all_same_dimension
// CHECK-NEXT: %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<{{\[\[}}0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>, split_count = 3 : i64, split_dimension = 1 : i64}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: return %0 : tensor<4x6xf32>
func.func @all_to_all_same_dimension(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>, split_count = 3 : i64, split_dimension = 1 : i64}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @collective_broadcast
// CHECK-NEXT: %0 = "stablehlo.collective_broadcast"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}2, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>
// CHECK-NEXT: return %0 : tensor<1x2xi64>
func.func @collective_broadcast(%arg0: tensor<1x2xi64>) -> tensor<1x2xi64> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>
  return %0 : tensor<1x2xi64>
}

// -----

// CHECK-LABEL: func.func @collective_permute
// CHECK-NEXT: %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @collective_permute(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// CHECK-LABEL: func.func @send_to_host
// CHECK-NEXT: %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @send_to_host(%arg0: tensor<2x2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// An explicit is_host_transfer = false is kept; source_target_pairs names the peers.
// CHECK-LABEL: func.func @send_to_devices
// CHECK-NEXT: %0 = "stablehlo.send"(%arg0, %arg1, %arg2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, is_host_transfer = false, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>, tensor<f32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @send_to_devices(%arg0: tensor<2x2xi64>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1, %arg2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>, tensor<f32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @send_token_only
// CHECK-NEXT: %0 = "stablehlo.send"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @send_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @recv_from_host
// CHECK-NEXT: %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
func.func @recv_from_host(%arg0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @recv_from_devices
// CHECK-NEXT: %0:3 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2x2xi64>, tensor<i1>, !stablehlo.token)
// CHECK-NEXT: return %0#0, %0#1, %0#2 : tensor<2x2xi64>, tensor<i1>, !stablehlo.token
func.func @recv_from_devices(%arg0: !stablehlo.token) -> (tensor<2x2xi64>, tensor<i1>, !stablehlo.token) {
  %0:3 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2x2xi64>, tensor<i1>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<2x2xi64>, tensor<i1>, !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @recv_token_only
// CHECK-NEXT: %0 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @recv_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @infeed
// CHECK-NEXT: %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "queue0", layout = {{\[\[}}1, 0], []]}> : (!stablehlo.token) -> (tensor<2x3xi64>, tensor<f32>, !stablehlo.token)
// CHECK-NEXT: return %0#0, %0#1, %0#2 : tensor<2x3xi64>, tensor<f32>, !stablehlo.token
func.func @infeed(%arg0: !stablehlo.token) -> (tensor<2x3xi64>, tensor<f32>, !stablehlo.token) {
  %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "queue0", layout = [[1, 0], []]}> : (!stablehlo.token) -> (tensor<2x3xi64>, tensor<f32>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<2x3xi64>, tensor<f32>, !stablehlo.token
}

// -----

// infeed_config defaults to "" and is always printed.
// CHECK-LABEL: func.func @infeed_default_config
// CHECK-NEXT: %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
func.func @infeed_default_config(%arg0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @infeed_token_only
// CHECK-NEXT: %0 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @infeed_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @outfeed
// CHECK-NEXT: %0 = "stablehlo.outfeed"(%arg0, %arg1, %arg2) <{outfeed_config = "cfg"}> : (tensor<2x2x2xi64>, tensor<ui8>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @outfeed(%arg0: tensor<2x2x2xi64>, %arg1: tensor<ui8>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1, %arg2) <{outfeed_config = "cfg"}> : (tensor<2x2x2xi64>, tensor<ui8>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// outfeed_config defaults to "" and is always printed.
// CHECK-LABEL: func.func @outfeed_default_config
// CHECK-NEXT: %0 = "stablehlo.outfeed"(%arg0) <{outfeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %0 : !stablehlo.token
func.func @outfeed_default_config(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0) : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// Bounded dynamic sizes are accepted against the inferred `?`.
// CHECK-LABEL: func.func @all_to_all_bounded
// CHECK-NEXT: %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>>
// CHECK-NEXT: return %0 : tensor<?x2xf32, #stablehlo.bounds<16, ?>>
func.func @all_to_all_bounded(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>> {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>>
  return %0 : tensor<?x2xf32, #stablehlo.bounds<16, ?>>
}

// -----

// CHECK-LABEL: func.func @reduce_scatter_dynamic
// CHECK-NEXT: %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT: stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<?x8xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
func.func @reduce_scatter_dynamic(%arg0: tensor<?x8xf32>) -> tensor<?x4xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<?x8xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @collective_permute_quantized
// CHECK-NEXT: %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>
// CHECK-NEXT: return %0 : tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>
func.func @collective_permute_quantized(%arg0: tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>> {
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.000000e-01:3>>
}
