// kiln-merge-dots end to end: JAX programs whose matrix-vector products or
// same-operand products are concatenated, stacked or used separately, and
// small or sliced independent products, run as one product (at -O2, as --explain reports)
// and match XLA's results (Inputs/gen.py); -O0 runs them unmerged.
// RUN: cd %S/Inputs
// RUN: kiln run %s --explain --entry matvec_concat --input matvec_concat_in0.npy --input matvec_concat_in1.npy --expect matvec_concat_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,MC
// RUN: kiln run -O0 %s --explain --entry matvec_concat --input matvec_concat_in0.npy --input matvec_concat_in1.npy --expect matvec_concat_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry matvec_stack --input matvec_stack_in0.npy --input matvec_stack_in1.npy --expect matvec_stack_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,MS
// RUN: kiln run -O0 %s --explain --entry matvec_stack --input matvec_stack_in0.npy --input matvec_stack_in1.npy --expect matvec_stack_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry vecmat_stack --input vecmat_stack_in0.npy --input vecmat_stack_in1.npy --expect vecmat_stack_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,VS
// RUN: kiln run -O0 %s --explain --entry vecmat_stack --input vecmat_stack_in0.npy --input vecmat_stack_in1.npy --expect vecmat_stack_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry rows_concat --input rows_concat_in0.npy --input rows_concat_in1.npy --input rows_concat_in2.npy --expect rows_concat_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,RC
// RUN: kiln run -O0 %s --explain --entry rows_concat --input rows_concat_in0.npy --input rows_concat_in1.npy --input rows_concat_in2.npy --expect rows_concat_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry batched_columns --input batched_columns_in0.npy --input batched_columns_in1.npy --input batched_columns_in2.npy --expect batched_columns_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,BC
// RUN: kiln run -O0 %s --explain --entry batched_columns --input batched_columns_in0.npy --input batched_columns_in1.npy --input batched_columns_in2.npy --expect batched_columns_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry independent_small --input independent_small_in0.npy --input independent_small_in1.npy --input independent_small_in2.npy --input independent_small_in3.npy --expect independent_small_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,IS
// RUN: kiln run -O0 %s --explain --entry independent_small --input independent_small_in0.npy --input independent_small_in1.npy --input independent_small_in2.npy --input independent_small_in3.npy --expect independent_small_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry independent_sliced --input independent_sliced_in0.npy --input independent_sliced_in1.npy --expect independent_sliced_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,IX
// RUN: kiln run -O0 %s --explain --entry independent_sliced --input independent_sliced_in0.npy --input independent_sliced_in1.npy --expect independent_sliced_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry siblings --input siblings_in0.npy --input siblings_in1.npy --expect siblings_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,SB
// RUN: kiln run -O0 %s --explain --entry siblings --input siblings_in0.npy --input siblings_in1.npy --expect siblings_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// MC: explain: merge_dots.mlir:{{[0-9]+}}:{{[0-9]+}}: kiln-merge-dots: 8 dot_general at {{.*}} merged into one 8x96x64 (MxNxK) dot_general (stacked)
// MC: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 8, N 96, K 64
// MS: kiln-merge-dots: 5 dot_general at {{.*}} merged into one 96x5x64 (MxNxK) dot_general (stacked)
// VS-COUNT-6: kiln-fold-dot-operands: transpose at {{.*}} folded into the rhs of dot_general
// VS: kiln-merge-dots: 6 dot_general at {{.*}} merged into one 6x80x64 (MxNxK) dot_general (stacked)
// RC: kiln-merge-dots: 2 dot_general at {{.*}} merged into one 64x72x64 (MxNxK) dot_general (concatenate along a free dimension)
// RC: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 64, N 72, K 64
// BC: kiln-merge-dots: 2 dot_general at {{.*}} merged into one 3x(48x40x32) (MxNxK) dot_general (stacked)
// BC: kiln-lower-contractions: contraction made a GEMM kernel: batch 3, M 48, N 40, K 32
// IS: kiln-merge-dots: 2 dot_general at {{.*}} merged into one 2x(8x10x12) (MxNxK) dot_general (batched: no shared operand)
// IX: kiln-merge-dots: 4 dot_general at {{.*}} merged into one 4x(64x40x48) (MxNxK) dot_general (batched: no shared operand)
// IX: kiln-lower-contractions: contraction made a GEMM kernel: batch 4, M 64, N 40, K 48
// SB: kiln-merge-dots: 3 dot_general at {{.*}} merged into one 96x3x64 (MxNxK) dot_general (siblings, results sliced)
// O0-NOT: explain:
// OK: output 0: {{.*}} matches

func.func public @matvec_concat(%arg0: tensor<96x64xf32>, %arg1: tensor<8x64xf32>) -> (tensor<768xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.slice %arg1 [0:1, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
  %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %3 = stablehlo.slice %arg1 [1:2, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %4 = stablehlo.reshape %3 : (tensor<1x64xf32>) -> tensor<64xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %6 = stablehlo.slice %arg1 [2:3, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %7 = stablehlo.reshape %6 : (tensor<1x64xf32>) -> tensor<64xf32>
  %8 = stablehlo.dot_general %arg0, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %9 = stablehlo.slice %arg1 [3:4, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %10 = stablehlo.reshape %9 : (tensor<1x64xf32>) -> tensor<64xf32>
  %11 = stablehlo.dot_general %arg0, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %12 = stablehlo.slice %arg1 [4:5, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %13 = stablehlo.reshape %12 : (tensor<1x64xf32>) -> tensor<64xf32>
  %14 = stablehlo.dot_general %arg0, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %15 = stablehlo.slice %arg1 [5:6, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %16 = stablehlo.reshape %15 : (tensor<1x64xf32>) -> tensor<64xf32>
  %17 = stablehlo.dot_general %arg0, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %18 = stablehlo.slice %arg1 [6:7, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %19 = stablehlo.reshape %18 : (tensor<1x64xf32>) -> tensor<64xf32>
  %20 = stablehlo.dot_general %arg0, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %21 = stablehlo.slice %arg1 [7:8, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %22 = stablehlo.reshape %21 : (tensor<1x64xf32>) -> tensor<64xf32>
  %23 = stablehlo.dot_general %arg0, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %24 = stablehlo.concatenate %2, %5, %8, %11, %14, %17, %20, %23, dim = 0 : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<768xf32>
  return %24 : tensor<768xf32>
}

func.func public @matvec_stack(%arg0: tensor<96x64xf32>, %arg1: tensor<8x64xf32>) -> (tensor<96x5xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.slice %arg1 [2:3, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
  %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %3 = stablehlo.slice %arg1 [3:4, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %4 = stablehlo.reshape %3 : (tensor<1x64xf32>) -> tensor<64xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %6 = stablehlo.slice %arg1 [4:5, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %7 = stablehlo.reshape %6 : (tensor<1x64xf32>) -> tensor<64xf32>
  %8 = stablehlo.dot_general %arg0, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %9 = stablehlo.slice %arg1 [5:6, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %10 = stablehlo.reshape %9 : (tensor<1x64xf32>) -> tensor<64xf32>
  %11 = stablehlo.dot_general %arg0, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %12 = stablehlo.slice %arg1 [6:7, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
  %13 = stablehlo.reshape %12 : (tensor<1x64xf32>) -> tensor<64xf32>
  %14 = stablehlo.dot_general %arg0, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %15 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<96xf32>) -> tensor<96x1xf32>
  %16 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<96xf32>) -> tensor<96x1xf32>
  %17 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<96xf32>) -> tensor<96x1xf32>
  %18 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<96xf32>) -> tensor<96x1xf32>
  %19 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<96xf32>) -> tensor<96x1xf32>
  %20 = stablehlo.concatenate %15, %16, %17, %18, %19, dim = 1 : (tensor<96x1xf32>, tensor<96x1xf32>, tensor<96x1xf32>, tensor<96x1xf32>, tensor<96x1xf32>) -> tensor<96x5xf32>
  return %20 : tensor<96x5xf32>
}

func.func public @vecmat_stack(%arg0: tensor<80x64xf32>, %arg1: tensor<6x64xf32>) -> (tensor<6x80xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.slice %arg1 [0:1, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
  %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %3 = stablehlo.dot_general %1, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %4 = stablehlo.slice %arg1 [1:2, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
  %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %7 = stablehlo.dot_general %5, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %8 = stablehlo.slice %arg1 [2:3, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %9 = stablehlo.reshape %8 : (tensor<1x64xf32>) -> tensor<64xf32>
  %10 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %11 = stablehlo.dot_general %9, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %12 = stablehlo.slice %arg1 [3:4, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %13 = stablehlo.reshape %12 : (tensor<1x64xf32>) -> tensor<64xf32>
  %14 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %15 = stablehlo.dot_general %13, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %16 = stablehlo.slice %arg1 [4:5, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %17 = stablehlo.reshape %16 : (tensor<1x64xf32>) -> tensor<64xf32>
  %18 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %19 = stablehlo.dot_general %17, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %20 = stablehlo.slice %arg1 [5:6, 0:64] : (tensor<6x64xf32>) -> tensor<1x64xf32>
  %21 = stablehlo.reshape %20 : (tensor<1x64xf32>) -> tensor<64xf32>
  %22 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<80x64xf32>) -> tensor<64x80xf32>
  %23 = stablehlo.dot_general %21, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x80xf32>) -> tensor<80xf32>
  %24 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %25 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %26 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %27 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %28 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %29 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<80xf32>) -> tensor<1x80xf32>
  %30 = stablehlo.concatenate %24, %25, %26, %27, %28, %29, dim = 0 : (tensor<1x80xf32>, tensor<1x80xf32>, tensor<1x80xf32>, tensor<1x80xf32>, tensor<1x80xf32>, tensor<1x80xf32>) -> tensor<6x80xf32>
  return %30 : tensor<6x80xf32>
}

func.func public @rows_concat(%arg0: tensor<40x64xf32>, %arg1: tensor<24x64xf32>, %arg2: tensor<64x72xf32>) -> (tensor<64x72xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x64xf32>, tensor<64x72xf32>) -> tensor<40x72xf32>
  %1 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x64xf32>, tensor<64x72xf32>) -> tensor<24x72xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<40x72xf32>, tensor<24x72xf32>) -> tensor<64x72xf32>
  return %2 : tensor<64x72xf32>
}

func.func public @batched_columns(%arg0: tensor<3x32x40xf32>, %arg1: tensor<3x24x32xf32>, %arg2: tensor<3x24x32xf32>) -> (tensor<3x24x80xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x24x32xf32>, tensor<3x32x40xf32>) -> tensor<3x24x40xf32>
  %1 = stablehlo.dot_general %arg2, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x24x32xf32>, tensor<3x32x40xf32>) -> tensor<3x24x40xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<3x24x40xf32>, tensor<3x24x40xf32>) -> tensor<3x24x80xf32>
  return %2 : tensor<3x24x80xf32>
}

func.func public @independent_small(%arg0: tensor<8x12xf32>, %arg1: tensor<12x10xf32>, %arg2: tensor<8x12xf32>, %arg3: tensor<12x10xf32>) -> (tensor<16x10xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf32>, tensor<12x10xf32>) -> tensor<8x10xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf32>, tensor<12x10xf32>) -> tensor<8x10xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<16x10xf32>
  return %2 : tensor<16x10xf32>
}

func.func public @independent_sliced(%arg0: tensor<4x64x48xf32>, %arg1: tensor<4x48x40xf32>) -> (tensor<64x4x40xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.slice %arg0 [0:1, 0:64, 0:48] : (tensor<4x64x48xf32>) -> tensor<1x64x48xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
  %2 = stablehlo.slice %arg1 [0:1, 0:48, 0:40] : (tensor<4x48x40xf32>) -> tensor<1x48x40xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x48x40xf32>) -> tensor<48x40xf32>
  %4 = stablehlo.dot_general %1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x40xf32>) -> tensor<64x40xf32>
  %5 = stablehlo.slice %arg0 [1:2, 0:64, 0:48] : (tensor<4x64x48xf32>) -> tensor<1x64x48xf32>
  %6 = stablehlo.reshape %5 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
  %7 = stablehlo.slice %arg1 [1:2, 0:48, 0:40] : (tensor<4x48x40xf32>) -> tensor<1x48x40xf32>
  %8 = stablehlo.reshape %7 : (tensor<1x48x40xf32>) -> tensor<48x40xf32>
  %9 = stablehlo.dot_general %6, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x40xf32>) -> tensor<64x40xf32>
  %10 = stablehlo.slice %arg0 [2:3, 0:64, 0:48] : (tensor<4x64x48xf32>) -> tensor<1x64x48xf32>
  %11 = stablehlo.reshape %10 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
  %12 = stablehlo.slice %arg1 [2:3, 0:48, 0:40] : (tensor<4x48x40xf32>) -> tensor<1x48x40xf32>
  %13 = stablehlo.reshape %12 : (tensor<1x48x40xf32>) -> tensor<48x40xf32>
  %14 = stablehlo.dot_general %11, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x40xf32>) -> tensor<64x40xf32>
  %15 = stablehlo.slice %arg0 [3:4, 0:64, 0:48] : (tensor<4x64x48xf32>) -> tensor<1x64x48xf32>
  %16 = stablehlo.reshape %15 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
  %17 = stablehlo.slice %arg1 [3:4, 0:48, 0:40] : (tensor<4x48x40xf32>) -> tensor<1x48x40xf32>
  %18 = stablehlo.reshape %17 : (tensor<1x48x40xf32>) -> tensor<48x40xf32>
  %19 = stablehlo.dot_general %16, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x40xf32>) -> tensor<64x40xf32>
  %20 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<64x40xf32>) -> tensor<64x1x40xf32>
  %21 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<64x40xf32>) -> tensor<64x1x40xf32>
  %22 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<64x40xf32>) -> tensor<64x1x40xf32>
  %23 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<64x40xf32>) -> tensor<64x1x40xf32>
  %24 = stablehlo.concatenate %20, %21, %22, %23, dim = 1 : (tensor<64x1x40xf32>, tensor<64x1x40xf32>, tensor<64x1x40xf32>, tensor<64x1x40xf32>) -> tensor<64x4x40xf32>
  return %24 : tensor<64x4x40xf32>
}

func.func public @siblings(%arg0: tensor<96x64xf32>, %arg1: tensor<3x64xf32>) -> (tensor<96xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.slice %arg1 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
  %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %3 = stablehlo.slice %arg1 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
  %4 = stablehlo.reshape %3 : (tensor<1x64xf32>) -> tensor<64xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %6 = stablehlo.multiply %2, %5 : tensor<96xf32>
  %7 = stablehlo.slice %arg1 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
  %8 = stablehlo.reshape %7 : (tensor<1x64xf32>) -> tensor<64xf32>
  %9 = stablehlo.dot_general %arg0, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x64xf32>, tensor<64xf32>) -> tensor<96xf32>
  %10 = stablehlo.add %6, %9 : tensor<96xf32>
  return %10 : tensor<96xf32>
}
