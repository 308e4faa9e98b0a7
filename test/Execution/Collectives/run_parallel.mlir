// interpreter.run_parallel, the process grid of StableHLO's interpreter
// tests, read as written: a function per process of replicas x partitions
// (its rows are replicas), each process taking the next operands, and its
// results checked on the process' own device (kiln-run-parallel-to-spmd).
// RUN: kiln run --split-input-file %s | FileCheck %s
// RUN: kiln run -O0 --split-input-file %s | FileCheck %s

// Two replicas of two partitions, each process with its own operand; an
// all_gather with a channel groups replicas [0, 1] across every partition
// (cross_replica_and_partition: replica by replica, each with all its
// partitions, as XLA orders them: processes 0, 1, 2, 3). Ids of each process
// returned beside it.
// CHECK-LABEL: chunk 1 (
// CHECK: checks: 8 passed, 0 failed
module @grid {
  func.func @gather(%x: tensor<1x2xi32>) -> (tensor<1x8xi32>, tensor<2xui32>) {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1x2xi32>) -> tensor<1x8xi32>
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %r1 = stablehlo.reshape %r : (tensor<ui32>) -> tensor<1xui32>
    %p1 = stablehlo.reshape %p : (tensor<ui32>) -> tensor<1xui32>
    %ids = stablehlo.concatenate %r1, %p1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %g, %ids : tensor<1x8xi32>, tensor<2xui32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
    %b = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi32>
    %c = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi32>
    %d = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi32>
    %r:8 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@gather, @gather], [@gather, @gather]]
    } : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>) -> (tensor<1x8xi32>, tensor<2xui32>, tensor<1x8xi32>, tensor<2xui32>, tensor<1x8xi32>, tensor<2xui32>, tensor<1x8xi32>, tensor<2xui32>)
    check.expect_eq_const %r#0, dense<[[1, 2, 3, 4, 5, 6, 7, 8]]> : tensor<1x8xi32>
    check.expect_eq_const %r#1, dense<[0, 0]> : tensor<2xui32>
    check.expect_eq_const %r#2, dense<[[1, 2, 3, 4, 5, 6, 7, 8]]> : tensor<1x8xi32>
    check.expect_eq_const %r#3, dense<[0, 1]> : tensor<2xui32>
    check.expect_eq_const %r#4, dense<[[1, 2, 3, 4, 5, 6, 7, 8]]> : tensor<1x8xi32>
    check.expect_eq_const %r#5, dense<[1, 0]> : tensor<2xui32>
    check.expect_eq_const %r#6, dense<[[1, 2, 3, 4, 5, 6, 7, 8]]> : tensor<1x8xi32>
    check.expect_eq_const %r#7, dense<[1, 1]> : tensor<2xui32>
    func.return
  }
}

// -----

// Ragged replica groups ([[0, 2], [1, -1]]: -1 pads the second row): a
// sum over replicas 0 and 2, and replica 1 alone.
// CHECK-LABEL: chunk 2 (
// CHECK: checks: 3 passed, 0 failed
module @ragged {
  func.func @sum(%x: tensor<3xf32>) -> tensor<3xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 2], [1, -1]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    return %s : tensor<3xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    %b = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
    %c = stablehlo.constant dense<[0.5, 0.25, -3.0]> : tensor<3xf32>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@sum], [@sum], [@sum]]
    } : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    check.expect_eq_const %r#0, dense<[1.5, 2.25, 0.0]> : tensor<3xf32>
    check.expect_eq_const %r#1, dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
    check.expect_eq_const %r#2, dense<[1.5, 2.25, 0.0]> : tensor<3xf32>
    func.return
  }
}

// -----

// Different programs per process (MPMD): partition 0 sends two values to
// the host and returns its token, partition 1 receives them in order; the
// processes take different numbers of operands.
// CHECK-LABEL: chunk 3 (
// CHECK: checks: 2 passed, 0 failed
module @producer_consumer {
  func.func @producer(%x: tensor<2xi64>, %y: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 2>, is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.send"(%y, %t1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 2>, is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    return %t2 : !stablehlo.token
  }
  func.func @consumer(%t: !stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>) {
    %a:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    %b:2 = "stablehlo.recv"(%a#1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    return %a#0, %b#0 : tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %y = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:3 = "interpreter.run_parallel"(%x, %y, %t, %t) {
      programs = [[@producer, @consumer]]
    } : (tensor<2xi64>, tensor<2xi64>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi64>
    check.expect_eq_const %r#2, dense<[3, 4]> : tensor<2xi64>
    func.return
  }
}
