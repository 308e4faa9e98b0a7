// Skinny f32 dot_general (few rows or few columns) through the unpacked
// kernels of kiln-lower-contractions, as --explain reports, on one thread
// and two, and through the plain loops (-O0), against XLA's results
// (generated with this file by Inputs/gemm/gen_skinny.py): edge tiles in
// rows and columns, partial vectors (masked), K not a multiple of the
// vector width, matrix-vector and vector-matrix products, batch dimensions
// and an M group of two dimensions.
// RUN: cd %S/Inputs/gemm
// RUN: kiln run %s --explain --entry m1 --input skinny_m1_a.npy --input skinny_m1_b.npy --expect skinny_m1_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,M1
// RUN: kiln run --threads 2 %s --entry m1 --input skinny_m1_a.npy --input skinny_m1_b.npy --expect skinny_m1_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry m1 --input skinny_m1_a.npy --input skinny_m1_b.npy --expect skinny_m1_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry m13 --input skinny_m13_a.npy --input skinny_m13_b.npy --expect skinny_m13_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,M13
// RUN: kiln run --threads 2 %s --entry m13 --input skinny_m13_a.npy --input skinny_m13_b.npy --expect skinny_m13_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry m13 --input skinny_m13_a.npy --input skinny_m13_b.npy --expect skinny_m13_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry n5 --input skinny_n5_a.npy --input skinny_n5_b.npy --expect skinny_n5_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,N5
// RUN: kiln run --threads 2 %s --entry n5 --input skinny_n5_a.npy --input skinny_n5_b.npy --expect skinny_n5_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry n5 --input skinny_n5_a.npy --input skinny_n5_b.npy --expect skinny_n5_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry nt16 --input skinny_nt16_a.npy --input skinny_nt16_b.npy --expect skinny_nt16_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,NT16
// RUN: kiln run --threads 2 %s --entry nt16 --input skinny_nt16_a.npy --input skinny_nt16_b.npy --expect skinny_nt16_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry nt16 --input skinny_nt16_a.npy --input skinny_nt16_b.npy --expect skinny_nt16_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry nt_tall --input skinny_nt_tall_a.npy --input skinny_nt_tall_b.npy --expect skinny_nt_tall_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,NT_TALL
// RUN: kiln run --threads 2 %s --entry nt_tall --input skinny_nt_tall_a.npy --input skinny_nt_tall_b.npy --expect skinny_nt_tall_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry nt_tall --input skinny_nt_tall_a.npy --input skinny_nt_tall_b.npy --expect skinny_nt_tall_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry matvec --input skinny_matvec_a.npy --input skinny_matvec_b.npy --expect skinny_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,MATVEC
// RUN: kiln run --threads 2 %s --entry matvec --input skinny_matvec_a.npy --input skinny_matvec_b.npy --expect skinny_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry matvec --input skinny_matvec_a.npy --input skinny_matvec_b.npy --expect skinny_matvec_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry vecmat --input skinny_vecmat_a.npy --input skinny_vecmat_b.npy --expect skinny_vecmat_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,VECMAT
// RUN: kiln run --threads 2 %s --entry vecmat --input skinny_vecmat_a.npy --input skinny_vecmat_b.npy --expect skinny_vecmat_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry vecmat --input skinny_vecmat_a.npy --input skinny_vecmat_b.npy --expect skinny_vecmat_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry batched --input skinny_batched_a.npy --input skinny_batched_b.npy --expect skinny_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,BATCHED
// RUN: kiln run --threads 2 %s --entry batched --input skinny_batched_a.npy --input skinny_batched_b.npy --expect skinny_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batched --input skinny_batched_a.npy --input skinny_batched_b.npy --expect skinny_batched_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --explain --entry m_group --input skinny_m_group_a.npy --input skinny_m_group_b.npy --expect skinny_m_group_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefixes=OK,M_GROUP
// RUN: kiln run --threads 2 %s --entry m_group --input skinny_m_group_a.npy --input skinny_m_group_b.npy --expect skinny_m_group_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry m_group --input skinny_m_group_a.npy --input skinny_m_group_b.npy --expect skinny_m_group_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// M1: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 1, N 200, K 300
// M13: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 13, N 150, K 77
// N5: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 150, N 5, K 77
// NT16: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 16, N 300, K 100
// NT_TALL: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 200, N 9, K 70
// MATVEC: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 300, N 1, K 199
// VECMAT: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 1, N 230, K 199
// BATCHED: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 4, M 3, N 70, K 50
// M_GROUP: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 10, N 60, K 80
// OK: output 0: {{.*}} matches

func.func @m1(%arg0: tensor<1x300xf32>, %arg1: tensor<300x200xf32>) -> (tensor<1x200xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x300xf32>, tensor<300x200xf32>) -> tensor<1x200xf32>
  return %0 : tensor<1x200xf32>
}

func.func @m13(%arg0: tensor<13x77xf32>, %arg1: tensor<77x150xf32>) -> (tensor<13x150xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<13x77xf32>, tensor<77x150xf32>) -> tensor<13x150xf32>
  return %0 : tensor<13x150xf32>
}

func.func @n5(%arg0: tensor<150x77xf32>, %arg1: tensor<77x5xf32>) -> (tensor<150x5xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<150x77xf32>, tensor<77x5xf32>) -> tensor<150x5xf32>
  return %0 : tensor<150x5xf32>
}

func.func @nt16(%arg0: tensor<16x100xf32>, %arg1: tensor<300x100xf32>) -> (tensor<16x300xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<300x100xf32>) -> tensor<16x300xf32>
  return %0 : tensor<16x300xf32>
}

func.func @nt_tall(%arg0: tensor<200x70xf32>, %arg1: tensor<9x70xf32>) -> (tensor<200x9xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<200x70xf32>, tensor<9x70xf32>) -> tensor<200x9xf32>
  return %0 : tensor<200x9xf32>
}

func.func @matvec(%arg0: tensor<300x199xf32>, %arg1: tensor<199xf32>) -> (tensor<300xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<300x199xf32>, tensor<199xf32>) -> tensor<300xf32>
  return %0 : tensor<300xf32>
}

func.func @vecmat(%arg0: tensor<199xf32>, %arg1: tensor<199x230xf32>) -> (tensor<230xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<199xf32>, tensor<199x230xf32>) -> tensor<230xf32>
  return %0 : tensor<230xf32>
}

func.func @batched(%arg0: tensor<4x3x50xf32>, %arg1: tensor<4x50x70xf32>) -> (tensor<4x3x70xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x50xf32>, tensor<4x50x70xf32>) -> tensor<4x3x70xf32>
  return %0 : tensor<4x3x70xf32>
}

func.func @m_group(%arg0: tensor<2x5x80xf32>, %arg1: tensor<80x60xf32>) -> (tensor<2x5x60xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x80xf32>, tensor<80x60xf32>) -> tensor<2x5x60xf32>
  return %0 : tensor<2x5x60xf32>
}
