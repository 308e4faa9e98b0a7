// GSPMD annotations kiln does not read yet are errors naming them.
// RUN: not kiln-opt %s -split-input-file -kiln-import-gspmd-shardings 2>&1 | FileCheck %s

// CHECK: error: GSPMD sharding "{devices=[2,2]0,2,1,3}" is not supported by kiln yet: an explicit device order other than 0, 1, 2, ...
module @explicit attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]0,2,1,3}"}) -> tensor<8x4xf32> {
    return %arg0 : tensor<8x4xf32>
  }
}

// -----

// CHECK: error: a GSPMD manual region kiln does not read yet (custom_call @SPMDFullToShardShape outside the shard_map form: @SPMDFullToShardShape operands of a call whose results reach @SPMDShardToFullShape)
module @manual attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> tensor<4x2xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}

// -----

// shard_map manual over some axes only: subgroups of manual devices.
// CHECK: error: GSPMD sharding "{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}" is not supported by kiln yet: manual shardings outside shard_map's full form (a shard_map manual over some of the mesh's axes)
module @partial attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

// -----

// A transpose that names an iota dimension twice.
// CHECK: error: GSPMD sharding "{devices=[2,2]<=[2,2]T(0,0)}" is not supported by kiln yet: its transpose
module @repeated attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(0,0)}"}) -> tensor<8x4xf32> {
    return %arg0 : tensor<8x4xf32>
  }
}

// -----

// CHECK: error: GSPMD sharding "{unknown shard_as group}" is not supported by kiln yet: this form
module @bad_shard_as attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as group}"} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
