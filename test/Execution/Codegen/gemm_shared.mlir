// 4 identical layers, tanh(x @ w[l] + b[l]), as JAX exports a Python
// loop over layers: the weights of each are sliced from one stacked array
// at an offset of their own, and all 4 products call one kernel
// function (generated with this file by Inputs/gemm/gen_shared.py;
// expected values from XLA). The same program with every kernel inline
// (-O0 has none) gives the same result.
// RUN: cd %S/Inputs/gemm
// RUN: kiln run --threads 1 %s --explain --input shared_x.npy --input shared_w.npy --input shared_b.npy --expect shared_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s
// RUN: kiln run --threads 2 %s --input shared_x.npy --input shared_w.npy --input shared_b.npy --expect shared_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --input shared_x.npy --input shared_w.npy --input shared_b.npy --expect shared_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// CHECK: explain: {{.*}}gemm_shared.mlir:[[AT:[0-9]+:[0-9]+]]: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 64, K 64, A read in place{{$}}
// CHECK: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 64, K 64, A read in place, the kernel of {{.*}}gemm_shared.mlir:[[AT]]{{$}}
// CHECK: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 64, K 64, A read in place, the kernel of {{.*}}gemm_shared.mlir:[[AT]]{{$}}
// CHECK: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 64, K 64, A read in place, the kernel of {{.*}}gemm_shared.mlir:[[AT]]{{$}}
// CHECK: output 0: {{.*}} matches
// OK: output 0: {{.*}} matches

module @jit_layers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<100x64xf32>, %arg1: tensor<4x64x64xf32>, %arg2: tensor<4x64xf32>) -> (tensor<100x64xf32>) {
    %0 = stablehlo.slice %arg1 [0:1, 0:64, 0:64] : (tensor<4x64x64xf32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<100x64xf32>, tensor<64x64xf32>) -> tensor<100x64xf32>
    %3 = stablehlo.slice %arg2 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x64xf32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<100x64xf32>
    %7 = stablehlo.add %2, %6 : tensor<100x64xf32>
    %8 = stablehlo.tanh %7 : tensor<100x64xf32>
    %9 = stablehlo.slice %arg1 [1:2, 0:64, 0:64] : (tensor<4x64x64xf32>) -> tensor<1x64x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %11 = stablehlo.dot_general %8, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<100x64xf32>, tensor<64x64xf32>) -> tensor<100x64xf32>
    %12 = stablehlo.slice %arg2 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x64xf32>) -> tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<100x64xf32>
    %16 = stablehlo.add %11, %15 : tensor<100x64xf32>
    %17 = stablehlo.tanh %16 : tensor<100x64xf32>
    %18 = stablehlo.slice %arg1 [2:3, 0:64, 0:64] : (tensor<4x64x64xf32>) -> tensor<1x64x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.dot_general %17, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<100x64xf32>, tensor<64x64xf32>) -> tensor<100x64xf32>
    %21 = stablehlo.slice %arg2 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x64xf32>) -> tensor<64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<100x64xf32>
    %25 = stablehlo.add %20, %24 : tensor<100x64xf32>
    %26 = stablehlo.tanh %25 : tensor<100x64xf32>
    %27 = stablehlo.slice %arg1 [3:4, 0:64, 0:64] : (tensor<4x64x64xf32>) -> tensor<1x64x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    %29 = stablehlo.dot_general %26, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<100x64xf32>, tensor<64x64xf32>) -> tensor<100x64xf32>
    %30 = stablehlo.slice %arg2 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x64xf32>) -> tensor<64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<100x64xf32>
    %34 = stablehlo.add %29, %33 : tensor<100x64xf32>
    %35 = stablehlo.tanh %34 : tensor<100x64xf32>
    return %35 : tensor<100x64xf32>
  }
}

