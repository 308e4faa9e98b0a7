// stablehlo.composite becomes a call of its decomposition; on one device the
// sdy annotations disappear (constraints and reshards are the identity,
// manual_computation is inlined). multi_device_errors.mlir: the error for
// programs for several devices.
// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @composite
// CHECK-NOT: stablehlo.composite
// CHECK: %[[R:.*]] = call @my.double(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
// CHECK: func.func private @my.double
func.func @composite(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "my.double" %x {decomposition = @my.double} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @my.double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-NOT: sdy.
// CHECK-LABEL: func.func @one_device(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: %[[N:.*]] = linalg.generic
// CHECK:   arith.negf
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[N]], %[[N]] :
// CHECK:   arith.addf
// CHECK: return %[[A]]
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func @one_device(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<4x4xf32>
    %1 = sdy.reshard %0 <@mesh, [{}, {"x"}]> : tensor<4x4xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x4xf32>) {
      %3 = stablehlo.negate %arg1 : tensor<4x4xf32>
      sdy.return %3 : tensor<4x4xf32>
    } : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.add %2, %2 : tensor<4x4xf32>
    return %4 : tensor<4x4xf32>
  }
}
