// send and recv on in-process devices (docs/collectives.md): device to
// device along source_target_pairs (replicas without a channel, partitions
// with one, as for collective_permute), and to and from the host, whose
// messages on a channel arrive in the order sent. Each device checks its
// own result; a device's expected value is row (device id) of a constant.
// RUN: kiln run --split-input-file %s | FileCheck %s
// RUN: kiln run -O0 --split-input-file %s | FileCheck %s
// The ring (Inputs/send_recv_ring.mlir) also runs across 4 processes
// (test/Execution/Sharding/mpi.test).
// RUN: kiln run %S/Inputs/send_recv_ring.mlir | FileCheck %s --check-prefix=RING
// RING: checks: 8 passed, 0 failed

// The spec's pairs [[0, 1], [1, 2]] on three partitions: partition 1
// receives partition 0's operand, 2 receives 1's, 0 is no target (zeros).
// CHECK-LABEL: chunk 1 (
// CHECK: checks: 3 passed, 0 failed
module @spec_pairs attributes {mhlo.num_partitions = 3 : i32} {
  func.func @main() -> tensor<2x2xi64> {
    %id = stablehlo.partition_id : tensor<ui32>
    %idi = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %idi, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %ten = stablehlo.constant dense<10> : tensor<2x2xi64>
    %scaled = stablehlo.multiply %b, %ten : tensor<2x2xi64>
    %base = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %operand = stablehlo.add %base, %scaled : tensor<2x2xi64>
    %token = stablehlo.after_all : !stablehlo.token
    %sent = "stablehlo.send"(%operand, %token) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false
    } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    %results:2 = "stablehlo.recv"(%sent) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      is_host_transfer = false
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    %all = stablehlo.constant dense<[[[0, 0], [0, 0]], [[1, 2], [3, 4]], [[11, 12], [13, 14]]]> : tensor<3x2x2xi64>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %row = stablehlo.dynamic_slice %all, %id, %zero, %zero, sizes = [1, 2, 2] : (tensor<3x2x2xi64>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x2xi64>
    %expected = stablehlo.reshape %row : (tensor<1x2x2xi64>) -> tensor<2x2xi64>
    check.expect_eq %results#0, %expected : tensor<2x2xi64>
    return %results#0 : tensor<2x2xi64>
  }
}

// -----

// Host transfers on one channel arrive in the order sent (StableHLO's
// interpreter test of sequential sends and recvs on a channel, as one SPMD
// program): partition 0 sends two values to the host, partition 1
// receives them.
// CHECK-LABEL: chunk 2 (
// CHECK: checks: 4 passed, 0 failed
module @host_channel attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> (tensor<2x2xi64>, tensor<2x2xi64>) {
    %id = stablehlo.partition_id : tensor<ui32>
    %index = stablehlo.convert %id : (tensor<ui32>) -> tensor<i32>
    %token = stablehlo.after_all : !stablehlo.token
    %first = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %second = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %r:2 = "stablehlo.case"(%index) ({
      %t1 = "stablehlo.send"(%first, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
      %t2 = "stablehlo.send"(%second, %t1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
      stablehlo.return %first, %second : tensor<2x2xi64>, tensor<2x2xi64>
    }, {
      %a:2 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
      %b:2 = "stablehlo.recv"(%a#1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
      stablehlo.return %a#0, %b#0 : tensor<2x2xi64>, tensor<2x2xi64>
    }) : (tensor<i32>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq %r#0, %first : tensor<2x2xi64>
    check.expect_eq %r#1, %second : tensor<2x2xi64>
    return %r#0, %r#1 : tensor<2x2xi64>, tensor<2x2xi64>
  }
}

// -----

// One device: what it sends to the host it receives back, on its channel
// only (channel 3's message does not reach channel 2's recv).
// CHECK-LABEL: chunk 3 (
// CHECK: checks: 2 passed, 0 failed
module @host_loopback {
  func.func @main(%x: tensor<3xbf16>) -> (tensor<3xbf16>, tensor<f32>) {
    %token = stablehlo.after_all : !stablehlo.token
    %c = stablehlo.constant dense<7.5> : tensor<f32>
    %t1 = "stablehlo.send"(%c, %token) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 2>, is_host_transfer = true} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.send"(%x, %t1) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true} : (tensor<3xbf16>, !stablehlo.token) -> !stablehlo.token
    %a:2 = "stablehlo.recv"(%t2) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<3xbf16>, !stablehlo.token)
    %b:2 = "stablehlo.recv"(%a#1) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
    check.expect_eq %a#0, %x : tensor<3xbf16>
    check.expect_eq %b#0, %c : tensor<f32>
    return %a#0, %b#0 : tensor<3xbf16>, tensor<f32>
  }
}
