// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @all_gather_dim_out_of_range(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op all_gather_dim must be in [0, 2) (C1), but got 2}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_duplicate_ids(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op replica_groups must be unique (C2), but replica id 1 appears more than once}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
  func.func @all_gather_size_vs_num_replicas(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
    // expected-error @+1 {{'stablehlo.all_gather' op size(replica_groups) must be num_replicas = 4 (C3), but got 2}}
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}

// -----

func.func @all_gather_id_out_of_range(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op replica ids must be less than size(replica_groups) = 2 (C4), but got 5}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 5]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_negative_id(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op replica_groups must hold non-negative ids (C4), but got -1}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_groups_rank(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op replica_groups must be a 2-dimensional tensor, but got rank 1}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_groups_i32(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op attribute 'replica_groups' failed to satisfy constraint: 64-bit signless integer elements attribute}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi32>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_global_ids_without_channel(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op use_global_device_ids requires a positive channel id (C5), but got 0}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_gather_result_shape(%arg0: tensor<2x4xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op result types must be (tensor<2x8xf32>) (C6), but got (tensor<2x6xf32>)}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @all_gather_result_element_type(%arg0: tensor<2x4xf32>) -> tensor<2x8xf64> {
  // expected-error @+1 {{'stablehlo.all_gather' op result types must be (tensor<2x8xf32>) (C6), but got (tensor<2x8xf64>)}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf64>
  return %0 : tensor<2x8xf64>
}

// -----

func.func @all_gather_result_count(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op must have one result per operand (C6), but has 2 operand(s) and 1 result(s)}}
  %0 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 2 : i32} {
  func.func @all_gather_cross_replica_and_partition(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
    // expected-error @+1 {{'stablehlo.all_gather' op dim(result #0, all_gather_dim) must be 4 * 4 = 16 (operand size times process group size) (C6), but got 8}}
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}

// -----

func.func @all_gather_unknown_group_size(%arg0: tensor<2x4xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op dim(result #0, all_gather_dim) must be a multiple of 4 (C6), but got 6}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<2x4xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @all_gather_per_axis_quantized(%arg0: tensor<2x4x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) -> tensor<2x8x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>> {
  // expected-error @+1 {{'stablehlo.all_gather' op operand #0 must be variadic of ranked tensor of pred (i1) or integer or floating-point or complex<f32> or complex<f64> or per-tensor quantized integer values, but got 'tensor<2x4x!quant.uniform<i8:f32:0, {1.000000e-01:1,2.000000e-01:2}>>'}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) -> tensor<2x8x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>
  return %0 : tensor<2x8x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>
}

// -----

func.func @all_gather_missing_dim(%arg0: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op requires attribute 'all_gather_dim'}}
  %0 = "stablehlo.all_gather"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @all_reduce_duplicate_ids(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op replica_groups must be unique (C1), but replica id 1 appears more than once}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1], [1, -1]]> : tensor<2x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @all_reduce_size_vs_num_processes(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.all_reduce' op size(replica_groups) must be num_processes = 4 (C2), but got 2}}
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

func.func @all_reduce_id_out_of_range(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op replica ids must be less than size(replica_groups) = 2 (C3), but got 2}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_padding_in_front(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op replica_groups may only be padded with -1 after the ids of a group, but group 0 is [-1, 0]}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[-1, 0], [1, 2]]> : tensor<2x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_global_ids_channel_zero(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op use_global_device_ids requires a positive channel id (C4), but got 0}}
  %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_arity(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op computation must have type (tensor<E>, tensor<E>) -> tensor<E> (C5), but it takes 1 arguments}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_argument_types(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op computation must have type (tensor<E>, tensor<E>) -> tensor<E> (C5), but its arguments are (tensor<f32>, tensor<i32>)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_not_scalar(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op computation must have type (tensor<E>, tensor<E>) -> tensor<E> (C5), but its arguments are (tensor<1xf32>, tensor<1xf32>)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<1xf32>, %arg2: tensor<1xf32>):
    stablehlo.return %arg1 : tensor<1xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_results(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op computation must have type (tensor<E>, tensor<E>) -> tensor<E> (C5), but it returns (tensor<f32>, tensor<f32>)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    stablehlo.return %arg1, %arg2 : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_not_promotable(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.all_reduce' op element type i32 of operand #1 is not promotable to the computation's element type f32 (C5)}}
  %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @all_reduce_narrowing(%arg0: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'stablehlo.all_reduce' op element type f32 of operand #0 is not promotable to the computation's element type f16 (C5)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f16>
    stablehlo.return %1 : tensor<f16>
  }) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @all_reduce_result_shape(%arg0: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op result types must be (tensor<4xf32>) (C6, C7), but got (tensor<2x2xf32>)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @all_reduce_result_element_type(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'stablehlo.all_reduce' op result types must be (tensor<4xf32>) (C6, C7), but got (tensor<4xbf16>)}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @reduce_scatter_not_divisible(%arg0: tensor<2x4xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op dim(operand, scatter_dimension) = 4 must be divisible by the process group size 3 (C1)}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @reduce_scatter_dimension_out_of_range(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op scatter_dimension must be in [0, 2) (C2), but got -1}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = -1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_scatter_duplicate_ids(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op replica_groups must be unique (C3), but replica id 0 appears more than once}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @reduce_scatter_size_vs_num_replicas(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
    // expected-error @+1 {{'stablehlo.reduce_scatter' op size(replica_groups) must be num_replicas = 1 (C4), but got 2}}
    %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}

// -----

func.func @reduce_scatter_id_out_of_range(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op replica ids must be less than size(replica_groups) = 2 (C5), but got 2}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_scatter_global_ids_without_channel(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op use_global_device_ids requires a positive channel id (C6), but got 0}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_scatter_region_return(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op computation must have type (tensor<E>, tensor<E>) -> tensor<E> (C7), but it returns (tensor<i32>)}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_scatter_result_shape(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op result types must be (tensor<2x2xf32>) (C8, C9), but got (tensor<2x4xf32>)}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 2 : i32} {
  func.func @reduce_scatter_cross_replica_and_partition(%arg0: tensor<2x8xf32>) -> tensor<2x4xf32> {
    // expected-error @+1 {{'stablehlo.reduce_scatter' op dim(result, scatter_dimension) must be 8 / 4 = 2 (C8), but got 4}}
    %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}

// -----

func.func @reduce_scatter_result_element_type(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op result types must be (tensor<2x2xf64>) (C8, C9), but got (tensor<2x2xf32>)}}
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @all_to_all_split_dimension(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op split_dimension must be in [0, 2) (C1), but got 2}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 2 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_not_divisible(%arg0: tensor<2x4xf32>) -> tensor<6x1xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op dim(operand #0, split_dimension) = 4 must be divisible by split_count 3 (C2)}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, split_count = 3 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<6x1xf32>
  return %0 : tensor<6x1xf32>
}

// -----

func.func @all_to_all_concat_dimension(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op concat_dimension must be in [0, 2) (C3), but got 2}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_split_count(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op split_count must be positive (C4), but got 0}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 0 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @all_to_all_duplicate_ids(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op replica_groups must be unique (C5), but replica id 1 appears more than once}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @all_to_all_size_vs_num_partitions(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
    // expected-error @+1 {{'stablehlo.all_to_all' op size(replica_groups) must be num_partitions = 4 (C6), but got 2}}
    %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}

// -----

func.func @all_to_all_id_out_of_range(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op replica ids must be less than size(replica_groups) = 2 (C7), but got 3}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 3]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_group_size(%arg0: tensor<2x4xf32>) -> tensor<8x1xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op dim(replica_groups, 1) must be split_count = 4 (C8), but got 2}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<8x1xf32>
  return %0 : tensor<8x1xf32>
}

// -----

func.func @all_to_all_result_shape(%arg0: tensor<2x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op result types must be (tensor<4x2xf32>) (C9), but got (tensor<4x4xf32>)}}
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @collective_broadcast_duplicate_ids(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op replica_groups must be unique (C1), but replica id 0 appears more than once}}
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @collective_broadcast_negative_id(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op replica_groups must hold non-negative ids (C2), but got -1}}
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func @collective_broadcast_id_vs_num_replicas(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    // expected-error @+1 {{'stablehlo.collective_broadcast' op replica ids must be less than num_replicas = 2 (C2), but got 2}}
    %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

func.func @collective_broadcast_result_type(%arg0: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op result types must be (tensor<2xf32>) (C3), but got (tensor<2xf64>)}}
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @collective_permute_pair_shape(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op source_target_pairs must have shape [N, 2] (C1), but got [1, 3]}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @collective_permute_duplicate_sources(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op source_target_pairs must have unique sources (C2), but 0 appears more than once}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @collective_permute_duplicate_targets(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op source_target_pairs must have unique targets (C3), but 2 appears more than once}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 2], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @collective_permute_negative_id(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op source_target_pairs must hold non-negative ids (C4), but got -1}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @collective_permute_id_vs_num_partitions(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    // expected-error @+1 {{'stablehlo.collective_permute' op source_target_pairs ids must be less than num_partitions = 2 (C4), but got 2}}
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

func.func @collective_permute_result_type(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op result types must be (tensor<2xf32>) (C5), but got (tensor<3xf32>)}}
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @all_gather_empty_operand(%arg0: tensor<0xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op dim(result #0, all_gather_dim) must be 0 like the operand's (C6), but got 3}}
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<0xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
