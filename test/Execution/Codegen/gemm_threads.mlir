// f32 dot_general large enough to be split across threads, through each
// kernel of kiln-lower-contractions (the unpacked broadcast and dot kernels,
// the packed GEMM by runs of rows and by column panels), as --explain
// reports, on two threads, one, and through the plain loops (-O0), against
// XLA's results (generated with this file by Inputs/gemm/gen_threads.py).
// The operands are computed in the programs from iota.
// RUN: cd %S/Inputs/gemm
// RUN: kiln run --threads 2 %s --explain --entry bcast_wide --input threads_shift.npy --expect threads_bcast_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,BCAST_WIDE
// RUN: kiln run --threads 1 %s --entry bcast_wide --input threads_shift.npy --expect threads_bcast_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry bcast_wide --input threads_shift.npy --expect threads_bcast_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry dot_wide --input threads_shift.npy --expect threads_dot_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,DOT_WIDE
// RUN: kiln run --threads 1 %s --entry dot_wide --input threads_shift.npy --expect threads_dot_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry dot_wide --input threads_shift.npy --expect threads_dot_wide_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry m1_bytes --input threads_shift.npy --expect threads_m1_bytes_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,M1_BYTES
// RUN: kiln run --threads 1 %s --entry m1_bytes --input threads_shift.npy --expect threads_m1_bytes_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry m1_bytes --input threads_shift.npy --expect threads_m1_bytes_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry rows_runs --input threads_shift.npy --expect threads_rows_runs_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,ROWS_RUNS
// RUN: kiln run --threads 1 %s --entry rows_runs --input threads_shift.npy --expect threads_rows_runs_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry rows_runs --input threads_shift.npy --expect threads_rows_runs_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry square_128 --input threads_shift.npy --expect threads_square_128_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,SQUARE_128
// RUN: kiln run --threads 1 %s --entry square_128 --input threads_shift.npy --expect threads_square_128_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry square_128 --input threads_shift.npy --expect threads_square_128_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry col_panels --input threads_shift.npy --expect threads_col_panels_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,COL_PANELS
// RUN: kiln run --threads 1 %s --entry col_panels --input threads_shift.npy --expect threads_col_panels_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry col_panels --input threads_shift.npy --expect threads_col_panels_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry rows_blocks --input threads_shift.npy --expect threads_rows_blocks_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,ROWS_BLOCKS
// RUN: kiln run --threads 1 %s --entry rows_blocks --input threads_shift.npy --expect threads_rows_blocks_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry rows_blocks --input threads_shift.npy --expect threads_rows_blocks_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry batch_rows --input threads_shift.npy --expect threads_batch_rows_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,BATCH_ROWS
// RUN: kiln run --threads 1 %s --entry batch_rows --input threads_shift.npy --expect threads_batch_rows_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch_rows --input threads_shift.npy --expect threads_batch_rows_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run --threads 2 %s --explain --entry batch_cols --input threads_shift.npy --expect threads_batch_cols_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefixes=OK,BATCH_COLS
// RUN: kiln run --threads 1 %s --entry batch_cols --input threads_shift.npy --expect threads_batch_cols_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s --entry batch_cols --input threads_shift.npy --expect threads_batch_cols_out.npy --rtol 1e-4 --atol 1e-3 | FileCheck %s --check-prefix=OK
// BCAST_WIDE: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 16, N 1100, K 256, split across 2 threads
// DOT_WIDE: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 8, N 2100, K 256, split across 2 threads
// M1_BYTES: kiln-lower-contractions: skinny contraction made an unpacked kernel: batch 1, M 1, N 600, K 1024, split across 2 threads
// ROWS_RUNS: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 400, N 90, K 150, split across 2 threads
// SQUARE_128: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 128, N 128, K 128, split across 2 threads
// COL_PANELS: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 300, K 200, split across 2 threads
// ROWS_BLOCKS: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 191, N 1040, K 300, split across 2 threads
// BATCH_ROWS: kiln-lower-contractions: contraction made a GEMM kernel: batch 2, M 350, N 70, K 100, split across 2 threads
// BATCH_COLS: kiln-lower-contractions: contraction made a GEMM kernel: batch 4, M 50, N 130, K 200, split across 2 threads
// OK: output 0: {{.*}} matches

func.func @bcast_wide(%arg0: tensor<2xf32>) -> (tensor<16x1100xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<4096xf32>
  %3 = stablehlo.reshape %2 : (tensor<4096xf32>) -> tensor<16x256xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<16x256xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
  %7 = stablehlo.add %5, %6 : tensor<16x256xf32>
  %8 = stablehlo.sine %7 : tensor<16x256xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<281600xf32>
  %12 = stablehlo.reshape %11 : (tensor<281600xf32>) -> tensor<256x1100xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1100xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<256x1100xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<256x1100xf32>
  %16 = stablehlo.add %14, %15 : tensor<256x1100xf32>
  %17 = stablehlo.sine %16 : tensor<256x1100xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x1100xf32>) -> tensor<16x1100xf32>
  return %18 : tensor<16x1100xf32>
}

func.func @dot_wide(%arg0: tensor<2xf32>) -> (tensor<8x2100xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<2048xf32>
  %3 = stablehlo.reshape %2 : (tensor<2048xf32>) -> tensor<8x256xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<8x256xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
  %7 = stablehlo.add %5, %6 : tensor<8x256xf32>
  %8 = stablehlo.sine %7 : tensor<8x256xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<537600xf32>
  %12 = stablehlo.reshape %11 : (tensor<537600xf32>) -> tensor<2100x256xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2100x256xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<2100x256xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2100x256xf32>
  %16 = stablehlo.add %14, %15 : tensor<2100x256xf32>
  %17 = stablehlo.sine %16 : tensor<2100x256xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<2100x256xf32>) -> tensor<8x2100xf32>
  return %18 : tensor<8x2100xf32>
}

func.func @m1_bytes(%arg0: tensor<2xf32>) -> (tensor<1x600xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<1024xf32>
  %3 = stablehlo.reshape %2 : (tensor<1024xf32>) -> tensor<1x1024xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<1x1024xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
  %7 = stablehlo.add %5, %6 : tensor<1x1024xf32>
  %8 = stablehlo.sine %7 : tensor<1x1024xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<614400xf32>
  %12 = stablehlo.reshape %11 : (tensor<614400xf32>) -> tensor<1024x600xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x600xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<1024x600xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1024x600xf32>
  %16 = stablehlo.add %14, %15 : tensor<1024x600xf32>
  %17 = stablehlo.sine %16 : tensor<1024x600xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1024xf32>, tensor<1024x600xf32>) -> tensor<1x600xf32>
  return %18 : tensor<1x600xf32>
}

func.func @rows_runs(%arg0: tensor<2xf32>) -> (tensor<400x90xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<60000xf32>
  %3 = stablehlo.reshape %2 : (tensor<60000xf32>) -> tensor<400x150xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<400x150xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<400x150xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<400x150xf32>
  %7 = stablehlo.add %5, %6 : tensor<400x150xf32>
  %8 = stablehlo.sine %7 : tensor<400x150xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<13500xf32>
  %12 = stablehlo.reshape %11 : (tensor<13500xf32>) -> tensor<150x90xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<150x90xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<150x90xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<150x90xf32>
  %16 = stablehlo.add %14, %15 : tensor<150x90xf32>
  %17 = stablehlo.sine %16 : tensor<150x90xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<400x150xf32>, tensor<150x90xf32>) -> tensor<400x90xf32>
  return %18 : tensor<400x90xf32>
}

func.func @square_128(%arg0: tensor<2xf32>) -> (tensor<128x128xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<16384xf32>
  %3 = stablehlo.reshape %2 : (tensor<16384xf32>) -> tensor<128x128xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<128x128xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %7 = stablehlo.add %5, %6 : tensor<128x128xf32>
  %8 = stablehlo.sine %7 : tensor<128x128xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<16384xf32>
  %12 = stablehlo.reshape %11 : (tensor<16384xf32>) -> tensor<128x128xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<128x128xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %16 = stablehlo.add %14, %15 : tensor<128x128xf32>
  %17 = stablehlo.sine %16 : tensor<128x128xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  return %18 : tensor<128x128xf32>
}

func.func @col_panels(%arg0: tensor<2xf32>) -> (tensor<100x300xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<20000xf32>
  %3 = stablehlo.reshape %2 : (tensor<20000xf32>) -> tensor<100x200xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100x200xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<100x200xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<100x200xf32>
  %7 = stablehlo.add %5, %6 : tensor<100x200xf32>
  %8 = stablehlo.sine %7 : tensor<100x200xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<60000xf32>
  %12 = stablehlo.reshape %11 : (tensor<60000xf32>) -> tensor<200x300xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<200x300xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<200x300xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<200x300xf32>
  %16 = stablehlo.add %14, %15 : tensor<200x300xf32>
  %17 = stablehlo.sine %16 : tensor<200x300xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<100x200xf32>, tensor<200x300xf32>) -> tensor<100x300xf32>
  return %18 : tensor<100x300xf32>
}

func.func @rows_blocks(%arg0: tensor<2xf32>) -> (tensor<191x1040xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<57300xf32>
  %3 = stablehlo.reshape %2 : (tensor<57300xf32>) -> tensor<191x300xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<191x300xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<191x300xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<191x300xf32>
  %7 = stablehlo.add %5, %6 : tensor<191x300xf32>
  %8 = stablehlo.sine %7 : tensor<191x300xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<312000xf32>
  %12 = stablehlo.reshape %11 : (tensor<312000xf32>) -> tensor<300x1040xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<300x1040xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<300x1040xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<300x1040xf32>
  %16 = stablehlo.add %14, %15 : tensor<300x1040xf32>
  %17 = stablehlo.sine %16 : tensor<300x1040xf32>
  %18 = stablehlo.dot_general %8, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<191x300xf32>, tensor<300x1040xf32>) -> tensor<191x1040xf32>
  return %18 : tensor<191x1040xf32>
}

func.func @batch_rows(%arg0: tensor<2xf32>) -> (tensor<2x350x70xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<70000xf32>
  %3 = stablehlo.reshape %2 : (tensor<70000xf32>) -> tensor<2x350x100xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x350x100xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<2x350x100xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x350x100xf32>
  %7 = stablehlo.add %5, %6 : tensor<2x350x100xf32>
  %8 = stablehlo.sine %7 : tensor<2x350x100xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<14000xf32>
  %12 = stablehlo.reshape %11 : (tensor<14000xf32>) -> tensor<2x100x70xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x100x70xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<2x100x70xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x100x70xf32>
  %16 = stablehlo.add %14, %15 : tensor<2x100x70xf32>
  %17 = stablehlo.sine %16 : tensor<2x100x70xf32>
  %18 = stablehlo.dot_general %8, %17, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x350x100xf32>, tensor<2x100x70xf32>) -> tensor<2x350x70xf32>
  return %18 : tensor<2x350x70xf32>
}

func.func @batch_cols(%arg0: tensor<2xf32>) -> (tensor<4x50x130xf32>) {
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.iota dim = 0 : tensor<40000xf32>
  %3 = stablehlo.reshape %2 : (tensor<40000xf32>) -> tensor<4x50x200xf32>
  %cst = stablehlo.constant dense<1.370000e-02> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x50x200xf32>
  %5 = stablehlo.multiply %3, %4 : tensor<4x50x200xf32>
  %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x50x200xf32>
  %7 = stablehlo.add %5, %6 : tensor<4x50x200xf32>
  %8 = stablehlo.sine %7 : tensor<4x50x200xf32>
  %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
  %11 = stablehlo.iota dim = 0 : tensor<104000xf32>
  %12 = stablehlo.reshape %11 : (tensor<104000xf32>) -> tensor<4x200x130xf32>
  %cst_0 = stablehlo.constant dense<7.100000e-03> : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x200x130xf32>
  %14 = stablehlo.multiply %12, %13 : tensor<4x200x130xf32>
  %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x200x130xf32>
  %16 = stablehlo.add %14, %15 : tensor<4x200x130xf32>
  %17 = stablehlo.sine %16 : tensor<4x200x130xf32>
  %18 = stablehlo.dot_general %8, %17, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x50x200xf32>, tensor<4x200x130xf32>) -> tensor<4x50x130xf32>
  return %18 : tensor<4x50x130xf32>
}
