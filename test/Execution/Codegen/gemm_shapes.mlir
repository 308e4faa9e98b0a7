// f32 dot_general through kiln's generated GEMM kernels (at the default
// optimization level, on one thread and on two: split by A blocks for
// `edges`, by B panels for the short ones) and through the plain loops
// (-O0), against XLA's
// results (Inputs/gemm/gen.py): M, N and K edges and several K blocks,
// batch dimensions (outer and inner), transposed operands, and M / N
// dimension groups; a small A read in place (`edges`, `batch_gemm`) and
// one just past lhs-in-place-bytes, packed (`edges_packed`).
// RUN: cd %S/Inputs/gemm
// RUN: kiln run --threads 1 %s --explain --entry edges --input edges_a.npy --input edges_b.npy --expect edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,PATHS
// PATHS: contraction made a GEMM kernel: batch 1, M 200, N 70, K 300, A read in place
// PATHS: contraction made a GEMM kernel: batch 1, M 200, N 70, K 340{{$}}
// PATHS: contraction made a GEMM kernel: batch 2, M 40, N 48, K 64, A read in place
// RUN: kiln run %s --entry edges --input edges_a.npy --input edges_b.npy --expect edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry edges --input edges_a.npy --input edges_b.npy --expect edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry edges --input edges_a.npy --input edges_b.npy --expect edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry edges --input edges_a.npy --input edges_b.npy --expect edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry batch --input batch_a.npy --input batch_b.npy --expect batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry batch --input batch_a.npy --input batch_b.npy --expect batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry batch --input batch_a.npy --input batch_b.npy --expect batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch --input batch_a.npy --input batch_b.npy --expect batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry transposed --input transposed_a.npy --input transposed_b.npy --expect transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry transposed --input transposed_a.npy --input transposed_b.npy --expect transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry transposed --input transposed_a.npy --input transposed_b.npy --expect transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry transposed --input transposed_a.npy --input transposed_b.npy --expect transposed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry groups --input groups_a.npy --input groups_b.npy --expect groups_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry groups --input groups_a.npy --input groups_b.npy --expect groups_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry groups --input groups_a.npy --input groups_b.npy --expect groups_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry groups --input groups_a.npy --input groups_b.npy --expect groups_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry batch_inner --input batch_inner_a.npy --input batch_inner_b.npy --expect batch_inner_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry batch_inner --input batch_inner_a.npy --input batch_inner_b.npy --expect batch_inner_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry batch_inner --input batch_inner_a.npy --input batch_inner_b.npy --expect batch_inner_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch_inner --input batch_inner_a.npy --input batch_inner_b.npy --expect batch_inner_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry edges_packed --input edges_packed_a.npy --input edges_packed_b.npy --expect edges_packed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry edges_packed --input edges_packed_a.npy --input edges_packed_b.npy --expect edges_packed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry edges_packed --input edges_packed_a.npy --input edges_packed_b.npy --expect edges_packed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry edges_packed --input edges_packed_a.npy --input edges_packed_b.npy --expect edges_packed_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry batch_gemm --input batch_gemm_a.npy --input batch_gemm_b.npy --expect batch_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry batch_gemm --input batch_gemm_a.npy --input batch_gemm_b.npy --expect batch_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry batch_gemm --input batch_gemm_a.npy --input batch_gemm_b.npy --expect batch_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch_gemm --input batch_gemm_a.npy --input batch_gemm_b.npy --expect batch_gemm_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// OK: output 0: {{.*}} matches

func.func @edges(%arg0: tensor<200x300xf32>, %arg1: tensor<300x70xf32>) -> tensor<200x70xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200x300xf32>, tensor<300x70xf32>) -> tensor<200x70xf32>
  return %0 : tensor<200x70xf32>
}

func.func @batch(%arg0: tensor<3x17x40xf32>, %arg1: tensor<3x40x33xf32>) -> tensor<3x17x33xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x17x40xf32>, tensor<3x40x33xf32>) -> tensor<3x17x33xf32>
  return %0 : tensor<3x17x33xf32>
}

func.func @transposed(%arg0: tensor<64x45xf32>, %arg1: tensor<29x64xf32>) -> tensor<45x29xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x45xf32>, tensor<29x64xf32>) -> tensor<45x29xf32>
  return %0 : tensor<45x29xf32>
}

func.func @groups(%arg0: tensor<2x9x50xf32>, %arg1: tensor<50x4x5xf32>) -> tensor<2x9x4x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x9x50xf32>, tensor<50x4x5xf32>) -> tensor<2x9x4x5xf32>
  return %0 : tensor<2x9x4x5xf32>
}

func.func @batch_inner(%arg0: tensor<24x6x31xf32>, %arg1: tensor<31x6x19xf32>) -> tensor<6x24x19xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x6x31xf32>, tensor<31x6x19xf32>) -> tensor<6x24x19xf32>
  return %0 : tensor<6x24x19xf32>
}

func.func @edges_packed(%arg0: tensor<200x340xf32>, %arg1: tensor<340x70xf32>) -> tensor<200x70xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200x340xf32>, tensor<340x70xf32>) -> tensor<200x70xf32>
  return %0 : tensor<200x70xf32>
}

func.func @batch_gemm(%arg0: tensor<2x40x64xf32>, %arg1: tensor<2x64x48xf32>) -> tensor<2x40x48xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x40x64xf32>, tensor<2x64x48xf32>) -> tensor<2x40x48xf32>
  return %0 : tensor<2x40x48xf32>
}
