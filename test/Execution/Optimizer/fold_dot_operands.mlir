// kiln-fold-dot-operands end to end: (a @ b).T, x @ w.T and a matrix
// broadcast over a batch, as JAX exports them, run without the transposes
// and the broadcast (at -O2, as --explain reports) and match XLA's results
// (Inputs/gen.py); -O0 runs them as written.
// RUN: cd %S/Inputs
// RUN: kiln run %s --explain --entry transposes --input transposes_in0.npy --input transposes_in1.npy --input transposes_in2.npy --expect transposes_out0.npy --expect transposes_out1.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,TR
// RUN: kiln run -O0 %s --explain --entry transposes --input transposes_in0.npy --input transposes_in1.npy --input transposes_in2.npy --expect transposes_out0.npy --expect transposes_out1.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// RUN: kiln run %s --explain --entry batch_broadcast --input batch_broadcast_in0.npy --input batch_broadcast_in1.npy --expect batch_broadcast_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,BB
// RUN: kiln run -O0 %s --explain --entry batch_broadcast --input batch_broadcast_in0.npy --input batch_broadcast_in1.npy --expect batch_broadcast_out0.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,O0
// TR-DAG: kiln-fold-dot-operands: transpose at fold_dot_operands.mlir:{{[0-9]+}}:8 folded into the rhs of dot_general
// TR-DAG: kiln-fold-dot-operands: transpose of the dot_general at {{.*}} folded into it (operands swapped)
// TR: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 56, N 48, K 64
// TR: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 48, N 40, K 64
// BB: kiln-fold-dot-operands: broadcast_in_dim at {{.*}} folded into dot_general: 1 batching dimension(s) fewer
// BB: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 160, N 48, K 64
// O0-NOT: explain:
// OK: output 0: {{.*}} matches
// TR: output 1: {{.*}} matches

func.func public @transposes(%arg0: tensor<48x64xf32>, %arg1: tensor<64x56xf32>, %arg2: tensor<40x64xf32>) -> (tensor<56x48xf32> {jax.result_info = "result[0]"}, tensor<48x40xf32> {jax.result_info = "result[1]"}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x64xf32>, tensor<64x56xf32>) -> tensor<48x56xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<48x56xf32>) -> tensor<56x48xf32>
  %2 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<40x64xf32>) -> tensor<64x40xf32>
  %3 = stablehlo.dot_general %arg0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x64xf32>, tensor<64x40xf32>) -> tensor<48x40xf32>
  return %1, %3 : tensor<56x48xf32>, tensor<48x40xf32>
}

func.func public @batch_broadcast(%arg0: tensor<4x40x64xf32>, %arg1: tensor<64x48xf32>) -> (tensor<4x40x48xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x48xf32>) -> tensor<4x64x48xf32>
  %1 = stablehlo.dot_general %arg0, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x40x64xf32>, tensor<4x64x48xf32>) -> tensor<4x40x48xf32>
  return %1 : tensor<4x40x48xf32>
}
