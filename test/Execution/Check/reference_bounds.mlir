// The bounds of the JAX-style check custom calls are those the StableHLO
// reference interpreter gives them (docs/check.md): expect_close passes up
// to 3 ULPs of the element type and fails at 4; expect_almost_eq passes up
// to an absolute 1e-3 and fails just beyond, for every float type and both
// parts of complex numbers. Each pair below sits on either side of a bound.
// ULP distances and differences by numpy (ml_dtypes for bfloat16), from the
// sign-magnitude bit patterns as ordered integers and float64 subtraction:
//   f32  1.0000002 vs 0.99999994: 3, vs 0.9999999: 4 (across a binade);
//        -1e-45 vs 3e-45: 3, vs 4e-45: 4 (across zero);
//        2.001 - 2 = 0.00099993, 2.0010002 - 2 = 0.00100017;
//   f64  1.0000000000000007 vs 1: 3, 1.0000000000000009 vs 1: 4;
//        5e-324 vs -1e-323: 3, 1e-323 vs -1e-323: 4;
//        0.002 - 0.001 = 0.001 exactly, 0.0020000000000000005 - 0.001 > 0.001;
//   f16  1.003 vs 1: 3, 1.004 vs 1: 4; 1.000977 - 1 = 2^-10, 1.002 - 1 = 2^-9;
//   bf16 1.0234375 vs 1: 3, 1.03125 vs 1: 4, 1.0078125 vs 0.9921875: 3;
//        0.1259765625 - 0.125 = 2^-10, 0.126953125 - 0.125 = 2^-9;
//   complex<f32> 2.0000007 vs 2: 3, 2.000001 vs 2: 4;
//   complex<f64> -1.0000000000000007 vs -1: 3, -1.0000000000000009: 4.
// RUN: not kiln run %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// ERR: kiln: error: 13 of 24 checks failed
func.func @main() {
  // f32.
  %fa = stablehlo.constant dense<[1.0000002, -1.0e-45, 2.0]> : tensor<3xf32>
  %f3 = stablehlo.constant dense<[0.99999994, 3.0e-45, 2.0]> : tensor<3xf32>
  %f4 = stablehlo.constant dense<[0.9999999, 4.0e-45, 2.0]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_close(%fa, %f3) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  // CHECK: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   2 of 3 elements differ (ULP distance allowed: 0 to 3; showing 2):
  // CHECK-NEXT:     [0]: actual 1.0000002, expected 0.9999999, 4 ULP apart
  // CHECK-NEXT:     [1]: actual -1e-45, expected 4e-45, 4 ULP apart
  stablehlo.custom_call @check.expect_close(%fa, %f4) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %fb = stablehlo.constant dense<2.0> : tensor<f32>
  %fin = stablehlo.constant dense<2.001> : tensor<f32>
  %fout = stablehlo.constant dense<2.0010002> : tensor<f32>
  stablehlo.custom_call @check.expect_almost_eq(%fb, %fin) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     []: actual 2.0, expected 2.0010002
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%fb, %fout) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()

  // f64.
  %da = stablehlo.constant dense<[1.0000000000000007, 4.9406564584124654e-324]> : tensor<2xf64>
  %d3 = stablehlo.constant dense<[1.0, -9.8813129168249309e-324]> : tensor<2xf64>
  %db = stablehlo.constant dense<[1.0000000000000009, 9.8813129168249309e-324]> : tensor<2xf64>
  stablehlo.custom_call @check.expect_close(%da, %d3) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   2 of 2 elements differ (ULP distance allowed: 0 to 3; showing 2):
  // CHECK-NEXT:     [0]: actual 1.0000000000000009, expected 1.0, 4 ULP apart
  // CHECK-NEXT:     [1]: actual 1e-323, expected -1e-323, 4 ULP apart
  stablehlo.custom_call @check.expect_close(%db, %d3) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
  %dl = stablehlo.constant dense<0.001> : tensor<f64>
  %din = stablehlo.constant dense<0.002> : tensor<f64>
  %dout = stablehlo.constant dense<0.0020000000000000005> : tensor<f64>
  // The bound is inclusive.
  stablehlo.custom_call @check.expect_almost_eq(%dl, %din) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     []: actual 0.001, expected 0.0020000000000000005
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%dl, %dout) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()

  // f16: ULPs of the format, 2^-10 at 1.
  %h = stablehlo.constant dense<1.0> : tensor<f16>
  %h3 = stablehlo.constant dense<1.0029296875> : tensor<f16>
  %h4 = stablehlo.constant dense<1.00390625> : tensor<f16>
  stablehlo.custom_call @check.expect_close(%h3, %h) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   1 of 1 element differs (ULP distance allowed: 0 to 3; showing 1):
  // CHECK-NEXT:     []: actual 1.004, expected 1.0, 4 ULP apart
  stablehlo.custom_call @check.expect_close(%h4, %h) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()
  %hin = stablehlo.constant dense<1.0009765625> : tensor<f16>
  %hout = stablehlo.constant dense<1.001953125> : tensor<f16>
  stablehlo.custom_call @check.expect_almost_eq(%h, %hin) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     []: actual 1.0, expected 1.002
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%h, %hout) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()

  // bf16: ULPs of the format, 2^-7 at 1 and 2^-8 just below.
  %b = stablehlo.constant dense<[1.0, 1.0078125]> : tensor<2xbf16>
  %b3 = stablehlo.constant dense<[1.0234375, 0.9921875]> : tensor<2xbf16>
  %b4 = stablehlo.constant dense<[1.03125, 0.9921875]> : tensor<2xbf16>
  stablehlo.custom_call @check.expect_close(%b3, %b) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   1 of 2 elements differ (ULP distance allowed: 0 to 3; showing 1):
  // CHECK-NEXT:     [0]: actual {{[0-9.]+}}, expected 1.0, 4 ULP apart
  stablehlo.custom_call @check.expect_close(%b4, %b) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  %bl = stablehlo.constant dense<0.125> : tensor<bf16>
  %bin = stablehlo.constant dense<0.1259765625> : tensor<bf16>
  %bout = stablehlo.constant dense<0.126953125> : tensor<bf16>
  stablehlo.custom_call @check.expect_almost_eq(%bl, %bin) {has_side_effect = true} : (tensor<bf16>, tensor<bf16>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     []: actual 0.125, expected {{[0-9.]+}}
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%bl, %bout) {has_side_effect = true} : (tensor<bf16>, tensor<bf16>) -> ()

  // complex<f32>: the larger distance of the parts; each part within 1e-3.
  %c = stablehlo.constant dense<[(1.0000002, 2.0)]> : tensor<1xcomplex<f32>>
  %c3 = stablehlo.constant dense<[(0.99999994, 2.0000007)]> : tensor<1xcomplex<f32>>
  %c4 = stablehlo.constant dense<[(0.99999994, 2.000001)]> : tensor<1xcomplex<f32>>
  stablehlo.custom_call @check.expect_close(%c, %c3) {has_side_effect = true} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   1 of 1 element differs (ULP distance allowed: 0 to 3; showing 1):
  // CHECK-NEXT:     [0]: actual (1.0000002+2j), expected (0.99999994+2.000001j), 4 ULP apart
  stablehlo.custom_call @check.expect_close(%c, %c4) {has_side_effect = true} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
  %cl = stablehlo.constant dense<[(2.0, 2.0)]> : tensor<1xcomplex<f32>>
  %cin = stablehlo.constant dense<[(2.001, 2.001)]> : tensor<1xcomplex<f32>>
  %cout = stablehlo.constant dense<[(2.001, 2.0010002)]> : tensor<1xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%cl, %cin) {has_side_effect = true} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   1 of 1 element differs (showing 1):
  // CHECK-NEXT:     [0]: actual (2+2j), expected (2.001+2.0010002j)
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%cl, %cout) {has_side_effect = true} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()

  // complex<f64>.
  %z = stablehlo.constant dense<[(1.0, -1.0)]> : tensor<1xcomplex<f64>>
  %z3 = stablehlo.constant dense<[(1.0, -1.0000000000000007)]> : tensor<1xcomplex<f64>>
  %z4 = stablehlo.constant dense<[(1.0, -1.0000000000000009)]> : tensor<1xcomplex<f64>>
  stablehlo.custom_call @check.expect_close(%z3, %z) {has_side_effect = true} : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+3]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   1 of 1 element differs (ULP distance allowed: 0 to 3; showing 1):
  // CHECK-NEXT:     [0]: actual (1-1.0000000000000009j), expected (1-1j), 4 ULP apart
  stablehlo.custom_call @check.expect_close(%z4, %z) {has_side_effect = true} : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()

  // Non-finite values and signs, as the reference treats them: two NaNs and
  // the same infinity pass both checks; an infinity is unboundedly far from
  // the largest float; values of opposite signs are never almost equal,
  // however close (+0 and -0 are equal), and are 2 * 953267991 ULPs apart
  // here (the bits of 1e-4 as float32, by numpy).
  %s = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7F7FFFFF, -1.0e-4, -0.0]> : tensor<5xf32>
  %t = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7F800000, 1.0e-4, 0.0]> : tensor<5xf32>
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+4]]:3: stablehlo.custom_call @check.expect_close
  // CHECK-NEXT:   2 of 5 elements differ (ULP distance allowed: 0 to 3; showing 2):
  // CHECK-NEXT:     [2]: actual 3.4028235e+38, expected inf, not finite
  // CHECK-NEXT:     [3]: actual -1e-04, expected 1e-04, 1906535982 ULP apart
  stablehlo.custom_call @check.expect_close(%s, %t) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
  // CHECK-NEXT: check failed: {{.*}}reference_bounds.mlir:[[@LINE+5]]:3: stablehlo.custom_call @check.expect_almost_eq
  // CHECK-NEXT:   2 of 5 elements differ (showing 2):
  // CHECK-NEXT:     [2]: actual 3.4028235e+38, expected inf
  // CHECK-NEXT:     [3]: actual -1e-04, expected 1e-04
  // CHECK-NEXT:   (tolerance 0.001)
  stablehlo.custom_call @check.expect_almost_eq(%s, %t) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
  func.return
}
// CHECK-NEXT: checks: 11 passed, 13 failed
