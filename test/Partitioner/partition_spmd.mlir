// SPMD partitioning after propagation: arguments cut to shards at offsets
// looked up by partition_id, ops on shards, an all_reduce after a product
// over a split contracting dimension, all_gather where a dimension loses its
// axes (and for every result, which leaves whole), pads for axes that do
// not divide a dimension, and manual computations' bodies as written.
// RUN: kiln-opt %s -split-input-file -kiln-propagate-shardings -kiln-partition-spmd | FileCheck %s

// CHECK-LABEL: module @mlp attributes {kiln.global_arrays, mhlo.num_partitions = 4 : i32}
// CHECK-NOT: sdy.mesh
// CHECK: func.func @main(%[[X:.*]]: tensor<8x16xf32>, %[[W1:.*]]: tensor<16x32xf32>, %[[W2:.*]]: tensor<32x4xf32>) -> tensor<8x4xf32>
// CHECK: %[[PID:.*]] = stablehlo.partition_id
// CHECK: %[[D:.*]] = stablehlo.convert %[[PID]] : (tensor<ui32>) -> tensor<i64>
// CHECK: stablehlo.constant dense<[0, 0, 4, 4]> : tensor<4xi64>
// CHECK: %[[XS:.*]] = stablehlo.dynamic_slice %[[X]], {{.*}} sizes = [4, 16]
// CHECK: stablehlo.constant dense<[0, 16, 0, 16]> : tensor<4xi64>
// CHECK: %[[W1S:.*]] = stablehlo.dynamic_slice %[[W1]], {{.*}} sizes = [16, 16]
// CHECK: %[[W2S:.*]] = stablehlo.dynamic_slice %[[W2]], {{.*}} sizes = [16, 4]
// CHECK: %[[H:.*]] = stablehlo.dot_general %[[XS]], %[[W1S]], {{.*}} -> tensor<4x16xf32>
// CHECK: %[[R:.*]] = stablehlo.maximum %[[H]], {{.*}} : tensor<4x16xf32>
// CHECK: %[[P:.*]] = stablehlo.dot_general %[[R]], %[[W2S]], {{.*}} -> tensor<4x4xf32>
// CHECK: %[[S:.*]] = "stablehlo.all_reduce"(%[[P]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// CHECK: stablehlo.add
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[S]]) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: return %[[G]]
module @mlp attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                  %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>},
                  %w2: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x4xf32> {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.0> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<8x32xf32>
    %3 = stablehlo.dot_general %2, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
}

// -----

// Resharding rows over x to columns over y: the negate already runs on
// the [x, y] blocks (its result is wanted split over y), cut locally from
// the argument; the constraint then gathers the rows over x.
// CHECK-LABEL: func.func @reshard
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [2, 4]
// CHECK: stablehlo.constant dense<[0, 2, 0, 2]> : tensor<4xi64>
// CHECK: %[[B:.*]] = stablehlo.dynamic_slice %[[A]], {{.*}} sizes = [2, 2]
// CHECK: %[[N:.*]] = stablehlo.negate %[[B]] : tensor<2x2xf32>
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[N]]) <{all_gather_dim = 0 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
// CHECK: stablehlo.abs %[[G]] : tensor<4x2xf32>
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @reshard(%a: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
    %0 = stablehlo.negate %a : tensor<4x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<4x4xf32>
    %2 = stablehlo.abs %1 : tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
}

// -----

// 6 rows over 4 devices: padded to 8 (2 per device), and the padding
// sliced off after the gather.
// CHECK-LABEL: func.func @uneven
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, {{.*}} high = [2]
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice %[[P]], {{.*}} sizes = [2]
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[S]]) {{.*}} : (tensor<2xf32>) -> tensor<8xf32>
// CHECK: stablehlo.slice %[[G]] [0:6]
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func @uneven(%a: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) -> tensor<6xf32> {
    return %a : tensor<6xf32>
  }
}

// -----

// A manual computation's body runs as written on the shards of its manual
// axes; its results are shards of its out_shardings.
// CHECK-LABEL: func.func @manual
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4]
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"(%[[S]]) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}>
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[R]]) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 1>
// CHECK: return %[[G]] : tensor<8xf32>
// CHECK-NOT: sdy.
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @manual(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<4xf32>) {
      %1 = "stablehlo.all_reduce"(%b) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %2 = stablehlo.add %l, %r : tensor<f32>
        stablehlo.return %2 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// A manual computation inside one (a shard_map inside a shard_map) over an
// axis the outer one left automatic: the outer body's values are whole
// over "y", so the nested one cuts its operand over "y" (a dynamic_slice
// by partition_id), runs its body on that shard, and its result, split
// over "y", is gathered whole over "y" again for the rest of the outer
// body; the outer result is gathered over "x" at the return.
// CHECK-LABEL: func.func @nested_manual
// CHECK: %[[X:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[Y:.*]] = stablehlo.dynamic_slice %[[X]], {{.*}} sizes = [4, 2]
// CHECK: %[[T:.*]] = stablehlo.tanh %[[Y]] : tensor<4x2xf32>
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[T]]) <{all_gather_dim = 1 : i64
// CHECK-SAME: replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[G]], %[[X]] : tensor<4x4xf32>
// CHECK: %[[R:.*]] = "stablehlo.all_gather"(%[[M]]) <{all_gather_dim = 0 : i64
// CHECK-SAME: replica_groups = dense<{{\[\[}}0, 2], [1, 3]]>
// CHECK: return %[[R]] : tensor<8x4xf32>
// CHECK-NOT: sdy.
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @nested_manual(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%b: tensor<4x4xf32>) {
      %1 = sdy.manual_computation(%b) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%c: tensor<4x2xf32>) {
        %2 = stablehlo.tanh %c : tensor<4x2xf32>
        sdy.return %2 : tensor<4x2xf32>
      } : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %3 = stablehlo.multiply %1, %b : tensor<4x4xf32>
      sdy.return %3 : tensor<4x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// A reduce over a split dimension runs on shards only when its init value
// is the identity of its body (each device's partial result starts from
// it): the sum from 0 is reduced locally and all-reduced; the sum from 5
// (which every partial result would add again) gathers its operand first.
// CHECK-LABEL: func.func @reduce_init
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[P:.*]] = stablehlo.reduce(%[[A]] init: {{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: "stablehlo.all_reduce"(%[[P]])
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[A]]) {{.*}} -> tensor<8x4xf32>
// CHECK: stablehlo.reduce(%[[G]] init: {{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @reduce_init(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4xf32>, tensor<4xf32>) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %five = stablehlo.constant dense<5.0> : tensor<f32>
    %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.reduce(%a init: %five) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
}

// -----

// A while loop runs on shards: its carried values enter as shards, its
// body computes on them, and only the result leaves whole.
// CHECK-LABEL: func.func @loop
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[H:.*]] = %[[A]]) : tensor<i32>, tensor<4x4xf32>
// CHECK: stablehlo.tanh %[[H]] : tensor<4x4xf32>
// CHECK-NOT: all_gather
// CHECK: }
// CHECK: "stablehlo.all_gather"(%[[W]]#1) {{.*}} : (tensor<4x4xf32>) -> tensor<8x4xf32>
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @loop(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c0, %h = %a) : tensor<i32>, tensor<8x4xf32>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %c1 : tensor<i32>
      %t = stablehlo.tanh %h : tensor<8x4xf32>
      stablehlo.return %n, %t : tensor<i32>, tensor<8x4xf32>
    }
    return %0#1 : tensor<8x4xf32>
  }
}

// -----

// Rows over x to columns over x: one all_to_all moves the axis (each device
// sends the other the half of its rows that belongs to its columns).
// CHECK-LABEL: func.func @move_axis
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [2, 4]
// CHECK: %[[M:.*]] = "stablehlo.all_to_all"(%[[A]]) <{channel_handle = {{.*}}, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
// CHECK: stablehlo.abs %[[M]] : tensor<4x2xf32>
// CHECK-NOT: all_gather
// CHECK: "stablehlo.all_gather"
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @move_axis(%a: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{}, {"x"}]> : tensor<4x4xf32>
    %1 = stablehlo.abs %0 : tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}

// -----

// A product over a split contracting dimension whose result is wanted split
// over the same axis: a reduce_scatter leaves each device its rows of the
// sum (no all_reduce and cut).
// CHECK-LABEL: func.func @scatter_partials
// CHECK: %[[P:.*]] = stablehlo.dot_general {{.*}} -> tensor<4x4xf32>
// CHECK-NOT: all_reduce
// CHECK: %[[S:.*]] = "stablehlo.reduce_scatter"(%[[P]]) <{channel_handle = {{.*}}, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids}>
// CHECK: stablehlo.add
// CHECK: (tensor<4x4xf32>) -> tensor<2x4xf32>
// CHECK: stablehlo.negate %[[S]] : tensor<2x4xf32>
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @scatter_partials(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
                              %b: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<4x4xf32>
    %2 = stablehlo.negate %1 : tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
}

// -----

// An if runs its branches on shards: each yields the result in its
// sharding (the predicate, a scalar, is the same on every device).
// CHECK-LABEL: func.func @branches
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[R:.*]] = "stablehlo.if"(%arg1) ({
// CHECK: stablehlo.sine %[[A]] : tensor<4x4xf32>
// CHECK: }, {
// CHECK: stablehlo.negate %[[A]] : tensor<4x4xf32>
// CHECK: }) : (tensor<i1>) -> tensor<4x4xf32>
// CHECK: "stablehlo.all_gather"(%[[R]])
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @branches(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %p: tensor<i1>) -> tensor<8x4xf32> {
    %0 = "stablehlo.if"(%p) ({
      %1 = stablehlo.sine %a : tensor<8x4xf32>
      stablehlo.return %1 : tensor<8x4xf32>
    }, {
      %2 = stablehlo.negate %a : tensor<8x4xf32>
      stablehlo.return %2 : tensor<8x4xf32>
    }) : (tensor<i1>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// Shards that move to other devices, every dimension keeping its shard
// count (rows from "x" to "y"): one collective_permute, each device taking
// the shard it needs from itself or from a holder (device d = 2x + y).
// CHECK-LABEL: module @swap
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[P:.*]] = "stablehlo.collective_permute"(%[[A]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 0], [2, 1], [1, 2], [3, 3]]> : tensor<4x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: stablehlo.exponential %[[P]] : tensor<4x4xf32>
module @swap attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{"y"}, {}]> : tensor<8x4xf32>
    %1 = stablehlo.exponential %0 : tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
}

// -----

// Rows split finer ("x" = 2 shards to "y" = 4): each device cuts its half
// locally by the free part "y":(1)2, then one collective_permute moves the
// quarters (device d = 4x + y); no all_gather before the op.
// CHECK-LABEL: module @refine_count
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [8, 4]
// CHECK: %[[C:.*]] = stablehlo.dynamic_slice %[[A]], {{.*}} sizes = [4, 4]
// CHECK-NOT: all_gather
// CHECK: %[[P:.*]] = "stablehlo.collective_permute"(%[[C]]) <{{.*}}source_target_pairs = dense<{{\[\[}}0, 0], [2, 1], [4, 2], [6, 3], [1, 4], [3, 5], [5, 6], [7, 7]]> : tensor<8x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: stablehlo.exponential %[[P]] : tensor<4x4xf32>
module @refine_count attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x4xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{"y"}, {}]> : tensor<16x4xf32>
    %1 = stablehlo.exponential %0 : tensor<16x4xf32>
    return %1 : tensor<16x4xf32>
  }
}

// -----

// Rows split coarser ("y" = 4 shards to "x" = 2): only the minor part
// "y":(2)2 is gathered (pairs of devices), then one collective_permute.
// CHECK-LABEL: module @coarsen_count
// CHECK: %[[A:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 4]
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%[[A]]) <{all_gather_dim = 0 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: %[[P:.*]] = "stablehlo.collective_permute"(%[[G]]) <{{.*}}source_target_pairs = dense<{{\[\[}}0, 0], [1, 1], [4, 2], [5, 3], [2, 4], [3, 5], [6, 6], [7, 7]]> : tensor<8x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK: stablehlo.exponential %[[P]] : tensor<8x4xf32>
module @coarsen_count attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<16x4xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<16x4xf32>
    %1 = stablehlo.exponential %0 : tensor<16x4xf32>
    return %1 : tensor<16x4xf32>
  }
}

// -----

// Both at once ([{"x"}, {"y"}] to [{"y"}, {"x"}]): the columns gather the
// minor part of "y", the rows are cut by it, then one collective_permute.
// CHECK-LABEL: module @swap_counts
// CHECK: %[[G:.*]] = "stablehlo.all_gather"({{.*}}) <{all_gather_dim = 1 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<8x2xf32>) -> tensor<8x4xf32>
// CHECK: %[[C:.*]] = stablehlo.dynamic_slice %[[G]], {{.*}} sizes = [4, 4]
// CHECK: %[[P:.*]] = "stablehlo.collective_permute"(%[[C]])
// CHECK: stablehlo.exponential %[[P]] : tensor<4x4xf32>
module @swap_counts attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<16x8xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    %1 = stablehlo.exponential %0 : tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
}

// -----

// An elementwise op whose operand and result propagation left in
// conflicting shardings runs on the result's shards (its operand
// resharded), not whole on every device after gathering its operand.
// CHECK-LABEL: module @conflict_takes_result
// CHECK-NOT: all_gather
// CHECK: %[[P:.*]] = "stablehlo.collective_permute"
// CHECK: stablehlo.negate %[[P]] : tensor<4x8xf32>
module @conflict_takes_result attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%v: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %a = sdy.sharding_constraint %v <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %n = stablehlo.negate %a : tensor<16x8xf32>
    %b = sdy.sharding_constraint %n <@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    %e = stablehlo.exponential %b : tensor<16x8xf32>
    return %e : tensor<16x8xf32>
  }
}

// -----

// Unreduced axes at a manual_computation's edges: an operand it takes
// unreduced over "y" enters as parts summing to the value (the whole on
// the first device of each group, zeros on the others); a result its body
// leaves unreduced is summed over "y" after it.
// CHECK-LABEL: module @unreduced_manual
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"
// CHECK: %[[TABLE:.*]] = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
// CHECK: %[[FIRST:.*]] = stablehlo.compare EQ
// CHECK: %[[KEEP:.*]] = stablehlo.broadcast_in_dim %[[FIRST]], dims = [] : (tensor<i1>) -> tensor<2x2xi1>
// CHECK: %[[PART:.*]] = stablehlo.select %[[KEEP]], %[[R]], {{.*}} : tensor<2x2xi1>, tensor<2x2xf32>
// CHECK: stablehlo.exponential %[[PART]]
// CHECK: %[[LOCAL:.*]] = stablehlo.dot_general
// CHECK: %[[SUM:.*]] = "stablehlo.all_reduce"(%[[LOCAL]])
// CHECK: return {{.*}}, %[[SUM]]
module @unreduced_manual attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["y"=2]>
  func.func @main(%x: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{}, {}], unreduced={"y"}>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"y"} (%a: tensor<2x2xf32>) {
      %2 = stablehlo.exponential %a : tensor<2x2xf32>
      sdy.return %2 : tensor<2x2xf32>
    } : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = sdy.manual_computation(%x, %w) in_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{}, {}], unreduced={"y"}>] manual_axes={"y"} (%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
      %4 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      sdy.return %4 : tensor<2x2xf32>
    } : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    return %1, %3 : tensor<2x2xf32>, tensor<2x2xf32>
  }
}

// -----

// A convolution over a split spatial dimension ("SAME": the output as long
// as the input) runs on shards: each shard receives the row before it from
// the previous device and the row after it from the next (zeros at the
// ends, where the window's padding was), and the window's padding on that
// dimension goes.
// CHECK-LABEL: module @conv_halo
// CHECK: %[[X:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [1, 4, 8, 3]
// CHECK: %[[LAST:.*]] = stablehlo.slice %[[X]] [0:1, 3:4, 0:8, 0:3]
// CHECK: %[[BEFORE:.*]] = "stablehlo.collective_permute"(%[[LAST]]) <{{.*}}source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3]]>
// CHECK: %[[FIRST:.*]] = stablehlo.slice %[[X]] [0:1, 0:1, 0:8, 0:3]
// CHECK: %[[AFTER:.*]] = "stablehlo.collective_permute"(%[[FIRST]]) <{{.*}}source_target_pairs = dense<{{\[\[}}1, 0], [2, 1], [3, 2]]>
// CHECK: %[[H:.*]] = stablehlo.concatenate %[[BEFORE]], %[[X]], %[[AFTER]], dim = 1 : {{.*}} -> tensor<1x6x8x3xf32>
// CHECK: stablehlo.convolution(%[[H]], %arg1) {{.*}} pad = {{\[\[}}0, 0], [1, 1]]} {{.*}} -> tensor<1x4x8x4xf32>
module @conv_halo attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["y"=4]>
  func.func @main(%x: tensor<1x16x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}, {}, {}]>}, %w: tensor<3x3x3x4xf32>) -> (tensor<1x16x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}, {}, {}]>}) {
    %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x16x8x4xf32>
    return %0 : tensor<1x16x8x4xf32>
  }
}

// -----

// Pooling and its gradient on a split batch: reduce_window and
// select_and_scatter run on each device's shard (the dimensions their
// windows do not span are shared factors); nothing is gathered before them.
// CHECK-LABEL: module @pool_batch
// CHECK: %[[X:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} -> tensor<2x6x6x2xf32>
// CHECK: %[[G:.*]] = stablehlo.dynamic_slice %arg1, {{.*}} -> tensor<2x3x3x2xf32>
// CHECK-NOT: all_gather
// CHECK: "stablehlo.reduce_window"(%[[X]],
// CHECK: }) : (tensor<2x6x6x2xf32>, tensor<f32>) -> tensor<2x3x3x2xf32>
// CHECK-NOT: all_gather
// CHECK: "stablehlo.select_and_scatter"(%[[X]], %[[G]],
// CHECK: }) : (tensor<2x6x6x2xf32>, tensor<2x3x3x2xf32>, tensor<f32>) -> tensor<2x6x6x2xf32>
module @pool_batch attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main(%x: tensor<8x6x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {}]>}, %g: tensor<8x3x3x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {}]>}) -> (tensor<8x3x3x2xf32>, tensor<8x6x6x2xf32>) {
    %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<8x6x6x2xf32>, tensor<f32>) -> tensor<8x3x3x2xf32>
    %1 = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<8x6x6x2xf32>, tensor<8x3x3x2xf32>, tensor<f32>) -> tensor<8x6x6x2xf32>
    return %0, %1 : tensor<8x3x3x2xf32>, tensor<8x6x6x2xf32>
  }
}
