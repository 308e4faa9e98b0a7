// RUN: kiln run %s --entry half_f16 --input %S/Inputs/in_half_f16_0.npy --input %S/Inputs/in_half_f16_1.npy --input %S/Inputs/in_half_f16_2.npy --expect %S/Inputs/out_half_f16_0.npy --expect %S/Inputs/out_half_f16_1.npy --atol 0 --rtol 1e-3 | FileCheck %s --check-prefix=F16
// RUN: kiln run %s --entry half_bf16 --input %S/Inputs/in_half_bf16_0.npy --input %S/Inputs/in_half_bf16_1.npy --input %S/Inputs/in_half_bf16_2.npy --expect %S/Inputs/out_half_bf16_0.npy --expect %S/Inputs/out_half_bf16_1.npy --atol 0 --rtol 8e-3 | FileCheck %s --check-prefix=BF16
// RUN: kiln run %s --entry bcast --input %S/Inputs/in_bcast_0.npy --input %S/Inputs/in_bcast_1.npy --input %S/Inputs/in_bcast_2.npy --input %S/Inputs/in_bcast_3.npy --expect %S/Inputs/out_bcast_0.npy --expect %S/Inputs/out_bcast_1.npy --atol 0 --rtol 4e-6 | FileCheck %s --check-prefix=BC
// bessel_i1e and zeta on f16/bf16 (tolerance: one half-precision ulp,
// since XLA rounds its f32 result), and broadcast_zeta /
// broadcast_polygamma (a rank broadcast and size-1 broadcasts; XLA's f32
// digamma(1.5), near its root, is 3e-6 off, kiln's is exact). Expected
// values: lax.bessel_i1e / lax.zeta / lax.polygamma on XLA CPU
// (Inputs/gen_complex_ragged.py; bf16 files hold the bits as uint16).

// F16: output 0: tensor<12xf16> matches
// F16: output 1: tensor<12xf16> matches
// BF16: output 0: tensor<12xbf16> matches
// BF16: output 1: tensor<12xbf16> matches
// BC: output 0: tensor<2x3xf32> matches
// BC: output 1: tensor<2x3xf32> matches
func.func @half_f16(%x: tensor<12xf16>, %zx: tensor<12xf16>, %zq: tensor<12xf16>)
    -> (tensor<12xf16>, tensor<12xf16>) {
  %0 = chlo.bessel_i1e %x : tensor<12xf16> -> tensor<12xf16>
  %1 = chlo.zeta %zx, %zq : tensor<12xf16>, tensor<12xf16> -> tensor<12xf16>
  return %0, %1 : tensor<12xf16>, tensor<12xf16>
}
func.func @half_bf16(%x: tensor<12xbf16>, %zx: tensor<12xbf16>, %zq: tensor<12xbf16>)
    -> (tensor<12xbf16>, tensor<12xbf16>) {
  %0 = chlo.bessel_i1e %x : tensor<12xbf16> -> tensor<12xbf16>
  %1 = chlo.zeta %zx, %zq : tensor<12xbf16>, tensor<12xbf16> -> tensor<12xbf16>
  return %0, %1 : tensor<12xbf16>, tensor<12xbf16>
}
func.func @bcast(%x: tensor<2x3xf32>, %q: tensor<3xf32>, %n: tensor<2x1xf32>,
                 %px: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = chlo.broadcast_zeta %x, %q : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_polygamma %n, %px : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
