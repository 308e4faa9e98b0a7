// REQUIRES: host-amx
// RUN: kiln run %s --explain 2>&1 | FileCheck %s
// RUN: kiln run %s --explain -O0 2>&1 | FileCheck %s --check-prefix=REFERENCE
// On a host with AMX-BF16 (and Linux's permission to use its tiles), the
// JIT multiplies bf16 products on AMX tiles and --explain says so; -O0
// keeps the plain loops. The results of such products are checked against
// XLA's on every host in test/AOT/amx_gemm.test.
// CHECK: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 64, N 48, K 96, bf16 products on AMX tiles
// CHECK: output 0: tensor<64x48xbf16>
// REFERENCE-NOT: AMX
func.func @main(%x: tensor<64x96xbf16>, %y: tensor<96x48xbf16>) -> tensor<64x48xbf16> {
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<64x96xbf16>, tensor<96x48xbf16>) -> tensor<64x48xbf16>
  return %0 : tensor<64x48xbf16>
}
