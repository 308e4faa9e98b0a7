//===- VhloOps.td - VHLO's ops --------------------------------*- tablegen -*-===//
//
// One op per versioned StableHLO op that portable artifacts hold, from
// StableHLO 0.9 to 1.17. Every op takes any number of operands, results and
// regions; what tells the versions apart is the op's name and its
// attributes. An op's attributes are its properties, read and written in
// the order of their names as MLIR bytecode does for every op, so each op
// lists exactly the attributes the artifacts give it, under their names.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_VHLO_OPS
#define KILN_DIALECT_VHLO_OPS

include "kiln/Dialect/VHLO/IR/VhloAttrs.td"

class Vhlo_Op<string mnemonic, dag attributes = (ins),
              list<Trait> traits = []>
    : Op<Vhlo_Dialect, mnemonic, traits> {
  let arguments = !con((ins Variadic<AnyType>:$args), attributes);
  let results = (outs Variadic<AnyType>:$res);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
}

def Vhlo_AbsV1Op : Vhlo_Op<"abs_v1">;
def Vhlo_AddV1Op : Vhlo_Op<"add_v1">;
def Vhlo_AfterAllV1Op : Vhlo_Op<"after_all_v1">;
def Vhlo_AllGatherV1Op : Vhlo_Op<"all_gather_v1", (ins
    AnyAttr:$all_gather_dim, AnyAttr:$channel_id, AnyAttr:$replica_groups,
    AnyAttr:$use_global_device_ids)>;
def Vhlo_AllGatherV2Op : Vhlo_Op<"all_gather_v2", (ins
    AnyAttr:$all_gather_dim, AnyAttr:$channel_id, AnyAttr:$replica_groups,
    AnyAttr:$use_global_device_ids)>;
def Vhlo_AllReduceV1Op : Vhlo_Op<"all_reduce_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$replica_groups,
    AnyAttr:$use_global_device_ids)>;
def Vhlo_AllReduceV2Op : Vhlo_Op<"all_reduce_v2", (ins
    AnyAttr:$channel_id, AnyAttr:$replica_groups,
    AnyAttr:$use_global_device_ids)>;
def Vhlo_AllToAllV1Op : Vhlo_Op<"all_to_all_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$concat_dimension, AnyAttr:$replica_groups,
    AnyAttr:$split_count, AnyAttr:$split_dimension)>;
def Vhlo_AllToAllV2Op : Vhlo_Op<"all_to_all_v2", (ins
    AnyAttr:$channel_id, AnyAttr:$concat_dimension, AnyAttr:$replica_groups,
    AnyAttr:$split_count, AnyAttr:$split_dimension)>;
def Vhlo_AndV1Op : Vhlo_Op<"and_v1">;
def Vhlo_AsyncDoneV1Op : Vhlo_Op<"async_done_v1">;
def Vhlo_AsyncStartV1Op : Vhlo_Op<"async_start_v1">;
def Vhlo_Atan2V1Op : Vhlo_Op<"atan2_v1">;
def Vhlo_BatchNormGradV1Op : Vhlo_Op<"batch_norm_grad_v1", (ins
    AnyAttr:$epsilon, AnyAttr:$feature_index)>;
def Vhlo_BatchNormInferenceV1Op : Vhlo_Op<"batch_norm_inference_v1", (ins
    AnyAttr:$epsilon, AnyAttr:$feature_index)>;
def Vhlo_BatchNormTrainingV1Op : Vhlo_Op<"batch_norm_training_v1", (ins
    AnyAttr:$epsilon, AnyAttr:$feature_index)>;
def Vhlo_BitcastConvertV1Op : Vhlo_Op<"bitcast_convert_v1">;
def Vhlo_BroadcastInDimV1Op : Vhlo_Op<"broadcast_in_dim_v1", (ins
    AnyAttr:$broadcast_dimensions)>;
def Vhlo_BroadcastV1Op : Vhlo_Op<"broadcast_v1", (ins
    AnyAttr:$broadcast_sizes)>;
def Vhlo_CallV1Op : Vhlo_Op<"call_v1", (ins AnyAttr:$callee)>;
def Vhlo_CaseV1Op : Vhlo_Op<"case_v1">;
def Vhlo_CbrtV1Op : Vhlo_Op<"cbrt_v1">;
def Vhlo_CbrtV2Op : Vhlo_Op<"cbrt_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_CeilV1Op : Vhlo_Op<"ceil_v1">;
def Vhlo_CholeskyV1Op : Vhlo_Op<"cholesky_v1", (ins AnyAttr:$lower)>;
def Vhlo_ClampV1Op : Vhlo_Op<"clamp_v1">;
def Vhlo_CollectiveBroadcastV1Op : Vhlo_Op<"collective_broadcast_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$replica_groups)>;
def Vhlo_CollectivePermuteV1Op : Vhlo_Op<"collective_permute_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$source_target_pairs)>;
def Vhlo_CompareV1Op : Vhlo_Op<"compare_v1", (ins
    AnyAttr:$compare_type, AnyAttr:$comparison_direction)>;
def Vhlo_ComplexV1Op : Vhlo_Op<"complex_v1">;
def Vhlo_CompositeV1Op : Vhlo_Op<"composite_v1", (ins
    AnyAttr:$composite_attributes, AnyAttr:$decomposition, AnyAttr:$name,
    AnyAttr:$version)>;
def Vhlo_CompositeV2Op : Vhlo_Op<"composite_v2", (ins
    AnyAttr:$composite_attributes, AnyAttr:$decomposition, AnyAttr:$name,
    AnyAttr:$version)>;
def Vhlo_ConcatenateV1Op : Vhlo_Op<"concatenate_v1", (ins AnyAttr:$dimension)>;
def Vhlo_ConstantV1Op : Vhlo_Op<"constant_v1", (ins AnyAttr:$value)>;
def Vhlo_ConvertV1Op : Vhlo_Op<"convert_v1">;
def Vhlo_ConvolutionV1Op : Vhlo_Op<"convolution_v1", (ins
    AnyAttr:$batch_group_count, AnyAttr:$feature_group_count,
    AnyAttr:$input_batch_dimension, AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions, AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions, AnyAttr:$lhs_dilation,
    AnyAttr:$output_batch_dimension, AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions, AnyAttr:$padding,
    AnyAttr:$precision_config, AnyAttr:$rhs_dilation, AnyAttr:$window_reversal,
    AnyAttr:$window_strides)>;
def Vhlo_CosineV1Op : Vhlo_Op<"cosine_v1">;
def Vhlo_CosineV2Op : Vhlo_Op<"cosine_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_CountLeadingZerosV1Op : Vhlo_Op<"count_leading_zeros_v1">;
def Vhlo_CreateTokenV1Op : Vhlo_Op<"create_token_v1">;
def Vhlo_CrossReplicaSumV1Op : Vhlo_Op<"cross-replica-sum_v1", (ins
    AnyAttr:$replica_groups)>;
def Vhlo_CustomCallV1Op : Vhlo_Op<"custom_call_v1", (ins
    AnyAttr:$api_version, AnyAttr:$backend_config, AnyAttr:$call_target_name,
    AnyAttr:$called_computations, AnyAttr:$has_side_effect,
    AnyAttr:$operand_layouts, AnyAttr:$output_operand_aliases,
    AnyAttr:$result_layouts)>;
def Vhlo_DivideV1Op : Vhlo_Op<"divide_v1">;
def Vhlo_DotGeneralV1Op : Vhlo_Op<"dot_general_v1", (ins
    AnyAttr:$lhs_batching_dimensions, AnyAttr:$lhs_contracting_dimensions,
    AnyAttr:$precision_config, AnyAttr:$rhs_batching_dimensions,
    AnyAttr:$rhs_contracting_dimensions)>;
def Vhlo_DotGeneralV2Op : Vhlo_Op<"dot_general_v2", (ins
    AnyAttr:$accumulation_type, AnyAttr:$allow_imprecise_accumulation,
    AnyAttr:$lhs_batching_dimensions, AnyAttr:$lhs_component_count,
    AnyAttr:$lhs_contracting_dimensions, AnyAttr:$lhs_precision_type,
    AnyAttr:$num_primitive_operations, AnyAttr:$precision_config,
    AnyAttr:$rhs_batching_dimensions, AnyAttr:$rhs_component_count,
    AnyAttr:$rhs_contracting_dimensions, AnyAttr:$rhs_precision_type)>;
def Vhlo_DotV1Op : Vhlo_Op<"dot_v1", (ins AnyAttr:$precision_config)>;
def Vhlo_DynamicBroadcastInDimV1Op : Vhlo_Op<"dynamic_broadcast_in_dim_v1", (ins
    AnyAttr:$broadcast_dimensions, AnyAttr:$known_expanding_dimensions,
    AnyAttr:$known_nonexpanding_dimensions)>;
def Vhlo_DynamicConvV1Op : Vhlo_Op<"dynamic_conv_v1", (ins
    AnyAttr:$batch_group_count, AnyAttr:$feature_group_count,
    AnyAttr:$input_batch_dimension, AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions, AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions, AnyAttr:$lhs_dilation,
    AnyAttr:$output_batch_dimension, AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions, AnyAttr:$padding,
    AnyAttr:$precision_config, AnyAttr:$rhs_dilation, AnyAttr:$window_reversal,
    AnyAttr:$window_strides)>;
def Vhlo_DynamicConvV2Op : Vhlo_Op<"dynamic_conv_v2", (ins
    AnyAttr:$batch_group_count, AnyAttr:$feature_group_count,
    AnyAttr:$input_batch_dimension, AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions, AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions, AnyAttr:$lhs_dilation,
    AnyAttr:$output_batch_dimension, AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions, AnyAttr:$precision_config,
    AnyAttr:$rhs_dilation, AnyAttr:$window_reversal, AnyAttr:$window_strides)>;
def Vhlo_DynamicGatherV1Op : Vhlo_Op<"dynamic_gather_v1", (ins
    AnyAttr:$collapsed_slice_dims, AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted, AnyAttr:$offset_dims,
    AnyAttr:$start_index_map)>;
def Vhlo_DynamicGatherV2Op : Vhlo_Op<"dynamic_gather_v2", (ins
    AnyAttr:$collapsed_slice_dims, AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted, AnyAttr:$offset_dims,
    AnyAttr:$operand_batching_dims, AnyAttr:$start_index_map,
    AnyAttr:$start_indices_batching_dims)>;
def Vhlo_DynamicIotaV1Op : Vhlo_Op<"dynamic_iota_v1", (ins
    AnyAttr:$iota_dimension)>;
def Vhlo_DynamicPadV1Op : Vhlo_Op<"dynamic_pad_v1">;
def Vhlo_DynamicReshapeV1Op : Vhlo_Op<"dynamic_reshape_v1">;
def Vhlo_DynamicSliceV1Op : Vhlo_Op<"dynamic_slice_v1", (ins
    AnyAttr:$slice_sizes)>;
def Vhlo_DynamicUpdateSliceV1Op : Vhlo_Op<"dynamic_update_slice_v1">;
def Vhlo_EinsumV1Op : Vhlo_Op<"einsum_v1", (ins AnyAttr:$einsum_config)>;
def Vhlo_ExponentialMinusOneV1Op : Vhlo_Op<"exponential_minus_one_v1">;
def Vhlo_ExponentialMinusOneV2Op : Vhlo_Op<"exponential_minus_one_v2", (ins
    AnyAttr:$result_accuracy)>;
def Vhlo_ExponentialV1Op : Vhlo_Op<"exponential_v1">;
def Vhlo_ExponentialV2Op : Vhlo_Op<"exponential_v2", (ins
    AnyAttr:$result_accuracy)>;
def Vhlo_FftV1Op : Vhlo_Op<"fft_v1", (ins
    AnyAttr:$fft_length, AnyAttr:$fft_type)>;
def Vhlo_FloorV1Op : Vhlo_Op<"floor_v1">;
def Vhlo_FuncV1Op : Vhlo_Op<"func_v1", (ins
    AnyAttr:$arg_attrs, AnyAttr:$function_type, AnyAttr:$res_attrs,
    AnyAttr:$sym_name, AnyAttr:$sym_visibility)>;
def Vhlo_GatherV1Op : Vhlo_Op<"gather_v1", (ins
    AnyAttr:$collapsed_slice_dims, AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted, AnyAttr:$offset_dims, AnyAttr:$slice_sizes,
    AnyAttr:$start_index_map)>;
def Vhlo_GatherV2Op : Vhlo_Op<"gather_v2", (ins
    AnyAttr:$collapsed_slice_dims, AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted, AnyAttr:$offset_dims,
    AnyAttr:$operand_batching_dims, AnyAttr:$slice_sizes,
    AnyAttr:$start_index_map, AnyAttr:$start_indices_batching_dims)>;
def Vhlo_GetDimensionSizeV1Op : Vhlo_Op<"get_dimension_size_v1", (ins
    AnyAttr:$dimension)>;
def Vhlo_GetTupleElementV1Op : Vhlo_Op<"get_tuple_element_v1", (ins
    AnyAttr:$index)>;
def Vhlo_IfV1Op : Vhlo_Op<"if_v1">;
def Vhlo_ImagV1Op : Vhlo_Op<"imag_v1">;
def Vhlo_InfeedV1Op : Vhlo_Op<"infeed_v1", (ins
    AnyAttr:$infeed_config, AnyAttr:$layout)>;
def Vhlo_IotaV1Op : Vhlo_Op<"iota_v1", (ins AnyAttr:$iota_dimension)>;
def Vhlo_IsFiniteV1Op : Vhlo_Op<"is_finite_v1">;
def Vhlo_LogPlusOneV1Op : Vhlo_Op<"log_plus_one_v1">;
def Vhlo_LogPlusOneV2Op : Vhlo_Op<"log_plus_one_v2", (ins
    AnyAttr:$result_accuracy)>;
def Vhlo_LogV1Op : Vhlo_Op<"log_v1">;
def Vhlo_LogV2Op : Vhlo_Op<"log_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_LogisticV1Op : Vhlo_Op<"logistic_v1">;
def Vhlo_LogisticV2Op : Vhlo_Op<"logistic_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_MapV1Op : Vhlo_Op<"map_v1", (ins AnyAttr:$dimensions)>;
def Vhlo_MaximumV1Op : Vhlo_Op<"maximum_v1">;
def Vhlo_MinimumV1Op : Vhlo_Op<"minimum_v1">;
def Vhlo_MultiplyV1Op : Vhlo_Op<"multiply_v1">;
def Vhlo_NegateV1Op : Vhlo_Op<"negate_v1">;
def Vhlo_NotV1Op : Vhlo_Op<"not_v1">;
def Vhlo_OptimizationBarrierV1Op : Vhlo_Op<"optimization_barrier_v1">;
def Vhlo_OrV1Op : Vhlo_Op<"or_v1">;
def Vhlo_OutfeedV1Op : Vhlo_Op<"outfeed_v1", (ins AnyAttr:$outfeed_config)>;
def Vhlo_PadV1Op : Vhlo_Op<"pad_v1", (ins
    AnyAttr:$edge_padding_high, AnyAttr:$edge_padding_low,
    AnyAttr:$interior_padding)>;
def Vhlo_PartitionIdV1Op : Vhlo_Op<"partition_id_v1">;
def Vhlo_PopcntV1Op : Vhlo_Op<"popcnt_v1">;
def Vhlo_PowerV1Op : Vhlo_Op<"power_v1">;
def Vhlo_RealDynamicSliceV1Op : Vhlo_Op<"real_dynamic_slice_v1">;
def Vhlo_RealV1Op : Vhlo_Op<"real_v1">;
def Vhlo_RecvV1Op : Vhlo_Op<"recv_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$channel_type, AnyAttr:$is_host_transfer)>;
def Vhlo_RecvV2Op : Vhlo_Op<"recv_v2", (ins
    AnyAttr:$channel_id, AnyAttr:$channel_type, AnyAttr:$is_host_transfer,
    AnyAttr:$source_target_pairs)>;
def Vhlo_ReducePrecisionV1Op : Vhlo_Op<"reduce_precision_v1", (ins
    AnyAttr:$exponent_bits, AnyAttr:$mantissa_bits)>;
def Vhlo_ReduceScatterV1Op : Vhlo_Op<"reduce_scatter_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$replica_groups, AnyAttr:$scatter_dimension,
    AnyAttr:$use_global_device_ids)>;
def Vhlo_ReduceV1Op : Vhlo_Op<"reduce_v1", (ins AnyAttr:$dimensions)>;
def Vhlo_ReduceWindowV1Op : Vhlo_Op<"reduce_window_v1", (ins
    AnyAttr:$base_dilations, AnyAttr:$padding, AnyAttr:$window_dilations,
    AnyAttr:$window_dimensions, AnyAttr:$window_strides)>;
def Vhlo_RemainderV1Op : Vhlo_Op<"remainder_v1">;
def Vhlo_ReplicaIdV1Op : Vhlo_Op<"replica_id_v1">;
def Vhlo_ReshapeV1Op : Vhlo_Op<"reshape_v1">;
def Vhlo_ReturnV1Op : Vhlo_Op<"return_v1", (ins), [Terminator]>;
def Vhlo_ReverseV1Op : Vhlo_Op<"reverse_v1", (ins AnyAttr:$dimensions)>;
def Vhlo_RngBitGeneratorV1Op : Vhlo_Op<"rng_bit_generator_v1", (ins
    AnyAttr:$rng_algorithm)>;
def Vhlo_RngV1Op : Vhlo_Op<"rng_v1", (ins AnyAttr:$rng_distribution)>;
def Vhlo_RoundNearestAfzV1Op : Vhlo_Op<"round_nearest_afz_v1">;
def Vhlo_RoundNearestEvenV1Op : Vhlo_Op<"round_nearest_even_v1">;
def Vhlo_RsqrtV1Op : Vhlo_Op<"rsqrt_v1">;
def Vhlo_RsqrtV2Op : Vhlo_Op<"rsqrt_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_ScatterV1Op : Vhlo_Op<"scatter_v1", (ins
    AnyAttr:$index_vector_dim, AnyAttr:$indices_are_sorted,
    AnyAttr:$inserted_window_dims, AnyAttr:$scatter_dims_to_operand_dims,
    AnyAttr:$unique_indices, AnyAttr:$update_window_dims)>;
def Vhlo_ScatterV2Op : Vhlo_Op<"scatter_v2", (ins
    AnyAttr:$index_vector_dim, AnyAttr:$indices_are_sorted,
    AnyAttr:$input_batching_dims, AnyAttr:$inserted_window_dims,
    AnyAttr:$scatter_dims_to_operand_dims,
    AnyAttr:$scatter_indices_batching_dims, AnyAttr:$unique_indices,
    AnyAttr:$update_window_dims)>;
def Vhlo_SelectAndScatterV1Op : Vhlo_Op<"select_and_scatter_v1", (ins
    AnyAttr:$padding, AnyAttr:$window_dimensions, AnyAttr:$window_strides)>;
def Vhlo_SelectV1Op : Vhlo_Op<"select_v1">;
def Vhlo_SendV1Op : Vhlo_Op<"send_v1", (ins
    AnyAttr:$channel_id, AnyAttr:$channel_type, AnyAttr:$is_host_transfer)>;
def Vhlo_SendV2Op : Vhlo_Op<"send_v2", (ins
    AnyAttr:$channel_id, AnyAttr:$channel_type, AnyAttr:$is_host_transfer,
    AnyAttr:$source_target_pairs)>;
def Vhlo_SetDimensionSizeV1Op : Vhlo_Op<"set_dimension_size_v1", (ins
    AnyAttr:$dimension)>;
def Vhlo_ShiftLeftV1Op : Vhlo_Op<"shift_left_v1">;
def Vhlo_ShiftRightArithmeticV1Op : Vhlo_Op<"shift_right_arithmetic_v1">;
def Vhlo_ShiftRightLogicalV1Op : Vhlo_Op<"shift_right_logical_v1">;
def Vhlo_SignV1Op : Vhlo_Op<"sign_v1">;
def Vhlo_SineV1Op : Vhlo_Op<"sine_v1">;
def Vhlo_SineV2Op : Vhlo_Op<"sine_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_SliceV1Op : Vhlo_Op<"slice_v1", (ins
    AnyAttr:$limit_indices, AnyAttr:$start_indices, AnyAttr:$strides)>;
def Vhlo_SortV1Op : Vhlo_Op<"sort_v1", (ins
    AnyAttr:$dimension, AnyAttr:$is_stable)>;
def Vhlo_SqrtV1Op : Vhlo_Op<"sqrt_v1">;
def Vhlo_SqrtV2Op : Vhlo_Op<"sqrt_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_SubtractV1Op : Vhlo_Op<"subtract_v1">;
def Vhlo_TanV1Op : Vhlo_Op<"tan_v1">;
def Vhlo_TanV2Op : Vhlo_Op<"tan_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_TanhV1Op : Vhlo_Op<"tanh_v1">;
def Vhlo_TanhV2Op : Vhlo_Op<"tanh_v2", (ins AnyAttr:$result_accuracy)>;
def Vhlo_TorchIndexSelectV1Op : Vhlo_Op<"torch_index_select_v1", (ins
    AnyAttr:$batch_dims, AnyAttr:$dim)>;
def Vhlo_TransposeV1Op : Vhlo_Op<"transpose_v1", (ins AnyAttr:$permutation)>;
def Vhlo_TriangularSolveV1Op : Vhlo_Op<"triangular_solve_v1", (ins
    AnyAttr:$left_side, AnyAttr:$lower, AnyAttr:$transpose_a,
    AnyAttr:$unit_diagonal)>;
def Vhlo_TupleV1Op : Vhlo_Op<"tuple_v1">;
def Vhlo_UnaryEinsumV1Op : Vhlo_Op<"unary_einsum_v1", (ins
    AnyAttr:$einsum_config)>;
def Vhlo_UniformDequantizeV1Op : Vhlo_Op<"uniform_dequantize_v1">;
def Vhlo_UniformQuantizeV1Op : Vhlo_Op<"uniform_quantize_v1">;
def Vhlo_WhileV1Op : Vhlo_Op<"while_v1">;
def Vhlo_XorV1Op : Vhlo_Op<"xor_v1">;

#endif // KILN_DIALECT_VHLO_OPS
