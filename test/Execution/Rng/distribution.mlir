// stablehlo.rng: the numbers are implementation-defined (docs/rng.md), so
// the program checks properties that hold for any good generator, computed
// by hand: UNIFORM lies in [a, b) with mean (a + b) / 2 and variance
// (b - a)^2 / 12; NORMAL has mean mu, variance sigma^2 and about 68.27% of
// its samples within one sigma of mu. Tolerances are several standard
// errors over 4096 samples (standard error of the mean: sd / 64).
// RUN: kiln run %s | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 34 passed, 0 failed
// Two runs give the same numbers.
// RUN: rm -rf %t.a %t.b
// RUN: kiln run %s --output-dir %t.a > /dev/null
// RUN: kiln run %s --output-dir %t.b > /dev/null
// RUN: cmp %t.a/out0.npy %t.b/out0.npy
// RUN: cmp %t.a/out1.npy %t.b/out1.npy
// RUN: cmp %t.a/out2.npy %t.b/out2.npy
// RUN: cmp %t.a/out3.npy %t.b/out3.npy
module @rng_distribution {
  func.func public @main() -> (tensor<64x64xf32>, tensor<4096xi32>, tensor<4096xf32>, tensor<16x16x16xf64>) {
    %true = stablehlo.constant dense<true> : tensor<i1>
    %s2 = stablehlo.constant dense<[64, 64]> : tensor<2xi64>
    %s1 = stablehlo.constant dense<4096> : tensor<1xi64>
    %s3 = stablehlo.constant dense<16> : tensor<3xi64>

    // f32 UNIFORM [2, 5): mean 3.5, variance 0.75.
    %a = stablehlo.constant dense<2.0> : tensor<f32>
    %b = stablehlo.constant dense<5.0> : tensor<f32>
    %u = stablehlo.rng %a, %b, %s2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<64x64xf32>
    %uf = stablehlo.reshape %u : (tensor<64x64xf32>) -> tensor<4096xf32>
    %umin, %umax, %umean, %uvar = func.call @stats(%uf) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    %uge = stablehlo.compare GE, %umin, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %ult = stablehlo.compare LT, %umax, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    check.expect_eq_const %uge, dense<true> : tensor<i1>
    check.expect_eq_const %ult, dense<true> : tensor<i1>
    check.expect_almost_eq_const %umean, dense<3.5> : tensor<f32>, tolerance = 5.0e-2
    check.expect_almost_eq_const %uvar, dense<0.75> : tensor<f32>, tolerance = 5.0e-2
    // The extremes are near the bounds: 4096 samples leave gaps of ~1/4096.
    check.expect_almost_eq_const %umin, dense<2.0> : tensor<f32>, tolerance = 1.0e-2
    check.expect_almost_eq_const %umax, dense<5.0> : tensor<f32>, tolerance = 1.0e-2

    // A second op with the same operands draws other numbers.
    %u2 = stablehlo.rng %a, %b, %s2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<64x64xf32>
    %ne = stablehlo.compare NE, %u, %u2, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %false = stablehlo.constant dense<false> : tensor<i1>
    %anyne = stablehlo.reduce(%ne init: %false) applies stablehlo.or across dimensions = [0, 1] : (tensor<64x64xi1>, tensor<i1>) -> tensor<i1>
    check.expect_eq_const %anyne, dense<true> : tensor<i1>

    // f64 UNIFORM [-1, 1) in a rank-3 shape: mean 0, variance 1/3.
    %da = stablehlo.constant dense<-1.0> : tensor<f64>
    %db = stablehlo.constant dense<1.0> : tensor<f64>
    %d = stablehlo.rng %da, %db, %s3, distribution = UNIFORM : (tensor<f64>, tensor<f64>, tensor<3xi64>) -> tensor<16x16x16xf64>
    %df = stablehlo.reshape %d : (tensor<16x16x16xf64>) -> tensor<4096xf64>
    %d32 = stablehlo.convert %df : (tensor<4096xf64>) -> tensor<4096xf32>
    %dmin, %dmax, %dmean, %dvar = func.call @stats(%d32) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    %dinf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %dmax64 = stablehlo.reduce(%df init: %dinf) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xf64>, tensor<f64>) -> tensor<f64>
    %dlt = stablehlo.compare LT, %dmax64, %db, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    check.expect_eq_const %dlt, dense<true> : tensor<i1>
    check.expect_almost_eq_const %dmin, dense<-1.0> : tensor<f32>, tolerance = 1.0e-2
    // A value of either sign is never almost equal to 0 of the other sign
    // (docs/check.md): the distance of the mean from 0 is its magnitude.
    %dabs = stablehlo.abs %dmean : tensor<f32>
    check.expect_almost_eq_const %dabs, dense<0.0> : tensor<f32>, tolerance = 5.0e-2
    check.expect_almost_eq_const %dvar, dense<0.33333334> : tensor<f32>, tolerance = 3.0e-2

    // f16 UNIFORM [1, 1 + 2^-10): [a, b) holds 1 only, even though
    // a + u * (b - a) rounds up to b for u >= 1/2.
    %ha = stablehlo.constant dense<1.0> : tensor<f16>
    %hb = stablehlo.constant dense<1.0009765625> : tensor<f16>
    %h = stablehlo.rng %ha, %hb, %s1, distribution = UNIFORM : (tensor<f16>, tensor<f16>, tensor<1xi64>) -> tensor<4096xf16>
    check.expect_eq_const %h, dense<1.0> : tensor<4096xf16>

    // bf16 UNIFORM [0, 1): in range, mean 1/2.
    %ba = stablehlo.constant dense<0.0> : tensor<bf16>
    %bb = stablehlo.constant dense<1.0> : tensor<bf16>
    %bf = stablehlo.rng %ba, %bb, %s1, distribution = UNIFORM : (tensor<bf16>, tensor<bf16>, tensor<1xi64>) -> tensor<4096xbf16>
    %b32 = stablehlo.convert %bf : (tensor<4096xbf16>) -> tensor<4096xf32>
    %bmin, %bmax, %bmean, %bvar = func.call @stats(%b32) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %bge = stablehlo.compare GE, %bmin, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %blt = stablehlo.compare LT, %bmax, %one, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    check.expect_eq_const %bge, dense<true> : tensor<i1>
    check.expect_eq_const %blt, dense<true> : tensor<i1>
    check.expect_almost_eq_const %bmean, dense<0.5> : tensor<f32>, tolerance = 3.0e-2

    // i32 UNIFORM [-5, 5): every value from -5 to 4 (4096 draws of 10
    // values), mean -0.5, variance (10^2 - 1) / 12 = 8.25.
    %ia = stablehlo.constant dense<-5> : tensor<i32>
    %ib = stablehlo.constant dense<5> : tensor<i32>
    %i = stablehlo.rng %ia, %ib, %s1, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4096xi32>
    %if = stablehlo.convert %i : (tensor<4096xi32>) -> tensor<4096xf32>
    %imin, %imax, %imean, %ivar = func.call @stats(%if) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    check.expect_eq_const %imin, dense<-5.0> : tensor<f32>
    check.expect_eq_const %imax, dense<4.0> : tensor<f32>
    check.expect_almost_eq_const %imean, dense<-0.5> : tensor<f32>, tolerance = 0.15
    check.expect_almost_eq_const %ivar, dense<8.25> : tensor<f32>, tolerance = 0.5

    // ui8 UNIFORM [250, 255): 250 to 254.
    %ua = stablehlo.constant dense<250> : tensor<ui8>
    %ub = stablehlo.constant dense<255> : tensor<ui8>
    %u8 = stablehlo.rng %ua, %ub, %s1, distribution = UNIFORM : (tensor<ui8>, tensor<ui8>, tensor<1xi64>) -> tensor<4096xui8>
    %u8z = stablehlo.constant dense<255> : tensor<ui8>
    %u8min = stablehlo.reduce(%u8 init: %u8z) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xui8>, tensor<ui8>) -> tensor<ui8>
    %u8o = stablehlo.constant dense<0> : tensor<ui8>
    %u8max = stablehlo.reduce(%u8 init: %u8o) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xui8>, tensor<ui8>) -> tensor<ui8>
    check.expect_eq_const %u8min, dense<250> : tensor<ui8>
    check.expect_eq_const %u8max, dense<254> : tensor<ui8>

    // i64 UNIFORM [-2^62, 2^62): in range, both signs.
    %la = stablehlo.constant dense<-4611686018427387904> : tensor<i64>
    %lb = stablehlo.constant dense<4611686018427387904> : tensor<i64>
    %l = stablehlo.rng %la, %lb, %s1, distribution = UNIFORM : (tensor<i64>, tensor<i64>, tensor<1xi64>) -> tensor<4096xi64>
    %lmaxi = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %lmini = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %lmin = stablehlo.reduce(%l init: %lmaxi) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xi64>, tensor<i64>) -> tensor<i64>
    %lmax = stablehlo.reduce(%l init: %lmini) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xi64>, tensor<i64>) -> tensor<i64>
    %lge = stablehlo.compare GE, %lmin, %la, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %llt = stablehlo.compare LT, %lmax, %lb, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %lz = stablehlo.constant dense<0> : tensor<i64>
    %lneg = stablehlo.compare LT, %lmin, %lz, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %lpos = stablehlo.compare GT, %lmax, %lz, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    check.expect_eq_const %lge, dense<true> : tensor<i1>
    check.expect_eq_const %llt, dense<true> : tensor<i1>
    check.expect_eq_const %lneg, dense<true> : tensor<i1>
    check.expect_eq_const %lpos, dense<true> : tensor<i1>

    // i1 UNIFORM [false, true): false only.
    %pa = stablehlo.constant dense<false> : tensor<i1>
    %pb = stablehlo.constant dense<true> : tensor<i1>
    %p = stablehlo.rng %pa, %pb, %s1, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<4096xi1>
    check.expect_eq_const %p, dense<false> : tensor<4096xi1>

    // f32 NORMAL, mu 1, sigma 2: mean 1, variance 4, 68.27% within 1 sigma
    // (standard error of that fraction: 0.0073).
    %mu = stablehlo.constant dense<1.0> : tensor<f32>
    %sigma = stablehlo.constant dense<2.0> : tensor<f32>
    %n = stablehlo.rng %mu, %sigma, %s1, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4096xf32>
    %nmin, %nmax, %nmean, %nvar = func.call @stats(%n) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    check.expect_almost_eq_const %nmean, dense<1.0> : tensor<f32>, tolerance = 0.1
    check.expect_almost_eq_const %nvar, dense<4.0> : tensor<f32>, tolerance = 0.35
    %mub = stablehlo.broadcast_in_dim %mu, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %dev = stablehlo.subtract %n, %mub : tensor<4096xf32>
    %adev = stablehlo.abs %dev : tensor<4096xf32>
    %sigb = stablehlo.broadcast_in_dim %sigma, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %inside = stablehlo.compare LT, %adev, %sigb, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %insidef = stablehlo.convert %inside : (tensor<4096xi1>) -> tensor<4096xf32>
    %fmin, %fmax, %frac, %fvar = func.call @stats(%insidef) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    check.expect_almost_eq_const %frac, dense<0.6827> : tensor<f32>, tolerance = 3.0e-2
    // Some samples lie beyond 3 sigma on each side (expected: 5.5 each).
    %nlo = stablehlo.constant dense<-4.5> : tensor<f32>
    %nhi = stablehlo.constant dense<6.5> : tensor<f32>
    %nlt = stablehlo.compare LT, %nmin, %nlo, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %ngt = stablehlo.compare GT, %nmax, %nhi, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nboth = stablehlo.or %nlt, %ngt : tensor<i1>
    check.expect_eq_const %nboth, dense<true> : tensor<i1>

    // f64 NORMAL, mu -3, sigma 0.5, rank 3.
    %mu64 = stablehlo.constant dense<-3.0> : tensor<f64>
    %sigma64 = stablehlo.constant dense<0.5> : tensor<f64>
    %n64 = stablehlo.rng %mu64, %sigma64, %s3, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<3xi64>) -> tensor<16x16x16xf64>
    %n64f = stablehlo.reshape %n64 : (tensor<16x16x16xf64>) -> tensor<4096xf64>
    %n64c = stablehlo.convert %n64f : (tensor<4096xf64>) -> tensor<4096xf32>
    %mmin, %mmax, %mmean, %mvar = func.call @stats(%n64c) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    check.expect_almost_eq_const %mmean, dense<-3.0> : tensor<f32>, tolerance = 3.0e-2
    check.expect_almost_eq_const %mvar, dense<0.25> : tensor<f32>, tolerance = 2.5e-2

    // f16 NORMAL, mu 0, sigma 1.
    %h0 = stablehlo.constant dense<0.0> : tensor<f16>
    %h1 = stablehlo.constant dense<1.0> : tensor<f16>
    %hn = stablehlo.rng %h0, %h1, %s1, distribution = NORMAL : (tensor<f16>, tensor<f16>, tensor<1xi64>) -> tensor<4096xf16>
    %hn32 = stablehlo.convert %hn : (tensor<4096xf16>) -> tensor<4096xf32>
    %hmin, %hmax, %hmean, %hvar = func.call @stats(%hn32) : (tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    %habs = stablehlo.abs %hmean : tensor<f32>
    check.expect_almost_eq_const %habs, dense<0.0> : tensor<f32>, tolerance = 6.0e-2
    check.expect_almost_eq_const %hvar, dense<1.0> : tensor<f32>, tolerance = 0.1

    return %u, %i, %n, %n64 : tensor<64x64xf32>, tensor<4096xi32>, tensor<4096xf32>, tensor<16x16x16xf64>
  }

  // Minimum, maximum, mean and (population) variance.
  func.func private @stats(%x: tensor<4096xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
    %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %count = stablehlo.constant dense<4096.0> : tensor<f32>
    %min = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %mean = stablehlo.divide %sum, %count : tensor<f32>
    %meanb = stablehlo.broadcast_in_dim %mean, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %dev = stablehlo.subtract %x, %meanb : tensor<4096xf32>
    %sq = stablehlo.multiply %dev, %dev : tensor<4096xf32>
    %ssq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %var = stablehlo.divide %ssq, %count : tensor<f32>
    return %min, %max, %mean, %var : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
}
