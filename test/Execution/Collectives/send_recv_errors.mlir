// send/recv programs that cannot complete fail with an error naming the
// devices and channel instead of waiting forever: a recv nothing is sent
// to, collectives only some devices reach, a message of another size than
// its recv.
// RUN: not kiln run --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: not kiln run %S/Inputs/recv_no_sender.mlir 2>&1 | FileCheck %s --check-prefix=NOSEND
// NOSEND: error: the devices cannot make progress: device 1 waits in recv for device 0 on channel 5 but nothing was sent (1 of 2 devices returned)

// One device receiving from the host before anything was sent.
// CHECK: error: chunk 1 ({{.*}}): the devices cannot make progress: device 0 waits in recv for the host on channel 1 but nothing was sent
module @host_empty {
  func.func @main() -> tensor<2xi32> {
    %token = stablehlo.after_all : !stablehlo.token
    %r:2 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    return %r#0 : tensor<2xi32>
  }
}

// -----

// An all_reduce only partition 0 reaches (partition 1 takes the other
// branch and returns).
// CHECK: error: chunk 2 ({{.*}}): the devices cannot make progress: device 0 waits in a collective that not every device reaches (1 of 2 devices returned)
module @collective_in_branch attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %id = stablehlo.partition_id : tensor<ui32>
    %index = stablehlo.convert %id : (tensor<ui32>) -> tensor<i32>
    %r = "stablehlo.case"(%index) ({
      %s = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %t = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %t : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %s : tensor<4xf32>
    }, {
      stablehlo.return %x : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

// -----

// CHECK: error: chunk 3 ({{.*}}): device 1 received from device 0 on channel 2 16 bytes, but recv's result takes 8
module @size_mismatch attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> tensor<2xf32> {
    %token = stablehlo.after_all : !stablehlo.token
    %x = stablehlo.constant dense<1.0> : tensor<4xf32>
    %pairs_sent = "stablehlo.send"(%x, %token) {
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%pairs_sent) {
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    return %r#0 : tensor<2xf32>
  }
}

// -----

// Groups and pairs name replicas (or partitions, or devices) the program
// has: an all_reduce over replicas [0, 1] with a channel groups replicas,
// and this program has one.
// CHECK: error: chunk 4 ({{.*}}): {{.*}}:{{[0-9]+}}:{{[0-9]+}}: error: 'stablehlo.all_reduce' names replica 1, but the program has 1 replica(s) x 2 partition(s) (mhlo.num_replicas, mhlo.num_partitions; kiln run --devices N gives a program that states neither N partitions)
module @group_out_of_range attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    return %s : tensor<4xf32>
  }
}

// -----

// CHECK: error: chunk 5 ({{.*}}): {{.*}}:{{[0-9]+}}:{{[0-9]+}}: error: 'stablehlo.send' names partition 2, but the program has 1 replica(s) x 2 partition(s)
module @pair_out_of_range attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %token = stablehlo.after_all : !stablehlo.token
    %t = "stablehlo.send"(%x, %token) {
      source_target_pairs = dense<[[0, 2]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    return %x : tensor<4xf32>
  }
}
