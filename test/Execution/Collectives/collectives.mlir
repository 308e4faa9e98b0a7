// Collective ops on in-process devices (docs/collectives.md): each program
// says how many replicas and partitions it runs on, `kiln run` runs it on
// that many devices with the same inputs, and every device checks its own
// result. Operands that differ per device are built from replica_id and
// partition_id; a device's expected value is row (device id) of a constant,
// device id = replica_id * num_partitions + partition_id. The values are
// the StableHLO spec's examples and their extensions to more devices.
// RUN: kiln run --split-input-file %s | FileCheck %s
// RUN: kiln run -O0 --split-input-file %s | FileCheck %s

// The spec's all_reduce example: two replicas, one group.
// CHECK-LABEL: chunk 1 (
// CHECK: device 1 output 0
// CHECK: checks: 2 passed, 0 failed
module @all_reduce_sum attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main() -> tensor<4xi64> {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %four = stablehlo.constant dense<4> : tensor<i64>
    %off = stablehlo.multiply %idi, %four : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %base = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %operand = stablehlo.add %base, %b : tensor<4xi64>
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %s = stablehlo.add %x, %y : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
    check.expect_eq_const %result, dense<[6, 8, 10, 12]> : tensor<4xi64>
    return %result : tensor<4xi64>
  }
}

// -----

// Four replicas in two groups ([0, 2] and [1, 3]), f32 maximum.
// CHECK-LABEL: chunk 2 (
// CHECK: checks: 4 passed, 0 failed
module @all_reduce_groups attributes {mhlo.num_replicas = 4 : i32} {
  func.func @main() -> tensor<3xf32> {
    %id = stablehlo.replica_id : tensor<ui32>
    %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %base = stablehlo.constant dense<[10.0, -1.0, 2.5]> : tensor<3xf32>
    %signs = stablehlo.constant dense<[-1.0, 1.0, 0.5]> : tensor<3xf32>
    %scaled = stablehlo.multiply %b, %signs : tensor<3xf32>
    %operand = stablehlo.add %base, %scaled : tensor<3xf32>
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %m = stablehlo.maximum %x, %y : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    // Replica r holds [10 - r, r - 1, 2.5 + r / 2].
    %all = stablehlo.constant dense<[[10.0, 1.0, 3.5], [9.0, 2.0, 4.0], [10.0, 1.0, 3.5], [9.0, 2.0, 4.0]]> : tensor<4x3xf32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %row = stablehlo.dynamic_slice %all, %id, %zero, sizes = [1, 3] : (tensor<4x3xf32>, tensor<ui32>, tensor<ui32>) -> tensor<1x3xf32>
    %expected = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    check.expect_eq %result, %expected : tensor<3xf32>
    return %result : tensor<3xf32>
  }
}

// -----

// The spec's all_gather example: two replicas gather along dimension 1.
// CHECK-LABEL: chunk 3 (
// CHECK: device 0 output 0: tensor<2x4xi64>
// CHECK-NEXT: {{\[\[}}1, 2, 5, 6],
// CHECK-NEXT: [3, 4, 7, 8]]
// CHECK: checks: 2 passed, 0 failed
module @all_gather attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> tensor<2x4xi64> {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %four = stablehlo.constant dense<4> : tensor<i64>
    %off = stablehlo.multiply %idi, %four : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %base = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %operand = stablehlo.add %base, %b : tensor<2x2xi64>
    %result = "stablehlo.all_gather"(%operand) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
    check.expect_eq_const %result, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    return %result : tensor<2x4xi64>
  }
}

// -----

// The spec's collective_permute example: three replicas, pairs [0 -> 1]
// and [1 -> 2]; replica 0 is no target and gets zeros.
// CHECK-LABEL: chunk 4 (
// CHECK: checks: 3 passed, 0 failed
module @collective_permute attributes {mhlo.num_replicas = 3 : i32} {
  func.func @main() -> tensor<2x2xi64> {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %four = stablehlo.constant dense<4> : tensor<i64>
    %off = stablehlo.multiply %idi, %four : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %base = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %operand = stablehlo.add %base, %b : tensor<2x2xi64>
    %result = "stablehlo.collective_permute"(%operand) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
    %all = stablehlo.constant dense<[[[0, 0], [0, 0]], [[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<3x2x2xi64>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %slice = stablehlo.dynamic_slice %all, %id, %zero, %zero, sizes = [1, 2, 2] : (tensor<3x2x2xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x2xi64>
    %expected = stablehlo.reshape %slice : (tensor<1x2x2xi64>) -> tensor<2x2xi64>
    check.expect_eq %result, %expected : tensor<2x2xi64>
    return %result : tensor<2x2xi64>
  }
}

// -----

// Two replicas x two partitions. Each device holds 1 + its device id.
// With a channel, all_reduce groups replicas [0, 1] across all partitions
// (cross_replica_and_partition: every device, sum 10); with global device
// ids, the groups are device ids ([0, 1] sums 3, [2, 3] sums 7); without a
// channel, each partition's replicas (devices 0 and 2: 4; 1 and 3: 6).
// collective_permute with a channel swaps the partitions of each replica.
// CHECK-LABEL: chunk 5 (
// CHECK: checks: 16 passed, 0 failed
module @replicas_and_partitions attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main() -> tensor<4xi32> {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %rp = stablehlo.multiply %r, %two : tensor<ui32>
    %dev = stablehlo.add %rp, %p : tensor<ui32>
    %devi = stablehlo.convert %dev : (tensor<ui32>) -> tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %v = stablehlo.add %devi, %one : tensor<i32>
    %x = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %all = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %flat = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids} : (tensor<1xi32>) -> tensor<1xi32>
    %replicas = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xi32>) -> tensor<1xi32>
    %swapped = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %result = stablehlo.concatenate %all, %flat, %replicas, %swapped, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %table = stablehlo.constant dense<[[10, 3, 4, 2], [10, 3, 6, 1], [10, 7, 4, 4], [10, 7, 6, 3]]> : tensor<4x4xi32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %row = stablehlo.dynamic_slice %table, %dev, %zero, sizes = [1, 4] : (tensor<4x4xi32>, tensor<ui32>, tensor<ui32>) -> tensor<1x4xi32>
    %expected = stablehlo.reshape %row : (tensor<1x4xi32>) -> tensor<4xi32>
    check.expect_eq %result, %expected : tensor<4xi32>
    %pexp = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xui32>
    %rexp = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %ps = stablehlo.dynamic_slice %pexp, %dev, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %rs = stablehlo.dynamic_slice %rexp, %dev, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %pe = stablehlo.reshape %ps : (tensor<1xui32>) -> tensor<ui32>
    %re = stablehlo.reshape %rs : (tensor<1xui32>) -> tensor<ui32>
    check.expect_eq %p, %pe : tensor<ui32>
    check.expect_eq %r, %re : tensor<ui32>
    check.expect_eq_const %two, dense<2> : tensor<ui32>
    return %result : tensor<4xi32>
  }
}

// -----

// The spec's reduce_scatter example: two replicas, scatter dimension 1.
// CHECK-LABEL: chunk 6 (
// CHECK: checks: 2 passed, 0 failed
module @reduce_scatter attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> tensor<2x2xi64> {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %eight = stablehlo.constant dense<8> : tensor<i64>
    %off = stablehlo.multiply %idi, %eight : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<2x4xi64>
    %base = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %operand = stablehlo.add %base, %b : tensor<2x4xi64>
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %s = stablehlo.add %x, %y : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
    %all = stablehlo.constant dense<[[[10, 12], [18, 20]], [[14, 16], [22, 24]]]> : tensor<2x2x2xi64>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %slice = stablehlo.dynamic_slice %all, %id, %zero, %zero, sizes = [1, 2, 2] : (tensor<2x2x2xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x2xi64>
    %expected = stablehlo.reshape %slice : (tensor<1x2x2xi64>) -> tensor<2x2xi64>
    check.expect_eq %result, %expected : tensor<2x2xi64>
    return %result : tensor<2x2xi64>
  }
}

// -----

// The spec's all_to_all example (split dimension 1, concat dimension 0),
// the same with the group's order reversed ([1, 0]: device 1 is member 0),
// and split dimension 0 with concat dimension 1.
// CHECK-LABEL: chunk 7 (
// CHECK: checks: 6 passed, 0 failed
module @all_to_all attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> (tensor<4x2xi64>, tensor<4x2xi64>, tensor<2x4xi64>) {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %eight = stablehlo.constant dense<8> : tensor<i64>
    %off = stablehlo.multiply %idi, %eight : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<2x4xi64>
    %base = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %operand = stablehlo.add %base, %b : tensor<2x4xi64>
    %r0 = "stablehlo.all_to_all"(%operand) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
    %r1 = "stablehlo.all_to_all"(%operand) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
    %tall = stablehlo.reshape %operand : (tensor<2x4xi64>) -> tensor<4x2xi64>
    %r2 = "stablehlo.all_to_all"(%tall) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x2xi64>) -> tensor<2x4xi64>
    %e0 = stablehlo.constant dense<[[[1, 2], [5, 6], [9, 10], [13, 14]], [[3, 4], [7, 8], [11, 12], [15, 16]]]> : tensor<2x4x2xi64>
    %e1 = stablehlo.constant dense<[[[11, 12], [15, 16], [3, 4], [7, 8]], [[9, 10], [13, 14], [1, 2], [5, 6]]]> : tensor<2x4x2xi64>
    %e2 = stablehlo.constant dense<[[[1, 2, 9, 10], [3, 4, 11, 12]], [[5, 6, 13, 14], [7, 8, 15, 16]]]> : tensor<2x2x4xi64>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %s0 = stablehlo.dynamic_slice %e0, %id, %zero, %zero, sizes = [1, 4, 2] : (tensor<2x4x2xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x4x2xi64>
    %s1 = stablehlo.dynamic_slice %e1, %id, %zero, %zero, sizes = [1, 4, 2] : (tensor<2x4x2xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x4x2xi64>
    %s2 = stablehlo.dynamic_slice %e2, %id, %zero, %zero, sizes = [1, 2, 4] : (tensor<2x2x4xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x4xi64>
    %x0 = stablehlo.reshape %s0 : (tensor<1x4x2xi64>) -> tensor<4x2xi64>
    %x1 = stablehlo.reshape %s1 : (tensor<1x4x2xi64>) -> tensor<4x2xi64>
    %x2 = stablehlo.reshape %s2 : (tensor<1x2x4xi64>) -> tensor<2x4xi64>
    check.expect_eq %r0, %x0 : tensor<4x2xi64>
    check.expect_eq %r1, %x1 : tensor<4x2xi64>
    check.expect_eq %r2, %x2 : tensor<2x4xi64>
    return %r0, %r1, %r2 : tensor<4x2xi64>, tensor<4x2xi64>, tensor<2x4xi64>
  }
}

// -----

// The spec's collective_broadcast example: four replicas, group [2, 1]:
// replica 2 sends to 1, replicas 0 and 3 are in no group and get zeros.
// CHECK-LABEL: chunk 8 (
// CHECK: checks: 4 passed, 0 failed
module @collective_broadcast attributes {mhlo.num_replicas = 4 : i32} {
  func.func @main() -> tensor<1x2xi64> {
    %id = stablehlo.replica_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %two = stablehlo.constant dense<2> : tensor<i64>
    %off = stablehlo.multiply %idi, %two : tensor<i64>
    %b = stablehlo.broadcast_in_dim %off, dims = [] : (tensor<i64>) -> tensor<1x2xi64>
    %base = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %operand = stablehlo.add %base, %b : tensor<1x2xi64>
    %result = "stablehlo.collective_broadcast"(%operand) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
    %all = stablehlo.constant dense<[[0, 0], [5, 6], [5, 6], [0, 0]]> : tensor<4x2xi64>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %expected = stablehlo.dynamic_slice %all, %id, %zero, sizes = [1, 2] : (tensor<4x2xi64>, tensor<ui32>, tensor<ui32>) -> tensor<1x2xi64>
    check.expect_eq %result, %expected : tensor<1x2xi64>
    return %result : tensor<1x2xi64>
  }
}

// -----

// Elements that are not plain integers or floats move byte for byte:
// complex numbers and booleans gathered, complex numbers permuted.
// CHECK-LABEL: chunk 9 (
// CHECK: checks: 6 passed, 0 failed
module @complex_and_bool attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> (tensor<4xcomplex<f32>>, tensor<4xi1>, tensor<2xcomplex<f32>>) {
    %id = stablehlo.replica_id : tensor<ui32>
    %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %re = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %real = stablehlo.add %re, %b : tensor<2xf32>
    %z = stablehlo.complex %real, %b : tensor<2xcomplex<f32>>
    %g = "stablehlo.all_gather"(%z) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    check.expect_eq_const %g, dense<[(1.0, 0.0), (2.0, 0.0), (2.0, 1.0), (3.0, 1.0)]> : tensor<4xcomplex<f32>>
    %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
    %p = stablehlo.compare GT, %b, %zero : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %gp = "stablehlo.all_gather"(%p) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi1>) -> tensor<4xi1>
    check.expect_eq_const %gp, dense<[false, false, true, true]> : tensor<4xi1>
    %s = "stablehlo.collective_permute"(%z) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %w = stablehlo.complex %re, %zero : tensor<2xcomplex<f32>>
    %one = stablehlo.constant dense<[(1.0, 1.0), (1.0, 1.0)]> : tensor<2xcomplex<f32>>
    %want = stablehlo.add %w, %one : tensor<2xcomplex<f32>>
    %sel = stablehlo.select %p, %w, %want : tensor<2xi1>, tensor<2xcomplex<f32>>
    check.expect_eq %s, %sel : tensor<2xcomplex<f32>>
    return %g, %gp, %s : tensor<4xcomplex<f32>>, tensor<4xi1>, tensor<2xcomplex<f32>>
  }
}
