// Weight-only int8 layers as JAX writes them, x @ (w.astype(f32) * s),
// against XLA's results (generated with this file by
// Inputs/gemm/gen_weight_only.py): kiln moves the per-channel scales after
// the product (kiln-fold-dot-operands) and the kernels read the int8
// weights, widening them as they go (kiln-fuse-elementwise fuses the
// convert into the contraction); on one thread and two, and through the
// plain loops (-O0).
// RUN: cd %S/Inputs/gemm
// RUN: kiln run %s --explain --entry matvec --input wo_matvec_x.npy --input wo_matvec_w.npy --input wo_matvec_s.npy --expect wo_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,MATVEC
// RUN: kiln run --threads 2 %s --entry matvec --input wo_matvec_x.npy --input wo_matvec_w.npy --input wo_matvec_s.npy --expect wo_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry matvec --input wo_matvec_x.npy --input wo_matvec_w.npy --input wo_matvec_s.npy --expect wo_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry gemm --input wo_gemm_x.npy --input wo_gemm_w.npy --input wo_gemm_s.npy --expect wo_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,GEMM
// RUN: kiln run --threads 2 %s --entry gemm --input wo_gemm_x.npy --input wo_gemm_w.npy --input wo_gemm_s.npy --expect wo_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry gemm --input wo_gemm_x.npy --input wo_gemm_w.npy --input wo_gemm_s.npy --expect wo_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry transposed --input wo_transposed_x.npy --input wo_transposed_w.npy --input wo_transposed_s.npy --expect wo_transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,TRANSPOSED
// RUN: kiln run --threads 2 %s --entry transposed --input wo_transposed_x.npy --input wo_transposed_w.npy --input wo_transposed_s.npy --expect wo_transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry transposed --input wo_transposed_x.npy --input wo_transposed_w.npy --input wo_transposed_s.npy --expect wo_transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry batched --input wo_batched_x.npy --input wo_batched_w.npy --input wo_batched_s.npy --expect wo_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,BATCHED
// RUN: kiln run --threads 2 %s --entry batched --input wo_batched_x.npy --input wo_batched_w.npy --input wo_batched_s.npy --expect wo_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batched --input wo_batched_x.npy --input wo_batched_w.npy --input wo_batched_s.npy --expect wo_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// MATVEC: the factor of its rhs multiplied at {{.*}} moved after dot_general
// MATVEC: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 1, N 200, K 1024
// GEMM: the factor of its rhs multiplied at {{.*}} moved after dot_general
// GEMM: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 40, N 90, K 301
// TRANSPOSED: the factor of its rhs multiplied at {{.*}} moved after dot_general
// TRANSPOSED: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 37, N 100, K 256
// BATCHED: the factor of its rhs multiplied at {{.*}} moved after dot_general
// BATCHED: kiln-lower-contractions: contraction made a GEMM kernel: batch 3, M 33, N 40, K 129
// OK: output 0: {{.*}} matches

func.func @matvec(%arg0: tensor<1x1024xf32>, %arg1: tensor<1024x200xi8>, %arg2: tensor<200xf32>) -> (tensor<1x200xf32>) {
  %0 = stablehlo.convert %arg1 : (tensor<1024x200xi8>) -> tensor<1024x200xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<200xf32>) -> tensor<1x200xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x200xf32>) -> tensor<1024x200xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<1024x200xf32>
  %4 = stablehlo.dot_general %arg0, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1024xf32>, tensor<1024x200xf32>) -> tensor<1x200xf32>
  return %4 : tensor<1x200xf32>
}

func.func @gemm(%arg0: tensor<40x301xf32>, %arg1: tensor<301x90xi8>, %arg2: tensor<90xf32>) -> (tensor<40x90xf32>) {
  %0 = stablehlo.convert %arg1 : (tensor<301x90xi8>) -> tensor<301x90xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<90xf32>) -> tensor<1x90xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x90xf32>) -> tensor<301x90xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<301x90xf32>
  %4 = stablehlo.dot_general %arg0, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x301xf32>, tensor<301x90xf32>) -> tensor<40x90xf32>
  return %4 : tensor<40x90xf32>
}

func.func @transposed(%arg0: tensor<37x256xf32>, %arg1: tensor<100x256xi8>, %arg2: tensor<100xf32>) -> (tensor<37x100xf32>) {
  %0 = stablehlo.convert %arg1 : (tensor<100x256xi8>) -> tensor<100x256xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<100xf32>) -> tensor<100x1xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<100x1xf32>) -> tensor<100x256xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<100x256xf32>
  %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<100x256xf32>) -> tensor<256x100xf32>
  %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<37x256xf32>, tensor<256x100xf32>) -> tensor<37x100xf32>
  return %5 : tensor<37x100xf32>
}

func.func @batched(%arg0: tensor<3x33x129xf32>, %arg1: tensor<3x129x40xi8>, %arg2: tensor<3x40xf32>) -> (tensor<3x33x40xf32>) {
  %0 = stablehlo.convert %arg1 : (tensor<3x129x40xi8>) -> tensor<3x129x40xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<3x40xf32>) -> tensor<3x1x40xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<3x1x40xf32>) -> tensor<3x129x40xf32>
  %3 = stablehlo.multiply %0, %2 : tensor<3x129x40xf32>
  %4 = stablehlo.dot_general %arg0, %3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x33x129xf32>, tensor<3x129x40xf32>) -> tensor<3x33x40xf32>
  return %4 : tensor<3x33x40xf32>
}
