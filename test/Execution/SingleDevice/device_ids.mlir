// replica_id and partition_id on a single device are the constant 0 (ui32).
// Expected text: numpy's repr of np.array(0, dtype=np.uint32) and of the
// input plus 0 (computed by hand, never by kiln).
// RUN: kiln run %s --input 2xui32=4294967295,7 | FileCheck %s
// CHECK: output 0: tensor<ui32>
// CHECK-NEXT: array(0, dtype=uint32)
// CHECK-NEXT: output 1: tensor<ui32>
// CHECK-NEXT: array(0, dtype=uint32)
// CHECK-NEXT: output 2: tensor<2xui32>
// CHECK-NEXT: array([4294967295,          7], dtype=uint32)
module {
  func.func @main(%a: tensor<2xui32>) -> (tensor<ui32>, tensor<ui32>, tensor<2xui32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %b = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %s = stablehlo.add %a, %b : tensor<2xui32>
    return %r, %p, %s : tensor<ui32>, tensor<ui32>, tensor<2xui32>
  }
}
