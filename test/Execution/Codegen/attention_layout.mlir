// Multi-head attention as JAX writes it (Inputs/attention/gen.py): the qkv
// projection's column slices are reshaped into heads in place (views of
// the projection, no copies), and the transpose merging the heads is
// folded into the product that computes them, which writes the merged
// layout directly (--explain). @repeated calls a jitted function with a
// temporary on every step of a loop: each call reuses the function's
// temporary buffer. @scaled divides by constant powers of two (a
// multiplication by the exact reciprocal). @reshapes reshapes slices:
// views, or a copy where a strided slice's dimensions cannot be merged. @main is the attention (the IR
// check needs @main).
// Expected outputs are XLA's; also on two threads and
// through the plain loops (-O0).
// RUN: cd %S/Inputs/attention
// RUN: kiln run %s --explain --entry main --input attention_in0.npy --input attention_in1.npy --input attention_in2.npy --expect attention_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,ATT
// RUN: kiln run %s --threads 2 --entry main --input attention_in0.npy --input attention_in1.npy --input attention_in2.npy --expect attention_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s -O0 --entry main --input attention_in0.npy --input attention_in1.npy --input attention_in2.npy --expect attention_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry repeated --input repeated_in0.npy --input repeated_in1.npy --expect repeated_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --threads 2 --entry repeated --input repeated_in0.npy --input repeated_in1.npy --expect repeated_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s -O0 --entry repeated --input repeated_in0.npy --input repeated_in1.npy --expect repeated_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry scaled --input scaled_in0.npy --expect scaled_out0.npy --expect scaled_out1.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --threads 2 --entry scaled --input scaled_in0.npy --expect scaled_out0.npy --expect scaled_out1.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s -O0 --entry scaled --input scaled_in0.npy --expect scaled_out0.npy --expect scaled_out1.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry reshapes --input reshapes_in0.npy --expect reshapes_out0.npy --expect reshapes_out1.npy --expect reshapes_out2.npy | FileCheck %s --check-prefix=OK
// RUN: kiln run %s -O0 --entry reshapes --input reshapes_in0.npy --expect reshapes_out0.npy --expect reshapes_out1.npy --expect reshapes_out2.npy | FileCheck %s --check-prefix=OK
// RUN: kiln-opt %s --kiln-stablehlo-to-llvm --mlir-print-ir-before=kiln-lower-contractions -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// ATT: kiln-fuse-elementwise: 1 transposed contraction result(s) written in place
// OK: output 0: {{.*}} matches
// The slices are views reshaped in place: no copy before the products.
// IR-LABEL: func.func public @main
// IR-COUNT-3: memref.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [50, 3, 40] : memref<50x120xf32, strided<[360, 1]{{.*}}>> into memref<50x3x40xf32, strided<[360, 40, 1]{{.*}}>>
// IR-NOT: linalg.copy
// IR-NOT: memref.copy
// IR-NOT: linalg.transpose
// IR-LABEL: func.func public @repeated

func.func public @main(%arg0: tensor<50x120xf32>, %arg1: tensor<120x360xf32>, %arg2: tensor<120x120xf32>) -> (tensor<50x120xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x120xf32>, tensor<120x360xf32>) -> tensor<50x360xf32>
  %1 = stablehlo.slice %0 [0:50, 0:120] : (tensor<50x360xf32>) -> tensor<50x120xf32>
  %2 = stablehlo.slice %0 [0:50, 120:240] : (tensor<50x360xf32>) -> tensor<50x120xf32>
  %3 = stablehlo.slice %0 [0:50, 240:360] : (tensor<50x360xf32>) -> tensor<50x120xf32>
  %4 = stablehlo.reshape %1 : (tensor<50x120xf32>) -> tensor<50x3x40xf32>
  %5 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<50x3x40xf32>) -> tensor<3x50x40xf32>
  %6 = stablehlo.reshape %2 : (tensor<50x120xf32>) -> tensor<50x3x40xf32>
  %7 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<50x3x40xf32>) -> tensor<3x50x40xf32>
  %8 = stablehlo.reshape %3 : (tensor<50x120xf32>) -> tensor<50x3x40xf32>
  %9 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<50x3x40xf32>) -> tensor<3x50x40xf32>
  %10 = stablehlo.transpose %7, dims = [0, 2, 1] : (tensor<3x50x40xf32>) -> tensor<3x40x50xf32>
  %11 = stablehlo.dot_general %5, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x50x40xf32>, tensor<3x40x50xf32>) -> tensor<3x50x50xf32>
  %cst = stablehlo.constant dense<6.32455539> : tensor<f32>
  %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x50x50xf32>
  %13 = stablehlo.divide %11, %12 : tensor<3x50x50xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<3x50x50xf32>, tensor<f32>) -> tensor<3x50xf32>
  %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x50xf32>
  %16 = stablehlo.maximum %15, %14 : tensor<3x50xf32>
  %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x50xf32>) -> tensor<3x50x1xf32>
  %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<3x50x1xf32>) -> tensor<3x50x50xf32>
  %19 = stablehlo.subtract %13, %18 : tensor<3x50x50xf32>
  %20 = stablehlo.exponential %19 : tensor<3x50x50xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<3x50x50xf32>, tensor<f32>) -> tensor<3x50xf32>
  %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<3x50xf32>) -> tensor<3x50x1xf32>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<3x50x1xf32>) -> tensor<3x50x50xf32>
  %24 = stablehlo.divide %20, %23 : tensor<3x50x50xf32>
  %25 = stablehlo.dot_general %24, %9, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x50x50xf32>, tensor<3x50x40xf32>) -> tensor<3x50x40xf32>
  %26 = stablehlo.transpose %25, dims = [1, 0, 2] : (tensor<3x50x40xf32>) -> tensor<50x3x40xf32>
  %27 = stablehlo.reshape %26 : (tensor<50x3x40xf32>) -> tensor<50x120xf32>
  %28 = stablehlo.dot_general %27, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x120xf32>, tensor<120x120xf32>) -> tensor<50x120xf32>
  return %28 : tensor<50x120xf32>
}
func.func public @repeated(%arg0: tensor<40x48xf32>, %arg1: tensor<48x48xf32>) -> (tensor<40x48xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<48x48xf32>, tensor<i32>, tensor<40x48xf32>
  cond {
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<48x48xf32>, tensor<40x48xf32>) -> tensor<40x48xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
    stablehlo.return %iterArg, %2, %1 : tensor<48x48xf32>, tensor<i32>, tensor<40x48xf32>
  }
  return %0#2 : tensor<40x48xf32>
}
func.func private @closed_call(%arg0: tensor<48x48xf32>, %arg1: tensor<40x48xf32>) -> tensor<40x48xf32> {
  %0 = call @step(%arg1, %arg0) : (tensor<40x48xf32>, tensor<48x48xf32>) -> tensor<40x48xf32>
  return %0 : tensor<40x48xf32>
}
func.func private @step(%arg0: tensor<40x48xf32>, %arg1: tensor<48x48xf32>) -> tensor<40x48xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x48xf32>, tensor<48x48xf32>) -> tensor<40x48xf32>
  %1 = stablehlo.tanh %0 : tensor<40x48xf32>
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40x48xf32>
  %3 = stablehlo.multiply %2, %arg0 : tensor<40x48xf32>
  %4 = stablehlo.add %1, %3 : tensor<40x48xf32>
  return %4 : tensor<40x48xf32>
}
func.func public @scaled(%arg0: tensor<3x37x45xf32>) -> (tensor<3x37x45xf32> {jax.result_info = "result[0]"}, tensor<3x37x45xf32> {jax.result_info = "result[1]"}) {
  %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x37x45xf32>
  %1 = stablehlo.divide %arg0, %0 : tensor<3x37x45xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<3x37x45xf32>, tensor<f32>) -> tensor<3x37xf32>
  %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x37xf32>
  %4 = stablehlo.maximum %3, %2 : tensor<3x37xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x37xf32>) -> tensor<3x37x1xf32>
  %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x37x1xf32>) -> tensor<3x37x45xf32>
  %7 = stablehlo.subtract %1, %6 : tensor<3x37x45xf32>
  %8 = stablehlo.exponential %7 : tensor<3x37x45xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<3x37x45xf32>, tensor<f32>) -> tensor<3x37xf32>
  %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x37xf32>) -> tensor<3x37x1xf32>
  %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<3x37x1xf32>) -> tensor<3x37x45xf32>
  %12 = stablehlo.divide %8, %11 : tensor<3x37x45xf32>
  %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x37x45xf32>
  %14 = stablehlo.divide %arg0, %13 : tensor<3x37x45xf32>
  return %12, %14 : tensor<3x37x45xf32>, tensor<3x37x45xf32>
}

func.func public @reshapes(%arg0: tensor<4x4x5xf32>) -> (tensor<4x10xf32> {jax.result_info = "result[0]"}, tensor<2x4x5x1xf32> {jax.result_info = "result[1]"}, tensor<16x3xf32> {jax.result_info = "result[2]"}) {
  %0 = stablehlo.slice %arg0 [0:4, 1:3, 0:5] : (tensor<4x4x5xf32>) -> tensor<4x2x5xf32>
  %1 = stablehlo.reshape %0 : (tensor<4x2x5xf32>) -> tensor<4x10xf32>
  %2 = stablehlo.slice %arg0 [1:3, 0:4, 0:5] : (tensor<4x4x5xf32>) -> tensor<2x4x5xf32>
  %3 = stablehlo.reshape %2 : (tensor<2x4x5xf32>) -> tensor<2x4x5x1xf32>
  %4 = stablehlo.slice %arg0 [0:4, 0:4, 1:4] : (tensor<4x4x5xf32>) -> tensor<4x4x3xf32>
  %5 = stablehlo.reshape %4 : (tensor<4x4x3xf32>) -> tensor<16x3xf32>
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
  %7 = stablehlo.multiply %1, %6 : tensor<4x10xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x5x1xf32>
  %9 = stablehlo.add %3, %8 : tensor<2x4x5x1xf32>
  %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
  %11 = stablehlo.subtract %5, %10 : tensor<16x3xf32>
  return %7, %9, %11 : tensor<4x10xf32>, tensor<2x4x5x1xf32>, tensor<16x3xf32>
}
