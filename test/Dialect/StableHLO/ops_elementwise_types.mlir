// RUN: kiln-opt %s -split-input-file | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck --strict-whitespace %s

// Every element type of the spec's "Types" section, through add, convert
// and multiply.

// CHECK-LABEL: func.func @element_types
func.func @element_types(%arg0: tensor<2xf4E2M1FN>, %arg1: tensor<2xf6E2M3FN>, %arg2: tensor<2xf6E3M2FN>, %arg3: tensor<2xf8E3M4>, %arg4: tensor<2xf8E4M3>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xf8E4M3FNUZ>, %arg7: tensor<2xf8E4M3B11FNUZ>, %arg8: tensor<2xf8E5M2>, %arg9: tensor<2xf8E5M2FNUZ>, %arg10: tensor<2xf8E8M0FNU>, %arg11: tensor<2xbf16>, %arg12: tensor<2xf16>, %arg13: tensor<2xf64>, %arg14: tensor<2xi2>, %arg15: tensor<2xi4>, %arg16: tensor<2xui2>, %arg17: tensor<2xui4>, %arg18: tensor<2xi16>, %arg19: tensor<2xui16>, %arg20: tensor<2xi64>, %arg21: tensor<2xui64>) {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xf4E2M1FN>
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf4E2M1FN>
  // CHECK-NEXT: %1 = stablehlo.add %arg1, %arg1 : tensor<2xf6E2M3FN>
  %1 = stablehlo.add %arg1, %arg1 : tensor<2xf6E2M3FN>
  // CHECK-NEXT: %2 = stablehlo.add %arg2, %arg2 : tensor<2xf6E3M2FN>
  %2 = stablehlo.add %arg2, %arg2 : tensor<2xf6E3M2FN>
  // CHECK-NEXT: %3 = stablehlo.add %arg3, %arg3 : tensor<2xf8E3M4>
  %3 = stablehlo.add %arg3, %arg3 : tensor<2xf8E3M4>
  // CHECK-NEXT: %4 = stablehlo.add %arg4, %arg4 : tensor<2xf8E4M3>
  %4 = stablehlo.add %arg4, %arg4 : tensor<2xf8E4M3>
  // CHECK-NEXT: %5 = stablehlo.add %arg5, %arg5 : tensor<2xf8E4M3FN>
  %5 = stablehlo.add %arg5, %arg5 : tensor<2xf8E4M3FN>
  // CHECK-NEXT: %6 = stablehlo.add %arg6, %arg6 : tensor<2xf8E4M3FNUZ>
  %6 = stablehlo.add %arg6, %arg6 : tensor<2xf8E4M3FNUZ>
  // CHECK-NEXT: %7 = stablehlo.add %arg7, %arg7 : tensor<2xf8E4M3B11FNUZ>
  %7 = stablehlo.add %arg7, %arg7 : tensor<2xf8E4M3B11FNUZ>
  // CHECK-NEXT: %8 = stablehlo.add %arg8, %arg8 : tensor<2xf8E5M2>
  %8 = stablehlo.add %arg8, %arg8 : tensor<2xf8E5M2>
  // CHECK-NEXT: %9 = stablehlo.add %arg9, %arg9 : tensor<2xf8E5M2FNUZ>
  %9 = stablehlo.add %arg9, %arg9 : tensor<2xf8E5M2FNUZ>
  // CHECK-NEXT: %10 = stablehlo.add %arg10, %arg10 : tensor<2xf8E8M0FNU>
  %10 = stablehlo.add %arg10, %arg10 : tensor<2xf8E8M0FNU>
  // CHECK-NEXT: %11 = stablehlo.add %arg11, %arg11 : tensor<2xbf16>
  %11 = stablehlo.add %arg11, %arg11 : tensor<2xbf16>
  // CHECK-NEXT: %12 = stablehlo.add %arg12, %arg12 : tensor<2xf16>
  %12 = stablehlo.add %arg12, %arg12 : tensor<2xf16>
  // CHECK-NEXT: %13 = stablehlo.add %arg13, %arg13 : tensor<2xf64>
  %13 = stablehlo.add %arg13, %arg13 : tensor<2xf64>
  // CHECK-NEXT: %14 = stablehlo.convert %arg0 : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  %14 = stablehlo.convert %arg0 : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  // CHECK-NEXT: %15 = stablehlo.convert %arg1 : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  %15 = stablehlo.convert %arg1 : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  // CHECK-NEXT: %16 = stablehlo.convert %arg2 : (tensor<2xf6E3M2FN>) -> tensor<2xf32>
  %16 = stablehlo.convert %arg2 : (tensor<2xf6E3M2FN>) -> tensor<2xf32>
  // CHECK-NEXT: %17 = stablehlo.convert %arg3 : (tensor<2xf8E3M4>) -> tensor<2xf32>
  %17 = stablehlo.convert %arg3 : (tensor<2xf8E3M4>) -> tensor<2xf32>
  // CHECK-NEXT: %18 = stablehlo.convert %arg4 : (tensor<2xf8E4M3>) -> tensor<2xf32>
  %18 = stablehlo.convert %arg4 : (tensor<2xf8E4M3>) -> tensor<2xf32>
  // CHECK-NEXT: %19 = stablehlo.convert %arg5 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %19 = stablehlo.convert %arg5 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  // CHECK-NEXT: %20 = stablehlo.convert %arg6 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xf32>
  %20 = stablehlo.convert %arg6 : (tensor<2xf8E4M3FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %21 = stablehlo.convert %arg7 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xf32>
  %21 = stablehlo.convert %arg7 : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %22 = stablehlo.convert %arg8 : (tensor<2xf8E5M2>) -> tensor<2xf32>
  %22 = stablehlo.convert %arg8 : (tensor<2xf8E5M2>) -> tensor<2xf32>
  // CHECK-NEXT: %23 = stablehlo.convert %arg9 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xf32>
  %23 = stablehlo.convert %arg9 : (tensor<2xf8E5M2FNUZ>) -> tensor<2xf32>
  // CHECK-NEXT: %24 = stablehlo.convert %arg10 : (tensor<2xf8E8M0FNU>) -> tensor<2xf32>
  %24 = stablehlo.convert %arg10 : (tensor<2xf8E8M0FNU>) -> tensor<2xf32>
  // CHECK-NEXT: %25 = stablehlo.convert %arg11 : (tensor<2xbf16>) -> tensor<2xf32>
  %25 = stablehlo.convert %arg11 : (tensor<2xbf16>) -> tensor<2xf32>
  // CHECK-NEXT: %26 = stablehlo.convert %arg12 : (tensor<2xf16>) -> tensor<2xf32>
  %26 = stablehlo.convert %arg12 : (tensor<2xf16>) -> tensor<2xf32>
  // CHECK-NEXT: %27 = stablehlo.convert %arg13 : (tensor<2xf64>) -> tensor<2xf32>
  %27 = stablehlo.convert %arg13 : (tensor<2xf64>) -> tensor<2xf32>
  // CHECK-NEXT: %28 = stablehlo.multiply %arg14, %arg14 : tensor<2xi2>
  %28 = stablehlo.multiply %arg14, %arg14 : tensor<2xi2>
  // CHECK-NEXT: %29 = stablehlo.multiply %arg15, %arg15 : tensor<2xi4>
  %29 = stablehlo.multiply %arg15, %arg15 : tensor<2xi4>
  // CHECK-NEXT: %30 = stablehlo.multiply %arg16, %arg16 : tensor<2xui2>
  %30 = stablehlo.multiply %arg16, %arg16 : tensor<2xui2>
  // CHECK-NEXT: %31 = stablehlo.multiply %arg17, %arg17 : tensor<2xui4>
  %31 = stablehlo.multiply %arg17, %arg17 : tensor<2xui4>
  // CHECK-NEXT: %32 = stablehlo.multiply %arg18, %arg18 : tensor<2xi16>
  %32 = stablehlo.multiply %arg18, %arg18 : tensor<2xi16>
  // CHECK-NEXT: %33 = stablehlo.multiply %arg19, %arg19 : tensor<2xui16>
  %33 = stablehlo.multiply %arg19, %arg19 : tensor<2xui16>
  // CHECK-NEXT: %34 = stablehlo.multiply %arg20, %arg20 : tensor<2xi64>
  %34 = stablehlo.multiply %arg20, %arg20 : tensor<2xi64>
  // CHECK-NEXT: %35 = stablehlo.multiply %arg21, %arg21 : tensor<2xui64>
  %35 = stablehlo.multiply %arg21, %arg21 : tensor<2xui64>
  // CHECK-NEXT: return
  return
}
