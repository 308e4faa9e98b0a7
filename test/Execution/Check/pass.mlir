// A program carries its own expectations: kiln run executes its check ops
// and reports them. Every check here passes (expected values by numpy:
// float32/uint8/bfloat16/float16 arithmetic on the same inputs).
// RUN: kiln run %s --input 3xf32=1.5,-2,0.1 --input 4xui8=200,100,7,255 | FileCheck %s

// CHECK-NOT: check failed
// CHECK: output 0: tensor<3xf32>
// CHECK-NEXT: array([ 3. , -4. ,  0.2], dtype=float32)
// CHECK-NOT: check failed
// CHECK: checks: 14 passed, 0 failed
// CHECK-NEXT: compile: {{.*}} ms, run: {{.*}} ms
func.func @main(%a: tensor<3xf32>, %u: tensor<4xui8>) -> tensor<3xf32> {
  // float32: [1.5, -2, 0.1] * 2
  %two = stablehlo.constant dense<2.0> : tensor<3xf32>
  %m = stablehlo.multiply %a, %two : tensor<3xf32>
  check.expect_eq_const %m, dense<[3.0, -4.0, 0.2]> : tensor<3xf32>
  %m2 = stablehlo.add %a, %a : tensor<3xf32>
  check.expect_eq %m, %m2 : tensor<3xf32>

  // uint8 wraps modulo 256; the comparison is unsigned.
  %s = stablehlo.add %u, %u : tensor<4xui8>
  check.expect_eq_const %s, dense<[144, 200, 14, 254]> : tensor<4xui8>
  %gt = stablehlo.compare GT, %u, %s, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[true, false, false, true]> : tensor<4xi1>

  // int32 overflow wraps.
  %big = stablehlo.constant dense<[2147483647, -5]> : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %w = stablehlo.add %big, %one : tensor<2xi32>
  check.expect_eq_const %w, dense<[-2147483648, -4]> : tensor<2xi32>

  // float64: 0.1 + 0.2 is 0.30000000000000004, one ULP above 0.3: not
  // equal, but almost equal and close.
  %p1 = stablehlo.constant dense<0.1> : tensor<f64>
  %p2 = stablehlo.constant dense<0.2> : tensor<f64>
  %p3 = stablehlo.add %p1, %p2 : tensor<f64>
  check.expect_eq_const %p3, dense<0.30000000000000004> : tensor<f64>
  check.expect_almost_eq_const %p3, dense<0.3> : tensor<f64>
  %third = stablehlo.constant dense<0.3> : tensor<f64>
  check.expect_close %p3, %third, max_ulp_difference = 1 : tensor<f64>, tensor<f64>
  check.expect_close %p3, %third, max_ulp_difference = 1, min_ulp_difference = 1 : tensor<f64>, tensor<f64>

  // bfloat16 and float16 squares, rounded to their formats.
  %b = stablehlo.constant dense<[1.5, 0.1, 3.0]> : tensor<3xbf16>
  %bb = stablehlo.multiply %b, %b : tensor<3xbf16>
  check.expect_eq_const %bb, dense<[2.25, 0.0100098, 9.0]> : tensor<3xbf16>
  %h = stablehlo.constant dense<[1.5, 0.1, 3.0]> : tensor<3xf16>
  %hh = stablehlo.multiply %h, %h : tensor<3xf16>
  check.expect_eq_const %hh, dense<[2.25, 0.009995, 9.0]> : tensor<3xf16>
  check.expect_almost_eq_const %hh, dense<[2.25, 0.01, 9.0]> : tensor<3xf16>, tolerance = 1.0e-3

  // A strided view (rows 1-2, every other column) is read through its
  // strides.
  %x = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %v = stablehlo.slice %x [1:3, 1:4:2] : (tensor<3x4xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %v, dense<[[6, 8], [10, 12]]> : tensor<2x2xi32>

  // Sub-byte integers keep their sign.
  %i4 = stablehlo.constant dense<[-8, 7, -1]> : tensor<3xi4>
  check.expect_eq_const %i4, dense<[-8, 7, -1]> : tensor<3xi4>
  return %m : tensor<3xf32>
}
