// f32 products whose right-hand side is contiguous along K (x @ w.T,
// attention's q @ k.T) through kiln's GEMM kernels, which pack such an
// operand in width x width squares transposed in registers: edge panels in
// N, K not a multiple of the vector width, several K blocks, a batch
// dimension, B packed panel by panel on one thread (tb_blocks, tb_panels,
// tb_wide: one block of rows, a B block beyond L1), and both ways of
// splitting across two threads (tb_large by A blocks, tb_wide by B
// panels); also through the plain loops (-O0). Expected outputs are XLA's
// (Inputs/gemm/gen_transposed_b.py).
// RUN: cd %S/Inputs/gemm
// RUN: kiln run %s --entry tb_edges --input tb_edges_a.npy --input tb_edges_b.npy --expect tb_edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_edges --input tb_edges_a.npy --input tb_edges_b.npy --expect tb_edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_edges --input tb_edges_a.npy --input tb_edges_b.npy --expect tb_edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_edges --input tb_edges_a.npy --input tb_edges_b.npy --expect tb_edges_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry tb_blocks --input tb_blocks_a.npy --input tb_blocks_b.npy --expect tb_blocks_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_blocks --input tb_blocks_a.npy --input tb_blocks_b.npy --expect tb_blocks_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_blocks --input tb_blocks_a.npy --input tb_blocks_b.npy --expect tb_blocks_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_blocks --input tb_blocks_a.npy --input tb_blocks_b.npy --expect tb_blocks_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry tb_batch --input tb_batch_a.npy --input tb_batch_b.npy --expect tb_batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_batch --input tb_batch_a.npy --input tb_batch_b.npy --expect tb_batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_batch --input tb_batch_a.npy --input tb_batch_b.npy --expect tb_batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_batch --input tb_batch_a.npy --input tb_batch_b.npy --expect tb_batch_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry tb_panels --input tb_panels_a.npy --input tb_panels_b.npy --expect tb_panels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_panels --input tb_panels_a.npy --input tb_panels_b.npy --expect tb_panels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_panels --input tb_panels_a.npy --input tb_panels_b.npy --expect tb_panels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_panels --input tb_panels_a.npy --input tb_panels_b.npy --expect tb_panels_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry tb_large --input tb_large_a.npy --input tb_large_b.npy --expect tb_large_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_large --input tb_large_a.npy --input tb_large_b.npy --expect tb_large_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_large --input tb_large_a.npy --input tb_large_b.npy --expect tb_large_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_large --input tb_large_a.npy --input tb_large_b.npy --expect tb_large_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run %s --entry tb_wide --input tb_wide_a.npy --input tb_wide_b.npy --expect tb_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 1 %s --entry tb_wide --input tb_wide_a.npy --input tb_wide_b.npy --expect tb_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --entry tb_wide --input tb_wide_a.npy --input tb_wide_b.npy --expect tb_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry tb_wide --input tb_wide_a.npy --input tb_wide_b.npy --expect tb_wide_out.npy --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=OK
// OK: output 0: {{.*}} matches

func.func @tb_edges(%arg0: tensor<70x37xf32>, %arg1: tensor<50x37xf32>) -> tensor<70x50xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<70x37xf32>, tensor<50x37xf32>) -> tensor<70x50xf32>
  return %0 : tensor<70x50xf32>
}

func.func @tb_blocks(%arg0: tensor<40x300xf32>, %arg1: tensor<96x300xf32>) -> tensor<40x96xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<40x300xf32>, tensor<96x300xf32>) -> tensor<40x96xf32>
  return %0 : tensor<40x96xf32>
}

func.func @tb_batch(%arg0: tensor<3x40x24xf32>, %arg1: tensor<3x45x24xf32>) -> tensor<3x40x45xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<3x40x24xf32>, tensor<3x45x24xf32>) -> tensor<3x40x45xf32>
  return %0 : tensor<3x40x45xf32>
}

func.func @tb_panels(%arg0: tensor<50x200xf32>, %arg1: tensor<170x200xf32>) -> tensor<50x170xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<50x200xf32>, tensor<170x200xf32>) -> tensor<50x170xf32>
  return %0 : tensor<50x170xf32>
}

func.func @tb_large(%arg0: tensor<300x129xf32>, %arg1: tensor<120x129xf32>) -> tensor<300x120xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<300x129xf32>, tensor<120x129xf32>) -> tensor<300x120xf32>
  return %0 : tensor<300x120xf32>
}

func.func @tb_wide(%arg0: tensor<64x208xf32>, %arg1: tensor<320x208xf32>) -> tensor<64x320xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x208xf32>, tensor<320x208xf32>) -> tensor<64x320xf32>
  return %0 : tensor<64x320xf32>
}
