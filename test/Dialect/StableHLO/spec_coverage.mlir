// Every op of the StableHLO specification (and the legacy ops JAX can still
// emit) is registered: each is written here with no operands, which its
// verifier or parser rejects, but never as an unknown operation.
// RUN: not kiln-opt %s -split-input-file 2>&1 | FileCheck %s
// CHECK-NOT: unregistered operation
// 105 spec ops, 7 legacy ops.

"stablehlo.abs"() : () -> ()

// -----

"stablehlo.add"() : () -> ()

// -----

"stablehlo.after_all"() : () -> ()

// -----

"stablehlo.all_gather"() : () -> ()

// -----

"stablehlo.all_reduce"() : () -> ()

// -----

"stablehlo.all_to_all"() : () -> ()

// -----

"stablehlo.and"() : () -> ()

// -----

"stablehlo.atan2"() : () -> ()

// -----

"stablehlo.batch_norm_grad"() : () -> ()

// -----

"stablehlo.batch_norm_inference"() : () -> ()

// -----

"stablehlo.batch_norm_training"() : () -> ()

// -----

"stablehlo.bitcast_convert"() : () -> ()

// -----

"stablehlo.broadcast_in_dim"() : () -> ()

// -----

"stablehlo.case"() : () -> ()

// -----

"stablehlo.cbrt"() : () -> ()

// -----

"stablehlo.ceil"() : () -> ()

// -----

"stablehlo.cholesky"() : () -> ()

// -----

"stablehlo.clamp"() : () -> ()

// -----

"stablehlo.collective_broadcast"() : () -> ()

// -----

"stablehlo.collective_permute"() : () -> ()

// -----

"stablehlo.compare"() : () -> ()

// -----

"stablehlo.complex"() : () -> ()

// -----

"stablehlo.composite"() : () -> ()

// -----

"stablehlo.concatenate"() : () -> ()

// -----

"stablehlo.constant"() : () -> ()

// -----

"stablehlo.convert"() : () -> ()

// -----

"stablehlo.convolution"() : () -> ()

// -----

"stablehlo.cosine"() : () -> ()

// -----

"stablehlo.count_leading_zeros"() : () -> ()

// -----

"stablehlo.custom_call"() : () -> ()

// -----

"stablehlo.divide"() : () -> ()

// -----

"stablehlo.dot_general"() : () -> ()

// -----

"stablehlo.dynamic_broadcast_in_dim"() : () -> ()

// -----

"stablehlo.dynamic_conv"() : () -> ()

// -----

"stablehlo.dynamic_gather"() : () -> ()

// -----

"stablehlo.dynamic_iota"() : () -> ()

// -----

"stablehlo.dynamic_pad"() : () -> ()

// -----

"stablehlo.dynamic_reshape"() : () -> ()

// -----

"stablehlo.dynamic_slice"() : () -> ()

// -----

"stablehlo.dynamic_update_slice"() : () -> ()

// -----

"stablehlo.exponential"() : () -> ()

// -----

"stablehlo.exponential_minus_one"() : () -> ()

// -----

"stablehlo.fft"() : () -> ()

// -----

"stablehlo.floor"() : () -> ()

// -----

"stablehlo.gather"() : () -> ()

// -----

"stablehlo.get_dimension_size"() : () -> ()

// -----

"stablehlo.get_tuple_element"() : () -> ()

// -----

"stablehlo.if"() : () -> ()

// -----

"stablehlo.imag"() : () -> ()

// -----

"stablehlo.infeed"() : () -> ()

// -----

"stablehlo.iota"() : () -> ()

// -----

"stablehlo.is_finite"() : () -> ()

// -----

"stablehlo.log"() : () -> ()

// -----

"stablehlo.log_plus_one"() : () -> ()

// -----

"stablehlo.logistic"() : () -> ()

// -----

"stablehlo.map"() : () -> ()

// -----

"stablehlo.maximum"() : () -> ()

// -----

"stablehlo.minimum"() : () -> ()

// -----

"stablehlo.multiply"() : () -> ()

// -----

"stablehlo.negate"() : () -> ()

// -----

"stablehlo.not"() : () -> ()

// -----

"stablehlo.optimization_barrier"() : () -> ()

// -----

"stablehlo.or"() : () -> ()

// -----

"stablehlo.outfeed"() : () -> ()

// -----

"stablehlo.pad"() : () -> ()

// -----

"stablehlo.partition_id"() : () -> ()

// -----

"stablehlo.popcnt"() : () -> ()

// -----

"stablehlo.power"() : () -> ()

// -----

"stablehlo.real"() : () -> ()

// -----

"stablehlo.recv"() : () -> ()

// -----

"stablehlo.reduce"() : () -> ()

// -----

"stablehlo.reduce_precision"() : () -> ()

// -----

"stablehlo.reduce_scatter"() : () -> ()

// -----

"stablehlo.reduce_window"() : () -> ()

// -----

"stablehlo.remainder"() : () -> ()

// -----

"stablehlo.replica_id"() : () -> ()

// -----

"stablehlo.reshape"() : () -> ()

// -----

"stablehlo.reverse"() : () -> ()

// -----

"stablehlo.rng"() : () -> ()

// -----

"stablehlo.rng_bit_generator"() : () -> ()

// -----

"stablehlo.round_nearest_afz"() : () -> ()

// -----

"stablehlo.round_nearest_even"() : () -> ()

// -----

"stablehlo.rsqrt"() : () -> ()

// -----

"stablehlo.scatter"() : () -> ()

// -----

"stablehlo.select"() : () -> ()

// -----

"stablehlo.select_and_scatter"() : () -> ()

// -----

"stablehlo.send"() : () -> ()

// -----

"stablehlo.shift_left"() : () -> ()

// -----

"stablehlo.shift_right_arithmetic"() : () -> ()

// -----

"stablehlo.shift_right_logical"() : () -> ()

// -----

"stablehlo.sign"() : () -> ()

// -----

"stablehlo.sine"() : () -> ()

// -----

"stablehlo.slice"() : () -> ()

// -----

"stablehlo.sort"() : () -> ()

// -----

"stablehlo.sqrt"() : () -> ()

// -----

"stablehlo.subtract"() : () -> ()

// -----

"stablehlo.tan"() : () -> ()

// -----

"stablehlo.tanh"() : () -> ()

// -----

"stablehlo.transpose"() : () -> ()

// -----

"stablehlo.triangular_solve"() : () -> ()

// -----

"stablehlo.tuple"() : () -> ()

// -----

"stablehlo.uniform_dequantize"() : () -> ()

// -----

"stablehlo.uniform_quantize"() : () -> ()

// -----

"stablehlo.while"() : () -> ()

// -----

"stablehlo.xor"() : () -> ()

// -----

"stablehlo.broadcast"() : () -> ()

// -----

"stablehlo.create_token"() : () -> ()

// -----

"stablehlo.dot"() : () -> ()

// -----

"stablehlo.einsum"() : () -> ()

// -----

"stablehlo.unary_einsum"() : () -> ()

// -----

"stablehlo.real_dynamic_slice"() : () -> ()

// -----

"stablehlo.set_dimension_size"() : () -> ()
