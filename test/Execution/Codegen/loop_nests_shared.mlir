// A decoder of 3 identical layers (layer norm, two-head attention with
// softmax, a bf16 gelu MLP), as JAX exports a Python loop over layers, each
// layer's weights sliced from stacked arrays at an offset of their own
// (generated with this file by Inputs/loop_nests/gen.py; expected values
// from XLA, within bf16's precision). kiln-outline-repeats emits the layers
// once, as a function two of them call (the first layer's opening ops
// differ: the last two start where the residual add of the layer before
// fuses with their layer norm), and kiln-share-loop-nests the loop nests
// that the rest of the first and last layer have in common with it: on 1
// and 2 threads the results match XLA's as with -O0, which shares nothing.
// RUN: cd %S/Inputs/loop_nests
// RUN: kiln run --threads 1 %s --explain --input x.npy --input wqkv.npy --input wo.npy --input w1.npy --input b1.npy --input w2.npy --input g.npy --expect out.npy --rtol 2e-2 --atol 2e-2 | FileCheck %s
// RUN: kiln run --threads 2 %s --explain --input x.npy --input wqkv.npy --input wo.npy --input w1.npy --input b1.npy --input w2.npy --input g.npy --expect out.npy --rtol 2e-2 --atol 2e-2 | FileCheck %s
// RUN: kiln run -O0 %s --input x.npy --input wqkv.npy --input wo.npy --input w1.npy --input b1.npy --input w2.npy --input g.npy --expect out.npy --rtol 2e-2 --atol 2e-2 | FileCheck %s --check-prefix=OK
// CHECK: kiln-outline-repeats: 2 repeats of {{[0-9]+}} ops call one function, __kiln_repeat{{$}}
// CHECK: kiln-share-loop-nests: 2 identical loop nests call one function, __kiln_loop_nest{{$}}
// CHECK-COUNT-12: kiln-share-loop-nests: 2 identical loop nests call one function, __kiln_loop_nest_{{[0-9]+$}}
// CHECK: output 0: {{.*}} matches
// OK: output 0: {{.*}} matches

module @jit_decoder attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x32xf32>, %arg1: tensor<3x32x96xf32>, %arg2: tensor<3x32x32xf32>, %arg3: tensor<3x32x64xbf16>, %arg4: tensor<3x64xbf16>, %arg5: tensor<3x64x32xbf16>, %arg6: tensor<3x32xf32>) -> (tensor<24x32xf32>) {
    %0 = stablehlo.slice %arg1 [0:1, 0:32, 0:96] : (tensor<3x32x96xf32>) -> tensor<1x32x96xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %2 = stablehlo.slice %arg2 [0:1, 0:32, 0:32] : (tensor<3x32x32xf32>) -> tensor<1x32x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %4 = stablehlo.slice %arg3 [0:1, 0:32, 0:64] : (tensor<3x32x64xbf16>) -> tensor<1x32x64xbf16>
    %5 = stablehlo.reshape %4 : (tensor<1x32x64xbf16>) -> tensor<32x64xbf16>
    %6 = stablehlo.slice %arg4 [0:1, 0:64] : (tensor<3x64xbf16>) -> tensor<1x64xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x64xbf16>) -> tensor<64xbf16>
    %8 = stablehlo.slice %arg5 [0:1, 0:64, 0:32] : (tensor<3x64x32xbf16>) -> tensor<1x64x32xbf16>
    %9 = stablehlo.reshape %8 : (tensor<1x64x32xbf16>) -> tensor<64x32xbf16>
    %10 = stablehlo.slice %arg6 [0:1, 0:32] : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<24x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %17 = stablehlo.subtract %arg0, %16 : tensor<24x32xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<24x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<24x1xf32>
    %23 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<24x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<24x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<24x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<24x32xf32>
    %30 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<24x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<24x32xf32>
    %35 = stablehlo.dot_general %34, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x96xf32>) -> tensor<24x96xf32>
    %36 = stablehlo.slice %35 [0:24, 0:32] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %37 = stablehlo.slice %35 [0:24, 32:64] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %38 = stablehlo.slice %35 [0:24, 64:96] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %39 = stablehlo.reshape %36 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %41 = stablehlo.reshape %37 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %43 = stablehlo.reshape %38 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %45 = stablehlo.transpose %42, dims = [0, 2, 1] : (tensor<2x24x16xf32>) -> tensor<2x16x24xf32>
    %46 = stablehlo.dot_general %40, %45, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x16xf32>, tensor<2x16x24xf32>) -> tensor<2x24x24xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x24x24xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2x24x24xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<24x24xi1>
    %50 = call @tril(%49) : (tensor<24x24xi1>) -> tensor<24x24xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %51 = call @_where(%50, %48, %cst_6) : (tensor<24x24xi1>, tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24x24xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %54 = stablehlo.maximum %53, %52 : tensor<2x24xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<2x24x24xf32>
    %58 = stablehlo.exponential %57 : tensor<2x24x24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %62 = stablehlo.divide %58, %61 : tensor<2x24x24xf32>
    %63 = stablehlo.dot_general %62, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x24xf32>, tensor<2x24x16xf32>) -> tensor<2x24x16xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0, 2] : (tensor<2x24x16xf32>) -> tensor<24x2x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<24x2x16xf32>) -> tensor<24x32xf32>
    %66 = stablehlo.dot_general %65, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x32xf32>) -> tensor<24x32xf32>
    %67 = stablehlo.add %arg0, %66 : tensor<24x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<24x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %73 = stablehlo.subtract %67, %72 : tensor<24x32xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<24x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %78 = stablehlo.divide %76, %77 : tensor<24x1xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %80 = stablehlo.subtract %67, %79 : tensor<24x32xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %82 = stablehlo.add %78, %81 : tensor<24x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<24x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %85 = stablehlo.multiply %80, %84 : tensor<24x32xf32>
    %86 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<24x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<24x32xf32>
    %91 = stablehlo.convert %90 : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %92 = stablehlo.dot_general %91, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xbf16>, tensor<32x64xbf16>) -> tensor<24x64xbf16>
    %93 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xbf16>) -> tensor<1x64xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<1x64xbf16>) -> tensor<24x64xbf16>
    %95 = stablehlo.add %92, %94 : tensor<24x64xbf16>
    %96 = stablehlo.multiply %95, %95 : tensor<24x64xbf16>
    %97 = stablehlo.multiply %96, %95 : tensor<24x64xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %99 = stablehlo.multiply %98, %97 : tensor<24x64xbf16>
    %100 = stablehlo.add %95, %99 : tensor<24x64xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %102 = stablehlo.multiply %101, %100 : tensor<24x64xbf16>
    %103 = stablehlo.tanh %102 : tensor<24x64xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %105 = stablehlo.add %104, %103 : tensor<24x64xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %107 = stablehlo.multiply %106, %105 : tensor<24x64xbf16>
    %108 = stablehlo.multiply %95, %107 : tensor<24x64xbf16>
    %109 = stablehlo.dot_general %108, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x64xbf16>, tensor<64x32xbf16>) -> tensor<24x32xbf16>
    %110 = stablehlo.convert %109 : (tensor<24x32xbf16>) -> tensor<24x32xf32>
    %111 = stablehlo.add %67, %110 : tensor<24x32xf32>
    %112 = stablehlo.slice %arg1 [1:2, 0:32, 0:96] : (tensor<3x32x96xf32>) -> tensor<1x32x96xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %114 = stablehlo.slice %arg2 [1:2, 0:32, 0:32] : (tensor<3x32x32xf32>) -> tensor<1x32x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %116 = stablehlo.slice %arg3 [1:2, 0:32, 0:64] : (tensor<3x32x64xbf16>) -> tensor<1x32x64xbf16>
    %117 = stablehlo.reshape %116 : (tensor<1x32x64xbf16>) -> tensor<32x64xbf16>
    %118 = stablehlo.slice %arg4 [1:2, 0:64] : (tensor<3x64xbf16>) -> tensor<1x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<1x64xbf16>) -> tensor<64xbf16>
    %120 = stablehlo.slice %arg5 [1:2, 0:64, 0:32] : (tensor<3x64x32xbf16>) -> tensor<1x64x32xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x64x32xbf16>) -> tensor<64x32xbf16>
    %122 = stablehlo.slice %arg6 [1:2, 0:32] : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%111 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<24x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %129 = stablehlo.subtract %111, %128 : tensor<24x32xf32>
    %130 = stablehlo.multiply %129, %129 : tensor<24x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<24x1xf32>
    %135 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %136 = stablehlo.subtract %111, %135 : tensor<24x32xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %138 = stablehlo.add %134, %137 : tensor<24x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<24x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %141 = stablehlo.multiply %136, %140 : tensor<24x32xf32>
    %142 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<24x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %146 = stablehlo.add %144, %145 : tensor<24x32xf32>
    %147 = stablehlo.dot_general %146, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x96xf32>) -> tensor<24x96xf32>
    %148 = stablehlo.slice %147 [0:24, 0:32] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %149 = stablehlo.slice %147 [0:24, 32:64] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %150 = stablehlo.slice %147 [0:24, 64:96] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %151 = stablehlo.reshape %148 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %152 = stablehlo.transpose %151, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %153 = stablehlo.reshape %149 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %154 = stablehlo.transpose %153, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %155 = stablehlo.reshape %150 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %157 = stablehlo.transpose %154, dims = [0, 2, 1] : (tensor<2x24x16xf32>) -> tensor<2x16x24xf32>
    %158 = stablehlo.dot_general %152, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x16xf32>, tensor<2x16x24xf32>) -> tensor<2x24x24xf32>
    %cst_26 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x24x24xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x24x24xf32>
    %c_27 = stablehlo.constant dense<true> : tensor<i1>
    %161 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<24x24xi1>
    %162 = call @tril(%161) : (tensor<24x24xi1>) -> tensor<24x24xi1>
    %cst_28 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %163 = call @_where(%162, %160, %cst_28) : (tensor<24x24xi1>, tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24x24xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_29) applies stablehlo.maximum across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<2x24xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %169 = stablehlo.subtract %163, %168 : tensor<2x24x24xf32>
    %170 = stablehlo.exponential %169 : tensor<2x24x24xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %174 = stablehlo.divide %170, %173 : tensor<2x24x24xf32>
    %175 = stablehlo.dot_general %174, %156, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x24xf32>, tensor<2x24x16xf32>) -> tensor<2x24x16xf32>
    %176 = stablehlo.transpose %175, dims = [1, 0, 2] : (tensor<2x24x16xf32>) -> tensor<24x2x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<24x2x16xf32>) -> tensor<24x32xf32>
    %178 = stablehlo.dot_general %177, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x32xf32>) -> tensor<24x32xf32>
    %179 = stablehlo.add %111, %178 : tensor<24x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<24x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<24x32xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<24x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %190 = stablehlo.divide %188, %189 : tensor<24x1xf32>
    %191 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %192 = stablehlo.subtract %179, %191 : tensor<24x32xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %194 = stablehlo.add %190, %193 : tensor<24x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<24x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %197 = stablehlo.multiply %192, %196 : tensor<24x32xf32>
    %198 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %200 = stablehlo.multiply %197, %199 : tensor<24x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %202 = stablehlo.add %200, %201 : tensor<24x32xf32>
    %203 = stablehlo.convert %202 : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %204 = stablehlo.dot_general %203, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xbf16>, tensor<32x64xbf16>) -> tensor<24x64xbf16>
    %205 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<64xbf16>) -> tensor<1x64xbf16>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x64xbf16>) -> tensor<24x64xbf16>
    %207 = stablehlo.add %204, %206 : tensor<24x64xbf16>
    %208 = stablehlo.multiply %207, %207 : tensor<24x64xbf16>
    %209 = stablehlo.multiply %208, %207 : tensor<24x64xbf16>
    %cst_38 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %211 = stablehlo.multiply %210, %209 : tensor<24x64xbf16>
    %212 = stablehlo.add %207, %211 : tensor<24x64xbf16>
    %cst_39 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %213 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %214 = stablehlo.multiply %213, %212 : tensor<24x64xbf16>
    %215 = stablehlo.tanh %214 : tensor<24x64xbf16>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %217 = stablehlo.add %216, %215 : tensor<24x64xbf16>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %219 = stablehlo.multiply %218, %217 : tensor<24x64xbf16>
    %220 = stablehlo.multiply %207, %219 : tensor<24x64xbf16>
    %221 = stablehlo.dot_general %220, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x64xbf16>, tensor<64x32xbf16>) -> tensor<24x32xbf16>
    %222 = stablehlo.convert %221 : (tensor<24x32xbf16>) -> tensor<24x32xf32>
    %223 = stablehlo.add %179, %222 : tensor<24x32xf32>
    %224 = stablehlo.slice %arg1 [2:3, 0:32, 0:96] : (tensor<3x32x96xf32>) -> tensor<1x32x96xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %226 = stablehlo.slice %arg2 [2:3, 0:32, 0:32] : (tensor<3x32x32xf32>) -> tensor<1x32x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %228 = stablehlo.slice %arg3 [2:3, 0:32, 0:64] : (tensor<3x32x64xbf16>) -> tensor<1x32x64xbf16>
    %229 = stablehlo.reshape %228 : (tensor<1x32x64xbf16>) -> tensor<32x64xbf16>
    %230 = stablehlo.slice %arg4 [2:3, 0:64] : (tensor<3x64xbf16>) -> tensor<1x64xbf16>
    %231 = stablehlo.reshape %230 : (tensor<1x64xbf16>) -> tensor<64xbf16>
    %232 = stablehlo.slice %arg5 [2:3, 0:64, 0:32] : (tensor<3x64x32xbf16>) -> tensor<1x64x32xbf16>
    %233 = stablehlo.reshape %232 : (tensor<1x64x32xbf16>) -> tensor<64x32xbf16>
    %234 = stablehlo.slice %arg6 [2:3, 0:32] : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%223 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<24x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %241 = stablehlo.subtract %223, %240 : tensor<24x32xf32>
    %242 = stablehlo.multiply %241, %241 : tensor<24x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %246 = stablehlo.divide %244, %245 : tensor<24x1xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %248 = stablehlo.subtract %223, %247 : tensor<24x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %250 = stablehlo.add %246, %249 : tensor<24x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<24x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<24x32xf32>
    %254 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<24x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %258 = stablehlo.add %256, %257 : tensor<24x32xf32>
    %259 = stablehlo.dot_general %258, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x96xf32>) -> tensor<24x96xf32>
    %260 = stablehlo.slice %259 [0:24, 0:32] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %261 = stablehlo.slice %259 [0:24, 32:64] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %262 = stablehlo.slice %259 [0:24, 64:96] : (tensor<24x96xf32>) -> tensor<24x32xf32>
    %263 = stablehlo.reshape %260 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %264 = stablehlo.transpose %263, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %265 = stablehlo.reshape %261 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %266 = stablehlo.transpose %265, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %267 = stablehlo.reshape %262 : (tensor<24x32xf32>) -> tensor<24x2x16xf32>
    %268 = stablehlo.transpose %267, dims = [1, 0, 2] : (tensor<24x2x16xf32>) -> tensor<2x24x16xf32>
    %269 = stablehlo.transpose %266, dims = [0, 2, 1] : (tensor<2x24x16xf32>) -> tensor<2x16x24xf32>
    %270 = stablehlo.dot_general %264, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x16xf32>, tensor<2x16x24xf32>) -> tensor<2x24x24xf32>
    %cst_48 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x24x24xf32>
    %272 = stablehlo.divide %270, %271 : tensor<2x24x24xf32>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %273 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<24x24xi1>
    %274 = call @tril(%273) : (tensor<24x24xi1>) -> tensor<24x24xi1>
    %cst_50 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %275 = call @_where(%274, %272, %cst_50) : (tensor<24x24xi1>, tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24x24xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_51) applies stablehlo.maximum across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %278 = stablehlo.maximum %277, %276 : tensor<2x24xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %281 = stablehlo.subtract %275, %280 : tensor<2x24x24xf32>
    %282 = stablehlo.exponential %281 : tensor<2x24x24xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x24x24xf32>, tensor<f32>) -> tensor<2x24xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x24xf32>
    %286 = stablehlo.divide %282, %285 : tensor<2x24x24xf32>
    %287 = stablehlo.dot_general %286, %268, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x24x24xf32>, tensor<2x24x16xf32>) -> tensor<2x24x16xf32>
    %288 = stablehlo.transpose %287, dims = [1, 0, 2] : (tensor<2x24x16xf32>) -> tensor<24x2x16xf32>
    %289 = stablehlo.reshape %288 : (tensor<24x2x16xf32>) -> tensor<24x32xf32>
    %290 = stablehlo.dot_general %289, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xf32>, tensor<32x32xf32>) -> tensor<24x32xf32>
    %291 = stablehlo.add %223, %290 : tensor<24x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_55 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<24x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %297 = stablehlo.subtract %291, %296 : tensor<24x32xf32>
    %298 = stablehlo.multiply %297, %297 : tensor<24x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<24x32xf32>, tensor<f32>) -> tensor<24xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %cst_57 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %302 = stablehlo.divide %300, %301 : tensor<24x1xf32>
    %303 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %304 = stablehlo.subtract %291, %303 : tensor<24x32xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<24x1xf32>
    %306 = stablehlo.add %302, %305 : tensor<24x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<24x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x32xf32>
    %309 = stablehlo.multiply %304, %308 : tensor<24x32xf32>
    %310 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<24x32xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<24x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %314 = stablehlo.add %312, %313 : tensor<24x32xf32>
    %315 = stablehlo.convert %314 : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %316 = stablehlo.dot_general %315, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x32xbf16>, tensor<32x64xbf16>) -> tensor<24x64xbf16>
    %317 = stablehlo.broadcast_in_dim %231, dims = [1] : (tensor<64xbf16>) -> tensor<1x64xbf16>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<1x64xbf16>) -> tensor<24x64xbf16>
    %319 = stablehlo.add %316, %318 : tensor<24x64xbf16>
    %320 = stablehlo.multiply %319, %319 : tensor<24x64xbf16>
    %321 = stablehlo.multiply %320, %319 : tensor<24x64xbf16>
    %cst_60 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %322 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %323 = stablehlo.multiply %322, %321 : tensor<24x64xbf16>
    %324 = stablehlo.add %319, %323 : tensor<24x64xbf16>
    %cst_61 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %325 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %326 = stablehlo.multiply %325, %324 : tensor<24x64xbf16>
    %327 = stablehlo.tanh %326 : tensor<24x64xbf16>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %328 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %329 = stablehlo.add %328, %327 : tensor<24x64xbf16>
    %cst_63 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %330 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<24x64xbf16>
    %331 = stablehlo.multiply %330, %329 : tensor<24x64xbf16>
    %332 = stablehlo.multiply %319, %331 : tensor<24x64xbf16>
    %333 = stablehlo.dot_general %332, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x64xbf16>, tensor<64x32xbf16>) -> tensor<24x32xbf16>
    %334 = stablehlo.convert %333 : (tensor<24x32xbf16>) -> tensor<24x32xf32>
    %335 = stablehlo.add %291, %334 : tensor<24x32xf32>
    return %335 : tensor<24x32xf32>
  }
  func.func private @tril(%arg0: tensor<24x24xi1>) -> tensor<24x24xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %2 = stablehlo.add %0, %1 : tensor<24x24xi32>
    %3 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<24x24xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<24x24xi1>, tensor<24x24xi1>
    return %6 : tensor<24x24xi1>
  }
  func.func private @_where(%arg0: tensor<24x24xi1>, %arg1: tensor<2x24x24xf32>, %arg2: tensor<f32>) -> tensor<2x24x24xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<24x24xi1>) -> tensor<2x24x24xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x24x24xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x24x24xi1>, tensor<2x24x24xf32>
    return %3 : tensor<2x24x24xf32>
  }
}

