// The comparison semantics of the check ops (docs/check.md), those of the
// StableHLO reference interpreter for almost_eq and close:
//  - expect_eq: exact, but +0 equals -0 and NaN equals NaN;
//  - expect_almost_eq: |actual - expected| <= tolerance (inclusive); NaN
//    matches only NaN, an infinity only the same infinity, and values of
//    opposite signs never match;
//  - expect_close: the distance in ULPs of the element's format lies in
//    [min, max]; two NaNs and two equal infinities are 0 apart, a
//    non-finite element and a different one unboundedly far; complex
//    numbers take the larger distance of their parts.
// ULP distances by numpy (difference of the sign-magnitude bit patterns as
// ordered integers): float32 1 vs 1.0000001 is 1, vs 1.0000002 is 2;
// 1e-45 vs -1e-45 is 2; 1.0000004 vs 0.99999994 is 4; bfloat16 -1.0078125 vs
// 1 is 32513; float64 1.0000000000000004 vs 1 is 2.
// RUN: not kiln run %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// ERR: kiln: error: 8 of 15 checks failed
func.func @main() {
  // Exact equality.
  %e = stablehlo.constant dense<[0.0, 0x7FC00000, 1.0]> : tensor<3xf32>
  check.expect_eq_const %e, dense<[-0.0, 0x7FC00000, 1.0]> : tensor<3xf32>
  // CHECK: check failed: {{.*}}tolerance.mlir:[[@LINE+3]]:3: check.expect_eq_const
  // CHECK-NEXT:   1 of 3 elements differ (showing 1):
  // CHECK-NEXT:     [2]: actual 1.0, expected 1.0000001
  check.expect_eq_const %e, dense<[-0.0, 0x7FC00000, 1.0000001]> : tensor<3xf32>

  // An absolute tolerance, inclusive.
  %a = stablehlo.constant dense<[1.0, 2.0, 0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0.0, 0x7FF8000000000000]> : tensor<7xf64>
  check.expect_almost_eq_const %a, dense<[1.5, 2.5, 0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, -0.0, 0x7FF8000000000000]> : tensor<7xf64>, tolerance = 5.000000e-01
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+6]]:3: check.expect_almost_eq_const
  // CHECK-NEXT:   3 of 7 elements differ (showing 3):
  // CHECK-NEXT:     [1]: actual 2.0, expected 2.5000000000000004
  // CHECK-NEXT:     [4]: actual -inf, expected inf
  // CHECK-NEXT:     [6]: actual nan, expected 1.0
  // CHECK-NEXT:   (tolerance 0.5)
  check.expect_almost_eq_const %a, dense<[1.5, 2.5000000000000004, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF0000000000000, -0.0, 1.0]> : tensor<7xf64>, tolerance = 5.000000e-01
  // The default tolerance is 1e-4.
  %f = stablehlo.constant dense<1.0> : tensor<f32>
  %f1 = stablehlo.constant dense<1.00005> : tensor<f32>
  %f2 = stablehlo.constant dense<1.0002> : tensor<f32>
  check.expect_almost_eq %f, %f1 : tensor<f32>
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+4]]:3: check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     []: actual 1.0, expected 1.0002
  // CHECK-NEXT:   (tolerance 0.0001)
  check.expect_almost_eq %f, %f2 : tensor<f32>
  // Opposite signs: not almost equal, however close.
  %n = stablehlo.constant dense<[-1.0e-9, -1.0e-9, 0.0]> : tensor<3xf32>
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+5]]:3: check.expect_almost_eq_const
  // CHECK-NEXT:   2 of 3 elements differ (showing 2):
  // CHECK-NEXT:     [0]: actual -1e-09, expected 1e-09
  // CHECK-NEXT:     [1]: actual -1e-09, expected 0.0
  // CHECK-NEXT:   (tolerance 0.0001)
  check.expect_almost_eq_const %n, dense<[1.0e-9, 0.0, -0.0]> : tensor<3xf32>

  // ULPs.
  %u = stablehlo.constant dense<[1.0, 1.0, 1.0e-45, 0.0, 1.0000004, 0x7F800000, 0x7FC00000, 3.4028235e+38]> : tensor<8xf32>
  %w = stablehlo.constant dense<[1.0000001, 1.0000002, -1.0e-45, -0.0, 0.99999994, 0x7F800000, 0x7FC00000, 0x7F800000]> : tensor<8xf32>
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+4]]:3: check.expect_close
  // CHECK-NEXT:   2 of 8 elements differ (ULP distance allowed: 0 to 2; showing 2):
  // CHECK-NEXT:     [4]: actual 1.0000004, expected 0.99999994, 4 ULP apart
  // CHECK-NEXT:     [7]: actual 3.4028235e+38, expected inf, not finite
  check.expect_close %u, %w, max_ulp_difference = 2 : tensor<8xf32>, tensor<8xf32>
  // Equal elements, non-finite ones too, are 0 apart: below a minimum of 1.
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+6]]:3: check.expect_close
  // CHECK-NEXT:   4 of 8 elements differ (ULP distance allowed: 1 to 4; showing 4):
  // CHECK-NEXT:     [3]: actual 0.0, expected -0.0, 0 ULP apart
  // CHECK-NEXT:     [5]: actual inf, expected inf, 0 ULP apart
  // CHECK-NEXT:     [6]: actual nan, expected nan, 0 ULP apart
  // CHECK-NEXT:     [7]: actual 3.4028235e+38, expected inf, not finite
  check.expect_close %u, %w, max_ulp_difference = 4, min_ulp_difference = 1 : tensor<8xf32>, tensor<8xf32>
  // The first three elements are 1 to 2 ULPs apart: passes.
  %u4 = stablehlo.slice %u [0:3] : (tensor<8xf32>) -> tensor<3xf32>
  %w4 = stablehlo.slice %w [0:3] : (tensor<8xf32>) -> tensor<3xf32>
  check.expect_close %u4, %w4, max_ulp_difference = 2, min_ulp_difference = 1 : tensor<3xf32>, tensor<3xf32>
  // ULPs of each format: bfloat16 and float64.
  %b = stablehlo.constant dense<[1.0078125, -1.0078125]> : tensor<2xbf16>
  %b1 = stablehlo.constant dense<1.0> : tensor<2xbf16>
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+3]]:3: check.expect_close
  // CHECK-NEXT:   1 of 2 elements differ (ULP distance allowed: 0 to 1; showing 1):
  // CHECK-NEXT:     [1]: actual {{[-0-9.]+}}, expected 1.0, 32513 ULP apart
  check.expect_close %b, %b1, max_ulp_difference = 1 : tensor<2xbf16>, tensor<2xbf16>
  %d = stablehlo.constant dense<1.0000000000000004> : tensor<f64>
  %d1 = stablehlo.constant dense<1.0> : tensor<f64>
  check.expect_close %d, %d1, max_ulp_difference = 2 : tensor<f64>, tensor<f64>
  // Complex: the larger distance of the parts (1 and 2 here).
  %c = stablehlo.constant dense<[(1.0, 1.0000002)]> : tensor<1xcomplex<f32>>
  %c1 = stablehlo.constant dense<[(1.0000001, 1.0)]> : tensor<1xcomplex<f32>>
  check.expect_close %c, %c1, max_ulp_difference = 2 : tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>
  // CHECK-NEXT: check failed: {{.*}}tolerance.mlir:[[@LINE+3]]:3: check.expect_close
  // CHECK-NEXT:   1 of 1 element differs (ULP distance allowed: 0 to 1; showing 1):
  // CHECK-NEXT:     [0]: actual (1+1.0000002j), expected (1.0000001+1j), 2 ULP apart
  check.expect_close %c, %c1, max_ulp_difference = 1 : tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>
  check.expect_almost_eq %c, %c1, tolerance = 1.000000e-06 : tensor<1xcomplex<f32>>
  func.return
}
// CHECK-NEXT: checks: 7 passed, 8 failed
