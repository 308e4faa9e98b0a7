// compare TOTALORDER on the formats narrower than 16 bits, on their own
// bits: the FNUZ formats' NaN (the sign bit alone) is a negative NaN and
// orders first; f8E8M0FNU has no sign and its NaN (0xFF) orders last;
// -0 < +0 where the format has a -0. Expected values by hand from the
// spec's order -NaN < -inf < -finite < -0 < +0 < +finite < +inf < +NaN.
// RUN: kiln run %s | FileCheck %s
// RUN: kiln run %s -O0 | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 3 passed, 0 failed
func.func @main() {
  // NaN < -240, -240 < NaN, 0 < 240, 240 < 0
  %a = stablehlo.constant dense<[0x80, 0xFF, 0x00, 0x7F]> : tensor<4xf8E4M3FNUZ>
  %b = stablehlo.constant dense<[0xFF, 0x80, 0x7F, 0x00]> : tensor<4xf8E4M3FNUZ>
  %x:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>
  %r = stablehlo.compare LT, %x#0, %x#1, TOTALORDER : (tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[true, false, true, false]> : tensor<4xi1>
  // 2^-127 < NaN, NaN < 2^127, 1 < 2, 2 < 1
  %c = stablehlo.constant dense<[0x00, 0xFF, 0x7F, 0x80]> : tensor<4xf8E8M0FNU>
  %d = stablehlo.constant dense<[0xFF, 0xFE, 0x80, 0x7F]> : tensor<4xf8E8M0FNU>
  %y:2 = stablehlo.optimization_barrier %c, %d : tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
  %s = stablehlo.compare LT, %y#0, %y#1, TOTALORDER : (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) -> tensor<4xi1>
  check.expect_eq_const %s, dense<[true, false, true, false]> : tensor<4xi1>
  // -0 < +0, +0 < -0, -6 < -0, -0 <= -0
  %e = stablehlo.constant dense<[0x8, 0x0, 0xF, 0x8]> : tensor<4xf4E2M1FN>
  %f = stablehlo.constant dense<[0x0, 0x8, 0x8, 0x8]> : tensor<4xf4E2M1FN>
  %z:2 = stablehlo.optimization_barrier %e, %f : tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>
  %t = stablehlo.compare LE, %z#0, %z#1, TOTALORDER : (tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) -> tensor<4xi1>
  check.expect_eq_const %t, dense<[true, false, true, true]> : tensor<4xi1>
  return
}
